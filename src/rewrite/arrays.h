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

#endif
