/*
 * Interfaces and the removal of multiple inheritance (docs/hierarchy.md §5 H5,
 * §6 M1–M3).  A class that only declares (own and inherited members are all
 * dcl, or records that objects fail a type check: no code reads where an
 * S=false column lives) and that no object instantiates becomes an
 * interface, and inheriting from several interfaces is fine in Java; so
 * does one above a lambda's object that only lacks the first condition
 * (kaba_lambda_interface: its bodies are default methods, and count as
 * bodies here).  Multiple inheritance that has to
 * go is a class with two or more superclasses that carry fields or bodies.
 * The M rules are aggressive: each step is checked against §8 and undone if
 * it breaks a check.  What they leave, the fallback F0–F10 removes by
 * dropping edges, merging classes, moving members up, hanging a branch
 * below another class and making a class an interface (refactor.h), under
 * the same checks.
 */
#include "impl.h"

#include <stdlib.h>

int kaba_proposal_is_interface(const struct kaba_proposal *p, size_t c)
{
	unsigned offers;

	if (c >= p->nclasses || p->classes[c].removed)
		return 0;
	offers = kaba_offers_of(p, c) & (OFFERS_MEMBERS | OFFERS_BODIES | OWN_OBJECTS);
	return offers == OFFERS_MEMBERS || kaba_lambda_interface(p, c);
}

/* A superclass that makes inheriting from it "real": fields or bodies. */
static int carries_bodies(const struct kaba_proposal *p, size_t c)
{
	return (kaba_offers_of(p, c) & (OFFERS_BODIES | OWN_OBJECTS)) != 0;
}

/* The superclasses of q that carry bodies, into `out` (capacity q's supers). */
static size_t class_supers(const struct kaba_proposal *p, size_t q, size_t *out)
{
	const struct kaba_ids *s = &p->classes[q].supers;
	size_t i, n = 0;

	for (i = 0; i < s->n; i++)
		if (carries_bodies(p, s->v[i]))
			out[n++] = s->v[i];
	return n;
}

size_t kaba_proposal_multiple_inheritance(const struct kaba_proposal *p, size_t *out, size_t max)
{
	size_t c, n = 0, i, found;

	for (c = 0; c < p->nclasses; c++) {
		const struct kaba_ids *s = &p->classes[c].supers;

		if (p->classes[c].removed || s->n < 2)
			continue;
		for (found = 0, i = 0; i < s->n && found < 2; i++)
			found += carries_bodies(p, s->v[i]);
		if (found < 2)
			continue;
		if (out && n < max)
			out[n] = c;
		n++;
	}
	return n;
}

/* M2: r is a superclass of a that is also above b.  If r is a's only
 * superclass, merge r and a; otherwise move a's members up to r. */
static int raise_to_common_superclass(struct kaba_proposal *p, size_t a, size_t b)
{
	const struct kaba_ids *sa = &p->classes[a].supers;
	size_t i;
	int rc;

	for (i = 0; i < sa->n; i++) {
		size_t r = sa->v[i];

		rc = kaba_reaches(p, b, r);
		if (rc < 0)
			return rc;
		if (!rc)
			continue;
		if (sa->n == 1)
			return kaba_try_edit(p, kaba_merge, r, a);
		return p->classes[a].members.n ? kaba_try_edit(p, kaba_move_members_up, r, a) : 0;
	}
	return 0;
}

/*
 * M0 (ours: M1's step without its precondition) for q inheriting bodies
 * from a and b: every object below b is below a already, so it sees a's
 * members; b becomes a subclass of a, and no object sees anything new, only
 * the variables typed at or below b.  The lattice keeps such classes apart
 * for their variables alone (the paper's example with constructors: the
 * constructor's this-row beside a variable that reads a field).  It runs
 * before M1–M3 everywhere, since they give objects members.  1 kept, 0
 * not, -1 error.
 */
static int add_neutral_edge(struct kaba_proposal *p, size_t q, size_t a, size_t b)
{
	int within = kaba_objects_within(p, b, a);

	(void)q;
	return within > 0 ? kaba_try_edit(p, kaba_add_super, b, a) : within;
}

