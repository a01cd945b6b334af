/*
 * One run of the pipeline (pipeline.h), shared by its files: run.c
 * sequences the stages, dynamic.c reads traces (the dynamic variant and
 * --check-static), jar.c writes the restructured jar through the fallback
 * (fallback.h) and runs the traced static analysis for the dynamic
 * variant's jar.
 */
#ifndef KABA_PIPELINE_RUN_H
#define KABA_PIPELINE_RUN_H

#include "fallback.h"
#include "kaba/arena.h"
#include "kaba/pipeline.h"

/* Everything one run owns, freed in one place (run_free). */
struct kaba_run {
	struct kaba_job opt;
	struct kaba_error err;
	struct kaba_program *prog;
	struct kaba_keep *keep;
	const char *main_class;     /* --main, else the manifest's (static variant) */
	struct kaba_analysis *an;
	struct kaba_table *table;   /* the analysis's, or our own (dynamic variant) */
	int own_table;
	struct fca_lattice *lat;
	struct kaba_proposal *proposal;
	int aoc;                    /* the proposal comes from the AOC-poset */
	struct kaba_arena arena;
	struct kaba_stage_clock clock;
	struct kaba_profile profile; /* the clock's (the traced jar's run: unused) */
	int jar_written;
	const char *no_jar;                 /* why the job has no jar, or NULL */
	struct kaba_restructure_stats jar;  /* what the restructured jar holds */
	struct fallback fb;
	int traced_static;          /* the static analysis restricted to `ran` */
	struct kaba_ran *ran;       /* the methods the traces ran (NULL: v1 traces) */
	const char *traced_main;    /* the class whose main the traces ran, or NULL */
	struct kaba_report_traced_jar traced; /* the jar of a --trace run */
	struct kaba_run *jar_run;   /* the run that wrote the dynamic variant's jar:
				     * its analysis, fallback and jar are what the
				     * report counts and lists (one source for both) */
};

/* run.c */
int run_open_program(struct kaba_run *r);
int run_analyse(struct kaba_run *r);      /* the program, then the static analysis */
int run_traced_analysis(struct kaba_run *r);
int run_restructure(struct kaba_run *r);
int run_jar_shape(const struct kaba_run *r);
int run_jar_possible(const struct kaba_run *r);
void run_free(struct kaba_run *r);

/* dynamic.c: the dynamic variant's table of the traced runs, and
 * --check-static's comparison of the traces with the static table */
int run_trace_table(struct kaba_run *r);
int run_check_static(struct kaba_run *r);

/* jar.c: the jars and mapping of the job, or a note why there are none;
 * an earlier run's jars and mapping go on failure. */
int run_jar(struct kaba_run *r);
/* One run of the code generator on r's proposal, without the fallback; on
 * failure the job's jars and mapping go. */
int run_generate_once(struct kaba_run *r);

#endif
