/*
 * kaba_run_edited (pipeline.h): the restructured jars of a proposal edited
 * by kaba edit.  The proposal was checked against the saved closed table;
 * the code generator needs the analysis too (frozen classes, the program),
 * which is run again and must give that table again.
 */
#include <string.h>

#include "run.h"
#include "kaba/constraints.h"
#include "kaba/progress.h"

/* Whether t has the rows and columns of saved, by name and in order. */
static int same_table(const struct kaba_table *t, const struct kaba_table *saved)
{
	size_t i;

	if (t->nrows != saved->nrows || t->ncolumns != saved->ncolumns ||
	    t->nimplications != saved->nimplications)
		return 0;
	for (i = 0; i < t->nrows; i++)
		if (strcmp(t->rows[i].name, saved->rows[i].name))
			return 0;
	for (i = 0; i < t->ncolumns; i++)
		if (strcmp(t->columns[i].name, saved->columns[i].name))
			return 0;
	return 1;
}

int kaba_run_edited(const struct kaba_job *job, const struct kaba_freeze *f, size_t n,
		    const struct kaba_table *saved, const struct cJSON *proposal,
		    struct kaba_restructure_stats *stats, struct kaba_error *err)
{
	struct kaba_run r = { 0 };
	const char **names;
	int rc;

	kaba_arena_init(&r.arena);
	r.opt = *job;
	r.clock.profile = &r.profile;
	rc = run_analyse(&r);
	if (!rc && n) {
		kaba_stage(&r.clock, "freezing as the restructuring fallback did");
		if (!(rc = kaba_analysis_refreeze(r.an, f, n, &r.err)))
			r.table = r.an->table;
	}
	if (!rc) {
		kaba_stage(&r.clock, "closing the table");
		rc = kaba_close(r.table, NULL, &r.err);
	}
	if (!rc && !same_table(r.table, saved))
		rc = kaba_fail(&r.err, KABA_EINPUT, "kaba edit --jar", -1,
			       "the analysis gives another table than the saved one (did the "
			       "inputs or the JDK change?); analyse again and edit again");
	if (!rc)
		rc = kaba_proposal_restore(r.table, proposal, 0, &r.proposal, &names, &r.arena,
					   &r.err);
	if (!rc && !(rc = run_generate_once(&r)))
		*stats = r.jar;
	kaba_stage(&r.clock, NULL);
	kaba_progress_end();
	if (rc)
		*err = r.err;
	run_free(&r);
	return rc;
}
