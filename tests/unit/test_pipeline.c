/*
 * kaba_run (pipeline.h) as a library call, without the CLI: the outcome
 * of a run that restructures, of one that falls back, and of one whose
 * refusal stands (--no-fallback: exit 4 with everything but the jar); the
 * profile of a run with a fallback round.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "kaba/pipeline.h"
#include "support.h"

/* The job of `kaba analyze $BUILD/fixtures/NAME.jar -o SCRATCH`, with
 * the strings it points to. */
struct fixture_job {
	struct kaba_job job;
	char input[512];
	const char *in[1], *jar[1];
};

/* Fill f for fixture NAME; 0 when the fixture is not built. */
static int job_for(struct fixture_job *f, const char *fixture)
{
	const char *build = getenv("BUILD");

	snprintf(f->input, sizeof(f->input), "%s/fixtures/%s.jar", build ? build : "build", fixture);
	if (access(f->input, R_OK))
		return 0;
	kaba_job_init(&f->job);
	f->in[0] = f->input;
	f->jar[0] = at("%s-restructured.jar", fixture);
	f->job.inputs = f->in;
	f->job.ninputs = 1;
	f->job.jars = f->jar;
	return 1;
}

/* The paper's example: restructured in one round, nothing refused. */
static void test_run_restructures(void **state)
{
	struct fixture_job f;
	struct kaba_outcome out;
	struct kaba_error err = { 0 };

	(void)state;
	if (!job_for(&f, "paper"))
		skip();
	assert_int_equal(kaba_run(&f.job, &out, &err), KABA_OK);
	assert_non_null(out.analysis);
	assert_ptr_equal(out.jar_analysis, out.analysis);
	assert_non_null(out.proposal);
	assert_non_null(out.lat);
	assert_true(out.jar_written);
	assert_int_equal(access(f.jar[0], R_OK), 0);
	assert_int_equal(out.rounds, 1);
	assert_int_equal(out.nfallback, 0);
	assert_false(out.refused);
	assert_null(out.refusal);
	assert_null(out.traced_jar);
	kaba_outcome_free(&out);
}

/* The cast to A[] is refused; the fallback freezes A (the class the
 * refusal blames) and the second round writes the jar.  The reason it
 * records is the refusal's own text, not the message with its prefix. */
static void test_run_falls_back(void **state)
{
	struct fixture_job f;
	struct kaba_outcome out;
	struct kaba_error err = { 0 };

	(void)state;
	if (!job_for(&f, "fallback_array_cast"))
		skip();
	assert_int_equal(kaba_run(&f.job, &out, &err), KABA_OK);
	assert_true(out.jar_written);
	assert_int_equal(out.rounds, 2);
	assert_int_equal(out.nfallback, 1);
	assert_string_equal(out.fallback[0].cls, "fb/A");
	assert_non_null(strstr(out.fallback[0].why, "restructuring fallback: an array type"));
	assert_null(strstr(out.fallback[0].why, KABA_REFUSAL_PREFIX));
	assert_false(out.refused);
	kaba_outcome_free(&out);
}

/* The profile of a run that falls back once: every stage in the order it
 * ran, the first pass as round 0 and the re-analysis from "freezing and
 * tabling again" to the generator's second run as round 1, each with its
 * costs and the peak memory, which never falls. */
static void test_run_profile(void **state)
{
	static const char *const stages[] = {
		"reading classes", "points-to analysis", "closing the table", "concept lattice",
		"reading the hierarchy", "simplifying", "removing multiple inheritance",
		"writing the restructured jar",
	};
	const size_t nstages = sizeof(stages) / sizeof(stages[0]);
	struct fixture_job f;
	struct kaba_outcome out;
	struct kaba_error err = { 0 };
	const struct kaba_profile *p;
	size_t i;

	(void)state;
	if (!job_for(&f, "fallback_array_cast"))
		skip();
	assert_int_equal(kaba_run(&f.job, &out, &err), KABA_OK);
	p = out.profile;
	assert_non_null(p);
	assert_false(p->incomplete);
	/* round 0: all stages; round 1: the table again, then from the closure on */
	assert_int_equal(p->n, nstages + 1 + nstages - 2);
	for (i = 0; i < nstages; i++) {
		assert_string_equal(p->v[i].stage, stages[i]);
		assert_int_equal(p->v[i].round, 0);
	}
	assert_string_equal(p->v[nstages].stage, "freezing and tabling again");
	for (i = nstages; i < p->n; i++) {
		assert_int_equal(p->v[i].round, 1);
		if (i > nstages)
			assert_string_equal(p->v[i].stage, stages[i - nstages + 1]);
	}
	for (i = 0; i < p->n; i++) {
		assert_true(p->v[i].wall >= 0 && p->v[i].cpu >= 0);
		assert_true(p->v[i].peak_rss_kib > 0);
		if (i)
			assert_true(p->v[i].peak_rss_kib >= p->v[i - 1].peak_rss_kib);
	}
	kaba_outcome_free(&out);
}

/* With the fallback off the refusal stands: KABA_EUNSUPPORTED, the
 * outcome complete but for the jar, which is not there. */
static void test_run_refusal_stands(void **state)
{
	struct fixture_job f;
	struct kaba_outcome out;
	struct kaba_error err = { 0 };

	(void)state;
	if (!job_for(&f, "fallback_array_cast"))
		skip();
	f.job.no_fallback = 1;
	assert_int_equal(kaba_run(&f.job, &out, &err), KABA_EUNSUPPORTED);
	assert_true(out.refused);
	assert_non_null(strstr(err.what, KABA_REFUSAL_PREFIX "an array type"));
	assert_non_null(out.proposal);
	assert_non_null(out.table);
	assert_false(out.jar_written);
	assert_int_not_equal(access(f.jar[0], F_OK), 0);
	kaba_outcome_free(&out);
}

/* A run that fails before the proposal says so and frees cleanly. */
static void test_run_bad_input(void **state)
{
	struct kaba_job job;
	struct kaba_outcome out;
	struct kaba_error err = { 0 };
	const char *in[1] = { at("missing.jar") };

	(void)state;
	kaba_job_init(&job);
	job.inputs = in;
	job.ninputs = 1;
	assert_int_not_equal(kaba_run(&job, &out, &err), KABA_OK);
	assert_int_not_equal(err.status, KABA_OK);
	assert_null(out.proposal);
	kaba_outcome_free(&out);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		scratch_test(test_run_restructures),
		scratch_test(test_run_falls_back),
		scratch_test(test_run_profile),
		scratch_test(test_run_refusal_stands),
		scratch_test(test_run_bad_input),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
