/*
 * One small program per language rule of docs/constraints.md §7
 * (tests/fixtures/rules/<rule>/Main.java), analysed without constructors.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "test_analysis_util.h"

/* The name of the only column starting with `prefix` and ending with `suffix`. */
static const char *column_like(const struct run *r, const char *prefix, const char *suffix)
{
	const char *found = NULL;

	for (size_t c = 0; c < r->t->ncolumns; c++) {
		const char *n = r->t->columns[c].name;
		size_t ln = strlen(n), ls = strlen(suffix);

		if (!strncmp(n, prefix, strlen(prefix)) && ln >= ls && !strcmp(n + ln - ls, suffix)) {
			assert_null(found);
			found = n;
		}
	}
	assert_non_null(found);
	return found;
}

static void casts(void **state)
{
	struct run r;
	const char *yes, *no;

	(void)state;
	assert_int_equal(analyse(&r, "rules", "casts.Main", 1, 1), 0);
	yes = column_like(&r, "casts.Main.main#cast@", "=true");
	no = column_like(&r, "casts.Main.main#cast@", "=false");
	/* new B() at 0 passes, new A() at 13 fails */
	assert_int_equal(cell(&r, "casts.Main.main#new@0", yes), 1);
	assert_int_equal(cell(&r, "casts.Main.main#new@0", no), 0);
	assert_int_equal(cell(&r, "casts.Main.main#new@13", no), 1);
	assert_int_equal(cell(&r, "casts.Main.main#new@13", yes), 0);
	/* the pseudo-row x/T receives only the passing object */
	for (size_t i = 0; i < r.t->nrows; i++) {
		if (r.t->rows[i].kind != KABA_ROW_CAST)
			continue;
		assert_true(implies(&r, KABA_IMPL_ROW, KABA_RULE_CAST, r.t->rows[i].name,
				    "casts.Main.main#new@0"));
		assert_false(implies(&r, KABA_IMPL_ROW, KABA_RULE_CAST, r.t->rows[i].name,
				     "casts.Main.main#new@13"));
		assert_true(implies(&r, KABA_IMPL_ROW, KABA_C1_ASSIGN, "casts.Main.main.y",
				    r.t->rows[i].name));
	}
	assert_int_equal(cell(&r, "casts.Main.main.y", "casts.B.b"), 1);
	run_free(&r);
}

static void instanceof_(void **state)
{
	struct run r;
	const char *yes, *no;

	(void)state;
	assert_int_equal(analyse(&r, "rules", "iof.Main", 1, 1), 0);
	yes = column_like(&r, "iof.Main.main#instanceof@", "=true");
	no = column_like(&r, "iof.Main.main#instanceof@", "=false");
	assert_int_equal(cell(&r, "iof.Main.main#new@0", no), 1);    /* new A() */
	assert_int_equal(cell(&r, "iof.Main.main#new@13", yes), 1);  /* new B() */
	assert_int_equal(cell(&r, "iof.Main.main#new@0", yes), 0);
	run_free(&r);
}

static void handlers(void **state)
{
	struct run r;
	const char *yes, *no;

	(void)state;
	assert_int_equal(analyse(&r, "rules", "handlers.Main", 1, 1), 0);
	yes = column_like(&r, "handlers.Main.main#catch@", "=true");
	no = column_like(&r, "handlers.Main.main#catch@", "=false");
	/* thrown in Thrower.run, tested in main's handler */
	assert_int_equal(cell(&r, "handlers.Thrower.run#new@4", yes), 1);   /* E2 */
	assert_int_equal(cell(&r, "handlers.Thrower.run#new@12", no), 1);   /* E1 */
	assert_int_equal(cell(&r, "handlers.Thrower.run#new@12", yes), 0);
	assert_int_equal(cell(&r, "handlers.Main.main.e", "handlers.E2.code"), 1);
	run_free(&r);
}

static void overloading(void **state)
{
	struct run r;

	(void)state;
	assert_int_equal(analyse(&r, "rules", "overload.Main", 1, 1), 0);
	assert_int_equal(cell(&r, "overload.Main.main.a", "dcl(overload.A.f(Loverload/A;)V)"), 1);
	assert_int_equal(cell(&r, "overload.Main.main.a", "dcl(overload.A.f(Loverload/B;)V)"), 1);
	assert_true(implies(&r, KABA_IMPL_ROW, KABA_C3_PARAM, "overload.A.f(Loverload/A;)V.a",
			    "overload.Main.main.a"));
	assert_true(implies(&r, KABA_IMPL_ROW, KABA_C3_PARAM, "overload.A.f(Loverload/B;)V.b",
			    "overload.Main.main.b"));
	run_free(&r);
}

