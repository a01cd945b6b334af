/* The traced static analysis (kaba analyze --trace, its restructured jar):
 * the set of methods traces ran (src/analysis/ran.c) and the points-to
 * analysis restricted to it, on the KABA paper's Figure 1 program. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include "test_analysis_util.h"
#include "kaba/trace.h"

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

/* Analyse fixture `jar` from main_class with the calls restricted to `ran`. */
static int analyse_ran_of(struct run *r, const char *jar, const char *main_class,
			  const struct kaba_ran *ran)
{
	struct kaba_analysis_options o;
	struct kaba_error err = { 0 };
	const char *in[] = { fixture(jar) };

	memset(r, 0, sizeof(*r));
	kaba_analysis_options_init(&o);
	o.main_class = main_class;
	o.ran = ran;
	if (kaba_program_open(in, 1, NULL, &r->prog, &err) ||
	    kaba_analyze(r->prog, &o, &r->a, &err)) {
		kaba_error_print(&err, stderr);
		return -1;
	}
	r->t = r->a->table;
	return 0;
}

/* Analyse the paper's program with the calls restricted to `ran`. */
static int analyse_ran(struct run *r, const struct kaba_ran *ran)
{
	return analyse_ran_of(r, "paper", "Client", ran);
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

static int frozen(const struct run *r, const char *cls)
{
	return kaba_analysis_frozen(r->a, cls, strlen(cls));
}

/* reflog_forname traced on rl.Loud (tests/e2e/dynamic_jar.sh makes the
 * real trace): its forName, newInstance and field enumeration on a Class
 * computed at run time reached Loud alone in the log, so only Loud is
 * frozen for them (Quiet is frozen for its name, a string constant of the
 * main that ran: rule N1); the shapes declare fields an unbounded enumeration may
 * list and freeze without the log, or when lookups were not logged
 * (a version 2 trace). */
static void test_reflection_log(void **state)
{
	static const char *const main_m[] = { "rl/Main", "main", "([Ljava/lang/String;)V" };
	static const struct { int api; const char *name; } calls[] = {
		{ KABA_API_CLASS_FORNAME, "" }, { KABA_API_CLASS_GET_MEMBER, "<init>" },
		{ KABA_API_CONSTRUCTOR_NEWINSTANCE, "<init>" }, { KABA_API_CLASS_GET_MEMBERS, "" },
	};
	static const char *const ran[] = { "rl/Main", "rl/Shape", "rl/Square", "rl/Loud" };
	struct kaba_ran *set[2] = { kaba_ran_new(), kaba_ran_new() };
	struct run r[3];

	(void)state;
	for (int k = 0; k < 2; k++) {
		for (size_t i = 0; i < sizeof(ran) / sizeof(*ran); i++)
			assert_int_equal(kaba_ran_add(set[k], ran[i], "", ""), 0);
		for (size_t i = 0; i < sizeof(calls) / sizeof(*calls); i++)
			assert_int_equal(kaba_ran_reflected(set[k], calls[i].api, main_m[0], main_m[1],
							    main_m[2], "rl/Loud", calls[i].name), 0);
	}
	kaba_ran_no_lookups(set[1]);
	assert_int_equal(analyse(&r[0], "reflog_forname", "rl.Main", 1, 0), 0);
	assert_int_equal(analyse_ran_of(&r[1], "reflog_forname", "rl.Main", set[0]), 0);
	assert_int_equal(analyse_ran_of(&r[2], "reflog_forname", "rl.Main", set[1]), 0);
	assert_true(frozen(&r[0], "rl.Square") && frozen(&r[0], "rl.Quiet"));
	assert_true(frozen(&r[1], "rl.Loud"));
	assert_false(frozen(&r[1], "rl.Square") || frozen(&r[1], "rl.Shape"));
	/* "rl.Quiet" is a string constant of main, which ran (rule N1). */
	assert_true(frozen(&r[1], "rl.Quiet"));
	assert_true(frozen(&r[2], "rl.Loud") && frozen(&r[2], "rl.Square"));
	for (int k = 0; k < 3; k++)
		run_free(&r[k]);
	kaba_ran_free(set[0]);
	kaba_ran_free(set[1]);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_set),
		cmocka_unit_test(test_restricted_calls),
		cmocka_unit_test(test_only_main),
		cmocka_unit_test(test_uncovered),
		cmocka_unit_test(test_reflection_log),
	};

	if (access_ok(fixture("paper"))) {
		fprintf(stderr, "fixture %s missing (make fixtures)\n", fixture("paper"));
		return 1;
	}
	return cmocka_run_group_tests(tests, NULL, NULL);
}
