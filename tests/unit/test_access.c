/*
 * The access self-check (src/rewrite/access.c): each rule of JVMS 5.4.4
 * and the verifier's protected check (4.10.1.8) on tiny hand-built class
 * files, one world of classes per test: public, package-private and
 * private members (nestmates), protected members (the subclass rule, the
 * class named, the receiver, constructors), class access, resolution
 * through superclasses and interfaces, dispatch's selection of a method
 * (dispatch.c, default methods included), classes the output no longer has,
 * and unknown classes (no claim); linkage errors (a static member used as
 * an instance one, a Methodref naming an interface).  And the placement that keeps such
 * accesses legal: a class named after no original class lives in the
 * package of the classes whose members it holds (src/rewrite/plan.c; the
 * hazard_protected_holder fixture, skipped when not built).  Beside it the
 * type check of the self-check (src/rewrite/typecheck.c) on methods whose
 * frames kaba_frames_compute made: a receiver of an unrelated class, an
 * invokeinterface on a class that does not implement the interface (and
 * the merged type that loses an interface every object has), a missing
 * frame, a wrong return, a constructor that skips super().
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "kaba/analysis.h"
#include "kaba/arena.h"
#include "kaba/classfile.h"
#include "kaba/rewrite.h"
#include "support.h"
#include "../../src/rewrite/access.h"
#include "../../src/rewrite/typecheck.h"

#define PUB KABA_ACC_PUBLIC
#define PROT KABA_ACC_PROTECTED
#define PRIV KABA_ACC_PRIVATE
#define STAT KABA_ACC_STATIC
#define OBJECT "java/lang/Object"

struct world {
	struct kaba_arena arena;
	struct kaba_class *v[16];
	size_t n;
	const char *gone;               /* a class the output no longer has */
	int listed;                     /* the type check may list the classes */
	char lub[64];                   /* common_super's answer */
	char selected[64];              /* select_name's answer */
	struct kaba_error err;
};

static enum access_found find(void *ctx, const char *name, size_t len, const struct kaba_class **out)
{
	struct world *w = ctx;
	size_t i, l;

	for (i = 0; i < w->n; i++) {
		const char *n = kaba_cp_class_name(w->v[i], w->v[i]->this_class, &l);

		if (l == len && !memcmp(n, name, len)) {
			*out = w->v[i];
			return ACCESS_FOUND;
		}
	}
	if (w->gone && strlen(w->gone) == len && !memcmp(w->gone, name, len))
		return ACCESS_GONE;
	return ACCESS_UNKNOWN;
}

/* A class of the world: name, superclass (NULL: none), access flags. */
static struct kaba_class *add(struct world *w, const char *name, const char *super, uint16_t access)
{
	struct fresh {
		struct kaba_class cf;
		struct kaba_cp_entry pool[64];
	} *f = kaba_arena_alloc(&w->arena, sizeof(*f));
	struct kaba_class *cf = &f->cf;

	assert_non_null(f);
	memset(f, 0, sizeof(*f));
	*cf = (struct kaba_class){ .arena = &w->arena, .modified = 1, .major = 61,
				   .access = access | KABA_ACC_SUPER };
	cf->cp.entries = f->pool;
	cf->cp.count = 1;
	cf->cp.cap = 64;
	assert_true(cf->this_class = kaba_cp_intern_class(cf, name, strlen(name), &w->err));
	if (super)
		assert_true(cf->super_class = kaba_cp_intern_class(cf, super, strlen(super), &w->err));
	w->v[w->n++] = cf;
	return cf;
}

static void member(struct world *w, struct kaba_class *cf, int method, uint16_t access,
		   const char *name, const char *desc)
{
	assert_non_null(kaba_member_add(cf, method ? &cf->methods : &cf->fields, access, name, desc,
					&w->err));
}

static uint16_t ref(struct world *w, struct kaba_class *cf, enum kaba_cp_tag tag, const char *owner,
		    const char *name, const char *desc)
{
	uint16_t i = kaba_cp_intern_ref(cf, tag, owner, name, desc, &w->err);

	assert_true(i);
	return i;
}

