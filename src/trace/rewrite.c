/*
 * Load-time instrumentation of one user class for the tracing agent: calls
 * to the logger at the start of every method (that it ran), at every field
 * access, at the start of every instance method body, after every completed `new X; dup; ...; invokespecial
 * X.<init>`, before every instanceof and checkcast against a user type and
 * at every handler catching a user type (docs/platform.md §7 rule 1: plain
 * bytecode, so the JIT stays on).
 *
 * This file only decides what goes where.  The class-file module parses the
 * untrusted bytes (declining anything malformed), inserts the calls with
 * kaba_code_insert, which relocates branches, switches, the exception
 * table, stack-map frames and the debug tables, and writes the class.  The
 * inserted code is branch-free and leaves the stack and locals as it found
 * them, so every existing frame stays true and none is added.  Bytecode
 * indices handed to the registry are those of the original code, as the
 * static analysis sees them.  It lives in libkaba (not in the agent) so
 * that the unit tests can feed it real and hostile class files.
 */
#include "rewrite.h"

#include <stdlib.h>
#include <string.h>

#include "kaba/arena.h"
#include "kaba/bytecode.h"
#include "kaba/classfile.h"

/* Operand-stack slots the longest inserted sequence adds (a check: the
 * object twice, the outcome and the column). */
enum { EXTRA_STACK = 3, MAX_INSERTED = 16 };

struct klass {
	struct kaba_class *cls;
	const char *name, *super_name;
	const struct trace_hooks *h;
	uint16_t use_ref, check_ref, new_ref, expect_ref, ran_ref; /* TRACE_HELPER's methods */
	struct kaba_error err;
};

/* One method: its names, code and the calls planned for it. */
struct method {
	const char *name, *desc;
	const struct kaba_code *code;
	struct planned {
		uint32_t offset;
		int after_previous;
		uint8_t len;
		uint8_t bytes[MAX_INSERTED];
	} *v;
	size_t n, cap;
};

static const char *utf8(struct klass *k, uint32_t index)
{
	return kaba_cp_strdup(k->cls->arena, k->cls, index);
}

static const char *class_name(struct klass *k, uint32_t index)
{
	const struct kaba_cpool *cp = &k->cls->cp;

	return index < cp->count && cp->entries[index].tag == KABA_CP_CLASS ?
	       utf8(k, cp->entries[index].index) : NULL;
}

/* Owner, name and descriptor of a Fieldref or (Interface)Methodref; the
 * parser has checked the tags an instruction's reference needs. */
static int member_ref(struct klass *k, uint32_t index, const char **owner,
		      const char **name, const char **desc)
{
	const struct kaba_cpool *cp = &k->cls->cp;
	const struct kaba_cp_entry *ref, *nat;

	if (index >= cp->count || cp->entries[index].ref.nat_index >= cp->count)
		return -1;
	ref = &cp->entries[index];
	nat = &cp->entries[ref->ref.nat_index];
	*owner = class_name(k, ref->ref.class_index);
	*name = utf8(k, nat->nat.name_index);
	*desc = utf8(k, nat->nat.descriptor_index);
	return *owner && *name && *desc ? 0 : -1;
}

static int is_user(const struct klass *k, const char *name)
{
	return k->h->is_user(k->h->ctx, name);
}

/* A column of method m: its def, or a check or catch site in it. */
static uint32_t column(const struct klass *k, uint8_t kind, const struct method *m,
		       uint32_t bci, const char *type)
{
	return k->h->column(k->h->ctx, kind, k->name, m->name, m->desc, bci, type);
}

/* The source line of a code offset (0 when unknown). */
static uint32_t line_of(const struct method *m, uint32_t pc)
{
	const struct kaba_attr *a = kaba_attr_find(&m->code->attrs, KABA_ATTR_LINE_NUMBER_TABLE);
	uint32_t best = 0, best_pc = 0;
	uint16_t i;

	for (i = 0; a && i < a->lines->n; i++)
		if (a->lines->v[i].start_pc <= pc && a->lines->v[i].start_pc >= best_pc) {
			best = a->lines->v[i].line;
			best_pc = a->lines->v[i].start_pc;
		}
	return best;
}

