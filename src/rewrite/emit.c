/*
 * The class files of the plan: one per plan class, with its fields, its
 * bodies (copied and retyped by body.c), abstract declarations where a
 * class holds dcl(C.f) without a body (§5 H2), constructors (ctor.c), and
 * frames recomputed against the new hierarchy.
 *
 * Access.  In a one-package program package access keeps working; private
 * fields become package-private (bodies that used them may now live in
 * another class), methods implementing an interface's declaration become
 * public (JVMS: interface methods are public).  When the program spans
 * several packages, members move across them, so every member that is not
 * a private method becomes public; a package-private method family that
 * would then start to override a same-named method of another package is
 * renamed NAME$ROOT (rename_package_families), with bridges where one of
 * its methods also answers another family's calls (families.c).  Methods that would still
 * override each other in the output without having been one virtual
 * method before (package access) are refused.  Private methods stay
 * private and must stay with their callers (body.c checks); private
 * constructors do not (widened).
 * A declaration below an inherited body of its signature, in a new class
 * or a frozen or library superclass, is not written (inherited_body,
 * outside_body): an abstract method there would stop JVM selection.
 * Instance fields and methods lose `final` (final_dropped).
 * Two fields of one name in a class (hiding, merged), or two static methods
 * that retyping gave one descriptor, rename the later one (member_name).
 * Dropped: LocalVariable(Type)Table, Signature, invisible annotations and
 * those of classes (a new class has no one original); members keep their
 * visible annotations (annotations.c), classes get a SourceFile (source.c).
 */
#include <stdlib.h>
#include <string.h>

#include "kaba/descriptor.h"
#include "kaba/grow.h"
#include "kaba/progress.h"
#include "access.h"
#include "families.h"
#include "holders.h"

static struct kaba_class *new_class_file(struct plan *pl, const struct plan_class *pc,
					 struct kaba_error *err)
{
	struct kaba_class *cf = kaba_arena_alloc(&pl->arena, sizeof(*cf));
	size_t i;

	struct kaba_cp_entry *pool = kaba_arena_alloc(&pl->arena, 64 * sizeof(*pool));

	if (!cf || !pool) {
		kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
		return NULL;
	}
	memset(cf, 0, sizeof(*cf));
	memset(pool, 0, 64 * sizeof(*pool));
	cf->cp.entries = pool;
	cf->cp.count = 1;
	cf->cp.cap = 64;
	cf->arena = &pl->arena;
	cf->modified = 1;
	cf->major = pl->major;
	cf->access = KABA_ACC_PUBLIC | (pc->is_interface ? KABA_ACC_INTERFACE | KABA_ACC_ABSTRACT :
					KABA_ACC_SUPER | (pc->is_abstract ? KABA_ACC_ABSTRACT : 0));
	if (!(cf->this_class = kaba_cp_intern_class(cf, pc->name, strlen(pc->name), err)) ||
	    !(cf->super_class = kaba_cp_intern_class(cf, pc->super_name, strlen(pc->super_name), err)))
		return NULL;
	for (i = 0; i < pc->nifaces + pc->nlib_ifaces; i++) {
		const char *n = i < pc->nifaces ? pl->cls[pc->ifaces[i]].name
						: pc->lib_ifaces[i - pc->nifaces];
		uint16_t ix = kaba_cp_intern_class(cf, n, strlen(n), err);

		if (!ix || kaba_u16s_push(cf, &cf->interfaces, ix, err))
			return NULL;
	}
	return cf;
}

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

int plan_dead_method(struct plan *pl, const struct kaba_pmember *m)
{
	const char *java = kaba_java_name(&pl->arena, m->owner->name);
	size_t i, jl = java ? strlen(java) : 0, nl = strlen(m->name);

	for (i = 0; pl->an && java && i < pl->an->ndead; i++) {
		const char *d = pl->an->dead[i];

		if (!strncmp(d, java, jl) && d[jl] == '.' && !strncmp(d + jl + 1, m->name, nl) &&
		    !strcmp(d + jl + 1 + nl, m->descriptor))
			return 1;
	}
	return 0;
}

