/*
 * The program model: skeleton decoding, the Java membership and access
 * rules the generator relies on, and drawing members and bodies.
 *
 * Well-formedness is constructive (docs/harness.md §2): a body is drawn
 * only among the references that are legal in its class, and access only
 * ever rises to what the ancestors demand, so every program compiles.
 */
#include "kgen.h"

#include <string.h>

uint64_t kgen_next(uint64_t *state)
{
	uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

unsigned kgen_below(uint64_t *state, unsigned n)
{
	return n ? (unsigned)(kgen_next(state) % n) : 0;
}

static int percent(struct kgen_prog *p, unsigned pc)
{
	return kgen_below(&p->rng, 100) < pc;
}

static unsigned micro_states(const struct kgen_prog *p);

unsigned long long kgen_skeletons(const struct kgen_prog *p)
{
	unsigned long long n = 1;
	int i;

	for (i = 1; i <= p->C; i++)
		n *= (unsigned long long)i;
	if (p->P > 1)
		n <<= p->C;
	if (p->I > 0)
		n <<= p->C;
	for (i = 0; p->micro && i < p->C; i++)
		n *= micro_states(p);
	return n;
}

/* Whether a member declared in d with access acc is inherited into c from
 * c's direct superclass (JLS §8.4.8: not private, package only in-package). */
static int inherited(const struct kgen_prog *p, int d, enum kgen_access acc, int c)
{
	return acc != ACC_PRIVATE && (acc != ACC_PACKAGE || p->k[d].pkg == p->k[c].pkg);
}

int kgen_method_member(const struct kgen_prog *p, int c, int k)
{
	int d;

	if (p->k[c].m[k].declared)
		return c;
	if (p->k[c].parent < 0)
		return -1;
	d = kgen_method_member(p, p->k[c].parent, k);
	return d >= 0 && inherited(p, d, p->k[d].m[k].acc, c) ? d : -1;
}

int kgen_field_member(const struct kgen_prog *p, int c, int j)
{
	int d;

	if (p->k[c].f[j].declared)
		return c;
	if (p->k[c].parent < 0)
		return -1;
	d = kgen_field_member(p, p->k[c].parent, j);
	return d >= 0 && inherited(p, d, p->k[d].f[j].acc, c) ? d : -1;
}

int kgen_static_member(const struct kgen_prog *p, int c)
{
	int d;

	if (p->k[c].has_static)
		return c;
	if (p->k[c].parent < 0)
		return -1;
	d = kgen_static_member(p, p->k[c].parent);
	return d >= 0 && inherited(p, d, p->k[d].static_acc, c) ? d : -1;
}

int kgen_is_j0(const struct kgen_prog *p, int c)
{
	for (; c >= 0; c = p->k[c].parent)
		if (p->k[c].impl)
			return 1;
	return 0;
}

int kgen_subclass(const struct kgen_prog *p, int c, int a)
{
	for (; c >= 0; c = p->k[c].parent)
		if (c == a)
			return 1;
	return 0;
}

/* J0 declares a default m0 only when there is an m0 to default. */
static int has_default_m0(const struct kgen_prog *p)
{
	return p->I > 0 && p->M > 0;
}

int kgen_main_can_access(const struct kgen_prog *p, int d, enum kgen_access acc)
{
	return acc == ACC_PUBLIC || (acc != ACC_PRIVATE && p->k[d].pkg == 0);
}

int kgen_main_can_call(const struct kgen_prog *p, int a, int k)
{
	int d = kgen_method_member(p, a, k);

	if (d < 0)
		return k == 0 && has_default_m0(p) && kgen_is_j0(p, a);
	return kgen_main_can_access(p, d, p->k[d].m[k].acc);
}

/* Rule 1 and 2: the weakest access a declaration of mk in c may have. */
static enum kgen_access required_access(const struct kgen_prog *p, int c, int k)
{
	enum kgen_access req = ACC_PRIVATE;
	int a;

	if (k == 0 && has_default_m0(p))
		return ACC_PUBLIC;
	for (a = p->k[c].parent; a >= 0; a = p->k[a].parent)
		if (p->k[a].m[k].declared && p->k[a].m[k].acc > req)
			req = p->k[a].m[k].acc;
	return req;
}

/* Accessible from code in c through super (protected is, via super). */
static int super_accessible(const struct kgen_prog *p, int d, enum kgen_access acc, int c)
{
	return acc != ACC_PRIVATE && (acc != ACC_PACKAGE || p->k[d].pkg == p->k[c].pkg);
}

/* `this.mj()` inside c: any member of c is accessible from c itself. */
static int can_call(const struct kgen_prog *p, int c, int j)
{
	return kgen_method_member(p, c, j) >= 0 ||
	       (j == 0 && has_default_m0(p) && kgen_is_j0(p, c));
}

static int body_valid(const struct kgen_prog *p, int c, int k, enum kgen_body body, int arg)
{
	int s = p->k[c].parent, d;

	switch (body) {
	case BODY_LITERAL:
	case BODY_SELF:
	case BODY_THROW:
	case BODY_INSTANCEOF:
		return 1;
	case BODY_SUPER:
		if (s < 0)
			return 0;
		d = kgen_method_member(p, s, k);
		if (d >= 0)
			return super_accessible(p, d, p->k[d].m[k].acc, c);
		return k == 0 && has_default_m0(p) && kgen_is_j0(p, s);
	case BODY_CALL:
		return arg < k && can_call(p, c, arg);
	case BODY_FIELD_THIS:
		return kgen_field_member(p, c, arg) >= 0;
	case BODY_FIELD_SUPER:
		if (s < 0)
			return 0;
		d = kgen_field_member(p, s, arg);
		return d >= 0 && super_accessible(p, d, p->k[d].f[arg].acc, c);
	case BODY_STATIC:
		d = kgen_static_member(p, c);
		return d >= 0 && super_accessible(p, d, p->k[d].static_acc, c);
	}
	return 0;
}

int kgen_class_valid(const struct kgen_prog *p, int c)
{
	const struct kgen_class *k = &p->k[c];
	int i;

	for (i = 0; i < p->M; i++) {
		if (!k->m[i].declared)
			continue;
		if (k->m[i].acc < required_access(p, c, i))
			return 0;
		if (!body_valid(p, c, i, k->m[i].body, k->m[i].arg))
			return 0;
	}
	if (k->has_lambda && k->lambda_call >= 0 && !can_call(p, c, k->lambda_call))
		return 0;
	return 1;
}

static enum kgen_access draw_access(struct kgen_prog *p)
{
	static const enum kgen_access weights[10] = {
		ACC_PUBLIC, ACC_PUBLIC, ACC_PUBLIC, ACC_PUBLIC, ACC_PROTECTED,
		ACC_PROTECTED, ACC_PACKAGE, ACC_PACKAGE, ACC_PRIVATE, ACC_PRIVATE,
	};

	return weights[kgen_below(&p->rng, 10)];
}

struct option {
	enum kgen_body body;
	int arg;
	unsigned feature; /* all of these must be on; placed when drawn */
};

/* Draw the body of mk in c among the legal ones whose feature is on. */
static void draw_body(struct kgen_prog *p, int c, int k)
{
	struct option opt[64];
	int n = 0, i, j;
	struct kgen_method *m = &p->k[c].m[k];

#define OFFER(b, a, f) do { \
		if ((p->features & (f)) == (f) && n < 64 && body_valid(p, c, k, (b), (a))) \
			opt[n++] = (struct option){ (b), (a), (f) }; \
	} while (0)
	OFFER(BODY_SUPER, 0, FEAT_SUPER);
	for (j = 0; j < k; j++)
		OFFER(BODY_CALL, j, 0);
	for (j = 0; j < p->F; j++) {
		OFFER(BODY_FIELD_THIS, j, FEAT_FIELDS);
		OFFER(BODY_FIELD_SUPER, j, FEAT_FIELDS | FEAT_SUPER);
	}
	OFFER(BODY_STATIC, 0, FEAT_STATIC);
	OFFER(BODY_THROW, 1 + (int)kgen_below(&p->rng, 2), FEAT_EXC);
	OFFER(BODY_INSTANCEOF, (int)kgen_below(&p->rng, (unsigned)(p->C + (p->I > 0))), FEAT_CASTS);
#undef OFFER
	m->body = BODY_LITERAL;
	m->arg = 0;
	if (!n || percent(p, 25))
		return;
	i = (int)kgen_below(&p->rng, (unsigned)n);
	m->body = opt[i].body;
	m->arg = opt[i].arg;
	p->placed |= opt[i].feature;
}

