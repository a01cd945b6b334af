/*
 * The transfer function of the data flow: what each instruction pops and
 * pushes (JVMS chapter 6), in slots, a long or double taking two.  The
 * values come from the domain; each operand popped is offered to its
 * check with what the instruction takes, in the order the instruction
 * pops them.
 */
#include <stddef.h>
#include <string.h>

#include "internal.h"

/* Room for the values an instruction makes: its result, two slots,
 * aligned for any value type. */
struct out {
	_Alignas(max_align_t) unsigned char v[2 * KABA_DF_VALUE_MAX];
};

/* A hook of the domain, if it has one (0 if not). */
#define HOOK(name, ...) (df->dom->name ? df->dom->name(df->ctx, __VA_ARGS__) : 0)

/* One value from src to dst: the usual sizes copied inline, as every
 * instruction copies a few. */
static inline void copy_value(void *dst, const void *src, size_t size)
{
	switch (size) {
	case 4:
		memcpy(dst, src, 4);
		break;
	case 8:
		memcpy(dst, src, 8);
		break;
	default:
		memcpy(dst, src, size);
	}
}

/* Room for a result, both slots `top` until a hook says otherwise. */
static void *out_value(struct kaba_df *df, struct out *o)
{
	copy_value(o->v, df->dom->top, df->dom->size);
	copy_value(o->v + df->dom->size, df->dom->top, df->dom->size);
	return o->v;
}

static int push_n(struct kaba_df *df, const void *v, uint32_t n)
{
	size_t size = df->dom->size;
	uint32_t i;

	for (i = 0; i < n; i++) {
		if (df->cur.nstack >= df->max_stack)
			return kaba_df_fail(df, KABA_EINPUT, "operand stack exceeds max_stack %u",
					    df->max_stack);
		copy_value(kaba_df_value(df, df->cur.stack, df->cur.nstack++),
			   (const char *)v + i * size, size);
		df->pushed++;
		if (df->cur.nstack > df->used_stack)
			df->used_stack = df->cur.nstack;
	}
	return 0;
}

/* Pop n slots; the first of them is at top(df) afterwards. */
static int pop_n(struct kaba_df *df, uint32_t n)
{
	if (df->cur.nstack < n)
		return kaba_df_fail(df, KABA_EINPUT, "operand stack underflow");
	df->cur.nstack -= n;
	return 0;
}

/* The slot just above the stack: the first slot last popped. */
static void *top(struct kaba_df *df)
{
	return kaba_df_value(df, df->cur.stack, df->cur.nstack);
}

static int pop_want(struct kaba_df *df, const struct kaba_df_want *want)
{
	int st = pop_n(df, 1);

	if (st || !df->dom->check)
		return st;
	return df->dom->check(df->ctx, df, top(df), want, df->cur.nstack);
}

static int kind_slots(enum kaba_df_kind kind)
{
	return kind == KABA_DF_LONG || kind == KABA_DF_DOUBLE ? 2 : 1;
}

static int type_slots(const struct kaba_type *t)
{
	if (t->dims || t->base == 'L')
		return 1;
	return t->base == 'V' ? 0 : t->base == 'J' || t->base == 'D' ? 2 : 1;
}

/* Pop a value of `kind` (a wide one: both slots, the first checked). */
static int pop_kind(struct kaba_df *df, enum kaba_df_kind kind)
{
	struct kaba_df_want w = { KABA_DF_WANT_KIND, kind, NULL, -1 };
	int st;

	if (kind_slots(kind) == 2 && (st = pop_n(df, 1)))
		return st;
	return pop_want(df, &w);
}

static int pop_what(struct kaba_df *df, enum kaba_df_want_what what)
{
	struct kaba_df_want w = { what, KABA_DF_REFERENCE, NULL, -1 };

	return pop_want(df, &w);
}

/* Pop a value of field type t. */
static int pop_type(struct kaba_df *df, const struct kaba_type *t)
{
	struct kaba_df_want w = { KABA_DF_WANT_TYPE, KABA_DF_REFERENCE, t, -1 };
	int slots = type_slots(t), st;

	if (slots == 2 && (st = pop_n(df, 1)))
		return st;
	return slots ? pop_want(df, &w) : 0;
}