/*
 * Plan `prefix; push id; invokestatic ref` at `offset` (see
 * kaba_code_insertion for after_previous).  The id is pushed with sipush
 * when it fits, else with ldc_w of an Integer constant (interned, so an id
 * used a hundred times costs one pool slot).  An id of UINT32_MAX (the
 * registry ran out of memory) is not logged.
 */
static int plan_call(struct klass *k, struct method *m, uint32_t offset, int after_previous,
		     const uint8_t *prefix, uint8_t n, uint32_t id, uint16_t ref)
{
	struct planned *x;
	uint16_t operand = (uint16_t)id;

	if (id == UINT32_MAX)
		return 0;
	if (id > 0x7fff && !(operand = kaba_cp_intern_int(k->cls, (int32_t)id, &k->err)))
		return -1;
	if (m->n == m->cap) {
		size_t cap = m->cap ? m->cap * 2 : 16;
		void *v = realloc(m->v, cap * sizeof(*m->v));

		if (!v)
			return -1;
		m->v = v;
		m->cap = cap;
	}
	x = &m->v[m->n++];
	x->offset = offset;
	x->after_previous = after_previous;
	if (n)
		memcpy(x->bytes, prefix, n);
	x->bytes[n] = id > 0x7fff ? KABA_OP_LDC_W : KABA_OP_SIPUSH;
	x->bytes[n + 1] = (uint8_t)(operand >> 8);
	x->bytes[n + 2] = (uint8_t)operand;
	x->bytes[n + 3] = KABA_OP_INVOKESTATIC;
	x->bytes[n + 4] = (uint8_t)(ref >> 8);
	x->bytes[n + 5] = (uint8_t)ref;
	x->len = (uint8_t)(n + 6);
	return 0;
}

static const uint8_t dup[] = { KABA_OP_DUP }, aload0[] = { KABA_OP_ALOAD_0 },
		     /* value, object -> value, object, object */
		     dup_under[] = { KABA_OP_DUP2, KABA_OP_POP },
		     dup_under_wide[] = { KABA_OP_DUP2_X1, KABA_OP_POP2, KABA_OP_DUP_X2 };

static int plan_field(struct klass *k, struct method *m, const struct kaba_insn *in)
{
	const char *owner, *name, *desc;
	int wide;

	if (member_ref(k, (uint32_t)in->operand, &owner, &name, &desc))
		return -1;
	if (!is_user(k, owner))
		return 0;
	wide = desc[0] == 'J' || desc[0] == 'D';
	return plan_call(k, m, in->offset, 0,
			 in->opcode == KABA_OP_GETFIELD ? dup : wide ? dup_under_wide : dup_under,
			 in->opcode == KABA_OP_GETFIELD ? 1 : wide ? 3 : 2,
			 k->h->column(k->h->ctx, KABA_TCOL_FIELDREF, owner, name, desc, 0, ""),
			 k->use_ref);
}

/* instanceof or checkcast: c(o, o instanceof T, S=true) before it. */
static int plan_check(struct klass *k, struct method *m, const struct kaba_insn *in)
{
	const char *type = class_name(k, (uint32_t)in->operand);
	uint8_t pre[5] = { KABA_OP_DUP, KABA_OP_DUP, KABA_OP_INSTANCEOF,
			   (uint8_t)(in->operand >> 8), (uint8_t)in->operand };
	uint32_t t, f;

	if (!type)
		return -1;
	if (type[0] == '[' || !is_user(k, type))
		return 0;
	t = column(k, KABA_TCOL_CHECK_TRUE, m, in->offset, type);
	f = column(k, KABA_TCOL_CHECK_FALSE, m, in->offset, type);
	/* the logger finds S=false at S=true + 1 */
	return t != UINT32_MAX && f == t + 1 ?
	       plan_call(k, m, in->offset, 0, pre, sizeof(pre), t, k->check_ref) : 0;
}

