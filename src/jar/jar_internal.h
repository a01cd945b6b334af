/*
 * What the files of src/jar share: the input record and the per-kind
 * listing and reading functions.  Not part of the public API.
 */
#ifndef KABA_JAR_INTERNAL_H
#define KABA_JAR_INTERNAL_H

#include <libdeflate.h>
#include <zip.h>

#include "kaba/arena.h"
#include "kaba/jar.h"

struct kaba_jar {
	enum kaba_jar_kind kind;
	const char *name;              /* as given: the FILE in "FILE!ENTRY" */
	zip_t *za;                     /* zip and jmod inputs */
	struct kaba_jar_entry *entries;
	size_t count, cap, classes;
	struct kaba_jar_limits limits;
	const char *main_class;        /* cached by kaba_jar_main_class */
	int main_class_done;
	struct libdeflate_decompressor *inflater;  /* made on first use */
	struct kaba_buf raw;           /* compressed bytes of the entry being read */
	struct kaba_arena arena;       /* names and the entry array */
};

/* Append an entry named `name` (copied); is_dir/is_class/path are derived. */
int jar_add_entry(struct kaba_jar *jar, const char *name, uint64_t size,
		  uint64_t zindex, struct kaba_error *err);

/* Fill jar->entries from the archive, check sizes and names per entry. */
int jar_zip_list(struct kaba_jar *jar, struct kaba_error *err);
int jar_zip_read(struct kaba_jar *jar, const struct kaba_jar_entry *e,
		 struct kaba_buf *out, struct kaba_error *err);
/* Describe a libzip error code in kaba's words. */
int jar_zip_fail(struct kaba_error *err, const char *where, int zip_code,
		 int sys_code);

int jar_dir_list(struct kaba_jar *jar, struct kaba_error *err);
/* Read a file below the directory input (or the lone class file). */
int jar_file_read(struct kaba_jar *jar, const struct kaba_jar_entry *e,
		  struct kaba_buf *out, struct kaba_error *err);

/* NULL if `name` is acceptable as an entry name, else why not. */
const char *jar_name_problem(const char *name);

/* META-INF/ *.SF, *.RSA, *.DSA, *.EC: a signature that a rewritten jar breaks. */
int jar_is_signature(const char *name);

/* "FILE!ENTRY" into err->where. */
int jar_entry_fail(struct kaba_error *err, const struct kaba_jar *jar,
		   const char *entry, int status, long long offset,
		   const char *fmt, ...) __attribute__((format(printf, 6, 7)));

#endif
