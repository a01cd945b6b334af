/*
 * refactor: the restructured class hierarchy read off the concept lattice of
 * a closed member-access table (docs/hierarchy.md §5), its behaviour-preservation
 * checks (§8), simplification and removal of multiple inheritance (§6).
 *
 * A proposal is a set of classes.  Each starts as one concept: its members
 * are the concept's own attribute labels (columns with μ = the concept), its
 * instances the own row labels (rows with γ = the concept), its superclasses
 * the upper covers.  home[column] and type[row] say where each member lives
 * and which class each row gets as its new type.  Dead members (μ = ⊥ with an
 * empty extent) and dead rows (γ = ⊤ with an empty intent) have KABA_NONE.
 * Simplification merges classes and deletes ⊤/⊥; a merged-away class stays in
 * the array with `removed` set, so class ids never change.
 */
#ifndef KABA_REFACTOR_H
#define KABA_REFACTOR_H

#include <stddef.h>

#include "kaba/arena.h"
#include "kaba/buf.h"
#include "kaba/error.h"
#include "kaba/table.h"
#include "fca.h"

/* A list of indices (rows, columns or classes), ascending unless said. */
struct kaba_ids {
	size_t *v;
	size_t n, cap;
};

/* (Not `struct kaba_proposal_class`: that name is the class-file model's, classfile.h.) */
struct kaba_proposal_class {
	size_t concept;             /* the lattice concept it was read from */
	struct kaba_ids members;    /* columns homed here */
	struct kaba_ids instances;  /* rows typed by this class */
	struct kaba_ids supers;     /* direct superclasses */
	struct kaba_ids subs;       /* direct subclasses */
	int removed;                /* merged into another class or deleted */
};

/* One step of the multiple-inheritance fallback at class `at`, which still
 * inherited fields or bodies from two unrelated classes after M1–M3: F0
 * dropped the superclass edge at → gone (and kept == at); F1–F6 merged
 * class `gone` into class `kept` (one of them may be `at` itself); F7
 * moved the members of `gone` up to its superclass `kept`; F8 and F9 made
 * class `gone` a subclass of class `kept`; F10 made class `gone` (== kept)
 * an interface. */
struct kaba_mi_fallback {
	int rule; /* 0–10 for F0–F10 */
	size_t at, kept, gone;
};

enum kaba_simplify_rule { KABA_S1, KABA_S2, KABA_S3 };

struct kaba_simplify_options {
	enum kaba_simplify_rule order[3]; /* the order the rules are tried in */
	int literal_s1; /* S1 as printed: "q is the only subclass of p" */
	int unguarded;  /* drop the S-guard (objects may gain members) */
};
extern const struct kaba_simplify_options kaba_simplify_defaults;

struct kaba_proposal {
	const struct kaba_table *table; /* the closed table, borrowed */
	size_t nclasses;
	struct kaba_proposal_class *classes;
	size_t *home;   /* per column: its class, or KABA_NONE when dead */
	size_t *type;   /* per row: its class, or KABA_NONE when dead */
	size_t top, bottom; /* the classes of ⊤ and ⊥; KABA_NONE when absent */
	size_t merges;  /* merges done by simplification and MI removal */
	size_t undone;  /* steps undone because a §8 check failed */
	struct kaba_mi_fallback *fallback; /* the fallback's steps, in order */
	size_t nfallback;
	/* the options kaba_simplify() ran with (simplified != 0): removing
	 * multiple inheritance simplifies again with them */
	struct kaba_simplify_options simplify;
	int simplified;
	/* P3 asks only about the declarations an object's row holds (check.c):
	 * set by kaba_remove_multiple_inheritance(), whose merges give objects
	 * declarations of the classes they join; the lattice's simplification
	 * before it keeps the paper's P3 */
	int p3_held_only;
	/* a class that holds passed checks of instanceof or checkcast (not of
	 * a handler: a catch type is a class) may be an interface all the
	 * same: set by kaba_remove_multiple_inheritance() for its rule F10,
	 * when F0–F9 left multiple inheritance (before, such a class is a
	 * class, as the rules before F10 were measured with) */
	int checks_in_interfaces;

