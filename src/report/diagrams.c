/*
 * The class diagrams of `kaba analyze`: the original hierarchy (user classes
 * with their fields and methods, library supertypes as grey boxes) and the
 * proposal (members above, the rows each class types below).  viz/ draws;
 * this file only says what is in the boxes.
 */
#include "kaba/report.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "kaba/descriptor.h"
#include "kaba/program.h"
#include "kaba/viz.h"

/* Growable arrays of the boxes, each with the original class it draws
 * (NULL: a proposed class), and the strings and indices they point to
 * (in the arena). */
struct boxes {
	struct kaba_viz_class *v;
	const struct kaba_pclass **of;
	size_t n, cap;
	struct kaba_arena *arena;
	const char *strip;  /* a package prefix "a.b." left out of labels, or NULL */
	size_t width;       /* labels longer than this many bytes are cut (0: none) */
};

/* s without b->strip where a class name follows it ("a.b.C.f" -> "C.f"),
 * cut to b->width with "…": a diagram of one package's hierarchy reads
 * better so, and long labels make wide boxes.  NULL when out of memory. */
static const char *label(struct boxes *b, const char *s)
{
	size_t n = b->strip ? strlen(b->strip) : 0, i = 0, o = 0;
	char *d;

	if (!s || ((!n || !strstr(s, b->strip)) && (!b->width || strlen(s) <= b->width)))
		return s;
	if (!(d = kaba_arena_alloc(b->arena, strlen(s) + sizeof("…"))))
		return NULL;
	while (s[i]) {
		int word_start = !i || !(isalnum((unsigned char)s[i - 1]) || s[i - 1] == '.' ||
					 s[i - 1] == '_' || s[i - 1] == '$');

		if (word_start && !strncmp(s + i, b->strip, n) && isupper((unsigned char)s[i + n]))
			i += n;
		else
			d[o++] = s[i++];
	}
	if (b->width && o > b->width) {
		o = b->width;
		while (o && ((unsigned char)d[o] & 0xc0) == 0x80)   /* not inside a character */
			o--;
		memcpy(d + o, "…", sizeof("…"));
	} else {
		d[o] = 0;
	}
	return d;
}

static struct kaba_viz_class *new_box(struct boxes *b, const struct kaba_pclass *of)
{
	if (b->n == b->cap) {
		size_t cap = b->cap ? 2 * b->cap : 16;
		struct kaba_viz_class *v = realloc(b->v, cap * sizeof(*v));
		const struct kaba_pclass **o = v ? realloc(b->of, cap * sizeof(*o)) : NULL;

		if (v)
			b->v = v;
		if (!o)
			return NULL;
		b->of = o;
		b->cap = cap;
	}
	memset(&b->v[b->n], 0, sizeof(b->v[0]));
	b->of[b->n] = of;
	return &b->v[b->n++];
}

/* The diagram of b's boxes; from box `split` on (0: none) the second of
 * two parts, to be laid out to fit a screen (kaba_viz_classes). */
static struct kaba_viz *draw(struct boxes *b, const char *name, size_t split)
{
	struct kaba_viz *g = kaba_viz_classes(name, b->v, b->n, 0, split);

