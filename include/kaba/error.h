/*
 * Errors are values (architecture contract 4): a stage that fails fills a
 * kaba_error and returns its status; only src/cli turns it into a message and
 * an exit code.  The message format is fixed so that users and scripts can
 * rely on it:   kaba: WHERE: WHAT (at offset N)
 */
#ifndef KABA_ERROR_H
#define KABA_ERROR_H

#include <stdio.h>

/* Exit statuses, documented in docs/cli.md ("Exit status"). */
enum kaba_status {
	KABA_OK = 0,
	KABA_EINTERNAL = 1, /* a bug in kaba: an invariant failed */
	KABA_EINPUT = 2,    /* bad or refused input: corrupt jar, class file, option value */
	KABA_EIO = 3,       /* cannot read or write a file (permissions, disk full) */
	KABA_EUNSUPPORTED = 4, /* valid input that kaba does not handle (yet) */
	KABA_EUSAGE = 64,   /* wrong command line */
};

struct kaba_error {
	int status;          /* enum kaba_status; KABA_OK when nothing failed */
	long long offset;    /* byte offset in the file or entry, or -1 */
	char where[512];     /* FILE, FILE!ENTRY, or FILE!ENTRY#member */
	char what[512];      /* what is wrong, one line, no trailing period */
};

/* Record a failure and return its status, so callers can `return kaba_fail(...)`. */
int kaba_fail(struct kaba_error *err, int status, const char *where,
	      long long offset, const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));

/* Prefix the location with "FILE!" (e.g. a jar name before an entry name). */
void kaba_error_wrap(struct kaba_error *err, const char *outer);

/* Print "kaba: WHERE: WHAT (at offset N)" and a newline. */
void kaba_error_print(const struct kaba_error *err, FILE *out);

#endif
