/* The user classes of a program in name order, found by internal name. */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

static int by_name(const void *a, const void *b)
{
	const struct kaba_pclass *const *x = a, *const *y = b;

	return strcmp((*x)->name, (*y)->name);
}

int report_users_init(struct report_users *u, struct kaba_program *prog)
{
	size_t i;

	u->n = kaba_program_user_count(prog);
	if (!(u->v = malloc((u->n ? u->n : 1) * sizeof(*u->v))))
		return -1;
	for (i = 0; i < u->n; i++)
		u->v[i] = kaba_program_user(prog, i);
	qsort(u->v, u->n, sizeof(*u->v), by_name);
	return 0;
}

size_t report_user_index(const struct report_users *u, const char *name)
{
	size_t lo = 0, hi = u->n;

	while (name && lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		int c = strcmp(u->v[mid]->name, name);

		if (!c)
			return mid;
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return KABA_NONE;
}

void report_users_free(struct report_users *u)
{
	free(u->v);
	u->v = NULL;
}
