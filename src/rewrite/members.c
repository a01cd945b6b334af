/*
 * The members of every new class file, decided before any class file is
 * built (members_plan, the last step of plan_decide): for each plan class
 * in order, its fields, bodies, bridges and abstract declarations, each
 * with its output name, descriptor and access (pl->members); emit.c writes
 * them in that order and decides nothing.
 *
 * Access.  In a one-package program package access keeps working; private
 * fields become package-private (bodies that used them may now live in
 * another class), methods implementing an interface's declaration become
 * public (JVMS: interface methods are public).  When the program spans
 * several packages, members move across them, so every member that is not
 * a private method becomes public; a package-private method family that
 * would then start to override a same-named method of another package is
 * renamed NAME$ROOT (packages.c), with bridges where one of its methods
 * also answers another family's calls (families.c).  Private methods stay
 * private and must stay with their callers (body.c checks); private
 * constructors do not (widened).
 * A declaration below an inherited body of its signature, in a new class
 * or a frozen or library superclass, is not written (inherited_body,
 * outside_body): an abstract method there would stop JVM selection.
 * Instance fields and methods lose `final` (final_dropped).
 * Two fields of one name in a class (hiding, merged), or two static methods
 * that retyping gave one descriptor, rename the later one (member_name).
 * A member's visible annotations are checked here (annotations.c), copied
 * by emit.c.
 */
#include <string.h>

#include "kaba/descriptor.h"
#include "kaba/grow.h"
#include "families.h"

/* Is name+desc declared in an interface of the plan? (Its bodies must be public.) */
static int interface_method(const struct plan *pl, const char *name)
{
	size_t c;

	for (c = 0; c < pl->t->ncolumns; c++) {
		size_t k = plan_of_column(pl, c);

		if (pl->t->columns[c].kind == KABA_COL_DCL && k != KABA_NONE &&
		    pl->cls[k].is_interface && !strcmp(pl->t->columns[c].origin.member, name))
			return 1;
	}
	return 0;
}

/* The access of a member in the output (see the top of the file);
 * `keep_private` for methods but constructors.  A constructor is selected
 * by nothing (invokespecial names its class), so a private one, whose
 * callers (this(...), `new` in its class's methods) may now live in other
 * classes, is widened like a field. */
static uint16_t widened(const struct plan *pl, uint16_t access, int keep_private)
{
	if (keep_private && (access & KABA_ACC_PRIVATE))
		return access;
	if (pl->multi_package)
		return (uint16_t)((access & ~(KABA_ACC_PRIVATE | KABA_ACC_PROTECTED)) | KABA_ACC_PUBLIC);
	return (uint16_t)(access & ~KABA_ACC_PRIVATE);
}

/* A final instance field may only be set by a constructor of its own class
 * (JVMS putfield), and a constructor body may now live in another class
 * than its fields: instance fields lose `final`.  So do instance methods:
 * two final bodies of one signature from unrelated classes (antlr's
 * lexers' mDIGIT) may now be a class's and its subclass's, which the JVM
 * refuses to load (IncompatibleClassChangeError); nothing overrode them
 * before, and `final` selects nothing. */
static uint16_t final_dropped(uint16_t access)
{
	return access & KABA_ACC_STATIC ? access : (uint16_t)(access & ~KABA_ACC_FINAL);
}

/* The first of class k's members: while k is planned, they are the tail
 * of pl->members. */
static size_t class_first(const struct plan *pl, size_t k)
{
	size_t i = pl->nmembers;

	while (i > 0 && pl->members[i - 1].k == k)
		i--;
	return i;
}

/* The index of method name+desc among class k's planned methods, or -1. */
static long planned_method(const struct plan *pl, size_t k, const char *name, const char *desc)
{
	size_t i;

	for (i = class_first(pl, k); i < pl->nmembers; i++) {
		const struct plan_member *x = &pl->members[i];

		if (x->kind != PLAN_FIELD && x->written && !strcmp(x->name, name) &&
		    !strcmp(x->desc, desc))
			return x->index;
	}
	return -1;
}

static int planned_field(const struct plan *pl, size_t k, const char *name)
{
	size_t i;

	for (i = class_first(pl, k); i < pl->nmembers; i++)
		if (pl->members[i].kind == PLAN_FIELD && !strcmp(pl->members[i].name, name))
			return 1;
	return 0;
}

static int name_taken(const struct plan *pl, size_t k, const char *name, const char *desc)
{
	return desc ? planned_method(pl, k, name, desc) >= 0 : planned_field(pl, k, name);
}

/* The name member m gets in class k: its own, or, when that name (with
 * `desc` for a method) is taken there already, NAME$OWNER with more `$`
 * until free.  Fields: hidden and hiding fields merged into one class;
 * static methods: overloads that retyping made one. */
