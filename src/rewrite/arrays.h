/*
 * Inside the code generator: array element classes beyond restructure.h's
 * (arrays.c).
 */
#ifndef KABA_REWRITE_ARRAYS_H
#define KABA_REWRITE_ARRAYS_H

#include "restructure.h"

/* array_element_class's answer for an array no accepted object is stored
 * into, whose store check no new class keeps: it is created as an array of
 * PLAN_NOTHING, which every object store fails, as each did before. */
enum { ARRAY_OF_NOTHING = ARRAY_STORE_WIDENED + 1 };

/* Marker interfaces for the arrays whose store check no class keeps (after
 * ctor_plan, before the class files are made): array_element_class then
 * answers the marker for them. */
int arrays_plan(struct plan *pl, struct kaba_error *err);

#endif