static int push_kind(struct kaba_df *df, enum kaba_df_kind kind)
{
	struct out o;
	void *v = out_value(df, &o);

	if (df->dom->primitive)
		df->dom->primitive(df->ctx, kind, v);
	return push_n(df, v, (uint32_t)kind_slots(kind));
}

static int check_local(struct kaba_df *df, uint32_t index, int slots)
{
	if (index + (uint32_t)slots > df->max_locals)
		return kaba_df_fail(df, KABA_EINPUT, "local %u beyond max_locals %u",
				    index, df->max_locals);
	if (index + (uint32_t)slots > df->used_locals)
		df->used_locals = index + (uint32_t)slots;
	return 0;
}

/* ---- locals ------------------------------------------------------------- */

static int load(struct kaba_df *df, const struct kaba_insn *insn, enum kaba_df_kind kind,
		uint32_t index)
{
	struct out o;
	void *v = out_value(df, &o);
	int st;

	if ((st = check_local(df, index, kind_slots(kind))))
		return st;
	if ((st = HOOK(load, df, insn, kind, index, v)))
		return st;
	return push_n(df, v, (uint32_t)kind_slots(kind));
}

/* Store into a local: a long or double whose half is overwritten dies;
 * a primitive stored is its kind's value, a reference the one popped. */
static int store(struct kaba_df *df, const struct kaba_insn *insn, enum kaba_df_kind kind,
		 uint32_t index)
{
	size_t size = df->dom->size;
	int slots = kind_slots(kind), st;
	struct out o;
	void *v = out_value(df, &o), *below;

	if (kind == KABA_DF_REFERENCE)
		st = pop_n(df, 1);
	else
		st = pop_kind(df, kind);
	if (st || (st = HOOK(store, df, insn, kind, index, top(df))))
		return st;
	if (kind == KABA_DF_REFERENCE)
		copy_value(v, top(df), size);
	else if (df->dom->primitive)
		df->dom->primitive(df->ctx, kind, v);
	if ((st = check_local(df, index, slots)))
		return st;
	below = index > 0 ? kaba_df_value(df, df->cur.locals, index - 1) : NULL;
	if (below && df->dom->wide && df->dom->wide(below))
		copy_value(below, df->dom->top, size);
	memcpy(kaba_df_value(df, df->cur.locals, index), v, (size_t)slots * size);
	return 0;
}

static int iinc(struct kaba_df *df, uint32_t index)
{
	struct kaba_df_want w = { KABA_DF_WANT_KIND, KABA_DF_INT, NULL, index };
	int st = check_local(df, index, 1);

	if (st || !df->dom->check)
		return st;
	return df->dom->check(df->ctx, df, kaba_df_value(df, df->cur.locals, index), &w,
			      df->cur.nstack);
}

/* ---- constants ---------------------------------------------------------- */

static int ldc(struct kaba_df *df, const struct kaba_insn *insn)
{
	const struct kaba_cpool *cp = &df->cls->cp;
	uint32_t index = (uint32_t)insn->operand;
	struct kaba_type t;
	struct out o;
	void *v;
	const char *d, *p;
	size_t len;
	int slots = 1, st;

	if (index >= cp->count)
		return kaba_df_fail(df, KABA_EINPUT, "ldc of constant %u", index);
	switch (cp->entries[index].tag) {
	case KABA_CP_INTEGER:
		return push_kind(df, KABA_DF_INT);
	case KABA_CP_FLOAT:
		return push_kind(df, KABA_DF_FLOAT);
	case KABA_CP_LONG:
		return push_kind(df, KABA_DF_LONG);
	case KABA_CP_DOUBLE:
		return push_kind(df, KABA_DF_DOUBLE);
	case KABA_CP_STRING:
	case KABA_CP_CLASS:
	case KABA_CP_METHOD_TYPE:
	case KABA_CP_METHOD_HANDLE:
		break;
	case KABA_CP_DYNAMIC:
		d = p = kaba_df_dynamic_desc(df->cls, index, &len);
		if (!d || kaba_desc_next(&p, d + len, &t, 1) || p != d + len)
			return kaba_df_fail(df, KABA_EINPUT, "bad field descriptor");
		slots = type_slots(&t);
		break;
	default:
		return kaba_df_fail(df, KABA_EINPUT, "ldc of constant %u, which is not loadable",
				    index);
	}
	v = out_value(df, &o);
	if ((st = HOOK(constant, df, insn, v)))
		return st;
	return push_n(df, v, (uint32_t)slots);
}

