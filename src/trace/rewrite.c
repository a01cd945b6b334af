/*
 * Load-time instrumentation of one user class for the tracing agent: calls
 * to the logger at the start of every method (that it ran; an instance
 * method's def of `this` says so), at every field
 * access, at the start of every instance method body, after every completed `new X; dup; ...; invokespecial
 * X.<init>`, before every instanceof and checkcast against a user type and
 * at every handler catching a user type (docs/platform.md §7 rule 1: plain
 * bytecode, so the JIT stays on).  Classes gain the site field (rewrite.h);
 * a use of `this` reads and stores it in place, since `this` is never null
 * (other objects may be, and a field read on null would change the
 * exception's message).  A use of `this` logged on every path to it
 * already goes (logged.c), a getter's def and its field share a call, and
 * so do two checks of one local that nothing between can skip (paired.c).
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
#include "logged.h"
#include "objects.h"
#include "paired.h"

/* Operand-stack slots the longest inserted sequence adds (a getter's uses
 * of this: this three times less the one getfield takes, its site field, a
 * long, and two columns and the method), and bytes. */
enum { EXTRA_STACK = 7, MAX_INSERTED = 24 };

struct klass {
	struct kaba_class *cls;
	const char *name, *super_name;
	const struct trace_hooks *h;
	uint16_t use_ref, get_ref, check_ref, new_ref, expect_ref, ran_ref; /* TRACE_HELPER's methods */
	uint16_t use2_ref, pair_ref; /* interned when first needed, else 0 */
	uint16_t this_site; /* Fieldref of TRACE_SITE_FIELD as the class's own */
	struct kaba_error err;
};