	/* private, fixed by kaba_proposal_read(): the method columns grouped by
	 * signature, group g being group_cols[group_start[g] .. group_start[g+1]),
	 * and the S=false columns of the type-check sites */
	size_t *group_of, *group_start, *group_cols;
	size_t *checks, nchecks;
	/* and the active dominance implications between def columns, sorted by
	 * the overridden column */
	struct kaba_implication *dom;
	size_t ndom;
	/* the implications G2 and G3 test, by their lower end: those of row r
	 * (its sub end) are lower[lower_start[r] .. lower_start[r+1]), those
	 * of column c (its from end) the ones at nrows + c */
	size_t *lower_start, *lower;
	/* scratch of the walks over the classes (kaba_reaches(), kaba_walk(),
	 * refusals.c): visit[c] == stamp marks class c as seen in the current
	 * walk, whose stack or list is `stack` (2 × nclasses: a walk that
	 * marks a class two ways may push it twice); one per proposal, so a
	 * walk costs no allocation */
	size_t *visit, *stack, stamp;
	/* the table carries the methods' access flags (some dcl/def column has
	 * one set; the dynamic variant's tables have none) */
	int access_known;
	/* change tracking: every change to a class's lists gives it a new
	 * generation, changed[c] (edit.c); an undone edit restores the
	 * generation with the lists, so one generation is one state.  `sound` says whether the whole
	 * proposal passed the §8 checks at generation checked_at.  While it
	 * is sound, kaba_try_edit() remembers the steps it refused and refuses
	 * one again without trying it as long as no class around it changed
	 * (refusals.c). */
	size_t generation, checked_at, *changed;
	int sound;
	struct kaba_refusals *refusals;
	/* the order of the classes and what they offer, kept up to date
	 * (order.c), and the undo journal of kaba_try_edit() (journal.c) */
	struct kaba_order *order;
	struct kaba_journal *journal;
};

/* The lattice of the closed table (kind FCA_FULL or FCA_AOC), with at most
 * `limit` concepts (0: no limit; a lattice cut short says so through
 * fca_lattice_truncated() and cannot be read as a proposal).  The lattice
 * borrows a context made from the table; free both with
 * kaba_table_lattice_free(), not fca_lattice_free(). */
int kaba_table_lattice(const struct kaba_table *t, enum fca_kind kind, size_t limit,
		       struct fca_lattice **out, struct kaba_error *err);
void kaba_table_lattice_free(struct fca_lattice *lat);

/* Read the proposal off the lattice (H1–H4).  The table must outlive it. */
int kaba_proposal_read(const struct kaba_table *t, const struct fca_lattice *lat,
		       struct kaba_proposal **out, struct kaba_error *err);
void kaba_proposal_free(struct kaba_proposal *p);

/* Invariants I1–I3 (H6–H8) of a proposal read off a lattice; a violation is
 * a bug in kaba: KABA_EINTERNAL naming the invariant, row and member. */
int kaba_proposal_invariants(const struct kaba_proposal *p, struct kaba_error *err);

/* The behaviour-preservation checks G1–G4 and P1–P5 of §8 (P1 is checked for
 * every member an object uses but S=false, which includes P4), I1, which
 * the code generator needs after every edit, and G5: every variable's class
 * still sees the members its row holds (its accesses stay type-correct).  The first violation is
 * KABA_EINPUT with `where` = the check's name ("P2") and a message naming the
 * object, member and classes. */
int kaba_proposal_check(const struct kaba_proposal *p, struct kaba_error *err);

/* One violated behaviour-preservation constraint, as kaba_proposal_violations()
 * reports it (the editor names the program fact behind it: src/edit).  rule
 * is the check's name, cls the class it is about; by rule the other fields
 * are (KABA_NONE where unused):
 *   G1  column and other: two members class cls holds (all KABA_NONE: the
 *       class graph has a cycle);
 *   G2  implication: the row implication (assignment, parameter, ...) whose
 *       lower end `row` (type cls) is no longer below its upper end;
 *   G3  implication: the column implication (dominance, ...) from column
 *       (home cls) to other;
 *   G4  row's class cls lies below both outcomes column (S=false) and
 *       other (S=true) of one type check;
 *   P1  object row's class cls lost member column (I1: a this-row's, G5:
 *       a variable's);
 *   P2  lookup of body column at object row's class cls finds other
 *       (KABA_NONE: none, or several);
 *   P3  object row's class cls is abstract: declaration column has no body;
 *   P5  object row fails the check whose S=false is column, but its class
 *       cls lies below other (S=true);
 *   I1  this-row row has type cls but its body column lives elsewhere. */