static uint16_t cls(struct world *w, struct kaba_class *cf, const char *name)
{
	uint16_t i = kaba_cp_intern_class(cf, name, strlen(name), &w->err);

	assert_true(i);
	return i;
}

/* Method name()desc of cf with code bytes[len]. */
static void code(struct world *w, struct kaba_class *cf, uint16_t access, const char *name,
		 const char *desc, const uint8_t *bytes, uint32_t len)
{
	struct kaba_member *m = kaba_member_add(cf, &cf->methods, access, name, desc, &w->err);

	assert_non_null(m);
	assert_non_null(kaba_member_set_code(cf, m, bytes, len, 4, 4, &w->err));
}

/* Code: load local `local`, then `op` on pool entry i, then return. */
static void one_insn(struct world *w, struct kaba_class *cf, uint16_t access, const char *desc,
		     uint8_t local, uint8_t op, uint16_t i)
{
	uint8_t b[] = { (uint8_t)(0x2a + local), op, (uint8_t)(i >> 8), (uint8_t)i, 0xb1 /* return */ };

	code(w, cf, access, "m", desc, b, sizeof(b));
}

/* Class p/A (*a) and its subclass q/D, of another package: D. */
static struct kaba_class *other_package_pair(struct world *w, struct kaba_class **a)
{
	*a = add(w, "p/A", OBJECT, PUB);
	return add(w, "q/D", "p/A", PUB);
}

static int check(struct world *w, struct kaba_class *cf, struct access_violation *v)
{
	struct access_world aw = { find, w, NULL };

	return access_check_class(&aw, cf, v);
}

static int setup(void **state)
{
	struct world *w = calloc(1, sizeof(*w));

	if (!w)
		return -1;
	kaba_arena_init(&w->arena);
	add(w, OBJECT, NULL, PUB);
	*state = w;
	return 0;
}

static int teardown(void **state)
{
	struct world *w = *state;

	kaba_arena_free(&w->arena);
	free(w);
	return 0;
}

enum { GETFIELD = 0xb4, INVOKEVIRTUAL = 0xb6, INVOKESPECIAL = 0xb7, NEW = 0xbb, GETSTATIC = 0xb2 };

/* A public field from another package: legal; a package-private one only
 * from its own package. */
static void test_package_private(void **state)
{
	struct world *w = *state;
	struct kaba_class *a = add(w, "p/A", OBJECT, PUB);
	struct kaba_class *d = add(w, "q/D", OBJECT, PUB);
	struct kaba_class *e = add(w, "p/E", OBJECT, PUB);
	struct access_violation v;

	member(w, a, 0, PUB, "pub", "I");
	member(w, a, 0, 0, "pkg", "I");
	one_insn(w, d, PUB, "(Lp/A;)V", 1, GETFIELD, ref(w, d, KABA_CP_FIELDREF, "p/A", "pub", "I"));
	assert_int_equal(check(w, d, &v), 0);
	one_insn(w, e, PUB, "(Lp/A;)V", 1, GETFIELD, ref(w, e, KABA_CP_FIELDREF, "p/A", "pkg", "I"));
	assert_int_equal(check(w, e, &v), 0);
	one_insn(w, d, PUB | STAT, "(Lp/A;)V", 0, GETFIELD, ref(w, d, KABA_CP_FIELDREF, "p/A", "pkg", "I"));
	assert_int_equal(check(w, d, &v), 1);
	assert_non_null(strstr(v.what, "package-private"));
	assert_int_equal(v.method, 1);
}

/* A private method: its own class's, or a nestmate's (one nest host). */
static void test_private_nestmates(void **state)
{
	struct world *w = *state;
	struct kaba_class *a = add(w, "p/A", OBJECT, PUB);
	struct kaba_class *d = add(w, "p/A$In", OBJECT, PUB);
	struct kaba_attr *host;
	struct access_violation v;

	member(w, a, 1, PRIV, "secret", "()V");
	one_insn(w, d, PUB, "(Lp/A;)V", 1, INVOKEVIRTUAL,
		 ref(w, d, KABA_CP_METHODREF, "p/A", "secret", "()V"));
	assert_int_equal(check(w, d, &v), 1);
	assert_non_null(strstr(v.what, "private"));
	assert_non_null(host = kaba_attr_add(d, &d->attrs, KABA_ATTR_NEST_HOST, &w->err));
	host->index = cls(w, d, "p/A");
	assert_int_equal(check(w, d, &v), 0);
}

