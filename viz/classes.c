/* UML-like class diagrams: the original hierarchy and the proposal. */
#include <stdio.h>
#include <stdlib.h>

#include "kaba/viz.h"

enum { DEFAULT_MAX_LABELS = 8 };

/* A class with more subclasses that have none of their own than this gets
 * them in staggered rows (what Graphviz's unflatten tool does, which its
 * library does not offer): one row of dozens of boxes is wider than any
 * screen. */
enum { STAGGER_AFTER = 4 };

/* Label lists of a diagram too large with DEFAULT_MAX_LABELS fold after
 * this many (the whole lists are in report.json and kaba show). */
enum { SHORT_LABELS = 3 };

/* Per class: its direct subclasses, the leaves among those whose first
 * superclass it is, and how many of those are placed already. */
struct fanout {
	size_t subs, leaves, placed;
};

/* The rank distance (edge minlen) from class i to its first superclass:
 * 1, or for the k-th leaf below a class with more than `after`, 1 + k mod
 * rows, rows the square root of their number. */
static unsigned stagger(const struct kaba_viz_class *c, size_t i, struct fanout *f, size_t after)
{
	struct fanout *s;
	size_t rows = 1;

	if (!c[i].nsupers || f[i].subs)
		return 1;
	s = &f[c[i].supers[0]];
	if (s->leaves <= after)
		return 1;
	while (rows * rows < s->leaves)
		rows++;
	return 1 + (unsigned)(s->placed++ % rows);
}

static void list_cell(struct kaba_buf *b, const char *const *items, size_t n, size_t max)
{
	size_t i;

	kaba_buf_printf(b, "<TR><TD ALIGN=\"LEFT\"%s>", n ? "" : " HEIGHT=\"6\"");
	/* Graphviz aligns the line *before* a <BR ALIGN>, so every line ends in one. */
	for (i = 0; i < n && i < max; i++) {
		kaba_viz_escape(b, items[i]);
		kaba_buf_printf(b, "<BR ALIGN=\"LEFT\"/>");
	}
	if (n > max)
		kaba_buf_printf(b, "… and %zu more<BR ALIGN=\"LEFT\"/>", n - max);
	kaba_buf_printf(b, "</TD></TR>");
}

static struct kaba_viz_node *add_class(struct kaba_viz *g, const struct kaba_viz_class *c, size_t i,
				       size_t max)
{
	struct kaba_viz_node *node;
	struct kaba_buf b;
	char id[32];

	kaba_buf_init(&b);
	kaba_buf_printf(&b, "<TABLE BORDER=\"0\" CELLBORDER=\"1\" CELLSPACING=\"0\" CELLPADDING=\"3\"%s>",
			c->library ? " BGCOLOR=\"#eeeeee\"" : "");
	kaba_buf_printf(&b, "<TR><TD>%s<B>", c->interface ? "«interface»<BR/>" : "");
	kaba_viz_escape(&b, c->name);
	kaba_buf_printf(&b, "</B></TD></TR>");
	if (!c->library) {
		list_cell(&b, c->members, c->nmembers, max);
		if (c->nrows)
			list_cell(&b, c->rows, c->nrows, max);
	}
	kaba_buf_printf(&b, "</TABLE>");
	kaba_buf_u8(&b, 0);
	snprintf(id, sizeof(id), "k%zu", i);
	node = b.oom ? NULL : kaba_viz_node(g, id, (const char *)b.data);
	kaba_buf_free(&b);
	return node;
}

/* How a diagram is laid out: the leaves of a class with more than
 * stagger_after of them staggered; the part from `below` on (0: none)
 * under the part before it rather than beside it; label lists folded
 * after max_labels; ranks from left to right (lr) rather than bottom up. */
struct layout {
	size_t stagger_after, below, max_labels;
	int lr;
};

/* Invisible edges that put each top class of the part from l->below on
 * under each bottom class of the part before it; -1 when out of memory. */
static int stack(struct kaba_viz *g, const struct kaba_viz_class *c, size_t n,
		 const struct layout *l, const struct fanout *f, struct kaba_viz_node **node)
{
	for (size_t top = l->below; top < n; top++) {
		if (c[top].nsupers)
			continue;
		for (size_t bottom = 0; bottom < l->below; bottom++) {
			struct kaba_viz_edge *e;

			if (f[bottom].subs)
				continue;
			if (!(e = kaba_viz_edge(g, node[top], node[bottom])) ||
			    kaba_viz_edge_attr(g, e, "style", "invis"))
				return -1;
		}
	}
	return 0;
}

