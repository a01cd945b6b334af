/* Instruction decoding, walking and encoding (JVMS chapter 6). */
#include "internal.h"

#include <string.h>

static const char *const opcode_names[256] = {
	"nop", "aconst_null", "iconst_m1", "iconst_0", "iconst_1", "iconst_2",
	"iconst_3", "iconst_4", "iconst_5", "lconst_0", "lconst_1", "fconst_0",
	"fconst_1", "fconst_2", "dconst_0", "dconst_1", "bipush", "sipush", "ldc",
	"ldc_w", "ldc2_w", "iload", "lload", "fload", "dload", "aload", "iload_0",
	"iload_1", "iload_2", "iload_3", "lload_0", "lload_1", "lload_2", "lload_3",
	"fload_0", "fload_1", "fload_2", "fload_3", "dload_0", "dload_1", "dload_2",
	"dload_3", "aload_0", "aload_1", "aload_2", "aload_3", "iaload", "laload",
	"faload", "daload", "aaload", "baload", "caload", "saload", "istore",
	"lstore", "fstore", "dstore", "astore", "istore_0", "istore_1", "istore_2",
	"istore_3", "lstore_0", "lstore_1", "lstore_2", "lstore_3", "fstore_0",
	"fstore_1", "fstore_2", "fstore_3", "dstore_0", "dstore_1", "dstore_2",
	"dstore_3", "astore_0", "astore_1", "astore_2", "astore_3", "iastore",
	"lastore", "fastore", "dastore", "aastore", "bastore", "castore", "sastore",
	"pop", "pop2", "dup", "dup_x1", "dup_x2", "dup2", "dup2_x1", "dup2_x2",
	"swap", "iadd", "ladd", "fadd", "dadd", "isub", "lsub", "fsub", "dsub",
	"imul", "lmul", "fmul", "dmul", "idiv", "ldiv", "fdiv", "ddiv", "irem",
	"lrem", "frem", "drem", "ineg", "lneg", "fneg", "dneg", "ishl", "lshl",
	"ishr", "lshr", "iushr", "lushr", "iand", "land", "ior", "lor", "ixor",
	"lxor", "iinc", "i2l", "i2f", "i2d", "l2i", "l2f", "l2d", "f2i", "f2l", "f2d",
	"d2i", "d2l", "d2f", "i2b", "i2c", "i2s", "lcmp", "fcmpl", "fcmpg", "dcmpl",
	"dcmpg", "ifeq", "ifne", "iflt", "ifge", "ifgt", "ifle", "if_icmpeq",
	"if_icmpne", "if_icmplt", "if_icmpge", "if_icmpgt", "if_icmple", "if_acmpeq",
	"if_acmpne", "goto", "jsr", "ret", "tableswitch", "lookupswitch", "ireturn",
	"lreturn", "freturn", "dreturn", "areturn", "return", "getstatic",
	"putstatic", "getfield", "putfield", "invokevirtual", "invokespecial",
	"invokestatic", "invokeinterface", "invokedynamic", "new", "newarray",
	"anewarray", "arraylength", "athrow", "checkcast", "instanceof",
	"monitorenter", "monitorexit", "wide", "multianewarray", "ifnull",
	"ifnonnull", "goto_w", "jsr_w",
};

const char *kaba_opcode_name(uint8_t opcode)
{
	return opcode_names[opcode];
}

int kaba_opcode_falls_through(uint8_t opcode)
{
	switch (opcode) {
	case KABA_OP_GOTO: case KABA_OP_GOTO_W: case KABA_OP_RET:
	case KABA_OP_TABLESWITCH: case KABA_OP_LOOKUPSWITCH: case KABA_OP_ATHROW:
	case KABA_OP_IRETURN ... KABA_OP_RETURN:
		return 0;
	}
	return 1;
}

int32_t kaba_insn_aload_slot(const struct kaba_insn *in)
{
	if (in->opcode == KABA_OP_ALOAD)
		return in->operand;
	if (in->opcode >= KABA_OP_ALOAD_0 && in->opcode <= KABA_OP_ALOAD_3)
		return in->opcode - KABA_OP_ALOAD_0;
	return -1;
}

