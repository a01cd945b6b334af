/*
 * Burmeister .cxt: "B", a name line, the numbers of objects and attributes,
 * a blank line, the object names, the attribute names, then one row per
 * object of 'X' (incidence) and '.' characters.
 */
#include <ctype.h>

#include "fca_impl.h"
#include "lines.h"

static int blank(const char *s)
{
	while (isspace((unsigned char)*s))
		s++;
	return !*s;
}

/* A decimal count on a line of its own (spaces around it allowed). */
static int parse_count(const char *s, size_t *out)
{
	size_t v = 0;
	int digits = 0;

	while (isspace((unsigned char)*s))
		s++;
	for (; isdigit((unsigned char)*s); s++, digits++) {
		if (v > (FCA_MAX_ELEMENTS - (size_t)(*s - '0')) / 10)
			return -1;
		v = v * 10 + (size_t)(*s - '0');
	}
	if (!digits || !blank(s))
		return -1;
	*out = v;
	return 0;
}

struct reader {
	struct fca_lines lines;
	int ioerr;
	int pending; /* the current line is not consumed yet */
	char *err;
	size_t errlen;
};

/* The next line, or an error naming what was expected. */
static int next(struct reader *r, const char *expected)
{
	if (r->pending) {
		r->pending = 0;
		return 0;
	}
	if (fca_lines_next(&r->lines, &r->ioerr))
		return 0;
	if (r->ioerr)
		return fca_fail(r->err, r->errlen, "line %zu: read error", r->lines.number + 1);
	return fca_fail(r->err, r->errlen, "line %zu: unexpected end of file (expected %s)",
			r->lines.number + 1, expected);
}

#define DOTS 0x2e2e2e2e2e2e2e2eULL /* "........" */

static int read_row(struct reader *r, struct fca_context *ctx, size_t object)
{
	const char *s = r->lines.text;
	size_t a;

	if (r->lines.len < ctx->nattributes)
		return fca_fail(r->err, r->errlen, "line %zu: row has %zu characters, expected %zu",
				r->lines.number, r->lines.len, ctx->nattributes);
	for (a = 0; a < ctx->nattributes; a++) {
		uint64_t eight;

		/* Runs of eight '.' at once: kaba's tables are 99.8 % empty. */
		while (a + 8 <= ctx->nattributes && (memcpy(&eight, s + a, 8), eight == DOTS))
			a += 8;
		if (a == ctx->nattributes)
			break;
		if (s[a] == 'X' || s[a] == 'x')
			fca_context_set(ctx, object, a);
		else if (s[a] != '.')
			return fca_fail(r->err, r->errlen,
					"line %zu: column %zu: expected 'X' or '.', not 0x%02x",
					r->lines.number, a + 1, (unsigned char)s[a]);
	}
	if (!blank(s + a) || strlen(s) != r->lines.len)
		return fca_fail(r->err, r->errlen, "line %zu: row has more than %zu columns",
				r->lines.number, ctx->nattributes);
	return 0;
}

/* The names: one line each, objects first. */
static int read_names(struct reader *r, size_t n, const char *what,
		      int (*set)(struct fca_context *, size_t, const char *), struct fca_context *ctx)
{
	size_t i;

	for (i = 0; i < n; i++) {
		if (next(r, what))
			return -1;
		if (set(ctx, i, r->lines.text))
			return fca_fail(r->err, r->errlen, "out of memory");
	}
	return 0;
}

static int read_body(struct reader *r, struct fca_context *ctx)
{
	size_t i;

	if (read_names(r, ctx->nobjects, "an object name", fca_context_set_object_name, ctx) ||
	    read_names(r, ctx->nattributes, "an attribute name", fca_context_set_attribute_name, ctx))
		return -1;
	for (i = 0; i < ctx->nobjects; i++)
		if (next(r, "a row") || read_row(r, ctx, i))
			return -1;
	while (fca_lines_next(&r->lines, &r->ioerr))
		if (!blank(r->lines.text))
			return fca_fail(r->err, r->errlen, "line %zu: text after the last row",
					r->lines.number);
	if (r->ioerr)
		return fca_fail(r->err, r->errlen, "read error after line %zu", r->lines.number);
	return 0;
}

int fca_read_cxt(const char *path, struct fca_context **out, char *err, size_t errlen)
{
	struct reader r = { .err = err, .errlen = errlen };
	struct fca_context *ctx = NULL;
	size_t nobj, natt;
	int status = -1;

	*out = NULL;
	if (err && errlen)
		err[0] = '\0';
	if (fca_lines_open(&r.lines, path, err, errlen))
		return -1;
	if (next(&r, "'B'"))
		goto done;
	if (strcmp(r.lines.text, "B") && (r.lines.text[0] != 'B' || !blank(r.lines.text + 1))) {
		fca_fail(err, errlen, "line 1: expected 'B' (Burmeister context)");
		goto done;
	}
	if (next(&r, "a context name") || next(&r, "the number of objects"))
		goto done;
	if (parse_count(r.lines.text, &nobj)) {
		fca_fail(err, errlen, "line %zu: bad number of objects", r.lines.number);
		goto done;
	}
	if (next(&r, "the number of attributes"))
		goto done;
	if (parse_count(r.lines.text, &natt)) {
		fca_fail(err, errlen, "line %zu: bad number of attributes", r.lines.number);
		goto done;
	}
	/* Each row takes natt bytes: refuse sizes the file cannot hold before
	 * allocating for them. */
	if ((natt && nobj > (size_t)r.lines.size / natt) || nobj + natt > (size_t)r.lines.size) {
		fca_fail(err, errlen, "line %zu: %zu objects × %zu attributes do not fit in %lld bytes",
			 r.lines.number, nobj, natt, r.lines.size);
		goto done;
	}
	ctx = fca_context_new(nobj, natt);
	if (!ctx) {
		fca_fail(err, errlen, "out of memory (%zu objects × %zu attributes)", nobj, natt);
		goto done;
	}
	/* The blank line before the names is customary but not always there. */
	if (fca_lines_next(&r.lines, &r.ioerr))
		r.pending = !blank(r.lines.text);
	status = read_body(&r, ctx);
done:
	fca_lines_close(&r.lines);
	if (status) {
		fca_context_free(ctx);
		return -1;
	}
	*out = ctx;
	return 0;
}
