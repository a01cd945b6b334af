/* Writing jars: fixed order and timestamps, byte-identical reruns, raw
 * copies of unchanged entries, dropped signatures, all-or-nothing output. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>
#include <dirent.h>
#include <sys/stat.h>

#include "kaba/jar.h"
#include "support.h"
#include "test_jar_util.h"

static const unsigned char class_bytes[] = { 0xca, 0xfe, 0xba, 0xbe, 0, 0, 0, 61, 1, 2, 3 };
static const char manifest[] = "Manifest-Version: 1.0\r\nMain-Class: p.Main\r\n\r\n";

static void add(struct kaba_jar_writer *w, const char *name, const void *data, size_t len)
{
	struct kaba_error err = { 0 };

	assert_int_equal(kaba_jar_writer_add(w, name, data, len, &err), KABA_OK);
}

static void close_ok(struct kaba_jar_writer *w)
{
	struct kaba_error err = { 0 };

	if (kaba_jar_writer_close(w, &err)) {
		kaba_error_print(&err, stderr);
		fail();
	}
}

/* The same entries given in two orders. */
static void write_sample(const char *path, int reverse)
{
	static const char *const names[] = {
		"z.txt", "META-INF/MANIFEST.MF", "p/B.class", "META-INF/services/p.S",
		"a.properties", "p/A.class", "p/a/Z.class",
	};
	struct kaba_error err = { 0 };
	struct kaba_jar_writer *w;
	size_t i, n = sizeof(names) / sizeof(names[0]);

	assert_int_equal(kaba_jar_writer_open(path, &w, &err), KABA_OK);
	for (i = 0; i < n; i++) {
		const char *name = names[reverse ? n - 1 - i : i];

		if (strstr(name, ".class"))
			add(w, name, class_bytes, sizeof(class_bytes));
		else if (strstr(name, "MANIFEST"))
			add(w, name, manifest, strlen(manifest));
		else
			add(w, name, name, strlen(name));
	}
	close_ok(w);
}

static void deterministic_order_and_bytes(void **state)
{
	static const char *const order[] = {
		"META-INF/", "META-INF/MANIFEST.MF", "p/A.class", "p/B.class", "p/a/Z.class",
		"META-INF/services/p.S", "a.properties", "z.txt",
	};
	unsigned char *a, *b;
	size_t alen, blen, i, central = 0;
	int zerr;
	zip_t *za;

	(void)state;
	write_sample(at("one.jar"), 0);
	write_sample(at("two.jar"), 1);
	a = slurp(at("one.jar"), &alen);
	b = slurp(at("two.jar"), &blen);
	assert_int_equal(alen, blen);
	assert_memory_equal(a, b, alen);

	za = zip_open(at("one.jar"), ZIP_RDONLY, &zerr);
	assert_non_null(za);
	assert_int_equal(zip_get_num_entries(za, 0), 8);
	for (i = 0; i < 8; i++) {
		zip_stat_t st;

		assert_string_equal(zip_get_name(za, i, 0), order[i]);
		assert_int_equal(zip_stat_index(za, i, 0, &st), 0);
		if (i > 0)
			assert_int_equal(st.comp_method, ZIP_CM_DEFLATE);
	}
	zip_discard(za);
	/* Every central directory record carries 1980-01-01 00:00. */
	for (i = 0; i + 46 <= alen; i++)
		if (!memcmp(a + i, "PK\1\2", 4)) {
			assert_int_equal(get_le16(a + i + 12), 0);
			assert_int_equal(get_le16(a + i + 14), 0x21);
			central++;
		}
	assert_int_equal(central, 8);
	free(a);
	free(b);
}

