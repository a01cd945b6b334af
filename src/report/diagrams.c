/*
 * The class diagrams of `kaba analyze`: the original hierarchy (user classes
 * with their fields and methods, library supertypes as grey boxes) and the
 * proposal (members above, the rows each class types below).  viz/ draws;
 * this file only says what is in the boxes.
 */
#include "kaba/report.h"

#include <stdlib.h>
#include <string.h>

#include "kaba/descriptor.h"
#include "kaba/program.h"
#include "kaba/viz.h"

/* Growable arrays of the boxes and of the strings and indices they point to
 * (strings live in the arena). */
struct boxes {
	struct kaba_viz_class *v;
	size_t n, cap;
	struct kaba_arena *arena;
};

static struct kaba_viz_class *new_box(struct boxes *b)
{
	if (b->n == b->cap) {
		size_t cap = b->cap ? 2 * b->cap : 16;
		struct kaba_viz_class *v = realloc(b->v, cap * sizeof(*v));

		if (!v)
			return NULL;
		b->v = v;
		b->cap = cap;
	}
	memset(&b->v[b->n], 0, sizeof(b->v[0]));
	return &b->v[b->n++];
}

static const char *java_member(struct kaba_arena *a, const struct kaba_pmember *m)
{
	struct kaba_buf buf;
	const char *s = NULL;
	int rc;

	kaba_buf_init(&buf);
	if (m->is_method) {
		rc = kaba_java_method(&buf, m->name, m->name_len, m->descriptor, m->descriptor_len);
	} else {
		rc = kaba_java_field_type(&buf, m->descriptor, m->descriptor_len);
		kaba_buf_printf(&buf, " %s", m->name);
	}
	if (!rc && !buf.oom)
		s = kaba_arena_strndup(a, (const char *)buf.data, buf.len);
	kaba_buf_free(&buf);
	return s;
}

/* The box already drawn for class c, or -1. */
static long box_of(const struct boxes *b, struct kaba_pclass *const *seen, const struct kaba_pclass *c)
{
	size_t i;

	for (i = 0; i < b->n; i++)
		if (seen[i] == c)
			return (long)i;
	return -1;
}

struct kaba_viz *kaba_diagram_original(struct kaba_program *prog, struct kaba_arena *a)
{
	size_t nuser = kaba_program_user_count(prog), i, j, cap = 4 * nuser + 4;
	struct kaba_pclass **seen = calloc(cap, sizeof(*seen));
	struct boxes b = { .arena = a };
	struct kaba_viz *g = NULL;

	if (!seen)
		return NULL;
	for (i = 0; i < nuser; i++) {
		struct kaba_pclass *c = kaba_program_user(prog, i);
		struct kaba_viz_class *box = new_box(&b);
		const char **members = kaba_arena_alloc(a, (c->nfields + c->nmethods + 1) * sizeof(char *));

		if (!box || !members)
			goto out;
		seen[i] = c;
		box->name = kaba_java_name(a, c->name);
		box->interface = kaba_pclass_is_interface(c);
		for (j = 0; j < c->nfields; j++)
			members[box->nmembers++] = java_member(a, &c->fields[j]);
		for (j = 0; j < c->nmethods; j++)
			members[box->nmembers++] = java_member(a, &c->methods[j]);
		for (j = 0; j < box->nmembers; j++)
			if (!members[j])
				goto out;
		box->members = members;
	}
	/* Supertypes: user ones by index, library ones as grey boxes (once). */
	for (i = 0; i < nuser; i++) {
		struct kaba_pclass *c = seen[i];
		size_t *supers = kaba_arena_alloc(a, (c->ninterfaces + 1) * sizeof(size_t)), ns = 0;
		const char **names = kaba_arena_alloc(a, (c->ninterfaces + 1) * sizeof(char *));
		size_t nn = 0;

		if (!supers || !names)
			goto out;
		if (c->super_name)
			names[nn++] = c->super_name;
		for (j = 0; j < c->ninterfaces; j++)
			names[nn++] = c->interface_names[j];
		for (j = 0; j < nn; j++) {
			struct kaba_pclass *s = kaba_program_class(prog, names[j]);
			long k = s ? box_of(&b, seen, s) : -1;

			if (k < 0) {
				struct kaba_viz_class *box;

				if (b.n == cap)
					continue; /* more library supertypes than boxes planned: leave out */
				box = new_box(&b);
				if (!box)
					goto out;
				k = (long)(b.n - 1);
				seen[k] = s;
				box->name = kaba_java_name(a, names[j]);
				box->library = 1;
				box->interface = s && kaba_pclass_is_interface(s);
			}
			supers[ns++] = (size_t)k;
		}
		b.v[i].supers = supers;
		b.v[i].nsupers = ns;
	}
	g = kaba_viz_classes("original", b.v, b.n, 0);
out:
	free(seen);
	free(b.v);
	return g;
}

struct kaba_viz *kaba_diagram_proposal(const struct kaba_report *r, struct kaba_arena *a)
{
	const struct kaba_proposal *p = r->proposal;
	const struct kaba_table *t = r->table;
	size_t *box = malloc((p->nclasses ? p->nclasses : 1) * sizeof(*box)), n = 0, c, i;
	struct kaba_viz_class *v = calloc(p->nclasses ? p->nclasses : 1, sizeof(*v));
	struct kaba_viz *g = NULL;

	if (!box || !v)
		goto out;
	for (c = 0; c < p->nclasses; c++)
		box[c] = p->classes[c].removed ? KABA_NONE : n++;
	for (c = 0; c < p->nclasses; c++) {
		const struct kaba_proposal_class *k = &p->classes[c];
		struct kaba_viz_class *bx;
		const char **members, **rows;
		size_t *supers;

		if (box[c] == KABA_NONE)
			continue;
		bx = &v[box[c]];
		members = kaba_arena_alloc(a, (k->members.n + 1) * sizeof(char *));
		rows = kaba_arena_alloc(a, (k->instances.n + 1) * sizeof(char *));
		supers = kaba_arena_alloc(a, (k->supers.n + 1) * sizeof(size_t));
		if (!members || !rows || !supers)
			goto out;
		for (i = 0; i < k->members.n; i++)
			members[i] = t->columns[k->members.v[i]].name;
		for (i = 0; i < k->instances.n; i++)
			rows[i] = t->rows[k->instances.v[i]].name;
		for (i = 0; i < k->supers.n; i++)
			supers[i] = box[k->supers.v[i]];
		bx->name = r->names[c];
		bx->interface = kaba_proposal_is_interface(p, c);
		bx->members = members;
		bx->nmembers = k->members.n;
		bx->rows = rows;
		bx->nrows = k->instances.n;
		bx->supers = supers;
		bx->nsupers = k->supers.n;
	}
	g = kaba_viz_classes("proposal", v, n, 0);
out:
	free(box);
	free(v);
	return g;
}
