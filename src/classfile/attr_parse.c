/* Attributes: recognising them by name and context, and the decoders of
 * the class-, field- and method-level ones (Code is in code_parse.c). */
#include "internal.h"

#include "kaba/descriptor.h"

#include <string.h>

#define CTX(c) (1u << (c))

static const struct {
	const char *name;
	unsigned contexts;
} attr_table[KABA_ATTR_KIND_COUNT] = {
	[KABA_ATTR_CONSTANT_VALUE] = { "ConstantValue", CTX(CF_CTX_FIELD) },
	[KABA_ATTR_CODE] = { "Code", CTX(CF_CTX_METHOD) },
	[KABA_ATTR_STACK_MAP_TABLE] = { "StackMapTable", CTX(CF_CTX_CODE) },
	[KABA_ATTR_EXCEPTIONS] = { "Exceptions", CTX(CF_CTX_METHOD) },
	[KABA_ATTR_INNER_CLASSES] = { "InnerClasses", CTX(CF_CTX_CLASS) },
	[KABA_ATTR_ENCLOSING_METHOD] = { "EnclosingMethod", CTX(CF_CTX_CLASS) },
	[KABA_ATTR_SIGNATURE] = { "Signature", CTX(CF_CTX_CLASS) | CTX(CF_CTX_FIELD) |
				  CTX(CF_CTX_METHOD) | CTX(CF_CTX_RECORD_COMPONENT) },
	[KABA_ATTR_SOURCE_FILE] = { "SourceFile", CTX(CF_CTX_CLASS) },
	[KABA_ATTR_LINE_NUMBER_TABLE] = { "LineNumberTable", CTX(CF_CTX_CODE) },
	[KABA_ATTR_LOCAL_VARIABLE_TABLE] = { "LocalVariableTable", CTX(CF_CTX_CODE) },
	[KABA_ATTR_LOCAL_VARIABLE_TYPE_TABLE] = { "LocalVariableTypeTable", CTX(CF_CTX_CODE) },
	[KABA_ATTR_BOOTSTRAP_METHODS] = { "BootstrapMethods", CTX(CF_CTX_CLASS) },
	[KABA_ATTR_METHOD_PARAMETERS] = { "MethodParameters", CTX(CF_CTX_METHOD) },
	[KABA_ATTR_MODULE] = { "Module", CTX(CF_CTX_CLASS) },
	[KABA_ATTR_MODULE_PACKAGES] = { "ModulePackages", CTX(CF_CTX_CLASS) },
	[KABA_ATTR_MODULE_MAIN_CLASS] = { "ModuleMainClass", CTX(CF_CTX_CLASS) },
	[KABA_ATTR_NEST_HOST] = { "NestHost", CTX(CF_CTX_CLASS) },
	[KABA_ATTR_NEST_MEMBERS] = { "NestMembers", CTX(CF_CTX_CLASS) },
	[KABA_ATTR_RECORD] = { "Record", CTX(CF_CTX_CLASS) },
	[KABA_ATTR_PERMITTED_SUBCLASSES] = { "PermittedSubclasses", CTX(CF_CTX_CLASS) },
};

const char *kaba_attr_kind_name(enum kaba_attr_kind kind)
{
	return kind > KABA_ATTR_RAW && kind < KABA_ATTR_KIND_COUNT ? attr_table[kind].name : NULL;
}

static enum kaba_attr_kind kind_of_name(const char *name, size_t len)
{
	unsigned k;

	for (k = 1; k < KABA_ATTR_KIND_COUNT; k++)
		if (strlen(attr_table[k].name) == len && !memcmp(attr_table[k].name, name, len))
			return (enum kaba_attr_kind)k;
	return KABA_ATTR_RAW;
}

enum kaba_attr_kind cf_attr_kind_of(const char *name, size_t len,
				    enum cf_context ctx)
{
	enum kaba_attr_kind k = kind_of_name(name, len);

	return attr_table[k].contexts & CTX(ctx) ? k : KABA_ATTR_RAW;
}

