/*
 * The class-file writer.  Unmodified input is copied whole; otherwise the
 * class is written structure by structure, copying the parsed bytes of
 * every part that was not touched (the constant pool prefix, attributes)
 * and re-encoding the rest from the model.  KABA_WRITE_REENCODE disables
 * the copying so the encoders themselves can be checked against the input.
 */
#include "internal.h"

void cf_encode_cp_entry(struct kaba_buf *out, const struct kaba_cp_entry *e)
{
	cf_put8(out, e->tag);
	switch (e->tag) {
	case KABA_CP_UTF8:
		cf_put16(out, e->utf8.len);
		kaba_buf_put(out, e->utf8.bytes, e->utf8.len);
		break;
	case KABA_CP_INTEGER:
	case KABA_CP_FLOAT:
		cf_put32(out, e->bits32);
		break;
	case KABA_CP_LONG:
	case KABA_CP_DOUBLE:
		cf_put32(out, (uint32_t)(e->bits64 >> 32));
		cf_put32(out, (uint32_t)e->bits64);
		break;
	case KABA_CP_CLASS:
	case KABA_CP_STRING:
	case KABA_CP_METHOD_TYPE:
	case KABA_CP_MODULE:
	case KABA_CP_PACKAGE:
		cf_put16(out, e->index);
		break;
	case KABA_CP_METHOD_HANDLE:
		cf_put8(out, e->handle.kind);
		cf_put16(out, e->handle.index);
		break;
	default:    /* refs, NameAndType, Dynamic, InvokeDynamic: two u2 */
		cf_put16(out, e->ref.class_index);
		cf_put16(out, e->ref.nat_index);
		break;
	}
}

static void write_cpool(struct kaba_buf *out, const struct kaba_cpool *cp,
			unsigned flags)
{
	uint32_t i = 1;

	cf_put16(out, (uint16_t)cp->count);
	if (cp->raw && !(flags & KABA_WRITE_REENCODE)) {
		kaba_buf_put(out, cp->raw, cp->raw_len);
		i = cp->raw_count;
	}
	for (; i < cp->count; i++)
		if (cp->entries[i].tag != KABA_CP_NONE)
			cf_encode_cp_entry(out, &cp->entries[i]);
}

static void write_u16s(struct kaba_buf *out, const struct kaba_u16s *list)
{
	uint16_t i;

	cf_put16(out, list->n);
	for (i = 0; i < list->n; i++)
		cf_put16(out, list->v[i]);
}

static int attrs_pristine(const struct kaba_attrs *attrs);

/* Can the parsed bytes be copied?  Not if the attribute or one it holds
 * was touched. */
static int attr_pristine(const struct kaba_attr *a)
{
	uint16_t i;

	if (a->kind == KABA_ATTR_RAW)
		return 1;
	if (!a->raw)
		return 0;
	if (a->kind == KABA_ATTR_CODE)
		return attrs_pristine(&a->code->attrs);
	if (a->kind == KABA_ATTR_RECORD)
		for (i = 0; i < a->record->n; i++)
			if (!attrs_pristine(&a->record->v[i].attrs))
				return 0;
	return 1;
}

static int attrs_pristine(const struct kaba_attrs *attrs)
{
	uint16_t i;

	for (i = 0; i < attrs->n; i++)
		if (!attr_pristine(&attrs->v[i]))
			return 0;
	return 1;
}

void cf_write_attrs(struct kaba_buf *out, const struct kaba_attrs *attrs,
		    unsigned flags)
{
	uint16_t i;

	cf_put16(out, attrs->n);
	for (i = 0; i < attrs->n; i++) {
		const struct kaba_attr *a = &attrs->v[i];
		size_t at;

		cf_put16(out, a->name_index);
		if (a->kind == KABA_ATTR_RAW ||
		    (!(flags & KABA_WRITE_REENCODE) && attr_pristine(a))) {
			cf_put32(out, a->len);
			kaba_buf_put(out, a->raw, a->len);
			continue;
		}
		at = out->len;
		cf_put32(out, 0);
		cf_encode_attr_info(out, a, flags);
		kaba_buf_patch_u32(out, at, (uint32_t)(out->len - at - 4));
	}
}

static void write_members(struct kaba_buf *out, const struct kaba_members *list,
			  unsigned flags)
{
	uint16_t i;

	cf_put16(out, list->n);
	for (i = 0; i < list->n; i++) {
		const struct kaba_member *m = &list->v[i];

		cf_put16(out, m->access);
		cf_put16(out, m->name_index);
		cf_put16(out, m->descriptor_index);
		cf_write_attrs(out, &m->attrs, flags);
	}
}

/* A frame built by hand must fit one of the encodings. */
static int frame_encodable(const struct kaba_frame *f)
{
	switch (f->kind) {
	case KABA_FRAME_SAME:
		return 1;
	case KABA_FRAME_SAME_LOCALS_1:
		return f->nstack == 1;
	case KABA_FRAME_CHOP:
		return f->chop >= 1 && f->chop <= 3;
	case KABA_FRAME_APPEND:
		return f->nlocals >= 1 && f->nlocals <= 3;
	case KABA_FRAME_FULL:
		return 1;
	}
	return 0;
}

