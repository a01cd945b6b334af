/*
 * Refusals and their blame.  Every construct the generator does not handle
 * is refused through plan_unsupported (exit 4, naming the class), which
 * also records the original user class the construct belongs to in the
 * stats' kaba_blame: freezing that class makes it library code to the
 * table and to the generator, so the refused construct is no longer
 * restructured, and `kaba analyze` can try again (its fallback).
 *
 * A refusal in a frozen class's body blames the restructured classes its
 * code names instead (blame_mention).  A constant that cannot be retyped
 * blames the classes it names (plan_unsupported_naming): frozen, they
 * leave it nothing to retype, wherever it is.
 *
 * With a blame (the fallback is on), a pass collects: the call sites that
 * can leave a refused construct out go on, each refusal adds its blame,
 * and the pass fails with the first one's message (collect), so that one
 * fallback round freezes what all of them blame.
 *
 * A construct of a built class file (the access self-check, access.h)
 * blames the original classes of its bodies: those of the method's name,
 * else all whose members or objects the class holds, else those of the
 * objects below it (a class of forwarding constructors, say), whose
 * freezing takes the class away (plan_unsupported_in).
 *
 * Multiple inheritance left by the refactor stage (it could not remove it
 * without breaking a §8 check) belongs to no single construct: it is
 * blamed on the original classes of the objects typed at or below each
 * class with two superclasses, since those objects' member accesses are
 * what make the classes meet; when no object is there, on the classes of
 * the variables and this-rows typed there.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "access.h"
#include "restructure.h"

/* The refusal whose blame follows says `what` (its text without
 * KABA_REFUSAL_PREFIX): each class it blames first
 * gets it as its why. */
static void blame_begin(struct kaba_blame *b, const char *what)
{
	char **v = realloc(b->whats, (b->nwhats + 1) * sizeof(*v));

	if (!v)
		return;
	b->whats = v;
	b->whats[b->nwhats] = strdup(what);
	b->nwhats += b->whats[b->nwhats] != NULL;
}

static int blame_class(struct kaba_blame *b, const char *name)
{
	size_t i;

	for (i = 0; i < b->n; i++)
		if (!strcmp(b->classes[i], name))
			return 0;
	if (b->n == b->cap) {
		size_t cap = b->cap ? 2 * b->cap : 8;
		const char **v = realloc(b->classes, cap * sizeof(*v));
		const char **w = v ? realloc(b->why, cap * sizeof(*w)) : NULL;

		if (v)
			b->classes = v;
		if (!w) {
			b->all = 1;     /* still true, if coarse */
			return 0;
		}
		b->why = w;
		b->cap = cap;
	}
	b->why[b->n] = b->nwhats ? b->whats[b->nwhats - 1] : NULL;
	b->classes[b->n++] = name;
	return 1;
}

void kaba_blame_free(struct kaba_blame *b)
{
	size_t i;

	for (i = 0; i < b->nwhats; i++)
		free(b->whats[i]);
	free(b->whats);
	free(b->classes);
	free(b->why);
	memset(b, 0, sizeof(*b));
}

/* A refusal in the body of a frozen class (frozen.c retypes the bodies of
 * those that name restructured classes) blames the restructured classes
 * it names: frozen too, they leave it nothing to retype. */
static int blame_mention(void *blame, const struct kaba_pclass *u)
{
	blame_class(blame, u->name);
	return 0;
}

/* The refusal just written into err is counted; the pass fails with its
 * first refusal, a later one only adds blame (kaba_blame). */
static int collect(const struct plan *pl, struct kaba_error *err,
		   enum kaba_refusal_reason reason, const char *what)
{
	if (pl->blame && pl->blame->refusals++) {
		*err = pl->blame->first;
	} else if (pl->blame) {
		pl->blame->first = *err;
		pl->blame->reason = reason;
		snprintf(pl->blame->what, sizeof(pl->blame->what), "%s", what);
	}
	return KABA_EUNSUPPORTED;
}

/* The refusal: err says it, and it counts (collect). */
static int refuse(const struct plan *pl, struct kaba_error *err, const struct kaba_pclass *c,
		  enum kaba_refusal_reason reason, const char *what)
{
	kaba_fail(err, KABA_EUNSUPPORTED, c ? plan_where(pl, c) : pl->in, -1,
		  KABA_REFUSAL_PREFIX "%s", what);
	return collect(pl, err, reason, what);
}

