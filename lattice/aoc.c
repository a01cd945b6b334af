/*
 * The AOC-poset, computed directly: the object concepts (o'', o') and the
 * attribute concepts (a', a'') are found without the rest of the lattice,
 * merged by intent, and ordered by extent inclusion.  The upper set of a
 * node c is the set of nodes whose extent holds every object of c's extent:
 * counting, over c's objects, the nodes that hold each object finds it in
 * time proportional to the incidences involved.  Dually, it is the set of
 * nodes whose intent lies within c's: counting, over c's attributes, the
 * nodes whose intent holds each one finds the nodes d with as many hits as
 * |intent(d)|.  Each node takes the side with fewer incidences to count (on
 * data3, attribute concepts have 50 objects held by 76 nodes each, but one
 * attribute held by 51 nodes).  The covers are the minimal elements of each
 * upper set (its transitive reduction).
 */
#include <stdatomic.h>

#include "fca_impl.h"

struct aoc {
	struct fca_lattice *lat;
	struct fca_view cols;       /* transposed: attribute → objects */
	uint32_t *ext_start, *ext;  /* node extents as lists */
	uint32_t *holds_start, *holds; /* object → nodes whose extent holds it */
	uint32_t *in_start, *in;    /* attribute → nodes whose intent holds it */
	uint32_t *intent_size;
	size_t top;                 /* the node with the empty intent, or FCA_NONE */
	atomic_size_t next;
};

struct aoc_job;

struct aoc_worker {
	struct aoc *aoc;
	struct aoc_job *job;
	uint32_t *count, *touched, *stamp;
	uint32_t *attrs;            /* the intent of the node at hand; extent_of()'s `held` */
	uint32_t *up;               /* strict upper sets of this worker's nodes */
	size_t nup, upcap;
	size_t *pairs, npairs, paircap;
	int oom;
};

/* The objects whose rows hold the whole intent: the extent.  Only the
 * intent's nonzero words (`held`, room for every word) are compared: wide
 * tables have short intents (ecj's: 456 words a row).  Not inlined: inlined
 * into aoc_work() its loop ran 15 % more instructions (nursery). */
static __attribute__((noinline)) size_t extent_of(const struct aoc *a, const uint64_t *intent,
						  uint32_t *out, uint32_t *held)
{
	const struct fca_context *ctx = a->lat->ctx;
	const struct fca_view *cols = &a->cols;
	size_t best = FCA_NONE, x, n = 0, i, nheld = 0, k;

	/* Scan the rarest attribute's objects. */
	for (x = 0; x < ctx->words; x++) {
		if (intent[x])
			held[nheld++] = (uint32_t)x;
		for (uint64_t bits = intent[x]; bits; bits &= bits - 1) {
			size_t m = x * 64 + (size_t)__builtin_ctzll(bits);

			if (best == FCA_NONE ||
			    fca_view_row_length(cols, m) < fca_view_row_length(cols, best))
				best = m;
		}
	}
	if (best == FCA_NONE) {
		for (i = 0; i < ctx->nobjects; i++)
			out[n++] = (uint32_t)i;
		return n;
	}
	for (i = cols->list_start[best]; cols->list[i] != FCA_END; i++) {
		const uint64_t *row = ctx->rows + (size_t)cols->list[i] * ctx->words;

		for (k = 0; k < nheld && !(intent[held[k]] & ~row[held[k]]); k++)
			;
		if (k == nheld)
			out[n++] = cols->list[i];
	}
	return n;
}

static size_t intern(void *lat, const uint64_t *intent)
{
	return fca_store_intern(lat, intent, NULL);
}

/* Nodes: the distinct object intents, then the new attribute intents (the
 * extents, kept as lists, come later). */
