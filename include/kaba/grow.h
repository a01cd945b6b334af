/*
 * The one way a growable array grows: an array `v` of `*cap` elements of
 * `size` bytes, its first n in use, gets room for element n, doubling from
 * 16 (amortised O(1) appends).  Each module keeps its own typed array
 * (struct of pointer, count, capacity); only the growing is shared.
 */
#ifndef KABA_GROW_H
#define KABA_GROW_H

#include <stddef.h>

/* 0, or -1 when out of memory or past SIZE_MAX (*v and *cap unchanged). */
int kaba_grow(void **v, size_t *cap, size_t n, size_t size);

#endif
