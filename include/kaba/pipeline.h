/*
 * The pipeline of `kaba analyze` and `kaba rewrite` as one call: a job in,
 * an outcome out.  kaba_run owns the stages
 *
 *   program → static analysis (points-to) or traces → table → closure →
 *   [--check-static] → lattice (AOC-poset past max_concepts) → proposal →
 *   simplification → multiple-inheritance removal → restructured jar
 *   (with its self-check)
 *
 * and the restructuring fallback (a refusal of the code generator freezes
 * the classes it blames and the pipeline runs again from the table), and
 * in the dynamic variant the traced static analysis the jar comes from.
 * It writes only the restructured jars and the mapping the job names; the
 * report, table and diagrams are rendered from the outcome by the caller,
 * or into a directory by kaba_outputs_write below.  Errors are values (error.h); a refusal that
 * stands is one too, with its reason and blamed classes (kaba_blame).
 */
#ifndef KABA_PIPELINE_H
#define KABA_PIPELINE_H

#include <stddef.h>

#include "kaba/analysis.h"
#include "kaba/arena.h"
#include "kaba/error.h"
#include "kaba/program.h"
#include "kaba/refactor.h"
#include "kaba/report.h"
#include "kaba/rewrite.h"
#include "kaba/table.h"

struct kaba_job {
	const char *const *inputs;  /* jars or class folders: one program */
	size_t ninputs;
	const char *const *classpath; /* library jars, never restructured */
	size_t nclasspath;
	const char *jdk;            /* NULL: JAVA_HOME, then the javac on PATH */
	const char *main_class;     /* NULL: the class whose main the traces ran,
				     * else the first input's Main-Class */
	int all_mains;              /* every public static main is an entry point */
	const char *keep_file;      /* ProGuard-style keep rules, or NULL */
	const char *const *traces;  /* the dynamic variant: traces of runs */
	size_t ntraces;
	int check_static;           /* with traces: the static table, checked to hold
				     * every traced entry (a missing one: KABA_EINTERNAL) */
	int traced_only;            /* with traces: the jar alone (kaba rewrite): no
				     * dynamic table, only the traced static analysis */
	int recv, no_init, literal_s1, simplify, pin_descriptors;
	size_t max_concepts;        /* past this many, the AOC-poset (0: no limit) */
	/* The restructured jar of each input (NULL: none is written), the
	 * mapping and the code generator's plan (NULL: none; rewrite.h);
	 * jar_dir, when not NULL, is made first. */
	const char *const *jars;
	const char *mapping;
	const char *plan;
	const char *jar_dir;
	int no_fallback;            /* the first refusal stands (KABA_EUNSUPPORTED) */
};

/* The defaults of `kaba analyze`: receiver rule on, simplified, 20,000
 * concepts; no inputs. */
void kaba_job_init(struct kaba_job *job);

struct kaba_run;

struct kaba_outcome {
	struct kaba_program *prog;
	const struct kaba_table *table;       /* closed: the static or the traces' */
	const struct kaba_analysis *analysis; /* the static analysis; NULL: dynamic */
	const struct fca_lattice *lat;
	int aoc;                    /* the proposal is read off the AOC-poset */
	const struct kaba_proposal *proposal; /* simplified and without multiple
					       * inheritance, unless the job said not */
	/* The restructured jar: the analysis it comes from (the traced static
	 * one in the dynamic variant; NULL: none), its fallback and contents. */
	int jar_written;
	const char *no_jar;         /* why there is none, when the job asked for one */
	const struct kaba_analysis *jar_analysis;
	const struct kaba_freeze *fallback;   /* classes the fallback froze */
	size_t nfallback, rounds, frozen_before;
	struct kaba_restructure_stats jar;
	const struct kaba_report_traced_jar *traced_jar; /* dynamic variant with a jar */
	/* kaba_run returned KABA_EUNSUPPORTED because the code generator's
	 * refusal stands (--no-fallback, or nothing left to freeze): everything
	 * above but the jar is complete.  `refusal` is what it is about (NULL
	 * with the fallback off: then the error says it). */
	int refused;
	const struct kaba_blame *refusal;
	const struct kaba_profile *profile; /* what each stage cost */
	struct kaba_run *run;       /* what the outcome points into */
};

