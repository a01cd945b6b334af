/*
 * The string map every module uses to find a name: open addressing from
 * strings (not necessarily NUL-terminated) to int32 values.  Keys are not
 * copied: they must outlive the map (they live in an arena of the caller).
 * A zeroed struct is an empty map.
 */
#ifndef KABA_STRMAP_H
#define KABA_STRMAP_H

#include <stddef.h>
#include <stdint.h>

struct kaba_strmap_slot {
	const char *key;
	uint32_t len, hash;
	int32_t value;
};

struct kaba_strmap {
	struct kaba_strmap_slot *slots;
	uint32_t cap, n;
};

/* The value, or -1 if absent. */
int32_t kaba_strmap_get(const struct kaba_strmap *m, const char *key, size_t len);
/* 0, or -1 when out of memory; an existing key gets the new value. */
int kaba_strmap_put(struct kaba_strmap *m, const char *key, size_t len, int32_t value);
void kaba_strmap_free(struct kaba_strmap *m);

#endif
