/*
 * The Main-Class of a jar's manifest.  Manifest lines are at most 72 bytes;
 * longer values continue on lines that start with one space, so a header is
 * the concatenation of its physical lines.  Only the main section (up to the
 * first empty line) holds Main-Class.
 */
#include <strings.h>
#include <string.h>

#include "jar_internal.h"

/* If the logical line `hdr` is "Main-Class: VALUE", store VALUE. */
static int take_header(struct kaba_jar *jar, struct kaba_buf *hdr, struct kaba_error *err)
{
	static const char key[] = "Main-Class:";
	size_t n = sizeof(key) - 1, end = hdr->len;

	if (hdr->len <= n || strncasecmp((const char *)hdr->data, key, n))
		return KABA_OK;
	while (n < end && hdr->data[n] == ' ')
		n++;
	while (end > n && (hdr->data[end - 1] == ' ' || hdr->data[end - 1] == '\t'))
		end--;
	if (end == n)
		return KABA_OK;
	jar->main_class = kaba_arena_strndup(&jar->arena, (const char *)hdr->data + n, end - n);
	return jar->main_class ? KABA_OK : kaba_fail(err, KABA_EINTERNAL, jar->name, -1, "out of memory");
}

static int parse(struct kaba_jar *jar, const struct kaba_buf *mf, struct kaba_buf *hdr,
		 struct kaba_error *err)
{
	size_t i = 0;
	int rc;

	while (i < mf->len) {
		size_t start = i, len;

		while (i < mf->len && mf->data[i] != '\n' && mf->data[i] != '\r')
			i++;
		len = i - start;
		if (i < mf->len && mf->data[i] == '\r' && i + 1 < mf->len && mf->data[i + 1] == '\n')
			i++;
		if (i < mf->len)
			i++;
		if (len && mf->data[start] == ' ') {
			kaba_buf_put(hdr, mf->data + start + 1, len - 1);
			continue;
		}
		rc = take_header(jar, hdr, err);
		hdr->len = 0;
		if (rc || jar->main_class || !len)
			return rc;
		kaba_buf_put(hdr, mf->data + start, len);
	}
	return take_header(jar, hdr, err);
}

int kaba_jar_main_class(struct kaba_jar *jar, const char **main_class,
			struct kaba_error *err)
{
	long i = kaba_jar_find(jar, "META-INF/MANIFEST.MF");
	struct kaba_buf mf, hdr;
	int rc = KABA_OK;

	if (!jar->main_class_done && i >= 0) {
		kaba_buf_init(&mf);
		kaba_buf_init(&hdr);
		rc = kaba_jar_read(jar, (size_t)i, &mf, err);
		if (!rc)
			rc = parse(jar, &mf, &hdr, err);
		if (!rc && (mf.oom || hdr.oom))
			rc = kaba_fail(err, KABA_EINTERNAL, jar->name, -1, "out of memory");
		kaba_buf_free(&mf);
		kaba_buf_free(&hdr);
	}
	jar->main_class_done = !rc;
	*main_class = rc ? NULL : jar->main_class;
	return rc;
}
