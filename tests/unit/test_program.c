/*
 * The program model on the fixture jar tests/fixtures/hier (built by
 * `make fixtures` into $BUILD/fixtures/hier.jar) and the JDK: hierarchy,
 * subtyping, JVMS resolution and selection, lazy library loading, the
 * JDK's package index kept between runs.
 */
#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <cmocka.h>

#include "kaba/descriptor.h"
#include "kaba/program.h"

static struct kaba_program *prog;

static const char *fixture_jar(void)
{
	static char jar[4096];
	const char *build = getenv("BUILD");

	snprintf(jar, sizeof(jar), "%s/fixtures/hier.jar", build ? build : "build");
	return jar;
}

static int setup(void **state)
{
	const char *inputs[] = { fixture_jar() };
	struct kaba_error err = { 0 };

	(void)state;
	if (kaba_program_open(inputs, 1, NULL, &prog, &err)) {
		kaba_error_print(&err, stderr);
		return -1;
	}
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	kaba_program_free(prog);
	return 0;
}

static struct kaba_pclass *cls(const char *name)
{
	struct kaba_pclass *c = kaba_program_class(prog, name);

	if (!c)
		fail_msg("class %s not found", name);
	return c;
}

static struct kaba_pmember *method(const char *c, const char *name, const char *desc)
{
	struct kaba_pmember *m = kaba_pclass_method(cls(c), name, desc);

	if (!m)
		fail_msg("no method %s.%s%s", c, name, desc);
	return m;
}

/* "owner.name" of a link's member, or the status name. */
static const char *linked(struct kaba_link l)
{
	static char buf[512];

	if (l.status != KABA_LINK_OK)
		return kaba_link_status_name(l.status);
	snprintf(buf, sizeof(buf), "%s.%s", l.member->owner->name, l.member->name);
	return buf;
}

static const char *resolve(uint8_t tag, const char *c, const char *name, const char *desc)
{
	struct kaba_ref r = kaba_ref_make(tag, c, name, desc);

	return linked(kaba_resolve(prog, &r));
}

static const char *select_virtual(const char *c, const char *name, const char *desc,
				  const char *receiver)
{
	return linked(kaba_select_virtual(prog, method(c, name, desc), cls(receiver)));
}

/* ---- the pool and the hierarchy -------------------------------------------- */

static void user_classes(void **state)
{
	struct kaba_pclass *tri = cls("hier/a/Tri");
	size_t i, n = kaba_program_user_count(prog);
	int found = 0;

	(void)state;
	assert_int_equal(n, 29 - 5);    /* 29 jar entries: 3 directories, 2 META-INF */
	for (i = 0; i < n; i++)
		found += kaba_program_user(prog, i) == tri;
	assert_int_equal(found, 1);
	assert_int_equal(tri->origin, KABA_ORIGIN_USER);
	assert_string_equal(tri->super->name, "hier/a/AbstractShape");
	assert_string_equal(tri->super->super->name, "java/lang/Object");
	assert_int_equal(tri->super->super->origin, KABA_ORIGIN_JDK);
	assert_null(tri->super->super->super);
	assert_int_equal(tri->ninterfaces, 1);
	assert_string_equal(tri->interfaces[0]->name, "hier/a/Polygon");
	assert_non_null(strstr(tri->where, "hier.jar!hier/a/Tri.class"));
	assert_non_null(kaba_pclass_field(cls("hier/a/AbstractShape"), "id", "I"));
	assert_null(kaba_pclass_field(tri, "id", "I"));
}

static void subtype_lists(void **state)
{
	struct kaba_pclass *as = cls("hier/a/AbstractShape"), *shape = cls("hier/a/Shape");
	struct kaba_pclass *obj = cls("java/lang/Object"), *poly = cls("hier/a/Polygon");

	(void)state;
	assert_int_equal(as->nsubclasses, 3);
	assert_string_equal(as->subclasses[0]->name, "hier/a/Circle");
	assert_string_equal(as->subclasses[1]->name, "hier/a/Square");
	assert_string_equal(as->subclasses[2]->name, "hier/a/Tri");
	assert_int_equal(shape->nimplementors, 2);
	assert_string_equal(shape->implementors[0]->name, "hier/a/AbstractShape");
	assert_string_equal(shape->implementors[1]->name, "hier/a/Polygon");
	assert_int_equal(poly->nimplementors, 2);
	/* a library class lists its user subclasses */
	assert_true(obj->nsubclasses > 5);
	assert_int_equal(cls("hier/b/Sub")->nsubclasses, 1);
	assert_string_equal(cls("hier/b/Sub")->subclasses[0]->name, "hier/a/SubSub");
}

