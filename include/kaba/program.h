/*
 * The program model (architecture: src/program/): the class pool of one run,
 * its class hierarchy and the JVM's rules for finding members.
 *
 * The pool holds the *user* classes (the input jars, parsed and linked when
 * the program is opened) and *library* classes: the JDK's classes from
 * $JAVA_HOME/jmods and the --classpath jars.  Library classes are indexed by
 * entry name when the program is opened and parsed only when something asks
 * for them by name, together with their supertypes (which is what the JVM's
 * class loading does too).  A library class that is absent, or present but
 * broken, is "missing": queries that need it answer "unknown" instead of
 * guessing, its name goes on the missing list, and kaba_program_warn_missing()
 * tells the user.  Missing library classes are never fatal.
 *
 * Name lookup follows the class loaders: the JDK first (a user class with the
 * name of a JDK class is shadowed, with a warning, as the JVM would never load
 * it), then the user classes, then the class path in order (first wins).  Two
 * user classes with one name are an error.  Entries under META-INF/ (the
 * versions of multi-release jars) and module-info classes are not classes of
 * the pool: the base version is what kaba reads.
 *
 * Member lookup is JVMS 17 chapter 5: field and method resolution (§5.4.3.2-4),
 * overriding (§5.4.5), method selection (§5.4.6) and the invokespecial rule;
 * the functions name the step of the specification they implement.
 *
 * A program is used from one thread: lookups load classes and update caches.
 *
 * Limits (KABA_EINPUT when exceeded by the user classes): a supertype chain
 * (superclasses and superinterfaces) at most KABA_PROGRAM_MAX_DEPTH deep.
 * Entry counts and sizes are the jar module's limits; class sizes the class
 * file module's.
 */
#ifndef KABA_PROGRAM_H
#define KABA_PROGRAM_H

#include <stddef.h>
#include <stdint.h>

#include "kaba/classfile.h"
#include "kaba/error.h"

enum { KABA_PROGRAM_MAX_DEPTH = 512 };

/* Who defines a class: the user's input, the JDK (boot and platform
 * loaders), or the class path (the application loader, as user classes). */
enum kaba_class_origin {
	KABA_ORIGIN_USER,
	KABA_ORIGIN_JDK,
	KABA_ORIGIN_CLASSPATH,
};

struct kaba_program;
struct kaba_pclass;

/* A field or method of a class in the pool ("p" for program: the class
 * file's own struct kaba_member is `cf` below). */
struct kaba_pmember {
	struct kaba_pclass *owner;
	const char *name, *descriptor;  /* NUL-terminated copies */
	uint16_t name_len, descriptor_len;
	uint16_t access;                /* KABA_ACC_* */
	uint16_t index;                 /* in owner->cf->fields or ->methods */
	uint8_t is_method;
};

/*
 * A class or interface of the pool.  Fields are read-only for users of this
 * header.  Library classes that were not asked for yet are not visible:
 * kaba_program_class() returns classes that are loaded and linked, so
 * `super` and `interfaces` are set (NULL where the supertype is missing).
 */
struct kaba_pclass {
	const char *name;               /* internal name: "java/lang/String" */
	uint16_t name_len;
	const char *where;              /* "FILE!ENTRY" the class was read from */
	uint8_t origin;                 /* enum kaba_class_origin */
	uint16_t access;                /* KABA_ACC_* of the class file */
	struct kaba_class *cf;          /* the parsed class file */

	const char *super_name;         /* NULL only for java/lang/Object */
	struct kaba_pclass *super;      /* NULL if java/lang/Object or missing */
	uint16_t ninterfaces;
	const char **interface_names;   /* direct superinterfaces, in class-file order */
	struct kaba_pclass **interfaces;/* same order; NULL entries are missing */

	uint16_t nfields, nmethods;
	struct kaba_pmember *fields;    /* fields[i] describes cf->fields.v[i] */
	struct kaba_pmember *methods;   /* methods[i] describes cf->methods.v[i] */

