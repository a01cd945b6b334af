/* Private helpers of src/refactor. */
#ifndef KABA_REFACTOR_IMPL_H
#define KABA_REFACTOR_IMPL_H

#include <stdint.h>

#include "kaba/refactor.h"

/* ---- the order of the classes and what they offer (order.c) ---------- */
/* Row c of `up` is the bitset of the classes at or above class c (empty
 * for a removed class); offers[c] has OFFERS_MEMBERS if some member is
 * visible at c, OFFERS_BODIES if some visible member is a field or a body
 * (kaba_offers_body()), OWN_OBJECTS if c itself has object instances that
 * make it a class (a lambda's object does not: kaba_lambda_row), and
 * OWN_MEMBERS if c itself has members.  Kept up to date through
 * kaba_order_touch() and kaba_order_update(). */
enum { OFFERS_MEMBERS = 1, OFFERS_BODIES = 2, OWN_OBJECTS = 4, OWN_MEMBERS = 8 };
struct kaba_order {
	size_t n, words;
	uint64_t *up;
	unsigned char *offers;
	struct kaba_order_state *s; /* what is out of date */
};
int kaba_order_new(struct kaba_proposal *p); /* -1 when out of memory */
void kaba_order_free(struct kaba_order *o);
/* Class c's supers, members or removed flag changed: the rows of the
 * classes at or below it are out of date. */
void kaba_order_touch(struct kaba_order *o, size_t c);
/* Bring the rows up to date: 0, or -1 when the class graph has a cycle
 * (the rows around it stay out of date until it is gone). */
int kaba_order_update(const struct kaba_proposal *p);
/* Bring the rows up to date and save from now on each row that an update
 * replaces: 0, or -1 (nothing saved) when the class graph has a cycle. */
int kaba_order_save(const struct kaba_proposal *p);
/* The lists of the classes are again what they were at kaba_order_save:
 * put the saved rows back, nothing is out of date.  0, or -1 when no
 * complete save is open (then the rows of the touched classes are out of
 * date, as after any edit).  Either way the saving ends. */
int kaba_order_restore(const struct kaba_proposal *p);
void kaba_order_end_save(struct kaba_order *o);
/* A merge of class gone into class keep: _begin before it changes any
 * list, _end after, brings the rows of the classes below them up to date
 * from their old rows, and returns the classes whose rows grew (*ngained
 * of them) when the rows were up to date before and the merge closes no
 * cycle; otherwise NULL, and the touches leave it to an update. */
void kaba_order_merge_begin(const struct kaba_proposal *p, size_t keep, size_t gone);
const size_t *kaba_order_merge_end(const struct kaba_proposal *p, size_t keep, size_t gone,
				   size_t *ngained);
/* The same for a new edge sub -> super (added between _begin and _end). */
void kaba_order_edge_begin(const struct kaba_proposal *p, size_t sub, size_t super);
const size_t *kaba_order_edge_end(const struct kaba_proposal *p, size_t super, size_t *ngained);
static inline int kaba_order_leq(const struct kaba_order *o, size_t a, size_t b)
{
	return (int)((o->up[a * o->words + (b >> 6)] >> (b & 63)) & 1);
}
/* The bitset of the classes at or below class c (a row of the transpose
 * of up; brought up to date by kaba_order_update()). */
const uint64_t *kaba_order_down(const struct kaba_order *o, size_t c);
/* The bitset of the classes that have members of their own (OWN_MEMBERS;
 * brought up to date by kaba_order_update()). */
const uint64_t *kaba_order_with_members(const struct kaba_order *o);
/* Whether every object at or below class b is at or below class a too:
 * 1, 0 (also while the class graph has a cycle), -1 when out of memory. */
int kaba_objects_within(const struct kaba_proposal *p, size_t b, size_t a);
/* Whether member column c makes the classes that see it carry a body: it
 * is no declaration, no S=false record (no instruction names a failed
 * check) and, once p->checks_in_interfaces is set, no passed check of an
 * instanceof or a cast (whose instruction may name an interface). */
int kaba_offers_body(const struct kaba_proposal *p, size_t c);
/* Set p->checks_in_interfaces: what every class offers is out of date. */
void kaba_allow_checks_in_interfaces(struct kaba_proposal *p);
/* Whether column c is a member of class k or of one of its superclasses. */
int kaba_visible(const struct kaba_proposal *p, const struct kaba_order *o, size_t k, size_t c);
/* offers[c], brought up to date (the class graph is acyclic whenever it
 * is asked: every kept edit passed the cycle check). */
unsigned kaba_offers_of(const struct kaba_proposal *p, size_t c);
/* Whether row r is a lambda's object (`C.m#lambda@PC`, an object of its
 * functional interface: src/analysis/table/access.c).  It asks for no class: the
 * metafactory makes its class, which implements the interface's method,
 * and no `new` names the class it is typed by. */
