/*
 * The program model on hand-made hierarchies: cycles, depth, duplicates,
 * ill-formed supertypes, missing and broken library classes, the class
 * path and JDK discovery.  Classes are written as minimal class files
 * (no members) into temporary folders, which serve as inputs.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <cmocka.h>

#include "kaba/buf.h"
#include "kaba/program.h"

enum { PUBLIC_CLASS = 0x21, PUBLIC_INTERFACE = 0x601 };

static void utf8(struct kaba_buf *b, const char *s)
{
	kaba_buf_u8(b, 1);
	kaba_buf_u16(b, (uint16_t)strlen(s));
	kaba_buf_put(b, s, strlen(s));
}

/* A method without code: abstract, or native to stand for a concrete one. */
struct method {
	uint16_t access;
	const char *name, *desc;
};

enum { ABSTRACT = 0x0401, NATIVE = 0x0101, NATIVE_STATIC = 0x0109, NATIVE_PRIVATE = 0x0102 };

/* A class file for `name` extending `super` (NULL: none), implementing the
 * NULL-terminated `ifaces` and declaring `methods` (ended by a NULL name),
 * written to DIR/name.class. */
static void write_class_m(const char *dir, const char *name, uint16_t access,
			  const char *super, const char *const *ifaces,
			  const struct method *methods)
{
	struct kaba_buf b;
	char path[4096];
	uint16_t n = 0, nm = 0, i, cp = 3, mcp;
	FILE *f;

	while (ifaces && ifaces[n])
		n++;
	while (methods && methods[nm].name)
		nm++;
	kaba_buf_init(&b);
	kaba_buf_u32(&b, 0xCAFEBABE);
	kaba_buf_u16(&b, 0);
	kaba_buf_u16(&b, 52);
	kaba_buf_u16(&b, (uint16_t)(1 + 2 + (super ? 2 : 0) + 2 * n + 2 * nm));
	utf8(&b, name);                 /* 1 */
	kaba_buf_u8(&b, 7);             /* 2: Class */
	kaba_buf_u16(&b, 1);
	if (super) {
		utf8(&b, super);        /* 3 */
		kaba_buf_u8(&b, 7);     /* 4 */
		kaba_buf_u16(&b, 3);
		cp = 5;
	}
	for (i = 0; i < n; i++) {
		utf8(&b, ifaces[i]);
		kaba_buf_u8(&b, 7);
		kaba_buf_u16(&b, (uint16_t)(cp + 2 * i));
	}
	mcp = (uint16_t)(cp + 2 * n);
	for (i = 0; i < nm; i++) {
		utf8(&b, methods[i].name);
		utf8(&b, methods[i].desc);
	}
	kaba_buf_u16(&b, access);
	kaba_buf_u16(&b, 2);
	kaba_buf_u16(&b, super ? 4 : 0);
	kaba_buf_u16(&b, n);
	for (i = 0; i < n; i++)
		kaba_buf_u16(&b, (uint16_t)(cp + 1 + 2 * i));
	kaba_buf_u16(&b, 0);            /* fields */
	kaba_buf_u16(&b, nm);
	for (i = 0; i < nm; i++) {
		kaba_buf_u16(&b, methods[i].access);
		kaba_buf_u16(&b, (uint16_t)(mcp + 2 * i));
		kaba_buf_u16(&b, (uint16_t)(mcp + 2 * i + 1));
		kaba_buf_u16(&b, 0);
	}
	kaba_buf_u16(&b, 0);            /* attributes */
	assert_false(b.oom);
	snprintf(path, sizeof(path), "%s/%s.class", dir, name);
	f = fopen(path, "wb");
	assert_non_null(f);
	assert_int_equal(fwrite(b.data, 1, b.len, f), b.len);
	fclose(f);
	kaba_buf_free(&b);
}

