/*
 * Opening an input of any kind and the entry list all kinds share: names
 * are checked, limits applied and the list sorted, so duplicates sit next to
 * each other and every consumer sees the same order.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "jar_internal.h"

const struct kaba_jar_limits kaba_jar_default_limits = {
	.max_entries = 1000000,
	.max_entry_size = 256u << 20,
	.max_total_size = 4ull << 30,
	.ratio_min_size = 1u << 20,
	.max_ratio = 1000,
	.max_depth = 64,
};

static const unsigned char jmod_magic[4] = { 'J', 'M', 1, 0 };
static const unsigned char class_magic[4] = { 0xca, 0xfe, 0xba, 0xbe };
static const unsigned char zip_magic[4] = { 'P', 'K', 3, 4 };

int jar_entry_fail(struct kaba_error *err, const struct kaba_jar *jar,
		   const char *entry, int status, long long offset,
		   const char *fmt, ...)
{
	char what[sizeof(err->what)];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(what, sizeof(what), fmt, ap);
	va_end(ap);
	/* A lone class file is its own entry: "FILE!FILE" would only confuse. */
	if (jar->kind == KABA_JAR_CLASS)
		return kaba_fail(err, status, jar->name, offset, "%s", what);
	kaba_fail(err, status, entry, offset, "%s", what);
	kaba_error_wrap(err, jar->name);
	return status;
}

static int ends_with(const char *s, const char *suffix)
{
	size_t n = strlen(s), m = strlen(suffix);

	return n >= m && !memcmp(s + n - m, suffix, m);
}

int jar_add_entry(struct kaba_jar *jar, const char *name, uint64_t size,
		  uint64_t zindex, struct kaba_error *err)
{
	struct kaba_jar_entry *e;
	const char *problem = jar_name_problem(name);

	if (problem)
		return jar_entry_fail(err, jar, name, KABA_EINPUT, -1,
				      "refused entry name: %s", problem);
	if (jar->count == jar->limits.max_entries)
		return kaba_fail(err, KABA_EINPUT, jar->name, -1,
				 "more than %llu entries",
				 (unsigned long long)jar->limits.max_entries);
	if (size > jar->limits.max_entry_size)
		return jar_entry_fail(err, jar, name, KABA_EINPUT, -1,
				      "entry of %llu bytes exceeds the limit of %llu",
				      (unsigned long long)size,
				      (unsigned long long)jar->limits.max_entry_size);
	if (jar->count == jar->cap) {
		size_t cap = jar->cap ? jar->cap * 2 : 256;
		struct kaba_jar_entry *grown = kaba_arena_alloc(&jar->arena, cap * sizeof(*grown));

		if (!grown)
			return kaba_fail(err, KABA_EINTERNAL, jar->name, -1, "out of memory");
		if (jar->count)
			memcpy(grown, jar->entries, jar->count * sizeof(*grown));
		jar->entries = grown;
		jar->cap = cap;
	}
	e = &jar->entries[jar->count];
	e->name = kaba_arena_strdup(&jar->arena, name);
	if (!e->name)
		return kaba_fail(err, KABA_EINTERNAL, jar->name, -1, "out of memory");
	e->size = size;
	e->zindex = zindex;
	e->is_dir = ends_with(name, "/");
	e->path = e->name;
	if (jar->kind == KABA_JAR_JMOD)
		e->path = strncmp(name, "classes/", 8) ? NULL : e->name + 8;
	e->is_class = !e->is_dir && e->path && ends_with(e->path, ".class");
	jar->classes += e->is_class;
	jar->count++;
	return KABA_OK;
}

static int by_name(const void *a, const void *b)
{
	return strcmp(((const struct kaba_jar_entry *)a)->name,
		      ((const struct kaba_jar_entry *)b)->name);
}