/* Operand shapes by opcode; every unlisted byte with a name has none.
 * A table, because decoding looks this up for every instruction. */
static const uint8_t opcode_kinds[256] = {
	[KABA_OP_BIPUSH] = KABA_OPND_BYTE, [KABA_OP_NEWARRAY] = KABA_OPND_BYTE,
	[KABA_OP_SIPUSH] = KABA_OPND_SHORT, [KABA_OP_LDC] = KABA_OPND_CP1,
	[KABA_OP_LDC_W] = KABA_OPND_CP2, [KABA_OP_LDC2_W] = KABA_OPND_CP2,
	[KABA_OP_ILOAD ... KABA_OP_ALOAD] = KABA_OPND_LOCAL,
	[KABA_OP_ISTORE ... KABA_OP_ASTORE] = KABA_OPND_LOCAL,
	[KABA_OP_RET] = KABA_OPND_LOCAL, [KABA_OP_IINC] = KABA_OPND_IINC,
	[KABA_OP_IFEQ ... KABA_OP_JSR] = KABA_OPND_BRANCH2,
	[KABA_OP_IFNULL] = KABA_OPND_BRANCH2, [KABA_OP_IFNONNULL] = KABA_OPND_BRANCH2,
	[KABA_OP_GOTO_W] = KABA_OPND_BRANCH4, [KABA_OP_JSR_W] = KABA_OPND_BRANCH4,
	[KABA_OP_TABLESWITCH] = KABA_OPND_TABLESWITCH,
	[KABA_OP_LOOKUPSWITCH] = KABA_OPND_LOOKUPSWITCH,
	[KABA_OP_GETSTATIC ... KABA_OP_INVOKESTATIC] = KABA_OPND_CP2,
	[KABA_OP_INVOKEINTERFACE] = KABA_OPND_INVOKEINTERFACE,
	[KABA_OP_INVOKEDYNAMIC] = KABA_OPND_INVOKEDYNAMIC,
	[KABA_OP_NEW] = KABA_OPND_CP2, [KABA_OP_ANEWARRAY] = KABA_OPND_CP2,
	[KABA_OP_CHECKCAST] = KABA_OPND_CP2, [KABA_OP_INSTANCEOF] = KABA_OPND_CP2,
	[KABA_OP_WIDE] = KABA_OPND_INVALID,   /* a prefix, never a decoded opcode */
	[KABA_OP_MULTIANEWARRAY] = KABA_OPND_MULTIANEWARRAY,
	[KABA_OP_JSR_W + 1 ... 255] = KABA_OPND_INVALID,
};

enum kaba_operand_kind kaba_opcode_kind(uint8_t op)
{
	return (enum kaba_operand_kind)opcode_kinds[op];
}

static int bad(struct kaba_error *err, const char *where, long long at,
	       const char *what, uint8_t op)
{
	return kaba_fail(err, KABA_EINPUT, where, at, "%s in %s", what,
			 opcode_names[op] ? opcode_names[op] : "code");
}

