/* The member-access table: rows, columns, bitsets that grow, metadata, and
 * the .cxt + .json file pair, including hostile sidecars. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "kaba/constraints.h"
#include "kaba/table.h"

static char scratch[64];

static int setup(void **state)
{
	(void)state;
	snprintf(scratch, sizeof(scratch), "/tmp/kaba-test-table-XXXXXX");
	assert_non_null(mkdtemp(scratch));
	return 0;
}

static int teardown(void **state)
{
	char cmd[128];

	(void)state;
	snprintf(cmd, sizeof(cmd), "rm -rf %s", scratch);
	assert_int_equal(system(cmd), 0);
	return 0;
}

static size_t row(struct kaba_table *t, enum kaba_row_kind kind, const char *name)
{
	struct kaba_error err = { 0 };
	size_t r;

	assert_int_equal(kaba_table_add_row(t, kind, name, NULL, &r, &err), KABA_OK);
	return r;
}

static size_t column(struct kaba_table *t, enum kaba_column_kind kind, const char *name,
		     const char *owner, const char *member)
{
	struct kaba_error err = { 0 };
	struct kaba_origin o = { owner, member, "()V", NULL, -1 };
	size_t c;

	assert_int_equal(kaba_table_add_column(t, kind, name, &o, &c, &err), KABA_OK);
	return c;
}

static void test_rows_and_columns(void **state)
{
	struct kaba_table *t = kaba_table_new();
	struct kaba_error err = { 0 };
	struct kaba_origin site = { "Main", "main", "()V", "A", 7 };
	size_t a, b, x, yes, no, dummy;

	(void)state;
	a = row(t, KABA_ROW_LOCAL, "a");
	b = row(t, KABA_ROW_THIS, "A.f.this");
	x = column(t, KABA_COL_DEF, "def(A.f)", "A", "f");
	assert_int_equal(kaba_table_add_row(t, KABA_ROW_LOCAL, "a", NULL, &dummy, &err), KABA_EINPUT);
	assert_non_null(strstr(err.what, "duplicate row a"));
	assert_int_equal(kaba_table_add_column(t, KABA_COL_FIELD, "def(A.f)", NULL, &dummy, &err),
			 KABA_EINPUT);
	assert_int_equal(kaba_table_add_row(t, KABA_ROW_KINDS, "z", NULL, &dummy, &err), KABA_EINPUT);
	assert_int_equal(kaba_table_add_check(t, "S", &site, &yes, &no, &err), KABA_OK);
	assert_string_equal(t->columns[yes].name, "S=true");
	assert_string_equal(t->columns[no].name, "S=false");
	assert_int_equal(t->columns[yes].link, no);
	assert_int_equal(t->columns[no].link, yes);
	assert_int_equal(t->columns[yes].origin.index, 7);
	assert_string_equal(t->columns[yes].origin.type, "A");
	assert_int_equal(kaba_table_link_this(t, a, x, &err), KABA_EINPUT); /* not a this-row */
	assert_int_equal(kaba_table_link_this(t, b, yes, &err), KABA_EINPUT); /* not a def */
	assert_int_equal(kaba_table_link_this(t, b, x, &err), KABA_OK);
	assert_int_equal(t->rows[b].link, x);
	assert_int_equal(kaba_table_find_row(t, "A.f.this"), b);
	assert_int_equal(kaba_table_find_column(t, "S=false"), no);
	assert_int_equal(kaba_table_find_row(t, "nope"), KABA_NONE);
	assert_int_equal(kaba_table_mark(t, a, x, &err), KABA_OK);
	assert_int_equal(kaba_table_mark(t, 2, x, &err), KABA_EINPUT);
	assert_int_equal(kaba_table_mark(t, a, 3, &err), KABA_EINPUT);
	assert_true(kaba_table_get(t, a, x));
	assert_false(kaba_table_get(t, b, x));
	assert_int_equal(kaba_table_add_implication(t, KABA_IMPL_ROW, KABA_C1_ASSIGN, a, 5, &err),
			 KABA_EINPUT);
	assert_int_equal(kaba_table_add_implication(t, KABA_IMPL_COLUMN, 0, x, yes, &err),
			 KABA_EINPUT);
	assert_int_equal(kaba_dominance(t, x, yes, &err), KABA_EINPUT); /* def vs check */
	kaba_table_free(t);
}