static const char *member_name(struct plan *pl, size_t k, const struct kaba_pmember *m,
			       const char *desc, struct kaba_error *err)
{
	const char *simple = strrchr(m->owner->name, '/');
	struct kaba_buf b;
	char *name;

	if (!name_taken(pl, k, m->name, desc))
		return m->name;
	kaba_buf_init(&b);
	kaba_buf_printf(&b, "%s$%s", m->name, simple ? simple + 1 : m->owner->name);
	while (!b.oom && (kaba_buf_u8(&b, 0), name_taken(pl, k, (const char *)b.data, desc)))
		b.data[b.len - 1] = '$';
	name = b.oom ? NULL : kaba_arena_strdup(&pl->arena, (const char *)b.data);
	kaba_buf_free(&b);
	return plan_rename(pl, m, name, err);
}

/* Append a member of class k; a method that is written gets the next
 * index of the class's methods.  NULL when out of memory. */
static struct plan_member *note_member(struct plan *pl, size_t k, enum plan_member_kind kind,
				       const struct kaba_pmember *m, const char *name,
				       const char *desc, uint16_t access, struct kaba_error *err)
{
	struct plan_member *x;
	size_t i, methods = 0;

	for (i = class_first(pl, k); i < pl->nmembers; i++)
		methods += pl->members[i].kind != PLAN_FIELD && pl->members[i].written;
	if (kaba_grow((void **)&pl->members, &pl->members_cap, pl->nmembers, sizeof(*pl->members))) {
		kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
		return NULL;
	}
	x = &pl->members[pl->nmembers++];
	*x = (struct plan_member){ .k = k, .m = m, .name = name, .desc = desc, .access = access,
				   .index = (uint16_t)methods, .kind = kind, .written = 1 };
	if (kind != PLAN_FIELD)
		x->root = family_carrier_root(pl, m);
	return x;
}

/* Member x's visible annotations, checked; refused, x is written without
 * them and left out of what follows (plan_member.refused). */
static int check_annotations(struct plan *pl, struct plan_member *x, struct kaba_error *err)
{
	int rc = annotations_copy(pl, x->k, x->m, x->desc, NULL, err);

	x->refused = rc != KABA_OK;
	return rc;
}

static int add_method(struct plan *pl, size_t k, const struct kaba_pmember *m, uint16_t access,
		      const char *desc, enum plan_member_kind kind, struct kaba_error *err)
{
	const char *name = plan_member_name(pl, m);
	struct plan_member *x;

	if ((m->access & KABA_ACC_STATIC) && strcmp(m->name, "<clinit>") &&
	    !(name = member_name(pl, k, m, desc, err)))
		return err->status;
	if (!(x = note_member(pl, k, kind, m, name, desc,
			      final_dropped(widened(pl, access, strcmp(m->name, "<init>") != 0)), err)))
		return err->status;
	return check_annotations(pl, x, err);
}

static int add_field(struct plan *pl, size_t k, const struct kaba_pmember *f,
		     struct kaba_error *err)
{
	const char *desc = retype_field_desc(pl, f, err), *name;
	struct plan_member *x;

	if (!desc)
		return err->status;
	if (!(name = member_name(pl, k, f, NULL, err)) ||
	    !(x = note_member(pl, k, PLAN_FIELD, f, name, desc,
			      final_dropped(widened(pl, f->access, 0)), err)))
		return err->status;
	return check_annotations(pl, x, err);
}

/* Does class k inherit from a superclass a body that the JVM takes for
 * method m with output descriptor desc (one name and descriptor, and
 * public or protected, or in m's package)?  Then a declaration of m in k
 * must not be written as an abstract method: JVM selection would stop at
 * it (AbstractMethodError) for the objects below k whose lookup the
 * proposal answers with that body. */
static int inherited_body(struct plan *pl, size_t k, const struct kaba_pmember *m,
			  const char *desc, struct kaba_error *err)
{
	size_t c;
	int same;

	for (c = 0; c < pl->t->ncolumns; c++) {
		const struct kaba_pmember *x = plan_column_method(pl, c);
		size_t h = plan_of_column(pl, c);

		if (!x || pl->t->columns[c].kind != KABA_COL_DEF || h == k || !plan_below(pl, k, h) ||
		    !family_carries(pl, x, plan_member_name(pl, m)) ||
		    ((plan_package_private(x) || plan_package_private(m)) &&
		     !kaba_same_runtime_package(x->owner, m->owner)))
			continue;
		if ((same = retype_desc_is(pl, x, desc, err)))
			return same;
	}
	return 0;
}

