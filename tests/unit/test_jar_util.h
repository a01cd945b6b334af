/*
 * Helpers shared by the jar tests: zips built with libzip, and byte surgery
 * on them to make the hostile archives libzip itself would never write (the
 * scratch folder they go to is support.h's).
 */
#ifndef TEST_JAR_UTIL_H
#define TEST_JAR_UTIL_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zip.h>

struct zentry {
	const char *name;
	const void *data;
	size_t len;          /* 0 with data: strlen(data) */
	int store;           /* 1: ZIP_CM_STORE, 0: ZIP_CM_DEFLATE */
	int level;           /* DEFLATE level, 0 = 9 */
};

static inline void make_zip(const char *path, const struct zentry *e, size_t n)
{
	int zerr;
	zip_t *za = zip_open(path, ZIP_CREATE | ZIP_TRUNCATE, &zerr);
	size_t i;

	if (!za)
		abort();
	for (i = 0; i < n; i++) {
		size_t len = e[i].len ? e[i].len : (e[i].data ? strlen(e[i].data) : 0);
		zip_int64_t idx;

		if (e[i].name[strlen(e[i].name) - 1] == '/') {
			idx = zip_dir_add(za, e[i].name, 0);
		} else {
			zip_source_t *s = zip_source_buffer(za, e[i].data, len, 0);

			idx = zip_file_add(za, e[i].name, s, 0);
			if (idx >= 0)
				zip_set_file_compression(za, (zip_uint64_t)idx,
							 e[i].store ? ZIP_CM_STORE : ZIP_CM_DEFLATE,
							 (zip_uint32_t)(e[i].level ? e[i].level : 9));
		}
		if (idx < 0)
			abort();
	}
	if (zip_close(za))
		abort();
}

static inline unsigned char *slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	unsigned char *d;
	long n;

	*len = 0;
	if (!f)
		abort();
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	fseek(f, 0, SEEK_SET);
	d = malloc((size_t)n + 1);
	if (fread(d, 1, (size_t)n, f) != (size_t)n)
		abort();
	fclose(f);
	*len = (size_t)n;
	return d;
}

static inline void spit(const char *path, const void *d, size_t len)
{
	FILE *f = fopen(path, "wb");

	if (!f || fwrite(d, 1, len, f) != len || fclose(f))
		abort();
}

/* A jmod of the entries: their zip after jmod's 4-byte header. */
static inline void make_jmod(const char *path, const struct zentry *e, size_t n)
{
	size_t len;
	unsigned char *zip, *jmod;

	make_zip(path, e, n);
	zip = slurp(path, &len);
	jmod = malloc(len + 4);
	if (!jmod)
		abort();
	memcpy(jmod, "JM\1\0", 4);
	memcpy(jmod + 4, zip, len);
	spit(path, jmod, len + 4);
	free(zip);
	free(jmod);
}

/* Replace every occurrence of `from` by `to` (same length) in a file. */
static inline int patch_all(const char *path, const void *from, const void *to, size_t n)
{
	size_t len, i;
	unsigned char *d = slurp(path, &len);
	int hits = 0;

	for (i = 0; i + n <= len; i++)
		if (!memcmp(d + i, from, n)) {
			memcpy(d + i, to, n);
			hits++;
		}
	spit(path, d, len);
	free(d);
	return hits;
}

static inline void put_le32(unsigned char *p, uint32_t v)
{
	p[0] = (unsigned char)v;
	p[1] = (unsigned char)(v >> 8);
	p[2] = (unsigned char)(v >> 16);
	p[3] = (unsigned char)(v >> 24);
}

static inline uint16_t get_le16(const unsigned char *p)
{
	return (uint16_t)(p[0] | p[1] << 8);
}

/* Set the uncompressed (or with `compressed`, the compressed) size of every
 * entry, in local and central headers. */
static inline void patch_sizes(const char *path, uint32_t size, int compressed)
{
	size_t len, i;
	unsigned char *d = slurp(path, &len);

	for (i = 0; i + 46 <= len; i++) {
		if (!memcmp(d + i, "PK\3\4", 4))
			put_le32(d + i + (compressed ? 18 : 22), size);
		else if (!memcmp(d + i, "PK\1\2", 4))
			put_le32(d + i + (compressed ? 20 : 24), size);
	}
	spit(path, d, len);
	free(d);
}

/* Set the CRC of every entry, in local and central headers. */
static inline void patch_crcs(const char *path, uint32_t crc)
{
	size_t len, i;
	unsigned char *d = slurp(path, &len);

	for (i = 0; i + 46 <= len; i++) {
		if (!memcmp(d + i, "PK\3\4", 4))
			put_le32(d + i + 14, crc);
		else if (!memcmp(d + i, "PK\1\2", 4))
			put_le32(d + i + 16, crc);
	}
	spit(path, d, len);
	free(d);
}

#endif
