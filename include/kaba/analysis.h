/*
 * The static analysis (architecture: src/analysis/): bytecode -> per-method IR,
 * Andersen-style points-to analysis with an on-the-fly call graph, a summary
 * model of the library, constant reflection, ProGuard-style keep rules, and
 * the static member-access table of docs/constraints.md §1-3 and §7 with its
 * implications C1-C12.
 *
 * The result is self-contained (names are copied into its own arena) so the
 * class pool it was computed from may be freed first.  Rows, columns and
 * entries come out in a deterministic order: classes in input order, members
 * in class-file order, IR in bytecode order.
 *
 * Locals.  A local variable is a row when its declared type is a user class.
 * With a LocalVariableTable, each table entry is one variable named
 * `C.m(desc).name`; slots without an entry (no debug info) are one variable
 * per slot named `C.m(desc)#local3`, typed by the first value stored into it.
 * Stack values are not rows, except where they are a distinct value of user
 * type whose members are accessed: call results and array loads become rows
 * named `C.m(desc)#call@PC` / `#aload@PC`, so every access has a row.
 * Array-typed variables are not rows; the element row of each array creation
 * site stands for the elements (docs/constraints.md §7.9).
 */
#ifndef KABA_ANALYSIS_H
#define KABA_ANALYSIS_H

#include <stddef.h>
#include <stdint.h>

#include "kaba/arena.h"
#include "kaba/error.h"

struct kaba_keep;
struct kaba_analysis_solution;
struct kaba_ran;

/* A user class to freeze beyond what reflection and keep rules freeze, and
 * why (the restructuring fallback of `kaba analyze`: src/pipeline/fallback.c).  Both
 * strings must outlive the analysis. */
struct kaba_freeze {
	const char *cls;        /* internal name; not a user class: ignored */
	const char *why;        /* the reason listed in kaba_frozen.why */
};

struct kaba_analysis_options {
	int recv;               /* C7, the receiver rule (docs/constraints.md §3.2); default 1 */
	int no_init;            /* leave out <init> columns and this-rows (compare with the paper) */
	const char *main_class; /* entry class (dotted or internal); its main(String[]) runs */
	int all_mains;          /* every public static main(String[]) of a user class
				 * is an entry point too (kaba analyze --all-mains) */
	const struct kaba_keep *keep;  /* keep rules (entries and frozen), or NULL */
	const struct kaba_freeze *freeze; /* extra classes to freeze (with what they
					   * need: ka_frozen_close), or NULL */
	size_t nfreeze;
	int keep_solution;      /* keep the points-to solution for kaba_analysis_refreeze */
	int pin_descriptors;    /* rule N2: a class a frozen class's descriptor names is
				 * pinned (src/analysis/pinned.c), not frozen; default 1 */
	const struct kaba_ran *ran; /* the traced static analysis: a call adds
				 * an edge to a user method only if some trace
				 * ran it (NULL: every call; must outlive the
				 * analysis) */
};

void kaba_analysis_options_init(struct kaba_analysis_options *opt);

/* ---- keep rules (keep.c) -------------------------------------------------- */

/*
 * A documented subset of ProGuard's syntax, one rule per `-keep...` line:
 *
 *   -keep class NAME [extends|implements NAME] [{ MEMBER; ... }]
 *   -keepclassmembers class NAME { MEMBER; ... }
 *   -reflectiontargets class NAME [extends|implements NAME] [{ MEMBER; ... }]
 *
 * NAME is a Java class name with `*` (any characters but '.') and `**` (any
 * characters) wildcards; MEMBER is `*;`, `<init>(...);`, `<methods>;`,
 * `<fields>;`, `[modifiers] TYPE name;` or `[modifiers] TYPE name(ARGS);`
 * where TYPE/name may be `*` and ARGS may be `...`.  `#` starts a comment.
 * `-keep` keeps (freezes) the class and the listed members;
 * `-keepclassmembers` only the members.  Kept methods are entry points.
 * `-reflectiontargets` (kaba's own) keeps as `-keep` does and, besides,
 * makes its classes the only ones that reflection on a class or name kaba
 * cannot resolve may create or look up (docs/reflection.md); without such a
 * rule, keep rules never narrow reflection.  Appends to *out when it is
 * non-NULL (start from NULL); on failure *out keeps the rules it had.
 */
int kaba_keep_parse(const char *text, const char *where, struct kaba_keep **out,
		    struct kaba_error *err);
