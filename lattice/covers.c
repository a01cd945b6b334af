/*
 * The Hasse diagram of a stored lattice.  In view terms, the lower covers of
 * a concept (R, B) are among the concepts D_j = (R ∩ j', (R ∩ j')') for the
 * items j ∉ B: one occurrence delivery over R gives every R ∩ j'.  D_j is a
 * cover exactly when every item m it adds has |R ∩ m'| = |R ∩ j'| (a larger
 * R ∩ m' would be a concept strictly between), and it is reported once, for
 * the smallest such j.  The view puts the smaller side of the context on the
 * items, so the per-concept scan stays short.
 */
#include <stdatomic.h>

#include "fca_impl.h"

enum { BLOCK = 64 };

struct covers_job {
	struct fca_lattice *lat;
	const struct fca_view *v;
	size_t view_bottom;       /* the concept holding every view item, or FCA_NONE */
	atomic_size_t *next;
};

struct covers_worker {
	struct covers_job *job;
	uint32_t *count, *touched, *occ, *start;
	uint64_t *meet, *key;
	size_t *pairs, npairs, cap;
	int oom;
};

static const uint64_t *view_rows(const struct covers_job *j, size_t c)
{
	const struct fca_lattice *lat = j->lat;

	return j->v->transposed ? lat->intents + c * lat->iwords : lat->extents + c * lat->ewords;
}

static const uint64_t *view_items(const struct covers_job *j, size_t c)
{
	const struct fca_lattice *lat = j->lat;

	return j->v->transposed ? lat->extents + c * lat->ewords : lat->intents + c * lat->iwords;
}

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

/* The concept whose view rows are list[0, n) and view items `items`. */
static size_t find(struct covers_worker *w, const uint32_t *list, size_t n, const uint64_t *items)
{
	const struct fca_lattice *lat = w->job->lat;
	size_t k;

	if (!w->job->v->transposed)
		return fca_store_find(lat, items);
	memset(w->key, 0, lat->iwords * sizeof(uint64_t));
	for (k = 0; k < n; k++)
		fca_set_bit(w->key, list[k]);
	return fca_store_find(lat, w->key);
}

static int lower_covers(struct covers_worker *w, size_t c)
{
	const struct covers_job *job = w->job;
	const struct fca_view *v = job->v;
	const uint64_t *rows = view_rows(job, c), *items = view_items(job, c);
	size_t rwords = v->transposed ? job->lat->iwords : job->lat->ewords;
	size_t words = v->words, nt = 0, k, x, i, pos;

	for (x = 0; x < rwords; x++)
		for (uint64_t bits = rows[x]; bits; bits &= bits - 1) {
			size_t r = x * 64 + (size_t)__builtin_ctzll(bits);

			for (i = v->list_start[r]; i < v->list_start[r + 1]; i++) {
				uint32_t j = v->list[i];

				if (!fca_bit(items, j) && !w->count[j]++)
					w->touched[nt++] = j;
			}
		}
	if (!nt) {
		if (job->view_bottom != FCA_NONE && job->view_bottom != c)
			return add_pair(w, v->transposed ? c : job->view_bottom,
					v->transposed ? job->view_bottom : c);
		return 0;
	}
	for (k = 0, pos = 0; k < nt; k++) {
		w->start[w->touched[k]] = (uint32_t)pos;
		pos += w->count[w->touched[k]];
	}
	for (x = 0; x < rwords; x++)
		for (uint64_t bits = rows[x]; bits; bits &= bits - 1) {
			size_t r = x * 64 + (size_t)__builtin_ctzll(bits);

			for (i = v->list_start[r]; i < v->list_start[r + 1]; i++) {
				uint32_t j = v->list[i];

				if (!fca_bit(items, j))
					w->occ[w->start[j]++] = (uint32_t)r;
			}
		}
	for (k = 0; k < nt; k++) {
		uint32_t j = w->touched[k], n = w->count[j];
		const uint32_t *list = w->occ + w->start[j] - n;
		size_t d;
		int cover = 1;

		for (x = 0; x < words; x++)
			w->meet[x] = ~(uint64_t)0;
		for (i = 0; i < n; i++)
			for (x = 0; x < words; x++)
				w->meet[x] &= v->bits[(size_t)list[i] * words + x];
		/* Reported for the smallest added item; a cover only if no added
		 * item has more rows. */
		for (x = 0; x < words && cover; x++)
			for (uint64_t add = w->meet[x] & ~items[x]; add && cover; add &= add - 1) {
				size_t m = x * 64 + (size_t)__builtin_ctzll(add);

				cover = m >= j && w->count[m] == n;
			}
		if (!cover)
			continue;
		d = find(w, list, n, w->meet);
		if (d != FCA_NONE && add_pair(w, v->transposed ? c : d, v->transposed ? d : c))
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
	w->touched = fca_calloc(v->nitems, 1, sizeof(uint32_t));
	w->start = fca_calloc(v->nitems, 1, sizeof(uint32_t));
	w->occ = fca_calloc(v->list_start[v->nrows], 1, sizeof(uint32_t));
	w->meet = fca_calloc(v->words, 1, sizeof(uint64_t));
	w->key = fca_calloc(job->lat->iwords, 1, sizeof(uint64_t));
	if (!w->count || !w->touched || !w->start || !w->occ || !w->meet || !w->key) {
		w->oom = 1;
		return NULL;
	}
	while ((c = atomic_fetch_add(job->next, BLOCK)) < job->lat->n) {
		end = c + BLOCK < job->lat->n ? c + BLOCK : job->lat->n;
		for (; c < end; c++)
			if (lower_covers(w, c)) {
				w->oom = 1;
				return NULL;
			}
	}
	return NULL;
}

int fca_full_covers(struct fca_lattice *lat, int threads)
{
	const struct fca_context *ctx = lat->ctx;
	struct fca_view v;
	struct covers_worker *w;
	struct covers_job job = { .lat = lat, .v = &v };
	atomic_size_t next = 0;
	size_t total = 0, t, k;
	size_t *pairs = NULL;
	uint64_t *all;
	int status = -1;

	if (threads < 1)
		threads = 1;
	if (fca_view_init(&v, ctx, ctx->nattributes > ctx->nobjects, 0))
		return -1;
	job.next = &next;
	/* The concept with every view item: ⊥ (all attributes) or, transposed,
	 * ⊤ (all objects), whose intent is the meet of all rows. */
	all = fca_calloc(lat->iwords, 1, sizeof(uint64_t));
	w = fca_calloc((size_t)threads, 1, sizeof(*w));
	if (!all || !w)
		goto done;
	if (v.transposed) {
		for (k = 0; k < lat->iwords; k++)
			all[k] = ~(uint64_t)0;
		for (k = 0; k < ctx->nobjects; k++)
			for (t = 0; t < lat->iwords; t++)
				all[t] &= fca_context_row(ctx, k)[t];
	} else {
		for (k = 0; k < ctx->nattributes; k++)
			fca_set_bit(all, k);
	}
	if (v.transposed && ctx->nattributes & 63 && lat->iwords)
		all[lat->iwords - 1] &= ((uint64_t)1 << (ctx->nattributes & 63)) - 1;
	job.view_bottom = fca_store_find(lat, all);
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
			free(w[t].touched);
			free(w[t].start);
			free(w[t].occ);
			free(w[t].meet);
			free(w[t].key);
			free(w[t].pairs);
		}
	free(w);
	free(pairs);
	free(all);
	fca_view_free(&v);
	return status;
}