	free(b->v);
	free(b->of);
	return g;
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

/* The box already drawn for original class c, or -1. */
static long box_of(const struct boxes *b, const struct kaba_pclass *c)
{
	size_t i;

	for (i = 0; i < b->n; i++)
		if (b->of[i] == c)
			return (long)i;
	return -1;
}

/* Boxes for the n user classes cs, then their library supertypes as grey
 * boxes (once each); -1 when out of memory. */
static int add_original(struct boxes *b, struct kaba_program *prog, struct kaba_pclass *const *cs,
			size_t n)
{
	struct kaba_arena *a = b->arena;
	size_t first = b->n, i, j;

	for (i = 0; i < n; i++) {
		struct kaba_pclass *c = cs[i];
		struct kaba_viz_class *box = new_box(b, c);
		const char **members = kaba_arena_alloc(a, (c->nfields + c->nmethods + 1) * sizeof(char *));

		if (!box || !members)
			return -1;
		box->name = label(b, kaba_java_name(a, c->name));
		box->interface = kaba_pclass_is_interface(c);
		for (j = 0; j < c->nfields; j++)
			members[box->nmembers++] = label(b, java_member(a, &c->fields[j]));
		for (j = 0; j < c->nmethods; j++)
			members[box->nmembers++] = label(b, java_member(a, &c->methods[j]));
		for (j = 0; j < box->nmembers; j++)
			if (!members[j])
				return -1;
		if (!box->name)
			return -1;
		box->members = members;
	}
	for (i = 0; i < n; i++) {
		const struct kaba_pclass *c = cs[i];
		size_t *supers = kaba_arena_alloc(a, (c->ninterfaces + 1) * sizeof(size_t)), ns = 0;
		const char **names = kaba_arena_alloc(a, (c->ninterfaces + 1) * sizeof(char *));
		size_t nn = 0;

		if (!supers || !names)
			return -1;
		if (c->super_name)
			names[nn++] = c->super_name;
		for (j = 0; j < c->ninterfaces; j++)
			names[nn++] = c->interface_names[j];
		for (j = 0; j < nn; j++) {
			struct kaba_pclass *s = kaba_program_class(prog, names[j]);
			long k = s ? box_of(b, s) : -1;

			if (k < 0 && s && s->origin == KABA_ORIGIN_USER)
				continue;   /* a user class not drawn here */
			if (k < 0) {
				struct kaba_viz_class *box = new_box(b, s);

				if (!box)
					return -1;
				k = (long)(b->n - 1);
				box->name = kaba_java_name(a, names[j]);   /* a library name in full */
				box->library = 1;
				box->interface = s && kaba_pclass_is_interface(s);
			}
			supers[ns++] = (size_t)k;
		}
		b->v[first + i].supers = supers;
		b->v[first + i].nsupers = ns;
	}
	return 0;
}

/* Boxes for the proposed classes c with in[c] (in NULL: every class), and
 * grey boxes for superclasses outside; -1 when out of memory. */
static int add_proposal(struct boxes *b, const struct kaba_report *r, const unsigned char *in)
{
	const struct kaba_proposal *p = r->proposal;
	const struct kaba_table *t = r->table;
	struct kaba_arena *a = b->arena;
	size_t *box = malloc((p->nclasses ? p->nclasses : 1) * sizeof(*box)), c, i;
	int rc = -1;

	if (!box)
		return -1;
	for (c = 0; c < p->nclasses; c++) {
		const struct kaba_proposal_class *k = &p->classes[c];
		struct kaba_viz_class *bx;
		const char **members, **rows;

		box[c] = KABA_NONE;
		if (k->removed || (in && !in[c]))
			continue;
		members = kaba_arena_alloc(a, (k->members.n + 1) * sizeof(char *));
		rows = kaba_arena_alloc(a, (k->instances.n + 1) * sizeof(char *));
		if (!members || !rows || !(bx = new_box(b, NULL)))
			goto out;
		box[c] = b->n - 1;
		for (i = 0; i < k->members.n; i++)
			if (!(members[i] = label(b, t->columns[k->members.v[i]].name)))
				goto out;
		for (i = 0; i < k->instances.n; i++)
			if (!(rows[i] = label(b, t->rows[k->instances.v[i]].name)))
				goto out;
		if (!(bx->name = label(b, r->names[c])))
			goto out;
		bx->interface = kaba_proposal_is_interface(p, c);
		bx->members = members;
		bx->nmembers = k->members.n;
		bx->rows = rows;
		bx->nrows = k->instances.n;
	}
	for (c = 0; c < p->nclasses; c++) {
		const struct kaba_proposal_class *k = &p->classes[c];
		size_t *supers, at = box[c];

		if (at == KABA_NONE || p->classes[c].removed)
			continue;
		if (!(supers = kaba_arena_alloc(a, (k->supers.n + 1) * sizeof(size_t))))
			goto out;
		for (i = 0; i < k->supers.n; i++) {
			size_t s = k->supers.v[i];

			if (box[s] == KABA_NONE) {   /* drawn elsewhere: a grey box here */
				struct kaba_viz_class *bx = new_box(b, NULL);

				if (!bx)
					goto out;
				box[s] = b->n - 1;
				if (!(bx->name = label(b, r->names[s])))
					goto out;
				bx->library = 1;
				bx->interface = kaba_proposal_is_interface(p, s);
			}
			supers[i] = box[s];
		}
		b->v[at].supers = supers;
		b->v[at].nsupers = k->supers.n;
	}
	rc = 0;
out:
	free(box);
	return rc;
}

struct kaba_viz *kaba_diagram_original(struct kaba_program *prog, struct kaba_arena *a)
{
	size_t n = kaba_program_user_count(prog), i;
	struct kaba_pclass **cs = malloc((n ? n : 1) * sizeof(*cs));
	struct boxes b = { .arena = a };
	int rc = -1;