/* Bits survive growth in both directions, and rows stay cache-line aligned. */
static void test_growth(void **state)
{
	struct kaba_table *t = kaba_table_new();
	enum { ROWS = 700, COLS = 1500 };
	static unsigned char want[ROWS][COLS];
	char name[32];
	size_t r, c, k;
	unsigned seed = 42;

	(void)state;
	/* Interleave adding rows and columns so both reshapes happen with data. */
	for (k = 0; k < COLS; k++) {
		snprintf(name, sizeof(name), "c%zu", k);
		column(t, KABA_COL_FIELD, name, "C", name);
		if (k < ROWS) {
			snprintf(name, sizeof(name), "r%zu", k);
			row(t, KABA_ROW_LOCAL, name);
		}
		for (r = 0; r < t->nrows; r++) {
			seed = seed * 1103515245u + 12345u;
			if ((seed >> 16) % 7 == 0) {
				c = (seed >> 3) % t->ncolumns;
				want[r][c] = 1;
				kaba_table_set(t, r, c);
			}
		}
	}
	assert_int_equal(t->words % 8, 0);
	assert_int_equal((uintptr_t)t->bits % 64, 0);
	for (r = 0; r < ROWS; r++)
		for (c = 0; c < COLS; c++)
			assert_int_equal(kaba_table_get(t, r, c), want[r][c]);
	assert_int_equal(kaba_table_find_column(t, "c1499"), 1499);
	kaba_table_free(t);
}

static struct kaba_table *sample(void)
{
	struct kaba_table *t = kaba_table_new();
	struct kaba_error err = { 0 };
	struct kaba_origin obj = { "Main", "main", "([Ljava/lang/String;)V", "B", 12 };
	size_t x, o, th, e, fa, dcl, def, bdef, yes, no;

	x = row(t, KABA_ROW_LOCAL, "x");
	assert_int_equal(kaba_table_add_row(t, KABA_ROW_OBJECT, "O", &obj, &o, &err), KABA_OK);
	th = row(t, KABA_ROW_THIS, "B.f.this");
	e = row(t, KABA_ROW_ELEMENT, "A[]");
	fa = column(t, KABA_COL_FIELD, "A.a", "A", "a");
	dcl = column(t, KABA_COL_DCL, "dcl(A.f)", "A", "f");
	def = column(t, KABA_COL_DEF, "def(A.f)", "A", "f");
	bdef = column(t, KABA_COL_DEF, "def(B.f)", "B", "f");
	assert_int_equal(kaba_table_add_check(t, "S", NULL, &yes, &no, &err), KABA_OK);
	assert_int_equal(kaba_table_link_this(t, th, bdef, &err), KABA_OK);
	t->rows[th].access = 0x1;        /* public B.f */
	t->columns[def].access = 0x0;    /* package-private A.f */
	t->columns[bdef].access = 0x1;
	t->columns[fa].access = 0x4;     /* protected A.a */
	kaba_table_set(t, x, fa);
	kaba_table_set(t, x, dcl);
	kaba_table_set(t, o, bdef);
	kaba_table_set(t, o, yes);
	kaba_table_set(t, th, bdef);
	kaba_table_set(t, th, fa);
	assert_int_equal(kaba_c2_alloc(t, x, o, &err), KABA_OK);
	assert_int_equal(kaba_c6_object_this(t, th, o, &err), KABA_OK);
	assert_int_equal(kaba_c10_def_dcl(t, def, dcl, &err), KABA_OK);
	assert_int_equal(kaba_c10_def_dcl(t, bdef, dcl, &err), KABA_OK);
	assert_int_equal(kaba_dominance(t, bdef, def, &err), KABA_OK);
	/* O fails the store check of array A[], into which the library stores too */
	assert_int_equal(kaba_table_add_refused_store(t, e, o, &err), KABA_OK);
	assert_int_equal(kaba_table_add_refused_store(t, e, KABA_NONE, &err), KABA_OK);
	assert_int_equal(kaba_table_add_refused_store(t, o, e, &err), KABA_EINPUT);
	/* an erased check (a name with a quote, which the sidecar escapes),
	 * and one without its offset */
	assert_int_equal(kaba_table_add_erased_check(t, &(struct kaba_origin){ "p/M", "m\"q",
			 "(Ljava/lang/Object;)V", "p/A[][]", 7 }, &err), KABA_OK);
	assert_int_equal(kaba_table_add_erased_check(t, &(struct kaba_origin){ "p/M", "m",
			 "()V", "p/A[]", -1 }, &err), KABA_EINPUT);
	assert_non_null(kaba_table_erased_check(t, "p/M", "m\"q", "(Ljava/lang/Object;)V", 7));
	assert_null(kaba_table_erased_check(t, "p/M", "m\"q", "(Ljava/lang/Object;)V", 8));
	return t;
}

