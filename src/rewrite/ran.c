/*
 * The dynamic variant's promise, checked before the jar is written: a
 * method the traces recorded as run (or assumed to have run) keeps its own
 * body in the output.  The generator loses a body in two ways only: it
 * stubs a method the analysis found dead (retype_body) or leaves a method
 * out of every class (no body todo: a dead static method whose descriptor
 * needs rows, a member with no home).  Either would make a traced run
 * throw or fail to link, so it is refused, blaming the method's class; the
 * fallback then freezes it (a class copied unchanged keeps every body).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "restructure.h"

static int by_address(const void *a, const void *b)
{
	uintptr_t x = (uintptr_t)*(const struct kaba_pmember *const *)a;
	uintptr_t y = (uintptr_t)*(const struct kaba_pmember *const *)b;

	return x < y ? -1 : x > y;
}

static int has_body(const struct kaba_pmember **bodies, size_t n, const struct kaba_pmember *m)
{
	return bsearch(&m, bodies, n, sizeof(*bodies), by_address) != NULL;
}

int plan_check_ran(struct plan *pl, const struct kaba_pmember **bodies, size_t n,
		   struct kaba_error *err)
{
	size_t i, users = kaba_program_user_count(pl->prog);
	int rc = KABA_OK;

	if (!pl->ran)
		return KABA_OK;
	qsort(bodies, n, sizeof(*bodies), by_address);
	for (i = 0; i < users && !rc; i++) {
		const struct kaba_pclass *c = kaba_program_user(pl->prog, i);
		int written = plan_frozen_written(pl, c->name, c->name_len);
		uint16_t k;

		/* a frozen class that is copied unchanged keeps every body */
		if ((!written && !plan_user_class(pl, c->name, c->name_len)) ||
		    !kaba_ran_covers(pl->ran, c->name))
			continue;
		for (k = 0; k < c->nmethods && !rc; k++) {
			const struct kaba_pmember *m = &c->methods[k];
			const char *lost;

			if (!kaba_member_code(&c->cf->methods.v[m->index]) ||
			    !kaba_ran_has(pl->ran, c->name, m->name, m->descriptor))
				continue;
			lost = strcmp(m->name, "<clinit>") && plan_dead_method(pl, m) ?
			       "its body would throw (the analysis found it unreachable)" :
			       !written && !has_body(bodies, n, m) ? "it would be left out" : NULL;
			if (lost)
				rc = plan_carry_on(pl, err, plan_unsupported(pl, err, c, "%s.%s%s ran in "
									"the traces but %s", c->name, m->name,
									m->descriptor, lost));
		}
	}
	return rc;
}
