/*
 * Walking the annotation attributes, which the parser keeps as raw bytes:
 * every constant-pool index inside them is reported with its role and its
 * position, so a rewriter can repoint type names without understanding the
 * format.  Nesting is bounded (KABA_ANNOTATION_MAX_DEPTH).
 */
#include "internal.h"

#include <string.h>

struct walker {
	const struct kaba_class *cls;
	const uint8_t *p;
	uint32_t len, pos;
	uint32_t offset;        /* file offset of p[0], for messages */
	kaba_annotation_visit *visit;
	void *ctx;
	const char *where;
	struct kaba_error *err;
};

static int bad(struct walker *w, const char *what)
{
	return kaba_fail(w->err, KABA_EINPUT, w->where, (long long)w->offset + w->pos,
			 "bad annotation: %s", what);
}

static int need(struct walker *w, uint32_t n)
{
	return w->len - w->pos >= n ? 0 : bad(w, "truncated");
}

static int u1(struct walker *w, uint32_t *v)
{
	if (need(w, 1))
		return KABA_EINPUT;
	*v = w->p[w->pos++];
	return 0;
}

static int u2(struct walker *w, uint32_t *v)
{
	if (need(w, 2))
		return KABA_EINPUT;
	*v = cf_u16(w->p + w->pos);
	w->pos += 2;
	return 0;
}

static int skip(struct walker *w, uint32_t n)
{
	if (need(w, n))
		return KABA_EINPUT;
	w->pos += n;
	return 0;
}

/* A u2 constant-pool index with one of `tags`, reported to the visitor. */
static int index_of(struct walker *w, uint32_t tags, enum kaba_annotation_role role)
{
	uint32_t at = w->pos, v;
	const struct kaba_cpool *cp = &w->cls->cp;

	if (u2(w, &v))
		return KABA_EINPUT;
	if (v == 0 || v >= cp->count || !(tags & CF_TAG(cp->entries[v].tag))) {
		w->pos = at;
		return bad(w, "constant-pool index of the wrong kind");
	}
	return w->visit ? w->visit(w->ctx, at, (uint16_t)v, role) : 0;
}

static int annotation(struct walker *w, int depth);

static int element_value(struct walker *w, int depth)
{
	const uint32_t utf8 = CF_TAG(KABA_CP_UTF8);
	uint32_t tag, n, i;
	int st;

	if (depth > KABA_ANNOTATION_MAX_DEPTH)
		return bad(w, "nested too deeply");
	if ((st = u1(w, &tag)))
		return st;
	switch (tag) {
	case 'B': case 'C': case 'I': case 'S': case 'Z':
		return index_of(w, CF_TAG(KABA_CP_INTEGER), KABA_ANNOTATION_CONST);
	case 'D':
		return index_of(w, CF_TAG(KABA_CP_DOUBLE), KABA_ANNOTATION_CONST);
	case 'F':
		return index_of(w, CF_TAG(KABA_CP_FLOAT), KABA_ANNOTATION_CONST);
	case 'J':
		return index_of(w, CF_TAG(KABA_CP_LONG), KABA_ANNOTATION_CONST);
	case 's':
		return index_of(w, utf8, KABA_ANNOTATION_CONST);
	case 'e':
		if ((st = index_of(w, utf8, KABA_ANNOTATION_TYPE)))
			return st;
		return index_of(w, utf8, KABA_ANNOTATION_ENUM_CONSTANT);
	case 'c':
		return index_of(w, utf8, KABA_ANNOTATION_CLASS);
	case '@':
		return annotation(w, depth + 1);
	case '[':
		if ((st = u2(w, &n)))
			return st;
		for (i = 0; i < n; i++)
			if ((st = element_value(w, depth + 1)))
				return st;
		return 0;
	}
	w->pos--;
	return bad(w, "unknown element value tag");
}

static int annotation(struct walker *w, int depth)
{
	uint32_t n, i;
	int st;

	if ((st = index_of(w, CF_TAG(KABA_CP_UTF8), KABA_ANNOTATION_TYPE)) ||
	    (st = u2(w, &n)))
		return st;
	for (i = 0; i < n; i++)
		if ((st = index_of(w, CF_TAG(KABA_CP_UTF8), KABA_ANNOTATION_ELEMENT)) ||
		    (st = element_value(w, depth)))
			return st;
	return 0;
}

