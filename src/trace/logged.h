/*
 * Private to the trace module: which uses of `this` a method's rewritten
 * code need not log again (logged.c).
 */
#ifndef KABA_TRACE_LOGGED_H
#define KABA_TRACE_LOGGED_H

#include <stddef.h>
#include <stdint.h>

#include "kaba/arena.h"
#include "kaba/classfile.h"
#include "kaba/error.h"

/* A use of `this` the rewriter plans: logged before the instruction at
 * `offset` runs, on every path into it, in `column`. */
struct trace_this_use {
	uint32_t offset, column;
	uint8_t redundant; /* out: logged on every path to it already */
};

/*
 * Mark the uses (of one method, `live` its reached instructions) that
 * every path from the method's entry passes another use of the same
 * column before.  0, or an error status (bad code, out of memory).
 */
int trace_logged_find(const struct kaba_code *code, const uint8_t *live,
		      struct trace_this_use *uses, size_t n, struct kaba_arena *arena,
		      const char *where, struct kaba_error *err);

#endif
