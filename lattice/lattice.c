/* Building a lattice (or AOC-poset) and reading it. */
#include "fca_impl.h"

/*
 * Collects the enumerated concepts, in context numbering.  With several
 * workers each has a store of its own, and the tasks (branches) are put
 * together in task order afterwards, so the result is the same as with one.
 */
struct collector {
	struct fca_lattice *lat;
	const struct fca_view *v;
	size_t limit;
	int workers;
	struct fca_lattice *store;  /* per worker (the lattice itself when single) */
	uint64_t *scratch;          /* per worker: extent + intent */
	size_t *task_worker, *task_begin, *task_end;
	size_t ntasks;
	int oom;
};

/* A view item set as a set of context elements. */
static void unview(const struct fca_view *v, const uint64_t *items, uint64_t *out, size_t words)
{
	size_t x;

	memset(out, 0, words * sizeof(uint64_t));
	for (x = 0; x < v->words; x++)
		for (uint64_t bits = items[x]; bits; bits &= bits - 1)
			fca_set_bit(out, v->item_of[x * 64 + (size_t)__builtin_ctzll(bits)]);
}

static int collect(void *arg, int worker, size_t task, const uint32_t *rows, size_t n,
		   const uint64_t *items)
{
	struct collector *col = arg;
	struct fca_lattice *lat = col->lat, *store = col->workers > 1 ? &col->store[worker] : lat;
	size_t ew = lat->ewords, iw = lat->iwords;
	uint64_t *extent = col->scratch + (size_t)worker * (ew + iw + 2), *intent = extent + ew + 1;
	uint64_t *rowset = col->v->transposed ? intent : extent;
	size_t k, c;

	if (col->limit && lat->n == col->limit) {
		lat->truncated = 1;
		return 1;
	}
	if (lat->kind == FCA_COUNT) {
		lat->n++;
		return 0;
	}
	memset(rowset, 0, (col->v->transposed ? iw : ew) * sizeof(uint64_t));
	for (k = 0; k < n; k++)
		fca_set_bit(rowset, rows[k]);
	if (col->v->transposed)
		unview(col->v, items, extent, ew);
	else
		unview(col->v, items, intent, iw);
	c = fca_store_add(store, extent, intent);
	if (c == FCA_NONE) {
		col->oom = 1;
		return 1;
	}
	if (col->workers > 1) {
		if (col->task_end[task] == 0) {
			col->task_worker[task] = (size_t)worker;
			col->task_begin[task] = c;
		}
		col->task_end[task] = c + 1;
	}
	return 0;
}

/* The workers' stores, task by task, into the lattice. */
static int merge(struct collector *col)
{
	struct fca_lattice *lat = col->lat;
	size_t t, c;

	for (t = 0; t < col->ntasks; t++) {
		const struct fca_lattice *s = &col->store[col->task_worker[t]];

		for (c = col->task_begin[t]; c < col->task_end[t]; c++)
			if (fca_store_add(lat, s->extents + c * s->ewords,
					  s->intents + c * s->iwords) == FCA_NONE)
				return -1;
	}
	return 0;
}

static void collector_free(struct collector *col)
{
	int t;

	if (col->store && col->workers > 1)
		for (t = 0; t < col->workers; t++) {
			free(col->store[t].extents);
			free(col->store[t].intents);
			free(col->store[t].extent_size);
		}
	free(col->store);
	free(col->scratch);
	free(col->task_worker);
	free(col->task_begin);
	free(col->task_end);
}

static int enumerate(struct fca_lattice *lat, const struct fca_options *opt)
{
	const struct fca_context *ctx = lat->ctx;
	struct fca_view v;
	struct collector col = { .lat = lat, .v = &v, .limit = opt->limit };
	struct fca_enum_options eo = {
		.emit = collect,
		.arg = &col,
		.progress = opt->progress,
		.progress_arg = opt->progress_arg,
	};
	/* Close-by-One branches over the items; the fewer, the better, but an
	 * iceberg bound prunes only on the object side. */
	int transposed = ctx->nattributes > ctx->nobjects && !opt->min_support, t;
	size_t done = (size_t)-1;

	/* A limit must cut the same concepts every time: one thread.  Counting
	 * needs no stores. */
	eo.threads = opt->threads > 1 && !opt->limit ? opt->threads : 1;
	col.workers = lat->kind == FCA_COUNT ? 1 : eo.threads;
	if (lat->kind == FCA_COUNT && eo.threads > 1)
		eo.emit = NULL;
	eo.min_rows = transposed ? 0 : opt->min_support;
	if (fca_view_init(&v, ctx, transposed, 1))
		return -1;
	col.ntasks = v.nitems + 2;
	col.scratch = fca_calloc((size_t)col.workers, lat->ewords + lat->iwords + 2, sizeof(uint64_t));
	col.store = fca_calloc((size_t)col.workers, 1, sizeof(*col.store));
	col.task_worker = fca_calloc(col.ntasks, 1, sizeof(size_t));
	col.task_begin = fca_calloc(col.ntasks, 1, sizeof(size_t));
	col.task_end = fca_calloc(col.ntasks, 1, sizeof(size_t));
	if (col.scratch && col.store && col.task_worker && col.task_begin && col.task_end) {
		for (t = 0; t < col.workers; t++) {
			col.store[t].ewords = lat->ewords;
			col.store[t].iwords = lat->iwords;
		}
		done = fca_enumerate(&v, &eo);
	}
	if (!eo.emit && done != (size_t)-1)
		lat->n = done;
	if (done != (size_t)-1 && col.workers > 1 && merge(&col))
		done = (size_t)-1;
	collector_free(&col);
	fca_view_free(&v);
	return done == (size_t)-1 || col.oom ? -1 : 0;
}

/* γ(o) has intent o', μ(a) intent a''. */
static int full_labels(struct fca_lattice *lat)
{
	const struct fca_context *ctx = lat->ctx;
	uint64_t *mu = fca_attribute_intents(ctx);
	size_t i;

	lat->gamma = fca_calloc(ctx->nobjects, 1, sizeof(size_t));
	lat->mu = fca_calloc(ctx->nattributes, 1, sizeof(size_t));
	if (!mu || !lat->gamma || !lat->mu) {
		free(mu);
		return -1;
	}
	for (i = 0; i < ctx->nobjects; i++)
		lat->gamma[i] = fca_store_find(lat, fca_context_row(ctx, i));
	for (i = 0; i < ctx->nattributes; i++)
		lat->mu[i] = fca_store_find(lat, mu + i * ctx->words);
	free(mu);
	return fca_labels_finish(lat);
}

int fca_lattice_build(const struct fca_context *ctx, const struct fca_options *opt,
		      struct fca_lattice **out, char *err, size_t errlen)
{
	struct fca_lattice *lat = calloc(1, sizeof(*lat));
	int status;

	*out = NULL;
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
		status = enumerate(lat, opt);
		break;
	case FCA_FULL:
		status = enumerate(lat, opt) || fca_store_index(lat) ||
			 fca_full_covers(lat, opt->threads) || full_labels(lat);
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

const uint64_t *fca_extent(const struct fca_lattice *lat, size_t c)
{
	return lat->extents && c < lat->n ? lat->extents + c * lat->ewords : NULL;
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
	if (!lat->extents || c1 >= lat->n || c2 >= lat->n)
		return 0;
	return fca_subset(lat->extents + c1 * lat->ewords, lat->extents + c2 * lat->ewords,
			  lat->ewords);
}
