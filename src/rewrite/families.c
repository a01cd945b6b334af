/*
 * Renamed members.  A field or static method that would collide in its new
 * class (emit.c), and a whole method family whose name would make it
 * override methods it did not override before (overloads.c after retyping,
 * emit.c across packages), get a new name; every declaration, body and call
 * asks plan_member_name.
 *
 * A *family* is the set of user instance methods of one name and one
 * original descriptor among which the JVM dispatches: one overrides the
 * other (JVMS §5.4.5), or both are inherited by a class below them (an
 * interface's declaration and the body a superclass gives it).  A call
 * names the method it resolves to, and runs one of that method's family, so
 * renaming every member of a family keeps each call's outcome, and takes
 * the family out of any other's way.  A family that the library or a
 * frozen class may call (one of its members overrides or implements a
 * method of theirs, library assumption L3) keeps its name.  A package-
 * private family that another family meets in one method (which
 * overrides both) is renamed at and below its root only, and that method
 * answers the other family's name through a bridge.
 */
#include <stdlib.h>
#include <string.h>

#include "families.h"
#include "kaba/grow.h"

const char *plan_member_name(const struct plan *pl, const struct kaba_pmember *m)
{
	size_t i;

	for (i = 0; i < pl->nrenamed; i++)
		if (pl->renamed[i].m == m)
			return pl->renamed[i].name;
	return m->name;
}

const char *plan_rename(struct plan *pl, const struct kaba_pmember *m, char *name,
			struct kaba_error *err)
{
	if (!name || kaba_grow((void **)&pl->renamed, &pl->renamed_cap, pl->nrenamed,
			       sizeof(*pl->renamed))) {
		kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
		return NULL;
	}
	pl->renamed[pl->nrenamed].m = m;
	pl->renamed[pl->nrenamed++].name = name;
	return name;
}

static int virtual_method(const struct kaba_pmember *m)
{
	return !(m->access & (KABA_ACC_STATIC | KABA_ACC_PRIVATE)) && m->name[0] != '<';
}

static int is_subtype(struct plan *pl, const struct kaba_pclass *s, const struct kaba_pclass *t)
{
	return kaba_pclass_is_subtype(pl->prog, (struct kaba_pclass *)s,
				      (struct kaba_pclass *)t) != KABA_NO;
}

/* Does the JVM dispatch between a and b (same name and descriptor)?  A
 * missing class answers yes: a family too large is renamed as one. */
static int one_virtual(struct plan *pl, const struct kaba_pmember *a, const struct kaba_pmember *b)
{
	size_t i, n = kaba_program_user_count(pl->prog);

	if (!kaba_pclass_is_interface(a->owner) && !kaba_pclass_is_interface(b->owner)) {
		if (kaba_pclass_extends(a->owner, b->owner))
			return kaba_can_override(pl->prog, a, b) != KABA_NO;
		if (kaba_pclass_extends(b->owner, a->owner))
			return kaba_can_override(pl->prog, b, a) != KABA_NO;
		return 0;       /* two classes: one is above the other, or none */
	}
	/* an interface method is public: any class below both inherits both */
	for (i = 0; i < n; i++) {
		const struct kaba_pclass *d = kaba_program_user(pl->prog, i);

		if (is_subtype(pl, d, a->owner) && is_subtype(pl, d, b->owner))
			return 1;
	}
	return 0;
}

/* Does a library class or interface, or a frozen class, above some user
 * class at or below m's owner declare an instance method of m's name and
 * descriptor?  Then the library may call m's family. */
static int library_bound(struct plan *pl, const struct kaba_pmember *m)
{
	size_t i, j, n = kaba_program_user_count(pl->prog), ni;
	struct kaba_pmember *x;
	int complete;

	for (i = 0; i < n; i++) {
		struct kaba_pclass *d = kaba_program_user(pl->prog, i), *c;
		struct kaba_pclass *const *ifaces;

		if (!is_subtype(pl, d, m->owner))
			continue;
		for (c = d; c; c = c->super)
			if (!plan_user_class(pl, c->name, c->name_len) &&
			    (x = kaba_pclass_method(c, m->name, m->descriptor)) && virtual_method(x))
				return 1;
		ifaces = kaba_pclass_superinterfaces(pl->prog, d, &ni, &complete);
		if (!complete)
			return 1;
		for (j = 0; j < ni; j++)
			if (!plan_user_class(pl, ifaces[j]->name, ifaces[j]->name_len) &&
			    kaba_pclass_method(ifaces[j], m->name, m->descriptor))
				return 1;
	}
	return 0;
}

/* The members of m's family into *v (user classes, frozen ones included),
 * their number, or -1 when out of memory. */
