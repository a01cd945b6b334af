/*
 * Operand-stack effects of instructions, in slots (long and double take
 * two), and the largest stack depth a method reaches: what the tracing
 * agent and the rewriter need to set max_stack after changing code.
 */
#include "internal.h"

#include "kaba/descriptor.h"

#include <stdlib.h>

/* pop and push slots of the instructions whose effect does not depend on
 * the constant pool, packed as pop << 4 | push; 0xff: see effect_of_ref. */
#define E(pop, push) ((pop) << 4 | (push))
#define REF 0xff
static const uint8_t fixed_effects[256] = {
	[KABA_OP_ACONST_NULL ... KABA_OP_ICONST_5] = E(0, 1),
	[KABA_OP_LCONST_0 ... KABA_OP_LCONST_1] = E(0, 2),
	[KABA_OP_FCONST_0 ... KABA_OP_FCONST_2] = E(0, 1),
	[KABA_OP_DCONST_0 ... KABA_OP_DCONST_1] = E(0, 2),
	[KABA_OP_BIPUSH ... KABA_OP_SIPUSH] = E(0, 1),
	[KABA_OP_LDC ... KABA_OP_LDC_W] = REF, [KABA_OP_LDC2_W] = E(0, 2),
	[KABA_OP_ILOAD] = E(0, 1), [KABA_OP_LLOAD] = E(0, 2), [KABA_OP_FLOAD] = E(0, 1),
	[KABA_OP_DLOAD] = E(0, 2), [KABA_OP_ALOAD] = E(0, 1),
	[0x1a ... 0x1d] = E(0, 1), [0x1e ... 0x21] = E(0, 2),     /* iload_n, lload_n */
	[0x22 ... 0x25] = E(0, 1), [0x26 ... 0x29] = E(0, 2),     /* fload_n, dload_n */
	[0x2a ... 0x2d] = E(0, 1),                                 /* aload_n */
	[KABA_OP_IALOAD] = E(2, 1), [KABA_OP_LALOAD] = E(2, 2), [KABA_OP_FALOAD] = E(2, 1),
	[KABA_OP_DALOAD] = E(2, 2), [KABA_OP_AALOAD ... KABA_OP_SALOAD] = E(2, 1),
	[KABA_OP_ISTORE] = E(1, 0), [KABA_OP_LSTORE] = E(2, 0), [KABA_OP_FSTORE] = E(1, 0),
	[KABA_OP_DSTORE] = E(2, 0), [KABA_OP_ASTORE] = E(1, 0),
	[0x3b ... 0x3e] = E(1, 0), [0x3f ... 0x42] = E(2, 0),     /* istore_n, lstore_n */
	[0x43 ... 0x46] = E(1, 0), [0x47 ... 0x4a] = E(2, 0),     /* fstore_n, dstore_n */
	[0x4b ... 0x4e] = E(1, 0),                                 /* astore_n */
	[KABA_OP_IASTORE] = E(3, 0), [KABA_OP_LASTORE] = E(4, 0), [KABA_OP_FASTORE] = E(3, 0),
	[KABA_OP_DASTORE] = E(4, 0), [KABA_OP_AASTORE ... KABA_OP_SASTORE] = E(3, 0),
	[KABA_OP_POP] = E(1, 0), [KABA_OP_POP2] = E(2, 0), [KABA_OP_DUP] = E(1, 2),
	[KABA_OP_DUP_X1] = E(2, 3), [KABA_OP_DUP_X2] = E(3, 4), [KABA_OP_DUP2] = E(2, 4),
	[KABA_OP_DUP2_X1] = E(3, 5), [KABA_OP_DUP2_X2] = E(4, 6), [KABA_OP_SWAP] = E(2, 2),
	/* add sub mul div rem for i l f d in turn */
	[0x60] = E(2, 1), [0x61] = E(4, 2), [0x62] = E(2, 1), [0x63] = E(4, 2),
	[0x64] = E(2, 1), [0x65] = E(4, 2), [0x66] = E(2, 1), [0x67] = E(4, 2),
	[0x68] = E(2, 1), [0x69] = E(4, 2), [0x6a] = E(2, 1), [0x6b] = E(4, 2),
	[0x6c] = E(2, 1), [0x6d] = E(4, 2), [0x6e] = E(2, 1), [0x6f] = E(4, 2),
	[0x70] = E(2, 1), [0x71] = E(4, 2), [0x72] = E(2, 1), [0x73] = E(4, 2),
	[0x74] = E(1, 1), [0x75] = E(2, 2), [0x76] = E(1, 1), [0x77] = E(2, 2), /* neg */
	[0x78] = E(2, 1), [0x79] = E(3, 2), [0x7a] = E(2, 1), [0x7b] = E(3, 2), /* shifts */
	[0x7c] = E(2, 1), [0x7d] = E(3, 2),
	[0x7e] = E(2, 1), [0x7f] = E(4, 2), [0x80] = E(2, 1), [0x81] = E(4, 2), /* and or xor */
	[0x82] = E(2, 1), [0x83] = E(4, 2),
	/* i2l i2f i2d l2i l2f l2d f2i f2l f2d d2i d2l d2f i2b i2c i2s */
	[0x85] = E(1, 2), [0x86] = E(1, 1), [0x87] = E(1, 2), [0x88] = E(2, 1),
	[0x89] = E(2, 1), [0x8a] = E(2, 2), [0x8b] = E(1, 1), [0x8c] = E(1, 2),
	[0x8d] = E(1, 2), [0x8e] = E(2, 1), [0x8f] = E(2, 2), [0x90] = E(2, 1),
	[0x91 ... 0x93] = E(1, 1),
	[KABA_OP_LCMP] = E(4, 1), [KABA_OP_FCMPL ... KABA_OP_FCMPG] = E(2, 1),
	[KABA_OP_DCMPL ... KABA_OP_DCMPG] = E(4, 1),
	[KABA_OP_IFEQ ... KABA_OP_IFLE] = E(1, 0),
	[KABA_OP_IF_ICMPEQ ... KABA_OP_IF_ACMPNE] = E(2, 0),
	[KABA_OP_JSR] = E(0, 1), [KABA_OP_JSR_W] = E(0, 1),
	[KABA_OP_TABLESWITCH ... KABA_OP_LOOKUPSWITCH] = E(1, 0),
	[KABA_OP_IRETURN] = E(1, 0), [KABA_OP_LRETURN] = E(2, 0), [KABA_OP_FRETURN] = E(1, 0),
	[KABA_OP_DRETURN] = E(2, 0), [KABA_OP_ARETURN] = E(1, 0),
	[KABA_OP_GETSTATIC ... KABA_OP_INVOKEDYNAMIC] = REF,
	[KABA_OP_NEW] = E(0, 1), [KABA_OP_NEWARRAY ... KABA_OP_ARRAYLENGTH] = E(1, 1),
	[KABA_OP_ATHROW] = E(1, 0), [KABA_OP_CHECKCAST ... KABA_OP_INSTANCEOF] = E(1, 1),
	[KABA_OP_MONITORENTER ... KABA_OP_MONITOREXIT] = E(1, 0),
	[KABA_OP_MULTIANEWARRAY] = REF,
	[KABA_OP_IFNULL ... KABA_OP_IFNONNULL] = E(1, 0),
};

