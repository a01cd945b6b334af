/*
 * The class plan: which class files the restructured jar has, their names,
 * superclasses and superinterfaces (docs/hierarchy.md §5 H1, H5), and the lookups
 * from original members and sites to table columns and rows.
 *
 * Names.  A proposal class gets its report name (report.h: `C`, `C'1`, …)
 * with `'` (not a Java identifier character) replaced by `_`: `C`, `C_1`,
 * …; a class with nothing of its own ("(empty)"), or named after a library
 * class (it holds only library members, like dcl(Object.<init>)), is
 * `Kaba_K<id>`.  A class lives in the package of the original class it is
 * named after; a Kaba_K<id> in that of the original classes whose
 * members it holds (unnamed_package), since their bodies made their
 * accesses from there: package-private and protected members of that
 * package, classes that are not public.  Whatever a class still cannot
 * access there is refused after the class files are built (access.c).  A name
 * taken already (by an original class of that name kept elsewhere, or a
 * library class) gets more `_` until it is free.
 *
 * Statics.  Static members have no columns (§7.2); each original class that
 * has static members to keep, or is the Main-Class, keeps them in the class
 * of its own name: the proposal class named exactly like it when there is
 * one, else a new class of that name extending Object (a *static holder*).
 *
 * Frozen classes (reflection, keep rules, class literals; analysis.h) are
 * library code to the generator, as they are to the table: plan_user_class
 * does not answer for them, so they are copied unchanged (restructure.c),
 * references to them stay as they are, and a new class whose objects'
 * original class extends one extends it (library.c).  A frozen class whose
 * code mentions a restructured class (its descriptors cannot: the analysis
 * froze what they name) gets a plan class of its own name and shape, whose
 * bodies are retyped (frozen.c).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "restructure.h"
#include "kaba/grow.h"

#define OBJECT "java/lang/Object"

const char *plan_where(const struct plan *pl, const struct kaba_pclass *c)
{
	(void)pl;
	return c->where;
}

struct kaba_pclass *plan_user_class(const struct plan *pl, const char *name, size_t len)
{
	struct kaba_pclass *c = kaba_program_class_n(pl->prog, name, len);

	return c && c->origin == KABA_ORIGIN_USER && !kaba_analysis_frozen(pl->an, name, len) ? c : NULL;
}

size_t plan_of_column(const struct plan *pl, size_t col)
{
	size_t k = col == KABA_NONE ? KABA_NONE : pl->prop->home[col];

	return k == KABA_NONE ? KABA_NONE : pl->of_pclass[k];
}

size_t plan_of_row(const struct plan *pl, size_t row)
{
	size_t k = row == KABA_NONE ? KABA_NONE : pl->prop->type[row];

	return k == KABA_NONE ? KABA_NONE : pl->of_pclass[k];
}

size_t plan_holder(const struct plan *pl, const struct kaba_pclass *c)
{
	size_t i;

	for (i = 0; i < pl->n; i++)
		if (pl->cls[i].statics_of == c)
			return i;
	return KABA_NONE;
}

int plan_below(const struct plan *pl, size_t a, size_t b)
{
	size_t steps = 0;

	for (; a != KABA_NONE && steps <= pl->n; a = pl->cls[a].super, steps++)
		if (a == b)
			return 1;
	return 0;
}

static size_t find_name(const struct plan *pl, const char *name)
{
	size_t i;

	for (i = 0; i < pl->n; i++)
		if (pl->cls[i].name && !strcmp(pl->cls[i].name, name))
			return i;
	return KABA_NONE;
}

struct plan_class *plan_add_class(struct plan *pl, struct kaba_error *err)
{
	if (kaba_grow((void **)&pl->cls, &pl->cap, pl->n, sizeof(*pl->cls))) {
		kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
		return NULL;
	}
	memset(&pl->cls[pl->n], 0, sizeof(pl->cls[0]));
	pl->cls[pl->n].pclass = pl->cls[pl->n].super = KABA_NONE;
	pl->cls[pl->n].clinit_first.h = KABA_NONE;
	return &pl->cls[pl->n++];
}

/* The package of the classes named after no original class (that of the
 * first user class, "p/q/" or ""), and whether the input spans several
 * packages (then members are widened to public: members.c). */