const char *kaba_df_dynamic_desc(const struct kaba_class *cls, uint32_t index, size_t *len)
{
	const struct kaba_cpool *cp = &cls->cp;
	uint32_t nat;

	if (index >= cp->count)
		return NULL;
	nat = cp->entries[index].dyn.nat_index;
	if (nat >= cp->count || cp->entries[nat].tag != KABA_CP_NAME_AND_TYPE)
		return NULL;
	return kaba_cp_utf8(cls, cp->entries[nat].nat.descriptor_index, len);
}

/* ---- arrays ------------------------------------------------------------- */

/* i l f d a b c s: the kinds of xaload and xastore. */
static const uint8_t array_kinds[] = { 0, 1, 2, 3, 4, 0, 0, 0 };

static int array_load(struct kaba_df *df, const struct kaba_insn *insn)
{
	enum kaba_df_kind kind = array_kinds[insn->opcode - KABA_OP_IALOAD];
	struct out o;
	void *v = out_value(df, &o);
	int st;

	if ((st = pop_kind(df, KABA_DF_INT)) || (st = pop_n(df, 1)) ||
	    (st = HOOK(array_load, df, insn, top(df), v)))
		return st;
	return push_n(df, v, (uint32_t)kind_slots(kind));
}

static int array_store(struct kaba_df *df, const struct kaba_insn *insn)
{
	enum kaba_df_kind kind = array_kinds[insn->opcode - KABA_OP_IASTORE];
	uint32_t value;
	int st;

	if (kind == KABA_DF_REFERENCE)
		st = pop_what(df, KABA_DF_WANT_OBJECT);
	else
		st = pop_kind(df, kind);
	value = df->cur.nstack;
	if (st || (st = pop_kind(df, KABA_DF_INT)) || (st = pop_n(df, 1)))
		return st;
	return HOOK(array_store, df, insn, top(df),
				    kaba_df_value(df, df->cur.stack, value));
}

/* ---- the stack ---------------------------------------------------------- */

/* pop, pop2, dup*, swap move slots as they are: a long's two slots move
 * together because the instructions' category rules say so. */
static int shuffle(struct kaba_df *df, uint8_t op)
{
	/* For each: slots popped, then the popped slots (0 = top) pushed back. */
	static const struct stack_shuffle { uint8_t pop, npush, push[6]; } ops[] = {
		[KABA_OP_POP - KABA_OP_POP] = { 1, 0, { 0 } },
		[KABA_OP_POP2 - KABA_OP_POP] = { 2, 0, { 0 } },
		[KABA_OP_DUP - KABA_OP_POP] = { 1, 2, { 0, 0 } },
		[KABA_OP_DUP_X1 - KABA_OP_POP] = { 2, 3, { 0, 1, 0 } },
		[KABA_OP_DUP_X2 - KABA_OP_POP] = { 3, 4, { 0, 2, 1, 0 } },
		[KABA_OP_DUP2 - KABA_OP_POP] = { 2, 4, { 1, 0, 1, 0 } },
		[KABA_OP_DUP2_X1 - KABA_OP_POP] = { 3, 5, { 1, 0, 2, 1, 0 } },
		[KABA_OP_DUP2_X2 - KABA_OP_POP] = { 4, 6, { 1, 0, 3, 2, 1, 0 } },
		[KABA_OP_SWAP - KABA_OP_POP] = { 2, 2, { 0, 1 } },
	};
	const struct stack_shuffle *o = &ops[op - KABA_OP_POP];
	size_t size = df->dom->size;
	_Alignas(max_align_t) unsigned char popped[4 * KABA_DF_VALUE_MAX];
	unsigned i;
	int st;

	if ((st = pop_n(df, o->pop)))
		return st;
	for (i = 0; i < o->pop; i++)    /* top first */
		copy_value(popped + i * size,
			   kaba_df_value(df, df->cur.stack, df->cur.nstack + o->pop - 1 - i), size);
	if (df->dom->shuffle && (st = df->dom->shuffle(df->ctx, df, op, popped, o->pop)))
		return st;
	for (i = 0; i < o->npush; i++)
		if ((st = push_n(df, popped + o->push[i] * size, 1)))
			return st;
	return 0;
}

