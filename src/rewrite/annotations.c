/*
 * The visible annotations of a field or method, copied to the member the
 * output gives it: the attribute's bytes as they are, with every
 * constant-pool index in them (kaba_annotations_walk) pointing at the same
 * constant interned in the new class file.  Reflection reads them
 * (getAnnotation), so dropping them would change behaviour; @Deprecated
 * and @SafeVarargs alone are common enough to matter (commons-cli lost
 * eight classes to the restructuring fallback over one @Deprecated field).
 *
 * Refused (exit 4, blaming the classes named, which the fallback freezes):
 *   - an annotation whose type, enum value or class value names a user
 *     class the plan changes: its name would be left behind;
 *   - parameter annotations on a method whose output descriptor has
 *     another number of parameters (constructor keys, ctor.c): reflection
 *     pairs them with the parameters by position;
 *   - type annotations (Runtime[In]VisibleTypeAnnotations): their targets
 *     are paths into types that retyping changes.
 * Invisible annotations are dropped, as the JVM does.
 */
#include <stdlib.h>
#include <string.h>

#include "kaba/descriptor.h"
#include "restructure.h"

struct copy {
	struct body b;
	uint8_t *bytes;         /* the attribute's info bytes, patched */
	int refusal;            /* the refusal's rc, once one was made */
};

static int repoint(void *ctx, uint32_t at, uint16_t index, enum kaba_annotation_role role)
{
	struct copy *c = ctx;
	size_t len;
	const char *s;
	uint16_t to;

	if ((role == KABA_ANNOTATION_TYPE || role == KABA_ANNOTATION_CLASS) &&
	    (s = kaba_cp_utf8(c->b.src, index, &len)) && plan_mentions_user(c->b.pl, s, len)) {
		c->refusal = plan_unsupported_naming(c->b.pl, c->b.err, c->b.m->owner, s, len,
						     "an annotation of %s.%s names a user class: "
						     "%.*s", c->b.m->owner->name, c->b.m->name,
						     (int)len, s);
		return 1;
	}
	if (!c->bytes)          /* checking only */
		return KABA_OK;
	if (!(to = retype_copy_cp(&c->b, index)))
		return c->b.err->status ? c->b.err->status : KABA_EIO;
	c->bytes[at] = (uint8_t)(to >> 8);
	c->bytes[at + 1] = (uint8_t)to;
	return KABA_OK;
}

#define ANNOTATIONS "RuntimeVisibleAnnotations"
#define PARAMETERS "RuntimeVisibleParameterAnnotations"

/* The name of a visible annotation attribute that is copied, or NULL. */
static const char *copied_kind(const char *name, size_t len)
{
	if (len == sizeof(ANNOTATIONS) - 1 && !memcmp(name, ANNOTATIONS, len))
		return ANNOTATIONS;
	if (len == sizeof(PARAMETERS) - 1 && !memcmp(name, PARAMETERS, len))
		return PARAMETERS;
	return NULL;
}

/* Does output descriptor `desc` have as many parameters as m's? */
static int same_arity(const struct kaba_pmember *m, const char *desc)
{
	struct kaba_method_desc a, b;

	return !kaba_method_desc_init(&a, m->descriptor, strlen(m->descriptor)) &&
	       !kaba_method_desc_init(&b, desc, strlen(desc)) && a.nparams == b.nparams;
}

int annotations_copy(struct plan *pl, size_t k, const struct kaba_pmember *m, const char *desc,
		     struct kaba_attrs *to, struct kaba_error *err)
{
	const struct kaba_class *src = m->owner->cf;
	const struct kaba_attrs *from = m->is_method ? &src->methods.v[m->index].attrs :
						       &src->fields.v[m->index].attrs;
	uint16_t i;

	for (i = 0; i < from->n; i++) {
		const struct kaba_attr *a = &from->v[i];
		struct copy c = { { pl, k, m->owner->cf, to ? pl->cls[k].cf : NULL, m, err, NULL }, NULL,
			  KABA_OK };
		size_t len;
		const char *name = kaba_cp_utf8(src, a->name_index, &len), *kind;
		int rc;

		if (!name || len < 14 || memcmp(name, "RuntimeVisible", 14))
			continue;
		if (!(kind = copied_kind(name, len)) ||
		    (!strcmp(kind, PARAMETERS) && !same_arity(m, desc)))
			return plan_unsupported(pl, err, m->owner, "%.*s on %s.%s", (int)len, name,
						m->owner->name, m->name);
		if (to && !(c.bytes = malloc(a->len + 1u)))
			return kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
		if (to)
			memcpy(c.bytes, a->raw, a->len);
		rc = kaba_annotations_walk(src, a, repoint, &c, plan_where(pl, m->owner), err);
		if (!rc && to && !kaba_attr_add_raw(pl->cls[k].cf, to, kind, c.bytes, a->len, err))
			rc = err->status;
		free(c.bytes);
		if (c.refusal)
			return c.refusal;
		if (rc)
			return rc;
	}
	return KABA_OK;
}