static void write_class(const char *dir, const char *name, uint16_t access,
			const char *super, const char *const *ifaces)
{
	write_class_m(dir, name, access, super, ifaces, NULL);
}

static void write_raw(const char *dir, const char *name, const char *bytes)
{
	char path[4096];
	FILE *f;

	snprintf(path, sizeof(path), "%s/%s.class", dir, name);
	f = fopen(path, "wb");
	assert_non_null(f);
	fputs(bytes, f);
	fclose(f);
}

static char *new_dir(void)
{
	char *d = strdup("/tmp/kaba-test-program-XXXXXX");

	assert_non_null(mkdtemp(d));
	return d;
}

static void remove_dir(char *d)
{
	char cmd[4200];

	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", d);
	assert_int_equal(system(cmd), 0);
	free(d);
}

/* Open one or two folders without a JDK (or with the real one). */
static int open_dirs(const char *a, const char *b, int jdk, struct kaba_program **p,
		     struct kaba_error *err)
{
	const char *inputs[] = { a, b };
	struct kaba_program_options opt = { .no_jdk = !jdk };

	memset(err, 0, sizeof(*err));
	return kaba_program_open(inputs, b ? 2 : 1, &opt, p, err);
}

static void expect_error(const char *dir, const char *msg, const char *where)
{
	struct kaba_program *p = NULL;
	struct kaba_error err;

	assert_int_equal(open_dirs(dir, NULL, 0, &p, &err), KABA_EINPUT);
	assert_null(p);
	if (!strstr(err.what, msg) || !strstr(err.where, where))
		fail_msg("got '%s: %s', want '%s: %s'", err.where, err.what, where, msg);
}

static void cyclic_superclasses(void **state)
{
	char *d = new_dir();

	(void)state;
	write_class(d, "A", PUBLIC_CLASS, "B", NULL);
	write_class(d, "B", PUBLIC_CLASS, "A", NULL);
	/* A is linked first: A -> B -> A, found at B */
	expect_error(d, "cyclic superclass chain via A", "B.class");
	remove_dir(d);
}

static void self_superclass(void **state)
{
	char *d = new_dir();

	(void)state;
	write_class(d, "C", PUBLIC_CLASS, "C", NULL);
	expect_error(d, "cyclic superclass chain via C", "C.class");
	remove_dir(d);
}

static void cyclic_interfaces(void **state)
{
	char *d = new_dir();
	const char *i_ext[] = { "J", NULL }, *j_ext[] = { "K", NULL }, *k_ext[] = { "I", NULL };

	(void)state;
	write_class(d, "I", PUBLIC_INTERFACE, "java/lang/Object", i_ext);
	write_class(d, "J", PUBLIC_INTERFACE, "java/lang/Object", j_ext);
	write_class(d, "K", PUBLIC_INTERFACE, "java/lang/Object", k_ext);
	expect_error(d, "cyclic interface hierarchy via I", "K.class");
	remove_dir(d);
}

static void deep_chain(void **state)
{
	char *d = new_dir();
	char name[32], super[32], path[4200];
	struct kaba_program *p;
	struct kaba_error err;
	int i;

	(void)state;
	/* C0 extends C1 ... extends C<n>, which extends Object: the deepest
	 * class sits n+1 levels below Object. */
	for (i = 0; i <= KABA_PROGRAM_MAX_DEPTH; i++) {
		snprintf(name, sizeof(name), "C%d", i);
		snprintf(super, sizeof(super), "C%d", i + 1);
		write_class(d, name, PUBLIC_CLASS,
			    i == KABA_PROGRAM_MAX_DEPTH ? "java/lang/Object" : super, NULL);
	}
	/* with the JDK, Object is there: C0 is MAX + 1 levels deep */
	assert_int_equal(open_dirs(d, NULL, 1, &p, &err), KABA_EINPUT);
	assert_non_null(strstr(err.what, "class hierarchy deeper than 512 levels"));
	/* one level less is fine */
	snprintf(path, sizeof(path), "%s/C0.class", d);
	assert_int_equal(unlink(path), 0);
	assert_int_equal(open_dirs(d, NULL, 1, &p, &err), KABA_OK);
	assert_int_equal(kaba_program_user_count(p), KABA_PROGRAM_MAX_DEPTH);
	assert_int_equal(kaba_program_is_subtype(p, "C1", "C512"), KABA_YES);
	assert_int_equal(kaba_program_is_subtype(p, "C512", "C1"), KABA_NO);
	kaba_program_free(p);
	remove_dir(d);
}

