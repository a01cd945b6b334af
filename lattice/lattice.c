/* Building a lattice (or AOC-poset) and reading it. */
#include "fca_impl.h"

static size_t find(void *lat, const uint64_t *intent)
{
	return fca_store_find(lat, intent);
}

/* γ(o) has intent o', μ(a) intent a''. */
static int full_labels(struct fca_lattice *lat)
{
	const struct fca_context *ctx = lat->ctx;
	size_t i;

	lat->gamma = fca_calloc(ctx->nobjects, 1, sizeof(size_t));
	lat->mu = fca_calloc(ctx->nattributes, 1, sizeof(size_t));
	if (!lat->gamma || !lat->mu)
		return -1;
	for (i = 0; i < ctx->nobjects; i++)
		lat->gamma[i] = fca_store_find(lat, fca_context_row(ctx, i));
	if (fca_attribute_concepts(ctx, find, lat, lat->mu))
		return -1;
	return fca_labels_finish(lat);
}

/*
 * A full lattice with a limit: the concepts are enumerated first, without
 * their covers, which cost a scan of every item outside the intent of every
 * row of each concept (ecj's table of 26,441 × 23,588: 28 s for the covers
 * of 20,000 concepts, 5 s to enumerate them).  Only when they fit are they
 * enumerated again with their covers, then without the limit, so on every
 * thread.  Over the limit the caller falls back to something smaller (kaba
 * to the AOC-poset): the order of a part of the lattice is not worth its
 * cost.
 */
static int full_with_limit(const struct fca_context *ctx, const struct fca_options *opt,
			   struct fca_lattice **out, char *err, size_t errlen)
{
	struct fca_options pass = *opt;

	pass.kind = FCA_CONCEPTS;
	if (fca_lattice_build(ctx, &pass, out, err, errlen) || fca_lattice_truncated(*out))
		return *out ? 0 : -1;
	fca_lattice_free(*out);
	pass.kind = FCA_FULL;
	pass.limit = 0;
	return fca_lattice_build(ctx, &pass, out, err, errlen);
}

int fca_lattice_build(const struct fca_context *ctx, const struct fca_options *opt,
		      struct fca_lattice **out, char *err, size_t errlen)
{
	struct fca_lattice *lat;
	int status;

	if (opt->kind == FCA_FULL && opt->limit)
		return full_with_limit(ctx, opt, out, err, errlen);
	*out = NULL;
	lat = calloc(1, sizeof(*lat));
	if (!lat)
		return fca_fail(err, errlen, "out of memory");
	lat->ctx = ctx;
	lat->kind = opt->kind;
	lat->ewords = FCA_WORDS(ctx->nobjects);
	lat->iwords = ctx->words;
	lat->top = lat->bottom = FCA_NONE;
	switch (opt->kind) {
	case FCA_COUNT:
	case FCA_CONCEPTS:
		status = fca_collect(lat, opt);
		break;
	case FCA_FULL:
		status = fca_collect(lat, opt) || full_labels(lat);
		break;
	case FCA_AOC:
		status = fca_aoc_build(lat, opt->threads) || fca_labels_finish(lat);
		break;
	default:
		status = fca_fail(err, errlen, "unknown lattice kind %d", (int)opt->kind);
		fca_lattice_free(lat);
		return -1;
	}
	if (status) {
		fca_lattice_free(lat);
		return fca_fail(err, errlen, "out of memory");
	}
	if (opt->kind == FCA_CONCEPTS || opt->kind == FCA_COUNT) {
		/* ⊤ and ⊥ by their sets; in count mode there is nothing to point at. */
		size_t c;

		for (c = 0; c < lat->n && opt->kind == FCA_CONCEPTS; c++) {
			if (lat->extent_size[c] == ctx->nobjects)
				lat->top = c;
			if (fca_popcount(lat->intents + c * lat->iwords, lat->iwords) == ctx->nattributes)
				lat->bottom = c;
		}
	}
	*out = lat;
	return 0;
}

