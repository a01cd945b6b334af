/*
 * Private methods out of reach.  A private method is called only from its
 * own class, but retyping may put the caller's body in another class than
 * the private method's: the JVM then refuses the call (IllegalAccessError;
 * the output has no nest attributes).  Private methods are bound, never
 * overridden, so the calling class can get its own copy of the body, under
 * a name unique to the original method, and call that:
 *
 *   - a static one, always: it has no `this`, and its class was initialised
 *     before (the original caller was in that class);
 *   - an instance one only when its receiver is the caller's `this`: a
 *     javac lambda body (synthetic: its receiver is the captured `this`), or
 *     a call whose receiver body.c sees pushed by `aload_0`
 *     (receiver_is_this); and the calling class must lie below the body's
 *     home, so that `this` reaches every member the body uses (I1).
 *
 * An instance one called on another receiver, or from a class not below
 * its home, gets instead a non-private copy in its home, NAME$OWNER,
 * called with invokevirtual (private_open): the receiver's class is at or
 * below the home (a statically bound call on a receiver p ties the
 * callee's this-row into p's row, C9), the unique name keeps it from
 * overriding or being overridden (private copies of one name in classes
 * below are private, so the JVM's selection passes them by), and it is
 * public where members are (emit.c: several packages).
 *
 * A super call (invokespecial of a user method) is bound too: it runs the
 * body the original superclass chain selects.  When the new hierarchy
 * puts that body elsewhere than above the caller, or another body of its
 * signature in between (invokespecial would select that one), the calling
 * class gets a private copy of the body the same way (super_reach).  Its
 * `this` reaches every member the body uses: a statically bound call ties
 * the callee's this-row into the caller's (C8), whose members are above
 * the caller's class (I1).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "privates.h"

#define ACC_SYNTHETIC 0x1000

/* A copy of m's body in plan class k, NAME$OWNER (`/` as `$`): made
 * once, then found. */
static const char *copy_into(struct plan *pl, size_t k, const struct kaba_pmember *m,
			     const char *desc, uint16_t access, struct kaba_error *err)
{
	struct kaba_class *cf = pl->cls[k].cf;
	size_t len = strlen(m->name) + strlen(m->owner->name) + 2, i;
	char *name;

	if (!(name = kaba_arena_alloc(&pl->arena, len))) {
		kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
		return NULL;
	}
	snprintf(name, len, "%s$%s", m->name, m->owner->name);
	for (i = 0; name[i]; i++)
		if (name[i] == '/')
			name[i] = '$';
	if (class_method(cf, name, desc) >= 0)
		return name;    /* copied before */
	if (!kaba_member_add(cf, &cf->methods, access, name, desc, err) ||
	    retype_body(pl, k, m, (uint16_t)(cf->methods.n - 1), err))
		return NULL;
	return name;
}

const char *private_reach(struct plan *pl, size_t k, const struct kaba_pmember *m,
			  const char *desc, size_t home, struct kaba_error *err)
{
	return private_reach_this(pl, k, m, desc, home, (m->access & ACC_SYNTHETIC) != 0, err);
}

const char *private_reach_this(struct plan *pl, size_t k, const struct kaba_pmember *m,
			       const char *desc, size_t home, int on_this, struct kaba_error *err)
{
	if (home == k)
		return plan_member_name(pl, m);
	if (!(m->access & KABA_ACC_STATIC) &&
	    (!on_this || home == KABA_NONE || !plan_below(pl, k, home))) {
		plan_unsupported(pl, err, m->owner, "private method %s.%s%s called from new "
				 "class %s, out of its reach", m->owner->name, m->name,
				 m->descriptor, pl->cls[k].name);
		return NULL;
	}
	return copy_into(pl, k, m, desc, m->access, err);
}

const char *private_open(struct plan *pl, const struct kaba_pmember *m, const char *desc,
			 size_t home, struct kaba_error *err)
{
	uint16_t access = (uint16_t)(m->access & ~(KABA_ACC_PRIVATE | KABA_ACC_PROTECTED));

	if (pl->multi_package)
		access |= KABA_ACC_PUBLIC;
	return copy_into(pl, home, m, desc, access, err);
}

const char *super_reach(struct plan *pl, size_t k, const struct kaba_pmember *m,
			const char *desc, struct kaba_error *err)
{
	uint16_t access = (uint16_t)((m->access & ~(KABA_ACC_PUBLIC | KABA_ACC_PROTECTED)) |
				     KABA_ACC_PRIVATE);

	return copy_into(pl, k, m, desc, access, err);
}