static int decode_switch(const uint8_t *p, uint32_t left, struct kaba_insn *insn,
			 const char *where, long long at, struct kaba_error *err)
{
	uint32_t pad = cf_switch_pad(insn->offset), i, fixed;
	uint64_t n, size;

	fixed = insn->opcode == KABA_OP_TABLESWITCH ? 12 : 8;
	if (left < 1 + pad + fixed)
		return bad(err, where, at, "truncated operands", insn->opcode);
	for (i = 1; i <= pad; i++)
		if (p[i])
			return bad(err, where, at + i, "nonzero padding byte", insn->opcode);
	p += 1 + pad;
	insn->target = (int64_t)insn->offset + (int32_t)cf_u32(p);
	if (insn->opcode == KABA_OP_TABLESWITCH) {
		insn->low = (int32_t)cf_u32(p + 4);
		insn->high = (int32_t)cf_u32(p + 8);
		if (insn->low > insn->high)
			return bad(err, where, at + 1 + pad + 4, "low above high", insn->opcode);
		n = (uint64_t)((int64_t)insn->high - insn->low + 1);
		size = n * 4;
	} else {
		int32_t npairs = (int32_t)cf_u32(p + 4);

		if (npairs < 0)
			return bad(err, where, at + 1 + pad + 4, "negative npairs", insn->opcode);
		n = (uint64_t)npairs;
		size = n * 8;
	}
	if (size > left - 1 - pad - fixed)
		return bad(err, where, at, "jump table past the end of the code", insn->opcode);
	insn->ncases = (uint32_t)n;
	insn->cases = p + fixed;
	insn->length = 1 + pad + fixed + (uint32_t)size;
	if (insn->opcode == KABA_OP_LOOKUPSWITCH)
		for (i = 1; i < insn->ncases; i++)
			if ((int32_t)cf_u32(insn->cases + 8 * i) <= (int32_t)cf_u32(insn->cases + 8 * (i - 1)))
				return bad(err, where, at + 1 + pad + fixed + 8 * i,
					   "match values not sorted", insn->opcode);
	return 0;
}

void kaba_insn_case(const struct kaba_insn *insn, uint32_t i, int32_t *match,
		    int64_t *target)
{
	const uint8_t *p;

	if (insn->opcode == KABA_OP_TABLESWITCH) {
		p = insn->cases + 4 * i;
		*match = (int32_t)((int64_t)insn->low + i);
	} else {
		p = insn->cases + 8 * i;
		*match = (int32_t)cf_u32(p);
		p += 4;
	}
	*target = (int64_t)insn->offset + (int32_t)cf_u32(p);
}

/* The operands after a `wide` prefix: a local index (and iinc's increment) of two bytes. */
static int decode_wide(const uint8_t *p, uint32_t left, struct kaba_insn *insn,
		       const char *where, long long at, struct kaba_error *err)
{
	if (left < 2)
		return bad(err, where, at, "truncated operands", KABA_OP_WIDE);
	insn->wide = 1;
	insn->opcode = p[1];
	insn->kind = (uint8_t)kaba_opcode_kind(p[1]);
	if (insn->kind == KABA_OPND_IINC) {
		if (left < 6)
			return bad(err, where, at, "truncated operands", KABA_OP_WIDE);
		insn->operand = cf_u16(p + 2);
		insn->operand2 = (int16_t)cf_u16(p + 4);
		insn->length = 6;
	} else if (insn->kind == KABA_OPND_LOCAL) {
		if (left < 4)
			return bad(err, where, at, "truncated operands", KABA_OP_WIDE);
		insn->operand = cf_u16(p + 2);
		insn->length = 4;
	} else {
		return kaba_fail(err, KABA_EINPUT, where, at + 1,
				 "wide applied to opcode 0x%02x", p[1]);
	}
	return 0;
}

/* Bytes each fixed-size operand shape takes after the opcode. */
static const uint8_t operand_bytes[] = {
	[KABA_OPND_NONE] = 0, [KABA_OPND_BYTE] = 1, [KABA_OPND_SHORT] = 2,
	[KABA_OPND_LOCAL] = 1, [KABA_OPND_IINC] = 2, [KABA_OPND_CP1] = 1,
	[KABA_OPND_CP2] = 2, [KABA_OPND_INVOKEINTERFACE] = 4,
	[KABA_OPND_INVOKEDYNAMIC] = 4, [KABA_OPND_MULTIANEWARRAY] = 3,
	[KABA_OPND_BRANCH2] = 2, [KABA_OPND_BRANCH4] = 4,
};