/* Sort, refuse duplicates and a total that exceeds the limit. */
static int finish_list(struct kaba_jar *jar, struct kaba_error *err)
{
	uint64_t total = 0;
	size_t i;

	if (jar->count)
		qsort(jar->entries, jar->count, sizeof(*jar->entries), by_name);
	for (i = 0; i < jar->count; i++) {
		if (i && !strcmp(jar->entries[i].name, jar->entries[i - 1].name))
			return jar_entry_fail(err, jar, jar->entries[i].name, KABA_EINPUT, -1,
					      "duplicate entry name");
		total += jar->entries[i].size;
		if (total > jar->limits.max_total_size)
			return kaba_fail(err, KABA_EINPUT, jar->name, -1,
					 "entries add up to more than %llu bytes",
					 (unsigned long long)jar->limits.max_total_size);
	}
	return KABA_OK;
}

static struct kaba_jar *new_jar(const char *name, const struct kaba_jar_limits *limits)
{
	struct kaba_jar *jar = calloc(1, sizeof(*jar));

	if (!jar)
		return NULL;
	kaba_arena_init(&jar->arena);
	jar->limits = limits ? *limits : kaba_jar_default_limits;
	jar->name = kaba_arena_strdup(&jar->arena, name);
	if (!jar->name) {
		free(jar);
		return NULL;
	}
	return jar;
}

/* Open `src` (consumed) as a zip archive and list it.  `zip_magic`: the
 * data starts like a zip, so "not a zip" really means cut short. */
static int open_zip_source(struct kaba_jar *jar, zip_source_t *src, int zip_magic,
			   struct kaba_error *err)
{
	zip_error_t ze;

	zip_error_init(&ze);
	jar->za = zip_open_from_source(src, ZIP_RDONLY, &ze);
	if (!jar->za) {
		int code = zip_error_code_zip(&ze), sys = zip_error_code_system(&ze);

		zip_source_free(src);
		zip_error_fini(&ze);
		if (code == ZIP_ER_NOZIP && (zip_magic || jar->kind == KABA_JAR_JMOD))
			return kaba_fail(err, KABA_EINPUT, jar->name, -1,
					 "truncated or damaged %s: no zip directory",
					 jar->kind == KABA_JAR_JMOD ? "jmod" : "zip");
		return jar_zip_fail(err, jar->name, code, sys);
	}
	zip_error_fini(&ze);
	return jar_zip_list(jar, err);
}

/* Read the first bytes of a regular file to tell jmods and class files from
 * zips; anything else is left to libzip, which finds a zip also behind a
 * prefix such as a launcher script. */
static int sniff(const char *path, unsigned char magic[4], struct kaba_error *err)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	ssize_t n;

	if (fd < 0)
		return kaba_fail(err, KABA_EIO, path, -1, "cannot open: %s", strerror(errno));
	memset(magic, 0, 4);
	n = read(fd, magic, 4);
	close(fd);
	if (n < 0)
		return kaba_fail(err, KABA_EIO, path, -1, "cannot read: %s", strerror(errno));
	return KABA_OK;
}

static int open_path(struct kaba_jar *jar, const char *path, struct kaba_error *err)
{
	unsigned char magic[4];
	zip_source_t *src;
	zip_error_t ze;
	struct stat st;
	int rc;

	if (stat(path, &st))
		return kaba_fail(err, KABA_EIO, path, -1, "cannot open: %s", strerror(errno));
	if (S_ISDIR(st.st_mode)) {
		jar->kind = KABA_JAR_DIR;
		return jar_dir_list(jar, err);
	}
	if (!S_ISREG(st.st_mode))
		return kaba_fail(err, KABA_EINPUT, path, -1, "not a regular file or directory");
	rc = sniff(path, magic, err);
	if (rc)
		return rc;
	if (!memcmp(magic, class_magic, 4)) {
		jar->kind = KABA_JAR_CLASS;
		return jar_dir_list(jar, err);
	}
	jar->kind = memcmp(magic, jmod_magic, 4) ? KABA_JAR_ZIP : KABA_JAR_JMOD;
	zip_error_init(&ze);
	src = zip_source_file_create(path, jar->kind == KABA_JAR_JMOD ? 4 : 0, -1, &ze);
	if (!src) {
		rc = jar_zip_fail(err, path, zip_error_code_zip(&ze), zip_error_code_system(&ze));
		zip_error_fini(&ze);
		return rc;
	}
	zip_error_fini(&ze);
	return open_zip_source(jar, src, !memcmp(magic, zip_magic, 4), err);
}

