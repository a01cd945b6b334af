/*
 * The restructured jar of a run (run.h): the code generator through the
 * restructuring fallback (fallback.h), or for the dynamic variant the
 * traced static analysis in a run of its own (traced.h).  The jar comes
 * last, since the fallback may analyse again: the outcome's table and
 * proposal are those of the analysis the jar comes from.
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "run.h"
#include "traced.h"
#include "kaba/file.h"
#include "kaba/progress.h"

/* The job's jars, mapping and plan go (stale ones of an earlier run too). */
static void remove_jars(struct kaba_run *r)
{
	size_t k;

	for (k = 0; k < r->opt.ninputs; k++)
		unlink(r->opt.jars[k]);
	if (r->opt.mapping)
		unlink(r->opt.mapping);
	if (r->opt.plan)
		unlink(r->opt.plan);
	r->jar_written = 0;
}

/* The fallback's `generate`: the jars and mapping of the job, one run of
 * the code generator. */
static int generate(void *ctx, struct kaba_blame *blame)
{
	struct kaba_run *r = ctx;
	int rc;
	struct kaba_restructure in = { .prog = r->prog, .in = r->opt.inputs[0],
				       .ins = r->opt.inputs, .nins = r->opt.ninputs,
				       .proposal = r->proposal, .analysis = r->an,
				       .main_class = r->main_class, .all_mains = r->opt.all_mains,
				       .blame = blame };

	/* the traced static analysis finds unreachable what no trace ran */
	in.ran = r->ran;
	in.plan = r->opt.plan;
	if (r->ran)
		in.unreachable_message = "kaba: method not run by the traces "
					 "(this jar is restructured for the traced runs only)";

	kaba_stage(&r->clock, "writing the restructured jar");
	rc = kaba_rewrite_jars(&in, r->opt.jars, r->opt.mapping, &r->jar, &r->err);
	if (!rc)
		r->jar_written = 1;
	return rc;
}

static int restructured_jar(struct kaba_run *r);

/* The fallback's `again`: the pipeline from the table, with f[0..n) frozen
 * too (the points-to solution is kept: freezing does not change it). */
static int again(void *ctx, const struct kaba_freeze *f, size_t n)
{
	struct kaba_run *r = ctx;
	int rc;

	kaba_proposal_free(r->proposal);
	kaba_table_lattice_free(r->lat);
	r->proposal = NULL;
	r->lat = NULL;
	r->clock.round++;
	kaba_stage(&r->clock, "freezing and tabling again");
	if ((rc = kaba_analysis_refreeze(r->an, f, n, &r->err)))
		return rc;
	r->table = r->an->table;
	return run_restructure(r);
}

/* What the jar of a traced static analysis holds, for the report. */
static void traced_summary(struct kaba_run *r)
{
	struct kaba_report_traced_jar *t = &r->traced;
	size_t users = kaba_program_user_count(r->prog);

	t->methods_not_run = traced_methods_not_run(r->prog, r->ran);
	t->dead_methods = r->an->ndead;
	t->classes_after = r->jar.classes;
	t->frozen = r->an->nfrozen;
	t->restructured = users - t->frozen;
	t->frozen_by_fallback = r->fb.n ? t->frozen - r->fb.frozen_before : 0;
	t->rounds = r->fb.rounds;
}

/* The dynamic variant's jar: the traced static analysis in a run of its
 * own on the same program and jars (its report goes into r->traced). */
static int traced_jar(struct kaba_run *r)
{
	struct kaba_run *j = calloc(1, sizeof(*j));
	int rc;

	if (!j)
		return kaba_fail(&r->err, KABA_EIO, "analysis", -1, "out of memory");
	kaba_arena_init(&j->arena);
	j->opt = r->opt;
	j->prog = r->prog;
	/* one profile for both runs; r's last stage ends where j's begin */
	kaba_stage(&r->clock, NULL);
	j->clock.profile = r->clock.profile;
	if (!(rc = run_traced_analysis(j)) && !(rc = run_restructure(j)) &&
	    !(rc = restructured_jar(j))) {
		traced_summary(j);
		r->traced = j->traced;
		r->jar_written |= j->jar_written;
	}
	kaba_stage(&j->clock, NULL);
	if (rc == KABA_EINPUT && !j->an) {
		/* the report needs no static analysis: say why there is no jar
		 * (no entry point: a main outside the input ran, say) */
		kaba_warn("no restructured jar: %s: %s", j->err.where, j->err.what);
		r->no_jar = "the traced static analysis has no entry point (warning above)";
		remove_jars(r);
		rc = KABA_OK;
	} else if (rc) {
		r->err = j->err;
		/* a refusal that stands is the outcome's */
		r->fb.blame = j->fb.blame;
		memset(&j->fb.blame, 0, sizeof(j->fb.blame));
	}
	if (!rc && j->an) {
		r->jar_run = j;
		return rc;
	}
	j->prog = NULL; /* r's */
	run_free(j);
	free(j);
	return rc;
}

/* The restructured jar, through the restructuring fallback (fallback.h);
 * a note says why there is none when the run cannot have one
 * (run_jar_possible). */
static int restructured_jar(struct kaba_run *r)
{
	struct fallback_pipeline p = { .ctx = r, .generate = generate, .again = again,
				       .an = r->an, .prog = r->prog, .arena = &r->arena,
				       .err = &r->err, .off = r->opt.no_fallback };

	if (!r->an && r->opt.ntraces && !r->opt.check_static && run_jar_shape(r))
		return traced_jar(r);
	if (!r->an || !run_jar_possible(r)) {
		r->no_jar = r->opt.no_init ? "--no-init leaves out the constructor columns the code "
					     "generator needs"
					   : "--no-simplify: the code generator needs the simplified "
					     "hierarchy";
		kaba_notice("no restructured jar: %s", r->no_jar);
		remove_jars(r);
		return KABA_OK;
	}
	return fallback_run(&r->fb, &p);
}

int run_generate_once(struct kaba_run *r)
{
	int rc = generate(r, NULL);

	if (rc)
		remove_jars(r);
	return rc;
}

int run_jar(struct kaba_run *r)
{
	int rc;

	if (r->opt.jar_dir && (rc = kaba_mkdirs(r->opt.jar_dir, &r->err)))
		return rc;
	if ((rc = restructured_jar(r)))
		remove_jars(r);
	return rc;
}
