/*
 * Zip and jmod inputs through libzip.  libzip trusts the central directory;
 * kaba does not: every read is bounded by the declared size, a bigger result
 * is refused before it is stored, and the CRC is checked by reading on to
 * libzip's end of entry.
 */
#include <stdint.h>
#include <string.h>

#include "jar_internal.h"

int jar_zip_fail(struct kaba_error *err, const char *where, int zip_code, int sys_code)
{
	switch (zip_code) {
	case ZIP_ER_NOZIP:
		return kaba_fail(err, KABA_EINPUT, where, -1, "not a zip, jar or jmod file");
	case ZIP_ER_INCONS:
		return kaba_fail(err, KABA_EINPUT, where, -1, "damaged zip: inconsistent directory");
	case ZIP_ER_EOF:
		return kaba_fail(err, KABA_EINPUT, where, -1, "truncated data");
	case ZIP_ER_CRC:
		return kaba_fail(err, KABA_EINPUT, where, -1, "CRC mismatch");
	case ZIP_ER_ZLIB:
	case ZIP_ER_COMPRESSED_DATA:
		return kaba_fail(err, KABA_EINPUT, where, -1, "corrupt compressed data");
	case ZIP_ER_MULTIDISK:
		return kaba_fail(err, KABA_EUNSUPPORTED, where, -1, "multi-disk zip archives are not supported");
	case ZIP_ER_COMPNOTSUPP:
		return kaba_fail(err, KABA_EUNSUPPORTED, where, -1, "compression method not supported");
	case ZIP_ER_ENCRNOTSUPP:
	case ZIP_ER_NOPASSWD:
	case ZIP_ER_WRONGPASSWD:
		return kaba_fail(err, KABA_EUNSUPPORTED, where, -1, "encrypted entries are not supported");
	case ZIP_ER_MEMORY:
		return kaba_fail(err, KABA_EINTERNAL, where, -1, "out of memory");
	case ZIP_ER_NOENT:
	case ZIP_ER_OPEN:
	case ZIP_ER_READ:
	case ZIP_ER_SEEK:
	case ZIP_ER_TELL:
		return kaba_fail(err, KABA_EIO, where, -1, "cannot read: %s",
				 sys_code ? strerror(sys_code) : "I/O error");
	default: {
		zip_error_t ze;
		int rc;

		zip_error_init_with_code(&ze, zip_code);
		rc = kaba_fail(err, KABA_EINPUT, where, -1, "zip error: %s", zip_error_strerror(&ze));
		zip_error_fini(&ze);
		return rc;
	}
	}
}

int jar_zip_list(struct kaba_jar *jar, struct kaba_error *err)
{
	zip_int64_t n = zip_get_num_entries(jar->za, 0);
	zip_uint64_t i;
	int rc;

	if (n < 0)
		return kaba_fail(err, KABA_EINTERNAL, jar->name, -1, "cannot count entries");
	if ((uint64_t)n > jar->limits.max_entries)
		return kaba_fail(err, KABA_EINPUT, jar->name, -1,
				 "%lld entries exceed the limit of %llu", (long long)n,
				 (unsigned long long)jar->limits.max_entries);
	for (i = 0; i < (zip_uint64_t)n; i++) {
		zip_stat_t st;

		if (zip_stat_index(jar->za, i, ZIP_FL_ENC_RAW, &st)) {
			zip_error_t *ze = zip_get_error(jar->za);

			return jar_zip_fail(err, jar->name, zip_error_code_zip(ze),
					    zip_error_code_system(ze));
		}
		if (!(st.valid & ZIP_STAT_NAME) || !(st.valid & ZIP_STAT_SIZE))
			return kaba_fail(err, KABA_EINPUT, jar->name, -1,
					 "entry %llu has no name or size", (unsigned long long)i);
		rc = jar_add_entry(jar, st.name, st.size, i, err);
		if (rc)
			return rc;
	}
	return KABA_OK;
}

/* Refuse entries that expand too far for their compressed size. */
static int check_ratio(struct kaba_jar *jar, const struct kaba_jar_entry *e,
		       struct kaba_error *err)
{
	zip_stat_t st;
	uint64_t max = jar->limits.max_ratio;

	if (e->size < jar->limits.ratio_min_size || !max)
		return KABA_OK;
	if (zip_stat_index(jar->za, e->zindex, 0, &st) || !(st.valid & ZIP_STAT_COMP_SIZE))
		return jar_entry_fail(err, jar, e->name, KABA_EINPUT, -1, "no compressed size");
	if (st.comp_size > UINT64_MAX / max || st.comp_size * max >= e->size)
		return KABA_OK;
	return jar_entry_fail(err, jar, e->name, KABA_EINPUT, -1,
			      "expands %llu bytes to %llu, more than %llu:1 (zip bomb?)",
			      (unsigned long long)st.comp_size, (unsigned long long)e->size,
			      (unsigned long long)max);
}

int jar_zip_read(struct kaba_jar *jar, const struct kaba_jar_entry *e,
		 struct kaba_buf *out, struct kaba_error *err)
{
	/* Room for one byte more than declared: getting it proves a lie. */
	size_t room = (size_t)e->size + 1;
	zip_file_t *zf;
	int rc = check_ratio(jar, e, err);

	if (rc)
		return rc;
	if (e->size >= SIZE_MAX || kaba_buf_reserve(out, room))
		return jar_entry_fail(err, jar, e->name, KABA_EINTERNAL, -1, "out of memory");
	zf = zip_fopen_index(jar->za, e->zindex, 0);
	if (!zf) {
		zip_error_t *ze = zip_get_error(jar->za);

		rc = jar_zip_fail(err, e->name, zip_error_code_zip(ze), zip_error_code_system(ze));
		kaba_error_wrap(err, jar->name);
		return rc;
	}
	for (;;) {
		zip_int64_t n = zip_fread(zf, out->data + out->len, room - out->len);

		if (n < 0) {
			zip_error_t *ze = zip_file_get_error(zf);

			rc = jar_zip_fail(err, e->name, zip_error_code_zip(ze),
					  zip_error_code_system(ze));
			kaba_error_wrap(err, jar->name);
			break;
		}
		if (n == 0) {
			if (out->len < e->size)
				rc = jar_entry_fail(err, jar, e->name, KABA_EINPUT, (long long)out->len,
						    "entry ends after %zu of %llu declared bytes",
						    out->len, (unsigned long long)e->size);
			break;
		}
		out->len += (size_t)n;
		if (out->len > e->size) {
			rc = jar_entry_fail(err, jar, e->name, KABA_EINPUT, (long long)e->size,
					    "entry holds more than its declared %llu bytes",
					    (unsigned long long)e->size);
			break;
		}
	}
	zip_fclose(zf);
	if (rc)
		out->len = 0;
	return rc;
}
