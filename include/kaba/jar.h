/*
 * Inputs and output jars (architecture: src/jar/).  An input is a jar or zip,
 * a .jmod, a directory of .class files, or a single class file; all of them
 * look the same through this header: a list of entries, sorted by name, whose
 * bytes can be read into memory.  The module knows class files only by the
 * ".class" suffix (and the CAFEBABE magic of a lone class file).
 *
 * Inputs are untrusted: names, counts and sizes are checked against
 * struct kaba_jar_limits, and a read fails rather than return bytes that do
 * not match the entry's declared size and CRC.
 *
 * A kaba_jar or writer is used by one thread at a time; different ones may
 * be used in parallel (kaba roundtrip runs one input per thread).
 *
 * Output jars are deterministic (docs/platform.md §2): entry 0 is META-INF/,
 * entry 1 META-INF/MANIFEST.MF, then classes sorted by name, then the other
 * resources sorted; fixed DOS timestamps; signature files are dropped.
 */
#ifndef KABA_JAR_H
#define KABA_JAR_H

#include <stddef.h>
#include <stdint.h>

#include "kaba/buf.h"
#include "kaba/error.h"

enum kaba_jar_kind {
	KABA_JAR_ZIP,   /* a jar or zip file */
	KABA_JAR_JMOD,  /* a JDK module file: "JM" 1.0 header, then a zip */
	KABA_JAR_DIR,   /* a directory tree, e.g. a class-path folder */
	KABA_JAR_CLASS, /* one class file */
};

struct kaba_jar_entry {
	const char *name;  /* the real name in the archive, '/'-separated */
	/* The name on the class path: `name` itself, or for a jmod the part after
	 * "classes/"; NULL for jmod sections that are not on the class path
	 * (bin/, conf/, lib/, legal/, ...). */
	const char *path;
	uint64_t size;     /* uncompressed size as declared (zip) or found (files) */
	int is_class;      /* `path` ends in ".class" */
	int is_dir;        /* a directory entry (name ends in '/'); never read */
	uint64_t zindex;   /* libzip index, for zip and jmod inputs */
};

/* Resource limits for untrusted input.  Exceeding one is a KABA_EINPUT error
 * naming the limit. */
struct kaba_jar_limits {
	uint64_t max_entries;
	uint64_t max_entry_size;   /* declared or actual uncompressed bytes of one entry */
	uint64_t max_total_size;   /* sum of the declared sizes of all entries */
	/* Zip-bomb guard: an entry of at least `ratio_min_size` bytes may not
	 * expand more than `max_ratio` times its compressed size. */
	uint64_t ratio_min_size;
	uint64_t max_ratio;
	unsigned max_depth;        /* directory nesting of a directory input */
};

/* 1,000,000 entries; 256 MiB per entry; 4 GiB in all; 1000:1 above 1 MiB;
 * directories 64 deep. */
extern const struct kaba_jar_limits kaba_jar_default_limits;

struct kaba_jar;

/*
 * Open the input at `path`.  `limits` may be NULL for the defaults.  Fails with
 * KABA_EIO when the file cannot be read, KABA_EINPUT when it is not a zip, jar,
 * jmod, class file or directory, or when an entry name or limit is refused:
 * absolute names, ".." segments, backslashes, duplicate names.
 */
int kaba_jar_open(const char *path, const struct kaba_jar_limits *limits,
		  struct kaba_jar **out, struct kaba_error *err);

/* The same for a zip or jmod image in memory (the caller keeps `data` alive
 * until kaba_jar_close); `name` is used in messages. */
int kaba_jar_open_buffer(const char *name, const void *data, size_t len,
			 const struct kaba_jar_limits *limits,
			 struct kaba_jar **out, struct kaba_error *err);

void kaba_jar_close(struct kaba_jar *jar);

const char *kaba_jar_name(const struct kaba_jar *jar);
enum kaba_jar_kind kaba_jar_kind(const struct kaba_jar *jar);

/* Entries sorted by `name` (bytewise); index i is valid until kaba_jar_close. */
size_t kaba_jar_count(const struct kaba_jar *jar);
const struct kaba_jar_entry *kaba_jar_entry(const struct kaba_jar *jar, size_t i);
size_t kaba_jar_class_count(const struct kaba_jar *jar);

/*
 * Read entry i's bytes into `out`, replacing its contents.  Fails with
 * KABA_EINPUT ("FILE!ENTRY") on a CRC mismatch, an entry that is shorter or
 * longer than declared, one that expands beyond the ratio limit, or an
 * unsupported compression or encryption (KABA_EUNSUPPORTED).
 */
int kaba_jar_read(struct kaba_jar *jar, size_t i, struct kaba_buf *out,
		  struct kaba_error *err);

/* Index of the entry with exactly this name, or -1. */
long kaba_jar_find(const struct kaba_jar *jar, const char *name);

/*
 * The Main-Class attribute of META-INF/MANIFEST.MF as written (e.g.
 * "antlr.Tool"), owned by the jar; *main_class is NULL when the input has no
 * manifest or the manifest names no main class.
 */
int kaba_jar_main_class(struct kaba_jar *jar, const char **main_class,
			struct kaba_error *err);

/* ---- writing -------------------------------------------------------------- */

struct kaba_jar_writer;

/*
 * Start a jar at `path`.  Nothing is written until kaba_jar_writer_close;
 * entries are ordered there, not in the order they were added.
 */
int kaba_jar_writer_open(const char *path, struct kaba_jar_writer **out,
			 struct kaba_error *err);

/* Add an entry with new contents (copied; stored DEFLATE-compressed).
 * Directory entries are not written (close writes META-INF/ itself). */
int kaba_jar_writer_add(struct kaba_jar_writer *w, const char *name,
			const void *data, size_t len, struct kaba_error *err);

/*
 * Add entry i of `src` unchanged under `name` (NULL: the entry's path).  The
 * entry is read once to check it (CRC, sizes); a zip or jmod entry is then
 * copied in compressed form without recompressing.  `src` must stay open
 * until the writer is closed or discarded.
 */
int kaba_jar_writer_copy(struct kaba_jar_writer *w, struct kaba_jar *src,
			 size_t i, const char *name, struct kaba_error *err);

/*
 * Copy, with kaba_jar_writer_copy, every file entry of `src` on the class
 * path (directories and unnamed jmod entries left out) that `skip` does not
 * claim: skip(ctx, i, e) non-zero means entry i, `e`, was written otherwise.
 * *copied (may be NULL) grows by the entries copied.  A rewriter's last
 * step: the classes it made itself, then everything else unchanged.
 */
int kaba_jar_writer_copy_rest(struct kaba_jar_writer *w, struct kaba_jar *src,
			      int (*skip)(void *ctx, size_t i, const struct kaba_jar_entry *e),
			      void *ctx,
			      size_t *copied, struct kaba_error *err);

/*
 * Write the jar: to a temporary file next to `path` (libzip's zip_close),
 * renamed to `path` once complete.  Frees the writer also on failure, when
 * `path` is left as it was.  Signature files (META-INF/ *.SF, *.RSA, *.DSA,
 * *.EC) are dropped with one warning.
 */
int kaba_jar_writer_close(struct kaba_jar_writer *w, struct kaba_error *err);

/* Give up: nothing is written. */
void kaba_jar_writer_discard(struct kaba_jar_writer *w);

#endif
