/*
 * The receiver of a call, seen from the bytecode alone: walking back from
 * the call along straight-line code, the instruction that pushed the stack
 * slot below the arguments.  Enough for javac's `this.m(...)` and `m(...)`
 * (privates.c copies a private method only for calls on `this`).
 */
#include <stdlib.h>

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

/* Marks in t[offset] every offset control may jump to: branch and switch
 * targets, exception handlers. */
static void jump_targets(const struct kaba_code *code, const struct kaba_insn *v, uint32_t n,
			 unsigned char *t)
{
	uint32_t j, k;
	uint16_t h;

	for (j = 0; j < n; j++) {
		int32_t match;
		int64_t target;

		switch (v[j].kind) {
		case KABA_OPND_BRANCH2: case KABA_OPND_BRANCH4:
			t[v[j].target] = 1;
			break;
		case KABA_OPND_TABLESWITCH: case KABA_OPND_LOOKUPSWITCH:
			t[v[j].target] = 1;
			for (k = 0; k < v[j].ncases; k++) {
				kaba_insn_case(&v[j], k, &match, &target);
				t[target] = 1;
			}
			break;
		}
	}
	for (h = 0; h < code->nexceptions; h++)
		t[code->exceptions[h].handler_pc] = 1;
}

/* Does control go on from `in` to the next instruction (always, or when a
 * condition fails)?  jsr counts as not: its subroutine runs between. */
static int falls_through(const struct kaba_insn *in)
{
	switch (in->opcode) {
	case KABA_OP_GOTO: case KABA_OP_GOTO_W: case KABA_OP_JSR: case KABA_OP_JSR_W:
	case KABA_OP_ATHROW: case KABA_OP_RET:
		return 0;
	default:
		return !(in->opcode >= KABA_OP_IRETURN && in->opcode <= KABA_OP_RETURN) &&
		       in->kind != KABA_OPND_TABLESWITCH && in->kind != KABA_OPND_LOOKUPSWITCH;
	}
}

int receiver_is_this(const struct kaba_class *cf, const struct kaba_code *code,
		     const struct kaba_insn *v, uint32_t n, uint32_t i, unsigned args)
{
	unsigned char *target;
	unsigned need = args;
	int pop, push, found = 0;
	uint32_t j;

	if (stores_local0(v, n) || !(target = calloc(code->code_len + 1, 1)))
		return 0;
	jump_targets(code, v, n, target);
	for (j = i; j-- > 0 && !target[v[j + 1].offset];) {
		if (!falls_through(&v[j]) || kaba_insn_stack_effect(cf, &v[j], &pop, &push))
			break;
		if (need < (unsigned)push) {    /* v[j] pushed the receiver */
			found = need == 0 && (v[j].opcode == KABA_OP_ALOAD_0 ||
					      (v[j].opcode == KABA_OP_ALOAD && v[j].operand == 0));
			break;
		}
		need = need - (unsigned)push + (unsigned)pop;
	}
	free(target);
	return found;
}