	if (cs) {
		for (i = 0; i < n; i++)
			cs[i] = kaba_program_user(prog, i);
		rc = add_original(&b, prog, cs, n);
	}
	free(cs);
	if (rc) {
		free(b.v), free(b.of);
		return NULL;
	}
	return draw(&b, "original", 0);
}

struct kaba_viz *kaba_diagram_proposal(const struct kaba_report *r, struct kaba_arena *a)
{
	struct boxes b = { .arena = a };

	if (add_proposal(&b, r, NULL)) {
		free(b.v), free(b.of);
		return NULL;
	}
	return draw(&b, "proposal", 0);
}

struct kaba_viz *kaba_diagram_tree(const struct kaba_report *r, const struct kaba_pclass *root,
				   struct kaba_arena *a)
{
	const struct kaba_proposal *p = r->proposal;
	const struct kaba_table *t = r->table;
	size_t nuser = kaba_program_user_count(r->prog), n = 0, i, split = 0;
	struct kaba_pclass **cs = malloc((nuser ? nuser : 1) * sizeof(*cs));
	unsigned char *in = calloc(p->nclasses ? p->nclasses : 1, 1);
	const char *java = kaba_java_name(a, root->name), *dot = java ? strrchr(java, '.') : NULL;
	struct boxes b = { .arena = a };
	int rc = -1;

	if (!cs || !in || !java)
		goto out;
	b.strip = dot ? kaba_arena_strndup(a, java, (size_t)(dot - java + 1)) : NULL;
	b.width = 40;
	for (i = 0; i < nuser; i++) {
		struct kaba_pclass *c = kaba_program_user(r->prog, i);

		if (kaba_tree_root(c) == root)
			cs[n++] = c;
	}
	for (i = 0; i < t->ncolumns; i++)
		if (p->home[i] != KABA_NONE && t->columns[i].kind != KABA_COL_CHECK_TRUE &&
		    t->columns[i].kind != KABA_COL_CHECK_FALSE &&
		    kaba_tree_of(r->prog, t->columns[i].origin.owner) == root)
			in[p->home[i]] = 1;
	for (i = 0; i < t->nrows; i++)
		if (p->type[i] != KABA_NONE && t->rows[i].kind == KABA_ROW_OBJECT &&
		    kaba_tree_of(r->prog, t->rows[i].origin.type) == root)
			in[p->type[i]] = 1;
	rc = add_original(&b, r->prog, cs, n) ? -1 : 0;
	split = b.n;   /* the proposal's boxes follow the original's */
	rc = rc || add_proposal(&b, r, in) ? -1 : 0;
out:
	free(cs);
	free(in);
	if (rc) {
		free(b.v), free(b.of);
		return NULL;
	}
	return draw(&b, "tree", split);
}
