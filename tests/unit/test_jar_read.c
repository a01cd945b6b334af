/* Reading inputs: jars, jmods, directories, lone class files, and refusing
 * hostile archives with clear errors. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>
#include <sys/stat.h>
#include <unistd.h>

#include "kaba/jar.h"
#include "support.h"
#include "test_jar_util.h"

static const unsigned char class_bytes[] = { 0xca, 0xfe, 0xba, 0xbe, 0, 0, 0, 61 };
static const char manifest[] =
	"Manifest-Version: 1.0\r\n"
	"Created-By: test\r\n"
	"Main-Class: org.example.deeply.nested.pkg.with.a.long.name.TheMainClassOfT\r\n"
	" hisApplication\r\n"
	"\r\n"
	"Name: a/B.class\r\n"
	"Main-Class: not.This\r\n";

/* Open must fail with `status`, a `where` ending in `where_end`, and a
 * message containing `what`. */
static void open_fails(const char *path, const struct kaba_jar_limits *limits, int status,
		       const char *where_end, const char *what)
{
	struct kaba_error err = { 0 };
	struct kaba_jar *jar = NULL;
	size_t n = strlen(err.where), m = strlen(where_end);

	assert_int_equal(kaba_jar_open(path, limits, &jar, &err), status);
	assert_null(jar);
	kaba_error_print(&err, stdout);
	n = strlen(err.where);
	assert_true(n >= m && !strcmp(err.where + n - m, where_end));
	assert_non_null(strstr(err.what, what));
}

/* Reading entry `name` must fail with `status` and a message containing `what`. */
static void read_fails_with(const char *path, const struct kaba_jar_limits *limits,
			    const char *name, int status, const char *what)
{
	struct kaba_jar *jar = open_ok(path, limits);
	struct kaba_error err = { 0 };
	struct kaba_buf b;
	long i = kaba_jar_find(jar, name);
	char where[600];

	assert_true(i >= 0);
	kaba_buf_init(&b);
	assert_int_equal(kaba_jar_read(jar, (size_t)i, &b, &err), status);
	kaba_error_print(&err, stdout);
	snprintf(where, sizeof(where), "%s!%s", path, name);
	assert_string_equal(err.where, where);
	assert_non_null(strstr(err.what, what));
	assert_int_equal(b.len, 0);
	kaba_buf_free(&b);
	kaba_jar_close(jar);
}

static void read_fails(const char *path, const struct kaba_jar_limits *limits,
		       const char *name, const char *what)
{
	read_fails_with(path, limits, name, KABA_EINPUT, what);
}

static void expect_entry(struct kaba_jar *jar, size_t i, const char *name,
			 const char *path, int is_class, const void *data, size_t len)
{
	const struct kaba_jar_entry *e = kaba_jar_entry(jar, i);
	struct kaba_error err = { 0 };
	struct kaba_buf b;

	assert_non_null(e);
	assert_string_equal(e->name, name);
	if (path)
		assert_string_equal(e->path, path);
	else
		assert_null(e->path);
	assert_int_equal(e->is_class, is_class);
	if (!data)
		return;
	assert_int_equal(e->size, len);
	kaba_buf_init(&b);
	assert_int_equal(kaba_jar_read(jar, i, &b, &err), KABA_OK);
	assert_int_equal(b.len, len);
	assert_memory_equal(b.data, data, len);
	kaba_buf_free(&b);
}

static void reads_jar(void **state)
{
	const struct zentry z[] = {
		{ "res/z.txt", "zzz", 0, 1, 0 },
		{ "META-INF/", NULL, 0, 0, 0 },
		{ "a/B.class", class_bytes, sizeof(class_bytes), 0, 0 },
		{ "META-INF/MANIFEST.MF", manifest, 0, 0, 0 },
	};
	struct kaba_error err = { 0 };
	const char *main_class;
	struct kaba_jar *jar;

	(void)state;
	make_zip(at("t.jar"), z, 4);
	jar = open_ok(at("t.jar"), NULL);
	assert_int_equal(kaba_jar_kind(jar), KABA_JAR_ZIP);
	assert_int_equal(kaba_jar_count(jar), 4);
	assert_int_equal(kaba_jar_class_count(jar), 1);
	assert_true(kaba_jar_entry(jar, 0)->is_dir);
	expect_entry(jar, 0, "META-INF/", "META-INF/", 0, NULL, 0);
	expect_entry(jar, 1, "META-INF/MANIFEST.MF", "META-INF/MANIFEST.MF", 0, manifest, strlen(manifest));
	expect_entry(jar, 2, "a/B.class", "a/B.class", 1, class_bytes, sizeof(class_bytes));
	expect_entry(jar, 3, "res/z.txt", "res/z.txt", 0, "zzz", 3);
	assert_int_equal(kaba_jar_find(jar, "a/B.class"), 2);
	assert_int_equal(kaba_jar_find(jar, "a/C.class"), -1);
	assert_int_equal(kaba_jar_main_class(jar, &main_class, &err), KABA_OK);
	assert_string_equal(main_class,
			    "org.example.deeply.nested.pkg.with.a.long.name.TheMainClassOfThisApplication");
	kaba_jar_close(jar);
}

