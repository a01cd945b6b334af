/*
 * The id set: a list of indices (rows, columns, classes), ascending and
 * without duplicates unless its owner says otherwise (add and remove need
 * it ascending: they bisect).  The proposal's classes hold their members,
 * instances and neighbours in it (refactor.h), and every module that reads
 * a proposal walks it.  The analysis keeps a four-byte variant
 * (src/analysis/vec.h: points-to sets are most of its memory) with the same
 * bisection and insertion (kaba/idset.h).
 */
#ifndef KABA_IDS_H
#define KABA_IDS_H

#include <stddef.h>

struct kaba_ids {
	size_t *v;
	size_t n, cap;
};

/* Add x; a no-op if present.  0, or -1 when out of memory (unchanged). */
int kaba_ids_add(struct kaba_ids *l, size_t x);
/* Remove x; a no-op if absent. */
void kaba_ids_remove(struct kaba_ids *l, size_t x);
void kaba_ids_free(struct kaba_ids *l);

#endif
