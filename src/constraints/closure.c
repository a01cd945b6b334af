/*
 * The closure of docs/constraints.md §3.4.  Row implications never change during
 * the closure, so their graph is condensed once: rows of one strongly
 * connected component end up with equal rows, and a component only feeds
 * components later in topological order.  One pass in that order therefore
 * settles all row implications; within each component the column
 * implications are applied by a worklist over the set bits.  Dominance
 * implications fire when a row that changed in the pass holds both columns;
 * then the components holding the trigger column are marked and another pass
 * runs.  Only marked components are visited, so later passes are cheap.
 */
#include "kaba/constraints.h"

#include <stdlib.h>
#include <string.h>

#include "scc.h"

struct closure {
	struct kaba_table *t;
	size_t ncomp;
	size_t *comp_start;  /* rows of component k: comp_rows[comp_start[k] .. comp_start[k+1]) */
	size_t *comp_rows;
	size_t *succ_start;  /* successor components of k, the same way */
	size_t *succ;
	unsigned char *dirty;   /* per component */
	unsigned char *changed; /* per row, in the current pass */
	/* active column implications as adjacency lists, rebuilt when one fires */
	size_t *col_start, *col_to;
	uint64_t *has_out;      /* columns with an outgoing implication */
	uint64_t *acc;          /* one row's worth of words */
	size_t *stack;          /* worklist of columns */
	/* dominance implications by source column */
	size_t *dom_start, *dom;
	uint64_t *dom_from;     /* columns that start a dominance implication */
	uint64_t *fired_from;   /* sources of the ones that fired in this round */
	size_t *this_of;        /* def column → its this-row (build_this_of) */
	uint64_t *has_this;     /* def columns that have a this-row */
};

static int column_implication_active(const struct kaba_implication *im)
{
	return im->kind == KABA_IMPL_COLUMN || (im->kind == KABA_IMPL_DOMINANCE && im->active);
}

static int build_columns(struct closure *c)
{
	struct kaba_table *t = c->t;
	size_t i, n = t->ncolumns;

	free(c->col_start);
	free(c->col_to);
	c->col_start = calloc(n + 2, sizeof(size_t));
	c->col_to = malloc((t->nimplications + 1) * sizeof(size_t));
	if (!c->col_start || !c->col_to)
		return -1;
	memset(c->has_out, 0, t->words * sizeof(uint64_t));
	/* Counting sort by source column, as in build_components(). */
	for (i = 0; i < t->nimplications; i++)
		if (column_implication_active(&t->implications[i]))
			c->col_start[t->implications[i].from + 2]++;
	for (i = 2; i < n + 2; i++)
		c->col_start[i] += c->col_start[i - 1];
	for (i = 0; i < t->nimplications; i++) {
		const struct kaba_implication *im = &t->implications[i];

		if (column_implication_active(im)) {
			c->col_to[c->col_start[im->from + 1]++] = im->to;
			c->has_out[im->from >> 6] |= (uint64_t)1 << (im->from & 63);
		}
	}
	return 0;
}

static int push(struct closure *c, size_t *top, uint64_t *row, size_t col)
{
	uint64_t bit = (uint64_t)1 << (col & 63);

	if (row[col >> 6] & bit)
		return 0;
	row[col >> 6] |= bit;
	if (c->has_out[col >> 6] & bit)
		c->stack[(*top)++] = col;
	return 1;
}

/* Add to `row` everything the active column implications demand. */
static void close_columns(struct closure *c, uint64_t *row)
{
	size_t top = 0, w, i;

	for (w = 0; w < c->t->words; w++) {
		uint64_t bits = row[w] & c->has_out[w];

		while (bits) {
			c->stack[top++] = w * 64 + (size_t)__builtin_ctzll(bits);
			bits &= bits - 1;
		}
	}
	while (top) {
		size_t a = c->stack[--top];

		for (i = c->col_start[a]; i < c->col_start[a + 1]; i++)
			push(c, &top, row, c->col_to[i]);
	}
}

/* OR src into dst; returns whether dst changed. */
static int unite(uint64_t *dst, const uint64_t *src, size_t words)
{
	uint64_t diff = 0;
	size_t w;

	for (w = 0; w < words; w++) {
		diff |= src[w] & ~dst[w];
		dst[w] |= src[w];
	}
	return diff != 0;
}

