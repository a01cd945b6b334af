#include "kaba/arena.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Chunks grow geometrically up to 1 MiB; larger requests get a chunk of their own. */
enum { ARENA_MIN_CHUNK = 16 * 1024, ARENA_MAX_CHUNK = 1024 * 1024, ARENA_ALIGN = 16 };

struct kaba_arena_chunk {
	struct kaba_arena_chunk *next;
	size_t size, off;
	_Alignas(16) unsigned char data[];
};

void kaba_arena_init(struct kaba_arena *a)
{
	a->head = NULL;
	a->used = 0;
}

void kaba_arena_free(struct kaba_arena *a)
{
	struct kaba_arena_chunk *c = a->head, *next;

	for (; c; c = next) {
		next = c->next;
		free(c);
	}
	a->head = NULL;
	a->used = 0;
}

void *kaba_arena_alloc(struct kaba_arena *a, size_t size)
{
	struct kaba_arena_chunk *c = a->head;
	size_t need = (size + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1);
	void *p;

	if (need < size)
		return NULL;
	if (!c || c->size - c->off < need) {
		size_t csize = c ? c->size * 2 : ARENA_MIN_CHUNK;

		if (csize > ARENA_MAX_CHUNK)
			csize = ARENA_MAX_CHUNK;
		if (csize < need)
			csize = need;
		c = malloc(sizeof(*c) + csize);
		if (!c)
			return NULL;
		c->size = csize;
		c->off = 0;
		/* A one-off large chunk goes behind the current one so the
		 * current chunk's free tail is still used. */
		if (a->head && need > ARENA_MAX_CHUNK) {
			c->next = a->head->next;
			a->head->next = c;
		} else {
			c->next = a->head;
			a->head = c;
		}
	}
	p = c->data + c->off;
	c->off += need;
	a->used += need;
	memset(p, 0, size);
	return p;
}

void *kaba_arena_memdup(struct kaba_arena *a, const void *p, size_t size)
{
	void *q = kaba_arena_alloc(a, size ? size : 1);

	if (q && size)
		memcpy(q, p, size);
	return q;
}

char *kaba_arena_strndup(struct kaba_arena *a, const char *s, size_t n)
{
	char *q = kaba_arena_alloc(a, n + 1);

	if (q) {
		memcpy(q, s, n);
		q[n] = '\0';
	}
	return q;
}

char *kaba_arena_strdup(struct kaba_arena *a, const char *s)
{
	return kaba_arena_strndup(a, s, strlen(s));
}