/* iadd ... lxor: binary and unary operations, shifts. */
static int arithmetic(struct kaba_df *df, uint8_t op)
{
	enum kaba_df_kind kind;
	int st;

	if (op >= KABA_OP_IADD + 20 && op < KABA_OP_IADD + 24) {         /* neg */
		kind = (op - KABA_OP_IADD) % 4;
		st = pop_kind(df, kind);
	} else if (op >= KABA_OP_IADD + 24 && op < KABA_OP_IADD + 30) {  /* shifts */
		kind = (op - KABA_OP_IADD - 24) % 2;
		st = pop_kind(df, KABA_DF_INT);
		st = st ? st : pop_kind(df, kind);
	} else {                                 /* add ... rem; and or xor */
		kind = op >= KABA_OP_IADD + 30 ? (op - KABA_OP_IADD - 30) % 2 : (op - KABA_OP_IADD) % 4;
		st = pop_kind(df, kind);
		st = st ? st : pop_kind(df, kind);
	}
	return st ? st : push_kind(df, kind);
}

static int conversion(struct kaba_df *df, uint8_t op)
{
	/* i2l i2f i2d l2i l2f l2d f2i f2l f2d d2i d2l d2f i2b i2c i2s */
	static const uint8_t from[] = { 0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 0, 0, 0 };
	static const uint8_t to[] = { 1, 2, 3, 0, 2, 3, 0, 1, 3, 0, 1, 2, 0, 0, 0 };
	unsigned i = op - KABA_OP_I2L;
	int st;

	if ((st = pop_kind(df, from[i])))
		return st;
	return push_kind(df, to[i]);
}

static int compare(struct kaba_df *df, uint8_t op)
{
	enum kaba_df_kind kind = op == KABA_OP_LCMP ? KABA_DF_LONG :
				 op < KABA_OP_DCMPL ? KABA_DF_FLOAT : KABA_DF_DOUBLE;
	int st;

	if ((st = pop_kind(df, kind)) || (st = pop_kind(df, kind)))
		return st;
	return push_kind(df, KABA_DF_INT);
}

/* ---- members ------------------------------------------------------------ */

static int field(struct kaba_df *df, const struct kaba_insn *insn)
{
	struct kaba_ref r;
	struct kaba_type t;
	struct out o;
	const char *p;
	void *v = out_value(df, &o), *value = NULL;
	int st, slots;

	if (kaba_ref_from_cp(&r, df->cls, (uint16_t)insn->operand) || !(p = r.desc) ||
	    kaba_desc_next(&p, r.desc + r.desc_len, &t, 1) || p != r.desc + r.desc_len)
		return kaba_df_fail(df, KABA_EINPUT, "bad field reference %d", insn->operand);
	slots = type_slots(&t);
	switch (insn->opcode) {
	case KABA_OP_GETSTATIC:
		if ((st = HOOK(field, df, insn, &r, &t, NULL, NULL, v)))
			return st;
		return push_n(df, v, (uint32_t)slots);
	case KABA_OP_PUTSTATIC:
		if ((st = pop_type(df, &t)))
			return st;
		return HOOK(field, df, insn, &r, &t, NULL, top(df), NULL);
	case KABA_OP_GETFIELD:
		if ((st = pop_n(df, 1)) ||
		    (st = HOOK(field, df, insn, &r, &t, top(df), NULL, v)))
			return st;
		return push_n(df, v, (uint32_t)slots);
	default:
		if ((st = pop_type(df, &t)))
			return st;
		value = top(df);
		if ((st = pop_n(df, 1)))
			return st;
		return HOOK(field, df, insn, &r, &t, top(df), value, NULL);
	}
}

/* Pop the arguments of a call, each offered to the check against its
 * parameter type, the last first. */
static int pop_args(struct kaba_df *df, const struct kaba_method_desc *md)
{
	struct kaba_method_desc it = *md;
	struct kaba_type p[256];
	unsigned n = 0;
	int st;

	if (!df->dom->check)
		return pop_n(df, md->slots);
	for (; n < 256 && kaba_method_desc_param(&it, &p[n]) > 0; n++)
		;
	while (n--)
		if ((st = pop_type(df, &p[n])))
			return st;
	return 0;
}

