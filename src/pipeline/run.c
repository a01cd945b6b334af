/*
 * kaba_run (pipeline.h): the stages in order.  Program → static analysis
 * (points-to, table and its implications) or the traces' table → closure →
 * lattice → proposal → simplification → multiple-inheritance removal →
 * restructured jar (jar.c).  Everything but the jar is computed before
 * anything is written, so a failure leaves no partial output.
 */
#include <stdlib.h>
#include <string.h>

#include "run.h"
#include "traced.h"
#include "kaba/buf.h"
#include "kaba/constraints.h"
#include "kaba/file.h"
#include "kaba/jar.h"
#include "kaba/progress.h"
#include "kaba/resources.h"

void kaba_job_init(struct kaba_job *job)
{
	memset(job, 0, sizeof(*job));
	job->recv = 1;
	job->simplify = 1;
	job->max_concepts = 20000;
}

/* The keep rules: the --keep file's, then those kaba derives from the
 * inputs' resources (classes that service files, .properties and .xml
 * values name: the library loads them by name; resources.h). */
static int load_keep(struct kaba_run *r)
{
	struct kaba_buf text;
	int rc = KABA_OK;

	if (r->opt.keep_file) {
		kaba_buf_init(&text);
		rc = kaba_file_read(r->opt.keep_file, 16 << 20, &text, &r->err);
		if (!rc) {
			kaba_buf_u8(&text, 0);
			rc = text.oom ? kaba_fail(&r->err, KABA_EIO, r->opt.keep_file, -1,
						  "out of memory")
				      : kaba_keep_parse((const char *)text.data, r->opt.keep_file,
							&r->keep, &r->err);
		}
		kaba_buf_free(&text);
	}
	if (!rc)
		rc = kaba_resource_keep(r->opt.inputs, r->opt.ninputs, &r->keep, &r->err);
	return rc;
}

/* The entry class when --main is not given: the first input's Main-Class,
 * copied into the run's arena (the jar is closed again). */
static int manifest_main(struct kaba_run *r, const char **main_class)
{
	struct kaba_jar *jar;
	const char *mc = NULL;
	int rc;

	*main_class = NULL;
	if ((rc = kaba_jar_open(r->opt.inputs[0], NULL, &jar, &r->err)))
		return rc;
	rc = kaba_jar_main_class(jar, &mc, &r->err);
	if (!rc && mc && !(*main_class = kaba_arena_strdup(&r->arena, mc)))
		rc = kaba_fail(&r->err, KABA_EIO, r->opt.inputs[0], -1, "out of memory");
	kaba_jar_close(jar);
	return rc;
}

/* Only the static variant (--check-static keeps its table; the traced static
 * analysis of --trace) with constructor columns, simplified, has what code
 * generation needs (a row for every variable, a column for every
 * constructor). */
int run_jar_shape(const struct kaba_run *r)
{
	return !r->opt.no_init && r->opt.simplify;
}

int run_jar_possible(const struct kaba_run *r)
{
	return (!r->opt.ntraces || r->opt.check_static || r->traced_static) && run_jar_shape(r);
}

/* Points-to analysis and table (keeping the solution for the fallback). */
static int points_to(struct kaba_run *r)
{
	struct kaba_analysis_options aopt;
	int rc;

	kaba_analysis_options_init(&aopt);
	aopt.recv = r->opt.recv;
	aopt.no_init = r->opt.no_init;
	aopt.pin_descriptors = r->opt.pin_descriptors;
	aopt.main_class = r->main_class;
	aopt.all_mains = r->opt.all_mains;
	aopt.keep = r->keep;
	aopt.ran = r->ran;
	aopt.keep_solution = !r->opt.no_fallback && r->opt.jars && run_jar_possible(r);
	kaba_stage(&r->clock, "points-to analysis");
	rc = kaba_analyze(r->prog, &aopt, &r->an, &r->err);
	if (!rc)
		r->table = r->an->table;
	return rc;
}

/* The inputs, the JDK and the class path. */
int run_open_program(struct kaba_run *r)
{
	struct kaba_program_options popt = { .jdk = r->opt.jdk, .classpath = r->opt.classpath,
					     .nclasspath = r->opt.nclasspath };

	kaba_stage(&r->clock, "reading classes");
	return kaba_program_open(r->opt.inputs, r->opt.ninputs, &popt, &r->prog, &r->err);
}

/* The static variant on the open program: points-to, table and its
 * implications (restricted to r->ran in the traced static analysis). */
static int static_analysis(struct kaba_run *r)
{
	int rc;

	if ((rc = load_keep(r)))
		return rc;
	/* what the traces ran comes before the manifest's */
	r->main_class = r->opt.main_class ? r->opt.main_class : r->traced_main;
	if (!r->main_class && (rc = manifest_main(r, &r->main_class)))
		return rc;
	rc = points_to(r);
	kaba_program_warn_missing(r->prog);
	if (!rc)
		r->fb.frozen_before = r->an->nfrozen;
	return rc;
}

