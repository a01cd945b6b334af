/*
 * The analysis keeps everything in growable arrays (classes, methods,
 * vars, points-to nodes, sorted site sets) that move when they grow.
 * These tests build a tiny program by hand and make the arrays grow, or a
 * sorted set take an out-of-order element, in the middle of an operation:
 * jdt-core died in ka_iset_union when a filter appended the library
 * pseudo-object to the sorted sites it passed and a unify merged that
 * node's delta; a pointer into the methods or classes array held across a
 * class load reads freed memory, which the sanitizer build reports.  And
 * one more read out of bounds that jdt-core showed the sanitizer: the
 * table looked up the method of an invokespecial that has none.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "kaba/table.h"
#include "../../src/analysis/ran.h"
#include "../../src/analysis/table/build.h"

struct fixture {
	struct ka ka;
	struct kaba_analysis_options opt;
	struct kaba_error err;
	struct kaba_analysis out;
};

static int32_t library_class(struct ka *ka, const char *name, int32_t super)
{
	int32_t c = ka_class(ka, name, strlen(name));

	ka->classes[c].flags |= KA_LOADED | KA_LIBRARY;
	ka->classes[c].super = super;
	return c;
}

/* A user class whose members are known now (no front end loads it). */
static int32_t loaded_class(struct ka *ka, const char *name, int32_t super)
{
	int32_t c = ka_class(ka, name, strlen(name));

	ka->classes[c].flags |= KA_LOADED;
	ka->classes[c].super = super;
	return c;
}

/* The front end of these tests: loading a class makes many classes and
 * methods, so the arrays are reallocated under whoever holds a pointer
 * into them; q/B gets a method m()V and grow/I2 a field f. */
static int growing_loader(struct ka *ka, int32_t cls)
{
	const char *name = ka->classes[cls].name;

	ka->classes[cls].flags |= KA_LOADED;
	for (int i = 0; i < 300; i++) {
		const char *n = ka_printf(ka, "fill/%s/C%d", name, i);
		const char *m = ka_printf(ka, "f%d", i);

		if (!n || !m || ka_class(ka, n, strlen(n)) < 0 ||
		    ka_add_method(ka, cls, m, "()V", 0) < 0)
			return -1;
	}
	if (!strcmp(ka->classes[cls].name, "q/B"))
		return ka_add_method(ka, cls, "m", "()V", 0) < 0 ? -1 : 0;
	if (!strcmp(ka->classes[cls].name, "grow/I2"))
		return ka_add_field(ka, cls, "f", "I", KA_STATIC) < 0 ? -1 : 0;
	return 0;
}

static int setup(void **state)
{
	struct fixture *f = calloc(1, sizeof(*f));

	if (!f)
		return -1;
	kaba_analysis_options_init(&f->opt);
	if (ka_init(&f->ka, &f->opt, &f->err))
		return -1;
	f->ka.out = &f->out;
	f->ka.reflect_call = ka_reflect_call;
	f->ka.ran = ka_ran;
	f->ka.classes[f->ka.object_cls].flags |= KA_LOADED | KA_LIBRARY;
	*state = f;
	return 0;
}

static int teardown(void **state)
{
	struct fixture *f = *state;

	ka_release(&f->ka);
	free(f);
	return 0;
}

static void assert_set(const struct ka_ivec *s, const int32_t *want, uint32_t n)
{
	assert_int_equal(s->n, n);
	for (uint32_t i = 0; i < n; i++)
		assert_int_equal(s->v[i], want[i]);
}

/* A union of a set into itself, or of a set it holds, adds nothing. */
static void union_into_itself(void **state)
{
	struct ka_ivec s = { 0 }, added = { 0 };
	const int32_t want[] = { 1, 4, 9 };

	(void)state;
	for (int i = 2; i >= 0; i--)
		assert_int_equal(ka_iset_add(&s, want[i]), 1);
	assert_int_equal(ka_iset_union(&s, &s, &added), 0);
	assert_set(&s, want, 3);
	assert_int_equal(added.n, 0);
	ka_ivec_free(&s);
	ka_ivec_free(&added);
}

/*
 * jdt-core's SIGSEGV: `b = (T) a` where a holds the library pseudo-object
 * of Object, made after T's, and objects of a user subclass of T.  The
 * filter passes those and narrows the pseudo-object to T's, the oldest
 * site; then a unify of b (library.c: a call result takes the node of its
 * type's library values) merges b's whole set into its pending delta.
 */
