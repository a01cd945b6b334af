/* The Code attribute and the tables nested in it: instructions checked
 * against the constant pool, exception table, StackMapTable frames, line
 * numbers and local variables. */
#include "internal.h"

#include "kaba/descriptor.h"

/* The constant-pool tags an instruction's index operand may name. */
static uint32_t insn_tags(uint8_t op)
{
	switch (op) {
	case KABA_OP_LDC:
	case KABA_OP_LDC_W:
		return CF_LOADABLE & ~(CF_TAG(KABA_CP_LONG) | CF_TAG(KABA_CP_DOUBLE));
	case KABA_OP_LDC2_W:
		return CF_TAG(KABA_CP_LONG) | CF_TAG(KABA_CP_DOUBLE) | CF_TAG(KABA_CP_DYNAMIC);
	case KABA_OP_GETSTATIC:
	case KABA_OP_PUTSTATIC:
	case KABA_OP_GETFIELD:
	case KABA_OP_PUTFIELD:
		return CF_TAG(KABA_CP_FIELDREF);
	case KABA_OP_INVOKEVIRTUAL:
		return CF_TAG(KABA_CP_METHODREF);
	case KABA_OP_INVOKESPECIAL:
	case KABA_OP_INVOKESTATIC:
		return CF_TAG(KABA_CP_METHODREF) | CF_TAG(KABA_CP_INTERFACE_METHODREF);
	case KABA_OP_INVOKEINTERFACE:
		return CF_TAG(KABA_CP_INTERFACE_METHODREF);
	case KABA_OP_INVOKEDYNAMIC:
		return CF_TAG(KABA_CP_INVOKE_DYNAMIC);
	case KABA_OP_NEW:
	case KABA_OP_ANEWARRAY:
	case KABA_OP_CHECKCAST:
	case KABA_OP_INSTANCEOF:
	case KABA_OP_MULTIANEWARRAY:
		return CF_TAG(KABA_CP_CLASS);
	}
	return 0;
}

struct code_ctx {
	struct cf_reader *r;
	size_t code_offset;
};

static int visit_insn(void *ctx, const struct kaba_insn *insn)
{
	struct code_ctx *c = ctx;
	uint32_t tags = insn_tags(insn->opcode);

	if (!tags)
		return 0;
	return cf_check_index(c->r, (uint32_t)insn->operand, tags,
			      c->code_offset + insn->offset + 1);
}

static int parse_exception_table(struct cf_reader *r, struct kaba_code *code)
{
	uint16_t i;
	int st;

	if ((st = cf_need(r, 2)))
		return st;
	code->nexceptions = cf_get16(r);
	if ((st = cf_check_count(r, code->nexceptions, 8, r->len, "exception table")) ||
	    !(code->exceptions = cf_alloc(r, code->nexceptions, sizeof(*code->exceptions))))
		return r->err->status;
	for (i = 0; i < code->nexceptions; i++) {
		struct kaba_exception_entry *x = &code->exceptions[i];
		size_t at = r->pos;

		x->start_pc = cf_get16(r);
		x->end_pc = cf_get16(r);
		x->handler_pc = cf_get16(r);
		if (x->start_pc >= x->end_pc || x->end_pc > code->code_len ||
		    !cf_is_start(r->starts, x->start_pc) ||
		    (x->end_pc < code->code_len && !cf_is_start(r->starts, x->end_pc)))
			return cf_fail(r, at, "bad exception range %u-%u", x->start_pc, x->end_pc);
		if (x->handler_pc >= code->code_len || !cf_is_start(r->starts, x->handler_pc))
			return cf_fail(r, at + 4, "bad exception handler %u", x->handler_pc);
		if ((st = cf_read_index0(r, CF_TAG(KABA_CP_CLASS), &x->catch_type)))
			return st;
	}
	return 0;
}