static int decode_fixed(const uint8_t *p, uint32_t left, struct kaba_insn *insn,
			const char *where, long long at, struct kaba_error *err)
{
	uint32_t n = operand_bytes[insn->kind];

	if (left < 1 + n)
		return bad(err, where, at, "truncated operands", insn->opcode);
	insn->length = 1 + n;
	switch (insn->kind) {
	case KABA_OPND_BYTE:
		if (insn->opcode == KABA_OP_BIPUSH) {
			insn->operand = (int8_t)p[1];
		} else {
			insn->operand = p[1];
			if (p[1] < 4 || p[1] > 11)
				return bad(err, where, at + 1, "bad array type", insn->opcode);
		}
		break;
	case KABA_OPND_SHORT:
		insn->operand = (int16_t)cf_u16(p + 1);
		break;
	case KABA_OPND_LOCAL:
	case KABA_OPND_CP1:
		insn->operand = p[1];
		break;
	case KABA_OPND_IINC:
		insn->operand = p[1];
		insn->operand2 = (int8_t)p[2];
		break;
	case KABA_OPND_CP2:
		insn->operand = cf_u16(p + 1);
		break;
	case KABA_OPND_INVOKEINTERFACE:
		insn->operand = cf_u16(p + 1);
		insn->operand2 = p[3];
		if (!p[3] || p[4])
			return bad(err, where, at + 3, "bad count or fourth byte", insn->opcode);
		break;
	case KABA_OPND_INVOKEDYNAMIC:
		insn->operand = cf_u16(p + 1);
		if (p[3] || p[4])
			return bad(err, where, at + 3, "nonzero reserved bytes", insn->opcode);
		break;
	case KABA_OPND_MULTIANEWARRAY:
		insn->operand = cf_u16(p + 1);
		insn->operand2 = p[3];
		if (!p[3])
			return bad(err, where, at + 3, "zero dimensions", insn->opcode);
		break;
	case KABA_OPND_BRANCH2:
		insn->target = (int64_t)insn->offset + (int16_t)cf_u16(p + 1);
		break;
	case KABA_OPND_BRANCH4:
		insn->target = (int64_t)insn->offset + (int32_t)cf_u32(p + 1);
		break;
	}
	return 0;
}

int kaba_insn_decode(const uint8_t *code, uint32_t len, uint32_t offset,
		     struct kaba_insn *insn, const char *where,
		     long long file_offset, struct kaba_error *err)
{
	const uint8_t *p = code + offset;
	long long at = file_offset + offset;
	uint32_t left, i;
	int st;

	if (offset >= len)
		return kaba_fail(err, KABA_EINPUT, where, at, "instruction past the end of the code");
	left = len - offset;
	memset(insn, 0, sizeof(*insn));
	insn->offset = offset;
	insn->opcode = p[0];
	insn->kind = (uint8_t)kaba_opcode_kind(p[0]);
	if (insn->kind == KABA_OPND_NONE) {
		insn->length = 1;       /* half of all instructions */
		return 0;
	}
	if (p[0] == KABA_OP_WIDE)
		st = decode_wide(p, left, insn, where, at, err);
	else if (insn->kind == KABA_OPND_INVALID)
		return kaba_fail(err, KABA_EINPUT, where, at, "unknown opcode 0x%02x", p[0]);
	else if (insn->kind == KABA_OPND_TABLESWITCH || insn->kind == KABA_OPND_LOOKUPSWITCH)
		st = decode_switch(p, left, insn, where, at, err);
	else
		st = decode_fixed(p, left, insn, where, at, err);
	if (st)
		return st;
	if (insn->kind < KABA_OPND_BRANCH2 || insn->kind > KABA_OPND_LOOKUPSWITCH)
		return 0;
	if (insn->target < 0 || insn->target >= len)
		return bad(err, where, at, "branch target outside the code", insn->opcode);
	for (i = 0; i < insn->ncases; i++) {
		int32_t match;
		int64_t target;

		kaba_insn_case(insn, i, &match, &target);
		if (target < 0 || target >= len)
			return bad(err, where, at, "branch target outside the code", insn->opcode);
	}
	return 0;
}

void kaba_insn_iter_init(struct kaba_insn_iter *it, const uint8_t *code,
			 uint32_t len, const char *where, long long file_offset)
{
	it->code = code;
	it->len = len;
	it->pos = 0;
	it->where = where;
	it->file_offset = file_offset;
}

