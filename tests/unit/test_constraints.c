/* The closure: row chains and cycles, column implications, conditional
 * dominance (firing and not firing), the C13 strictness error, and random
 * tables checked against a naive fixpoint iteration. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kaba/constraints.h"

static struct kaba_table *grid(size_t rows, size_t cols, enum kaba_column_kind kind)
{
	struct kaba_table *t = kaba_table_new();
	struct kaba_error err = { 0 };
	char name[32];
	size_t i, idx;

	for (i = 0; i < rows; i++) {
		snprintf(name, sizeof(name), "r%zu", i);
		assert_int_equal(kaba_table_add_row(t, KABA_ROW_LOCAL, name, NULL, &idx, &err), 0);
	}
	for (i = 0; i < cols; i++) {
		struct kaba_origin o = { i % 2 ? "B" : "A", "m", "()V", NULL, -1 };

		snprintf(name, sizeof(name), "c%zu", i);
		assert_int_equal(kaba_table_add_column(t, kind, name, &o, &idx, &err), 0);
	}
	return t;
}

static void close_ok(struct kaba_table *t, struct kaba_closure_stats *stats)
{
	struct kaba_error err = { 0 };

	if (kaba_close(t, stats, &err)) {
		kaba_error_print(&err, stderr);
		fail();
	}
}

/* An entry rule (table.h): once the object holds dcl(C.f) it gets def(C.f)
 * and what C.f's this-row holds, and rows fed by the object follow. */
static void test_entry_rule(void **state)
{
	struct kaba_table *t = kaba_table_new();
	struct kaba_error err = { 0 };
	struct kaba_origin o = { "C", "f", "()V", NULL, -1 };
	size_t obj, h, x, z, dcl, def, fld, other;

	(void)state;
	assert_int_equal(kaba_table_add_row(t, KABA_ROW_OBJECT, "O", NULL, &obj, &err), 0);
	assert_int_equal(kaba_table_add_row(t, KABA_ROW_THIS, "C.f.this", &o, &h, &err), 0);
	assert_int_equal(kaba_table_add_row(t, KABA_ROW_LOCAL, "x", NULL, &x, &err), 0);
	assert_int_equal(kaba_table_add_row(t, KABA_ROW_LOCAL, "z", NULL, &z, &err), 0);
	assert_int_equal(kaba_table_add_column(t, KABA_COL_DCL, "dcl(C.f)", &o, &dcl, &err), 0);
	assert_int_equal(kaba_table_add_column(t, KABA_COL_DEF, "def(C.f)", &o, &def, &err), 0);
	assert_int_equal(kaba_table_add_column(t, KABA_COL_FIELD, "C.a", NULL, &fld, &err), 0);
	assert_int_equal(kaba_table_add_column(t, KABA_COL_FIELD, "C.b", NULL, &other, &err), 0);
	assert_int_equal(kaba_table_link_this(t, h, def, &err), 0);
	kaba_table_set(t, h, def);
	kaba_table_set(t, h, fld);
	kaba_table_set(t, x, dcl);
	assert_int_equal(kaba_c2_alloc(t, x, obj, &err), 0);   /* x = new C(): x ⇒ O */
	assert_int_equal(kaba_c1_assign(t, obj, z, &err), 0);  /* O ⇒ z */
	assert_int_equal(kaba_table_add_entry_rule(t, obj, dcl, def, &err), 0);
	assert_int_equal(kaba_table_add_entry_rule(t, obj, other, fld, &err), 0);
	assert_int_not_equal(kaba_table_add_entry_rule(t, 9, dcl, def, &err), 0);
	close_ok(t, NULL);
	assert_true(kaba_table_get(t, obj, dcl) && kaba_table_get(t, obj, def) &&
		    kaba_table_get(t, obj, fld));
	assert_false(kaba_table_get(t, obj, other));
	assert_true(kaba_table_get(t, z, def) && kaba_table_get(t, z, fld));
	assert_false(kaba_table_get(t, x, def));
	kaba_table_free(t);
}

