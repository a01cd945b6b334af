/*
 * Interfaces and the removal of multiple inheritance (snelting-tip §5 H5,
 * §6 M1–M3).  A class that only declares (own and inherited members are all
 * dcl) and that no object instantiates becomes an interface, and inheriting
 * from several interfaces is fine in Java.  Multiple inheritance that has to
 * go is a class with two or more superclasses that carry fields or bodies.
 * The M rules are aggressive: each step is checked against §8 and undone if
 * it breaks a check.  What they leave, the fallback F0–F3 removes by
 * dropping an edge that only records failed type checks, or by merging
 * classes (refactor.h), under the same checks.
 */
#include "impl.h"

#include <stdlib.h>

struct kinds {
	int members;  /* some member is visible */
	int bodies;   /* some visible member is not a declaration */
	int objects;  /* the class itself has object instances */
};

/* Mark in seen[] the classes at or above c, not following the superclass
 * edge c → skip (KABA_NONE: follow every edge); -1 when out of memory. */
static int mark_above(const struct kaba_proposal *p, size_t c, size_t skip, unsigned char *seen)
{
	size_t *stack = malloc(p->nclasses * sizeof(size_t)), top = 0, i;

	if (!stack)
		return -1;
	stack[top++] = c;
	seen[c] = 1;
	while (top) {
		size_t u = stack[--top];
		const struct kaba_ids *s = &p->classes[u].supers;

		for (i = 0; i < s->n; i++) {
			if (!seen[s->v[i]] && !(u == c && s->v[i] == skip)) {
				seen[s->v[i]] = 1;
				stack[top++] = s->v[i];
			}
		}
	}
	free(stack);
	return 0;
}

/* What class c offers, own and inherited; -1 when out of memory. */
static int offers(const struct kaba_proposal *p, size_t c, struct kinds *k)
{
	const struct kaba_table *t = p->table;
	unsigned char *seen = calloc(p->nclasses, 1);
	size_t u, i;

	k->members = k->bodies = k->objects = 0;
	if (!seen || mark_above(p, c, KABA_NONE, seen)) {
		free(seen);
		return -1;
	}
	for (i = 0; i < p->classes[c].instances.n; i++)
		if (t->rows[p->classes[c].instances.v[i]].kind == KABA_ROW_OBJECT)
			k->objects = 1;
	for (u = 0; u < p->nclasses; u++) {
		for (i = 0; seen[u] && i < p->classes[u].members.n; i++) {
			k->members = 1;
			if (t->columns[p->classes[u].members.v[i]].kind != KABA_COL_DCL)
				k->bodies = 1;
		}
	}
	free(seen);
	return 0;
}

int kaba_proposal_is_interface(const struct kaba_proposal *p, size_t c)
{
	struct kinds k;

	if (c >= p->nclasses || p->classes[c].removed || offers(p, c, &k))
		return 0;
	return k.members && !k.bodies && !k.objects;
}

/* A superclass that makes inheriting from it "real": fields or bodies. */
static int carries_bodies(const struct kaba_proposal *p, size_t c)
{
	struct kinds k;

	return !offers(p, c, &k) && (k.bodies || k.objects);
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

/* M2's second case: all members of class b move up to its superclass a.
 * (A body that moves away from its this-row breaks I1, and the step is
 * undone: b's other superclasses may hold members the body uses, so the
 * this-row cannot simply move along.) */
static int move_members_up(struct kaba_proposal *p, size_t a, size_t b)
{
	struct kaba_ids *m = &p->classes[b].members;

	kaba_touch(p, a);
	kaba_touch(p, b);
	while (m->n) {
		p->home[m->v[0]] = a;
		if (kaba_ids_add(&p->classes[a].members, m->v[0]))
			return -1;
		kaba_ids_remove(m, m->v[0]);
	}
	return 0;
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
		return p->classes[a].members.n ? kaba_try_edit(p, move_members_up, r, a) : 0;
	}
	return 0;
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

/*
 * Whether the superclass edge q → b brings q nothing but S=false columns:
 * every other member visible through b stays visible without the edge.
 * No instruction names an S=false outcome; the column only records that
 * q's objects fail a check, and P5 makes sure they still do without it.
 * 1 yes, 0 no, -1 out of memory.
 */
static int brings_only_failed_checks(const struct kaba_proposal *p, size_t q, size_t b)
{
	const struct kaba_table *t = p->table;
	unsigned char *without = calloc(p->nclasses, 1), *with = calloc(p->nclasses, 1);
	size_t u, i;
	int rc = -1;

	if (!without || !with || mark_above(p, q, b, without) || mark_above(p, q, KABA_NONE, with))
		goto out;
	for (rc = 1, u = 0; u < p->nclasses && rc; u++)
		for (i = 0; with[u] && !without[u] && i < p->classes[u].members.n; i++)
			if (t->columns[p->classes[u].members.v[i]].kind != KABA_COL_CHECK_FALSE)
				rc = 0;
out:
	free(without);
	free(with);
	return rc;
}

/* F0 for q inheriting bodies from a and b: 1 kept, 0 not, -1 error. */
static int drop_failed_checks(struct kaba_proposal *p, size_t q, size_t a, size_t b)
{
	int rc = brings_only_failed_checks(p, q, b);

	(void)a;
	if (rc > 0)
		rc = kaba_try_edit(p, kaba_drop_super, q, b);
	if (rc > 0 && note_fallback(p, 0, q, q, b))
		rc = -1;
	return rc;
}

/* F1–F3 for q inheriting bodies from a and b, in order until one step is
 * kept: 1 kept, 0 none, -1 error. */
static int merge_fallback(struct kaba_proposal *p, size_t q, size_t a, size_t b)
{
	static const int order[3][2] = { { 1, 2 }, { 1, 0 }, { 2, 0 } }; /* kept, gone */
	size_t who[3] = { q, a, b };
	int i, rc = 0;

	for (i = 0; i < 3 && !rc; i++) {
		rc = kaba_try_edit(p, kaba_merge, who[order[i][0]], who[order[i][1]]);
		if (rc > 0 && note_fallback(p, i + 1, q, who[order[i][0]], who[order[i][1]]))
			rc = -1;
	}
	return rc;
}

typedef int mi_step(struct kaba_proposal *p, size_t q, size_t a, size_t b);

/*
 * Passes over the classes until one changes nothing.  In a pass each class
 * with multiple inheritance gets one successful step at most; a pair whose
 * steps all fail is tried again only in the next pass, after other steps
 * may have changed the picture.  A class whose steps all failed is skipped
 * until some step is kept: the same steps on the same proposal would fail
 * again (this saves the whole last pass, among others).
 */
static int passes(struct kaba_proposal *p, mi_step *step, struct kaba_error *err)
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
			if (p->classes[q].removed || p->classes[q].supers.n < 2 || failed_at[q] == kept)
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

int kaba_remove_multiple_inheritance(struct kaba_proposal *p, struct kaba_error *err)
{
	/* the least coarsening first: M1–M3, then F0, which adds nothing */
	static mi_step *const steps[] = { resolve, drop_failed_checks, merge_fallback };
	size_t i;
	int rc = KABA_OK;

	for (i = 0; i < 3 && !rc && kaba_proposal_multiple_inheritance(p, NULL, 0); i++)
		rc = passes(p, steps[i], err);
	return rc;
}