int kaba_insn_next(struct kaba_insn_iter *it, struct kaba_insn *insn,
		   struct kaba_error *err)
{
	if (it->pos >= it->len)
		return 0;
	if (kaba_insn_decode(it->code, it->len, it->pos, insn, it->where,
			     it->file_offset, err))
		return -1;
	it->pos += insn->length;
	return 1;
}

static int check_target(const uint8_t *starts, const struct kaba_insn *insn,
			int64_t target, const char *where, long long file_offset,
			struct kaba_error *err)
{
	/* decode already placed target inside the code */
	if (cf_is_start(starts, (uint32_t)target))
		return 0;
	return kaba_fail(err, KABA_EINPUT, where, file_offset + insn->offset,
			 "branch target %lld of %s is not an instruction start",
			 (long long)target, opcode_names[insn->opcode]);
}

static int check_targets(const uint8_t *code, uint32_t len, uint32_t offset,
			 const uint8_t *starts, const char *where,
			 long long file_offset, struct kaba_error *err)
{
	struct kaba_insn insn;
	uint32_t i;
	int st;

	/* decoded fine in the first pass */
	kaba_insn_decode(code, len, offset, &insn, where, file_offset, err);
	if ((st = check_target(starts, &insn, insn.target, where, file_offset, err)))
		return st;
	for (i = 0; i < insn.ncases; i++) {
		int32_t match;
		int64_t target;

		kaba_insn_case(&insn, i, &match, &target);
		if ((st = check_target(starts, &insn, target, where, file_offset, err)))
			return st;
	}
	return 0;
}

int cf_code_walk(const uint8_t *code, uint32_t len, uint8_t *starts,
		 cf_insn_visit *visit, void *ctx, const char *where,
		 long long file_offset, struct kaba_error *err)
{
	uint8_t local[(KABA_CODE_MAX_LENGTH + 8) / 8];
	uint8_t branches[(KABA_CODE_MAX_LENGTH + 8) / 8];
	struct kaba_insn_iter it;
	struct kaba_insn insn;
	uint32_t i, nbytes = (len + 7) / 8;
	int st;

	if (len > KABA_CODE_MAX_LENGTH)
		return kaba_fail(err, KABA_EINPUT, where, file_offset,
				 "code length %u above the limit %u", len, KABA_CODE_MAX_LENGTH);
	if (!starts)
		starts = local;
	memset(starts, 0, nbytes);
	memset(branches, 0, nbytes);
	kaba_insn_iter_init(&it, code, len, where, file_offset);
	while (it.pos < len) {
		uint8_t bit = (uint8_t)(1u << (it.pos & 7));

		starts[it.pos >> 3] |= bit;
		/* operand-free instructions are most of the code: step over them */
		if (opcode_kinds[code[it.pos]] == KABA_OPND_NONE) {
			it.pos++;
			continue;
		}
		if (kaba_insn_next(&it, &insn, err) < 0)
			return err ? err->status : KABA_EINPUT;
		if (insn.kind >= KABA_OPND_BRANCH2 && insn.kind <= KABA_OPND_LOOKUPSWITCH)
			branches[insn.offset >> 3] |= bit;
		if (visit && (st = visit(ctx, &insn)))
			return st;
	}
	/* Targets may point forward, so they are checked once all starts
	 * are known, revisiting only the branches. */
	for (i = 0; i < nbytes; i++) {
		unsigned bits = branches[i];

		while (bits) {
			unsigned b = (unsigned)__builtin_ctz(bits);

			bits &= bits - 1;
			if ((st = check_targets(code, len, i * 8 + b, starts, where,
						file_offset, err)))
				return st;
		}
	}
	return 0;
}

int kaba_code_check(const uint8_t *code, uint32_t len, const char *where,
		    long long file_offset, struct kaba_error *err)
{
	return cf_code_walk(code, len, NULL, NULL, NULL, where, file_offset, err);
}

/* ---- encoding ------------------------------------------------------------ */

