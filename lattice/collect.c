/*
 * Collecting the enumerated concepts into the lattice, in context
 * numbering, and (FCA_FULL) their covers.  With several workers each has a
 * store of its own, and the tasks (branches) are put together in task order
 * afterwards, so the result is the same as with one.  A cover arrives as the
 * item set of the lower concept, which may not be enumerated yet: it is kept
 * as a key (in view numbering) and resolved once every concept is stored.
 */
#include "fca_impl.h"

struct worker_store {
	struct fca_lattice store;  /* unused when single (the lattice itself) */
	uint64_t *scratch;         /* extent, intent */
	size_t task, last;         /* task and local index of the last concept */
	uint64_t *keys;            /* FCA_FULL: each concept's item side (view numbering) */
	size_t keys_cap;
	uint64_t *pending;         /* covers: task, local index, key */
	size_t npending, cap;
	size_t pending_at;         /* resolve(): the number of the first */
};

struct collector {
	struct fca_lattice *lat;
	const struct fca_view *v;
	size_t limit;
	int workers;
	struct worker_store *ws;
	size_t *task_worker, *task_begin, *task_end, *task_global;
	size_t ntasks;
	size_t keywords;           /* words of a cover key (the item side) */
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
	struct fca_lattice *lat = col->lat;
	struct worker_store *ws = &col->ws[worker];
	struct fca_lattice *store = col->workers > 1 ? &ws->store : lat;
	size_t ew = lat->ewords, iw = lat->iwords, k, c;
	uint64_t *extent = ws->scratch, *intent = extent + ew + 1;
	uint64_t *rowset = col->v->transposed ? intent : extent;

	if (col->limit && lat->n == col->limit) {
		lat->truncated = 1;
		return 1;
	}
	if (lat->kind == FCA_COUNT) {
		lat->n++;
		return 0;
	}
	if (col->v->transposed) {
		memset(rowset, 0, iw * sizeof(uint64_t));
		for (k = 0; k < n; k++)
			fca_set_bit(rowset, rows[k]);
		unview(col->v, items, extent, ew);
	} else {
		unview(col->v, items, intent, iw);
	}
	c = fca_store_add(store, extent,
			  col->v->transposed ? fca_popcount(extent, ew) : n, intent);
	if (c != FCA_NONE && store->extent_lists && fca_store_list(store, rows, n))
		c = FCA_NONE;
	if (c == FCA_NONE) {
		col->oom = 1;
		return 1;
	}
	if (lat->kind == FCA_FULL) {
		/* One word more: a context without items has keys of no word. */
		if (fca_reserve((void **)&ws->keys, &ws->keys_cap, (c + 1) * col->keywords + 1,
				sizeof(uint64_t))) {
			col->oom = 1;
			return 1;
		}
		memcpy(ws->keys + c * col->keywords, items, col->keywords * sizeof(uint64_t));
	}
	ws->task = task;
	ws->last = c;
	if (col->workers > 1) {
		if (col->task_end[task] == 0) {
			col->task_worker[task] = (size_t)worker;
			col->task_begin[task] = c;
		}
		col->task_end[task] = c + 1;
	}
	return 0;
}

static int cover(void *arg, int worker, const uint64_t *items)
{
	struct collector *col = arg;
	struct worker_store *ws = &col->ws[worker];
	size_t rec = 2 + col->keywords;

	if (ws->npending == ws->cap) {
		size_t cap = ws->cap ? 2 * ws->cap : 1024;
		uint64_t *p = fca_reallocarray(ws->pending, cap, rec * sizeof(uint64_t));

		if (!p) {
			col->oom = 1;
			return 1;
		}
		ws->pending = p;
		ws->cap = cap;
	}
	ws->pending[ws->npending * rec] = ws->task;
	ws->pending[ws->npending * rec + 1] = ws->last;
	memcpy(ws->pending + ws->npending * rec + 2, items, col->keywords * sizeof(uint64_t));
	ws->npending++;
	return 0;
}

/* The workers' stores, task by task, into the lattice. */
static int merge(struct collector *col)
{
	struct fca_lattice *lat = col->lat;
	size_t t, c;

	for (t = 0; t < col->ntasks; t++) {
		const struct fca_lattice *s = &col->ws[col->task_worker[t]].store;

		col->task_global[t] = lat->n;
		for (c = col->task_begin[t]; c < col->task_end[t]; c++)
			if (fca_store_add(lat, s->extent_lists ? NULL : s->extents + c * s->ewords,
					  s->extent_size[c], s->intents + c * s->iwords) == FCA_NONE ||
			    (s->extent_lists &&
			     fca_store_list(lat, s->extent_list + s->extent_start[c],
					    s->extent_start[c + 1] - s->extent_start[c])))
				return -1;
	}
	return 0;
}

