/*
 * viz: diagrams as DOT and SVG through Graphviz cgraph/gvc, loaded when the
 * first diagram is made (viz/graphviz.h).  A general
 * graph builder (nodes with HTML-table labels, edges, attributes) that the
 * lattice diagram and the class diagrams share, plus the lattice diagram.
 * Output is written atomically (temporary file, then rename) and is
 * deterministic: nodes and edges come out in the order they were added.
 */
#ifndef KABA_VIZ_H
#define KABA_VIZ_H

#include <stddef.h>
#include <stdio.h>

#include "kaba/buf.h"
#include "kaba/error.h"

struct kaba_viz;
struct kaba_viz_node;
struct kaba_viz_edge;

/* A directed graph; NULL when out of memory or when Graphviz, which the
 * first graph loads, cannot be loaded (kaba_viz_unavailable() says). */
struct kaba_viz *kaba_viz_new(const char *name);
/* Why Graphviz cannot be loaded ("cannot load Graphviz: …"), or NULL when
 * it can (loading it if not done yet). */
const char *kaba_viz_unavailable(void);
/* The error for a diagram of path whose graph could not be made: that
 * reason, else out of memory (KABA_EIO either way). */
int kaba_viz_fail(struct kaba_error *err, const char *path);
/* A graph drawn like a class hierarchy: bottom to top, plain nodes (their
 * HTML tables are the boxes), hollow arrowheads pointing at the superclass. */
struct kaba_viz *kaba_viz_new_hierarchy(const char *name);
void kaba_viz_free(struct kaba_viz *g);

/* Attributes of the graph, or defaults of all its nodes or edges
 * (e.g. "rankdir"="BT", node "shape"="plain", edge "arrowhead"="empty"). */
enum kaba_viz_scope { KABA_VIZ_GRAPH, KABA_VIZ_NODES, KABA_VIZ_EDGES };
int kaba_viz_default(struct kaba_viz *g, enum kaba_viz_scope scope, const char *key,
		     const char *value);

/* A node with a unique id; html_label is HTML markup (e.g. a <TABLE>), or
 * NULL for the id as label.  NULL when out of memory or the id is taken. */
struct kaba_viz_node *kaba_viz_node(struct kaba_viz *g, const char *id, const char *html_label);
struct kaba_viz_edge *kaba_viz_edge(struct kaba_viz *g, struct kaba_viz_node *tail,
				    struct kaba_viz_node *head);
int kaba_viz_node_attr(struct kaba_viz *g, struct kaba_viz_node *n, const char *key,
		       const char *value);
int kaba_viz_edge_attr(struct kaba_viz *g, struct kaba_viz_edge *e, const char *key,
		       const char *value);

/* Append text with the HTML specials (& < > ") escaped. */
void kaba_viz_escape(struct kaba_buf *b, const char *text);

/* Write the graph to path as "dot" (no layout) or "svg" (laid out by dot). */
int kaba_viz_write(struct kaba_viz *g, const char *path, const char *format,
		   struct kaba_error *err);
/* The same onto an open stream (kaba serve draws in memory); 0 or -1. */
int kaba_viz_render(struct kaba_viz *g, const char *format, FILE *out);
/* The size of g laid out by dot, in points (72 a inch: Graphviz's pixels
 * at its default resolution); -1 when it cannot be laid out. */
int kaba_viz_size(struct kaba_viz *g, double *w, double *h);

/* ---- class diagrams ------------------------------------------------------ */

/* One class box: the name on top, members below it, then the rows (variables
 * and objects) the class types, as in the KABA paper's figures.  A library
 * class is a grey box with its name only. */
struct kaba_viz_class {
	const char *name;
	int interface, library;
	const char *const *members;
	size_t nmembers;
	const char *const *rows;
	size_t nrows;
	const size_t *supers;   /* indices into the class array */
	size_t nsupers;
};

/* Classes with edges to their superclasses (interfaces dashed); label lists
 * fold after max_labels (0: 8).  With `split` (0: none), classes [0, split)
 * and [split, n) are two parts, an original tree and its proposal, and the
 * diagram is laid out to fit a screen, KABA_VIZ_FIT points each way: the
 * parts side by side, else one above the other, else with more leaves
 * staggered, shorter label lists, or ranks from left to right, the first
 * that fits; else the one that overflows least, scaled down to fit.
 * NULL when out of memory or a super index is out of range. */
enum { KABA_VIZ_FIT = 2000 };
struct kaba_viz *kaba_viz_classes(const char *name, const struct kaba_viz_class *classes, size_t n,
				  size_t max_labels, size_t split);

/* ---- the concept lattice diagram ------------------------------------------ */

struct fca_lattice;
enum fca_kind;

struct kaba_viz_lattice_options {
	size_t max_labels; /* per label list; more fold into "… and N more" (0: 8) */
};

/* The Hasse diagram of a lattice or AOC-poset in KABA's style: one box per
 * concept, own attributes (members) above, own objects below, edges from
 * each concept to its upper covers, ⊤ at the top.  NULL when out of memory. */
struct kaba_viz *kaba_viz_lattice(const struct fca_lattice *lat,
				  const struct kaba_viz_lattice_options *opt);
/* That diagram written to path, as SVG when path ends in ".svg", else DOT.
 * A lattice cut short (fca_lattice_truncated) has no covers to draw. */
int kaba_viz_lattice_file(const struct fca_lattice *lat, const char *path, struct kaba_error *err);
/* The lattice's JSON dump (fca_write_json, built as `kind`) written to path. */
int kaba_lattice_json_file(const struct fca_lattice *lat, enum fca_kind kind, const char *path,
			   struct kaba_error *err);

#endif
