/*
 * Close-by-One over a view, with occurrence delivery (as in LCM): one scan
 * of a concept's rows and their item lists yields the rows of every child
 * candidate at once, so a concept costs the size of its part of the
 * context instead of one pass over the rows per item.  A child (B ∪ {j})''
 * is canonical, i.e. generated here and nowhere else, when the closure adds
 * no item below j that B lacks.
 */
#include "fca_impl.h"

struct worker {
	const struct fca_view *v;
	const struct fca_enum_options *opt;
	uint32_t *count;              /* per item, zero between uses */
	uint32_t *occ;                /* stack of rows and candidate items */
	size_t occ_len, occ_cap;
	uint64_t *sets;               /* stack of intents, v->words each */
	size_t sets_len, sets_cap;
	size_t emitted;
	int stop, oom;
};

static int reserve(void **p, size_t *cap, size_t need, size_t size)
{
	size_t c = *cap ? *cap : 4096;
	void *q;

	if (need <= *cap)
		return 0;
	while (c < need)
		c *= 2;
	q = fca_reallocarray(*p, c, size);
	if (!q)
		return -1;
	*p = q;
	*cap = c;
	return 0;
}

static int emit(struct worker *w, const uint32_t *rows, size_t n, const uint64_t *items)
{
	w->emitted++;
	if (w->opt->progress && !(w->emitted & 0xffff))
		w->opt->progress(w->emitted, w->opt->progress_arg);
	if (w->opt->emit && w->opt->emit(w->opt->arg, rows, n, items))
		w->stop = 1;
	return w->stop;
}

static int cmp_u32(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;

	return x < y ? -1 : x > y;
}

/* The items and rows of a concept's child: its intent is the meet of the
 * rows; it is canonical when that adds no item below j missing from `parent`. */
static int close_child(const struct fca_view *v, const uint32_t *rows, size_t n,
		       const uint64_t *parent, size_t j, uint64_t *child)
{
	size_t words = v->words, k, x, jw = j >> 6;
	uint64_t low = ((uint64_t)1 << (j & 63)) - 1;

	memcpy(child, v->bits + (size_t)rows[0] * words, words * sizeof(uint64_t));
	for (k = 1; k < n; k++) {
		const uint64_t *row = v->bits + (size_t)rows[k] * words;

		for (x = 0; x < words; x++)
			child[x] &= row[x];
	}
	for (x = 0; x < jw; x++)
		if (child[x] != parent[x])
			return 0;
	return (child[jw] & low) == (parent[jw] & low);
}

/* The children of the concept whose rows are occ[rows, rows + n) and whose
 * items are sets[set, set + words), trying items j >= first. */