static void overriding_signatures(void **state)
{
	struct run r;

	(void)state;
	assert_int_equal(analyse(&r, "rules", "override.Main", 1, 1), 0);
	assert_true(implies(&r, KABA_IMPL_ROW, KABA_RULE_OVERRIDE, "override.A.m.p", "override.B.m.p"));
	assert_true(implies(&r, KABA_IMPL_ROW, KABA_RULE_OVERRIDE, "override.B.m.p", "override.A.m.p"));
	assert_true(implies(&r, KABA_IMPL_ROW, KABA_RULE_OVERRIDE, "override.A.m.ret", "override.B.m.ret"));
	assert_true(implies(&r, KABA_IMPL_ROW, KABA_RULE_OVERRIDE, "override.B.m.ret", "override.A.m.ret"));
	assert_true(implies(&r, KABA_IMPL_DOMINANCE, 0, "dcl(override.B.m)", "dcl(override.A.m)"));
	assert_true(implies(&r, KABA_IMPL_DOMINANCE, 0, "def(override.B.m)", "def(override.A.m)"));
	/* both bodies run: dispatch on the two objects */
	assert_int_equal(cell(&r, "override.Main.main#new@0", "def(override.B.m)"), 1);
	assert_int_equal(cell(&r, "override.Main.main#new@13", "def(override.A.m)"), 1);
	run_free(&r);
}

static void arrays(void **state)
{
	struct run r;

	(void)state;
	assert_int_equal(analyse(&r, "rules", "arrays.Main", 1, 1), 0);
	assert_int_not_equal(kaba_table_find_row(r.t, "arrays.Main.main#new@1[]"), KABA_NONE);
	/* arr[0] = new A(): the element row is a supertype of the object */
	assert_true(implies(&r, KABA_IMPL_ROW, KABA_C5_FIELD, "arrays.Main.main#new@1[]",
			    "arrays.Main.main#new@7"));
	/* y = arr[1]: out of the element row */
	assert_true(implies(&r, KABA_IMPL_ROW, KABA_C5_FIELD, "arrays.Main.main#aload@17",
			    "arrays.Main.main#new@1[]"));
	assert_int_equal(cell(&r, "arrays.Main.main.y", "arrays.A.x"), 1);
	run_free(&r);
}

/* Analyse a fixture with the receiver rule and close its table; 0 or -1. */
static int analyse_closed(struct run *r, const char *jar, const char *main_class, int no_init)
{
	struct kaba_error err = { 0 };

	if (analyse(r, jar, main_class, 1, no_init))
		return -1;
	if (kaba_close(r->t, NULL, &err)) {
		kaba_error_print(&err, stderr);
		return -1;
	}
	return 0;
}

/* Whether some object row of the closed table holds a declaration with no
 * body of its signature (the same member name and descriptor) although the
 * table has one: its class would be abstract (invariant I3). */
static int abstract_objects(const struct run *r)
{
	const struct kaba_table *t = r->t;
	int bad = 0;

	for (size_t o = 0; o < t->nrows; o++) {
		if (t->rows[o].kind != KABA_ROW_OBJECT)
			continue;
		for (size_t d = 0; d < t->ncolumns; d++) {
			const struct kaba_origin *od = &t->columns[d].origin;
			int bodies = 0, here = 0;

			if (t->columns[d].kind != KABA_COL_DCL || !kaba_table_get(t, o, d))
				continue;
			for (size_t b = 0; b < t->ncolumns; b++) {
				const struct kaba_origin *ob = &t->columns[b].origin;

				if (t->columns[b].kind == KABA_COL_DEF && !strcmp(ob->member, od->member) &&
				    !strcmp(ob->descriptor, od->descriptor)) {
					bodies++;
					here |= kaba_table_get(t, o, b);
				}
			}
			if (bodies && !here) {
				fprintf(stderr, "%s: %s without a body\n", t->rows[o].name,
					t->columns[d].name);
				bad++;
			}
		}
	}
	return bad;
}

/* Is the store of object row `obj` (NULL: the library's) into the array of
 * element row `elem` recorded as refused? */