static void no_manifest_no_main_class(void **state)
{
	const struct zentry z[] = { { "a/B.class", class_bytes, sizeof(class_bytes), 0, 0 } };
	struct kaba_error err = { 0 };
	const char *main_class = "x";
	struct kaba_jar *jar;

	(void)state;
	make_zip(at("t.jar"), z, 1);
	jar = open_ok(at("t.jar"), NULL);
	assert_int_equal(kaba_jar_main_class(jar, &main_class, &err), KABA_OK);
	assert_null(main_class);
	kaba_jar_close(jar);
}

/* LF line ends, any case, no final newline, and only the main section. */
static void main_class_variants(void **state)
{
	static const char *const manifests[] = {
		"Manifest-Version: 1.0\nmain-class:  p.Main  \n",
		"Manifest-Version: 1.0\rMAIN-CLASS: p.Main",
		"Manifest-Version: 1.0\r\nMain-Class: p.\r\n Ma\r\n in\r\n\r\n",
		"Manifest-Version: 1.0\n\nName: x\nMain-Class: q.Other\n",
		"Main-Class:\n",
	};
	static const char *const expected[] = { "p.Main", "p.Main", "p.Main", NULL, NULL };
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(manifests) / sizeof(manifests[0]); i++) {
		const struct zentry z[] = { { "META-INF/MANIFEST.MF", manifests[i], 0, 0, 0 } };
		struct kaba_error err = { 0 };
		const char *main_class;
		struct kaba_jar *jar;

		make_zip(at("m%zu.jar", i), z, 1);
		jar = open_ok(at("m%zu.jar", i), NULL);
		assert_int_equal(kaba_jar_main_class(jar, &main_class, &err), KABA_OK);
		if (expected[i])
			assert_string_equal(main_class, expected[i]);
		else
			assert_null(main_class);
		kaba_jar_close(jar);
	}
}

static void reads_jmod(void **state)
{
	const struct zentry z[] = {
		{ "classes/module-info.class", class_bytes, sizeof(class_bytes), 0, 0 },
		{ "classes/p/C.class", class_bytes, sizeof(class_bytes), 0, 0 },
		{ "classes/p/msg.properties", "k=v", 0, 0, 0 },
		{ "conf/x.properties", "a=b", 0, 0, 0 },
		{ "lib/C.class", "not a class on the class path", 0, 0, 0 },
	};
	unsigned char *jmod;
	struct kaba_error err = { 0 };
	struct kaba_jar *jar;
	size_t len;

	(void)state;
	make_jmod(at("m.jmod"), z, 5);

	jar = open_ok(at("m.jmod"), NULL);
	assert_int_equal(kaba_jar_kind(jar), KABA_JAR_JMOD);
	assert_int_equal(kaba_jar_count(jar), 5);
	assert_int_equal(kaba_jar_class_count(jar), 2);
	expect_entry(jar, 0, "classes/module-info.class", "module-info.class", 1, class_bytes, sizeof(class_bytes));
	expect_entry(jar, 1, "classes/p/C.class", "p/C.class", 1, class_bytes, sizeof(class_bytes));
	expect_entry(jar, 2, "classes/p/msg.properties", "p/msg.properties", 0, "k=v", 3);
	expect_entry(jar, 3, "conf/x.properties", NULL, 0, "a=b", 3);
	expect_entry(jar, 4, "lib/C.class", NULL, 0, NULL, 0);
	kaba_jar_close(jar);

	/* The same image from memory, as the fuzzer feeds it. */
	jmod = slurp(at("m.jmod"), &len);
	assert_int_equal(kaba_jar_open_buffer("mem.jmod", jmod, len, NULL, &jar, &err), KABA_OK);
	assert_int_equal(kaba_jar_class_count(jar), 2);
	expect_entry(jar, 1, "classes/p/C.class", "p/C.class", 1, class_bytes, sizeof(class_bytes));
	kaba_jar_close(jar);
	free(jmod);
}

