/* The concept store: extents and intents as bitsets, found by intent. */
#include "fca_impl.h"

size_t fca_store_add(struct fca_lattice *lat, const uint64_t *extent, const uint64_t *intent)
{
	if (lat->n == lat->cap) {
		size_t cap = lat->cap ? lat->cap * 2 : 256;
		uint64_t *e = fca_reallocarray(lat->extents, cap, lat->ewords * sizeof(uint64_t));
		uint64_t *i;
		size_t *s;

		if (!e)
			return FCA_NONE;
		lat->extents = e;
		i = fca_reallocarray(lat->intents, cap, lat->iwords * sizeof(uint64_t));
		if (!i)
			return FCA_NONE;
		lat->intents = i;
		s = fca_reallocarray(lat->extent_size, cap, sizeof(size_t));
		if (!s)
			return FCA_NONE;
		lat->extent_size = s;
		lat->cap = cap;
	}
	memcpy(lat->extents + lat->n * lat->ewords, extent, lat->ewords * sizeof(uint64_t));
	memcpy(lat->intents + lat->n * lat->iwords, intent, lat->iwords * sizeof(uint64_t));
	lat->extent_size[lat->n] = fca_popcount(extent, lat->ewords);
	return lat->n++;
}

static size_t hash_set(const uint64_t *set, size_t words)
{
	uint64_t h = 0x9e3779b97f4a7c15u;
	size_t w;

	for (w = 0; w < words; w++) {
		h ^= set[w];
		h *= 0xff51afd7ed558ccdu;
		h ^= h >> 32;
	}
	return (size_t)h;
}

int fca_store_index(struct fca_lattice *lat)
{
	size_t size = 16, c;

	while (size < 2 * lat->n)
		size *= 2;
	free(lat->hash);
	lat->hash = fca_calloc(size, 1, sizeof(size_t));
	if (!lat->hash)
		return -1;
	memset(lat->hash, 0xff, size * sizeof(size_t)); /* FCA_NONE */
	lat->hash_mask = size - 1;
	for (c = 0; c < lat->n; c++) {
		size_t h = hash_set(lat->intents + c * lat->iwords, lat->iwords) & lat->hash_mask;

		while (lat->hash[h] != FCA_NONE)
			h = (h + 1) & lat->hash_mask;
		lat->hash[h] = c;
	}
	return 0;
}

size_t fca_store_find(const struct fca_lattice *lat, const uint64_t *intent)
{
	size_t h = hash_set(intent, lat->iwords) & lat->hash_mask, c;

	for (; (c = lat->hash[h]) != FCA_NONE; h = (h + 1) & lat->hash_mask)
		if (!memcmp(lat->intents + c * lat->iwords, intent, lat->iwords * sizeof(uint64_t)))
			return c;
	return FCA_NONE;
}

size_t fca_store_intern(struct fca_lattice *lat, const uint64_t *intent, const uint64_t *extent)
{
	size_t c = lat->hash ? fca_store_find(lat, intent) : FCA_NONE, h;

	if (c != FCA_NONE)
		return c;
	c = fca_store_add(lat, extent, intent);
	if (c == FCA_NONE)
		return FCA_NONE;
	/* Keep the table at most half full. */
	if (!lat->hash || 2 * lat->n > lat->hash_mask)
		return fca_store_index(lat) ? FCA_NONE : c;
	h = hash_set(intent, lat->iwords) & lat->hash_mask;
	while (lat->hash[h] != FCA_NONE)
		h = (h + 1) & lat->hash_mask;
	lat->hash[h] = c;
	return c;
}
