/*
 * The generator's self-check (access.h): before the jar is written, every
 * class file the plan built is checked by access.c against the output as
 * it will be: the plan's classes by their new names, the input's classes
 * that are copied (frozen ones), the library.  An original class that is
 * restructured is gone from the output.  Each violation is a refusal, so
 * `kaba analyze`'s fallback freezes what it blames and tries again, and a
 * jar the JVM would refuse to link or verify is never written with exit 0.
 * Beside the access rules, every method is type-checked against the frames
 * computed for it (typecheck.h): the data flow that made those frames
 * trusts the plan's hierarchy, the check asks the class files written.
 * Last, dispatch.c checks that every object still runs the bodies its row
 * says, as JVM selection over the class files finds them.
 * KABA_SELFCHECK_TYPES=0 in the environment skips the type check, for the
 * benchmark of its cost only.
 */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "kaba/progress.h"
#include "access.h"
#include "restructure.h"
#include "typecheck.h"

struct world {
	struct plan *pl;
	const struct plan_class **by_name;      /* the plan classes, sorted by name */
};

static int by_name_cmp(const void *a, const void *b)
{
	return strcmp((*(const struct plan_class *const *)a)->name,
		      (*(const struct plan_class *const *)b)->name);
}

struct key {
	const char *s;
	size_t len;
};

static int key_cmp(const void *k, const void *e)
{
	const struct key *key = k;
	const char *name = (*(const struct plan_class *const *)e)->name;
	int c = strncmp(key->s, name, key->len);

	return c ? c : -(name[key->len] != 0);
}

static enum access_found find(void *ctx, const char *name, size_t len, const struct kaba_class **out)
{
	struct world *w = ctx;
	struct key key = { name, len };
	const struct plan_class *const *pc = bsearch(&key, w->by_name, w->pl->n, sizeof(*w->by_name),
						     key_cmp);
	const struct kaba_pclass *c;

	if (pc) {
		*out = (*pc)->cf;
		return *out ? ACCESS_FOUND : ACCESS_UNKNOWN;
	}
	if (plan_user_class(w->pl, name, len))
		return ACCESS_GONE;
	if (!(c = kaba_program_class_n(w->pl->prog, name, len)) || !c->cf)
		return ACCESS_UNKNOWN;
	*out = c->cf;
	return ACCESS_FOUND;
}

/* The first failure of a class's type check; stop there. */
static int first_failure(void *ctx, const struct typecheck_failure *f)
{
	*(struct typecheck_failure *)ctx = *f;
	return 1;
}

/* Type-check plan class k: 0, or the refusal. */
static int type_check(struct plan *pl, const struct access_world *aw, size_t k,
		      struct kaba_error *err)
{
	const struct kaba_class *cf = pl->cls[k].cf;
	struct typecheck_failure f;
	const struct kaba_member *m;
	const char *member, *desc;
	long failed = typecheck_class(aw, cf, first_failure, &f);

	if (failed < 0)
		return kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
	if (!failed)
		return 0;
	m = &cf->methods.v[f.method];
	member = kaba_cp_strdup(&pl->arena, cf, m->name_index);
	desc = kaba_cp_strdup(&pl->arena, cf, m->descriptor_index);
	return plan_carry_on(pl, err, plan_unsupported_in(pl, err, k, member,
						     m->access & KABA_ACC_STATIC,
						     "a method the verifier refuses: %s.%s%s at pc %lld: %s",
						     pl->cls[k].name, member ? member : "?",
						     desc ? desc : "", f.pc, f.what));
}

/* Every user class of the output is a plan class. */
static int user_class(void *ctx, size_t i, const struct kaba_class **out)
{
	struct world *w = ctx;

	*out = i < w->pl->n ? w->pl->cls[i].cf : NULL;
	return i < w->pl->n;
}

int access_check_plan(struct plan *pl, struct kaba_error *err)
{
	struct world w = { pl, malloc((pl->n + 1) * sizeof(*w.by_name)) };
	struct access_world aw = { find, &w, user_class };
	clock_t start = clock(), types_cpu = 0;
	const char *types = getenv("KABA_SELFCHECK_TYPES");
	int check_types = !types || strcmp(types, "0");
	size_t k;
	int rc = KABA_OK;

	if (!w.by_name)
		return kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
	for (k = 0; k < pl->n; k++)
		w.by_name[k] = &pl->cls[k];
	qsort(w.by_name, pl->n, sizeof(*w.by_name), by_name_cmp);
	for (k = 0; k < pl->n && !rc; k++) {
		const struct kaba_class *cf = pl->cls[k].cf;
		struct access_violation v;
		const struct kaba_member *m;
		const char *member = NULL;
		int found = cf ? access_check_class(&aw, cf, &v) : 0;

		if (found < 0) {
			rc = kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
		} else if (found) {
			m = v.method >= 0 ? &cf->methods.v[v.method] : NULL;
			member = m ? kaba_cp_strdup(&pl->arena, cf, m->name_index) : NULL;
			rc = plan_carry_on(pl, err, plan_unsupported_in(pl, err, k, member,
								   m && (m->access & KABA_ACC_STATIC),
								   "an access the JVM refuses: %s (in %s%s%s)",
								   v.what, pl->cls[k].name,
								   member ? "." : "",
								   member ? member : ""));
		} else if (cf && check_types) {
			clock_t t = clock();

			rc = type_check(pl, &aw, k, err);
			types_cpu += clock() - t;
		}
	}
	if (!rc && !plan_refused(pl))
		rc = dispatch_check_plan(pl, &aw, err);
	free(w.by_name);
	kaba_note("access, type and dispatch self-check: %zu classes, %.2fs CPU (the type check %.2fs%s)",
		  pl->n, (double)(clock() - start) / CLOCKS_PER_SEC,
		  (double)types_cpu / CLOCKS_PER_SEC, check_types ? "" : ": off");
	return rc;
}
