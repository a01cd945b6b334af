/*
 * The table builder, the top layer of the analysis: rows, columns, entries
 * and implications of the member-access table (access.c) from the solved
 * points-to analysis; kaba_analyze (analyze.c) runs the layers below.
 */
#ifndef KABA_ANALYSIS_TABLE_BUILD_H
#define KABA_ANALYSIS_TABLE_BUILD_H

#include "../policy.h"

/* ---- access.c: rows, columns, entries, implications ------------------- */
int ka_build_table(struct ka *ka);

#endif