static struct kaba_viz *build(const char *name, const struct kaba_viz_class *classes, size_t n,
			      const struct layout *l)
{
	struct kaba_viz_node **node = calloc(n ? n : 1, sizeof(*node));
	struct fanout *f = calloc(n ? n : 1, sizeof(*f));
	struct kaba_viz *g = kaba_viz_new_hierarchy(name);
	size_t i, j;

	if (!node || !f || !g || (l->lr && kaba_viz_default(g, KABA_VIZ_GRAPH, "rankdir", "LR")))
		goto fail;
	for (i = 0; i < n; i++)
		for (j = 0; j < classes[i].nsupers; j++)
			if (classes[i].supers[j] < n)
				f[classes[i].supers[j]].subs++;
	for (i = 0; i < n; i++)
		if (classes[i].nsupers && classes[i].supers[0] < n && !f[i].subs)
			f[classes[i].supers[0]].leaves++;
	for (i = 0; i < n; i++)
		if (!(node[i] = add_class(g, &classes[i], i, l->max_labels)))
			goto fail;
	for (i = 0; i < n; i++)
		for (j = 0; j < classes[i].nsupers; j++) {
			struct kaba_viz_edge *e;
			size_t s = classes[i].supers[j];

			if (s >= n || !(e = kaba_viz_edge(g, node[i], node[s])))
				goto fail;
			if (!j) {
				unsigned len = stagger(classes, i, f, l->stagger_after);
				char v[16];

				snprintf(v, sizeof(v), "%u", len);
				if (len > 1 && kaba_viz_edge_attr(g, e, "minlen", v))
					goto fail;
			}
			/* Implementing an interface is drawn dashed, as in UML. */
			if (classes[s].interface && !classes[i].interface &&
			    kaba_viz_edge_attr(g, e, "style", "dashed"))
				goto fail;
		}
	if (l->below && stack(g, classes, n, l, f, node))
		goto fail;
	free(node);
	free(f);
	return g;
fail:
	free(node);
	free(f);
	kaba_viz_free(g);
	return NULL;
}

struct kaba_viz *kaba_viz_classes(const char *name, const struct kaba_viz_class *classes, size_t n,
				  size_t max_labels, size_t split)
{
	size_t max = max_labels ? max_labels : DEFAULT_MAX_LABELS, i, best = 0;
	/* the least change first: the parts one above the other, then more
	 * leaves staggered, then shorter label lists, then ranks left to right
	 * (a deep tree with few leaves) */
	const struct layout tries[] = {
		{ STAGGER_AFTER, 0, max, 0 }, { STAGGER_AFTER, split, max, 0 },
		{ 1, 0, max, 0 },             { 1, split, max, 0 },
		{ 1, 0, SHORT_LABELS, 0 },    { 1, split, SHORT_LABELS, 0 },
		{ STAGGER_AFTER, 0, SHORT_LABELS, 1 },
	};
	double w, h, over, least = 0;
	struct kaba_viz *g;
	char inches[64];

	if (!split)
		return build(name, classes, n, &tries[0]);
	/* the first layout that fits, else the one that overflows least */
	for (i = 0; i < sizeof(tries) / sizeof(tries[0]); i++) {
		if (!(g = build(name, classes, n, &tries[i])) || kaba_viz_size(g, &w, &h))
			return g;
		over = (w > h ? w : h) / KABA_VIZ_FIT;
		/* built again: the layout leaves its attributes in the graph,
		 * which a DOT file would carry */
		kaba_viz_free(g);
		if (over <= 1)
			return build(name, classes, n, &tries[i]);
		if (!i || over < least)
			least = over, best = i;
	}
	/* none fits: the least overflow, scaled down to fit by Graphviz (its
	 * `size`, in inches; a few points spare for the drawing's margin) */
	g = build(name, classes, n, &tries[best]);
	snprintf(inches, sizeof(inches), "%.2f,%.2f", (KABA_VIZ_FIT - 16) / 72.0,
		 (KABA_VIZ_FIT - 16) / 72.0);
	if (g && kaba_viz_default(g, KABA_VIZ_GRAPH, "size", inches)) {
		kaba_viz_free(g);
		return NULL;
	}
	return g;
}
