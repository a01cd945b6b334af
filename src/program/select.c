/*
 * Which method runs: overriding (JVMS 17 §5.4.5), selection for
 * invokevirtual and invokeinterface (§5.4.6) and the lookup of
 * invokespecial (§6.5).
 */
#include <string.h>

#include "internal.h"

static int is_instance(const struct kaba_pmember *m)
{
	return !(m->access & KABA_ACC_STATIC);
}

static int same_signature(const struct kaba_pmember *a, const struct kaba_pmember *b)
{
	return name_equals(a->name, a->name_len, b->name, b->name_len) &&
	       name_equals(a->descriptor, a->descriptor_len, b->descriptor,
			   b->descriptor_len);
}

/* mc overrides mt without a method in between: mt is public or protected,
 * or package-private in mc's run-time package. */
static int overrides_directly(const struct kaba_pmember *mc, const struct kaba_pmember *mt)
{
	return (mt->access & (KABA_ACC_PUBLIC | KABA_ACC_PROTECTED)) ||
	       kaba_same_runtime_package(mc->owner, mt->owner);
}

/*
 * The transitive rule (b) for a package-private ma declared in A: mc
 * overrides ma iff a chain of overrides leads from ma down the superclass
 * chain to mc.  Only a method in ma's run-time package can override ma
 * directly, and a package-private one passes on no more than ma did; the
 * chain opens for everything below once a public or protected method in
 * ma's package overrides ma.  So the rule holds iff such a method is
 * declared strictly between C and A.
 */
static int overrides_through_chain(const struct kaba_pmember *mc,
				   const struct kaba_pmember *ma)
{
	const struct kaba_pclass *x;
	int opened = 0;

	for (x = mc->owner;;) {
		const struct kaba_pmember *mb;

		if (!x->super)          /* missing, or A is not a superclass of C */
			return x->super_name ? KABA_UNKNOWN : KABA_NO;
		x = x->super;
		if (x == ma->owner)
			return opened ? KABA_YES : KABA_NO;
		mb = kaba_pclass_method(x, ma->name, ma->descriptor);
		if (mb && is_instance(mb) &&
		    (mb->access & (KABA_ACC_PUBLIC | KABA_ACC_PROTECTED)) &&
		    kaba_same_runtime_package(mb->owner, ma->owner))
			opened = 1;
	}
}

int kaba_can_override(struct kaba_program *p, const struct kaba_pmember *mc,
		      const struct kaba_pmember *ma)
{
	(void)p;
	if (!mc->is_method || !ma->is_method || !same_signature(mc, ma))
		return KABA_NO;
	if (!is_instance(mc) || !is_instance(ma) ||
	    (mc->access & KABA_ACC_PRIVATE) || (ma->access & KABA_ACC_PRIVATE))
		return KABA_NO;
	if (overrides_directly(mc, ma))
		return KABA_YES;
	return overrides_through_chain(mc, ma);
}

/* The last step of both selections: the one non-abstract maximally
 * specific superinterface method; several are a conflict (ICCE), none an
 * AbstractMethodError. */
static struct kaba_link from_superinterfaces(struct kaba_program *p,
					     struct kaba_pclass *c,
					     const struct kaba_pmember *mr)
{
	struct specific s;

	specific_methods(p, c, mr->name, mr->name_len, mr->descriptor,
			 mr->descriptor_len, &s);
	if (!s.complete)
		return link_fail(KABA_LINK_MISSING_CLASS);
	if (s.nconcrete == 1)
		return link_ok(s.concrete);
	return link_fail(s.nconcrete ? KABA_LINK_INCOMPATIBLE_CLASS_CHANGE
			 : KABA_LINK_ABSTRACT_METHOD);
}

static struct kaba_link selected(struct kaba_pmember *m)
{
	return m->access & KABA_ACC_ABSTRACT ? link_fail(KABA_LINK_ABSTRACT_METHOD)
					     : link_ok(m);
}

/* A declared instance method of x with mr's name and descriptor. */
static struct kaba_pmember *declared(const struct kaba_pclass *x,
				     const struct kaba_pmember *mr)
{
	struct kaba_pmember *m = pclass_method_n(x, mr->name, mr->name_len,
						 mr->descriptor, mr->descriptor_len);

	return m && is_instance(m) ? m : NULL;
}

struct kaba_link kaba_select_virtual(struct kaba_program *p,
				     const struct kaba_pmember *mr,
				     struct kaba_pclass *receiver)
{
	struct kaba_pclass *x;

	if (!is_instance(mr))
		return link_fail(KABA_LINK_INCOMPATIBLE_CLASS_CHANGE);
	if (mr->access & KABA_ACC_PRIVATE)
		return link_ok((struct kaba_pmember *)mr);
	for (x = receiver; x; x = x->super) {
		struct kaba_pmember *m = declared(x, mr);

		if (m) {
			int o = m == mr ? KABA_YES : kaba_can_override(p, m, mr);

			if (o == KABA_UNKNOWN)
				return link_fail(KABA_LINK_MISSING_CLASS);
			if (o == KABA_YES)
				return selected(m);
		}
		if (!x->super && x->super_name)
			return link_fail(KABA_LINK_MISSING_CLASS);
	}
	return from_superinterfaces(p, receiver, mr);
}

struct kaba_link kaba_select_special(struct kaba_program *p,
				     struct kaba_pclass *current,
				     struct kaba_pclass *ref,
				     const struct kaba_pmember *mr)
{
	struct kaba_pclass *c = ref, *x;
	struct kaba_pmember *m;

	if (strcmp(mr->name, "<init>") && !kaba_pclass_is_interface(ref) &&
	    ref != current && kaba_pclass_extends(current, ref) == KABA_YES) {
		c = current->super;
		if (!c)
			return link_fail(KABA_LINK_MISSING_CLASS);
	}
	if (!kaba_pclass_is_interface(c)) {
		/* steps 1 and 2: c and its superclasses */
		for (x = c; x; x = x->super) {
			m = declared(x, mr);
			if (m)
				return selected(m);
			if (!x->super && x->super_name)
				return link_fail(KABA_LINK_MISSING_CLASS);
		}
	} else {
		/* steps 1 and 3: the interface, then Object's public methods */
		struct kaba_pclass *object = kaba_program_class(p, "java/lang/Object");

		m = declared(c, mr);
		if (m)
			return selected(m);
		if (!object)
			return link_fail(KABA_LINK_MISSING_CLASS);
		m = declared(object, mr);
		if (m && (m->access & KABA_ACC_PUBLIC))
			return selected(m);
	}
	return from_superinterfaces(p, c, mr);
}
