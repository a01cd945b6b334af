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
 *
 * Testing N by a walk per question cost most of ecj's run: there N reaches
 * the roots, and every pass asks again of every refusal.  So the changes
 * are gathered into epochs instead: when a question comes after changes,
 * the classes changed since the last epoch, T, give one bitset, up(down(T))
 * in the graph of that moment, and a class x of T lies in N(a, b) exactly
 * when x and a (or b) have a common lower bound, that is when a or b is in
 * the bitset.  A refusal is clean when no epoch since its generation holds
 * a or b: by induction over the epochs N then stayed what it was (each
 * epoch's changes missed the N of its moment, which was the N before).
 * A clean refusal moves on to the current generation, so the next question
 * reads only the epochs after it.
 */
#include "impl.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

struct kaba_refusal {
	kaba_edit *edit; /* NULL: a free slot */
	size_t a, b;
	size_t generation; /* N is known clean up to this generation */
};

struct kaba_refusals {
	struct kaba_refusal *slot; /* open addressing, cap a power of 2 */
	size_t n, cap;
	/* epoch e: the changes up to generation gen[e], as the bitset of the
	 * classes at or above a class at or below one of them (words each) */
	size_t *gen, nepochs, epochs_cap, words;
	uint64_t *bits;
	size_t formed_at; /* the generation the last epoch ends at */
};

static size_t slot_of(const struct kaba_refusals *r, kaba_edit *edit, size_t a, size_t b)
{
	uint64_t h = (uint64_t)(uintptr_t)edit * 0x9e3779b97f4a7c15u;

	h ^= (uint64_t)a * 0xc2b2ae3d27d4eb4fu + (uint64_t)b * 0x165667b19e3779f9u;
	h ^= h >> 29;
	return (size_t)h & (r->cap - 1);
}

static struct kaba_refusal *find(const struct kaba_refusals *r, kaba_edit *edit, size_t a, size_t b)
{
	size_t i;

	for (i = slot_of(r, edit, a, b);; i = (i + 1) & (r->cap - 1)) {
		struct kaba_refusal *x = &r->slot[i];

		if (!x->edit || (x->edit == edit && x->a == a && x->b == b))
			return x;
	}
}

/* Gather the changes since the last epoch into a new one; -1 when out of
 * memory. */
static int form_epoch(struct kaba_proposal *p)
{
	struct kaba_refusals *r = p->refusals;
	size_t below = ++p->stamp, above = ++p->stamp, n = 0, m, c, i;
	uint64_t *bits;

	if (p->generation == r->formed_at) /* one generation is one state */
		return 0;
	if (r->nepochs == r->epochs_cap) {
		size_t cap = r->epochs_cap ? 2 * r->epochs_cap : 64;
		size_t *gen = realloc(r->gen, cap * sizeof(size_t));
		uint64_t *b;

		if (!gen)
			return -1;
		r->gen = gen;
		if (!(b = realloc(r->bits, cap * r->words * sizeof(uint64_t))))
			return -1;
		r->bits = b;
		r->epochs_cap = cap;
	}
	for (c = 0; c < p->nclasses; c++)
		if (p->changed[c] > r->formed_at)
			n = kaba_walk(p, c, 0, below, n);
	for (m = n, i = 0; i < n; i++)
		m = kaba_walk(p, p->stack[i], 1, above, m);
	bits = r->bits + r->nepochs * r->words;
	memset(bits, 0, r->words * sizeof(uint64_t));
	for (i = n; i < m; i++)
		bits[p->stack[i] >> 6] |= (uint64_t)1 << (p->stack[i] & 63);
	r->gen[r->nepochs++] = p->generation;
	r->formed_at = p->generation;
	return 0;
}

int kaba_refused_before(struct kaba_proposal *p, kaba_edit *edit, size_t a, size_t b)
{
	struct kaba_refusals *r = p->refusals;
	struct kaba_refusal *x;
	size_t lo = 0, hi;

	if (!r || !(x = find(r, edit, a, b))->edit || form_epoch(p))
		return 0; /* out of memory: try the step, as if it had changed */
	for (hi = r->nepochs; lo < hi;) { /* the first epoch after x's generation */
		size_t mid = lo + (hi - lo) / 2;

		if (r->gen[mid] <= x->generation)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (; lo < r->nepochs; lo++) {
		const uint64_t *bits = r->bits + lo * r->words;

		if (((bits[a >> 6] >> (a & 63)) | (bits[b >> 6] >> (b & 63))) & 1)
			return 0;
	}
	x->generation = p->generation;
	return 1;
}

static int grow(struct kaba_refusals *r)
{
	struct kaba_refusal *old = r->slot;
	size_t cap = r->cap, i;

	r->cap = cap ? 2 * cap : 256;
	r->slot = calloc(r->cap, sizeof(*r->slot));
	if (!r->slot) {
		r->slot = old;
		r->cap = cap;
		return -1;
	}
	for (i = 0; i < cap; i++)
		if (old[i].edit)
			*find(r, old[i].edit, old[i].a, old[i].b) = old[i];
	free(old);
	return 0;
}

int kaba_refusal_note(struct kaba_proposal *p, kaba_edit *edit, size_t a, size_t b)
{
	struct kaba_refusals *r = p->refusals;
	struct kaba_refusal *x;

	if (!r) {
		if (!(r = p->refusals = calloc(1, sizeof(*r))))
			return -1;
		r->words = p->nclasses / 64 + 1;
		r->formed_at = p->generation;
	}
	if ((2 * (r->n + 1) > r->cap && grow(r)) || form_epoch(p))
		return -1;
	x = find(r, edit, a, b);
	if (!x->edit)
		r->n++;
	*x = (struct kaba_refusal){ edit, a, b, p->generation };
	return 0;
}

void kaba_refusals_free(struct kaba_refusals *r)
{
	if (!r)
		return;
	free(r->slot);
	free(r->gen);
	free(r->bits);
	free(r);
}