static int same_utf8(const struct kaba_class *a, uint16_t ia, const struct kaba_class *b,
		     uint16_t ib)
{
	size_t la, lb;
	const char *sa = kaba_cp_utf8(a, ia, &la), *sb = kaba_cp_utf8(b, ib, &lb);

	return sa && sb && la == lb && !memcmp(sa, sb, la);
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

/* A method of the output: its class, index in the class file, origin and
 * the root of the family whose name it carries; pass 3 fills in the code
 * of those with a body and of bridges (families.c). */
enum { TODO_DECLARATION, TODO_BODY, TODO_BRIDGE };
struct todo {
	size_t k;
	uint16_t index;
	const struct kaba_pmember *m, *root;
	int body;
};

struct todos {
	struct todo *v;
	size_t n, cap;
};

static int note_method(struct plan *pl, struct todos *td, size_t k, uint16_t index,
		       const struct kaba_pmember *m, int body, struct kaba_error *err);
static const char *member_name(struct plan *pl, size_t k, const struct kaba_pmember *m,
			       const char *desc, struct kaba_error *err);

static int add_method(struct plan *pl, size_t k, const struct kaba_pmember *m, uint16_t access,
		      const char *desc, int body, struct todos *td, struct kaba_error *err)
{
	struct kaba_class *cf = pl->cls[k].cf;
	const char *name = plan_member_name(pl, m);
	int rc;

	if ((m->access & KABA_ACC_STATIC) && strcmp(m->name, "<clinit>") &&
	    !(name = member_name(pl, k, m, desc, err)))
		return err->status;
	if (!kaba_member_add(cf, &cf->methods,
			     final_dropped(widened(pl, access, strcmp(m->name, "<init>") != 0)),
			     name, desc, err))
		return err->status;
	if ((rc = annotations_copy(pl, k, m, desc, &cf->methods.v[cf->methods.n - 1].attrs, err)))
		return rc;
	return note_method(pl, td, k, (uint16_t)(cf->methods.n - 1), m, body, err);
}

static int note_method(struct plan *pl, struct todos *td, size_t k, uint16_t index,
		       const struct kaba_pmember *m, int body, struct kaba_error *err)
{
	if (kaba_grow((void **)&td->v, &td->cap, td->n, sizeof(*td->v)))
		return kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
	td->v[td->n].k = k;
	td->v[td->n].index = index;
	td->v[td->n].body = body;
	td->v[td->n].root = family_carrier_root(pl, m);
	td->v[td->n++].m = m;
	return KABA_OK;
}

static int has_field(const struct kaba_class *cf, const char *name)
{
	uint16_t i;

	for (i = 0; i < cf->fields.n; i++)
		if (kaba_cp_utf8_equals(cf, cf->fields.v[i].name_index, name))
			return 1;
	return 0;
}

static int name_taken(const struct kaba_class *cf, const char *name, const char *desc)
{
	return desc ? class_method(cf, name, desc) >= 0 : has_field(cf, name);
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

	if (!name_taken(pl->cls[k].cf, m->name, desc))
		return m->name;
	kaba_buf_init(&b);
	kaba_buf_printf(&b, "%s$%s", m->name, simple ? simple + 1 : m->owner->name);
	while (!b.oom && (kaba_buf_u8(&b, 0), name_taken(pl->cls[k].cf, (const char *)b.data, desc)))
		b.data[b.len - 1] = '$';
	name = b.oom ? NULL : kaba_arena_strdup(&pl->arena, (const char *)b.data);
	kaba_buf_free(&b);
	return plan_rename(pl, m, name, err);
}

static int add_field(struct plan *pl, size_t k, const struct kaba_pmember *f,
		     struct kaba_error *err)
{
	struct kaba_class *cf = pl->cls[k].cf;
	const struct kaba_member *of = &f->owner->cf->fields.v[f->index];
	struct kaba_attr *cv = kaba_attr_find(&of->attrs, KABA_ATTR_CONSTANT_VALUE);
	const char *desc = retype_field_desc(pl, f, err), *name;
	struct kaba_member *nf;

	if (!desc)
		return err->status;
	if (!(name = member_name(pl, k, f, NULL, err)) ||
	    !(nf = kaba_member_add(cf, &cf->fields, final_dropped(widened(pl, f->access, 0)),
				   name, desc, err)))
		return err->status;
	if (cv && (f->access & KABA_ACC_STATIC)) {
		struct body b = { pl, k, f->owner->cf, cf, f, err };
		struct kaba_attr *a = kaba_attr_add(cf, &cf->fields.v[cf->fields.n - 1].attrs,
						    KABA_ATTR_CONSTANT_VALUE, err);

		if (!a || !(a->index = retype_copy_cp(&b, cv->index)))
			return err->status;
	}
	return annotations_copy(pl, k, f, desc, &cf->fields.v[cf->fields.n - 1].attrs, err);
}

int class_method(const struct kaba_class *cf, const char *name, const char *desc)
{
	uint16_t i;

	for (i = 0; i < cf->methods.n; i++)
		if (kaba_cp_utf8_equals(cf, cf->methods.v[i].name_index, name) &&
		    kaba_cp_utf8_equals(cf, cf->methods.v[i].descriptor_index, desc))
			return i;
	return -1;
}

static int package_private(const struct kaba_pmember *m)
{
	return !(m->access & (KABA_ACC_PUBLIC | KABA_ACC_PROTECTED | KABA_ACC_PRIVATE));
}

/* The user instance method of method column c that has a home, or NULL
 * (column_methods, made once: the checks below ask for every column). */
static struct kaba_pmember *column_method(const struct plan *pl, size_t c)
{
	return pl->column_methods[c];
}

static struct kaba_pmember *find_column_method(const struct plan *pl, size_t c)
{
	const struct kaba_column *col = &pl->t->columns[c];
	struct kaba_pclass *owner;
	struct kaba_pmember *m;

	if ((col->kind != KABA_COL_DEF && col->kind != KABA_COL_DCL) || !col->origin.member ||
	    plan_of_column(pl, c) == KABA_NONE ||
	    !(owner = plan_user_class(pl, col->origin.owner, strlen(col->origin.owner))) ||
	    !(m = kaba_pclass_method(owner, col->origin.member, col->origin.descriptor)) ||
	    (m->access & (KABA_ACC_STATIC | KABA_ACC_PRIVATE)) || !strcmp(m->name, "<init>"))
		return NULL;
	return m;
}

/* Is x's output descriptor desc?  -1 (err set) if x cannot be retyped. */
static int output_desc_is(struct plan *pl, const struct kaba_pmember *x, const char *desc,
			  struct kaba_error *err)
{
	const char *dx = retype_method_desc(pl, x, err);

	return !dx ? -1 : !strcmp(dx, desc);
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
		const struct kaba_pmember *x = column_method(pl, c);
		size_t h = plan_of_column(pl, c);

		if (!x || pl->t->columns[c].kind != KABA_COL_DEF || h == k || !plan_below(pl, k, h) ||
		    !family_carries(pl, x, plan_member_name(pl, m)) ||
		    ((package_private(x) || package_private(m)) &&
		     !kaba_same_runtime_package(x->owner, m->owner)))
			continue;
		if ((same = output_desc_is(pl, x, desc, err)))
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
	       (!package_private(l.member) || kaba_same_runtime_package(l.member->owner, m->owner));
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
		       struct todos *td, struct kaba_error *err)
{
	struct kaba_class *cf = pl->cls[k].cf;
	size_t i;
	int rc;

	for (i = 0; i < pl->nbridges; i++) {
		const struct kaba_pmember *y = pl->bridges[i].other;
		const char *name = plan_member_name(pl, y);

		if (pl->bridges[i].m != m || !strcmp(name, plan_member_name(pl, m)))
			continue;
		if ((rc = output_desc_is(pl, y, desc, err)) <= 0)
			return rc < 0 ? err->status :
			       plan_unsupported(pl, err, m->owner, "%s.%s%s answers %s.%s%s, "
						"which is retyped otherwise: a bridge cannot pass "
						"its calls on", m->owner->name, m->name,
						m->descriptor, y->owner->name, y->name,
						y->descriptor);
		if (bridged_before(pl, i))
			continue;
		if (class_method(cf, name, desc) >= 0)
			return plan_unsupported(pl, err, m->owner, "two methods %s%s in new class "
						"%s (a body and the bridge of %s.%s%s)", name, desc,
						pl->cls[k].name, m->owner->name, m->name,
						m->descriptor);
		if (!kaba_member_add(cf, &cf->methods, KABA_ACC_PUBLIC | KABA_ACC_SYNTHETIC, name,
				     desc, err) ||
		    (rc = note_method(pl, td, k, (uint16_t)(cf->methods.n - 1), m, TODO_BRIDGE, err)))
			return err->status;
		td->v[td->n - 1].root = family_carrier_root(pl, y);
	}
	return KABA_OK;
}

/* Pass 3: the code of a body or a bridge. */
static int method_code(struct plan *pl, const struct todo *t, struct kaba_error *err)
{
	const char *desc;

	if (t->body == TODO_BODY)
		return retype_body(pl, t->k, t->m, t->index, err);
	if (!(desc = retype_method_desc(pl, t->m, err)))
		return err->status;
	return family_bridge_code(pl, t->k, t->index, t->m, desc, err);
}

/* The members of proposal class pc->pclass: fields, bodies, then the
 * declarations no body of the class answers. */
static int proposal_members(struct plan *pl, size_t k, struct todos *td, struct kaba_error *err)
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
				int at = class_method(pl->cls[k].cf, plan_member_name(pl, m), desc);

				if (at >= 0) {  /* answered by a body: kept for the family check */
					if ((rc = note_method(pl, td, k, (uint16_t)at, m,
							      TODO_DECLARATION, err)))
						return rc;
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
				rc = add_method(pl, k, m, access, desc, TODO_DECLARATION, td, err);
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
				if (class_method(pl->cls[k].cf, plan_member_name(pl, m), desc) >= 0)
					return plan_unsupported(pl, err, owner, "two methods %s%s in "
								"new class %s (overloads that "
								"collide after retyping)",
								m->name, desc, pl->cls[k].name);
				if (!(rc = add_method(pl, k, m, access, desc, TODO_BODY, td, err)))
					rc = add_bridges(pl, k, m, desc, td, err);
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
static int static_members(struct plan *pl, size_t k, struct todos *td, struct kaba_error *err)
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
		    (rc = add_method(pl, k, m, m->access, desc, TODO_BODY, td, err)))
			return err->status;
	}
	return KABA_OK;
}

