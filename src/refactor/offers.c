/*
 * What each class offers, own and inherited: whether some member is
 * visible at it, and whether some visible member is a field or a body
 * (neither a declaration nor an S=false record).  Multiple-inheritance
 * removal asks this of every superclass of every class in every pass
 * (mi.c), and the reports ask it of every class: one pass over the classes
 * in topological order answers all of them, and the answers stay valid
 * while the proposal does not change (its generation; an undone edit
 * restores the generation it started from, edit.c).
 */
#include "impl.h"

#include <stdlib.h>

struct kaba_offers {
	size_t at;            /* the generation the flags hold for, KABA_NONE: none */
	unsigned char *flags; /* per class: OFFERS_MEMBERS | OFFERS_BODIES */
	size_t *pending, *queue;
};

int kaba_offers_new(struct kaba_proposal *p)
{
	size_t n = p->nclasses ? p->nclasses : 1;

	p->offers = calloc(1, sizeof(*p->offers));
	if (!p->offers)
		return -1;
	p->offers->at = KABA_NONE;
	p->offers->flags = malloc(n);
	p->offers->pending = malloc(n * sizeof(size_t));
	p->offers->queue = malloc(n * sizeof(size_t));
	return p->offers->flags && p->offers->pending && p->offers->queue ? 0 : -1;
}

void kaba_offers_free(struct kaba_offers *o)
{
	if (!o)
		return;
	free(o->flags);
	free(o->pending);
	free(o->queue);
	free(o);
}

void kaba_offers_forget_after(struct kaba_proposal *p, size_t generation)
{
	if (p->offers->at != KABA_NONE && p->offers->at > generation)
		p->offers->at = KABA_NONE;
}

static unsigned own_offers(const struct kaba_proposal *p, size_t c)
{
	const struct kaba_ids *m = &p->classes[c].members;
	unsigned f = m->n ? OFFERS_MEMBERS : 0;
	size_t i;

	for (i = 0; i < m->n && !(f & OFFERS_BODIES); i++) {
		enum kaba_column_kind kind = p->table->columns[m->v[i]].kind;

		if (kind != KABA_COL_DCL && kind != KABA_COL_CHECK_FALSE)
			f |= OFFERS_BODIES;
	}
	return f;
}

/* Kahn's order from the roots down: a class's flags are its own united
 * with those of its superclasses.  (The graph is acyclic whenever anyone
 * asks: every kept edit passed the cycle check; classes on a cycle would
 * keep their own flags.) */
static void compute(const struct kaba_proposal *p)
{
	struct kaba_offers *o = p->offers;
	size_t head = 0, tail = 0, c, i;

	for (c = 0; c < p->nclasses; c++) {
		o->flags[c] = p->classes[c].removed ? 0 : (unsigned char)own_offers(p, c);
		o->pending[c] = p->classes[c].supers.n;
		if (!p->classes[c].removed && !o->pending[c])
			o->queue[tail++] = c;
	}
	while (head < tail) {
		const struct kaba_ids *subs = &p->classes[o->queue[head++]].subs;
		unsigned char f = o->flags[o->queue[head - 1]];

		for (i = 0; i < subs->n; i++) {
			o->flags[subs->v[i]] |= f;
			if (--o->pending[subs->v[i]] == 0)
				o->queue[tail++] = subs->v[i];
		}
	}
	o->at = p->generation;
}

int kaba_has_objects(const struct kaba_proposal *p, size_t c)
{
	const struct kaba_ids *in = &p->classes[c].instances;
	size_t i;

	for (i = 0; i < in->n; i++)
		if (p->table->rows[in->v[i]].kind == KABA_ROW_OBJECT)
			return 1;
	return 0;
}

unsigned kaba_offers_of(const struct kaba_proposal *p, size_t c)
{
	if (p->offers->at != p->generation)
		compute(p);
	return p->offers->flags[c];
}
