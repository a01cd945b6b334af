/*
 * The size of a class diagram before Graphviz lays it out: dot's ranks are
 * taken as the longest paths from the superclasses (a class without one
 * moved down to its highest subclass where dot's ranking moves it), each
 * box's size from its lines of text, the drawing as wide as its widest
 * rank or its subtrees packed side by side, whichever is wider, and as
 * tall as its ranks stacked.  Laying a tree of hundreds of classes out
 * takes dot seconds to minutes; this takes microseconds, so the layouts
 * tried to make a diagram fit are chosen by it (viz/classes.c).  On antlr's
 * 125 tree diagrams (7 layouts each) the estimate is within a seventh of
 * dot's size for most, and says "fits" as dot's layout does for 852 of 875.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "layout.h"

/* Graphviz's defaults, in points: the gap between boxes of a rank
 * (nodesep) and between ranks (ranksep). */
#define NODESEP 18.0
#define RANKSEP 36.0

/* The boxes' geometry in points (the table's cell padding and borders,
 * the line height of a 14-point font), measured on kaba's diagrams. */
#define LINE 15.0
#define CELL 8.0
#define NAME_CELL 23.0
#define EMPTY_CELL 13.0
#define SIDES 8.0
/* A long edge crosses each rank between its ends as a thin virtual node. */
#define VIRTUAL 2.0
/* dot spreads the boxes of a rank wider than the tidy outline puts them
 * (to straighten edges): by a seventh, the median over antlr's trees. */
#define SPREAD 1.14

/* The width of a line of text in points: Times' capitals, lower case and
 * punctuation are about this wide at 14 points (bold a twelfth wider). */
