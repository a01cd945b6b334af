/*
 * Which object an instruction acts on, as far as the trace rewriter needs
 * it: a domain of the data flow (kaba/dataflow.h) whose values are `this`
 * (local 0 of an instance method as it came in), `this` before its
 * constructor ran, the object of a `new` not yet initialised (the `new`'s
 * offset), or nothing known.  Paths that meet with different values know
 * nothing; a constructor call on an uninitialised object replaces every
 * copy of it, as the verifier does (JVMS §4.10.1.9 invokespecial).
 */
#include <string.h>

#include "objects.h"

/* Values; an offset of a `new` (>= 0) otherwise. */
enum { UNKNOWN = -1, THIS = -2, UNINIT_THIS = -3 };

static const int32_t unknown = UNKNOWN;

struct objects {
	struct trace_objects *out;
	const char *where;
	struct kaba_error *err;
	int has_jsr, stores_local0;
};

static int32_t value(const void *v)
{
	return *(const int32_t *)v;
}

static int load(void *ctx, struct kaba_df *df, const struct kaba_insn *insn,
		enum kaba_df_kind kind, uint32_t index, void *out)
{
	(void)ctx, (void)insn;
	if (kind == KABA_DF_REFERENCE)
		memcpy(out, kaba_df_value(df, df->cur.locals, index), sizeof(int32_t));
	return 0;
}

/* The flow carries the state at a jsr past its subroutine (kaba/dataflow.h),
 * so a store into local 0 inside one would go unseen: with both, `this`
 * is known nowhere (old javac's finally blocks never store into it). */
static int store(void *ctx, struct kaba_df *df, const struct kaba_insn *insn,
		 enum kaba_df_kind kind, uint32_t index, const void *v)
{
	struct objects *o = ctx;

	(void)df, (void)insn, (void)kind, (void)v;
	o->stores_local0 |= index == 0;
	return 0;
}

static int subroutine(void *ctx, struct kaba_df *df, const struct kaba_insn *insn, void *out)
{
	struct objects *o = ctx;

	(void)df, (void)insn, (void)out;
	o->has_jsr = 1;
	return 0;
}

/* checkcast hands on the object it checked. */
static int cast(void *ctx, struct kaba_df *df, const struct kaba_insn *insn,
		const void *v, void *out)
{
	(void)ctx, (void)df;
	if (insn->opcode == KABA_OP_CHECKCAST)
		memcpy(out, v, sizeof(int32_t));
	return 0;
}

static int create(void *ctx, struct kaba_df *df, const struct kaba_insn *insn, void *out)
{
	int32_t at = (int32_t)insn->offset;

	(void)ctx, (void)df;
	if (insn->opcode == KABA_OP_NEW)
		memcpy(out, &at, sizeof(at));
	return 0;
}

/* Is `this` still uninitialised here (in a constructor, before super(...)
 * or this(...))?  Then the rewriter leaves its field accesses alone. */
static uint8_t this_state(const struct kaba_df *df)
{
	return df->max_locals && value(df->cur.locals) == UNINIT_THIS ? TRACE_OBJ_UNINIT : 0;
}

static int field(void *ctx, struct kaba_df *df, const struct kaba_insn *insn,
		 const struct kaba_ref *r, const struct kaba_type *t,
		 const void *object, const void *v, void *out)
{
	struct objects *o = ctx;

	(void)r, (void)t, (void)v, (void)out;
	o->out->fact[insn->offset] = (uint8_t)(this_state(df) |
					       (object && value(object) == THIS ? TRACE_OBJ_THIS : 0));
	return 0;
}

/* Every copy of `from` in the current state becomes `to`. */
static void replace(struct kaba_df *df, int32_t from, int32_t to)
{
	int32_t *v = df->cur.locals;
	uint32_t i, n = df->max_locals + df->cur.nstack;

	/* the stack follows the locals (kaba_df_init) */
	for (i = 0; i < n; i++)
		if (v[i] == from)
			v[i] = to;
}