/* Run `job`.  The outcome is filled as far as the run got; free it with
 * kaba_outcome_free whatever the status. */
int kaba_run(const struct kaba_job *job, struct kaba_outcome *out, struct kaba_error *err);
void kaba_outcome_free(struct kaba_outcome *out);

/* A stage's start, timed: with --verbose, the stage before it is named
 * with its wall and CPU seconds and the peak memory so far; name NULL ends
 * the last one.  With a profile, each stage's cost is recorded there too,
 * under the clock's round at the stage's start. */
struct kaba_stage_clock {
	const char *stage;
	double t0, cpu0;
	size_t round;               /* the restructuring fallback's re-analyses so far */
	struct kaba_profile *profile; /* NULL: not recorded */
	int recorded;               /* the stage has the profile's entry `entry` */
	size_t entry;
};
void kaba_stage(struct kaba_stage_clock *clock, const char *name);
void kaba_profile_free(struct kaba_profile *profile);

/*
 * The refactor stages kaba_run sequences, for callers that bring their own
 * table (tests, benchmarks); clock may be NULL.  kaba_run_lattice: the
 * full concept lattice of the closed table or, past max_concepts (0: no
 * limit), its AOC-poset, which a notice says (*aoc set); kaba_run_aoc:
 * the AOC-poset without trying the lattice.
 * kaba_run_proposal: the hierarchy read off it, its invariants checked.
 * kaba_run_simplify: simplified (literal_s1: rule S1 as the paper prints
 * it), then rid of multiple inheritance.
 */
int kaba_run_lattice(const struct kaba_table *table, size_t max_concepts,
		     struct kaba_stage_clock *clock, struct fca_lattice **lat, int *aoc,
		     struct kaba_error *err);
int kaba_run_aoc(const struct kaba_table *table, struct kaba_stage_clock *clock,
		 struct fca_lattice **lat, struct kaba_error *err);
int kaba_run_proposal(const struct kaba_table *table, const struct fca_lattice *lat,
		      struct kaba_stage_clock *clock, struct kaba_proposal **proposal,
		      struct kaba_error *err);
int kaba_run_simplify(struct kaba_proposal *proposal, int literal_s1,
		      struct kaba_stage_clock *clock, struct kaba_error *err);

/*
 * The files of `kaba analyze -o DIR` (outputs.c): DIR/report.json,
 * DIR/table.{cxt,json}, DIR/proposal.json (what kaba edit reloads,
 * editor.h), DIR/{original,lattice,proposal}.{dot,svg} (a diagram's .svg
 * follows its .dot), for a large proposal DIR/hierarchies/ROOT.dot
 * (KABA_OUT_TREES: one per original tree the proposal changes,
 * kaba_diagram_tree; .svg for those the summary names), and the names of
 * the restructured jars
 * (DIR/NAME-restructured.jar, one per input), DIR/mapping.txt and
 * DIR/plan.json, which kaba_run writes.  kaba_outputs_name names every path before anything is
 * written (KABA_EUSAGE when two inputs would give one jar name); kaba_outputs_write writes the report, table and diagrams, and on
 * failure removes all of them; kaba_outputs_say names each file written
 * (`kaba: wrote PATH`).
 */
