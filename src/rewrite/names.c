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
	free(nm->hash);
	memset(nm, 0, sizeof(*nm));
}

static uint32_t hash_of(const char *s, size_t len)
{
	uint32_t h = 2166136261u;   /* FNV-1a */
	size_t i;

	for (i = 0; i < len; i++)
		h = (h ^ (uint8_t)s[i]) * 16777619u;
	return h;
}

static int rehash(struct names *nm)
{
	uint32_t cap = nm->hash_cap ? nm->hash_cap * 2 : 64, i;
	uint32_t *t = calloc(cap, sizeof(*t));

	if (!t)
		return -1;
	for (i = 0; i < nm->n; i++) {
		uint32_t h = hash_of(nm->v[i], strlen(nm->v[i])) & (cap - 1);

		while (t[h])
			h = (h + 1) & (cap - 1);
		t[h] = i + 1;
	}
	free(nm->hash);
	nm->hash = t;
	nm->hash_cap = cap;
	return 0;
}

uint32_t names_id(struct names *nm, const char *s, size_t len)
{
	uint32_t h;

	if (2 * (nm->n + 1) > nm->hash_cap && rehash(nm))
		return UINT32_MAX;
	for (h = hash_of(s, len) & (nm->hash_cap - 1); nm->hash[h];
	     h = (h + 1) & (nm->hash_cap - 1)) {
		const char *t = nm->v[nm->hash[h] - 1];

		if (!strncmp(t, s, len) && !t[len])
			return nm->hash[h] - 1;
	}
	if (nm->n == nm->cap) {
		uint32_t cap = nm->cap ? nm->cap * 2 : 32;
		const char **v = realloc(nm->v, cap * sizeof(*v));

		if (!v)
			return UINT32_MAX;
		nm->v = v;
		nm->cap = cap;
	}
	if (!(nm->v[nm->n] = kaba_arena_strndup(nm->arena, s, len)))
		return UINT32_MAX;
	nm->hash[h] = nm->n + 1;
	return nm->n++;
}
