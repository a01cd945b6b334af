/*
 * Simplification (docs/hierarchy.md §6): S0 removes an empty ⊤ and an
 * instance-free ⊥ (whose members are dead), then S1–S3 merge a class q into
 * its superclass p until nothing changes.  The S-guard refuses a merge that
 * would give some object a member it did not see before.  With the guard
 * and the superclass reading of S1 the result does not depend on the order
 * of the rules (T6 tries all six).  Without the guard every merge is checked
 * against §8 and undone if it breaks a check.
 */
#include "impl.h"

#include <stdlib.h>
#include <string.h>

const struct kaba_simplify_options kaba_simplify_defaults = {
	.order = { KABA_S1, KABA_S2, KABA_S3 },
};

/*
 * The S-guard: after merging a and b, every class below either of them sees
 * the members of everything above either of them.  An object whose class
 * did not see all of those before would gain a member.  A lambda's object
 * counts like any other: §8 checks its class as well (it must not come to
 * pass a type check it fails, G4 and P5), and try_merge() leaves the check
 * to this guard.  The order's rows (order.c) answer it: the classes with
 * members at or above a or b, each tested against the classes with objects
 * at or below them with one bit (a walk up from each of those classes was
 * a tenth of proguard's run).  Returns 1 if some object gains, 0 if none
 * does, -1 when out of memory; a cycle, which no merge of S1-S3 makes,
 * counts as a gain.
 */
static int objects_gain(const struct kaba_proposal *p, size_t a, size_t b)
{
	const struct kaba_order *o = p->order;
	const uint64_t *ua, *ub, *da, *db, *members;
	size_t *seen, n = 0, w, i;
	int gain = 0;

	if (kaba_order_update(p))
		return 1;
	ua = o->up + a * o->words;
	ub = o->up + b * o->words;
	da = kaba_order_down(o, a);
	db = kaba_order_down(o, b);
	members = kaba_order_with_members(o);
	if (!(seen = malloc(o->n * sizeof(*seen))))
		return -1;
	for (w = 0; w < o->words; w++)
		for (uint64_t bits = (ua[w] | ub[w]) & members[w]; bits; bits &= bits - 1)
			seen[n++] = w * 64 + (size_t)__builtin_ctzll(bits);
	for (w = 0; w < o->words && !gain; w++) {
		for (uint64_t bits = da[w] | db[w]; bits && !gain; bits &= bits - 1) {
			size_t x = w * 64 + (size_t)__builtin_ctzll(bits);

			if (!kaba_has_object_rows(p, x))
				continue;
			for (i = 0; i < n && !gain; i++)
				gain = !kaba_order_leq(o, x, seen[i]);
		}
	}
	free(seen);
	return gain;
}

/* S3: "both classes contain only members of the same original class".  A
 * class without members contains none, so it does not qualify (S1 and S2
 * cover empty classes); under this reading the literal S1 gives exactly the
 * class counts docs/hierarchy.md §9.7 reports for each rule order. */
static int one_origin(const struct kaba_proposal *p, size_t a, size_t b)
{
	const struct kaba_table *t = p->table;
	const struct kaba_ids *lists[2] = { &p->classes[a].members, &p->classes[b].members };
	const char *owner = NULL;
	size_t l, i;

	for (l = 0; l < 2; l++) {
		if (!lists[l]->n)
			return 0;
		for (i = 0; i < lists[l]->n; i++) {
			const char *o = t->columns[lists[l]->v[i]].origin.owner;

			if (!o || (owner && strcmp(owner, o)))
				return 0;
			owner = o;
		}
	}
	return owner != NULL;
}

/*
 * Merge q into p if the guard and §8 allow it: 1 merged, 0 refused, <0 error.
 *
 * With the guard, §8 needs no full re-check: the merge contracts the cover
 * edge q → p (S1–S3), which cannot close a cycle and only adds order
 * relations.  Rows and members of q move up to p, and every class strictly
 * above q is at or above p afterwards (p is q's only superclass, or for the
 * literal S1 p inherits q's other superclasses), so G2 and G3 still hold.
 * The guard keeps every object's visible members as they were, so P1, P3,
 * P4, P5 and G4 cannot change; lookups (P2) keep their unique minimal body
 * unless it now shares its class with another body of that signature, which
 * is exactly G1 for the merged class, checked up front.
 */
