/*
 * Inside the code generator: private methods out of their caller's reach
 * (privates.c) and the receivers of calls (receiver.c).
 */
#ifndef KABA_REWRITE_PRIVATES_H
#define KABA_REWRITE_PRIVATES_H

#include "kaba/bytecode.h"
#include "restructure.h"

/* private_reach, told whether the call's receiver is the caller's own
 * `this` (on_this): only then may an instance method be copied. */
const char *private_reach_this(struct plan *pl, size_t k, const struct kaba_pmember *m,
			       const char *desc, size_t home, int on_this, struct kaba_error *err);

/* The name of a non-private copy, in its home (plan class), of private
 * instance method m (output descriptor desc), for a call with
 * invokevirtual on a receiver other than the caller's `this`, or of the
 * body a static method's super call runs (privates.c says why it is
 * sound); NULL with err set on failure. */
const char *private_open(struct plan *pl, const struct kaba_pmember *m, const char *desc,
			 size_t home, struct kaba_error *err);

/* The name under which plan class k runs, for a super call, the body of
 * user method m (output descriptor desc): that of a private copy of it in
 * k (privates.c says why it is sound); NULL with err set on failure. */
const char *super_reach(struct plan *pl, size_t k, const struct kaba_pmember *m,
			const char *desc, struct kaba_error *err);

/* The name of a trampoline that makes, in the topmost new class above
 * plan class k (*home), super call `ref`.m of original class `caller`
 * whose body is a library or frozen class's (m keeps its descriptor);
 * NULL, err clear, when that class's super call would select another body,
 * and with err set on failure (privates.c says why it is sound). */
const char *super_outside(struct plan *pl, size_t k, struct kaba_pclass *caller,
			  struct kaba_pclass *ref, const struct kaba_pmember *m, size_t *home,
			  struct kaba_error *err);

/* Is local 0 ever stored into (astore 0, astore_0) by instructions v[0..n)? */
int stores_local0(const struct kaba_insn *v, uint32_t n);

/* Which calls and field accesses of method code `code` of class file cf
 * (its instructions v[0..n)) have the method's `this` as receiver: pushed
 * by aload_0 on a straight path to them, and local 0 never stored into.
 * this_at[offset] (code_len bytes) is 1 for those, 0 also where that
 * cannot be told (a branch target on the way, dup, unreachable code, ...);
 * -1 (all 0) when the code cannot be followed. */
int receivers_of_this(const struct kaba_class *cf, const struct kaba_code *code,
		      const struct kaba_insn *v, uint32_t n, uint8_t *this_at);

#endif
