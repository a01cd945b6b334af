/*
 * The dispatch self-check (access.h): for every object of the table and
 * every method declaration its row says calls resolve to, the body the JVM
 * selects in the output (JVMS 5.4.6: superclasses, then the maximally-
 * specific superinterface methods, over the class files built, copied and
 * of the library) must be the body it selected in the input.  The access
 * and type checks pass a jar whose overriding changed: a declaration placed
 * in the package of a frozen class's package-private method overrides it,
 * and a public body below then overrides it too (5.4.5's transitive rule);
 * a frozen class's body homed in a new class is written nowhere, so the
 * object inherits another body of its signature.  Either runs the wrong
 * method silently, so it is a refusal, blamed on the object's class: the
 * fallback freezes it, and a frozen class keeps its superclass chain.
 */
#include <string.h>

#include "access.h"
#include "restructure.h"

/* More superinterfaces than this: no claim. */
#define SUPERINTERFACES_MAX 256

static const char *class_name(const struct kaba_class *c, size_t *len)
{
	return kaba_cp_class_name(c, c->this_class, len);
}

static const struct kaba_class *super_of(const struct access_world *w, const struct kaba_class *c)
{
	const struct kaba_class *s = NULL;
	const char *name;
	size_t len;

	if (!c->super_class || !(name = kaba_cp_class_name(c, c->super_class, &len)) ||
	    w->find(w->ctx, name, len, &s) != ACCESS_FOUND)
		return NULL;
	return s;
}

/* The instance method name+desc that class c declares, or NULL. */
static const struct kaba_member *declared(const struct kaba_class *c, const char *name,
					  const char *desc)
{
	uint16_t i;

	for (i = 0; i < c->methods.n; i++) {
		const struct kaba_member *m = &c->methods.v[i];

		if (!(m->access & KABA_ACC_STATIC) && kaba_cp_utf8_equals(c, m->name_index, name) &&
		    kaba_cp_utf8_equals(c, m->descriptor_index, desc))
			return m;
	}
	return NULL;
}

static int same_package(const struct kaba_class *a, const struct kaba_class *b)
{
	size_t la, lb;
	const char *na = class_name(a, &la), *nb = class_name(b, &lb);

	return na && nb && access_same_package(na, la, nb, lb);
}

/* Does mc of class c override ma of class a above it (JVMS 5.4.5, with
 * the transitive rule (b) through a method mb of a class in between)? */
static int overrides(const struct access_world *w, const struct kaba_class *c, uint16_t mc,
		     const struct kaba_class *a, uint16_t ma, const char *name, const char *desc)
{
	const struct kaba_class *b;

	if ((mc | ma) & KABA_ACC_PRIVATE)
		return 0;
	if ((ma & (KABA_ACC_PUBLIC | KABA_ACC_PROTECTED)) || same_package(c, a))
		return 1;
	for (b = super_of(w, c); b && b != a; b = super_of(w, b)) {
		const struct kaba_member *mb = declared(b, name, desc);

		if (mb && overrides(w, b, mb->access, a, ma, name, desc) &&
		    overrides(w, c, mc, b, mb->access, name, desc))
			return 1;
	}
	return 0;
}

/* The superinterfaces of class or interface c, direct and indirect, added
 * to set[*n] once each; 0 when one is unknown or there are more than cap. */
static int add_superinterfaces(const struct access_world *w, const struct kaba_class *c,
			       const struct kaba_class **set, size_t *n, size_t cap)
{
	uint16_t i;

	for (i = 0; i < c->interfaces.n; i++) {
		const struct kaba_class *s = NULL;
		size_t k, len;
		const char *name = kaba_cp_class_name(c, c->interfaces.v[i], &len);

		if (!name || w->find(w->ctx, name, len, &s) != ACCESS_FOUND)
			return 0;
		for (k = 0; k < *n && set[k] != s; k++)
			;
		if (k < *n)
			continue;
		if (*n == cap)
			return 0;
		set[(*n)++] = s;
		if (!add_superinterfaces(w, s, set, n, cap))
			return 0;
	}
	return 1;
}

