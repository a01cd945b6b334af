/*
 * Loading and linking classes: a class is read (library classes on first
 * use), described by its names and members, and linked to its supertypes,
 * which are loaded first, as the JVM does (JVMS §5.3.5 step 3).  Linking is
 * where hostile hierarchies show: a supertype still being linked is a
 * cycle, and chains are bounded by KABA_PROGRAM_MAX_DEPTH.
 */
#include <string.h>

#include "internal.h"
#include "kaba/progress.h"

void pclass_set_missing(struct kaba_program *p, struct pclass *c)
{
	if (c->state != PCLASS_MISSING) {
		c->state = PCLASS_MISSING;
		p->nmissing++;
	}
}

/* A NUL-terminated class name from Class entry `index`, refusing arrays:
 * a supertype is a class or interface. */
static const char *class_name(struct kaba_program *p, struct pclass *c,
			      uint16_t index, const char *what,
			      struct kaba_error *err)
{
	size_t len;
	const char *s = kaba_cp_class_name(c->pub.cf, index, &len);
	char *copy;

	if (!s || !len || s[0] == '[') {
		kaba_fail(err, KABA_EINPUT, c->pub.where, -1,
			  "%s is not a class (constant %u)", what, index);
		return NULL;
	}
	copy = kaba_arena_strndup(&p->arena, s, len);
	if (!copy)
		program_oom(err, c->pub.where);
	return copy;
}

static int init_members(struct kaba_program *p, struct pclass *c,
			const struct kaba_members *list, int is_method,
			struct kaba_pmember **out, struct kaba_error *err)
{
	struct kaba_pmember *v;
	uint16_t i;

	*out = NULL;
	if (!list->n)
		return KABA_OK;
	v = kaba_arena_alloc(&p->arena, list->n * sizeof(*v));
	if (!v)
		return program_oom(err, c->pub.where);
	for (i = 0; i < list->n; i++) {
		const struct kaba_member *m = &list->v[i];
		size_t nlen, dlen;
		const char *name = kaba_member_name(c->pub.cf, m, &nlen);
		const char *desc = kaba_member_descriptor(c->pub.cf, m, &dlen);

		if (!name || !desc)
			return kaba_fail(err, KABA_EINPUT, c->pub.where, -1,
					 "%s %u has no name or descriptor",
					 is_method ? "method" : "field", i);
		v[i].owner = &c->pub;
		v[i].name = kaba_arena_strndup(&p->arena, name, nlen);
		v[i].descriptor = kaba_arena_strndup(&p->arena, desc, dlen);
		if (!v[i].name || !v[i].descriptor)
			return program_oom(err, c->pub.where);
		v[i].name_len = (uint16_t)nlen;
		v[i].descriptor_len = (uint16_t)dlen;
		v[i].access = m->access;
		v[i].index = i;
		v[i].is_method = (uint8_t)is_method;
	}
	*out = v;
	return KABA_OK;
}

int pclass_init(struct kaba_program *p, struct pclass *c, struct kaba_class *cf,
		struct kaba_error *err)
{
	struct kaba_pclass *pc = &c->pub;
	uint16_t i;
	int rc;

	pc->cf = cf;
	pc->access = cf->access;
	if (cf->super_class) {
		pc->super_name = class_name(p, c, cf->super_class, "superclass", err);
		if (!pc->super_name)
			return err->status;
	} else if (strcmp(pc->name, "java/lang/Object")) {
		return kaba_fail(err, KABA_EINPUT, pc->where, -1,
				 "class %s has no superclass", pc->name);
	}
	pc->ninterfaces = cf->interfaces.n;
	if (pc->ninterfaces) {
		pc->interface_names = kaba_arena_alloc(&p->arena,
			pc->ninterfaces * sizeof(*pc->interface_names));
		pc->interfaces = kaba_arena_alloc(&p->arena,
			pc->ninterfaces * sizeof(*pc->interfaces));
		if (!pc->interface_names || !pc->interfaces)
			return program_oom(err, pc->where);
	}
	for (i = 0; i < pc->ninterfaces; i++) {
		pc->interface_names[i] = class_name(p, c, cf->interfaces.v[i],
						    "superinterface", err);
		if (!pc->interface_names[i])
			return err->status;
	}
	pc->nfields = cf->fields.n;
	pc->nmethods = cf->methods.n;
	rc = init_members(p, c, &cf->fields, 0, &pc->fields, err);
	if (!rc)
		rc = init_members(p, c, &cf->methods, 1, &pc->methods, err);
	if (!rc)
		c->state = PCLASS_PARSED;
	return rc;
}

