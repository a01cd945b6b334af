/* Strongly connected components through igraph (private to src/constraints). */
#ifndef KABA_CONSTRAINTS_SCC_H
#define KABA_CONSTRAINTS_SCC_H

#include <stddef.h>
#include <stdint.h>

#include "kaba/error.h"

/*
 * The strongly connected components of a directed graph with n vertices and
 * the edges from[i] → to[i], numbered along a topological order of the
 * condensation: every edge u → v has component[u] ≤ component[v].  Fills
 * component[0..n) and *ncomponents.
 */
int kaba_scc(size_t n, const uint32_t *from, const uint32_t *to, size_t nedges,
	     size_t *component, size_t *ncomponents, struct kaba_error *err);

#endif