/* Only touched stack maps can hold what parsing would have refused. */
static int check_frames(const struct kaba_class *cls, const char *where,
			struct kaba_error *err)
{
	uint16_t i, j;

	for (i = 0; i < cls->methods.n; i++) {
		const struct kaba_code *code = kaba_member_code(&cls->methods.v[i]);
		const struct kaba_attr *a = code ? kaba_attr_find(&code->attrs, KABA_ATTR_STACK_MAP_TABLE) : NULL;

		if (!a || a->raw)
			continue;
		for (j = 0; j < a->stack_map->nframes; j++)
			if (!frame_encodable(&a->stack_map->frames[j]))
				return kaba_fail(err, KABA_EINPUT, where, -1,
						 "method %u: stack-map frame %u has no encoding", i, j);
	}
	return 0;
}

int kaba_class_write(const struct kaba_class *cls, struct kaba_buf *out,
		     unsigned flags, const char *where, struct kaba_error *err)
{
	int st;

	if (!cls->modified && !(flags & KABA_WRITE_REENCODE)) {
		kaba_buf_put(out, cls->data, cls->len);
	} else {
		if ((st = check_frames(cls, where, err)))
			return st;
		kaba_buf_reserve(out, cls->len + 64);
		cf_put32(out, 0xCAFEBABEu);
		cf_put16(out, cls->minor);
		cf_put16(out, cls->major);
		write_cpool(out, &cls->cp, flags);
		cf_put16(out, cls->access);
		cf_put16(out, cls->this_class);
		cf_put16(out, cls->super_class);
		write_u16s(out, &cls->interfaces);
		write_members(out, &cls->fields, flags);
		write_members(out, &cls->methods, flags);
		cf_write_attrs(out, &cls->attrs, flags);
	}
	if (out->oom)
		return kaba_fail(err, KABA_EIO, where, -1, "out of memory");
	return KABA_OK;
}

/* ---- interpreted attributes ------------------------------------------------ */

static void write_vtypes(struct kaba_buf *out, const struct kaba_vtype *v, uint16_t n)
{
	uint16_t i;

	for (i = 0; i < n; i++) {
		cf_put8(out, v[i].tag);
		if (v[i].tag == KABA_VT_OBJECT || v[i].tag == KABA_VT_UNINITIALIZED)
			cf_put16(out, v[i].data);
	}
}

/* The frame_type byte follows from kind and delta; the short forms are
 * kept unless the frame was written extended or its delta outgrew them. */
static void write_frame(struct kaba_buf *out, const struct kaba_frame *f)
{
	int compact = !f->extended && f->offset_delta < 64;

	switch (f->kind) {
	case KABA_FRAME_SAME:
		if (compact) {
			cf_put8(out, (uint8_t)f->offset_delta);
			return;
		}
		cf_put8(out, 251);
		cf_put16(out, f->offset_delta);
		return;
	case KABA_FRAME_SAME_LOCALS_1:
		if (compact) {
			cf_put8(out, (uint8_t)(64 + f->offset_delta));
		} else {
			cf_put8(out, 247);
			cf_put16(out, f->offset_delta);
		}
		write_vtypes(out, f->stack, 1);
		return;
	case KABA_FRAME_CHOP:
		cf_put8(out, (uint8_t)(251 - f->chop));
		cf_put16(out, f->offset_delta);
		return;
	case KABA_FRAME_APPEND:
		cf_put8(out, (uint8_t)(251 + f->nlocals));
		cf_put16(out, f->offset_delta);
		write_vtypes(out, f->locals, f->nlocals);
		return;
	default:
		cf_put8(out, 255);
		cf_put16(out, f->offset_delta);
		cf_put16(out, f->nlocals);
		write_vtypes(out, f->locals, f->nlocals);
		cf_put16(out, f->nstack);
		write_vtypes(out, f->stack, f->nstack);
		return;
	}
}

static void write_code(struct kaba_buf *out, const struct kaba_code *c,
		       unsigned flags)
{
	uint16_t i;

	cf_put16(out, c->max_stack);
	cf_put16(out, c->max_locals);
	cf_put32(out, c->code_len);
	kaba_buf_put(out, c->code, c->code_len);
	cf_put16(out, c->nexceptions);
	for (i = 0; i < c->nexceptions; i++) {
		cf_put16(out, c->exceptions[i].start_pc);
		cf_put16(out, c->exceptions[i].end_pc);
		cf_put16(out, c->exceptions[i].handler_pc);
		cf_put16(out, c->exceptions[i].catch_type);
	}
	cf_write_attrs(out, &c->attrs, flags);
}