/* Is there a -reflectiontargets rule? */
int kaba_keep_bounds_reflection(const struct kaba_keep *keep);
void kaba_keep_free(struct kaba_keep *keep);

/* ---- the methods traced runs ran (ran.c) ---------------------------------- */

/*
 * A set of methods (internal class name, name, descriptor) that traces
 * ran (trace.h's method records), for kaba_analysis_options.ran: the
 * restructured jar of `kaba analyze --trace` comes from the static
 * analysis restricted to them.  The empty name stands for every method of
 * the class.  kaba_ran_add returns -1 when out of memory; kaba_ran_has
 * answers 1 when out of memory (ran: the sound answer).
 */
struct kaba_ran *kaba_ran_new(void);
int kaba_ran_add(struct kaba_ran *r, const char *cls, const char *name, const char *desc);
int kaba_ran_has(const struct kaba_ran *r, const char *cls, const char *name, const char *desc);
/* The traces cover the classes matching `pattern` (fnmatch, internal
 * names): a method of such a class is not run unless kaba_ran_has says so
 * (kaba trace instruments only the classes of its --include or --jar).
 * Without any cover, every class is covered.  -1 when out of memory. */
int kaba_ran_cover(struct kaba_ran *r, const char *pattern);
int kaba_ran_covers(const struct kaba_ran *r, const char *cls);
/* A reflective call the traces logged (trace.h's reflection records):
 * `api` (enum kaba_trace_api) called in method (caller, method, desc)
 * reached class cls (internal name) and member `name` ("" for none).  In
 * the traced analysis these calls bound the caller's reflective sites
 * (docs/reflection.md rule 10: the guarantee covers the traced inputs only).
 * kaba_ran_no_lookups: some trace did not log member lookups and
 * enumerations (trace format version 2), which then stay unbounded.  -1
 * when out of memory. */
int kaba_ran_reflected(struct kaba_ran *r, int api, const char *caller, const char *method,
		       const char *desc, const char *cls, const char *name);
void kaba_ran_no_lookups(struct kaba_ran *r);
size_t kaba_ran_count(const struct kaba_ran *r);
void kaba_ran_free(struct kaba_ran *r);

/* ---- running it ------------------------------------------------------------ */

struct kaba_program;
struct kaba_table;

/* The kinds of check sites (docs/constraints.md §7.5-7.7); each has the columns
 * `SITE=true` and `SITE=false`, SITE being `C.m#instanceof@PC`,
 * `C.m#cast@PC` or `C.m#catch@PC:a.b.Type` (the handler's offset and its
 * catch type: a multi-catch is several checks at one offset). */
enum kaba_check_kind { KABA_CHECK_INSTANCEOF, KABA_CHECK_CAST, KABA_CHECK_HANDLER };

/* A frozen class (src/analysis/frozen.h): library code to the table and the
 * code generator, kept exactly as it is. */
struct kaba_frozen {
	const char *cls;            /* internal name */
	const char *why;            /* every reason, "; "-separated: "keep rule (FILE:LINE): RULE",
				     * "reflection: API at C.m@PC creates it (...)",
				     * "class literal X.class in C.m", "supertype of frozen X",
				     * or a kaba_freeze's reason */
	const char *first;          /* the first of them, which froze it */
	const char *by;             /* the frozen class whose supertypes, descriptors,
				     * nest or throws clause that first reason names
				     * (it keeps this one frozen), or NULL: the first
				     * reason is a cause of its own */
	int described;              /* pinned: a frozen descriptor names it (rule N2),
				     * not only reflection's creation by name (rule 17) */
};


enum kaba_reflect_status { KABA_REFLECT_RESOLVED, KABA_REFLECT_UNRESOLVED };

/* A reflective call (docs/reflection.md §A) in a reachable method. */
struct kaba_reflect_site {
	const char *cls, *method;   /* caller: internal class name, name+descriptor */
	long pc;
	const char *api;            /* "java/lang/Class.forName(Ljava/lang/String;)Ljava/lang/Class;" */
	uint8_t status;             /* enum kaba_reflect_status */
	const char *target;         /* resolved class or "C.member", or NULL */
	const char *rewrite;        /* a creation from a constant name: whether
				     * rule 21 may rewrite the name, or why not;
				     * else NULL */
};

struct kaba_analysis_stats {
	size_t classes, user_classes;
	size_t methods_reachable, user_methods, user_methods_reachable;
	size_t vars, sites, stmts, call_edges, library_callbacks;
	size_t pta_iterations, scc_collapsed;
	size_t rows, columns, entries, implications;
	size_t arena_bytes;
};

