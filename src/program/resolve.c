/*
 * Resolution of symbolic references (JVMS 17 §5.4.3.2-4): which field or
 * method a Fieldref, Methodref or InterfaceMethodref denotes.  Access
 * checks (§5.4.4) are not made: kaba reads programs that the JVM loaded.
 * Where the specification lets the JVM choose "arbitrarily" among
 * superinterface methods, kaba takes the first maximally-specific one by
 * interface name, so that results are deterministic.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

static const char OBJECT[] = "java/lang/Object";

const char *kaba_link_status_name(enum kaba_link_status s)
{
	switch (s) {
	case KABA_LINK_OK: return "resolved";
	case KABA_LINK_MISSING_CLASS: return "missing class";
	case KABA_LINK_NO_SUCH_FIELD: return "NoSuchFieldError";
	case KABA_LINK_NO_SUCH_METHOD: return "NoSuchMethodError";
	case KABA_LINK_INCOMPATIBLE_CLASS_CHANGE: return "IncompatibleClassChangeError";
	case KABA_LINK_ABSTRACT_METHOD: return "AbstractMethodError";
	}
	return "unknown";
}

static struct kaba_pmember *find_member(struct kaba_pmember *v, uint16_t n,
					const char *name, size_t name_len,
					const char *desc, size_t desc_len)
{
	uint16_t i;

	for (i = 0; i < n; i++)
		if (name_equals(v[i].name, v[i].name_len, name, name_len) &&
		    name_equals(v[i].descriptor, v[i].descriptor_len, desc, desc_len))
			return &v[i];
	return NULL;
}

struct kaba_pmember *pclass_method_n(const struct kaba_pclass *c,
				     const char *name, size_t name_len,
				     const char *desc, size_t desc_len)
{
	return find_member(c->methods, c->nmethods, name, name_len, desc, desc_len);
}

struct kaba_pmember *kaba_pclass_field(const struct kaba_pclass *c,
				       const char *name, const char *desc)
{
	return find_member(c->fields, c->nfields, name, strlen(name), desc, strlen(desc));
}

struct kaba_pmember *kaba_pclass_method(const struct kaba_pclass *c,
					const char *name, const char *desc)
{
	return pclass_method_n(c, name, strlen(name), desc, strlen(desc));
}

static size_t package_len(const struct kaba_pclass *c)
{
	const char *slash = strrchr(c->name, '/');

	return slash ? (size_t)(slash - c->name) : 0;
}

int kaba_same_runtime_package(const struct kaba_pclass *a, const struct kaba_pclass *b)
{
	int boot_a = a->origin == KABA_ORIGIN_JDK, boot_b = b->origin == KABA_ORIGIN_JDK;

	return boot_a == boot_b &&
	       name_equals(a->name, package_len(a), b->name, package_len(b));
}

/* ---- symbolic references -------------------------------------------------- */

int kaba_ref_class_is(const struct kaba_ref *r, const char *cls)
{
	return r->cls_len == strlen(cls) && !memcmp(r->cls, cls, r->cls_len);
}

int kaba_ref_from_cp(struct kaba_ref *r, const struct kaba_class *cf, uint16_t index)
{
	const struct kaba_cp_entry *e, *nat;

	if (!index || index >= cf->cp.count)
		return -1;
	e = &cf->cp.entries[index];
	if (e->tag != KABA_CP_FIELDREF && e->tag != KABA_CP_METHODREF &&
	    e->tag != KABA_CP_INTERFACE_METHODREF)
		return -1;
	if (!e->ref.nat_index || e->ref.nat_index >= cf->cp.count)
		return -1;
	nat = &cf->cp.entries[e->ref.nat_index];
	if (nat->tag != KABA_CP_NAME_AND_TYPE)
		return -1;
	r->tag = e->tag;
	r->cls = kaba_cp_class_name(cf, e->ref.class_index, &r->cls_len);
	r->name = kaba_cp_utf8(cf, nat->nat.name_index, &r->name_len);
	r->desc = kaba_cp_utf8(cf, nat->nat.descriptor_index, &r->desc_len);
	return r->cls && r->name && r->desc ? 0 : -1;
}

struct kaba_ref kaba_ref_make(uint8_t tag, const char *cls, const char *name,
			      const char *desc)
{
	struct kaba_ref r = { tag, cls, name, desc, strlen(cls), strlen(name), strlen(desc) };

	return r;
}