static void write_exports(struct kaba_buf *out, const struct kaba_module_export *v,
			  uint16_t n)
{
	uint16_t i;

	cf_put16(out, n);
	for (i = 0; i < n; i++) {
		cf_put16(out, v[i].index);
		cf_put16(out, v[i].flags);
		write_u16s(out, &v[i].to);
	}
}

static void write_module(struct kaba_buf *out, const struct kaba_module *m)
{
	uint16_t i;

	cf_put16(out, m->name_index);
	cf_put16(out, m->flags);
	cf_put16(out, m->version_index);
	cf_put16(out, m->nrequires);
	for (i = 0; i < m->nrequires; i++) {
		cf_put16(out, m->requires[i].index);
		cf_put16(out, m->requires[i].flags);
		cf_put16(out, m->requires[i].version_index);
	}
	write_exports(out, m->exports, m->nexports);
	write_exports(out, m->opens, m->nopens);
	write_u16s(out, &m->uses);
	cf_put16(out, m->nprovides);
	for (i = 0; i < m->nprovides; i++) {
		cf_put16(out, m->provides[i].index);
		write_u16s(out, &m->provides[i].with);
	}
}

void cf_encode_attr_info(struct kaba_buf *out, const struct kaba_attr *a,
			 unsigned flags)
{
	uint16_t i, j;

	switch (a->kind) {
	case KABA_ATTR_CONSTANT_VALUE:
	case KABA_ATTR_SIGNATURE:
	case KABA_ATTR_SOURCE_FILE:
	case KABA_ATTR_NEST_HOST:
	case KABA_ATTR_MODULE_MAIN_CLASS:
		cf_put16(out, a->index);
		break;
	case KABA_ATTR_EXCEPTIONS:
	case KABA_ATTR_NEST_MEMBERS:
	case KABA_ATTR_PERMITTED_SUBCLASSES:
	case KABA_ATTR_MODULE_PACKAGES:
		write_u16s(out, &a->list);
		break;
	case KABA_ATTR_ENCLOSING_METHOD:
		cf_put16(out, a->enclosing.class_index);
		cf_put16(out, a->enclosing.method_index);
		break;
	case KABA_ATTR_CODE:
		write_code(out, a->code, flags);
		break;
	case KABA_ATTR_STACK_MAP_TABLE:
		cf_put16(out, a->stack_map->nframes);
		for (i = 0; i < a->stack_map->nframes; i++)
			write_frame(out, &a->stack_map->frames[i]);
		break;
	case KABA_ATTR_LINE_NUMBER_TABLE:
		cf_put16(out, a->lines->n);
		for (i = 0; i < a->lines->n; i++) {
			cf_put16(out, a->lines->v[i].start_pc);
			cf_put16(out, a->lines->v[i].line);
		}
		break;
	case KABA_ATTR_LOCAL_VARIABLE_TABLE:
	case KABA_ATTR_LOCAL_VARIABLE_TYPE_TABLE:
		cf_put16(out, a->locals->n);
		for (i = 0; i < a->locals->n; i++) {
			const struct kaba_local_var *v = &a->locals->v[i];

			cf_put16(out, v->start_pc);
			cf_put16(out, v->length);
			cf_put16(out, v->name_index);
			cf_put16(out, v->descriptor_index);
			cf_put16(out, v->index);
		}
		break;
	case KABA_ATTR_INNER_CLASSES:
		cf_put16(out, a->inner_classes->n);
		for (i = 0; i < a->inner_classes->n; i++) {
			const struct kaba_inner_class *c = &a->inner_classes->v[i];

			cf_put16(out, c->inner_class_index);
			cf_put16(out, c->outer_class_index);
			cf_put16(out, c->inner_name_index);
			cf_put16(out, c->access);
		}
		break;
	case KABA_ATTR_BOOTSTRAP_METHODS:
		cf_put16(out, a->bootstrap->n);
		for (i = 0; i < a->bootstrap->n; i++) {
			const struct kaba_bootstrap_method *m = &a->bootstrap->v[i];

			cf_put16(out, m->method_ref);
			cf_put16(out, m->nargs);
			for (j = 0; j < m->nargs; j++)
				cf_put16(out, m->args[j]);
		}
		break;
	case KABA_ATTR_METHOD_PARAMETERS:
		cf_put8(out, a->parameters->n);
		for (i = 0; i < a->parameters->n; i++) {
			cf_put16(out, a->parameters->v[i].name_index);
			cf_put16(out, a->parameters->v[i].access);
		}
		break;
	case KABA_ATTR_RECORD:
		cf_put16(out, a->record->n);
		for (i = 0; i < a->record->n; i++) {
			const struct kaba_record_component *c = &a->record->v[i];

			cf_put16(out, c->name_index);
			cf_put16(out, c->descriptor_index);
			cf_write_attrs(out, &c->attrs, flags);
		}
		break;
	case KABA_ATTR_MODULE:
		write_module(out, a->module);
		break;
	default:
		kaba_buf_put(out, a->raw, a->len);
		break;
	}
}
