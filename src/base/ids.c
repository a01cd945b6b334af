/* The id set (include/kaba/ids.h): insertion and removal by bisection. */
#include <stdlib.h>
#include <string.h>

#include "kaba/grow.h"
#include "kaba/ids.h"
#include "kaba/idset.h"

KABA_IDSET_FUNCTIONS(ids, kaba_ids, size_t, size_t, kaba_grow)

int kaba_ids_add(struct kaba_ids *l, size_t x)
{
	return ids_insert(l, x) < 0 ? -1 : 0;
}

void kaba_ids_remove(struct kaba_ids *l, size_t x)
{
	size_t i = ids_find(l, x);

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