static int packages(struct plan *pl, const char **pkg, struct kaba_error *err)
{
	size_t i, n = kaba_program_user_count(pl->prog), plen = 0;
	const char *first = NULL;

	for (i = 0; i < n; i++) {
		const struct kaba_pclass *c = kaba_program_user(pl->prog, i);
		const char *slash = strrchr(c->name, '/');
		size_t len = slash ? (size_t)(slash - c->name) + 1 : 0;

		if (!first) {
			first = c->name;
			plen = len;
		} else if (len != plen || strncmp(first, c->name, len)) {
			pl->multi_package = 1;
		}
	}
	*pkg = kaba_arena_strndup(&pl->arena, first ? first : "", plen);
	return *pkg ? KABA_OK : kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
}

int plan_each_named(const struct plan *pl, const char *d, size_t len,
		    int (*fn)(void *ctx, const struct kaba_pclass *u), void *ctx)
{
	const struct kaba_pclass *u;
	const char *end;
	size_t i = 0;
	int rc = 0;

	if (len && d[0] != '[' && d[0] != '(' && !(d[0] == 'L' && d[len - 1] == ';'))
		return (u = plan_user_class(pl, d, len)) ? fn(ctx, u) : 0;
	while (i < len && !rc) {
		if (d[i] != 'L' || !(end = memchr(d + i, ';', len - i))) {
			i++;
			continue;
		}
		if ((u = plan_user_class(pl, d + i + 1, (size_t)(end - d - i - 1))))
			rc = fn(ctx, u);
		i = (size_t)(end - d) + 1;
	}
	return rc;
}

int plan_frozen_mentions(const struct plan *pl, const struct kaba_pclass *c,
			 int (*fn)(void *ctx, const struct kaba_pclass *u), void *ctx)
{
	const struct kaba_class *cf = c->cf;
	uint32_t i;
	int rc = 0;

	for (i = 1; i < cf->cp.count && !rc; i++) {
		const struct kaba_cp_entry *e = &cf->cp.entries[i];
		const char *d = NULL;
		size_t len = 0;

		if (e->tag == KABA_CP_CLASS)
			d = kaba_cp_class_name(cf, i, &len);
		else if (e->tag == KABA_CP_NAME_AND_TYPE)
			d = kaba_cp_utf8(cf, e->nat.descriptor_index, &len);
		else if (e->tag == KABA_CP_METHOD_TYPE)
			d = kaba_cp_utf8(cf, e->index, &len);
		if (d)
			rc = plan_each_named(pl, d, len, fn, ctx);
	}
	return rc;
}

static int found(void *ctx, const struct kaba_pclass *u)
{
	(void)ctx;
	(void)u;
	return 1;
}

/* A plan class for every frozen class that mentions a restructured class:
 * written as itself with its bodies retyped (frozen.c); the others are
 * copied unchanged (restructure.c). */
static int frozen_classes(struct plan *pl, struct kaba_error *err)
{
	size_t i;
	uint16_t j;

	for (i = 0; pl->an && i < pl->an->nfrozen; i++) {
		struct kaba_pclass *c = kaba_program_class(pl->prog, pl->an->frozen[i].cls);
		struct plan_class *pc;

		if (!c || c->origin != KABA_ORIGIN_USER || !plan_frozen_mentions(pl, c, found, NULL))
			continue;
		if (!(pc = plan_add_class(pl, err)) ||
		    !(pc->lib_ifaces = kaba_arena_alloc(&pl->arena, (c->ninterfaces + 1) * sizeof(char *))))
			return err->status ? err->status : kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
		pc->name = c->name;
		pc->frozen = c;
		pc->super_name = c->super_name ? c->super_name : OBJECT;
		for (j = 0; j < c->ninterfaces; j++)
			pc->lib_ifaces[pc->nlib_ifaces++] = c->interface_names[j];
		pc->is_interface = kaba_pclass_is_interface(c);
		pc->is_abstract = (c->access & KABA_ACC_ABSTRACT) != 0;
	}
	return KABA_OK;
}