static void settle_component(struct closure *c, size_t k)
{
	struct kaba_table *t = c->t;
	size_t words = t->words, i, s;

	memset(c->acc, 0, words * sizeof(uint64_t));
	for (i = c->comp_start[k]; i < c->comp_start[k + 1]; i++)
		unite(c->acc, kaba_table_row(t, c->comp_rows[i]), words);
	close_columns(c, c->acc);
	for (i = c->comp_start[k]; i < c->comp_start[k + 1]; i++)
		if (unite(kaba_table_row(t, c->comp_rows[i]), c->acc, words))
			c->changed[c->comp_rows[i]] = 1;
	/* Components later in the order are settled in this same pass; one
	 * representative row carries the news. */
	for (s = c->succ_start[k]; s < c->succ_start[k + 1]; s++) {
		size_t next = c->succ[s], rep = c->comp_rows[c->comp_start[next]];

		if (unite(kaba_table_row(t, rep), c->acc, words))
			c->dirty[next] = c->changed[rep] = 1;
	}
	c->dirty[k] = 0;
}

/* Index the dominance implications by their source column. */
static int build_dominance(struct closure *c)
{
	struct kaba_table *t = c->t;
	size_t i, n = t->ncolumns;

	c->dom_start = calloc(n + 2, sizeof(size_t));
	c->dom = malloc((t->nimplications + 1) * sizeof(size_t));
	c->dom_from = calloc(t->words, sizeof(uint64_t));
	c->fired_from = calloc(t->words, sizeof(uint64_t));
	if (!c->dom_start || !c->dom || !c->dom_from || !c->fired_from)
		return -1;
	for (i = 0; i < t->nimplications; i++)
		if (t->implications[i].kind == KABA_IMPL_DOMINANCE)
			c->dom_start[t->implications[i].from + 2]++;
	for (i = 2; i < n + 2; i++)
		c->dom_start[i] += c->dom_start[i - 1];
	for (i = 0; i < t->nimplications; i++) {
		const struct kaba_implication *im = &t->implications[i];

		if (im->kind == KABA_IMPL_DOMINANCE) {
			c->dom[c->dom_start[im->from + 1]++] = i;
			c->dom_from[im->from >> 6] |= (uint64_t)1 << (im->from & 63);
		}
	}
	return 0;
}

/*
 * Activate the dominance implications whose trigger (one row holding both
 * columns) appeared in a row changed by the last pass, then mark the
 * components of every row holding a newly active source column.  Only the
 * set bits of changed rows that start a dominance are visited.  Returns how
 * many fired.
 */
static size_t fire(struct closure *c, const size_t *comp_of)
{
	struct kaba_table *t = c->t;
	size_t r, w, i, fired = 0;

	memset(c->fired_from, 0, t->words * sizeof(uint64_t));
	for (r = 0; r < t->nrows; r++) {
		const uint64_t *row = kaba_table_row(t, r);

		if (!c->changed[r])
			continue;
		for (w = 0; w < t->words; w++) {
			uint64_t bits = row[w] & c->dom_from[w];

			while (bits) {
				size_t a = w * 64 + (size_t)__builtin_ctzll(bits);

				bits &= bits - 1;
				for (i = c->dom_start[a]; i < c->dom_start[a + 1]; i++) {
					struct kaba_implication *im = &t->implications[c->dom[i]];

					if (!im->active && kaba_table_get(t, r, im->to)) {
						im->active = 1;
						c->fired_from[a >> 6] |= (uint64_t)1 << (a & 63);
						fired++;
					}
				}
			}
		}
	}
	for (r = 0; fired && r < t->nrows; r++) {
		const uint64_t *row = kaba_table_row(t, r);

		for (w = 0; w < t->words; w++) {
			if (row[w] & c->fired_from[w]) {
				c->dirty[comp_of[r]] = 1;
				break;
			}
		}
	}
	return fired;
}

/* A row changed outside a pass: the next pass carries the news on. */
static void row_changed(struct closure *c, const size_t *comp_of, size_t r)
{
	c->dirty[comp_of[r]] = 1;
	c->changed[r] = 1;
}

/*
 * Apply the entry rules (table.h) whose row now holds their `when` column:
 * the row gets the `then` body.  Returns how many rows changed.
 */