/* Read and parse an indexed library class. */
static int load(struct kaba_program *p, struct pclass *c, struct kaba_error *err)
{
	struct kaba_class *cf;
	const char *name;
	size_t len;
	int rc;

	c->pub.where = pool_where(p, c->jar, c->entry);
	if (!c->pub.where)
		return program_oom(err, kaba_jar_name(c->jar));
	rc = pool_read_class(p, c->jar, c->entry, c->pub.where, &cf, err);
	if (rc)
		return rc;
	p->library_loaded++;
	name = kaba_cp_class_name(cf, cf->this_class, &len);
	if (!name || !name_equals(name, len, c->pub.name, c->pub.name_len))
		return kaba_fail(err, KABA_EINPUT, c->pub.where, -1,
				 "entry does not hold class %s", c->pub.name);
	return pclass_init(p, c, cf, err);
}

static int link(struct kaba_program *p, struct pclass *c, unsigned level,
		struct kaba_error *err);

/* Link one supertype `name` of c; *out is it, or NULL when it is missing. */
static int link_super(struct kaba_program *p, struct pclass *c, const char *name,
		      const char *chain, unsigned level, struct kaba_pclass **out,
		      struct kaba_error *err)
{
	size_t len = strlen(name);
	struct pclass *s = pool_find(p, name, len);
	int rc;

	*out = NULL;
	if (!s) {
		s = pool_add(p, name, len, KABA_ORIGIN_JDK);
		if (!s)
			return program_oom(err, c->pub.where);
		pclass_set_missing(p, s);
		return KABA_OK;
	}
	if (s->state == PCLASS_LINKING)
		return kaba_fail(err, KABA_EINPUT, c->pub.where, -1,
				 "cyclic %s via %s", chain, name);
	rc = link(p, s, level + 1, err);
	if (rc || s->state != PCLASS_LINKED)
		return rc;
	if (s->depth >= KABA_PROGRAM_MAX_DEPTH)
		return kaba_fail(err, KABA_EINPUT, c->pub.where, -1,
				 "class hierarchy deeper than %d levels",
				 KABA_PROGRAM_MAX_DEPTH);
	if (s->depth + 1 > c->depth)
		c->depth = s->depth + 1;
	*out = &s->pub;
	return KABA_OK;
}

static int link(struct kaba_program *p, struct pclass *c, unsigned level,
		struct kaba_error *err)
{
	struct kaba_pclass *pc = &c->pub;
	uint16_t i;
	int rc = KABA_OK;

	if (c->state == PCLASS_INDEXED) {
		struct kaba_error lerr = { 0 };

		if (load(p, c, &lerr)) {
			kaba_warn("%s: %s; treated as missing",
				  lerr.where[0] ? lerr.where : pc->name, lerr.what);
			pclass_set_missing(p, c);
			return KABA_OK;
		}
	}
	if (c->state != PCLASS_PARSED)
		return KABA_OK;
	/* Recursion only passes classes not linked yet, so `level` never
	 * exceeds the depth the check in link_super bounds. */
	if (level > KABA_PROGRAM_MAX_DEPTH)
		return kaba_fail(err, KABA_EINPUT, pc->where, -1,
				 "class hierarchy deeper than %d levels",
				 KABA_PROGRAM_MAX_DEPTH);
	c->state = PCLASS_LINKING;
	if (pc->super_name)
		rc = link_super(p, c, pc->super_name, "superclass chain", level,
				&pc->super, err);
	for (i = 0; i < pc->ninterfaces && !rc; i++)
		rc = link_super(p, c, pc->interface_names[i], "interface hierarchy",
				level, &pc->interfaces[i], err);
	if (rc) {
		pclass_set_missing(p, c);
		return rc;
	}
	c->state = PCLASS_LINKED;
	return KABA_OK;
}

int pclass_link(struct kaba_program *p, struct pclass *c, struct kaba_error *err)
{
	return link(p, c, 0, err);
}

struct kaba_pclass *kaba_program_class_n(struct kaba_program *p,
					 const char *name, size_t len)
{
	struct pclass *c;
	struct kaba_error err = { 0 };

	if (!len || name[0] == '[')
		return NULL;
	c = pool_find(p, name, len);
	if (!c) {
		c = pool_add(p, name, len, KABA_ORIGIN_JDK);
		if (c)
			pclass_set_missing(p, c);
		return NULL;
	}
	if (c->state == PCLASS_INDEXED && pclass_link(p, c, &err)) {
		kaba_warn("%s: %s; treated as missing",
			  err.where[0] ? err.where : c->pub.name, err.what);
		return NULL;
	}
	return c->state == PCLASS_LINKED ? &c->pub : NULL;
}

struct kaba_pclass *kaba_program_class(struct kaba_program *p, const char *name)
{
	return kaba_program_class_n(p, name, strlen(name));
}
