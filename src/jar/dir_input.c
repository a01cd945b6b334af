/*
 * Directory inputs (a class-path folder, walked recursively) and lone class
 * files.  Symbolic links to files are followed; links to directories are
 * not, so a link cycle cannot make the walk endless.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "jar_internal.h"

enum { PATH_ROOM = 4096 };

/* A walk shares one path buffer: the root, '/', then the relative name of the
 * directory being listed, which ends in '/' below the root. */
struct walk {
	struct kaba_jar *jar;
	char full[PATH_ROOM];
	size_t root;        /* length of "ROOT/" */
};

static int walk(struct walk *w, size_t len, unsigned depth, struct kaba_error *err)
{
	struct kaba_jar *jar = w->jar;
	char *rel = w->full + w->root;
	struct dirent *d;
	DIR *dir;
	int rc = KABA_OK;

	if (depth > jar->limits.max_depth)
		return jar_entry_fail(err, jar, rel, KABA_EINPUT, -1,
				      "directories nested more than %u deep", jar->limits.max_depth);
	dir = opendir(w->full);
	if (!dir)
		return kaba_fail(err, KABA_EIO, w->full, -1, "cannot open: %s", strerror(errno));
	while (!rc && (errno = 0, d = readdir(dir))) {
		size_t n = strlen(d->d_name);
		struct stat st;

		if (!strcmp(d->d_name, ".") || !strcmp(d->d_name, ".."))
			continue;
		if (w->root + len + n + 2 > sizeof(w->full)) {
			rc = jar_entry_fail(err, jar, rel, KABA_EINPUT, -1, "path too long");
			break;
		}
		memcpy(rel + len, d->d_name, n + 1);
		if (lstat(w->full, &st)) {
			rc = kaba_fail(err, KABA_EIO, w->full, -1, "cannot open: %s", strerror(errno));
		} else if (S_ISDIR(st.st_mode)) {
			rel[len + n] = '/';
			rel[len + n + 1] = '\0';
			rc = walk(w, len + n + 1, depth + 1, err);
		} else if (S_ISREG(st.st_mode) ||
			   (S_ISLNK(st.st_mode) && !stat(w->full, &st) && S_ISREG(st.st_mode))) {
			rc = jar_add_entry(jar, rel, (uint64_t)st.st_size, 0, err);
		}
		rel[len] = '\0';
	}
	if (!rc && errno)
		rc = kaba_fail(err, KABA_EIO, w->full, -1, "cannot list: %s", strerror(errno));
	closedir(dir);
	return rc;
}

int jar_dir_list(struct kaba_jar *jar, struct kaba_error *err)
{
	struct walk w;
	const char *base = strrchr(jar->name, '/');
	struct stat st;

	if (jar->kind == KABA_JAR_DIR) {
		int n = snprintf(w.full, sizeof(w.full), "%s/", jar->name);

		if (n < 0 || (size_t)n >= sizeof(w.full) / 2)
			return kaba_fail(err, KABA_EINPUT, jar->name, -1, "path too long");
		w.jar = jar;
		w.root = (size_t)n;
		return walk(&w, 0, 0, err);
	}
	/* A lone class file: one entry, named as the file. */
	if (stat(jar->name, &st))
		return kaba_fail(err, KABA_EIO, jar->name, -1, "cannot open: %s", strerror(errno));
	return jar_add_entry(jar, base ? base + 1 : jar->name, (uint64_t)st.st_size, 0, err);
}

int jar_file_read(struct kaba_jar *jar, const struct kaba_jar_entry *e,
		  struct kaba_buf *out, struct kaba_error *err)
{
	char full[PATH_ROOM * 2];
	const char *path = jar->name;
	uint64_t max = jar->limits.max_entry_size;
	int fd, rc = KABA_OK;

	if (jar->kind == KABA_JAR_DIR) {
		snprintf(full, sizeof(full), "%s/%s", jar->name, e->name);
		path = full;
	}
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return kaba_fail(err, KABA_EIO, path, -1, "cannot open: %s", strerror(errno));
	/* The file may have changed since it was listed: read what is there,
	 * but never more than the limit. */
	for (;;) {
		ssize_t n;

		if (kaba_buf_reserve(out, 64 * 1024)) {
			rc = kaba_fail(err, KABA_EINTERNAL, path, -1, "out of memory");
			break;
		}
		n = read(fd, out->data + out->len, out->cap - out->len);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			rc = kaba_fail(err, KABA_EIO, path, -1, "cannot read: %s", strerror(errno));
			break;
		}
		if (n == 0)
			break;
		out->len += (size_t)n;
		if (out->len > max) {
			rc = jar_entry_fail(err, jar, e->name, KABA_EINPUT, -1,
					    "file exceeds the limit of %llu bytes",
					    (unsigned long long)max);
			break;
		}
	}
	close(fd);
	if (rc)
		out->len = 0;
	return rc;
}