/* A list of u2 indices, each with one of `tags`. */
static int read_u16s(struct cf_reader *r, struct kaba_u16s *list, uint32_t tags)
{
	uint16_t i;
	int st;

	if ((st = cf_need(r, 2)))
		return st;
	list->n = list->cap = cf_get16(r);
	if ((st = cf_check_count(r, list->n, 2, r->len, "index list")))
		return st;
	if (!(list->v = cf_alloc(r, list->n, sizeof(*list->v))))
		return KABA_EIO;
	for (i = 0; i < list->n; i++)
		if ((st = cf_read_index(r, tags, &list->v[i])))
			return st;
	return 0;
}

/* Start a table of `count` u2 entries of `size` bytes: checked, allocated. */
static void *read_table(struct cf_reader *r, uint16_t *n, size_t min_size,
			size_t elem, const char *what)
{
	if (cf_need(r, 2))
		return NULL;
	*n = cf_get16(r);
	if (cf_check_count(r, *n, min_size, r->len, what))
		return NULL;
	return cf_alloc(r, *n, elem);
}

static int parse_inner_classes(struct cf_reader *r, struct kaba_attr *a)
{
	struct kaba_inner_classes *ic = cf_alloc(r, 1, sizeof(*ic));
	uint16_t i;
	int st;

	if (!ic || !(ic->v = read_table(r, &ic->n, 8, sizeof(*ic->v), "InnerClasses")))
		return r->err->status;
	a->inner_classes = ic;
	for (i = 0; i < ic->n; i++) {
		struct kaba_inner_class *c = &ic->v[i];

		if ((st = cf_read_index(r, CF_TAG(KABA_CP_CLASS), &c->inner_class_index)) ||
		    (st = cf_read_index0(r, CF_TAG(KABA_CP_CLASS), &c->outer_class_index)) ||
		    (st = cf_read_index0(r, CF_TAG(KABA_CP_UTF8), &c->inner_name_index)))
			return st;
		c->access = cf_get16(r);    /* counted in the 8 bytes */
	}
	return 0;
}

static int parse_bootstrap(struct cf_reader *r, struct kaba_attr *a)
{
	struct kaba_bootstrap_methods *bm = cf_alloc(r, 1, sizeof(*bm));
	uint16_t i, j;
	int st;

	if (!bm || !(bm->v = read_table(r, &bm->n, 4, sizeof(*bm->v), "BootstrapMethods")))
		return r->err->status;
	a->bootstrap = bm;
	for (i = 0; i < bm->n; i++) {
		struct kaba_bootstrap_method *m = &bm->v[i];

		if ((st = cf_read_index(r, CF_TAG(KABA_CP_METHOD_HANDLE), &m->method_ref)))
			return st;
		if (!(m->args = read_table(r, &m->nargs, 2, sizeof(*m->args), "bootstrap argument")))
			return r->err->status;
		for (j = 0; j < m->nargs; j++)
			if ((st = cf_read_index(r, CF_LOADABLE, &m->args[j])))
				return st;
	}
	/* The first BootstrapMethods counts, as in HotSpot. */
	if (!r->has_bootstrap) {
		r->has_bootstrap = 1;
		r->nbootstrap = bm->n;
	}
	return 0;
}

static int parse_method_parameters(struct cf_reader *r, struct kaba_attr *a)
{
	struct kaba_method_parameters *mp = cf_alloc(r, 1, sizeof(*mp));
	uint8_t i;
	int st;

	if (!mp || (st = cf_need(r, 1)))
		return r->err->status;
	mp->n = cf_get8(r);
	if ((st = cf_check_count(r, mp->n, 4, r->len, "MethodParameters")) ||
	    !(mp->v = cf_alloc(r, mp->n, sizeof(*mp->v))))
		return r->err->status;
	a->parameters = mp;
	for (i = 0; i < mp->n; i++) {
		if ((st = cf_read_index0(r, CF_TAG(KABA_CP_UTF8), &mp->v[i].name_index)))
			return st;
		mp->v[i].access = cf_get16(r);
	}
	return 0;
}

