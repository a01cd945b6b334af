/*
 * Inserting instructions into existing code and relocating everything that
 * holds a code offset.  Two maps from old to new offsets drive it:
 * `insn_at` (where an original instruction lands) and `target_at` (where
 * control arriving at an old offset lands: the inserted code belonging to
 * that instruction, if any).  Both are filled in one pass that also sizes
 * the switches, whose padding depends on their new offset; a second pass
 * writes the code.  Branches are not widened, so one sizing pass is exact.
 */
#include "internal.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

struct editor {
	struct kaba_class *cls;
	struct kaba_code *code;
	const char *where;
	struct kaba_error *err;
	const struct kaba_code_insertion **ins;   /* sorted */
	size_t n;
	uint32_t *insn_at, *target_at;              /* [code_len + 1] */
	uint32_t new_len;
};

static int by_offset(const void *a, const void *b)
{
	const struct kaba_code_insertion *x = *(const struct kaba_code_insertion *const *)a;
	const struct kaba_code_insertion *y = *(const struct kaba_code_insertion *const *)b;

	if (x->offset != y->offset)
		return x->offset < y->offset ? -1 : 1;
	if (!x->after_previous != !y->after_previous)
		return x->after_previous ? -1 : 1;
	return x < y ? -1 : x > y;  /* array order: the pointers point into one array */
}