int cf_parse_code(struct cf_reader *r, struct kaba_attr *a)
{
	struct kaba_code *code = cf_alloc(r, 1, sizeof(*code));
	struct code_ctx ctx = { r, 0 };
	uint32_t len;
	int st;

	if (!code)
		return KABA_EIO;
	a->code = code;
	if ((st = cf_need(r, 8)))
		return st;
	code->max_stack = cf_get16(r);
	code->max_locals = cf_get16(r);
	len = cf_get32(r);
	if (len == 0 || len > KABA_CODE_MAX_LENGTH)
		return cf_fail(r, r->pos - 4, "code length %u not in 1..%u", len, KABA_CODE_MAX_LENGTH);
	if ((st = cf_need(r, len)))
		return st;
	code->code_len = len;
	code->code = r->data + r->pos;
	code->code_offset = (uint32_t)r->pos;
	ctx.code_offset = r->pos;
	if ((st = cf_code_walk(code->code, len, r->starts, visit_insn, &ctx,
			       r->where, (long long)r->pos, r->err)))
		return st;
	r->pos += len;
	if ((st = parse_exception_table(r, code)))
		return st;
	return cf_parse_attrs(r, &code->attrs, CF_CTX_CODE, code);
}

/* ---- StackMapTable --------------------------------------------------------- */

static int parse_vtypes(struct cf_reader *r, const struct kaba_code *code,
			uint16_t n, struct kaba_vtype **out)
{
	struct kaba_vtype *v;
	uint16_t i;
	int st;

	if ((st = cf_check_count(r, n, 1, r->len, "verification type")) ||
	    !(v = cf_alloc(r, n, sizeof(*v))))
		return r->err->status;
	*out = v;
	for (i = 0; i < n; i++) {
		size_t at = r->pos;

		if ((st = cf_need(r, 1)))
			return st;
		v[i].tag = cf_get8(r);
		if (v[i].tag == KABA_VT_OBJECT) {
			if ((st = cf_read_index(r, CF_TAG(KABA_CP_CLASS), &v[i].data)))
				return st;
		} else if (v[i].tag == KABA_VT_UNINITIALIZED) {
			if ((st = cf_need(r, 2)))
				return st;
			v[i].data = cf_get16(r);
			if (v[i].data >= code->code_len)
				return cf_fail(r, at + 1, "uninitialized type at offset %u past the code",
					       v[i].data);
		} else if (v[i].tag > KABA_VT_UNINITIALIZED) {
			return cf_fail(r, at, "bad verification type tag %u", v[i].tag);
		}
	}
	return 0;
}

static int parse_frame(struct cf_reader *r, const struct kaba_code *code,
		       struct kaba_frame *f)
{
	size_t at = r->pos;
	uint8_t type;
	int st;

	if ((st = cf_need(r, 1)))
		return st;
	type = cf_get8(r);
	if (type < 64) {
		f->kind = KABA_FRAME_SAME;
		f->offset_delta = type;
		return 0;
	}
	if (type < 128) {
		f->kind = KABA_FRAME_SAME_LOCALS_1;
		f->offset_delta = type - 64;
		f->nstack = 1;
		return parse_vtypes(r, code, 1, &f->stack);
	}
	if (type < 247)
		return cf_fail(r, at, "reserved stack-map frame type %u", type);
	if ((st = cf_need(r, 2)))
		return st;
	f->offset_delta = cf_get16(r);
	switch (type) {
	case 247:
		f->kind = KABA_FRAME_SAME_LOCALS_1;
		f->extended = 1;
		f->nstack = 1;
		return parse_vtypes(r, code, 1, &f->stack);
	case 248: case 249: case 250:
		f->kind = KABA_FRAME_CHOP;
		f->chop = (uint8_t)(251 - type);
		return 0;
	case 251:
		f->kind = KABA_FRAME_SAME;
		f->extended = 1;
		return 0;
	case 255:
		f->kind = KABA_FRAME_FULL;
		if ((st = cf_need(r, 2)))
			return st;
		f->nlocals = cf_get16(r);
		if ((st = parse_vtypes(r, code, f->nlocals, &f->locals)) ||
		    (st = cf_need(r, 2)))
			return st;
		f->nstack = cf_get16(r);
		return parse_vtypes(r, code, f->nstack, &f->stack);
	default:
		f->kind = KABA_FRAME_APPEND;
		f->nlocals = (uint16_t)(type - 251);
		return parse_vtypes(r, code, f->nlocals, &f->locals);
	}
}