struct kaba_violation {
	const char *rule;
	size_t cls, row, column, other, implication;
};
/* Called once per violation; non-zero when out of memory. */
typedef int kaba_violation_sink(void *ctx, const struct kaba_violation *v);
/* The checks of kaba_proposal_check(), each violation handed to sink (the
 * checks of one object stop at its first lookup or abstract method) instead
 * of stopping at the first: KABA_OK, or KABA_EINTERNAL when out of memory. */
int kaba_proposal_violations(const struct kaba_proposal *p, kaba_violation_sink *sink, void *ctx,
			     struct kaba_error *err);

/* ---- the editor's operations (edit.c; paper §3.2) -------------------------
 * Edits a user asks for, unchecked: the caller checks the result with
 * kaba_proposal_violations() and, when it refuses, undoes everything since
 * kaba_proposal_edits_begin() with kaba_proposal_edits_undo() (0, or -1
 * when the undo journal ran out of memory).  Each returns 0 or -1 when out
 * of memory. */
void kaba_proposal_edits_begin(struct kaba_proposal *p);
int kaba_proposal_edits_undo(struct kaba_proposal *p);
void kaba_proposal_edits_end(struct kaba_proposal *p);
/* Row r (a variable or an object) gets class cls as its type; column c
 * moves to class cls. */
int kaba_proposal_move_row(struct kaba_proposal *p, size_t r, size_t cls);
int kaba_proposal_move_member(struct kaba_proposal *p, size_t c, size_t cls);
/* Split class c in two: c keeps its superclasses and members, the unused
 * class `fresh` (removed and empty: kaba_proposal_restore()'s spares)
 * becomes a subclass of c and takes c's rows and subclasses, except the
 * this-rows of c's bodies (I1: a body's this has the body's class). */
int kaba_proposal_split(struct kaba_proposal *p, size_t c, size_t fresh);
/* Class gone merges into class keep; class sub becomes a subclass of super. */
int kaba_proposal_merge(struct kaba_proposal *p, size_t keep, size_t gone);
int kaba_proposal_subclass(struct kaba_proposal *p, size_t sub, size_t super);

/* ---- saving and restoring (store.c) ---------------------------------------
 * A proposal as a cJSON object, without the analysis that made it: its
 * classes by id ("K<n>") with their names (names[c], from
 * kaba_proposal_names() or an editor), superclasses, members (column
 * names) and rows (row names), the counts merges and undone, and the flags
 * the checks read (p3_held_only, checks_in_interfaces).  Restoring reads it
 * over the same closed table (every name is checked: KABA_EINPUT) and adds
 * `spare` unused classes after the last id for kaba_proposal_split();
 * *names gets each class's name (NULL for removed ones) in `arena`. */
struct cJSON;
struct cJSON *kaba_proposal_store(const struct kaba_proposal *p, const char *const *names);
int kaba_proposal_restore(const struct kaba_table *t, const struct cJSON *j, size_t spare,
			  struct kaba_proposal **out, const char ***names, struct kaba_arena *arena,
			  struct kaba_error *err);

/* H5: a class whose members, own and inherited, are all declarations (or
 * S=false records: no instruction names a failed check; once
 * checks_in_interfaces is set, also passed checks of instanceof and
 * checkcast), and that no object instantiates. */
int kaba_proposal_is_interface(const struct kaba_proposal *p, size_t c);

/* Classes with two or more direct superclasses that are not interfaces:
 * where multiple inheritance remains.  Returns the count; fills `out`
 * (which may be NULL) with up to `max` class ids. */
size_t kaba_proposal_multiple_inheritance(const struct kaba_proposal *p, size_t *out, size_t max);

/* S0, then S1–S3 to a fixpoint (§6).  Each merge keeps the superclass p;
 * a merge that fails a §8 check is undone. */
int kaba_simplify(struct kaba_proposal *p, const struct kaba_simplify_options *opt,
		  struct kaba_error *err);