/* The frames of method m of plan class k.  Frames the data flow cannot
 * compute (two classes whose common superclass is not known, one of them
 * missing from the input and the class path) are a refusal blamed like
 * the self-check's (plan_unsupported_in), so the fallback freezes the
 * classes of that method's bodies, not every class. */
static int method_frames(struct plan *pl, size_t k, struct kaba_member *m,
			 const struct kaba_hierarchy *h, struct kaba_frames_stats *fs,
			 struct kaba_error *err)
{
	struct kaba_class *cf = pl->cls[k].cf;
	const char *member, *desc;
	char what[sizeof(err->what)];
	int rc = kaba_frames_compute(cf, m, h, pl->cls[k].name, fs, err);

	if (rc != KABA_EUNSUPPORTED)
		return rc;
	memcpy(what, err->what, sizeof(what));
	member = kaba_cp_strdup(&pl->arena, cf, m->name_index);
	desc = kaba_cp_strdup(&pl->arena, cf, m->descriptor_index);
	return plan_carry_on(pl, plan_unsupported_in(pl, err, k, member, m->access & KABA_ACC_STATIC,
						     "stack map frames of %s.%s%s: %s",
						     pl->cls[k].name, member ? member : "?",
						     desc ? desc : "", what));
}

static int frames(struct plan *pl, struct kaba_error *err)
{
	struct kaba_hierarchy base = kaba_program_hierarchy(pl->prog), h;
	struct kaba_new_hierarchy *nh;
	size_t i;
	uint16_t j;
	int rc;

	if ((rc = kaba_new_hierarchy_create(&base, &nh, err)))
		return rc;
	for (i = 0; i < pl->n && !rc; i++)
		rc = kaba_new_hierarchy_add(nh, pl->cls[i].name, pl->cls[i].super_name,
					    pl->cls[i].is_interface, err);
	h = kaba_new_hierarchy_oracle(nh);
	for (i = 0; i < pl->n && !rc; i++) {
		struct kaba_class *cf = pl->cls[i].cf;

		for (j = 0; j < cf->methods.n && !rc; j++) {
			struct kaba_frames_stats fs;

			if (kaba_member_code(&cf->methods.v[j]))
				rc = method_frames(pl, i, &cf->methods.v[j], &h, &fs, err);
		}
	}
	kaba_new_hierarchy_free(nh);
	return rc;
}

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
		const struct kaba_pmember *x = column_method(pl, c);
		int same;

		if (!x || strcmp(plan_member_name(pl, x), plan_member_name(pl, m)) ||
		    kaba_same_runtime_package(x->owner, m->owner) ||
		    family_root(pl, x) == root)
			continue;
		if ((same = output_desc_is(pl, x, desc, err)) < 0)
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
 * method there overrides another family's too (bridged, add_bridges). */
