/*
 * Mutant engines for the oracle self-test (docs/harness.md §6): each
 * changes one class the way a buggy refactoring engine would.  The harness
 * compiles the changed class against the original ones and overlays it,
 * which gives a binary-incompatible jar, as a broken rewrite would.
 *
 * A change is applicable only if the changed class still compiles on its
 * own (kgen_class_valid), since it is compiled alone.
 */
#include "kgen.h"

#include <stdio.h>

enum { MUT_SUPER_TO_THIS = 1, MUT_DROP_OVERRIDE, MUT_DROP_HIDING_FIELD, MUT_REPARENT, MUT_PRIVATE };

/* Member x of class c: methods 0..M-1, then fields. */
static int apply(struct kgen_prog *p, int kind, int c, int x)
{
	struct kgen_class *k = &p->k[c];
	struct kgen_method *m = x < p->M ? &k->m[x] : NULL;
	struct kgen_field *f = x >= p->M ? &k->f[x - p->M] : NULL;
	int s = k->parent;

	switch (kind) {
	case MUT_SUPER_TO_THIS:
		if (!m || !m->declared || m->body != BODY_SUPER)
			return 0;
		m->body = BODY_SELF;
		return 1;
	case MUT_DROP_OVERRIDE:
		if (!m || !m->declared || s < 0)
			return 0;
		if (kgen_method_member(p, s, x) < 0 && !(x == 0 && p->I > 0 && kgen_is_j0(p, c)))
			return 0;
		m->declared = 0;
		/* What stays must be what c inherits: re-check membership. */
		return kgen_method_member(p, c, x) >= 0 || (x == 0 && p->I > 0 && kgen_is_j0(p, c));
	case MUT_DROP_HIDING_FIELD:
		if (!f || !f->declared || s < 0 || kgen_field_member(p, s, x - p->M) < 0)
			return 0;
		f->declared = 0;
		return 1;
	case MUT_REPARENT:
		if (x != 0 || s < 0)
			return 0;
		k->parent = p->k[s].parent;
		return 1;
	case MUT_PRIVATE:
		if (m && m->declared && m->acc != ACC_PRIVATE) {
			m->acc = ACC_PRIVATE;
			return 1;
		}
		if (f && f->declared && f->acc != ACC_PRIVATE) {
			f->acc = ACC_PRIVATE;
			return 1;
		}
		return 0;
	}
	return 0;
}

static void describe(const struct kgen_prog *p, int kind, int c, int x, char *what, int len)
{
	static const char *const names[] = {
		"", "super-to-this", "drop-override", "drop-hiding-field", "reparent", "private",
	};
	char member[16];

	if (kind == MUT_REPARENT)
		snprintf(member, sizeof(member), "extends");
	else
		snprintf(member, sizeof(member), "%s%d", x < p->M ? "m" : "f", x < p->M ? x : x - p->M);
	snprintf(what, (size_t)len, "%d %s K%d.%s", kind, names[kind], c, member);
}

int kgen_mutate(struct kgen_prog *p, int kind, char *what, int len)
{
	int cand[KGEN_MAXC * (KGEN_MAXM + KGEN_MAXF)][2];
	int n = 0, c, x, i;
	uint64_t rng = p->seed ^ (p->index * 0x2545f4914f6cdd1dULL) ^ (uint64_t)kind;

	for (c = 0; c < p->C; c++) {
		for (x = 0; x < p->M + p->F; x++) {
			struct kgen_prog trial = *p;

			if (apply(&trial, kind, c, x) && kgen_class_valid(&trial, c)) {
				cand[n][0] = c;
				cand[n][1] = x;
				n++;
			}
		}
	}
	if (!n)
		return -1;
	i = (int)kgen_below(&rng, (unsigned)n);
	c = cand[i][0];
	x = cand[i][1];
	apply(p, kind, c, x);
	describe(p, kind, c, x, what, len);
	return c;
}
