/* Formal contexts: a dense incidence matrix, one bitset row per object. */
#include <stdio.h>

#include "fca_impl.h"

int fca_fail(char *err, size_t errlen, const char *fmt, ...)
{
	va_list ap;

	if (err && errlen) {
		va_start(ap, fmt);
		vsnprintf(err, errlen, fmt, ap);
		va_end(ap);
	}
	return -1;
}

void *fca_calloc(size_t a, size_t b, size_t size)
{
	if (b && a > SIZE_MAX / b)
		return NULL;
	/* calloc(0, …) may return NULL; callers treat NULL as out of memory. */
	return calloc(a * b != 0 ? a * b : 1, size);
}

void *fca_reallocarray(void *p, size_t n, size_t size)
{
	if (size && n > SIZE_MAX / size)
		return NULL;
	return realloc(p, n * size != 0 ? n * size : 1);
}

int fca_reserve(void **p, size_t *cap, size_t need, size_t size)
{
	size_t c = *cap ? *cap : 4096;
	void *q;

	if (need <= *cap)
		return 0;
	while (c < need)
		c *= 2;
	q = fca_reallocarray(*p, c, size);
	if (!q)
		return -1;
	*p = q;
	*cap = c;
	return 0;
}

struct fca_context *fca_context_new(size_t nobjects, size_t nattributes)
{
	struct fca_context *ctx;

	if (nobjects > FCA_MAX_ELEMENTS || nattributes > FCA_MAX_ELEMENTS)
		return NULL;
	ctx = calloc(1, sizeof(*ctx));
	if (!ctx)
		return NULL;
	ctx->nobjects = nobjects;
	ctx->nattributes = nattributes;
	ctx->words = FCA_WORDS(nattributes);
	ctx->rows = fca_calloc(nobjects, ctx->words, sizeof(uint64_t));
	ctx->object_names = fca_calloc(nobjects, 1, sizeof(char *));
	ctx->attribute_names = fca_calloc(nattributes, 1, sizeof(char *));
	if (!ctx->rows || !ctx->object_names || !ctx->attribute_names) {
		fca_context_free(ctx);
		return NULL;
	}
	return ctx;
}

void fca_context_free(struct fca_context *ctx)
{
	size_t i;

	if (!ctx)
		return;
	if (ctx->object_names)
		for (i = 0; i < ctx->nobjects; i++)
			free(ctx->object_names[i]);
	if (ctx->attribute_names)
		for (i = 0; i < ctx->nattributes; i++)
			free(ctx->attribute_names[i]);
	free(ctx->object_names);
	free(ctx->attribute_names);
	free(ctx->rows);
	free(ctx);
}

size_t fca_context_objects(const struct fca_context *ctx)
{
	return ctx->nobjects;
}

size_t fca_context_attributes(const struct fca_context *ctx)
{
	return ctx->nattributes;
}

void fca_context_set(struct fca_context *ctx, size_t object, size_t attribute)
{
	if (object < ctx->nobjects && attribute < ctx->nattributes)
		fca_set_bit(ctx->rows + object * ctx->words, attribute);
}

int fca_context_get(const struct fca_context *ctx, size_t object, size_t attribute)
{
	if (object >= ctx->nobjects || attribute >= ctx->nattributes)
		return 0;
	return fca_bit(ctx->rows + object * ctx->words, attribute);
}

const uint64_t *fca_context_row(const struct fca_context *ctx, size_t object)
{
	return ctx->rows + object * ctx->words;
}

static int set_name(char **slot, const char *name)
{
	char *copy = NULL;

	if (name && !(copy = strdup(name)))
		return -1;
	free(*slot);
	*slot = copy;
	return 0;
}

int fca_context_set_object_name(struct fca_context *ctx, size_t object, const char *name)
{
	return object < ctx->nobjects ? set_name(&ctx->object_names[object], name) : -1;
}

int fca_context_set_attribute_name(struct fca_context *ctx, size_t attribute, const char *name)
{
	return attribute < ctx->nattributes ? set_name(&ctx->attribute_names[attribute], name) : -1;
}

const char *fca_context_object_name(const struct fca_context *ctx, size_t object)
{
	return object < ctx->nobjects ? ctx->object_names[object] : NULL;
}

const char *fca_context_attribute_name(const struct fca_context *ctx, size_t attribute)
{
	return attribute < ctx->nattributes ? ctx->attribute_names[attribute] : NULL;
}
