/*
 * Access control (JVMS 17 §5.4.4) and nests (§5.4.4, NestHost and
 * NestMembers): what a restructuring must keep legal when it moves members
 * and changes superclasses.  Module exports are not checked: every public
 * class counts as accessible.
 */
#include <string.h>

#include "internal.h"

/* The class named by Class entry `index` of c, or NULL. */
static struct kaba_pclass *class_at(struct kaba_program *p, const struct kaba_pclass *c,
				    uint16_t index)
{
	size_t len;
	const char *name = kaba_cp_class_name(c->cf, index, &len);

	return name ? kaba_program_class_n(p, name, len) : NULL;
}

/* Does host's NestMembers attribute name c? */
static int lists_member(const struct kaba_pclass *host, const struct kaba_pclass *c)
{
	struct kaba_attr *a = kaba_attr_find(&host->cf->attrs, KABA_ATTR_NEST_MEMBERS);
	uint16_t i;

	for (i = 0; a && i < a->list.n; i++) {
		size_t len;
		const char *name = kaba_cp_class_name(host->cf, a->list.v[i], &len);

		if (name && name_equals(name, len, c->name, c->name_len))
			return 1;
	}
	return 0;
}

struct kaba_pclass *kaba_nest_host(struct kaba_program *p, struct kaba_pclass *c)
{
	struct kaba_attr *a = kaba_attr_find(&c->cf->attrs, KABA_ATTR_NEST_HOST);
	struct kaba_pclass *host;

	if (!a)
		return c;
	/* A host that is missing, elsewhere or does not claim c: since
	 * Java 15 the JVM then makes c its own host. */
	host = class_at(p, c, a->index);
	if (!host || !kaba_same_runtime_package(host, c) || !lists_member(host, c))
		return c;
	return host;
}

int kaba_class_accessible(const struct kaba_pclass *c, const struct kaba_pclass *d)
{
	return (c->access & KABA_ACC_PUBLIC) || kaba_same_runtime_package(c, d);
}

int kaba_member_accessible(struct kaba_program *p, const struct kaba_pmember *m,
			   struct kaba_pclass *ref, struct kaba_pclass *d)
{
	struct kaba_pclass *owner = m->owner;
	int sub, down, up;

	if (m->access & KABA_ACC_PUBLIC)
		return KABA_YES;
	if (m->access & KABA_ACC_PRIVATE)
		return owner == d || kaba_nest_host(p, owner) == kaba_nest_host(p, d);
	if (kaba_same_runtime_package(owner, d))
		return KABA_YES;
	if (!(m->access & KABA_ACC_PROTECTED))
		return KABA_NO;
	sub = kaba_pclass_extends(d, owner);
	if (sub != KABA_YES || (m->access & KABA_ACC_STATIC) || !ref)
		return sub;
	/* protected instance members: only through D's own line */
	down = kaba_pclass_extends(ref, d);
	up = kaba_pclass_extends(d, ref);
	if (down == KABA_YES || up == KABA_YES)
		return KABA_YES;
	return down == KABA_UNKNOWN || up == KABA_UNKNOWN ? KABA_UNKNOWN : KABA_NO;
}
