/*
 * report: what `kaba analyze` tells its user — a readable summary on stdout
 * and DIR/report.json.  Classes go by the names kaba_proposal_names gives
 * them (refactor.h).
 *
 * JSON schema "kaba-report", version 2 (keys in this order):
 *   format, version, input, variant ("static"|"dynamic"),
 *   summary   {user_classes_before, classes_after, interfaces_after,
 *              lattice ("full"|"aoc-poset"), concepts,
 *              covers, merges, undone, members_moved, dead_members, dead_objects,
 *              frozen_classes, frozen_by_fallback, restructured_classes,
 *              pinned_classes, generator_rounds, multiple_inheritance_left, mi_fallback_steps,
 *              jar_class_files},
 *   classes   [{id, name, interface, supers [id], members [column], objects [row],
 *               variables [row]}]        ids are strings "K<n>",
 *   moved     [{member, from, to}]       members whose new home is not named
 *                                        after their original class,
 *   dead_members [column], dead_objects [row],
 *   refactorings [{kind, class, with?, to, members [column], evidence [row]}]
 *             the proposal as refactoring steps (kaba_refactorings): kind
 *             "Remove Dead Code", "Push Down Member", "Extract Subclass",
 *             "Extract Superclass", "Extract Interface" or "Collapse
 *             Hierarchy"; class the original class (with: its superclass,
 *             collapsed with it), to the proposed class or null; evidence
 *             the creation sites (for an extracted type: the rows it types),
 *   dead_methods [name],
 *   frozen    [{class, why, chain [{class, why}]}], reflection [{site, api, status, target}],
 *   entry_points [name], all_mains,
 *   pinned    [{class, why, chain [{class, why}]}]  only when some class is
 *             pinned: restructured, but keeping its name where reflection
 *             creates it by name (rule 17: the chain is the class) or frozen
 *             descriptors name it (rule N2: the class, then the chain of the
 *             frozen class whose descriptor names it),
 *   frozen_causes [{why, classes, roots [class]}]
 *             (kaba_frozen_causes: each cause of its own, most classes first),
 *   multiple_inheritance [id],
 *   mi_fallback [{rule, at, kept, gone}]  the multiple-inheritance fallback's
 *                                   steps (refactor.h): rule "F0" drops the edge
 *                                   at → gone, "F1"–"F3" merge class `gone` into
 *                                   `kept`, so that `at` has one superclass; ids
 *                                   only, since merged-away classes have no name.
 *   restructuring_fallback [{class, why}]  the classes the restructuring
 *                                   fallback froze (struct kaba_report), in
 *                                   order, each with the refusal that froze it.
 *   restructured_jar {analysis, methods_run, methods_not_run, dead_methods,
 *              classes_after, restructured, frozen, frozen_by_fallback,
 *              generator_rounds}  only in the dynamic variant with a jar
 *                                   (struct kaba_report_traced_jar): the jar
 *                                   does not come from this report's table.
 *   edits     [line]  only after `kaba edit` (editor.h): the script lines
 *             accepted so far; then classes, moved, dead_members,
 *             dead_objects, refactorings, multiple_inheritance and their
 *             summary counts describe the edited proposal (refactorings is
 *             [] when kaba edit could not read the program again),
 *             restructured_jars is [] and no_jar says why (unless kaba edit
 *             --jar); an optional key of version 2.
 *   profile   {complete, stages [{stage, round, wall_s, cpu_s, peak_rss_kib}]}
 *              always last: what each stage of the pipeline cost
 *              (struct kaba_profile), in the order they ran; the only key
 *              that differs between two runs of the same input.
 * Version 2 added frozen_by_fallback, restructured_classes, generator_rounds
 * and restructuring_fallback.  frozen_classes counts every frozen class
 * (also listed in `frozen` with every reason), frozen_by_fallback those
 * the first analysis did not freeze: the fallback's classes and what they
 * keep frozen (supertypes, descriptor classes); restructured_classes is
 * user_classes_before - frozen_classes.  frozen_classes, frozen, dead_methods
 * and restructuring_fallback describe the analysis the jar comes from (in
 * the dynamic variant the traced static analysis, so they agree with
 * restructured_jar); pinned_classes is the length of `pinned` (an optional
 * key of version 2); jar_class_files counts the jar's .class entries (0: no
 * jar; an optional key of version 2, like restructured_jar).  profile, also
 * optional, is for people and benchmarks: stage is the name `-v` prints,
 * round 0 the first pass and k the k-th re-analysis of the restructuring
 * fallback, wall_s and cpu_s (user + system, every thread) the stage's
 * seconds rounded to milliseconds, peak_rss_kib the process's peak resident
 * memory when the stage ended (getrusage's ru_maxrss), and complete false
 * when a stage could not be recorded for lack of memory.  restructured_jar
 * is an optional key of version 2 (readers of version 2 reports without it
 * keep working), so it did not bump the version.
 */
