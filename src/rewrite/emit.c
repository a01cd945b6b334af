/*
 * The class files of the plan: one per plan class, with the members the
 * planning pass gave it (members.c: names, descriptors, access), their
 * code (bodies copied and retyped by body.c, bridges by families.c),
 * constructors (ctor.c), and frames recomputed against the new hierarchy.
 * Methods that would override each other in the output without having
 * been one virtual method before (package access) are refused.
 * Dropped: LocalVariable(Type)Table, Signature, invisible annotations and
 * those of classes (a new class has no one original); members keep their
 * visible annotations (annotations.c), classes get a SourceFile (source.c).
 */
#include <assert.h>
#include <stdlib.h>
#include <string.h>

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

int class_method(const struct kaba_class *cf, const char *name, const char *desc)
{
	uint16_t i;

	for (i = 0; i < cf->methods.n; i++)
		if (kaba_cp_utf8_equals(cf, cf->methods.v[i].name_index, name) &&
		    kaba_cp_utf8_equals(cf, cf->methods.v[i].descriptor_index, desc))
			return i;
	return -1;
}

/* Planned member x written into its class file, without code. */
static int write_member(struct plan *pl, const struct plan_member *x, struct kaba_error *err)
{
	struct kaba_class *cf = pl->cls[x->k].cf;
	struct kaba_members *list = x->kind == PLAN_FIELD ? &cf->fields : &cf->methods;
	struct kaba_attr *cv;

	if (!x->written)
		return KABA_OK;
	if (!kaba_member_add(cf, list, x->access, x->name, x->desc, err))
		return err->status;
	assert(x->kind == PLAN_FIELD || x->index == cf->methods.n - 1);
	if (x->kind == PLAN_FIELD && (x->m->access & KABA_ACC_STATIC) &&
	    (cv = kaba_attr_find(&x->m->owner->cf->fields.v[x->m->index].attrs,
				 KABA_ATTR_CONSTANT_VALUE))) {
		struct body b = { pl, x->k, x->m->owner->cf, cf, x->m, err, NULL };
		struct kaba_attr *a = kaba_attr_add(cf, &list->v[list->n - 1].attrs,
						    KABA_ATTR_CONSTANT_VALUE, err);

		if (!a || !(a->index = retype_copy_cp(&b, cv->index)))
			return err->status;
	}
	if (x->kind == PLAN_BRIDGE || x->refused)
		return KABA_OK;
	return annotations_copy(pl, x->k, x->m, x->desc, &list->v[list->n - 1].attrs, err);
}

/* Is x a method the passes after the members see (the todo of the code,
 * the checks of families)? */
static int method_todo(const struct plan_member *x)
{
	return x->kind != PLAN_FIELD && !x->refused;
}