/* Blame for a construct of class c (NULL: of none). */
static void blame_construct(const struct plan *pl, const struct kaba_pclass *c)
{
	if (!c)
		pl->blame->all = 1;
	else if (!plan_user_class(pl, c->name, c->name_len))
		plan_frozen_mentions(pl, c, blame_mention, pl->blame);
	else
		blame_class(pl->blame, c->name);
}

struct named {
	struct kaba_blame *blame;
	size_t n;               /* classes the constant names */
};

static int blame_named(void *ctx, const struct kaba_pclass *u)
{
	struct named *nd = ctx;

	blame_class(nd->blame, u->name);
	nd->n++;
	return 0;
}

/* A refusal of a construct of class c, blamed on the restructured classes
 * name[0..len) names when there are any (name NULL: none), else as a
 * construct of c. */
static int refuse_blaming(const struct plan *pl, struct kaba_error *err,
			  const struct kaba_pclass *c, const char *name, size_t len,
			  const char *fmt, va_list ap)
{
	struct named nd = { pl->blame, 0 };
	char what[400];

	vsnprintf(what, sizeof(what), fmt, ap);
	if (pl->blame) {
		blame_begin(pl->blame, what);
		if (name)
			plan_each_named(pl, name, len, blame_named, &nd);
		if (!nd.n)
			blame_construct(pl, c);
	}
	return refuse(pl, err, c, KABA_REFUSAL_CONSTRUCT, what);
}

int plan_unsupported(const struct plan *pl, struct kaba_error *err,
		     const struct kaba_pclass *c, const char *fmt, ...)
{
	va_list ap;
	int rc;

	va_start(ap, fmt);
	rc = refuse_blaming(pl, err, c, NULL, 0, fmt, ap);
	va_end(ap);
	return rc;
}

int plan_unsupported_naming(const struct plan *pl, struct kaba_error *err,
			    const struct kaba_pclass *c, const char *name, size_t len,
			    const char *fmt, ...)
{
	va_list ap;
	int rc;

	va_start(ap, fmt);
	rc = refuse_blaming(pl, err, c, name, len, fmt, ap);
	va_end(ap);
	return rc;
}

/* The restructured user class a row is about: an object's class, a
 * variable's declared type, a this-row's class; NULL for none. */
static const struct kaba_pclass *row_class(const struct plan *pl, const struct kaba_row *row)
{
	const char *c = row->kind == KABA_ROW_THIS ? row->origin.owner : row->origin.type;

	return c ? plan_user_class(pl, c, strlen(c)) : NULL;
}

static void blame_rows_below(const struct plan *pl, const size_t *ks, size_t n);

/* Blame original class `name` if it is restructured; 1 if it is. */
static int blame_user(const struct plan *pl, const char *name)
{
	if (!name || !plan_user_class(pl, name, strlen(name)))
		return 0;
	blame_class(pl->blame, name);
	return 1;
}

/* The blame of plan_unsupported_in; how many classes it names. */
static size_t blame_bodies(const struct plan *pl, size_t k, const char *member, int is_static)
{
	const struct plan_class *pc = &pl->cls[k];
	const struct kaba_proposal_class *p;
	size_t i, n = 0;

	if (pc->statics_of && (is_static || pc->pclass == KABA_NONE))
		return (size_t)blame_user(pl, pc->statics_of->name);
	if (pc->pclass == KABA_NONE)
		return 0;
	p = &pl->prop->classes[pc->pclass];
	for (i = 0; member && i < p->members.n; i++) {
		const struct kaba_origin *o = &pl->t->columns[p->members.v[i]].origin;

		if (o->member && !strcmp(o->member, member))
			n += (size_t)blame_user(pl, o->owner);
	}
	for (i = 0; member && !strcmp(member, "<init>") && i < pl->nctors; i++)
		if (pl->ctors[i].home == k)
			n += (size_t)blame_user(pl, pl->ctors[i].m->owner->name);
	for (i = 0; !n && i < p->members.n; i++)
		n += (size_t)blame_user(pl, pl->t->columns[p->members.v[i]].origin.owner);
	for (i = 0; !n && i < p->instances.n; i++) {
		const struct kaba_pclass *c = row_class(pl, &pl->t->rows[p->instances.v[i]]);

		n += c ? (size_t)blame_user(pl, c->name) : 0;
	}
	return n;
}