static void reads_directory(void **state)
{
	struct kaba_jar *jar;

	(void)state;
	assert_int_equal(mkdir(at("cp"), 0755), 0);
	assert_int_equal(mkdir(at("cp/p"), 0755), 0);
	assert_int_equal(mkdir(at("cp/p/q"), 0755), 0);
	assert_int_equal(mkdir(at("cp/empty"), 0755), 0);
	spit(at("cp/p/q/A.class"), class_bytes, sizeof(class_bytes));
	spit(at("cp/p/B.class"), class_bytes, 4);
	spit(at("cp/readme.txt"), "hi", 2);
	/* A link back up would make a naive walk endless. */
	assert_int_equal(symlink("..", at("cp/p/loop")), 0);
	assert_int_equal(symlink("B.class", at("cp/p/Linked.class")), 0);

	jar = open_ok(at("cp"), NULL);
	assert_int_equal(kaba_jar_kind(jar), KABA_JAR_DIR);
	assert_int_equal(kaba_jar_count(jar), 4);
	assert_int_equal(kaba_jar_class_count(jar), 3);
	expect_entry(jar, 0, "p/B.class", "p/B.class", 1, class_bytes, 4);
	expect_entry(jar, 1, "p/Linked.class", "p/Linked.class", 1, class_bytes, 4);
	expect_entry(jar, 2, "p/q/A.class", "p/q/A.class", 1, class_bytes, sizeof(class_bytes));
	expect_entry(jar, 3, "readme.txt", "readme.txt", 0, "hi", 2);
	kaba_jar_close(jar);
}

static void limits_directory_depth(void **state)
{
	struct kaba_jar_limits l = kaba_jar_default_limits;

	(void)state;
	assert_int_equal(mkdir(at("deep"), 0755), 0);
	assert_int_equal(mkdir(at("deep/a"), 0755), 0);
	assert_int_equal(mkdir(at("deep/a/b"), 0755), 0);
	spit(at("deep/a/b/C.class"), class_bytes, sizeof(class_bytes));
	l.max_depth = 1;
	open_fails(at("deep"), &l, KABA_EINPUT, "deep!a/b/", "nested more than 1 deep");
	l.max_depth = 2;
	kaba_jar_close(open_ok(at("deep"), &l));
}

static void reads_class_file(void **state)
{
	struct kaba_jar *jar;

	(void)state;
	spit(at("Lone.class"), class_bytes, sizeof(class_bytes));
	jar = open_ok(at("Lone.class"), NULL);
	assert_int_equal(kaba_jar_kind(jar), KABA_JAR_CLASS);
	assert_int_equal(kaba_jar_count(jar), 1);
	expect_entry(jar, 0, "Lone.class", "Lone.class", 1, class_bytes, sizeof(class_bytes));
	kaba_jar_close(jar);
}

/* ---- hostile input ---------------------------------------------------- */

static void refuses_unsafe_names(void **state)
{
	static const char *const names[] = {
		"../evil.class", "a/../../evil", "/etc/passwd", "a\\..\\evil", "C:/x.class",
	};
	static const char *const why[] = {
		"'..' segment", "'..' segment", "absolute path", "backslash", "drive letter",
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
		const struct zentry z[] = { { "ok.txt", "x", 0, 0, 0 }, { names[i], "x", 0, 0, 0 } };
		char where[600];

		make_zip(at("evil.jar"), z, 2);
		snprintf(where, sizeof(where), "!%s", names[i]);
		open_fails(at("evil.jar"), NULL, KABA_EINPUT, where, why[i]);
	}
}

static void refuses_nul_in_name(void **state)
{
	const struct zentry z[] = { { "a/Bxclass", "x", 0, 0, 0 } };
	struct kaba_error err = { 0 };
	struct kaba_jar *jar = NULL;
	int rc;

	(void)state;
	make_zip(at("nul.jar"), z, 1);
	assert_int_equal(patch_all(at("nul.jar"), "Bxclass", "B\0class", 7), 2);
	/* Whatever libzip makes of it, the name must not pass as "a/B". */
	rc = kaba_jar_open(at("nul.jar"), NULL, &jar, &err);
	if (rc == KABA_OK) {
		assert_int_equal(kaba_jar_count(jar), 1);
		assert_string_not_equal(kaba_jar_entry(jar, 0)->name, "a/B");
		kaba_jar_close(jar);
	} else {
		kaba_error_print(&err, stdout);
		assert_int_equal(rc, KABA_EINPUT);
	}
}

