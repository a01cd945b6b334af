/* Shared helpers of the analysis tests: analyse a fixture jar, read cells. */
#ifndef TEST_ANALYSIS_UTIL_H
#define TEST_ANALYSIS_UTIL_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "kaba/analysis.h"
#include "kaba/constraints.h"
#include "kaba/program.h"
#include "kaba/table.h"
#include "fca.h"

struct run {
	struct kaba_program *prog;
	struct kaba_analysis *a;
	struct kaba_table *t;
};

static inline const char *fixture(const char *name)
{
	static char path[4096];
	const char *build = getenv("BUILD");

	snprintf(path, sizeof(path), "%s/fixtures/%s.jar", build ? build : "build", name);
	return path;
}

static inline int access_ok(const char *path)
{
	return access(path, R_OK);
}

/* 0 on success; prints the error otherwise. */
static inline int analyse(struct run *r, const char *jar, const char *main_class,
			  int recv, int no_init)
{
	struct kaba_analysis_options o;
	struct kaba_error err = { 0 };
	const char *in[] = { fixture(jar) };

	memset(r, 0, sizeof(*r));
	kaba_analysis_options_init(&o);
	o.main_class = main_class;
	o.recv = recv;
	o.no_init = no_init;
	if (kaba_program_open(in, 1, NULL, &r->prog, &err) ||
	    kaba_analyze(r->prog, &o, &r->a, &err)) {
		kaba_error_print(&err, stderr);
		return -1;
	}
	r->t = r->a->table;
	return 0;
}

static inline void run_free(struct run *r)
{
	kaba_analysis_free(r->a);
	kaba_program_free(r->prog);
}

static inline size_t row_of(const struct run *r, const char *name)
{
	size_t i = kaba_table_find_row(r->t, name);

	if (i == KABA_NONE)
		fprintf(stderr, "no row %s\n", name);
	return i;
}

static inline size_t col_of(const struct run *r, const char *name)
{
	size_t i = kaba_table_find_column(r->t, name);

	if (i == KABA_NONE)
		fprintf(stderr, "no column %s\n", name);
	return i;
}

/* The cell (row, column); -1 if either is missing. */
static inline int cell(const struct run *r, const char *row, const char *col)
{
	size_t i = row_of(r, row), j = col_of(r, col);

	if (i == KABA_NONE || j == KABA_NONE)
		return -1;
	return kaba_table_get(r->t, i, j);
}

/* Is there an implication of `kind` (and rule, unless 0) from `a` to `b`? */
static inline int implies(const struct run *r, int kind, int rule, const char *a,
			  const char *b)
{
	const struct kaba_table *t = r->t;

	for (size_t i = 0; i < t->nimplications; i++) {
		const struct kaba_implication *im = &t->implications[i];
		const char *fa, *fb;

		if (im->kind != kind || (rule && im->rule != rule))
			continue;
		fa = kind == KABA_IMPL_ROW ? t->rows[im->from].name : t->columns[im->from].name;
		fb = kind == KABA_IMPL_ROW ? t->rows[im->to].name : t->columns[im->to].name;
		if (!strcmp(fa, a) && !strcmp(fb, b))
			return 1;
	}
	return 0;
}

/* The row's columns as "c1 c2 ..." in column order (static buffer). */
static inline const char *row_cols(const struct run *r, const char *row)
{
	static char buf[8192];
	size_t i = row_of(r, row), n = 0;

	buf[0] = '\0';
	if (i == KABA_NONE)
		return "(no row)";
	for (size_t c = 0; c < r->t->ncolumns; c++) {
		if (!kaba_table_get(r->t, i, c))
			continue;
		n += (size_t)snprintf(buf + n, sizeof(buf) - n, "%s%s", n ? " " : "",
				      r->t->columns[c].name);
		if (n >= sizeof(buf))
			break;
	}
	return buf;
}

/* Concepts of the (closed) table's context. */
static inline size_t concepts(const struct run *r)
{
	struct fca_context *ctx = kaba_table_context(r->t);
	struct fca_options o = { 0 };
	struct fca_lattice *lat;
	char err[256];
	size_t n;

	o.kind = FCA_COUNT;
	if (!ctx || fca_lattice_build(ctx, &o, &lat, err, sizeof(err))) {
		fca_context_free(ctx);
		return 0;
	}
	n = fca_lattice_size(lat);
	fca_lattice_free(lat);
	fca_context_free(ctx);
	return n;
}

#endif