static void duplicate_class(void **state)
{
	char *d1 = new_dir(), *d2 = new_dir();
	struct kaba_program *p;
	struct kaba_error err;

	(void)state;
	write_class(d1, "A", PUBLIC_CLASS, "java/lang/Object", NULL);
	write_class(d2, "A", PUBLIC_CLASS, "java/lang/Object", NULL);
	assert_int_equal(open_dirs(d1, d2, 0, &p, &err), KABA_EINPUT);
	assert_non_null(strstr(err.what, "duplicate class A"));
	assert_non_null(strstr(err.where, d2));
	assert_non_null(strstr(err.what, d1));
	remove_dir(d1);
	remove_dir(d2);
}

static void bad_supertypes(void **state)
{
	char *d = new_dir();
	const char *impl[] = { "D", NULL };

	(void)state;
	write_class(d, "I", PUBLIC_INTERFACE, "java/lang/Object", NULL);
	write_class(d, "X", PUBLIC_CLASS, "I", NULL);
	expect_error(d, "superclass I is an interface", "X.class");
	remove_dir(d);

	d = new_dir();
	write_class(d, "D", PUBLIC_CLASS, "java/lang/Object", NULL);
	write_class(d, "E", PUBLIC_CLASS, "java/lang/Object", impl);
	expect_error(d, "superinterface D is a class", "E.class");
	remove_dir(d);

	d = new_dir();
	write_class(d, "F", PUBLIC_CLASS | 0x10, "java/lang/Object", NULL);
	write_class(d, "G", PUBLIC_CLASS, "F", NULL);
	expect_error(d, "superclass F is final", "G.class");
	remove_dir(d);

	d = new_dir();
	write_class(d, "D", PUBLIC_CLASS, "java/lang/Object", NULL);
	write_class(d, "H", PUBLIC_INTERFACE, "D", NULL);
	expect_error(d, "interface with superclass D", "H.class");
	remove_dir(d);

	d = new_dir();
	write_class(d, "N", PUBLIC_CLASS, NULL, NULL);
	expect_error(d, "class N has no superclass", "N.class");
	remove_dir(d);

	d = new_dir();
	write_class(d, "R", PUBLIC_CLASS, "[I", NULL);
	expect_error(d, "superclass is not a class", "R.class");
	remove_dir(d);
}

static void missing_supertypes(void **state)
{
	char *d = new_dir();
	const char *ifaces[] = { "x/MissingI", NULL };
	const char *const *names;
	struct kaba_program *p;
	struct kaba_error err;
	struct kaba_pclass *c;
	struct kaba_ref r = kaba_ref_make(KABA_CP_METHODREF, "D", "run", "()V");

	(void)state;
	write_class(d, "D", PUBLIC_CLASS, "x/Missing", ifaces);
	assert_int_equal(open_dirs(d, NULL, 1, &p, &err), KABA_OK);
	c = kaba_program_class(p, "D");
	assert_non_null(c);
	assert_null(c->super);
	assert_string_equal(c->super_name, "x/Missing");
	assert_null(c->interfaces[0]);
	assert_int_equal(kaba_program_missing(p, &names), 2);
	assert_string_equal(names[0], "x/Missing");
	assert_string_equal(names[1], "x/MissingI");
	/* answers that depend on them are unknown, not guessed */
	assert_int_equal(kaba_program_is_subtype(p, "D", "java/lang/Runnable"), KABA_UNKNOWN);
	assert_int_equal(kaba_program_is_subtype(p, "D", "java/lang/Object"), KABA_YES);
	assert_int_equal(kaba_resolve(p, &r).status, KABA_LINK_MISSING_CLASS);
	r = kaba_ref_make(KABA_CP_FIELDREF, "D", "f", "I");
	assert_int_equal(kaba_resolve(p, &r).status, KABA_LINK_MISSING_CLASS);
	assert_null(kaba_program_common_super(p, "D", "java/lang/String"));
	kaba_program_free(p);
	remove_dir(d);
}

