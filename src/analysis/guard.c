/*
 * Reflective lookups guarded by Class.isEnum() (docs/reflection.md rule 6: what
 * a lookup may find).  ecj's annotation processing reads an enum constant by
 * a computed name from a Class it gets from the library
 * (AnnotationMirrorImpl: `if (c.isEnum()) ... c.getField(new String(name))`);
 * the Class is not known here, but it is an enum class: isEnum() holds only
 * for a direct subclass of java.lang.Enum, so the lookup finds a member of a
 * user enum class or of one of its user supertypes, never of another user
 * class.
 *
 * The guard is proved on the bytecode, as a region: the lookup at pc P is
 * guarded when, in its method, `aload X; invokevirtual Class.isEnum()Z;
 * ifeq L` precedes it, the lookup's receiver is X's var (the IR's), and no
 * control reaches [S, P] (S the instruction after the ifeq) except by
 * falling through the ifeq or from inside [S, P): no branch or switch target
 * in it from outside, no exception handler starting in it, no jsr/ret in
 * the method (their targets are not explicit), and no store to X in it.
 * Every path to P then passed the ifeq's "true" edge last, with X unchanged
 * since.
 *
 * The same region proves that a class literal goes straight into a call
 * (rule N4, ka_literal_receiver): the IR records no statement for `==`,
 * monitorenter or dup, so only the bytecode shows that nothing else takes
 * the value.
 */
#include "policy.h"

#include <stdlib.h>
#include <string.h>

#include "kaba/bytecode.h"
#include "kaba/classfile.h"
#include "kaba/program.h"

struct code {
	struct kaba_insn *insns;
	uint32_t n;
	const struct kaba_code *c;
};

static int decode(struct ka *ka, int32_t m, struct code *k)
{
	const struct kaba_pmember *pm = ka->methods[m].src;
	struct kaba_insn_iter it;
	struct kaba_insn in;
	uint32_t cap = 0;
	int r;

	k->c = pm ? kaba_member_code(&pm->owner->cf->methods.v[pm->index]) : NULL;
	if (!k->c)
		return 1;
	kaba_insn_iter_init(&it, k->c->code, k->c->code_len, ka_method_name(ka, m),
			    k->c->code_offset);
	while ((r = kaba_insn_next(&it, &in, ka->err)) > 0) {
		if (ka_grow((void **)&k->insns, &cap, k->n, sizeof(in)))
			return -1;
		k->insns[k->n++] = in;
	}
	return r < 0 ? -1 : 0;
}

static int stores_to(const struct kaba_insn *in, int32_t slot)
{
	if (in->opcode == KABA_OP_ASTORE)
		return in->operand == slot;
	/* astore_0 .. astore_3 (bytecode.h names only the last) */
	return in->opcode >= KABA_OP_ASTORE_3 - 3 && in->opcode <= KABA_OP_ASTORE_3 &&
	       in->opcode - (KABA_OP_ASTORE_3 - 3) == slot;
}

/* The index in k of the instruction at offset pc, or k->n. */
static uint32_t insn_at(const struct code *k, uint32_t pc)
{
	uint32_t i;

	for (i = 0; i < k->n && k->insns[i].offset != pc; i++)
		;
	return i;
}

/* Does the branch or switch `in` jump into [s, p] from outside [s, p)? */
static int enters(const struct kaba_insn *in, uint32_t s, uint32_t p)
{
	int inside = in->offset >= s && in->offset < p;
	int64_t t = in->target;

	if (in->kind != KABA_OPND_BRANCH2 && in->kind != KABA_OPND_BRANCH4 &&
	    in->kind != KABA_OPND_TABLESWITCH && in->kind != KABA_OPND_LOOKUPSWITCH)
		return 0;
	if (!inside && t >= s && t <= p)
		return 1;
	for (uint32_t k = 0; !inside && in->kind != KABA_OPND_BRANCH2 &&
	     in->kind != KABA_OPND_BRANCH4 && k < in->ncases; k++) {
		int32_t match;

		kaba_insn_case(in, k, &match, &t);
		if (t >= s && t <= p)
			return 1;
	}
	return 0;
}

/* Is [s, p] entered only by falling into s or from inside, with no store
 * to slot? */
static int closed_region(const struct code *k, uint32_t s, uint32_t p, int32_t slot)
{
	for (uint32_t i = 0; i < k->n; i++) {
		const struct kaba_insn *in = &k->insns[i];

		if (in->opcode == KABA_OP_JSR || in->opcode == KABA_OP_JSR_W ||
		    in->opcode == KABA_OP_RET || enters(in, s, p) ||
		    (in->offset >= s && in->offset < p && stores_to(in, slot)))
			return 0;
	}
	for (uint16_t i = 0; i < k->c->nexceptions; i++)
		if (k->c->exceptions[i].handler_pc >= s && k->c->exceptions[i].handler_pc <= p)
			return 0;
	return 1;
}

/* Is call g (in the method of k) `X.isEnum()` guarding pc p as the module
 * comment says? */
