/*
 * kaba_class_rename: every mention of a class in a class file, renamed.
 * Utf8 constants may be shared between a descriptor and a string constant,
 * so they are never changed in place: each structure that names a class
 * gets an interned Utf8 with the new text.
 */
#include <string.h>

#include "kaba/rewrite.h"

struct renamer {
	struct kaba_class *cls;
	kaba_rename_fn *rename;
	void *ctx;
	const char *where;
	struct kaba_error *err;
	struct kaba_buf out;
};

/* A field or method descriptor (or an array class reference) with every
 * "Lname;" renamed, into r->out; 1 if something changed. */
static int rename_desc(struct renamer *r, const char *d, size_t len)
{
	size_t i = 0;
	int changed = 0;

	r->out.len = 0;
	while (i < len) {
		const char *end, *to;

		if (d[i] != 'L' || !(end = memchr(d + i, ';', len - i))) {
			kaba_buf_u8(&r->out, (uint8_t)d[i++]);
			continue;
		}
		to = r->rename(r->ctx, d + i + 1, (size_t)(end - d - i - 1));
		kaba_buf_u8(&r->out, 'L');
		if (to)
			kaba_buf_put(&r->out, to, strlen(to)), changed = 1;
		else
			kaba_buf_put(&r->out, d + i + 1, (size_t)(end - d - i - 1));
		kaba_buf_u8(&r->out, ';');
		i = (size_t)(end - d) + 1;
	}
	return changed;
}

/* The Utf8 at `index` renamed as a descriptor: the new Utf8's index, the
 * old one if nothing changed, 0 on failure. */
static uint16_t renamed_utf8(struct renamer *r, uint16_t index)
{
	size_t len;
	const char *d = kaba_cp_utf8(r->cls, index, &len);

	if (!d || !rename_desc(r, d, len))
		return index;
	if (r->out.oom) {
		kaba_fail(r->err, KABA_EIO, r->where, -1, "out of memory");
		return 0;
	}
	return kaba_cp_intern_utf8(r->cls, (const char *)r->out.data, r->out.len, r->err);
}

/* Does a generic signature mention a renamed class?  Any 'L' starts a
 * candidate name up to ';', '<' or '.'; a false alarm only drops the
 * attribute. */
static int signature_renamed(struct renamer *r, uint16_t index)
{
	size_t len, i, j;
	const char *s = kaba_cp_utf8(r->cls, index, &len);

	for (i = 0; s && i < len; i++) {
		if (s[i] != 'L')
			continue;
		for (j = i + 1; j < len && s[j] != ';' && s[j] != '<' && s[j] != '.'; j++)
			;
		if (r->rename(r->ctx, s + i + 1, j - i - 1))
			return 1;
		i = j;
	}
	return 0;
}

static int rename_pool(struct renamer *r)
{
	uint32_t i, n = r->cls->cp.count;

	for (i = 1; i < n; i++) {
		struct kaba_cp_entry *e = &r->cls->cp.entries[i];
		const char *name;
		const char *to;
		size_t len;
		uint16_t u, *slot;

		switch (e->tag) {
		case KABA_CP_CLASS:
			if (!(name = kaba_cp_utf8(r->cls, e->index, &len)))
				continue;
			if (name[0] == '[') {
				to = NULL;
				if (rename_desc(r, name, len)) {
					kaba_buf_u8(&r->out, 0);        /* a C string */
					to = (const char *)r->out.data;
				}
			} else
				to = r->rename(r->ctx, name, len);
			if (to && (r->out.oom ||
				   kaba_cp_set_class_name(r->cls, (uint16_t)i, to, strlen(to), r->err)))
				return r->out.oom ? kaba_fail(r->err, KABA_EIO, r->where, -1,
							      "out of memory") : r->err->status;
			continue;
		case KABA_CP_NAME_AND_TYPE:
			slot = &e->nat.descriptor_index;
			break;
		case KABA_CP_METHOD_TYPE:
			slot = &e->index;
			break;
		default:
			continue;
		}
		if (!(u = renamed_utf8(r, *slot)))
			return r->err->status;
		/* interning may have moved the entries */
		e = &r->cls->cp.entries[i];
		slot = e->tag == KABA_CP_NAME_AND_TYPE ? &e->nat.descriptor_index : &e->index;
		if (u != *slot) {
			*slot = u;
			kaba_cp_touch(r->cls);
		}
	}
	return KABA_OK;
}

/* Drop Signature (or LocalVariableTypeTable) attributes that name a
 * renamed class; rename LocalVariableTable descriptors.  *changed is set
 * when the list or an attribute in it changed (a Code attribute holding
 * it must then be encoded again). */
static int rename_attrs(struct renamer *r, struct kaba_attrs *attrs, int *changed)
{
	uint16_t i = 0, j;

	while (i < attrs->n) {
		struct kaba_attr *a = &attrs->v[i];
		int drop = 0;

		if (a->kind == KABA_ATTR_SIGNATURE) {
			drop = signature_renamed(r, a->index);
		} else if (a->kind == KABA_ATTR_LOCAL_VARIABLE_TYPE_TABLE) {
			for (j = 0; j < a->locals->n && !drop; j++)
				drop = signature_renamed(r, a->locals->v[j].descriptor_index);
		} else if (a->kind == KABA_ATTR_LOCAL_VARIABLE_TABLE) {
			for (j = 0; j < a->locals->n; j++) {
				uint16_t u = renamed_utf8(r, a->locals->v[j].descriptor_index);

				if (!u)
					return r->err->status;
				if (u != a->locals->v[j].descriptor_index) {
					a = &attrs->v[i];
					a->locals->v[j].descriptor_index = u;
					kaba_attr_touch(r->cls, a);
					*changed = 1;
				}
			}
		} else if (a->kind == KABA_ATTR_CODE) {
			int inner = 0, st = rename_attrs(r, &a->code->attrs, &inner);

			if (st)
				return st;
			if (inner)
				kaba_attr_touch(r->cls, &attrs->v[i]), *changed = 1;
		}
		if (drop)
			kaba_attr_remove(r->cls, attrs, i), *changed = 1;
		else
			i++;
	}
	return KABA_OK;
}

static int rename_members(struct renamer *r, struct kaba_members *list)
{
	uint16_t i, u;
	int st, changed;

	for (i = 0; i < list->n; i++) {
		struct kaba_member *m = &list->v[i];

		if (!(u = renamed_utf8(r, m->descriptor_index)))
			return r->err->status;
		m = &list->v[i];
		if (u != m->descriptor_index) {
			m->descriptor_index = u;
			r->cls->modified = 1;
		}
		if ((st = rename_attrs(r, &m->attrs, &changed)))
			return st;
	}
	return KABA_OK;
}

int kaba_class_rename(struct kaba_class *cls, kaba_rename_fn *rename, void *ctx,
		      const char *where, struct kaba_error *err)
{
	struct renamer r = { cls, rename, ctx, where, err, { 0 } };
	int st, changed;

	kaba_buf_init(&r.out);
	if (!(st = rename_pool(&r)) && !(st = rename_members(&r, &cls->fields)) &&
	    !(st = rename_members(&r, &cls->methods)))
		st = rename_attrs(&r, &cls->attrs, &changed);
	cls->modified = 1;
	kaba_buf_free(&r.out);
	return st;
}