/* The class a reference names; an array class has Object's members. */
static struct kaba_pclass *ref_class(struct kaba_program *p, const struct kaba_ref *r)
{
	if (r->cls_len && r->cls[0] == '[')
		return kaba_program_class(p, OBJECT);
	return kaba_program_class_n(p, r->cls, r->cls_len);
}

/* ---- fields, §5.4.3.2 ------------------------------------------------------ */

/* Declared in c, else in its superinterfaces (recursively, in order), else
 * in its superclass.  `stamp` keeps diamonds from being searched twice,
 * which cannot change the first hit of this depth-first order. */
static struct kaba_pmember *field_lookup(struct kaba_pclass *c, const struct kaba_ref *r,
					 uint32_t stamp, int *partial)
{
	struct kaba_pmember *f;
	uint16_t i;

	if (pclass_of(c)->mark == stamp)
		return NULL;
	pclass_of(c)->mark = stamp;
	f = find_member(c->fields, c->nfields, r->name, r->name_len, r->desc, r->desc_len);
	for (i = 0; i < c->ninterfaces && !f; i++) {
		if (c->interfaces[i])
			f = field_lookup(c->interfaces[i], r, stamp, partial);
		else
			*partial = 1;
	}
	if (!f && c->super)
		f = field_lookup(c->super, r, stamp, partial);
	else if (!f && c->super_name)
		*partial = 1;
	return f;
}

struct kaba_link kaba_resolve_field(struct kaba_program *p, const struct kaba_ref *r)
{
	struct kaba_pclass *c = ref_class(p, r);
	struct kaba_pmember *f;
	int partial = 0;

	if (!c)
		return link_fail(KABA_LINK_MISSING_CLASS);
	f = field_lookup(c, r, pool_stamp(p), &partial);
	if (f)
		return link_ok(f);
	return link_fail(partial ? KABA_LINK_MISSING_CLASS : KABA_LINK_NO_SUCH_FIELD);
}

/* ---- methods, §5.4.3.3 and §5.4.3.4 --------------------------------------- */

static int interface_method(const struct kaba_pmember *m)
{
	return !(m->access & (KABA_ACC_PRIVATE | KABA_ACC_STATIC));
}

size_t kaba_maximally_specific(struct kaba_program *p, struct kaba_pclass *c,
			       const char *name, size_t name_len,
			       const char *desc, size_t desc_len,
			       struct kaba_pmember **out, size_t max, int *complete)
{
	enum { ON_STACK = 32 };
	struct kaba_pmember *stack[ON_STACK], **cand = stack, *m;
	size_t n, i, j, ncand = 0, found = 0;
	struct kaba_pclass *const *sup = kaba_pclass_superinterfaces(p, c, &n, complete);

	if (n > ON_STACK && !(cand = malloc(n * sizeof(*cand)))) {
		*complete = 0;          /* out of memory: no answer */
		return 0;
	}
	for (i = 0; i < n; i++) {
		m = pclass_method_n(sup[i], name, name_len, desc, desc_len);
		if (m && interface_method(m))
			cand[ncand++] = m;
	}
	for (i = 0; i < ncand; i++) {
		int shadowed = 0;

		/* Not maximally specific if a subinterface of its interface
		 * declares such a method too. */
		for (j = 0; j < ncand && !shadowed; j++)
			shadowed = j != i && kaba_pclass_is_subtype(p, cand[j]->owner,
								    cand[i]->owner) == KABA_YES;
		if (shadowed)
			continue;
		if (found < max)
			out[found] = cand[i];
		found++;
	}
	if (cand != stack)
		free(cand);
	return found;
}

void specific_methods(struct kaba_program *p, struct kaba_pclass *c,
		      const char *name, size_t name_len, const char *desc,
		      size_t desc_len, struct specific *out)
{
	enum { ON_STACK = 16 };
	struct kaba_pmember *stack[ON_STACK], **ms = stack;
	size_t i;

	out->n = kaba_maximally_specific(p, c, name, name_len, desc, desc_len,
					 ms, ON_STACK, &out->complete);
	if (out->n > ON_STACK) {
		ms = malloc(out->n * sizeof(*ms));
		if (!ms) {
			memset(out, 0, sizeof(*out));   /* out of memory: no answer */
			return;
		}
		kaba_maximally_specific(p, c, name, name_len, desc, desc_len, ms,
					out->n, &out->complete);
	}
	out->first = out->n ? ms[0] : NULL;
	out->concrete = NULL;
	out->nconcrete = 0;
	for (i = 0; i < out->n; i++)
		if (!(ms[i]->access & KABA_ACC_ABSTRACT)) {
			out->concrete = ms[i];
			out->nconcrete++;
		}
	if (ms != stack)
		free(ms);
}

