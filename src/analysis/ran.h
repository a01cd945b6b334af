/*
 * The traced static analysis (kaba analyze --trace, its restructured jar):
 * which methods the traced runs ran (ran.c).  Private to src/analysis.
 */
#ifndef KABA_ANALYSIS_RAN_H
#define KABA_ANALYSIS_RAN_H

#include "policy.h"

/*
 * May a call reach method m?  Always, without a ran set (opt->ran); with
 * one, a statically bound user method with code (static, constructor,
 * private) only if some trace ran it.  Methods that dispatch selects are
 * reached as in the static variant, ran or not: the table gives an object
 * the body its class selects (access.c, E3 and the dispatch closure) from
 * the points-to sets, whatever the call graph says, so an overridden body
 * left without its this-row would share every row with its overrider and
 * the closure would refuse the pair (C13).
 */
int ka_ran(const struct ka *ka, int32_t m);

/* A reflective call the traces logged (kaba_ran_reflected). */
struct ka_ran_call {
	int api;                /* enum kaba_trace_api */
	const char *cls, *name; /* target class (internal name), member name or "" */
	const char *caller;     /* the caller's class (internal name) */
	int32_t next;           /* the caller's next call, or -1 */
};

/* Do the traces bound reflective calls of `api` (enum kaba_trace_api): is
 * this a traced analysis, and did its traces log every such call?  Then a
 * call in a method that ran reached only the targets logged for it, on
 * the traced inputs (docs/reflection.md rule 10). */
int ka_ran_logs(const struct ka *ka, int api);

/* The logged calls of `api` that method m made, one per call: start with
 * *next = KA_RAN_FIRST; each call gives the next one in *call and returns
 * 1, or 0 after the last, -1 out of memory. */
enum { KA_RAN_FIRST = -2 };
int ka_ran_calls(const struct ka *ka, int32_t m, int api, int32_t *next,
		 const struct ka_ran_call **call);

/* Every logged call, in no particular order: the i-th of n, NULL past the end. */
const struct ka_ran_call *ka_ran_call(const struct ka *ka, uint32_t i);

#endif