/* The descriptor of the NameAndType a ref, Dynamic or InvokeDynamic names. */
static const char *ref_descriptor(const struct kaba_class *cls, uint32_t index, size_t *len)
{
	const struct kaba_cp_entry *e;

	if (index == 0 || index >= cls->cp.count)
		return NULL;
	e = &cls->cp.entries[index];
	switch (e->tag) {
	case KABA_CP_FIELDREF:
	case KABA_CP_METHODREF:
	case KABA_CP_INTERFACE_METHODREF:
	case KABA_CP_DYNAMIC:
	case KABA_CP_INVOKE_DYNAMIC:
		break;
	default:
		return NULL;
	}
	index = e->ref.nat_index;   /* nat_index sits in the same place for dyn */
	if (index == 0 || index >= cls->cp.count || cls->cp.entries[index].tag != KABA_CP_NAME_AND_TYPE)
		return NULL;
	return kaba_cp_utf8(cls, cls->cp.entries[index].nat.descriptor_index, len);
}

static int field_slots(const char *d, size_t len)
{
	struct kaba_type t;
	const char *p = d;

	if (kaba_desc_next(&p, d + len, &t, 0) || p != d + len)
		return -1;
	return kaba_type_slots(&t);
}

static int effect_of_ref(const struct kaba_class *cls, const struct kaba_insn *insn,
			 int *pop, int *push)
{
	struct kaba_method_desc md;
	const char *d;
	size_t len;
	int slots;

	if (insn->opcode == KABA_OP_MULTIANEWARRAY) {
		*pop = insn->operand2;
		*push = 1;
		return 0;
	}
	if (insn->opcode == KABA_OP_LDC || insn->opcode == KABA_OP_LDC_W) {
		*pop = 0;
		*push = 1;
		/* a dynamic constant may be a long or double */
		if ((uint32_t)insn->operand < cls->cp.count &&
		    cls->cp.entries[insn->operand].tag == KABA_CP_DYNAMIC &&
		    (d = ref_descriptor(cls, (uint32_t)insn->operand, &len)))
			*push = field_slots(d, len);
		return *push < 0 ? -1 : 0;
	}
	if (!(d = ref_descriptor(cls, (uint32_t)insn->operand, &len)))
		return -1;
	switch (insn->opcode) {
	case KABA_OP_GETSTATIC:
	case KABA_OP_PUTSTATIC:
	case KABA_OP_GETFIELD:
	case KABA_OP_PUTFIELD:
		if ((slots = field_slots(d, len)) < 0)
			return -1;
		*pop = insn->opcode == KABA_OP_GETSTATIC ? 0 :
		       insn->opcode == KABA_OP_PUTSTATIC ? slots :
		       insn->opcode == KABA_OP_GETFIELD ? 1 : 1 + slots;
		*push = insn->opcode == KABA_OP_GETSTATIC || insn->opcode == KABA_OP_GETFIELD ? slots : 0;
		return 0;
	default:
		if (kaba_method_desc_init(&md, d, len))
			return -1;
		*pop = (int)md.slots + (insn->opcode == KABA_OP_INVOKESTATIC ||
					insn->opcode == KABA_OP_INVOKEDYNAMIC ? 0 : 1);
		*push = kaba_type_slots(&md.ret);
		return 0;
	}
}

