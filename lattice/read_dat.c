/*
 * FIMI .dat: one object per line, its attributes as integers from 1,
 * separated by blanks.  An empty line is an object without attributes; the
 * attributes are 1..max over the file.
 */
#include <ctype.h>

#include "fca_impl.h"
#include "lines.h"

struct incidences {
	uint32_t *attr;     /* attribute of each incidence, grouped by object */
	size_t n, cap;
	size_t *end;        /* one past each object's last incidence */
	size_t nobj, objcap;
	size_t natt;
};

static int push(void **p, size_t *cap, size_t n, size_t size)
{
	void *q;

	if (n < *cap)
		return 0;
	q = fca_reallocarray(*p, *cap ? *cap * 2 : 1024, size);
	if (!q)
		return -1;
	*p = q;
	*cap = *cap ? *cap * 2 : 1024;
	return 0;
}

static int parse_line(struct incidences *inc, const struct fca_lines *l, char *err, size_t errlen)
{
	const char *s = l->text, *end = l->text + l->len;

	while (s < end) {
		size_t v = 0;
		const char *start;

		if (isspace((unsigned char)*s)) {
			s++;
			continue;
		}
		for (start = s; s < end && isdigit((unsigned char)*s); s++) {
			if (v > (FCA_MAX_ELEMENTS - (size_t)(*s - '0')) / 10)
				return fca_fail(err, errlen, "line %zu: attribute number too large",
						l->number);
			v = v * 10 + (size_t)(*s - '0');
		}
		if (s == start || (s < end && !isspace((unsigned char)*s)))
			return fca_fail(err, errlen, "line %zu: column %zu: expected an attribute number",
					l->number, (size_t)(s - l->text) + 1);
		if (v == 0)
			return fca_fail(err, errlen, "line %zu: attribute 0 out of range (they start at 1)",
					l->number);
		if (push((void **)&inc->attr, &inc->cap, inc->n, sizeof(uint32_t)))
			return fca_fail(err, errlen, "out of memory");
		inc->attr[inc->n++] = (uint32_t)(v - 1);
		if (v > inc->natt)
			inc->natt = v;
	}
	if (inc->nobj >= FCA_MAX_ELEMENTS)
		return fca_fail(err, errlen, "line %zu: too many objects", l->number);
	if (push((void **)&inc->end, &inc->objcap, inc->nobj, sizeof(size_t)))
		return fca_fail(err, errlen, "out of memory");
	inc->end[inc->nobj++] = inc->n;
	return 0;
}

int fca_read_dat(const char *path, struct fca_context **out, char *err, size_t errlen)
{
	struct incidences inc = { 0 };
	struct fca_lines l;
	struct fca_context *ctx = NULL;
	int ioerr = 0, status = -1;
	size_t o, i = 0;

	*out = NULL;
	if (fca_lines_open(&l, path, err, errlen))
		return -1;
	while (fca_lines_next(&l, &ioerr))
		if (parse_line(&inc, &l, err, errlen))
			goto done;
	if (ioerr) {
		fca_fail(err, errlen, "read error after line %zu", l.number);
		goto done;
	}
	ctx = fca_context_new(inc.nobj, inc.natt);
	if (!ctx) {
		fca_fail(err, errlen, "out of memory (%zu objects × %zu attributes)", inc.nobj, inc.natt);
		goto done;
	}
	for (o = 0; o < inc.nobj; o++)
		for (; i < inc.end[o]; i++)
			fca_context_set(ctx, o, inc.attr[i]);
	*out = ctx;
	status = 0;
done:
	fca_lines_close(&l);
	free(inc.attr);
	free(inc.end);
	return status;
}