static void superinterfaces(void **state)
{
	size_t n;
	int complete;
	struct kaba_pclass *const *v =
		kaba_pclass_superinterfaces(prog, cls("hier/a/Square"), &n, &complete);

	(void)state;
	assert_true(complete);
	/* Polygon, Shape (via Polygon and AbstractShape), Named, Comparable */
	assert_int_equal(n, 4);
	assert_string_equal(v[0]->name, "hier/a/Named");
	assert_string_equal(v[1]->name, "hier/a/Polygon");
	assert_string_equal(v[2]->name, "hier/a/Shape");
	assert_string_equal(v[3]->name, "java/lang/Comparable");
}

static void subtyping(void **state)
{
	(void)state;
	assert_int_equal(kaba_program_is_subtype(prog, "hier/a/Tri", "hier/a/Shape"), KABA_YES);
	assert_int_equal(kaba_program_is_subtype(prog, "hier/a/Tri", "hier/a/Polygon"), KABA_YES);
	assert_int_equal(kaba_program_is_subtype(prog, "hier/a/Tri", "hier/a/AbstractShape"), KABA_YES);
	assert_int_equal(kaba_program_is_subtype(prog, "hier/a/Circle", "hier/a/Polygon"), KABA_NO);
	assert_int_equal(kaba_program_is_subtype(prog, "hier/a/AbstractShape", "hier/a/Tri"), KABA_NO);
	assert_int_equal(kaba_program_is_subtype(prog, "hier/a/Polygon", "hier/a/Shape"), KABA_YES);
	assert_int_equal(kaba_program_is_subtype(prog, "hier/a/Shape", "hier/a/Polygon"), KABA_NO);
	assert_int_equal(kaba_program_is_subtype(prog, "hier/a/Shape", "java/lang/Object"), KABA_YES);
	assert_int_equal(kaba_program_is_subtype(prog, "hier/a/Shape", "hier/a/Circle"), KABA_NO);
	assert_int_equal(kaba_program_is_subtype(prog, "hier/a/Square", "java/lang/Comparable"), KABA_YES);
	assert_int_equal(kaba_program_is_subtype(prog, "hier/a/Color", "java/io/Serializable"), KABA_YES);
	assert_int_equal(kaba_program_is_subtype(prog, "hier/b/Leaf", "hier/a/Base"), KABA_YES);
	/* arrays, JVMS checkcast */
	assert_int_equal(kaba_program_is_subtype(prog, "[Lhier/a/Tri;", "[Lhier/a/Shape;"), KABA_YES);
	assert_int_equal(kaba_program_is_subtype(prog, "[Lhier/a/Shape;", "[Lhier/a/Tri;"), KABA_NO);
	assert_int_equal(kaba_program_is_subtype(prog, "[[Lhier/a/Tri;", "[Ljava/lang/Object;"), KABA_YES);
	assert_int_equal(kaba_program_is_subtype(prog, "[[I", "[Ljava/lang/Cloneable;"), KABA_YES);
	assert_int_equal(kaba_program_is_subtype(prog, "[I", "java/lang/Cloneable"), KABA_YES);
	assert_int_equal(kaba_program_is_subtype(prog, "[I", "java/io/Serializable"), KABA_YES);
	assert_int_equal(kaba_program_is_subtype(prog, "[I", "hier/a/Shape"), KABA_NO);
	assert_int_equal(kaba_program_is_subtype(prog, "[I", "[J"), KABA_NO);
	assert_int_equal(kaba_program_is_subtype(prog, "[I", "[I"), KABA_YES);
	assert_int_equal(kaba_program_is_subtype(prog, "[I", "[Ljava/lang/Object;"), KABA_NO);
	assert_int_equal(kaba_program_is_subtype(prog, "hier/a/Tri", "[Ljava/lang/Object;"), KABA_NO);
	assert_int_equal(kaba_program_is_subtype(prog, "[Lhier/a/Tri;", "[[Lhier/a/Tri;"), KABA_NO);
	/* a missing class cannot be decided */
	assert_int_equal(kaba_program_is_subtype(prog, "no/Such", "hier/a/Shape"), KABA_UNKNOWN);
	assert_int_equal(kaba_program_is_subtype(prog, "no/Such", "java/lang/Object"), KABA_YES);
	assert_int_equal(kaba_program_is_subtype(prog, "[Lno/Such;", "[Lno/Such;"), KABA_YES);
}

