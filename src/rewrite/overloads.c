/*
 * Overloads that retyping would merge (docs/constraints.md §7.8: "after retyping,
 * overloads may collide").  Methods of one name with different descriptors
 * are different methods to the JVM.  When retyping gives two virtual ones
 * one output descriptor (m(A) and m(B) when A and B rows get one class, or
 * m(A[]) and m(B[]), arrays of user classes being Object[]) and their new
 * classes are related, one would override the other and calls would run
 * the wrong body; so would a user overload that comes out with the
 * signature of a library method it did not override (equals(A) as
 * equals(Object)), or of a method of a frozen class, which keeps its
 * descriptors (K2.ov(K2) retyped to ov(K1) below frozen K1.ov(K1)).  One
 * of the two families is renamed instead (families.c: every declaration,
 * body and call of it), the one the library cannot call; when the library
 * may call both, that is refused.
 */
#include <stdlib.h>
#include <string.h>

#include "families.h"

struct sig {
	const struct kaba_pmember *m;
	const char *desc;       /* the output descriptor */
	size_t home[2];         /* plan classes of def(m) and dcl(m) */
};

static int by_name_desc(const void *a, const void *b)
{
	const struct sig *x = a, *y = b;
	int c = strcmp(x->m->name, y->m->name);

	return c ? c : strcmp(x->desc, y->desc);
}

/* The order of the families: by name and output descriptor, then by
 * original descriptor and class, so that which one is renamed does not
 * depend on qsort. */
static int by_family(const void *a, const void *b)
{
	const struct sig *x = a, *y = b;
	int c = by_name_desc(a, b);

	if (!c)
		c = strcmp(x->m->descriptor, y->m->descriptor);
	return c ? c : strcmp(x->m->owner->name, y->m->owner->name);
}

/* Do a and b keep one name in the output? */
static int same_name(const struct plan *pl, const struct sig *a, const struct sig *b)
{
	return !strcmp(plan_member_name(pl, a->m), plan_member_name(pl, b->m));
}

/* Do the new classes of a and b lie on one line of the hierarchy? */
static int related(const struct plan *pl, const struct sig *a, const struct sig *b)
{
	int i, j;

	for (i = 0; i < 2; i++)
		for (j = 0; j < 2; j++)
			if (a->home[i] != KABA_NONE && b->home[j] != KABA_NONE &&
			    (plan_subtype(pl, a->home[i], b->home[j]) ||
			     plan_subtype(pl, b->home[j], a->home[i])))
				return 1;
	return 0;
}

/* A method of a class the generator does not restructure (a library class,
 * or a frozen user class, written with its own descriptors) among m's
 * original supertypes that m, retyped to desc, would override, though m
 * did not; NULL if none.  Frozen classes are closed upward (a frozen
 * class's supertypes are frozen), so none lies below a restructured class:
 * m can only meet those above its own class. */
static const struct kaba_pmember *library_match(struct plan *pl, const struct kaba_pmember *m,
						const char *desc)
{
	struct kaba_pclass *const *ifaces;
	struct kaba_pclass *c;
	const struct kaba_pmember *x;
	size_t i, ni;
	int complete;

	if (!strcmp(desc, m->descriptor))
		return NULL;
	for (c = m->owner; c; c = c->super)
		if (!plan_user_class(pl, c->name, c->name_len) &&
		    (x = kaba_pclass_method(c, m->name, desc)) &&
		    !(x->access & (KABA_ACC_STATIC | KABA_ACC_PRIVATE)))
			return x;
	ifaces = kaba_pclass_superinterfaces(pl->prog, m->owner, &ni, &complete);
	for (i = 0; i < ni; i++)
		if (!plan_user_class(pl, ifaces[i]->name, ifaces[i]->name_len) &&
		    (x = kaba_pclass_method(ifaces[i], m->name, desc)) &&
		    !(x->access & KABA_ACC_STATIC))
			return x;
	return NULL;
}