static void refuses_duplicates(void **state)
{
	const struct zentry z[] = { { "p/A.class", "1", 0, 0, 0 }, { "p/B.class", "2", 0, 0, 0 } };

	(void)state;
	make_zip(at("dup.jar"), z, 2);
	assert_int_equal(patch_all(at("dup.jar"), "p/B.class", "p/A.class", 9), 2);
	open_fails(at("dup.jar"), NULL, KABA_EINPUT, "dup.jar!p/A.class", "duplicate entry name");
}

static void refuses_size_lies(void **state)
{
	const struct zentry z[] = { { "big.txt", "0123456789012345678901234567890123456789", 0, 0, 0 } };
	const struct zentry s[] = { { "big.txt", "0123456789012345678901234567890123456789", 0, 1, 0 } };

	(void)state;
	make_zip(at("lie.jar"), z, 1);
	patch_sizes(at("lie.jar"), 10, 0);
	read_fails(at("lie.jar"), NULL, "big.txt", "more than its declared 10 bytes");
	make_zip(at("lie.jar"), z, 1);
	patch_sizes(at("lie.jar"), 1000, 0);
	read_fails(at("lie.jar"), NULL, "big.txt", "ends after 40 of 1000 declared bytes");
	/* A stored entry must hold exactly its compressed size. */
	make_zip(at("lie.jar"), s, 1);
	patch_sizes(at("lie.jar"), 30, 0);
	read_fails(at("lie.jar"), NULL, "big.txt", "declared");
	/* A compressed size far beyond the file is not believed, nor allocated. */
	make_zip(at("lie.jar"), z, 1);
	patch_sizes(at("lie.jar"), 0x7fffffff, 1);
	read_fails(at("lie.jar"), NULL, "big.txt", "truncated");
}

static void refuses_crc_mismatch(void **state)
{
	const struct zentry z[] = { { "x.txt", "hello, world", 0, 1, 0 } };
	const struct zentry d[] = { { "x.txt", "hello, world, hello, world, hello", 0, 0, 0 } };

	(void)state;
	make_zip(at("crc.jar"), z, 1);
	assert_int_equal(patch_all(at("crc.jar"), "hello, world", "hello, World", 12), 1);
	read_fails(at("crc.jar"), NULL, "x.txt", "CRC mismatch");
	/* Deflated entries are inflated by kaba, stored ones by libzip: both check. */
	make_zip(at("crc.jar"), d, 1);
	patch_crcs(at("crc.jar"), 0x12345678);
	read_fails(at("crc.jar"), NULL, "x.txt", "CRC mismatch");
}

static void refuses_corrupt_deflate(void **state)
{
	char text[4096];
	const struct zentry z[] = { { "x.txt", text, sizeof(text), 0, 0 } };
	unsigned char *d;
	size_t len, i;

	(void)state;
	for (i = 0; i < sizeof(text); i++)
		text[i] = (char)('a' + (i * 7919 % 26));
	make_zip(at("bad.jar"), z, 1);
	d = slurp(at("bad.jar"), &len);
	for (i = 30 + 5 + 8; i < 30 + 5 + 40; i++)   /* inside the compressed data */
		d[i] ^= 0x5a;
	spit(at("bad.jar"), d, len);
	free(d);
	read_fails(at("bad.jar"), NULL, "x.txt", "");
}

/* Set a 16-bit field in every local (at `local`) and central (at `central`)
 * header. */
static void patch_headers16(const char *path, size_t local, size_t central, uint16_t v)
{
	size_t len, i;
	unsigned char *d = slurp(path, &len);

	for (i = 0; i + 46 <= len; i++) {
		size_t at = !memcmp(d + i, "PK\3\4", 4) ? local : !memcmp(d + i, "PK\1\2", 4) ? central : 0;

		if (at) {
			d[i + at] = (unsigned char)v;
			d[i + at + 1] = (unsigned char)(v >> 8);
		}
	}
	spit(path, d, len);
	free(d);
}

static void refuses_unsupported_entries(void **state)
{
	const struct zentry z[] = { { "x.txt", "hello, hello, hello, hello", 0, 0, 0 } };

	(void)state;
	make_zip(at("enc.jar"), z, 1);
	patch_headers16(at("enc.jar"), 6, 8, 1);       /* general purpose bit 0: encrypted */
	read_fails_with(at("enc.jar"), NULL, "x.txt", KABA_EUNSUPPORTED, "encrypted");
	make_zip(at("method.jar"), z, 1);
	patch_headers16(at("method.jar"), 8, 10, 97);  /* compression method 97: WavPack */
	read_fails_with(at("method.jar"), NULL, "x.txt", KABA_EUNSUPPORTED, "compression method");
}

