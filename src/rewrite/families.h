/*
 * Inside the code generator: renamed members and method families
 * (families.c).  plan_member_name (restructure.h) answers the names.
 */
#ifndef KABA_REWRITE_FAMILIES_H
#define KABA_REWRITE_FAMILIES_H

#include "restructure.h"

/* Record that m is called `name` (arena memory) in the output; NULL with
 * err set when out of memory (name NULL counts as that too). */
const char *plan_rename(struct plan *pl, const struct kaba_pmember *m, char *name,
			struct kaba_error *err);

/* Rename the family of user instance method m (every method the JVM
 * dispatches among with it) to NAME$ROOT.  FAMILY_BOUND, nothing renamed,
 * when the library or a frozen class may call a member of it. */
enum { FAMILY_BOUND = -1 };
int family_rename(struct plan *pl, const struct kaba_pmember *m, struct kaba_error *err);

#endif