static int rename_package_families(struct plan *pl, struct kaba_error *err)
{
	size_t c;

	for (c = 0; pl->multi_package && c < pl->t->ncolumns; c++) {
		const struct kaba_pmember *m = column_method(pl, c);
		const char *desc;
		int clash;

		if (!m || !package_private(m) || plan_member_name(pl, m) != m->name)
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
		if ((clash = plan_carry_on(pl, clash)))
			return clash;
	}
	return KABA_OK;
}

/* Do a and b, one name and descriptor, a's class below b's in the output,
 * carry methods the JVM kept apart before?  Methods of two families (a
 * bridge carries its other family's name, whose root is its own), or of
 * one where a's method lies below b's and does not override it: a
 * package-private b of another package, which a method of b's package
 * between them would have to override first (shapes javac does not
 * compile, as a package-private method overriding a public one). */
static int kept_apart(struct plan *pl, const struct todo *a, const struct todo *b)
{
	return a->root != b->root ||
	       (a->body != TODO_BRIDGE && b->body != TODO_BRIDGE &&
		kaba_pclass_extends(a->m->owner, b->m->owner) &&
		kaba_can_override(pl->prog, a->m, b->m) != KABA_YES);
}

/* Methods that share a name and output descriptor in one class or in a
 * subclass and its superclass override each other in the output, so they
 * must have been one virtual method before.  Not so when the analysis
 * grouped by signature what the JVM keeps apart: a package-private method
 * and a same-named one in another package (which would also start
 * overriding once widened to public). */
