/*
 * Open-addressing map from strings (not necessarily NUL-terminated) to
 * int32 indices; the analysis's only name lookup (class names).  Keys are
 * not copied: they must outlive the map (they live in the analysis arena).
 */
#ifndef KABA_ANALYSIS_STRMAP_H
#define KABA_ANALYSIS_STRMAP_H

#include <stddef.h>
#include <stdint.h>

struct ka_strmap_slot {
	const char *key;
	uint32_t len, hash;
	int32_t value;
};

struct ka_strmap {
	struct ka_strmap_slot *slots;
	uint32_t cap, n;
};

/* The value, or -1 if absent. */
int32_t ka_strmap_get(const struct ka_strmap *m, const char *key, size_t len);
/* 0, or -1 when out of memory; an existing key gets the new value. */
int ka_strmap_put(struct ka_strmap *m, const char *key, size_t len,
		  int32_t value);
void ka_strmap_free(struct ka_strmap *m);

#endif