/* target_info and type_path of a type annotation (JVMS 4.7.20.1-2); they
 * hold no constant-pool index, only offsets and positions. */
static int type_target(struct walker *w)
{
	uint32_t target, n;

	if (u1(w, &target))
		return KABA_EINPUT;
	switch (target) {
	case 0x00: case 0x01: case 0x16:        /* type parameter, formal parameter */
		if (skip(w, 1))
			return KABA_EINPUT;
		break;
	case 0x10: case 0x11: case 0x12: case 0x17:  /* supertype, bound, throws */
	case 0x42: case 0x43: case 0x44: case 0x45: case 0x46:  /* catch, offset */
		if (skip(w, 2))
			return KABA_EINPUT;
		break;
	case 0x13: case 0x14: case 0x15:        /* empty */
		break;
	case 0x40: case 0x41:                   /* local variable table */
		if (u2(w, &n) || skip(w, 6 * n))
			return KABA_EINPUT;
		break;
	case 0x47: case 0x48: case 0x49: case 0x4a: case 0x4b:  /* type argument */
		if (skip(w, 3))
			return KABA_EINPUT;
		break;
	default:
		w->pos--;
		return bad(w, "unknown type annotation target");
	}
	if (u1(w, &n) || skip(w, 2 * n))
		return KABA_EINPUT;
	return 0;
}

enum walk_shape { NONE, ANNOTATIONS, PARAMETERS, DEFAULT, TYPE_ANNOTATIONS };

static enum walk_shape shape_of(const struct kaba_class *cls, uint16_t name_index)
{
	static const struct {
		const char *name;
		enum walk_shape shape;
	} shapes[] = {
		{ "RuntimeVisibleAnnotations", ANNOTATIONS },
		{ "RuntimeInvisibleAnnotations", ANNOTATIONS },
		{ "RuntimeVisibleParameterAnnotations", PARAMETERS },
		{ "RuntimeInvisibleParameterAnnotations", PARAMETERS },
		{ "AnnotationDefault", DEFAULT },
		{ "RuntimeVisibleTypeAnnotations", TYPE_ANNOTATIONS },
		{ "RuntimeInvisibleTypeAnnotations", TYPE_ANNOTATIONS },
	};
	size_t i;

	for (i = 0; i < sizeof(shapes) / sizeof(shapes[0]); i++)
		if (kaba_cp_utf8_equals(cls, name_index, shapes[i].name))
			return shapes[i].shape;
	return NONE;
}

static int walk(struct walker *w, enum walk_shape shape)
{
	uint32_t n, i, np, j;
	int st;

	switch (shape) {
	case DEFAULT:
		return element_value(w, 0);
	case PARAMETERS:
		if ((st = u1(w, &np)))
			return st;
		for (j = 0; j < np; j++) {
			if ((st = u2(w, &n)))
				return st;
			for (i = 0; i < n; i++)
				if ((st = annotation(w, 0)))
					return st;
		}
		return 0;
	default:
		if ((st = u2(w, &n)))
			return st;
		for (i = 0; i < n; i++)
			if ((shape == TYPE_ANNOTATIONS && (st = type_target(w))) ||
			    (st = annotation(w, 0)))
				return st;
		return 0;
	}
}

int kaba_annotations_walk(const struct kaba_class *cls, const struct kaba_attr *a,
			  kaba_annotation_visit *visit, void *ctx,
			  const char *where, struct kaba_error *err)
{
	struct walker w = { cls, a->raw, a->len, 0, a->offset, visit, ctx, where, err };
	enum walk_shape shape;
	int st;

	if (a->kind != KABA_ATTR_RAW || (shape = shape_of(cls, a->name_index)) == NONE)
		return KABA_OK;
	if ((st = walk(&w, shape)))
		return st;
	if (w.pos != w.len)
		return bad(&w, "bytes left over");
	return KABA_OK;
}
