/* The constant pool: parsing, cross-entry checks, reading names. */
#include "internal.h"

#include "kaba/descriptor.h"

#include <string.h>

/* Read the entries themselves; references between them are checked after
 * all are known, since an entry may point forward. */
static int read_entries(struct cf_reader *r, struct kaba_cpool *cp)
{
	uint32_t i;
	int st;

	for (i = 1; i < cp->count; i++) {
		struct kaba_cp_entry *e = &cp->entries[i];
		size_t at = r->pos;

		if ((st = cf_need(r, 1)))
			return st;
		r->cp_offsets[i] = (uint32_t)at;
		e->tag = cf_get8(r);
		switch (e->tag) {
		case KABA_CP_UTF8:
			if ((st = cf_need(r, 2)))
				return st;
			e->utf8.len = cf_get16(r);
			if ((st = cf_need(r, e->utf8.len)))
				return st;
			e->utf8.bytes = (const char *)r->data + r->pos;
			if (!cf_utf8_valid(r->data + r->pos, e->utf8.len))
				return cf_fail(r, at, "malformed modified UTF-8 in constant-pool entry %u", i);
			r->pos += e->utf8.len;
			break;
		case KABA_CP_INTEGER:
		case KABA_CP_FLOAT:
			if ((st = cf_need(r, 4)))
				return st;
			e->bits32 = cf_get32(r);
			break;
		case KABA_CP_LONG:
		case KABA_CP_DOUBLE:
			if ((st = cf_need(r, 8)))
				return st;
			if (i + 1 >= cp->count)
				return cf_fail(r, at, "constant-pool entry %u: a Long or Double needs two slots", i);
			e->bits64 = (uint64_t)cf_get32(r) << 32;
			e->bits64 |= cf_get32(r);
			i++;    /* the second slot stays KABA_CP_NONE */
			break;
		case KABA_CP_CLASS:
		case KABA_CP_STRING:
		case KABA_CP_METHOD_TYPE:
		case KABA_CP_MODULE:
		case KABA_CP_PACKAGE:
			if ((st = cf_need(r, 2)))
				return st;
			e->index = cf_get16(r);
			break;
		case KABA_CP_FIELDREF:
		case KABA_CP_METHODREF:
		case KABA_CP_INTERFACE_METHODREF:
		case KABA_CP_NAME_AND_TYPE:
		case KABA_CP_DYNAMIC:
		case KABA_CP_INVOKE_DYNAMIC:
			if ((st = cf_need(r, 4)))
				return st;
			/* ref, nat and dyn share the layout of two u2 */
			e->ref.class_index = cf_get16(r);
			e->ref.nat_index = cf_get16(r);
			break;
		case KABA_CP_METHOD_HANDLE:
			if ((st = cf_need(r, 3)))
				return st;
			e->handle.kind = cf_get8(r);
			e->handle.index = cf_get16(r);
			if (e->handle.kind < KABA_REF_GET_FIELD ||
			    e->handle.kind > KABA_REF_INVOKE_INTERFACE)
				return cf_fail(r, at + 1, "constant-pool entry %u: bad method-handle kind %u",
					       i, e->handle.kind);
			break;
		default:
			return cf_fail(r, at, "constant-pool entry %u has unknown tag %u", i, e->tag);
		}
	}
	return 0;
}

static const char *utf8_of(const struct kaba_cpool *cp, uint16_t index, size_t *len)
{
	*len = cp->entries[index].utf8.len;
	return cp->entries[index].utf8.bytes;
}

/* A NameAndType used by entry i: a valid name and descriptor for it. */
static int check_nat_use(struct cf_reader *r, uint32_t i, uint16_t nat,
			 int method, int method_name)
{
	const struct kaba_cp_entry *n = &r->cls->cp.entries[nat];
	size_t at = r->cp_offsets[nat];
	int st;

	/* The NameAndType may come later in the pool and be unchecked yet. */
	if ((st = cf_check_index(r, n->nat.name_index, CF_TAG(KABA_CP_UTF8), at + 1)) ||
	    (st = cf_check_index(r, n->nat.descriptor_index, CF_TAG(KABA_CP_UTF8), at + 3)))
		return st;
	return cf_check_name_type(r, n->nat.name_index, r->cp_offsets[i],
				  n->nat.descriptor_index, r->cp_offsets[i], method, method_name);
}

