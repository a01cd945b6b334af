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

/* The holder of the nearest class at or above user class c (the original
 * superclass chain; above it only if !self) that has a <clinit>, given an
 * empty static method HOLDER_TRIGGER()V: calling it initialises the
 * holder.  KABA_NONE, err clear, when there is none. */
size_t holder_trigger(struct plan *pl, const struct kaba_pclass *c, int self,
		      struct kaba_error *err);
#define HOLDER_TRIGGER "kaba$init"

/* After the bodies: every holder starts its <clinit> (made if needed) by
 * calling the trigger of its original class's superclass holder. */
int holders_clinit_order(struct plan *pl, struct kaba_error *err);

#endif
