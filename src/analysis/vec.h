/*
 * A growable vector of int32 indices, the one container the analysis uses
 * for lists, points-to sets (kept sorted) and worklists.  Heap-allocated
 * rather than arena-allocated because points-to sets grow and shrink.
 */
#ifndef KABA_ANALYSIS_VEC_H
#define KABA_ANALYSIS_VEC_H

#include <stddef.h>
#include <stdint.h>

struct ka_ivec {
	int32_t *v;
	uint32_t n, cap;
};

/* 0, or -1 when out of memory (the vector is unchanged). */
int ka_ivec_push(struct ka_ivec *a, int32_t x);
int ka_ivec_reserve(struct ka_ivec *a, uint32_t n);
void ka_ivec_free(struct ka_ivec *a);
/* Sorted-set operations: insert returns 1 if added, 0 if present, -1 OOM. */
int ka_iset_add(struct ka_ivec *s, int32_t x);
int ka_iset_has(const struct ka_ivec *s, int32_t x);
/* s |= t; the elements new to s are appended to `added` (may be NULL).
 * Both sets must be sorted (a set with an element out of order makes the
 * in-place merge miscount and write before s: jdt-core's SIGSEGV); t may
 * be s, `added` neither.  Returns the number added or -1 when out of
 * memory. */
long ka_iset_union(struct ka_ivec *s, const struct ka_ivec *t,
		   struct ka_ivec *added);

/* Grow a plain array of `size`-byte elements to hold n+1; 0 or -1 OOM. */
int ka_grow(void **v, uint32_t *cap, uint32_t n, size_t size);

#endif
