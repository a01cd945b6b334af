/*
 * Private to the trace module: row and column names in the static
 * analysis' scheme (see trace_names.c).  With the program, names are
 * exactly the static ones; without it (p NULL: kaba trace --show, tests),
 * a method is always written with its descriptor and a type check is
 * "#check@PC", since only the class files tell whether a method is
 * overloaded and whether a check is an instanceof or a checkcast.
 */
#ifndef KABA_TRACE_NAMES_H
#define KABA_TRACE_NAMES_H

#include <stdint.h>

#include "kaba/buf.h"
#include "kaba/trace.h"

struct kaba_program;

void trace_site_name(struct kaba_buf *out, const struct kaba_trace *t, uint32_t site,
		     struct kaba_program *p);
void trace_column_name(struct kaba_buf *out, const struct kaba_trace *t, uint32_t column,
		       struct kaba_program *p);

#endif