/* A protected field of a superclass in another package: the receiver must
 * be a D (this, or named through D); from a class not below the declarer,
 * not at all. */
static void test_protected_receiver(void **state)
{
	struct world *w = *state;
	struct kaba_class *a, *d = other_package_pair(w, &a);
	struct kaba_class *x = add(w, "q/X", OBJECT, PUB);
	struct kaba_class *same = add(w, "p/S", OBJECT, PUB);
	struct access_violation v;

	member(w, a, 0, PROT, "pf", "I");
	one_insn(w, d, PUB, "()V", 0, GETFIELD, ref(w, d, KABA_CP_FIELDREF, "p/A", "pf", "I"));
	assert_int_equal(check(w, d, &v), 0);           /* this.pf */
	one_insn(w, d, PUB, "(Lq/D;)V", 1, GETFIELD, ref(w, d, KABA_CP_FIELDREF, "q/D", "pf", "I"));
	assert_int_equal(check(w, d, &v), 0);           /* other.pf, other a D */
	one_insn(w, d, PUB, "(Lp/A;)V", 1, GETFIELD, ref(w, d, KABA_CP_FIELDREF, "p/A", "pf", "I"));
	assert_int_equal(check(w, d, &v), 1);           /* other.pf, other an A */
	assert_non_null(strstr(v.what, "4.10.1.8"));
	assert_int_equal(v.method, 2);
	one_insn(w, x, PUB, "(Lp/A;)V", 1, GETFIELD, ref(w, x, KABA_CP_FIELDREF, "p/A", "pf", "I"));
	assert_int_equal(check(w, x, &v), 1);           /* X is no subclass of A */
	assert_non_null(strstr(v.what, "neither in the package"));
	one_insn(w, same, PUB, "(Lp/A;)V", 1, GETFIELD,
		 ref(w, same, KABA_CP_FIELDREF, "p/A", "pf", "I"));
	assert_int_equal(check(w, same, &v), 0);        /* protected includes the package */
}

/* `this` is found below the arguments of a call and below a stored value,
 * and only in a method that never stores local 0. */
static void test_protected_this(void **state)
{
	struct world *w = *state;
	struct kaba_class *a, *d = other_package_pair(w, &a);
	struct access_violation v;
	uint16_t f, g;

	member(w, a, 0, PROT, "pf", "J");
	member(w, a, 1, PROT, "set", "(IJ)V");
	f = ref(w, d, KABA_CP_FIELDREF, "p/A", "pf", "J");
	g = ref(w, d, KABA_CP_METHODREF, "p/A", "set", "(IJ)V");
	/* this.pf = 1L; this.set(1, 1L) */
	uint8_t on_this[] = { 0x2a, 0x0a /* lconst_1 */, 0xb5, (uint8_t)(f >> 8), (uint8_t)f, 0x2a,
			      0x04 /* iconst_1 */, 0x0a, INVOKEVIRTUAL, (uint8_t)(g >> 8), (uint8_t)g,
			      0xb1 };
	/* p.set(1, 1L) on a parameter p of type A */
	uint8_t on_param[] = { 0x2b, 0x04, 0x0a, INVOKEVIRTUAL, (uint8_t)(g >> 8), (uint8_t)g, 0xb1 };
	/* local 0 = p; local 0 .pf */
	uint8_t stored[] = { 0x2b, 0x4b /* astore_0 */, 0x2a, GETFIELD, (uint8_t)(f >> 8), (uint8_t)f,
			     0x57 /* pop */, 0xb1 };

	code(w, d, PUB, "m", "()V", on_this, sizeof(on_this));
	assert_int_equal(check(w, d, &v), 0);
	code(w, d, PUB, "n", "(Lp/A;)V", on_param, sizeof(on_param));
	assert_int_equal(check(w, d, &v), 1);
	assert_int_equal(v.method, 1);
	w->n--;                                         /* a fresh D */
	d = add(w, "q/D", "p/A", PUB);
	f = ref(w, d, KABA_CP_FIELDREF, "p/A", "pf", "J");
	stored[4] = (uint8_t)(f >> 8);
	stored[5] = (uint8_t)f;
	code(w, d, PUB, "o", "(Lp/A;)V", stored, sizeof(stored));
	assert_int_equal(check(w, d, &v), 1);
}