int plan_frozen_written(const struct plan *pl, const char *name, size_t len)
{
	size_t i;

	for (i = 0; i < pl->n; i++)
		if (pl->cls[i].frozen && pl->cls[i].frozen->name_len == len &&
		    !memcmp(pl->cls[i].frozen->name, name, len))
			return 1;
	return 0;
}

/* What the generator does not handle yet, refused before anything is built. */
static int check_input(struct plan *pl, struct kaba_error *err)
{
	size_t i, n = kaba_program_user_count(pl->prog);

	int rc;

	if ((rc = plan_refuse_multiple_inheritance(pl, err)))
		return rc;
	for (i = 0; i < n; i++) {
		const struct kaba_pclass *c = kaba_program_user(pl->prog, i);

		if (c->cf->major > pl->major)
			pl->major = c->cf->major;
	}
	if (pl->major < 50)
		pl->major = 50;     /* stack-map frames are what the new code gets */
	return KABA_OK;
}

int plan_is_main(const struct plan *pl, const struct kaba_pclass *c)
{
	return (pl->main_class && !strcmp(pl->main_class, c->name)) ||
	       (pl->all_mains && kaba_pclass_has_main(c));
}

/* Does original class c keep anything static in the output? */
static int has_statics(const struct plan *pl, const struct kaba_pclass *c)
{
	uint16_t i;

	if (plan_is_main(pl, c))
		return 1;
	for (i = 0; i < c->nfields; i++)
		if (c->fields[i].access & KABA_ACC_STATIC)
			return 1;
	for (i = 0; i < c->nmethods; i++)
		if (c->methods[i].access & KABA_ACC_STATIC)
			return 1;
	return 0;
}

/* Is `name` taken: by a plan class, or by a library or frozen class (an
 * original user class's name is free unless a plan class has it)? */
int plan_name_taken(struct plan *pl, const char *name, size_t len)
{
	size_t i;

	for (i = 0; i < pl->n; i++)
		if (strlen(pl->cls[i].name) == len && !memcmp(pl->cls[i].name, name, len))
			return 1;
	return kaba_program_class_n(pl->prog, name, len) && !plan_user_class(pl, name, len);
}

/* Package votes: the package part ("p/q/", or "") of each user class. */
struct votes {
	const char **pkg;
	size_t *len, n;
};

static void vote_package(const struct plan *pl, struct votes *v, const char *cls)
{
	const char *slash = cls ? strrchr(cls, '/') : NULL;
	const struct kaba_pclass *c = cls ? kaba_program_class(pl->prog, cls) : NULL;

	if (!c || c->origin != KABA_ORIGIN_USER)
		return;         /* a library class's package is no home for new classes */
	v->pkg[v->n] = cls;
	v->len[v->n++] = slash ? (size_t)(slash - cls) + 1 : 0;
}

/* Byte order of two packages. */
static int package_cmp(const char *a, size_t alen, const char *b, size_t blen)
{
	int c = memcmp(a, b, alen < blen ? alen : blen);

	return c ? c : (alen > blen) - (alen < blen);
}

/* The package most votes name (ties: the first in byte order), or NULL. */
static const char *vote_winner(const struct votes *v, size_t *len)
{
	size_t i, j, best = 0, most = 0;

	for (i = 0; i < v->n; i++) {
		size_t n = 0;

		for (j = 0; j < v->n; j++)
			n += !package_cmp(v->pkg[j], v->len[j], v->pkg[i], v->len[i]);
		if (n > most || (n == most && package_cmp(v->pkg[i], v->len[i], v->pkg[best],
							  v->len[best]) < 0)) {
			best = i;
			most = n;
		}
	}
	*len = most ? v->len[best] : 0;
	return most ? v->pkg[best] : NULL;
}

/* The package of Kaba_K<k> (see the top of the file): that of the user
 * classes owning the members it holds, by majority, else of its rows'
 * classes, else `pkg`; "p/q/" in pl's arena. */