/* The body rule: a row that gets def(A.k), here through dominance, gets
 * the row of A.k.this (hazard_super: C.both() calls super.k(), so the C
 * object runs A.k and C.k; C11 puts def(A.k) into C.k.this, which must then
 * also hold A.base, or the class of def(A.k) would not have A.base: I1). */
static void test_body_rule(void **state)
{
	struct kaba_table *t = kaba_table_new();
	struct kaba_error err = { 0 };
	struct kaba_origin ak = { "A", "k", "()V", NULL, -1 }, ck = { "C", "k", "()V", NULL, -1 };
	size_t obj, athis, cthis, defa, defc, base, x;

	(void)state;
	assert_int_equal(kaba_table_add_row(t, KABA_ROW_OBJECT, "O", NULL, &obj, &err), 0);
	assert_int_equal(kaba_table_add_row(t, KABA_ROW_THIS, "A.k.this", &ak, &athis, &err), 0);
	assert_int_equal(kaba_table_add_row(t, KABA_ROW_THIS, "C.k.this", &ck, &cthis, &err), 0);
	assert_int_equal(kaba_table_add_row(t, KABA_ROW_LOCAL, "x", NULL, &x, &err), 0);
	assert_int_equal(kaba_table_add_column(t, KABA_COL_DEF, "def(A.k)", &ak, &defa, &err), 0);
	assert_int_equal(kaba_table_add_column(t, KABA_COL_DEF, "def(C.k)", &ck, &defc, &err), 0);
	assert_int_equal(kaba_table_add_column(t, KABA_COL_FIELD, "A.base", NULL, &base, &err), 0);
	assert_int_equal(kaba_table_link_this(t, athis, defa, &err), 0);
	assert_int_equal(kaba_table_link_this(t, cthis, defc, &err), 0);
	kaba_table_set(t, athis, defa);
	kaba_table_set(t, athis, base);
	kaba_table_set(t, cthis, defc);
	kaba_table_set(t, obj, defa);
	kaba_table_set(t, obj, defc);
	assert_int_equal(kaba_dominance(t, defc, defa, &err), 0);   /* C11 */
	assert_int_equal(kaba_c1_assign(t, cthis, x, &err), 0);     /* C.k.this ⇒ x */
	close_ok(t, NULL);
	assert_true(kaba_table_get(t, cthis, defa) && kaba_table_get(t, cthis, base));
	assert_true(kaba_table_get(t, obj, base));
	assert_true(kaba_table_get(t, x, base));   /* carried on by the next pass */
	assert_false(kaba_table_get(t, athis, defc));
	kaba_table_free(t);
}

static void test_chain_and_cycle(void **state)
{
	struct kaba_table *t = grid(6, 6, KABA_COL_FIELD);
	struct kaba_error err = { 0 };
	struct kaba_closure_stats st;
	size_t r, c;

	(void)state;
	/* chain r0 ⇒ r1 ⇒ r2, given in reverse order so one pass must still do */
	assert_int_equal(kaba_c1_assign(t, 1, 2, &err), 0); /* r1 = r2: r1 ⇒ r2 */
	assert_int_equal(kaba_c1_assign(t, 0, 1, &err), 0);
	/* cycle r3 ⇒ r4 ⇒ r5 ⇒ r3 */
	assert_int_equal(kaba_c1_assign(t, 3, 4, &err), 0);
	assert_int_equal(kaba_c1_assign(t, 4, 5, &err), 0);
	assert_int_equal(kaba_c1_assign(t, 5, 3, &err), 0);
	kaba_table_set(t, 0, 0);
	kaba_table_set(t, 1, 1);
	kaba_table_set(t, 3, 3);
	kaba_table_set(t, 4, 4);
	kaba_table_set(t, 5, 5);
	close_ok(t, &st);
	assert_int_equal(st.components, 4); /* {r0} {r1} {r2} {r3,r4,r5} */
	assert_int_equal(st.rounds, 1);
	assert_true(kaba_table_get(t, 2, 0) && kaba_table_get(t, 2, 1));
	assert_true(kaba_table_get(t, 1, 0) && !kaba_table_get(t, 0, 1));
	for (r = 3; r < 6; r++)
		for (c = 3; c < 6; c++)
			assert_true(kaba_table_get(t, r, c));
	assert_false(kaba_table_get(t, 3, 0));
	/* the initial table is kept */
	assert_false(kaba_table_initial(t, 2, 0));
	assert_true(kaba_table_initial(t, 1, 1));
	kaba_table_free(t);
}