int plan_unsupported_in(const struct plan *pl, struct kaba_error *err, size_t k,
			const char *member, int is_static, const char *fmt, ...)
{
	const struct kaba_pclass *c = pl->cls[k].frozen ? pl->cls[k].frozen : pl->cls[k].statics_of;
	char what[400];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(what, sizeof(what), fmt, ap);
	va_end(ap);
	if (pl->blame) {
		blame_begin(pl->blame, what);
		if (pl->cls[k].frozen)
			blame_construct(pl, pl->cls[k].frozen);
		else if (!blame_bodies(pl, k, member, is_static) && pl->cls[k].pclass != KABA_NONE)
			blame_rows_below(pl, &pl->cls[k].pclass, 1);
		else if (pl->cls[k].pclass == KABA_NONE && !pl->cls[k].statics_of)
			pl->blame->all = 1;     /* Kaba_None, which holds no code */
	}
	return refuse(pl, err, c, KABA_REFUSAL_BUILT_CLASS, what);
}

/* Blame the classes of the rows typed at or below proposal class k (its
 * subclasses by depth-first search; seen[] marks visited classes), only
 * object rows when `objects`; how many rows were blamed. */
static size_t blame_below(const struct plan *pl, size_t k, int objects, char *seen)
{
	const struct kaba_proposal_class *pc = &pl->prop->classes[k];
	size_t i, n = 0;

	if (seen[k])
		return 0;
	seen[k] = 1;
	for (i = 0; i < pc->instances.n; i++) {
		const struct kaba_row *row = &pl->t->rows[pc->instances.v[i]];
		const struct kaba_pclass *c = row_class(pl, row);

		if (c && (!objects || row->kind == KABA_ROW_OBJECT)) {
			blame_class(pl->blame, c->name);
			n++;
		}
	}
	for (i = 0; i < pc->subs.n; i++)
		n += blame_below(pl, pc->subs.v[i], objects, seen);
	return n;
}

/* Blame for proposal classes ks[0..n): the classes of the objects at or
 * below them, else of their variables and this-rows, else every class
 * (multiple inheritance left; a class whose code the self-check refuses
 * and that holds no restructured class's member). */
static void blame_rows_below(const struct plan *pl, const size_t *ks, size_t n)
{
	char *seen = calloc(pl->prop->nclasses + 1, 1);
	size_t i, blamed = 0;
	int objects;

	if (!seen) {
		pl->blame->all = 1;
		return;
	}
	for (objects = 1; objects >= 0 && !blamed; objects--) {
		memset(seen, 0, pl->prop->nclasses);
		for (i = 0; i < n; i++)
			blamed += blame_below(pl, ks[i], objects, seen);
	}
	if (!blamed)
		pl->blame->all = 1;
	free(seen);
}

int plan_refuse_multiple_inheritance(const struct plan *pl, struct kaba_error *err)
{
	size_t n = kaba_proposal_multiple_inheritance(pl->prop, NULL, 0), i;
	size_t *mi = n ? calloc(n, sizeof(*mi)) : NULL;
	struct kaba_buf what;
	int rc;

	if (!n)
		return KABA_OK;
	if (!mi)
		return kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
	kaba_proposal_multiple_inheritance(pl->prop, mi, n);
	kaba_buf_init(&what);
	kaba_buf_printf(&what, "multiple inheritance left in %zu classes of the proposal (", n);
	for (i = 0; i < n; i++)
		kaba_buf_printf(&what, "%sK%zu", i ? ", " : "", mi[i]);
	kaba_buf_printf(&what, ")");
	kaba_buf_u8(&what, 0);
	if (what.oom) {
		rc = kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
	} else {
		if (pl->blame) {
			blame_begin(pl->blame, (const char *)what.data);
			blame_rows_below(pl, mi, n);
		}
		rc = refuse(pl, err, NULL, KABA_REFUSAL_MULTIPLE_INHERITANCE,
			    (const char *)what.data);
	}
	kaba_buf_free(&what);
	free(mi);
	return rc;
}