/* A protected constructor of another package: only as super(...). */
static void test_protected_constructor(void **state)
{
	struct world *w = *state;
	struct kaba_class *a, *d = other_package_pair(w, &a);
	struct access_violation v;
	uint16_t init, c;

	member(w, a, 1, PROT, "<init>", "()V");
	init = ref(w, d, KABA_CP_METHODREF, "p/A", "<init>", "()V");
	{
		uint8_t b[] = { 0x2a, INVOKESPECIAL, (uint8_t)(init >> 8), (uint8_t)init, 0xb1 };

		code(w, d, PUB, "<init>", "()V", b, sizeof(b));
	}
	assert_int_equal(check(w, d, &v), 0);
	c = cls(w, d, "p/A");
	{
		uint8_t b[] = { NEW, (uint8_t)(c >> 8), (uint8_t)c, 0x59 /* dup */, INVOKESPECIAL,
				(uint8_t)(init >> 8), (uint8_t)init, 0x57 /* pop */, 0xb1 };

		code(w, d, PUB | STAT, "make", "()V", b, sizeof(b));
	}
	assert_int_equal(check(w, d, &v), 1);
	assert_non_null(strstr(v.what, "constructor"));
	w->n--;                                         /* a fresh D: new A() in its constructor */
	d = add(w, "q/D", "p/A", PUB);
	init = ref(w, d, KABA_CP_METHODREF, "p/A", "<init>", "()V");
	c = cls(w, d, "p/A");
	uint8_t in_init[] = { 0x2a, INVOKESPECIAL, (uint8_t)(init >> 8), (uint8_t)init, NEW,
			      (uint8_t)(c >> 8), (uint8_t)c, 0x59, INVOKESPECIAL, (uint8_t)(init >> 8),
			      (uint8_t)init, 0x57, 0xb1 };

	code(w, d, PUB, "<init>", "()V", in_init, sizeof(in_init));
	assert_int_equal(check(w, d, &v), 1);
	assert_non_null(strstr(v.what, "constructor"));
}

/* Classes: a non-public class of another package may be named by no
 * instruction and be no superclass; one the output no longer has, never. */
static void test_class_access(void **state)
{
	struct world *w = *state;
	struct kaba_class *hidden = add(w, "p/H", OBJECT, 0);
	struct kaba_class *d = add(w, "q/D", OBJECT, PUB);
	struct kaba_class *e = add(w, "q/E", "p/H", PUB);
	struct kaba_class *f = add(w, "p/F", "p/H", PUB);
	struct access_violation v;
	uint16_t c;

	(void)hidden;
	assert_int_equal(check(w, e, &v), 1);
	assert_int_equal(v.method, -1);
	assert_int_equal(check(w, f, &v), 0);
	c = cls(w, d, "[[Lp/H;");
	one_insn(w, d, PUB, "()V", 0, 0xc0 /* checkcast */, c);
	assert_int_equal(check(w, d, &v), 1);
	assert_non_null(strstr(v.what, "not public"));
	w->gone = "q/Old";
	c = cls(w, f, "q/Old");
	one_insn(w, f, PUB, "()V", 0, 0xc0, c);
	assert_int_equal(check(w, f, &v), 1);
	assert_non_null(strstr(v.what, "does not have"));
}

/* Resolution: a field through the superclass and through an interface, a
 * method through the superclass; a member that is nowhere; a class that
 * is unknown answers nothing. */
