/*
 * Private to the trace module: two type checks of one local that the
 * rewriter may log in one call (paired.c).
 */
#ifndef KABA_TRACE_PAIRED_H
#define KABA_TRACE_PAIRED_H

#include <stdint.h>

#include "kaba/classfile.h"
#include "kaba/error.h"

/*
 * The instanceof at offset `first` (of a method's `code`; `target` its
 * branch, switch and handler targets) checks the object an `aload N` just
 * pushed.  1 with *second the offset of the next check (instanceof or
 * checkcast) of the same local that every path from `first` reaches
 * without a possible throw, through nothing that jumps in from elsewhere;
 * 0 when there is none; -1 on bad code (err filled).
 */
int trace_paired_check(const struct kaba_code *code, const uint8_t *target, uint32_t first,
		       uint32_t *second, const char *where, struct kaba_error *err);

#endif