static const char *unnamed_package(struct plan *pl, size_t k, const char *pkg)
{
	const struct kaba_proposal_class *pc = &pl->prop->classes[k];
	size_t i, cap = pc->members.n + pc->instances.n + 1, len;
	struct votes v = { malloc(cap * sizeof(char *)), malloc(cap * sizeof(size_t)), 0 };
	const char *win = NULL;

	if (v.pkg && v.len) {
		for (i = 0; i < pc->members.n; i++)
			vote_package(pl, &v, pl->t->columns[pc->members.v[i]].origin.owner);
		for (i = 0; i < pc->instances.n && !v.n; i++) {
			const struct kaba_row *r = &pl->t->rows[pc->instances.v[i]];

			vote_package(pl, &v, r->kind == KABA_ROW_THIS ? r->origin.owner : r->origin.type);
		}
		win = vote_winner(&v, &len);
	}
	free(v.pkg);
	free(v.len);
	return win ? kaba_arena_strndup(&pl->arena, win, len) : pkg;
}

/* The plan name of proposal class k from its report name; with `unique`,
 * made different from every name taken. */
static const char *proposal_name(struct plan *pl, const char *report, size_t k,
				 const char *pkg, int unique)
{
	const char *r = report ? report : "";
	size_t len = strcspn(r, "'");     /* the original class's name, then the primes */
	const char *s = r + len, *base = kaba_internal_name(&pl->arena, r, len);
	struct kaba_buf b;
	char *name;

	if (!base)
		return NULL;
	kaba_buf_init(&b);
	kaba_buf_printf(&b, "%s", base);
	if (!b.len || !plan_user_class(pl, (const char *)b.data, b.len)) {
		/* "(empty)", or named after a library member's owner */
		const char *home = unnamed_package(pl, k, pkg);

		b.len = 0;
		if (!home)
			b.oom = 1;
		else
			kaba_buf_printf(&b, "%sKaba_K%zu", home, k);
	} else {
		for (; *s; s++)
			kaba_buf_u8(&b, *s == '\'' ? '_' : (uint8_t)*s);
	}
	while (unique && !b.oom && plan_name_taken(pl, (const char *)b.data, b.len))
		kaba_buf_u8(&b, '_');
	kaba_buf_u8(&b, 0);
	name = b.oom ? NULL : kaba_arena_strdup(&pl->arena, (const char *)b.data);
	kaba_buf_free(&b);
	return name;
}

static int name_proposal_classes(struct plan *pl, const char *pkg, struct kaba_error *err)
{
	const struct kaba_proposal *p = pl->prop;
	const char **report = kaba_proposal_names(p, &pl->arena);
	size_t k, n = kaba_program_user_count(pl->prog);

	if (!report || !(pl->of_pclass = kaba_arena_alloc(&pl->arena, p->nclasses * sizeof(size_t))))
		return kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
	for (k = 0; k < n; k++) {
		struct kaba_pclass *c = kaba_program_user(pl->prog, k);
		struct plan_class *pc;

		/* a frozen class keeps its statics itself */
		if (!has_statics(pl, c) || !plan_user_class(pl, c->name, c->name_len))
			continue;
		if (!(pc = plan_add_class(pl, err)))
			return err->status;
		pc->name = c->name;
		pc->statics_of = c;
	}
	for (k = 0; k < p->nclasses; k++) {
		struct plan_class *pc;
		const char *name;
		size_t h;

		pl->of_pclass[k] = KABA_NONE;
		if (p->classes[k].removed)
			continue;
		name = proposal_name(pl, report[k], k, pkg, 0);
		h = name ? find_name(pl, name) : KABA_NONE;
		if (h != KABA_NONE && pl->cls[h].statics_of && pl->cls[h].pclass == KABA_NONE &&
		    !kaba_proposal_is_interface(p, k)) {
			/* the class named like C also holds C's statics */
			pl->cls[h].pclass = k;
			pl->of_pclass[k] = h;
			continue;
		}
		if (!(name = proposal_name(pl, report[k], k, pkg, 1)) || !(pc = plan_add_class(pl, err)))
			return kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
		pc->name = name;
		pc->pclass = k;
		pl->of_pclass[k] = pl->n - 1;
	}
	return KABA_OK;
}

