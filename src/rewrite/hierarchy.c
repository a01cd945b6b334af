/*
 * The hierarchy oracle of a restructured program: least common superclasses
 * as the verifier merges them (docs/platform.md §8.2), over new classes that
 * exist only as a plan, with the library below answered by a base oracle.
 * Class references are interned (names.c), so the superclass chains are
 * arrays of ids and the answers stable strings.
 */
#include <stdlib.h>
#include <string.h>

#include "frames.h"

#define OBJECT "java/lang/Object"

enum { NOT_NEW, NEW_CLASS, NEW_INTERFACE };

struct kaba_new_hierarchy {
	struct kaba_hierarchy base;
	struct kaba_arena arena;
	struct names nm;
	/* per name id, for ids below cap */
	uint32_t *super;        /* the superclass's id (new classes) */
	uint8_t *kind;
	uint32_t *mark;
	uint32_t cap, stamp, nnew;
	struct kaba_buf scratch;
};

int kaba_new_hierarchy_create(const struct kaba_hierarchy *base,
			      struct kaba_new_hierarchy **out, struct kaba_error *err)
{
	struct kaba_new_hierarchy *nh = calloc(1, sizeof(*nh));

	*out = NULL;
	if (!nh)
		return kaba_fail(err, KABA_EIO, "new hierarchy", -1, "out of memory");
	nh->base = *base;
	kaba_arena_init(&nh->arena);
	names_init(&nh->nm, &nh->arena);
	kaba_buf_init(&nh->scratch);
	*out = nh;
	return KABA_OK;
}

void kaba_new_hierarchy_free(struct kaba_new_hierarchy *nh)
{
	if (!nh)
		return;
	free(nh->super);
	free(nh->kind);
	free(nh->mark);
	names_free(&nh->nm);
	kaba_arena_free(&nh->arena);
	kaba_buf_free(&nh->scratch);
	free(nh);
}

/* The id of a name, with room for it in the per-id arrays. */
static uint32_t id_of(struct kaba_new_hierarchy *nh, const char *s, size_t len)
{
	uint32_t id = names_id(&nh->nm, s, len), cap;

	if (id == UINT32_MAX || id < nh->cap)
		return id;
	cap = nh->cap ? 2 * nh->cap : 64;
	while (cap <= id)
		cap *= 2;
	{
		uint32_t *super = realloc(nh->super, cap * sizeof(*super));
		uint32_t *mark = super ? realloc(nh->mark, cap * sizeof(*mark)) : NULL;
		uint8_t *kind = mark ? realloc(nh->kind, cap) : NULL;

		if (super)
			nh->super = super;
		if (mark)
			nh->mark = mark;
		if (!kind)
			return UINT32_MAX;
		nh->kind = kind;
	}
	memset(nh->kind + nh->cap, NOT_NEW, cap - nh->cap);
	memset(nh->mark + nh->cap, 0, (cap - nh->cap) * sizeof(*nh->mark));
	nh->cap = cap;
	return id;
}

int kaba_new_hierarchy_add(struct kaba_new_hierarchy *nh, const char *name,
			   const char *super, int is_interface, struct kaba_error *err)
{
	uint32_t id = id_of(nh, name, strlen(name)), sid;

	if (id == UINT32_MAX || (sid = id_of(nh, super, strlen(super))) == UINT32_MAX)
		return kaba_fail(err, KABA_EIO, name, -1, "out of memory");
	if (nh->kind[id] != NOT_NEW)
		return kaba_fail(err, KABA_EINPUT, name, -1, "class added twice to the new hierarchy");
	nh->kind[id] = is_interface ? NEW_INTERFACE : NEW_CLASS;
	nh->super[id] = sid;
	nh->nnew++;
	return KABA_OK;
}

static const char *base_lub(struct kaba_new_hierarchy *nh, uint32_t a, uint32_t b)
{
	const char *s;
	uint32_t id;

	if (a == b)
		return nh->nm.v[a];
	s = nh->base.common_super(nh->base.ctx, nh->nm.v[a], nh->nm.v[b]);
	if (!s || (id = id_of(nh, s, strlen(s))) == UINT32_MAX)
		return NULL;
	return nh->nm.v[id];
}

