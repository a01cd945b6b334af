/*
 * Shared libraries opened on first use (dlopen), so that a run which does
 * not need one neither maps it nor pays for its relocations: Graphviz
 * (viz/graphviz.c) and igraph (src/base/igraph.c).
 */
#ifndef KABA_DYNLIB_H
#define KABA_DYNLIB_H

#include <stddef.h>

/* A symbol to look up and where its address goes. */
struct kaba_dynsym {
	const char *name;
	void **slot;
};

/* Opens `soname` and fills every slot: 0, or -1 with the reason in
 * why[0..whylen).  The library stays open until exit. */
int kaba_dynlib_open(const char *soname, const struct kaba_dynsym *syms, size_t n, char *why,
		     size_t whylen);

#endif