	/* Direct subtypes among the user classes, sorted by name: classes whose
	 * superclass this is, and classes or interfaces naming this one among
	 * their direct superinterfaces.  Filled for every class that is a
	 * direct supertype of a user class, library classes included. */
	size_t nsubclasses, nimplementors;
	struct kaba_pclass **subclasses, **implementors;
};

/* ---- opening ------------------------------------------------------------ */

struct kaba_program_options {
	/* The JDK: `jdk` if set (--jdk DIR), else $JAVA_HOME, else the
	 * installation of the `javac` on PATH (symbolic links resolved). */
	const char *jdk;
	int no_jdk;                     /* no JDK at all (tests): every JDK class is missing */
	const char *const *classpath;   /* library jars, jmods or directories, in order */
	size_t nclasspath;
};

/*
 * Open the user inputs (jars, directories, class files), index the JDK and
 * the class path, parse and link every user class.  Fails with KABA_EINPUT
 * on a broken input, a cyclic or ill-formed user hierarchy ("FILE!ENTRY:
 * cyclic superclass chain via X") or a duplicate user class; KABA_EIO when
 * a file cannot be read; KABA_EINPUT when no JDK is found and
 * KABA_EUNSUPPORTED when it has no jmods/ folder (runtime images).
 */
int kaba_program_open(const char *const *inputs, size_t ninputs,
		      const struct kaba_program_options *opt,
		      struct kaba_program **out, struct kaba_error *err);
void kaba_program_free(struct kaba_program *p);

/* The user classes in input order (inputs in order, entries sorted). */
size_t kaba_program_user_count(const struct kaba_program *p);
struct kaba_pclass *kaba_program_user(const struct kaba_program *p, size_t i);
/* Does class c declare a public static void main(String[]), the method
 * `java -cp JAR C` launches (src/program/mains.c)? */
int kaba_pclass_has_main(const struct kaba_pclass *c);

struct kaba_program_stats {
	size_t user_classes;
	size_t library_indexed;         /* JDK and class-path class entries */
	size_t library_loaded;          /* of those, parsed so far */
	size_t jdk_modules;             /* the JDK's jmods */
	size_t jdk_modules_opened;      /* of those, opened so far (all, unless the
					 * JDK's package index came from the cache) */
	size_t missing;                 /* names asked for and not found (or broken) */
};
void kaba_program_stats(const struct kaba_program *p, struct kaba_program_stats *s);

/* The JDK in use: its home directory and JAVA_VERSION from its release
 * file; NULL if none (no_jdk) or unknown. */
const char *kaba_program_jdk_home(const struct kaba_program *p);
const char *kaba_program_jdk_version(const struct kaba_program *p);

/* Missing library class names, sorted; the array stays valid until the
 * program is freed, but later lookups may add names to a new one. */
size_t kaba_program_missing(struct kaba_program *p, const char *const **names);
/* One warning naming the missing classes (the first few; all with --verbose). */
void kaba_program_warn_missing(struct kaba_program *p);

/* ---- classes and the hierarchy -------------------------------------------- */

/*
 * The class or interface with this internal name, loaded and linked; NULL
 * if missing (then it is on the missing list).  Array names ("[I") are not
 * classes: NULL, and not recorded as missing.
 */
struct kaba_pclass *kaba_program_class(struct kaba_program *p, const char *name);
struct kaba_pclass *kaba_program_class_n(struct kaba_program *p,
					 const char *name, size_t len);

struct kaba_type;

/*
 * The class a parsed descriptor type (kaba_desc_next, kaba_method_desc_param)
 * names, the element class for arrays of classes; NULL for primitive types,
 * void, and missing classes.  With `origin`, e.g. "is this parameter of a
 * user class type": t's class if it is one, c->origin == KABA_ORIGIN_USER.
 */
struct kaba_pclass *kaba_program_type_class(struct kaba_program *p,
					    const struct kaba_type *t);

static inline int kaba_pclass_is_interface(const struct kaba_pclass *c)
{
	return (c->access & KABA_ACC_INTERFACE) != 0;
}