/* Micro-mode (docs/harness.md §2): every body m0 may have, each with
 * the feature it places; whether it is legal in a class is checked later. */
static int micro_bodies(const struct kgen_prog *p, struct option *opt)
{
	int n = 0, a;

	opt[n++] = (struct option){ BODY_LITERAL, 0, 0 };
	opt[n++] = (struct option){ BODY_SUPER, 0, FEAT_SUPER };
	opt[n++] = (struct option){ BODY_FIELD_THIS, 0, FEAT_FIELDS };
	opt[n++] = (struct option){ BODY_FIELD_SUPER, 0, FEAT_FIELDS | FEAT_SUPER };
	opt[n++] = (struct option){ BODY_STATIC, 0, FEAT_STATIC };
	opt[n++] = (struct option){ BODY_THROW, 1, FEAT_EXC };
	opt[n++] = (struct option){ BODY_THROW, 2, FEAT_EXC };
	for (a = 0; a < p->C + (p->I > 0); a++)
		opt[n++] = (struct option){ BODY_INSTANCEOF, a, FEAT_CASTS };
	return n;
}

/* A class's combinations: m0 absent or (access, body), times f0 absent or
 * an access. */
static unsigned micro_states(const struct kgen_prog *p)
{
	struct option opt[KGEN_MAXC + 8];

	return (1 + 4 * (unsigned)micro_bodies(p, opt)) * 5;
}