static int find_nodes(struct aoc *a)
{
	struct fca_lattice *lat = a->lat;
	const struct fca_context *ctx = lat->ctx;
	size_t i;

	lat->gamma = fca_calloc(ctx->nobjects, 1, sizeof(size_t));
	lat->mu = fca_calloc(ctx->nattributes, 1, sizeof(size_t));
	if (!lat->gamma || !lat->mu)
		return -1;
	for (i = 0; i < ctx->nobjects; i++)
		if ((lat->gamma[i] = fca_store_intern(lat, fca_context_row(ctx, i), NULL)) == FCA_NONE)
			return -1;
	if (fca_attribute_concepts(ctx, intern, lat, lat->mu))
		return -1;
	for (i = 0; i < ctx->nattributes; i++)
		if (lat->mu[i] == FCA_NONE)
			return -1;
	return 0;
}

/* For each attribute, the nodes whose intent holds it, in node order. */
static int find_intent_holders(struct aoc *a)
{
	const struct fca_lattice *lat = a->lat;
	size_t nattr = lat->ctx->nattributes, iw = lat->iwords, c, x, total = 0;

	a->top = FCA_NONE;
	a->in_start = fca_calloc(nattr + 2, 1, sizeof(uint32_t));
	a->intent_size = fca_calloc(lat->n, 1, sizeof(uint32_t));
	if (!a->in_start || !a->intent_size)
		return -1;
	for (c = 0; c < lat->n; c++) {
		for (x = 0; x < iw; x++)
			for (uint64_t bits = lat->intents[c * iw + x]; bits; bits &= bits - 1)
				a->in_start[x * 64 + (size_t)__builtin_ctzll(bits) + 2]++;
		a->intent_size[c] = (uint32_t)fca_popcount(lat->intents + c * iw, iw);
		total += a->intent_size[c];
		if (!a->intent_size[c])
			a->top = c;
	}
	if (total >= UINT32_MAX || !(a->in = fca_calloc(total, 1, sizeof(uint32_t))))
		return -1;
	for (x = 0; x < nattr; x++)
		a->in_start[x + 2] += a->in_start[x + 1];
	/* in_start[m + 1] is m's fill position; it ends as m's end. */
	for (c = 0; c < lat->n; c++)
		for (x = 0; x < iw; x++)
			for (uint64_t bits = lat->intents[c * iw + x]; bits; bits &= bits - 1)
				a->in[a->in_start[x * 64 + (size_t)__builtin_ctzll(bits) + 1]++] = (uint32_t)c;
	return 0;
}

static int push_up(struct aoc_worker *w, uint32_t d)
{
	if (w->nup == w->upcap) {
		size_t cap = w->upcap ? w->upcap * 2 : 4096;
		uint32_t *p = fca_reallocarray(w->up, cap, sizeof(uint32_t));

		if (!p)
			return -1;
		w->up = p;
		w->upcap = cap;
	}
	w->up[w->nup++] = d;
	return 0;
}

static int push_pair(struct aoc_worker *w, size_t lower, size_t upper)
{
	if (w->npairs == w->paircap) {
		size_t cap = w->paircap ? w->paircap * 2 : 1024;
		size_t *p = fca_reallocarray(w->pairs, cap, 2 * sizeof(size_t));

		if (!p)
			return -1;
		w->pairs = p;
		w->paircap = cap;
	}
	w->pairs[2 * w->npairs] = lower;
	w->pairs[2 * w->npairs + 1] = upper;
	w->npairs++;
	return 0;
}

static int cmp_u64(const void *x, const void *y)
{
	uint64_t a = *(const uint64_t *)x, b = *(const uint64_t *)y;

	return a < b ? -1 : a > b;
}

/* Where each node's upper set lies: in which worker's `up`, from where. */
struct upper_sets {
	size_t *at;
	uint32_t *len;
	unsigned short *worker;
};

struct aoc_job {
	struct aoc *aoc;
	struct upper_sets *sets;
	struct aoc_worker *workers;
	int phase;
};

/* The phases the workers share: the extents (which the upper sets' lists
 * hold meanwhile), the upper sets, the covers. */