static int refused(const struct run *r, const char *elem, const char *obj)
{
	size_t e = row_of(r, elem), o = obj ? row_of(r, obj) : KABA_NONE;

	for (size_t i = 0; i < r->t->nrefused; i++)
		if (r->t->refused[i].elem == e &&
		    (o == KABA_NONE ? r->t->refused[i].object == UINT32_MAX : r->t->refused[i].object == o))
			return 1;
	return 0;
}

/* `values[0] = b.resolve()` into an Object[] whose points-to set also holds
 * a Problem[] (ecj's UnresolvedAnnotationBinding): the array store check
 * keeps the Binding out of the Problem[] elements, so the Binding object
 * must not get Problem's members through the element row; the refused
 * store is recorded for the generator (table.h), the fitting one is not. */
static void array_store_check(void **state)
{
	struct run r;

	(void)state;
	assert_int_equal(analyse_closed(&r, "rules_imprecise", "arraystore.Main", 1), 0);
	assert_int_equal(cell(&r, "arraystore.Main.main#new@6", "dcl(arraystore.Problem.getId)"), 1);
	assert_int_equal(cell(&r, "arraystore.Main.main#new@39", "dcl(arraystore.Problem.getId)"), 0);
	/* the Binding[] the Object[] may also be still takes the Binding */
	assert_true(implies(&r, KABA_IMPL_ROW, KABA_C5_FIELD, "arraystore.Main.main#new@16[]",
			    "arraystore.Main.main#call@52"));
	assert_int_equal(abstract_objects(&r), 0);
	assert_true(refused(&r, "arraystore.Main.main#new@1[]", "arraystore.Main.main#new@39"));
	assert_false(refused(&r, "arraystore.Main.main#new@16[]", "arraystore.Main.main#new@39"));
	assert_false(refused(&r, "arraystore.Main.main#new@1[]", NULL));
	run_free(&r);
}

/* List.toArray(T[]) fills the array it gets inside the library: the Item
 * object must still get Item.v, used through the element row, and the
 * array's refused stores are the library's, unknown. */
static void library_filled_array(void **state)
{
	struct run r;

	(void)state;
	assert_int_equal(analyse_closed(&r, "rules_imprecise", "libarray.Main", 1), 0);
	assert_true(implies(&r, KABA_IMPL_ROW, KABA_C5_FIELD, "libarray.Main.main#new@24[]",
			    "libarray.Main.main#new@9"));
	assert_int_equal(cell(&r, "libarray.Main.main#new@9", "libarray.Item.v"), 1);
	assert_int_equal(cell(&r, "libarray.Main.main#new@49", "libarray.Part.w"), 1);
	/* the library may store any object it holds: the generator checks all */
	assert_true(refused(&r, "libarray.Main.main#new@24[]", NULL));
	run_free(&r);
}

/* System.arraycopy is a copy from element row to element row, not an
 * escape: the copied Elem gets Elem.e, the Elem only println holds and the
 * Other the store check rejects do not. */
static void arraycopy_elements(void **state)
{
	struct run r;

	(void)state;
	assert_int_equal(analyse_closed(&r, "rules_imprecise", "arraycopy.Main", 1), 0);
	assert_int_equal(cell(&r, "arraycopy.Main.main#new@6", "arraycopy.Elem.e"), 1);
	assert_int_equal(cell(&r, "arraycopy.Main.main#new@38", "arraycopy.Elem.e"), 0);
	assert_int_equal(cell(&r, "arraycopy.Main.main#new@54", "arraycopy.Elem.e"), 0);
	run_free(&r);
}

/* An array's clone() is the array (its class and elements) and Arrays.sort
 * over an Object[] lets only the elements escape: the keys' array has no
 * refused store of the library's (L1 would let it store anything), the
 * sort still calls compareTo on the keys (L3), and the Tag stored through
 * the clone gets Tag.t (tests/fixtures/rules_imprecise/arraysort). */
static void array_clone_and_sort(void **state)
{
	struct run r;

	(void)state;
	assert_int_equal(analyse_closed(&r, "rules_imprecise", "arraysort.Main", 1), 0);
	assert_false(refused(&r, "arraysort.Main.main#new@1[]", NULL));
	assert_int_equal(cell(&r, "arraysort.Main.main#new@6",
			      "def(arraysort.Key.compareTo(Larraysort/Key;)I)"), 1);
	assert_int_equal(cell(&r, "arraysort.Main.main#new@44", "arraysort.Tag.t"), 1);
	run_free(&r);
}