/*
 * The item side of each concept (its intent, or its extent when the view is
 * transposed) in view numbering, that of the cover keys, as the workers kept
 * them (FCA_FULL), in the lattice's order; NULL when out of memory.  (They
 * were converted back from the intents once, serially: mushroom 60 M
 * instructions, 9 % of the main thread's samples with 2 workers.)
 */
static uint64_t *concept_keys(struct collector *col)
{
	size_t kw = col->keywords, t;
	uint64_t *keys;

	if (col->workers == 1) {
		keys = col->ws[0].keys ? col->ws[0].keys : fca_calloc(kw + 1, 1, sizeof(uint64_t));
		col->ws[0].keys = NULL;
		return keys;
	}
	keys = fca_calloc(col->lat->n + 1, kw, sizeof(uint64_t));
	for (t = 0; keys && t < col->ntasks; t++)
		if (col->task_end[t] > col->task_begin[t])
			memcpy(keys + col->task_global[t] * kw,
			       col->ws[col->task_worker[t]].keys + col->task_begin[t] * kw,
			       (col->task_end[t] - col->task_begin[t]) * kw * sizeof(uint64_t));
	return keys;
}

/* The lookups of the pending covers (all stores' one after another),
 * shared by the workers in blocks. */
struct lookups {
	const struct collector *col;
	const struct fca_set_index *by_key;
	uint64_t *keys;            /* the concepts' (concept_keys()) */
	size_t total;
	size_t *pairs;             /* per pending cover: (lower, upper), or FCA_NONE twice */
	atomic_size_t next;
};

enum { LOOKUP_BLOCK = 4096 };

static void *look_up(void *arg)
{
	struct lookups *job = *(struct lookups **)arg;
	const struct collector *col = job->col;
	const struct worker_store *ws;
	size_t rec = 2 + col->keywords, g, end;

	while ((g = atomic_fetch_add(&job->next, LOOKUP_BLOCK)) < job->total) {
		end = g + LOOKUP_BLOCK < job->total ? g + LOOKUP_BLOCK : job->total;
		for (ws = col->ws; g < end; g++) {
			const uint64_t *p;
			size_t upper, lower;

			while (g >= ws->pending_at + ws->npending)
				ws++;
			p = ws->pending + (g - ws->pending_at) * rec;
			upper = col->workers > 1 ? col->task_global[p[0]] + p[1] - col->task_begin[p[0]]
						 : p[1];
			lower = fca_index_find(job->by_key, job->keys, col->keywords, p + 2);
			/* Transposed, the view's lower covers are the lattice's upper ones. */
			job->pairs[2 * g] = lower == FCA_NONE || !col->v->transposed ? lower : upper;
			job->pairs[2 * g + 1] = lower == FCA_NONE ? lower
							       : col->v->transposed ? lower : upper;
		}
	}
	return NULL;
}

/* Each pending cover as a pair of concepts (lower, upper), looked up on
 * every worker (mushroom: 1.37 million lookups, 8 % of a 2-thread run on
 * the main thread alone). */
static int resolve(struct collector *col)
{
	struct fca_lattice *lat = col->lat;
	struct fca_set_index by_key = { 0 };
	struct lookups job = { .col = col, .by_key = &by_key };
	struct lookups **args = fca_calloc((size_t)col->workers, 1, sizeof(*args));
	size_t k = 0, g;
	int t, status = -1;

	for (t = 0; t < col->workers; t++) {
		col->ws[t].pending_at = job.total;
		job.total += col->ws[t].npending;
	}
	job.pairs = fca_calloc(job.total, 2, sizeof(size_t));
	/* The intents' index serves the labels too. */
	if (!args || !job.pairs || fca_store_index(lat) || !(job.keys = concept_keys(col)) ||
	    fca_index_build(&by_key, job.keys, lat->n, col->keywords))
		goto done;
	for (t = 0; t < col->workers; t++)
		args[t] = &job;
	/* Threads only when each has a few blocks to do (test_lattice's
	 * thousands of small lattices doubled their time under ASan). */
	if (job.total >= 4 * LOOKUP_BLOCK * (size_t)col->workers)
		fca_parallel(col->workers, look_up, args, sizeof(*args));
	else
		look_up(args);
	/* The cover lists come next: the pending covers' memory goes first
	 * (mushroom: 44 of the 200 MiB the full lattice held at its peak). */
	for (t = 0; t < col->workers; t++) {
		free(col->ws[t].pending);
		col->ws[t].pending = NULL;
		free(col->ws[t].keys);
		col->ws[t].keys = NULL;
	}
	free(job.keys);
	job.keys = NULL;
	fca_index_free(&by_key);
	for (g = 0; g < job.total; g++)
		if (job.pairs[2 * g] != FCA_NONE) {
			job.pairs[2 * k] = job.pairs[2 * g];
			job.pairs[2 * k + 1] = job.pairs[2 * g + 1];
			k++;
		}
	status = fca_covers_from_pairs(lat, job.pairs, k);
done:
	free(args);
	free(job.pairs);
	free(job.keys);
	fca_index_free(&by_key);
	return status;
}

