/*
 * The access self-check (access.h).  The generator moves bodies into new
 * classes and places those classes in packages; an access the original
 * code made legally (a protected field of a class in its package, a
 * package-private superclass) may not be legal from there, and the JVM
 * then refuses the class: IllegalAccessError at linking, "Bad access to
 * protected data" at verification.  The rules, as of Java 11:
 *
 *  - class C is accessible to D when C is public or both are in one
 *    runtime package (one jar, one loader: one package name); an array
 *    class by its element class (5.4.4);
 *  - member R, declared in C and found by resolution from the class T a
 *    reference names (5.4.3.2 fields: T, its superinterfaces, its
 *    superclasses; 5.4.3.3 methods: T and its superclasses, then the
 *    superinterfaces), is accessible to D when R is public; protected and
 *    C is in D's package or D is a subclass of C, an instance member then
 *    named through a T at, above or below D; package-private and C in D's
 *    package; private and C is D or a nestmate of D (one nest host);
 *  - the verifier's protected check (4.10.1.8): getfield, putfield and
 *    invokevirtual of a protected member declared in a superclass of D in
 *    another package need a receiver assignable to D; an invokespecial of
 *    such a constructor is only D's super(...) call.
 *
 * The receiver's type is not inferred here (the frames' inference keeps
 * its types to itself): it is known to be a D when the reference names D
 * or a subclass (the verifier checks the receiver against T too), or when
 * it is `this`: pushed by aload_0 on a straight path to the access, in an
 * instance method that never stores local 0 (receiver_is_this, which
 * privates.c asks the same).  Anything else counts as a violation: the
 * check errs towards refusing.  A class the
 * world does not know (a library class not installed) answers no question;
 * a reference to a class of the input that the output no longer has is a
 * violation.
 */
#include "access.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kaba/bytecode.h"
#include "kaba/descriptor.h"
#include "privates.h"

#define DEPTH 512       /* longest supertype chain walked: deeper is a cycle */
#define OBJECT "java/lang/Object"

struct name {
	const char *s;
	size_t len;
};

/* A member found by resolution, and the class declaring it. */
struct found {
	const struct kaba_class *c;
	const struct kaba_member *m;
	struct name owner;
};

struct check {
	const struct access_world *w;
	const struct kaba_class *cf;    /* D, the class whose code accesses */
	struct name d;
	struct access_violation *v;
	int method;                     /* index of the method checked, or -1 */
	int in_init;                    /* it is a constructor */
};