#ifndef KABA_REPORT_H
#define KABA_REPORT_H

#include <stddef.h>
#include <stdio.h>

#include "kaba/analysis.h"
#include "kaba/arena.h"
#include "kaba/program.h"
#include "kaba/refactor.h"
#include "kaba/table.h"

struct kaba_report {
	const char *input;          /* the analysed jar(s), as given */
	const char *variant;        /* "static" or "dynamic" */
	size_t user_classes;        /* classes of the original program */
	struct kaba_program *prog;  /* the original program (its inheritance trees) */
	const struct kaba_table *table;       /* closed */
	const struct kaba_proposal *proposal; /* simplified, MI removed */
	const char **names;                   /* kaba_proposal_names(proposal) */
	/* The analysis the restructured jar comes from, whose frozen classes,
	 * unreachable methods and fallback the report counts and lists: the
	 * static one, or in the dynamic variant the traced static analysis
	 * (NULL: no jar).  One source for every count and its list. */
	const struct kaba_analysis *analysis;
	int all_mains;              /* --all-mains: every public static main was an entry */
	const char *const *inputs;  /* every input (input is the first) */
	size_t ninputs;
	const char *const *jars;    /* the restructured jars written, one per input */
	size_t njars;
	const char *no_jar;         /* why there is none (njars 0), or NULL */
	size_t concepts, covers;              /* of the raw lattice */
	int aoc;            /* the proposal was read off the AOC-poset (lattice too large) */
	/* The restructuring fallback (src/pipeline/fallback.c): the classes it
	 * froze, each with the refusal that froze it; the code generator's
	 * runs (0: no jar was written); and how many classes the first analysis
	 * froze (reflection, keep rules, class literals, natives, and what those
	 * keep), so the rest of analysis->nfrozen is the fallback's. */
	const struct kaba_freeze *fallback;
	size_t nfallback, rounds, frozen_before;
	const struct kaba_report_traced_jar *traced_jar; /* dynamic variant only */
	size_t jar_class_files;     /* .class entries of the restructured jar (0: none) */
	const struct kaba_profile *profile; /* NULL: the report has none */
	/* kaba_report_derive: the proposal as refactoring steps and the
	 * original trees, computed once and shared by the summary, report.json
	 * and the per-tree diagrams; none while there is no program. */
	struct kaba_refactoring *steps;
	size_t nsteps;
	struct kaba_tree *trees;    /* the changed ones first (kaba_report_trees) */
	size_t ntrees, changed;
};

/* A proposal of more than KABA_SUMMARY_CLASSES classes is summarised by
 * original inheritance tree, the KABA_SUMMARY_TREES that change most, in
 * the text and in a diagram each (hierarchies.c): its class-by-class tree
 * would not fit a screen. */
enum { KABA_SUMMARY_CLASSES = 40, KABA_SUMMARY_TREES = 20 };

/* An original inheritance tree (a user class whose superclass is not one,
 * with the user classes below it) and what the proposal does to it: its
 * classes, the proposed classes holding its members or objects, its
 * members (fields and method bodies) now in a class not named after
 * theirs, its dead members, its frozen classes. */
struct kaba_tree {
	const struct kaba_pclass *root;
	size_t classes, after, moved, dead, frozen;
	int changed;                /* after != classes, or a member moved or dead */
};

/* The trees of r's program, the changed ones first, most classes after
 * first; *changed counts those.  NULL when out of memory; free() it. */
struct kaba_tree *kaba_report_trees(const struct kaba_report *r, size_t *ntrees, size_t *changed,
				    struct kaba_arena *arena);
/* The root of user class c's tree. */
const struct kaba_pclass *kaba_tree_root(const struct kaba_pclass *c);
/* The root of the tree of class `internal` of prog, or NULL when it is no
 * user class: the one definition of tree membership, by which the
 * headlines count and the per-tree diagrams draw. */
const struct kaba_pclass *kaba_tree_of(struct kaba_program *prog, const char *internal);

/* The proposal as refactoring steps (vocabulary.c), each about original
 * class `cls` (internal name), with its evidence. */