static int invoke(struct kaba_df *df, const struct kaba_insn *insn)
{
	struct kaba_method_desc md;
	struct kaba_ref r = { 0 };
	struct out o;
	const char *d;
	void *v = out_value(df, &o), *receiver = NULL, *args;
	size_t len = 0;
	int dynamic = insn->opcode == KABA_OP_INVOKEDYNAMIC, st;

	if (dynamic) {
		d = kaba_df_dynamic_desc(df->cls, (uint32_t)insn->operand, &len);
	} else if (kaba_ref_from_cp(&r, df->cls, (uint16_t)insn->operand)) {
		d = NULL;
	} else {
		d = r.desc;
		len = r.desc_len;
	}
	if (!d || kaba_method_desc_init(&md, d, len))
		return kaba_df_fail(df, KABA_EINPUT, "bad method reference %d", insn->operand);
	if ((st = pop_args(df, &md)))
		return st;
	args = top(df);
	if (!dynamic && insn->opcode != KABA_OP_INVOKESTATIC) {
		if ((st = pop_n(df, 1)))
			return st;
		receiver = top(df);
	}
	if ((st = HOOK(invoke, df, insn, dynamic ? NULL : &r, &md, receiver, args, v)))
		return st;
	return push_n(df, v, (uint32_t)type_slots(&md.ret));
}

/* ---- objects and control ------------------------------------------------ */

static int create(struct kaba_df *df, const struct kaba_insn *insn)
{
	int32_t counts = insn->opcode == KABA_OP_NEW ? 0 :
			 insn->opcode == KABA_OP_MULTIANEWARRAY ? insn->operand2 : 1, i;
	struct out o;
	void *v = out_value(df, &o);
	int st;

	for (i = 0; i < counts; i++)
		if ((st = pop_kind(df, KABA_DF_INT)))
			return st;
	if ((st = HOOK(create, df, insn, v)))
		return st;
	return push_n(df, v, 1);
}

static int cast(struct kaba_df *df, const struct kaba_insn *insn)
{
	struct out o;
	void *v = out_value(df, &o);
	int st;

	if ((st = pop_what(df, KABA_DF_WANT_OBJECT)) ||
	    (st = HOOK(cast, df, insn, top(df), v)))
		return st;
	return push_n(df, v, 1);
}

/* xreturn, return, athrow. */
static int leave(struct kaba_df *df, const struct kaba_insn *insn)
{
	enum kaba_df_kind kind = insn->opcode - KABA_OP_IRETURN;
	int st;

	if ((st = HOOK(leave, df, insn, NULL)) || insn->opcode == KABA_OP_RETURN)
		return st;
	if (insn->opcode == KABA_OP_ATHROW)
		st = pop_what(df, KABA_DF_WANT_THROWABLE);
	else if (kind_slots(kind) == 2)
		st = pop_kind(df, kind);
	else
		st = pop_what(df, KABA_DF_WANT_RETURN);
	return st ? st : HOOK(leave, df, insn, top(df));
}

static int subroutine(struct kaba_df *df, const struct kaba_insn *insn)
{
	struct out o;
	void *v = out_value(df, &o);
	int st;

	if ((st = HOOK(subroutine, df, insn, v)) || insn->opcode == KABA_OP_RET)
		return st;
	return push_n(df, v, 1);
}

static int constant(struct kaba_df *df, const struct kaba_insn *insn)
{
	struct out o;
	void *v = out_value(df, &o);
	int st;

	if ((st = HOOK(constant, df, insn, v)))
		return st;
	return push_n(df, v, 1);
}