static int edit_fail(struct editor *ed, int status, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static int edit_fail(struct editor *ed, int status, const char *fmt, ...)
{
	char what[300];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(what, sizeof(what), fmt, ap);
	va_end(ap);
	return kaba_fail(ed->err, status, ed->where, -1, "%s", what);
}

/* Tables filled in by hand (not parsed) may hold offsets past the code:
 * clamp them rather than read outside the map. */
static uint32_t map_at(const struct editor *ed, const uint32_t *map, uint32_t old)
{
	return map[old < ed->code->code_len ? old : ed->code->code_len];
}

/* The inserted bytes must be whole instructions that fall through. */
static int check_insertion(struct editor *ed, const struct kaba_code_insertion *in,
			   const uint8_t *starts)
{
	struct kaba_insn_iter it;
	struct kaba_insn insn;
	int r;

	if (in->offset >= ed->code->code_len || !cf_is_start(starts, in->offset))
		return edit_fail(ed, KABA_EINPUT, "insertion at %u is not at an instruction start",
				 in->offset);
	if (!in->len || in->len > KABA_CODE_MAX_LENGTH)
		return edit_fail(ed, KABA_EINPUT, "inserted code at %u has a bad length", in->offset);
	if (in->after_previous && in->offset) {
		uint32_t prev = in->offset - 1;

		while (!cf_is_start(starts, prev))
			prev--;
		/* unreachable code without a stack-map frame fails verification */
		if (!kaba_opcode_falls_through(ed->code->code[prev]) ||
		    (ed->code->code[prev] == KABA_OP_WIDE && ed->code->code[prev + 1] == KABA_OP_RET))
			return edit_fail(ed, KABA_EINPUT,
					 "insertion at %u follows an instruction that does not fall through",
					 in->offset);
	}
	kaba_insn_iter_init(&it, in->bytes, in->len, ed->where, 0);
	while ((r = kaba_insn_next(&it, &insn, ed->err)) > 0)
		if (insn.kind >= KABA_OPND_BRANCH2 && insn.kind <= KABA_OPND_LOOKUPSWITCH)
			return edit_fail(ed, KABA_EINPUT, "inserted code at %u branches", in->offset);
	if (r)
		ed->err->offset = -1;   /* the offset was into the inserted bytes */
	return r ? ed->err->status : 0;
}

/* Fill both maps; every offset gets a value so that tables pointing inside
 * an instruction (which JVMS forbids but parsing tolerates) stay in range. */
static int plan(struct editor *ed)
{
	const struct kaba_code *code = ed->code;
	struct kaba_insn_iter it;
	struct kaba_insn insn;
	uint64_t pos = 0;
	size_t k = 0;
	uint32_t b;

	kaba_insn_iter_init(&it, code->code, code->code_len, ed->where, code->code_offset);
	while (kaba_insn_next(&it, &insn, ed->err) > 0) {
		uint32_t o = insn.offset, len = insn.length;

		for (; k < ed->n && ed->ins[k]->offset == o && ed->ins[k]->after_previous; k++)
			pos += ed->ins[k]->len;
		ed->target_at[o] = (uint32_t)pos;
		for (; k < ed->n && ed->ins[k]->offset == o; k++)
			pos += ed->ins[k]->len;
		if (pos > KABA_CODE_MAX_LENGTH)
			break;
		ed->insn_at[o] = (uint32_t)pos;
		if (insn.kind == KABA_OPND_TABLESWITCH || insn.kind == KABA_OPND_LOOKUPSWITCH)
			len = len - cf_switch_pad(o) + cf_switch_pad(pos);
		for (b = 1; b < insn.length; b++)
			ed->insn_at[o + b] = ed->target_at[o + b] =
				(uint32_t)pos + (b < len ? b : len - 1);
		pos += len;
	}
	if (pos > KABA_CODE_MAX_LENGTH)
		return edit_fail(ed, KABA_EUNSUPPORTED,
				 "code would grow past %u bytes", KABA_CODE_MAX_LENGTH);
	ed->insn_at[code->code_len] = ed->target_at[code->code_len] = (uint32_t)pos;
	ed->new_len = (uint32_t)pos;
	return 0;
}

static int64_t relocate(void *ctx, int64_t old)
{
	const struct editor *ed = ctx;

	return ed->target_at[old];
}

static int emit(struct editor *ed, struct kaba_buf *out)
{
	const struct kaba_code *code = ed->code;
	struct kaba_insn_iter it;
	struct kaba_insn insn;
	size_t k = 0;
	int st;

	kaba_insn_iter_init(&it, code->code, code->code_len, ed->where, code->code_offset);
	while (kaba_insn_next(&it, &insn, ed->err) > 0) {
		for (; k < ed->n && ed->ins[k]->offset == insn.offset; k++)
			kaba_buf_put(out, ed->ins[k]->bytes, ed->ins[k]->len);
		st = kaba_insn_encode(out, 0, &insn, relocate, ed, ed->err);
		if (st == KABA_EINPUT)
			return edit_fail(ed, KABA_EUNSUPPORTED,
					 "branch at %u too far after insertion (no goto_w widening)",
					 insn.offset);
		if (st)
			return st;
	}
	if (out->oom)
		return edit_fail(ed, KABA_EIO, "out of memory");
	return 0;
}

static void relocate_vtypes(const struct editor *ed, struct kaba_vtype *v, uint16_t n)
{
	uint16_t i;

	for (i = 0; i < n; i++)
		if (v[i].tag == KABA_VT_UNINITIALIZED)
			v[i].data = (uint16_t)map_at(ed, ed->insn_at, v[i].data);   /* the `new` itself */
}

/* New frame offsets from the absolute old ones.  Run first with apply = 0
 * to check (so failure leaves the method as it was), then to change. */
static int relocate_frames(struct editor *ed, struct kaba_stack_map *sm, int apply)
{
	uint32_t old = 0, prev = 0, i;

	for (i = 0; i < sm->nframes; i++) {
		struct kaba_frame *f = &sm->frames[i];
		uint32_t now;

		old += f->offset_delta + (i ? 1u : 0u);
		now = map_at(ed, ed->target_at, old);
		if (i && now <= prev)
			return edit_fail(ed, KABA_EINPUT,
					 "stack-map frame at %u is not at an instruction start", old);
		if (apply) {
			f->offset_delta = (uint16_t)(i ? now - prev - 1 : now);
			relocate_vtypes(ed, f->locals, f->nlocals);
			relocate_vtypes(ed, f->stack, f->nstack);
		}
		prev = now;
	}
	return 0;
}

static void relocate_tables(struct editor *ed, struct kaba_attr *code_attr)
{
	struct kaba_code *code = ed->code;
	struct kaba_attrs *attrs = &code->attrs;
	uint16_t i, j;

	for (i = 0; i < code->nexceptions; i++) {
		struct kaba_exception_entry *x = &code->exceptions[i];

		x->start_pc = (uint16_t)map_at(ed, ed->target_at, x->start_pc);
		x->end_pc = (uint16_t)map_at(ed, ed->target_at, x->end_pc);
		x->handler_pc = (uint16_t)map_at(ed, ed->target_at, x->handler_pc);
	}
	for (i = 0; i < attrs->n;) {
		struct kaba_attr *a = &attrs->v[i];

		switch (a->kind) {
		case KABA_ATTR_RAW:
			kaba_attr_remove(ed->cls, attrs, i);
			continue;
		case KABA_ATTR_LINE_NUMBER_TABLE:
			for (j = 0; j < a->lines->n; j++)
				a->lines->v[j].start_pc =
					(uint16_t)map_at(ed, ed->target_at, a->lines->v[j].start_pc);
			break;
		case KABA_ATTR_LOCAL_VARIABLE_TABLE:
		case KABA_ATTR_LOCAL_VARIABLE_TYPE_TABLE:
			for (j = 0; j < a->locals->n; j++) {
				struct kaba_local_var *v = &a->locals->v[j];
				uint32_t s = map_at(ed, ed->target_at, v->start_pc);
				uint32_t e = map_at(ed, ed->target_at, (uint32_t)v->start_pc + v->length);

				v->start_pc = (uint16_t)s;
				v->length = (uint16_t)(e - s);
			}
			break;
		case KABA_ATTR_STACK_MAP_TABLE:
			relocate_frames(ed, a->stack_map, 1);   /* checked before */
			break;
		}
		kaba_attr_touch(ed->cls, a);
		i++;
	}
	kaba_attr_touch(ed->cls, code_attr);
}

static int run(struct editor *ed, struct kaba_attr *code_attr, uint16_t extra_stack)
{
	struct kaba_code *code = ed->code;
	uint8_t starts[(KABA_CODE_MAX_LENGTH + 8) / 8];
	struct kaba_attr *sm;
	struct kaba_buf out;
	uint8_t *bytes;
	size_t i;
	int st;

	if ((st = cf_code_walk(code->code, code->code_len, starts, NULL, NULL, ed->where,
			       code->code_offset, ed->err)))
		return st;
	for (i = 0; i < ed->n; i++)
		if ((st = check_insertion(ed, ed->ins[i], starts)))
			return st;
	if ((st = plan(ed)))
		return st;
	sm = kaba_attr_find(&code->attrs, KABA_ATTR_STACK_MAP_TABLE);
	if (sm && (st = relocate_frames(ed, sm->stack_map, 0)))
		return st;
	kaba_buf_init(&out);
	kaba_buf_reserve(&out, ed->new_len);
	st = emit(ed, &out);
	if (!st && out.len != ed->new_len)
		st = edit_fail(ed, KABA_EINTERNAL, "code editor sized %u bytes wrong", ed->new_len);
	bytes = st ? NULL : kaba_class_alloc(ed->cls, out.len, 1, ed->err);
	if (bytes)
		memcpy(bytes, out.data, out.len);
	kaba_buf_free(&out);
	if (!bytes)
		return st ? st : KABA_EIO;
	relocate_tables(ed, code_attr);
	code->code = bytes;
	code->code_len = ed->new_len;
	code->max_stack = (uint16_t)(code->max_stack + extra_stack > UINT16_MAX ? UINT16_MAX :
				     code->max_stack + extra_stack);
	return 0;
}

int kaba_code_insert(struct kaba_class *cls, struct kaba_member *m,
		     const struct kaba_code_insertion *ins, size_t n,
		     uint16_t extra_stack, const char *where,
		     struct kaba_error *err)
{
	struct kaba_attr *code_attr = kaba_attr_find(&m->attrs, KABA_ATTR_CODE);
	struct kaba_error local;
	struct editor ed = { cls, NULL, where, err ? err : &local, NULL, n, NULL, NULL, 0 };
	size_t i;
	int st;

	if (!code_attr)
		return kaba_fail(ed.err, KABA_EINPUT, where, -1, "method has no code");
	ed.code = code_attr->code;
	ed.ins = malloc((n ? n : 1) * sizeof(*ed.ins));
	ed.insn_at = malloc(((size_t)ed.code->code_len + 1) * sizeof(uint32_t));
	ed.target_at = malloc(((size_t)ed.code->code_len + 1) * sizeof(uint32_t));
	if (!ed.ins || !ed.insn_at || !ed.target_at) {
		st = kaba_fail(ed.err, KABA_EIO, where, -1, "out of memory");
	} else {
		for (i = 0; i < n; i++)
			ed.ins[i] = &ins[i];
		qsort(ed.ins, n, sizeof(*ed.ins), by_offset);
		st = run(&ed, code_attr, extra_stack);
	}
	free(ed.ins);
	free(ed.insn_at);
	free(ed.target_at);
	return st;
}
