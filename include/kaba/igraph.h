/*
 * igraph, opened on first use (kaba/dynlib.h): only the analysis needs its
 * graph algorithms, and it brings BLAS, LAPACK, GLPK, ICU and libxml2:
 * linked, they took 4 of the 6 ms of CPU that `kaba --version` needed,
 * where `kaba lattice` takes 30 on a small context.  Callers use the
 * functions through the table; the names and types are igraph's.  Loading
 * installs igraph's non-aborting error handler, so a failing igraph call
 * returns its error code.
 */
#ifndef KABA_IGRAPH_H
#define KABA_IGRAPH_H

#include <igraph.h>

#include "kaba/error.h"

/* The functions used, by name: X(name). */
#define KABA_IGRAPH_FUNCTIONS(X)                                                         \
	X(igraph_vector_int_init) X(igraph_vector_int_destroy)                           \
	X(igraph_vector_int_push_back) X(igraph_vector_int_reserve)                      \
	X(igraph_vector_int_size) X(igraph_create) X(igraph_destroy)                     \
	X(igraph_connected_components) X(igraph_topological_sorting)                     \
	X(igraph_set_error_handler) X(igraph_error_handler_ignore) X(IGRAPH_FINALLY_FREE)

struct kaba_igraph {
#define KABA_IGRAPH_FIELD(name) __typeof__(&name) name;
	KABA_IGRAPH_FUNCTIONS(KABA_IGRAPH_FIELD)
#undef KABA_IGRAPH_FIELD
};

/* The loaded functions, or NULL with err set (KABA_EIO, naming the
 * library and dlopen's reason). */
const struct kaba_igraph *kaba_igraph(struct kaba_error *err);

#endif