static void assert_same_table(const struct kaba_table *a, const struct kaba_table *b)
{
	size_t r, c, i;

	assert_int_equal(a->nrows, b->nrows);
	assert_int_equal(a->ncolumns, b->ncolumns);
	for (r = 0; r < a->nrows; r++) {
		assert_string_equal(a->rows[r].name, b->rows[r].name);
		assert_int_equal(a->rows[r].kind, b->rows[r].kind);
		assert_int_equal(a->rows[r].link, b->rows[r].link);
		assert_int_equal(a->rows[r].access, b->rows[r].access);
		assert_int_equal(a->rows[r].origin.index, b->rows[r].origin.index);
		assert_true((a->rows[r].origin.type == NULL) == (b->rows[r].origin.type == NULL));
		if (a->rows[r].origin.type)
			assert_string_equal(a->rows[r].origin.type, b->rows[r].origin.type);
		for (c = 0; c < a->ncolumns; c++) {
			assert_int_equal(kaba_table_get(a, r, c), kaba_table_get(b, r, c));
			assert_int_equal(kaba_table_initial(a, r, c), kaba_table_initial(b, r, c));
		}
	}
	for (c = 0; c < a->ncolumns; c++) {
		assert_string_equal(a->columns[c].name, b->columns[c].name);
		assert_int_equal(a->columns[c].kind, b->columns[c].kind);
		assert_int_equal(a->columns[c].link, b->columns[c].link);
		assert_int_equal(a->columns[c].access, b->columns[c].access);
		if (a->columns[c].origin.owner)
			assert_string_equal(a->columns[c].origin.owner, b->columns[c].origin.owner);
		else
			assert_null(b->columns[c].origin.owner);
	}
	assert_int_equal(a->nimplications, b->nimplications);
	for (i = 0; i < a->nimplications; i++) {
		assert_int_equal(a->implications[i].from, b->implications[i].from);
		assert_int_equal(a->implications[i].to, b->implications[i].to);
		assert_int_equal(a->implications[i].kind, b->implications[i].kind);
		assert_int_equal(a->implications[i].rule, b->implications[i].rule);
		assert_int_equal(a->implications[i].active, b->implications[i].active);
	}
	assert_int_equal(a->nrefused, b->nrefused);
	for (i = 0; i < a->nrefused; i++) {
		assert_int_equal(a->refused[i].elem, b->refused[i].elem);
		assert_int_equal(a->refused[i].object, b->refused[i].object);
	}
	assert_int_equal(a->nerased, b->nerased);
	for (i = 0; i < a->nerased; i++) {
		assert_string_equal(a->erased[i].owner, b->erased[i].owner);
		assert_string_equal(a->erased[i].member, b->erased[i].member);
		assert_string_equal(a->erased[i].descriptor, b->erased[i].descriptor);
		assert_string_equal(a->erased[i].type, b->erased[i].type);
		assert_int_equal(a->erased[i].index, b->erased[i].index);
	}
	assert_true((a->initial == NULL) == (b->initial == NULL));
}

static void roundtrip(struct kaba_table *t, const char *name)
{
	struct kaba_table *back = NULL;
	struct kaba_error err = { 0 };
	char base[128];

	snprintf(base, sizeof(base), "%s/%s", scratch, name);
	assert_int_equal(kaba_table_write(t, base, &err), KABA_OK);
	if (kaba_table_read(base, &back, &err)) {
		kaba_error_print(&err, stderr);
		fail();
	}
	assert_same_table(t, back);
	kaba_table_free(back);
}

static void test_file_roundtrip(void **state)
{
	struct kaba_table *t = sample();
	struct kaba_error err = { 0 };

	(void)state;
	roundtrip(t, "open");
	assert_int_equal(kaba_close(t, NULL, &err), KABA_OK);
	assert_non_null(t->initial);
	roundtrip(t, "closed");
	kaba_table_free(t);
	t = kaba_table_new();
	roundtrip(t, "empty");
	kaba_table_free(t);
}