/* M0, then M1–M3 (§6), each step checked against §8 and undone when it
 * breaks one.  M0 (ours) for q below a and b: when every object below b is
 * below a already, b becomes a subclass of a, which gives no object a
 * member (the lattice keeps such classes apart for variables alone, such
 * as a constructor's this-row).
 * Multiple inheritance they leave is then removed by issue 6's documented
 * fallback, each step under the same checks and recorded in p->fallback.
 * For a class q with two unrelated superclasses a and b that carry fields
 * or bodies, each rule in turn over the whole proposal:
 *   F0  drop the edge q → b (P1: q's objects use nothing only b brought
 *       them, S=false columns excepted, as no code names a failed check and
 *       P5 still makes q's objects fail it; G2: no assignment needs q ≤ b);
 *   F1  merge b into a;  F2  merge q into a;  F3  merge q into b;
 *   F4–F6  F1–F3 after both merged classes and the classes above them gave
 *       up their failed-check records (S=false columns of checks some object
 *       passes; they become dead: only G4 reads their homes, the code
 *       generator and P5 do not);
 *   F7  move b's members up to a least common superclass r of a and b,
 *       then F0 (the move stays if §8 allows it and the drop is refused);
 *   F8  hang a's branch below b: the topmost class g at or above a on a's
 *       line of single superclasses that is not above b becomes a subclass
 *       of b (M1 where g hangs below a class above b, not below ⊤); the
 *       objects at or below g gain b's members, b's objects nothing;
 *   F9  F8 after g, b and the classes above them gave up their
 *       failed-check records, as in F4–F6 (an object below g that passes a
 *       check whose failures are recorded above b breaks G4 under F8);
 *   F10 once F0–F9 are done, interfaces may hold passed checks of
 *       instanceof and checkcast (checks_in_interfaces; a handler's stays
 *       a body: a catch type is a class), and b, when it has no objects
 *       and holds only declarations and check records, leaves each
 *       superclass that is no interface (b's subclasses take those over)
 *       and becomes an interface: only b's own up-set changes (G2: no
 *       variable typed b may need the classes it leaves, G3: no member of
 *       b either).
 * Merging and moving up only give objects more members, and the §8 checks
 * make sure every lookup and type check still has its old outcome: the
 * result is coarser than the lattice, not wrong.  What even the fallback
 * cannot remove stays in kaba_proposal_multiple_inheritance(), for the
 * rewriter to refuse.  A dropped edge leaves its class with one superclass
 * fewer, often one: S1–S3 now apply where they did not before, so when
 * the proposal was simplified and had multiple inheritance, S1–S3 run
 * again at the end with the options of kaba_simplify(), after every class
 * without members and instances is spliced out (its subclasses take its
 * superclasses: no row's type and no visible member changes) and every
 * class no row sees is deleted (its members dead). */
int kaba_remove_multiple_inheritance(struct kaba_proposal *p, struct kaba_error *err);
/* The same steps at class q only (the editor's `remove-mi CLASS`, paper
 * §3.2 "remove multiple inheritance here"), without F10 and the
 * simplification after, which change classes elsewhere. */
int kaba_remove_multiple_inheritance_at(struct kaba_proposal *p, size_t q, struct kaba_error *err);

/* Text, one class per line in id order:
 *   K3 class {A.y dcl(A.f) | a2} < K1
 * then "dead members: …", "dead rows: …", "multiple inheritance: …" and
 * "mi fallback: K7 F1 K5 into K3, K9 F0 drops K9 < K4, K8 F7 moves K6's
 * members up into K2, K9 F8 hangs K5 below K4, K9 F10 makes K6 an
 * interface, …". */
void kaba_proposal_dump(const struct kaba_proposal *p, struct kaba_buf *out);
/* The same as JSON text (cJSON, keys in a fixed order); NULL when out of memory.
 * Free with free(). */
char *kaba_proposal_json(const struct kaba_proposal *p);

/* ---- names (names.c) ------------------------------------------------------ */

/*
 * Class names.  Each proposed class is named after the original class it
 * mostly stands for: the allocated type of its own objects, else the owner of
 * its own members, else the declared type of its own variables.  Among the
 * classes named after one original class C, the one holding most of C's
 * objects (then most members, then lowest id) keeps the name C; the others
 * are C'1, C'2, … in id order (the paper's convention).  Names are stable for
 * the same input and options.  A class with nothing of its own is "(empty)".
 *
 * Names of the classes of p (indexed by class id; NULL for removed ones),
 * allocated in `arena`.  NULL when out of memory.
 */
const char **kaba_proposal_names(const struct kaba_proposal *p, struct kaba_arena *arena);

/* A Java-style display name of an internal name: "a/b/C$D" → "a.b.C$D". */
const char *kaba_java_name(struct kaba_arena *arena, const char *internal);

#endif