static void class_path(void **state)
{
	char *user = new_dir(), *lib = new_dir();
	const char *inputs[] = { user };
	const char *cp[] = { lib };
	struct kaba_program_options opt = { .no_jdk = 1, .classpath = cp, .nclasspath = 1 };
	struct kaba_program_stats st;
	struct kaba_program *p;
	struct kaba_error err = { 0 };
	struct kaba_pclass *u, *l;

	(void)state;
	write_class(user, "U", PUBLIC_CLASS, "L", NULL);
	write_class(user, "V", PUBLIC_CLASS, "Broken", NULL);
	write_class(lib, "L", PUBLIC_CLASS, "java/lang/Object", NULL);
	write_class(lib, "Lazy", PUBLIC_CLASS, "L", NULL);
	write_class(lib, "U", PUBLIC_CLASS, "java/lang/Object", NULL);  /* shadowed by the user's */
	write_raw(lib, "Broken", "not a class file");
	assert_int_equal(kaba_program_open(inputs, 1, &opt, &p, &err), KABA_OK);
	kaba_program_stats(p, &st);
	assert_int_equal(st.user_classes, 2);
	assert_int_equal(st.library_indexed, 3);        /* L, Lazy, Broken */
	assert_int_equal(st.library_loaded, 1);         /* L; Broken failed */
	u = kaba_program_class(p, "U");
	assert_int_equal(u->origin, KABA_ORIGIN_USER);
	l = u->super;
	assert_non_null(l);
	assert_int_equal(l->origin, KABA_ORIGIN_CLASSPATH);
	assert_int_equal(l->nsubclasses, 1);
	assert_null(kaba_program_class(p, "V")->super);
	assert_null(kaba_program_class(p, "Broken"));
	assert_non_null(kaba_program_class(p, "Lazy"));
	kaba_program_stats(p, &st);
	assert_int_equal(st.library_loaded, 2);
	/* one run-time package: the application loader's unnamed package */
	assert_true(kaba_same_runtime_package(u, l));
	kaba_program_free(p);
	remove_dir(user);
	remove_dir(lib);
}

static void shadowed_by_jdk(void **state)
{
	char *d = new_dir();
	struct kaba_program *p;
	struct kaba_error err;
	char sub[4200];

	(void)state;
	snprintf(sub, sizeof(sub), "%s/java", d);
	assert_int_equal(mkdir(sub, 0700), 0);
	snprintf(sub, sizeof(sub), "%s/java/lang", d);
	assert_int_equal(mkdir(sub, 0700), 0);
	write_class(d, "java/lang/Runnable", PUBLIC_CLASS, "java/lang/Object", NULL);
	assert_int_equal(open_dirs(d, NULL, 1, &p, &err), KABA_OK);
	assert_int_equal(kaba_program_user_count(p), 0);
	assert_true(kaba_pclass_is_interface(kaba_program_class(p, "java/lang/Runnable")));
	kaba_program_free(p);
	remove_dir(d);
}

