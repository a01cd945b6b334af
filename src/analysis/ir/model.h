/*
 * The IR, the bottom layer of the analysis: its private view of the program
 * (classes, members, vars, sites, the per-method statements) and reaching a
 * method.  The layers above it: points-to (pta/), bytecode -> IR
 * (translate/), the policy files (policy.h), the table builder (table/);
 * docs/architecture.md.  Everything is an index into a
 * growable array of the `struct ka` context, so results are deterministic
 * (no pointer-keyed iteration) and the whole analysis frees at once.
 *
 * Vocabulary (docs/glossary.md): a *var* is a reference-typed value of the
 * program (local, parameter, this, return value, field, static field, cast
 * result, caught exception, call result, array element); a *site* is an
 * object creation site, which is also the abstract object of the points-to
 * analysis; a *row* and a *column* are the member-access table's.
 */
#ifndef KABA_ANALYSIS_MODEL_H
#define KABA_ANALYSIS_MODEL_H

#include <stdint.h>

#include "kaba/analysis.h"
#include "kaba/arena.h"
#include "kaba/error.h"
#include "kaba/strmap.h"
#include "../vec.h"

enum { KA_NONE = -1 };

/* A Java type: `dims` array dimensions of either a class (cls >= 0) or a
 * primitive (`prim` is its descriptor letter).  `V` is void. */
struct ka_type {
	int32_t cls;
	uint16_t dims;
	char prim;
};

static inline int ka_type_is_ref(struct ka_type t)
{
	return t.dims > 0 || t.cls >= 0;
}

enum ka_class_flags {
	KA_LIBRARY = 1,     /* JDK or --classpath: never refactored */
	KA_INTERFACE = 2,
	KA_ABSTRACT = 4,
	KA_MISSING = 8,     /* named but not found: treated as an empty library class */
	KA_LOADED = 16,     /* members known */
	KA_FROZEN = 32,     /* keep rule, reflection: keeps its shape */
	KA_REFLECT_TARGET = 64, /* of a -reflectiontargets rule (keep.c) */
	KA_PINNED = 128,    /* a frozen descriptor names it (rule N2, pinned.c);
			     * pinned while it is not frozen */
};

struct ka_class {
	const char *name;          /* internal form, a/b/C */
	int32_t super;             /* KA_NONE for Object, interfaces' Object */
	struct ka_ivec ifaces;
	struct ka_ivec fields, methods;
	uint32_t flags;
	const char *frozen_why;    /* every reason it was frozen, "; "-separated */
	const char *frozen_first;  /* the first of them */
	int32_t frozen_by;         /* the frozen class that kept it first (its
				    * supertype, descriptor, nest or throws
				    * clause); KA_NONE: frozen for a cause of its own */
	const char *pinned_why;    /* KA_PINNED: the first reason */
	const char *created_why;   /* rule 17: the first reflective site that
				    * creates it by name (reflect.c pin), or NULL;
				    * pinned while it is not frozen */
	int32_t pinned_by;         /* KA_PINNED: the frozen class whose descriptor
				    * named it first */
	const void *src;           /* front end's handle (struct kaba_class) */
	int32_t lib_site;          /* its library pseudo-site, once needed */
	struct ka_ivec callbacks;  /* methods the library may call back */
	int callbacks_done;
	struct ka_ivec supers;     /* all supertypes incl. itself, sorted */
	uint8_t supers_state;      /* 0 not computed, 1 computing, 2 done */
};

enum ka_member_flags {
	KA_STATIC = 1,
	KA_PRIVATE = 2,
	KA_ABSTRACT_M = 4,
	KA_NATIVE = 8,
	KA_CTOR = 16,
	KA_CLINIT = 32,
	KA_REACHABLE = 64,         /* method: in the call graph */
	KA_KEPT = 128,             /* keep rule */
	KA_PUBLIC = 256,
	KA_PROTECTED = 512,
	KA_FROM_LIBRARY = 1024,    /* called by the library (entry, callback, lambda) */
};

struct ka_field {
	int32_t owner;
	const char *name, *desc;
	uint32_t flags;
	uint16_t access;           /* JVM access flags, for the table's origins */
	struct ka_type type;
	int32_t var;               /* static field: its var; instance: KA_NONE */
	int32_t column;            /* instance field of a tabled class */
	int32_t row;               /* user-class typed field */
};