static int too_big(struct kaba_error *err, const struct kaba_insn *insn,
		   const char *what, long long v)
{
	return kaba_fail(err, KABA_EINPUT, NULL, -1, "%s %lld does not fit %s at offset %u",
			 what, v, opcode_names[insn->opcode] ? opcode_names[insn->opcode] : "?",
			 insn->offset);
}

static int64_t moved(kaba_relocate_fn *relocate, void *ctx, int64_t target)
{
	return relocate ? relocate(ctx, target) : target;
}

static int encode_switch(struct kaba_buf *out, int64_t at,
			 const struct kaba_insn *insn, kaba_relocate_fn *relocate,
			 void *ctx, struct kaba_error *err)
{
	static const uint8_t zeros[3];
	uint32_t i;
	int64_t rel;

	kaba_buf_put(out, zeros, cf_switch_pad((uint64_t)at));
	rel = moved(relocate, ctx, insn->target) - at;
	if (rel < INT32_MIN || rel > INT32_MAX)
		return too_big(err, insn, "branch offset", rel);
	kaba_buf_u32(out, (uint32_t)(int32_t)rel);
	if (insn->opcode == KABA_OP_TABLESWITCH) {
		kaba_buf_u32(out, (uint32_t)insn->low);
		kaba_buf_u32(out, (uint32_t)insn->high);
	} else {
		kaba_buf_u32(out, insn->ncases);
	}
	for (i = 0; i < insn->ncases; i++) {
		int32_t match;
		int64_t target;

		kaba_insn_case(insn, i, &match, &target);
		rel = moved(relocate, ctx, target) - at;
		if (rel < INT32_MIN || rel > INT32_MAX)
			return too_big(err, insn, "branch offset", rel);
		if (insn->opcode == KABA_OP_LOOKUPSWITCH)
			kaba_buf_u32(out, (uint32_t)match);
		kaba_buf_u32(out, (uint32_t)(int32_t)rel);
	}
	return 0;
}

static int encode_wide(struct kaba_buf *out, const struct kaba_insn *insn,
		       struct kaba_error *err)
{
	if (insn->kind != KABA_OPND_LOCAL && insn->kind != KABA_OPND_IINC)
		return too_big(err, insn, "wide prefix", 1);
	if (insn->operand < 0 || insn->operand > UINT16_MAX)
		return too_big(err, insn, "local index", insn->operand);
	kaba_buf_u8(out, KABA_OP_WIDE);
	kaba_buf_u8(out, insn->opcode);
	kaba_buf_u16(out, (uint16_t)insn->operand);
	if (insn->kind == KABA_OPND_IINC) {
		if (insn->operand2 < INT16_MIN || insn->operand2 > INT16_MAX)
			return too_big(err, insn, "increment", insn->operand2);
		kaba_buf_u16(out, (uint16_t)(int16_t)insn->operand2);
	}
	return 0;
}

/* Range of the first operand per shape, for the checks before writing. */
static int operand_fits(const struct kaba_insn *insn)
{
	int32_t v = insn->operand;

	switch (insn->kind) {
	case KABA_OPND_BYTE:
		return insn->opcode == KABA_OP_BIPUSH ? v >= INT8_MIN && v <= INT8_MAX
						      : v >= 0 && v <= UINT8_MAX;
	case KABA_OPND_SHORT:
		return v >= INT16_MIN && v <= INT16_MAX;
	case KABA_OPND_LOCAL:
	case KABA_OPND_CP1:
		return v >= 0 && v <= UINT8_MAX;
	case KABA_OPND_IINC:
		return v >= 0 && v <= UINT8_MAX && insn->operand2 >= INT8_MIN &&
		       insn->operand2 <= INT8_MAX;
	case KABA_OPND_CP2:
	case KABA_OPND_INVOKEDYNAMIC:
		return v >= 0 && v <= UINT16_MAX;
	case KABA_OPND_INVOKEINTERFACE:
	case KABA_OPND_MULTIANEWARRAY:
		return v >= 0 && v <= UINT16_MAX && insn->operand2 > 0 &&
		       insn->operand2 <= UINT8_MAX;
	}
	return 1;
}