/*
 * The result: the initial member-access table (rows, columns, entries E1-E6
 * and the §7 entries) with its implications C1-C12, ready for kaba_close();
 * plus what the later stages need to know.  Row kinds follow table.h; a
 * caught exception and a call result / array load on the stack are
 * KABA_ROW_LOCAL rows (named `...#catch@PC`, `...#call@PC`, `...#aload@PC`).
 */
struct kaba_analysis {
	struct kaba_arena arena;
	struct kaba_table *table;
	struct kaba_frozen *frozen; /* sorted by class name */
	size_t nfrozen;
	struct kaba_frozen *pinned; /* rules 17 and N2, sorted by class name; `by`
				     * the frozen class whose descriptor names it */
	size_t npinned;
	struct kaba_reflect_site *reflect;
	size_t nreflect;
	const char **dead;          /* user methods never reached: "a.b.C.m(desc)" */
	size_t ndead;
	const char **entry_points;  /* the methods the call graph started from */
	size_t nentry_points;
	struct kaba_analysis_stats stats;
	struct kaba_analysis_solution *solution; /* private: with opt->keep_solution */
};
/* The why-chain of frozen class a->frozen[i]: the indices of the frozen
 * classes from it, through each one's `by`, to the one frozen for a cause
 * of its own (ProGuard's -whyareyoukeeping, for freezing).  At most max
 * are stored in links; returns the chain's length. */
size_t kaba_frozen_chain(const struct kaba_analysis *a, size_t i, size_t *links, size_t max);

/* A cause of its own (the reason of a chain's last link) and what it
 * freezes: the classes frozen for it (roots, indices into a->frozen in
 * class order) and how many frozen classes have a chain that ends at one
 * of them, themselves included. */
struct kaba_frozen_cause {
	const char *why;
	size_t nclasses;
	size_t *roots, nroots;
};
/* Every cause of a's frozen classes, most classes first, then by reason
 * (causes.c); *n of them.  NULL when out of memory.  Free with
 * kaba_frozen_causes_free. */
struct kaba_frozen_cause *kaba_frozen_causes(const struct kaba_analysis *a, size_t *n);
void kaba_frozen_causes_free(struct kaba_frozen_cause *c, size_t n);
/* Orders struct kaba_frozen by class name, as a->frozen is sorted. */
int kaba_frozen_cmp(const void *a, const void *b);

/*
 * Analyse `prog`: entry points are main(String[]) of opt->main_class (or of
 * the jar's Main-Class, which the caller passes in the same field), with
 * opt->all_mains every user class's public static main(String[]), every
 * kept method, and the static initialisers of reachable classes.  Fails with
 * KABA_EINPUT when the main class is not a user class or has no main, or no
 * entry point exists at all (the message names the classes that have a main
 * and the --main to pass); KABA_EIO when out of memory.
 */
int kaba_analyze(struct kaba_program *prog, const struct kaba_analysis_options *opt,
		 struct kaba_analysis **out, struct kaba_error *err);
void kaba_analysis_free(struct kaba_analysis *a);
/*
 * Freeze classes f[0..n) too in an analysis made with opt->keep_solution,
 * and rebuild its frozen list, table and report from the points-to solution
 * it kept (freezing does not change the solution, only what the table
 * restructures): the same result as kaba_analyze with the earlier freeze
 * lists and f, without solving again.  Freezing only grows.  The old table
 * is freed: free what was built on it first.  Strings of f must outlive a.
 */
int kaba_analysis_refreeze(struct kaba_analysis *a, const struct kaba_freeze *f, size_t n,
			   struct kaba_error *err);
/* Is class `cls` (internal or dotted name, `len` bytes) frozen in `a`
 * (NULL: no)?  Its objects, variables and unused members are not in the
 * table. */
int kaba_analysis_frozen(const struct kaba_analysis *a, const char *cls, size_t len);
/* Is it pinned by rule N2 (`described`)?  It keeps its name where frozen
 * descriptors name it; the table restructures it. */
int kaba_analysis_pinned(const struct kaba_analysis *a, const char *cls, size_t len);

/* The internal name ("a/b/C") of a class name given dotted or internal
 * (name[0..len)), copied into `arena`; NULL when out of memory. */
const char *kaba_internal_name(struct kaba_arena *arena, const char *name, size_t len);

#endif