int kaba_lambda_row(const struct kaba_table *t, size_t r);
/* Whether class c, which holds bodies or a passed type check, is an
 * interface all the same: it is at or above a class d with a lambda's
 * object (the metafactory's class only implements interfaces, so d and
 * all above it must be interfaces), and no class at or above d has
 * objects of its own, a field or a constructor.  Its bodies become
 * default methods, a passed check a check of the interface.  Multiple
 * inheritance removal counts them as bodies (mi.c carries_bodies), so the
 * classes above any class that hold bodies form one chain: no class
 * inherits two default methods of one member (JVMS 5.4.3.3). */
int kaba_lambda_interface(const struct kaba_proposal *p, size_t c);
/* Whether class c itself has object rows, a lambda's object included:
 * the rows whose class §8 checks (P1, P2, P4, P5, G4: check.c check_uses,
 * check_objects), so the guards that decide a merge without that check
 * (the S-guard, kaba_merge_breaks_g4) must see them all.  OWN_OBJECTS
 * answers another question, whether c must be a class. */
int kaba_has_object_rows(const struct kaba_proposal *p, size_t c);

/* ---- editing the hierarchy (edit.c) ------------------------------------ */
/* Merge class q into p: members, instances, superclasses and subclasses
 * are united, edges into q go to p, and the transitive reduction around p is
 * restored.  q becomes removed. */
int kaba_merge(struct kaba_proposal *p, size_t keep, size_t gone);
/* Remove class c and all its edges. */
void kaba_delete_class(struct kaba_proposal *p, size_t c);
/* Splice out the n classes `gone`, none with members or instances: each
 * class below one of them takes the classes nearest above it that stay,
 * and the transitive reduction below those classes is restored, as
 * splicing them out one by one with kaba_add_super() would leave it, but
 * with one update of the order instead of one per new edge.  The order
 * must be up to date (no cycle); 0, or -1 when out of memory. */
int kaba_splice_classes(struct kaba_proposal *p, const size_t *gone, size_t n);
/* Remove the edge sub → super (the graph stays transitively reduced);
 * returns 0, as a kaba_edit. */
int kaba_drop_super(struct kaba_proposal *p, size_t sub, size_t super);
/* M2's second case (and F7's move): all members of class b move up to a
 * class a above it.  (A body that moves away from its this-row breaks I1,
 * and the step is undone: b's other superclasses may hold members the
 * body uses, so the this-row cannot simply move along.) */
int kaba_move_members_up(struct kaba_proposal *p, size_t a, size_t b);
/* Add the edge sub → super and restore the transitive reduction. */
int kaba_add_super(struct kaba_proposal *p, size_t sub, size_t super);
/* F10's edit (`unused` is not read): class c leaves each superclass that
 * is no interface, and c's subclasses take it over, so what
 * lies at or above a class changes for c alone; the transitive reduction
 * below c is restored. */
int kaba_leave_classes_above(struct kaba_proposal *p, size_t c, size_t unused);
/* The classes at or above (up) or at or below (!up) class c, marked
 * p->visit[x] = stamp and listed in p->stack from position n on; returns
 * the end of the list.  Classes marked with stamp already are left out,
 * so walks with one stamp list the union of their classes. */
size_t kaba_walk(struct kaba_proposal *p, size_t c, int up, size_t stamp, size_t n);
/* Whether a ≤ b following the supers lists (the order's bit; a DFS while
 * the graph has a cycle). */
int kaba_reaches(struct kaba_proposal *p, size_t a, size_t b);

/* What an edit of a proposal that passed the §8 checks did, besides
 * changing only class `scope` and what the classes below it inherit:
 * GROWN, it only renamed classes consistently and added order (a merge or
 * a new edge: every a ≤ b and type = home still holds, and so does P1:
 * every member a row saw it still sees); CUT, it only took order away at
 * or below the scope (a dropped edge: no type or home moved); RAISE, it
 * only moved members up into the scope (no type or order changed). */
enum kaba_edit_effect { KABA_EDIT_ANY, KABA_EDIT_GROWN, KABA_EDIT_CUT, KABA_EDIT_RAISE };

/* kaba_proposal_check() after an edit that changed only class `scope`: its
 * own members, and what it and the classes below it inherit.  The checks of
 * single classes and objects (G1, G4, P1–P5) look at those alone; the
 * global ones (G2, G3, I1) at everything, unless `effect` says more: after
 * GROWN they cannot fail, after CUT only G2 and G3 between a lower end at
 * or below the scope and anything can, after RAISE those and I1.
 * KABA_NONE checks everything. */
int kaba_proposal_check_below(const struct kaba_proposal *p, size_t scope,
			      enum kaba_edit_effect effect, struct kaba_error *err);

/* kaba_proposal_check_below(p, scope, KABA_EDIT_GROWN, err) that leaves
 * out the objects of the classes other than scope in the bitset saw_all
 * (rows of the order's words): those at or below both classes of the merge
 * or the new edge before it, which see nothing new. */
int kaba_proposal_check_grown(const struct kaba_proposal *p, size_t scope,
			      const uint64_t *saw_all, struct kaba_error *err);

/* kaba_proposal_check_below(p, scope, KABA_EDIT_CUT, err), given the
 * scope's row of the order before the edit (was_above): when no class
 * with members of its own left it, only G1, G2 and G3 are checked. */
