/*
 * Whole-file I/O with kaba's error records.  Output is atomic (architecture
 * contract 7): data goes to a temporary file in the destination folder,
 * which is renamed over the destination only when complete, so a reader (or
 * a crash) never sees half a file.
 */
#ifndef KABA_FILE_H
#define KABA_FILE_H

#include <stddef.h>
#include <stdio.h>

#include "kaba/buf.h"
#include "kaba/error.h"

/* A file being written atomically: stream into `f`, then kaba_out_close. */
struct kaba_out {
	FILE *f;
	char *tmp;          /* the temporary name next to the destination */
	const char *path;   /* the destination (borrowed) */
};

/* Create the temporary file for `path`; KABA_EIO on failure. */
int kaba_out_open(struct kaba_out *o, const char *path, struct kaba_error *err);
/* Close the stream; if `ok` and every write succeeded, rename it over the
 * destination, else remove it (KABA_EIO naming the path).  `what` names the
 * content in the message ("the JSON dump"). */
int kaba_out_close(struct kaba_out *o, int ok, const char *what, struct kaba_error *err);

/* Write `len` bytes to `path` atomically; KABA_EIO naming the path on failure. */
int kaba_file_write(const char *path, const void *data, size_t len, struct kaba_error *err);

/* Read all of `path` into `out` (replacing its contents); files larger than
 * `max` bytes are KABA_EINPUT. */
int kaba_file_read(const char *path, size_t max, struct kaba_buf *out, struct kaba_error *err);

/* Create directory `path` (and its parents) if it does not exist. */
int kaba_mkdirs(const char *path, struct kaba_error *err);

#endif