enum { EXTENTS, UPPER_SETS, COVERS };

/* The extent of c, into this worker's `up` (nursery's AOC-poset: 83 % of
 * its instructions, on one thread before). */
static int extent_into(struct aoc_worker *w, size_t c, struct upper_sets *u, int self)
{
	const struct fca_lattice *lat = w->aoc->lat;
	size_t n;

	if (fca_reserve((void **)&w->up, &w->upcap, w->nup + lat->ctx->nobjects + 1,
			sizeof(uint32_t)))
		return -1;
	n = extent_of(w->aoc, lat->intents + c * lat->iwords, w->up + w->nup, w->attrs);
	u->at[c] = w->nup;
	u->len[c] = (uint32_t)n;
	u->worker[c] = (unsigned short)self;
	w->nup += n;
	return 0;
}

/* The workers' extents as the nodes' lists, in node order, and for each
 * object the nodes whose extent holds it. */
static int gather_extents(struct aoc_job *job, size_t threads)
{
	struct aoc *a = job->aoc;
	struct fca_lattice *lat = a->lat;
	const struct upper_sets *u = job->sets;
	size_t nobj = lat->ctx->nobjects, total = 0, c, k, t;

	a->ext_start = fca_calloc(lat->n + 1, 1, sizeof(uint32_t));
	a->holds_start = fca_calloc(nobj + 1, 1, sizeof(uint32_t));
	if (!a->ext_start || !a->holds_start)
		return -1;
	for (c = 0; c < lat->n; c++) {
		total += u->len[c];
		if (total > UINT32_MAX)
			return -1;
		a->ext_start[c + 1] = (uint32_t)total;
		lat->extent_size[c] = u->len[c];
	}
	a->ext = fca_calloc(total, 1, sizeof(uint32_t));
	if (!a->ext)
		return -1;
	for (c = 0; c < lat->n; c++) {
		const uint32_t *from = job->workers[u->worker[c]].up + u->at[c];

		for (k = 0; k < u->len[c]; k++) {
			a->ext[a->ext_start[c] + k] = from[k];
			a->holds_start[from[k] + 1]++;
		}
	}
	for (t = 0; t < threads; t++)
		job->workers[t].nup = 0;
	/* Invert: for each object, the nodes holding it, in node order. */
	for (k = 0; k < nobj; k++)
		a->holds_start[k + 1] += a->holds_start[k];
	a->holds = fca_calloc(total, 1, sizeof(uint32_t));
	if (!a->holds)
		return -1;
	for (c = 0; c < lat->n; c++)
		for (k = a->ext_start[c]; k < a->ext_start[c + 1]; k++)
			a->holds[a->holds_start[a->ext[k]]++] = (uint32_t)c;
	for (k = nobj; k > 0; k--)
		a->holds_start[k] = a->holds_start[k - 1];
	a->holds_start[0] = 0;
	return 0;
}

/* Count, for the lists holders[start[e]…start[e + 1]) of the elements e
 * of `elems`, how often each node occurs; the nodes met are left in
 * w->touched.  Returns how many. */
static size_t count_holders(struct aoc_worker *w, const uint32_t *elems, size_t n,
			    const uint32_t *start, const uint32_t *holders)
{
	size_t k, i, nt = 0;

	for (k = 0; k < n; k++)
		for (i = start[elems[k]]; i < start[elems[k] + 1]; i++)
			if (!w->count[holders[i]]++)
				w->touched[nt++] = holders[i];
	return nt;
}