static void test_resolution(void **state)
{
	struct world *w = *state;
	struct kaba_class *a = add(w, "p/A", OBJECT, PUB);
	struct kaba_class *i = add(w, "p/I", OBJECT, PUB | KABA_ACC_INTERFACE | KABA_ACC_ABSTRACT);
	struct kaba_class *b = add(w, "p/B", "p/A", PUB);
	struct kaba_class *d = add(w, "q/D", OBJECT, PUB);
	struct access_violation v;

	member(w, a, 0, 0, "pkg", "I");
	member(w, a, 1, PUB, "run", "()V");
	member(w, i, 0, PUB | STAT | KABA_ACC_FINAL, "K", "I");
	assert_true(kaba_u16s_push(b, &b->interfaces, cls(w, b, "p/I"), &w->err) == KABA_OK);
	one_insn(w, d, PUB, "(Lp/B;)V", 1, INVOKEVIRTUAL,
		 ref(w, d, KABA_CP_METHODREF, "p/B", "run", "()V"));
	one_insn(w, d, PUB, "(Lp/B;)V", 1, GETSTATIC, ref(w, d, KABA_CP_FIELDREF, "p/B", "K", "I"));
	assert_int_equal(check(w, d, &v), 0);
	one_insn(w, d, PUB, "(Lp/B;)V", 1, GETFIELD, ref(w, d, KABA_CP_FIELDREF, "p/B", "pkg", "I"));
	assert_int_equal(check(w, d, &v), 1);           /* found in A, package-private */
	assert_non_null(strstr(v.what, "in p/A"));
	assert_int_equal(v.method, 2);

	w->n--;                                         /* drop D's violation: a fresh D */
	d = add(w, "q/D", OBJECT, PUB);
	one_insn(w, d, PUB, "(Lp/B;)V", 1, GETFIELD, ref(w, d, KABA_CP_FIELDREF, "p/B", "none", "I"));
	assert_int_equal(check(w, d, &v), 1);
	assert_non_null(strstr(v.what, "resolves to nothing"));

	w->n--;
	d = add(w, "q/D", OBJECT, PUB);
	one_insn(w, d, PUB, "(Lx/Lib;)V", 1, GETFIELD,
		 ref(w, d, KABA_CP_FIELDREF, "x/Lib", "hidden", "I"));
	assert_int_equal(check(w, d, &v), 0);           /* unknown: no claim */
}

static const char *select_name(struct world *w, const char *object, const char *resolved,
			       int *abstract)
{
	struct access_world aw = { find, w, NULL };
	const struct kaba_class *n = NULL, *r = NULL, *got;
	const char *name;
	size_t len;

	assert_int_equal(find(w, object, strlen(object), &n), ACCESS_FOUND);
	assert_int_equal(find(w, resolved, strlen(resolved), &r), ACCESS_FOUND);
	*abstract = -1;
	got = dispatch_select(&aw, n, r, "m", "()I", abstract);
	if (!got)
		return NULL;
	name = kaba_cp_class_name(got, got->this_class, &len);
	snprintf(w->selected, sizeof(w->selected), "%.*s", (int)len, name);
	return w->selected;
}

static void implement(struct world *w, struct kaba_class *c, const char *iface)
{
	assert_true(kaba_u16s_push(c, &c->interfaces, cls(w, c, iface), &w->err) == KABA_OK);
}

/* Selection from superinterfaces (JVMS 5.4.6 step 3): a default method is
 * selected when no class on the way declares one, the subinterface's
 * over its superinterface's (maximally specific), through a superclass's
 * interfaces too; two unrelated defaults select nothing (the JVM throws),
 * an abstract method beside one default does not hide it, a class method
 * wins over every default, java/lang/Object's too (an interface that
 * redeclares equals abstractly); an unknown interface makes no claim. */
