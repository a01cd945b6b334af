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

/* What initialises a class and its superclasses in the output: the
 * holder h of the nearest class with a <clinit>, given an empty static
 * method HOLDER_TRIGGER()V, whose call initialises it; or a frozen class,
 * kept as it is with its own <clinit> and superclasses, initialised by
 * name (Class.forName); or nothing (h KABA_NONE, frozen NULL). */
struct trigger {
	size_t h;
	const struct kaba_pclass *frozen;
};
/* The trigger of the nearest class at or above user class c (the original
 * superclass chain; above it only if !self) that has a <clinit>, or of a
 * frozen class on the way that has one at or above it. */
int holder_trigger(struct plan *pl, const struct kaba_pclass *c, int self, struct trigger *t,
		   struct kaba_error *err);
enum { TRIGGER_MAX = 3 };
/* The instructions of class file cf that pull trigger t (its constants
 * interned), into v[0..TRIGGER_MAX); how many, or -1 with err set. */
int trigger_insns(struct plan *pl, struct kaba_class *cf, const struct trigger *t,
		  struct kaba_insn *v, struct kaba_error *err);
#define HOLDER_TRIGGER "kaba$init"

/* After the bodies: every holder starts its <clinit> (made if needed) by
 * calling the trigger of its original class's superclass holder. */
int holders_clinit_order(struct plan *pl, struct kaba_error *err);

#endif