/* Does class k inherit from a frozen or library superclass a body that the
 * JVM selects for method m with output descriptor desc?  Like
 * inherited_body: an abstract declaration in k would stop selection there
 * (super.m() of a class below, antlr's MismatchedTokenException calling
 * Throwable's getMessage), and without one k's callers resolve m to the
 * inherited method, which selects the bodies below as before.  A frozen
 * class keeps its descriptors, so desc is compared as it is. */
static int outside_body(struct plan *pl, size_t k, const struct kaba_pmember *m, const char *desc)
{
	size_t top;
	struct kaba_pclass *s = plan_outside_superclass(pl, k, &top);
	struct kaba_ref r;
	struct kaba_link l;

	if (!s)
		return 0;
	r = kaba_ref_make(KABA_CP_METHODREF, s->name, plan_member_name(pl, m), desc);
	l = kaba_resolve_method(pl->prog, &r);
	if (l.status != KABA_LINK_OK || (l.member->access & (KABA_ACC_STATIC | KABA_ACC_PRIVATE)))
		return 0;
	l = kaba_select_virtual(pl->prog, l.member, s);
	return l.status == KABA_LINK_OK && !(l.member->access & KABA_ACC_ABSTRACT) &&
	       (!plan_package_private(l.member) || kaba_same_runtime_package(l.member->owner, m->owner));
}

/* Has bridge record i's method a bridge of that name from an earlier
 * record (it overrides two methods of one name)? */
static int bridged_before(const struct plan *pl, size_t i)
{
	const char *name = plan_member_name(pl, pl->bridges[i].other);
	size_t j;

	for (j = 0; j < i; j++)
		if (pl->bridges[j].m == pl->bridges[i].m &&
		    !strcmp(plan_member_name(pl, pl->bridges[j].other), name))
			return 1;
	return 0;
}

/* The bridges of m's body, of descriptor desc, in class k: one for each
 * other name m answers (families.c), public like every method of a
 * program of several packages. */
static int add_bridges(struct plan *pl, size_t k, const struct kaba_pmember *m, const char *desc,
		       struct kaba_error *err)
{
	struct plan_member *x;
	size_t i;
	int rc;

	for (i = 0; i < pl->nbridges; i++) {
		const struct kaba_pmember *y = pl->bridges[i].other;
		const char *name = plan_member_name(pl, y);

		if (pl->bridges[i].m != m || !strcmp(name, plan_member_name(pl, m)))
			continue;
		if ((rc = retype_desc_is(pl, y, desc, err)) <= 0)
			return rc < 0 ? err->status :
			       plan_unsupported(pl, err, m->owner, "%s.%s%s answers %s.%s%s, "
						"which is retyped otherwise: a bridge cannot pass "
						"its calls on", m->owner->name, m->name,
						m->descriptor, y->owner->name, y->name,
						y->descriptor);
		if (bridged_before(pl, i))
			continue;
		if (planned_method(pl, k, name, desc) >= 0)
			return plan_unsupported(pl, err, m->owner, "two methods %s%s in new class "
						"%s (a body and the bridge of %s.%s%s)", name, desc,
						pl->cls[k].name, m->owner->name, m->name,
						m->descriptor);
		if (!(x = note_member(pl, k, PLAN_BRIDGE, m, name, desc,
				      KABA_ACC_PUBLIC | KABA_ACC_SYNTHETIC, err)))
			return err->status;
		x->root = family_carrier_root(pl, y);
	}
	return KABA_OK;
}

/* The members of proposal class pc->pclass: fields, bodies, then the
 * declarations no body of the class answers. */