struct ka_method {
	int32_t owner;
	const char *name, *desc;
	uint32_t flags;
	uint16_t access;           /* JVM access flags, for the table's origins */
	struct ka_type ret;
	uint32_t nparams;          /* without `this` */
	struct ka_type *params;
	const void *src;           /* front end's handle (struct kaba_member) */
	/* Filled when the method becomes reachable. */
	int32_t this_var, ret_var, exc_var;
	int32_t *param_vars;
	struct ka_ivec stmts;      /* indices into ka.stmts */
	const char *why;           /* how it became reachable (NULL: a call) */
	int32_t dcl_col, def_col;
};

enum ka_var_kind {
	KA_V_LOCAL, KA_V_PARAM, KA_V_THIS, KA_V_RET, KA_V_EXC, KA_V_FIELD,
	KA_V_STATIC, KA_V_SITE, KA_V_CAST, KA_V_CATCH, KA_V_TEMP, KA_V_ELEM,
	KA_V_LIBRARY, KA_V_HANDLER,
};

struct ka_var {
	uint8_t kind;              /* enum ka_var_kind */
	int32_t method;            /* KA_NONE for fields, statics, the library */
	const char *name;          /* row name; NULL for temps */
	struct ka_type type;
	int32_t row;               /* KA_NONE if not a row */
	int32_t site;              /* KA_V_SITE: its site */
	const char *cstr;          /* a known constant String value (ldc) */
	int32_t cclass;            /* a known constant Class value (ldc, forName) */
	struct ka_type carray;     /* an array class literal (ldc): its type;
				    * cls KA_NONE for none */
	uint8_t by_name;           /* cclass from a resolved forName, which
				    * reflect.c froze or pinned, not a literal */
	uint16_t pc;               /* an ldc's temp (a String or a Class): the
				    * instruction's offset */
	int32_t cmember;           /* a constant Method/Field (getMethod("lit")) */
	int32_t field;             /* a getfield result: the field whose row it is */
};

struct ka_site {
	struct ka_type type;       /* the object's class (or array type) */
	int32_t method;            /* allocating method, KA_NONE for library */
	uint32_t pc;
	int32_t var;               /* the var that holds exactly this object */
	int32_t elem;              /* arrays: the element var (element row) */
	int library;               /* library pseudo-site of its type */
	int escaped;               /* reached the library */
	int reflective;            /* made by newInstance from a class name: its
				    * row, if tabled, is pinned (reflect.c pin) */
	int named;                 /* getClass() observes its class's name and
				    * identity: its row is named (getclass.c) */
	int32_t ldc;               /* reflective, from a constant name rule 21 may
				    * rewrite: the offset of its ldc (respell.c);
				    * else KA_NONE */
	int32_t row;               /* its object row in the last table built, or
				    * KA_NONE */
};

/* Member references as written in the bytecode (owner, name, descriptor). */
struct ka_ref {
	int32_t cls;
	const char *name, *desc;
};

enum ka_op {
	KA_ASSIGN,      /* dst = a */
	KA_NEW,         /* dst = new site */
	KA_LOAD,        /* dst = a.field (dst KA_NONE: primitive field) */
	KA_STORE,       /* a.field = b (b KA_NONE: primitive) */
	KA_ALOAD,       /* dst = a[i] */
	KA_ASTORE,      /* a[i] = b */
	KA_CALL,        /* dst = a.ref(args) */
	KA_CAST,        /* dst = (type) a */
	KA_INSTANCEOF,  /* a instanceof type */
	KA_THROW,       /* throw a */
	KA_RETURN,      /* return a */
};

enum ka_call_kind {
	KA_VIRTUAL, KA_INTERFACE_CALL, KA_SPECIAL, KA_STATIC_CALL, KA_DYNAMIC,
};

struct ka_stmt {
	uint8_t op;                /* enum ka_op */
	uint8_t call;              /* enum ka_call_kind */
	uint8_t fed;               /* CALL: the policy adds values to dst (reflect.c),
				    * so the library's result is copied into it,
				    * not unified with it */
	int32_t method;            /* containing method */
	uint32_t pc;
	int32_t dst, a, b;
	int32_t field;             /* LOAD/STORE: resolved field (StaticLookup) */
	int32_t site;              /* NEW */
	int32_t ref;               /* CALL: ka.refs index */
	int32_t target;            /* CALL: StaticLookup result (dcl column) */
	struct ka_type type;       /* CAST/INSTANCEOF target */
	int32_t check;             /* CAST/INSTANCEOF: index of its check site */
	int32_t *args;
	uint32_t nargs;
	int32_t handlers;          /* first handler of ka.handlers covering pc */
	uint32_t nhandlers;
	uint8_t lib_done;          /* the library summary has been applied */
};