static size_t apply_entry_rules(struct closure *c, const size_t *comp_of)
{
	struct kaba_table *t = c->t;
	size_t i, applied = 0;

	for (i = 0; i < t->nentry_rules; i++) {
		const struct kaba_entry_rule *e = &t->entry_rules[i];

		if (!kaba_table_get(t, e->row, e->when) || kaba_table_get(t, e->row, e->then))
			continue;
		kaba_table_set(t, e->row, e->then);
		row_changed(c, comp_of, e->row);
		applied++;
	}
	return applied;
}

/*
 * The body rule (invariant I1 as a constraint): a row that holds def(C.f)
 * holds the row of C.f.this.  Its type lies below the class that carries
 * the body, so it has every member the body uses through `this`.  C6 gives
 * this to the objects that run C.f; the rule covers the rows that get the
 * body otherwise: through an entry rule, a statically bound call on a
 * variable, or dominance (C11 puts def(A.k) into the row of an overrider
 * C.k.this once an object runs both, `super.k()`; without the rule
 * μ(def(A.k)) would lie above the class of A.k.this).  Returns how many
 * rows changed.
 */
static size_t apply_body_rule(struct closure *c, const size_t *comp_of)
{
	struct kaba_table *t = c->t;
	size_t r, w, applied = 0;

	for (r = 0; r < t->nrows; r++) {
		uint64_t *row = kaba_table_row(t, r);
		int change = 0;

		for (w = 0; w < t->words; w++) {
			uint64_t bits = row[w] & c->has_this[w];

			while (bits) {
				size_t d = w * 64 + (size_t)__builtin_ctzll(bits);

				bits &= bits - 1;
				if (c->this_of[d] != r)
					change |= unite(row, kaba_table_row(t, c->this_of[d]), t->words);
			}
		}
		if (change) {
			row_changed(c, comp_of, r);
			applied++;
		}
	}
	return applied;
}

/* this_of[column]: the this-row linked to a def column, for the entry rules. */
static int build_this_of(struct closure *c)
{
	struct kaba_table *t = c->t;
	size_t r;

	c->this_of = malloc((t->ncolumns + 1) * sizeof(size_t));
	c->has_this = calloc(t->words, sizeof(uint64_t));
	if (!c->this_of || !c->has_this)
		return -1;
	for (r = 0; r < t->ncolumns; r++)
		c->this_of[r] = KABA_NONE;
	for (r = 0; r < t->nrows; r++) {
		size_t d = t->rows[r].link;

		if (t->rows[r].kind == KABA_ROW_THIS && d != KABA_NONE) {
			c->this_of[d] = r;
			c->has_this[d >> 6] |= (uint64_t)1 << (d & 63);
		}
	}
	return 0;
}

static int columns_equal(const struct kaba_table *t, size_t a, size_t b)
{
	size_t r;

	for (r = 0; r < t->nrows; r++)
		if (kaba_table_get(t, r, a) != kaba_table_get(t, r, b))
			return 0;
	return 1;
}

/* C13: an active dominance between bodies or hiding fields must stay strict. */
static int check_strictness(const struct kaba_table *t, struct kaba_error *err)
{
	size_t i;

	for (i = 0; i < t->nimplications; i++) {
		const struct kaba_implication *im = &t->implications[i];

		if (im->kind == KABA_IMPL_DOMINANCE && im->active &&
		    t->columns[im->from].kind != KABA_COL_DCL && columns_equal(t, im->from, im->to))
			return kaba_fail(err, KABA_EUNSUPPORTED, "closure", -1,
					 "C13: %s and %s would share one class, but %s must lie strictly below %s",
					 t->columns[im->from].name, t->columns[im->to].name,
					 t->columns[im->from].name, t->columns[im->to].name);
	}
	return KABA_OK;
}

