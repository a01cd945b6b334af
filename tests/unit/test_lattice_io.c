/*
 * lattice/ context files: .cxt round trips, .dat details (empty lines,
 * CRLF, no final newline), one-line errors with line numbers, and mutated
 * files that must be read or refused but never crash.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <cmocka.h>

#include "fca.h"

static char dir[] = "/tmp/kaba-lattice-io-XXXXXX";

static int setup(void **state)
{
	(void)state;
	return mkdtemp(dir) ? 0 : -1;
}

static int teardown(void **state)
{
	char cmd[128];

	(void)state;
	snprintf(cmd, sizeof(cmd), "rm -rf %s", dir);
	return system(cmd);
}

static const char *put_file(const char *name, const char *text, size_t len)
{
	static char path[256];
	FILE *f;

	snprintf(path, sizeof(path), "%s/%s", dir, name);
	f = fopen(path, "wb");
	assert_non_null(f);
	assert_int_equal(fwrite(text, 1, len, f), len);
	fclose(f);
	return path;
}

/* Read text as a file named `name`; returns the context or NULL with err set. */
static struct fca_context *read_text(const char *name, const char *text, char *err, size_t errlen)
{
	struct fca_context *ctx = NULL;

	if (fca_read_file(put_file(name, text, strlen(text)), &ctx, err, errlen))
		return NULL;
	return ctx;
}

static void test_cxt_round_trip(void **state)
{
	struct fca_context *ctx = fca_context_new(3, 70), *back;
	char err[256], path[256];

	(void)state;
	for (size_t o = 0; o < 3; o++)
		for (size_t a = 0; a < 70; a++)
			if ((o * 7 + a) % 3 == 0)
				fca_context_set(ctx, o, a);
	assert_int_equal(fca_context_set_object_name(ctx, 1, "B.f.this"), 0);
	assert_int_equal(fca_context_set_attribute_name(ctx, 69, "dcl(A.f)"), 0);
	snprintf(path, sizeof(path), "%s/round.cxt", dir);
	assert_int_equal(fca_write_cxt(ctx, path, err, sizeof(err)), 0);
	assert_int_equal(fca_read_cxt(path, &back, err, sizeof(err)), 0);
	assert_int_equal(fca_context_objects(back), 3);
	assert_int_equal(fca_context_attributes(back), 70);
	for (size_t o = 0; o < 3; o++)
		for (size_t a = 0; a < 70; a++)
			assert_int_equal(fca_context_get(back, o, a), fca_context_get(ctx, o, a));
	assert_string_equal(fca_context_object_name(back, 1), "B.f.this");
	assert_string_equal(fca_context_object_name(back, 0), "1");
	assert_string_equal(fca_context_attribute_name(back, 69), "dcl(A.f)");
	fca_context_free(back);
	/* A name with a line break cannot be written. */
	assert_int_equal(fca_context_set_object_name(ctx, 0, "two\nlines"), 0);
	assert_int_equal(fca_write_cxt(ctx, path, err, sizeof(err)), -1);
	fca_context_free(ctx);
}

static void test_dat(void **state)
{
	char err[256];
	struct fca_context *ctx;

	(void)state;
	/* Objects: {1,3}, {}, {2}, {3} (CRLF, duplicate, no final newline). */
	ctx = read_text("a.dat", "1 3\r\n\n2  2\n 3 ", err, sizeof(err));
	assert_non_null(ctx);
	assert_int_equal(fca_context_objects(ctx), 4);
	assert_int_equal(fca_context_attributes(ctx), 3);
	assert_true(fca_context_get(ctx, 0, 0) && fca_context_get(ctx, 0, 2));
	assert_false(fca_context_get(ctx, 1, 0) || fca_context_get(ctx, 1, 1) || fca_context_get(ctx, 1, 2));
	assert_true(fca_context_get(ctx, 2, 1));
	assert_true(fca_context_get(ctx, 3, 2));
	assert_null(fca_context_attribute_name(ctx, 0));
	fca_context_free(ctx);
	ctx = read_text("empty.dat", "", err, sizeof(err));
	assert_non_null(ctx);
	assert_int_equal(fca_context_objects(ctx), 0);
	fca_context_free(ctx);
}

