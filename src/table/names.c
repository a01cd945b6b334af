#include "names.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "kaba/table.h"

/* Open addressing with linear probing, kept at most half full. */
struct kaba_name_index {
	size_t cap, count;
	const char **keys;
	size_t *values;
};

static uint64_t hash(const char *s)
{
	uint64_t h = 1469598103934665603ull; /* FNV-1a */

	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 1099511628211ull;
	return h;
}

struct kaba_name_index *kaba_names_new(void)
{
	return calloc(1, sizeof(struct kaba_name_index));
}

void kaba_names_free(struct kaba_name_index *ix)
{
	if (!ix)
		return;
	free(ix->keys);
	free(ix->values);
	free(ix);
}

static void insert(struct kaba_name_index *ix, const char *name, size_t value)
{
	size_t i = hash(name) & (ix->cap - 1);

	while (ix->keys[i])
		i = (i + 1) & (ix->cap - 1);
	ix->keys[i] = name;
	ix->values[i] = value;
	ix->count++;
}

static int grow(struct kaba_name_index *ix)
{
	struct kaba_name_index old = *ix;
	size_t cap = old.cap ? old.cap * 2 : 64, i;

	ix->keys = calloc(cap, sizeof(*ix->keys));
	ix->values = calloc(cap, sizeof(*ix->values));
	if (!ix->keys || !ix->values) {
		free(ix->keys);
		free(ix->values);
		*ix = old;
		return -1;
	}
	ix->cap = cap;
	ix->count = 0;
	for (i = 0; i < old.cap; i++)
		if (old.keys[i])
			insert(ix, old.keys[i], old.values[i]);
	free(old.keys);
	free(old.values);
	return 0;
}

int kaba_names_put(struct kaba_name_index *ix, const char *name, size_t value)
{
	if (2 * (ix->count + 1) > ix->cap && grow(ix))
		return -1;
	insert(ix, name, value);
	return 0;
}

size_t kaba_names_get(const struct kaba_name_index *ix, const char *name)
{
	size_t i;

	if (!ix->cap)
		return KABA_NONE;
	for (i = hash(name) & (ix->cap - 1); ix->keys[i]; i = (i + 1) & (ix->cap - 1))
		if (!strcmp(ix->keys[i], name))
			return ix->values[i];
	return KABA_NONE;
}
