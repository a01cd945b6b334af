/*
 * The class hierarchy: superinterface closures, subtyping by the checkcast
 * rules, the verifier's least common superclass, the checks JVMS §5.3.5
 * makes when it derives a class, and the user subtype lists.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "kaba/descriptor.h"

static const char OBJECT[] = "java/lang/Object";

static int cmp_pclass(const void *a, const void *b)
{
	return strcmp((*(struct kaba_pclass *const *)a)->name,
		      (*(struct kaba_pclass *const *)b)->name);
}

/* Add x to v (capacity known to suffice) unless this traversal saw it. */
static void add_marked(struct kaba_pclass **v, size_t *n, struct kaba_pclass *x,
		       uint32_t stamp)
{
	struct pclass *px = pclass_of(x);

	if (px->mark != stamp) {
		px->mark = stamp;
		v[(*n)++] = x;
	}
}

/* Fill c's closure; the supertypes' closures first.  Recursion follows
 * linked supertypes, at most KABA_PROGRAM_MAX_DEPTH deep. */
static int closure(struct kaba_program *p, struct kaba_pclass *c)
{
	struct pclass *pc = pclass_of(c);
	struct kaba_pclass **v;
	size_t cap = 0, n = 0, i, j;
	int partial = 0;
	uint32_t stamp;

	if (pc->closure_state != CLOSURE_NONE)
		return 0;
	if (c->super) {
		if (closure(p, c->super))
			return -1;
		cap += pclass_of(c->super)->nclosure;
		partial |= pclass_of(c->super)->closure_state == CLOSURE_PARTIAL;
	} else if (c->super_name) {
		partial = 1;
	}
	for (i = 0; i < c->ninterfaces; i++) {
		struct kaba_pclass *x = c->interfaces[i];

		if (!x) {
			partial = 1;
			continue;
		}
		if (closure(p, x))
			return -1;
		cap += 1 + pclass_of(x)->nclosure;
		partial |= pclass_of(x)->closure_state == CLOSURE_PARTIAL;
	}
	v = kaba_arena_alloc(&p->arena, (cap ? cap : 1) * sizeof(*v));
	if (!v)
		return -1;
	stamp = pool_stamp(p);
	if (c->super)
		for (j = 0; j < pclass_of(c->super)->nclosure; j++)
			add_marked(v, &n, pclass_of(c->super)->closure[j], stamp);
	for (i = 0; i < c->ninterfaces; i++) {
		struct pclass *px;

		if (!c->interfaces[i])
			continue;
		px = pclass_of(c->interfaces[i]);
		add_marked(v, &n, c->interfaces[i], stamp);
		for (j = 0; j < px->nclosure; j++)
			add_marked(v, &n, px->closure[j], stamp);
	}
	qsort(v, n, sizeof(*v), cmp_pclass);
	pc->closure = v;
	pc->nclosure = n;
	pc->closure_state = partial ? CLOSURE_PARTIAL : CLOSURE_COMPLETE;
	return 0;
}

struct kaba_pclass *const *kaba_pclass_superinterfaces(struct kaba_program *p,
						      struct kaba_pclass *c,
						      size_t *n, int *complete)
{
	struct pclass *pc = pclass_of(c);

	if (closure(p, c)) {
		*n = 0;
		*complete = 0;
		return NULL;
	}
	*n = pc->nclosure;
	*complete = pc->closure_state == CLOSURE_COMPLETE;
	return pc->closure;
}

int kaba_pclass_extends(const struct kaba_pclass *s, const struct kaba_pclass *t)
{
	const struct kaba_pclass *x;

	for (x = s; x; x = x->super) {
		if (x == t)
			return KABA_YES;
		if (!x->super && x->super_name)
			return KABA_UNKNOWN;
	}
	return KABA_NO;
}

static int in_closure(struct kaba_program *p, struct kaba_pclass *s,
		      struct kaba_pclass *t)
{
	size_t n, lo = 0, hi;
	int complete;
	struct kaba_pclass *const *v = kaba_pclass_superinterfaces(p, s, &n, &complete);

	/* binary search: the closure is sorted by name, names are unique */
	hi = n;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		int d = strcmp(v[mid]->name, t->name);

