/* The traced static analysis (kaba analyze --trace, its restructured jar):
 * the set of methods traces ran (src/analysis/ran.c) and the points-to
 * analysis restricted to it, on the KABA paper's Figure 1 program. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include "test_analysis_util.h"

static void test_set(void **state)
{
	struct kaba_ran *r = kaba_ran_new();
	char cls[700];

	(void)state;
	assert_non_null(r);
	assert_int_equal(kaba_ran_add(r, "p/A", "f", "()V"), 0);
	assert_int_equal(kaba_ran_add(r, "p/A", "f", "()V"), 0);
	assert_int_equal(kaba_ran_count(r), 1);
	assert_true(kaba_ran_has(r, "p/A", "f", "()V"));
	assert_false(kaba_ran_has(r, "p/A", "f", "(I)V"));
	assert_false(kaba_ran_has(r, "p/A", "g", "()V"));
	assert_false(kaba_ran_has(r, "p/B", "f", "()V"));
	/* names that only concatenate alike are different methods */
	assert_false(kaba_ran_has(r, "p/A f", "()V", ""));
	/* the empty name: every method of a class the agent left alone */
	assert_int_equal(kaba_ran_add(r, "p/B", "", ""), 0);
	assert_true(kaba_ran_has(r, "p/B", "anything", "(J)I"));
	/* keys longer than the lookup's stack buffer */
	memset(cls, 'x', sizeof(cls) - 1);
	cls[sizeof(cls) - 1] = '\0';
	assert_false(kaba_ran_has(r, cls, "f", "()V"));
	assert_int_equal(kaba_ran_add(r, cls, "f", "()V"), 0);
	assert_true(kaba_ran_has(r, cls, "f", "()V"));
	assert_int_equal(kaba_ran_count(r), 3);
	/* covers: without any, every class; then exact names and patterns */
	assert_true(kaba_ran_covers(r, "p/A"));
	assert_int_equal(kaba_ran_cover(r, "p/A"), 0);
	assert_int_equal(kaba_ran_cover(r, "q/*"), 0);
	assert_true(kaba_ran_covers(r, "p/A"));
	assert_false(kaba_ran_covers(r, "p/B"));
	assert_true(kaba_ran_covers(r, "q/r/S"));
	assert_false(kaba_ran_covers(r, "p/AB"));
	kaba_ran_free(r);
}

static int is_dead(const struct kaba_analysis *a, const char *m)
{
	for (size_t i = 0; i < a->ndead; i++)
		if (!strcmp(a->dead[i], m))
			return 1;
	return 0;
}

/* Analyse the paper's program with the calls restricted to `ran`. */
static int analyse_ran(struct run *r, const struct kaba_ran *ran)
{
	struct kaba_analysis_options o;
	struct kaba_error err = { 0 };
	const char *in[] = { fixture("paper") };

	memset(r, 0, sizeof(*r));
	kaba_analysis_options_init(&o);
	o.main_class = "Client";
	o.ran = ran;
	if (kaba_program_open(in, 1, NULL, &r->prog, &err) ||
	    kaba_analyze(r->prog, &o, &r->a, &err)) {
		kaba_error_print(&err, stderr);
		return -1;
	}
	r->t = r->a->table;
	return 0;
}

/* A run where no B was constructed (say main threw before `new B()`): B's
 * constructor is dead, its this-row and its body's accesses are gone, the
 * objects of the `new B` sites keep their def(B.<init>) entries (the call
 * is in run code); the methods dispatch selects are reached as in the
 * static variant (ran.h says why), B.h among them though it did not run. */
static void test_restricted_calls(void **state)
{
	static const char *const ran[][3] = {
		{ "Client", "main", "([Ljava/lang/String;)V" }, { "A", "<init>", "()V" },
		{ "A", "f", "()V" },
	};
	struct kaba_ran *set = kaba_ran_new();
	struct run full, r;

	(void)state;
	for (size_t i = 0; i < sizeof(ran) / sizeof(*ran); i++)
		assert_int_equal(kaba_ran_add(set, ran[i][0], ran[i][1], ran[i][2]), 0);
	assert_int_equal(analyse(&full, "paper", "Client", 1, 0), 0);
	assert_int_equal(analyse_ran(&r, set), 0);
	assert_false(is_dead(full.a, "B.<init>()V"));
	assert_true(is_dead(r.a, "B.<init>()V"));
	assert_false(is_dead(r.a, "A.<init>()V"));
	assert_false(is_dead(r.a, "B.h()V"));
	assert_int_equal(r.a->stats.user_methods_reachable + 1,
			 full.a->stats.user_methods_reachable);
	assert_int_equal(kaba_table_find_row(r.t, "B.<init>.this"), KABA_NONE);
	assert_int_not_equal(kaba_table_find_row(full.t, "B.<init>.this"), KABA_NONE);
	assert_int_equal(cell(&r, "Client.main#new@16", "def(B.<init>)"), 1);
	assert_int_equal(cell(&r, "Client.main.b2", "dcl(B.h)"), 1);
	run_free(&full);
	run_free(&r);
	kaba_ran_free(set);
}

/* Traces that cover only Client (kaba trace --include Client): A's and
 * B's methods may have run, whatever their records say. */
static void test_uncovered(void **state)
{
	struct kaba_ran *set = kaba_ran_new();
	struct run r;

	(void)state;
	assert_int_equal(kaba_ran_add(set, "Client", "main", "([Ljava/lang/String;)V"), 0);
	assert_int_equal(kaba_ran_cover(set, "Client"), 0);
	assert_int_equal(analyse_ran(&r, set), 0);
	assert_false(is_dead(r.a, "A.<init>()V"));
	assert_false(is_dead(r.a, "B.<init>()V"));
	run_free(&r);
	kaba_ran_free(set);
}

/* Nothing ran but main: the constructor calls are cut. */
static void test_only_main(void **state)
{
	struct kaba_ran *set = kaba_ran_new();
	struct run r;

	(void)state;
	assert_int_equal(kaba_ran_add(set, "Client", "main", "([Ljava/lang/String;)V"), 0);
	assert_int_equal(analyse_ran(&r, set), 0);
	assert_true(is_dead(r.a, "A.<init>()V"));
	assert_true(is_dead(r.a, "B.<init>()V"));
	assert_false(is_dead(r.a, "A.f()V"));
	run_free(&r);
	kaba_ran_free(set);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_set),
		cmocka_unit_test(test_restricted_calls),
		cmocka_unit_test(test_only_main),
		cmocka_unit_test(test_uncovered),
	};

	if (access_ok(fixture("paper"))) {
		fprintf(stderr, "fixture %s missing (make fixtures)\n", fixture("paper"));
		return 1;
	}
	return cmocka_run_group_tests(tests, NULL, NULL);
}