static int guards(const struct ka *ka, const struct code *k, const struct ka_stmt *g, uint32_t p)
{
	const struct ka_ref *ref = &ka->refs[g->ref];
	uint32_t i;
	int32_t slot;

	if (strcmp(ka->classes[ref->cls].name, "java/lang/Class") || strcmp(ref->name, "isEnum") ||
	    strcmp(ref->desc, "()Z"))
		return 0;
	i = insn_at(k, g->pc);
	if (i == 0 || i + 2 >= k->n || k->insns[i + 1].opcode != KABA_OP_IFEQ ||
	    (slot = kaba_insn_aload_slot(&k->insns[i - 1])) < 0)
		return 0;
	return k->insns[i + 2].offset <= p &&
	       closed_region(k, k->insns[i + 2].offset, p, slot);
}

int ka_enum_guarded(struct ka *ka, int32_t s)
{
	const struct ka_stmt st = ka->stmts[s];
	const struct ka_method *me = &ka->methods[st.method];
	struct code k = { 0 };
	int rc = st.a < 0 ? 1 : decode(ka, st.method, &k), found = 0;

	for (uint32_t i = 0; !rc && !found && i < me->stmts.n; i++) {
		const struct ka_stmt *g = &ka->stmts[me->stmts.v[i]];

		found = g->op == KA_CALL && g->a == st.a && g->pc < st.pc && guards(ka, &k, g, st.pc);
	}
	free(k.insns);
	return rc < 0 ? -1 : found;
}

/* Is `in` an ldc of the Class entry naming user class cls? */
static int ldc_of(const struct ka *ka, int32_t m, const struct kaba_insn *in, int32_t cls)
{
	const struct kaba_pmember *pm = ka->methods[m].src;
	size_t len;
	const char *name;

	if (in->opcode != KABA_OP_LDC && in->opcode != KABA_OP_LDC_W)
		return 0;
	name = kaba_cp_class_name(pm->owner->cf, (uint16_t)in->operand, &len);
	return name && len == strlen(ka->classes[cls].name) &&
	       !memcmp(name, ka->classes[cls].name, len);
}

int ka_literal_receiver(struct ka *ka, int32_t s, int32_t cls)
{
	const struct ka_stmt *st = &ka->stmts[s];
	struct code k = { 0 };
	int rc = decode(ka, st->method, &k), ok = 0;
	uint32_t i, j;

	i = rc ? 0 : insn_at(&k, st->pc);
	/* the receiver's ldc right before the call, or before its argument's
	 * one push (aload, ldc) */
	j = st->nargs == 0 ? i - 1 : i - 2;
	if (!rc && i < k.n && st->nargs <= 1 && i > st->nargs &&
	    (st->nargs == 0 || kaba_insn_aload_slot(&k.insns[i - 1]) >= 0 ||
	     k.insns[i - 1].opcode == KABA_OP_LDC || k.insns[i - 1].opcode == KABA_OP_LDC_W))
		ok = ldc_of(ka, st->method, &k.insns[j], cls) &&
		     closed_region(&k, k.insns[j + 1].offset, st->pc, -1);
	free(k.insns);
	return rc < 0 ? -1 : ok;
}

int ka_literal_argument(struct ka *ka, int32_t s, int32_t cls)
{
	const struct ka_stmt *st = &ka->stmts[s];
	struct code k = { 0 };
	int rc = decode(ka, st->method, &k), ok = 0;
	uint32_t i;

	i = rc ? 0 : insn_at(&k, st->pc);
	if (!rc && i > 0 && i < k.n && st->nargs > 0)
		ok = ldc_of(ka, st->method, &k.insns[i - 1], cls) &&
		     closed_region(&k, st->pc, st->pc, -1);
	free(k.insns);
	return rc < 0 ? -1 : ok;
}

int ka_compares_references(struct ka *ka, int32_t m)
{
	struct code k = { 0 };
	int rc = decode(ka, m, &k), found = 0;

	for (uint32_t i = 0; !rc && !found && i < k.n; i++)
		found = k.insns[i].opcode == KABA_OP_IF_ACMPEQ ||
			k.insns[i].opcode == KABA_OP_IF_ACMPNE ||
			k.insns[i].opcode == KABA_OP_MONITORENTER;
	free(k.insns);
	return rc < 0 ? -1 : rc > 0 || found;
}

int ka_value_dropped(struct ka *ka, int32_t s)
{
	const struct ka_stmt *st = &ka->stmts[s];
	struct code k = { 0 };
	int rc = decode(ka, st->method, &k), dropped = 0;
	uint32_t i = rc ? 0 : insn_at(&k, st->pc);

	if (!rc && i + 1 < k.n)
		dropped = k.insns[i + 1].opcode == KABA_OP_POP;
	free(k.insns);
	return rc < 0 ? -1 : dropped;
}

int ka_literal_compared(struct ka *ka, int32_t m, uint32_t pc, int32_t cls)
{
	struct code k = { 0 };
	int rc = decode(ka, m, &k), ok = 0;
	uint32_t i = rc ? 0 : insn_at(&k, pc);

	if (!rc && i + 1 < k.n && ldc_of(ka, m, &k.insns[i], cls) &&
	    (k.insns[i + 1].opcode == KABA_OP_IF_ACMPEQ || k.insns[i + 1].opcode == KABA_OP_IF_ACMPNE))
		ok = closed_region(&k, pc, k.insns[i + 1].offset, -1);
	free(k.insns);
	return rc < 0 ? -1 : ok;
}