		if (!d)
			return KABA_YES;
		if (d < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return complete ? KABA_NO : KABA_UNKNOWN;
}

int kaba_pclass_is_subtype(struct kaba_program *p, struct kaba_pclass *s,
			   struct kaba_pclass *t)
{
	if (s == t || !strcmp(t->name, OBJECT))
		return KABA_YES;
	if (kaba_pclass_is_interface(t))
		return in_closure(p, s, t);
	if (kaba_pclass_is_interface(s))
		return KABA_NO;
	return kaba_pclass_extends(s, t);
}

/* A class reference split into array dimensions and element. */
struct tref {
	unsigned dims;
	char base;              /* 'L' for a class, else the primitive's letter */
	const char *name;       /* 'L': the class name */
	size_t len;
};

static int parse_ref(const char *s, struct tref *r)
{
	struct kaba_type t;
	const char *pos = s, *end = s + strlen(s);

	if (s[0] != '[') {
		r->dims = 0;
		r->base = 'L';
		r->name = s;
		r->len = (size_t)(end - s);
		return r->len ? 0 : -1;
	}
	if (kaba_desc_next(&pos, end, &t, 0) || pos != end)
		return -1;
	r->dims = t.dims;
	r->base = t.base;
	r->name = t.name;
	r->len = t.name_len;
	return 0;
}

static int is_named(const struct tref *r, const char *name)
{
	return r->base == 'L' && name_equals(r->name, r->len, name, strlen(name));
}

/* What every array is (JVMS §4.10.1.2). */
static int array_supertype(const struct tref *t)
{
	return is_named(t, OBJECT) || is_named(t, "java/lang/Cloneable") ||
	       is_named(t, "java/io/Serializable");
}

static int class_subtype(struct kaba_program *p, const struct tref *s,
			 const struct tref *t)
{
	struct kaba_pclass *cs, *ct;

	if (name_equals(s->name, s->len, t->name, t->len) || is_named(t, OBJECT))
		return KABA_YES;
	cs = kaba_program_class_n(p, s->name, s->len);
	ct = kaba_program_class_n(p, t->name, t->len);
	if (!cs || !ct)
		return KABA_UNKNOWN;
	return kaba_pclass_is_subtype(p, cs, ct);
}

int kaba_program_is_subtype(struct kaba_program *p, const char *s, const char *t)
{
	struct tref rs, rt;

	if (parse_ref(s, &rs) || parse_ref(t, &rt))
		return KABA_UNKNOWN;
	if (!rt.dims)
		return rs.dims ? array_supertype(&rt) : class_subtype(p, &rs, &rt);
	if (rs.dims < rt.dims)
		return KABA_NO;         /* the element would be an array */
	if (rs.dims > rt.dims)
		return array_supertype(&rt);
	if (rs.base != 'L' || rt.base != 'L')
		return rs.base == rt.base;
	return class_subtype(p, &rs, &rt);
}

struct kaba_pclass *kaba_program_type_class(struct kaba_program *p,
					    const struct kaba_type *t)
{
	return t->base == 'L' ? kaba_program_class_n(p, t->name, t->name_len) : NULL;
}

/* "[[Lname;" with `dims` brackets, in the arena. */
static const char *array_of(struct kaba_program *p, unsigned dims,
			    const char *name)
{
	size_t len = strlen(name);
	char *s = kaba_arena_alloc(&p->arena, dims + len + 3);

	if (!s)
		return NULL;
	memset(s, '[', dims);
	s[dims] = 'L';
	memcpy(s + dims + 1, name, len);
	s[dims + 1 + len] = ';';
	return s;
}

/* The first class on both superclass chains. */
static const char *common_class(struct kaba_program *p, const struct tref *a,
				const struct tref *b)
{
	struct kaba_pclass *ca, *cb, *x;
	uint32_t stamp;

	ca = kaba_program_class_n(p, a->name, a->len);
	cb = kaba_program_class_n(p, b->name, b->len);
	if (name_equals(a->name, a->len, b->name, b->len)) {
		/* known even if missing: the pool has an entry for the name now */
		struct pclass *c = pool_find(p, a->name, a->len);

		return c ? c->pub.name : NULL;
	}
	if (!ca || !cb)
		return NULL;
	if (kaba_pclass_is_interface(ca) || kaba_pclass_is_interface(cb))
		return OBJECT;
	stamp = pool_stamp(p);
	for (x = ca; x; x = x->super)
		pclass_of(x)->mark = stamp;
	for (x = cb; x; x = x->super)
		if (pclass_of(x)->mark == stamp)
			return x->name;
	return NULL;    /* a chain stopped at a missing class */
}

const char *kaba_program_common_super(struct kaba_program *p, const char *a,
				      const char *b)
{
	struct tref ra, rb;
	const struct tref *low;
	unsigned dims;
	const char *elem;

	if (parse_ref(a, &ra) || parse_ref(b, &rb))
		return NULL;
	if (!ra.dims && !rb.dims)
		return common_class(p, &ra, &rb);
	if (!ra.dims || !rb.dims)
		return OBJECT;
	if (ra.dims == rb.dims && ra.base == 'L' && rb.base == 'L') {
		elem = common_class(p, &ra, &rb);
		return elem ? array_of(p, ra.dims, elem) : NULL;
	}
	if (ra.dims == rb.dims && ra.base == rb.base)
		return kaba_arena_strdup(&p->arena, a);    /* equal primitive arrays */
	/* Different shapes: arrays of Object as deep as both stay references. */
	low = ra.dims < rb.dims ? &ra : &rb;
	dims = low->dims;
	if (ra.dims == rb.dims || low->base != 'L')
		dims--;
	return dims ? array_of(p, dims, OBJECT) : OBJECT;
}

/* JVMS §5.3.5 step 3 and §4.1: what a derived class may name. */
int hierarchy_check_user(struct kaba_program *p, struct kaba_error *err)
{
	size_t i;
	uint16_t j;

	for (i = 0; i < p->nuser; i++) {
		struct kaba_pclass *c = p->user[i], *s = c->super;

		if (s && kaba_pclass_is_interface(s))
			return kaba_fail(err, KABA_EINPUT, c->where, -1,
					 "superclass %s is an interface", s->name);
		if (s && (s->access & KABA_ACC_FINAL))
			return kaba_fail(err, KABA_EINPUT, c->where, -1,
					 "superclass %s is final", s->name);
		if (kaba_pclass_is_interface(c) &&
		    (!c->super_name || strcmp(c->super_name, OBJECT)))
			return kaba_fail(err, KABA_EINPUT, c->where, -1,
					 "interface with superclass %s",
					 c->super_name ? c->super_name : "(none)");
		for (j = 0; j < c->ninterfaces; j++)
			if (c->interfaces[j] && !kaba_pclass_is_interface(c->interfaces[j]))
				return kaba_fail(err, KABA_EINPUT, c->where, -1,
						 "superinterface %s is a class",
						 c->interfaces[j]->name);
	}
	return KABA_OK;
}

/* The direct user subtypes of every supertype of a user class: count,
 * allocate (resetting the counts), fill, sort. */
static void count(struct kaba_pclass *c)
{
	uint16_t j;

	if (c->super)
		c->super->nsubclasses++;
	for (j = 0; j < c->ninterfaces; j++)
		if (c->interfaces[j])
			c->interfaces[j]->nimplementors++;
}

/* Sort a supertype's two lists, once per traversal `stamp`. */
static void sort_lists(struct kaba_pclass *s, uint32_t stamp)
{
	if (pclass_of(s)->mark == stamp)
		return;
	pclass_of(s)->mark = stamp;
	if (s->subclasses)
		qsort(s->subclasses, s->nsubclasses, sizeof(*s->subclasses), cmp_pclass);
	if (s->implementors)
		qsort(s->implementors, s->nimplementors, sizeof(*s->implementors),
		      cmp_pclass);
}

static int alloc_list(struct kaba_program *p, struct kaba_pclass ***v, size_t *n)
{
	if (*v || !*n)
		return 0;
	*v = kaba_arena_alloc(&p->arena, *n * sizeof(**v));
	*n = 0;
	return *v ? 0 : -1;
}

int hierarchy_subtypes(struct kaba_program *p, struct kaba_error *err)
{
	size_t i;
	uint16_t j;
	uint32_t stamp;

	for (i = 0; i < p->nuser; i++)
		count(p->user[i]);
	for (i = 0; i < p->nuser; i++) {
		struct kaba_pclass *c = p->user[i], *s = c->super;

		if (s && alloc_list(p, &s->subclasses, &s->nsubclasses))
			return kaba_fail(err, KABA_EIO, NULL, -1, "out of memory");
		for (j = 0; j < c->ninterfaces; j++) {
			s = c->interfaces[j];
			if (s && alloc_list(p, &s->implementors, &s->nimplementors))
				return kaba_fail(err, KABA_EIO, NULL, -1, "out of memory");
		}
	}
	for (i = 0; i < p->nuser; i++) {
		struct kaba_pclass *c = p->user[i], *s = c->super;

		if (s)
			s->subclasses[s->nsubclasses++] = c;
		for (j = 0; j < c->ninterfaces; j++) {
			s = c->interfaces[j];
			if (s)
				s->implementors[s->nimplementors++] = c;
		}
	}
	stamp = pool_stamp(p);
	for (i = 0; i < p->nuser; i++) {
		struct kaba_pclass *c = p->user[i];

		if (c->super)
			sort_lists(c->super, stamp);
		for (j = 0; j < c->ninterfaces; j++)
			if (c->interfaces[j])
				sort_lists(c->interfaces[j], stamp);
	}
	return KABA_OK;
}