/* Set m0 and f0 of class c from its combination number; 0 if m0's body
 * needs a feature that is off (a throw without `exc` has no exception). */
static int micro_members(struct kgen_prog *p, int c, unsigned state)
{
	struct option opt[KGEN_MAXC + 8];
	unsigned nb = (unsigned)micro_bodies(p, opt), ms = state % (1 + 4 * nb), fs = state / (1 + 4 * nb);
	struct kgen_class *k = &p->k[c];

	k->m[0].declared = ms > 0;
	if (ms > 0) {
		k->m[0].acc = (enum kgen_access)((ms - 1) / nb);
		k->m[0].body = opt[(ms - 1) % nb].body;
		k->m[0].arg = opt[(ms - 1) % nb].arg;
		p->placed |= opt[(ms - 1) % nb].feature;
	}
	k->f[0].declared = fs > 0;
	if (fs > 0) {
		k->f[0].acc = (enum kgen_access)(fs - 1);
		p->placed |= FEAT_FIELDS;
	}
	return ms == 0 || !(opt[(ms - 1) % nb].feature & FEAT_EXC & ~p->features);
}

static void draw_class(struct kgen_prog *p, int c, int implements)
{
	struct kgen_class *k = &p->k[c];
	int i, root = k->parent < 0, a;

	if (implements && p->I > 0) {
		k->impl = p->I == 1 ? 1 : 1 + (int)kgen_below(&p->rng, 3);
		p->placed |= FEAT_IFACE & p->features;
	}
	if ((p->features & FEAT_FIELDS) && !p->micro) {
		for (i = 0; i < p->F; i++) {
			k->f[i].declared = percent(p, 50);
			k->f[i].acc = draw_access(p);
			k->f[i].is_long = percent(p, 25);
			if (k->f[i].declared)
				p->placed |= FEAT_FIELDS;
		}
	}
	if ((p->features & FEAT_STATIC) && percent(p, 40)) {
		k->has_static = 1;
		k->static_acc = percent(p, 70) ? ACC_PUBLIC : ACC_PACKAGE;
		p->placed |= FEAT_STATIC;
	}
	for (i = 0; i < p->M && !p->micro; i++) {
		struct kgen_method *m = &k->m[i];
		enum kgen_access req = required_access(p, c, i);

		m->declared = percent(p, root ? 70 : 50);
		m->acc = draw_access(p);
		if (m->acc < req)
			m->acc = req;
		if (m->declared)
			draw_body(p, c, i);
	}
	if (p->features & FEAT_OVERLOAD) {
		for (i = 0; i < p->C; i++)
			if (percent(p, 20))
				k->ov |= 1u << i;
		if (k->ov)
			p->placed |= FEAT_OVERLOAD;
	}
	if (p->features & FEAT_CALLBACK) {
		k->has_tostring = percent(p, 40);
		k->has_equals = percent(p, 30);
		if (root) {
			k->comparable = percent(p, 40);
			k->has_key = k->comparable;
		} else {
			for (a = c; p->k[a].parent >= 0; a = p->k[a].parent)
				;
			k->has_key = p->k[a].comparable && percent(p, 40);
		}
		if (k->has_tostring || k->has_equals || k->comparable)
			p->placed |= FEAT_CALLBACK;
	}
	if ((p->features & FEAT_INNER) && percent(p, 25)) {
		k->has_inner = 1;
		p->placed |= FEAT_INNER;
	}
	if ((p->features & FEAT_LAMBDA) && percent(p, 25)) {
		k->has_lambda = 1;
		k->lambda_call = p->M ? (int)kgen_below(&p->rng, (unsigned)p->M) : -1;
		if (k->lambda_call >= 0 && !can_call(p, c, k->lambda_call))
			k->lambda_call = -1;
		p->placed |= FEAT_LAMBDA;
	}
}