/* The M rules for q inheriting bodies from a and b (a ∥ b), in order until
 * one step is kept: 1 kept, 0 none, -1 error. */
static int resolve(struct kaba_proposal *p, size_t q, size_t a, size_t b)
{
	int rc = 0;

	/* M1: b hangs below ⊤ only: make it a subclass of a. */
	if (!p->classes[b].supers.n)
		rc = kaba_try_edit(p, kaba_add_super, b, a);
	if (!rc)
		rc = raise_to_common_superclass(p, a, b);
	/* M3: a has no instances: merge it with q. */
	if (!rc && !p->classes[a].instances.n)
		rc = kaba_try_edit(p, kaba_merge, a, q);
	return rc;
}

/* Record a step of the fallback. */
static int note_fallback(struct kaba_proposal *p, int rule, size_t at, size_t kept, size_t gone)
{
	struct kaba_mi_fallback *f = realloc(p->fallback, (p->nfallback + 1) * sizeof(*f));

	if (!f)
		return -1;
	p->fallback = f;
	f[p->nfallback++] = (struct kaba_mi_fallback){ rule, at, kept, gone };
	return 0;
}

/* F0 for q inheriting bodies from a and b: drop the edge q → b.  §8 decides
 * whether q's objects and variables can do without b: P1 that no object
 * loses a member it uses (S=false columns excepted: no instruction names a
 * failed check, and P5 makes sure q's objects still fail it), G2 that no
 * assignment needs q below b.  1 kept, 0 not, -1 error. */
static int drop_edge(struct kaba_proposal *p, size_t q, size_t a, size_t b)
{
	int rc = kaba_try_edit(p, kaba_drop_super, q, b);

	(void)a;
	if (rc > 0 && note_fallback(p, 0, q, q, b))
		rc = -1;
	return rc;
}

/* Class c gives up its failed-check records: the S=false columns of the
 * checks some object passes (their S=true column has a home).  No
 * instruction names a failed check, the code generator reads only the
 * S=true column's home, and P5 still makes sure that every object that
 * failed a check fails it; the records only keep passing objects apart
 * from failing ones (G4), which a merge can no longer do. */
static void give_up_failed_checks(struct kaba_proposal *p, size_t c)
{
	const struct kaba_table *t = p->table;
	struct kaba_ids *m = &p->classes[c].members;
	size_t i = 0, had = m->n;

	while (i < m->n) {
		const struct kaba_column *col = &t->columns[m->v[i]];

		if (col->kind == KABA_COL_CHECK_FALSE && col->link != KABA_NONE &&
		    p->home[col->link] != KABA_NONE) {
			kaba_touch_subs(p, c);
			p->home[m->v[i]] = KABA_NONE;
			kaba_ids_remove(m, m->v[i]);
		} else {
			i++;
		}
	}
	/* a failed check offers no body, so the order (what lies above and
	 * what is offered) changes only when c is left with no member: an
	 * update of every row below c after each merge of F4-F6 was most of
	 * their cost */
	if (had && !m->n)
		kaba_order_touch(p->order, c);
}

/* Classes x and y and every class above them give up their failed-check
 * records: G4 looks at all the S=false columns an object sees, and an
 * object at or below x or y sees all of theirs. */
static void give_up_failed_checks_above(struct kaba_proposal *p, size_t x, size_t y)
{
	size_t above = ++p->stamp, n = kaba_walk(p, y, 1, above, kaba_walk(p, x, 1, above, 0)), i;

	for (i = 0; i < n; i++)
		give_up_failed_checks(p, p->stack[i]);
}

/* The edit of F4–F6: class gone merges into class keep after both gave up
 * their failed-check records with the classes above them; -1 when out of
 * memory. */
static int merge_without_failed_checks(struct kaba_proposal *p, size_t keep, size_t gone)
{
	give_up_failed_checks_above(p, keep, gone);
	return kaba_merge(p, keep, gone);
}

/* The edit of F9: class sub gets the superclass super after both gave up
 * their failed-check records with the classes above them; -1 when out of
 * memory. */
