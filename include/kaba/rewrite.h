/*
 * The rewriter (architecture: src/rewrite/): stack-map frames computed the
 * way the type-checking verifier (JVMS §4.10.1) expects them, and jars
 * rewritten with them.
 *
 * Frames are inferred, not copied: a data flow over the method's control
 * flow graph with verification types, where two reference types merge to
 * their least common superclass as a *hierarchy oracle* answers it.  The
 * oracle is an interface so that the same inference serves the original
 * hierarchy (`kaba rewrite --identity`, through the program model) and a
 * restructured one that exists only as a proposal.
 */
#ifndef KABA_REWRITE_H
#define KABA_REWRITE_H

#include "kaba/classfile.h"
#include "kaba/error.h"
#include "kaba/program.h"

/*
 * Least common superclass of two different class references (internal
 * names or array descriptors, as in a CONSTANT_Class), merged as the
 * verifier does (docs/platform.md §8.2): java/lang/Object if either is an
 * interface, else the first common class of the superclass chains; arrays
 * by element.  The answer must stay valid as long as the oracle; NULL when
 * it is unknown (a missing class).
 */
struct kaba_hierarchy {
	const char *(*common_super)(void *ctx, const char *a, const char *b);
	void *ctx;
};

/* The oracle of a program's own hierarchy (user classes, JDK, class path). */
struct kaba_hierarchy kaba_program_hierarchy(struct kaba_program *p);

/*
 * The oracle of a hierarchy that exists only as a plan: the classes and
 * interfaces of a restructured program, each added with its superclass,
 * above a `base` oracle that answers for everything else (the library:
 * kaba_program_hierarchy() of the original program, whose user classes the
 * new ones replace).  A new class's superclass may be new or a library
 * class; library classes never extend new ones.  Answers are owned by the
 * hierarchy; a cycle among the new classes answers NULL.
 */
struct kaba_new_hierarchy;

int kaba_new_hierarchy_create(const struct kaba_hierarchy *base,
			      struct kaba_new_hierarchy **out, struct kaba_error *err);
/* Add class `name` (internal name) with superclass `super`; an interface's
 * superclass is java/lang/Object.  Adding a name twice is KABA_EINPUT. */
int kaba_new_hierarchy_add(struct kaba_new_hierarchy *nh, const char *name,
			   const char *super, int is_interface, struct kaba_error *err);
struct kaba_hierarchy kaba_new_hierarchy_oracle(struct kaba_new_hierarchy *nh);
void kaba_new_hierarchy_free(struct kaba_new_hierarchy *nh);

/*
 * Renaming classes inside one class file, the mechanics under retyping: the
 * callback gives the new internal name of a class (`len` bytes at `name`,
 * not NUL-terminated), or NULL to keep it; answers must outlive the call.
 * Every mention is rewritten: Class constants (this, super, interfaces,
 * new, checkcast, instanceof, anewarray, multianewarray, ldc, catch types,
 * member owners, InnerClasses, EnclosingMethod, NestHost/NestMembers,
 * stack-map types), array descriptors inside them, NameAndType and
 * MethodType descriptors (so member references, method handles and
 * bootstrap arguments), field and method descriptors, LocalVariableTable
 * descriptors.  Generic Signature and LocalVariableTypeTable attributes
 * that mention a renamed class are dropped (reflection on generics then
 * sees raw types); annotations and string constants keep the old names.
 * Stack-map frames must be recomputed afterwards against the renamed
 * hierarchy (kaba_frames_compute with a kaba_new_hierarchy).
 */
typedef const char *kaba_rename_fn(void *ctx, const char *name, size_t len);

int kaba_class_rename(struct kaba_class *cls, kaba_rename_fn *rename, void *ctx,
		      const char *where, struct kaba_error *err);

/* What kaba_frames_compute did to a method, for summaries. */
struct kaba_frames_stats {
	unsigned frames;        /* frames in the new StackMapTable */
	unsigned dead_bytes;    /* unreachable code replaced by nop ... athrow */
};

