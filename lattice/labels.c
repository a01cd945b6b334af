/* Labels (γ, μ, own labels, ⊤, ⊥) and cover lists, shared by the full
 * lattice and the AOC-poset. */
#include "fca_impl.h"

int fca_attribute_concepts(const struct fca_context *ctx,
			   size_t (*concept)(void *arg, const uint64_t *intent), void *arg,
			   size_t *mu)
{
	size_t words = ctx->words, na = ctx->nattributes, o, a, w, k, nheld;
	size_t *start = fca_calloc(na + 1, 1, sizeof(size_t));
	uint64_t *all = fca_calloc(words + 1, 1, sizeof(uint64_t));
	uint64_t *meet = fca_calloc(words + 1, 1, sizeof(uint64_t));
	uint32_t *held = fca_calloc(words + 1, 1, sizeof(uint32_t));
	uint32_t *objects = NULL;
	const uint64_t *row;
	size_t bottom = FCA_NONE;
	int status = -1, seen_bottom = 0;

	if (!start || !all || !meet || !held)
		goto done;
	/* The columns as object lists. */
	for (o = 0; o < ctx->nobjects; o++)
		for (w = 0; w < words; w++)
			for (uint64_t bits = fca_context_row(ctx, o)[w]; bits; bits &= bits - 1)
				start[w * 64 + (size_t)__builtin_ctzll(bits) + 1]++;
	for (a = 0; a < na; a++)
		start[a + 1] += start[a];
	objects = fca_calloc(start[na], 1, sizeof(uint32_t));
	if (!objects)
		goto done;
	for (o = 0; o < ctx->nobjects; o++)
		for (w = 0; w < words; w++)
			for (uint64_t bits = fca_context_row(ctx, o)[w]; bits; bits &= bits - 1)
				objects[start[w * 64 + (size_t)__builtin_ctzll(bits)]++] = (uint32_t)o;
	for (a = na; a > 0; a--)
		start[a] = start[a - 1];
	start[0] = 0;
	for (a = 0; a < na; a++)
		fca_set_bit(all, a);
	/* a'' is the meet of the rows holding a, or every attribute when none
	 * does: those all share ⊥, looked up once (wide contexts have many). */
	for (a = 0; a < na; a++) {
		if (start[a] == start[a + 1]) {
			if (!seen_bottom++)
				bottom = concept(arg, all);
			mu[a] = bottom;
			continue;
		}
		/* The meet lies within the first row's nonzero words (`held`):
		 * only those are met (ecj's rows: a few of 456 words). */
		row = fca_context_row(ctx, objects[start[a]]);
		for (w = 0, nheld = 0; w < words; w++)
			if ((meet[w] = row[w]))
				held[nheld++] = (uint32_t)w;
		for (k = start[a] + 1; k < start[a + 1]; k++) {
			row = fca_context_row(ctx, objects[k]);
			for (w = 0; w < nheld; w++)
				meet[held[w]] &= row[held[w]];
		}
		mu[a] = concept(arg, meet);
	}
	status = 0;
done:
	free(start);
	free(all);
	free(meet);
	free(held);
	free(objects);
	return status;
}

/* CSR lists over n nodes are filled in two passes: start[c + 1] first
 * counts c's items, csr_offsets turns the counts into offsets, each item
 * then goes to list[start[c]++], and csr_rewind shifts the offsets back. */
static void csr_offsets(size_t *start, size_t n)
{
	size_t c;

	for (c = 0; c < n; c++)
		start[c + 1] += start[c];
}

static void csr_rewind(size_t *start, size_t n)
{
	size_t c;

	for (c = n; c > 0; c--)
		start[c] = start[c - 1];
	start[0] = 0;
}

/* CSR lists of the elements e < n with owner[e] = c, for each concept c. */
static int invert(const size_t *owner, size_t n, size_t nconcepts, size_t **start, size_t **list)
{
	size_t e;

	*start = fca_calloc(nconcepts + 1, 1, sizeof(size_t));
	*list = fca_calloc(n, 1, sizeof(size_t));
	if (!*start || !*list)
		return -1;
	for (e = 0; e < n; e++)
		if (owner[e] != FCA_NONE)
			(*start)[owner[e] + 1]++;
	csr_offsets(*start, nconcepts);
	/* Filling in element order keeps each list ascending. */
	for (e = 0; e < n; e++)
		if (owner[e] != FCA_NONE)
			(*list)[(*start)[owner[e]]++] = e;
	csr_rewind(*start, nconcepts);
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

/* The transpose of CSR lists over n nodes.  Reading the rows in ascending
 * order fills each list of the transpose in ascending order: two transposes
 * sort every list in linear time, where sorting each list took a fifth of
 * the AOC-poset's instructions on wide contexts (data3: 30 covers a node). */
static int transpose(const size_t *start, const size_t *list, size_t n, size_t **tstart,
		     size_t **tlist)
{
	size_t c, k;

	*tstart = fca_calloc(n + 1, 1, sizeof(size_t));
	*tlist = fca_calloc(start[n], 1, sizeof(size_t));
	if (!*tstart || !*tlist)
		return -1;
	for (k = 0; k < start[n]; k++)
		(*tstart)[list[k] + 1]++;
	csr_offsets(*tstart, n);
	for (c = 0; c < n; c++)
		for (k = start[c]; k < start[c + 1]; k++)
			(*tlist)[(*tstart)[list[k]]++] = c;
	csr_rewind(*tstart, n);
	return 0;
}

int fca_covers_from_pairs(struct fca_lattice *lat, const size_t *pairs, size_t npairs)
{
	size_t k, *start = fca_calloc(lat->n + 1, 1, sizeof(size_t));
	size_t *list = fca_calloc(npairs, 1, sizeof(size_t));
	int status = -1;

	/* Ascending lists: the output does not depend on the order of discovery.
	 * The pairs (lower, upper) give the upper covers unsorted, their
	 * transpose the lower covers sorted, and its transpose the upper ones. */
	lat->ncovers = npairs;
	if (start && list) {
		for (k = 0; k < npairs; k++)
			start[pairs[2 * k] + 1]++;
		csr_offsets(start, lat->n);
		for (k = 0; k < npairs; k++)
			list[start[pairs[2 * k]]++] = pairs[2 * k + 1];
		csr_rewind(start, lat->n);
		status = transpose(start, list, lat->n, &lat->down_start, &lat->down) ||
			 transpose(lat->down_start, lat->down, lat->n, &lat->up_start, &lat->up) ?
			 -1 : 0;
	}
	free(start);
	free(list);
	return status;
}
