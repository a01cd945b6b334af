/*
 * Inside the code generator (kaba_rewrite_jar): the class plan read off a
 * proposal, shared by plan.c (what the new classes are), retype.c (what
 * every type mention in a body becomes), members.c (what each class file
 * holds), emit.c (the class files) and
 * mapping.c (the retrace mapping).
 *
 * Vocabulary (docs/hierarchy.md §5): a proposal class is a concept; home[col] is
 * μ(member), type[row] is γ(row).  A *plan class* is one class file of the
 * output: a proposal class that is not removed, or a *static holder* that
 * keeps an original class's name for its static members (§7.2: statics have
 * no columns, so they stay where they were, in a class of the same name).
 */
#ifndef KABA_REWRITE_RESTRUCTURE_H
#define KABA_REWRITE_RESTRUCTURE_H

#include <stddef.h>
#include <string.h>

#include "kaba/analysis.h"
#include "kaba/arena.h"
#include "kaba/classfile.h"
#include "kaba/program.h"
#include "kaba/refactor.h"
#include "kaba/rewrite.h"

/* What initialises a class and its superclasses in the output (holders.c):
 * the holder h of the nearest class with a <clinit>, whose empty static
 * method HOLDER_TRIGGER()V initialises it when called; or a frozen class,
 * kept as it is with its own <clinit> and superclasses, initialised by
 * name (Class.forName); or nothing (h KABA_NONE, frozen NULL). */
struct trigger {
	size_t h;
	const struct kaba_pclass *frozen;
};

struct plan_class {
	const char *name;       /* internal name of the new class */
	size_t pclass;          /* proposal class id; KABA_NONE for a static holder */
	size_t super;           /* plan class index of the superclass, or KABA_NONE */
	const char *super_name; /* internal name of the superclass */
	size_t *ifaces;         /* plan class indices of the direct superinterfaces */
	size_t nifaces;
	const char **lib_ifaces; /* library interfaces it implements (library.c) */
	size_t nlib_ifaces;
	int is_interface, is_abstract;
	struct kaba_pclass *statics_of; /* the original class whose statics it holds */
	struct kaba_pclass *frozen; /* a frozen class written as itself, bodies
				     * retyped (frozen.c), or NULL */
	struct trigger clinit_first; /* a static holder's <clinit> pulls it
				      * first: its class's superclasses' (holders.c) */
	struct kaba_class *cf;  /* the class file being built (emit.c) */
	const struct kaba_pmember *no_arg; /* the constructor its public `<init>()V`
					    * stands for (ctor_pinned_plan), or NULL */
};

/* A constructor body or a library constructor that new code calls: its
 * descriptor in the output is the retyped one with `pads` trailing boolean
 * parameters, so that two bodies with one signature can share a class. */
struct ctor_key {
	struct kaba_pmember *m; /* the original constructor */
	size_t home;            /* plan class holding its body; KABA_NONE: library */
	const char *desc;       /* descriptor in the output */
	unsigned pads;
};

/* A member of a new class file as the planning pass decides it (members.c)
 * and emit.c writes it, in the order of pl->members: its class, the
 * original member (a bridge's: the body it passes its calls to), its name,
 * descriptor and access in the output; for methods the index among the
 * class's methods and the root of the family whose name it carries. */
enum plan_member_kind { PLAN_FIELD, PLAN_DECLARATION, PLAN_BODY, PLAN_BRIDGE };
struct plan_member {
	size_t k;
	const struct kaba_pmember *m, *root;
	const char *name, *desc;
	uint16_t access, index;
	enum plan_member_kind kind;
	unsigned written : 1;   /* 0: a declaration a body of the class answers,
				 * kept for the checks of families (emit.c) */
	unsigned refused : 1;   /* its annotations were refused (collected,
				 * plan_carry_on): written without them and left
				 * out of the passes after */
};

