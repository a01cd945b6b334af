/*
 * Why classes are frozen, as chains and causes: each frozen class was kept
 * first by another frozen class (its `by`) or frozen for a cause of its own
 * (reflection, a keep rule, a class literal, ...).  Following `by` gives a
 * class's chain; the reason of its last link is the cause, and grouping the
 * classes by cause says which few reflective sites or rules freeze most of
 * a program: what a user looks at to get more of it restructured.
 */
#include <stdlib.h>
#include <string.h>

#include "kaba/analysis.h"

int kaba_frozen_cmp(const void *a, const void *b)
{
	return strcmp(((const struct kaba_frozen *)a)->cls, ((const struct kaba_frozen *)b)->cls);
}

size_t kaba_frozen_chain(const struct kaba_analysis *a, size_t i, size_t *links, size_t max)
{
	size_t n = 0;

	/* `by` was frozen before the class it keeps, so the chain ends; the
	 * bound on its length is for a malformed analysis only */
	while (n < max && n < a->nfrozen) {
		struct kaba_frozen key = { .cls = a->frozen[i].by };
		const struct kaba_frozen *next;

		links[n++] = i;
		if (!key.cls || !(next = bsearch(&key, a->frozen, a->nfrozen, sizeof(*a->frozen),
						 kaba_frozen_cmp)))
			break;
		i = (size_t)(next - a->frozen);
	}
	return n;
}

/* Causes by classes frozen, most first, then by reason. */
static int by_size(const void *a, const void *b)
{
	const struct kaba_frozen_cause *x = a, *y = b;

	if (x->nclasses != y->nclasses)
		return x->nclasses > y->nclasses ? -1 : 1;
	return strcmp(x->why, y->why);
}

struct kaba_frozen_cause *kaba_frozen_causes(const struct kaba_analysis *a, size_t *n)
{
	struct kaba_frozen_cause *c = calloc(a->nfrozen + 1, sizeof(*c));
	size_t *root = calloc(a->nfrozen + 1, sizeof(*root));
	size_t *cause = calloc(a->nfrozen + 1, sizeof(*cause));  /* of each root */
	size_t *links = calloc(a->nfrozen + 1, sizeof(*links)), i, k;

	*n = 0;
	if (!c || !root || !cause || !links)
		goto fail;
	for (i = 0; i < a->nfrozen; i++)
		root[i] = links[kaba_frozen_chain(a, i, links, a->nfrozen) - 1];
	/* roots in class order, each under the cause of its reason; a root may
	 * stand after classes its chains reach, so the count comes after */
	for (i = 0; i < a->nfrozen; i++) {
		if (root[i] != i)
			continue;
		for (k = 0; k < *n && strcmp(c[k].why, a->frozen[i].first); k++)
			;
		if (k == *n) {
			c[k].why = a->frozen[i].first;
			if (!(c[k].roots = calloc(a->nfrozen, sizeof(*c[k].roots))))
				goto fail;
			++*n;
		}
		c[k].roots[c[k].nroots++] = i;
		cause[i] = k;
	}
	for (i = 0; i < a->nfrozen; i++)
		c[cause[root[i]]].nclasses++;
	qsort(c, *n, sizeof(*c), by_size);
	free(root);
	free(cause);
	free(links);
	return c;
fail:
	kaba_frozen_causes_free(c, *n);
	free(root);
	free(cause);
	free(links);
	*n = 0;
	return NULL;
}

void kaba_frozen_causes_free(struct kaba_frozen_cause *c, size_t n)
{
	for (size_t i = 0; c && i < n; i++)
		free(c[i].roots);
	free(c);
}