int run_analyse(struct kaba_run *r)
{
	int rc = run_open_program(r);

	return rc ? rc : static_analysis(r);
}

/* The traced static analysis (traced.h) on the open program. */
int run_traced_analysis(struct kaba_run *r)
{
	int rc;

	kaba_stage(&r->clock, "reading the methods the traces ran");
	r->traced_static = 1;
	rc = traced_ran_set(r->opt.traces, r->opt.ntraces, r->prog, &r->arena, &r->ran,
			    &r->traced_main, &r->traced.methods_run, &r->err);
	r->traced.analysis = r->ran ? "static analysis restricted to the methods the traces ran "
				      "and the reflective targets they logged"
				    : "full static analysis (version 1 traces record no methods)";
	return rc ? rc : static_analysis(r);
}

/* From the table to the proposal (pipeline.h's stages). */
int run_restructure(struct kaba_run *r)
{
	int rc;

	kaba_note("table: %zu rows x %zu columns, %zu implications", r->table->nrows,
		  r->table->ncolumns, r->table->nimplications);
	kaba_stage(&r->clock, "closing the table");
	if ((rc = kaba_close(r->table, NULL, &r->err)))
		return rc;
	if (r->opt.check_static && (rc = run_check_static(r)))
		return rc;
	/* A fallback round reads its proposal off what the first round read it
	 * off: freezing shrinks the table, and a round that fell under the cap
	 * would take the full lattice, many times the first round's cost, for
	 * another kind of proposal. */
	if ((rc = r->aoc ? kaba_run_aoc(r->table, &r->clock, &r->lat, &r->err)
			 : kaba_run_lattice(r->table, r->opt.max_concepts, &r->clock, &r->lat,
					    &r->aoc, &r->err)) ||
	    (rc = kaba_run_proposal(r->table, r->lat, &r->clock, &r->proposal, &r->err)))
		return rc;
	return r->opt.simplify ? kaba_run_simplify(r->proposal, r->opt.literal_s1, &r->clock, &r->err)
			       : KABA_OK;
}

/* The outcome points into r (the jar's numbers: into the run the jar
 * comes from). */
static void outcome(struct kaba_run *r, struct kaba_outcome *out)
{
	const struct kaba_run *jr = r->jar_run ? r->jar_run : r;

	out->run = r;
	out->prog = r->prog;
	out->table = r->table;
	out->analysis = r->an;
	out->lat = r->lat;
	out->aoc = r->aoc;
	out->proposal = r->proposal;
	out->jar_written = r->jar_written;
	out->no_jar = r->no_jar;
	out->jar_analysis = jr->an;
	out->fallback = jr->fb.freeze;
	out->nfallback = jr->fb.n;
	out->rounds = jr->fb.rounds;
	out->frozen_before = jr->fb.frozen_before;
	out->jar = jr->jar;
	out->traced_jar = r->traced.analysis && !r->an ? &r->traced : NULL;
	out->profile = &r->profile;
}

int kaba_run(const struct kaba_job *job, struct kaba_outcome *out, struct kaba_error *err)
{
	struct kaba_run *r = calloc(1, sizeof(*r));
	int rc;

	memset(out, 0, sizeof(*out));
	if (!r)
		return kaba_fail(err, KABA_EIO, "analysis", -1, "out of memory");
	kaba_arena_init(&r->arena);
	r->opt = *job;
	r->clock.profile = &r->profile;
	if (job->ntraces && job->traced_only)
		rc = (rc = run_open_program(r)) ? rc : run_traced_analysis(r);
	else if (job->ntraces && !job->check_static)
		rc = run_trace_table(r);
	else
		rc = run_analyse(r);
	if (!rc && !(rc = run_restructure(r)) && job->jars) {
		/* a refused jar (exit 4) still leaves everything else */
		rc = run_jar(r);
		out->refused = rc == KABA_EUNSUPPORTED;
		out->refusal = out->refused && r->fb.blame.refusals ? &r->fb.blame : NULL;
	}
	if (!rc || out->refused)
		kaba_stage(&r->clock, NULL);
	kaba_progress_end();
	outcome(r, out);
	if (rc)
		*err = r->err;
	return rc;
}

void kaba_outcome_free(struct kaba_outcome *out)
{
	if (out->run) {
		run_free(out->run);
		free(out->run);
	}
	memset(out, 0, sizeof(*out));
}

/* Everything a run owns but its job. */
void run_free(struct kaba_run *r)
{
	kaba_proposal_free(r->proposal);
	kaba_table_lattice_free(r->lat);
	kaba_analysis_free(r->an);
	kaba_keep_free(r->keep);
	kaba_program_free(r->prog);
	kaba_arena_free(&r->arena);
	fallback_free(&r->fb);
	kaba_profile_free(&r->profile);
	kaba_ran_free(r->ran);
	if (r->own_table)
		kaba_table_free(r->table);
	if (r->jar_run) {
		r->jar_run->prog = NULL; /* r's */
		run_free(r->jar_run);
		free(r->jar_run);
	}
}
