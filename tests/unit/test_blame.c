/*
 * What a refusal of the code generator blames (kaba_restructure.blame,
 * src/rewrite/blame.c), which the restructuring fallback freezes: the
 * class of the refused construct, or, for a constant that cannot be
 * retyped, the classes it names (wherever it is); for multiple
 * inheritance left, the classes of the objects below it.  Fixtures from
 * BUILD/fixtures (skipped when missing).
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

#include "kaba/analysis.h"
#include "kaba/constraints.h"
#include "kaba/program.h"
#include "kaba/refactor.h"
#include "kaba/rewrite.h"
#include "kaba/table.h"
#include "support.h"

struct run {
	struct support_run s;           /* support.h */
	struct kaba_blame blame;
};

/* Fixture analysed (freezing f[0..nf)) and simplified; multiple
 * inheritance removed when `mi`.  -1 when the fixture is not built. */
static int run_open(struct run *r, const char *fixture, const char *main_class,
		    const struct kaba_freeze *f, size_t nf, int mi)
{
	struct kaba_analysis_options opt;

	memset(&r->blame, 0, sizeof(r->blame));
	kaba_analysis_options_init(&opt);
	opt.main_class = main_class;
	opt.freeze = f;
	opt.nfreeze = nf;
	return support_run_open(&r->s, fixture, &opt, mi);
}

/* The generator's answer, with the blame in r->blame. */
static int rewrite(struct run *r, const char *main_class)
{
	struct kaba_restructure in = { .prog = r->s.prog, .in = r->s.jar, .proposal = r->s.prop,
				       .analysis = r->s.an, .main_class = main_class,
				       .blame = &r->blame };
	struct kaba_restructure_stats st;

	return kaba_rewrite_jar(&in, at("out.jar"), NULL, &st, &r->s.err);
}

static void run_close(struct run *r)
{
	kaba_blame_free(&r->blame);
	support_run_close(&r->s);
}

static int blamed(const struct run *r, const char *cls)
{
	for (size_t i = 0; i < r->blame.n; i++)
		if (!strcmp(r->blame.classes[i], cls))
			return 1;
	return 0;
}

/* The cast to A[] in fb.Main.main: a constant naming A, blamed on A
 * (frozen, it leaves the cast nothing to retype), not on Main. */
static void test_constant_blames_what_it_names(void **state)
{
	struct run r;

	(void)state;
	if (run_open(&r, "fallback_array_cast", "fb.Main", NULL, 0, 1))
		skip();
	assert_int_equal(rewrite(&r, "fb.Main"), KABA_EUNSUPPORTED);
	assert_non_null(strstr(r.s.err.what, "an array type"));
	assert_false(r.blame.all);
	assert_int_equal(r.blame.n, 1);
	assert_string_equal(r.blame.classes[0], "fb/A");
	/* one refusal in the pass, the one the pass fails with, and the
	 * class's why is its text */
	assert_int_equal(r.blame.refusals, 1);
	assert_string_equal(r.blame.first.what, r.s.err.what);
	assert_non_null(r.blame.why[0]);
	assert_non_null(strstr(r.s.err.what, r.blame.why[0]));
	/* the refusal as a value: its reason, and its text the message's
	 * after the prefix, which nobody needs to strip */
	assert_int_equal(r.blame.reason, KABA_REFUSAL_CONSTRUCT);
	assert_int_equal(strncmp(r.s.err.what, KABA_REFUSAL_PREFIX, strlen(KABA_REFUSAL_PREFIX)), 0);
	assert_string_equal(r.s.err.what + strlen(KABA_REFUSAL_PREFIX), r.blame.what);
	run_close(&r);
}

/* With Main frozen, the cast is in a frozen body: still A alone, the class
 * the constant names, not every restructured class the body names
 * (Shapes, which the fallback used to freeze needlessly). */
static void test_frozen_body_blames_what_it_names(void **state)
{
	static const struct kaba_freeze main_frozen[] = { { "fb/Main", "test" } };
	struct run r;

	(void)state;
	if (run_open(&r, "fallback_array_cast", "fb.Main", main_frozen, 1, 1))
		skip();
	assert_int_equal(rewrite(&r, "fb.Main"), KABA_EUNSUPPORTED);
	assert_false(r.blame.all);
	assert_int_equal(r.blame.n, 1);
	assert_true(blamed(&r, "fb/A"));
	run_close(&r);
}

/* The paper's example before multiple-inheritance removal: the refusal
 * names the classes (K ids) and blames the classes of the objects below
 * them, user classes all. */
static void test_multiple_inheritance_blames_objects(void **state)
{
	struct run r;

	(void)state;
	if (run_open(&r, "paper", "Client", NULL, 0, 0))
		skip();
	if (!kaba_proposal_multiple_inheritance(r.s.prop, NULL, 0)) {
		run_close(&r);
		skip();
	}
	assert_int_equal(rewrite(&r, "Client"), KABA_EUNSUPPORTED);
	assert_non_null(strstr(r.s.err.what, "multiple inheritance left in "));
	assert_non_null(strstr(r.s.err.what, "(K"));
	assert_int_equal(r.blame.reason, KABA_REFUSAL_MULTIPLE_INHERITANCE);
	assert_string_equal(r.s.err.what + strlen(KABA_REFUSAL_PREFIX), r.blame.what);
	assert_false(r.blame.all);
	assert_true(r.blame.n >= 1);
	for (size_t i = 0; i < r.blame.n; i++) {
		const struct kaba_pclass *c = kaba_program_class(r.s.prog, r.blame.classes[i]);

		assert_non_null(c);
		assert_int_equal(c->origin, KABA_ORIGIN_USER);
	}
	run_close(&r);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		scratch_test(test_constant_blames_what_it_names),
		scratch_test(test_frozen_body_blames_what_it_names),
		scratch_test(test_multiple_inheritance_blames_objects),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