static int try_merge(struct kaba_proposal *p, size_t super, size_t sub,
		     const struct kaba_simplify_options *opt)
{
	size_t a, b;
	int gain;

	if (opt->unguarded)
		return kaba_try_edit(p, kaba_merge, super, sub);
	gain = objects_gain(p, super, sub);
	if (gain)
		return gain < 0 ? -1 : 0;
	if (kaba_members_clash(p, &p->classes[super].members, &p->classes[sub].members,
			       &a, &b))
		return 0;
	return kaba_merge(p, super, sub) ? -1 : 1;
}

/* One pass of a rule over all classes; returns the merges done, or -1. */
static long apply(struct kaba_proposal *p, enum kaba_simplify_rule rule,
		  const struct kaba_simplify_options *opt)
{
	long merged = 0;
	size_t c;

	for (c = 0; c < p->nclasses; c++) {
		const struct kaba_proposal_class *k = &p->classes[c];
		size_t super, sub;
		int rc;

		if (k->removed)
			continue;
		if (rule == KABA_S1 && opt->literal_s1) {
			/* "q is the only subclass of p and q has no instances" */
			if (k->subs.n != 1 || p->classes[k->subs.v[0]].instances.n)
				continue;
			super = c;
			sub = k->subs.v[0];
		} else {
			if (k->supers.n != 1)
				continue;
			super = k->supers.v[0];
			sub = c;
			if (rule == KABA_S1 && k->instances.n)
				continue;
			if (rule == KABA_S2 && k->members.n)
				continue;
			if (rule == KABA_S3 && !one_origin(p, super, sub))
				continue;
		}
		rc = try_merge(p, super, sub, opt);
		if (rc < 0)
			return -1;
		merged += rc;
	}
	return merged;
}

/* Delete class c, whose members no row uses: they become dead. */
static int delete_dead_class(struct kaba_proposal *p, size_t c, size_t unused)
{
	struct kaba_ids *m = &p->classes[c].members;
	size_t i;

	(void)unused;
	kaba_touch(p, c);
	for (i = 0; i < m->n; i++)
		p->home[m->v[i]] = KABA_NONE;
	kaba_ids_free(m);
	kaba_delete_class(p, c);
	return 0;
}

/* S0 */
static void remove_top_and_bottom(struct kaba_proposal *p)
{
	size_t top = p->top, bottom = p->bottom;

	if (top != KABA_NONE && !p->classes[top].members.n && !p->classes[top].instances.n)
		kaba_delete_class(p, top);
	if (bottom != KABA_NONE && bottom != top && !p->classes[bottom].instances.n)
		delete_dead_class(p, bottom, bottom);
}

/* Apply `edit` (checked against §8) to every class `pick` selects, in id
 * order; returns the edits kept, or -1 when out of memory. */
static long edit_each(struct kaba_proposal *p, int (*pick)(const struct kaba_proposal_class *k),
		      kaba_edit *edit)
{
	long kept = 0;
	size_t c;
	int rc;

	for (c = 0; c < p->nclasses; c++) {
		if (p->classes[c].removed || !pick(&p->classes[c]))
			continue;
		if ((rc = kaba_try_edit(p, edit, c, c)) < 0)
			return -1;
		kept += rc;
	}
	return kept;
}

/*
 * S0 for ⊥ again: a class without instances and subclasses is seen by no
 * row, so its members are dead.  A lattice has one such class, ⊥, and
 * merges never make another (the class a merge keeps gets the instances
 * of a class below it), but removing multiple inheritance does: an edge the
 * fallback drops may have been a class's last way down to any row.  Each
 * deletion is checked against §8 like an edit of the fallback.
 */
static int dead_leaf(const struct kaba_proposal_class *k)
{
	return !k->subs.n && !k->instances.n;
}

/* S0 for dead leaves and S1–S3 to a fixpoint; -1 when out of memory. */
static int merge_to_fixpoint(struct kaba_proposal *p, const struct kaba_simplify_options *opt)
{
	long changed;
	int i;

	do {
		if ((changed = edit_each(p, dead_leaf, delete_dead_class)) < 0)
			return -1;
		for (i = 0; i < 3; i++) {
			long merged;

			while ((merged = apply(p, opt->order[i], opt)) > 0)
				changed = 1;
			if (merged < 0)
				return -1;
		}
	} while (changed);
	return 0;
}

/* S0 for dead leaves and S1–S3 to a fixpoint with options `opt`, recorded for
 * kaba_simplify_again().  `sound`: the proposal passed §8 before S0;
 * then the guarded merges are checked once at the end. */