static void copies_unchanged_entries_raw(void **state)
{
	char text[8192];
	const struct zentry z[] = {
		{ "data.bin", text, sizeof(text), 1, 0 },
		{ "fast.txt", text, sizeof(text), 0, 1 },
		{ "META-INF/MANIFEST.MF", manifest, 0, 0, 0 },
		{ "p/A.class", class_bytes, sizeof(class_bytes), 0, 0 },
	};
	struct kaba_error err = { 0 };
	struct kaba_jar_writer *w;
	struct kaba_jar *src, *out;
	zip_stat_t in_st, out_st;
	int zerr;
	zip_t *zin, *zout;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(text); i++)
		text[i] = "abcabcabd"[i % 9];
	make_zip(at("src.jar"), z, 4);
	src = open_ok(at("src.jar"), NULL);
	assert_int_equal(kaba_jar_writer_open(at("out.jar"), &w, &err), KABA_OK);
	for (i = 0; i < kaba_jar_count(src); i++)
		assert_int_equal(kaba_jar_writer_copy(w, src, i, NULL, &err), KABA_OK);
	close_ok(w);
	kaba_jar_close(src);

	zin = zip_open(at("src.jar"), ZIP_RDONLY, &zerr);
	zout = zip_open(at("out.jar"), ZIP_RDONLY, &zerr);
	assert_non_null(zin);
	assert_non_null(zout);
	/* Stored stays stored, level 1 stays level 1: nothing was recompressed. */
	assert_int_equal(zip_stat(zout, "data.bin", 0, &out_st), 0);
	assert_int_equal(out_st.comp_method, ZIP_CM_STORE);
	assert_int_equal(zip_stat(zin, "fast.txt", 0, &in_st), 0);
	assert_int_equal(zip_stat(zout, "fast.txt", 0, &out_st), 0);
	assert_int_equal(out_st.comp_method, ZIP_CM_DEFLATE);
	assert_int_equal(out_st.comp_size, in_st.comp_size);
	assert_int_equal(out_st.crc, in_st.crc);
	assert_string_equal(zip_get_name(zout, 1, 0), "META-INF/MANIFEST.MF");
	zip_discard(zin);
	zip_discard(zout);

	out = open_ok(at("out.jar"), NULL);
	assert_int_equal(kaba_jar_count(out), 5);
	{
		struct kaba_buf b;

		kaba_buf_init(&b);
		assert_int_equal(kaba_jar_read(out, (size_t)kaba_jar_find(out, "fast.txt"), &b, &err), KABA_OK);
		assert_int_equal(b.len, sizeof(text));
		assert_memory_equal(b.data, text, sizeof(text));
		kaba_buf_free(&b);
	}
	kaba_jar_close(out);
}

static void copies_from_jmod_and_directory(void **state)
{
	const struct zentry z[] = {
		{ "classes/p/C.class", class_bytes, sizeof(class_bytes), 0, 0 },
		{ "conf/x.properties", "a=b", 0, 0, 0 },
	};
	struct kaba_error err = { 0 };
	struct kaba_jar_writer *w;
	struct kaba_jar *jmod, *dir, *out;
	size_t i;
	struct kaba_buf b;

	(void)state;
	make_jmod(at("m.jmod"), z, 2);
	assert_int_equal(mkdir(at("cp"), 0755), 0);
	assert_int_equal(mkdir(at("cp/q"), 0755), 0);
	spit(at("cp/q/D.class"), class_bytes, sizeof(class_bytes));

	jmod = open_ok(at("m.jmod"), NULL);
	dir = open_ok(at("cp"), NULL);
	assert_int_equal(kaba_jar_writer_open(at("out.jar"), &w, &err), KABA_OK);
	assert_int_equal(kaba_jar_writer_copy(w, jmod, 0, NULL, &err), KABA_OK);
	/* conf/ is not on the class path: it needs an explicit name. */
	assert_int_equal(kaba_jar_writer_copy(w, jmod, 1, NULL, &err), KABA_EINTERNAL);
	assert_int_equal(kaba_jar_writer_copy(w, jmod, 1, "conf/x.properties", &err), KABA_OK);
	assert_int_equal(kaba_jar_writer_copy(w, dir, 0, NULL, &err), KABA_OK);
	close_ok(w);
	kaba_jar_close(jmod);
	kaba_jar_close(dir);

	out = open_ok(at("out.jar"), NULL);
	assert_int_equal(kaba_jar_count(out), 4);
	kaba_buf_init(&b);
	for (i = 0; i < 2; i++) {
		long k = kaba_jar_find(out, i ? "q/D.class" : "p/C.class");

		assert_true(k >= 0);
		assert_int_equal(kaba_jar_read(out, (size_t)k, &b, &err), KABA_OK);
		assert_int_equal(b.len, sizeof(class_bytes));
		assert_memory_equal(b.data, class_bytes, sizeof(class_bytes));
	}
	assert_true(kaba_jar_find(out, "conf/x.properties") >= 0);
	kaba_buf_free(&b);
	kaba_jar_close(out);
}