static void common_super(void **state)
{
	(void)state;
	assert_string_equal(kaba_program_common_super(prog, "hier/a/Tri", "hier/a/Circle"),
			    "hier/a/AbstractShape");
	assert_string_equal(kaba_program_common_super(prog, "hier/a/Tri", "hier/a/Tri"),
			    "hier/a/Tri");
	assert_string_equal(kaba_program_common_super(prog, "hier/b/Leaf", "hier/b/Sub"),
			    "hier/b/Sub");
	assert_string_equal(kaba_program_common_super(prog, "hier/b/Far", "hier/b/Leaf"),
			    "hier/a/Base");
	assert_string_equal(kaba_program_common_super(prog, "hier/a/Tri", "hier/a/Polygon"),
			    "java/lang/Object");
	assert_string_equal(kaba_program_common_super(prog, "java/lang/Integer", "java/lang/Long"),
			    "java/lang/Number");
	assert_string_equal(kaba_program_common_super(prog, "[Lhier/a/Tri;", "[Lhier/a/Circle;"),
			    "[Lhier/a/AbstractShape;");
	assert_string_equal(kaba_program_common_super(prog, "[I", "[J"), "java/lang/Object");
	assert_string_equal(kaba_program_common_super(prog, "[I", "[I"), "[I");
	assert_string_equal(kaba_program_common_super(prog, "[[I", "[[J"), "[Ljava/lang/Object;");
	assert_string_equal(kaba_program_common_super(prog, "[Lhier/a/Tri;", "[[I"),
			    "[Ljava/lang/Object;");
	assert_string_equal(kaba_program_common_super(prog, "[I", "[[I"), "java/lang/Object");
	assert_string_equal(kaba_program_common_super(prog, "[I", "hier/a/Tri"), "java/lang/Object");
	assert_null(kaba_program_common_super(prog, "no/Such", "hier/a/Tri"));
	assert_string_equal(kaba_program_common_super(prog, "no/Such", "no/Such"), "no/Such");
	assert_string_equal(kaba_program_common_super(prog, "[Lno/Such;", "[Lno/Such;"),
			    "[Lno/Such;");
}

static void descriptor_types(void **state)
{
	const char *d = "(I[[Lhier/a/Tri;Ljava/lang/String;Lno/Such;)Lhier/a/Shape;";
	const char *want[] = { NULL, "hier/a/Tri", "java/lang/String", NULL };
	struct kaba_method_desc md;
	struct kaba_type t;
	struct kaba_pclass *c;
	size_t i = 0;

	(void)state;
	assert_int_equal(kaba_method_desc_init(&md, d, strlen(d)), 0);
	while (kaba_method_desc_param(&md, &t) > 0) {
		c = kaba_program_type_class(prog, &t);
		if (want[i])
			assert_string_equal(c->name, want[i]);
		else
			assert_null(c);
		i++;
	}
	assert_int_equal(i, 4);
	c = kaba_program_type_class(prog, &md.ret);
	assert_int_equal(c->origin, KABA_ORIGIN_USER);
	assert_true(kaba_pclass_is_interface(c));
}

/* ---- resolution ------------------------------------------------------------- */

static void field_resolution(void **state)
{
	(void)state;
	/* superinterfaces before the superclass, nearest first */
	assert_string_equal(resolve(KABA_CP_FIELDREF, "hier/a/Tri", "KIND", "Ljava/lang/String;"),
			    "hier/a/Polygon.KIND");
	assert_string_equal(resolve(KABA_CP_FIELDREF, "hier/a/Circle", "KIND", "Ljava/lang/String;"),
			    "hier/a/Shape.KIND");
	assert_string_equal(resolve(KABA_CP_FIELDREF, "hier/a/Car", "COLOR", "Ljava/lang/String;"),
			    "hier/a/HasColor.COLOR");
	/* hiding, and fields from superclasses */
	assert_string_equal(resolve(KABA_CP_FIELDREF, "hier/a/SubSub", "pubField", "I"),
			    "hier/b/Sub.pubField");
	assert_string_equal(resolve(KABA_CP_FIELDREF, "hier/b/Leaf", "pkgField", "I"),
			    "hier/a/Base.pkgField");
	assert_string_equal(resolve(KABA_CP_FIELDREF, "hier/a/Tri", "id", "I"),
			    "hier/a/AbstractShape.id");
	/* the descriptor is part of the key */
	assert_string_equal(resolve(KABA_CP_FIELDREF, "hier/a/Tri", "id", "J"), "NoSuchFieldError");
	assert_string_equal(resolve(KABA_CP_FIELDREF, "no/Such", "x", "I"), "missing class");
}