/*
 * All superinterfaces of c, direct and indirect, through its superclasses
 * too, sorted by name (an interface is not its own superinterface).
 * *complete is 0 if a missing class hides part of the answer.  Cached.
 * Returns NULL with *n == 0 on out of memory (*complete 0 too).
 */
struct kaba_pclass *const *kaba_pclass_superinterfaces(struct kaba_program *p,
						      struct kaba_pclass *c,
						      size_t *n, int *complete);

/* Tri-state answers: yes, no, or unknown because a class is missing. */
enum { KABA_NO = 0, KABA_YES = 1, KABA_UNKNOWN = -1 };

/* Is s a subclass of t, or t itself (superclass chain only)? */
int kaba_pclass_extends(const struct kaba_pclass *s, const struct kaba_pclass *t);

/*
 * Is a value of type s assignable to type t under the checkcast and
 * instanceof rules (JVMS §6.5 checkcast)?  s and t are class references as
 * in a CONSTANT_Class: internal names or array descriptors ("[I",
 * "[Ljava/lang/String;").
 */
int kaba_program_is_subtype(struct kaba_program *p, const char *s, const char *t);
int kaba_pclass_is_subtype(struct kaba_program *p, struct kaba_pclass *s,
			   struct kaba_pclass *t);

/*
 * The least common superclass of two class references, as the verifier
 * merges them (docs/platform.md §8.2): java/lang/Object if either is an
 * interface, else the first common class of the superclass chains; arrays
 * merge by element.  The result is an internal name or array descriptor
 * owned by the program; NULL if a missing class hides the answer or out of
 * memory.
 */
const char *kaba_program_common_super(struct kaba_program *p, const char *a,
				      const char *b);

/* ---- access control (JVMS §5.4.4) ------------------------------------------ */

/* The nest host of c (NestHost, checked against the host's NestMembers as
 * the JVM does), or c itself. */
struct kaba_pclass *kaba_nest_host(struct kaba_program *p, struct kaba_pclass *c);

/* May code in class d refer to class c?  Public, or the same run-time
 * package; module exports are not checked. */
int kaba_class_accessible(const struct kaba_pclass *c, const struct kaba_pclass *d);

/*
 * May code in class d access member m?  `ref` is the class the symbolic
 * reference names: for a protected instance member of a class in another
 * package it must be d, a subclass or a superclass of d; NULL skips that
 * check (array classes, or when the reference is not known yet).
 * KABA_UNKNOWN if a missing class hides the answer.
 */
int kaba_member_accessible(struct kaba_program *p, const struct kaba_pmember *m,
			   struct kaba_pclass *ref, struct kaba_pclass *d);

/* ---- members -------------------------------------------------------------- */

/* A member declared by c itself with this name and descriptor, or NULL. */
struct kaba_pmember *kaba_pclass_field(const struct kaba_pclass *c,
				       const char *name, const char *desc);
struct kaba_pmember *kaba_pclass_method(const struct kaba_pclass *c,
					const char *name, const char *desc);

/* The run-time package test of JVMS §5.3: same package name and same
 * defining loader (the JDK's, or the application's for user and class-path
 * classes). */
int kaba_same_runtime_package(const struct kaba_pclass *a, const struct kaba_pclass *b);

/*
 * A symbolic reference to a field or method: the class it names and the
 * name and descriptor, as byte ranges (they usually point into a constant
 * pool; nothing needs to be NUL-terminated).
 */
struct kaba_ref {
	uint8_t tag;            /* KABA_CP_FIELDREF, _METHODREF, _INTERFACE_METHODREF */
	const char *cls, *name, *desc;
	size_t cls_len, name_len, desc_len;
};

/* Fill r from constant-pool entry `index` of cf; 0, or -1 if it is not a
 * well-formed Fieldref, Methodref or InterfaceMethodref. */
