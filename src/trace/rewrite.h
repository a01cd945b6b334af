/*
 * Private to the trace module: the load-time instrumentation of a class
 * (rewrite.c, in libkaba so that unit tests reach it; the editing itself is
 * the class-file module's kaba_code_insert) and the helper class interface
 * that instrumented code calls, shared with the agent (src/trace/agent).
 */
#ifndef KABA_TRACE_REWRITE_H
#define KABA_TRACE_REWRITE_H

#include <stddef.h>
#include <stdint.h>

#include "kaba/buf.h"
#include "kaba/trace.h"

/* The helper class the rewritten code calls (defined by the agent in the
 * bootstrap loader, so every class loader sees it). */
#define TRACE_HELPER "kaba/TraceLog"
/* a(Object o, long site, int column, int method) -> long: `this` used
 * column (a def, a field) in method (its record), site being its
 * TRACE_SITE_FIELD as the rewritten class sees it; returns what that field
 * must hold, which the code stores back.  A use that is new to its column
 * also logs that method ran, so a method whose def is logged at entry
 * needs no r: its def column is its own, new at the method's first run */
#define TRACE_USE_NAME "a"
#define TRACE_USE_DESC "(Ljava/lang/Object;JII)J"
/* b(Object o, long site, int column, int other, int method) -> long: a of
 * both columns at once (a getter's def and the field of `this` it reads
 * first) */
#define TRACE_USE2_NAME "b"
#define TRACE_USE2_DESC "(Ljava/lang/Object;JIII)J"
/* g(Object o, int column): o used column (a field, a catch), its field
 * unread (any object, or null: the field access that follows throws as it
 * would have) */
#define TRACE_GET_NAME "g"
#define TRACE_GET_DESC "(Ljava/lang/Object;I)V"
/* c(Object o, int outcome, int true_column): a check; the S=false column
 * is always true_column + 1 */
#define TRACE_CHECK_NAME "c"
#define TRACE_CHECK_DESC "(Ljava/lang/Object;II)V"
/* d(Object o, int outcome, int outcome2, int true_column, int
 * true_column2): c of two checks of one object in one call (paired.h: the
 * second check's, which every path from the first reaches) */
#define TRACE_PAIR_NAME "d"
#define TRACE_PAIR_DESC "(Ljava/lang/Object;IIII)V"
/* n(Object o, int site): o was just created at site */
#define TRACE_NEW_NAME "n"
#define TRACE_NEW_DESC "(Ljava/lang/Object;I)V"
/* e(int site): the next object constructed on this thread comes from site
 * (pushed before the invokespecial <init>, popped by n) */
#define TRACE_EXPECT_NAME "e"
#define TRACE_EXPECT_DESC "(I)V"
/* r(int method): the method ran (at offset 0 of every method with code
 * but the instance methods of classes, whose def at offset 0 logs it; the
 * helper goes native only the first time per id) */
#define TRACE_RAN_NAME "r"
#define TRACE_RAN_DESC "(I)V"

/* The creation site of an object, kept in the object itself: a field the
 * rewriter adds to each instrumented class (not interface) whose superclass
 * has none yet (trace_hooks.has_site_field), holding the object's identity
 * hash in its high half and its site in its low half (a clone copies the
 * field but not the hash, so it reads as not yet seen).  A class loaded
 * before its superclass also gets one, so an object may have several: the
 * topmost is the object's, the others copies that `a` refreshes.  Its
 * name is a Java identifier, as class files before version 49 need (HotSpot
 * refuses "kaba-site" there with ClassFormatError: bsh's generated classes),
 * with a `$` no javac-made field has; the agent hides it from reflection
 * (TraceLog.hide). */
#define TRACE_SITE_FIELD "kaba$site"
#define TRACE_SITE_FIELD_DESC "J"

/* Where the rewriter gets its decisions and ids (the agent's registry). */
struct trace_hooks {
	void *ctx;
	/* Is the class (internal name) one whose objects are traced? */
	int (*is_user)(void *ctx, const char *name);
	/* Ids of sites and columns, UINT32_MAX to skip one (out of memory).
	 * Check columns are asked for in pairs, true then false, and must get
	 * consecutive ids. */
	uint32_t (*site)(void *ctx, const char *cls, const char *in_class,
			 const char *in_method, const char *in_desc,
			 uint32_t bci, uint32_t line);
	uint32_t (*column)(void *ctx, uint8_t kind, const char *cls,
			   const char *name, const char *desc, uint32_t bci,
			   const char *type);
	/* The id of a method's record (kaba_trace_method); flags 0 for one
	 * that gets the r(id) probe, KABA_TRACE_ASSUMED for one left
	 * uninstrumented, which counts as ran. */
	uint32_t (*method)(void *ctx, const char *cls, const char *name,
			   const char *desc, uint8_t flags);
	/* Has a class of this name (loaded before) got a site field, declared
	 * or inherited?  Told with has_site_field(name, 1) when one is added. */
	int (*has_site_field)(void *ctx, const char *name, int add);
};

/*
 * Rewrite a user class (the bytes are untrusted).  Returns 1 with the new
 * class appended to *out, or 0 (and *out as it was) to leave the class
 * unchanged: not a class file the class-file parser accepts, or out of
 * memory.  A method that would grow past the JVM's limits (64 KB of code,
 * a branch past a 16-bit offset) stays uninstrumented, and is reported to
 * hooks->method as assumed to have run; the rest of the class is still
 * rewritten.  A class (not an interface) gains the field TRACE_SITE_FIELD
 * unless its superclass has one or it declares one of that name.
 */
int trace_rewrite_class(const uint8_t *data, size_t len,
			const struct trace_hooks *hooks, struct kaba_buf *out);

/*
 * Only add the site field (as trace_rewrite_class would) to a user class
 * left uninstrumented, so that rewritten subclasses and users, which read
 * the field where the class's objects are `this` or caught, still find
 * it.  Returns 1 with the class appended to *out, or 0 as above.
 */
int trace_site_field_class(const uint8_t *data, size_t len,
			   const struct trace_hooks *hooks, struct kaba_buf *out);

#endif
