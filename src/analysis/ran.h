/*
 * The traced static analysis (kaba analyze --trace, its restructured jar):
 * which methods the traced runs ran (ran.c).  Private to src/analysis.
 */
#ifndef KABA_ANALYSIS_RAN_H
#define KABA_ANALYSIS_RAN_H

#include "model.h"

/* May a call reach method m?  Always, without a ran set (opt->ran); with
 * one, only a library method, one without code (abstract, native) or one
 * some trace ran. */
int ka_ran(const struct ka *ka, int32_t m);

#endif