struct plan {
	struct kaba_program *prog;
	const struct kaba_proposal *prop;
	const struct kaba_table *t;
	const struct kaba_analysis *an;  /* for dead methods; may be NULL */
	const char *in;                  /* the (first) input jar, for messages */
	const char *const *ins;          /* every input, in order: one jar each */
	size_t nins;
	size_t *input_of;                /* plan class -> index in ins (input.c);
					  * NULL: all to ins[0] */
	struct kaba_arena arena;
	struct plan_class *cls;
	size_t n, cap;
	size_t *of_pclass;               /* proposal class id -> plan class */
	size_t *row_order, *col_order;   /* rows, columns sorted by origin (lookup.c) */
	size_t none;                     /* an interface no class implements, for type
					  * checks no object passes; or KABA_NONE */
	struct ctor_key *ctors;
	size_t nctors;
	struct member_rename {           /* members renamed (families.c, members.c) */
		const struct kaba_pmember *m;
		const char *name;
	} *renamed;
	size_t nrenamed, renamed_cap;
	struct member_bridge {           /* a renamed method that also answers */
		const struct kaba_pmember *m;     /* another family's calls (families.c) */
		const struct kaba_pmember *other; /* a method of that family m answers */
	} *bridges;
	size_t nbridges, bridges_cap;
	int multi_package;               /* the input spans several packages */
	uint16_t major;                  /* class-file version of the output */
	const char *main_class;          /* internal name, or NULL */
	int all_mains;                   /* every class with a main is a main class */
	const char *unreachable_message; /* an unreachable method's AssertionError's;
					  * NULL: "kaba: unreachable method" */
	const struct kaba_ran *ran;      /* methods the traces ran, which must keep
					  * their bodies (ran.c), or NULL */
	size_t *sub_start, *sub;         /* row implications by `from` row (arrays.c) */
	int overloads_checked;           /* overloads_check ran (overloads.c) */
	struct kaba_blame *blame;        /* what plan_unsupported blames, or NULL */
	struct kaba_pmember **column_methods; /* per column: its user instance method
					       * with a home, or NULL (lookup.c) */
	struct early_chain *early_chains; /* chains of constructors made (ctor.c) */
	struct array_marker {            /* element rows whose arrays are of a
					  * marker interface (arrays.c) */
		size_t row, k;
		struct array_marker *next;
	} *array_markers;
	struct plan_member *members;     /* every new class's members (members.c) */
	size_t nmembers, members_cap;
	struct respelling {              /* rule 21: an ldc of an original class's
					  * name that loads plan class `to`'s
					  * (binary: a.b.C) instead (respell.c); the
					  * same name when `to` kept it; newest first */
		const struct kaba_pmember *m;
		uint32_t pc;
		const char *from, *to, *binary;
		struct respelling *next;
	} *respellings;
	struct body_copy {               /* bodies copied into another class under a
					  * new name (privates.c), for the mapping;
					  * in the arena, newest first */
		const struct kaba_pmember *m;
		size_t k;
		const char *name;
		struct body_copy *next;
	} *copies;
	struct class_init {              /* what `new C` pulls first, for every
					  * restructured class C, sorted by
					  * name (holders.c) */
		const struct kaba_pclass *c;
		struct trigger t;
	} *inits;
	size_t ninits;
	struct pinned_entry {            /* a pinned row's class k gets a public
					  * `<init>()V` calling key, m's (ctor.c) */
		size_t k;
		const struct kaba_pmember *m;
		const struct ctor_key *key;
	} *pinned;
	size_t npinned;
};

/* A final class no object is an instance of: a cast to it fails for every
 * object and lets null through, instanceof is false (arrays.c, body.c). */
#define PLAN_NOTHING "java/lang/Void"

/* ---- restructure.c ---- */
/* The planning pass: plan_build and every decision after it that emission
 * reads, in order, before the first class file is built. */
int plan_decide(struct plan *pl, struct kaba_error *err);
/* ---- plan.c ---- */
int plan_build(struct plan *pl, struct kaba_error *err);
void plan_free(struct plan *pl);
/* The plan class of a proposal class id, of a column's home, of a row's type. */
size_t plan_of_column(const struct plan *pl, size_t col);
size_t plan_of_row(const struct plan *pl, size_t row);
/* The static holder of an original user class; KABA_NONE if it has none. */
size_t plan_holder(const struct plan *pl, const struct kaba_pclass *c);
/* Is plan class a at or below plan class b (superclasses only)? */
int plan_below(const struct plan *pl, size_t a, size_t b);
/* Is plan class a a subtype of b (superclasses and interfaces)? */
int plan_subtype(const struct plan *pl, size_t a, size_t b);
/* Plan class x lists interface m among its direct superinterfaces (once,
 * last), in its class file too when that is built already (emit.c). */