static void test_dispatch_defaults(void **state)
{
	struct world *w = *state;
	const uint16_t itf = PUB | KABA_ACC_INTERFACE | KABA_ACC_ABSTRACT;
	struct kaba_class *i = add(w, "p/I", OBJECT, itf), *j = add(w, "p/J", OBJECT, itf);
	struct kaba_class *l = add(w, "p/L", OBJECT, itf), *k = add(w, "p/K", OBJECT, itf);
	struct kaba_class *c = add(w, "p/C", OBJECT, PUB), *e, *f, *g, *u;
	int abstract;

	member(w, i, 1, PUB, "m", "()I");
	member(w, j, 1, PUB, "m", "()I");
	member(w, l, 1, PUB, "m", "()I");
	member(w, k, 1, PUB | KABA_ACC_ABSTRACT, "m", "()I");
	implement(w, j, "p/I");
	implement(w, c, "p/J");
	assert_string_equal(select_name(w, "p/C", "p/I", &abstract), "p/J");
	assert_int_equal(abstract, 0);
	add(w, "p/H", "p/C", PUB);
	assert_string_equal(select_name(w, "p/H", "p/I", &abstract), "p/J");
	e = add(w, "p/E", "p/C", PUB);
	member(w, e, 1, PUB, "m", "()I");
	assert_string_equal(select_name(w, "p/E", "p/I", &abstract), "p/E");
	f = add(w, "p/F", OBJECT, PUB);
	implement(w, f, "p/I");
	implement(w, f, "p/L");
	assert_non_null(select_name(w, "p/F", "p/I", &abstract));
	assert_int_equal(abstract, 1);
	g = add(w, "p/G", OBJECT, PUB);
	implement(w, g, "p/K");
	implement(w, g, "p/I");
	assert_string_equal(select_name(w, "p/G", "p/K", &abstract), "p/I");
	assert_int_equal(abstract, 0);
	u = add(w, "p/U", OBJECT, PUB);
	implement(w, u, "p/I");
	implement(w, u, "x/Unknown");
	assert_null(select_name(w, "p/U", "p/I", &abstract));
	member(w, w->v[0], 1, PUB, "m", "()I");       /* Object's own, as equals */
	assert_string_equal(select_name(w, "p/G", OBJECT, &abstract), OBJECT);
	assert_int_equal(abstract, 0);
}

/* Linkage errors beyond access: an instance field read the static way, a
 * Methodref naming an interface. */
static void test_incompatible(void **state)
{
	struct world *w = *state;
	struct kaba_class *a = add(w, "p/A", OBJECT, PUB);
	struct kaba_class *i = add(w, "p/I", OBJECT, PUB | KABA_ACC_INTERFACE | KABA_ACC_ABSTRACT);
	struct kaba_class *d = add(w, "p/D", OBJECT, PUB);
	struct access_violation v;

	member(w, a, 0, PUB, "f", "I");
	member(w, i, 1, PUB | KABA_ACC_ABSTRACT, "run", "()V");
	one_insn(w, d, PUB | STAT, "(Lp/A;)V", 0, GETFIELD, ref(w, d, KABA_CP_FIELDREF, "p/A", "f", "I"));
	assert_int_equal(check(w, d, &v), 0);
	one_insn(w, d, PUB | STAT, "(Lp/A;)V", 0, GETSTATIC, ref(w, d, KABA_CP_FIELDREF, "p/A", "f", "I"));
	assert_int_equal(check(w, d, &v), 1);
	assert_non_null(strstr(v.what, "which is not static (IncompatibleClassChangeError)"));

	w->n--;
	d = add(w, "p/D", OBJECT, PUB);
	one_insn(w, d, PUB | STAT, "(Lp/I;)V", 0, INVOKEVIRTUAL,
		 ref(w, d, KABA_CP_METHODREF, "p/I", "run", "()V"));
	assert_int_equal(check(w, d, &v), 1);
	assert_non_null(strstr(v.what, "but p/I is an interface"));
}

/* hazard_protected_holder: ka.Main uses the classes of package kz, whose
 * restructuring leaves classes named after no original class (Kaba_K<id>,
 * above InfoWith, below the frozen kz.Info).  They live in kz, with the
 * members they hold, not in ka, the first class's package. */
static void test_unnamed_in_members_package(void **state)
{
	struct kaba_analysis_options opt;
	struct support_run r;
	struct kaba_restructure in;
	struct kaba_restructure_stats st;
	struct kaba_jar *jar;
	size_t i, unnamed = 0;

	(void)state;
	kaba_analysis_options_init(&opt);
	opt.main_class = "ka.Main";
	if (support_run_open(&r, "hazard_protected_holder", &opt, 1) < 0)
		skip();
	in = (struct kaba_restructure){ .prog = r.prog, .in = r.jar, .proposal = r.prop,
					.analysis = r.an };
	if (kaba_rewrite_jar(&in, at("out.jar"), NULL, &st, &r.err))
		fail_msg("%s: %s", r.err.where, r.err.what);
	jar = open_ok(at("out.jar"), NULL);
	for (i = 0; i < kaba_jar_count(jar); i++) {
		const char *name = kaba_jar_entry(jar, i)->path;

		if (strstr(name, "/Kaba_K")) {
			assert_true(!strncmp(name, "kz/Kaba_K", 9));
			unnamed++;
		}
	}
	assert_true(unnamed > 0);
	kaba_jar_close(jar);
	support_run_close(&r);
}