int kaba_insn_encode(struct kaba_buf *out, size_t code_start,
		     const struct kaba_insn *insn, kaba_relocate_fn *relocate,
		     void *ctx, struct kaba_error *err)
{
	int64_t at = (int64_t)(out->len - code_start), rel;
	size_t start = out->len;
	int st = 0;

	if (insn->wide) {
		st = encode_wide(out, insn, err);
		goto done;
	}
	if (insn->kind == KABA_OPND_INVALID || insn->kind != kaba_opcode_kind(insn->opcode))
		return too_big(err, insn, "operand kind", insn->kind);
	if (!operand_fits(insn))
		return too_big(err, insn, "operand", insn->operand);
	kaba_buf_u8(out, insn->opcode);
	switch (insn->kind) {
	case KABA_OPND_BYTE:
	case KABA_OPND_LOCAL:
	case KABA_OPND_CP1:
		kaba_buf_u8(out, (uint8_t)insn->operand);
		break;
	case KABA_OPND_SHORT:
	case KABA_OPND_CP2:
		kaba_buf_u16(out, (uint16_t)insn->operand);
		break;
	case KABA_OPND_IINC:
		kaba_buf_u8(out, (uint8_t)insn->operand);
		kaba_buf_u8(out, (uint8_t)insn->operand2);
		break;
	case KABA_OPND_INVOKEINTERFACE:
	case KABA_OPND_MULTIANEWARRAY:
		kaba_buf_u16(out, (uint16_t)insn->operand);
		kaba_buf_u8(out, (uint8_t)insn->operand2);
		if (insn->kind == KABA_OPND_INVOKEINTERFACE)
			kaba_buf_u8(out, 0);
		break;
	case KABA_OPND_INVOKEDYNAMIC:
		kaba_buf_u16(out, (uint16_t)insn->operand);
		kaba_buf_u16(out, 0);
		break;
	case KABA_OPND_BRANCH2:
		rel = moved(relocate, ctx, insn->target) - at;
		if (rel < INT16_MIN || rel > INT16_MAX) {
			st = too_big(err, insn, "branch offset", rel);
			break;
		}
		kaba_buf_u16(out, (uint16_t)(int16_t)rel);
		break;
	case KABA_OPND_BRANCH4:
		rel = moved(relocate, ctx, insn->target) - at;
		if (rel < INT32_MIN || rel > INT32_MAX) {
			st = too_big(err, insn, "branch offset", rel);
			break;
		}
		kaba_buf_u32(out, (uint32_t)(int32_t)rel);
		break;
	case KABA_OPND_TABLESWITCH:
	case KABA_OPND_LOOKUPSWITCH:
		st = encode_switch(out, at, insn, relocate, ctx, err);
		break;
	}
done:
	if (!st && out->oom)
		st = kaba_fail(err, KABA_EIO, NULL, -1, "out of memory");
	if (st && !out->oom)
		out->len = start;   /* nothing half-written */
	return st;
}

int kaba_insn_make(struct kaba_insn *insn, uint8_t opcode, int32_t operand,
		   int32_t operand2)
{
	memset(insn, 0, sizeof(*insn));
	insn->opcode = opcode;
	insn->kind = (uint8_t)kaba_opcode_kind(opcode);
	insn->operand = operand;
	insn->operand2 = operand2;
	switch (insn->kind) {
	case KABA_OPND_INVALID:
	case KABA_OPND_TABLESWITCH:
	case KABA_OPND_LOOKUPSWITCH:
		return -1;
	case KABA_OPND_LOCAL:
		insn->wide = operand > UINT8_MAX;
		break;
	case KABA_OPND_IINC:
		insn->wide = operand > UINT8_MAX || operand2 < INT8_MIN || operand2 > INT8_MAX;
		break;
	case KABA_OPND_BRANCH2:
	case KABA_OPND_BRANCH4:
		insn->target = operand;
		insn->operand = 0;
		break;
	}
	return 0;
}
