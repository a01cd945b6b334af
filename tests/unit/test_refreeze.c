/*
 * kaba_analysis_refreeze (the restructuring fallback's retry): freezing
 * more classes in an analysis that kept its points-to solution must give
 * exactly the frozen and pinned lists (reasons, first reasons and keeping
 * classes included), dead methods and table that a fresh analysis with all
 * those classes frozen gives.  On antlr 2.7.7 (skipped when it is
 * not installed) and on the fallback_array_cast fixture.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "kaba/analysis.h"
#include "kaba/program.h"
#include "kaba/table.h"

static const struct kaba_freeze first[] = {
	{ "antlr/ANTLRParser", "test: first" },
	{ "antlr/TokenBuffer", "test: first" },
	{ "fb/Main", "test: first" },
};
static const struct kaba_freeze more[] = {
	{ "antlr/preprocessor/Preprocessor", "test: more" },
	{ "antlr/SimpleTokenManager", "test: more" },
	{ "fb/A", "test: more" },
};

static void assert_same_tables(const struct kaba_table *a, const struct kaba_table *b)
{
	size_t i;

	assert_int_equal(a->nrows, b->nrows);
	assert_int_equal(a->ncolumns, b->ncolumns);
	assert_int_equal(a->nimplications, b->nimplications);
	assert_int_equal(a->nentry_rules, b->nentry_rules);
	assert_int_equal(a->nrefused, b->nrefused);
	assert_int_equal(a->nerased, b->nerased);
	for (i = 0; i < a->nerased; i++)
		assert_int_equal(a->erased[i].index, b->erased[i].index);
	for (i = 0; i < a->nrows; i++)
		assert_string_equal(a->rows[i].name, b->rows[i].name);
	for (i = 0; i < a->ncolumns; i++)
		assert_string_equal(a->columns[i].name, b->columns[i].name);
	assert_int_equal(a->words, b->words);
	assert_memory_equal(a->bits, b->bits, a->nrows * a->words * sizeof(*a->bits));
	for (i = 0; i < a->nimplications; i++) {
		assert_int_equal(a->implications[i].from, b->implications[i].from);
		assert_int_equal(a->implications[i].to, b->implications[i].to);
		assert_int_equal(a->implications[i].kind, b->implications[i].kind);
		assert_int_equal(a->implications[i].rule, b->implications[i].rule);
	}
}

/* Same classes, for the same reasons, the first first, kept by the same
 * class. */
static void assert_same_list(const struct kaba_frozen *a, size_t na, const struct kaba_frozen *b,
			     size_t nb)
{
	assert_int_equal(na, nb);
	for (size_t i = 0; i < na; i++) {
		assert_string_equal(a[i].cls, b[i].cls);
		assert_string_equal(a[i].why, b[i].why);
		assert_string_equal(a[i].first, b[i].first);
		assert_string_equal(a[i].by ? a[i].by : "-", b[i].by ? b[i].by : "-");
	}
}

static void assert_same(const struct kaba_analysis *a, const struct kaba_analysis *b)
{
	size_t i;

	assert_same_list(a->frozen, a->nfrozen, b->frozen, b->nfrozen);
	assert_same_list(a->pinned, a->npinned, b->pinned, b->npinned);
	assert_int_equal(a->ndead, b->ndead);
	for (i = 0; i < a->ndead; i++)
		assert_string_equal(a->dead[i], b->dead[i]);
	assert_int_equal(a->stats.user_classes, b->stats.user_classes);
	assert_int_equal(a->stats.user_methods_reachable, b->stats.user_methods_reachable);
	assert_same_tables(a->table, b->table);
}

static void check(const char *jar, const char *main_class)
{
	const char *inputs[] = { jar };
	struct kaba_freeze all[6];
	struct kaba_analysis_options opt;
	struct kaba_program *prog = NULL;
	struct kaba_analysis *kept = NULL, *fresh = NULL;
	struct kaba_error err = { 0 };
	size_t before;

	if (access(jar, R_OK))
		skip();
	memcpy(all, first, sizeof(first));
	memcpy(all + 3, more, sizeof(more));
	if (kaba_program_open(inputs, 1, NULL, &prog, &err))
		fail_msg("%s: %s", err.where, err.what);
	kaba_analysis_options_init(&opt);
	opt.main_class = main_class;
	opt.freeze = first;
	opt.nfreeze = 3;
	opt.keep_solution = 1;
	if (kaba_analyze(prog, &opt, &kept, &err))
		fail_msg("%s: %s", err.where, err.what);
	/* The fallback refreezes classes the first analysis tabled: none of
	 * `more` may be frozen yet (MismatchedTokenException was, through the
	 * throws clauses of Parser, once those froze their classes too). */
	for (size_t i = 0; i < 3; i++)
		assert_false(kaba_analysis_frozen(kept, more[i].cls, strlen(more[i].cls)));
	before = kept->nfrozen;
	if (kaba_analysis_refreeze(kept, more, 3, &err))
		fail_msg("%s: %s", err.where, err.what);
	assert_true(kept->nfrozen > before);
	opt.freeze = all;
	opt.nfreeze = 6;
	opt.keep_solution = 0;
	if (kaba_analyze(prog, &opt, &fresh, &err))
		fail_msg("%s: %s", err.where, err.what);
	assert_null(fresh->solution);
	assert_same(kept, fresh);
	/* an analysis without its solution cannot be refrozen */
	assert_int_equal(kaba_analysis_refreeze(fresh, more, 1, &err), KABA_EINTERNAL);
	kaba_analysis_free(kept);
	kaba_analysis_free(fresh);
	kaba_program_free(prog);
}

static void test_antlr(void **state)
{
	(void)state;
	check("/usr/share/java/antlr.jar", "antlr.Tool");
}

static void test_fixture(void **state)
{
	const char *build = getenv("BUILD");
	char jar[4096];

	(void)state;
	snprintf(jar, sizeof(jar), "%s/fixtures/fallback_array_cast.jar", build ? build : "build");
	check(jar, "fb.Main");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_fixture),
		cmocka_unit_test(test_antlr),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
