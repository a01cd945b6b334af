/* Names of proposed classes (the scheme is in refactor.h). */
#include "kaba/refactor.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kaba/descriptor.h"

const char *kaba_java_name(struct kaba_arena *arena, const char *internal)
{
	struct kaba_buf b;
	const char *s = NULL;

	kaba_buf_init(&b);
	if (internal)
		kaba_java_class_name(&b, internal, strlen(internal));
	if (!b.oom)
		s = kaba_arena_strndup(arena, b.len ? (const char *)b.data : "", b.len);
	kaba_buf_free(&b);
	return s;
}

/* Votes for the original class a proposed class stands for. */
struct vote {
	const char *name;
	size_t n;
};

static void cast_vote(struct vote *v, size_t *nv, const char *name)
{
	size_t i;

	if (!name)
		return;
	for (i = 0; i < *nv; i++)
		if (!strcmp(v[i].name, name)) {
			v[i].n++;
			return;
		}
	v[*nv].name = name;
	v[*nv].n = 1;
	(*nv)++;
}

/* The winner: most votes, ties broken by name so the result is stable. */
static const char *winner(const struct vote *v, size_t nv)
{
	const struct vote *best = NULL;
	size_t i;

	for (i = 0; i < nv; i++)
		if (!best || v[i].n > best->n || (v[i].n == best->n && strcmp(v[i].name, best->name) < 0))
			best = &v[i];
	return best ? best->name : NULL;
}

/* The original class a proposed class is named after, and how many of its
 * objects it holds (for choosing who keeps the plain name). */
static const char *base_of(const struct kaba_proposal *p, const struct kaba_proposal_class *k,
			   struct vote *v, size_t *objects)
{
	const struct kaba_table *t = p->table;
	size_t nv = 0, i;

	*objects = 0;
	for (i = 0; i < k->instances.n; i++) {
		const struct kaba_row *row = &t->rows[k->instances.v[i]];

		if (row->kind == KABA_ROW_OBJECT) {
			cast_vote(v, &nv, row->origin.type);
			(*objects)++;
		}
	}
	if (!nv)
		for (i = 0; i < k->members.n; i++)
			cast_vote(v, &nv, t->columns[k->members.v[i]].origin.owner);
	if (!nv)
		for (i = 0; i < k->instances.n; i++)
			cast_vote(v, &nv, t->rows[k->instances.v[i]].origin.type);
	return winner(v, nv);
}

const char **kaba_proposal_names(const struct kaba_proposal *p, struct kaba_arena *arena)
{
	size_t n = p->nclasses, c, d, cap = 1;
	const char **names = kaba_arena_alloc(arena, (n ? n : 1) * sizeof(*names));
	const char **base = calloc(n ? n : 1, sizeof(*base));
	size_t *objects = calloc(n ? n : 1, sizeof(*objects));
	struct vote *v;

	for (c = 0; c < n; c++)
		if (p->classes[c].members.n + p->classes[c].instances.n > cap)
			cap = p->classes[c].members.n + p->classes[c].instances.n;
	v = malloc(cap * sizeof(*v));
	if (!names || !base || !objects || !v) {
		names = NULL;
		goto out;
	}
	for (c = 0; c < n; c++)
		if (!p->classes[c].removed)
			base[c] = base_of(p, &p->classes[c], v, &objects[c]);
	for (c = 0; c < n; c++) {
		size_t keeper = c, primes = 0;
		char buf[32];

		if (p->classes[c].removed || names[c])
			continue;
		if (!base[c]) {
			names[c] = "(empty)";
			continue;
		}
		/* The keeper of the plain name among all classes with this base. */
		for (d = c + 1; d < n; d++) {
			const struct kaba_proposal_class *kd = &p->classes[d], *kk = &p->classes[keeper];

			if (kd->removed || !base[d] || strcmp(base[d], base[c]))
				continue;
			if (objects[d] > objects[keeper] ||
			    (objects[d] == objects[keeper] && kd->members.n > kk->members.n))
				keeper = d;
		}
		for (d = c; d < n; d++) {
			if (p->classes[d].removed || !base[d] || strcmp(base[d], base[c]))
				continue;
			if (d == keeper) {
				names[d] = kaba_java_name(arena, base[c]);
			} else {
				const char *java = kaba_java_name(arena, base[c]);
				char *s;

				snprintf(buf, sizeof(buf), "'%zu", ++primes);
				s = java ? kaba_arena_alloc(arena, strlen(java) + strlen(buf) + 1) : NULL;
				if (!s) {
					names = NULL;
					goto out;
				}
				strcpy(s, java);
				strcat(s, buf);
				names[d] = s;
			}
		}
	}
out:
	free(base);
	free(objects);
	free(v);
	return names;
}
