/* Opening Graphviz on first use (see graphviz.h). */
#include <stddef.h>

#include "graphviz.h"
#include "kaba/dynlib.h"
#include "kaba/viz.h"

/* The Makefile passes the soname of the libgvc it compiled against. */
#ifndef KABA_GVC_SONAME
#define KABA_GVC_SONAME "libgvc.so.6"
#endif

static struct kaba_graphviz gv;
static int loaded;        /* 1: gv is complete, -1: loading failed */
static char why[256];

static int load(void)
{
	static void *directed; /* cgraph's Agdirected, a variable */
	static const struct kaba_dynsym syms[] = {
#define KABA_GRAPHVIZ_SYM(name) { #name, (void **)&gv.name },
		KABA_GRAPHVIZ_FUNCTIONS(KABA_GRAPHVIZ_SYM)
#undef KABA_GRAPHVIZ_SYM
		{ "Agdirected", &directed },
	};

	/* libgvc brings libcgraph: dlsym on its handle searches both. */
	if (kaba_dynlib_open(KABA_GVC_SONAME, syms, sizeof(syms) / sizeof(syms[0]), why,
			     sizeof(why)))
		return -1;
	gv.directed = *(const Agdesc_t *)directed;
	/* Never closed: the shared context lives until exit (graph.c). */
	return 1;
}

const struct kaba_graphviz *kaba_graphviz(void)
{
	if (!loaded)
		loaded = load();
	return loaded > 0 ? &gv : NULL;
}

const char *kaba_viz_unavailable(void)
{
	return kaba_graphviz() ? NULL : why;
}

int kaba_viz_fail(struct kaba_error *err, const char *path)
{
	const char *reason = kaba_viz_unavailable();

	return kaba_fail(err, KABA_EIO, path, -1, "%s", reason ? reason : "out of memory");
}