static double text_width(const char *s, int bold)
{
	double w = 0;

	for (; *s; s++) {
		unsigned char ch = (unsigned char)*s;

		if ((ch & 0xc0) == 0x80)
			continue;   /* inside a UTF-8 character */
		if (ch >= 'A' && ch <= 'Z')
			w += 9.5;
		else if ((ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9'))
			w += 6.6;
		else if (strchr(" .,;:()[]'|", ch))
			w += 4.2;
		else
			w += 7.5;
	}
	return bold ? w * 13 / 12 : w;
}

/* One label list: its widest line and its height (a cell). */
static void list_size(const char *const *items, size_t n, size_t max, double *w, double *h)
{
	size_t i;

	for (i = 0; i < n && i < max; i++) {
		double t = text_width(items[i], 0);

		if (t > *w)
			*w = t;
	}
	if (n > max && text_width("… and 999 more", 0) > *w)
		*w = text_width("… and 999 more", 0);
	*h += n ? CELL + LINE * (double)(n < max ? n : max + 1) : EMPTY_CELL;
}

static void box_size(const struct kaba_viz_class *c, size_t max, double *w, double *h)
{
	*w = text_width(c->name, 1);
	*h = NAME_CELL + (c->interface ? LINE : 0);
	if (c->interface && text_width("«interface»", 0) > *w)
		*w = text_width("«interface»", 0);
	if (!c->library) {
		list_size(c->members, c->nmembers, max, w, h);
		if (c->nrows)
			list_size(c->rows, c->nrows, max, w, h);
	}
	*w += SIDES;
}

/* Per class, for the estimate: its rank from the top, the edges into it
 * from below, its first superclass edge's length, its box's extent along
 * and across the ranks. */
struct est {
	size_t rank, subs;
	unsigned len;
	double along, across;
};

/* An edge of the graph: from a class below (tail) to one above (head),
 * at least len ranks apart. */
struct edge {
	size_t tail, head;
	unsigned len;
};

/* The rank of class v counted from the top: below each of its heads by
 * the edge's length at least (SIZE_MAX while unknown). */
static size_t rank_of(size_t v, const struct edge *e, const size_t *first, struct est *s)
{
	size_t r = 0;

	if (s[v].rank != SIZE_MAX)
		return s[v].rank;
	for (size_t k = first[v]; k < first[v + 1]; k++) {
		size_t up = rank_of(e[k].head, e, first, s) + e[k].len;

		if (up > r)
			r = up;
	}
	return s[v].rank = r;
}

static int by_tail(const void *a, const void *b)
{
	const struct edge *x = a, *y = b;

	return (x->tail > y->tail) - (x->tail < y->tail);
}

/* The graph's edges as classes.c draws them, sorted by tail; first[v] is
 * where v's begin, s[v].len the length of v's first.  NULL when out of
 * memory. */
static struct edge *edges(const struct kaba_viz_class *c, size_t n, const struct layout *l,
			  size_t *ne, size_t *first, struct est *s)
{
	struct fanout *f = calloc(n ? n : 1, sizeof(*f));
	size_t cap = 0, i, j;
	struct edge *e;

	if (!f)
		return NULL;
	viz_fanout(c, n, f);
	for (i = 0; i < n; i++)
		cap += c[i].nsupers + (l->below && !f[i].subs ? n : 0);
	e = malloc((cap ? cap : 1) * sizeof(*e));
	*ne = 0;
	for (i = 0; e && i < n; i++)
		for (j = 0; j < c[i].nsupers; j++)
			if (c[i].supers[j] < n)
				e[(*ne)++] = (struct edge){ i, c[i].supers[j],
					j ? 1 : (s[i].len = viz_stagger(c, i, f, l->stagger_after)) };
	/* the invisible edges that stack the parts (classes.c's stack()) */
	for (i = l->below; e && i < n; i++)
		for (j = 0; !c[i].nsupers && j < l->below; j++)
			if (!f[j].subs)
				e[(*ne)++] = (struct edge){ i, j, 1 };
	free(f);
	if (!e)
		return NULL;
	qsort(e, *ne, sizeof(*e), by_tail);
	for (i = 0, j = 0; i <= n; i++) {
		while (j < *ne && e[j].tail < i)
			j++;
		first[i] = j;
	}
	return e;
}

static int by_rank_down(const void *a, const void *b, void *arg)
{
	const struct est *x = &((const struct est *)arg)[*(const size_t *)a];
	const struct est *y = &((const struct est *)arg)[*(const size_t *)b];

	if (x->rank != y->rank)
		return x->rank < y->rank ? 1 : -1;
	return (x > y) - (x < y);
}

/* The outline of a subtree drawing: its left and right ends on each rank
 * from top on (HUGE_VAL and -HUGE_VAL where it has no box). */
struct contour {
	size_t top, n;
	double *l, *r;
};

/* Widen c to ranks [top, end); -1 when out of memory. */
static int cover(struct contour *c, size_t top, size_t end)
{
	size_t from = c->n && c->top < top ? c->top : top;
	size_t to = c->n && c->top + c->n > end ? c->top + c->n : end, i;
	double *l = malloc(2 * (to - from) * sizeof(*l)), *r = l ? l + (to - from) : NULL;

	if (!l)
		return -1;
	for (i = from; i < to; i++) {
		int in = c->n && i >= c->top && i < c->top + c->n;

		l[i - from] = in ? c->l[i - c->top] : HUGE_VAL;
		r[i - from] = in ? c->r[i - c->top] : -HUGE_VAL;
	}
	free(c->l);
	*c = (struct contour){ from, to - from, l, r };
	return 0;
}

/* Place k right of what acc holds, as close as the ranks both have allow
 * and not left of *x (the place of the one before), shifting it by that
 * place (*x); k is merged into acc and freed.  -1 when out of memory. */
static int pack(struct contour *acc, struct contour *k, double *x)
{
	double at = *x;
	size_t i;

	for (i = 0; acc->n && i < k->n; i++) {
		size_t rk = k->top + i;

		if (rk >= acc->top && rk < acc->top + acc->n && acc->r[rk - acc->top] > -HUGE_VAL &&
		    k->l[i] < HUGE_VAL && acc->r[rk - acc->top] - k->l[i] + NODESEP > at)
			at = acc->r[rk - acc->top] - k->l[i] + NODESEP;
	}
	if (cover(acc, k->top, k->top + k->n))
		return -1;
	for (i = 0; i < k->n; i++) {
		size_t j = k->top + i - acc->top;

		if (k->l[i] + at < acc->l[j])
			acc->l[j] = k->l[i] + at;
		if (k->r[i] + at > acc->r[j])
			acc->r[j] = k->r[i] + at;
	}
	free(k->l);
	k->l = NULL;
	*x = at;
	return 0;
}

/* The widest rank of c. */
static double span(const struct contour *c)
{
	double w = 0;

	for (size_t i = 0; i < c->n; i++)
		if (c->r[i] - c->l[i] > w)
			w = c->r[i] - c->l[i];
	return w;
}

/* How wide the drawing is along its ranks as a tidy tree: below each
 * class the subtrees of its subclasses (by first superclass) side by side,
 * as close as their outlines allow (staggered leaves, on different ranks,
 * overlap), the class centred above them; the roots side by side, or the
 * two parts one above the other when l->below.  -1 when out of memory. */
static double tidy(const struct kaba_viz_class *c, size_t n, const struct layout *l,
		   const struct est *s, size_t *order)
{
	struct contour *sub = calloc(n + 2, sizeof(*sub)), *part = sub ? sub + n : NULL;
	double *last = calloc(n + 2, sizeof(*last)), w = -1;   /* the last subtree's place */
	size_t i, p;

	if (!sub || !last)
		goto out;
	for (i = 0; i < n; i++)
		order[i] = i;
	qsort_r(order, n, sizeof(*order), by_rank_down, (void *)s);
	for (i = 0; i < n; i++) {
		size_t v = order[i];
		struct contour box = { 0 };
		double mid = last[v] / 2;   /* the first subtree is at 0 */
		int root = !c[v].nsupers || c[v].supers[0] >= n;

		/* v above its subclasses' middle, the outline moved to centre v */
		if (cover(&sub[v], s[v].rank, s[v].rank + 1))
			goto out;
		sub[v].l[0] = mid - s[v].along / 2, sub[v].r[0] = mid + s[v].along / 2;
		for (size_t j = 0; j < sub[v].n; j++)
			sub[v].l[j] -= mid, sub[v].r[j] -= mid;
		box = sub[v];
		sub[v].l = NULL;
		p = root ? n + (l->below && v >= l->below) : c[v].supers[0];
		if (pack(&sub[p], &box, &last[p]))
			goto out;
	}
	w = span(&part[0]) > span(&part[1]) ? span(&part[0]) : span(&part[1]);
out:
	for (i = 0; sub && i < n + 2; i++)
		free(sub[i].l);
	free(sub);
	free(last);
	return w;
}

int viz_estimate(const struct kaba_viz_class *c, size_t n, const struct layout *l, double *w,
		 double *h)
{
	size_t ne, i, k, nranks = 0;
	size_t *first = malloc((n + 1) * sizeof(*first)), *order = malloc((n + 1) * sizeof(*order));
	struct est *s = calloc(n + 1, sizeof(*s));
	struct edge *e = first && s ? edges(c, n, l, &ne, first, s) : NULL;
	/* per rank: the boxes' extent along it, and their greatest across it */
	double *along = NULL, *across, t;
	int rc = -1;

	if (!order || !e || !s)
		goto out;
	for (i = 0; i < n; i++)
		s[i].rank = SIZE_MAX;
	for (i = 0; i < n; i++)
		rank_of(i, e, first, s);
	/* dot's ranking (network simplex) moves a class without superclasses
	 * down to just above its highest subclass when more edges come up
	 * into it than go up out of it (the invisible ones that stack the
	 * parts) */
	for (i = 0; i < n; i++)
		order[i] = SIZE_MAX;
	for (k = 0; k < ne; k++) {
		s[e[k].head].subs++;
		if (s[e[k].tail].rank - e[k].len < order[e[k].head])
			order[e[k].head] = s[e[k].tail].rank - e[k].len;
	}
	for (i = 0; i < n; i++) {
		if (!c[i].nsupers && s[i].subs > first[i + 1] - first[i] && order[i] > s[i].rank)
			s[i].rank = order[i];
		if (s[i].rank + 1 > nranks)
			nranks = s[i].rank + 1;
	}
	if (!(along = calloc(2 * (nranks + 1), sizeof(*along))))
		goto out;
	across = along + nranks + 1;
	for (i = 0; i < n; i++) {
		double bw, bh;
		struct est *v = &s[i];

		box_size(&c[i], l->max_labels, &bw, &bh);
		v->along = l->lr ? bh : bw, v->across = l->lr ? bw : bh;
		along[v->rank] += v->along + (along[v->rank] > 0 ? NODESEP : 0);
		if (v->across > across[v->rank])
			across[v->rank] = v->across;
	}
	for (k = 0; k < ne; k++)   /* a long edge's virtual nodes */
		for (size_t r = s[e[k].head].rank + 1; r < s[e[k].tail].rank; r++)
			along[r] += VIRTUAL + NODESEP;
	*w = *h = 0;
	for (i = 0; i < nranks; i++) {
		if (along[i] > *w)
			*w = along[i];
		*h += across[i] + (i ? RANKSEP : 0);
	}
	if ((t = tidy(c, n, l, s, order)) < 0)
		goto out;
	if (t > *w)
		*w = t;
	if (!l->lr)
		*w *= SPREAD;
	if (l->lr)
		t = *w, *w = *h, *h = t;
	rc = 0;
out:
	free(first);
	free(order);
	free(e);
	free(s);
	free(along);
	return rc;
}
