/*
 * Deterministic jar output (docs/platform.md §2).  Entries are collected first
 * and written in zip_close in a fixed order: META-INF/, the manifest (where
 * JarInputStream looks for it), classes by name, other resources by name.
 * Every entry gets the same DOS timestamp, never a clock or time-zone
 * dependent one.  Unchanged zip entries travel compressed as they were.
 */
#include <stdlib.h>
#include <string.h>

#include "jar_internal.h"
#include "kaba/progress.h"

/* Order after META-INF/, which close writes first. */
enum rank { RANK_MANIFEST, RANK_CLASS, RANK_RESOURCE };

struct pending {
	const char *name;
	enum rank rank;
	const void *data;        /* new contents, or NULL for a copy from `src` */
	size_t len;
	struct kaba_jar *src;
	uint64_t zindex;
	int32_t method;          /* the copy's compression method */
};

struct kaba_jar_writer {
	const char *path;
	struct pending *items;
	size_t count, cap, signatures;
	struct kaba_buf scratch;  /* for checking copied entries */
	struct kaba_arena arena;  /* names, contents, the item array */
};

/* 1980-01-01 00:00, the earliest DOS date. */
enum { DOS_TIME = 0, DOS_DATE = (0 << 9) | (1 << 5) | 1 };
/* Unix modes in the high half: rw-r--r-- files, rwxr-xr-x folders (plus the
 * MS-DOS directory bit), whatever the source archive said. */
static const zip_uint32_t file_attributes = 0100644u << 16;
static const zip_uint32_t dir_attributes = (040755u << 16) | 0x10;

static int stamp(zip_t *za, zip_int64_t idx, zip_uint32_t attributes)
{
	return zip_file_set_dostime(za, (zip_uint64_t)idx, DOS_TIME, DOS_DATE, 0) ||
	       zip_file_set_external_attributes(za, (zip_uint64_t)idx, 0, ZIP_OPSYS_UNIX, attributes);
}

int kaba_jar_writer_open(const char *path, struct kaba_jar_writer **out,
			 struct kaba_error *err)
{
	struct kaba_jar_writer *w = calloc(1, sizeof(*w));

	*out = NULL;
	if (!w)
		return kaba_fail(err, KABA_EINTERNAL, path, -1, "out of memory");
	kaba_arena_init(&w->arena);
	kaba_buf_init(&w->scratch);
	w->path = kaba_arena_strdup(&w->arena, path);
	if (!w->path) {
		kaba_jar_writer_discard(w);
		return kaba_fail(err, KABA_EINTERNAL, path, -1, "out of memory");
	}
	*out = w;
	return KABA_OK;
}

void kaba_jar_writer_discard(struct kaba_jar_writer *w)
{
	if (!w)
		return;
	kaba_buf_free(&w->scratch);
	kaba_arena_free(&w->arena);
	free(w);
}

static enum rank rank_of(const char *name)
{
	size_t n = strlen(name);

	if (!strcmp(name, "META-INF/MANIFEST.MF"))
		return RANK_MANIFEST;
	if (n > 6 && !strcmp(name + n - 6, ".class"))
		return RANK_CLASS;
	return RANK_RESOURCE;
}

/* Queue an entry: *out is the new item, or NULL when the entry is not
 * written (directories, signatures). */
static int queue(struct kaba_jar_writer *w, const char *name, struct pending **out,
		 struct kaba_error *err)
{
	const char *problem = jar_name_problem(name);
	struct pending *p;

	*out = NULL;
	if (problem) {
		kaba_fail(err, KABA_EINPUT, name, -1, "refused entry name: %s", problem);
		kaba_error_wrap(err, w->path);
		return KABA_EINPUT;
	}
	/* Directory entries carry nothing a class loader needs; only META-INF/
	 * is written, by close, so the output does not depend on which of them
	 * an input happened to have. */
	if (name[strlen(name) - 1] == '/')
		return KABA_OK;
	if (jar_is_signature(name)) {
		w->signatures++;
		return KABA_OK;
	}
	if (w->count == w->cap) {
		size_t cap = w->cap ? w->cap * 2 : 256;
		struct pending *grown = kaba_arena_alloc(&w->arena, cap * sizeof(*grown));

		if (!grown)
			return kaba_fail(err, KABA_EINTERNAL, w->path, -1, "out of memory");
		if (w->count)
			memcpy(grown, w->items, w->count * sizeof(*grown));
		w->items = grown;
		w->cap = cap;
	}
	p = &w->items[w->count];
	p->name = kaba_arena_strdup(&w->arena, name);
	if (!p->name)
		return kaba_fail(err, KABA_EINTERNAL, w->path, -1, "out of memory");
	p->rank = rank_of(name);
	w->count++;
	*out = p;
	return KABA_OK;
}

int kaba_jar_writer_add(struct kaba_jar_writer *w, const char *name,
			const void *data, size_t len, struct kaba_error *err)
{
	struct pending *p;
	int rc = queue(w, name, &p, err);

	if (rc || !p)
		return rc;
	p->data = kaba_arena_memdup(&w->arena, data, len);
	p->len = len;
	if (!p->data)
		return kaba_fail(err, KABA_EINTERNAL, w->path, -1, "out of memory");
	return KABA_OK;
}

