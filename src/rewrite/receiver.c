/*
 * The receiver of a call or field access, seen from the bytecode alone: a
 * domain of the data flow (kaba/dataflow.h) whose values are the offsets
 * of the instructions that pushed them, forgotten wherever a jump or a
 * handler enters the code.  The receiver is `this` when aload_0 pushed it
 * on a straight path to the access and local 0 is never stored into:
 * enough for javac's `this.m(...)` and `m(...)` (privates.c copies a
 * private method only for calls on `this`).
 */
#include <string.h>

#include "kaba/dataflow.h"
#include "privates.h"

int stores_local0(const struct kaba_insn *v, uint32_t n)
{
	uint32_t j;

	for (j = 0; j < n; j++)
		if ((v[j].opcode == KABA_OP_ASTORE && v[j].operand == 0) ||
		    v[j].opcode == KABA_OP_ASTORE_3 - 3)
			return 1;
	return 0;
}

/* A value: the offset of the instruction that pushed it, or UNKNOWN. */
enum { UNKNOWN = -1 };

static const int32_t unknown = UNKNOWN;

struct pushers {
	const struct kaba_code *code;
	uint8_t *this_at;       /* [code_len]: the access's receiver is `this` */
	const char *where;
	struct kaba_error err;  /* the flow's, ignored: no answer is "not this" */
};

/* Whatever an instruction pushes (a dup's copies too) is its own. */
static int after(void *ctx, struct kaba_df *df, const struct kaba_insn *insn)
{
	int32_t *stack = df->cur.stack;
	uint32_t i;

	(void)ctx;
	for (i = df->cur.nstack - df->pushed; i < df->cur.nstack; i++)
		stack[i] = (int32_t)insn->offset;
	return 0;
}

/* The access at insn has this receiver: is it aload_0's? */
static void seen(struct pushers *p, const struct kaba_insn *insn, const void *receiver)
{
	const struct kaba_code *code = p->code;
	int32_t at = receiver ? *(const int32_t *)receiver : UNKNOWN;
	struct kaba_insn pusher;

	if (at == UNKNOWN || kaba_insn_decode(code->code, code->code_len, (uint32_t)at, &pusher,
					      p->where, code->code_offset, &p->err))
		return;
	if (pusher.opcode == KABA_OP_ALOAD_0 ||
	    (pusher.opcode == KABA_OP_ALOAD && pusher.operand == 0))
		p->this_at[insn->offset] = 1;
}

static int invoke(void *ctx, struct kaba_df *df, const struct kaba_insn *insn,
		  const struct kaba_ref *r, const struct kaba_method_desc *md,
		  const void *receiver, const void *args, void *out)
{
	(void)df, (void)r, (void)md, (void)args, (void)out;
	seen(ctx, insn, receiver);
	return 0;
}

static int field(void *ctx, struct kaba_df *df, const struct kaba_insn *insn,
		 const struct kaba_ref *r, const struct kaba_type *t,
		 const void *object, const void *value, void *out)
{
	(void)df, (void)r, (void)t, (void)value, (void)out;
	seen(ctx, insn, object);
	return 0;
}

/* A block starts where a jump or a handler enters: nothing on its stack
 * is known to come from a straight path. */
static int join(void *ctx, struct kaba_df *df, uint32_t b, int64_t target,
		const struct kaba_df_state *in, int *changed)
{
	int32_t *stack;
	uint32_t i;
	int st;

	(void)ctx, (void)target;
	if (df->reached[b])
		return 0;
	if ((st = kaba_df_enter(df, b, in)))
		return st;
	stack = df->in[b].stack;
	for (i = 0; i < in->nstack; i++)
		stack[i] = UNKNOWN;
	*changed = 1;
	return 0;
}

static int fail(void *ctx, struct kaba_df *df, int status, const char *what)
{
	struct pushers *p = ctx;

	return kaba_fail(&p->err, status, p->where, df->at, "%s", what);
}

static const struct kaba_df_domain pushed_by = {
	.size = sizeof(int32_t),
	.top = &unknown,
	.invoke = invoke,
	.field = field,
	.after = after,
	.join = join,
	.fail = fail,
};

/* Run the flow over the code from its entry and every handler. */
static int run(struct pushers *p, const struct kaba_class *cf, struct kaba_arena *arena)
{
	const struct kaba_code *code = p->code;
	struct kaba_df df;
	struct kaba_df_state in;
	uint16_t h;
	int st;

	/* blocks only where control jumps: falling through a branch keeps
	 * the path straight */
	if ((st = kaba_df_init(&df, &pushed_by, p, cf, code, code->max_locals, code->max_stack,
			       NULL, 0, 1, arena, p->where, &p->err)))
		return st;
	in.locals = df.cur.locals;
	in.stack = df.cur.stack;
	memset(in.locals, 0xff, ((size_t)df.max_locals + 1) * sizeof(int32_t));
	in.nstack = 0;
	if ((st = kaba_df_flow(&df, 0, &in)))
		return st;
	in.nstack = 1;
	for (h = 0; h < code->nexceptions; h++)
		if ((st = kaba_df_flow(&df, code->exceptions[h].handler_pc, &in)))
			return st;
	return kaba_df_run(&df);
}

int receivers_of_this(const struct kaba_class *cf, const struct kaba_code *code,
		      const struct kaba_insn *v, uint32_t n, uint8_t *this_at)
{
	struct pushers p = { code, this_at, "receiver", { 0 } };
	struct kaba_arena arena;
	int st;

	memset(this_at, 0, code->code_len);
	if (stores_local0(v, n))
		return 0;
	kaba_arena_init(&arena);
	if ((st = run(&p, cf, &arena)))
		memset(this_at, 0, code->code_len);
	kaba_arena_free(&arena);
	return st ? -1 : 0;
}