static void test_columns_and_rows_interleave(void **state)
{
	struct kaba_table *t = grid(3, 4, KABA_COL_FIELD);
	struct kaba_error err = { 0 };

	(void)state;
	/* c0 ⇒ c1 ⇒ c2 and r0 ⇒ r1: r1 gets c0, c1, c2 via r0 */
	assert_int_equal(kaba_constrain_column(t, KABA_RULE_OTHER, 0, 1, &err), 0);
	assert_int_equal(kaba_constrain_column(t, KABA_RULE_OTHER, 1, 2, &err), 0);
	assert_int_equal(kaba_c2_alloc(t, 0, 1, &err), 0);
	kaba_table_set(t, 0, 0);
	kaba_table_set(t, 2, 3);
	close_ok(t, NULL);
	assert_true(kaba_table_get(t, 0, 2));
	assert_true(kaba_table_get(t, 1, 0) && kaba_table_get(t, 1, 1) && kaba_table_get(t, 1, 2));
	assert_false(kaba_table_get(t, 1, 3));
	assert_false(kaba_table_get(t, 2, 0));
	kaba_table_free(t);
}

/* c1 overrides c0 (both def).  r0 holds c1 only; r1 gets both only through
 * r2 ⇒ r1, so dominance fires late and then pushes c0 into r3 too. */
static void test_dominance_fires(void **state)
{
	struct kaba_table *t = grid(4, 3, KABA_COL_DEF);
	struct kaba_error err = { 0 };
	struct kaba_closure_stats st;

	(void)state;
	assert_int_equal(kaba_dominance(t, 1, 0, &err), 0);
	assert_int_equal(kaba_c1_assign(t, 2, 1, &err), 0); /* r2 ⇒ r1 */
	kaba_table_set(t, 0, 1);
	kaba_table_set(t, 1, 1);
	kaba_table_set(t, 2, 0);
	kaba_table_set(t, 3, 1);
	kaba_table_set(t, 3, 2);
	close_ok(t, &st);
	assert_int_equal(st.fired, 1);
	assert_int_equal(st.rounds, 2);
	assert_true(t->implications[0].active);
	assert_true(kaba_table_get(t, 0, 0)); /* c1 ⇒ c0 now for every row */
	assert_true(kaba_table_get(t, 3, 0));
	assert_false(kaba_table_get(t, 2, 1));
	kaba_table_free(t);
}

static void test_dominance_stays_off(void **state)
{
	struct kaba_table *t = grid(3, 2, KABA_COL_DEF);
	struct kaba_error err = { 0 };
	struct kaba_closure_stats st;

	(void)state;
	assert_int_equal(kaba_dominance(t, 1, 0, &err), 0);
	kaba_table_set(t, 0, 0);
	kaba_table_set(t, 1, 1);
	close_ok(t, &st);
	assert_int_equal(st.fired, 0);
	assert_false(t->implications[0].active);
	assert_false(kaba_table_get(t, 1, 0));
	assert_false(kaba_table_get(t, 0, 1));
	kaba_table_free(t);
}