/* Group rows by component and collect the component successor lists. */
static int build_components(struct closure *c, const size_t *comp_of, const uint32_t *from,
			    const uint32_t *to, size_t nedges)
{
	size_t n = c->t->nrows, k = c->ncomp, i;

	c->comp_start = calloc(k + 2, sizeof(size_t));
	c->comp_rows = malloc((n + 1) * sizeof(size_t));
	c->succ_start = calloc(k + 2, sizeof(size_t));
	c->succ = malloc((nedges + 1) * sizeof(size_t));
	if (!c->comp_start || !c->comp_rows || !c->succ_start || !c->succ)
		return -1;
	for (i = 0; i < n; i++)
		c->comp_start[comp_of[i] + 2]++;
	for (i = 0; i < nedges; i++)
		if (comp_of[from[i]] != comp_of[to[i]])
			c->succ_start[comp_of[from[i]] + 2]++;
	for (i = 2; i < k + 2; i++) {
		c->comp_start[i] += c->comp_start[i - 1];
		c->succ_start[i] += c->succ_start[i - 1];
	}
	/* Counting sort: after the prefix sums slot k+1 holds the start of k;
	 * filling advances it to the end of k, which is the start of k+1. */
	for (i = 0; i < n; i++)
		c->comp_rows[c->comp_start[comp_of[i] + 1]++] = i;
	for (i = 0; i < nedges; i++)
		if (comp_of[from[i]] != comp_of[to[i]])
			c->succ[c->succ_start[comp_of[from[i]] + 1]++] = comp_of[to[i]];
	return 0;
}

static void closure_free(struct closure *c)
{
	free(c->comp_start);
	free(c->this_of);
	free(c->has_this);
	free(c->comp_rows);
	free(c->succ_start);
	free(c->succ);
	free(c->dirty);
	free(c->changed);
	free(c->col_start);
	free(c->col_to);
	free(c->has_out);
	free(c->acc);
	free(c->stack);
	free(c->dom_start);
	free(c->dom);
	free(c->dom_from);
	free(c->fired_from);
}

int kaba_close(struct kaba_table *t, struct kaba_closure_stats *stats, struct kaba_error *err)
{
	struct closure c = { .t = t };
	struct kaba_closure_stats local = { 0 };
	uint32_t *from = NULL, *to = NULL;
	size_t *comp_of = NULL, nedges = 0, i, k;
	int status = KABA_OK;

	if (!t->initial && (status = kaba_table_snapshot(t, err)))
		return status;
	if (!t->nrows)
		goto done;
	from = malloc((t->nimplications + 1) * sizeof(uint32_t));
	to = malloc((t->nimplications + 1) * sizeof(uint32_t));
	comp_of = malloc(t->nrows * sizeof(size_t));
	c.has_out = calloc(t->words, sizeof(uint64_t));
	c.acc = aligned_alloc(64, t->words * sizeof(uint64_t));
	c.stack = malloc((t->ncolumns + 1) * sizeof(size_t));
	c.changed = calloc(t->nrows, 1);
	if (!from || !to || !comp_of || !c.has_out || !c.acc || !c.stack || !c.changed)
		goto oom;
	for (i = 0; i < t->nimplications; i++) {
		if (t->implications[i].kind == KABA_IMPL_ROW) {
			from[nedges] = t->implications[i].from;
			to[nedges++] = t->implications[i].to;
		}
	}
	status = kaba_scc(t->nrows, from, to, nedges, comp_of, &c.ncomp, err);
	if (status)
		goto done;
	local.components = c.ncomp;
	c.dirty = malloc(c.ncomp);
	if (!c.dirty || build_components(&c, comp_of, from, to, nedges) || build_columns(&c) ||
	    build_dominance(&c) || build_this_of(&c))
		goto oom;
	memset(c.dirty, 1, c.ncomp);
	for (;;) {
		size_t fired, applied;

		local.rounds++;
		for (k = 0; k < c.ncomp; k++)
			if (c.dirty[k])
				settle_component(&c, k);
		if (local.rounds == 1)
			memset(c.changed, 1, t->nrows); /* every initial row may trigger */
		fired = fire(&c, comp_of);
		local.fired += fired;
		/* Rows an entry rule changes count as changed in the next pass. */
		memset(c.changed, 0, t->nrows);
		if (fired && build_columns(&c))
			goto oom;
		applied = apply_entry_rules(&c, comp_of);
		applied += apply_body_rule(&c, comp_of);
		if (!applied && !fired)
			break;
	}
	status = check_strictness(t, err);
	goto done;
oom:
	status = kaba_fail(err, KABA_EINTERNAL, "closure", -1, "out of memory");
done:
	closure_free(&c);
	free(from);
	free(to);
	free(comp_of);
	if (stats)
		*stats = local;
	return status;
}