static void jdk_discovery(void **state)
{
	char *d = new_dir();
	struct kaba_program_options opt = { .jdk = "/nonexistent/jdk" };
	const char *inputs[] = { d };
	struct kaba_program *p;
	struct kaba_error err = { 0 };
	const char *java_home = getenv("JAVA_HOME");
	char *saved = java_home ? strdup(java_home) : NULL;

	(void)state;
	write_class(d, "A", PUBLIC_CLASS, "java/lang/Object", NULL);
	assert_int_equal(kaba_program_open(inputs, 1, &opt, &p, &err), KABA_EUNSUPPORTED);
	assert_non_null(strstr(err.what, "not a JDK with a jmods folder"));
	/* without --jdk and JAVA_HOME: the javac on PATH */
	unsetenv("JAVA_HOME");
	opt.jdk = NULL;
	if (kaba_program_open(inputs, 1, &opt, &p, &err) == KABA_OK) {
		assert_non_null(kaba_program_jdk_home(p));
		assert_non_null(kaba_program_jdk_version(p));
		assert_non_null(kaba_program_class(p, "A")->super);
		kaba_program_free(p);
	} else {
		/* no javac on PATH */
		assert_non_null(strstr(err.what, "no JDK found"));
	}
	if (saved)
		setenv("JAVA_HOME", saved, 1);
	free(saved);
	remove_dir(d);
}

static const char *linked(struct kaba_link l)
{
	static char buf[512];

	if (l.status != KABA_LINK_OK)
		return kaba_link_status_name(l.status);
	snprintf(buf, sizeof(buf), "%s.%s", l.member->owner->name, l.member->name);
	return buf;
}

/* Hierarchies javac does not produce (separate compilation does). */
static void selection_corners(void **state)
{
	static const struct method concrete[] = { { NATIVE | 1, "m", "()V" }, { 0 } };
	static const struct method abstract[] = { { ABSTRACT, "m", "()V" }, { 0 } };
	static const struct method statik[] = { { NATIVE_STATIC | 1, "m", "()V" }, { 0 } };
	static const struct method priv[] = { { NATIVE_PRIVATE, "m", "()V" }, { 0 } };
	const char *i1[] = { "I1", NULL }, *both[] = { "I1", "I2", NULL }, *j[] = { "J", NULL };
	char *d = new_dir();
	struct kaba_program *p;
	struct kaba_error err;
	struct kaba_ref r;
	struct kaba_pmember *i1m, *pm;

	(void)state;
	write_class_m(d, "I1", PUBLIC_INTERFACE, "java/lang/Object", NULL, concrete);
	write_class_m(d, "I2", PUBLIC_INTERFACE, "java/lang/Object", NULL, concrete);
	write_class_m(d, "J", PUBLIC_INTERFACE, "java/lang/Object", i1, abstract);
	write_class(d, "Both", PUBLIC_CLASS, "java/lang/Object", both);
	write_class(d, "Reab", PUBLIC_CLASS, "java/lang/Object", j);
	write_class_m(d, "P", PUBLIC_CLASS, "java/lang/Object", NULL, concrete);
	write_class_m(d, "Stat", PUBLIC_CLASS, "P", NULL, statik);
	write_class_m(d, "Priv", PUBLIC_CLASS, "P", NULL, priv);
	write_class(d, "Lost", PUBLIC_CLASS, "x/Missing", i1);
	assert_int_equal(open_dirs(d, NULL, 1, &p, &err), KABA_OK);
	i1m = kaba_pclass_method(kaba_program_class(p, "I1"), "m", "()V");
	pm = kaba_pclass_method(kaba_program_class(p, "P"), "m", "()V");
	assert_non_null(i1m);
	assert_non_null(pm);
	/* two maximally-specific defaults: resolution picks one, selection fails */
	r = kaba_ref_make(KABA_CP_METHODREF, "Both", "m", "()V");
	assert_string_equal(linked(kaba_resolve(p, &r)), "I1.m");
	assert_string_equal(linked(kaba_select_virtual(p, i1m, kaba_program_class(p, "Both"))),
			    "IncompatibleClassChangeError");
	/* a re-abstracted default: J.m is the only maximally-specific method */
	r = kaba_ref_make(KABA_CP_METHODREF, "Reab", "m", "()V");
	assert_string_equal(linked(kaba_resolve(p, &r)), "J.m");
	assert_string_equal(linked(kaba_select_virtual(p, i1m, kaba_program_class(p, "Reab"))),
			    "AbstractMethodError");
	/* static and private methods never override: selection passes them */
	assert_string_equal(linked(kaba_select_virtual(p, pm, kaba_program_class(p, "Stat"))), "P.m");
	assert_string_equal(linked(kaba_select_virtual(p, pm, kaba_program_class(p, "Priv"))), "P.m");
	/* but resolution finds the first declaration, static or not */
	r = kaba_ref_make(KABA_CP_METHODREF, "Stat", "m", "()V");
	assert_string_equal(linked(kaba_resolve(p, &r)), "Stat.m");
	/* a missing superclass might declare m */
	assert_string_equal(linked(kaba_select_virtual(p, i1m, kaba_program_class(p, "Lost"))),
			    "missing class");
	r = kaba_ref_make(KABA_CP_METHODREF, "Lost", "m", "()V");
	assert_string_equal(linked(kaba_resolve(p, &r)), "missing class");
	r = kaba_ref_make(KABA_CP_INTERFACE_METHODREF, "J", "m", "()V");
	assert_string_equal(linked(kaba_resolve(p, &r)), "J.m");
	kaba_program_free(p);
	remove_dir(d);
}