/* Superclass, superinterfaces and kind of every plan class. */
static int link_classes(struct plan *pl, struct kaba_error *err)
{
	const struct kaba_proposal *p = pl->prop;
	size_t i, j;

	for (i = 0; i < pl->n; i++) {
		struct plan_class *pc = &pl->cls[i];
		const struct kaba_proposal_class *k;
		int objects = 0;

		pc->super_name = OBJECT;
		if (pc->pclass == KABA_NONE)
			continue;
		k = &p->classes[pc->pclass];
		if (!(pc->ifaces = kaba_arena_alloc(&pl->arena, (k->supers.n + 1) * sizeof(size_t))))
			return kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
		pc->is_interface = kaba_proposal_is_interface(p, pc->pclass);
		for (j = 0; j < k->supers.n; j++) {
			size_t s = pl->of_pclass[k->supers.v[j]];

			if (kaba_proposal_is_interface(p, k->supers.v[j])) {
				pc->ifaces[pc->nifaces++] = s;
			} else {
				pc->super = s;
				pc->super_name = pl->cls[s].name;
			}
		}
		for (j = 0; j < k->instances.n; j++)
			objects |= pl->t->rows[k->instances.v[j]].kind == KABA_ROW_OBJECT;
		pc->is_abstract = !pc->is_interface && !objects;
		if (pc->is_interface && pc->statics_of)
			return plan_unsupported(pl, err, pc->statics_of, "static members of %s "
						"in an interface", pc->name);
	}
	return KABA_OK;
}

static int subtype(const struct plan *pl, size_t a, size_t b, size_t depth)
{
	size_t i;

	if (a == b)
		return 1;
	if (a == KABA_NONE || depth > pl->n)
		return 0;
	for (i = 0; i < pl->cls[a].nifaces; i++)
		if (subtype(pl, pl->cls[a].ifaces[i], b, depth + 1))
			return 1;
	return subtype(pl, pl->cls[a].super, b, depth + 1);
}

int plan_subtype(const struct plan *pl, size_t a, size_t b)
{
	return subtype(pl, a, b, 0);
}

int plan_implement(struct plan *pl, size_t x, size_t m, struct kaba_error *err)
{
	struct plan_class *pc = &pl->cls[x];
	size_t i, *v;
	uint16_t ix;

	for (i = 0; i < pc->nifaces; i++)
		if (pc->ifaces[i] == m)
			return KABA_OK;   /* twice is a ClassFormatError */
	if (!(v = kaba_arena_alloc(&pl->arena, (pc->nifaces + 1) * sizeof(*v))))
		return kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
	if (pc->nifaces)
		memcpy(v, pc->ifaces, pc->nifaces * sizeof(*v));
	v[pc->nifaces++] = m;
	pc->ifaces = v;
	if (!pc->cf)
		return KABA_OK;
	ix = kaba_cp_intern_class(pc->cf, pl->cls[m].name, strlen(pl->cls[m].name), err);
	return !ix ? err->status : kaba_u16s_push(pc->cf, &pc->cf->interfaces, ix, err);
}

struct kaba_pclass *plan_outside_superclass(const struct plan *pl, size_t k, size_t *top)
{
	while (pl->cls[k].super != KABA_NONE && !pl->cls[pl->cls[k].super].frozen)
		k = pl->cls[k].super;
	*top = k;
	if (pl->cls[k].super != KABA_NONE)
		return pl->cls[pl->cls[k].super].frozen;
	return kaba_program_class(pl->prog, pl->cls[k].super_name);
}

/* A body's code uses `this` as the class it lives in, so every member its
 * this-row holds must be at or above that class.  Invariant I1 (§5 H6,
 * γ(C.f.this) = μ(def(C.f))) implies it; the weaker test is what the
 * verifier needs.  A violation is a bug in the stages before. */