/* Pass 3: the code of a body or a bridge. */
static int method_code(struct plan *pl, const struct plan_member *t, struct kaba_error *err)
{
	const char *desc;

	if (t->kind == PLAN_BODY)
		return retype_body(pl, t->k, t->m, t->index, err);
	if (!(desc = retype_method_desc(pl, t->m, err)))
		return err->status;
	return family_bridge_code(pl, t->k, t->index, t->m, desc, err);
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
	return plan_carry_on(pl, err, plan_unsupported_in(pl, err, k, member, m->access & KABA_ACC_STATIC,
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

/* Do a and b, one name and descriptor, a's class below b's in the output,
 * carry methods the JVM kept apart before?  Methods of two families (a
 * bridge carries its other family's name, whose root is its own), or of
 * one where a's method lies below b's and does not override it: a
 * package-private b of another package, which a method of b's package
 * between them would have to override first (shapes javac does not
 * compile, as a package-private method overriding a public one). */
static int kept_apart(struct plan *pl, const struct plan_member *a, const struct plan_member *b)
{
	return a->root != b->root ||
	       (a->kind != PLAN_BRIDGE && b->kind != PLAN_BRIDGE &&
		kaba_pclass_extends(a->m->owner, b->m->owner) &&
		kaba_can_override(pl->prog, a->m, b->m) != KABA_YES);
}

/* Methods that share a name and output descriptor in one class or in a
 * subclass and its superclass override each other in the output, so they
 * must have been one virtual method before.  Not so when the analysis
 * grouped by signature what the JVM keeps apart: a package-private method
 * and a same-named one in another package (which would also start
 * overriding once widened to public). */
static int same_virtual_methods(struct plan *pl, struct kaba_error *err)
{
	size_t i, j;
	int rc;

	for (i = 0; i < pl->nmembers; i++)
		for (j = 0; j < pl->nmembers; j++) {
			const struct plan_member *a = &pl->members[i], *b = &pl->members[j];

			/* public and protected methods of one signature override
			 * each other wherever they are, package-private ones in
			 * their package (§5.4.5): there the proposal's signature
			 * groups are the JVM's.  The cheap tests first: the
			 * pairs are many (ecj) */
			if (!method_todo(a) || !method_todo(b) || a->m == b->m ||
			    ((a->m->access | b->m->access) & (KABA_ACC_STATIC | KABA_ACC_PRIVATE)) ||
			    (!plan_package_private(a->m) && !plan_package_private(b->m)) ||
			    !strcmp(a->m->name, "<init>") ||
			    kaba_same_runtime_package(a->m->owner, b->m->owner) ||
			    strcmp(a->name, b->name) || strcmp(a->desc, b->desc) ||
			    !plan_subtype(pl, a->k, b->k))
				continue;
			if (kept_apart(pl, a, b) &&
			    (rc = plan_carry_on(pl, err, plan_unsupported(pl, err, a->m->owner,
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
static int overriders_agree(struct plan *pl, struct kaba_error *err)
{
	size_t i, j;

	for (i = 0; i < pl->nmembers; i++)
		for (j = 0; j < pl->nmembers; j++) {
			const struct kaba_pmember *a = pl->members[i].m, *b = pl->members[j].m;
			const char *da, *db;

			if (!method_todo(&pl->members[i]) || !method_todo(&pl->members[j]) || a == b || strcmp(a->name, b->name) || strcmp(a->descriptor, b->descriptor) ||
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
static int traced_bodies_kept(struct plan *pl, struct kaba_error *err)
{
	const struct kaba_pmember **bodies;
	size_t i, n = 0;
	int rc;

	if (!pl->ran)
		return KABA_OK;
	if (!(bodies = malloc((pl->nmembers + 1) * sizeof(*bodies))))
		return kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
	for (i = 0; i < pl->nmembers; i++)
		if (method_todo(&pl->members[i]) && pl->members[i].kind == PLAN_BODY)
			bodies[n++] = pl->members[i].m;
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
static int source_files(struct plan *pl, struct kaba_error *err)
{
	const struct plan_member *v = pl->members;
	const struct kaba_class **origins = pl->nmembers ? malloc(pl->nmembers * sizeof(*origins))
							 : NULL;
	size_t i, j, n;
	int rc = KABA_OK;

	if (pl->nmembers && !origins)
		return kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
	for (i = 0; i < pl->n && !rc; i++) {
		if (pl->cls[i].frozen)
			continue;
		/* its bodies' classes, else (no body) its declarations' */
		for (n = 0, j = 0; j < pl->nmembers; j++)
			if (v[j].k == i && method_todo(&v[j]) && v[j].kind == PLAN_BODY)
				origins[n++] = v[j].m->owner->cf;
		for (j = 0; !n && j < pl->nmembers; j++)
			if (v[j].k == i && method_todo(&v[j]) && v[j].kind == PLAN_DECLARATION)
				origins[n++] = v[j].m->owner->cf;
		if (!n && pl->cls[i].pclass != KABA_NONE) /* fields, constructors */
			n = member_origin(pl, i, origins);
		rc = source_file_add(pl, i, origins, n, err);
	}
	free(origins);
	return rc;
}

int emit_classes(struct plan *pl, struct kaba_error *err)
{
	size_t i;
	int rc = KABA_OK;

	for (i = 0; i < pl->n; i++)
		if (pl->cls[i].frozen ? frozen_class_file(pl, i, err) :
		    !(pl->cls[i].cf = new_class_file(pl, &pl->cls[i], err)))
			return err->status;
	for (i = 0; i < pl->nmembers && !rc; i++)
		rc = write_member(pl, &pl->members[i], err);
	if (!rc)
		rc = ctor_pinned(pl, err);
	if (!rc)
		rc = same_virtual_methods(pl, err);
	if (!rc)
		rc = overriders_agree(pl, err);
	if (!rc)
		rc = traced_bodies_kept(pl, err);
	for (i = 0; i < pl->nmembers && !rc; i++)
		if (method_todo(&pl->members[i]) && pl->members[i].kind != PLAN_DECLARATION)
			rc = plan_carry_on(pl, err, method_code(pl, &pl->members[i], err));
	for (i = 0; i < pl->n && !rc; i++)
		if (pl->cls[i].frozen)
			rc = plan_carry_on(pl, err, frozen_bodies(pl, i, err));
	if (!rc)
		rc = source_files(pl, err);
	if (rc || plan_refused(pl))
		return rc;
	return (rc = holders_clinit_order(pl, err)) ? rc : frames(pl, err);
}
