/* The graph builder over cgraph, and writing DOT and SVG through gvc. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "graphviz.h"
#include "kaba/file.h"
#include "kaba/viz.h"

/* Graphviz is loaded by the first kaba_viz_new(); every other function
 * here gets a graph it made, so `gv` is set when they run. */
#define gv kaba_graphviz()

/* Our handles are cgraph's objects. */
struct kaba_viz *kaba_viz_new(const char *name)
{
	Agraph_t *g = gv ? gv->agopen((char *)name, gv->directed, NULL) : NULL;

	/* The node label's default is the node's name, as in DOT. */
	if (g && !gv->agattr(g, AGNODE, "label", "\\N")) {
		gv->agclose(g);
		return NULL;
	}
	return (struct kaba_viz *)g;
}

struct kaba_viz *kaba_viz_new_hierarchy(const char *name)
{
	struct kaba_viz *g = kaba_viz_new(name);

	if (g && (kaba_viz_default(g, KABA_VIZ_GRAPH, "rankdir", "BT") ||
		  kaba_viz_default(g, KABA_VIZ_NODES, "shape", "plain") ||
		  kaba_viz_default(g, KABA_VIZ_EDGES, "arrowhead", "empty"))) {
		kaba_viz_free(g);
		return NULL;
	}
	return g;
}

void kaba_viz_free(struct kaba_viz *g)
{
	if (g)
		gv->agclose((Agraph_t *)g);
}

int kaba_viz_default(struct kaba_viz *g, enum kaba_viz_scope scope, const char *key,
		     const char *value)
{
	static const int kind[] = { AGRAPH, AGNODE, AGEDGE };

	return gv->agattr((Agraph_t *)g, kind[scope], (char *)key, (char *)value) ? 0 : -1;
}

struct kaba_viz_node *kaba_viz_node(struct kaba_viz *g, const char *id, const char *html_label)
{
	Agraph_t *graph = (Agraph_t *)g;
	Agnode_t *n;
	char *h;
	int status;

	if (gv->agnode(graph, (char *)id, 0))
		return NULL;
	n = gv->agnode(graph, (char *)id, 1);
	if (!n || !html_label)
		return (struct kaba_viz_node *)n;
	/* The graph keeps its own counted copy of the HTML string. */
	h = gv->agstrdup_html(graph, (char *)html_label);
	if (!h)
		return NULL;
	status = gv->agset(n, "label", h);
	gv->agstrfree(graph, h);
	return status ? NULL : (struct kaba_viz_node *)n;
}

struct kaba_viz_edge *kaba_viz_edge(struct kaba_viz *g, struct kaba_viz_node *tail,
				    struct kaba_viz_node *head)
{
	return (struct kaba_viz_edge *)gv->agedge((Agraph_t *)g, (Agnode_t *)tail, (Agnode_t *)head,
					      NULL, 1);
}

int kaba_viz_node_attr(struct kaba_viz *g, struct kaba_viz_node *n, const char *key,
		       const char *value)
{
	(void)g;
	return gv->agsafeset(n, (char *)key, (char *)value, "") ? -1 : 0;
}

int kaba_viz_edge_attr(struct kaba_viz *g, struct kaba_viz_edge *e, const char *key,
		       const char *value)
{
	(void)g;
	return gv->agsafeset(e, (char *)key, (char *)value, "") ? -1 : 0;
}

void kaba_viz_escape(struct kaba_buf *b, const char *text)
{
	for (; *text; text++) {
		switch (*text) {
		case '&': kaba_buf_put(b, "&amp;", 5); break;
		case '<': kaba_buf_put(b, "&lt;", 4); break;
		case '>': kaba_buf_put(b, "&gt;", 4); break;
		case '"': kaba_buf_put(b, "&quot;", 6); break;
		default: kaba_buf_u8(b, (uint8_t)*text);
		}
	}
}

/*
 * One Graphviz context for the whole process, made on first use and freed at
 * exit.  Not one per diagram: Graphviz 2.42's pango plugin keeps the last
 * font description in a static pointer that gvFreeContext() frees, so the
 * second context's first text layout reads freed memory (found by ASan and
 * valgrind on the second diagram of `kaba analyze -o`).
 */
static GVC_t *shared_gvc;

static void free_gvc(void)
{
	gv->gvFreeContext(shared_gvc);
	shared_gvc = NULL;
}

static GVC_t *gvc_get(void)
{
	if (!shared_gvc && (shared_gvc = gv->gvContext()) && atexit(free_gvc)) {
		gv->gvFreeContext(shared_gvc);
		shared_gvc = NULL;
	}
	return shared_gvc;
}

static int render(Agraph_t *g, const char *format, FILE *out)
{
	GVC_t *gvc;
	int status;

	if (!strcmp(format, "dot"))
		return gv->agwrite(g, out) ? -1 : 0;
	if (!(gvc = gvc_get()))
		return -1;
	/* Layout, render, free the layout before the graph (docs/platform.md §4). */
	status = gv->gvLayout(gvc, g, "dot");
	if (!status) {
		status = gv->gvRender(gvc, g, format, out);
		gv->gvFreeLayout(gvc, g);
	}
	return status ? -1 : 0;
}

int kaba_viz_size(struct kaba_viz *g, double *w, double *h)
{
	GVC_t *gvc = gvc_get();
	boxf bb;

	if (!gvc || gv->gvLayout(gvc, (Agraph_t *)g, "dot"))
		return -1;
	/* the layout's bounding box, in points (the "bb" attribute is only
	 * written by a renderer) */
	bb = GD_bb((Agraph_t *)g);
	gv->gvFreeLayout(gvc, (Agraph_t *)g);
	*w = bb.UR.x - bb.LL.x;
	*h = bb.UR.y - bb.LL.y;
	return 0;
}

int kaba_viz_write(struct kaba_viz *g, const char *path, const char *format,
		   struct kaba_error *err)
{
	struct kaba_out o;
	char what[32];
	int rc = kaba_out_open(&o, path, err);

	if (rc)
		return rc;
	snprintf(what, sizeof(what), "the %s diagram", format);
	return kaba_out_close(&o, render((Agraph_t *)g, format, o.f) == 0, what, err);
}

int kaba_viz_render(struct kaba_viz *g, const char *format, FILE *out)
{
	return render((Agraph_t *)g, format, out);
}
