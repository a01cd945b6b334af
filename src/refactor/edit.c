/* Editing the class graph: merge, delete, add an edge, undo. */
#include "impl.h"

#include <stdlib.h>
#include <string.h>

int kaba_same_signature(const struct kaba_column *a, const struct kaba_column *b)
{
	return a->kind == b->kind && a->origin.member && b->origin.member &&
	       !strcmp(a->origin.member, b->origin.member) &&
	       (a->origin.descriptor ? b->origin.descriptor &&
					       !strcmp(a->origin.descriptor, b->origin.descriptor)
				     : !b->origin.descriptor);
}

/* Whether b is at or above a: a DFS over supers with an explicit stack (the
 * hierarchy may be deep). */
int kaba_reaches(const struct kaba_proposal *p, size_t a, size_t b)
{
	size_t n = p->nclasses ? p->nclasses : 1, top = 0, i;
	unsigned char *seen = calloc(n, 1);
	size_t *stack = malloc(n * sizeof(size_t));
	int found = 0;

	if (!seen || !stack) {
		free(seen);
		free(stack);
		return -1;
	}
	stack[top++] = a;
	seen[a] = 1;
	while (top && !found) {
		const struct kaba_ids *s = &p->classes[stack[--top]].supers;

		for (i = 0; i < s->n; i++) {
			if (s->v[i] == b)
				found = 1;
			if (!seen[s->v[i]]) {
				seen[s->v[i]] = 1;
				stack[top++] = s->v[i];
			}
		}
	}
	free(seen);
	free(stack);
	return found || a == b;
}

static void unlink_edge(struct kaba_proposal *p, size_t sub, size_t super)
{
	kaba_ids_remove(&p->classes[sub].supers, super);
	kaba_ids_remove(&p->classes[super].subs, sub);
}

static int link_edge(struct kaba_proposal *p, size_t sub, size_t super)
{
	if (sub == super)
		return 0;
	if (kaba_ids_add(&p->classes[sub].supers, super) ||
	    kaba_ids_add(&p->classes[super].subs, sub))
		return -1;
	return 0;
}

/* Drop the superclass edges of x that another superclass of x implies. */
static int reduce(struct kaba_proposal *p, size_t x)
{
	struct kaba_ids *s = &p->classes[x].supers;
	size_t i = 0, j;

	while (i < s->n) {
		int redundant = 0;

		for (j = 0; j < s->n && !redundant; j++) {
			int r;

			if (j == i)
				continue;
			r = kaba_reaches(p, s->v[j], s->v[i]);
			if (r < 0)
				return -1;
			redundant = r;
		}
		if (redundant)
			unlink_edge(p, x, s->v[i]);
		else
			i++;
	}
	return 0;
}

/* After new paths through c appeared, an edge x → y can only have become
 * redundant if x lies at or below c: reduce all of those. */
static int reduce_below(struct kaba_proposal *p, size_t c)
{
	size_t n = p->nclasses, head = 0, tail = 0, i;
	size_t *queue = malloc((n ? n : 1) * sizeof(size_t));
	unsigned char *seen = calloc(n ? n : 1, 1);
	int rc = 0;

	if (!queue || !seen) {
		rc = -1;
		goto out;
	}
	queue[tail++] = c;
	seen[c] = 1;
	while (head < tail && !rc) {
		size_t x = queue[head++];
		const struct kaba_ids *subs = &p->classes[x].subs;

		for (i = 0; i < subs->n; i++) {
			if (!seen[subs->v[i]]) {
				seen[subs->v[i]] = 1;
				queue[tail++] = subs->v[i];
			}
		}
		rc = reduce(p, x);
	}
out:
	free(queue);
	free(seen);
	return rc;
}

int kaba_add_super(struct kaba_proposal *p, size_t sub, size_t super)
{
	if (link_edge(p, sub, super))
		return -1;
	return reduce_below(p, sub);
}

