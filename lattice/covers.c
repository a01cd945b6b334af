/*
 * The Hasse diagram of a stored lattice.  In view terms, the lower covers of
 * a concept (R, B) are among the concepts D_j = (R ∩ j', (R ∩ j')') for the
 * items j ∉ B: one scan of R's rows counts every |R ∩ j'| and meets the rows
 * of R ∩ j' into the items of D_j.  D_j is a cover exactly when every item m
 * it adds has |R ∩ m'| = |R ∩ j'| (a larger R ∩ m' would be a concept
 * strictly between), and it is reported once, for the smallest such j.  The
 * view puts the smaller side of the context on the items, so the scan of a
 * row is short.
 */
#include <stdatomic.h>

#include "fca_impl.h"

/* Rows of at most this many words are scanned as bitsets, longer ones as
 * lists (sparse contexts). */
enum { BLOCK = 64, DENSE_WORDS = 4 };

struct covers_job {
	struct fca_lattice *lat;
	const struct fca_view *v;
	struct fca_set_index by_extent; /* transposed: D_j's items are its extent */
	size_t view_bottom;       /* the concept holding every view item, or FCA_NONE */
	atomic_size_t next;
};

struct covers_worker {
	struct covers_job *job;
	uint32_t *count, *slot, *touched;
	uint64_t *meet;           /* slot × words */
	size_t *pairs, npairs, cap;
	int oom;
};

static int add_pair(struct covers_worker *w, size_t lower, size_t upper)
{
	if (w->npairs == w->cap) {
		size_t cap = w->cap ? w->cap * 2 : 1024;
		size_t *p = fca_reallocarray(w->pairs, cap, 2 * sizeof(size_t));

		if (!p)
			return -1;
		w->pairs = p;
		w->cap = cap;
	}
	w->pairs[2 * w->npairs] = lower;
	w->pairs[2 * w->npairs + 1] = upper;
	w->npairs++;
	return 0;
}

/* The pair (lower, upper) for view concepts c above d. */
static int add_cover(struct covers_worker *w, size_t c, size_t d)
{
	return w->job->v->transposed ? add_pair(w, c, d) : add_pair(w, d, c);
}

static size_t find(const struct covers_job *job, const uint64_t *items)
{
	const struct fca_lattice *lat = job->lat;

	if (job->v->transposed)
		return fca_index_find(&job->by_extent, lat->extents, lat->ewords, items);
	return fca_store_find(lat, items);
}

/* Count a row for item j and meet it into D_j's items; returns the number
 * of items touched so far. */
static inline __attribute__((always_inline)) size_t deliver(struct covers_worker *w, size_t j, const uint64_t *row, size_t words,
			     size_t nt)
{
	uint64_t *meet;
	size_t k;

	if (w->count[j]++) {
		meet = w->meet + (size_t)w->slot[j] * words;
		for (k = 0; k < words; k++)
			meet[k] &= row[k];
		return nt;
	}
	w->slot[j] = (uint32_t)nt;
	w->touched[nt] = (uint32_t)j;
	memcpy(w->meet + nt * words, row, words * sizeof(uint64_t));
	return nt + 1;
}

static int lower_covers(struct covers_worker *w, size_t c)
{
	const struct covers_job *job = w->job;
	const struct fca_view *v = job->v;
	const struct fca_lattice *lat = job->lat;
	const uint64_t *rows = v->transposed ? lat->intents + c * lat->iwords
					     : lat->extents + c * lat->ewords;
	const uint64_t *items = v->transposed ? lat->extents + c * lat->ewords
					      : lat->intents + c * lat->iwords;
	size_t rwords = v->transposed ? lat->iwords : lat->ewords;
	size_t words = v->words, nt = 0, k, x, i;

	for (x = 0; x < rwords; x++)
		for (uint64_t bits = rows[x]; bits; bits &= bits - 1) {
			size_t r = x * 64 + (size_t)__builtin_ctzll(bits);
			const uint64_t *row = v->bits + r * words;

			if (words <= DENSE_WORDS) {
				/* Short rows: their bits outside B directly. */
				for (i = 0; i < words; i++)
					for (uint64_t out = row[i] & ~items[i]; out; out &= out - 1)
						nt = deliver(w, i * 64 + (size_t)__builtin_ctzll(out),
							     row, words, nt);
			} else {
				for (i = v->list_start[r]; i < v->list_start[r + 1]; i++)
					if (!fca_bit(items, v->list[i]))
						nt = deliver(w, v->list[i], row, words, nt);
			}
		}
	if (!nt) {
		if (job->view_bottom != FCA_NONE && job->view_bottom != c)
			return add_cover(w, c, job->view_bottom);
		return 0;
	}
	for (k = 0; k < nt; k++) {
		uint32_t j = w->touched[k], n = w->count[j];
		const uint64_t *meet = w->meet + (size_t)w->slot[j] * words;
		size_t d;
		int cover = 1;

		/* Reported for the smallest added item; a cover only if no added
		 * item has more rows. */
		for (x = 0; x < words && cover; x++)
			for (uint64_t add = meet[x] & ~items[x]; add && cover; add &= add - 1) {
				size_t m = x * 64 + (size_t)__builtin_ctzll(add);

				cover = m >= j && w->count[m] == n;
			}
		if (!cover)
			continue;
		d = find(job, meet);
		if (d != FCA_NONE && add_cover(w, c, d))
			return -1;
	}
	for (k = 0; k < nt; k++)
		w->count[w->touched[k]] = 0;
	return 0;
}