enum kaba_output {
	KABA_OUT_REPORT, KABA_OUT_TABLE_CXT, KABA_OUT_TABLE_JSON, KABA_OUT_PROPOSAL_JSON, KABA_OUT_ORIGINAL,
	KABA_OUT_ORIGINAL_SVG, KABA_OUT_LATTICE, KABA_OUT_LATTICE_SVG, KABA_OUT_PROPOSAL,
	KABA_OUT_PROPOSAL_SVG, KABA_OUT_TREES, KABA_OUT_JAR, KABA_OUT_MAPPING, KABA_OUT_PLAN,
	KABA_NOUTPUTS
};
struct kaba_outputs {
	const char *dir;
	int no_svg;                 /* the diagrams as DOT only */
	const char *paths[KABA_NOUTPUTS];
	const char **jars;          /* KABA_OUT_JAR: one per input (jars[0] is
				     * paths[KABA_OUT_JAR]) */
	size_t njars;
	const char **trees;         /* KABA_OUT_TREES: the files in paths[KABA_OUT_TREES] */
	size_t ntrees;
	unsigned wrote;             /* bit i: paths[i] is written */
	struct kaba_arena *arena;   /* the paths and the diagrams' strings */
};
int kaba_outputs_name(struct kaba_outputs *o, const char *dir, const char *const *inputs,
		      size_t ninputs, struct kaba_arena *arena, struct kaba_error *err);
int kaba_outputs_write(struct kaba_outputs *o, const struct kaba_outcome *out,
		       const struct kaba_report *rep, struct kaba_error *err);
void kaba_outputs_say(const struct kaba_outputs *o);
/* The diagrams of rep's proposal: DIR/proposal.dot (.svg) and, for a large
 * proposal with a program, DIR/hierarchies/ (else the folder goes), drawn
 * from rep->trees.  kaba_outputs_write draws them so after a run, kaba
 * edit after accepted edits. */
int kaba_outputs_proposal(struct kaba_outputs *o, const struct kaba_report *rep,
			  struct kaba_error *err);

/* Remove the .dot and .svg files of DIR/hierarchies (`trees`) and the
 * folder: 1 if it was there. */
int kaba_trees_remove(const char *trees);
/* DIR/proposal.json (saved.c; schema in editor.h): the outcome's proposal
 * with the names of the report, the creation sites' source lines, and the
 * job (its traces for the dynamic variant) with the restructuring fallback's
 * frozen classes. */
int kaba_proposal_file_write(const char *path, const struct kaba_outcome *out,
			     const char *const *names, struct kaba_error *err);
/* A JSON document written to path, formatted (cJSON_Print). */
struct cJSON;
int kaba_json_file_write(const char *path, const struct cJSON *doc, struct kaba_error *err);

/*
 * The restructured jars of an edited proposal (edited.c; kaba edit --jar):
 * the static analysis of `job` again, with the classes f[0..n) frozen as
 * the restructuring fallback froze them in the run that saved the
 * proposal; its closed table must be `saved`, row for row and column for
 * column (else KABA_EINPUT: the inputs changed); the proposal is restored
 * over it and the code generator runs once, with the self-check of every
 * class file but without the fallback (freezing more classes would change
 * the table the edits were checked against): a refusal is
 * KABA_EUNSUPPORTED.  Writes job->jars and job->mapping; *stats what they
 * hold.
 */
int kaba_run_edited(const struct kaba_job *job, const struct kaba_freeze *f, size_t n,
		    const struct kaba_table *saved, const struct cJSON *proposal,
		    struct kaba_restructure_stats *stats, struct kaba_error *err);

/* Input `in`'s name without its folder and ".jar" (*len its length): its
 * restructured jar is DIR/NAME-restructured.jar. */
const char *kaba_jar_base(const char *in, size_t *len);
/* The report (report.h) of a run of `job`, derived (kaba_report_derive);
 * its names, steps and trees in `arena`. */
int kaba_report_of(const struct kaba_job *job, const struct kaba_outcome *out,
		   struct kaba_arena *arena, struct kaba_report *rep, struct kaba_error *err);
/* One line on what the restructured jar holds, in buf. */
const char *kaba_jar_summary(const struct kaba_outcome *out, char *buf, size_t n);

#endif