int df_execute(struct kaba_df *df, const struct kaba_insn *insn)
{
	uint8_t op = insn->opcode;
	int st;

	switch (op) {
	case KABA_OP_NOP:
	case KABA_OP_GOTO:
	case KABA_OP_GOTO_W:
		return 0;
	case KABA_OP_ACONST_NULL:
		return constant(df, insn);
	case KABA_OP_ICONST_M1 ... KABA_OP_ICONST_5:
	case KABA_OP_BIPUSH:
	case KABA_OP_SIPUSH:
		return push_kind(df, KABA_DF_INT);
	case KABA_OP_LCONST_0 ... KABA_OP_LCONST_1:
		return push_kind(df, KABA_DF_LONG);
	case KABA_OP_FCONST_0 ... KABA_OP_FCONST_2:
		return push_kind(df, KABA_DF_FLOAT);
	case KABA_OP_DCONST_0 ... KABA_OP_DCONST_1:
		return push_kind(df, KABA_DF_DOUBLE);
	case KABA_OP_LDC ... KABA_OP_LDC2_W:
		return ldc(df, insn);
	case KABA_OP_ILOAD ... KABA_OP_ALOAD:
		return load(df, insn, op - KABA_OP_ILOAD, (uint32_t)insn->operand);
	case KABA_OP_ILOAD_0 ... KABA_OP_ALOAD_3:
		return load(df, insn, (op - KABA_OP_ILOAD_0) / 4, (op - KABA_OP_ILOAD_0) % 4);
	case KABA_OP_IALOAD ... KABA_OP_SALOAD:
		return array_load(df, insn);
	case KABA_OP_ISTORE ... KABA_OP_ASTORE:
		return store(df, insn, op - KABA_OP_ISTORE, (uint32_t)insn->operand);
	case KABA_OP_ISTORE_0 ... KABA_OP_ASTORE_3:
		return store(df, insn, (op - KABA_OP_ISTORE_0) / 4, (op - KABA_OP_ISTORE_0) % 4);
	case KABA_OP_IASTORE ... KABA_OP_SASTORE:
		return array_store(df, insn);
	case KABA_OP_POP ... KABA_OP_SWAP:
		return shuffle(df, op);
	case KABA_OP_IADD ... KABA_OP_LXOR:
		return arithmetic(df, op);
	case KABA_OP_IINC:
		return iinc(df, (uint32_t)insn->operand);
	case KABA_OP_I2L ... KABA_OP_I2S:
		return conversion(df, op);
	case KABA_OP_LCMP ... KABA_OP_DCMPG:
		return compare(df, op);
	case KABA_OP_IFEQ ... KABA_OP_IFLE:
	case KABA_OP_TABLESWITCH:
	case KABA_OP_LOOKUPSWITCH:
		return pop_kind(df, KABA_DF_INT);
	case KABA_OP_IFNULL:
	case KABA_OP_IFNONNULL:
	case KABA_OP_MONITORENTER:
	case KABA_OP_MONITOREXIT:
		return pop_what(df, KABA_DF_WANT_OBJECT);
	case KABA_OP_IF_ICMPEQ ... KABA_OP_IF_ICMPLE:
		return (st = pop_kind(df, KABA_DF_INT)) ? st : pop_kind(df, KABA_DF_INT);
	case KABA_OP_IF_ACMPEQ:
	case KABA_OP_IF_ACMPNE:
		return (st = pop_kind(df, KABA_DF_REFERENCE)) ? st :
							       pop_kind(df, KABA_DF_REFERENCE);
	case KABA_OP_IRETURN ... KABA_OP_RETURN:
	case KABA_OP_ATHROW:
		return leave(df, insn);
	case KABA_OP_GETSTATIC ... KABA_OP_PUTFIELD:
		return field(df, insn);
	case KABA_OP_INVOKEVIRTUAL ... KABA_OP_INVOKEDYNAMIC:
		return invoke(df, insn);
	case KABA_OP_NEW:
	case KABA_OP_NEWARRAY:
	case KABA_OP_ANEWARRAY:
	case KABA_OP_MULTIANEWARRAY:
		return create(df, insn);
	case KABA_OP_ARRAYLENGTH:
		return (st = pop_what(df, KABA_DF_WANT_ARRAY)) ? st : push_kind(df, KABA_DF_INT);
	case KABA_OP_CHECKCAST:
	case KABA_OP_INSTANCEOF:
		return cast(df, insn);
	case KABA_OP_JSR:
	case KABA_OP_JSR_W:
	case KABA_OP_RET:
		return subroutine(df, insn);
	default:
		return kaba_df_fail(df, KABA_EINPUT, "unexpected opcode %s", kaba_opcode_name(op));
	}
}
