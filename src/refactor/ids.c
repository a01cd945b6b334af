#include "impl.h"
#include "kaba/grow.h"

#include <stdlib.h>
#include <string.h>

/* Binary search: the position of x, or where it would go. */
static size_t find(const struct kaba_ids *l, size_t x)
{
	size_t lo = 0, hi = l->n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (l->v[mid] < x)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

int kaba_ids_add(struct kaba_ids *l, size_t x)
{
	size_t i = find(l, x);

	if (i < l->n && l->v[i] == x)
		return 0;
	if (kaba_grow((void **)&l->v, &l->cap, l->n, sizeof(*l->v)))
		return -1;
	memmove(l->v + i + 1, l->v + i, (l->n - i) * sizeof(*l->v));
	l->v[i] = x;
	l->n++;
	return 0;
}

void kaba_ids_remove(struct kaba_ids *l, size_t x)
{
	size_t i = find(l, x);

	if (i < l->n && l->v[i] == x) {
		memmove(l->v + i, l->v + i + 1, (l->n - i - 1) * sizeof(*l->v));
		l->n--;
	}
}

void kaba_ids_free(struct kaba_ids *l)
{
	free(l->v);
	l->v = NULL;
	l->n = l->cap = 0;
}