static int same_virtual_methods(struct plan *pl, const struct todos *td, struct kaba_error *err)
{
	size_t i, j;
	int rc;

	for (i = 0; i < td->n; i++)
		for (j = 0; j < td->n; j++) {
			const struct todo *a = &td->v[i], *b = &td->v[j];
			const struct kaba_member *ma = &pl->cls[a->k].cf->methods.v[a->index];
			const struct kaba_member *mb = &pl->cls[b->k].cf->methods.v[b->index];

			/* public and protected methods of one signature override
			 * each other wherever they are, package-private ones in
			 * their package (§5.4.5): there the proposal's signature
			 * groups are the JVM's.  The cheap tests first: the
			 * pairs are many (ecj) */
			if (a->m == b->m ||
			    ((a->m->access | b->m->access) & (KABA_ACC_STATIC | KABA_ACC_PRIVATE)) ||
			    (!package_private(a->m) && !package_private(b->m)) ||
			    !strcmp(a->m->name, "<init>") ||
			    kaba_same_runtime_package(a->m->owner, b->m->owner) ||
			    !same_utf8(pl->cls[a->k].cf, ma->name_index, pl->cls[b->k].cf, mb->name_index) ||
			    !same_utf8(pl->cls[a->k].cf, ma->descriptor_index,
				       pl->cls[b->k].cf, mb->descriptor_index) ||
			    !plan_subtype(pl, a->k, b->k))
				continue;
			if (kept_apart(pl, a, b) &&
			    (rc = plan_carry_on(pl, plan_unsupported(pl, err, a->m->owner,
						"%s.%s%s and %s.%s%s, different methods to the JVM "
						"(package access), would override each other",
						a->m->owner->name, a->m->name, a->m->descriptor,
						b->m->owner->name, b->m->name, b->m->descriptor))))
				return rc;
		}
	return KABA_OK;
}

