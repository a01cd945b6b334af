/*
 * Private to the trace module: what the rewriter (rewrite.c) knows of the
 * objects a method's instructions act on, from the data flow over its
 * code (objects.c).
 */
#ifndef KABA_TRACE_OBJECTS_H
#define KABA_TRACE_OBJECTS_H

#include <stdint.h>

#include "kaba/dataflow.h"

/* Facts of an instruction (trace_objects.fact). */
enum {
	TRACE_OBJ_THIS = 1,       /* a field access's object is `this` */
	TRACE_OBJ_UNINIT = 2,     /* a field access while `this` is uninitialised */
	TRACE_OBJ_SUPER_CALL = 4, /* invokespecial <init> of `this`: super(...) or this(...) */
};

struct trace_objects {
	uint8_t *fact;      /* [code_len]: TRACE_OBJ_* at an instruction's offset */
	int32_t *made_at;   /* [code_len]: at invokespecial <init>, the offset of
			     * the `new` whose object it initialises, else -1 */
	const uint8_t *live; /* [code_len]: an instruction the flow reached */
	const uint8_t *target; /* [code_len]: a branch, switch or handler target */
};

/*
 * Run the flow over `code` of a method (static or not, a constructor or
 * not) and fill *out, allocated in `arena`.  0, or an error status (code
 * the flow cannot follow: paths meeting with different depths, a stack
 * overflow, control falling off the end).
 */
int trace_objects_find(const struct kaba_class *cls, const struct kaba_code *code,
		       int is_static, int is_init, struct kaba_arena *arena,
		       struct trace_objects *out, const char *where, struct kaba_error *err);

#endif