/* Is interface s a superinterface of interface i (i itself excluded)? */
static int superinterface_of(const struct access_world *w, const struct kaba_class *i,
			     const struct kaba_class *s)
{
	const struct kaba_class *set[SUPERINTERFACES_MAX];
	size_t n = 0, k;

	if (!add_superinterfaces(w, i, set, &n, SUPERINTERFACES_MAX))
		return 0;
	for (k = 0; k < n; k++)
		if (set[k] == s)
			return 1;
	return 0;
}

/* Step 3 of 5.4.6: the maximally-specific superinterface methods of
 * class n named name+desc (neither private nor static); the one that is
 * not abstract, when exactly one is, else *abstract (the JVM throws
 * AbstractMethodError or IncompatibleClassChangeError).  NULL: no
 * candidate, or an interface is unknown. */
static const struct kaba_class *maximally_specific(const struct access_world *w,
						   const struct kaba_class *n, const char *name,
						   const char *desc, int *abstract)
{
	const struct kaba_class *set[SUPERINTERFACES_MAX], *body = NULL, *first = NULL, *x;
	size_t count = 0, i, j, bodies = 0;

	for (x = n; x; x = super_of(w, x))
		if (!add_superinterfaces(w, x, set, &count, SUPERINTERFACES_MAX))
			return NULL;
	for (i = 0; i < count; i++) {
		const struct kaba_member *m = declared(set[i], name, desc);

		if (!m || (m->access & KABA_ACC_PRIVATE))
			continue;
		for (j = 0; j < count; j++)
			if (j != i && declared(set[j], name, desc) &&
			    !(declared(set[j], name, desc)->access & KABA_ACC_PRIVATE) &&
			    superinterface_of(w, set[j], set[i]))
				break;
		if (j < count)
			continue;               /* a subinterface declares it too */
		if (!first)
			first = set[i];
		if (!(m->access & KABA_ACC_ABSTRACT)) {
			body = set[i];
			bodies++;
		}
	}
	*abstract = bodies != 1;
	return bodies == 1 ? body : first;
}

const struct kaba_class *dispatch_select(const struct access_world *w, const struct kaba_class *n,
					 const struct kaba_class *r, const char *name,
					 const char *desc, int *abstract)
{
	const struct kaba_member *mr = declared(r, name, desc), *m;
	uint16_t ar;
	const struct kaba_class *x, *s;

	if (!mr && !(r->access & KABA_ACC_INTERFACE))
		return NULL;
	ar = mr && !(r->access & KABA_ACC_INTERFACE) ? mr->access : KABA_ACC_PUBLIC;
	for (x = n;; x = s) {
		if ((m = declared(x, name, desc)) &&
		    (x == r || overrides(w, x, m->access, r, ar, name, desc))) {
			*abstract = (m->access & KABA_ACC_ABSTRACT) != 0;
			return x;
		}
		if (!x->super_class)
			break;          /* java/lang/Object, checked */
		if (!(s = super_of(w, x)))
			return NULL;    /* an unknown superclass might declare it */
	}
	return maximally_specific(w, n, name, desc, abstract);
}

static const struct kaba_class *output_class(const struct access_world *w, const char *name)
{
	const struct kaba_class *c = NULL;

	return w->find(w->ctx, name, strlen(name), &c) == ACCESS_FOUND ? c : NULL;
}

/* Where method x lives in the output: its class and its name and
 * descriptor there; 0 when it has no place (no home), -1 with err set. */
static int output_member(struct plan *pl, enum kaba_column_kind kind, const struct kaba_pmember *x,
			 const char **cls, const char **name, const char **desc,
			 struct kaba_error *err)
{
	size_t col, h;

