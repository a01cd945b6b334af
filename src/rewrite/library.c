/*
 * Library supertypes in the new hierarchy (snelting-tip §7.4: library
 * classes are never refactored, and a user class keeps the library
 * supertypes it had).  The JVM and the library see an object through them:
 * `athrow` and handlers need a Throwable, the library calls compareTo on a
 * Comparable, a library superclass holds state and code of its own.
 *
 * So each new class that holds objects implements the library interfaces
 * of their original classes, and the root of the superclass chain above it
 * extends their library superclass (java/lang/Object for most).
 *
 * A class above objects of different library superclasses (user classes
 * extending Object and user exceptions extending RuntimeException) cannot
 * be a class: no class is a superclass of both.  It can be an interface if
 * it holds nothing only a class can hold, that is no field, no body, no
 * constructor and no object: only declarations, type checks and library
 * members such as def(Object.<init>) (Object's members are every
 * interface's).  Such a class becomes an interface, and the classes right
 * below it become roots extending their own library superclass; static
 * members it kept for an original class of its name (plan.c) move to a
 * holder of their own with that name, and the interface is renamed
 * (holders.c).  Any other such class is refused (exit 4): the proposal must
 * keep those objects apart (the MI fallback's merges are what usually
 * joins them).  Interfaces are enough on the classes of the objects
 * themselves, since the verifier takes any reference for an interface type.
 * But not the other way round: a value typed with an interface is no
 * PrintWriter to the verifier, so a value whose original class extends a
 * library class is typed with that class where its new class is an
 * interface (plan_value_class: descriptors, casts, array loads); members of
 * the interface are called through invokeinterface, which takes any
 * reference.
 */
#include <stdlib.h>
#include <string.h>

#include "holders.h"

#define OBJECT "java/lang/Object"

/* The first library class above user class c. */
static const char *library_super(const struct plan *pl, const struct kaba_pclass *c)
{
	while (c && c->origin == KABA_ORIGIN_USER) {
		const struct kaba_pclass *s = c->super_name ?
			plan_user_class(pl, c->super_name, strlen(c->super_name)) : NULL;

		if (!s)
			return c->super_name ? c->super_name : OBJECT;
		c = s;
	}
	return OBJECT;
}

const char *plan_value_class(const struct plan *pl, size_t k, const char *type, size_t len)
{
	const struct kaba_pclass *c = type ? plan_user_class(pl, type, len) : NULL;
	const char *l = c ? library_super(pl, c) : OBJECT;

	if (k != KABA_NONE && (!pl->cls[k].is_interface || !strcmp(l, OBJECT)))
		return pl->cls[k].name;
	return l;
}

static int add_iface(struct plan *pl, struct plan_class *pc, const char *name,
		     struct kaba_error *err)
{
	const char **v;
	size_t i;

	for (i = 0; i < pc->nlib_ifaces; i++)
		if (!strcmp(pc->lib_ifaces[i], name))
			return KABA_OK;
	if (!(v = kaba_arena_alloc(&pl->arena, (pc->nlib_ifaces + 1) * sizeof(*v))))
		return kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
	if (pc->nlib_ifaces)
		memcpy(v, pc->lib_ifaces, pc->nlib_ifaces * sizeof(*v));
	v[pc->nlib_ifaces++] = name;
	pc->lib_ifaces = v;
	return KABA_OK;
}

/* The library interfaces of user type c and of its user supertypes. */
static int library_ifaces(struct plan *pl, struct plan_class *pc, const struct kaba_pclass *c,
			  unsigned depth, struct kaba_error *err)
{
	uint16_t j;
	int rc;

	if (!c || depth > KABA_PROGRAM_MAX_DEPTH)
		return KABA_OK;
	for (j = 0; j < c->ninterfaces; j++) {
		const char *n = c->interface_names[j];
		const struct kaba_pclass *u = plan_user_class(pl, n, strlen(n));

		if ((rc = u ? library_ifaces(pl, pc, u, depth + 1, err) : add_iface(pl, pc, n, err)))
			return rc;
	}
	return c->super_name ? library_ifaces(pl, pc, plan_user_class(pl, c->super_name,
						strlen(c->super_name)), depth + 1, err) : KABA_OK;
}