static int add_super_without_failed_checks(struct kaba_proposal *p, size_t sub, size_t super)
{
	give_up_failed_checks_above(p, sub, super);
	return kaba_add_super(p, sub, super);
}

/* Three merges for q inheriting bodies from a and b, rules first, first + 1
 * and first + 2: b into a, q into a, q into b, each done by `merge`, in
 * order until one step is kept: 1 kept, 0 none, -1 error. */
static int merges(struct kaba_proposal *p, size_t q, size_t a, size_t b, kaba_edit *merge, int first)
{
	static const int order[3][2] = { { 1, 2 }, { 1, 0 }, { 2, 0 } }; /* kept, gone */
	size_t who[3] = { q, a, b };
	int i, rc = 0;

	for (i = 0; i < 3 && !rc; i++) {
		rc = kaba_try_edit(p, merge, who[order[i][0]], who[order[i][1]]);
		if (rc > 0 && note_fallback(p, first + i, q, who[order[i][0]], who[order[i][1]]))
			rc = -1;
	}
	return rc;
}

/* F1–F3 */
static int merge_fallback(struct kaba_proposal *p, size_t q, size_t a, size_t b)
{
	return merges(p, q, a, b, kaba_merge, 1);
}

/* F4–F6: F1–F3 when the merged classes give up their failed-check records */
static int merge_fallback_without_records(struct kaba_proposal *p, size_t q, size_t a, size_t b)
{
	return merges(p, q, a, b, merge_without_failed_checks, 4);
}

/* Whether class r is a minimal common superclass of a and b: above both
 * (and neither of them), with no other such class below it.  1, 0, -1. */
static int least_common_superclass(struct kaba_proposal *p, size_t r, size_t a, size_t b)
{
	size_t s;
	int rc;

	if (r == a || r == b || p->classes[r].removed)
		return 0;
	if ((rc = kaba_reaches(p, a, r)) <= 0 || (rc = kaba_reaches(p, b, r)) <= 0)
		return rc;
	for (s = 0; s < p->nclasses; s++) {
		if (s == r || s == a || s == b || p->classes[s].removed)
			continue;
		if ((rc = kaba_reaches(p, s, r)) && rc > 0 && (rc = kaba_reaches(p, a, s)) > 0 &&
		    (rc = kaba_reaches(p, b, s)) > 0)
			return 0;
		if (rc < 0)
			return rc;
	}
	return 1;
}

/*
 * F7 for q inheriting bodies from a and b: b's members move up to a least
 * common superclass r of a and b (M2's move, from further down), then F0
 * drops the edge q → b, which may now bring q nothing it needs.  The move
 * is kept when §8 allows it even if the drop is refused: it is a
 * coarsening like any merge, and the next pass tries again.  1 kept, 0
 * none, -1 error.
 */
static int move_up_and_drop(struct kaba_proposal *p, size_t q, size_t a, size_t b)
{
	size_t r;
	int rc = 0;

	if (!p->classes[b].members.n)
		return 0;
	for (r = 0; r < p->nclasses && !rc; r++) {
		rc = least_common_superclass(p, r, a, b);
		if (rc > 0)
			rc = kaba_try_edit(p, kaba_move_members_up, r, b);
		if (rc > 0 && (note_fallback(p, 7, q, r, b) || drop_edge(p, q, a, b) < 0))
			rc = -1;
	}
	return rc;
}

/*
 * The graft for q inheriting bodies from a and b: a's branch hangs below b.
 * The topmost class g at or above a on a's line of single superclasses
 * that is not above b gets b as a superclass, by `hang` (M1 is the case
 * where g hangs below ⊤; here g hangs below a class above b), so the
 * objects at or below g gain b's members and q's edge to b becomes
 * redundant.  Recorded as rule `rule`.  1 kept, 0 not, -1 error.
 */
static int graft(struct kaba_proposal *p, size_t q, size_t a, size_t b, kaba_edit *hang, int rule)
{
	size_t g = a;
	int rc;

	while (p->classes[g].supers.n == 1) {
		size_t s = p->classes[g].supers.v[0];

		if ((rc = kaba_reaches(p, b, s)) != 0) {
			if (rc < 0)
				return rc;
			break;
		}
		g = s;
	}
	rc = kaba_try_edit(p, hang, g, b);
	if (rc > 0 && note_fallback(p, rule, q, b, g))
		rc = -1;
	return rc;
}