/*
 * The last steps of both resolutions: the one non-abstract maximally
 * specific method, else an arbitrary (the first) one.  NULL if none.
 */
static struct kaba_pmember *superinterface_method(struct kaba_program *p,
						  struct kaba_pclass *c,
						  const struct kaba_ref *r,
						  int *partial)
{
	struct specific s;

	specific_methods(p, c, r->name, r->name_len, r->desc, r->desc_len, &s);
	if (!s.complete)
		*partial = 1;
	return s.nconcrete == 1 ? s.concrete : s.first;
}

/* JVMS §2.9.3. */
static int signature_polymorphic(const struct kaba_pmember *m)
{
	const char *owner = m->owner->name;

	return (!strcmp(owner, "java/lang/invoke/MethodHandle") ||
		!strcmp(owner, "java/lang/invoke/VarHandle")) &&
	       (m->access & (KABA_ACC_VARARGS | KABA_ACC_NATIVE)) ==
		       (KABA_ACC_VARARGS | KABA_ACC_NATIVE) &&
	       !strncmp(m->descriptor, "([Ljava/lang/Object;)", 21);
}

/* The one method of c named `name` if it is signature polymorphic. */
static struct kaba_pmember *polymorphic_method(const struct kaba_pclass *c,
					       const struct kaba_ref *r)
{
	struct kaba_pmember *hit = NULL;
	uint16_t i;

	for (i = 0; i < c->nmethods; i++)
		if (name_equals(c->methods[i].name, c->methods[i].name_len,
				r->name, r->name_len)) {
			if (hit)
				return NULL;
			hit = &c->methods[i];
		}
	return hit && signature_polymorphic(hit) ? hit : NULL;
}

struct kaba_link kaba_resolve_method(struct kaba_program *p, const struct kaba_ref *r)
{
	struct kaba_pclass *c = ref_class(p, r), *x;
	struct kaba_pmember *m;
	int partial = 0;

	if (!c)
		return link_fail(KABA_LINK_MISSING_CLASS);
	if (kaba_pclass_is_interface(c))
		return link_fail(KABA_LINK_INCOMPATIBLE_CLASS_CHANGE);
	for (x = c; x; x = x->super) {
		m = polymorphic_method(x, r);
		if (m) {
			struct kaba_link l = link_ok(m);

			l.signature_polymorphic = 1;
			return l;
		}
		m = pclass_method_n(x, r->name, r->name_len, r->desc, r->desc_len);
		if (m)
			return link_ok(m);
		if (!x->super && x->super_name)
			partial = 1;
	}
	/* A missing superclass might declare the method: no guess. */
	if (partial)
		return link_fail(KABA_LINK_MISSING_CLASS);
	m = superinterface_method(p, c, r, &partial);
	if (m)
		return link_ok(m);
	return link_fail(partial ? KABA_LINK_MISSING_CLASS : KABA_LINK_NO_SUCH_METHOD);
}

struct kaba_link kaba_resolve_interface_method(struct kaba_program *p,
					       const struct kaba_ref *r)
{
	struct kaba_pclass *c = ref_class(p, r), *object;
	struct kaba_pmember *m;
	int partial = 0;

	if (!c)
		return link_fail(KABA_LINK_MISSING_CLASS);
	if (!kaba_pclass_is_interface(c))
		return link_fail(KABA_LINK_INCOMPATIBLE_CLASS_CHANGE);
	m = pclass_method_n(c, r->name, r->name_len, r->desc, r->desc_len);
	if (m)
		return link_ok(m);
	object = kaba_program_class(p, OBJECT);
	if (!object)
		return link_fail(KABA_LINK_MISSING_CLASS);
	m = pclass_method_n(object, r->name, r->name_len, r->desc, r->desc_len);
	if (m && (m->access & KABA_ACC_PUBLIC) && !(m->access & KABA_ACC_STATIC))
		return link_ok(m);
	m = superinterface_method(p, c, r, &partial);
	if (m)
		return link_ok(m);
	return link_fail(partial ? KABA_LINK_MISSING_CLASS : KABA_LINK_NO_SUCH_METHOD);
}

struct kaba_link kaba_resolve(struct kaba_program *p, const struct kaba_ref *r)
{
	switch (r->tag) {
	case KABA_CP_FIELDREF:
		return kaba_resolve_field(p, r);
	case KABA_CP_INTERFACE_METHODREF:
		return kaba_resolve_interface_method(p, r);
	default:
		return kaba_resolve_method(p, r);
	}
}