/* ---- the type check ------------------------------------------------------ */

static int user_class(void *ctx, size_t i, const struct kaba_class **out)
{
	struct world *w = ctx;

	*out = i < w->n ? w->v[i] : NULL;
	return i < w->n;
}

static const char *super_of(struct world *w, const char *name)
{
	const struct kaba_class *c;
	size_t len;
	const char *s;

	if (find(w, name, strlen(name), &c) != ACCESS_FOUND || !c->super_class)
		return NULL;
	s = kaba_cp_class_name(c, c->super_class, &len);
	return s;
}

/* The hierarchy the frames are computed against: the world's classes. */
static const char *common_super(void *ctx, const char *a, const char *b)
{
	struct world *w = ctx;
	const char *x, *y;

	for (x = a; x; x = super_of(w, x))
		for (y = b; y; y = super_of(w, y))
			if (!strcmp(x, y))
				return snprintf(w->lub, sizeof(w->lub), "%s", x), w->lub;
	return OBJECT;
}

/* Frames computed for every method of cf, then the type check: the
 * number of failing methods, *f the last one. */
static long type_check(struct world *w, struct kaba_class *cf, struct typecheck_failure *f)
{
	struct access_world aw = { find, w, w->listed ? user_class : NULL };
	struct kaba_hierarchy h = { common_super, w };
	uint16_t i;

	for (i = 0; i < cf->methods.n; i++)
		if (kaba_frames_compute(cf, &cf->methods.v[i], &h, "test", NULL, &w->err))
			fail_msg("frames: %s", w->err.what);
	return typecheck_class(&aw, cf, NULL, f);
}

static int last_failure(void *ctx, const struct typecheck_failure *f)
{
	*(struct typecheck_failure *)ctx = *f;
	return 0;
}

static long type_check_report(struct world *w, struct kaba_class *cf, struct typecheck_failure *f)
{
	struct access_world aw = { find, w, w->listed ? user_class : NULL };

	(void)type_check(w, cf, f);
	return typecheck_class(&aw, cf, last_failure, f);
}

enum { ACONST_NULL = 0x01, ICONST_0 = 0x03, ICONST_1 = 0x04, ALOAD_0 = 0x2a, IFEQ = 0x99,
       IRETURN = 0xac, ARETURN = 0xb0, RETURN = 0xb1, DUP = 0x59, POP = 0x57, ILOAD_0 = 0x1a,
       INVOKEINTERFACE = 0xb9 };

/* `new K1; invokevirtual K0.m()I` verifies only when K1 extends K0. */
static void test_type_receiver(void **state)
{
	struct world *w = *state;
	struct kaba_class *k1 = add(w, "p/K1", OBJECT, PUB), *m;
	struct typecheck_failure f;
	uint16_t k, init, call;

	add(w, "p/K0", OBJECT, PUB);
	m = add(w, "p/M", OBJECT, PUB);
	k = cls(w, m, "p/K1");
	init = ref(w, m, KABA_CP_METHODREF, "p/K1", "<init>", "()V");
	call = ref(w, m, KABA_CP_METHODREF, "p/K0", "m", "()I");
	{
		uint8_t b[] = { NEW, (uint8_t)(k >> 8), (uint8_t)k, DUP,
				INVOKESPECIAL, (uint8_t)(init >> 8), (uint8_t)init,
				INVOKEVIRTUAL, (uint8_t)(call >> 8), (uint8_t)call, POP, RETURN };

		code(w, m, PUB | STAT, "t", "()V", b, sizeof(b));
	}
	assert_int_equal(type_check_report(w, m, &f), 1);
	assert_int_equal(f.pc, 7);
	assert_non_null(strstr(f.what, "'p/K1' (receiver) is not assignable to 'p/K0'"));
	assert_true(k1->super_class = kaba_cp_intern_class(k1, "p/K0", 4, &w->err));
	assert_int_equal(type_check(w, m, &f), 0);
}