/* F8: the graft.  Less coarse than merging a and b, whose objects would
 * gain each other's members, and used when merging fails because b's
 * objects must stay apart from a's (t3311 of the harness: the K0 objects
 * fail `instanceof K1`, which the objects below a pass, while a's K2
 * objects may see K0's m2, which they override). */
static int graft_fallback(struct kaba_proposal *p, size_t q, size_t a, size_t b)
{
	return graft(p, q, a, b, kaba_add_super, 8);
}

/*
 * F9: F8 after g, b and the classes above them gave up their failed-check
 * records, as F4–F6 are F1–F3.  The graft puts the objects below g below
 * the records above b, and one of them that passes such a check breaks G4
 * though its outcome is the same: in harness t1463, t3479 and t9004006
 * the objects of b's branch fail `o instanceof K3` in K3.equals (K2 in
 * t3479), recorded above b, and the K3 (K2) objects below g pass it.  P5
 * still makes every object that failed a check fail it.
 */
static int graft_fallback_without_records(struct kaba_proposal *p, size_t q, size_t a, size_t b)
{
	return graft(p, q, a, b, add_super_without_failed_checks, 9);
}

/* Whether class c holds neither objects of its own (that make it a class:
 * a lambda's do not) nor a member that carries a body: it carries bodies
 * only through what lies above it. */
static int declares_only(const struct kaba_proposal *p, size_t c)
{
	const struct kaba_ids *m = &p->classes[c].members;
	size_t i;

	if (kaba_offers_of(p, c) & OWN_OBJECTS)
		return 0;
	for (i = 0; i < m->n; i++)
		if (kaba_offers_body(p, m->v[i]))
			return 0;
	return 1;
}

/*
 * F10 for q inheriting bodies from a and b, once interfaces may hold
 * passed checks of instanceof and checkcast (p->checks_in_interfaces): when
 * b only declares, it leaves the superclasses that are no interfaces and
 * becomes one; its subclasses take those superclasses over, so no other
 * class sees less.  In harness t4623 and t4719 b holds the check of
 * `this instanceof J0` in K0, which the objects of K2 and K3 pass, and q
 * is K3's class, below K1, whose objects K1.equals' `o instanceof K1`
 * passes and K2's fail: no chain of classes holds both checks, and the
 * original program makes J0 an interface.  §8 decides whether b may lose
 * what lies above it (G2: a variable typed b, G3: a member of b, the only
 * class whose order changes).  1 kept, 0 not, -1 error.
 */
static int make_interface(struct kaba_proposal *p, size_t q, size_t a, size_t b)
{
	int rc;

	(void)a;
	if (!declares_only(p, b))
		return 0;
	rc = kaba_try_edit(p, kaba_leave_classes_above, b, b);
	if (rc > 0 && note_fallback(p, 10, q, b, b))
		rc = -1;
	return rc;
}

typedef int mi_step(struct kaba_proposal *p, size_t q, size_t a, size_t b);

/*
 * Passes over the classes (or class `only`, unless KABA_NONE) until one
 * changes nothing.  In a pass each class
 * with multiple inheritance gets one successful step at most; a pair whose
 * steps all fail is tried again only in the next pass, after other steps
 * may have changed the picture.  A class whose steps all failed is skipped
 * until some step is kept: the same steps on the same proposal would fail
 * again (this saves the whole last pass, among others).
 */