static void drops_signatures(void **state)
{
	const struct zentry z[] = {
		{ "META-INF/MANIFEST.MF", manifest, 0, 0, 0 },
		{ "META-INF/KEY.SF", "sig", 0, 0, 0 },
		{ "META-INF/KEY.RSA", "sig", 0, 0, 0 },
		{ "META-INF/key.ec", "sig", 0, 0, 0 },
		{ "META-INF/sub/KEY.SF", "not a signature", 0, 0, 0 },
		{ "p/A.class", class_bytes, sizeof(class_bytes), 0, 0 },
	};
	struct kaba_error err = { 0 };
	struct kaba_jar_writer *w;
	struct kaba_jar *src, *out;
	size_t i;

	(void)state;
	make_zip(at("signed.jar"), z, 6);
	src = open_ok(at("signed.jar"), NULL);
	assert_int_equal(kaba_jar_writer_open(at("out.jar"), &w, &err), KABA_OK);
	for (i = 0; i < kaba_jar_count(src); i++)
		assert_int_equal(kaba_jar_writer_copy(w, src, i, NULL, &err), KABA_OK);
	close_ok(w);
	kaba_jar_close(src);
	out = open_ok(at("out.jar"), NULL);
	assert_int_equal(kaba_jar_count(out), 4);
	assert_int_equal(kaba_jar_find(out, "META-INF/KEY.SF"), -1);
	assert_int_equal(kaba_jar_find(out, "META-INF/KEY.RSA"), -1);
	assert_int_equal(kaba_jar_find(out, "META-INF/key.ec"), -1);
	assert_true(kaba_jar_find(out, "META-INF/sub/KEY.SF") >= 0);
	kaba_jar_close(out);
}

static size_t files_in_scratch(void)
{
	DIR *d = opendir(at("."));
	struct dirent *e;
	size_t n = 0;

	while ((e = readdir(d)))
		n += e->d_name[0] != '.';
	closedir(d);
	return n;
}

