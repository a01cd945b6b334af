/* The concept store: extents and intents as bitsets, found by intent. */
#include "fca_impl.h"

size_t fca_store_add(struct fca_lattice *lat, const uint64_t *extent, size_t size,
		     const uint64_t *intent)
{
	int lists = lat->extent_lists;

	if (lat->n == lat->cap) {
		size_t cap = lat->cap ? lat->cap * 2 : 256;
		uint64_t *e = lists ? NULL
				    : fca_reallocarray(lat->extents, cap, lat->ewords * sizeof(uint64_t));
		uint64_t *i;
		size_t *s;

		if (!lists && !e)
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
		if (lists) {
			uint32_t *start = fca_reallocarray(lat->extent_start, cap + 1, sizeof(uint32_t));

			if (!start)
				return FCA_NONE;
			if (!lat->extent_start)
				start[0] = 0;
			lat->extent_start = start;
		}
		lat->cap = cap;
	}
	memcpy(lat->intents + lat->n * lat->iwords, intent, lat->iwords * sizeof(uint64_t));
	lat->extent_size[lat->n] = size;
	if (!lists)
		memcpy(lat->extents + lat->n * lat->ewords, extent, lat->ewords * sizeof(uint64_t));
	return lat->n++;
}

int fca_store_list(struct fca_lattice *lat, const uint32_t *rows, size_t n)
{
	size_t c = lat->n - 1, at = lat->extent_start[c];

	if (at + n > UINT32_MAX)
		return -1;
	if (fca_reserve((void **)&lat->extent_list, &lat->list_cap, at + n, sizeof(uint32_t)))
		return -1;
	if (n) /* an empty extent may have no list at all yet */
		memcpy(lat->extent_list + at, rows, n * sizeof(uint32_t));
	lat->extent_start[c + 1] = (uint32_t)(at + n);
	return 0;
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

void fca_index_add(struct fca_set_index *ix, const uint64_t *sets, size_t c, size_t words)
{
	size_t h = hash_set(sets + c * words, words) & ix->mask;

	while (ix->slot[h] != FCA_NONE)
		h = (h + 1) & ix->mask;
	ix->slot[h] = c;
}

int fca_index_build(struct fca_set_index *ix, const uint64_t *sets, size_t n, size_t words)
{
	size_t size = 16, c;

	while (size < 2 * n)
		size *= 2;
	free(ix->slot);
	ix->slot = fca_calloc(size, 1, sizeof(size_t));
	if (!ix->slot)
		return -1;
	memset(ix->slot, 0xff, size * sizeof(size_t)); /* FCA_NONE */
	ix->mask = size - 1;
	for (c = 0; c < n; c++)
		fca_index_add(ix, sets, c, words);
	return 0;
}

size_t fca_index_find(const struct fca_set_index *ix, const uint64_t *sets, size_t words,
		      const uint64_t *set)
{
	size_t h, c;

	if (!ix->slot)
		return FCA_NONE;
	for (h = hash_set(set, words) & ix->mask; (c = ix->slot[h]) != FCA_NONE;
	     h = (h + 1) & ix->mask) {
		/* Compared word by word: the sets are short (mushroom's covers:
		 * 2 words), where memcmp() cost a call and half of the lookup. */
		const uint64_t *s = sets + c * words;
		size_t w = 0;

		while (w < words && s[w] == set[w])
			w++;
		if (w == words)
			return c;
	}
	return FCA_NONE;
}

void fca_index_free(struct fca_set_index *ix)
{
	free(ix->slot);
	ix->slot = NULL;
}

int fca_store_index(struct fca_lattice *lat)
{
	return fca_index_build(&lat->by_intent, lat->intents, lat->n, lat->iwords);
}

size_t fca_store_find(const struct fca_lattice *lat, const uint64_t *intent)
{
	return fca_index_find(&lat->by_intent, lat->intents, lat->iwords, intent);
}

size_t fca_store_intern(struct fca_lattice *lat, const uint64_t *intent, const uint64_t *extent)
{
	size_t c = fca_store_find(lat, intent);

	if (c != FCA_NONE)
		return c;
	c = fca_store_add(lat, extent, extent ? fca_popcount(extent, lat->ewords) : 0, intent);
	if (c == FCA_NONE)
		return FCA_NONE;
	/* Keep the table at most half full. */
	if (!lat->by_intent.slot || 2 * lat->n > lat->by_intent.mask)
		return fca_store_index(lat) ? FCA_NONE : c;
	fca_index_add(&lat->by_intent, lat->intents, c, lat->iwords);
	return c;
}
