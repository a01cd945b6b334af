/*
 * The traced static analysis (kaba analyze --trace, its restructured jar):
 * which methods the traced runs ran (ran.c).  Private to src/analysis.
 */
#ifndef KABA_ANALYSIS_RAN_H
#define KABA_ANALYSIS_RAN_H

#include "model.h"

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

#endif