static void method_resolution(void **state)
{
	(void)state;
	/* class methods first, then the maximally-specific default */
	assert_string_equal(resolve(KABA_CP_METHODREF, "hier/a/Tri", "describe", "()Ljava/lang/String;"),
			    "hier/a/Polygon.describe");
	assert_string_equal(resolve(KABA_CP_METHODREF, "hier/a/Circle", "describe", "()Ljava/lang/String;"),
			    "hier/a/Shape.describe");
	assert_string_equal(resolve(KABA_CP_METHODREF, "hier/a/Square", "describe", "()Ljava/lang/String;"),
			    "hier/a/Square.describe");
	assert_string_equal(resolve(KABA_CP_METHODREF, "hier/a/Tri", "hashCode", "()I"),
			    "java/lang/Object.hashCode");
	assert_string_equal(resolve(KABA_CP_METHODREF, "hier/b/Leaf", "stat", "()V"),
			    "hier/b/Sub.stat");
	/* two abstract candidates: the first by interface name */
	assert_string_equal(resolve(KABA_CP_METHODREF, "hier/a/Job", "run", "()V"), "hier/a/Task.run");
	/* kinds must match */
	assert_string_equal(resolve(KABA_CP_METHODREF, "hier/a/Shape", "describe", "()Ljava/lang/String;"),
			    "IncompatibleClassChangeError");
	assert_string_equal(resolve(KABA_CP_INTERFACE_METHODREF, "hier/a/Tri", "area", "()D"),
			    "IncompatibleClassChangeError");
	assert_string_equal(resolve(KABA_CP_METHODREF, "hier/a/Tri", "area", "()I"), "NoSuchMethodError");
	/* arrays have Object's methods */
	assert_string_equal(resolve(KABA_CP_METHODREF, "[Ljava/lang/String;", "clone", "()Ljava/lang/Object;"),
			    "java/lang/Object.clone");
}

static void interface_method_resolution(void **state)
{
	(void)state;
	assert_string_equal(resolve(KABA_CP_INTERFACE_METHODREF, "hier/a/Polygon", "describe",
				    "()Ljava/lang/String;"), "hier/a/Polygon.describe");
	assert_string_equal(resolve(KABA_CP_INTERFACE_METHODREF, "hier/a/Polygon", "area", "()D"),
			    "hier/a/Shape.area");
	/* Object's public methods, not its protected ones */
	assert_string_equal(resolve(KABA_CP_INTERFACE_METHODREF, "hier/a/Polygon", "toString",
				    "()Ljava/lang/String;"), "java/lang/Object.toString");
	assert_string_equal(resolve(KABA_CP_INTERFACE_METHODREF, "hier/a/Shape", "clone",
				    "()Ljava/lang/Object;"), "NoSuchMethodError");
	assert_string_equal(resolve(KABA_CP_INTERFACE_METHODREF, "java/util/List", "size", "()I"),
			    "java/util/List.size");
	assert_string_equal(resolve(KABA_CP_INTERFACE_METHODREF, "java/util/List", "stream",
				    "()Ljava/util/stream/Stream;"), "java/util/Collection.stream");
}

static void signature_polymorphic(void **state)
{
	struct kaba_ref r = kaba_ref_make(KABA_CP_METHODREF, "java/lang/invoke/MethodHandle",
					  "invokeExact", "(Ljava/lang/String;I)J");
	struct kaba_link l = kaba_resolve(prog, &r);

	(void)state;
	assert_int_equal(l.status, KABA_LINK_OK);
	assert_true(l.signature_polymorphic);
	assert_string_equal(l.member->name, "invokeExact");
	r = kaba_ref_make(KABA_CP_METHODREF, "java/lang/invoke/VarHandle", "compareAndSet",
			  "(Lhier/a/Tri;II)Z");
	l = kaba_resolve(prog, &r);
	assert_int_equal(l.status, KABA_LINK_OK);
	assert_true(l.signature_polymorphic);
	r = kaba_ref_make(KABA_CP_METHODREF, "java/lang/invoke/MethodHandle", "bindTo",
			  "(Ljava/lang/Object;)Ljava/lang/invoke/MethodHandle;");
	l = kaba_resolve(prog, &r);
	assert_int_equal(l.status, KABA_LINK_OK);
	assert_false(l.signature_polymorphic);
}

/* ---- overriding and selection --------------------------------------------- */