int kaba_jar_writer_copy(struct kaba_jar_writer *w, struct kaba_jar *src,
			 size_t i, const char *name, struct kaba_error *err)
{
	const struct kaba_jar_entry *e = kaba_jar_entry(src, i);
	struct pending *p;
	zip_stat_t st;
	int rc;

	if (!e)
		return kaba_fail(err, KABA_EINTERNAL, kaba_jar_name(src), -1,
				 "entry index %zu out of range", i);
	if (!name)
		name = e->path;
	if (!name)
		return kaba_fail(err, KABA_EINTERNAL, kaba_jar_name(src), -1,
				 "%s is not on the class path; name it to copy it", e->name);
	if (e->is_dir)
		return KABA_OK;
	/* A raw copy would pass a damaged entry on; read it once to be sure. */
	rc = kaba_jar_read(src, i, &w->scratch, err);
	if (rc)
		return rc;
	if (!src->za)
		return kaba_jar_writer_add(w, name, w->scratch.data, w->scratch.len, err);
	rc = queue(w, name, &p, err);
	if (rc || !p)
		return rc;
	p->src = src;
	p->zindex = e->zindex;
	p->method = zip_stat_index(src->za, e->zindex, 0, &st) || !(st.valid & ZIP_STAT_COMP_METHOD)
		? ZIP_CM_DEFLATE : (int32_t)st.comp_method;
	return KABA_OK;
}

int kaba_jar_writer_copy_rest(struct kaba_jar_writer *w, struct kaba_jar *src,
			      int (*skip)(void *ctx, size_t i, const struct kaba_jar_entry *e),
			      void *ctx,
			      size_t *copied, struct kaba_error *err)
{
	size_t i;
	int rc = KABA_OK;

	for (i = 0; i < kaba_jar_count(src) && !rc; i++) {
		const struct kaba_jar_entry *e = kaba_jar_entry(src, i);

		if (e->is_dir || !e->path || skip(ctx, i, e))
			continue;
		rc = kaba_jar_writer_copy(w, src, i, NULL, err);
		if (!rc && copied)
			(*copied)++;
	}
	return rc;
}

static int by_rank_and_name(const void *a, const void *b)
{
	const struct pending *p = a, *q = b;

	if (p->rank != q->rank)
		return p->rank < q->rank ? -1 : 1;
	return strcmp(p->name, q->name);
}

static int zip_failed(struct kaba_jar_writer *w, zip_t *za, const char *entry,
		      struct kaba_error *err)
{
	zip_error_t *ze = zip_get_error(za);

	/* Failing to write is an I/O problem, whatever libzip calls it. */
	kaba_fail(err, zip_error_code_zip(ze) == ZIP_ER_MEMORY ? KABA_EINTERNAL : KABA_EIO,
		  entry ? entry : w->path, -1, "cannot write: %s", zip_error_strerror(ze));
	if (entry)
		kaba_error_wrap(err, w->path);
	return err->status;
}

/* Add one entry with a fixed timestamp; `src` is consumed.  Compressing
 * with the method the data already has is what makes libzip copy it as it
 * is; libzip's default would deflate a stored entry. */
static int add_entry(struct kaba_jar_writer *w, zip_t *za, const char *name,
		     zip_source_t *src, int32_t method, struct kaba_error *err)
{
	zip_int64_t idx;

	if (!src)
		return zip_failed(w, za, name, err);
	idx = zip_file_add(za, name, src, 0);
	if (idx < 0) {
		zip_source_free(src);
		return zip_failed(w, za, name, err);
	}
	if (stamp(za, idx, file_attributes) ||
	    zip_set_file_compression(za, (zip_uint64_t)idx, method, 9))
		return zip_failed(w, za, name, err);
	return KABA_OK;
}

static int write_entries(struct kaba_jar_writer *w, zip_t *za, struct kaba_error *err)
{
	zip_int64_t idx = zip_dir_add(za, "META-INF/", 0);
	size_t i;
	int rc;

	if (idx < 0 || stamp(za, idx, dir_attributes))
		return zip_failed(w, za, "META-INF/", err);
	for (i = 0; i < w->count; i++) {
		const struct pending *p = &w->items[i];

		if (p->data)
			rc = add_entry(w, za, p->name, zip_source_buffer(za, p->data, p->len, 0),
				       ZIP_CM_DEFLATE, err);
		else
			rc = add_entry(w, za, p->name,
				       zip_source_zip(za, p->src->za, p->zindex, 0, 0, -1),
				       p->method, err);
		if (rc)
			return rc;
	}
	return KABA_OK;
}

int kaba_jar_writer_close(struct kaba_jar_writer *w, struct kaba_error *err)
{
	zip_t *za;
	size_t i;
	int zerr = 0, rc = KABA_OK;

	if (w->count)
		qsort(w->items, w->count, sizeof(*w->items), by_rank_and_name);
	for (i = 1; i < w->count && !rc; i++)
		if (!strcmp(w->items[i].name, w->items[i - 1].name))
			rc = kaba_fail(err, KABA_EINPUT, w->path, -1,
				       "two entries named %s", w->items[i].name);
	if (rc)
		goto out;
	/* libzip writes to a temporary file in the same folder and renames it
	 * over `path` in zip_close, so the jar appears complete or not at all. */
	za = zip_open(w->path, ZIP_CREATE | ZIP_TRUNCATE, &zerr);
	if (!za) {
		zip_error_t ze;

		zip_error_init_with_code(&ze, zerr);
		rc = kaba_fail(err, KABA_EIO, w->path, -1, "cannot create: %s", zip_error_strerror(&ze));
		zip_error_fini(&ze);
		goto out;
	}
	rc = write_entries(w, za, err);
	if (!rc && zip_close(za))
		rc = zip_failed(w, za, NULL, err);
	if (rc)
		zip_discard(za);
	else if (w->signatures)
		kaba_warn("%s: dropped %zu signature file%s (META-INF/*.SF, .RSA, .DSA, .EC); "
			  "the jar is not signed", w->path, w->signatures,
			  w->signatures == 1 ? "" : "s");
out:
	kaba_jar_writer_discard(w);
	return rc;
}
