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

/* Most cover lists are short (mushroom: 5.7 on average): sorted in place by
 * insertion; qsort()'s call overhead was 4 % of mushroom's full lattice. */
enum { INSERTION_SORT_MAX = 16 };

static void sort_list(size_t *a, size_t n)
{
	size_t i, k, x;

	if (n > INSERTION_SORT_MAX) {
		qsort(a, n, sizeof(size_t), cmp_size);
		return;
	}
	for (i = 1; i < n; i++) {
		x = a[i];
		for (k = i; k > 0 && a[k - 1] > x; k--)
			a[k] = a[k - 1];
		a[k] = x;
	}
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
		sort_list(*list + (*start)[c], (*start)[c + 1] - (*start)[c]);
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