static void overriding(void **state)
{
	struct kaba_pmember *base_pkg = method("hier/a/Base", "pkg", "()V");
	struct kaba_pmember *base_chain = method("hier/a/Base", "chain", "()V");

	(void)state;
	assert_int_equal(kaba_can_override(prog, method("hier/b/Sub", "pkg", "()V"), base_pkg), KABA_NO);
	assert_int_equal(kaba_can_override(prog, method("hier/a/SubSub", "pkg", "()V"), base_pkg), KABA_YES);
	assert_int_equal(kaba_can_override(prog, method("hier/a/SubSub", "pkg", "()V"),
					   method("hier/b/Sub", "pkg", "()V")), KABA_NO);
	assert_int_equal(kaba_can_override(prog, method("hier/a/Mid", "chain", "()V"), base_chain), KABA_YES);
	/* transitive: through public Mid.chain */
	assert_int_equal(kaba_can_override(prog, method("hier/b/Far", "chain", "()V"), base_chain), KABA_YES);
	/* Sub.chain cannot override Base.chain, so Leaf.chain cannot either */
	assert_int_equal(kaba_can_override(prog, method("hier/b/Leaf", "chain", "()V"), base_chain), KABA_NO);
	assert_int_equal(kaba_can_override(prog, method("hier/b/Leaf", "chain", "()V"),
					   method("hier/b/Sub", "chain", "()V")), KABA_YES);
	assert_int_equal(kaba_can_override(prog, method("hier/b/Sub", "priv", "()V"),
					   method("hier/a/Base", "priv", "()V")), KABA_NO);
	assert_int_equal(kaba_can_override(prog, method("hier/b/Sub", "stat", "()V"),
					   method("hier/a/Base", "stat", "()V")), KABA_NO);
	assert_int_equal(kaba_can_override(prog, method("hier/b/Sub", "pub", "()V"),
					   method("hier/a/Base", "pub", "()V")), KABA_YES);
}

static void virtual_selection(void **state)
{
	(void)state;
	/* default methods: the maximally specific one, unless a class defines it */
	assert_string_equal(select_virtual("hier/a/Shape", "describe", "()Ljava/lang/String;", "hier/a/Tri"),
			    "hier/a/Polygon.describe");
	assert_string_equal(select_virtual("hier/a/Shape", "describe", "()Ljava/lang/String;", "hier/a/Circle"),
			    "hier/a/Shape.describe");
	assert_string_equal(select_virtual("hier/a/Shape", "describe", "()Ljava/lang/String;", "hier/a/Square"),
			    "hier/a/Square.describe");
	assert_string_equal(select_virtual("hier/a/Shape", "area", "()D", "hier/a/Tri"), "hier/a/Tri.area");
	/* package-private methods are overridden only from their package */
	assert_string_equal(select_virtual("hier/a/Base", "pkg", "()V", "hier/b/Sub"), "hier/a/Base.pkg");
	assert_string_equal(select_virtual("hier/a/Base", "pkg", "()V", "hier/a/SubSub"), "hier/a/SubSub.pkg");
	assert_string_equal(select_virtual("hier/a/Base", "pkg", "()V", "hier/b/Leaf"), "hier/a/SubSub.pkg");
	assert_string_equal(select_virtual("hier/b/Sub", "pkg", "()V", "hier/a/SubSub"), "hier/b/Sub.pkg");
	assert_string_equal(select_virtual("hier/a/Base", "chain", "()V", "hier/b/Far"), "hier/b/Far.chain");
	assert_string_equal(select_virtual("hier/a/Base", "chain", "()V", "hier/b/Leaf"), "hier/a/Base.chain");
	assert_string_equal(select_virtual("hier/b/Sub", "chain", "()V", "hier/b/Leaf"), "hier/b/Leaf.chain");
	assert_string_equal(select_virtual("hier/a/Base", "pub", "()V", "hier/b/Leaf"), "hier/a/SubSub.pub");
	/* private methods select themselves; static ones cannot be invoked virtually */
	assert_string_equal(select_virtual("hier/a/Base", "priv", "()V", "hier/b/Sub"), "hier/a/Base.priv");
	assert_string_equal(select_virtual("hier/a/Base", "stat", "()V", "hier/b/Sub"),
			    "IncompatibleClassChangeError");
	/* nothing concrete */
	assert_string_equal(select_virtual("hier/a/Task", "run", "()V", "hier/a/Job"), "AbstractMethodError");
	/* library receivers */
	assert_string_equal(select_virtual("java/lang/Object", "toString", "()Ljava/lang/String;",
					   "java/lang/Integer"), "java/lang/Integer.toString");
}

static const char *special(const char *current, const char *ref, const char *owner,
			   const char *name, const char *desc)
{
	return linked(kaba_select_special(prog, cls(current), cls(ref), method(owner, name, desc)));
}