static void filter_then_unify_keeps_sets_sorted(void **state)
{
	struct fixture *f = *state;
	struct ka *ka = &f->ka;
	int32_t lt = library_class(ka, "lib/T", ka->object_cls);
	int32_t u = loaded_class(ka, "u/U", lt);
	struct ka_type obj = { ka->object_cls, 0, 0 }, t = { lt, 0, 0 }, ut = { u, 0, 0 };
	int32_t st, so, u1, u2, a, b, c, d;

	assert_int_equal(ka_pta_new(ka), 0);
	assert_int_equal(ka_library_init(ka), 0);
	st = ka_library_site(ka, lt);
	so = ka_library_site(ka, ka->object_cls);
	u1 = ka_add_site(ka, ut, KA_NONE, 0, 0);
	u2 = ka_add_site(ka, ut, KA_NONE, 1, 0);
	a = ka_add_var(ka, KA_V_LOCAL, KA_NONE, "a", obj);
	b = ka_add_var(ka, KA_V_LOCAL, KA_NONE, "b", t);
	c = ka_add_var(ka, KA_V_LOCAL, KA_NONE, "c", t);
	d = ka_add_var(ka, KA_V_LOCAL, KA_NONE, "d", t);
	assert_true(st < so && so < u1 && u1 < u2 && d >= 0);
	assert_int_equal(ka_pta_add_site(ka, a, so), 0);
	assert_int_equal(ka_pta_add_site(ka, a, u1), 0);
	assert_int_equal(ka_pta_add_site(ka, a, u2), 0);
	assert_int_equal(ka_pta_filter(ka, a, b, t), 0);
	assert_int_equal(ka_pta_unify(ka, c, b), 0);
	assert_int_equal(ka_pta_copy(ka, b, d), 0);
	assert_int_equal(ka_pta_solve(ka), 0);
	{
		const int32_t want[] = { st, u1, u2 };

		assert_set(ka_pt(ka, b), want, 3);
		assert_set(ka_pt(ka, c), want, 3);
		assert_set(ka_pt(ka, d), want, 3);
	}
}

/* ka_select of a package-private method on a class whose loading grows the
 * methods array: the resolved method is read after the dispatch loaded it. */
static void select_across_a_growing_load(void **state)
{
	struct fixture *f = *state;
	struct ka *ka = &f->ka;
	int32_t a = loaded_class(ka, "p/A", ka->object_cls), b, am, bm;

	ka->load_class = growing_loader;
	am = ka_add_method(ka, a, "m", "()V", 0);
	b = ka_class(ka, "q/B", 3);
	ka->classes[b].super = a;
	assert_true(am >= 0 && b >= 0);
	/* B.m, of another package, does not override the package-private A.m */
	assert_int_equal(ka_select(ka, b, am), am);
	bm = ka_dispatch(ka, b, "m", "()V");
	assert_true(bm >= 0 && bm != am);
	assert_int_equal(ka->methods[bm].owner, b);
}

/* A field lookup through interfaces whose loading grows the classes array. */
static void field_lookup_across_a_growing_load(void **state)
{
	struct fixture *f = *state;
	struct ka *ka = &f->ka;
	int32_t k = loaded_class(ka, "grow/K", ka->object_cls);
	int32_t i1 = ka_class(ka, "grow/I1", 7), i2 = ka_class(ka, "grow/I2", 7), fi;

	ka->load_class = growing_loader;
	assert_int_equal(ka_ivec_push(&ka->classes[k].ifaces, i1), 0);
	assert_int_equal(ka_ivec_push(&ka->classes[k].ifaces, i2), 0);
	fi = ka_lookup_field(ka, k, "f", "I");
	assert_true(fi >= 0);
	assert_int_equal(ka->fields[fi].owner, i2);
	assert_true(ka->nclasses > 600);
}

/* `x.m()` by invokespecial where m was not found (its class is missing, as
 * jdt-core's org.eclipse.core classes): the table is built, and the call
 * marks no column on x's row (bound_column read methods[-1]). */
static void bound_call_without_target(void **state)
{
	struct fixture *f = *state;
	struct ka *ka = &f->ka;
	int32_t u = loaded_class(ka, "u/U", ka->object_cls);
	int32_t missing = ka_class(ka, "gone/G", 6);
	int32_t main_m = ka_add_method(ka, u, "main", "()V", KA_STATIC);
	struct ka_stmt call = { 0 };
	size_t row;

	assert_int_equal(ka_pta_new(ka), 0);
	assert_int_equal(ka_library_init(ka), 0);
	assert_int_equal(ka_reach(ka, main_m, "main"), 0);
	call.op = KA_CALL;
	call.call = KA_SPECIAL;
	call.method = main_m;
	call.dst = call.b = call.field = call.site = call.check = KA_NONE;
	call.target = KA_NONE;
	call.a = ka_add_var(ka, KA_V_LOCAL, main_m, "u.U.main#x", (struct ka_type){ u, 0, 0 });
	call.ref = ka_add_ref(ka, missing, "m", "()V");
	assert_true(ka_add_stmt(ka, &call) >= 0);
	assert_int_equal(ka_build_table(ka), 0);
	row = kaba_table_find_row(f->out.table, "u.U.main#x");
	assert_int_not_equal(row, KABA_NONE);
	for (size_t c = 0; c < f->out.table->ncolumns; c++)
		assert_false(kaba_table_get(f->out.table, row, c));
	kaba_table_free(f->out.table);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(union_into_itself),
		cmocka_unit_test_setup_teardown(filter_then_unify_keeps_sets_sorted, setup, teardown),
		cmocka_unit_test_setup_teardown(select_across_a_growing_load, setup, teardown),
		cmocka_unit_test_setup_teardown(field_lookup_across_a_growing_load, setup, teardown),
		cmocka_unit_test_setup_teardown(bound_call_without_target, setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
