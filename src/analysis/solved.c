/* The freeze state of a points-to solution, saved and restored (solved.h). */
#include "solved.h"

#include <string.h>

#include "ir/model.h"

struct ka_solved_class {
	uint32_t flags;            /* KA_FROZEN and KA_PINNED only */
	const char *frozen_why, *frozen_first, *pinned_why;
	int32_t frozen_by, pinned_by;
};

static const uint32_t kept_flags = KA_FROZEN | KA_PINNED;

int ka_solved_save(struct ka *ka, struct ka_solved *s)
{
	memset(s, 0, sizeof(*s));
	s->classes = kaba_arena_alloc(&ka->arena, (ka->nclasses + 1) * sizeof(*s->classes));
	s->named = kaba_arena_alloc(&ka->arena, ka->nsites + 1);
	if (!s->classes || !s->named)
		return ka_oom(ka);
	for (uint32_t c = 0; c < ka->nclasses; c++) {
		const struct ka_class *k = &ka->classes[c];

		s->classes[c] = (struct ka_solved_class){ k->flags & kept_flags, k->frozen_why,
			k->frozen_first, k->pinned_why, k->frozen_by, k->pinned_by };
	}
	for (uint32_t i = 0; i < ka->nsites; i++)
		s->named[i] = (uint8_t)ka->sites[i].named;
	s->nclasses = ka->nclasses;
	s->nsites = ka->nsites;
	return 0;
}

int ka_solved_ask(struct ka *ka, struct ka_solved *s, const struct kaba_freeze *f, size_t n)
{
	struct kaba_freeze *asked;

	if (!n)
		return 0;
	asked = kaba_arena_alloc(&ka->arena, (s->nasked + n) * sizeof(*asked));
	if (!asked)
		return ka_oom(ka);
	if (s->nasked)
		memcpy(asked, s->asked, s->nasked * sizeof(*asked));
	for (size_t i = 0; i < n; i++) {
		asked[s->nasked + i].cls = kaba_arena_strdup(&ka->arena, f[i].cls);
		asked[s->nasked + i].why = kaba_arena_strdup(&ka->arena, f[i].why);
		if (!asked[s->nasked + i].cls || !asked[s->nasked + i].why)
			return ka_oom(ka);
	}
	s->asked = asked;
	s->nasked += n;
	return 0;
}

void ka_solved_restore(struct ka *ka, const struct ka_solved *s)
{
	for (uint32_t c = 0; c < s->nclasses; c++) {
		struct ka_class *k = &ka->classes[c];
		struct ka_solved_class was = s->classes[c];

		k->flags = (k->flags & ~kept_flags) | was.flags;
		k->frozen_why = was.frozen_why;
		k->frozen_first = was.frozen_first;
		k->pinned_why = was.pinned_why;
		k->frozen_by = was.frozen_by;
		k->pinned_by = was.pinned_by;
	}
	for (uint32_t i = 0; i < s->nsites && i < ka->nsites; i++)
		ka->sites[i].named = s->named[i];
}