static void invokespecial(void **state)
{
	(void)state;
	/* super.pub() from SubSub names Base, but starts at SubSub's superclass */
	assert_string_equal(special("hier/a/SubSub", "hier/a/Base", "hier/a/Base", "pub", "()V"),
			    "hier/b/Sub.pub");
	assert_string_equal(special("hier/b/Sub", "hier/a/Base", "hier/a/Base", "pub", "()V"),
			    "hier/a/Base.pub");
	/* constructors are never looked up in superclasses */
	assert_string_equal(special("hier/a/SubSub", "hier/a/Base", "hier/a/Base", "<init>", "()V"),
			    "hier/a/Base.<init>");
	/* Polygon.super.describe() */
	assert_string_equal(special("hier/a/Square", "hier/a/Polygon", "hier/a/Polygon", "describe",
				    "()Ljava/lang/String;"), "hier/a/Polygon.describe");
	/* super.toString() from Tri: up from AbstractShape to Object */
	assert_string_equal(special("hier/a/Tri", "hier/a/AbstractShape", "java/lang/Object",
				    "toString", "()Ljava/lang/String;"), "java/lang/Object.toString");
	/* private methods of the current class */
	assert_string_equal(special("hier/b/Sub", "hier/b/Sub", "hier/b/Sub", "priv", "()V"),
			    "hier/b/Sub.priv");
}

/* ---- access control ---------------------------------------------------------- */

static int can_access(const char *owner, const char *name, const char *desc, int is_method,
		  const char *ref, const char *from)
{
	struct kaba_pclass *c = cls(owner);
	struct kaba_pmember *m = is_method ? kaba_pclass_method(c, name, desc)
					   : kaba_pclass_field(c, name, desc);

	if (!m)
		fail_msg("no member %s.%s", owner, name);
	return kaba_member_accessible(prog, m, ref ? cls(ref) : NULL, cls(from));
}

static void access_control(void **state)
{
	(void)state;
	assert_true(kaba_nest_host(prog, cls("hier/a/Outer$Nested")) == cls("hier/a/Outer"));
	assert_true(kaba_nest_host(prog, cls("hier/a/Outer")) == cls("hier/a/Outer"));
	assert_true(kaba_nest_host(prog, cls("hier/a/Circle")) == cls("hier/a/Circle"));
	/* private: the class and its nestmates only */
	assert_int_equal(can_access("hier/a/Outer", "secret", "I", 0, NULL, "hier/a/Outer$Inner"), KABA_YES);
	assert_int_equal(can_access("hier/a/Outer$Nested", "hidden", "()V", 1, NULL, "hier/a/Outer"), KABA_YES);
	assert_int_equal(can_access("hier/a/Outer", "secret", "I", 0, NULL, "hier/a/Circle"), KABA_NO);
	assert_int_equal(can_access("hier/a/Base", "priv", "()V", 1, NULL, "hier/b/Sub"), KABA_NO);
	/* package-private: the run-time package */
	assert_int_equal(can_access("hier/a/Base", "pkg", "()V", 1, NULL, "hier/a/Car"), KABA_YES);
	assert_int_equal(can_access("hier/a/Base", "pkg", "()V", 1, NULL, "hier/b/Far"), KABA_NO);
	/* protected: the package, and subclasses through their own line */
	assert_int_equal(can_access("hier/a/Base", "prot", "()V", 1, "hier/a/Mid", "hier/a/Car"), KABA_YES);
	assert_int_equal(can_access("hier/a/Base", "prot", "()V", 1, "hier/b/Sub", "hier/b/Sub"), KABA_YES);
	assert_int_equal(can_access("hier/a/Base", "prot", "()V", 1, "hier/a/Base", "hier/b/Sub"), KABA_YES);
	assert_int_equal(can_access("hier/a/Base", "prot", "()V", 1, "hier/a/SubSub", "hier/b/Leaf"), KABA_YES);
	assert_int_equal(can_access("hier/a/Base", "prot", "()V", 1, "hier/a/Mid", "hier/b/Sub"), KABA_NO);
	assert_int_equal(can_access("hier/a/Base", "prot", "()V", 1, NULL, "hier/b/Far"), KABA_YES);
	assert_int_equal(can_access("hier/a/Base", "prot", "()V", 1, NULL, "hier/b/Sub"), KABA_YES);
	assert_int_equal(can_access("java/lang/Object", "clone", "()Ljava/lang/Object;", 1,
				"hier/a/Tri", "hier/a/Circle"), KABA_NO);
	assert_int_equal(can_access("java/lang/Object", "clone", "()Ljava/lang/Object;", 1,
				"hier/a/Circle", "hier/a/Circle"), KABA_YES);
	assert_int_equal(can_access("hier/a/Base", "pub", "()V", 1, NULL, "hier/b/Leaf"), KABA_YES);
	/* classes */
	assert_true(kaba_class_accessible(cls("hier/a/Base"), cls("hier/b/Sub")));
	assert_false(kaba_class_accessible(cls("java/lang/AbstractStringBuilder"), cls("hier/a/Tri")));
	assert_true(kaba_class_accessible(cls("java/lang/AbstractStringBuilder"),
					  cls("java/lang/StringBuilder")));
}