/* One method: its names, code and the calls planned for it. */
struct method {
	const char *name, *desc;
	const struct kaba_code *code;
	uint32_t id; /* its method record (hooks->method) */
	struct trace_objects objects;
	/* an instanceof whose logging waits for the next check of its local
	 * (paired.h): that check's offset (0: none), the S=true columns of both
	 * and the first's class */
	struct {
		uint32_t at, column, column2;
		uint16_t type;
	} paired;
	struct planned {
		uint32_t offset;
		int after_previous;
		uint32_t this_use[2]; /* 1 + the columns of uses of `this`, else 0 */
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

static uint16_t helper(struct klass *k, const char *name, const char *desc)
{
	return kaba_cp_intern_ref(k->cls, KABA_CP_METHODREF, TRACE_HELPER, name, desc, &k->err);
}

/* The 3 bytes that push id: sipush when it fits, else ldc_w of an
 * Integer constant (interned, so an id used a hundred times costs one pool
 * slot). */
static int push_id(struct klass *k, uint32_t id, uint8_t *out)
{
	uint16_t operand = (uint16_t)id;

	if (id > 0x7fff && !(operand = kaba_cp_intern_int(k->cls, (int32_t)id, &k->err)))
		return -1;
	out[0] = id > 0x7fff ? KABA_OP_LDC_W : KABA_OP_SIPUSH;
	out[1] = (uint8_t)(operand >> 8);
	out[2] = (uint8_t)operand;
	return 0;
}

/* Plan `prefix; push id; invokestatic ref` at `offset` (see
 * kaba_code_insertion for after_previous). */
static int plan_insn(struct klass *k, struct method *m, uint32_t offset, int after_previous,
		     const uint8_t *prefix, uint8_t n, uint32_t id, uint16_t ref)
{
	struct planned *x;

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
	x->this_use[0] = x->this_use[1] = 0;
	if (n)
		memcpy(x->bytes, prefix, n);
	if (push_id(k, id, x->bytes + n)) {
		m->n--;
		return -1;
	}
	x->bytes[n + 3] = KABA_OP_INVOKESTATIC;
	x->bytes[n + 4] = (uint8_t)(ref >> 8);
	x->bytes[n + 5] = (uint8_t)ref;
	x->len = (uint8_t)(n + 6);
	return 0;
}

/* plan_insn, but an id of UINT32_MAX (the registry ran out of memory) is
 * not logged. */
static int plan_call(struct klass *k, struct method *m, uint32_t offset, int after_previous,
		     const uint8_t *prefix, uint8_t n, uint32_t id, uint16_t ref)
{
	return id == UINT32_MAX ? 0 : plan_insn(k, m, offset, after_previous, prefix, n, id, ref);
}

/* The call just planned logs uses of `this` in `column` and `other`
 * (UINT32_MAX: none); one that runs after the instruction before
 * (after_previous) is not on every path into its offset, so it is not one
 * logged.c may drop or count on. */
static int this_use(struct method *m, int after_previous, uint32_t column, uint32_t other)
{
	if (!after_previous) {
		m->v[m->n - 1].this_use[0] = column + 1;
		m->v[m->n - 1].this_use[1] = other == UINT32_MAX ? 0 : other + 1;
	}
	return 0;
}

/*
 * Plan a use of `this` (after `prefix`, on the stack), in a class with its
 * site field as the class sees it: `prefix; dup; dup; getfield; push column;
 * push method; invokestatic a; putfield`, a storing back what the field must
 * hold.  The field is read here, in code that touches the object anyway, so
 * that the logger need not find where the object's class keeps it.  With an
 * `other` column (not UINT32_MAX; never in an interface), `push column; push
 * other; push method; invokestatic b` logs both in one call.
 */
static int plan_use(struct klass *k, struct method *m, uint32_t offset, int after_previous,
		    const uint8_t *prefix, uint8_t n, uint32_t column, uint32_t other)
{
	uint8_t code[MAX_INSERTED - 6];
	struct planned *x;

	if (column == UINT32_MAX) {
		column = other;
		other = UINT32_MAX;
	}
	if (column == UINT32_MAX)
		return 0;
	/* an interface's default method: `this` is of some class */
	if (k->cls->access & KABA_ACC_INTERFACE)
		return plan_call(k, m, offset, after_previous, prefix, n, column, k->get_ref) ?
		       -1 : this_use(m, after_previous, column, UINT32_MAX);
	memcpy(code, prefix, n);
	code[n] = KABA_OP_DUP;
	code[n + 1] = KABA_OP_DUP;
	code[n + 2] = KABA_OP_GETFIELD;
	code[n + 3] = (uint8_t)(k->this_site >> 8);
	code[n + 4] = (uint8_t)k->this_site;
	n = (uint8_t)(n + 5);
	if (other != UINT32_MAX &&
	    !k->use2_ref && !(k->use2_ref = helper(k, TRACE_USE2_NAME, TRACE_USE2_DESC)))
		return -1;
	if (push_id(k, column, code + n) ||
	    (other != UINT32_MAX && push_id(k, other, code + n + 3)))
		return -1;
	n = (uint8_t)(n + (other != UINT32_MAX ? 6 : 3));
	/* the method's record last (UINT32_MAX, none, is pushed as -1, which
	 * the logger ignores) */
	if (plan_insn(k, m, offset, after_previous, code, n, m->id,
		      other != UINT32_MAX ? k->use2_ref : k->use_ref))
		return -1;
	x = &m->v[m->n - 1];
	x->bytes[x->len] = KABA_OP_PUTFIELD;
	x->bytes[x->len + 1] = (uint8_t)(k->this_site >> 8);
	x->bytes[x->len + 2] = (uint8_t)k->this_site;
	x->len = (uint8_t)(x->len + 3);
	return this_use(m, after_previous, column, other);
}

static const uint8_t dup[] = { KABA_OP_DUP }, aload0[] = { KABA_OP_ALOAD_0 },
		     /* value, object -> value, object, object */
		     dup_under[] = { KABA_OP_DUP2, KABA_OP_POP },
		     dup_under_wide[] = { KABA_OP_DUP2_X1, KABA_OP_POP2, KABA_OP_DUP_X2 };

/* A field access; `on_this`: its object is `this`, so it cannot be null
 * (a getfield reads the site field in place, a putfield's value is on top
 * of it, so it logs through g). */
static int plan_field(struct klass *k, struct method *m, const struct kaba_insn *in,
		      int on_this)
{
	const char *owner, *name, *desc;
	uint32_t col;
	int wide;

	if (member_ref(k, (uint32_t)in->operand, &owner, &name, &desc))
		return -1;
	if (!is_user(k, owner))
		return 0;
	col = k->h->column(k->h->ctx, KABA_TCOL_FIELDREF, owner, name, desc, 0, "");
	if (on_this && in->opcode == KABA_OP_GETFIELD)
		return plan_use(k, m, in->offset, 0, dup, 1, col, UINT32_MAX);
	wide = desc[0] == 'J' || desc[0] == 'D';
	if (plan_call(k, m, in->offset, 0,
		      in->opcode == KABA_OP_GETFIELD ? dup : wide ? dup_under_wide : dup_under,
		      in->opcode == KABA_OP_GETFIELD ? 1 : wide ? 3 : 2, col, k->get_ref))
		return -1;
	return on_this && col != UINT32_MAX ? this_use(m, 0, col, UINT32_MAX) : 0;
}

/* *t: the S=true column of the check at `offset` against the class at
 * `type_index`, UINT32_MAX when the check is not logged (an array type, or
 * not a user class's). */
static int check_column(struct klass *k, const struct method *m, uint32_t offset,
			uint16_t type_index, uint32_t *t)
{
	const char *type = class_name(k, type_index);
	uint32_t f;

	*t = UINT32_MAX;
	if (!type)
		return -1;
	if (type[0] == '[' || !is_user(k, type))
		return 0;
	*t = column(k, KABA_TCOL_CHECK_TRUE, m, offset, type);
	f = column(k, KABA_TCOL_CHECK_FALSE, m, offset, type);
	/* the logger finds S=false at S=true + 1 */
	if (f != *t + 1)
		*t = UINT32_MAX;
	return 0;
}

/* The second of two paired checks logs both: `dup; dup; instanceof T1;
 * swap; dup_x1; instanceof T2; push column1; push column2; invokestatic d`
 * (T1 resolved already, by the first check). */
static int plan_pair(struct klass *k, struct method *m, const struct kaba_insn *in)
{
	uint16_t type = (uint16_t)in->operand;
	uint8_t pre[13] = { KABA_OP_DUP, KABA_OP_DUP, KABA_OP_INSTANCEOF,
			    (uint8_t)(m->paired.type >> 8), (uint8_t)m->paired.type,
			    KABA_OP_SWAP, KABA_OP_DUP_X1, KABA_OP_INSTANCEOF,
			    (uint8_t)(type >> 8), (uint8_t)type };

	if (!k->pair_ref && !(k->pair_ref = helper(k, TRACE_PAIR_NAME, TRACE_PAIR_DESC)))
		return -1;
	return push_id(k, m->paired.column, pre + 10) ||
	       plan_insn(k, m, in->offset, 0, pre, sizeof(pre), m->paired.column2, k->pair_ref);
}

/* instanceof or checkcast: c(o, o instanceof T, S=true) before it, or
 * with the next check of the same local (paired.h). */
static int plan_check(struct klass *k, struct method *m, const struct kaba_insn *in)
{
	const struct kaba_code *code = m->code;
	uint8_t pre[5] = { KABA_OP_DUP, KABA_OP_DUP, KABA_OP_INSTANCEOF,
			   (uint8_t)(in->operand >> 8), (uint8_t)in->operand };
	uint32_t t, second, t2;
	int r;

	if (m->paired.at == in->offset)
		return plan_pair(k, m, in);
	if (check_column(k, m, in->offset, (uint16_t)in->operand, &t))
		return -1;
	if (t == UINT32_MAX)
		return 0;
	if (in->opcode == KABA_OP_INSTANCEOF) {
		r = trace_paired_check(code, m->objects.target, in->offset, &second, k->name,
				       &k->err);
		if (r < 0 ||
		    (r && check_column(k, m, second,
				       (uint16_t)(code->code[second + 1] << 8 | code->code[second + 2]),
				       &t2)))
			return -1;
		if (r && t2 != UINT32_MAX) {
			m->paired.at = second;
			m->paired.column = t;
			m->paired.column2 = t2;
			m->paired.type = (uint16_t)in->operand;
			return 0;
		}
	}
	return plan_call(k, m, in->offset, 0, pre, sizeof(pre), t, k->check_ref);
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
			      k->get_ref))
			return -1;
	}
	return 0;
}

