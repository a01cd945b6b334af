/*
 * Finding and adding constant-pool entries.  A hash table from entry
 * contents to index is built on first use (parsing does not need one) and
 * kept up to date by appends; an in-place change drops it.  New entries go
 * after the parsed ones, so the parsed pool is still written as one copy.
 */
#include "internal.h"

#include <string.h>

static uint32_t mix(uint32_t h, uint32_t v)
{
	h ^= v;
	h *= 0x9e3779b1u;
	return h ^ h >> 15;
}

static uint32_t entry_hash(const struct kaba_cp_entry *e)
{
	uint32_t h = mix(0x811c9dc5u, e->tag);
	uint16_t i;

	switch (e->tag) {
	case KABA_CP_UTF8:
		for (i = 0; i < e->utf8.len; i++)
			h = (h ^ (uint8_t)e->utf8.bytes[i]) * 0x01000193u;
		return mix(h, e->utf8.len);
	case KABA_CP_INTEGER:
	case KABA_CP_FLOAT:
		return mix(h, e->bits32);
	case KABA_CP_LONG:
	case KABA_CP_DOUBLE:
		return mix(mix(h, (uint32_t)e->bits64), (uint32_t)(e->bits64 >> 32));
	case KABA_CP_CLASS:
	case KABA_CP_STRING:
	case KABA_CP_METHOD_TYPE:
	case KABA_CP_MODULE:
	case KABA_CP_PACKAGE:
		return mix(h, e->index);
	case KABA_CP_METHOD_HANDLE:
		return mix(h, (uint32_t)e->handle.kind << 16 | e->handle.index);
	default:
		return mix(h, (uint32_t)e->ref.class_index << 16 | e->ref.nat_index);
	}
}

static int entry_equal(const struct kaba_cp_entry *a, const struct kaba_cp_entry *b)
{
	if (a->tag != b->tag)
		return 0;
	switch (a->tag) {
	case KABA_CP_UTF8:
		return a->utf8.len == b->utf8.len &&
		       !memcmp(a->utf8.bytes, b->utf8.bytes, a->utf8.len);
	case KABA_CP_INTEGER:
	case KABA_CP_FLOAT:
		return a->bits32 == b->bits32;
	case KABA_CP_LONG:
	case KABA_CP_DOUBLE:
		return a->bits64 == b->bits64;
	case KABA_CP_CLASS:
	case KABA_CP_STRING:
	case KABA_CP_METHOD_TYPE:
	case KABA_CP_MODULE:
	case KABA_CP_PACKAGE:
		return a->index == b->index;
	case KABA_CP_METHOD_HANDLE:
		return a->handle.kind == b->handle.kind && a->handle.index == b->handle.index;
	default:
		return a->ref.class_index == b->ref.class_index &&
		       a->ref.nat_index == b->ref.nat_index;
	}
}

static void hash_insert(struct kaba_cpool *cp, uint16_t index)
{
	uint32_t mask = cp->hash_cap - 1;
	uint32_t h = entry_hash(&cp->entries[index]) & mask;

	while (cp->hash[h])
		h = (h + 1) & mask;
	cp->hash[h] = index;
	cp->hash_filled++;
}

/* (Re)build the table with room for twice the entries; 0 or -1 (OOM). */
static int hash_build(struct kaba_class *cls)
{
	struct kaba_cpool *cp = &cls->cp;
	uint32_t cap = 64, i;

	while (cap < 2 * (cp->count + 16))
		cap *= 2;
	cp->hash = kaba_arena_alloc(cls->arena, cap * sizeof(*cp->hash));
	if (!cp->hash)
		return -1;
	cp->hash_cap = cap;
	cp->hash_filled = 0;
	for (i = 1; i < cp->count; i++)
		if (cp->entries[i].tag != KABA_CP_NONE)
			hash_insert(cp, (uint16_t)i);
	return 0;
}

uint16_t kaba_cp_find(struct kaba_class *cls, const struct kaba_cp_entry *e)
{
	struct kaba_cpool *cp = &cls->cp;
	uint32_t mask, h;

	if (!cp->hash && hash_build(cls))
		return 0;
	mask = cp->hash_cap - 1;
	for (h = entry_hash(e) & mask; cp->hash[h]; h = (h + 1) & mask)
		if (entry_equal(&cp->entries[cp->hash[h]], e))
			return cp->hash[h];
	return 0;
}

uint16_t kaba_cp_intern(struct kaba_class *cls, const struct kaba_cp_entry *e,
			struct kaba_error *err)
{
	struct kaba_cpool *cp = &cls->cp;
	uint32_t slots = e->tag == KABA_CP_LONG || e->tag == KABA_CP_DOUBLE ? 2 : 1;
	struct kaba_cp_entry *ne;
	uint16_t index = kaba_cp_find(cls, e);

	if (index)
		return index;
	if (!cp->hash) {
		cf_edit_fail(cls, err, KABA_EIO, "out of memory");
		return 0;
	}
	if (cp->count + slots > KABA_CP_MAX_COUNT) {
		cf_edit_fail(cls, err, KABA_EINPUT, "constant pool full (65535 entries)");
		return 0;
	}
	if (cp->count + slots > cp->cap) {
		uint32_t cap = cp->cap * 2 + 16;

		if (cap > KABA_CP_MAX_COUNT)
			cap = KABA_CP_MAX_COUNT;
		ne = kaba_class_alloc(cls, cap, sizeof(*ne), err);
		if (!ne)
			return 0;
		memcpy(ne, cp->entries, cp->count * sizeof(*ne));
		cp->entries = ne;
		cp->cap = cap;
	}
	ne = &cp->entries[cp->count];
	*ne = *e;
	if (e->tag == KABA_CP_UTF8 &&
	    !(ne->utf8.bytes = kaba_arena_memdup(cls->arena, e->utf8.bytes, e->utf8.len))) {
		cf_edit_fail(cls, err, KABA_EIO, "out of memory");
		return 0;
	}
	index = (uint16_t)cp->count;
	cp->count += slots;
	if (slots == 2)
		memset(&cp->entries[index + 1], 0, sizeof(*ne));
	cls->modified = 1;
	if (2 * (cp->hash_filled + 1) > cp->hash_cap) {
		if (hash_build(cls))
			cp->hash = NULL;    /* rebuilt (or OOM reported) on next use */
	} else {
		hash_insert(cp, index);
	}
	return index;
}