/* ---- the library loads lazily --------------------------------------------- */

static void lazy_library(void **state)
{
	const char *inputs[] = { fixture_jar() };
	struct kaba_program_stats before, after;
	struct kaba_error err = { 0 };
	struct kaba_program *p;
	struct kaba_pclass *s;

	(void)state;
	assert_int_equal(kaba_program_open(inputs, 1, NULL, &p, &err), KABA_OK);
	kaba_program_stats(p, &before);
	assert_true(before.jdk_modules >= 60);
	assert_true(before.library_indexed > 20000);
	/* only the user classes' supertypes: Object, Enum, Record, Comparable, ... */
	assert_true(before.library_loaded < 20);
	s = kaba_program_class(p, "java/lang/String");
	assert_non_null(s);
	assert_int_equal(s->origin, KABA_ORIGIN_JDK);
	assert_int_equal(kaba_program_is_subtype(p, "java/lang/String", "java/lang/CharSequence"),
			 KABA_YES);
	kaba_program_stats(p, &after);
	/* String and its supertypes CharSequence and ConstantDesc (Object,
	 * Comparable, Serializable and Constable came with hier.a.Color's
	 * superclass Enum) */
	assert_int_equal(after.library_loaded - before.library_loaded, 3);
	printf("# library classes: %zu indexed in %zu modules, %zu parsed after open, %zu after String\n",
	       after.library_indexed, after.jdk_modules, before.library_loaded, after.library_loaded);
	assert_null(kaba_program_class(p, "no/such/Class"));
	kaba_program_stats(p, &after);
	assert_int_equal(after.missing, before.missing + 1);
	kaba_program_free(p);
}

/* Resolve every field and method reference of every user class; return
 * how many there were and count the failures by status. */
static size_t resolve_all(struct kaba_program *p, size_t failures[])
{
	size_t i, n = 0;
	uint32_t k;

	for (i = 0; i < kaba_program_user_count(p); i++) {
		const struct kaba_pclass *c = kaba_program_user(p, i);

		for (k = 1; k < c->cf->cp.count; k++) {
			struct kaba_ref r;
			struct kaba_link l;

			if (kaba_ref_from_cp(&r, c->cf, (uint16_t)k))
				continue;
			l = kaba_resolve(p, &r);
			n++;
			failures[l.status] += l.status != KABA_LINK_OK;
			if (l.status == KABA_LINK_OK && l.member->is_method !=
			    (r.tag != KABA_CP_FIELDREF))
				fail_msg("%s: a field for a method or back", c->name);
		}
	}
	return n;
}

/* ---- the JDK's package index is kept between runs ----------------------- */

struct opened {
	struct kaba_program_stats st;
	const char *frame_super;        /* javax.swing.JFrame's superclass */
};

static void open_with_cache(struct opened *o)
{
	const char *inputs[] = { fixture_jar() };
	struct kaba_error err = { 0 };
	struct kaba_program *p;
	struct kaba_pclass *frame;

	assert_int_equal(kaba_program_open(inputs, 1, NULL, &p, &err), KABA_OK);
	kaba_program_stats(p, &o->st);
	/* java.desktop, a module no user class needs */
	frame = kaba_program_class(p, "javax/swing/JFrame");
	assert_non_null(frame);
	assert_int_equal(frame->origin, KABA_ORIGIN_JDK);
	o->frame_super = strdup(frame->super_name);
	assert_null(kaba_program_class(p, "java/lang/NoSuchClass"));
	assert_null(kaba_program_class(p, "no/such/Class"));
	kaba_program_free(p);
}

