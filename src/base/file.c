#include "kaba/file.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int kaba_file_write(const char *path, const void *data, size_t len, struct kaba_error *err)
{
	size_t n = strlen(path);
	char *tmp = malloc(n + sizeof(".XXXXXX"));
	const char *p = data;
	int fd, saved;

	if (!tmp)
		return kaba_fail(err, KABA_EIO, path, -1, "out of memory");
	memcpy(tmp, path, n);
	memcpy(tmp + n, ".XXXXXX", sizeof(".XXXXXX"));
	fd = mkstemp(tmp);
	if (fd < 0) {
		saved = errno;
		free(tmp);
		return kaba_fail(err, KABA_EIO, path, -1, "cannot create: %s", strerror(saved));
	}
	while (len) {
		ssize_t w = write(fd, p, len);

		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			goto fail;
		p += w;
		len -= (size_t)w;
	}
	/* mkstemp makes the file 0600; outputs are ordinary files. */
	if (fchmod(fd, 0644) || close(fd)) {
		fd = -1;
		goto fail;
	}
	if (rename(tmp, path)) {
		fd = -1;
		goto fail;
	}
	free(tmp);
	return KABA_OK;
fail:
	saved = errno;
	if (fd >= 0)
		close(fd);
	unlink(tmp);
	free(tmp);
	return kaba_fail(err, KABA_EIO, path, -1, "cannot write: %s", strerror(saved ? saved : EIO));
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