int kaba_proposal_check_cut(const struct kaba_proposal *p, size_t scope, const uint64_t *was_above,
			    struct kaba_error *err);

/* Whether merging class gone into class keep breaks G4 for sure, decided
 * on the classes before the merge (kaba_try_edit() refuses such a merge
 * without doing it; a 0 decides nothing). */
int kaba_merge_breaks_g4(struct kaba_proposal *p, size_t keep, size_t gone);

/* An edit of the class graph with two class arguments; 0 or -1 (out of memory).
 * It changes only class a and what the classes at or below a inherit: the
 * kept class of a merge, the subclass of a new or dropped edge, the class
 * members move up to. */
typedef int kaba_edit(struct kaba_proposal *p, size_t a, size_t b);
/* Apply edit(p, a, b) and keep it only if the §8 checks still hold:
 * 1 kept, 0 undone (counted in p->undone), -1 out of memory.  A step
 * refused before is refused again untried while nothing around it changed
 * (refusals.c); it counts as undone too. */
int kaba_try_edit(struct kaba_proposal *p, kaba_edit *edit, size_t a, size_t b);

/* Whether the proposal passes the §8 checks: p->sound, checked again only
 * when something changed since it was last known (kaba_try_edit). */
int kaba_sound(struct kaba_proposal *p);

/* Record a change to class c's lists (members, instances, supers, subs or
 * removed): every edit calls it before changing a class.  When what lies
 * at or above c and what c offers stay the same (only c's subs change, an
 * edge below c appears or goes; or c gives up failed-check records and
 * keeps a member), kaba_touch_subs(). */
void kaba_touch(struct kaba_proposal *p, size_t c);
void kaba_touch_subs(struct kaba_proposal *p, size_t c);

/* ---- undo (journal.c) -------------------------------------------------- */
/* Between open and close, the first touch of each class saves its lists;
 * undo puts them (and the homes, types, ⊤, ⊥ and generation) back: 0, or
 * -1 when out of memory.  A save that ran out of memory sets
 * kaba_journal_failed(); the proposal cannot be restored then. */
int kaba_journal_new(struct kaba_proposal *p);
void kaba_journal_free(struct kaba_journal *j);
void kaba_journal_open(struct kaba_proposal *p);
void kaba_journal_save(struct kaba_proposal *p, size_t c);
int kaba_journal_failed(const struct kaba_proposal *p);
int kaba_journal_undo(struct kaba_proposal *p);
void kaba_journal_close(struct kaba_proposal *p);

/* ---- refused steps (refusals.c) ---------------------------------------- */
/* Whether edit(p, a, b) was refused before and no class of its
 * neighbourhood has changed since: then it would be refused again.  Only
 * valid while the proposal passes the §8 checks (p->sound). */
int kaba_refused_before(struct kaba_proposal *p, kaba_edit *edit, size_t a, size_t b);
/* Remember that edit(p, a, b) was refused at the current generation; -1
 * when out of memory. */
int kaba_refusal_note(struct kaba_proposal *p, kaba_edit *edit, size_t a, size_t b);
void kaba_refusals_free(struct kaba_refusals *r);

/* S1–S3 to a fixpoint again, with the options of the proposal's
 * kaba_simplify() (nothing if it was not simplified). */
int kaba_simplify_again(struct kaba_proposal *p, struct kaba_error *err);

/* A proposal of n empty classes over table t, every member and row dead
 * (kaba_proposal_read() and kaba_proposal_restore() fill it); NULL when out of
 * memory.  kaba_proposal_finish() then builds its private indexes: 0, or -1
 * when out of memory. */
struct kaba_proposal *kaba_proposal_alloc(const struct kaba_table *t, size_t n);
int kaba_proposal_finish(struct kaba_proposal *p);

/* Fill the private signature groups and check list of a new proposal. */
int kaba_signature_groups(struct kaba_proposal *p);

/* Constructors (and static initialisers) are never found by lookup:
 * `invokespecial <init>` names its class, so A.<init>()V and
 * Object.<init>()V do not override each other.  They form no signature
 * group and never clash; P1 keeps an object's constructors in its class,
 * and the rewriter renames constructors that end up in one class (§7.8). */
int kaba_is_constructor(const struct kaba_column *c);

/* Members that share a signature (same kind, member name and descriptor). */
int kaba_same_signature(const struct kaba_column *a, const struct kaba_column *b);
/* Method columns a and b share a signature and are one virtual method to
 * the JVM (JVMS 5.4.5): a package-private method is another method than
 * one of the same signature in another package, a private one another
 * method than one of another class.  Without access flags in the table, a
 * shared signature is taken to be one method. */
int kaba_same_method(const struct kaba_proposal *p, size_t a, size_t b);
/* Two members one class cannot hold (G1; constructors excepted), one from x
 * and one from y (with x == y, two different ones of x): two bodies or two
 * fields with one signature, or two methods with one signature that are
 * different virtual methods (a class file declares a signature once).
 * Returns 1 and the two columns in *a and *b, else 0. */
int kaba_members_clash(const struct kaba_proposal *p, const struct kaba_ids *x,
		       const struct kaba_ids *y, size_t *a, size_t *b);

#endif