/* A check site: instanceof, checkcast or exception handler (docs/constraints.md
 * §7.5–7.7) whose type is a user class, with its two columns. */
struct ka_check {
	uint8_t kind;              /* enum kaba_check_kind */
	int32_t method;
	uint32_t pc;
	struct ka_type type;
	int32_t var;               /* the tested var (handler: its arrival var) */
	int32_t col_true, col_false;
};

/* An exception handler of a reachable method. */
struct ka_handler {
	uint32_t start, end, pc;
	int32_t catch_cls;         /* KA_NONE: any */
	int32_t arrive;            /* every thrown object that reaches it */
	int32_t caught;            /* the filtered value the handler stores */
	int32_t check;             /* user-typed handler: its check, else KA_NONE */
};

static inline int ka_covers(const struct ka_handler *h, uint32_t pc)
{
	return pc >= h->start && pc < h->end;
}

struct ka_pta;

struct ka {
	struct kaba_arena arena;
	const struct kaba_analysis_options *opt;
	struct kaba_error *err;

	struct ka_class *classes;  uint32_t nclasses, cap_classes;
	struct ka_field *fields;   uint32_t nfields, cap_fields;
	struct ka_method *methods; uint32_t nmethods, cap_methods;
	struct ka_var *vars;       uint32_t nvars, cap_vars;
	struct ka_site *sites;     uint32_t nsites, cap_sites;
	struct ka_ref *refs;       uint32_t nrefs, cap_refs;
	struct ka_stmt *stmts;     uint32_t nstmts, cap_stmts;
	struct ka_check *checks;   uint32_t nchecks, cap_checks;
	struct ka_handler *handlers; uint32_t nhandlers, cap_handlers;
	struct kaba_strmap class_index;

	/* The front end: loads a class's members and builds a method's IR. */
	int (*load_class)(struct ka *ka, int32_t cls);
	int (*build_method)(struct ka *ka, int32_t method);
	void *front;

	/* The policy the points-to analysis consults (table/analyze.c sets
	 * it; pta/ sits below the policy files): model a reflective call
	 * (reflect.c), and whether a run took a method (ran.c). */
	int (*reflect_call)(struct ka *ka, int32_t stmt);
	int (*ran)(const struct ka *ka, int32_t method);

	/* Library model (library.c). */
	int32_t lib_var;           /* everything that escaped into the library */
	int32_t object_cls;        /* java/lang/Object */
	struct kaba_strmap lib_array_sites;  /* array type name -> pseudo-site */
	struct kaba_strmap lib_values;       /* type name -> its library-value node */
	struct ka_ivec callbacks;  /* pairs (site, method) the library calls */
	struct ka_ivec tests;      /* pairs (call, class): Class.isInstance or
				    * cast whose Class is that pinned class's
				    * literal (rule N5, frozen.c) */

	/* Method lookup and dispatch results by (kind, class, name, descriptor
	 * pointers): the points-to analysis and the table ask the same
	 * questions many times (model.c). */
	struct ka_method_memo {
		struct ka_memo_slot {
			const char *name, *desc;
			int32_t cls, value;
			uint8_t kind, used;
		} *slots;
		uint32_t cap, n;
	} memo;

	/* ka_pta_new (pta/) makes the points-to state and sets how
	 * ka_release frees it. */
	struct ka_pta *pta;
	void (*pta_free)(struct ka *ka);
	struct ka_ivec worklist_methods;  /* reachable, IR not yet solved */
	struct ka_ivec reachable;         /* in order of discovery */
	struct ka_ivec entries;           /* entry-point methods */
	struct kaba_reflect_site *out_reflect;  /* becomes out->reflect */
	uint32_t cap_reflect;

	struct kaba_analysis *out;
};

/* ---- model.c: classes, members, lookup -------------------------------- */
int ka_init(struct ka *ka, const struct kaba_analysis_options *opt,
	    struct kaba_error *err);