/* Handlers that catch a user type log the caught object (once per handler). */
static int plan_handlers(struct klass *k, struct method *m)
{
	const struct kaba_code *code = m->code;
	uint16_t i, j;

	for (i = 0; i < code->nexceptions; i++) {
		const struct kaba_exception_entry *x = &code->exceptions[i];
		const char *type;

		for (j = 0; j < i && code->exceptions[j].handler_pc != x->handler_pc; j++)
			;
		if (j < i || !x->catch_type)
			continue;
		if (!(type = class_name(k, x->catch_type)))
			return -1;
		if (is_user(k, type) &&
		    plan_call(k, m, x->handler_pc, 0, dup, 1,
			      column(k, KABA_TCOL_CATCH, m, x->handler_pc, type),
			      k->use_ref))
			return -1;
	}
	return 0;
}

/* A `new` whose constructor call has not been seen yet. */
struct pending_new {
	uint32_t offset;
	const char *cls;
	int traced; /* a user class, followed by dup */
};

static int plan_method(struct klass *k, struct method *m, int is_static, int is_init)
{
	const struct kaba_code *code = m->code;
	struct pending_new *news = calloc(code->code_len / 3 + 1, sizeof(*news));
	struct kaba_insn_iter it;
	struct kaba_insn in;
	size_t nnews = 0;
	int ctor_started = !is_init; /* in <init>: after super(...) or this(...) */
	int r, rc = -1;

	if (!news)
		return -1;
	/* first of all, even before super(...): the method ran */
	if (plan_call(k, m, 0, 0, NULL, 0,
		      k->h->method(k->h->ctx, k->name, m->name, m->desc, 0), k->ran_ref))
		goto out;
	if (!is_static && !is_init &&
	    plan_call(k, m, 0, 0, aload0, 1, column(k, KABA_TCOL_DEF, m, 0, ""),
		      k->use_ref))
		goto out;
	kaba_insn_iter_init(&it, code->code, code->code_len, k->name, 0);
	while ((r = kaba_insn_next(&it, &in, &k->err)) > 0) {
		const char *owner, *name, *desc;
		struct pending_new *n;
		uint32_t id, next = in.offset + in.length;

		switch (in.opcode) {
		case KABA_OP_GETFIELD:
		case KABA_OP_PUTFIELD:
			if (ctor_started && plan_field(k, m, &in))
				goto out;
			break;
		case KABA_OP_NEW:
			n = &news[nnews++];
			n->offset = in.offset;
			if (!(n->cls = class_name(k, (uint32_t)in.operand)))
				goto out;
			n->traced = is_user(k, n->cls) && next < code->code_len &&
				    code->code[next] == KABA_OP_DUP;
			break;
		case KABA_OP_INVOKESPECIAL:
			if (member_ref(k, (uint32_t)in.operand, &owner, &name, &desc))
				goto out;
			if (strcmp(name, "<init>"))
				break;
			if (nnews && !strcmp(news[nnews - 1].cls, owner)) {
				n = &news[--nnews];
				id = n->traced ? k->h->site(k->h->ctx, n->cls, k->name, m->name, m->desc,
							    n->offset, line_of(m, n->offset)) :
						 UINT32_MAX;
				/* announce the site (the arguments are evaluated by
				 * now), then tag the finished object */
				if (plan_call(k, m, in.offset, 0, NULL, 0, id, k->expect_ref) ||
				    plan_call(k, m, next, 1, dup, 1, id, k->new_ref))
					goto out;
			} else if (!nnews && !ctor_started &&
				   (!strcmp(owner, k->name) ||
				    (k->super_name && !strcmp(owner, k->super_name)))) {
				/* super(...) or this(...): `this` is usable now */
				ctor_started = 1;
				if (plan_call(k, m, next, 1, aload0, 1,
					      column(k, KABA_TCOL_DEF, m, 0, ""),
					      k->use_ref))
					goto out;
			}
			break;
		case KABA_OP_CHECKCAST:
		case KABA_OP_INSTANCEOF:
			if (plan_check(k, m, &in))
				goto out;
			break;
		}
	}
	rc = r ? -1 : plan_handlers(k, m);
out:
	free(news);
	return rc;
}