/* The `new` at `at` whose object the constructor call at `call` (next:
 * the offset after it) initialised: announce its site before the call
 * (the arguments are evaluated by now), then tag the finished object. */
static int plan_new(struct klass *k, struct method *m, uint32_t at, uint32_t call,
		    uint32_t next)
{
	const struct kaba_code *code = m->code;
	const char *cls = class_name(k, (uint32_t)code->code[at + 1] << 8 | code->code[at + 2]);
	uint32_t id = UINT32_MAX;

	if (!cls)
		return -1;
	/* a user class, followed by dup: the object is on the stack after */
	if (is_user(k, cls) && at + 3 < code->code_len && code->code[at + 3] == KABA_OP_DUP)
		id = k->h->site(k->h->ctx, cls, k->name, m->name, m->desc, at,
				kaba_code_line(code, at));
	return plan_call(k, m, call, 0, NULL, 0, id, k->expect_ref) ||
	       plan_call(k, m, next, 1, dup, 1, id, k->new_ref);
}

/*
 * A getter's field: the getfield of `this` at offset 1, right after the
 * aload_0 the method starts with, logged with the def at 0 in one call
 * when nothing jumps to it and no handler's range starts or ends there.
 * 1 with *col its column (UINT32_MAX: none), 0 when the getfield is left
 * to plan_field, -1 on error.
 */
