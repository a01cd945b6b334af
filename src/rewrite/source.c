/*
 * The SourceFile attribute of a new class file: stack traces print it next
 * to the line numbers, which come with the bodies (their LineNumberTables
 * are copied with the code).  A new class names the source file that most
 * of the bodies it holds come from, so that a stack trace through a moved
 * body names the file it named before; a class without bodies names the
 * one of its declarations' classes, a static holder without either the
 * one of the class whose statics it holds.  A class holding
 * bodies from several source files can name only one of them.
 */
#include "restructure.h"

#include <stdlib.h>
#include <string.h>

/* The source file an original class names, or NULL. */
static const char *source_of(struct plan *pl, const struct kaba_class *cf)
{
	const struct kaba_attr *a = kaba_attr_find(&cf->attrs, KABA_ATTR_SOURCE_FILE);

	return a ? kaba_cp_strdup(&pl->arena, cf, a->index) : NULL;
}

int source_file_add(struct plan *pl, size_t k, const struct kaba_class *const *origins,
		    size_t n, struct kaba_error *err)
{
	struct kaba_class *cf = pl->cls[k].cf;
	const char **src = n ? calloc(n, sizeof(*src)) : NULL, *best = NULL;
	size_t i, j, count, best_count = 0;
	struct kaba_attr *a;

	if (n && !src)
		return kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
	for (i = 0; i < n; i++)
		src[i] = source_of(pl, origins[i]);
	for (i = 0; i < n; i++) {
		for (count = 0, j = 0; src[i] && j < n; j++)
			count += src[j] && !strcmp(src[i], src[j]);
		if (count > best_count) {
			best = src[i];
			best_count = count;
		}
	}
	free(src);
	if (!best && pl->cls[k].statics_of)
		best = source_of(pl, pl->cls[k].statics_of->cf);
	if (!best || kaba_attr_find(&cf->attrs, KABA_ATTR_SOURCE_FILE))
		return KABA_OK;
	if (!(a = kaba_attr_add(cf, &cf->attrs, KABA_ATTR_SOURCE_FILE, err)) ||
	    !(a->index = kaba_cp_intern_utf8(cf, best, strlen(best), err)))
		return err->status;
	return KABA_OK;
}