int kaba_insn_stack_effect(const struct kaba_class *cls, const struct kaba_insn *insn,
			   int *pop, int *push)
{
	uint8_t e = fixed_effects[insn->opcode];

	if (e == REF)
		return effect_of_ref(cls, insn, pop, push);
	*pop = e >> 4;
	*push = e & 15;
	return 0;
}

/* ---- the deepest stack of a method ---------------------------------------- */

struct walk {
	const struct kaba_class *cls;
	const struct kaba_code *code;
	int32_t *depth;         /* per offset: depth on entry, -1 unseen */
	uint32_t *todo;
	uint32_t ntodo;
	int max;
	const char *where;
	struct kaba_error *err;
};

static int reach(struct walk *w, int64_t pc, int depth)
{
	if (pc < 0 || pc >= w->code->code_len)
		return kaba_fail(w->err, KABA_EINPUT, w->where, -1, "flow leaves the code at %lld",
				 (long long)pc);
	if (w->depth[pc] < 0) {
		w->depth[pc] = depth;
		w->todo[w->ntodo++] = (uint32_t)pc;  /* each offset once: todo has room */
	} else if (w->depth[pc] != depth) {
		return kaba_fail(w->err, KABA_EINPUT, w->where, -1,
				 "stack depth %d and %d meet at offset %lld", w->depth[pc],
				 depth, (long long)pc);
	}
	return 0;
}

/* Follow one instruction: its effect, then every successor. */
static int step(struct walk *w, uint32_t pc)
{
	const struct kaba_code *code = w->code;
	struct kaba_insn insn;
	int pop, push, depth, st;
	uint32_t i;

	if ((st = kaba_insn_decode(code->code, code->code_len, pc, &insn, w->where,
				   code->code_offset, w->err)))
		return st;
	if (kaba_insn_stack_effect(w->cls, &insn, &pop, &push))
		return kaba_fail(w->err, KABA_EINPUT, w->where, -1,
				 "no stack effect for %s at %u", kaba_opcode_name(insn.opcode), pc);
	depth = w->depth[pc] - pop;
	if (depth < 0)
		return kaba_fail(w->err, KABA_EINPUT, w->where, -1,
				 "stack underflow at %u (%s)", pc, kaba_opcode_name(insn.opcode));
	depth += push;
	if (depth > w->max)
		w->max = depth;
	if (insn.kind >= KABA_OPND_BRANCH2 && insn.kind <= KABA_OPND_LOOKUPSWITCH &&
	    (st = reach(w, insn.target, depth)))
		return st;
	for (i = 0; i < insn.ncases; i++) {
		int32_t match;
		int64_t target;

		kaba_insn_case(&insn, i, &match, &target);
		if ((st = reach(w, target, depth)))
			return st;
	}
	if (!cf_falls_through(insn.opcode))
		return 0;
	/* after a subroutine returns, the return address is gone again */
	if (insn.opcode == KABA_OP_JSR || insn.opcode == KABA_OP_JSR_W)
		depth--;
	return reach(w, (int64_t)pc + insn.length, depth);
}

int kaba_code_max_stack(const struct kaba_class *cls, const struct kaba_code *code,
			uint16_t *max, const char *where, struct kaba_error *err)
{
	struct walk w = { cls, code, NULL, NULL, 0, 0, where, err };
	uint16_t i;
	uint32_t pc;
	int st = 0;

	if (!code->code_len)
		return kaba_fail(err, KABA_EINPUT, where, -1, "empty code");
	w.depth = malloc(code->code_len * sizeof(*w.depth));
	w.todo = malloc(code->code_len * sizeof(*w.todo));
	if (!w.depth || !w.todo) {
		st = kaba_fail(err, KABA_EIO, where, -1, "out of memory");
		goto out;
	}
	for (pc = 0; pc < code->code_len; pc++)
		w.depth[pc] = -1;
	st = reach(&w, 0, 0);
	/* a handler starts with the exception alone on the stack */
	for (i = 0; !st && i < code->nexceptions; i++) {
		if (code->exceptions[i].handler_pc < code->code_len &&
		    w.depth[code->exceptions[i].handler_pc] == 1)
			continue;
		st = reach(&w, code->exceptions[i].handler_pc, 1);
		if (w.max < 1)
			w.max = 1;
	}
	while (!st && w.ntodo)
		st = step(&w, w.todo[--w.ntodo]);
	if (!st)
		*max = (uint16_t)(w.max > UINT16_MAX ? UINT16_MAX : w.max);
out:
	free(w.depth);
	free(w.todo);
	return st;
}
