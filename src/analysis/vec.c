#include "vec.h"

#include <stdlib.h>
#include <string.h>

int ka_grow(void **v, uint32_t *cap, uint32_t n, size_t size)
{
	uint32_t ncap;
	void *p;

	if (n < *cap)
		return 0;
	if (*cap > UINT32_MAX / 4)
		return -1;
	ncap = *cap ? *cap * 2 : 8;
	while (ncap <= n)
		ncap *= 2;
	p = realloc(*v, (size_t)ncap * size);
	if (!p)
		return -1;
	memset((char *)p + (size_t)*cap * size, 0, (size_t)(ncap - *cap) * size);
	*v = p;
	*cap = ncap;
	return 0;
}

int ka_ivec_reserve(struct ka_ivec *a, uint32_t n)
{
	return n ? ka_grow((void **)&a->v, &a->cap, n - 1, sizeof(*a->v)) : 0;
}

int ka_ivec_push(struct ka_ivec *a, int32_t x)
{
	if (ka_grow((void **)&a->v, &a->cap, a->n, sizeof(*a->v)))
		return -1;
	a->v[a->n++] = x;
	return 0;
}

void ka_ivec_free(struct ka_ivec *a)
{
	free(a->v);
	a->v = NULL;
	a->n = a->cap = 0;
}

static uint32_t lower_bound(const struct ka_ivec *s, int32_t x)
{
	uint32_t lo = 0, hi = s->n;

	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;

		if (s->v[mid] < x)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

int ka_iset_has(const struct ka_ivec *s, int32_t x)
{
	uint32_t i = lower_bound(s, x);

	return i < s->n && s->v[i] == x;
}

int ka_iset_add(struct ka_ivec *s, int32_t x)
{
	uint32_t i = lower_bound(s, x);

	if (i < s->n && s->v[i] == x)
		return 0;
	if (ka_grow((void **)&s->v, &s->cap, s->n, sizeof(*s->v)))
		return -1;
	memmove(s->v + i + 1, s->v + i, (size_t)(s->n - i) * sizeof(*s->v));
	s->v[i] = x;
	s->n++;
	return 1;
}

long ka_iset_union(struct ka_ivec *s, const struct ka_ivec *t,
		   struct ka_ivec *added)
{
	uint32_t i = 0, j = 0, k, nnew = 0;
	int32_t *m;

	/* Count first so that a merge can run backwards in place. */
	while (i < s->n && j < t->n) {
		if (s->v[i] < t->v[j]) {
			i++;
		} else if (s->v[i] > t->v[j]) {
			nnew++;
			j++;
		} else {
			i++;
			j++;
		}
	}
	nnew += t->n - j;
	if (!nnew)
		return 0;
	if (ka_ivec_reserve(s, s->n + nnew))
		return -1;
	if (added && ka_ivec_reserve(added, added->n + nnew))
		return -1;
	m = s->v;
	i = s->n;
	j = t->n;
	k = s->n + nnew;
	while (j > 0) {
		if (i > 0 && m[i - 1] > t->v[j - 1]) {
			m[--k] = m[--i];
		} else if (i > 0 && m[i - 1] == t->v[j - 1]) {
			m[--k] = m[--i];
			j--;
		} else {
			m[--k] = t->v[--j];
			if (added)
				added->v[added->n++] = m[k];
		}
	}
	s->n += nnew;
	return nnew;
}
