/*
 * Fixtures shared by the unit tests, compiled once (tests/unit/support.c is
 * linked into every test program): cmocka group setups that read the JDK's
 * java.base and antlr's classes, and a scratch folder per test with a jar
 * opener.  Header-only builders stay in test_classfile_util.h (real and
 * tiny classes) and test_jar_util.h (zips and their byte surgery).
 */
#ifndef TEST_SUPPORT_H
#define TEST_SUPPORT_H

#include "kaba/jar.h"
#include "test_classfile_util.h"

/* Every class of java.base.jmod and antlr.jar, filled by the group setups
 * below (antlr only by the second) and emptied by support_free_classes. */
extern struct test_classes java_base, antlr;
int support_load_java_base(void **state);
int support_load_java_base_and_antlr(void **state);
int support_free_classes(void **state);

/* A fresh scratch folder for each test (cmocka setup and teardown); at()
 * names a path in it, in one of four rotating buffers. */
int support_scratch_setup(void **state);
int support_scratch_teardown(void **state);
#define scratch_test(f) cmocka_unit_test_setup_teardown(f, support_scratch_setup, \
							support_scratch_teardown)
const char *at(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Open a jar, jmod, directory or class file that must open (the test fails
 * with kaba's message otherwise). */
struct kaba_jar *open_ok(const char *path, const struct kaba_jar_limits *limits);

/* The static pipeline up to the proposal, on a fixture jar. */
struct kaba_analysis_options;
struct support_run {
	struct kaba_program *prog;
	struct kaba_analysis *an;
	struct fca_lattice *lat;
	struct kaba_proposal *prop;
	struct kaba_error err;
	char jar[512];                  /* $BUILD/fixtures/NAME.jar */
};
/* Fixture NAME analysed with `opt`, its table closed, the proposal read
 * off the full lattice and simplified, multiple inheritance removed when
 * `mi` (the pipeline's stages, pipeline.h, with no limit on concepts).  -1 when the fixture is not built (the caller skips); a kaba error
 * fails the test. */
int support_run_open(struct support_run *r, const char *fixture,
		     const struct kaba_analysis_options *opt, int mi);
void support_run_close(struct support_run *r);

#endif