void kaba_delete_class(struct kaba_proposal *p, size_t c)
{
	struct kaba_proposal_class *cl = &p->classes[c];

	while (cl->supers.n)
		unlink_edge(p, c, cl->supers.v[0]);
	while (cl->subs.n)
		unlink_edge(p, cl->subs.v[0], c);
	cl->removed = 1;
	if (p->top == c)
		p->top = KABA_NONE;
	if (p->bottom == c)
		p->bottom = KABA_NONE;
}

int kaba_merge(struct kaba_proposal *p, size_t keep, size_t gone)
{
	struct kaba_proposal_class *k = &p->classes[keep], *g = &p->classes[gone];
	size_t i;

	for (i = 0; i < g->members.n; i++) {
		p->home[g->members.v[i]] = keep;
		if (kaba_ids_add(&k->members, g->members.v[i]))
			return -1;
	}
	for (i = 0; i < g->instances.n; i++) {
		p->type[g->instances.v[i]] = keep;
		if (kaba_ids_add(&k->instances, g->instances.v[i]))
			return -1;
	}
	kaba_ids_free(&g->members);
	kaba_ids_free(&g->instances);
	while (g->supers.n) {
		size_t s = g->supers.v[0];

		unlink_edge(p, gone, s);
		if (s != keep && link_edge(p, keep, s))
			return -1;
	}
	while (g->subs.n) {
		size_t s = g->subs.v[0];

		unlink_edge(p, s, gone);
		if (s != keep && link_edge(p, s, keep))
			return -1;
	}
	g->removed = 1;
	if (p->top == gone)
		p->top = keep;
	if (p->bottom == gone)
		p->bottom = keep;
	p->merges++;
	return reduce_below(p, keep);
}

/* ---- undo ---------------------------------------------------------------- */

static void free_classes(struct kaba_proposal_class *classes, size_t n)
{
	size_t i;

	for (i = 0; classes && i < n; i++) {
		kaba_ids_free(&classes[i].members);
		kaba_ids_free(&classes[i].instances);
		kaba_ids_free(&classes[i].supers);
		kaba_ids_free(&classes[i].subs);
	}
	free(classes);
}

int kaba_snapshot_take(const struct kaba_proposal *p, struct kaba_snapshot *s)
{
	const struct kaba_table *t = p->table;
	size_t i;

	memset(s, 0, sizeof(*s));
	s->n = p->nclasses;
	s->classes = calloc(p->nclasses ? p->nclasses : 1, sizeof(*s->classes));
	s->home = malloc((t->ncolumns ? t->ncolumns : 1) * sizeof(size_t));
	s->type = malloc((t->nrows ? t->nrows : 1) * sizeof(size_t));
	if (!s->classes || !s->home || !s->type)
		goto fail;
	for (i = 0; i < p->nclasses; i++) {
		const struct kaba_proposal_class *c = &p->classes[i];
		struct kaba_proposal_class *d = &s->classes[i];

		d->concept = c->concept;
		d->removed = c->removed;
		if (kaba_ids_copy(&d->members, &c->members) ||
		    kaba_ids_copy(&d->instances, &c->instances) ||
		    kaba_ids_copy(&d->supers, &c->supers) || kaba_ids_copy(&d->subs, &c->subs))
			goto fail;
	}
	memcpy(s->home, p->home, t->ncolumns * sizeof(size_t));
	memcpy(s->type, p->type, t->nrows * sizeof(size_t));
	s->top = p->top;
	s->bottom = p->bottom;
	return 0;
fail:
	kaba_snapshot_drop(s);
	return -1;
}

void kaba_snapshot_drop(struct kaba_snapshot *s)
{
	free_classes(s->classes, s->n);
	s->classes = NULL;
	free(s->home);
	free(s->type);
	s->home = s->type = NULL;
}

void kaba_snapshot_restore(struct kaba_proposal *p, struct kaba_snapshot *s)
{
	free_classes(p->classes, p->nclasses);
	free(p->home);
	free(p->type);
	p->classes = s->classes;
	p->home = s->home;
	p->type = s->type;
	p->top = s->top;
	p->bottom = s->bottom;
	memset(s, 0, sizeof(*s));
}