static int invoke(void *ctx, struct kaba_df *df, const struct kaba_insn *insn,
		  const struct kaba_ref *r, const struct kaba_method_desc *md,
		  const void *receiver, const void *args, void *out)
{
	struct objects *o = ctx;
	int32_t made = receiver ? value(receiver) : UNKNOWN;

	(void)md, (void)args, (void)out;
	if (insn->opcode != KABA_OP_INVOKESPECIAL || r->name_len != 6 ||
	    memcmp(r->name, "<init>", 6))
		return 0;
	o->out->fact[insn->offset] = made == UNINIT_THIS ? TRACE_OBJ_SUPER_CALL : 0;
	o->out->made_at[insn->offset] = made >= 0 ? made : -1;
	if (made == UNINIT_THIS)
		replace(df, UNINIT_THIS, THIS);
	else if (made >= 0)
		replace(df, made, UNKNOWN);
	return 0;
}

/* A caught exception is some object. */
static int caught(void *ctx, struct kaba_df *df, const struct kaba_exception_entry *e,
		  void *out)
{
	(void)ctx, (void)df, (void)e;
	memcpy(out, &unknown, sizeof(unknown));
	return 0;
}

static int join(void *ctx, struct kaba_df *df, uint32_t b, int64_t target,
		const struct kaba_df_state *in, int *changed)
{
	struct objects *o = ctx;
	const struct kaba_df_state *s = &df->in[b];
	int32_t *mine = s->locals;
	const int32_t *theirs = in->locals, *their_stack = in->stack;
	uint32_t i;

	if (!df->reached[b]) {
		*changed = 1;
		return kaba_df_enter(df, b, in);
	}
	if (s->nstack != in->nstack)
		return kaba_fail(o->err, KABA_EINPUT, o->where, -1,
				 "stack depth %u and %u meet at offset %lld", s->nstack,
				 in->nstack, (long long)target);
	for (i = 0; i < df->max_locals + s->nstack; i++) {
		int32_t t = i < df->max_locals ? theirs[i] : their_stack[i - df->max_locals];

		if (mine[i] != UNKNOWN && mine[i] != t) {
			mine[i] = UNKNOWN;
			*changed = 1;
		}
	}
	return 0;
}

static int fail(void *ctx, struct kaba_df *df, int status, const char *what)
{
	struct objects *o = ctx;

	return kaba_fail(o->err, status, o->where, -1, "%s at %u", what, df->at);
}

static const struct kaba_df_domain objects = {
	.size = sizeof(int32_t),
	.top = &unknown,
	.load = load,
	.store = store,
	.subroutine = subroutine,
	.cast = cast,
	.create = create,
	.field = field,
	.invoke = invoke,
	.caught = caught,
	.join = join,
	.fail = fail,
};

int trace_objects_find(const struct kaba_class *cls, const struct kaba_code *code,
		       int is_static, int is_init, struct kaba_arena *arena,
		       struct trace_objects *out, const char *where, struct kaba_error *err)
{
	struct objects o = { out, where, err, 0, 0 };
	struct kaba_df df;
	struct kaba_df_state in;
	int32_t *locals;
	uint32_t i;
	int st;

	out->fact = kaba_arena_alloc(arena, code->code_len);
	out->made_at = kaba_arena_alloc(arena, code->code_len * sizeof(*out->made_at));
	if (!out->fact || !out->made_at)
		return kaba_fail(err, KABA_EIO, where, -1, "out of memory");
	memset(out->fact, 0, code->code_len);
	memset(out->made_at, 0xff, code->code_len * sizeof(*out->made_at));     /* -1 */
	/* blocks only where control jumps, as the values need no more */
	if ((st = kaba_df_init(&df, &objects, &o, cls, code, code->max_locals, code->max_stack,
			       NULL, 0, 1, arena, where, err)))
		return st;
	out->live = df.live;
	out->target = df.target;
	locals = in.locals = df.cur.locals;
	in.stack = df.cur.stack;
	in.nstack = 0;
	for (i = 0; i < df.max_locals; i++)
		locals[i] = UNKNOWN;
	if (!is_static && df.max_locals)
		locals[0] = is_init ? UNINIT_THIS : THIS;
	if ((st = kaba_df_flow(&df, 0, &in)) || (st = kaba_df_run(&df)))
		return st;
	for (i = 0; o.has_jsr && o.stores_local0 && i < code->code_len; i++)
		out->fact[i] &= (uint8_t)~TRACE_OBJ_THIS;
	return 0;
}
