#include "kaba/file.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int kaba_out_open(struct kaba_out *o, const char *path, struct kaba_error *err)
{
	size_t n = strlen(path);
	int fd, saved;

	o->path = path;
	o->f = NULL;
	o->tmp = malloc(n + sizeof(".XXXXXX"));
	if (!o->tmp)
		return kaba_fail(err, KABA_EIO, path, -1, "out of memory");
	memcpy(o->tmp, path, n);
	memcpy(o->tmp + n, ".XXXXXX", sizeof(".XXXXXX"));
	fd = mkstemp(o->tmp);
	/* mkstemp makes the file 0600; outputs are ordinary files. */
	if (fd >= 0 && (fchmod(fd, 0644) || !(o->f = fdopen(fd, "w")))) {
		saved = errno;
		close(fd);
		unlink(o->tmp);
		errno = saved;
		fd = -1;
	}
	if (fd < 0) {
		saved = errno;
		free(o->tmp);
		o->tmp = NULL;
		return kaba_fail(err, KABA_EIO, path, -1, "cannot create: %s", strerror(saved));
	}
	return KABA_OK;
}

int kaba_out_close(struct kaba_out *o, int ok, const char *what, struct kaba_error *err)
{
	int bad = !ok || ferror(o->f), why = ferror(o->f) ? errno : 0;

	if (fclose(o->f) && !bad) {
		bad = 1;
		why = errno;
	}
	if (!bad && rename(o->tmp, o->path)) {
		bad = 1;
		why = errno;
	}
	if (bad)
		unlink(o->tmp);
	free(o->tmp);
	o->tmp = NULL;
	o->f = NULL;
	if (!bad)
		return KABA_OK;
	/* errno is only meaningful when a call failed, not for a producer's !ok */
	return why ? kaba_fail(err, KABA_EIO, o->path, -1, "cannot write %s: %s", what, strerror(why))
		   : kaba_fail(err, KABA_EIO, o->path, -1, "cannot write %s", what);
}

int kaba_file_write(const char *path, const void *data, size_t len, struct kaba_error *err)
{
	struct kaba_out o;
	int rc = kaba_out_open(&o, path, err);

	if (rc)
		return rc;
	return kaba_out_close(&o, fwrite(data, 1, len, o.f) == len, "the file", err);
}

int kaba_file_read(const char *path, size_t max, struct kaba_buf *out, struct kaba_error *err)
{
	FILE *f = fopen(path, "rb");
	size_t n;

	out->len = 0;
	if (!f)
		return kaba_fail(err, KABA_EIO, path, -1, "cannot open: %s", strerror(errno));
	do {
		if (kaba_buf_reserve(out, 65536)) {
			fclose(f);
			return kaba_fail(err, KABA_EIO, path, -1, "out of memory");
		}
		n = fread(out->data + out->len, 1, 65536, f);
		out->len += n;
		if (out->len > max) {
			fclose(f);
			return kaba_fail(err, KABA_EINPUT, path, -1, "larger than %zu bytes", max);
		}
	} while (n == 65536);
	if (ferror(f)) {
		fclose(f);
		return kaba_fail(err, KABA_EIO, path, -1, "cannot read: %s", strerror(errno));
	}
	fclose(f);
	return KABA_OK;
}

int kaba_mkdirs(const char *path, struct kaba_error *err)
{
	char *p = strdup(path), *s;
	struct stat st;

	if (!p)
		return kaba_fail(err, KABA_EIO, path, -1, "out of memory");
	for (s = p + 1; ; s++) {
		if (*s != '/' && *s)
			continue;
		char c = *s;

		*s = '\0';
		if (mkdir(p, 0755) && errno != EEXIST) {
			int saved = errno;

			free(p);
			return kaba_fail(err, KABA_EIO, path, -1, "cannot create directory: %s",
					 strerror(saved));
		}
		*s = c;
		if (!c)
			break;
	}
	free(p);
	if (stat(path, &st) || !S_ISDIR(st.st_mode))
		return kaba_fail(err, KABA_EIO, path, -1, "not a directory");
	return KABA_OK;
}