static int simplify_merges(struct kaba_proposal *p, const struct kaba_simplify_options *opt,
			   int sound, struct kaba_error *err)
{
	struct kaba_error check = { 0 };

	p->simplify = *opt;
	p->simplified = 1;
	if (merge_to_fixpoint(p, opt))
		return kaba_fail(err, KABA_EINTERNAL, "simplify", -1, "out of memory");
	if (!opt->unguarded && sound && kaba_proposal_check(p, &check))
		return kaba_fail(err, check.status == KABA_EINPUT ? KABA_EINTERNAL : check.status,
				 "simplify", -1, "a guarded merge broke %s: %s", check.where, check.what);
	return KABA_OK;
}

/* Unguarded merges are checked one by one (try_merge()), so a proposal
 * they start from need not be checked; guarded ones need the check before. */
static int starts_sound(const struct kaba_proposal *p, const struct kaba_simplify_options *opt)
{
	struct kaba_error check = { 0 };

	return opt->unguarded || !kaba_proposal_check(p, &check);
}

int kaba_simplify(struct kaba_proposal *p, const struct kaba_simplify_options *opt,
		  struct kaba_error *err)
{
	int sound;

	if (!opt)
		opt = &kaba_simplify_defaults;
	sound = starts_sound(p, opt);
	remove_top_and_bottom(p);
	return simplify_merges(p, opt, sound, err);
}

/* Replace class c by edges from each of its subclasses to each of its
 * superclasses; -1 when out of memory. */
static int splice_out(struct kaba_proposal *p, size_t c, size_t unused)
{
	struct kaba_ids subs = { 0 }, supers = { 0 };
	size_t i, j;
	int rc = 0;

	(void)unused;
	for (i = 0; i < p->classes[c].subs.n && !rc; i++)
		rc = kaba_ids_add(&subs, p->classes[c].subs.v[i]);
	for (i = 0; i < p->classes[c].supers.n && !rc; i++)
		rc = kaba_ids_add(&supers, p->classes[c].supers.v[i]);
	if (!rc)
		kaba_delete_class(p, c);
	for (i = 0; i < subs.n && !rc; i++)
		for (j = 0; j < supers.n && !rc; j++)
			rc = kaba_add_super(p, subs.v[i], supers.v[j]);
	kaba_ids_free(&subs);
	kaba_ids_free(&supers);
	return rc;
}

/*
 * After multiple-inheritance removal: a class without members and
 * instances only passes on what lies above it, so its subclasses can take
 * its superclasses instead (splice_out()); no row's type and no class's
 * visible members change.  (A lattice has such classes where two concepts
 * meet; the M and F rules leave the ones whose superclasses are interfaces
 * or one class, which the code generator would write as empty classes.)
 */
static int empty_between(const struct kaba_proposal_class *k)
{
	return !k->members.n && !k->instances.n && k->subs.n;
}

/*
 * Splice out every class that only passes on what lies above it.  On a
 * proposal that passed §8 a splice needs no check: it moves no row and no
 * member, and the classes other than the spliced one keep their order
 * (each path through it becomes an edge from a subclass to a superclass),
 * which is all the checks ask of them; it closes no cycle.  So the
 * proposal passes §8 after it as before.  Which classes qualify does not
 * change as others go (a superclass of a spliced class takes over its
 * subclasses), so they are spliced out together: one by one, each tried
 * with a check of the whole proposal and an update of the order per new
 * edge, they were half of antlr's multiple-inheritance removal under rule
 * N2 (9,580 splices).  Returns -1 when out of memory.
 */
static int splice_empty(struct kaba_proposal *p)
{
	size_t *gone, n = 0, c;
	int rc;

	if (!kaba_sound(p) || kaba_order_update(p))
		return edit_each(p, empty_between, splice_out) < 0 ? -1 : 0;
	if (!(gone = malloc((p->nclasses + 1) * sizeof(size_t))))
		return -1;
	for (c = 0; c < p->nclasses; c++)
		if (!p->classes[c].removed && empty_between(&p->classes[c]))
			gone[n++] = c;
	rc = n ? kaba_splice_classes(p, gone, n) : 0;
	free(gone);
	if (!rc)
		p->checked_at = p->generation;
	return rc;
}

int kaba_simplify_again(struct kaba_proposal *p, struct kaba_error *err)
{
	if (!p->simplified)
		return KABA_OK;
	if (splice_empty(p) < 0)
		return kaba_fail(err, KABA_EINTERNAL, "simplify", -1, "out of memory");
	return simplify_merges(p, &p->simplify, starts_sound(p, &p->simplify), err);
}