static long family(struct plan *pl, const struct kaba_pmember *m, const struct kaba_pmember ***v)
{
	size_t n = kaba_program_user_count(pl->prog), i, at = 0, done = 0;
	const struct kaba_pmember **cand = calloc(n + 1, sizeof(*cand));
	long ncand = 0, j;

	if (!cand)
		return -1;
	for (i = 0; i < n; i++) {
		const struct kaba_pmember *x = kaba_pclass_method(kaba_program_user(pl->prog, i),
								  m->name, m->descriptor);

		if (x && x != m && virtual_method(x))
			cand[ncand++] = x;
	}
	/* the family first, grown breadth first; the others after it */
	*v = cand;
	memmove(cand + 1, cand, (size_t)ncand * sizeof(*cand));
	cand[0] = m;
	ncand++;
	for (at = 1; done < at; done++)
		for (j = (long)at; j < ncand; j++)
			if (one_virtual(pl, cand[done], cand[j])) {
				const struct kaba_pmember *t = cand[at];

				cand[at++] = cand[j];
				cand[j] = t;
			}
	return (long)at;
}

/* Is `name` free: no user class declares a method of that name, and no
 * member was renamed to it? */
static int name_free(const struct plan *pl, const char *name)
{
	size_t i, n = kaba_program_user_count(pl->prog);
	uint16_t j;

	for (i = 0; i < pl->nrenamed; i++)
		if (!strcmp(pl->renamed[i].name, name))
			return 0;
	for (i = 0; i < n; i++) {
		const struct kaba_pclass *c = kaba_program_user(pl->prog, i);

		for (j = 0; j < c->nmethods; j++)
			if (!strcmp(c->methods[j].name, name))
				return 0;
	}
	return 1;
}

/* NAME$ROOT, ROOT the simple name of the class of the family's topmost
 * member (the first one no other member's class lies above), with more `$`
 * until free; NULL when out of memory. */
static char *family_name(struct plan *pl, const struct kaba_pmember **v, long n)
{
	const struct kaba_pmember *root = v[0];
	const char *simple;
	struct kaba_buf b;
	char *name;
	long i, j;

	for (i = 0; i < n; i++) {
		for (j = 0; j < n && !(j != i && v[j]->owner != v[i]->owner &&
				       is_subtype(pl, v[i]->owner, v[j]->owner)); j++)
			;
		if (j == n) {
			root = v[i];
			break;
		}
	}
	simple = strrchr(root->owner->name, '/');
	kaba_buf_init(&b);
	kaba_buf_printf(&b, "%s$%s", root->name, simple ? simple + 1 : root->owner->name);
	while (!b.oom && (kaba_buf_u8(&b, 0), !name_free(pl, (const char *)b.data)))
		b.data[b.len - 1] = '$';
	name = b.oom ? NULL : kaba_arena_strdup(&pl->arena, (const char *)b.data);
	kaba_buf_free(&b);
	return name;
}

/* Rename v[0..n), a family or the part of one below a root, to NAME$ROOT;
 * FAMILY_BOUND, nothing renamed, when the library or a frozen class may
 * call one of them. */
static int rename_members(struct plan *pl, const struct kaba_pmember **v, long n,
			  struct kaba_error *err)
{
	char *name;
	long i;

	for (i = 0; i < n; i++)
		if (!plan_user_class(pl, v[i]->owner->name, v[i]->owner->name_len) ||
		    library_bound(pl, v[i]))
			return FAMILY_BOUND;
	if (!(name = family_name(pl, v, n)))
		return kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
	for (i = 0; i < n; i++)
		if (!plan_rename(pl, v[i], name, err))
			return err->status;
	return KABA_OK;
}

int family_rename(struct plan *pl, const struct kaba_pmember *m, struct kaba_error *err)
{
	const struct kaba_pmember **v = NULL;
	long n = family(pl, m, &v);
	int rc;

	if (n < 0)
		return kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
	rc = rename_members(pl, v, n, err);
	free(v);
	return rc;
}

/* The topmost method that m overrides in its original superclass chain
 * (JVMS 5.4.5), among those called `name` in the output unless name is
 * NULL; m itself if none. */
static const struct kaba_pmember *topmost_overridden(struct plan *pl, const struct kaba_pmember *m,
						     const char *name)
{
	const struct kaba_pmember *root = m;
	const struct kaba_pclass *c;

	for (c = m->owner->super; c; c = c->super) {
		const struct kaba_pmember *x = kaba_pclass_method(c, m->name, m->descriptor);

		if (x && !(x->access & (KABA_ACC_STATIC | KABA_ACC_PRIVATE)) &&
		    kaba_can_override(pl->prog, m, x) == KABA_YES &&
		    (!name || !strcmp(plan_member_name(pl, x), name)))
			root = x;
	}
	return root;
}

const struct kaba_pmember *family_root(struct plan *pl, const struct kaba_pmember *m)
{
	return topmost_overridden(pl, m, NULL);
}

