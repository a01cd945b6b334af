#include "lines.h"

#include <errno.h>
#include <string.h>
#include <sys/stat.h>

#include "fca_impl.h"

int fca_lines_open(struct fca_lines *l, const char *path, char *err, size_t errlen)
{
	struct stat st;

	memset(l, 0, sizeof(*l));
	l->file = fopen(path, "r");
	if (!l->file)
		return fca_fail(err, errlen, "cannot open: %s", strerror(errno));
	if (fstat(fileno(l->file), &st) || !S_ISREG(st.st_mode)) {
		fclose(l->file);
		l->file = NULL;
		return fca_fail(err, errlen, "not a regular file");
	}
	l->size = st.st_size;
	return 0;
}

int fca_lines_next(struct fca_lines *l, int *error)
{
	ssize_t n = getline(&l->text, &l->cap, l->file);

	if (n < 0) {
		if (ferror(l->file))
			*error = 1;
		return 0;
	}
	l->number++;
	if (n > 0 && l->text[n - 1] == '\n')
		n--;
	if (n > 0 && l->text[n - 1] == '\r')
		n--;
	l->text[n] = '\0';
	l->len = (size_t)n;
	return 1;
}

void fca_lines_close(struct fca_lines *l)
{
	if (l->file)
		fclose(l->file);
	free(l->text);
	memset(l, 0, sizeof(*l));
}