/* An overriding method and the one it overrides must get one descriptor,
 * or calls through the overridden declaration miss the body: the table
 * ties their parameter and result rows both ways (§7.8, RULE_OVERRIDE), so
 * a difference is a bug in the stages before. */
static int overriders_agree(struct plan *pl, const struct todos *td, struct kaba_error *err)
{
	size_t i, j;

	for (i = 0; i < td->n; i++)
		for (j = 0; j < td->n; j++) {
			const struct kaba_pmember *a = td->v[i].m, *b = td->v[j].m;
			const char *da, *db;

			if (a == b || strcmp(a->name, b->name) || strcmp(a->descriptor, b->descriptor) ||
			    !strcmp(a->name, "<init>") || ((a->access | b->access) & KABA_ACC_STATIC) ||
			    !kaba_pclass_extends(a->owner, b->owner) ||
			    kaba_can_override(pl->prog, a, b) != 1)
				continue;
			if (!(da = retype_method_desc(pl, a, err)) || !(db = retype_method_desc(pl, b, err)))
				return err->status;
			if (strcmp(da, db))
				return kaba_fail(err, KABA_EINTERNAL, pl->in, -1, "%s.%s%s overrides %s.%s%s "
						 "but is retyped %s, not %s", a->owner->name, a->name,
						 a->descriptor, b->owner->name, b->name, b->descriptor,
						 da, db);
		}
	return KABA_OK;
}

/* The methods with a body of their own in the output, for the check that
 * every method the traces ran keeps one (ran.c). */
static int traced_bodies_kept(struct plan *pl, const struct todos *td, struct kaba_error *err)
{
	const struct kaba_pmember **bodies;
	size_t i, n = 0;
	int rc;

	if (!pl->ran)
		return KABA_OK;
	if (!(bodies = malloc((td->n + 1) * sizeof(*bodies))))
		return kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
	for (i = 0; i < td->n; i++)
		if (td->v[i].body == TODO_BODY)
			bodies[n++] = td->v[i].m;
	rc = plan_check_ran(pl, bodies, n, err);
	free(bodies);
	return rc;
}

/* The class files, in passes over all classes.  A pass that collects
 * refusals (plan_carry_on) leaves a refused class's members or a refused
 * body out and goes on, so that one pass finds every refusal it can; the
 * checks between the passes still run (they may refuse more), what only
 * a complete jar needs (class initialisation order, frames) does not. */