void ka_release(struct ka *ka);
int ka_oom(struct ka *ka);
/* The class named `name` (internal form), created unloaded if new. */
int32_t ka_class(struct ka *ka, const char *name, size_t len);
int32_t ka_class_find(const struct ka *ka, const char *name);
/* Make sure a class's members are known (calls the front end once). */
int ka_class_load(struct ka *ka, int32_t cls);
int32_t ka_add_field(struct ka *ka, int32_t owner, const char *name,
		     const char *desc, uint32_t flags);
int32_t ka_add_method(struct ka *ka, int32_t owner, const char *name,
		      const char *desc, uint32_t flags);
int32_t ka_add_var(struct ka *ka, enum ka_var_kind kind, int32_t method,
		   const char *name, struct ka_type type);
int32_t ka_add_site(struct ka *ka, struct ka_type type, int32_t method,
		    uint32_t pc, int library);
int32_t ka_add_ref(struct ka *ka, int32_t cls, const char *name,
		   const char *desc);
int32_t ka_add_stmt(struct ka *ka, const struct ka_stmt *s);
int32_t ka_add_check(struct ka *ka, const struct ka_check *c);
/* Parse a field descriptor at *p (advanced); classes are created on demand. */
int ka_parse_type(struct ka *ka, const char **p, struct ka_type *t);
int ka_is_user(const struct ka *ka, int32_t cls);
/* All supertypes of cls, itself included, sorted (cached). */
const struct ka_ivec *ka_supertypes(struct ka *ka, int32_t cls);
/* `sub` is `sup` or a subclass/implementor (JVMS checkcast for types). */
int ka_subclass(struct ka *ka, int32_t sub, int32_t sup);
int ka_subtype(struct ka *ka, struct ka_type sub, struct ka_type sup);
/* A least common supertype of reference types a and b (either may be the
 * empty type, cls KA_NONE and no dims, which b or a then is): the least
 * common superclass when it is a program class, else, among the least
 * common superinterfaces, the program one of the smallest name; else that
 * library class.  Every value of a or b is of the result's type. */
struct ka_type ka_type_join(struct ka *ka, struct ka_type a, struct ka_type b);
/* StaticLookup (docs/constraints.md §1.4) of a field, or of a method with the
 * given name and descriptor; superclasses first, then superinterfaces. */
int32_t ka_lookup_field(struct ka *ka, int32_t cls, const char *name,
			const char *desc);
int32_t ka_lookup_method(struct ka *ka, int32_t cls, const char *name,
			 const char *desc);
/* The instance method an object of class `cls` runs for name+desc. */
int32_t ka_dispatch(struct ka *ka, int32_t cls, const char *name,
		    const char *desc);
/* Selection of the method `resolved` names on an object of class cls
 * (JVMS 5.4.6): ka_dispatch, except that a package-private method is
 * overridden only by methods of its own package. */
int32_t ka_select(struct ka *ka, int32_t cls, int32_t resolved);
/* Whether instance method m overrides o, a method of a superclass of m's
 * class with m's name and descriptor (JVMS 5.4.5): o is not private, and
 * is public or protected, or of m's package, or overridden by a method
 * between them that m overrides. */
int ka_overrides(struct ka *ka, int32_t m, int32_t o);
/* Whether a call is System.arraycopy, which the IR models as an element
 * load and store (ir.c) rather than an escape into the library. */
int ka_is_arraycopy(const struct ka *ka, const struct ka_ref *r);
/* Is m java.lang.Object.clone()? */
int ka_is_object_clone(const struct ka *ka, int32_t m);
/* Is r java.util.Arrays.sort over an Object[] (whole, a range, with or
 * without a Comparator)? */
int ka_is_object_sort(const struct ka *ka, const struct ka_ref *r);
/* "a/b/C" or "a/b/C[][]" into the arena. */
const char *ka_type_name(struct ka *ka, struct ka_type t);
char *ka_printf(struct ka *ka, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/* ---- method.c: reachability and IR vars ------------------------------- */
/* Mark a method reachable: create its this/param/ret vars, queue its IR;
 * `why` names a root (entry point, callback) or is NULL for a call. */
int ka_reach(struct ka *ka, int32_t method, const char *why);
/* Names: "a.b.C", and "A.f" (or "A.f(I)V" when A overloads f). */
const char *ka_java_name(struct ka *ka, int32_t cls);
const char *ka_method_name(struct ka *ka, int32_t m);

#endif
