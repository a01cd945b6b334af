/*
 * Undo for kaba_try_edit(): while an edit is under way, the first
 * kaba_touch() of a class saves its four lists, its removed flag and its
 * generation, so undoing costs what the edit touched, not the whole
 * proposal (copying every list, home and type per try was O(classes +
 * columns + rows), 7 % of ecj's run).  Homes and types need no copy: a
 * member or row changes class only between two touched classes, so the
 * restored lists say where each of them was.  The order's rows are
 * saved alike (kaba_order_save) and put back with the lists.
 */
#include "impl.h"

#include <stdlib.h>
#include <string.h>

struct saved {
	size_t cls, at;    /* the class; its lists start at ids[at] */
	size_t len[4];     /* members, instances, supers, subs */
	size_t changed;
	int removed;
};

struct kaba_journal {
	int open;           /* an edit is under way */
	size_t window;      /* its number */
	size_t *saved_in;   /* per class: the window it was saved in */
	struct saved *rec;
	size_t nrec, reccap;
	size_t *ids, nids, idscap;
	size_t generation, top, bottom;
	int oom;
};

static struct kaba_ids *list_of(struct kaba_proposal_class *c, int l)
{
	return l == 0 ? &c->members : l == 1 ? &c->instances : l == 2 ? &c->supers : &c->subs;
}

int kaba_journal_new(struct kaba_proposal *p)
{
	p->journal = calloc(1, sizeof(*p->journal));
	if (!p->journal)
		return -1;
	p->journal->saved_in = calloc(p->nclasses ? p->nclasses : 1, sizeof(size_t));
	return p->journal->saved_in ? 0 : -1;
}

void kaba_journal_free(struct kaba_journal *j)
{
	if (!j)
		return;
	free(j->saved_in);
	free(j->rec);
	free(j->ids);
	free(j);
}

void kaba_journal_open(struct kaba_proposal *p)
{
	struct kaba_journal *j = p->journal;

	j->open = 1;
	j->window++;
	j->nrec = j->nids = 0;
	j->oom = 0;
	j->generation = p->generation;
	j->top = p->top;
	j->bottom = p->bottom;
	kaba_order_save(p);
}

static int reserve(void **v, size_t *cap, size_t need, size_t size)
{
	size_t n = *cap ? *cap : 64;
	void *w;

	if (need <= *cap)
		return 0;
	while (n < need)
		n *= 2;
	if (!(w = realloc(*v, n * size)))
		return -1;
	*v = w;
	*cap = n;
	return 0;
}

void kaba_journal_save(struct kaba_proposal *p, size_t c)
{
	struct kaba_journal *j = p->journal;
	struct kaba_proposal_class *k = &p->classes[c];
	struct saved *s;
	size_t need = j->nids;
	int l;

	if (!j->open || j->saved_in[c] == j->window)
		return;
	for (l = 0; l < 4; l++)
		need += list_of(k, l)->n;
	if (reserve((void **)&j->rec, &j->reccap, j->nrec + 1, sizeof(*j->rec)) ||
	    reserve((void **)&j->ids, &j->idscap, need, sizeof(size_t))) {
		j->oom = 1;
		return;
	}
	j->saved_in[c] = j->window;
	s = &j->rec[j->nrec++];
	s->cls = c;
	s->at = j->nids;
	s->changed = p->changed[c];
	s->removed = k->removed;
	for (l = 0; l < 4; l++) {
		const struct kaba_ids *list = list_of(k, l);

		if (list->n)
			memcpy(j->ids + j->nids, list->v, list->n * sizeof(size_t));
		j->nids += list->n;
		s->len[l] = list->n;
	}
}

int kaba_journal_failed(const struct kaba_proposal *p)
{
	return p->journal->oom;
}

void kaba_journal_close(struct kaba_proposal *p)
{
	p->journal->open = 0;
	kaba_order_end_save(p->order);
}

/* Whether class c's restored list l differs from its current one. */
static int differs(const struct kaba_ids *now, const size_t *was, size_t n)
{
	return now->n != n || (n && memcmp(now->v, was, n * sizeof(size_t)));
}

int kaba_journal_undo(struct kaba_proposal *p)
{
	struct kaba_journal *j = p->journal;
	size_t r, i;
	int l;

	for (r = 0; r < j->nrec; r++) {
		const struct saved *s = &j->rec[r];
		struct kaba_proposal_class *k = &p->classes[s->cls];
		const size_t *was = j->ids + s->at;

		/* what lies at or above the class changes with its supers and
		 * members only (order.c) */
		if (k->removed != s->removed || differs(&k->members, was, s->len[0]) ||
		    differs(&k->supers, was + s->len[0] + s->len[1], s->len[2]))
			kaba_order_touch(p->order, s->cls);
		for (l = 0; l < 4; l++) {
			struct kaba_ids *list = list_of(k, l);

			if (s->len[l] > list->cap) {
				size_t *v = realloc(list->v, s->len[l] * sizeof(size_t));

				if (!v)
					return -1;
				list->v = v;
				list->cap = s->len[l];
			}
			if (s->len[l])
				memcpy(list->v, was, s->len[l] * sizeof(size_t));
			list->n = s->len[l];
			was += s->len[l];
		}
		k->removed = s->removed;
		p->changed[s->cls] = s->changed;
		for (i = 0; i < k->members.n; i++)
			p->home[k->members.v[i]] = s->cls;
		for (i = 0; i < k->instances.n; i++)
			p->type[k->instances.v[i]] = s->cls;
	}
	p->generation = j->generation;
	p->top = j->top;
	p->bottom = j->bottom;
	/* the touches above are left for an update when no rows were saved */
	kaba_order_restore(p);
	return 0;
}
