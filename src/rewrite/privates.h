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

/* Is local 0 ever stored into (astore 0, astore_0) by instructions v[0..n)? */
int stores_local0(const struct kaba_insn *v, uint32_t n);

/* Is the receiver of call v[i] (arguments taking `args` stack slots) in
 * method code `code` of class file cf the method's `this`: pushed by
 * aload_0 on a straight path to the call, and local 0 never stored into?
 * 0 also when that cannot be told (a branch target on the way, dup, ...). */
int receiver_is_this(const struct kaba_class *cf, const struct kaba_code *code,
		     const struct kaba_insn *v, uint32_t n, uint32_t i, unsigned args);

#endif
