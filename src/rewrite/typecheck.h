/*
 * The type check of class files (typecheck.c): JVMS §4.10.1 type checking
 * of every method against its own StackMapTable, by the frames' data-flow
 * engine (infer.c) under a checking policy whose class questions the
 * output's classes answer (an access_world: the classes written, those
 * copied, the library).  Beyond the verifier, an invokeinterface whose
 * receiver's class does not implement the interface is a failure, as
 * HotSpot throws IncompatibleClassChangeError there at run time.
 */
#ifndef KABA_REWRITE_TYPECHECK_H
#define KABA_REWRITE_TYPECHECK_H

#include <stdint.h>

#include "access.h"

/* One method that fails. */
struct typecheck_failure {
	int method;             /* index in cf->methods */
	long long pc;           /* code offset of the instruction, -1: none */
	char what[512];
};

/* Called for each failing method; non-zero stops the check. */
typedef int typecheck_report_fn(void *ctx, const struct typecheck_failure *f);

/*
 * Check every method with code of cf (class files of version 50 or later;
 * older ones have no frames: 0 without a look).  The number of failing
 * methods, or -1 when out of memory.
 */
long typecheck_class(const struct access_world *w, const struct kaba_class *cf,
		     typecheck_report_fn *report, void *ctx);

#endif
