/* Lines of the text summary that fit a terminal (line.h). */
#include "line.h"

#include <stdarg.h>
#include <string.h>

/* Characters of s[0..n): bytes that do not continue a UTF-8 sequence. */
static size_t chars(const char *s, size_t n)
{
	size_t c = 0;

	for (size_t i = 0; i < n; i++)
		c += ((unsigned char)s[i] & 0xc0) != 0x80;
	return c;
}

/* The bytes of s that hold its first `max` characters. */
static size_t bytes_of(const char *s, size_t max)
{
	size_t i = 0, c = 0;

	for (; s[i]; i++) {
		if (((unsigned char)s[i] & 0xc0) != 0x80 && c++ == max)
			break;
	}
	return i;
}

static size_t room(const struct line *l)
{
	return l->cut || l->width >= LINE_WIDTH ? 0 : LINE_WIDTH - l->width;
}

static void put(struct line *l, const char *s, size_t n)
{
	fwrite(s, 1, n, l->out);
	l->width += chars(s, n);
}

void line_start(struct line *l, FILE *out)
{
	l->out = out;
	l->width = 0;
	l->cut = 0;
}

void line_text(struct line *l, size_t max, const char *fmt, ...)
{
	char buf[4096];
	size_t n, have = room(l);
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	if (!max || max > have)
		max = have;
	n = strlen(buf);
	if (chars(buf, n) <= max && n < sizeof(buf) - 1) {
		put(l, buf, n);
		return;
	}
	/* cut: what fits, then the ellipsis; the rest of the line stays empty */
	if (max) {
		put(l, buf, bytes_of(buf, max - 1));
		put(l, "…", strlen("…"));
	}
	l->cut = max == have;
}

void line_end(struct line *l)
{
	fputc('\n', l->out);
	l->width = 0;
	l->cut = 0;
}

void fold_begin(struct fold *f, struct line *l, const char *lead, const char *sep, size_t max,
		size_t reserve, size_t expect)
{
	f->expect = expect;
	f->l = l;
	f->lead = lead;
	f->sep = sep;
	f->max = max;
	f->reserve = reserve;
	f->shown = f->total = 0;
}

/* Room kept for the list's end: ", … and N more" with N of up to 7 digits. */
enum { TAIL = 22 };

void fold_item(struct fold *f, const char *fmt, ...)
{
	char buf[1024];
	const char *pre = f->shown ? f->sep : f->lead;
	size_t n, w;
	va_list ap;

	/* Items stay in order: once one is left out, so are the rest. */
	if (f->total++ != f->shown || f->shown == f->max)
		return;
	va_start(ap, fmt);
	vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	n = strlen(buf);
	w = chars(pre, strlen(pre)) + chars(buf, n);
	if (f->total != f->expect)
		w += TAIL;      /* not the list's last: room for the count of the rest */
	if (n >= sizeof(buf) - 1 || w + f->reserve > room(f->l))
		return;
	put(f->l, pre, strlen(pre));
	put(f->l, buf, n);
	f->shown++;
}

size_t fold_end(struct fold *f, const char *none)
{
	size_t more = f->total - f->shown;

	if (!f->total && none)
		line_text(f->l, 0, "%s", none);
	else if (more && f->shown)
		line_text(f->l, 0, ", … and %zu more", more);
	else if (more)
		line_text(f->l, 0, "%s%zu (in report.json)", f->lead, more);
	return more;
}