	if (!plan_user_class(pl, x->owner->name, x->owner->name_len)) {
		*cls = x->owner->name;
		*name = x->name;
		*desc = x->descriptor;
		return 1;
	}
	if ((col = plan_member_column(pl, kind, x)) == KABA_NONE ||
	    (h = plan_of_column(pl, col)) == KABA_NONE)
		return 0;
	*cls = pl->cls[h].name;
	*name = plan_member_name(pl, x);
	return (*desc = retype_method_desc(pl, x, err)) ? 1 : -1;
}

/* Check the calls on the object of row r, of original class o and output
 * class n, that resolve to the method of column c: a declaration its
 * row's calls name, or a body it runs, which its own declaration must
 * still select (a frozen class's code calls it, with no dcl column). */
static int check_call(struct plan *pl, const struct access_world *w, size_t r,
		      struct kaba_pclass *o, const struct kaba_class *n, size_t c,
		      struct kaba_error *err)
{
	const struct kaba_origin *col = &pl->t->columns[c].origin;
	struct kaba_pclass *owner = kaba_program_class(pl->prog, col->owner);
	struct kaba_pmember *mr = owner ? kaba_pclass_method(owner, col->member, col->descriptor) : NULL;
	const char *rc_name, *name, *desc, *xc, *xn, *xd, *got;
	const struct kaba_class *rc, *sel;
	struct kaba_link l;
	int found, abstract = 0;
	size_t len;

	if (!mr || (mr->access & (KABA_ACC_STATIC | KABA_ACC_PRIVATE)) || mr->name[0] == '<')
		return KABA_OK;
	l = kaba_select_virtual(pl->prog, mr, o);
	if (l.status != KABA_LINK_OK)
		return KABA_OK;
	if ((found = output_member(pl, pl->t->columns[c].kind, mr, &rc_name, &name, &desc, err)) <= 0 ||
	    (found = output_member(pl, KABA_COL_DEF, l.member, &xc, &xn, &xd, err)) <= 0)
		return found < 0 ? err->status : KABA_OK;
	if (!(rc = output_class(w, rc_name)) ||
	    !(sel = dispatch_select(w, n, rc, name, desc, &abstract)))
		return KABA_OK;
	if (!(got = class_name(sel, &len)))
		return KABA_OK;
	if (!abstract && strlen(xc) == len && !memcmp(got, xc, len))
		return KABA_OK;
	return plan_unsupported(pl, err, o, "a call of %s.%s%s on the object %s runs %s.%s%s, "
				"but the output selects %s %s in %.*s: another body (JVMS 5.4.5-6)",
				mr->owner->name, mr->name, mr->descriptor, pl->t->rows[r].name,
				l.member->owner->name, l.member->name, l.member->descriptor,
				abstract ? "the abstract" : "the body of", name, (int)len, got);
}

int dispatch_check_plan(struct plan *pl, const struct access_world *w, struct kaba_error *err)
{
	const struct kaba_table *t = pl->t;
	size_t r, c, k;
	int rc = KABA_OK;

	for (r = 0; r < t->nrows && !rc; r++) {
		const struct kaba_row *row = &t->rows[r];
		struct kaba_pclass *o;
		const struct kaba_class *n;

		if (row->kind != KABA_ROW_OBJECT || !row->origin.type ||
		    !(o = kaba_program_class(pl->prog, row->origin.type)))
			continue;
		/* an object of a frozen class is made of that class */
		if (plan_user_class(pl, o->name, o->name_len))
			n = (k = plan_of_row(pl, r)) == KABA_NONE ? NULL : output_class(w, pl->cls[k].name);
		else
			n = output_class(w, o->name);
		if (!n)
			continue;
		for (c = 0; c < t->ncolumns && !rc; c++)
			if ((t->columns[c].kind == KABA_COL_DCL || t->columns[c].kind == KABA_COL_DEF) &&
			    kaba_table_get(t, r, c))
				rc = plan_carry_on(pl, err, check_call(pl, w, r, o, n, c, err));
	}
	return rc;
}