/*
 * Recompute method m's StackMapTable, max_stack and max_locals from its
 * code.  Unreachable code becomes nop ... nop athrow (as javac's and ASM's
 * output has it), with exception ranges trimmed so they cover none of it.
 * A method without code, or in a class file older than version 50 (which
 * may use jsr/ret and carries no frames), is left alone.  The StackMapTable
 * is dropped when no frame is needed.
 *
 * Fails with KABA_EINPUT on code the verifier would refuse in ways that
 * leave no frame to compute (stack underflow, stack depths or types that
 * do not merge, a local read as the wrong kind, jsr in a class file of
 * version 50 or later), KABA_EUNSUPPORTED when the oracle cannot merge two
 * types (a missing class).  `where` names the class for messages.  On
 * failure the method is unchanged.
 */
int kaba_frames_compute(struct kaba_class *cls, struct kaba_member *m,
			const struct kaba_hierarchy *h, const char *where,
			struct kaba_frames_stats *stats, struct kaba_error *err);

/* What kaba_rewrite_identity did. */
struct kaba_identity_stats {
	size_t classes;         /* user classes written */
	size_t methods;         /* methods whose frames were recomputed */
	size_t old_methods;     /* methods of class files before version 50, left alone */
	size_t kept;            /* methods that kept their frames: a missing class */
	size_t frames, dead_bytes;
	size_t resources;       /* entries copied unchanged */
};

/*
 * `kaba rewrite --identity`: the jar `in` (opened as the only user input of
 * program p) written to `out` with the frames of every method of every
 * class of version 50 or later recomputed against p's hierarchy, and every
 * other entry copied.  A method whose frames need a missing class keeps
 * its frames, with a warning (counted in stats->kept).
 */
int kaba_rewrite_identity(struct kaba_program *p, const char *in,
			  const char *out, struct kaba_identity_stats *stats,
			  struct kaba_error *err);

/*
 * The restructured jar (docs/hierarchy.md §5-§7): one class file per class of
 * the proposal (simplified, multiple inheritance removed), members in their
 * new homes, every type mention retyped from the table, constructors
 * placed and forwarded, frames recomputed against the new hierarchy; plus
 * a static holder per original class whose static members survive (same
 * name, so Main-Class stays valid).  Schemes: names in src/rewrite/plan.c,
 * constructors in ctor.c, the mapping file in mapping.c.
 *
 * Needs the static variant's table with constructor columns: the rows of
 * every variable and the columns of every constructor.  What is not handled
 * yet (frozen classes, arrays and class literals of user classes, lambdas
 * over user types, visible annotations, remaining multiple inheritance,
 * ...; docs/limitations.md) fails with KABA_EUNSUPPORTED naming the class
 * and construct, before anything is written; a proposal that breaks I1
 * fails with KABA_EINTERNAL.
 */
struct kaba_analysis;
struct kaba_proposal;

/*
 * What a refusal (KABA_EUNSUPPORTED) is about: the original user classes
 * whose objects, variables or bodies hold the refused construct.  Freezing
 * them (kaba_analysis_options.freeze) takes it out of what is restructured,
 * which is how `kaba analyze` falls back (src/pipeline/fallback.c).  `all`:
 * the refusal names no class (nothing short of freezing every class is
 * known to help).  Names are the program's (they live as long as it).
 *
 * With a blame, the generator collects: where leaving a refused construct
 * out keeps the rest of the plan usable it goes on, and every refusal of
 * the pass adds its classes, so one fallback round freezes them all; the
 * pass still fails with the first refusal's message (`first`).
 */
struct kaba_ran;

/* What a refusal is about, for the fallback and the report (never read
 * back from the message text). */
enum kaba_refusal_reason {
	KABA_REFUSAL_NONE,          /* no refusal of the plan: a failure of the
				     * frame or code writer, say, which blames no class */
	KABA_REFUSAL_CONSTRUCT,     /* a construct of the program the generator does
				     * not handle */
	KABA_REFUSAL_BUILT_CLASS,   /* a construct of a class the generator built
				     * (its self-check) */
	KABA_REFUSAL_MULTIPLE_INHERITANCE, /* the refactor stage left some */
};

/* Every refusal's message is this prefix and the refusal's own text. */
#define KABA_REFUSAL_PREFIX "restructuring not supported: "