static void expand(struct worker *w, size_t rows, size_t n, size_t set, size_t first)
{
	const struct fca_view *v = w->v;
	size_t words = v->words, k, ncand = 0, cand, starts, base, i, r, kept, child;

	/* Count the rows of each candidate item (B's items are in every row;
	 * items below `first` are not tried). */
	cand = w->occ_len;
	for (k = 0; k < n; k++) {
		r = w->occ[rows + k];
		for (i = v->list_start[r]; i < v->list_start[r + 1]; i++) {
			uint32_t j = v->list[i];

			if (j < first || fca_bit(w->sets + set, j))
				continue;
			if (!w->count[j]++) {
				if (reserve((void **)&w->occ, &w->occ_cap, w->occ_len + 1,
					    sizeof(uint32_t)))
					goto oom;
				w->occ[w->occ_len++] = j;
				ncand++;
			}
		}
	}
	qsort(w->occ + cand, ncand, sizeof(uint32_t), cmp_u32);
	/* Keep the candidates with enough rows; count[j] becomes 1 + j's fill
	 * position in the row lists laid out behind the start offsets, or 0. */
	for (k = 0, kept = 0, i = 0; k < ncand; k++) {
		uint32_t j = w->occ[cand + k], c = w->count[j];

		w->count[j] = 0;
		if (c < w->opt->min_rows)
			continue;
		w->occ[cand + kept++] = j;
		w->count[j] = (uint32_t)i + 1;
		i += c;
	}
	ncand = kept;
	starts = cand + ncand;
	base = starts + ncand + 1;
	if (reserve((void **)&w->occ, &w->occ_cap, base + i, sizeof(uint32_t)))
		goto oom;
	w->occ_len = base + i;
	for (k = 0; k < ncand; k++)
		w->occ[starts + k] = w->count[w->occ[cand + k]] - 1;
	w->occ[starts + ncand] = (uint32_t)i;
	/* Deliver each row to its candidates' lists. */
	for (k = 0; k < n; k++) {
		r = w->occ[rows + k];
		for (i = v->list_start[r]; i < v->list_start[r + 1]; i++) {
			uint32_t *c = &w->count[v->list[i]];

			if (*c)
				w->occ[base + (*c)++ - 1] = (uint32_t)r;
		}
	}
	for (k = 0; k < ncand; k++)
		w->count[w->occ[cand + k]] = 0;
	child = w->sets_len;
	if (reserve((void **)&w->sets, &w->sets_cap, child + words, sizeof(uint64_t)))
		goto oom;
	w->sets_len = child + words;
	for (k = 0; k < ncand && !w->stop; k++) {
		size_t start = base + w->occ[starts + k];
		size_t len = w->occ[starts + k + 1] - w->occ[starts + k];

		if (!close_child(v, w->occ + start, len, w->sets + set, w->occ[cand + k],
				 w->sets + child))
			continue;
		if (emit(w, w->occ + start, len, w->sets + child))
			break;
		expand(w, start, len, child, (size_t)w->occ[cand + k] + 1);
	}
	w->sets_len = child;
	w->occ_len = cand;
	return;
oom:
	w->oom = w->stop = 1;
}

size_t fca_enumerate(const struct fca_view *v, const struct fca_enum_options *opt)
{
	struct worker w = { .v = v, .opt = opt };
	size_t r, x, words = v->words, full = 0;
	uint64_t *top;

	w.count = fca_calloc(v->nitems, 1, sizeof(uint32_t));
	if (!w.count || reserve((void **)&w.occ, &w.occ_cap, v->nrows + 1, sizeof(uint32_t)) ||
	    reserve((void **)&w.sets, &w.sets_cap, words + 1, sizeof(uint64_t)))
		goto oom;
	/* ⊤: every row, and the items they share (all items when there is no row). */
	top = w.sets;
	for (x = 0; x < words; x++)
		top[x] = ~(uint64_t)0;
	if (v->nitems & 63)
		top[words - 1] = ((uint64_t)1 << (v->nitems & 63)) - 1;
	for (r = 0; r < v->nrows; r++) {
		const uint64_t *row = v->bits + r * words;

		w.occ[r] = (uint32_t)r;
		for (x = 0; x < words; x++)
			top[x] &= row[x];
		full += v->list_start[r + 1] - v->list_start[r] == v->nitems;
	}
	w.occ_len = v->nrows;
	w.sets_len = words;
	if (v->nrows < opt->min_rows)
		goto done;
	if (emit(&w, w.occ, v->nrows, top))
		goto done;
	expand(&w, 0, v->nrows, 0, 0);
	/* ⊥ with no rows is nobody's child: it has no row to deliver. */
	if (!w.stop && v->nrows && !full && !opt->min_rows) {
		for (x = 0; x < words; x++)
			w.sets[x] = ~(uint64_t)0;
		if (v->nitems & 63)
			w.sets[words - 1] = ((uint64_t)1 << (v->nitems & 63)) - 1;
		emit(&w, w.occ, 0, w.sets);
	}
done:
	free(w.count);
	free(w.occ);
	free(w.sets);
	return w.oom ? (size_t)-1 : w.emitted;
oom:
	w.oom = 1;
	goto done;
}