/* The end of both openers: list the entries of an opened jar and hand it
 * out, or close it after a failure (rc). */
static int finish_open(struct kaba_jar *jar, int rc, struct kaba_jar **out,
		       struct kaba_error *err)
{
	if (!rc)
		rc = finish_list(jar, err);
	if (rc) {
		kaba_jar_close(jar);
		return rc;
	}
	*out = jar;
	return KABA_OK;
}

int kaba_jar_open(const char *path, const struct kaba_jar_limits *limits,
		  struct kaba_jar **out, struct kaba_error *err)
{
	struct kaba_jar *jar = new_jar(path, limits);

	*out = NULL;
	if (!jar)
		return kaba_fail(err, KABA_EINTERNAL, path, -1, "out of memory");
	return finish_open(jar, open_path(jar, path, err), out, err);
}

int kaba_jar_open_buffer(const char *name, const void *data, size_t len,
			 const struct kaba_jar_limits *limits,
			 struct kaba_jar **out, struct kaba_error *err)
{
	struct kaba_jar *jar = new_jar(name, limits);
	zip_source_t *src;
	zip_error_t ze;
	int rc;

	*out = NULL;
	if (!jar)
		return kaba_fail(err, KABA_EINTERNAL, name, -1, "out of memory");
	jar->kind = KABA_JAR_ZIP;
	if (len >= 4 && !memcmp(data, jmod_magic, 4)) {
		jar->kind = KABA_JAR_JMOD;
		data = (const unsigned char *)data + 4;
		len -= 4;
	}
	/* libzip would open zero bytes as an empty archive; like an empty file,
	 * they are no zip to kaba. */
	if (!len)
		return finish_open(jar, kaba_fail(err, KABA_EINPUT, name, -1,
						  "not a zip, jar or jmod file"), out, err);
	zip_error_init(&ze);
	src = zip_source_buffer_create(data, len, 0, &ze);
	if (!src)
		rc = jar_zip_fail(err, name, zip_error_code_zip(&ze), zip_error_code_system(&ze));
	else
		rc = open_zip_source(jar, src, len >= 4 && !memcmp(data, zip_magic, 4), err);
	zip_error_fini(&ze);
	return finish_open(jar, rc, out, err);
}

void kaba_jar_close(struct kaba_jar *jar)
{
	if (!jar)
		return;
	if (jar->za)
		zip_discard(jar->za);
	if (jar->inflater)
		libdeflate_free_decompressor(jar->inflater);
	kaba_buf_free(&jar->raw);
	kaba_arena_free(&jar->arena);
	free(jar);
}

const char *kaba_jar_name(const struct kaba_jar *jar)
{
	return jar->name;
}

enum kaba_jar_kind kaba_jar_kind(const struct kaba_jar *jar)
{
	return jar->kind;
}

size_t kaba_jar_count(const struct kaba_jar *jar)
{
	return jar->count;
}

const struct kaba_jar_entry *kaba_jar_entry(const struct kaba_jar *jar, size_t i)
{
	return i < jar->count ? &jar->entries[i] : NULL;
}

size_t kaba_jar_class_count(const struct kaba_jar *jar)
{
	return jar->classes;
}

long kaba_jar_find(const struct kaba_jar *jar, const char *name)
{
	size_t lo = 0, hi = jar->count;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		int c = strcmp(jar->entries[mid].name, name);

		if (!c)
			return (long)mid;
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return -1;
}

int kaba_jar_read(struct kaba_jar *jar, size_t i, struct kaba_buf *out,
		  struct kaba_error *err)
{
	const struct kaba_jar_entry *e = kaba_jar_entry(jar, i);

	out->len = 0;
	if (!e)
		return kaba_fail(err, KABA_EINTERNAL, jar->name, -1,
				 "entry index %zu out of range", i);
	if (e->is_dir)
		return KABA_OK;
	if (jar->za)
		return jar_zip_read(jar, e, out, err);
	return jar_file_read(jar, e, out, err);
}