static void all_or_nothing(void **state)
{
	const struct zentry z[] = { { "x.txt", "hello, world", 0, 1, 0 } };
	struct kaba_error err = { 0 };
	struct kaba_jar_writer *w;
	struct kaba_jar *src;
	unsigned char *before, *after;
	size_t blen, alen;

	(void)state;
	/* A folder that does not exist. */
	assert_int_equal(kaba_jar_writer_open(at("no/such/dir/out.jar"), &w, &err), KABA_OK);
	add(w, "a.txt", "a", 1);
	assert_int_equal(kaba_jar_writer_close(w, &err), KABA_EIO);
	kaba_error_print(&err, stdout);
	assert_int_equal(files_in_scratch(), 0);

	/* Two entries with one name: the existing jar stays as it was. */
	spit(at("out.jar"), "previous", 8);
	assert_int_equal(kaba_jar_writer_open(at("out.jar"), &w, &err), KABA_OK);
	add(w, "p/A.class", class_bytes, sizeof(class_bytes));
	add(w, "p/A.class", class_bytes, sizeof(class_bytes));
	assert_int_equal(kaba_jar_writer_close(w, &err), KABA_EINPUT);
	kaba_error_print(&err, stdout);
	after = slurp(at("out.jar"), &alen);
	assert_int_equal(alen, 8);
	assert_memory_equal(after, "previous", 8);
	free(after);

	/* A damaged entry is refused when it is queued, not passed on. */
	make_zip(at("crc.jar"), z, 1);
	patch_all(at("crc.jar"), "hello, world", "hello, World", 12);
	before = slurp(at("crc.jar"), &blen);
	src = open_ok(at("crc.jar"), NULL);
	assert_int_equal(kaba_jar_writer_open(at("out2.jar"), &w, &err), KABA_OK);
	assert_int_equal(kaba_jar_writer_copy(w, src, 0, NULL, &err), KABA_EINPUT);
	kaba_error_print(&err, stdout);
	kaba_jar_writer_discard(w);
	kaba_jar_close(src);
	after = slurp(at("crc.jar"), &alen);
	assert_int_equal(alen, blen);
	assert_memory_equal(after, before, blen);
	free(before);
	free(after);
	/* out.jar, crc.jar; no out2.jar and no temporary file. */
	assert_int_equal(files_in_scratch(), 2);
}

/* kaba_jar_writer_copy_rest: the entries `skip` claims are not copied. */
static int skip_classes(void *ctx, size_t i, const struct kaba_jar_entry *e)
{
	(void)i;
	++*(size_t *)ctx;
	return e->is_class;
}

static void copies_the_rest(void **state)
{
	const struct zentry z[] = {
		{ "a.txt", "a", 0, 0, 0 },
		{ "p/", "", 0, 1, 0 },
		{ "p/A.class", class_bytes, sizeof(class_bytes), 0, 0 },
		{ "p/b.txt", "b", 0, 0, 0 },
	};
	struct kaba_error err = { 0 };
	struct kaba_jar_writer *w;
	struct kaba_jar *src, *out;
	size_t asked = 0, copied = 0;

	(void)state;
	make_zip(at("src.jar"), z, 4);
	src = open_ok(at("src.jar"), NULL);
	assert_int_equal(kaba_jar_writer_open(at("out.jar"), &w, &err), KABA_OK);
	assert_int_equal(kaba_jar_writer_copy_rest(w, src, skip_classes, &asked, &copied, &err),
			 KABA_OK);
	close_ok(w);
	kaba_jar_close(src);
	assert_int_equal(asked, 3);     /* the directory is never offered */
	assert_int_equal(copied, 2);
	out = open_ok(at("out.jar"), NULL);
	assert_int_equal(kaba_jar_find(out, "a.txt") >= 0, 1);
	assert_int_equal(kaba_jar_find(out, "p/b.txt") >= 0, 1);
	assert_int_equal(kaba_jar_find(out, "p/A.class"), -1);
	kaba_jar_close(out);
}

static void refuses_unsafe_output_names(void **state)
{
	struct kaba_error err = { 0 };
	struct kaba_jar_writer *w;

	(void)state;
	assert_int_equal(kaba_jar_writer_open(at("out.jar"), &w, &err), KABA_OK);
	assert_int_equal(kaba_jar_writer_add(w, "../x.class", "x", 1, &err), KABA_EINPUT);
	kaba_error_print(&err, stdout);
	kaba_jar_writer_discard(w);
	assert_int_equal(files_in_scratch(), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		scratch_test(deterministic_order_and_bytes),
		scratch_test(copies_unchanged_entries_raw),
		scratch_test(copies_from_jmod_and_directory),
		scratch_test(drops_signatures),
		scratch_test(all_or_nothing),
		scratch_test(refuses_unsafe_output_names),
		scratch_test(copies_the_rest),
	};

	return cmocka_run_group_tests_name("jar writing", tests, NULL, NULL);
}