/* invokeinterface I.run on an A: fine when a subclass of A implements I
 * (the type may be a merge of implementations), refused when none does. */
static void test_type_interface(void **state)
{
	struct world *w = *state;
	struct kaba_class *b, *m;
	struct typecheck_failure f;
	uint16_t call;

	add(w, "p/I", OBJECT, PUB | KABA_ACC_INTERFACE | KABA_ACC_ABSTRACT);
	add(w, "p/A", OBJECT, PUB);
	m = add(w, "p/M", OBJECT, PUB);
	call = ref(w, m, KABA_CP_INTERFACE_METHODREF, "p/I", "run", "()V");
	{
		uint8_t c[] = { ALOAD_0, INVOKEINTERFACE, (uint8_t)(call >> 8), (uint8_t)call, 1, 0,
				RETURN };

		code(w, m, PUB | STAT, "t", "(Lp/A;)V", c, sizeof(c));
	}
	assert_int_equal(type_check(w, m, &f), 0);      /* the world cannot list: no claim */
	w->listed = 1;
	assert_int_equal(type_check_report(w, m, &f), 1);
	assert_int_equal(f.pc, 1);
	assert_non_null(strstr(f.what, "does not implement p/I"));
	b = add(w, "p/B", "p/A", PUB);
	assert_true(kaba_u16s_push(b, &b->interfaces, cls(w, b, "p/I"), &w->err) == KABA_OK);
	assert_int_equal(type_check(w, m, &f), 0);
}

/* Frames, returns and constructors. */
static void test_type_frames(void **state)
{
	struct world *w = *state;
	struct kaba_class *m = add(w, "p/M", OBJECT, PUB);
	const struct kaba_attr *a;
	struct typecheck_failure f;
	uint8_t branch[] = { ILOAD_0, IFEQ, 0, 5, ICONST_1, IRETURN, ICONST_0, IRETURN };
	uint8_t null_int[] = { ACONST_NULL, ARETURN };
	uint8_t no_super[] = { RETURN };

	code(w, m, PUB | STAT, "b", "(I)I", branch, sizeof(branch));
	assert_int_equal(type_check(w, m, &f), 0);
	a = kaba_attr_find(&kaba_member_code(&m->methods.v[0])->attrs, KABA_ATTR_STACK_MAP_TABLE);
	assert_non_null(a);
	a->stack_map->nframes = 0;
	assert_int_equal(typecheck_class(&(struct access_world){ find, w, NULL }, m, last_failure, &f), 1);
	assert_non_null(strstr(f.what, "no stack map frame"));

	w->n--;
	m = add(w, "p/M", OBJECT, PUB);
	code(w, m, PUB | STAT, "r", "()I", null_int, sizeof(null_int));
	code(w, m, PUB, "<init>", "()V", no_super, sizeof(no_super));
	assert_int_equal(type_check_report(w, m, &f), 2);
	assert_non_null(strstr(f.what, "constructor returns before super()"));
	assert_int_equal(typecheck_class(&(struct access_world){ find, w, NULL }, m, NULL, NULL), 2);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_package_private, setup, teardown),
		cmocka_unit_test_setup_teardown(test_private_nestmates, setup, teardown),
		cmocka_unit_test_setup_teardown(test_protected_receiver, setup, teardown),
		cmocka_unit_test_setup_teardown(test_protected_this, setup, teardown),
		cmocka_unit_test_setup_teardown(test_protected_constructor, setup, teardown),
		cmocka_unit_test_setup_teardown(test_class_access, setup, teardown),
		cmocka_unit_test_setup_teardown(test_resolution, setup, teardown),
		cmocka_unit_test_setup_teardown(test_dispatch_defaults, setup, teardown),
		cmocka_unit_test_setup_teardown(test_incompatible, setup, teardown),
		cmocka_unit_test_setup_teardown(test_type_receiver, setup, teardown),
		cmocka_unit_test_setup_teardown(test_type_interface, setup, teardown),
		cmocka_unit_test_setup_teardown(test_type_frames, setup, teardown),
		scratch_test(test_unnamed_in_members_package),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