static void *covers_work(void *arg)
{
	struct covers_worker *w = arg;
	struct covers_job *job = w->job;
	const struct fca_view *v = job->v;
	size_t c, end;

	w->count = fca_calloc(v->nitems, 1, sizeof(uint32_t));
	w->slot = fca_calloc(v->nitems, 1, sizeof(uint32_t));
	w->touched = fca_calloc(v->nitems, 1, sizeof(uint32_t));
	w->meet = fca_calloc(v->nitems, v->words, sizeof(uint64_t));
	if (!w->count || !w->slot || !w->touched || !w->meet) {
		w->oom = 1;
		return NULL;
	}
	while ((c = atomic_fetch_add(&job->next, BLOCK)) < job->lat->n) {
		end = c + BLOCK < job->lat->n ? c + BLOCK : job->lat->n;
		for (; c < end; c++)
			if (lower_covers(w, c)) {
				w->oom = 1;
				return NULL;
			}
	}
	return NULL;
}

/* The concept with every view item: ⊥ (all attributes), or, transposed,
 * ⊤ (all objects). */
static size_t view_bottom(const struct covers_job *job)
{
	const struct fca_lattice *lat = job->lat;
	size_t c;

	for (c = 0; c < lat->n; c++)
		if (job->v->transposed ? lat->extent_size[c] == lat->ctx->nobjects
		    : fca_popcount(lat->intents + c * lat->iwords, lat->iwords) == lat->ctx->nattributes)
			return c;
	return FCA_NONE;
}

int fca_full_covers(struct fca_lattice *lat, int threads)
{
	const struct fca_context *ctx = lat->ctx;
	struct fca_view v;
	struct covers_worker *w;
	struct covers_job job = { .lat = lat, .v = &v };
	size_t total = 0, t, k;
	size_t *pairs = NULL;
	int status = -1;

	if (threads < 1)
		threads = 1;
	if (fca_view_init(&v, ctx, ctx->nattributes > ctx->nobjects, 0))
		return -1;
	w = fca_calloc((size_t)threads, 1, sizeof(*w));
	if (!w || (v.transposed &&
		   fca_index_build(&job.by_extent, lat->extents, lat->n, lat->ewords)))
		goto done;
	job.view_bottom = view_bottom(&job);
	for (t = 0; t < (size_t)threads; t++)
		w[t].job = &job;
	fca_parallel(threads, covers_work, w, sizeof(*w));
	for (t = 0; t < (size_t)threads; t++) {
		if (w[t].oom)
			goto done;
		total += w[t].npairs;
	}
	pairs = fca_calloc(total, 2, sizeof(size_t));
	if (!pairs)
		goto done;
	for (t = 0, k = 0; t < (size_t)threads; t++) {
		if (w[t].npairs)
			memcpy(pairs + 2 * k, w[t].pairs, w[t].npairs * 2 * sizeof(size_t));
		k += w[t].npairs;
	}
	status = fca_covers_from_pairs(lat, pairs, total);
done:
	if (w)
		for (t = 0; t < (size_t)threads; t++) {
			free(w[t].count);
			free(w[t].slot);
			free(w[t].touched);
			free(w[t].meet);
			free(w[t].pairs);
		}
	free(w);
	free(pairs);
	fca_index_free(&job.by_extent);
	fca_view_free(&v);
	return status;
}
