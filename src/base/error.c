#include "kaba/error.h"

#include <stdarg.h>
#include <string.h>

int kaba_fail(struct kaba_error *err, int status, const char *where,
	      long long offset, const char *fmt, ...)
{
	va_list ap;

	if (!err)
		return status;
	err->status = status;
	err->offset = offset;
	snprintf(err->where, sizeof(err->where), "%s", where ? where : "");
	va_start(ap, fmt);
	vsnprintf(err->what, sizeof(err->what), fmt, ap);
	va_end(ap);
	return status;
}

/* Append src to dst (capacity cap), keeping what fits: the beginning of a
 * location (the file name) matters most. */
static size_t append(char *dst, size_t len, size_t cap, const char *src)
{
	size_t n = strlen(src);

	if (n > cap - 1 - len)
		n = cap - 1 - len;
	memcpy(dst + len, src, n);
	dst[len + n] = '\0';
	return len + n;
}

void kaba_error_wrap(struct kaba_error *err, const char *outer)
{
	char inner[sizeof(err->where)];
	size_t len;

	if (!err || !outer || !*outer)
		return;
	memcpy(inner, err->where, sizeof(inner));
	err->where[0] = '\0';
	len = append(err->where, 0, sizeof(err->where), outer);
	if (inner[0]) {
		len = append(err->where, len, sizeof(err->where), "!");
		append(err->where, len, sizeof(err->where), inner);
	}
}

void kaba_error_print(const struct kaba_error *err, FILE *out)
{
	fprintf(out, "kaba: ");
	if (err->where[0])
		fprintf(out, "%s: ", err->where);
	fputs(err->what[0] ? err->what : "unknown error", out);
	if (err->offset >= 0)
		fprintf(out, " (at offset %lld)", err->offset);
	fputc('\n', out);
}