int kaba_ref_from_cp(struct kaba_ref *r, const struct kaba_class *cf, uint16_t index);
/* Does r name class `cls` (an internal name, NUL-terminated)? */
int kaba_ref_class_is(const struct kaba_ref *r, const char *cls);
/* A reference from C strings (tests, tools). */
struct kaba_ref kaba_ref_make(uint8_t tag, const char *cls, const char *name,
			      const char *desc);

/* Why a resolution or selection failed: the JVM's error, or missing classes. */
enum kaba_link_status {
	KABA_LINK_OK = 0,
	KABA_LINK_MISSING_CLASS,        /* a missing class hides the answer */
	KABA_LINK_NO_SUCH_FIELD,
	KABA_LINK_NO_SUCH_METHOD,
	KABA_LINK_INCOMPATIBLE_CLASS_CHANGE,
	KABA_LINK_ABSTRACT_METHOD,
};

/* A short name for messages: "NoSuchMethodError", "missing class", ... */
const char *kaba_link_status_name(enum kaba_link_status s);

struct kaba_link {
	struct kaba_pmember *member;    /* set iff status == KABA_LINK_OK */
	uint8_t status;                 /* enum kaba_link_status */
	/* The method is signature polymorphic (JVMS §2.9.3: MethodHandle.invoke,
	 * VarHandle.get, ...): the call site's descriptor differs from the
	 * declared one; later stages treat such calls specially. */
	uint8_t signature_polymorphic;
};

/* Field resolution, JVMS §5.4.3.2. */
struct kaba_link kaba_resolve_field(struct kaba_program *p, const struct kaba_ref *r);
/* Method resolution, §5.4.3.3 (Methodref; ICCE if the class is an interface). */
struct kaba_link kaba_resolve_method(struct kaba_program *p, const struct kaba_ref *r);
/* Interface method resolution, §5.4.3.4 (ICCE if the class is not an interface). */
struct kaba_link kaba_resolve_interface_method(struct kaba_program *p,
					       const struct kaba_ref *r);
/* By r->tag, one of the three above. */
struct kaba_link kaba_resolve(struct kaba_program *p, const struct kaba_ref *r);

/*
 * The maximally-specific superinterface methods of c for a name and
 * descriptor (JVMS §5.4.3.3): methods of superinterfaces of c, neither
 * private nor static, not declared in a superinterface of another such
 * method's interface.  Sorted by interface name; at most `max` are stored
 * in out[]; returns how many there are.  *complete as for
 * kaba_pclass_superinterfaces.
 */
size_t kaba_maximally_specific(struct kaba_program *p, struct kaba_pclass *c,
			       const char *name, size_t name_len,
			       const char *desc, size_t desc_len,
			       struct kaba_pmember **out, size_t max, int *complete);

/* Can mc override ma (JVMS §5.4.5, including the transitive rule for
 * package-private methods)?  KABA_UNKNOWN if a missing class hides it. */
int kaba_can_override(struct kaba_program *p, const struct kaba_pmember *mc,
		      const struct kaba_pmember *ma);

/*
 * Method selection for invokevirtual and invokeinterface, JVMS §5.4.6: the
 * method that runs for `resolved` on an object of class `receiver`.
 * INCOMPATIBLE_CLASS_CHANGE for a static resolved method or conflicting
 * defaults, ABSTRACT_METHOD when the selected method is abstract.
 */
struct kaba_link kaba_select_virtual(struct kaba_program *p,
				     const struct kaba_pmember *resolved,
				     struct kaba_pclass *receiver);

/*
 * invokespecial (JVMS §6.5 invokespecial): `current` is the class holding
 * the instruction, `ref` the class named by its symbolic reference.  When
 * the resolved method is not <init>, `ref` is a class and a proper superclass
 * of `current`, the lookup starts at current's direct superclass (the
 * ACC_SUPER semantics, which Java SE 8 and later apply to every class file
 * whatever its flags), else at `ref`.
 */
struct kaba_link kaba_select_special(struct kaba_program *p,
				     struct kaba_pclass *current,
				     struct kaba_pclass *ref,
				     const struct kaba_pmember *resolved);

#endif
