/*
 * JVM instructions (JVMS chapter 6): decoding with an iterator that yields
 * offset, opcode, operands and branch targets, and an encoder that writes
 * an instruction at its (possibly new) position, recomputing switch padding
 * and relative branch offsets.
 *
 * Offsets and targets are positions in the method's code array.  A decoded
 * instruction never allocates: switch tables stay in the code bytes and are
 * read through kaba_insn_case().
 */
#ifndef KABA_BYTECODE_H
#define KABA_BYTECODE_H

#include <stddef.h>
#include <stdint.h>

#include "kaba/buf.h"
#include "kaba/error.h"

enum kaba_opcode {
	KABA_OP_NOP = 0x00, KABA_OP_ACONST_NULL, KABA_OP_ICONST_M1,
	KABA_OP_ICONST_0, KABA_OP_ICONST_1, KABA_OP_ICONST_2, KABA_OP_ICONST_3,
	KABA_OP_ICONST_4, KABA_OP_ICONST_5, KABA_OP_LCONST_0, KABA_OP_LCONST_1,
	KABA_OP_FCONST_0, KABA_OP_FCONST_1, KABA_OP_FCONST_2, KABA_OP_DCONST_0,
	KABA_OP_DCONST_1, KABA_OP_BIPUSH = 0x10, KABA_OP_SIPUSH, KABA_OP_LDC,
	KABA_OP_LDC_W, KABA_OP_LDC2_W, KABA_OP_ILOAD = 0x15, KABA_OP_LLOAD,
	KABA_OP_FLOAD, KABA_OP_DLOAD, KABA_OP_ALOAD, KABA_OP_ILOAD_0 = 0x1a,
	KABA_OP_ALOAD_0 = 0x2a, KABA_OP_ALOAD_3 = 0x2d, KABA_OP_IALOAD = 0x2e,
	KABA_OP_LALOAD, KABA_OP_FALOAD, KABA_OP_DALOAD, KABA_OP_AALOAD,
	KABA_OP_BALOAD, KABA_OP_CALOAD, KABA_OP_SALOAD, KABA_OP_ISTORE = 0x36,
	KABA_OP_LSTORE, KABA_OP_FSTORE, KABA_OP_DSTORE, KABA_OP_ASTORE,
	KABA_OP_ISTORE_0 = 0x3b, KABA_OP_ASTORE_0 = 0x4b, KABA_OP_ASTORE_3 = 0x4e,
	KABA_OP_IASTORE = 0x4f,
	KABA_OP_LASTORE, KABA_OP_FASTORE, KABA_OP_DASTORE, KABA_OP_AASTORE,
	KABA_OP_BASTORE, KABA_OP_CASTORE, KABA_OP_SASTORE, KABA_OP_POP = 0x57,
	KABA_OP_POP2, KABA_OP_DUP, KABA_OP_DUP_X1, KABA_OP_DUP_X2, KABA_OP_DUP2,
	KABA_OP_DUP2_X1, KABA_OP_DUP2_X2, KABA_OP_SWAP, KABA_OP_IADD = 0x60,
	KABA_OP_LXOR = 0x83, KABA_OP_IINC = 0x84, KABA_OP_I2L = 0x85,
	KABA_OP_I2S = 0x93, KABA_OP_LCMP = 0x94, KABA_OP_FCMPL, KABA_OP_FCMPG,
	KABA_OP_DCMPL, KABA_OP_DCMPG, KABA_OP_IFEQ = 0x99, KABA_OP_IFNE,
	KABA_OP_IFLT, KABA_OP_IFGE, KABA_OP_IFGT, KABA_OP_IFLE,
	KABA_OP_IF_ICMPEQ, KABA_OP_IF_ICMPNE, KABA_OP_IF_ICMPLT,
	KABA_OP_IF_ICMPGE, KABA_OP_IF_ICMPGT, KABA_OP_IF_ICMPLE,
	KABA_OP_IF_ACMPEQ, KABA_OP_IF_ACMPNE, KABA_OP_GOTO = 0xa7, KABA_OP_JSR,
	KABA_OP_RET, KABA_OP_TABLESWITCH = 0xaa, KABA_OP_LOOKUPSWITCH,
	KABA_OP_IRETURN = 0xac, KABA_OP_LRETURN, KABA_OP_FRETURN,
	KABA_OP_DRETURN, KABA_OP_ARETURN, KABA_OP_RETURN, KABA_OP_GETSTATIC = 0xb2,
	KABA_OP_PUTSTATIC, KABA_OP_GETFIELD, KABA_OP_PUTFIELD,
	KABA_OP_INVOKEVIRTUAL, KABA_OP_INVOKESPECIAL, KABA_OP_INVOKESTATIC,
	KABA_OP_INVOKEINTERFACE, KABA_OP_INVOKEDYNAMIC, KABA_OP_NEW = 0xbb,
	KABA_OP_NEWARRAY, KABA_OP_ANEWARRAY, KABA_OP_ARRAYLENGTH,
	KABA_OP_ATHROW, KABA_OP_CHECKCAST, KABA_OP_INSTANCEOF,
	KABA_OP_MONITORENTER, KABA_OP_MONITOREXIT, KABA_OP_WIDE = 0xc4,
	KABA_OP_MULTIANEWARRAY, KABA_OP_IFNULL, KABA_OP_IFNONNULL,
	KABA_OP_GOTO_W = 0xc8, KABA_OP_JSR_W = 0xc9,
};