/* The strict upper set of c, ascending by extent size (nearest first). */
static int upper_set(struct aoc_worker *w, size_t c, uint64_t *keys, struct upper_sets *u, int self)
{
	const struct aoc *a = w->aoc;
	const struct fca_lattice *lat = a->lat;
	const uint64_t *intent = lat->intents + c * lat->iwords;
	size_t n = a->ext_start[c + 1] - a->ext_start[c], nt, k, x, found = 0;
	size_t by_extent = 0, by_intent = 0, m = 0;

	for (k = a->ext_start[c]; k < a->ext_start[c + 1]; k++)
		by_extent += a->holds_start[a->ext[k] + 1] - a->holds_start[a->ext[k]];
	for (x = 0; x < lat->iwords; x++)
		for (uint64_t bits = intent[x]; bits; bits &= bits - 1) {
			size_t e = x * 64 + (size_t)__builtin_ctzll(bits);

			w->attrs[m++] = (uint32_t)e;
			by_intent += a->in_start[e + 1] - a->in_start[e];
		}
	if (!n) {
		/* Only ⊥ has no object; everything else is above it. */
		for (k = 0; k < lat->n; k++)
			if (k != c)
				keys[found++] = (uint64_t)lat->extent_size[k] << 32 | k;
	} else if (by_extent <= by_intent) {
		nt = count_holders(w, a->ext + a->ext_start[c], n, a->holds_start, a->holds);
		for (k = 0; k < nt; k++) {
			uint32_t d = w->touched[k];

			if (w->count[d] == n && d != c)
				keys[found++] = (uint64_t)lat->extent_size[d] << 32 | d;
			w->count[d] = 0;
		}
	} else {
		nt = count_holders(w, w->attrs, m, a->in_start, a->in);
		for (k = 0; k < nt; k++) {
			uint32_t d = w->touched[k];

			if (w->count[d] == a->intent_size[d] && d != c)
				keys[found++] = (uint64_t)lat->extent_size[d] << 32 | d;
			w->count[d] = 0;
		}
		/* No attribute leads to the node with the empty intent. */
		if (a->top != FCA_NONE && a->top != c)
			keys[found++] = (uint64_t)lat->extent_size[a->top] << 32 | a->top;
	}
	qsort(keys, found, sizeof(uint64_t), cmp_u64);
	u->at[c] = w->nup;
	u->len[c] = (uint32_t)found;
	u->worker[c] = (unsigned short)self;
	for (k = 0; k < found; k++)
		if (push_up(w, (uint32_t)keys[k]))
			return -1;
	return 0;
}

/* The upper covers of c: the minimal elements of its upper set. */
static int reduce(struct aoc_job *job, struct aoc_worker *w, size_t c)
{
	const struct upper_sets *u = job->sets;
	const uint32_t *up = job->workers[u->worker[c]].up + u->at[c];
	size_t k, i;

	for (k = 0; k < u->len[c]; k++) {
		uint32_t d = up[k];
		const uint32_t *above;

		if (w->stamp[d] == c + 1)
			continue;
		if (push_pair(w, c, d))
			return -1;
		above = job->workers[u->worker[d]].up + u->at[d];
		for (i = 0; i < u->len[d]; i++)
			w->stamp[above[i]] = (uint32_t)(c + 1);
	}
	return 0;
}

enum { BLOCK = 64 };

static void *aoc_work(void *arg)
{
	struct aoc_worker *w = arg;
	struct aoc_job *job = w->job;
	size_t n = w->aoc->lat->n, c, end, self = (size_t)(w - job->workers);
	uint64_t *keys = job->phase == UPPER_SETS ? fca_calloc(n, 1, sizeof(uint64_t)) : NULL;

	if (job->phase == UPPER_SETS && !keys) {
		w->oom = 1;
		return NULL;
	}
	while (!w->oom && (c = atomic_fetch_add(&w->aoc->next, BLOCK)) < n) {
		end = c + BLOCK < n ? c + BLOCK : n;
		for (; c < end && !w->oom; c++)
			w->oom = job->phase == EXTENTS ? extent_into(w, c, job->sets, (int)self)
				 : job->phase == UPPER_SETS ? upper_set(w, c, keys, job->sets, (int)self)
				 : reduce(job, w, c);
	}
	free(keys);
	return NULL;
}