/*
 * Instrument one method.  A method the editor cannot grow (past 64 KB, or a
 * branch past its 16-bit offset) stays as it was: 0 either way, -1 when the
 * class must be left alone.
 */
static int instrument(struct klass *k, struct kaba_member *mb)
{
	struct method m = { 0 };
	struct kaba_code_insertion *ins = NULL;
	int access = mb->access, rc = -1;
	size_t i;

	m.code = kaba_member_code(mb);
	if (!m.code)
		return 0;
	m.name = utf8(k, mb->name_index);
	m.desc = utf8(k, mb->descriptor_index);
	if (!m.name || !m.desc ||
	    plan_method(k, &m, access & KABA_ACC_STATIC, !strcmp(m.name, "<init>")))
		goto out;
	if (!m.n) {
		rc = 0;
		goto out;
	}
	if (!(ins = malloc(m.n * sizeof(*ins))))
		goto out;
	for (i = 0; i < m.n; i++)
		ins[i] = (struct kaba_code_insertion){ m.v[i].offset, m.v[i].after_previous,
						       m.v[i].bytes, m.v[i].len };
	rc = kaba_code_insert(k->cls, mb, ins, m.n, EXTRA_STACK, k->name, &k->err);
	if (rc == KABA_EUNSUPPORTED) {
		/* no probe says whether it ran: assume it did */
		k->h->method(k->h->ctx, k->name, m.name, m.desc, KABA_TRACE_ASSUMED);
		rc = 0;
	}
out:
	free(ins);
	free(m.v);
	return rc ? -1 : 0;
}

static uint16_t helper(struct klass *k, const char *name, const char *desc)
{
	return kaba_cp_intern_ref(k->cls, KABA_CP_METHODREF, TRACE_HELPER, name, desc, &k->err);
}

int trace_rewrite_class(const uint8_t *data, size_t len,
			const struct trace_hooks *hooks, struct kaba_buf *out)
{
	struct kaba_arena arena;
	struct klass k = { .h = hooks };
	size_t start = out->len;
	uint16_t i;
	int ok = 0;

	kaba_arena_init(&arena);
	if (kaba_class_parse(data, len, &arena, "class", &k.cls, &k.err) ||
	    !(k.name = class_name(&k, k.cls->this_class)))
		goto out;
	k.super_name = k.cls->super_class ? class_name(&k, k.cls->super_class) : NULL;
	k.use_ref = helper(&k, TRACE_USE_NAME, TRACE_USE_DESC);
	k.check_ref = helper(&k, TRACE_CHECK_NAME, TRACE_CHECK_DESC);
	k.new_ref = helper(&k, TRACE_NEW_NAME, TRACE_NEW_DESC);
	k.expect_ref = helper(&k, TRACE_EXPECT_NAME, TRACE_EXPECT_DESC);
	k.ran_ref = helper(&k, TRACE_RAN_NAME, TRACE_RAN_DESC);
	if (!k.use_ref || !k.check_ref || !k.new_ref || !k.expect_ref || !k.ran_ref)
		goto out;
	for (i = 0; i < k.cls->methods.n; i++)
		if (instrument(&k, &k.cls->methods.v[i]))
			goto out;
	ok = !kaba_class_write(k.cls, out, 0, k.name, &k.err) && !out->oom;
out:
	if (!ok)
		out->len = start;
	kaba_arena_free(&arena);
	return ok;
}