void fca_lattice_free(struct fca_lattice *lat)
{
	if (!lat)
		return;
	free(lat->extents);
	if (lat->extent_cache)
		for (size_t c = 0; c < lat->n; c++)
			free(atomic_load(&lat->extent_cache[c]));
	free(lat->extent_cache);
	free(lat->extent_start);
	free(lat->extent_list);
	free(lat->intents);
	free(lat->extent_size);
	free(lat->up_start);
	free(lat->up);
	free(lat->down_start);
	free(lat->down);
	free(lat->gamma);
	free(lat->mu);
	free(lat->own_objects_start);
	free(lat->own_objects);
	free(lat->own_attributes_start);
	free(lat->own_attributes);
	fca_index_free(&lat->by_intent);
	free(lat);
}

size_t fca_lattice_size(const struct fca_lattice *lat)
{
	return lat->n;
}

int fca_lattice_truncated(const struct fca_lattice *lat)
{
	return lat->truncated;
}

const struct fca_context *fca_lattice_context(const struct fca_lattice *lat)
{
	return lat->ctx;
}

/* An extent kept as a list becomes a bitset when first asked for; threads
 * that race for it keep the first one made. */
static const uint64_t *extent_bits(const struct fca_lattice *lat, size_t c)
{
	uint64_t *bits = atomic_load(&lat->extent_cache[c]), *none = NULL;
	size_t k;

	if (bits)
		return bits;
	bits = fca_calloc(lat->ewords + 1, 1, sizeof(uint64_t));
	if (!bits)
		return NULL;
	for (k = lat->extent_start[c]; k < lat->extent_start[c + 1]; k++)
		fca_set_bit(bits, lat->extent_list[k]);
	if (!atomic_compare_exchange_strong(&lat->extent_cache[c], &none, bits)) {
		free(bits);
		return none;
	}
	return bits;
}

const uint64_t *fca_extent(const struct fca_lattice *lat, size_t c)
{
	if (c >= lat->n)
		return NULL;
	if (lat->extent_lists)
		return lat->extent_cache ? extent_bits(lat, c) : NULL;
	return lat->extents ? lat->extents + c * lat->ewords : NULL;
}

const uint64_t *fca_intent(const struct fca_lattice *lat, size_t c)
{
	return lat->intents && c < lat->n ? lat->intents + c * lat->iwords : NULL;
}

size_t fca_extent_size(const struct fca_lattice *lat, size_t c)
{
	return lat->extent_size && c < lat->n ? lat->extent_size[c] : 0;
}

static size_t adjacent(const size_t *start, const size_t *list, size_t n, size_t c,
		       const size_t **out)
{
	if (!start || c >= n) {
		*out = NULL;
		return 0;
	}
	*out = list + start[c];
	return start[c + 1] - start[c];
}

size_t fca_upper_covers(const struct fca_lattice *lat, size_t c, const size_t **list)
{
	return adjacent(lat->up_start, lat->up, lat->n, c, list);
}

size_t fca_lower_covers(const struct fca_lattice *lat, size_t c, const size_t **list)
{
	return adjacent(lat->down_start, lat->down, lat->n, c, list);
}

size_t fca_cover_count(const struct fca_lattice *lat)
{
	return lat->ncovers;
}

size_t fca_gamma(const struct fca_lattice *lat, size_t object)
{
	return lat->gamma && object < lat->ctx->nobjects ? lat->gamma[object] : FCA_NONE;
}

size_t fca_mu(const struct fca_lattice *lat, size_t attribute)
{
	return lat->mu && attribute < lat->ctx->nattributes ? lat->mu[attribute] : FCA_NONE;
}

size_t fca_own_objects(const struct fca_lattice *lat, size_t c, const size_t **list)
{
	return adjacent(lat->own_objects_start, lat->own_objects, lat->n, c, list);
}

size_t fca_own_attributes(const struct fca_lattice *lat, size_t c, const size_t **list)
{
	return adjacent(lat->own_attributes_start, lat->own_attributes, lat->n, c, list);
}

size_t fca_top(const struct fca_lattice *lat)
{
	return lat->top;
}

size_t fca_bottom(const struct fca_lattice *lat)
{
	return lat->bottom;
}

int fca_leq(const struct fca_lattice *lat, size_t c1, size_t c2)
{
	const uint64_t *e1 = fca_extent(lat, c1), *e2 = fca_extent(lat, c2);

	return e1 && e2 && fca_subset(e1, e2, lat->ewords);
}