static int parse_record(struct cf_reader *r, struct kaba_attr *a)
{
	struct kaba_record *rec = cf_alloc(r, 1, sizeof(*rec));
	uint16_t i;
	int st;

	if (!rec || !(rec->v = read_table(r, &rec->n, 6, sizeof(*rec->v), "Record")))
		return r->err->status;
	a->record = rec;
	for (i = 0; i < rec->n; i++) {
		struct kaba_record_component *c = &rec->v[i];
		size_t len, at;
		const char *d;

		if ((st = cf_read_index(r, CF_TAG(KABA_CP_UTF8), &c->name_index)))
			return st;
		at = r->pos;
		if ((st = cf_read_index(r, CF_TAG(KABA_CP_UTF8), &c->descriptor_index)))
			return st;
		d = kaba_cp_utf8(r->cls, c->descriptor_index, &len);
		if (!kaba_desc_is_field(d, len))
			return cf_fail(r, at, "bad record component descriptor");
		if ((st = cf_parse_attrs(r, &c->attrs, CF_CTX_RECORD_COMPONENT, NULL)))
			return st;
	}
	return 0;
}

/* exports and opens share a layout */
static int parse_exports(struct cf_reader *r, uint16_t *n,
			 struct kaba_module_export **out)
{
	struct kaba_module_export *v = read_table(r, n, 6, sizeof(*v), "module exports");
	uint16_t i;
	int st;

	if (!v)
		return r->err->status;
	*out = v;
	for (i = 0; i < *n; i++) {
		if ((st = cf_read_index(r, CF_TAG(KABA_CP_PACKAGE), &v[i].index)) ||
		    (st = cf_need(r, 2)))
			return st;
		v[i].flags = cf_get16(r);
		if ((st = read_u16s(r, &v[i].to, CF_TAG(KABA_CP_MODULE))))
			return st;
	}
	return 0;
}

static int parse_module(struct cf_reader *r, struct kaba_attr *a)
{
	struct kaba_module *m = cf_alloc(r, 1, sizeof(*m));
	uint16_t i;
	int st;

	if (!m)
		return KABA_EIO;
	a->module = m;
	if ((st = cf_read_index(r, CF_TAG(KABA_CP_MODULE), &m->name_index)) ||
	    (st = cf_need(r, 2)))
		return st;
	m->flags = cf_get16(r);
	if ((st = cf_read_index0(r, CF_TAG(KABA_CP_UTF8), &m->version_index)))
		return st;
	if (!(m->requires = read_table(r, &m->nrequires, 6, sizeof(*m->requires), "module requires")))
		return r->err->status;
	for (i = 0; i < m->nrequires; i++) {
		struct kaba_module_require *q = &m->requires[i];

		if ((st = cf_read_index(r, CF_TAG(KABA_CP_MODULE), &q->index)))
			return st;
		q->flags = cf_get16(r);
		if ((st = cf_read_index0(r, CF_TAG(KABA_CP_UTF8), &q->version_index)))
			return st;
	}
	if ((st = parse_exports(r, &m->nexports, &m->exports)) ||
	    (st = parse_exports(r, &m->nopens, &m->opens)) ||
	    (st = read_u16s(r, &m->uses, CF_TAG(KABA_CP_CLASS))))
		return st;
	if (!(m->provides = read_table(r, &m->nprovides, 6, sizeof(*m->provides), "module provides")))
		return r->err->status;
	for (i = 0; i < m->nprovides; i++)
		if ((st = cf_read_index(r, CF_TAG(KABA_CP_CLASS), &m->provides[i].index)) ||
		    (st = read_u16s(r, &m->provides[i].with, CF_TAG(KABA_CP_CLASS))))
			return st;
	return 0;
}