/* Is x root, or a method that overrides it (JVMS 5.4.5, the transitive
 * rule too)? */
static int below_root(struct plan *pl, const struct kaba_pmember *x,
		      const struct kaba_pmember *root)
{
	return x == root || (kaba_pclass_extends(x->owner, root->owner) &&
			     kaba_can_override(pl->prog, x, root) == KABA_YES);
}

/* Does the object of some user class run x for a call of y (JVMS 5.4.6)?
 * Then x, renamed, must still answer y's name.  Not so for every x the
 * closure relates to y: a package-private x is no interface method's. */
static int answers(struct plan *pl, const struct kaba_pmember *x, const struct kaba_pmember *y)
{
	size_t i, n = kaba_program_user_count(pl->prog);

	for (i = 0; i < n; i++) {
		struct kaba_pclass *d = kaba_program_user(pl->prog, i);
		struct kaba_link l;

		if (!is_subtype(pl, d, x->owner) || !is_subtype(pl, d, y->owner))
			continue;
		l = kaba_select_virtual(pl->prog, y, d);
		if (l.status == KABA_LINK_OK && l.member == x)
			return 1;
	}
	return 0;
}

static int add_bridge(struct plan *pl, const struct kaba_pmember *m,
		      const struct kaba_pmember *other, struct kaba_error *err)
{
	size_t i;

	for (i = 0; i < pl->nbridges; i++)
		if (pl->bridges[i].m == m && pl->bridges[i].other == other)
			return KABA_OK;
	if (kaba_grow((void **)&pl->bridges, &pl->bridges_cap, pl->nbridges, sizeof(*pl->bridges)))
		return kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
	pl->bridges[pl->nbridges].m = m;
	pl->bridges[pl->nbridges++].other = other;
	return KABA_OK;
}

/* Rename the part of v[0..n) (m's family) below m's root that no other
 * family's renaming named already, and bridge each renamed member to
 * every other member it answers (emit.c writes the bridges whose names
 * differ from its own). */
static int rename_below_root(struct plan *pl, const struct kaba_pmember *m,
			     const struct kaba_pmember **v, long n, struct kaba_error *err)
{
	const struct kaba_pmember *root = family_root(pl, m), *t;
	long nb = 0, i, j;
	int rc;

	for (i = 0; i < n; i++)
		if (below_root(pl, v[i], root) && plan_member_name(pl, v[i]) == v[i]->name)
			t = v[nb], v[nb++] = v[i], v[i] = t;
	if ((rc = rename_members(pl, v, nb, err)))
		return rc;
	for (i = 0; i < n; i++) {
		/* one that kept its name answers by it: what it answers
		 * would be below the root, so renamed with it */
		if (plan_member_name(pl, v[i]) == v[i]->name)
			continue;
		for (j = 0; j < n; j++)
			if (j != i && answers(pl, v[i], v[j]) &&
			    (rc = add_bridge(pl, v[i], v[j], err)))
				return rc;
	}
	return KABA_OK;
}

/*
 * A package-private family whose closure also holds methods that do not
 * override its root: p0.K0 { void m() }, p1.K1 extends K0 { public void m() }
 * (no override: another package), p0.K2 extends K1 { public void m() }
 * overrides both.  Renaming the closure would make K1.m override K0.m, so
 * only the methods below the root (K0.m, K2.m) are renamed, and each of
 * them that overrides or implements one of the others keeps answering
 * that one's name through a bridge (emit.c) that calls its body.  When
 * K1.m's family is renamed too (package-private, or meeting a method of
 * another package), K2.m keeps its first new name and is bridged to the
 * second.
 */
int family_rename_below_root(struct plan *pl, const struct kaba_pmember *m,
			     struct kaba_error *err)
{
	const struct kaba_pmember **v = NULL;
	long n = family(pl, m, &v);
	int rc;

	if (n < 0)
		return kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
	rc = rename_below_root(pl, m, v, n, err);
	free(v);
	return rc;
}

const struct kaba_pmember *family_carrier_root(struct plan *pl, const struct kaba_pmember *m)
{
	return topmost_overridden(pl, m, plan_member_name(pl, m));
}

int family_carries(const struct plan *pl, const struct kaba_pmember *m, const char *name)
{
	size_t i;

	if (!strcmp(plan_member_name(pl, m), name))
		return 1;
	for (i = 0; i < pl->nbridges; i++)
		if (pl->bridges[i].m == m && !strcmp(plan_member_name(pl, pl->bridges[i].other), name))
			return 1;
	return 0;
}

int family_bridge_code(struct plan *pl, size_t k, uint16_t out, const struct kaba_pmember *m,
		       const char *desc, struct kaba_error *err)
{
	struct kaba_class *cf = pl->cls[k].cf;

	return plan_special_call_code(cf, &cf->methods.v[out], pl->cls[k].name,
				      plan_member_name(pl, m), desc, err);
}
