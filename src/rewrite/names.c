/*
 * Interned class references: the inference compares and merges types by
 * id, and meets each name once however many slots hold it.
 */
#include <stdlib.h>
#include <string.h>

#include "frames.h"

void names_init(struct names *nm, struct kaba_arena *arena)
{
	memset(nm, 0, sizeof(*nm));
	nm->arena = arena;
}

void names_free(struct names *nm)
{
	free(nm->v);
	kaba_strmap_free(&nm->ids);
	memset(nm, 0, sizeof(*nm));
}

uint32_t names_id(struct names *nm, const char *s, size_t len)
{
	int32_t id = kaba_strmap_get(&nm->ids, s, len);

	if (id >= 0)
		return (uint32_t)id;
	if (nm->n == nm->cap) {
		uint32_t cap = nm->cap ? nm->cap * 2 : 32;
		const char **v = realloc(nm->v, cap * sizeof(*v));

		if (!v)
			return UINT32_MAX;
		nm->v = v;
		nm->cap = cap;
	}
	if (!(nm->v[nm->n] = kaba_arena_strndup(nm->arena, s, len)) ||
	    kaba_strmap_put(&nm->ids, nm->v[nm->n], len, (int32_t)nm->n))
		return UINT32_MAX;
	return nm->n++;
}
