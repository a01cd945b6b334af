/* Labels (γ, μ, own labels, ⊤, ⊥) and cover lists, shared by the full
 * lattice and the AOC-poset. */
#include "fca_impl.h"

uint64_t *fca_attribute_intents(const struct fca_context *ctx)
{
	size_t words = ctx->words, o, a, w;
	uint64_t *out = fca_calloc(ctx->nattributes, words, sizeof(uint64_t));

	if (!out)
		return NULL;
	/* a'' is the meet of the rows holding a, or every attribute when none does. */
	memset(out, 0xff, ctx->nattributes * words * sizeof(uint64_t));
	for (o = 0; o < ctx->nobjects; o++) {
		const uint64_t *row = fca_context_row(ctx, o);

		for (w = 0; w < words; w++)
			for (uint64_t bits = row[w]; bits; bits &= bits - 1) {
				uint64_t *meet = out + (w * 64 + (size_t)__builtin_ctzll(bits)) * words;

				for (a = 0; a < words; a++)
					meet[a] &= row[a];
			}
	}
	if (ctx->nattributes & 63)
		for (a = 0; a < ctx->nattributes; a++)
			out[a * words + words - 1] &= ((uint64_t)1 << (ctx->nattributes & 63)) - 1;
	return out;
}

/* CSR lists of the elements e < n with owner[e] = c, for each concept c. */
static int invert(const size_t *owner, size_t n, size_t nconcepts, size_t **start, size_t **list)
{
	size_t e, c;

	*start = fca_calloc(nconcepts + 1, 1, sizeof(size_t));
	*list = fca_calloc(n, 1, sizeof(size_t));
	if (!*start || !*list)
		return -1;
	for (e = 0; e < n; e++)
		if (owner[e] != FCA_NONE)
			(*start)[owner[e] + 1]++;
	for (c = 0; c < nconcepts; c++)
		(*start)[c + 1] += (*start)[c];
	/* Filling in element order keeps each list ascending. */
	for (e = 0; e < n; e++)
		if (owner[e] != FCA_NONE)
			(*list)[(*start)[owner[e]]++] = e;
	for (c = nconcepts; c > 0; c--)
		(*start)[c] = (*start)[c - 1];
	(*start)[0] = 0;
	return 0;
}

int fca_labels_finish(struct fca_lattice *lat)
{
	const struct fca_context *ctx = lat->ctx;
	size_t c;

	if (invert(lat->gamma, ctx->nobjects, lat->n, &lat->own_objects_start, &lat->own_objects) ||
	    invert(lat->mu, ctx->nattributes, lat->n, &lat->own_attributes_start,
		   &lat->own_attributes))
		return -1;
	lat->top = lat->bottom = FCA_NONE;
	for (c = 0; c < lat->n; c++) {
		if (lat->extent_size[c] == ctx->nobjects)
			lat->top = c;
		if (fca_popcount(lat->intents + c * lat->iwords, lat->iwords) == ctx->nattributes)
			lat->bottom = c;
	}
	return 0;
}

static int cmp_size(const void *a, const void *b)
{
	size_t x = *(const size_t *)a, y = *(const size_t *)b;

	return x < y ? -1 : x > y;
}

/* Adjacency lists from pairs[2k] (key side) → pairs[2k + 1 - key] (value). */
static int adjacency(const size_t *pairs, size_t npairs, size_t n, int key,
		     size_t **start, size_t **list)
{
	size_t k, c;

	*start = fca_calloc(n + 1, 1, sizeof(size_t));
	*list = fca_calloc(npairs, 1, sizeof(size_t));
	if (!*start || !*list)
		return -1;
	for (k = 0; k < npairs; k++)
		(*start)[pairs[2 * k + key] + 1]++;
	for (c = 0; c < n; c++)
		(*start)[c + 1] += (*start)[c];
	for (k = 0; k < npairs; k++)
		(*list)[(*start)[pairs[2 * k + key]]++] = pairs[2 * k + 1 - key];
	for (c = n; c > 0; c--)
		(*start)[c] = (*start)[c - 1];
	(*start)[0] = 0;
	/* Ascending lists: the output does not depend on the order of discovery. */
	for (c = 0; c < n; c++)
		qsort(*list + (*start)[c], (*start)[c + 1] - (*start)[c], sizeof(size_t), cmp_size);
	return 0;
}

int fca_covers_from_pairs(struct fca_lattice *lat, const size_t *pairs, size_t npairs)
{
	lat->ncovers = npairs;
	if (adjacency(pairs, npairs, lat->n, 0, &lat->up_start, &lat->up) ||
	    adjacency(pairs, npairs, lat->n, 1, &lat->down_start, &lat->down))
		return -1;
	return 0;
}