static int entry_field(struct klass *k, struct method *m, uint32_t *col)
{
	const struct kaba_code *code = m->code;
	const char *owner, *name, *desc;
	uint16_t i;

	if (code->code_len < 4 || code->code[0] != KABA_OP_ALOAD_0 ||
	    code->code[1] != KABA_OP_GETFIELD || !m->objects.live[1] || m->objects.target[1] ||
	    (m->objects.fact[1] & (TRACE_OBJ_THIS | TRACE_OBJ_UNINIT)) != TRACE_OBJ_THIS ||
	    (k->cls->access & KABA_ACC_INTERFACE))
		return 0;
	for (i = 0; i < code->nexceptions; i++)
		if (code->exceptions[i].start_pc == 1 || code->exceptions[i].end_pc == 1)
			return 0;
	if (member_ref(k, (uint32_t)code->code[2] << 8 | code->code[3], &owner, &name, &desc))
		return -1;
	if (!is_user(k, owner))
		return 0;
	*col = k->h->column(k->h->ctx, KABA_TCOL_FIELDREF, owner, name, desc, 0, "");
	return 1;
}

static int plan_method(struct klass *k, struct method *m, int is_static, int is_init)
{
	const struct kaba_code *code = m->code;
	const struct trace_objects *o = &m->objects;
	struct kaba_insn_iter it;
	struct kaba_insn in;
	uint32_t field = UINT32_MAX, def;
	int r, getter = 0;

	/* first of all, even before super(...): the method ran; a def at
	 * entry logs that itself (plan_use), except through g in an interface */
	m->id = k->h->method(k->h->ctx, k->name, m->name, m->desc, 0);
	def = is_static || is_init ? UINT32_MAX : column(k, KABA_TCOL_DEF, m, 0, "");
	if ((def == UINT32_MAX || (k->cls->access & KABA_ACC_INTERFACE)) &&
	    plan_call(k, m, 0, 0, NULL, 0, m->id, k->ran_ref))
		return -1;
	if (!is_static && !is_init) {
		if ((getter = entry_field(k, m, &field)) < 0 ||
		    plan_use(k, m, 0, 0, aload0, 1, def, getter ? field : UINT32_MAX))
			return -1;
	}
	kaba_insn_iter_init(&it, code->code, code->code_len, k->name, 0);
	while ((r = kaba_insn_next(&it, &in, &k->err)) > 0) {
		uint8_t fact = o->fact[in.offset];
		uint32_t next = in.offset + in.length;

		switch (in.opcode) {
		case KABA_OP_GETFIELD:
		case KABA_OP_PUTFIELD:
			/* not before super(...), nor in code that never runs;
			 * a getter's field is logged at 0 */
			if (o->live[in.offset] && !(getter && in.offset == 1) && !(fact & TRACE_OBJ_UNINIT) &&
			    plan_field(k, m, &in, fact & TRACE_OBJ_THIS))
				return -1;
			break;
		case KABA_OP_INVOKESPECIAL:
			if (o->made_at[in.offset] >= 0) {
				if (plan_new(k, m, (uint32_t)o->made_at[in.offset], in.offset, next))
					return -1;
			} else if ((fact & TRACE_OBJ_SUPER_CALL) &&
				   plan_use(k, m, next, 1, aload0, 1,
					    column(k, KABA_TCOL_DEF, m, 0, ""), UINT32_MAX)) {
				/* `this` is usable now */
				return -1;
			}
			break;
		case KABA_OP_CHECKCAST:
		case KABA_OP_INSTANCEOF:
			if (plan_check(k, m, &in))
				return -1;
			break;
		}
	}
	return r ? -1 : plan_handlers(k, m);
}