static void jdk_package_cache(void **state)
{
	char dir[] = "/tmp/kaba-jdk-cache-XXXXXX", file[4200] = "";
	struct opened cold, warm, stale;
	struct dirent *de;
	DIR *d;
	FILE *f;

	(void)state;
	assert_non_null(mkdtemp(dir));
	setenv("KABA_CACHE_DIR", dir, 1);
	open_with_cache(&cold);         /* no cache yet: every module opens */
	assert_int_equal(cold.st.jdk_modules_opened, cold.st.jdk_modules);
	open_with_cache(&warm);         /* from the cache: java.base and the few asked for */
	assert_true(warm.st.jdk_modules_opened < 5);
	assert_int_equal(warm.st.jdk_modules, cold.st.jdk_modules);
	assert_int_equal(warm.st.library_indexed, cold.st.library_indexed);
	assert_string_equal(warm.frame_super, cold.frame_super);

	d = opendir(dir);
	assert_non_null(d);
	while ((de = readdir(d)))
		if (de->d_name[0] != '.')
			snprintf(file, sizeof(file), "%s/%s", dir, de->d_name);
	closedir(d);
	assert_true(file[0]);
	f = fopen(file, "w");           /* a cut file is ignored and written anew */
	assert_non_null(f);
	fputs("kaba jdk index 1\n", f);
	fclose(f);
	open_with_cache(&stale);
	assert_int_equal(stale.st.jdk_modules_opened, stale.st.jdk_modules);
	assert_int_equal(stale.st.library_indexed, cold.st.library_indexed);
	free((void *)stale.frame_super);
	open_with_cache(&stale);
	assert_true(stale.st.jdk_modules_opened < 5);

	unsetenv("KABA_CACHE_DIR");
	assert_int_equal(unlink(file), 0);
	assert_int_equal(rmdir(dir), 0);
	free((void *)cold.frame_super);
	free((void *)warm.frame_super);
	free((void *)stale.frame_super);
}

/* antlr runs on JDK 17, so every reference it makes resolves. */
static void antlr_resolves(void **state)
{
	const char *inputs[] = { "/usr/share/java/antlr.jar" };
	size_t failures[KABA_LINK_ABSTRACT_METHOD + 1] = { 0 }, n, i;
	struct kaba_error err = { 0 };
	struct kaba_program *p;

	(void)state;
	assert_int_equal(kaba_program_open(inputs, 1, NULL, &p, &err), KABA_OK);
	n = resolve_all(p, failures);
	assert_true(n > 6000);
	for (i = 0; i <= KABA_LINK_ABSTRACT_METHOD; i++)
		assert_int_equal(failures[i], 0);
	kaba_program_free(p);
}

/* java.base as the user program, without a JDK behind it: the whole
 * hierarchy from java.lang.Object down is user classes, and everything
 * it references inside the module resolves. */
static void java_base_resolves(void **state)
{
	const char *java_home = getenv("JAVA_HOME");
	char jmod[4096];
	const char *inputs[] = { jmod };
	struct kaba_program_options opt = { .no_jdk = 1 };
	size_t failures[KABA_LINK_ABSTRACT_METHOD + 1] = { 0 }, n;
	struct kaba_error err = { 0 };
	struct kaba_program *p;
	struct kaba_pclass *object;

	(void)state;
	snprintf(jmod, sizeof(jmod), "%s/jmods/java.base.jmod",
		 java_home ? java_home : "/usr/lib/jvm/java-17-openjdk-amd64");
	assert_int_equal(kaba_program_open(inputs, 1, &opt, &p, &err), KABA_OK);
	assert_true(kaba_program_user_count(p) > 6000);
	object = kaba_program_class(p, "java/lang/Object");
	assert_int_equal(object->origin, KABA_ORIGIN_USER);
	assert_true(object->nsubclasses > 1000);
	n = resolve_all(p, failures);
	printf("# java.base: %zu references resolved\n", n);
	assert_true(n > 100000);
	assert_int_equal(failures[KABA_LINK_MISSING_CLASS] + failures[KABA_LINK_NO_SUCH_FIELD] +
			 failures[KABA_LINK_NO_SUCH_METHOD] +
			 failures[KABA_LINK_INCOMPATIBLE_CLASS_CHANGE], 0);
	kaba_program_free(p);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(user_classes),
		cmocka_unit_test(subtype_lists),
		cmocka_unit_test(superinterfaces),
		cmocka_unit_test(subtyping),
		cmocka_unit_test(common_super),
		cmocka_unit_test(descriptor_types),
		cmocka_unit_test(field_resolution),
		cmocka_unit_test(method_resolution),
		cmocka_unit_test(interface_method_resolution),
		cmocka_unit_test(signature_polymorphic),
		cmocka_unit_test(overriding),
		cmocka_unit_test(virtual_selection),
		cmocka_unit_test(invokespecial),
		cmocka_unit_test(access_control),
		cmocka_unit_test(lazy_library),
		cmocka_unit_test(jdk_package_cache),
		cmocka_unit_test(antlr_resolves),
		cmocka_unit_test(java_base_resolves),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
