/*
 * Points-to, the layer above the IR (ir/model.h): Andersen's analysis with
 * an on-the-fly call graph (pta.c) and the summary of library code
 * (library.c).  The policy it consults goes through the hooks of
 * `struct ka`, so that it needs none of the policy files.
 */
#ifndef KABA_ANALYSIS_PTA_H
#define KABA_ANALYSIS_PTA_H

#include "../ir/model.h"

/* ---- pta.c: Andersen points-to with on-the-fly call graph ------------- */
int ka_pta_new(struct ka *ka);
void ka_pta_free(struct ka *ka);
int ka_pta_solve(struct ka *ka);
/* Edges the IR and the library model add. */
int ka_pta_copy(struct ka *ka, int32_t from, int32_t to);
int ka_pta_filter(struct ka *ka, int32_t from, int32_t to, struct ka_type t);
int ka_pta_add_site(struct ka *ka, int32_t var, int32_t site);
/* dst gets the elements of every array that `array` points to. */
int ka_pta_load_elements(struct ka *ka, int32_t array, int32_t dst);
/* Make two vars one node (their sets are equal from now on). */
int ka_pta_unify(struct ka *ka, int32_t a, int32_t b);
int ka_pta_stmt(struct ka *ka, int32_t stmt);
/* The points-to set of a var (sorted site indices). */
const struct ka_ivec *ka_pt(struct ka *ka, int32_t var);
/* Call-graph edges found: (stmt, target method); stmt KA_NONE = library callback. */
const struct ka_ivec *ka_call_targets(struct ka *ka, int32_t stmt);

/* ---- library.c: the library summary ----------------------------------- */
int ka_library_init(struct ka *ka);
/* A call whose target is library code: arguments escape, result is filled. */
int ka_library_call(struct ka *ka, int32_t stmt);
/* A site reached the library: its callbacks become reachable. */
int ka_library_escaped(struct ka *ka, int32_t site);
int32_t ka_library_site(struct ka *ka, int32_t cls);
/* Library objects a var of type t may receive: the escaped ones, filtered,
 * and t's pseudo-object.  _value makes `var` share the one node per type
 * (for results that get nothing else: library call results and fields). */
int ka_library_flow_into(struct ka *ka, int32_t var, struct ka_type t);
int ka_library_value(struct ka *ka, int32_t var, struct ka_type t);
/* m, called by the library: reached, its parameters and its receiver the
 * library's values. */
int ka_library_called(struct ka *ka, int32_t m, const char *why);
/* An entry point: reachable, called from outside with library values for
 * `this` and the parameters, listed in the result. */
int ka_entry(struct ka *ka, int32_t method, const char *why);

#endif