static int parse_body(struct cf_reader *r, struct kaba_attr *a,
		      const struct kaba_code *code)
{
	switch (a->kind) {
	case KABA_ATTR_CONSTANT_VALUE:
		return cf_read_index(r, CF_TAG(KABA_CP_INTEGER) | CF_TAG(KABA_CP_FLOAT) |
				     CF_TAG(KABA_CP_LONG) | CF_TAG(KABA_CP_DOUBLE) |
				     CF_TAG(KABA_CP_STRING), &a->index);
	case KABA_ATTR_SIGNATURE:
	case KABA_ATTR_SOURCE_FILE:
		return cf_read_index(r, CF_TAG(KABA_CP_UTF8), &a->index);
	case KABA_ATTR_NEST_HOST:
	case KABA_ATTR_MODULE_MAIN_CLASS:
		return cf_read_index(r, CF_TAG(KABA_CP_CLASS), &a->index);
	case KABA_ATTR_EXCEPTIONS:
	case KABA_ATTR_NEST_MEMBERS:
	case KABA_ATTR_PERMITTED_SUBCLASSES:
		return read_u16s(r, &a->list, CF_TAG(KABA_CP_CLASS));
	case KABA_ATTR_MODULE_PACKAGES:
		return read_u16s(r, &a->list, CF_TAG(KABA_CP_PACKAGE));
	case KABA_ATTR_ENCLOSING_METHOD: {
		int st = cf_read_index(r, CF_TAG(KABA_CP_CLASS), &a->enclosing.class_index);

		return st ? st : cf_read_index0(r, CF_TAG(KABA_CP_NAME_AND_TYPE),
						&a->enclosing.method_index);
	}
	case KABA_ATTR_INNER_CLASSES:
		return parse_inner_classes(r, a);
	case KABA_ATTR_BOOTSTRAP_METHODS:
		return parse_bootstrap(r, a);
	case KABA_ATTR_METHOD_PARAMETERS:
		return parse_method_parameters(r, a);
	case KABA_ATTR_RECORD:
		return parse_record(r, a);
	case KABA_ATTR_MODULE:
		return parse_module(r, a);
	case KABA_ATTR_CODE:
		return cf_parse_code(r, a);
	default:
		return cf_parse_code_table(r, a, code);
	}
}

/* Decode one interpreted attribute within its declared length. */
static int parse_attr(struct cf_reader *r, struct kaba_attr *a,
		      const struct kaba_code *code)
{
	size_t outer_len = r->len, end = r->pos + a->len;
	const char *outer_unit = r->unit;
	int st;

	r->len = end;
	r->unit = attr_table[a->kind].name;
	st = parse_body(r, a, code);
	r->len = outer_len;
	r->unit = outer_unit;
	if (!st && r->pos != end)
		st = cf_fail(r, r->pos, "%s attribute has %zu bytes left over",
			     attr_table[a->kind].name, end - r->pos);
	return st;
}

int cf_parse_attrs(struct cf_reader *r, struct kaba_attrs *attrs,
		   enum cf_context ctx, struct kaba_code *code)
{
	uint16_t i;
	int st;

	if (!(attrs->v = read_table(r, &attrs->n, 6, sizeof(*attrs->v), "attributes")))
		return r->err->status;
	attrs->cap = attrs->n;
	for (i = 0; i < attrs->n; i++) {
		struct kaba_attr *a = &attrs->v[i];
		uint8_t *cached;
		size_t len;
		const char *name;

		if ((st = cf_read_index(r, CF_TAG(KABA_CP_UTF8), &a->name_index)) ||
		    (st = cf_need(r, 4)))
			return st;
		a->len = cf_get32(r);
		if ((st = cf_need(r, a->len)))
			return st;
		a->raw = r->data + r->pos;
		a->offset = (uint32_t)r->pos;
		/* Names repeat (every method has its "Code"): look each up once. */
		cached = &r->attr_kinds[a->name_index];
		if (!*cached) {
			name = kaba_cp_utf8(r->cls, a->name_index, &len);
			*cached = (uint8_t)(kind_of_name(name, len) + 1);
		}
		a->kind = (uint8_t)(*cached - 1);
		if (!(attr_table[a->kind].contexts & CTX(ctx)))
			a->kind = KABA_ATTR_RAW;
		if (a->kind == KABA_ATTR_RAW)
			r->pos += a->len;
		else if ((st = parse_attr(r, a, code)))
			return st;
	}
	return 0;
}