/* Drop the planned uses of `this` that logged.c finds logged already. */
static int drop_logged(struct klass *k, struct method *m, struct kaba_arena *arena)
{
	struct trace_this_use *uses;
	size_t i, j, u, n = 0;

	for (i = 0; i < m->n; i++)
		n += (m->v[i].this_use[0] != 0) + (m->v[i].this_use[1] != 0);
	if (n < 2)
		return 0;
	if (!(uses = kaba_arena_alloc(arena, n * sizeof(*uses))))
		return -1;
	for (i = 0, j = 0; i < m->n; i++)
		for (u = 0; u < 2 && m->v[i].this_use[u]; u++)
			uses[j++] = (struct trace_this_use){ m->v[i].offset,
							     m->v[i].this_use[u] - 1, 0 };
	if (trace_logged_find(m->code, m->objects.live, uses, n, arena, k->name, &k->err))
		return -1;
	/* a call goes when every use it logs was logged before */
	for (i = 0, j = 0, n = 0; i < m->n; i++) {
		int needed = !m->v[i].this_use[0];

		for (u = 0; u < 2 && m->v[i].this_use[u]; u++)
			needed |= !uses[j++].redundant;
		if (needed)
			m->v[n++] = m->v[i];
	}
	m->n = n;
	return 0;
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
	struct kaba_arena arena;
	int is_static = mb->access & KABA_ACC_STATIC, is_init, rc = -1;
	size_t i;

	m.code = kaba_member_code(mb);
	if (!m.code)
		return 0;
	m.name = utf8(k, mb->name_index);
	m.desc = utf8(k, mb->descriptor_index);
	if (!m.name || !m.desc)
		return -1;
	is_init = !strcmp(m.name, "<init>");
	kaba_arena_init(&arena);
	rc = trace_objects_find(k->cls, m.code, is_static, is_init, &arena, &m.objects, k->name,
				&k->err);
	if (rc == KABA_EINPUT)
		goto assumed; /* code the verifier would refuse as well */
	if (rc || plan_method(k, &m, is_static, is_init) || drop_logged(k, &m, &arena))
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
assumed:
		/* no probe says whether it ran: assume it did */
		k->h->method(k->h->ctx, k->name, m.name, m.desc, KABA_TRACE_ASSUMED);
		rc = 0;
	}
