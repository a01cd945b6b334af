/*
 * Helpers shared by the class-file tests: every class of a jar or jmod read
 * into memory with libzip (a jmod is a zip after a 4-byte header), and a
 * tiny hand-written class to mutate into hostile inputs.
 */
#ifndef TEST_CLASSFILE_UTIL_H
#define TEST_CLASSFILE_UTIL_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zip.h>

#include "kaba/buf.h"

#define JAVA_BASE_JMOD "/usr/lib/jvm/java-17-openjdk-amd64/jmods/java.base.jmod"
#define ANTLR_JAR "/usr/share/java/antlr.jar"

struct test_class {
	char *name;
	uint8_t *data;
	size_t len;
};

struct test_classes {
	struct test_class *v;
	size_t n;
};

static inline void test_classes_free(struct test_classes *tc)
{
	size_t i;

	for (i = 0; i < tc->n; i++) {
		free(tc->v[i].name);
		free(tc->v[i].data);
	}
	free(tc->v);
	tc->v = NULL;
	tc->n = 0;
}

/* All *.class entries of a jar, or of a jmod (offset 4); 0 or -1. */
static inline int test_classes_load(const char *path, struct test_classes *tc)
{
	size_t jmod = strlen(path) > 5 && !strcmp(path + strlen(path) - 5, ".jmod");
	zip_error_t zerr;
	zip_source_t *src;
	zip_t *za;
	zip_int64_t i, n;

	memset(tc, 0, sizeof(*tc));
	zip_error_init(&zerr);
	src = zip_source_file_create(path, jmod ? 4 : 0, -1, &zerr);
	if (!src)
		return -1;
	za = zip_open_from_source(src, ZIP_RDONLY, &zerr);
	if (!za) {
		zip_source_free(src);
		return -1;
	}
	n = zip_get_num_entries(za, 0);
	tc->v = calloc((size_t)n, sizeof(*tc->v));
	for (i = 0; tc->v && i < n; i++) {
		const char *name = zip_get_name(za, (zip_uint64_t)i, 0);
		struct zip_stat st;
		zip_file_t *f;
		struct test_class *c;
		size_t len = name ? strlen(name) : 0;

		if (len < 7 || strcmp(name + len - 6, ".class") ||
		    zip_stat_index(za, (zip_uint64_t)i, 0, &st))
			continue;
		c = &tc->v[tc->n++];
		c->name = strdup(name);
		c->len = (size_t)st.size;
		c->data = malloc(c->len ? c->len : 1);
		f = zip_fopen_index(za, (zip_uint64_t)i, 0);
		if (!f || zip_fread(f, c->data, c->len) != (zip_int64_t)c->len)
			abort();
		zip_fclose(f);
	}
	zip_close(za);
	return tc->v ? 0 : -1;
}

/* The smallest entry whose name ends in `suffix`, or NULL. */
static inline const struct test_class *test_classes_find(const struct test_classes *tc,
							  const char *suffix)
{
	size_t i, n = strlen(suffix);

	for (i = 0; i < tc->n; i++) {
		size_t len = strlen(tc->v[i].name);

		if (len >= n && !strcmp(tc->v[i].name + len - n, suffix))
			return &tc->v[i];
	}
	return NULL;
}

/*
 * A minimal class "T" (version 52) with one static method m()V whose code
 * is `code`, no StackMapTable.  Constant pool:
 *   1 Utf8 T  2 Class #1  3 Utf8 java/lang/Object  4 Class #3
 *   5 Utf8 m  6 Utf8 ()V  7 Utf8 Code  8 Integer 7
 * Offsets of the interesting bytes are returned for mutations.
 */
struct tiny_class {
	struct kaba_buf b;
	size_t cp_count_at, super_at, methods_count_at, code_len_at, code_at;
};

static inline void tiny_class(struct tiny_class *t, const uint8_t *code, uint32_t code_len)
{
	struct kaba_buf *b = &t->b;

	kaba_buf_init(b);
	kaba_buf_u32(b, 0xCAFEBABE);
	kaba_buf_u16(b, 0);
	kaba_buf_u16(b, 52);
	t->cp_count_at = b->len;
	kaba_buf_u16(b, 9);
	kaba_buf_u8(b, 1), kaba_buf_u16(b, 1), kaba_buf_put(b, "T", 1);
	kaba_buf_u8(b, 7), kaba_buf_u16(b, 1);
	kaba_buf_u8(b, 1), kaba_buf_u16(b, 16), kaba_buf_put(b, "java/lang/Object", 16);
	kaba_buf_u8(b, 7), kaba_buf_u16(b, 3);
	kaba_buf_u8(b, 1), kaba_buf_u16(b, 1), kaba_buf_put(b, "m", 1);
	kaba_buf_u8(b, 1), kaba_buf_u16(b, 3), kaba_buf_put(b, "()V", 3);
	kaba_buf_u8(b, 1), kaba_buf_u16(b, 4), kaba_buf_put(b, "Code", 4);
	kaba_buf_u8(b, 3), kaba_buf_u32(b, 7);
	kaba_buf_u16(b, 0x21);          /* public super */
	kaba_buf_u16(b, 2);
	t->super_at = b->len;
	kaba_buf_u16(b, 4);
	kaba_buf_u16(b, 0);             /* interfaces */
	kaba_buf_u16(b, 0);             /* fields */
	t->methods_count_at = b->len;
	kaba_buf_u16(b, 1);
	kaba_buf_u16(b, 0x9);           /* public static */
	kaba_buf_u16(b, 5);
	kaba_buf_u16(b, 6);
	kaba_buf_u16(b, 1);             /* one attribute: Code */
	kaba_buf_u16(b, 7);
	kaba_buf_u32(b, 12 + code_len);
	kaba_buf_u16(b, 4);             /* max_stack */
	kaba_buf_u16(b, 4);             /* max_locals */
	t->code_len_at = b->len;
	kaba_buf_u32(b, code_len);
	t->code_at = b->len;
	kaba_buf_put(b, code, code_len);
	kaba_buf_u16(b, 0);             /* exception table */
	kaba_buf_u16(b, 0);             /* code attributes */
	kaba_buf_u16(b, 0);             /* class attributes */
}

#endif