/* How many erased checks the table lists in arraychecks.Main.`member`. */
static size_t erased_in(const struct run *r, const char *member)
{
	size_t n = 0;

	for (size_t i = 0; i < r->t->nerased; i++)
		n += !strcmp(r->t->erased[i].owner, "arraychecks/Main") &&
		     !strcmp(r->t->erased[i].member, member);
	return n;
}

/* Checks against T[] with no columns are erased checks where every object
 * that may reach them gets the outcome Object[] gives: a U[] and a T reach
 * the cast and the instanceof, toArray(new T[0]) gives an array of its
 * argument's class, nothing reaches (T[]) null; not where toArray()'s
 * Object[] or one made here may reach (tests/fixtures/rules/arraychecks). */
static void erased_array_checks(void **state)
{
	struct run r;

	(void)state;
	assert_int_equal(analyse(&r, "rules", "arraychecks.Main", 1, 1), 0);
	assert_int_equal(erased_in(&r, "userArray"), 1);
	assert_int_equal(erased_in(&r, "isUserArray"), 1);
	assert_int_equal(erased_in(&r, "likeArgument"), 1);
	assert_int_equal(erased_in(&r, "none"), 1);
	assert_int_equal(erased_in(&r, "libraryArray"), 0);
	assert_int_equal(erased_in(&r, "objects"), 0);
	assert_string_equal(r.t->erased[0].type, "arraychecks/T[]");
	assert_int_equal(r.t->nerased, 4);
	run_free(&r);
}

/* The library runs a lambda body on its captured receiver and an unbound
 * method reference, with dispatch, on the object it gets, and makes the
 * object of a constructor reference; a private
 * method called with invokevirtual (a nestmate) binds `this` like
 * invokespecial (tests/fixtures/rules_lambda). */
static void lambdas_and_nestmates(void **state)
{
	struct run r;

	(void)state;
	assert_int_equal(analyse_closed(&r, "rules_lambda", "lambda.Main", 0), 0);
	assert_int_equal(cell(&r, "lambda.Main.main#new@0", "def(lambda.Counter.lambda$supplier$0)"), 1);
	assert_int_not_equal(row_of(&r, "lambda.Counter.bump.this"), KABA_NONE);
	assert_int_equal(cell(&r, "lambda.Main.main#new@0", "lambda.Counter.hits"), 1);
	assert_int_equal(cell(&r, "lambda.Main.main#new@23", "lambda.Counter.hits"), 1);
	assert_int_equal(cell(&r, "lambda.Main.main#new@63", "def(lambda.Special.miss)"), 1);
	assert_int_equal(cell(&r, "lambda.Main.main#new@63", "def(lambda.Counter.miss)"), 0);
	/* Made::new: the object the library makes, at the invokedynamic */
	assert_int_equal(cell(&r, "lambda.Main.main#new@78", "def(lambda.Made.<init>)"), 1);
	assert_int_equal(cell(&r, "lambda.Main.main#new@78", "lambda.Made.size"), 1);
	assert_int_equal(abstract_objects(&r), 0);
	run_free(&r);
}

/* The dispatch closure does not select constructors: super(1) runs A(int),
 * and B(int), which no one calls, stays off the B object (request from
 * bodies: antlr's ANTLRParser got a dead constructor). */
static void constructors_not_selected(void **state)
{
	struct run r;

	(void)state;
	assert_int_equal(analyse_closed(&r, "rules_imprecise", "ctors.Main", 0), 0);
	assert_int_equal(cell(&r, "ctors.Main.main#new@3", "def(ctors.A.<init>)"), 1);
	assert_int_equal(cell(&r, "ctors.Main.main#new@3", "def(ctors.B.<init>()V)"), 1);
	assert_int_equal(cell(&r, "ctors.Main.main#new@3", "def(ctors.B.<init>(I)V)"), 0);
	run_free(&r);
}