int fca_aoc_build(struct fca_lattice *lat, int threads)
{
	struct aoc a = { .lat = lat };
	struct upper_sets u = { 0 };
	struct aoc_job job = { .aoc = &a, .sets = &u };
	struct aoc_worker *w = NULL;
	size_t t, total = 0, k;
	size_t *pairs = NULL;
	int status = -1;

	if (threads < 1)
		threads = 1;
	if (threads > 256)
		threads = 256;
	/* The extents stay lists: as bitsets they would take nodes × objects bits. */
	lat->extent_lists = 1;
	if (fca_view_init(&a.cols, lat->ctx, 1, 0) || find_nodes(&a))
		goto done;
	/* A second thread only when each has a few blocks of nodes to do: below
	 * that it costs more to start than it takes over. */
	if (lat->n < 4 * BLOCK * (size_t)threads)
		threads = 1;
	w = fca_calloc((size_t)threads, 1, sizeof(*w));
	u.at = fca_calloc(lat->n, 1, sizeof(size_t));
	u.len = fca_calloc(lat->n, 1, sizeof(uint32_t));
	u.worker = fca_calloc(lat->n, 1, sizeof(unsigned short));
	if (!w || !u.at || !u.len || !u.worker || lat->n >= UINT32_MAX)
		goto done;
	job.workers = w;
	for (t = 0; t < (size_t)threads; t++) {
		w[t].aoc = &a;
		w[t].job = &job;
		w[t].count = fca_calloc(lat->n, 1, sizeof(uint32_t));
		w[t].touched = fca_calloc(lat->n, 1, sizeof(uint32_t));
		w[t].stamp = fca_calloc(lat->n, 1, sizeof(uint32_t));
		w[t].attrs = fca_calloc(lat->ctx->nattributes + 1, 1, sizeof(uint32_t));
		if (!w[t].count || !w[t].touched || !w[t].stamp || !w[t].attrs)
			goto done;
	}
	for (job.phase = EXTENTS; job.phase <= COVERS; job.phase++) {
		atomic_store(&a.next, 0);
		if (threads > 1)
			fca_parallel(threads, aoc_work, w, sizeof(*w));
		else
			aoc_work(w);
		for (t = 0; t < (size_t)threads; t++)
			if (w[t].oom)
				goto done;
		if (job.phase == EXTENTS &&
		    (gather_extents(&job, (size_t)threads) || find_intent_holders(&a)))
			goto done;
	}
	for (t = 0; t < (size_t)threads; t++)
		total += w[t].npairs;
	pairs = fca_calloc(total, 2, sizeof(size_t));
	if (!pairs)
		goto done;
	for (t = 0, k = 0; t < (size_t)threads; t++) {
		if (w[t].npairs)
			memcpy(pairs + 2 * k, w[t].pairs, w[t].npairs * 2 * sizeof(size_t));
		k += w[t].npairs;
	}
	status = fca_covers_from_pairs(lat, pairs, total);
	lat->extent_cache = fca_calloc(lat->n, 1, sizeof(*lat->extent_cache));
	if (!lat->extent_cache)
		status = -1;
	free(lat->extent_start); /* the store's, never filled */
	lat->extent_start = a.ext_start;
	lat->extent_list = a.ext;
	a.ext_start = NULL;
	a.ext = NULL;
done:
	if (w)
		for (t = 0; t < (size_t)threads; t++) {
			free(w[t].count);
			free(w[t].touched);
			free(w[t].stamp);
			free(w[t].attrs);
			free(w[t].up);
			free(w[t].pairs);
		}
	free(w);
	free(u.at);
	free(u.len);
	free(u.worker);
	free(pairs);
	free(a.ext_start);
	free(a.ext);
	free(a.holds_start);
	free(a.holds);
	free(a.in_start);
	free(a.in);
	free(a.intent_size);
	fca_view_free(&a.cols);
	return status;
}
