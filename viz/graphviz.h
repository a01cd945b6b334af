/*
 * Graphviz, opened when the first diagram is made (dlopen), so that a run
 * that draws none (kaba lattice without --dot, most tests) does not map its
 * libraries: gvc, cgraph, cdt, pathplan, ltdl, expat and their relocations
 * were a tenth of the start-up of every kaba run.  viz/graph.c calls the
 * functions through `gv`; the names and types are cgraph's and gvc's.
 */
#ifndef KABA_VIZ_GRAPHVIZ_H
#define KABA_VIZ_GRAPHVIZ_H

#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>

/* The functions used, by name: X(name). */
#define KABA_GRAPHVIZ_FUNCTIONS(X)                                                    \
	X(agopen) X(agattr) X(agclose) X(agnode) X(agedge) X(agset) X(agsafeset)     \
	X(agstrdup_html) X(agstrfree) X(agwrite)                                      \
	X(gvContext) X(gvFreeContext) X(gvLayout) X(gvRender) X(gvFreeLayout)

struct kaba_graphviz {
#define KABA_GRAPHVIZ_FIELD(name) __typeof__(&name) name;
	KABA_GRAPHVIZ_FUNCTIONS(KABA_GRAPHVIZ_FIELD)
#undef KABA_GRAPHVIZ_FIELD
	Agdesc_t directed; /* cgraph's Agdirected */
};

/* The loaded functions, or NULL (then kaba_viz_unavailable() says why). */
const struct kaba_graphviz *kaba_graphviz(void);

#endif