static int parse_stack_map(struct cf_reader *r, struct kaba_attr *a,
			   const struct kaba_code *code)
{
	struct kaba_stack_map *sm = cf_alloc(r, 1, sizeof(*sm));
	uint32_t pc = 0;
	uint16_t i;
	int st;

	if (!sm || (st = cf_need(r, 2)))
		return r->err->status;
	sm->nframes = cf_get16(r);
	if ((st = cf_check_count(r, sm->nframes, 1, r->len, "stack-map frame")) ||
	    !(sm->frames = cf_alloc(r, sm->nframes, sizeof(*sm->frames))))
		return r->err->status;
	a->stack_map = sm;
	for (i = 0; i < sm->nframes; i++) {
		size_t at = r->pos;

		if ((st = parse_frame(r, code, &sm->frames[i])))
			return st;
		/* The first frame is at offset_delta, later ones at +delta+1. */
		pc += sm->frames[i].offset_delta + (i ? 1u : 0u);
		if (pc >= code->code_len)
			return cf_fail(r, at, "stack-map frame at offset %u past the code", pc);
	}
	return 0;
}

/* ---- line numbers and local variables ------------------------------------- */

static int parse_lines(struct cf_reader *r, struct kaba_attr *a,
		       const struct kaba_code *code)
{
	struct kaba_line_numbers *ln = cf_alloc(r, 1, sizeof(*ln));
	uint16_t i;
	int st;

	if (!ln || (st = cf_need(r, 2)))
		return r->err->status;
	ln->n = cf_get16(r);
	if ((st = cf_check_count(r, ln->n, 4, r->len, "line number")) ||
	    !(ln->v = cf_alloc(r, ln->n, sizeof(*ln->v))))
		return r->err->status;
	a->lines = ln;
	for (i = 0; i < ln->n; i++) {
		ln->v[i].start_pc = cf_get16(r);
		ln->v[i].line = cf_get16(r);
		if (ln->v[i].start_pc >= code->code_len)
			return cf_fail(r, r->pos - 4, "line number entry at offset %u past the code",
				       ln->v[i].start_pc);
	}
	return 0;
}

static int parse_locals(struct cf_reader *r, struct kaba_attr *a,
			const struct kaba_code *code)
{
	struct kaba_local_vars *lv = cf_alloc(r, 1, sizeof(*lv));
	int types = a->kind == KABA_ATTR_LOCAL_VARIABLE_TYPE_TABLE;
	uint16_t i;
	int st;

	if (!lv || (st = cf_need(r, 2)))
		return r->err->status;
	lv->n = cf_get16(r);
	if ((st = cf_check_count(r, lv->n, 10, r->len, "local variable")) ||
	    !(lv->v = cf_alloc(r, lv->n, sizeof(*lv->v))))
		return r->err->status;
	a->locals = lv;
	for (i = 0; i < lv->n; i++) {
		struct kaba_local_var *v = &lv->v[i];
		size_t at = r->pos, len;
		const char *d;

		v->start_pc = cf_get16(r);
		v->length = cf_get16(r);
		if ((uint32_t)v->start_pc + v->length > code->code_len)
			return cf_fail(r, at, "local variable range %u+%u past the code",
				       v->start_pc, v->length);
		if ((st = cf_read_index(r, CF_TAG(KABA_CP_UTF8), &v->name_index)) ||
		    (st = cf_read_index(r, CF_TAG(KABA_CP_UTF8), &v->descriptor_index)))
			return st;
		d = kaba_cp_utf8(r->cls, v->descriptor_index, &len);
		if (!types && !kaba_desc_is_field(d, len))
			return cf_fail(r, at + 6, "bad local variable descriptor");
		v->index = cf_get16(r);
	}
	return 0;
}

int cf_parse_code_table(struct cf_reader *r, struct kaba_attr *a,
			const struct kaba_code *code)
{
	switch (a->kind) {
	case KABA_ATTR_STACK_MAP_TABLE:
		return parse_stack_map(r, a, code);
	case KABA_ATTR_LINE_NUMBER_TABLE:
		return parse_lines(r, a, code);
	default:
		return parse_locals(r, a, code);
	}
}
