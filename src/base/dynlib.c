/* Opening a shared library on first use (see kaba/dynlib.h). */
#include <dlfcn.h>
#include <stdio.h>

#include "kaba/dynlib.h"

int kaba_dynlib_open(const char *soname, const struct kaba_dynsym *syms, size_t n, char *why,
		     size_t whylen)
{
	/* RTLD_NOW: a missing symbol is found here, not at the first call. */
	void *h = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
	size_t i;

	for (i = 0; h && i < n; i++)
		if (!(*syms[i].slot = dlsym(h, syms[i].name)))
			break;
	if (h && i == n)
		return 0;
	snprintf(why, whylen, "cannot load %s: %s", soname, dlerror());
	return -1;
}