/* The virtual methods with a live column, each with its output descriptor;
 * the count, or -1 with err set. */
static long collect(struct plan *pl, struct sig *v, struct kaba_error *err)
{
	size_t n = kaba_program_user_count(pl->prog), i;
	long at = 0;
	uint16_t j;

	for (i = 0; i < n; i++) {
		const struct kaba_pclass *c = kaba_program_user(pl->prog, i);

		if (!plan_user_class(pl, c->name, c->name_len))
			continue;       /* frozen: copied as it is */
		for (j = 0; j < c->nmethods; j++) {
			const struct kaba_pmember *m = &c->methods[j];
			struct sig *s = &v[at];

			if ((m->access & (KABA_ACC_STATIC | KABA_ACC_PRIVATE)) || m->name[0] == '<')
				continue;
			s->m = m;
			s->home[0] = plan_of_column(pl, plan_member_column(pl, KABA_COL_DEF, m));
			s->home[1] = plan_of_column(pl, plan_member_column(pl, KABA_COL_DCL, m));
			if (s->home[0] == KABA_NONE && s->home[1] == KABA_NONE)
				continue;       /* dead: not written */
			if (!(s->desc = retype_method_desc(pl, m, err)))
				return -1;
			at++;
		}
	}
	return at;
}

/* m's family, which retyping gives descriptor desc, would meet the library
 * method x or the family of y: rename m's family, else y's (y may be
 * NULL), else refuse. */
static int rename_either(struct plan *pl, const struct sig *m, const struct sig *y,
			 const struct kaba_pmember *x, struct kaba_error *err)
{
	int rc = family_rename(pl, m->m, err);

	if (rc == FAMILY_BOUND && y)
		rc = family_rename(pl, y->m, err);
	if (rc != FAMILY_BOUND)
		return rc;
	if (x)
		return plan_unsupported(pl, err, m->m->owner, "%s.%s%s would override %s "
					"method %s.%s%s once retyped to %s, and the library may "
					"call it", m->m->owner->name, m->m->name, m->m->descriptor,
					x->owner->origin == KABA_ORIGIN_USER ? "frozen" : "library",
					x->owner->name, x->name, x->descriptor, m->desc);
	return plan_unsupported(pl, err, m->m->owner, "%s.%s%s and %s.%s%s would become one "
				"virtual method %s%s, and the library may call both",
				m->m->owner->name, m->m->name, m->m->descriptor, y->m->owner->name,
				y->m->name, y->m->descriptor, m->m->name, m->desc);
}

int overloads_check(struct plan *pl, struct kaba_error *err)
{
	size_t n = kaba_program_user_count(pl->prog), i, total = 0;
	struct sig *v;
	const struct kaba_pmember *x;
	long at, a, b;
	int rc = KABA_OK;

	if (pl->overloads_checked)
		return KABA_OK;
	pl->overloads_checked = 1;
	for (i = 0; i < n; i++)
		total += kaba_program_user(pl->prog, i)->nmethods;
	if (!(v = calloc(total + 1, sizeof(*v))))
		return kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
	if ((at = collect(pl, v, err)) < 0) {
		free(v);
		return err->status;
	}
	qsort(v, (size_t)at, sizeof(*v), by_family);
	for (a = 0; a < at && !rc; a++) {
		if (plan_member_name(pl, v[a].m) == v[a].m->name &&
		    (x = library_match(pl, v[a].m, v[a].desc)))
			rc = rename_either(pl, &v[a], NULL, x, err);
		/* the later family is renamed first: the earlier one keeps its
		 * name for the ones after it */
		for (b = a + 1; b < at && !rc && !by_name_desc(&v[a], &v[b]); b++)
			if (strcmp(v[a].m->descriptor, v[b].m->descriptor) && same_name(pl, &v[a], &v[b]) &&
			    related(pl, &v[a], &v[b]))
				rc = rename_either(pl, &v[b], &v[a], NULL, err);
	}
	free(v);
	return rc;
}
