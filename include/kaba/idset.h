/*
 * The sorted id set's bisection and insertion, written once for the two
 * element widths kaba keeps: `size_t` (the id set, kaba/ids.h) and the
 * analysis's int32 (src/analysis/vec.h, four bytes an element for the
 * points-to sets).  KABA_IDSET_FUNCTIONS(NAME, SET, ELEM, COUNT, GROW)
 * defines, for `struct SET { ELEM *v; COUNT n, cap; }` grown by GROW (the
 * signature of kaba_grow with COUNT for size_t):
 *   static COUNT NAME_find(const struct SET *s, ELEM x): the position of x,
 *     or where it would go;
 *   static int NAME_insert(struct SET *s, ELEM x): 1 added, 0 present,
 *     -1 out of memory (s unchanged).
 * The file using it includes <string.h> (memmove).
 */
#ifndef KABA_IDSET_H
#define KABA_IDSET_H

#define KABA_IDSET_FUNCTIONS(NAME, SET, ELEM, COUNT, GROW)                          \
	static COUNT NAME##_find(const struct SET *s, ELEM x)                       \
	{                                                                           \
		COUNT lo = 0, hi = s->n;                                            \
                                                                                    \
		while (lo < hi) {                                                   \
			COUNT mid = lo + (hi - lo) / 2;                             \
                                                                                    \
			if (s->v[mid] < x)                                          \
				lo = mid + 1;                                       \
			else                                                        \
				hi = mid;                                           \
		}                                                                   \
		return lo;                                                          \
	}                                                                           \
                                                                                    \
	static int NAME##_insert(struct SET *s, ELEM x)                             \
	{                                                                           \
		COUNT i = NAME##_find(s, x);                                        \
                                                                                    \
		if (i < s->n && s->v[i] == x)                                       \
			return 0;                                                   \
		if (GROW((void **)&s->v, &s->cap, s->n, sizeof(*s->v)))            \
			return -1;                                                  \
		memmove(s->v + i + 1, s->v + i, (size_t)(s->n - i) * sizeof(*s->v)); \
		s->v[i] = x;                                                        \
		s->n++;                                                             \
		return 1;                                                           \
	}

#endif