struct kaba_blame {
	const char **classes;   /* internal names, no duplicates */
	const char **why;       /* per class: what the refusal that blamed it
				 * first says (NULL when out of memory) */
	size_t n, cap;
	int all;
	size_t refusals;        /* refusals of the pass */
	struct kaba_error first; /* the first one (what the pass fails with) */
	enum kaba_refusal_reason reason; /* the first one's, and its text for
					  * people (as the message has it, without
					  * KABA_REFUSAL_PREFIX) */
	char what[sizeof(((struct kaba_error *)0)->what) - sizeof(KABA_REFUSAL_PREFIX) + 1];
	char **whats;           /* the refusals' texts, owned */
	size_t nwhats;
};

struct kaba_restructure {
	struct kaba_program *prog;          /* the original program */
	const char *in;                     /* its (first) input jar, for messages */
	const char *const *ins;             /* kaba_rewrite_jars: every input, in the
					     * order kaba_program_open had them */
	size_t nins;
	const struct kaba_proposal *proposal;
	const struct kaba_analysis *analysis; /* unreachable methods; may be NULL */
	const char *main_class;             /* Main-Class (internal or dotted), or NULL */
	int all_mains;                      /* every class with a public static main
					     * keeps its name (kaba analyze --all-mains) */
	struct kaba_blame *blame;           /* if not NULL: on KABA_EUNSUPPORTED, what the
					     * refusal is about (added to; kaba_blame_free) */
	const char *unreachable_message;    /* what a method the analysis found
					     * unreachable throws (AssertionError);
					     * NULL: "kaba: unreachable method" */
	const struct kaba_ran *ran;         /* the methods traces ran (analysis.h), each
					     * of which must keep its body, or the
					     * generator refuses; NULL: no traces */
	const char *plan;                   /* where the plan goes as JSON (every
					     * decision: classes, member homes,
					     * constructors, renames, bridges, copies;
					     * docs/restructuring.md), written with
					     * the jars; NULL: nowhere */
};

struct kaba_restructure_stats {
	size_t classes, interfaces, holders; /* class files written, of them */
	size_t copied_classes;              /* class files copied unchanged (frozen
					     * classes that name no restructured one):
					     * the jar holds classes + copied_classes */
	size_t resources;                   /* other entries copied */
	size_t in_bytes, out_bytes;         /* jar sizes */
};

/* Write the restructured jar of the one input r->in to `out` and, if
 * `mapping` is not NULL, the mapping file (ProGuard syntax) there, and
 * r->plan.  All or none are written. */
int kaba_rewrite_jar(const struct kaba_restructure *r, const char *out,
		     const char *mapping, struct kaba_restructure_stats *stats,
		     struct kaba_error *err);
/* The same for a program of several inputs: the restructured jar of
 * r->ins[k] at outs[k], each with the classes that came from that input
 * (a new class: with the input that holds most original classes of its
 * package) and that input's other entries; one mapping for all.  All or
 * none are written; the stats add up over the jars. */
int kaba_rewrite_jars(const struct kaba_restructure *r, const char *const *outs,
		      const char *mapping, struct kaba_restructure_stats *stats,
		      struct kaba_error *err);
void kaba_blame_free(struct kaba_blame *b);

/*
 * `kaba verify`: JVMS §4.10.1 type checking of every method of every user
 * class of p (class files of version 50 or later) against its own
 * StackMapTable, with p's classes and library as the hierarchy; an
 * invokeinterface whose receiver's class surely does not implement the
 * interface fails too (IncompatibleClassChangeError at run time).  Each
 * failing method goes to `report` (non-zero stops).
 */
struct kaba_verify_failure {
	const char *cls;                /* internal name */
	const char *method, *desc;      /* NUL-terminated copies */
	long long pc;                   /* code offset, -1: none */
	const char *what;
};

struct kaba_verify_stats {
	size_t classes;                 /* user classes checked */
	size_t old_classes;             /* before version 50: no frames, not checked */
	size_t methods;                 /* methods with code checked */
	size_t failed_classes, failed_methods;
};

typedef int kaba_verify_report_fn(void *ctx, const struct kaba_verify_failure *f);

int kaba_verify_program(struct kaba_program *p, kaba_verify_report_fn *report, void *ctx,
			struct kaba_verify_stats *stats, struct kaba_error *err);

#endif
