/*
 * The methods that traced runs ran (kaba_ran, analysis.h): a set of
 * (class, name, descriptor) keys, "C m desc" in one arena, looked up
 * through the analysis's string map; "C " alone stands for every method
 * of C (a class the tracing agent could not instrument).  A class no
 * trace covers (the agent's --include or --jar left it out) may have run
 * anything.  The points-to analysis asks ka_ran before it adds a call edge
 * to a method not reached yet (pta.c connect).
 *
 * The traces' reflection log lives here too: per caller method ("C m
 * desc", the same key) a list of the reflective calls it made, which
 * bound its reflective sites (docs/reflection.md rule 10, reflect.c).  The
 * agent logs the caller's offset in its instrumented code, not the
 * original one the analysis knows, so a site is bounded by every call of
 * the same API its method made.
 */
#include "ran.h"

#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>

#include "kaba/arena.h"
#include "kaba/trace.h"
#include "kaba/strmap.h"

struct kaba_ran {
	struct kaba_arena arena;
	struct kaba_strmap keys;
	size_t n;
	/* caller key -> index of its newest call in calls, chained by next */
	struct kaba_strmap callers;
	struct ka_ran_call *calls;
	uint32_t ncalls, capcalls;
	int no_lookups; /* some trace did not log lookups (version 2) */
	/* the classes the traces cover: exact names, and patterns */
	struct kaba_strmap covered;
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
	kaba_strmap_free(&r->keys);
	kaba_strmap_free(&r->callers);
	free(r->calls);
	kaba_strmap_free(&r->covered);
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
	if (kaba_strmap_get(&r->keys, k, n) >= 0)
		return 0;
	if (kaba_strmap_put(&r->keys, k, n, 1))
		return -1;
	r->n++;
	return 0;
}

/* The value of key (cls, name, desc) in map m, -1 when absent; -2 when
 * out of memory. */
static int32_t find(const struct kaba_strmap *m, const char *cls, const char *name,
		    const char *desc)
{
	char small[512], *buf = small;
	size_t cap = strlen(cls) + strlen(name) + strlen(desc) + 2, n;
	int32_t v;

	if (cap > sizeof(small) && !(buf = malloc(cap)))
		return -2;
	n = key(buf, cls, name, desc);
	v = kaba_strmap_get(m, buf, n);
	if (buf != small)
		free(buf);
	return v;
}

/* 1 or 0; -1 when out of memory, which callers take as "ran" (sound). */
static int has_key(const struct kaba_ran *r, const char *cls, const char *name,
		   const char *desc)
{
	int32_t v = find(&r->keys, cls, name, desc);

	return v == -2 ? -1 : v >= 0;
}

int kaba_ran_has(const struct kaba_ran *r, const char *cls, const char *name,
		 const char *desc)
{
	int whole = has_key(r, cls, "", "");

	return whole ? whole : has_key(r, cls, name, desc);
}

int kaba_ran_reflected(struct kaba_ran *r, int api, const char *caller, const char *method,
		       const char *desc, const char *cls, const char *name)
{
	size_t n = strlen(caller) + strlen(method) + strlen(desc) + 2;
	char *k = kaba_arena_alloc(&r->arena, n);
	struct ka_ran_call *c;
	int32_t head;

	if (!k || !(cls = kaba_arena_strdup(&r->arena, cls)) ||
	    !(name = kaba_arena_strdup(&r->arena, name)) ||
	    !(caller = kaba_arena_strdup(&r->arena, caller)))
		return -1;
	n = key(k, caller, method, desc);
	if (r->ncalls == r->capcalls) {
		uint32_t cap = r->capcalls ? 2 * r->capcalls : 64;
		struct ka_ran_call *v = realloc(r->calls, cap * sizeof(*v));

		if (!v)
			return -1;
		r->calls = v;
		r->capcalls = cap;
	}
	head = kaba_strmap_get(&r->callers, k, n);
	c = &r->calls[r->ncalls];
	*c = (struct ka_ran_call){ api, cls, name, caller, head };
	return kaba_strmap_put(&r->callers, k, n, (int32_t)r->ncalls++);
}

void kaba_ran_no_lookups(struct kaba_ran *r)
{
	r->no_lookups = 1;
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
		return kaba_strmap_put(&r->covered, p, strlen(p), 1);
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
	if (kaba_strmap_get(&r->covered, cls, strlen(cls)) >= 0)
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

int ka_ran_logs(const struct ka *ka, int api)
{
	const struct kaba_ran *r = ka->opt->ran;

	return r && (!r->no_lookups || (api != KABA_API_CLASS_GET_MEMBER &&
					api != KABA_API_CLASS_GET_MEMBERS));
}

int ka_ran_calls(const struct ka *ka, int32_t m, int api, int32_t *next,
		 const struct ka_ran_call **call)
{
	const struct kaba_ran *r = ka->opt->ran;
	const struct ka_method *me = &ka->methods[m];
	const char *cls = ka->classes[me->owner].name;
	int32_t i = *next;

	if (i == KA_RAN_FIRST && (i = find(&r->callers, cls, me->name, me->desc)) == -2)
		return -1;
	while (i >= 0 && r->calls[i].api != api)
		i = r->calls[i].next;
	*next = i >= 0 ? r->calls[i].next : -1;
	*call = i >= 0 ? &r->calls[i] : NULL;
	return i >= 0;
}

const struct ka_ran_call *ka_ran_call(const struct ka *ka, uint32_t i)
{
	const struct kaba_ran *r = ka->opt->ran;

	return r && i < r->ncalls ? &r->calls[i] : NULL;
}
