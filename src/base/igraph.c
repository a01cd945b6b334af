/* Opening igraph on first use (see kaba/igraph.h). */
#include <stdio.h>

#include "kaba/dynlib.h"
#include "kaba/igraph.h"

/* The Makefile passes the soname of the libigraph it compiled against. */
#ifndef KABA_IGRAPH_SONAME
#define KABA_IGRAPH_SONAME "libigraph.so.3"
#endif

static struct kaba_igraph ig;
static int loaded; /* 1: ig is complete, -1: loading failed */
static char why[256];

static int load(void)
{
	static const struct kaba_dynsym syms[] = {
#define KABA_IGRAPH_SYM(name) { #name, (void **)&ig.name },
		KABA_IGRAPH_FUNCTIONS(KABA_IGRAPH_SYM)
#undef KABA_IGRAPH_SYM
	};

	if (kaba_dynlib_open(KABA_IGRAPH_SONAME, syms, sizeof(syms) / sizeof(syms[0]), why,
			     sizeof(why)))
		return -1;
	/* igraph's default handler aborts the process. */
	ig.igraph_set_error_handler(ig.igraph_error_handler_ignore);
	return 1;
}

const struct kaba_igraph *kaba_igraph(struct kaba_error *err)
{
	if (!loaded)
		loaded = load();
	if (loaded > 0)
		return &ig;
	kaba_fail(err, KABA_EIO, "igraph", -1, "%s", why);
	return NULL;
}