static void refuses_zip_bomb(void **state)
{
	size_t size = 16u << 20;
	unsigned char *zeros = calloc(1, size);
	const struct zentry z[] = { { "bomb.bin", zeros, size, 0, 0 }, { "small.bin", zeros, 4096, 0, 0 } };
	struct kaba_jar_limits strict = kaba_jar_default_limits;

	(void)state;
	make_zip(at("bomb.jar"), z, 2);
	read_fails(at("bomb.jar"), NULL, "bomb.bin", "zip bomb");
	/* Small entries may compress well: only big ones are suspicious. */
	strict.max_ratio = 10;
	strict.ratio_min_size = 8192;
	{
		struct kaba_jar *jar = open_ok(at("bomb.jar"), &strict);
		struct kaba_error err = { 0 };
		struct kaba_buf b;

		kaba_buf_init(&b);
		assert_int_equal(kaba_jar_read(jar, 1, &b, &err), KABA_OK);
		assert_int_equal(b.len, 4096);
		kaba_buf_free(&b);
		kaba_jar_close(jar);
	}
	free(zeros);
}

static void enforces_limits(void **state)
{
	const struct zentry z[] = { { "a", "12345", 0, 0, 0 }, { "b", "123456789012", 0, 0, 0 }, { "c", "1", 0, 0, 0 } };
	struct kaba_jar_limits l = kaba_jar_default_limits;

	(void)state;
	make_zip(at("l.jar"), z, 3);
	l.max_entries = 2;
	open_fails(at("l.jar"), &l, KABA_EINPUT, "l.jar", "exceed the limit of 2");
	l = kaba_jar_default_limits;
	l.max_entry_size = 10;
	open_fails(at("l.jar"), &l, KABA_EINPUT, "l.jar!b", "exceeds the limit of 10");
	l = kaba_jar_default_limits;
	l.max_total_size = 15;
	open_fails(at("l.jar"), &l, KABA_EINPUT, "l.jar", "more than 15 bytes");
}

static void refuses_non_zips(void **state)
{
	const struct zentry z[] = { { "p/A.class", class_bytes, sizeof(class_bytes), 0, 0 },
				    { "p/B.txt", manifest, 0, 0, 0 } };
	unsigned char *d;
	size_t len;

	(void)state;
	spit(at("text.jar"), "hello, this is not a zip\n", 25);
	open_fails(at("text.jar"), NULL, KABA_EINPUT, "text.jar", "not a zip, jar or jmod file");
	spit(at("empty.jar"), "", 0);
	open_fails(at("empty.jar"), NULL, KABA_EINPUT, "empty.jar", "not a zip, jar or jmod file");
	make_zip(at("cut.jar"), z, 2);
	d = slurp(at("cut.jar"), &len);
	spit(at("cut.jar"), d, len / 2);
	open_fails(at("cut.jar"), NULL, KABA_EINPUT, "cut.jar", "truncated or damaged zip");
	spit(at("cut.jmod"), "JM\1\0PK\3\4", 8);
	open_fails(at("cut.jmod"), NULL, KABA_EINPUT, "cut.jmod", "truncated or damaged jmod");
	free(d);
	open_fails(at("missing.jar"), NULL, KABA_EIO, "missing.jar", "No such file");
	{
		struct kaba_error err = { 0 };
		struct kaba_jar *jar = NULL;

		assert_int_equal(kaba_jar_open_buffer("mem.jar", "PK\3\4garbage", 11, NULL, &jar, &err),
				 KABA_EINPUT);
		assert_null(jar);
		assert_string_equal(err.where, "mem.jar");
		assert_int_equal(kaba_jar_open_buffer("mem.jar", "", 0, NULL, &jar, &err), KABA_EINPUT);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		scratch_test(reads_jar),
		scratch_test(no_manifest_no_main_class),
		scratch_test(main_class_variants),
		scratch_test(reads_jmod),
		scratch_test(reads_directory),
		scratch_test(limits_directory_depth),
		scratch_test(reads_class_file),
		scratch_test(refuses_unsafe_names),
		scratch_test(refuses_nul_in_name),
		scratch_test(refuses_duplicates),
		scratch_test(refuses_size_lies),
		scratch_test(refuses_crc_mismatch),
		scratch_test(refuses_corrupt_deflate),
		scratch_test(refuses_unsupported_entries),
		scratch_test(refuses_zip_bomb),
		scratch_test(enforces_limits),
		scratch_test(refuses_non_zips),
	};

	return cmocka_run_group_tests_name("jar reading", tests, NULL, NULL);
}
