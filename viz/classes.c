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

/* Per class: its direct subclasses, the leaves among those whose first
 * superclass it is, and how many of those are placed already. */
struct fanout {
	size_t subs, leaves, placed;
};

/* The rank distance (edge minlen) from class i to its first superclass:
 * 1, or for the k-th leaf below a class with many 1 + k mod rows, rows the
 * square root of their number. */
static unsigned stagger(const struct kaba_viz_class *c, size_t i, struct fanout *f)
{
	struct fanout *s;
	size_t rows = 1;

	if (!c[i].nsupers || f[i].subs)
		return 1;
	s = &f[c[i].supers[0]];
	if (s->leaves <= STAGGER_AFTER)
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

struct kaba_viz *kaba_viz_classes(const char *name, const struct kaba_viz_class *classes, size_t n,
				  size_t max_labels)
{
	struct kaba_viz_node **node = calloc(n ? n : 1, sizeof(*node));
	struct fanout *f = calloc(n ? n : 1, sizeof(*f));
	struct kaba_viz *g = kaba_viz_new_hierarchy(name);
	size_t max = max_labels ? max_labels : DEFAULT_MAX_LABELS, i, j;

	if (!node || !f || !g)
		goto fail;
	for (i = 0; i < n; i++)
		for (j = 0; j < classes[i].nsupers; j++)
			if (classes[i].supers[j] < n)
				f[classes[i].supers[j]].subs++;
	for (i = 0; i < n; i++)
		if (classes[i].nsupers && classes[i].supers[0] < n && !f[i].subs)
			f[classes[i].supers[0]].leaves++;
	for (i = 0; i < n; i++)
		if (!(node[i] = add_class(g, &classes[i], i, max)))
			goto fail;
	for (i = 0; i < n; i++)
		for (j = 0; j < classes[i].nsupers; j++) {
			struct kaba_viz_edge *e;
			size_t s = classes[i].supers[j];

			if (s >= n || !(e = kaba_viz_edge(g, node[i], node[s])))
				goto fail;
			if (!j) {
				unsigned len = stagger(classes, i, f);
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
	free(node);
	free(f);
	return g;
fail:
	free(node);
	free(f);
	kaba_viz_free(g);
	return NULL;
}