/* Two bodies in one row, and a cycle that makes their columns equal. */
static void test_strictness(void **state)
{
	struct kaba_table *t = grid(2, 2, KABA_COL_DEF);
	struct kaba_error err = { 0 };

	(void)state;
	assert_int_equal(kaba_dominance(t, 1, 0, &err), 0);
	assert_int_equal(kaba_constrain_column(t, KABA_RULE_OTHER, 0, 1, &err), 0);
	kaba_table_set(t, 0, 0);
	kaba_table_set(t, 1, 1);
	kaba_table_set(t, 1, 0);
	assert_int_equal(kaba_close(t, NULL, &err), KABA_EUNSUPPORTED);
	assert_non_null(strstr(err.what, "C13"));
	assert_non_null(strstr(err.what, "c1 and c0"));
	kaba_table_free(t);

	/* The same with dcl columns is fine: one declaration may stand for both. */
	t = grid(2, 2, KABA_COL_DCL);
	assert_int_equal(kaba_dominance(t, 1, 0, &err), 0);
	assert_int_equal(kaba_constrain_column(t, KABA_RULE_OTHER, 0, 1, &err), 0);
	kaba_table_set(t, 1, 1);
	kaba_table_set(t, 1, 0);
	close_ok(t, NULL);
	kaba_table_free(t);
}

static void test_builder_directions(void **state)
{
	struct kaba_table *t = grid(2, 1, KABA_COL_FIELD);
	struct kaba_error err = { 0 };
	size_t i;
	/* Each builder with (first, second) = (0, 1): does it copy row 0 into row 1? */
	int (*const copies_0_to_1[])(struct kaba_table *, size_t, size_t, struct kaba_error *) = {
		kaba_c1_assign, kaba_c2_alloc, kaba_c3_param, kaba_c4_return, kaba_c5_field,
		kaba_c6_object_this, kaba_c7_receiver, kaba_c8_self_call, kaba_c9_static_call,
	};

	(void)state;
	for (i = 0; i < sizeof(copies_0_to_1) / sizeof(copies_0_to_1[0]); i++) {
		assert_int_equal(copies_0_to_1[i](t, 0, 1, &err), 0);
		assert_int_equal(t->implications[i].kind, KABA_IMPL_ROW);
		assert_int_equal(t->implications[i].rule, KABA_C1_ASSIGN + i);
		assert_int_equal(t->implications[i].from, 0);
		assert_int_equal(t->implications[i].to, 1);
	}
	assert_int_equal(kaba_c1_assign(t, 0, 2, &err), KABA_EINPUT);
	kaba_table_free(t);
}

/* ---- random tables against a naive fixpoint ------------------------------ */

static unsigned seed;
static unsigned rnd(unsigned n)
{
	seed = seed * 1103515245u + 12345u;
	return (seed >> 16) % n;
}

/* Apply every implication until nothing changes, one cell at a time. */
static void naive_close(struct kaba_table *t)
{
	int changed;
	size_t i, r, c;

	do {
		changed = 0;
		for (i = 0; i < t->nimplications; i++) {
			struct kaba_implication *im = &t->implications[i];

			if (im->kind == KABA_IMPL_ROW) {
				for (c = 0; c < t->ncolumns; c++)
					if (kaba_table_get(t, im->from, c) && !kaba_table_get(t, im->to, c)) {
						kaba_table_set(t, im->to, c);
						changed = 1;
					}
				continue;
			}
			if (im->kind == KABA_IMPL_DOMINANCE && !im->active) {
				for (r = 0; r < t->nrows; r++)
					if (kaba_table_get(t, r, im->from) && kaba_table_get(t, r, im->to))
						im->active = 1;
				if (!im->active)
					continue;
				changed = 1;
			}
			for (r = 0; r < t->nrows; r++)
				if (kaba_table_get(t, r, im->from) && !kaba_table_get(t, r, im->to)) {
					kaba_table_set(t, r, im->to);
					changed = 1;
				}
		}
	} while (changed);
}

/* The closed table satisfies every implication in force. */
static void assert_satisfied(const struct kaba_table *t)
{
	size_t i, r, c;

	for (i = 0; i < t->nimplications; i++) {
		const struct kaba_implication *im = &t->implications[i];

		if (im->kind == KABA_IMPL_ROW) {
			for (c = 0; c < t->ncolumns; c++)
				assert_true(!kaba_table_get(t, im->from, c) || kaba_table_get(t, im->to, c));
		} else {
			for (r = 0; r < t->nrows; r++) {
				int both = kaba_table_get(t, r, im->from) && kaba_table_get(t, r, im->to);

				if (im->kind == KABA_IMPL_DOMINANCE && !im->active)
					assert_false(both);
				if (im->kind == KABA_IMPL_COLUMN || im->active)
					assert_true(!kaba_table_get(t, r, im->from) || kaba_table_get(t, r, im->to));
			}
		}
	}
}

