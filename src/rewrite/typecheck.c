/*
 * The type check (typecheck.h): the checking policy of the data flow, its
 * class questions answered by walking the class files of the world.  A
 * class the world does not know (a library class not installed) makes no
 * claim; one the output no longer has answers no.
 */
#include <stdio.h>
#include <string.h>

#include "frames.h"
#include "typecheck.h"

struct policy {
	const struct access_world *w;
};

static enum access_found find(const struct policy *p, const char *name, size_t len,
			      const struct kaba_class **out)
{
	*out = NULL;
	return p->w->find(p->w->ctx, name, len, out);
}

static int is(const char *s, size_t len, const char *name)
{
	return strlen(name) == len && !memcmp(s, name, len);
}

/* An array's component as a class or array name: "[Lp/A;" gives "p/A";
 * a primitive component gives NULL. */
static const char *component(const char *array, size_t *len)
{
	const char *c = array + 1;

	if (*c == '[') {
		*len = strlen(c);
		return c;
	}
	if (*c != 'L')
		return NULL;
	*len = strlen(c) - 2;
	return c + 1;
}

static int class_assignable(const struct policy *p, const char *have, size_t hlen,
			    const char *want, size_t wlen);

static int array_assignable(const struct policy *p, const char *have, size_t hlen,
			    const char *want, size_t wlen)
{
	const char *hc, *wc;
	size_t hcl = 0, wcl = 0;

	if (have[0] != '[')
		return 0;
	hc = component(have, &hcl);
	wc = component(want, &wcl);
	if (!wc)
		return hlen == wlen && !memcmp(have, want, wlen);
	return hc && class_assignable(p, hc, hcl, wc, wcl);
}

/* JVMS §4.10.1.2 isJavaAssignable, by names (len bytes each). */
static int class_assignable(const struct policy *p, const char *have, size_t hlen,
			    const char *want, size_t wlen)
{
	const struct kaba_class *c;
	enum access_found f;
	int depth;

	if ((hlen == wlen && !memcmp(have, want, wlen)) || is(want, wlen, "java/lang/Object"))
		return 1;
	if (want[0] == '[')
		return array_assignable(p, have, hlen, want, wlen);
	if (have[0] == '[')
		return is(want, wlen, "java/lang/Cloneable") || is(want, wlen, "java/io/Serializable");
	if ((f = find(p, want, wlen, &c)) != ACCESS_FOUND)
		return f == ACCESS_UNKNOWN;
	if (c->access & KABA_ACC_INTERFACE)
		return 1;
	for (depth = 0; depth < 256; depth++) {
		if (hlen == wlen && !memcmp(have, want, wlen))
			return 1;
		if ((f = find(p, have, hlen, &c)) != ACCESS_FOUND)
			return f == ACCESS_UNKNOWN;
		if (!c->super_class || !(have = kaba_cp_class_name(c, c->super_class, &hlen)))
			return 0;
	}
	return 1;       /* a cycle: the JVM refuses the classes, not this method */
}

static int assignable(void *ctx, const char *have, const char *want)
{
	return class_assignable(ctx, have, strlen(have), want, strlen(want));
}

/* Does class or interface `name` have iface among its superinterfaces?
 * 1 also when a class on the way is unknown. */
static int has_interface(const struct policy *p, const char *name, size_t len,
			 const char *iface, int depth)
{
	const struct kaba_class *c;
	enum access_found f;
	uint16_t i;

	if (depth > 64)
		return 1;
	if ((f = find(p, name, len, &c)) != ACCESS_FOUND)
		return f == ACCESS_UNKNOWN;
	for (i = 0; i < c->interfaces.n; i++) {
		size_t il;
		const char *in = kaba_cp_class_name(c, c->interfaces.v[i], &il);

		if (in && (is(in, il, iface) || has_interface(p, in, il, iface, depth + 1)))
			return 1;
	}
	if (c->super_class && !(c->access & KABA_ACC_INTERFACE) &&
	    (name = kaba_cp_class_name(c, c->super_class, &len)))
		return has_interface(p, name, len, iface, depth + 1);
	return 0;
}

/* Might an object whose type is class `have` implement `iface`?  Only
 * when the class or a subclass does: a type the data flow merged (the
 * common superclass of two implementations) loses the interface although
 * every object has it, so the user's subclasses are asked too, and a
 * library class that is not final may have library subclasses that do. */
static int implements(void *ctx, const char *have, const char *iface)
{
	const struct policy *p = ctx;
	const struct kaba_class *c, *u;
	int user_have = 0, user_iface = 0;
	size_t i;

	if (have[0] == '[')
		return !strcmp(iface, "java/lang/Cloneable") || !strcmp(iface, "java/io/Serializable");
	if (find(p, have, strlen(have), &c) == ACCESS_FOUND &&
	    (c->access & KABA_ACC_INTERFACE))
		return 1;       /* an interface type says nothing of the object's class */
	if (has_interface(p, have, strlen(have), iface, 0) || !p->w->user_class)
		return 1;
	for (i = 0; p->w->user_class(p->w->ctx, i, &u); i++) {
		size_t len;
		const char *name = u ? kaba_cp_class_name(u, u->this_class, &len) : NULL;

		if (!name)
			continue;
		user_have |= is(name, len, have);
		user_iface |= is(name, len, iface);
		if (!(u->access & KABA_ACC_INTERFACE) && class_assignable(p, name, len, have, strlen(have)) &&
		    has_interface(p, name, len, iface, 0))
			return 1;
	}
	return !user_have && !user_iface && !(c && (c->access & KABA_ACC_FINAL));
}

long typecheck_class(const struct access_world *w, const struct kaba_class *cf,
		     typecheck_report_fn *report, void *ctx)
{
	struct policy p = { w };
	struct flow_check check = { assignable, implements, &p };
	long failed = 0;
	uint16_t i;

	if (cf->major < 50)
		return 0;
	for (i = 0; i < cf->methods.n; i++) {
		const struct kaba_member *m = &cf->methods.v[i];
		struct typecheck_failure f = { i, -1, "" };
		struct kaba_arena arena;
		struct kaba_error err;
		struct names nm;
		struct flow fl;
		int st;

		if (!kaba_member_code(m))
			continue;
		kaba_arena_init(&arena);
		names_init(&nm, &arena);
		st = flow_run(&fl, cf, m, NULL, &check, &nm, &arena, "", &err);
		names_free(&nm);
		kaba_arena_free(&arena);
		if (st == KABA_EIO)
			return -1;
		if (!st)
			continue;
		failed++;
		f.pc = err.offset;
		snprintf(f.what, sizeof(f.what), "%s", err.what);
		if (report && report(ctx, &f))
			break;
	}
	return failed;
}