/* What plan class k holds that only a class can hold: a user field, body,
 * constructor or an object (its name); NULL if nothing, so that k can be
 * an interface. */
static const char *class_only(const struct plan *pl, size_t k)
{
	const struct kaba_table *t = pl->t;
	size_t c, r;

	for (r = 0; r < t->nrows; r++)
		if (t->rows[r].kind == KABA_ROW_OBJECT && plan_of_row(pl, r) == k)
			return t->rows[r].name;
	for (c = 0; c < t->ncolumns; c++) {
		const struct kaba_column *col = &t->columns[c];
		const char *owner = col->origin.owner;

		if (plan_of_column(pl, c) != k || !owner || !plan_user_class(pl, owner, strlen(owner)))
			continue;
		if (col->kind == KABA_COL_FIELD || col->kind == KABA_COL_DEF ||
		    (col->kind == KABA_COL_DCL && !strcmp(col->origin.member, "<init>")))
			return col->name;
	}
	return NULL;
}

/* Plan class k becomes an interface: the classes below it implement it
 * instead of extending it (ifaces has room: it was one of their supers). */
static int make_interface(struct plan *pl, size_t k, struct kaba_error *err)
{
	size_t i;
	int rc;

	if (pl->cls[k].statics_of && (rc = holder_split(pl, k, err)))
		return rc;
	pl->cls[k].is_interface = 1;
	pl->cls[k].is_abstract = 0;
	for (i = 0; i < pl->n; i++)
		if (pl->cls[i].super == k) {
			pl->cls[i].ifaces[pl->cls[i].nifaces++] = k;
			pl->cls[i].super = KABA_NONE;
			pl->cls[i].super_name = OBJECT;
		}
	return KABA_OK;
}

int plan_library_supertypes(struct plan *pl, struct kaba_error *err)
{
	const struct kaba_table *t = pl->t;
	/* per plan class: the library superclass of the objects at or below
	 * it, and the first different one met (NULL while there is none) */
	const char **lib = calloc(pl->n + 1, sizeof(*lib)), **other = calloc(pl->n + 1, sizeof(*other));
	const struct kaba_pclass **who = calloc(pl->n + 1, sizeof(*who));
	size_t r, k, n = pl->n; /* holder_split adds holders, which hold no objects */
	int rc = KABA_OK;

	if (!lib || !other || !who) {
		rc = kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
		goto done;
	}
	for (r = 0; r < t->nrows && !rc; r++) {
		const struct kaba_row *row = &t->rows[r];
		const struct kaba_pclass *c;
		size_t steps = 0;
		const char *l;

		k = plan_of_row(pl, r);
		if (row->kind != KABA_ROW_OBJECT || k == KABA_NONE || !row->origin.type ||
		    !(c = plan_user_class(pl, row->origin.type, strlen(row->origin.type))))
			continue;
		rc = library_ifaces(pl, &pl->cls[k], c, 0, err);
		for (l = library_super(pl, c); k != KABA_NONE && steps++ <= pl->n; k = pl->cls[k].super) {
			if (!lib[k])
				lib[k] = l;
			else if (!other[k] && strcmp(lib[k], l)) {
				other[k] = l;
				who[k] = c;
			}
		}
	}
	for (k = 0; k < n && !rc; k++) {
		const char *what = other[k] ? class_only(pl, k) : NULL;

		if (what)
			rc = plan_unsupported(pl, err, who[k], "objects of library superclasses %s and "
					      "%s under one new class %s, which must be a class (it "
					      "holds %s)", lib[k], other[k], pl->cls[k].name, what);
	}
	for (k = 0; k < n && !rc; k++)
		if (other[k])
			rc = make_interface(pl, k, err);
	for (k = 0; k < n && !rc; k++)
		if (lib[k] && !pl->cls[k].is_interface && pl->cls[k].super == KABA_NONE)
			pl->cls[k].super_name = lib[k];
done:
	free(lib);
	free(other);
	free(who);
	return rc;
}