int plan_implement(struct plan *pl, size_t x, size_t m, struct kaba_error *err);
/* The class above plan class k that the plan does not make: the frozen
 * class its chain of new classes reaches, or the library superclass of the
 * topmost one (NULL when missing); *top is that topmost new class. */
struct kaba_pclass *plan_outside_superclass(const struct plan *pl, size_t k, size_t *top);
/* Is `name` (internal) an original user class that is restructured (not
 * frozen: a frozen class is library code to the generator)? */
struct kaba_pclass *plan_user_class(const struct plan *pl, const char *name, size_t len);
/* A new, zeroed plan class (pclass, super and clinit_first.h KABA_NONE);
 * NULL when out of memory. */
struct plan_class *plan_add_class(struct plan *pl, struct kaba_error *err);
/* Is original class c launched by name (the main class, or with all_mains
 * any class with a public static main), so that it keeps its name? */
int plan_is_main(const struct plan *pl, const struct kaba_pclass *c);
/* Is `name` taken: by a plan class, or by a library class? */
int plan_name_taken(struct plan *pl, const char *name, size_t len);
/* Call fn for each restructured class named in descriptor or class name d
 * (`len` bytes); stop at fn's first non-zero answer and return it. */
int plan_each_named(const struct plan *pl, const char *d, size_t len,
		    int (*fn)(void *ctx, const struct kaba_pclass *u), void *ctx);
/* Call fn for each restructured class that frozen class c's code names (in
 * class references, member and method-type descriptors; its own
 * descriptors name none: the analysis froze what they name); stop at fn's
 * first non-zero answer and return it.  0: c is copied unchanged. */
int plan_frozen_mentions(const struct plan *pl, const struct kaba_pclass *c,
			 int (*fn)(void *ctx, const struct kaba_pclass *u), void *ctx);
/* Is `name` a frozen class that gets a plan class (not copied unchanged)? */
int plan_frozen_written(const struct plan *pl, const char *name, size_t len);
/* ---- input.c ---- */
/* Which input (index in pl->ins) each plan class goes back to, once the
 * plan is complete; then plan_input tells it for plan class x. */
int plan_inputs(struct plan *pl, struct kaba_error *err);
size_t plan_input(const struct plan *pl, size_t x);
/* ---- ran.c ---- */
/* Refuse (blaming its class) every method pl->ran holds that would lose
 * its body: stubbed as dead, or, in a restructured class, not among
 * bodies[0..n) (the original methods that get their retyped body; the
 * array is sorted in place). */
int plan_check_ran(struct plan *pl, const struct kaba_pmember **bodies, size_t n,
		   struct kaba_error *err);
/* ---- frozen.c ---- */
/* The class file of frozen plan class k: a copy of the original (first,
 * with the other class files), then its bodies retyped (after the other
 * bodies, as retyping may add forwarding constructors anywhere). */
int frozen_class_file(struct plan *pl, size_t k, struct kaba_error *err);
int frozen_bodies(struct plan *pl, size_t k, struct kaba_error *err);

/* source.c: give new class k the SourceFile of the original classes of its
 * bodies (origins: one class file per body), or of statics_of. */
int source_file_add(struct plan *pl, size_t k, const struct kaba_class *const *origins,
		    size_t n, struct kaba_error *err);
/* ---- lookup.c ---- */
int plan_index_build(struct plan *pl, struct kaba_error *err);
/* The range [lo, hi) of row_order (rows) or col_order with this origin. */
void plan_origin_range(const struct plan *pl, int rows, const char *owner, const char *member,
		       size_t *lo, size_t *hi);
/* The row of kind `kind` of method or field m whose name ends in `suffix`
 * (NULL: any name). */
size_t plan_named_row(const struct plan *pl, enum kaba_row_kind kind,
		      const struct kaba_pmember *m, const char *suffix);
/* Columns and rows by origin (KABA_NONE when absent). */
size_t plan_member_column(const struct plan *pl, enum kaba_column_kind kind,
			  const struct kaba_pmember *m);