static int violation(struct check *ck, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static int violation(struct check *ck, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(ck->v->what, sizeof(ck->v->what), fmt, ap);
	va_end(ap);
	ck->v->method = ck->method;
	return 1;
}

static struct name class_name(const struct kaba_class *cf, uint16_t index)
{
	struct name n = { NULL, 0 };

	if (index)
		n.s = kaba_cp_class_name(cf, index, &n.len);
	return n;
}

static int same(struct name a, struct name b)
{
	return a.s && b.s && a.len == b.len && !memcmp(a.s, b.s, a.len);
}

static size_t package_len(const char *s, size_t len)
{
	while (len && s[len - 1] != '/')
		len--;
	return len;
}

int access_same_package(const char *a, size_t la, const char *b, size_t lb)
{
	size_t pa = package_len(a, la);

	return pa == package_len(b, lb) && !memcmp(a, b, pa);
}

static int same_package(struct name a, struct name b)
{
	return access_same_package(a.s, a.len, b.s, b.len);
}

static enum access_found find(const struct check *ck, struct name n, const struct kaba_class **out)
{
	*out = NULL;
	return n.s ? ck->w->find(ck->w->ctx, n.s, n.len, out) : ACCESS_UNKNOWN;
}

/* Is class a at or below class b by superclasses?  1, 0, or -1 when a
 * class on the way is unknown. */
static int subclass(const struct check *ck, struct name a, struct name b)
{
	const struct kaba_class *c;
	int depth;

	for (depth = 0; depth < DEPTH; depth++) {
		if (same(a, b))
			return 1;
		if (find(ck, a, &c) != ACCESS_FOUND)
			return -1;
		if (!c->super_class)
			return 0;
		a = class_name(c, c->super_class);
	}
	return -1;
}

/* The nest host of a class (JVMS 5.4.4: its NestHost, else itself). */
static struct name nest_host(const struct kaba_class *c)
{
	const struct kaba_attr *a = kaba_attr_find(&c->attrs, KABA_ATTR_NEST_HOST);

	return class_name(c, a ? a->index : c->this_class);
}

/* The class an array or class reference needs access to: the element
 * class of an array ({NULL} for a primitive one). */
static struct name element(struct name n)
{
	if (!n.s || !n.len || n.s[0] != '[')
		return n;
	while (n.len && n.s[0] == '[') {
		n.s++;
		n.len--;
	}
	if (n.len < 3 || n.s[0] != 'L') {
		n.s = NULL;     /* a primitive element: nothing to access */
		n.len = 0;
	} else {
		n.s++;
		n.len -= 2;
	}
	return n;
}

/* May D name class n (5.4.4)? */
static int class_access(struct check *ck, struct name n)
{
	const struct kaba_class *c;
	enum access_found r;

	n = element(n);
	if (!n.s || same(n, ck->d))
		return 0;
	r = find(ck, n, &c);
	if (r == ACCESS_GONE)
		return violation(ck, "%.*s names %.*s, which the output does not have",
				 (int)ck->d.len, ck->d.s, (int)n.len, n.s);
	if (r == ACCESS_FOUND && !(c->access & KABA_ACC_PUBLIC) && !same_package(n, ck->d))
		return violation(ck, "%.*s names %.*s, a class of another package that is not public",
				 (int)ck->d.len, ck->d.s, (int)n.len, n.s);
	return 0;
}

/* The member of class c itself with this name and descriptor. */
static const struct kaba_member *own_member(const struct kaba_class *c, int method,
					    struct name name, struct name desc)
{
	const struct kaba_members *list = method ? &c->methods : &c->fields;
	uint16_t i;

	for (i = 0; i < list->n; i++) {
		struct name n, d;

		n.s = kaba_member_name(c, &list->v[i], &n.len);
		d.s = kaba_member_descriptor(c, &list->v[i], &d.len);
		if (same(n, name) && same(d, desc))
			return &list->v[i];
	}
	return NULL;
}

/* 1 found (*f), 0 absent, -1 unknown: the answers of the lookups below. */
static int found_in(const struct check *ck, struct name cn, int method, struct name name,
		    struct name desc, int inherited, struct found *f)
{
	const struct kaba_class *c;
	enum access_found r = find(ck, cn, &c);
	const struct kaba_member *m;

	if (r != ACCESS_FOUND)
		return r == ACCESS_GONE ? 0 : -1;
	m = own_member(c, method, name, desc);
	/* a superinterface's method: neither private nor static (5.4.3.3) */
	if (!m || (inherited && method && (m->access & (KABA_ACC_PRIVATE | KABA_ACC_STATIC))))
		return 0;
	f->c = c;
	f->m = m;
	f->owner = cn;
	return 1;
}

/* Merge an answer into the one so far: found wins, unknown beats absent. */
static int either(int so_far, int rc)
{
	return so_far == 1 || rc == 1 ? 1 : so_far < 0 || rc < 0 ? -1 : 0;
}

/* The member among the superinterfaces of class or interface cn, and of
 * its superclasses (fields 5.4.3.2 step 2; methods 5.4.3.3 step 3, where
 * any of the maximally specific ones serves: all are public). */
static int in_interfaces(const struct check *ck, struct name cn, int method, struct name name,
			 struct name desc, struct found *f, int depth)
{
	const struct kaba_class *c;
	int rc = 0;
	uint16_t i;

	if (depth > DEPTH || find(ck, cn, &c) != ACCESS_FOUND)
		return -1;
	for (i = 0; i < c->interfaces.n && rc != 1; i++) {
		struct name in = class_name(c, c->interfaces.v[i]);

		rc = either(rc, found_in(ck, in, method, name, desc, 1, f));
		if (rc != 1)
			rc = either(rc, in_interfaces(ck, in, method, name, desc, f, depth + 1));
	}
	if (rc != 1 && method && c->super_class)
		rc = either(rc, in_interfaces(ck, class_name(c, c->super_class), method, name, desc,
					      f, depth + 1));
	return rc;
}

/* Field resolution (5.4.3.2): the class, its superinterfaces, then its
 * superclass, recursively. */
static int resolve_field(const struct check *ck, struct name cn, struct name name, struct name desc,
			 struct found *f, int depth)
{
	const struct kaba_class *c;
	int rc;

	if (depth > DEPTH)
		return -1;
	if ((rc = found_in(ck, cn, 0, name, desc, 0, f)) || find(ck, cn, &c) != ACCESS_FOUND)
		return rc;
	rc = in_interfaces(ck, cn, 0, name, desc, f, depth + 1);
	if (rc != 1 && c->super_class)
		rc = either(rc, resolve_field(ck, class_name(c, c->super_class), name, desc, f, depth + 1));
	return rc;
}

/* Method resolution (5.4.3.3, 5.4.3.4): a class's own methods and its
 * superclasses' (an interface: its own, then Object's public ones), then
 * the superinterfaces. */
static int resolve_method(const struct check *ck, struct name cn, int interface, struct name name,
			  struct name desc, struct found *f)
{
	struct name at = cn, object = { OBJECT, sizeof(OBJECT) - 1 };
	const struct kaba_class *c;
	int depth, rc = 0;

	for (depth = 0; depth < DEPTH && at.s && rc != 1; depth++) {
		rc = found_in(ck, at, 1, name, desc, 0, f);
		if (rc || find(ck, at, &c) != ACCESS_FOUND || interface)
			break;
		at = class_name(c, c->super_class);
	}
	if (rc != 1 && interface && found_in(ck, object, 1, name, desc, 0, f) == 1 &&
	    (f->m->access & KABA_ACC_PUBLIC))
		return 1;
	return rc == 1 ? 1 : either(rc, in_interfaces(ck, cn, 1, name, desc, f, 0));
}

/* An instruction of a method's code, for the receiver test. */
struct site {
	const struct kaba_member *m;
	const struct kaba_code *code;
	const struct kaba_insn *v;      /* the method's instructions */
	uint32_t n, i;                  /* v[i] is the access */
	uint8_t *this_at;               /* NULL until asked: receivers_of_this */
};

/* Is the receiver of access v[i] the method's `this`? */
static int on_this(const struct check *ck, struct site *at)
{
	if (at->m->access & KABA_ACC_STATIC)
		return 0;
	/* one flow for all the accesses of the method; out of memory: not this */
	if (!at->this_at && (at->this_at = malloc(at->code->code_len + 1)))
		receivers_of_this(ck->cf, at->code, at->v, at->n, at->this_at);
	return at->this_at && at->this_at[at->v[at->i].offset];
}

/* The protected rules for member f, named through class t by `op`. */
static int protected_access(struct check *ck, const struct found *f, struct name t, uint8_t op,
			    const char *what, struct site *at)
{
	int sub = subclass(ck, ck->d, f->owner);
	struct name name;

	name.s = kaba_member_name(f->c, f->m, &name.len);
	if (same_package(f->owner, ck->d) || sub < 0)
		return 0;
	if (!sub)
		return violation(ck, "%s is protected in %.*s, neither in the package of %.*s nor "
				 "above it", what, (int)f->owner.len, f->owner.s, (int)ck->d.len, ck->d.s);
	if (f->m->access & KABA_ACC_STATIC)
		return 0;
	if (name.len == 6 && !memcmp(name.s, "<init>", 6)) {
		struct name super = class_name(ck->cf, ck->cf->super_class);

		if (op == KABA_OP_INVOKESPECIAL && ck->in_init && same(t, super) && on_this(ck, at))
			return 0;       /* super(...) on the uninitialised `this` */
		return violation(ck, "%s: a protected constructor of another package, not as the "
				 "super(...) call of %.*s", what, (int)ck->d.len, ck->d.s);
	}
	if (subclass(ck, t, ck->d) == 0 && subclass(ck, ck->d, t) == 0)
		return violation(ck, "%s: protected, named through %.*s, which is neither above "
				 "nor below %.*s", what, (int)t.len, t.s, (int)ck->d.len, ck->d.s);
	if (op != KABA_OP_GETFIELD && op != KABA_OP_PUTFIELD && op != KABA_OP_INVOKEVIRTUAL)
		return 0;
	if (subclass(ck, t, ck->d) != 0)
		return 0;
	if (on_this(ck, at))
		return 0;
	return violation(ck, "%s: protected in %.*s of another package, on a receiver not "
			 "known to be a %.*s (JVMS 4.10.1.8)", what, (int)f->owner.len, f->owner.s,
			 (int)ck->d.len, ck->d.s);
}

/* May D's instruction `op` access member f, named through class t? */
static int member_access(struct check *ck, const struct found *f, struct name t, uint8_t op,
			 const char *what, struct site *at)
{
	uint16_t acc = f->m->access;

	if (acc & KABA_ACC_PUBLIC)
		return 0;
	if (acc & KABA_ACC_PRIVATE) {
		if (same(f->owner, ck->d) || same(nest_host(f->c), nest_host(ck->cf)))
			return 0;
		return violation(ck, "%s is private in %.*s, not a nestmate of %.*s", what,
				 (int)f->owner.len, f->owner.s, (int)ck->d.len, ck->d.s);
	}
	if (acc & KABA_ACC_PROTECTED)
		return protected_access(ck, f, t, op, what, at);
	if (same_package(f->owner, ck->d))
		return 0;
	return violation(ck, "%s is package-private in %.*s, another package than %.*s's", what,
			 (int)f->owner.len, f->owner.s, (int)ck->d.len, ck->d.s);
}

/* The signature-polymorphic methods resolve by name alone (5.4.3.3). */
static int polymorphic(struct name t)
{
	return (t.len == 29 && !memcmp(t.s, "java/lang/invoke/MethodHandle", 29)) ||
	       (t.len == 26 && !memcmp(t.s, "java/lang/invoke/VarHandle", 26));
}

/* Linkage beyond access (5.4.3.3-4, the instructions' linking exceptions):
 * a Methodref must name a class and an InterfaceMethodref an interface,
 * and a static member must be used by a static instruction and only by
 * one; else IncompatibleClassChangeError. */
static int incompatible(struct check *ck, const struct kaba_cp_entry *e, uint8_t op,
			struct name t, const struct found *f, const char *what)
{
	int is_static = op == KABA_OP_GETSTATIC || op == KABA_OP_PUTSTATIC ||
			op == KABA_OP_INVOKESTATIC;
	const struct kaba_class *c;

	if (e->tag != KABA_CP_FIELDREF && find(ck, t, &c) == ACCESS_FOUND &&
	    !!(c->access & KABA_ACC_INTERFACE) == (e->tag == KABA_CP_METHODREF))
		return violation(ck, "%.*s uses %s through a %s reference, but %.*s is %s "
				 "(IncompatibleClassChangeError)", (int)ck->d.len, ck->d.s, what,
				 e->tag == KABA_CP_METHODREF ? "class method" : "interface method",
				 (int)t.len, t.s, e->tag == KABA_CP_METHODREF ? "an interface" : "a class");
	if ((op >= KABA_OP_GETSTATIC && op <= KABA_OP_INVOKEINTERFACE) &&
	    !!(f->m->access & KABA_ACC_STATIC) != is_static)
		return violation(ck, "%.*s uses %s %s %s, which is %sstatic "
				 "(IncompatibleClassChangeError)", (int)ck->d.len, ck->d.s,
				 is_static ? "the static way," : "as an instance member,",
				 kaba_opcode_name(op), what, is_static ? "not " : "");
	return 0;
}

/* A field or method reference of D's instruction `op`. */
static int reference(struct check *ck, uint16_t index, uint8_t op, struct site *at)
{
	const struct kaba_cp_entry *e = &ck->cf->cp.entries[index];
	const struct kaba_cp_entry *nat = &ck->cf->cp.entries[e->ref.nat_index];
	struct name t = class_name(ck->cf, e->ref.class_index), name, desc;
	int method = e->tag != KABA_CP_FIELDREF, rc;
	struct found f;
	char what[300];

	name.s = kaba_cp_utf8(ck->cf, nat->nat.name_index, &name.len);
	desc.s = kaba_cp_utf8(ck->cf, nat->nat.descriptor_index, &desc.len);
	if (!t.s || !name.s || !desc.s)
		return 0;
	if (class_access(ck, t))
		return 1;
	if (t.s[0] == '[' || polymorphic(t))
		return 0;       /* an array's members are public or Object's */
	rc = method ? resolve_method(ck, t, e->tag == KABA_CP_INTERFACE_METHODREF, name, desc, &f)
		    : resolve_field(ck, t, name, desc, &f, 0);
	snprintf(what, sizeof(what), "%.*s.%.*s%s%.*s", (int)t.len, t.s, (int)name.len, name.s,
		 method ? "" : ":", (int)desc.len, desc.s);
	if (rc == 0)
		return violation(ck, "%.*s uses %s, which resolves to nothing", (int)ck->d.len, ck->d.s,
				 what);
	if (rc < 0)
		return 0;
	return incompatible(ck, e, op, t, &f, what) ? 1 : member_access(ck, &f, t, op, what, at);
}

static int is_class_operand(uint8_t op)
{
	return op == KABA_OP_NEW || op == KABA_OP_CHECKCAST || op == KABA_OP_INSTANCEOF ||
	       op == KABA_OP_ANEWARRAY || op == KABA_OP_MULTIANEWARRAY;
}

/* The instructions of a method's code, decoded into *v (malloc'd); their
 * number, or -1 when out of memory. */
static long decode(const struct kaba_code *code, struct kaba_insn **v)
{
	struct kaba_insn_iter it;
	struct kaba_insn in;
	struct kaba_error err;
	long n = 0;

	kaba_insn_iter_init(&it, code->code, code->code_len, NULL, -1);
	while (kaba_insn_next(&it, &in, &err) == 1)
		n++;
	if (!(*v = malloc((size_t)(n ? n : 1) * sizeof(**v))))
		return -1;
	kaba_insn_iter_init(&it, code->code, code->code_len, NULL, -1);
	for (n = 0; kaba_insn_next(&it, &(*v)[n], &err) == 1; n++)
		;
	return n;
}

/* Every reference of one method's code. */
static int method_code(struct check *ck, const struct kaba_member *m, const struct kaba_code *code)
{
	struct site at = { m, code, NULL, 0, 0, NULL };
	struct kaba_insn *v;
	long n = decode(code, &v);
	uint32_t i;
	int rc = 0;

	if (n < 0)
		return -1;
	at.v = v;
	at.n = (uint32_t)n;
	for (i = 0; i < code->nexceptions && !rc; i++)
		rc = class_access(ck, class_name(ck->cf, code->exceptions[i].catch_type));
	for (at.i = 0; at.i < at.n && !rc; at.i++) {
		uint8_t op = v[at.i].opcode;
		uint16_t index = (uint16_t)v[at.i].operand;
		const struct kaba_cp_entry *e = NULL;

		if (op == KABA_OP_LDC || op == KABA_OP_LDC_W || is_class_operand(op) ||
		    (op >= KABA_OP_GETSTATIC && op <= KABA_OP_INVOKEINTERFACE))
			e = &ck->cf->cp.entries[index];
		if (e && e->tag == KABA_CP_CLASS)
			rc = class_access(ck, class_name(ck->cf, index));
		else if (e && (e->tag == KABA_CP_FIELDREF || e->tag == KABA_CP_METHODREF ||
			       e->tag == KABA_CP_INTERFACE_METHODREF))
			rc = reference(ck, index, op, &at);
	}
	free(v);
	free(at.this_at);
	return rc;
}

int access_check_class(const struct access_world *w, const struct kaba_class *cf,
		       struct access_violation *v)
{
	struct check ck = { w, cf, { NULL, 0 }, v, -1, 0 };
	uint16_t i;
	int rc;

	ck.d = class_name(cf, cf->this_class);
	if (!ck.d.s)
		return 0;
	if (cf->super_class && (rc = class_access(&ck, class_name(cf, cf->super_class))))
		return rc;
	for (i = 0; i < cf->interfaces.n; i++)
		if ((rc = class_access(&ck, class_name(cf, cf->interfaces.v[i]))))
			return rc;
	for (i = 0; i < cf->methods.n; i++) {
		const struct kaba_code *code = kaba_member_code(&cf->methods.v[i]);
		struct name n;

		if (!code)
			continue;
		n.s = kaba_member_name(cf, &cf->methods.v[i], &n.len);
		ck.method = i;
		ck.in_init = n.s && n.len == 6 && !memcmp(n.s, "<init>", 6);
		if ((rc = method_code(&ck, &cf->methods.v[i], code)))
			return rc;
	}
	return 0;
}