uint16_t kaba_cp_intern_utf8(struct kaba_class *cls, const char *s, size_t len,
			     struct kaba_error *err)
{
	struct kaba_cp_entry e = { .tag = KABA_CP_UTF8 };

	/* The writer copies the bytes as they are: refuse what would make
	 * an invalid class file. */
	if (len > UINT16_MAX || !cf_utf8_valid((const uint8_t *)s, len)) {
		cf_edit_fail(cls, err, KABA_EINPUT, len > UINT16_MAX ?
			     "string too long for a constant-pool Utf8" :
			     "string is not modified UTF-8");
		return 0;
	}
	e.utf8.bytes = s;
	e.utf8.len = (uint16_t)len;
	return kaba_cp_intern(cls, &e, err);
}

/* An entry holding one Utf8 index (Class, String). */
static uint16_t intern_named(struct kaba_class *cls, uint8_t tag, const char *s,
			     size_t len, struct kaba_error *err)
{
	struct kaba_cp_entry e = { .tag = tag };

	if (!(e.index = kaba_cp_intern_utf8(cls, s, len, err)))
		return 0;
	return kaba_cp_intern(cls, &e, err);
}

uint16_t kaba_cp_intern_class(struct kaba_class *cls, const char *name,
			      size_t len, struct kaba_error *err)
{
	return intern_named(cls, KABA_CP_CLASS, name, len, err);
}

uint16_t kaba_cp_intern_string(struct kaba_class *cls, const char *s,
			       size_t len, struct kaba_error *err)
{
	return intern_named(cls, KABA_CP_STRING, s, len, err);
}

uint16_t kaba_cp_intern_nat(struct kaba_class *cls, const char *name,
			    const char *descriptor, struct kaba_error *err)
{
	struct kaba_cp_entry e = { .tag = KABA_CP_NAME_AND_TYPE };

	if (!(e.nat.name_index = kaba_cp_intern_utf8(cls, name, strlen(name), err)) ||
	    !(e.nat.descriptor_index = kaba_cp_intern_utf8(cls, descriptor, strlen(descriptor), err)))
		return 0;
	return kaba_cp_intern(cls, &e, err);
}

uint16_t kaba_cp_intern_ref(struct kaba_class *cls, enum kaba_cp_tag tag,
			    const char *owner, const char *name,
			    const char *descriptor, struct kaba_error *err)
{
	struct kaba_cp_entry e = { .tag = (uint8_t)tag };

	if (tag != KABA_CP_FIELDREF && tag != KABA_CP_METHODREF &&
	    tag != KABA_CP_INTERFACE_METHODREF) {
		cf_edit_fail(cls, err, KABA_EINTERNAL, "kaba_cp_intern_ref needs a ref tag");
		return 0;
	}
	if (!(e.ref.class_index = kaba_cp_intern_class(cls, owner, strlen(owner), err)) ||
	    !(e.ref.nat_index = kaba_cp_intern_nat(cls, name, descriptor, err)))
		return 0;
	return kaba_cp_intern(cls, &e, err);
}

uint16_t kaba_cp_intern_int(struct kaba_class *cls, int32_t v,
			    struct kaba_error *err)
{
	struct kaba_cp_entry e = { .tag = KABA_CP_INTEGER, .bits32 = (uint32_t)v };

	return kaba_cp_intern(cls, &e, err);
}

uint16_t kaba_cp_intern_long(struct kaba_class *cls, int64_t v,
			     struct kaba_error *err)
{
	struct kaba_cp_entry e = { .tag = KABA_CP_LONG, .bits64 = (uint64_t)v };

	return kaba_cp_intern(cls, &e, err);
}

uint16_t kaba_cp_intern_float(struct kaba_class *cls, float v,
			      struct kaba_error *err)
{
	struct kaba_cp_entry e = { .tag = KABA_CP_FLOAT };

	memcpy(&e.bits32, &v, 4);
	return kaba_cp_intern(cls, &e, err);
}

uint16_t kaba_cp_intern_double(struct kaba_class *cls, double v,
			       struct kaba_error *err)
{
	struct kaba_cp_entry e = { .tag = KABA_CP_DOUBLE };

	memcpy(&e.bits64, &v, 8);
	return kaba_cp_intern(cls, &e, err);
}

void kaba_cp_touch(struct kaba_class *cls)
{
	cls->cp.raw = NULL;
	cls->cp.hash = NULL;
	cls->modified = 1;
}

int kaba_cp_set_class_name(struct kaba_class *cls, uint16_t index,
			   const char *name, size_t len, struct kaba_error *err)
{
	uint16_t u;

	if (index == 0 || index >= cls->cp.count || cls->cp.entries[index].tag != KABA_CP_CLASS)
		return cf_edit_fail(cls, err, KABA_EINTERNAL,
				    "kaba_cp_set_class_name needs a Class entry");
	if (!(u = kaba_cp_intern_utf8(cls, name, len, err)))
		return err ? err->status : KABA_EINPUT;
	cls->cp.entries[index].index = u;
	kaba_cp_touch(cls);
	return KABA_OK;
}