static int check_bodies(const struct plan *pl, struct kaba_error *err)
{
	const struct kaba_table *t = pl->t;
	size_t r, c, *home = malloc((t->ncolumns + 1) * sizeof(*home));
	int rc = KABA_OK;

	if (!home)
		return kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
	/* the homes of the members that must be above a body using them:
	 * library members are named by their own class; constructors are
	 * bound statically (ctor.c); a type check's outcome is no member (its
	 * instruction names μ(S=true) whatever the type of `this`), and a
	 * this-row holds one when `this` reaches the check's value (through
	 * the library, say: a lambda capturing `this`, then a cast of what a
	 * library call returns) */
	for (c = 0; c < t->ncolumns; c++) {
		const struct kaba_origin *o = &t->columns[c].origin;
		enum kaba_column_kind kind = t->columns[c].kind;

		home[c] = !o->owner || !plan_user_class(pl, o->owner, strlen(o->owner)) ||
			  kind == KABA_COL_CHECK_TRUE || kind == KABA_COL_CHECK_FALSE ||
			  (o->member && !strcmp(o->member, "<init>")) ? KABA_NONE : plan_of_column(pl, c);
	}
	for (r = 0; r < t->nrows && !rc; r++) {
		size_t def = t->rows[r].link, h = plan_of_column(pl, def);

		if (t->rows[r].kind != KABA_ROW_THIS || def == KABA_NONE || h == KABA_NONE)
			continue;
		for (c = 0; c < t->ncolumns && !rc; c++)
			if (home[c] != KABA_NONE && kaba_table_get(t, r, c) && !subtype(pl, h, home[c], 0))
				rc = kaba_fail(err, KABA_EINTERNAL, pl->in, -1, "I1: %s lives in "
					       "%s, but its this-row %s uses %s, homed in %s, not "
					       "above it", t->columns[def].name, pl->cls[h].name,
					       t->rows[r].name, t->columns[c].name, pl->cls[home[c]].name);
	}
	free(home);
	return rc;
}

/* Type checks that no object passes (μ(S=true) = ⊥, §7.5-7.6) test
 * against an interface nothing implements: instanceof is false, a cast
 * throws ClassCastException for every object and lets null through. */
static int none_interface(struct plan *pl, const char *pkg, struct kaba_error *err)
{
	const struct kaba_table *t = pl->t;
	struct plan_class *pc;
	struct kaba_buf b;
	size_t c;

	pl->none = KABA_NONE;
	for (c = 0; c < t->ncolumns; c++)
		if (t->columns[c].kind == KABA_COL_CHECK_TRUE && plan_of_column(pl, c) == KABA_NONE)
			break;
	if (c == t->ncolumns)
		return KABA_OK;
	kaba_buf_init(&b);
	kaba_buf_printf(&b, "%sKaba_None", pkg);
	while (!b.oom && plan_name_taken(pl, (const char *)b.data, b.len))
		kaba_buf_u8(&b, '_');
	kaba_buf_u8(&b, 0);
	if (b.oom || !(pc = plan_add_class(pl, err))) {
		kaba_buf_free(&b);
		return err->status ? err->status : kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
	}
	pc->name = kaba_arena_strdup(&pl->arena, (const char *)b.data);
	pc->super_name = OBJECT;
	pc->is_interface = 1;
	pl->none = pl->n - 1;
	kaba_buf_free(&b);
	return pc->name ? KABA_OK : kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
}

int plan_build(struct plan *pl, struct kaba_error *err)
{
	const char *pkg;
	int rc;

	pl->t = pl->prop->table;
	if ((rc = plan_index_build(pl, err)) || (rc = check_input(pl, err)) || (rc = packages(pl, &pkg, err)) ||
	    (rc = name_proposal_classes(pl, pkg, err)) || (rc = link_classes(pl, err)) ||
	    (rc = none_interface(pl, pkg, err)) ||
	    (rc = plan_library_supertypes(pl, err)) || (rc = frozen_classes(pl, err)) ||
	    (rc = check_bodies(pl, err)))
		return rc;
	return KABA_OK;
}

void plan_free(struct plan *pl)
{
	free(pl->cls);
	free(pl->row_order);
	free(pl->col_order);
	free(pl->ctors);
	free(pl->renamed);
	free(pl->bridges);
	free(pl->members);
	kaba_arena_free(&pl->arena);
}