static int proposal_members(struct plan *pl, size_t k, struct kaba_error *err)
{
	const struct kaba_proposal_class *pk = &pl->prop->classes[pl->cls[k].pclass];
	int pass;
	size_t i;

	for (pass = 0; pass < 2; pass++)
		for (i = 0; i < pk->members.n; i++) {
			const struct kaba_column *col = &pl->t->columns[pk->members.v[i]];
			struct kaba_pclass *owner = plan_user_class(pl, col->origin.owner,
								    strlen(col->origin.owner));
			struct kaba_pmember *m;
			const char *desc;
			uint16_t access;
			int rc;

			if (!owner)     /* library members: def(java.lang.Object.<init>) */
				continue;
			if (col->kind == KABA_COL_FIELD) {
				m = kaba_pclass_field(owner, col->origin.member, col->origin.descriptor);
				if (pass == 0 && m && (rc = add_field(pl, k, m, err)))
					return rc;
				continue;
			}
			if ((col->kind != KABA_COL_DEF && col->kind != KABA_COL_DCL) ||
			    (col->kind == KABA_COL_DEF) != (pass == 0))
				continue;       /* check columns are no members */
			m = kaba_pclass_method(owner, col->origin.member, col->origin.descriptor);
			if (!m || (col->kind == KABA_COL_DCL && !strcmp(m->name, "<init>")))
				continue;
			desc = !strcmp(m->name, "<init>") ? plan_ctor(pl, m)->desc
							  : retype_method_desc(pl, m, err);
			if (!desc)
				return err->status;
			access = m->access;
			/* a private method implements nothing (an interface
			 * method of its name belongs to another family) */
			if (!(access & KABA_ACC_PRIVATE) &&
			    (pl->cls[k].is_interface || interface_method(pl, m->name)))
				access = (uint16_t)((access & ~(KABA_ACC_PRIVATE | KABA_ACC_PROTECTED)) |
						    KABA_ACC_PUBLIC);
			if (col->kind == KABA_COL_DCL) {
				long at = planned_method(pl, k, plan_member_name(pl, m), desc);
				struct plan_member *x;

				if (at >= 0) {  /* answered by a body: kept for the family check */
					if (!(x = note_member(pl, k, PLAN_DECLARATION, m,
							      plan_member_name(pl, m), desc, access,
							      err)))
						return err->status;
					x->index = (uint16_t)at;
					x->written = 0;
					continue;
				}
				if (!pl->cls[k].is_interface &&
				    (rc = inherited_body(pl, k, m, desc, err)) != 0) {
					if (rc < 0)
						return err->status;
					continue;       /* the inherited body declares it */
				}
				if (!pl->cls[k].is_interface && outside_body(pl, k, m, desc))
					continue;
				access = (uint16_t)((access & (KABA_ACC_PUBLIC | KABA_ACC_PROTECTED)) |
						    KABA_ACC_ABSTRACT);
				rc = add_method(pl, k, m, access, desc, PLAN_DECLARATION, err);
			} else {
				/* a default method (above a lambda's object) is an
				 * interface's body: a class's may call its privates
				 * or super bodies, which an interface cannot */
				if (pl->cls[k].is_interface && !kaba_pclass_is_interface(owner))
					return plan_unsupported(pl, err, owner, "a body of class "
								"%s, %s%s, in interface %s (above "
								"a lambda's object)", owner->name,
								m->name, m->descriptor,
								pl->cls[k].name);
				if (planned_method(pl, k, plan_member_name(pl, m), desc) >= 0)
					return plan_unsupported(pl, err, owner, "two methods %s%s in "
								"new class %s (overloads that "
								"collide after retyping)",
								m->name, desc, pl->cls[k].name);
				if (!(rc = add_method(pl, k, m, access, desc, PLAN_BODY, err)))
					rc = add_bridges(pl, k, m, desc, err);
			}
			if (rc)
				return rc;
		}
	return KABA_OK;
}

/* Can method m's descriptor be retyped without table rows: does it name
 * user classes only as array elements (arrays become Object arrays)? */
static int typed_without_rows(const struct plan *pl, const struct kaba_pmember *m)
{
	const char *p = m->descriptor + 1, *end = m->descriptor + m->descriptor_len;
	struct kaba_type t;
	int result = 0;

	while (p < end) {
		if (*p == ')' && !result++)
			p++;
		if (kaba_desc_next(&p, end, &t, result) ||
		    (t.base == 'L' && !t.dims && plan_user_class(pl, t.name, t.name_len)))
			return 0;
	}
	return result;
}

/* The static members of the original class a holder keeps.  A static
 * method the analysis found dead is kept with a body that throws
 * (retype_body) where its descriptor needs no rows: code the analysis did
 * not reach (or a traced analysis cut: src/analysis/ran.c) may name it. */
static int static_members(struct plan *pl, size_t k, struct kaba_error *err)
{
	struct kaba_pclass *c = pl->cls[k].statics_of;
	uint16_t i;
	int rc;

	for (i = 0; i < c->nfields; i++)
		if ((c->fields[i].access & KABA_ACC_STATIC) && (rc = add_field(pl, k, &c->fields[i], err)))
			return rc;
	for (i = 0; i < c->nmethods; i++) {
		const struct kaba_pmember *m = &c->methods[i];
		const char *desc;

		if (!(m->access & KABA_ACC_STATIC) ||
		    (plan_dead_method(pl, m) && !typed_without_rows(pl, m)))
			continue;
		if (!(desc = retype_method_desc(pl, m, err)) ||
		    (rc = add_method(pl, k, m, m->access, desc, PLAN_BODY, err)))
			return err->status;
	}
	return KABA_OK;
}

int members_plan(struct plan *pl, struct kaba_error *err)
{
	size_t i;
	int rc = KABA_OK;

	for (i = 0; i < pl->n && !rc; i++) {
		if (pl->cls[i].pclass != KABA_NONE)
			rc = plan_carry_on(pl, err, proposal_members(pl, i, err));
		if (!rc && pl->cls[i].statics_of)
			rc = plan_carry_on(pl, err, static_members(pl, i, err));
	}
	return rc;
}
