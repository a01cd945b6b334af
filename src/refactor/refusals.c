/*
 * Refused steps, remembered.  Multiple-inheritance removal tries the same
 * step (an edit with its two classes) again after every step kept anywhere,
 * and on antlr 99 % of those tries repeat a refusal.  A refusal is
 * remembered with the generation it happened at; the step is refused again
 * without trying it while no class of its neighbourhood has changed since.
 *
 * The neighbourhood N of a step on classes a and b: D, the classes at or
 * below a or b, and every class at or above one of D.  Why the outcome
 * cannot change while N does not, provided the proposal passed all §8
 * checks before the step (p->sound; kaba_try_edit keeps track of it):
 * - an edit changes only the lists of classes in D, and what it does
 *   (merge, new or dropped edge, members moved up, the transitive reduction
 *   below the kept class) reads only the lists of classes in N;
 * - G1 looks at the edited class, P1–P5 and G4 at the objects typed in D,
 *   whose superclasses all lie in N, and at the homes of members, which
 *   enter or leave a class of N only by changing it;
 * - G2, G3 and I1 held before the edit, so a violation afterwards involves
 *   a relation, type or home the edit changed, and both its ends lie in N;
 *   a cycle the edit closes runs through N too.
 * A class enters or leaves N only through an edge change, which changes a
 * class of N.  So a clean N means the same edit on the same classes, the
 * same checks and the same first violation.
 */
#include "impl.h"

#include <stdint.h>
#include <stdlib.h>

struct kaba_refusal {
	kaba_edit *edit; /* NULL: a free slot */
	size_t a, b;
	size_t generation; /* when it was refused last */
};

static size_t slot_of(const struct kaba_proposal *p, kaba_edit *edit, size_t a, size_t b)
{
	uint64_t h = (uint64_t)(uintptr_t)edit * 0x9e3779b97f4a7c15u;

	h ^= (uint64_t)a * 0xc2b2ae3d27d4eb4fu + (uint64_t)b * 0x165667b19e3779f9u;
	h ^= h >> 29;
	return (size_t)h & (p->refusals_cap - 1);
}

static struct kaba_refusal *find(const struct kaba_proposal *p, kaba_edit *edit, size_t a, size_t b)
{
	size_t i;

	if (!p->refusals_cap)
		return NULL;
	for (i = slot_of(p, edit, a, b);; i = (i + 1) & (p->refusals_cap - 1)) {
		struct kaba_refusal *r = &p->refusals[i];

		if (!r->edit || (r->edit == edit && r->a == a && r->b == b))
			return r;
	}
}

/* Whether some class of the neighbourhood of {a, b} changed after
 * generation `since`.  One walk: a class reached downwards (mark down) is
 * expanded both ways, one reached only upwards (mark up) only upwards; each
 * class is pushed once per mark, so the proposal's stack (2 × nclasses)
 * holds it. */
static int neighbourhood_changed(struct kaba_proposal *p, size_t a, size_t b, size_t since)
{
	size_t up = p->stamp + 1, down = p->stamp + 2, top = 0, i, *stack = p->stack;
	int changed = 0;

	p->stamp = down;
	p->visit[a] = down;
	stack[top++] = a;
	if (p->visit[b] != down) {
		p->visit[b] = down;
		stack[top++] = b;
	}
	while (top && !changed) {
		size_t c = stack[--top];
		int below = p->visit[c] == down;
		const struct kaba_ids *s = &p->classes[c].supers, *d = &p->classes[c].subs;

		changed = p->changed[c] > since;
		for (i = 0; i < s->n; i++) {
			if (p->visit[s->v[i]] < up) {
				p->visit[s->v[i]] = up;
				stack[top++] = s->v[i];
			}
		}
		for (i = 0; below && i < d->n; i++) {
			if (p->visit[d->v[i]] != down) {
				p->visit[d->v[i]] = down;
				stack[top++] = d->v[i];
			}
		}
	}
	return changed;
}

int kaba_refused_before(struct kaba_proposal *p, kaba_edit *edit, size_t a, size_t b)
{
	const struct kaba_refusal *r = find(p, edit, a, b);

	return r && r->edit && !neighbourhood_changed(p, a, b, r->generation);
}

static int grow(struct kaba_proposal *p)
{
	struct kaba_refusal *old = p->refusals;
	size_t cap = p->refusals_cap, i;

	p->refusals_cap = cap ? 2 * cap : 256;
	p->refusals = calloc(p->refusals_cap, sizeof(*p->refusals));
	if (!p->refusals) {
		p->refusals = old;
		p->refusals_cap = cap;
		return -1;
	}
	for (i = 0; i < cap; i++)
		if (old[i].edit)
			*find(p, old[i].edit, old[i].a, old[i].b) = old[i];
	free(old);
	return 0;
}

int kaba_refusal_note(struct kaba_proposal *p, kaba_edit *edit, size_t a, size_t b)
{
	struct kaba_refusal *r;

	if (2 * (p->nrefusals + 1) > p->refusals_cap && grow(p))
		return -1;
	r = find(p, edit, a, b);
	if (!r->edit)
		p->nrefusals++;
	*r = (struct kaba_refusal){ edit, a, b, p->generation };
	return 0;
}
