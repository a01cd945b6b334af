/*
 * Arena allocation (architecture contract 5): each stage allocates its many
 * small objects from one arena and frees them all at once.  Allocation never
 * fails silently: on out-of-memory kaba_arena_alloc returns NULL and callers
 * report KABA_EIO-free "out of memory" through their error record.
 */
#ifndef KABA_ARENA_H
#define KABA_ARENA_H

#include <stddef.h>

struct kaba_arena_chunk;

struct kaba_arena {
	struct kaba_arena_chunk *head;
	size_t used;   /* bytes handed out, for reports */
};

void kaba_arena_init(struct kaba_arena *a);
void kaba_arena_free(struct kaba_arena *a);

/* Zeroed, 16-byte aligned memory, or NULL when out of memory. */
void *kaba_arena_alloc(struct kaba_arena *a, size_t size);
void *kaba_arena_memdup(struct kaba_arena *a, const void *p, size_t size);
char *kaba_arena_strdup(struct kaba_arena *a, const char *s);
char *kaba_arena_strndup(struct kaba_arena *a, const char *s, size_t n);

#endif
