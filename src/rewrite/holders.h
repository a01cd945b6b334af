/*
 * Inside the code generator: the static holders (holders.c).
 */
#ifndef KABA_REWRITE_HOLDERS_H
#define KABA_REWRITE_HOLDERS_H

#include "restructure.h"

/* Plan class k gives the static members it holds to a new holder of its
 * name, and takes the first free name NAME_N (N = 1, 2, ...). */
int holder_split(struct plan *pl, size_t k, struct kaba_error *err);

/* After plan_build: a holder of a class with a <clinit> is split off the
 * proposal class it shares a name with (holders.c says why). */
int holders_plan(struct plan *pl, struct kaba_error *err);

/* After the other classes are planned: the trigger each static holder's
 * <clinit> pulls first (clinit_first) and the one each `new C` pulls
 * (pl->inits, holder_init). */
int holders_triggers_plan(struct plan *pl, struct kaba_error *err);
/* The trigger a `new C` of restructured class name[0..len) pulls first;
 * NULL when C pulls none. */
const struct trigger *holder_init(const struct plan *pl, const char *name, size_t len);
enum { TRIGGER_MAX = 3 };
/* The instructions of class file cf that pull trigger t (its constants
 * interned), into v[0..TRIGGER_MAX); how many, or -1 with err set.  The
 * holder gets its HOLDER_TRIGGER method with its first pull. */
int trigger_insns(struct plan *pl, struct kaba_class *cf, const struct trigger *t,
		  struct kaba_insn *v, struct kaba_error *err);
#define HOLDER_TRIGGER "kaba$init"

/* After the bodies: every holder starts its <clinit> (made if needed) by
 * pulling its planned clinit_first. */
int holders_clinit_order(struct plan *pl, struct kaba_error *err);

#endif