out:
	free(ins);
	free(m.v);
	kaba_arena_free(&arena);
	return rc ? -1 : 0;
}

/* Each class whose superclass has no site field yet gets one, so that
 * `this` always finds one as the class's own field (a superclass of the
 * bootstrap loader, or that failed to parse, has none). */
static int add_site_field(struct klass *k)
{
	uint16_t i;

	if (k->cls->access & KABA_ACC_INTERFACE)
		return 0;
	if (k->super_name && k->h->has_site_field(k->h->ctx, k->super_name, 0))
		return k->h->has_site_field(k->h->ctx, k->name, 1) < 0 ? -1 : 0;
	for (i = 0; i < k->cls->fields.n; i++) {
		const char *name = utf8(k, k->cls->fields.v[i].name_index);

		if (!name)
			return -1;
		if (!strcmp(name, TRACE_SITE_FIELD))
			return 0;
	}
	if (!kaba_member_add(k->cls, &k->cls->fields,
			     KABA_ACC_PUBLIC | KABA_ACC_TRANSIENT | KABA_ACC_SYNTHETIC,
			     TRACE_SITE_FIELD, TRACE_SITE_FIELD_DESC, &k->err))
		return -1;
	return k->h->has_site_field(k->h->ctx, k->name, 1) < 0 ? -1 : 0;
}

/* Parse a class for editing: 0, or -1 (not a class file the parser takes). */
static int open_class(struct klass *k, const uint8_t *data, size_t len, struct kaba_arena *arena)
{
	if (kaba_class_parse(data, len, arena, "class", &k->cls, &k->err) ||
	    !(k->name = class_name(k, k->cls->this_class)))
		return -1;
	k->super_name = k->cls->super_class ? class_name(k, k->cls->super_class) : NULL;
	return 0;
}

static int close_class(struct klass *k, struct kaba_buf *out)
{
	return !kaba_class_write(k->cls, out, 0, k->name, &k->err) && !out->oom;
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
	if (open_class(&k, data, len, &arena))
		goto out;
	k.use_ref = helper(&k, TRACE_USE_NAME, TRACE_USE_DESC);
	k.get_ref = helper(&k, TRACE_GET_NAME, TRACE_GET_DESC);
	k.this_site = kaba_cp_intern_ref(k.cls, KABA_CP_FIELDREF, k.name, TRACE_SITE_FIELD,
					 TRACE_SITE_FIELD_DESC, &k.err);
	k.check_ref = helper(&k, TRACE_CHECK_NAME, TRACE_CHECK_DESC);
	k.new_ref = helper(&k, TRACE_NEW_NAME, TRACE_NEW_DESC);
	k.expect_ref = helper(&k, TRACE_EXPECT_NAME, TRACE_EXPECT_DESC);
	k.ran_ref = helper(&k, TRACE_RAN_NAME, TRACE_RAN_DESC);
	if (!k.use_ref || !k.get_ref || !k.this_site || !k.check_ref || !k.new_ref ||
	    !k.expect_ref || !k.ran_ref)
		goto out;
	for (i = 0; i < k.cls->methods.n; i++)
		if (instrument(&k, &k.cls->methods.v[i]))
			goto out;
	ok = !add_site_field(&k) && close_class(&k, out);
out:
	if (!ok)
		out->len = start;
	kaba_arena_free(&arena);
	return ok;
}

int trace_site_field_class(const uint8_t *data, size_t len,
			   const struct trace_hooks *hooks, struct kaba_buf *out)
{
	struct kaba_arena arena;
	struct klass k = { .h = hooks };
	size_t start = out->len;
	int ok;

	kaba_arena_init(&arena);
	ok = !open_class(&k, data, len, &arena) && !add_site_field(&k) && close_class(&k, out);
	if (!ok)
		out->len = start;
	kaba_arena_free(&arena);
	return ok;
}