static void collector_free(struct collector *col)
{
	int t;

	for (t = 0; col->ws && t < col->workers; t++) {
		free(col->ws[t].store.extents);
		free(col->ws[t].store.extent_start);
		free(col->ws[t].store.extent_list);
		free(col->ws[t].store.intents);
		free(col->ws[t].store.extent_size);
		free(col->ws[t].scratch);
		free(col->ws[t].pending);
		free(col->ws[t].keys);
	}
	free(col->ws);
	free(col->task_worker);
	free(col->task_begin);
	free(col->task_end);
	free(col->task_global);
}

int fca_collect(struct fca_lattice *lat, const struct fca_options *opt)
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
	int transposed = ctx->nattributes > ctx->nobjects && !opt->min_support, t, ok = 1;
	size_t done = (size_t)-1;

	/* A limit must cut the same concepts every time: one thread.  Counting
	 * needs no stores, and without a limit nothing to be told. */
	eo.threads = opt->threads > 1 && !opt->limit ? opt->threads : 1;
	col.workers = lat->kind == FCA_COUNT ? 1 : eo.threads;
	if (lat->kind == FCA_COUNT && !opt->limit)
		eo.emit = NULL;
	eo.want_rows = lat->kind != FCA_COUNT;
	if (lat->kind == FCA_FULL)
		eo.cover = cover;
	eo.min_rows = transposed ? 0 : opt->min_support;
	if (fca_view_init(&v, ctx, transposed, 1))
		return -1;
	/* The enumeration gives the objects of a concept as a list: kept as
	 * one (a bitset of every object per concept took 240 of the 340 MiB of
	 * mushroom's lattice); fca_extent() makes the bitset when asked. */
	lat->extent_lists = !transposed;
	col.keywords = transposed ? lat->ewords : lat->iwords;
	col.ntasks = v.nitems + 2;
	col.ws = fca_calloc((size_t)col.workers, 1, sizeof(*col.ws));
	col.task_worker = fca_calloc(col.ntasks, 1, sizeof(size_t));
	col.task_begin = fca_calloc(col.ntasks, 1, sizeof(size_t));
	col.task_end = fca_calloc(col.ntasks, 1, sizeof(size_t));
	col.task_global = fca_calloc(col.ntasks, 1, sizeof(size_t));
	ok = col.ws && col.task_worker && col.task_begin && col.task_end && col.task_global;
	for (t = 0; ok && t < col.workers; t++) {
		col.ws[t].store.ewords = lat->ewords;
		col.ws[t].store.iwords = lat->iwords;
		col.ws[t].store.extent_lists = lat->extent_lists;
		col.ws[t].scratch = fca_calloc(lat->ewords + lat->iwords + 2, 1, sizeof(uint64_t));
		ok = col.ws[t].scratch != NULL;
	}
	if (ok)
		done = fca_enumerate(&v, &eo);
	if (!eo.emit && done != (size_t)-1)
		lat->n = done;
	if (done != (size_t)-1 && !col.oom && col.workers > 1 && merge(&col))
		done = (size_t)-1;
	if (done != (size_t)-1 && !col.oom && eo.cover && resolve(&col))
		done = (size_t)-1;
	if (lat->extent_lists && lat->kind != FCA_COUNT &&
	    !(lat->extent_cache = fca_calloc(lat->n, 1, sizeof(*lat->extent_cache))))
		done = (size_t)-1;
	collector_free(&col);
	fca_view_free(&v);
	return done == (size_t)-1 || col.oom ? -1 : 0;
}