int kgen_build(struct kgen_prog *p, unsigned attempt)
{
	unsigned long long idx = p->index;
	unsigned impl = 0, states = p->micro ? micro_states(p) : 1;
	int i;

	if (idx >= kgen_skeletons(p))
		return -1;
	memset(p->k, 0, sizeof(p->k));
	for (i = 0; i < p->C; i++) {
		p->k[i].parent = (int)(idx % (unsigned)(i + 1)) - 1;
		idx /= (unsigned)(i + 1);
	}
	if (p->P > 1) {
		for (i = 0; i < p->C; i++, idx >>= 1)
			p->k[i].pkg = (int)(idx & 1);
	}
	if (p->I > 0) {
		impl = (unsigned)(idx & ((1u << p->C) - 1));
		idx >>= p->C;
	}
	p->rng = p->seed * 0x9e3779b97f4a7c15ULL ^ (p->index << 16) ^ ((uint64_t)attempt << 56);
	kgen_next(&p->rng);
	p->placed = p->features & (FEAT_CASTS | FEAT_CTOR | FEAT_REFLECT | FEAT_EXIT | FEAT_LOCALS | FEAT_PROTOCOL |
				   (p->M ? FEAT_FUNCREF : 0));
	for (i = 0; i < p->C; i++) {
		if (p->k[i].parent >= 0)
			p->placed |= p->features & FEAT_ARRAYS;
		if (p->micro && !micro_members(p, i, (unsigned)(idx % states)))
			return 1;
		idx /= states;
		draw_class(p, i, (int)(impl >> i & 1));
	}
	for (i = 0; p->micro && i < p->C; i++)
		if (!kgen_class_valid(p, i))
			return 1;
	return 0;
}
