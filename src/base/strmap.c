/* The string map (include/kaba/strmap.h): linear probing, at most three
 * quarters full, the hash kept per slot to skip most comparisons. */
#include "kaba/strmap.h"

#include <stdlib.h>
#include <string.h>

static uint32_t hash(const char *s, size_t len)
{
	uint32_t h = 2166136261u; /* FNV-1a */

	while (len--)
		h = (h ^ (unsigned char)*s++) * 16777619u;
	return h;
}

static struct kaba_strmap_slot *find(const struct kaba_strmap *m, const char *key, size_t len,
				     uint32_t h)
{
	uint32_t i = h & (m->cap - 1);

	for (;; i = (i + 1) & (m->cap - 1)) {
		struct kaba_strmap_slot *s = &m->slots[i];

		if (!s->key || (s->hash == h && s->len == len &&
				!memcmp(s->key, key, len)))
			return s;
	}
}

int32_t kaba_strmap_get(const struct kaba_strmap *m, const char *key, size_t len)
{
	struct kaba_strmap_slot *s;

	if (!m->cap)
		return -1;
	s = find(m, key, len, hash(key, len));
	return s->key ? s->value : -1;
}

static int grow(struct kaba_strmap *m)
{
	struct kaba_strmap old = *m;
	uint32_t i;

	m->cap = old.cap ? old.cap * 2 : 64;
	m->slots = calloc(m->cap, sizeof(*m->slots));
	if (!m->slots) {
		*m = old;
		return -1;
	}
	for (i = 0; i < old.cap; i++)
		if (old.slots[i].key)
			*find(m, old.slots[i].key, old.slots[i].len,
			      old.slots[i].hash) = old.slots[i];
	free(old.slots);
	return 0;
}

int kaba_strmap_put(struct kaba_strmap *m, const char *key, size_t len, int32_t value)
{
	uint32_t h = hash(key, len);
	struct kaba_strmap_slot *s;

	if (len > UINT32_MAX)
		return -1;
	if ((m->n + 1) * 4 > m->cap * 3 && grow(m))
		return -1;
	s = find(m, key, len, h);
	if (!s->key) {
		s->key = key;
		s->len = (uint32_t)len;
		s->hash = h;
		m->n++;
	}
	s->value = value;
	return 0;
}

void kaba_strmap_free(struct kaba_strmap *m)
{
	free(m->slots);
	m->slots = NULL;
	m->cap = m->n = 0;
}
