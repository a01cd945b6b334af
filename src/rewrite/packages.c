/*
 * Method families renamed apart across packages, decided before any class
 * file is built (packages_plan, in kaba_rewrite_jars' planning pass).  In
 * a program of several packages every member that is not a private method
 * becomes public (emit.c), so a package-private family could start to
 * override a same-named method of another package; the family is renamed
 * (families.c), with bridges where one of its methods also answers another
 * family's calls.  Emission reads the renames (plan_member_name) and the
 * bridges (pl->bridges) and adds none.
 */
#include <string.h>

#include "families.h"

/* Is there a method of another package and another family, of m's name
 * and output descriptor `desc`, that would override or be overridden by
 * m's family once both are public?  1 or 0, -1 with err set.  With
 * `rename` set, each such method's family is renamed instead: KABA_OK,
 * FAMILY_BOUND when one cannot be, or a status. */
static int foreign_namesake(struct plan *pl, const struct kaba_pmember *m, const char *desc,
			    int rename, struct kaba_error *err)
{
	const struct kaba_pmember *root = family_root(pl, m);
	size_t c;

	for (c = 0; c < pl->t->ncolumns; c++) {
		const struct kaba_pmember *x = plan_column_method(pl, c);
		int same;

		if (!x || strcmp(plan_member_name(pl, x), plan_member_name(pl, m)) ||
		    kaba_same_runtime_package(x->owner, m->owner) ||
		    family_root(pl, x) == root)
			continue;
		if ((same = retype_desc_is(pl, x, desc, err)) < 0)
			return rename ? err->status : same;
		if (same && !rename)
			return same;
		if (same && (same = family_rename(pl, x, err)))
			return same;
	}
	return 0;
}

/* In a program of several packages every method becomes public, and two
 * package-private methods of one signature in different packages, or one
 * and a public one, would start to override each other (JVMS §5.4.5 kept
 * them apart).  Such a package-private family is renamed NAME$ROOT
 * (families.c): bodies, declarations and calls (body.c asks
 * plan_member_name) alike; the part of it below its root only, when a
 * method there overrides another family's too (bridged: emit.c's
 * add_bridges writes what pl->bridges holds). */
int packages_plan(struct plan *pl, struct kaba_error *err)
{
	size_t c;

	for (c = 0; pl->multi_package && c < pl->t->ncolumns; c++) {
		const struct kaba_pmember *m = plan_column_method(pl, c);
		const char *desc;
		int clash;

		if (!m || !plan_package_private(m) || plan_member_name(pl, m) != m->name)
			continue;
		if (!(desc = retype_method_desc(pl, m, err)) ||
		    (clash = foreign_namesake(pl, m, desc, 0, err)) < 0)
			return err->status;
		if (!clash)
			continue;
		/* a family that a frozen class calls keeps its name: the other
		 * package's families are renamed then, if they can be */
		if ((clash = family_rename_below_root(pl, m, err)) == FAMILY_BOUND)
			clash = foreign_namesake(pl, m, desc, 1, err);
		if (clash == FAMILY_BOUND)
			clash = plan_unsupported(pl, err, m->owner, "%s.%s%s, package-private and "
						 "called by a frozen class, would override a method "
						 "of another package whose family is so called too",
						 m->owner->name, m->name, m->descriptor);
		if ((clash = plan_carry_on(pl, err, clash)))
			return clash;
	}
	return KABA_OK;
}