static int passes(struct kaba_proposal *p, mi_step *step, size_t only, struct kaba_error *err)
{
	size_t *supers = NULL, *failed_at = malloc(p->nclasses * sizeof(size_t)), kept = 0, q, i, j, n;
	int changed, rc = 0;

	if (!failed_at)
		return kaba_fail(err, KABA_EINTERNAL, "mi", -1, "out of memory");
	for (q = 0; q < p->nclasses; q++)
		failed_at[q] = KABA_NONE;
	do {
		changed = 0;
		for (q = 0; q < p->nclasses && rc >= 0; q++) {
			if (p->classes[q].removed || p->classes[q].supers.n < 2 || failed_at[q] == kept ||
			    (only != KABA_NONE && q != only))
				continue;
			free(supers);
			supers = malloc(p->classes[q].supers.n * sizeof(size_t));
			if (!supers) {
				rc = -1;
				break;
			}
			n = class_supers(p, q, supers);
			for (rc = 0, i = 0; i < n && !rc; i++)
				for (j = 0; j < n && !rc; j++)
					if (i != j)
						rc = step(p, q, supers[i], supers[j]);
			if (rc > 0)
				kept++;
			else if (!rc)
				failed_at[q] = kept;
			changed |= rc > 0;
		}
	} while (changed && rc >= 0);
	free(supers);
	free(failed_at);
	return rc < 0 ? kaba_fail(err, KABA_EINTERNAL, "mi", -1, "out of memory") : KABA_OK;
}

/* Whether multiple inheritance is left: anywhere, or at class `only`. */
static int left(const struct kaba_proposal *p, size_t only)
{
	size_t *at, n, i;
	int found = 0;

	if (only == KABA_NONE)
		return kaba_proposal_multiple_inheritance(p, NULL, 0) != 0;
	if (!(at = malloc(p->nclasses * sizeof(*at))))
		return 1;   /* the steps then fail for want of memory, and say so */
	n = kaba_proposal_multiple_inheritance(p, at, p->nclasses);
	for (i = 0; i < n && !found; i++)
		found = at[i] == only;
	free(at);
	return found;
}

/* M0–M3 and F0–F9 at class `only` (KABA_NONE: everywhere). */
static int remove_at(struct kaba_proposal *p, size_t only, struct kaba_error *err)
{
	/* the least coarsening first: M0, which gives no object a member, then
	 * M1–M3, then F0, which adds nothing, then merges, merges that drop
	 * failed-check records, and moves up; F8 last, where all of them
	 * failed (before the merges it would change what they do now, on
	 * programs they handle) */
	static mi_step *const steps[] = { add_neutral_edge, resolve, drop_edge, merge_fallback,
					  merge_fallback_without_records, move_up_and_drop, graft_fallback };
	size_t i, round;
	int rc = KABA_OK;

	/* all steps with the paper's P3, then, for what they leave, again with
	 * the P3 that asks only about the declarations an object's row holds
	 * (refactor.h): what was refused may pass now */
	for (round = 0; round < 2 && !rc && left(p, only); round++) {
		if (round) {
			p->p3_held_only = 1;
			kaba_refusals_free(p->refusals);
			p->refusals = NULL;
		}
		for (i = 0; i < sizeof(steps) / sizeof(steps[0]) && !rc && left(p, only); i++)
			rc = passes(p, steps[i], only, err);
	}
	/* F9 after both rounds, for what they leave: in the first round it
	 * would take the place of the second round's steps on programs these
	 * handle, even of F0, which adds nothing (harness t9004005) */
	if (!rc && left(p, only))
		rc = passes(p, graft_fallback_without_records, only, err);
	return rc;
}

int kaba_remove_multiple_inheritance(struct kaba_proposal *p, struct kaba_error *err)
{
	int rc;

	if (!kaba_proposal_multiple_inheritance(p, NULL, 0))
		return KABA_OK;
	rc = remove_at(p, KABA_NONE, err);
	/* F10 last: passed checks in interfaces change what is an interface
	 * everywhere, so only where all else left multiple inheritance */
	if (!rc && kaba_proposal_multiple_inheritance(p, NULL, 0)) {
		kaba_allow_checks_in_interfaces(p);
		rc = passes(p, make_interface, KABA_NONE, err);
	}
	/* where a step was kept, S1–S3 may apply now (refactor.h) */
	return rc ? rc : kaba_simplify_again(p, err);
}

int kaba_remove_multiple_inheritance_at(struct kaba_proposal *p, size_t q, struct kaba_error *err)
{
	return remove_at(p, q, err);
}
