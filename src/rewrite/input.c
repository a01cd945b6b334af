/*
 * Which input a plan class goes back to, when the program came from several
 * jars (kaba_rewrite_jars): each restructured jar replaces its input on the
 * class path, so a class stays with the jar it came from.  A plan class
 * that holds an original class's statics, is a frozen class written as
 * itself, or carries an original class's name is that class's; a new class
 * goes with the input that holds most original classes of its package (the
 * bodies it holds come from there), the first input on a tie or when none
 * does.
 */
#include <string.h>

#include "restructure.h"

/* The index in pl->ins of the input `where` ("FILE!ENTRY" or FILE) names. */
static size_t input_of_where(const struct plan *pl, const char *where)
{
	size_t k;

	for (k = 0; k < pl->nins; k++) {
		size_t len = strlen(pl->ins[k]);

		if (!strncmp(where, pl->ins[k], len) && (where[len] == '!' || !where[len]))
			return k;
	}
	return 0;
}

/* The length of the package part of internal name `name` ("a/b/C": 3). */
static size_t package_len(const char *name)
{
	const char *slash = strrchr(name, '/');

	return slash ? (size_t)(slash - name) : 0;
}

/* The input holding most user classes of the package of `name`. */
static size_t input_of_package(const struct plan *pl, const char *name, size_t *count)
{
	size_t n = kaba_program_user_count(pl->prog), plen = package_len(name), i, k, best = 0;

	memset(count, 0, pl->nins * sizeof(*count));
	for (i = 0; i < n; i++) {
		const struct kaba_pclass *u = kaba_program_user(pl->prog, i);

		if (package_len(u->name) == plen && !strncmp(u->name, name, plen))
			count[input_of_where(pl, u->where)]++;
	}
	for (k = 1; k < pl->nins; k++)
		if (count[k] > count[best])
			best = k;
	return best;
}

static size_t home(const struct plan *pl, size_t x, size_t *count)
{
	const struct plan_class *c = &pl->cls[x];
	const struct kaba_pclass *orig = c->frozen ? c->frozen : c->statics_of;

	if (!orig) {
		orig = kaba_program_class(pl->prog, c->name);
		if (orig && orig->origin != KABA_ORIGIN_USER)
			orig = NULL;
	}
	return orig ? input_of_where(pl, orig->where) : input_of_package(pl, c->name, count);
}

int plan_inputs(struct plan *pl, struct kaba_error *err)
{
	size_t *count, i;

	if (pl->nins < 2)
		return KABA_OK;
	pl->input_of = kaba_arena_alloc(&pl->arena, (pl->n ? pl->n : 1) * sizeof(*pl->input_of));
	count = kaba_arena_alloc(&pl->arena, pl->nins * sizeof(*count));
	if (!pl->input_of || !count)
		return kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
	for (i = 0; i < pl->n; i++)
		pl->input_of[i] = home(pl, i, count);
	return KABA_OK;
}

size_t plan_input(const struct plan *pl, size_t x)
{
	return pl->input_of ? pl->input_of[x] : 0;
}
