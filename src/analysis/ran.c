/*
 * The methods that traced runs ran (kaba_ran, analysis.h): a set of
 * (class, name, descriptor) keys, "C m desc" in one arena, looked up
 * through the analysis's string map; "C " alone stands for every method
 * of C (a class the tracing agent could not instrument).  A class no
 * trace covers (the agent's --include or --jar left it out) may have run
 * anything.  The points-to analysis asks ka_ran before it adds a call edge
 * to a method not reached yet (pta.c connect).
 */
#include "ran.h"

#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>

#include "kaba/arena.h"
#include "strmap.h"

struct kaba_ran {
	struct kaba_arena arena;
	struct ka_strmap keys;
	size_t n;
	/* the classes the traces cover: exact names, and patterns */
	struct ka_strmap covered;
	const char **patterns;
	size_t npatterns, cap;
};

struct kaba_ran *kaba_ran_new(void)
{
	struct kaba_ran *r = calloc(1, sizeof(*r));

	if (r)
		kaba_arena_init(&r->arena);
	return r;
}

void kaba_ran_free(struct kaba_ran *r)
{
	if (!r)
		return;
	ka_strmap_free(&r->keys);
	ka_strmap_free(&r->covered);
	free(r->patterns);
	kaba_arena_free(&r->arena);
	free(r);
}

/* "C m desc" (or "C " for the whole class) in buf, which has room for
 * strlen of all three + 2; its length. */
static size_t key(char *buf, const char *cls, const char *name, const char *desc)
{
	size_t a = strlen(cls), b = name && *name ? strlen(name) : 0,
	       c = b ? strlen(desc) : 0, n = a + 1 + (b ? b + 1 + c : 0);

	memcpy(buf, cls, a);
	buf[a] = ' ';
	if (b) {
		memcpy(buf + a + 1, name, b);
		buf[a + 1 + b] = ' ';
		memcpy(buf + a + 2 + b, desc, c);
	}
	return n;
}

int kaba_ran_add(struct kaba_ran *r, const char *cls, const char *name, const char *desc)
{
	size_t n = strlen(cls) + strlen(name) + strlen(desc) + 2;
	char *k = kaba_arena_alloc(&r->arena, n);

	if (!k)
		return -1;
	n = key(k, cls, name, desc);
	if (ka_strmap_get(&r->keys, k, n) >= 0)
		return 0;
	if (ka_strmap_put(&r->keys, k, n, 1))
		return -1;
	r->n++;
	return 0;
}

/* 1 or 0; -1 when out of memory, which callers take as "ran" (sound). */
static int has_key(const struct kaba_ran *r, const char *cls, const char *name,
		   const char *desc)
{
	char small[512], *buf = small;
	size_t cap = strlen(cls) + strlen(name) + strlen(desc) + 2, n;
	int found;

	if (cap > sizeof(small) && !(buf = malloc(cap)))
		return -1;
	n = key(buf, cls, name, desc);
	found = ka_strmap_get(&r->keys, buf, n) >= 0;
	if (buf != small)
		free(buf);
	return found;
}

int kaba_ran_has(const struct kaba_ran *r, const char *cls, const char *name,
		 const char *desc)
{
	int whole = has_key(r, cls, "", "");

	return whole ? whole : has_key(r, cls, name, desc);
}

size_t kaba_ran_count(const struct kaba_ran *r)
{
	return r->n;
}

int kaba_ran_cover(struct kaba_ran *r, const char *pattern)
{
	char *p = kaba_arena_strdup(&r->arena, pattern);

	if (!p)
		return -1;
	if (!strpbrk(p, "*?["))
		return ka_strmap_put(&r->covered, p, strlen(p), 1);
	if (r->npatterns == r->cap) {
		size_t cap = r->cap ? 2 * r->cap : 8;
		const char **v = realloc(r->patterns, cap * sizeof(*v));

		if (!v)
			return -1;
		r->patterns = v;
		r->cap = cap;
	}
	r->patterns[r->npatterns++] = p;
	return 0;
}

int kaba_ran_covers(const struct kaba_ran *r, const char *cls)
{
	size_t i;

	if (!r->covered.n && !r->npatterns)
		return 1;
	if (ka_strmap_get(&r->covered, cls, strlen(cls)) >= 0)
		return 1;
	for (i = 0; i < r->npatterns; i++)
		if (!fnmatch(r->patterns[i], cls, 0))
			return 1;
	return 0;
}

int ka_ran(const struct ka *ka, int32_t m)
{
	const struct ka_method *me = &ka->methods[m];

	return !ka->opt->ran || !ka_is_user(ka, me->owner) ||
	       !(me->flags & (KA_STATIC | KA_CTOR | KA_PRIVATE)) ||
	       (me->flags & (KA_ABSTRACT_M | KA_NATIVE)) ||
	       !kaba_ran_covers(ka->opt->ran, ka->classes[me->owner].name) ||
	       kaba_ran_has(ka->opt->ran, ka->classes[me->owner].name, me->name, me->desc);
}