/* The tags a MethodHandle of each kind may point at (JVMS 4.4.8). */
static uint32_t handle_targets(unsigned kind)
{
	switch (kind) {
	case KABA_REF_GET_FIELD:
	case KABA_REF_GET_STATIC:
	case KABA_REF_PUT_FIELD:
	case KABA_REF_PUT_STATIC:
		return CF_TAG(KABA_CP_FIELDREF);
	case KABA_REF_INVOKE_VIRTUAL:
	case KABA_REF_NEW_INVOKE_SPECIAL:
		return CF_TAG(KABA_CP_METHODREF);
	case KABA_REF_INVOKE_STATIC:
	case KABA_REF_INVOKE_SPECIAL:
		return CF_TAG(KABA_CP_METHODREF) | CF_TAG(KABA_CP_INTERFACE_METHODREF);
	default:
		return CF_TAG(KABA_CP_INTERFACE_METHODREF);
	}
}

static int check_entry(struct cf_reader *r, uint32_t i)
{
	const struct kaba_cpool *cp = &r->cls->cp;
	const struct kaba_cp_entry *e = &cp->entries[i];
	size_t at = r->cp_offsets[i] + 1;
	const char *s;
	size_t len;
	int st;

	switch (e->tag) {
	case KABA_CP_CLASS:
		if ((st = cf_check_index(r, e->index, CF_TAG(KABA_CP_UTF8), at)))
			return st;
		s = utf8_of(cp, e->index, &len);
		if (!kaba_class_ref_valid(s, len))
			return cf_fail(r, at, "constant-pool entry %u: bad class name \"%.*s\"",
				       i, (int)(len > 200 ? 200 : len), s);
		return 0;
	case KABA_CP_METHOD_TYPE:
		if ((st = cf_check_index(r, e->index, CF_TAG(KABA_CP_UTF8), at)))
			return st;
		s = utf8_of(cp, e->index, &len);
		if (!kaba_desc_is_method(s, len))
			return cf_fail(r, at, "constant-pool entry %u: bad method descriptor", i);
		return 0;
	case KABA_CP_STRING:
	case KABA_CP_MODULE:
	case KABA_CP_PACKAGE:
		return cf_check_index(r, e->index, CF_TAG(KABA_CP_UTF8), at);
	case KABA_CP_FIELDREF:
	case KABA_CP_METHODREF:
	case KABA_CP_INTERFACE_METHODREF:
		if ((st = cf_check_index(r, e->ref.class_index, CF_TAG(KABA_CP_CLASS), at)) ||
		    (st = cf_check_index(r, e->ref.nat_index, CF_TAG(KABA_CP_NAME_AND_TYPE), at + 2)))
			return st;
		return check_nat_use(r, i, e->ref.nat_index, e->tag != KABA_CP_FIELDREF,
				     e->tag != KABA_CP_FIELDREF);
	case KABA_CP_NAME_AND_TYPE:
		if ((st = cf_check_index(r, e->nat.name_index, CF_TAG(KABA_CP_UTF8), at)))
			return st;
		return cf_check_index(r, e->nat.descriptor_index, CF_TAG(KABA_CP_UTF8), at + 2);
	case KABA_CP_METHOD_HANDLE:
		return cf_check_index(r, e->handle.index, handle_targets(e->handle.kind), at + 1);
	case KABA_CP_DYNAMIC:
	case KABA_CP_INVOKE_DYNAMIC:
		if ((st = cf_check_index(r, e->dyn.nat_index, CF_TAG(KABA_CP_NAME_AND_TYPE), at + 2)))
			return st;
		return check_nat_use(r, i, e->dyn.nat_index, e->tag == KABA_CP_INVOKE_DYNAMIC, 0);
	}
	return 0;
}