enum kaba_refactoring_kind {
	KABA_RF_DEAD_CLASS,         /* Remove Dead Code: the class */
	KABA_RF_DEAD_CODE,          /* Remove Dead Code: members no object uses */
	KABA_RF_PUSH_DOWN,          /* Push Down Member into target; sites use them */
	KABA_RF_EXTRACT_SUBCLASS,   /* target, for the objects of sites */
	KABA_RF_EXTRACT_SUPERCLASS, /* target, holding members; sites: rows it types */
	KABA_RF_EXTRACT_INTERFACE,  /* the same with declarations only */
	KABA_RF_COLLAPSE,           /* cls and its superclass `other` into target */
	KABA_RF_KINDS
};
struct kaba_refactoring {
	enum kaba_refactoring_kind kind;
	const char *cls, *other;
	size_t target;              /* a proposal class, or KABA_NONE */
	size_t *members, nmembers;  /* columns */
	size_t *sites, nsites;      /* rows */
};
/* The steps in kind, class, target order; NULL when out of memory. */
struct kaba_refactoring *kaba_refactorings(const struct kaba_report *r, size_t *n);
void kaba_refactorings_free(struct kaba_refactoring *v, size_t n);
const char *kaba_refactoring_name(enum kaba_refactoring_kind k);

/* The restructured jar of a dynamic-variant run (`--trace`): the paper's
 * dynamic table gives variables no types, so the jar comes from the static
 * analysis restricted to the methods the traces ran (src/pipeline/traced.c). */
struct kaba_report_traced_jar {
	const char *analysis;       /* what it comes from, in words */
	size_t methods_run;         /* method records of the traces (0: version 1) */
	size_t methods_not_run;     /* user methods with code no trace ran, of the
				     * classes the traces cover */
	size_t dead_methods;        /* of the analysis: bodies that throw in the jar */
	size_t classes_after;       /* classes of the jar's proposal */
	size_t restructured, frozen, frozen_by_fallback, rounds;
};

/* What each stage of a run cost (kaba_stage records it, pipeline.h). */
struct kaba_stage_cost {
	const char *stage;          /* the name -v prints */
	size_t round;               /* 0: first pass; k: the fallback's k-th re-analysis */
	double wall, cpu;           /* seconds; cpu is user + system */
	long peak_rss_kib;          /* the process's peak when the stage ended */
};
struct kaba_profile {
	struct kaba_stage_cost *v;
	size_t n, cap;
	int incomplete;             /* a stage was not recorded (out of memory) */
};

struct kaba_program;
struct kaba_viz;
/* Class diagrams (viz.h draws them): the program's user hierarchy with its
 * library supertypes, and the proposal.  Strings live in `arena`; NULL when
 * out of memory. */
struct kaba_viz *kaba_diagram_original(struct kaba_program *prog, struct kaba_arena *arena);
struct kaba_viz *kaba_diagram_proposal(const struct kaba_report *r, struct kaba_arena *arena);
/* One original tree (its root) beside or above the proposed classes
 * holding its members and objects, the proposal's other classes they
 * extend as grey boxes, made to fit a screen (kaba_viz_classes): a
 * diagram a screen can show on a program of any size. */
struct kaba_viz *kaba_diagram_tree(const struct kaba_report *r, const struct kaba_pclass *root,
				   struct kaba_arena *arena);

/* Fill r's steps and trees from its program, table and proposal, in
 * `arena` (nothing when r->prog is NULL); -1 when out of memory. */
int kaba_report_derive(struct kaba_report *r, struct kaba_arena *arena);

/* The summary for a terminal. */
void kaba_report_text(const struct kaba_report *r, FILE *out);
/* The JSON report (schema above) as text; NULL when out of memory. free() it. */
char *kaba_report_json(const struct kaba_report *r);

/* kaba info (info.c): counts, the superclass tree and the interfaces of the
 * program's user classes, as text or (json) one JSON object whose schema
 * info.c gives.  inputs are named as the user gave them. */
int kaba_report_info(FILE *out, struct kaba_program *prog, const char *const *inputs,
		     size_t ninputs, int json, struct kaba_error *err);

/* kaba why (why.c): for each class of names (Java or internal form), why it
 * is frozen, read from DIR/report.json: its why-chain, one line per link,
 * and its other reasons; or the proposed classes that stand for it.  A
 * name that is neither is KABA_EINPUT.  With no names, every cause of its
 * own (the last link of a chain) with the number of classes it freezes. */
int kaba_report_why(FILE *out, const char *dir, const char *const *names, size_t n,
		    struct kaba_error *err);

#endif