static void statics(void **state)
{
	struct run r;

	(void)state;
	assert_int_equal(analyse(&r, "rules", "statics.Main", 1, 1), 0);
	assert_int_equal(kaba_table_find_column(r.t, "statics.A.shared"), KABA_NONE);
	assert_int_equal(kaba_table_find_column(r.t, "statics.A.count"), KABA_NONE);
	assert_int_equal(kaba_table_find_column(r.t, "dcl(statics.A.make)"), KABA_NONE);
	assert_int_equal(cell(&r, "statics.A.shared", "statics.A.x"), 1);
	assert_true(implies(&r, KABA_IMPL_ROW, KABA_C2_ALLOC, "statics.A.make.made",
			    "statics.A.make#new@0"));
	assert_true(implies(&r, KABA_IMPL_ROW, KABA_C4_RETURN, "statics.A.make.ret",
			    "statics.A.make.made"));
	run_free(&r);
}

/* Objects that go into a library container come back out of the library:
 * the Iterator of List.iterator() is a library pseudo-object whose next()
 * is abstract in Iterator, and still runs library code (hazard_bridge). */
static void library_container_round_trip(void **state)
{
	struct run r;

	(void)state;
	assert_int_equal(analyse(&r, "hazard_bridge", "bridge.Main", 1, 1), 0);
	assert_int_equal(cell(&r, "bridge.Main.main#new@174", "bridge.Main.main#cast@240=true"), 1);
	run_free(&r);
}

/* JVMS 5.4.6: q.B.m does not override the package-private p.A.m, so
 * a.m() in Direct runs A.m for the B object too (hazard_pkgpriv). */
static void package_private_selection(void **state)
{
	struct run r;

	(void)state;
	assert_int_equal(analyse(&r, "hazard_pkgpriv", "pkgpriv.Main", 1, 1), 0);
	assert_int_equal(cell(&r, "pkgpriv.Main.main#new@38", "def(pkgpriv.p.A.m)"), 1);
	assert_int_equal(cell(&r, "pkgpriv.Main.main#new@38", "def(pkgpriv.q.B.m)"), 1); /* b.m() */
	run_free(&r);
}

/* JVMS 5.4.3.3/5.4.6: K implements J0, J1 (J1 extends J0), both default
 * m(): new K().m() runs J1.m, the maximally specific one, not the first
 * interface listed (harness open/t9004002). */
static void maximally_specific_default(void **state)
{
	struct run r;

	(void)state;
	assert_int_equal(analyse(&r, "analysis_default", "dflt.Main", 1, 1), 0);
	assert_int_equal(cell(&r, "dflt.Main.main#new@3", "def(dflt.J1.m)"), 1);
	assert_int_not_equal(cell(&r, "dflt.Main.main#new@3", "def(dflt.J0.m)"), 1);
	run_free(&r);
}

static void library_callback_tostring(void **state)
{
	struct run r;
	int c_dead = 0;

	(void)state;
	assert_int_equal(analyse(&r, "rules", "callback.Main", 1, 1), 0);
	/* println(a) calls a.toString() back from the library */
	assert_int_equal(cell(&r, "callback.Main.main#new@0", "def(callback.A.toString)"), 1);
	assert_int_equal(cell(&r, "callback.A.toString.this", "def(callback.A.toString)"), 1);
	assert_true(implies(&r, KABA_IMPL_ROW, KABA_C6_OBJECT_THIS, "callback.A.toString.this",
			    "callback.Main.main#new@0"));
	/* no C object reaches the library */
	for (size_t i = 0; i < r.a->ndead; i++)
		c_dead |= !strcmp(r.a->dead[i], "callback.C.toString()Ljava/lang/String;");
	assert_true(c_dead);
	assert_int_equal(cell(&r, "callback.Main.main#new@15", "def(callback.C.toString)"), 0);
	run_free(&r);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(casts),
		cmocka_unit_test(instanceof_),
		cmocka_unit_test(handlers),
		cmocka_unit_test(overloading),
		cmocka_unit_test(overriding_signatures),
		cmocka_unit_test(arrays),
		cmocka_unit_test(array_store_check),
		cmocka_unit_test(library_filled_array),
		cmocka_unit_test(arraycopy_elements),
		cmocka_unit_test(array_clone_and_sort),
		cmocka_unit_test(erased_array_checks),
		cmocka_unit_test(lambdas_and_nestmates),
		cmocka_unit_test(constructors_not_selected),
		cmocka_unit_test(statics),
		cmocka_unit_test(library_callback_tostring),
		cmocka_unit_test(library_container_round_trip),
		cmocka_unit_test(package_private_selection),
		cmocka_unit_test(maximally_specific_default),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
