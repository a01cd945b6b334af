/*
 * Retracing: stack traces printed by a restructured program, with the
 * frames of new classes named as in the original program, read from the
 * mapping.txt that `kaba analyze` and `kaba rewrite` write (what ProGuard's
 * retrace does for its own mapping).  A method's body may move to a new
 * class, so a frame `at a.A_2.f(A.java:12)` of the restructured jar reads
 * `at a.A.f(A.java:12)` again; file names and line numbers travel with the
 * bodies already.
 */
#ifndef KABA_RETRACE_H
#define KABA_RETRACE_H

#include <stddef.h>
#include <stdio.h>

#include "kaba/buf.h"
#include "kaba/error.h"

struct kaba_retrace;

/* Read the mapping at `path`; a line that is not of the mapping's syntax is
 * KABA_EINPUT naming the file and line. */
int kaba_retrace_load(const char *path, struct kaba_retrace **out, struct kaba_error *err);
/* The same from the mapping's text (len bytes; `name` for messages). */
int kaba_retrace_parse(const char *text, size_t len, const char *name,
		       struct kaba_retrace **out, struct kaba_error *err);

/* Append `line` (len bytes, without its newline) to out, a stack frame's
 * NEWCLASS.method replaced by the original ORIGCLASS.method.  A frame the
 * mapping does not name stays as it is; so does one that several original
 * methods could be, unless the frame's source file tells them apart. */
void kaba_retrace_line(const struct kaba_retrace *r, const char *line, size_t len,
		       struct kaba_buf *out);

/* Each line of the file at `path` (standard input when NULL) so to out. */
int kaba_retrace_file(const struct kaba_retrace *r, const char *path, FILE *out,
		      struct kaba_error *err);

void kaba_retrace_free(struct kaba_retrace *r);

/* kaba retrace: ops MAPPING and at most one FILE (standard input without
 * it) to standard output; flags unused (the CLI's table of verbs calls it). */
int kaba_retrace_run(const char *const *ops, size_t n, int flags, struct kaba_error *err);

#endif
