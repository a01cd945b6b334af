/*
 * libFuzzer target for kaba retrace: the input is a mapping, a NUL byte and
 * a stack trace.  The mapping either fails with KABA_EINPUT or loads; then
 * every line of the trace retraces without a fault, and a line that is not
 * a frame ("at ...(") comes out unchanged.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "kaba/retrace.h"

static int is_frame(const char *s, size_t len)
{
	while (len && (*s == ' ' || *s == '\t'))
		s++, len--;
	return len >= 3 && !memcmp(s, "at ", 3) && memchr(s, '(', len);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *text = (const char *)data, *nul = memchr(text, 0, size), *s, *end, *nl;
	struct kaba_error err = { 0 };
	struct kaba_retrace *r;
	struct kaba_buf out;

	if (kaba_retrace_parse(text, nul ? (size_t)(nul - text) : size, "fuzz", &r, &err)) {
		if (err.status != KABA_EINPUT)
			abort();
		return 0;
	}
	kaba_buf_init(&out);
	end = text + size;
	for (s = nul ? nul + 1 : end; s < end; s = nl + 1) {
		nl = memchr(s, '\n', (size_t)(end - s));
		if (!nl)
			nl = end;
		out.len = 0;
		kaba_retrace_line(r, s, (size_t)(nl - s), &out);
		if (!out.oom && !is_frame(s, (size_t)(nl - s)) &&
		    (out.len != (size_t)(nl - s) || (out.len && memcmp(out.data, s, out.len))))
			abort();
	}
	kaba_buf_free(&out);
	kaba_retrace_free(r);
	return 0;
}