int cf_parse_cpool(struct cf_reader *r)
{
	struct kaba_cpool *cp = &r->cls->cp;
	size_t start;
	uint32_t i;
	int st;

	if ((st = cf_need(r, 2)))
		return st;
	cp->count = cf_get16(r);
	if (cp->count == 0)
		return cf_fail(r, r->pos - 2, "constant_pool_count is 0");
	if ((st = cf_check_count(r, cp->count - 1, 3, r->len, "constant-pool")))
		return st;
	cp->cap = cp->count;
	cp->entries = cf_alloc(r, cp->count, sizeof(*cp->entries));
	r->cp_offsets = cf_alloc(r, cp->count, sizeof(*r->cp_offsets));
	r->attr_kinds = cf_alloc(r, cp->count, 1);
	if (!cp->entries || !r->cp_offsets || !r->attr_kinds)
		return KABA_EIO;
	start = r->pos;
	if ((st = read_entries(r, cp)))
		return st;
	cp->raw = r->data + start;
	cp->raw_len = r->pos - start;
	cp->raw_count = cp->count;
	for (i = 1; i < cp->count; i++)
		if ((st = check_entry(r, i)))
			return st;
	return 0;
}

int cf_check_cpool_late(struct cf_reader *r)
{
	const struct kaba_cpool *cp = &r->cls->cp;
	uint32_t i;

	for (i = 1; i < cp->count; i++) {
		const struct kaba_cp_entry *e = &cp->entries[i];

		if (e->tag != KABA_CP_DYNAMIC && e->tag != KABA_CP_INVOKE_DYNAMIC)
			continue;
		if (!r->has_bootstrap)
			return cf_fail(r, r->cp_offsets[i], "constant-pool entry %u needs a BootstrapMethods attribute", i);
		if (e->dyn.bsm_index >= r->nbootstrap)
			return cf_fail(r, r->cp_offsets[i] + 1, "constant-pool entry %u: bootstrap method %u of %u",
				       i, e->dyn.bsm_index, r->nbootstrap);
	}
	return 0;
}

const char *kaba_cp_utf8(const struct kaba_class *cls, uint32_t index,
			 size_t *len)
{
	const struct kaba_cp_entry *e;

	if (index == 0 || index >= cls->cp.count)
		return NULL;
	e = &cls->cp.entries[index];
	if (e->tag != KABA_CP_UTF8)
		return NULL;
	if (len)
		*len = e->utf8.len;
	return e->utf8.bytes;
}

const char *kaba_cp_class_name(const struct kaba_class *cls, uint32_t index,
			       size_t *len)
{
	const struct kaba_cp_entry *e;

	if (index == 0 || index >= cls->cp.count)
		return NULL;
	e = &cls->cp.entries[index];
	if (e->tag != KABA_CP_CLASS && e->tag != KABA_CP_MODULE && e->tag != KABA_CP_PACKAGE)
		return NULL;
	return kaba_cp_utf8(cls, e->index, len);
}

int kaba_cp_utf8_equals(const struct kaba_class *cls, uint32_t index,
			const char *s)
{
	size_t len;
	const char *u = kaba_cp_utf8(cls, index, &len);

	return u && strlen(s) == len && !memcmp(u, s, len);
}

char *kaba_cp_strdup(struct kaba_arena *arena, const struct kaba_class *cls,
		     uint32_t index)
{
	size_t len;
	const char *u = kaba_cp_utf8(cls, index, &len);

	return u ? kaba_arena_strndup(arena, u, len) : NULL;
}

const char *kaba_member_name(const struct kaba_class *cls,
			     const struct kaba_member *m, size_t *len)
{
	return kaba_cp_utf8(cls, m->name_index, len);
}

const char *kaba_member_descriptor(const struct kaba_class *cls,
				   const struct kaba_member *m, size_t *len)
{
	return kaba_cp_utf8(cls, m->descriptor_index, len);
}
