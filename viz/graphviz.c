/* Opening Graphviz on first use (see graphviz.h). */
#include <dlfcn.h>
#include <stddef.h>
#include <stdio.h>

#include "graphviz.h"
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
	/* libgvc brings libcgraph: dlsym on its handle searches both. */
	void *h = dlopen(KABA_GVC_SONAME, RTLD_NOW | RTLD_LOCAL);
	const Agdesc_t *directed;

	if (!h)
		goto fail;
#define KABA_GRAPHVIZ_LOAD(name)                                     \
	if (!(*(void **)&gv.name = dlsym(h, #name)))                 \
		goto fail;
	KABA_GRAPHVIZ_FUNCTIONS(KABA_GRAPHVIZ_LOAD)
#undef KABA_GRAPHVIZ_LOAD
	if (!(directed = dlsym(h, "Agdirected")))
		goto fail;
	gv.directed = *directed;
	/* Never closed: the shared context lives until exit (graph.c). */
	return 1;
fail:
	snprintf(why, sizeof(why), "cannot load Graphviz: %s", dlerror());
	return -1;
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