static void expect_error(const char *name, const char *text, const char *message)
{
	char err[256] = "";

	assert_null(read_text(name, text, err, sizeof(err)));
	if (!strstr(err, message))
		fail_msg("%s: got \"%s\", expected \"%s\"", name, err, message);
	assert_null(strchr(err, '\n'));
}

static void test_errors(void **state)
{
	char err[256];
	struct fca_context *ctx;

	(void)state;
	expect_error("zero.dat", "1 2\n2 0\n", "line 2: attribute 0 out of range");
	expect_error("word.dat", "1\n1 x\n", "line 2: column 3: expected an attribute number");
	expect_error("neg.dat", "-1\n", "line 1: column 1");
	expect_error("big.dat", "99999999999999\n", "line 1: attribute number too large");
	expect_error("b.cxt", "A\n", "line 1: expected 'B'");
	expect_error("count.cxt", "B\n\nx\n", "line 3: bad number of objects");
	expect_error("short.cxt", "B\n\n2\n2\n\no1\no2\na1\na2\nX.\n", "line 11: unexpected end of file");
	expect_error("row.cxt", "B\n\n1\n2\n\no\na\nb\nX\n", "line 9: row has 1 characters, expected 2");
	expect_error("char.cxt", "B\n\n1\n2\n\no\na\nb\nX?\n", "line 9: column 2: expected 'X' or '.'");
	expect_error("long.cxt", "B\n\n1\n2\n\no\na\nb\nX.X\n", "line 9: row has more than 2 columns");
	expect_error("huge.cxt", "B\n\n1000000\n1000000\n\n", "do not fit");
	expect_error("tail.cxt", "B\n\n1\n1\n\no\na\nX\nmore\n", "line 9: text after the last row");
	assert_int_equal(fca_read_file("/nonexistent/x.dat", &ctx, err, sizeof(err)), -1);
	assert_non_null(strstr(err, "cannot open"));
}

/* Mutations of valid files: read or refused, never a crash (run under ASan). */
static void test_mutations(void **state)
{
	static const char *seeds[] = {
		"B\n\n3\n4\n\na\nb\nc\nw\nx\ny\nz\nX..X\n.XX.\nXXXX\n",
		"1 2 3\n\n4 5\n2\n",
	};
	static const char alphabet[] = "0123456789 \n\r\tBX.x-";
	uint64_t rng = 12345;

	(void)state;
	for (int i = 0; i < 4000; i++) {
		const char *seed = seeds[i & 1];
		size_t len = strlen(seed), k;
		char buf[128], err[256];
		struct fca_context *ctx = NULL;

		memcpy(buf, seed, len);
		for (k = 0; k < (size_t)(1 + i % 4); k++) {
			rng = rng * 6364136223846793005u + 1442695040888963407u;
			size_t at = (size_t)(rng >> 33) % len;

			switch ((rng >> 20) % 3) {
			case 0: buf[at] = alphabet[(rng >> 8) % (sizeof(alphabet) - 1)]; break;
			case 1: len = at + 1; break;
			default: buf[at] = (char)(rng >> 40); break;
			}
		}
		if (fca_read_file(put_file(i & 1 ? "m.dat" : "m.cxt", buf, len), &ctx, err,
				  sizeof(err)) == 0) {
			struct fca_options opt = { .kind = FCA_FULL };
			struct fca_lattice *lat;

			/* Small enough to build every structure. */
			if (fca_context_objects(ctx) < 64 && fca_context_attributes(ctx) < 64 &&
			    fca_lattice_build(ctx, &opt, &lat, err, sizeof(err)) == 0)
				fca_lattice_free(lat);
			fca_context_free(ctx);
		} else {
			assert_null(ctx);
			assert_true(err[0] != '\0');
		}
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_cxt_round_trip),
		cmocka_unit_test(test_dat),
		cmocka_unit_test(test_errors),
		cmocka_unit_test(test_mutations),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
