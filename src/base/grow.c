#include "kaba/grow.h"

#include <stdint.h>
#include <stdlib.h>

int kaba_grow(void **v, size_t *cap, size_t n, size_t size)
{
	size_t c = *cap ? *cap : 16;
	void *p;

	if (n < *cap)
		return 0;
	while (c <= n) {
		if (c > SIZE_MAX / 2)
			return -1;
		c *= 2;
	}
	if (c > SIZE_MAX / size || !(p = realloc(*v, c * size)))
		return -1;
	*v = p;
	*cap = c;
	return 0;
}