size_t plan_site_column(const struct plan *pl, enum kaba_column_kind kind,
			const struct kaba_pclass *c, const struct kaba_pmember *m,
			long pc, const char *type);
/* The object row (KABA_ROW_OBJECT) or element row (KABA_ROW_ELEMENT) of
 * the creation site at offset pc of method m of class c. */
size_t plan_site_row(const struct plan *pl, enum kaba_row_kind kind, const struct kaba_pclass *c,
		     const struct kaba_pmember *m, long pc);
/* The user instance method (not private, not a constructor) of each method
 * column with a home, once the plan's classes are complete: the checks of
 * packages.c and members.c ask for every column, many times. */
int plan_column_methods(struct plan *pl, struct kaba_error *err);
static inline struct kaba_pmember *plan_column_method(const struct plan *pl, size_t col)
{
	return pl->column_methods[col];
}
/* "a.jar!p/C.class" style location of an original class, for messages. */
const char *plan_where(const struct plan *pl, const struct kaba_pclass *c);

/* ---- blame.c ---- */
/* Refuse with exit 4 naming the class and construct, and blame class c
 * (NULL: every class; kaba_blame in rewrite.h). */
int plan_unsupported(const struct plan *pl, struct kaba_error *err,
		     const struct kaba_pclass *c, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
/* Refuse, like plan_unsupported, a constant of c's code that names
 * restructured classes and cannot be retyped (name[0..len): a class name
 * or descriptor): it blames the classes the constant names, whose freezing
 * leaves it nothing to retype, not c. */
int plan_unsupported_naming(const struct plan *pl, struct kaba_error *err,
			    const struct kaba_pclass *c, const char *name, size_t len,
			    const char *fmt, ...)
	__attribute__((format(printf, 6, 7)));
/* A refusal (rc KABA_EUNSUPPORTED) in a pass that collects them (with the
 * fallback's blame, blame.c) leaves the refused item out and the pass
 * goes on: KABA_OK; the pass fails at its end (kaba_rewrite_jar) with the
 * first refusal, which the blame keeps.  err is cleared, so that what
 * comes next reads err->status as its own failure, never as this
 * refusal's.  Any other rc, and every refusal without a blame, is
 * returned as it is. */
static inline int plan_carry_on(const struct plan *pl, struct kaba_error *err, int rc)
{
	if (rc != KABA_EUNSUPPORTED || !pl->blame)
		return rc;
	memset(err, 0, sizeof(*err));
	return KABA_OK;
}
/* Did this pass collect a refusal (so its output has gaps)? */
static inline int plan_refused(const struct plan *pl)
{
	return pl->blame && pl->blame->refusals;
}
/* Refuse multiple inheritance left in the proposal, blaming the classes of
 * the objects below it; KABA_OK when there is none. */
int plan_refuse_multiple_inheritance(const struct plan *pl, struct kaba_error *err);

/* ---- library.c ---- */
/* Library superclasses and interfaces of the plan classes (after plan_build). */
int plan_library_supertypes(struct plan *pl, struct kaba_error *err);
/* The class (internal name) the verifier must see for a value of original
 * user type `type` whose row's new class is k: k's name, or the library
 * superclass of `type` (java/lang/Object for most) when k is KABA_NONE (a
 * dead row) or an interface and that is not Object: the value may go
 * where the library class is expected (a PrintWriter field, a call of
 * its methods). */
const char *plan_value_class(const struct plan *pl, size_t k, const char *type, size_t len);

/* ---- retype.c ---- */
/* Does a descriptor or class reference mention a user class? */
int plan_mentions_user(const struct plan *pl, const char *d, size_t len);
/* One that is not pinned (rule N2: a frozen member's descriptor naming a
 * pinned class stays as it is)? */
int plan_mentions_unpinned(const struct plan *pl, const char *d, size_t len);
/* The output descriptor of an original field or method (user class types
 * replaced by the types of its rows); NULL with err set when unsupported. */
const char *retype_field_desc(struct plan *pl, const struct kaba_pmember *f,
			      struct kaba_error *err);
const char *retype_method_desc(struct plan *pl, const struct kaba_pmember *m,
			       struct kaba_error *err);
/* Is x's output descriptor desc?  -1 (err set) if x cannot be retyped. */
int retype_desc_is(struct plan *pl, const struct kaba_pmember *x, const char *desc,
		   struct kaba_error *err);
/* Package access only (no access flag): such a method overrides only in
 * its runtime package (JVMS §5.4.5). */
static inline int plan_package_private(const struct kaba_pmember *m)
{
	return !(m->access & (KABA_ACC_PUBLIC | KABA_ACC_PROTECTED | KABA_ACC_PRIVATE));
}
/* A body being copied into the class file of its new home. */
struct body {
	struct plan *pl;
	size_t k;                       /* the plan class receiving the body */
	struct kaba_class *src, *dst;
	const struct kaba_pmember *m;   /* the original method */
	struct kaba_error *err;
	const char *copying;            /* the construct whose constant retype_copy_cp
					 * copies, for a refusal; NULL: a reference */
};
/* Constant i of the source interned in the destination unchanged (a
 * constant naming a user class is refused); 0 with err set on failure. */
uint16_t retype_copy_cp(struct body *b, uint16_t i);

/* A bootstrap method entry appended to the destination's BootstrapMethods
 * (constants already in its pool); its index, or -1 with err set. */
long retype_add_bootstrap(struct body *b, uint16_t method_ref, const uint16_t *args,
			  uint16_t nargs);

/* ---- privates.c ---- */
/* The name under which plan class k calls private method m (output
 * descriptor desc, body in plan class home): its own when home is k, else
 * that of a copy of its body made in k; NULL with err set when k cannot
 * have one. */
const char *private_reach(struct plan *pl, size_t k, const struct kaba_pmember *m,
			  const char *desc, size_t home, struct kaba_error *err);
/* The code of method tm of class file cf (descriptor desc): this and its
 * parameters passed to super.NAME of class `super` by invokespecial, the
 * result returned; a trampoline (privates.c) or a bridge (families.c). */
int plan_special_call_code(struct kaba_class *cf, struct kaba_member *tm, const char *super,
			   const char *name, const char *desc, struct kaba_error *err);

/* ---- lambda.c ---- */
/* Invokedynamic constant i of a LambdaMetafactory call site whose
 * implementation is a user method, retyped (*handled set); its new index,
 * 0 with err set on refusal.  *handled clear: not such a site. */
uint16_t retype_lambda(struct body *b, uint16_t i, int *handled);

/* The constructor key of an original constructor (NULL when it has none). */
struct ctor_key *plan_ctor(const struct plan *pl, const struct kaba_pmember *m);
/* The body of original method m, retyped, as the code of method `out` of
 * plan class k's class file (an index: forwarders may be added meanwhile);
 * one that throws AssertionError if the analysis found m unreachable. */
int retype_body(struct plan *pl, size_t k, const struct kaba_pmember *m,
		uint16_t out, struct kaba_error *err);

/* ---- arrays.c ---- */
enum { ARRAY_OK, ARRAY_NO_ROW, ARRAY_STORE_WIDENED };
/* The original element class of element row e (origin.type `C[]`), if it
 * is restructured (arrays.c). */
struct kaba_pclass *plan_element_class(const struct plan *pl, size_t e);

/* The new element class *k (KABA_NONE: Object) of the array that
 * `anewarray elem` at offset pc of m creates; ARRAY_NO_ROW when the site
 * has no element row, ARRAY_STORE_WIDENED when no class keeps every
 * store's outcome (ArrayStoreException), -1 when out of memory. */
int array_element_class(struct plan *pl, const struct kaba_pmember *m, long pc,
			const char *elem, size_t len, size_t *k);

/* ---- overloads.c ---- */
/* Refuse (once per plan) virtual methods that retyping would make override
 * each other or a library method they did not override. */
int overloads_check(struct plan *pl, struct kaba_error *err);

/* ---- ctor.c ---- */
/* The load opcode of a parameter of type t. */
uint8_t plan_load_op(const struct kaba_type *t);
/* The keys of every live constructor body (after plan_build). */
int ctor_plan(struct plan *pl, struct kaba_error *err);
/* Make plan class x (and the classes up to `home`, the key's home or
 * KABA_NONE for a library constructor) answer for constructor `target`
 * with output descriptor `desc`, adding forwarding constructors. */
int ctor_need(struct plan *pl, size_t x, const struct kaba_pmember *target,
	      const char *desc, size_t home, struct kaba_error *err);
/* A store before super(...) into a field homed above the constructor's
 * class (body.c), its value kept in a fresh local. */
struct early_store {
	const struct kaba_pmember *f;
	size_t k;               /* the plan class holding f */
	const char *desc;       /* f's output descriptor */
	unsigned slot;          /* the local holding the value */
};
/* Make plan class x answer for super constructor `target` (key descriptor
 * desc, body in `home`) called from constructor `by` with early stores
 * v[0..n) passed up: their values follow desc's parameters in *chain, the
 * descriptor the caller calls (ctor.c explains). */
int ctor_early(struct plan *pl, size_t x, const struct kaba_pmember *target, const char *desc,
	       size_t home, const struct kaba_pmember *by, const struct early_store *v,
	       unsigned n, const char **chain, struct kaba_error *err);
/* Pinned rows (table.h, docs/reflection.md rule 17): Class.newInstance()
 * creates their objects from the original class's name through
 * `<init>()V`, which keys never are (Object's `()V` pads every user one).
 * So the plan class holding such a row must carry that name (else the
 * plan is refused, blaming the class) and gets a public `<init>()V` that
 * calls its own key (pl->pinned).  A named row's class (getClass()
 * observes it) must carry the name too.  The planning pass's, after
 * members_plan. */
int ctor_pinned_plan(struct plan *pl, struct kaba_error *err);
/* The planned `<init>()V` entries written, with forwarders up to the
 * bodies as for any creation (emit.c, before the bodies). */
int ctor_pinned(struct plan *pl, struct kaba_error *err);

/* ---- respell.c ---- */
/* Pinned row r, whose class name c->name is an ldc only its creation uses
 * (kaba_row.ldc), has its objects in plan class x: that ldc will load x's
 * name (the same when x kept c's; *kept 1), or the plan is refused blaming
 * c (collected: *kept 0).  Once per row, in the planning pass (ctor_pinned_plan). */
int respell_row(struct plan *pl, size_t r, size_t x, const struct kaba_pclass *c, int *kept,
		struct kaba_error *err);
/* The binary name the ldc at offset pc of original method m loads
 * instead of its string (rule 21), or NULL. */
const char *plan_respelled(const struct plan *pl, const struct kaba_pmember *m, uint32_t pc);

/* The name of an original member in the output (members.c renames a field
 * or static method that would collide in its new class, families.c and
 * packages.c method families). */
const char *plan_member_name(const struct plan *pl, const struct kaba_pmember *m);

/* ---- annotations.c ---- */
/* Copy the visible annotations of original member m, written into plan
 * class k with output descriptor desc (methods), to its attributes `to`;
 * `to` NULL: only check them (refusals; the planning pass, members.c). */
int annotations_copy(struct plan *pl, size_t k, const struct kaba_pmember *m, const char *desc,
		     struct kaba_attrs *to, struct kaba_error *err);

/* ---- packages.c ---- */
/* Rename apart the package-private method families that widening to
 * public would make override a method of another package (with bridges),
 * before any class file is built; refusals as plan_unsupported. */
int packages_plan(struct plan *pl, struct kaba_error *err);

/* ---- members.c ---- */
/* The members of every new class (pl->members), with their names, after
 * packages_plan; refusals as plan_unsupported, collected (plan_carry_on). */
int members_plan(struct plan *pl, struct kaba_error *err);

/* ---- emit.c ---- */
int emit_classes(struct plan *pl, struct kaba_error *err);
/* Is original method m one the analysis found unreachable? */
int plan_dead_method(struct plan *pl, const struct kaba_pmember *m);
/* The index of method name+desc in class file cf, or -1. */
int class_method(const struct kaba_class *cf, const char *name, const char *desc);

/* ---- mapping.c ---- */
/* The mapping file's text appended to b; -1 when out of memory. */
int mapping_text(const struct plan *pl, struct kaba_buf *b);

/* ---- dump.c ---- */
/* The complete plan as JSON text (free() it), once the class files are
 * built and the inputs assigned; NULL with err set on failure. */
char *plan_dump(struct plan *pl, struct kaba_error *err);

#endif