/* The shape of an instruction's operands. */
enum kaba_operand_kind {
	KABA_OPND_NONE,         /* no operands */
	KABA_OPND_BYTE,         /* bipush: operand = signed byte; newarray: atype */
	KABA_OPND_SHORT,        /* sipush: operand = signed short */
	KABA_OPND_LOCAL,        /* xload/xstore/ret: operand = local index (wide: u2) */
	KABA_OPND_IINC,         /* operand = local, operand2 = increment (wide: s2) */
	KABA_OPND_CP1,          /* ldc: operand = u1 constant-pool index */
	KABA_OPND_CP2,          /* operand = u2 constant-pool index */
	KABA_OPND_INVOKEINTERFACE, /* operand = cp index, operand2 = count byte */
	KABA_OPND_INVOKEDYNAMIC,   /* operand = cp index (two zero bytes follow) */
	KABA_OPND_MULTIANEWARRAY,  /* operand = cp index, operand2 = dimensions */
	KABA_OPND_BRANCH2,      /* target = offset + s2 */
	KABA_OPND_BRANCH4,      /* goto_w, jsr_w: target = offset + s4 */
	KABA_OPND_TABLESWITCH,
	KABA_OPND_LOOKUPSWITCH,
	KABA_OPND_INVALID,      /* not an opcode (or wide with a bad opcode) */
};

struct kaba_insn {
	uint32_t offset;        /* of the opcode (of `wide` for wide forms) */
	uint32_t length;        /* bytes including opcode, wide and padding */
	uint8_t opcode;         /* the real opcode; for wide forms the modified one */
	uint8_t wide;           /* 1 if prefixed by `wide` */
	uint8_t kind;           /* enum kaba_operand_kind */
	int32_t operand;
	int32_t operand2;
	/* Branches: absolute target; switches: the default target. */
	int64_t target;
	/* Switches: tableswitch low/high (ncases = high - low + 1) or
	 * lookupswitch npairs (ncases); `cases` points at the jump table in
	 * the code bytes (offsets, or match/offset pairs). */
	int32_t low, high;
	uint32_t ncases;
	const uint8_t *cases;
};

/* Operand shape and mnemonic of an opcode (KABA_OPND_INVALID / NULL for
 * bytes that are no opcode; 0xca breakpoint and 0xfe/0xff are refused).
 * `wide` is a prefix: its kind is KABA_OPND_INVALID and a decoded
 * instruction carries the opcode it modifies with insn.wide = 1. */
enum kaba_operand_kind kaba_opcode_kind(uint8_t opcode);
const char *kaba_opcode_name(uint8_t opcode);

/* 0 for the instructions after which control never reaches the next one
 * by itself: goto, ret, the switches, the returns and athrow (a jsr's
 * subroutine comes back to it). */
int kaba_opcode_falls_through(uint8_t opcode);

/* The local slot a decoded aload (any form) reads, or -1 for another
 * instruction. */
int32_t kaba_insn_aload_slot(const struct kaba_insn *insn);

/*
 * Decode the instruction at `offset` of code[0..len).  Returns KABA_OK, or
 * KABA_EINPUT with err filled (offset = file_offset + offset, so messages
 * point into the class file; pass 0 when there is no file).  Checks the
 * opcode, the operand bytes, switch padding bytes being zero, low <= high,
 * lookupswitch keys sorted, and that every branch target lies within the
 * code (not that it is an instruction start: kaba_code_check does that).
 */
int kaba_insn_decode(const uint8_t *code, uint32_t len, uint32_t offset,
		     struct kaba_insn *insn, const char *where,
		     long long file_offset, struct kaba_error *err);

/* Case `i` of a decoded switch: its match value and absolute target. */
void kaba_insn_case(const struct kaba_insn *insn, uint32_t i,
		    int32_t *match, int64_t *target);

/* Iteration over a whole code array. */
struct kaba_insn_iter {
	const uint8_t *code;
	uint32_t len, pos;
	const char *where;
	long long file_offset;
};

void kaba_insn_iter_init(struct kaba_insn_iter *it, const uint8_t *code,
			 uint32_t len, const char *where, long long file_offset);
/* 1 with *insn filled, 0 at the end of the code, -1 with err filled
 * (KABA_EINPUT) on bad code. */
int kaba_insn_next(struct kaba_insn_iter *it, struct kaba_insn *insn,
		   struct kaba_error *err);

/*
 * Decode all of `code` and check it is well formed: every instruction
 * valid, every branch and switch target at an instruction start.
 */
int kaba_code_check(const uint8_t *code, uint32_t len, const char *where,
		    long long file_offset, struct kaba_error *err);

/*
 * Maps an old code position to its new one while re-encoding moved code;
 * NULL means identity.
 */
typedef int64_t kaba_relocate_fn(void *ctx, int64_t old_position);

/*
 * Append `insn` to `out`, whose code array starts at out->data[code_start];
 * the instruction's new offset is out->len - code_start.  Branch and switch
 * targets (insn->target and the cases) are passed through `relocate` and
 * re-encoded relative to the new offset; switch padding is recomputed.
 * `wide` forms stay wide (keeping the original encoding).  Returns KABA_OK,
 * KABA_EINPUT for an operand that does not fit its encoding (a branch
 * beyond ±32767 needs goto_w: the caller's job), KABA_EIO on out of memory.
 * On failure nothing is appended.
 */
int kaba_insn_encode(struct kaba_buf *out, size_t code_start,
		     const struct kaba_insn *insn, kaba_relocate_fn *relocate,
		     void *ctx, struct kaba_error *err);

/* Fill *insn for a simple instruction (no switch) so it can be encoded:
 * e.g. kaba_insn_make(&i, KABA_OP_INVOKESTATIC, cp_index, 0).  For a
 * branch, `operand` is the absolute target.  Local indices above 255 (and
 * iinc increments beyond a byte) select the wide form.  -1 for a switch
 * or a byte that is no opcode. */
int kaba_insn_make(struct kaba_insn *insn, uint8_t opcode, int32_t operand,
		   int32_t operand2);

#endif
