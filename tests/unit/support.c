/* The unit tests' shared fixtures (see support.h). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "kaba/analysis.h"
#include "kaba/constraints.h"
#include "kaba/pipeline.h"
#include "kaba/program.h"
#include "kaba/refactor.h"
#include "support.h"

struct test_classes java_base, antlr;

int support_load_java_base(void **state)
{
	(void)state;
	if (test_classes_load(JAVA_BASE_JMOD, &java_base)) {
		fprintf(stderr, "cannot read %s\n", JAVA_BASE_JMOD);
		return -1;
	}
	return 0;
}

int support_load_java_base_and_antlr(void **state)
{
	if (support_load_java_base(state))
		return -1;
	if (test_classes_load(ANTLR_JAR, &antlr)) {
		fprintf(stderr, "cannot read %s\n", ANTLR_JAR);
		return -1;
	}
	return 0;
}

int support_free_classes(void **state)
{
	(void)state;
	test_classes_free(&java_base);
	test_classes_free(&antlr);
	return 0;
}

static char scratch[256];

int support_scratch_setup(void **state)
{
	const char *tmp = getenv("TMPDIR");

	(void)state;
	snprintf(scratch, sizeof(scratch), "%s/kaba-test-XXXXXX", tmp ? tmp : "/tmp");
	return mkdtemp(scratch) ? 0 : -1;
}

static int remove_one(const char *path, const struct stat *st, int flag, struct FTW *f)
{
	(void)st, (void)flag, (void)f;
	return remove(path);
}

int support_scratch_teardown(void **state)
{
	(void)state;
	return nftw(scratch, remove_one, 16, FTW_DEPTH | FTW_PHYS);
}

const char *at(const char *fmt, ...)
{
	static char bufs[4][512];
	static int next;
	char *b = bufs[next++ % 4];
	int n = snprintf(b, sizeof(bufs[0]), "%s/", scratch);
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(b + n, sizeof(bufs[0]) - (size_t)n, fmt, ap);
	va_end(ap);
	return b;
}

struct kaba_jar *open_ok(const char *path, const struct kaba_jar_limits *limits)
{
	struct kaba_error err = { 0 };
	struct kaba_jar *jar = NULL;

	if (kaba_jar_open(path, limits, &jar, &err)) {
		kaba_error_print(&err, stderr);
		fail();
	}
	return jar;
}

int support_run_open(struct support_run *r, const char *fixture,
		     const struct kaba_analysis_options *opt, int mi)
{
	const char *build = getenv("BUILD");
	const char *inputs[] = { r->jar };
	int aoc;

	memset(r, 0, sizeof(*r));
	snprintf(r->jar, sizeof(r->jar), "%s/fixtures/%s.jar", build ? build : "build", fixture);
	if (access(r->jar, R_OK))
		return -1;
	/* the pipeline's stages (pipeline.h); without `mi`, its last step,
	 * the removal of multiple inheritance, is left out */
	if (kaba_program_open(inputs, 1, NULL, &r->prog, &r->err) ||
	    kaba_analyze(r->prog, opt, &r->an, &r->err) ||
	    kaba_close(r->an->table, NULL, &r->err) ||
	    kaba_run_lattice(r->an->table, 0, NULL, &r->lat, &aoc, &r->err) ||
	    kaba_run_proposal(r->an->table, r->lat, NULL, &r->prop, &r->err) ||
	    (mi ? kaba_run_simplify(r->prop, 0, NULL, &r->err)
		: kaba_simplify(r->prop, &kaba_simplify_defaults, &r->err)))
		fail_msg("%s: %s", r->err.where, r->err.what);
	return 0;
}

void support_run_close(struct support_run *r)
{
	kaba_proposal_free(r->prop);
	kaba_table_lattice_free(r->lat);
	kaba_analysis_free(r->an);
	kaba_program_free(r->prog);
}
