/*
 * Two type checks of one local logged in one call.  bcel's verifier tests
 * each instruction of a list with `instanceof RET` and, a few instructions
 * on, `instanceof JsrInstruction`; each check costs the logger a lookup of
 * the object's site, which two checks of the same object can share.  The
 * rewriter may move the first check's logging to the second when nothing
 * between them can throw, store into the local, leave the stretch or jump
 * into it: then the second check runs, on the same object, exactly when the
 * first has run, and the trace (a set of pairs) stays the same.  Only an
 * instanceof comes first, since a checkcast may throw.
 */
#include "paired.h"

#include "kaba/bytecode.h"

/* Instructions between the checks scanned at most. */
enum { MAX_BETWEEN = 16 };

/* The local a store writes (its first slot), or -1 for another instruction. */
static int32_t store_local(const struct kaba_insn *in)
{
	if (in->opcode >= KABA_OP_ISTORE && in->opcode <= KABA_OP_ASTORE)
		return in->operand;
	if (in->opcode >= KABA_OP_ISTORE_0 && in->opcode <= KABA_OP_ASTORE_3)
		return (in->opcode - KABA_OP_ISTORE_0) % 4;
	return -1;
}

static int is_check(uint8_t opcode)
{
	return opcode == KABA_OP_INSTANCEOF || opcode == KABA_OP_CHECKCAST;
}

/* An instruction that never throws, nor leaves the method: constants but
 * ldc (which resolves), loads, stores, stack shuffles, iinc, conditional
 * branches and goto (whose targets the caller checks). */
static int never_throws(uint8_t op)
{
	return op <= KABA_OP_SIPUSH || (op >= KABA_OP_ILOAD && op <= KABA_OP_ALOAD_3) ||
	       (op >= KABA_OP_ISTORE && op <= KABA_OP_ASTORE_3) ||
	       (op >= KABA_OP_POP && op <= KABA_OP_SWAP) || op == KABA_OP_IINC ||
	       (op >= KABA_OP_IFEQ && op <= KABA_OP_GOTO) || op == KABA_OP_IFNULL ||
	       op == KABA_OP_IFNONNULL;
}

static int is_jump(const struct kaba_insn *in)
{
	return in->kind == KABA_OPND_BRANCH2 || in->kind == KABA_OPND_BRANCH4 ||
	       in->kind == KABA_OPND_TABLESWITCH || in->kind == KABA_OPND_LOOKUPSWITCH;
}

/* Does an instruction outside [first, second), or a handler, lead into
 * (first, second]? */
static int entered(const struct kaba_code *code, uint32_t first, uint32_t second,
		   const char *where, struct kaba_error *err)
{
	struct kaba_insn_iter it;
	struct kaba_insn in;
	uint16_t i;
	int r;

	for (i = 0; i < code->nexceptions; i++)
		if (code->exceptions[i].handler_pc > first && code->exceptions[i].handler_pc <= second)
			return 1;
	kaba_insn_iter_init(&it, code->code, code->code_len, where, 0);
	while ((r = kaba_insn_next(&it, &in, err)) > 0) {
		uint32_t c;

		if ((in.offset >= first && in.offset < second) || !is_jump(&in))
			continue;
		if (in.target > first && in.target <= second)
			return 1;
		for (c = 0; (in.kind == KABA_OPND_TABLESWITCH ||
			     in.kind == KABA_OPND_LOOKUPSWITCH) && c < in.ncases; c++) {
			int32_t match;
			int64_t t;

			kaba_insn_case(&in, c, &match, &t);
			if (t > first && t <= second)
				return 1;
		}
	}
	return r;
}

int trace_paired_check(const struct kaba_code *code, const uint8_t *target, uint32_t first,
		       uint32_t *second, const char *where, struct kaba_error *err)
{
	struct kaba_insn_iter it;
	struct kaba_insn in, prev = { 0 };
	int32_t local = -1;
	int64_t reach = 0; /* the furthest a jump between the checks goes */
	unsigned between = 0;
	int r, stored;

	if (first >= code->code_len || target[first] ||
	    code->code[first] != KABA_OP_INSTANCEOF)
		return 0;
	kaba_insn_iter_init(&it, code->code, code->code_len, where, 0);
	while ((r = kaba_insn_next(&it, &in, err)) > 0) {
		if (in.offset < first) {
			prev = in;
			continue;
		}
		if (in.offset == first) {
			if ((local = kaba_insn_aload_slot(&prev)) < 0)
				return 0;
		} else if (is_check(in.opcode) && prev.offset > first &&
			   kaba_insn_aload_slot(&prev) == local) {
			/* jumps between may land on the aload, not past it */
			if (reach > prev.offset)
				return 0;
			*second = in.offset;
			r = entered(code, first, in.offset, where, err);
			return r < 0 ? -1 : !r;
		} else if (++between > MAX_BETWEEN || !never_throws(in.opcode) ||
			   ((stored = store_local(&in)) >= 0 &&
			    (stored == local || stored + 1 == local)) ||
			   (is_jump(&in) && in.target <= in.offset)) {
			return 0;
		} else if (is_jump(&in) && in.target > reach) {
			reach = in.target;
		}
		prev = in;
	}
	return r < 0 ? -1 : 0;
}