/* Write the sample, then replace the sidecar's text `from` by `to`. */
static int read_patched(const char *from, const char *to, struct kaba_error *err)
{
	struct kaba_table *t = sample(), *back = NULL;
	char base[128], path[160], *text, *hit;
	FILE *f;
	long n;
	int status;

	snprintf(base, sizeof(base), "%s/patched", scratch);
	snprintf(path, sizeof(path), "%s.json", base);
	assert_int_equal(kaba_table_write(t, base, err), KABA_OK);
	kaba_table_free(t);
	f = fopen(path, "rb");
	assert_non_null(f);
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	fseek(f, 0, SEEK_SET);
	text = calloc(1, (size_t)n + strlen(to) + 1);
	assert_int_equal(fread(text, 1, (size_t)n, f), (size_t)n);
	fclose(f);
	hit = strstr(text, from);
	if (!hit)
		fail_msg("no %s in %s", from, text);
	memmove(hit + strlen(to), hit + strlen(from), strlen(hit + strlen(from)) + 1);
	memcpy(hit, to, strlen(to));
	f = fopen(path, "wb");
	fputs(text, f);
	fclose(f);
	free(text);
	status = kaba_table_read(base, &back, err);
	if (!status)
		kaba_table_free(back);
	else
		assert_null(back);
	return status;
}

static void test_hostile_sidecar(void **state)
{
	static const char *const patches[][2] = {
		{ "\"kaba-table\"", "\"other\"" },
		{ "\"name\":\"x\"", "\"name\":\"y\"" },        /* differs from .cxt */
		{ "\"kind\":\"local\"", "\"kind\":\"bogus\"" },
		{ "\"link\":3", "\"link\":99" },                 /* this-row link out of range */
		{ "\"link\":3", "\"link\":1" },                  /* link to a dcl column */
		{ "\"link\":3", "\"link\":2.5" },
		{ "\"from\":0", "\"from\":-7" },
		{ "\"from\":0", "\"from\":1e300" },
		{ "\"rule\":\"C2\"", "\"rule\":\"C99\"" },
		{ "\"rows\": [", "\"rows\": [{\"name\":\"extra\"}," },
		{ "\"version\": 1", "\"version\": 2" },
		{ "\"active\":false", "\"active\":0" },
		{ "{", "[" },
		{ "\"access\":4", "\"access\":-4" },
		{ "\"access\":4", "\"access\":\"4\"" },
		{ "[3,1]", "[1,3]" },             /* refused store: object and element swapped */
		{ "[3,1]", "[3,-2]" },
		{ "[3,1]", "[3,1.5]" },
		{ "[3,1]", "[3]" },
		{ "\"p/A[][]\",\"index\":7}", "\"p/A[][]\",\"index\":-1}" },     /* erased check */
		{ "\"p/A[][]\",\"index\":7}", "\"p/A[][]\",\"index\":7.5}" },
		{ "\"p/A[][]\",\"index\":7}", "\"p/A[][]\"}" },
		{ "\"owner\":\"p/M\",", "" },
		{ "\"erased_checks\": [", "\"erased_checks\": [3," },
	};
	struct kaba_error err = { 0 };
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(patches) / sizeof(patches[0]); i++) {
		memset(&err, 0, sizeof(err));
		assert_int_equal(read_patched(patches[i][0], patches[i][1], &err), KABA_EINPUT);
		assert_true(err.what[0] != '\0');
	}
	memset(&err, 0, sizeof(err));
	assert_int_equal(read_patched("\"index\":12", "\"index\":13", &err), KABA_OK);
}

static void test_missing_files(void **state)
{
	struct kaba_table *t = NULL;
	struct kaba_error err = { 0 };
	char base[128];

	(void)state;
	snprintf(base, sizeof(base), "%s/absent", scratch);
	assert_int_not_equal(kaba_table_read(base, &t, &err), KABA_OK);
	assert_null(t);
	t = sample();
	assert_int_equal(kaba_table_write(t, "/nonexistent-dir/x", &err), KABA_EIO);
	kaba_table_free(t);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_rows_and_columns),
		cmocka_unit_test(test_growth),
		cmocka_unit_test(test_file_roundtrip),
		cmocka_unit_test(test_hostile_sidecar),
		cmocka_unit_test(test_missing_files),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
