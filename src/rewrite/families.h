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

/* The topmost method m overrides in its original superclass chain
 * (JVMS 5.4.5): methods with one root are one virtual method. */
const struct kaba_pmember *family_root(struct plan *pl, const struct kaba_pmember *m);

/* Rename, of package-private m's family, the methods that are m's root or
 * override it (those another family's renaming named keep that name);
 * each renamed member that some object runs for a call of another member
 * gets a bridge (pl->bridges) for that one's name.  FAMILY_BOUND as
 * family_rename. */
int family_rename_below_root(struct plan *pl, const struct kaba_pmember *m,
			     struct kaba_error *err);

/* The root of the family whose name m carries: the topmost method m is or
 * overrides that has m's output name (not another family's, which a
 * renamed family's member overrides too when it has bridges). */
const struct kaba_pmember *family_carrier_root(struct plan *pl, const struct kaba_pmember *m);

/* Does m answer calls of `name` in the output, by its body or a bridge? */
int family_carries(const struct plan *pl, const struct kaba_pmember *m, const char *name);

/* The code of method `out` of class k, a bridge of descriptor desc that
 * passes this and its parameters to m's body beside it (invokespecial:
 * what overrides m below does not run for the bridge's callers) and
 * returns its result. */
int family_bridge_code(struct plan *pl, size_t k, uint16_t out, const struct kaba_pmember *m,
		       const char *desc, struct kaba_error *err);

#endif