/* Is new class c above old class o (its base part)?  Only a frozen class
 * written anew (frozen.c) can be: it keeps its name and its original
 * superclass, so the base oracle knows its place; an old class has no
 * restructured class above it (the analysis freezes a frozen class's
 * supertypes). */
static int base_above(struct kaba_new_hierarchy *nh, uint32_t c, uint32_t o)
{
	const char *s = base_lub(nh, c, o);

	return s == nh->nm.v[c];
}

/* Two class names: the first common class of the chains, the library's
 * part through the base oracle. */
static const char *class_lub(struct kaba_new_hierarchy *nh, const char *a, size_t alen,
			     const char *b, size_t blen)
{
	uint32_t x = id_of(nh, a, alen), y = id_of(nh, b, blen), x0, steps;

	if (x == UINT32_MAX || y == UINT32_MAX)
		return NULL;
	if (x == y)
		return nh->nm.v[x];
	if (nh->kind[x] == NEW_INTERFACE || nh->kind[y] == NEW_INTERFACE)
		return OBJECT;
	if (++nh->stamp == 0)   /* wrapped: forget old marks */
		memset(nh->mark, 0, nh->cap * sizeof(*nh->mark)), nh->stamp = 1;
	for (x0 = x, steps = 0; nh->kind[x] == NEW_CLASS; x = nh->super[x]) {
		if (nh->mark[x] == nh->stamp || steps++ > nh->nnew)
			return NULL;    /* a cycle */
		nh->mark[x] = nh->stamp;
	}
	/* x: where a's chain enters the old classes; the first class of
	 * b's chain above a is the answer */
	for (steps = 0; nh->kind[y] == NEW_CLASS; y = nh->super[y]) {
		if (nh->mark[y] == nh->stamp || (nh->kind[x] == NOT_NEW && base_above(nh, y, x)))
			return nh->nm.v[y];
		if (steps++ > nh->nnew)
			return NULL;
	}
	if (nh->kind[x] == NEW_INTERFACE || nh->kind[y] == NEW_INTERFACE)
		return NULL;    /* a class extends an interface */
	/* none of b's new classes: the first of a's above b's old part */
	for (steps = 0; nh->kind[x0] == NEW_CLASS && steps++ <= nh->nnew; x0 = nh->super[x0])
		if (base_above(nh, x0, y))
			return nh->nm.v[x0];
	return base_lub(nh, x, y);
}

/* "[[L" + name + ";" with `dims` brackets, interned. */
static const char *array_of(struct kaba_new_hierarchy *nh, unsigned dims, const char *name)
{
	uint32_t id;

	if (!name)
		return NULL;
	nh->scratch.len = 0;
	while (dims--)
		kaba_buf_u8(&nh->scratch, '[');
	kaba_buf_printf(&nh->scratch, "L%s;", name);
	if (nh->scratch.oom)
		return NULL;
	id = id_of(nh, (const char *)nh->scratch.data, nh->scratch.len);
	return id == UINT32_MAX ? NULL : nh->nm.v[id];
}

static const char *new_common_super(void *ctx, const char *a, const char *b)
{
	struct kaba_new_hierarchy *nh = ctx;
	unsigned da = 0, db = 0, low;
	const char *ea, *eb;

	if (!strcmp(a, b))
		return class_lub(nh, a, strlen(a), a, strlen(a));      /* a, interned */
	while (a[da] == '[')
		da++;
	while (b[db] == '[')
		db++;
	if (!da && !db)
		return class_lub(nh, a, strlen(a), b, strlen(b));
	if (!da || !db)
		return OBJECT;
	ea = a + da, eb = b + db;
	if (da == db && *ea == 'L' && *eb == 'L')
		return array_of(nh, da, class_lub(nh, ea + 1, strlen(ea) - 2, eb + 1, strlen(eb) - 2));
	/* Different shapes: arrays of Object as deep as both stay references. */
	low = da < db ? da : db;
	if (da == db || *(da < db ? ea : eb) != 'L')
		low--;
	return low ? array_of(nh, low, OBJECT) : OBJECT;
}

struct kaba_hierarchy kaba_new_hierarchy_oracle(struct kaba_new_hierarchy *nh)
{
	struct kaba_hierarchy h = { new_common_super, nh };

	return h;
}