static void test_random_least_fixpoint(void **state)
{
	int round;

	(void)state;
	seed = 7;
	for (round = 0; round < 300; round++) {
		size_t rows = 1 + rnd(40), cols = 1 + rnd(140), i, r, c;
		struct kaba_table *a = grid(rows, cols, KABA_COL_DCL);
		struct kaba_table *b = grid(rows, cols, KABA_COL_DCL);
		struct kaba_error err = { 0 };
		struct kaba_closure_stats st;
		size_t nrow = rnd(2 * rows + 1), ncol = rnd(cols + 1), ndom = rnd(cols / 2 + 1);

		for (i = 0; i < rows * cols / 12 + 1; i++) {
			r = rnd(rows);
			c = rnd(cols);
			kaba_table_set(a, r, c);
			kaba_table_set(b, r, c);
		}
		for (i = 0; i < nrow; i++) {
			r = rnd(rows);
			c = rnd(rows);
			assert_int_equal(kaba_c1_assign(a, r, c, &err), 0);
			assert_int_equal(kaba_c1_assign(b, r, c, &err), 0);
		}
		for (i = 0; i < ncol; i++) {
			r = rnd(cols);
			c = rnd(cols);
			assert_int_equal(kaba_constrain_column(a, KABA_RULE_OTHER, r, c, &err), 0);
			assert_int_equal(kaba_constrain_column(b, KABA_RULE_OTHER, r, c, &err), 0);
		}
		for (i = 0; i < ndom; i++) {
			r = rnd(cols);
			c = rnd(cols);
			if (r == c)
				continue;
			assert_int_equal(kaba_dominance(a, r, c, &err), 0);
			assert_int_equal(kaba_dominance(b, r, c, &err), 0);
		}
		close_ok(a, &st);
		naive_close(b);
		assert_satisfied(a);
		for (r = 0; r < rows; r++)
			for (c = 0; c < cols; c++)
				assert_int_equal(kaba_table_get(a, r, c), kaba_table_get(b, r, c));
		for (i = 0; i < a->nimplications; i++)
			assert_int_equal(a->implications[i].active, b->implications[i].active);
		kaba_table_free(a);
		kaba_table_free(b);
	}
}

/* A long chain and a big cycle: one pass, no blow-up. */
static void test_large(void **state)
{
	enum { N = 20000, C = 300 };
	struct kaba_table *t = grid(N, C, KABA_COL_FIELD);
	struct kaba_error err = { 0 };
	struct kaba_closure_stats st;
	size_t i;

	(void)state;
	for (i = 0; i + 1 < N / 2; i++)
		assert_int_equal(kaba_c1_assign(t, i, i + 1, &err), 0);
	for (i = N / 2; i < N; i++)
		assert_int_equal(kaba_c1_assign(t, i, i + 1 < N ? i + 1 : N / 2, &err), 0);
	for (i = 0; i < N; i++)
		kaba_table_set(t, i, i % C);
	close_ok(t, &st);
	assert_int_equal(st.components, N / 2 + 1);
	for (i = 0; i < C; i++) {
		assert_int_equal(kaba_table_get(t, N / 2 - 1, i), 1);
		assert_int_equal(kaba_table_get(t, N - 1, i), 1);
	}
	assert_false(kaba_table_get(t, 0, 1));
	kaba_table_free(t);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_chain_and_cycle),
		cmocka_unit_test(test_entry_rule),
		cmocka_unit_test(test_body_rule),
		cmocka_unit_test(test_columns_and_rows_interleave),
		cmocka_unit_test(test_dominance_fires),
		cmocka_unit_test(test_dominance_stays_off),
		cmocka_unit_test(test_strictness),
		cmocka_unit_test(test_builder_directions),
		cmocka_unit_test(test_random_least_fixpoint),
		cmocka_unit_test(test_large),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
