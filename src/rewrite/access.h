/*
 * The access self-check (access.c): would the JVM let every reference of a
 * written class file through?  The rules of JVMS 5.4.4 (class and member
 * access, nestmates for private members) and the verifier's protected
 * check (JVMS 4.10.1.8), every field and method reference resolved
 * (5.4.3.2-3) against the classes of the output, never by running a JVM.
 */
#ifndef KABA_REWRITE_ACCESS_H
#define KABA_REWRITE_ACCESS_H

#include <stddef.h>
#include <stdint.h>

#include "kaba/classfile.h"

/* How the world answers for a class name (`len` bytes, no NUL). */
enum access_found {
	ACCESS_UNKNOWN = 0,     /* missing (a library class not installed): no claim */
	ACCESS_FOUND,           /* *out is its class file in the output */
	ACCESS_GONE,            /* the output has no such class, yet it was the input's */
};

/* The classes of the output: the class files written and those copied,
 * and the library. */
struct access_world {
	enum access_found (*find)(void *ctx, const char *name, size_t len,
				  const struct kaba_class **out);
	void *ctx;
	/* The user's classes: 1 with *out the i-th (NULL: no class file),
	 * 0 past the last.  Every subclass of a user class is among them, and
	 * no library class implements a user interface.  A NULL callback: the
	 * world cannot list them (typecheck.h then makes no claim where a
	 * subclass might decide). */
	int (*user_class)(void *ctx, size_t i, const struct kaba_class **out);
};

/* The first illegal access found in a class. */
struct access_violation {
	int method;             /* index in cf->methods; -1: the class itself */
	char what[400];         /* the rule broken, the accessor and the member */
};

/*
 * Check class file cf (its supertypes, and every class, field and method
 * reference of its code).  0: all legal; 1: *v says the first violation;
 * KABA_EIO (negated: -1) when out of memory.
 */
int access_check_class(const struct access_world *w, const struct kaba_class *cf,
		       struct access_violation *v);

/*
 * The generator's self-check (selfcheck.c): every class file of the plan
 * checked against the output (the plan's classes, the input's classes
 * copied, the library) before anything is written; a violation is a
 * refusal (exit 4) that blames the original classes of the bodies in the
 * class (plan_unsupported_in), so the fallback freezes them.
 */
/* Are the internal names a and b in one package (the JVM's run-time
 * package, as the written classes share one loader)? */
int access_same_package(const char *a, size_t la, const char *b, size_t lb);

struct plan;
struct kaba_error;
int access_check_plan(struct plan *pl, struct kaba_error *err);
/* Part of it (dispatch.c): every object of the table still runs, for every
 * declaration its row's calls resolve to, the body it ran in the input
 * (JVMS 5.4.5-6 over the output's class files); a refusal, blamed on the
 * object's original class, where not. */
int dispatch_check_plan(struct plan *pl, const struct access_world *w, struct kaba_error *err);
/* The class whose method the JVM selects (JVMS 5.4.6: the superclasses,
 * overriding by 5.4.5, then the maximally-specific superinterface
 * methods) for an object of class n and the method name+desc resolved in
 * class or interface r; *abstract when that method is abstract or no
 * single body is selected.  NULL: a class on the way is unknown, no claim. */
const struct kaba_class *dispatch_select(const struct access_world *w, const struct kaba_class *n,
					 const struct kaba_class *r, const char *name,
					 const char *desc, int *abstract);

/* Refuse, like plan_unsupported (restructure.h), a construct of method
 * `member` (NULL: none; `is_static`) of plan class k: blamed on the
 * original classes whose bodies of that name k holds, else on all whose
 * members or objects it holds; a frozen class written anew blames what its
 * code names, a static holder its class (blame.c). */
int plan_unsupported_in(const struct plan *pl, struct kaba_error *err, size_t k,
			const char *member, int is_static, const char *fmt, ...)
	__attribute__((format(printf, 6, 7)));

#endif