/* More maximally-specific methods than fit the lookups' stack buffers. */
static void many_superinterfaces(void **state)
{
	static const struct method abstract[] = { { ABSTRACT, "m", "()V" }, { 0 } };
	static const struct method concrete[] = { { NATIVE, "m", "()V" }, { 0 } };
	enum { N = 40 };
	const char *names[N + 1];
	char buf[N][8];
	char *d = new_dir();
	struct kaba_program *p;
	struct kaba_error err;
	struct kaba_pmember *ms[N];
	struct kaba_ref r = kaba_ref_make(KABA_CP_METHODREF, "Many", "m", "()V");
	struct kaba_pclass *many;
	int complete, i;

	(void)state;
	for (i = 0; i < N; i++) {
		snprintf(buf[i], sizeof(buf[i]), "I%02d", i);
		names[i] = buf[i];
		write_class_m(d, buf[i], PUBLIC_INTERFACE, "java/lang/Object", NULL,
			      i == N - 1 ? concrete : abstract);
	}
	names[N] = NULL;
	write_class(d, "Many", PUBLIC_CLASS, "java/lang/Object", names);
	assert_int_equal(open_dirs(d, NULL, 1, &p, &err), KABA_OK);
	many = kaba_program_class(p, "Many");
	assert_int_equal(kaba_maximally_specific(p, many, "m", 1, "()V", 3, ms, N, &complete), N);
	assert_true(complete);
	assert_string_equal(ms[0]->owner->name, "I00");
	/* the one non-abstract among them wins, in resolution and selection */
	assert_string_equal(linked(kaba_resolve(p, &r)), "I39.m");
	assert_string_equal(linked(kaba_select_virtual(p, ms[0], many)), "I39.m");
	kaba_program_free(p);
	remove_dir(d);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(cyclic_superclasses),
		cmocka_unit_test(self_superclass),
		cmocka_unit_test(cyclic_interfaces),
		cmocka_unit_test(deep_chain),
		cmocka_unit_test(duplicate_class),
		cmocka_unit_test(bad_supertypes),
		cmocka_unit_test(missing_supertypes),
		cmocka_unit_test(class_path),
		cmocka_unit_test(shadowed_by_jdk),
		cmocka_unit_test(jdk_discovery),
		cmocka_unit_test(selection_corners),
		cmocka_unit_test(many_superinterfaces),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