/* The class file of the first user member of proposal class k's (its
 * fields, its constructors' columns) into *origin: 1, or 0 for none. */
static size_t member_origin(struct plan *pl, size_t k, const struct kaba_class **origin)
{
	const struct kaba_proposal_class *pk = &pl->prop->classes[pl->cls[k].pclass];
	size_t i;

	for (i = 0; i < pk->members.n; i++) {
		const struct kaba_column *col = &pl->t->columns[pk->members.v[i]];
		struct kaba_pclass *owner = plan_user_class(pl, col->origin.owner,
							    strlen(col->origin.owner));

		if (owner) {
			*origin = owner->cf;
			return 1;
		}
	}
	return 0;
}

/* Each new class names the source file of the bodies it holds (source.c). */
static int source_files(struct plan *pl, const struct todos *td, struct kaba_error *err)
{
	const struct kaba_class **origins = td->n ? malloc(td->n * sizeof(*origins)) : NULL;
	size_t i, j, n;
	int rc = KABA_OK;

	if (td->n && !origins)
		return kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
	for (i = 0; i < pl->n && !rc; i++) {
		if (pl->cls[i].frozen)
			continue;
		/* its bodies' classes, else (no body) its declarations' */
		for (n = 0, j = 0; j < td->n; j++)
			if (td->v[j].k == i && td->v[j].body == TODO_BODY)
				origins[n++] = td->v[j].m->owner->cf;
		for (j = 0; !n && j < td->n; j++)
			if (td->v[j].k == i && td->v[j].body == TODO_DECLARATION)
				origins[n++] = td->v[j].m->owner->cf;
		if (!n && pl->cls[i].pclass != KABA_NONE) /* fields, constructors */
			n = member_origin(pl, i, origins);
		rc = source_file_add(pl, i, origins, n, err);
	}
	free(origins);
	return rc;
}

int emit_classes(struct plan *pl, struct kaba_error *err)
{
	struct todos td = { 0 };
	size_t i;
	int rc = KABA_OK;

	if (!(pl->column_methods = kaba_arena_alloc(&pl->arena, (pl->t->ncolumns + 1) *
						     sizeof(*pl->column_methods))))
		return kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
	for (i = 0; i < pl->t->ncolumns; i++)
		pl->column_methods[i] = find_column_method(pl, i);
	if ((rc = rename_package_families(pl, err)))
		return rc;
	for (i = 0; i < pl->n; i++)
		if (pl->cls[i].frozen ? frozen_class_file(pl, i, err) :
		    !(pl->cls[i].cf = new_class_file(pl, &pl->cls[i], err)))
			return err->status;
	for (i = 0; i < pl->n && !rc; i++) {
		if (pl->cls[i].pclass != KABA_NONE)
			rc = plan_carry_on(pl, proposal_members(pl, i, &td, err));
		if (!rc && pl->cls[i].statics_of)
			rc = plan_carry_on(pl, static_members(pl, i, &td, err));
	}
	if (!rc)
		rc = ctor_pinned(pl, err);
	if (!rc)
		rc = same_virtual_methods(pl, &td, err);
	if (!rc)
		rc = overriders_agree(pl, &td, err);
	if (!rc)
		rc = traced_bodies_kept(pl, &td, err);
	for (i = 0; i < td.n && !rc; i++)
		if (td.v[i].body != TODO_DECLARATION)
			rc = plan_carry_on(pl, method_code(pl, &td.v[i], err));
	for (i = 0; i < pl->n && !rc; i++)
		if (pl->cls[i].frozen)
			rc = plan_carry_on(pl, frozen_bodies(pl, i, err));
	if (!rc)
		rc = source_files(pl, &td, err);
	free(td.v);
	if (rc || plan_refused(pl))
		return rc;
	return (rc = holders_clinit_order(pl, err)) ? rc : frames(pl, err);
}
