/*
 * Library supertypes in the new hierarchy (snelting-tip §7.4: library
 * classes are never refactored, and a user class keeps the library
 * supertypes it had).  The JVM and the library see an object through them:
 * `athrow` and handlers need a Throwable, the library calls compareTo on a
 * Comparable, a library superclass holds state and code of its own.
 *
 * So each new class that holds objects implements the library interfaces
 * of their original classes, and the root of the superclass chain above it
 * extends their library superclass (java/lang/Object for most).  A root
 * above objects of different library superclasses has no such superclass:
 * refused.  Interfaces are enough on the classes of the objects themselves,
 * since the verifier takes any reference for an interface type.
 */
#include <stdlib.h>
#include <string.h>

#include "restructure.h"

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

static size_t root_of(const struct plan *pl, size_t k)
{
	size_t steps = 0;

	while (pl->cls[k].super != KABA_NONE && steps++ <= pl->n)
		k = pl->cls[k].super;
	return k;
}

int plan_library_supertypes(struct plan *pl, struct kaba_error *err)
{
	const struct kaba_table *t = pl->t;
	const char **need = calloc(pl->n + 1, sizeof(*need));
	size_t r;
	int rc = KABA_OK;

	if (!need)
		return kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
	for (r = 0; r < t->nrows && !rc; r++) {
		const struct kaba_row *row = &t->rows[r];
		const struct kaba_pclass *c;
		size_t k = plan_of_row(pl, r), root;
		const char *l;

		if (row->kind != KABA_ROW_OBJECT || k == KABA_NONE || !row->origin.type ||
		    !(c = plan_user_class(pl, row->origin.type, strlen(row->origin.type))))
			continue;
		root = root_of(pl, k);
		l = library_super(pl, c);
		if (need[root] && strcmp(need[root], l))
			rc = plan_unsupported(pl, err, c, "objects of library superclasses %s and "
					      "%s under one new class %s", need[root], l,
					      pl->cls[root].name);
		need[root] = l;
		if (!rc)
			rc = library_ifaces(pl, &pl->cls[k], c, 0, err);
	}
	for (r = 0; r < pl->n && !rc; r++)
		if (need[r] && !pl->cls[r].is_interface)
			pl->cls[r].super_name = need[r];
	free(need);
	return rc;
}
