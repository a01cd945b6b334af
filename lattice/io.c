/* Choosing a reader by file name, and writing Burmeister .cxt. */
#include <errno.h>
#include <stdio.h>
#include <unistd.h>

#include "fca_impl.h"

int fca_read_file(const char *path, struct fca_context **out, char *err, size_t errlen)
{
	size_t n = strlen(path);

	if (n >= 4 && !strcmp(path + n - 4, ".cxt"))
		return fca_read_cxt(path, out, err, errlen);
	return fca_read_dat(path, out, err, errlen);
}

/* A name for the file: the set one, else the number the .dat format gives
 * the element (1-based), so .dat → .cxt keeps the numbering visible. */
static int put_name(FILE *f, const char *name, size_t index)
{
	if (!name)
		return fprintf(f, "%zu\n", index + 1) < 0;
	if (strchr(name, '\n') || strchr(name, '\r'))
		return -1;
	return fprintf(f, "%s\n", name) < 0;
}

/* Put c at the cells of the row's set bits. */
static void mark(char *line, const uint64_t *row, size_t words, char c)
{
	for (size_t w = 0; w < words; w++)
		for (uint64_t bits = row[w]; bits; bits &= bits - 1)
			line[w * 64 + (size_t)__builtin_ctzll(bits)] = c;
}

/* The rows are sparse and long (ecj's table: 29,151 cells a row, 1.26 GB in
 * all): each is laid out in a line buffer from its set bits and written at
 * once (a putc per cell took a quarter of kaba analyze's time there). */
static int write_body(FILE *f, const struct fca_context *ctx)
{
	size_t na = ctx->nattributes, o, a;
	char *line;
	int bad = 0;

	if (fprintf(f, "B\n\n%zu\n%zu\n\n", ctx->nobjects, na) < 0)
		return -1;
	for (o = 0; o < ctx->nobjects; o++)
		if (put_name(f, ctx->object_names[o], o))
			return -1;
	for (a = 0; a < na; a++)
		if (put_name(f, ctx->attribute_names[a], a))
			return -1;
	if (!(line = malloc(na + 1)))
		return -1;
	memset(line, '.', na);
	line[na] = '\n';
	for (o = 0; o < ctx->nobjects && !bad; o++) {
		const uint64_t *row = fca_context_row(ctx, o);

		mark(line, row, ctx->words, 'X');
		bad = fwrite(line, 1, na + 1, f) != na + 1;
		mark(line, row, ctx->words, '.');
	}
	free(line);
	return bad || ferror(f) ? -1 : 0;
}

/* Written to PATH.tmp and renamed, so a reader never sees half a file. */
int fca_write_cxt(const struct fca_context *ctx, const char *path, char *err, size_t errlen)
{
	size_t n = strlen(path);
	char *tmp = malloc(n + 5);
	FILE *f;
	int bad;

	if (!tmp)
		return fca_fail(err, errlen, "out of memory");
	memcpy(tmp, path, n);
	memcpy(tmp + n, ".tmp", 5);
	f = fopen(tmp, "w");
	if (!f) {
		fca_fail(err, errlen, "cannot create %s: %s", tmp, strerror(errno));
		free(tmp);
		return -1;
	}
	bad = write_body(f, ctx);
	if (fclose(f))
		bad = 1;
	if (bad || rename(tmp, path)) {
		fca_fail(err, errlen, bad ? "write failed (or a name holds a line break)"
			 : "cannot rename to the destination");
		unlink(tmp);
		free(tmp);
		return -1;
	}
	free(tmp);
	return 0;
}
