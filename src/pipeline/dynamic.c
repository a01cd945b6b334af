/*
 * The traces in the pipeline (run.h): the dynamic variant's table, and
 * --check-static, which holds the traces against the static table.
 */
#include <stdio.h>
#include <string.h>

#include "run.h"
#include "kaba/progress.h"
#include "kaba/trace.h"

/* Merge every --trace file into `table` (rows and columns with the same
 * origin are shared, so runs and the static table line up). */
static int add_traces(struct kaba_run *r, struct kaba_table *table)
{
	size_t i;
	int rc = KABA_OK;

	for (i = 0; i < r->opt.ntraces && !rc; i++) {
		struct kaba_trace tr;

		kaba_trace_init(&tr);
		rc = kaba_trace_read_file(&tr, r->opt.traces[i], &r->err);
		if (!rc)
			rc = kaba_trace_to_table_of(&tr, r->prog, table, &r->err);
		kaba_trace_free(&tr);
	}
	return rc;
}

/* The dynamic variant: the program (for names and the original hierarchy)
 * and a table of the objects the traced runs created and what they used. */
int run_trace_table(struct kaba_run *r)
{
	int rc;

	if ((rc = run_open_program(r)))
		return rc;
	kaba_stage(&r->clock, "reading traces");
	r->table = kaba_table_new();
	r->own_table = 1;
	if (!r->table)
		return kaba_fail(&r->err, KABA_EIO, "table", -1, "out of memory");
	if ((rc = add_traces(r, r->table)))
		return rc;
	return kaba_trace_dominance(r->table, r->prog, &r->err);
}

/* Is `name` (dotted; NULL: no) a frozen class? */
static int frozen(const struct kaba_run *r, const char *name)
{
	return name && kaba_analysis_frozen(r->an, name, strlen(name));
}

/* A traced entry of `traced` the static table leaves out on purpose: frozen
 * classes are library code to it (their objects and this-rows have no rows,
 * their members columns only where tabled rows use them, checks against them
 * no columns). */
static int frozen_entry(const struct kaba_run *r, const struct kaba_table *traced, size_t row,
			size_t col)
{
	const struct kaba_row *w = &traced->rows[row];
	const struct kaba_column *k = &traced->columns[col];
	int check = k->kind == KABA_COL_CHECK_TRUE || k->kind == KABA_COL_CHECK_FALSE;

	return frozen(r, w->kind == KABA_ROW_OBJECT ? w->origin.type : w->origin.owner) ||
	       frozen(r, check ? k->origin.type : k->origin.owner);
}

/* --check-static: every entry of the traced runs must be in the closed
 * static table, since points-to sets may be too large but never too small
 * (docs/constraints.md §1.5).  The traces go into a table of their own, named in
 * the static scheme (kaba_trace_to_table_of), so the static table the rest
 * of the run uses stays as it is; a traced row, column or entry the static
 * table lacks is an object, member or use the analysis missed, unless it
 * belongs to a frozen class (frozen_entry; counted in a note). */
int run_check_static(struct kaba_run *r)
{
	const struct kaba_table *t = r->table;
	struct kaba_table *traced = kaba_table_new();
	size_t i, c, bad = 0, skipped = 0;
	int rc;

	if (!traced)
		return kaba_fail(&r->err, KABA_EIO, "table", -1, "out of memory");
	kaba_stage(&r->clock, "checking traces against the static table");
	rc = add_traces(r, traced);
	for (i = 0; !rc && i < traced->nrows; i++) {
		size_t row = kaba_table_find_row(t, traced->rows[i].name);

		for (c = 0; c < traced->ncolumns; c++) {
			size_t col;

			if (!kaba_table_get(traced, i, c))
				continue;
			col = kaba_table_find_column(t, traced->columns[c].name);
			if (row != KABA_NONE && col != KABA_NONE && kaba_table_get(t, row, col))
				continue;
			if (frozen_entry(r, traced, i, c))
				skipped++;
			else if (bad++ < 20)
				fprintf(stderr, "kaba: soundness: traced %s uses %s, not in the static table\n",
					traced->rows[i].name, traced->columns[c].name);
		}
	}
	kaba_table_free(traced);
	if (rc)
		return rc;
	if (bad)
		return kaba_fail(&r->err, KABA_EINTERNAL, "soundness", -1,
				 "%zu traced entries are missing from the static table (a bug in kaba's "
				 "analysis or its library model)", bad);
	kaba_note("all traced entries are in the static table (%zu entries of frozen classes, "
		  "library code to it, not checked)", skipped);
	return KABA_OK;
}
