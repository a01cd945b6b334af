/*
 * Invariants I1–I3 (docs/hierarchy.md §5) and the behaviour-preservation checks
 * G1–G5, P1–P5 (§8).  All of them ask "a ≤ b" of the current classes, which
 * the up-set bitsets of order.c answer in one bit test, and "which bodies
 * share this signature", which the signature groups below answer.
 */
#include "impl.h"

#include <stdlib.h>
#include <string.h>

struct checker {
	const struct kaba_proposal *p;
	const struct kaba_table *t;
	const struct kaba_order *o; /* the proposal's, brought up to date */
	/* the bodies visible at one class (collect_bodies): per signature group
	 * a chain head[g] → next[] → …, valid while stamp_of[g] == stamp */
	size_t *head, *next, *stamp_of, stamp;
	/* the class they were collected at, and the declarations that lack a
	 * body there (concrete_gaps), in the order P3 meets them; KABA_NONE
	 * until the first */
	size_t bodies_at, gaps_at, *gaps, ngaps;
	int status;           /* what a violation returns */
	struct kaba_error *err;
	/* KABA_NONE, or the one class an edit changed: then only it and the
	 * classes below it can have lost or gained a member (see kaba_try_edit) */
	size_t scope;
	/* the rows the checks of single rows look at, in_scope[0 .. nin): the
	 * instances of the classes at or below the scope (NULL: every row, in
	 * order, so that kaba_proposal_check() reports the first violation) */
	size_t *in_scope, nin;
	/* and the classes at or below the scope, below[0 .. nbelow) */
	size_t *below, nbelow;
	/* after a merge or a new edge, the classes other than the scope whose
	 * objects see nothing new (kaba_proposal_check_grown); NULL: none */
	const uint64_t *saw_all;
	/* after a dropped edge (CUT), the scope's row of the order before it;
	 * NULL: not known */
	const uint64_t *was_above;
	/* what the edit did (kaba_proposal_check_below) */
	enum kaba_edit_effect effect;
	/* kaba_proposal_violations(): every violation goes to the sink and the
	 * checks go on; sink_failed when it ran out of memory */
	kaba_violation_sink *sink;
	void *ctx;
	int sink_failed;
};

/* Hand a violation to the sink: 1 when there is one (the check goes on
 * with the next row, member or implication), 0 when the first violation
 * ends the check. */
static int violated(struct checker *k, const char *rule, size_t cls, size_t row, size_t column,
		    size_t other, size_t implication)
{
	struct kaba_violation v = { rule, cls, row, column, other, implication };

	if (!k->sink)
		return 0;
	if (k->sink(k->ctx, &v))
		k->sink_failed = 1;
	return 1;
}

static int compare_signatures(const void *a, const void *b, void *arg)
{
	const struct kaba_table *t = arg;
	const struct kaba_origin *x = &t->columns[*(const size_t *)a].origin;
	const struct kaba_origin *y = &t->columns[*(const size_t *)b].origin;
	int c = strcmp(x->member ? x->member : "", y->member ? y->member : "");

	if (!c)
		c = strcmp(x->descriptor ? x->descriptor : "", y->descriptor ? y->descriptor : "");
	if (!c)
		c = *(const size_t *)a < *(const size_t *)b ? -1 : *(const size_t *)a > *(const size_t *)b;
	return c;
}

static int collect_dominance(struct kaba_proposal *p);

/* Group the method columns (dcl and def) by name and descriptor, list the
 * S=false columns and the dominance implications; done once per proposal
 * since every check needs them. */
int kaba_signature_groups(struct kaba_proposal *p)
{
	const struct kaba_table *t = p->table;
	size_t n = 0, g = 0, i;

	p->group_of = malloc((t->ncolumns + 1) * sizeof(size_t));
	p->group_cols = malloc((t->ncolumns + 1) * sizeof(size_t));
	p->group_start = malloc((t->ncolumns + 2) * sizeof(size_t));
	p->checks = malloc((t->ncolumns + 1) * sizeof(size_t));
	if (!p->group_of || !p->group_cols || !p->group_start || !p->checks)
		return -1;
	p->nchecks = 0;
	for (i = 0; i < t->ncolumns; i++) {
		const struct kaba_column *c = &t->columns[i];

		p->group_of[i] = KABA_NONE;
		if ((c->kind == KABA_COL_DEF || c->kind == KABA_COL_DCL) && c->access)
			p->access_known = 1;
		if ((c->kind == KABA_COL_DEF || c->kind == KABA_COL_DCL) && c->origin.member &&
		    !kaba_is_constructor(c))
			p->group_cols[n++] = i;
		if (c->kind == KABA_COL_CHECK_FALSE && c->link != KABA_NONE)
			p->checks[p->nchecks++] = i;
	}
	qsort_r(p->group_cols, n, sizeof(size_t), compare_signatures, (void *)t);
	for (i = 0; i < n; i++) {
		const struct kaba_origin *o = &t->columns[p->group_cols[i]].origin;
		const struct kaba_origin *prev = i ? &t->columns[p->group_cols[i - 1]].origin : NULL;

		if (!prev || strcmp(o->member, prev->member) ||
		    strcmp(o->descriptor ? o->descriptor : "", prev->descriptor ? prev->descriptor : ""))
			p->group_start[g++] = i;
		p->group_of[p->group_cols[i]] = g - 1;
	}
	p->group_start[g] = n;
	return collect_dominance(p);
}

static const char *class_name(size_t c, char *buf, size_t len)
{
	if (c == KABA_NONE)
		snprintf(buf, len, "none");
	else
		snprintf(buf, len, "K%zu", c);
	return buf;
}

static int leq(const struct checker *k, size_t a, size_t b)
{
	return a != KABA_NONE && b != KABA_NONE && kaba_order_leq(k->o, a, b);
}

/* The j-th row the checks of single rows look at. */
static size_t scope_row(const struct checker *k, size_t j)
{
	return k->in_scope ? k->in_scope[j] : j;
}

/* The classes at or above class c that have members of their own, one by
 * one: start with u = 0, go on with u + 1 where u is the class returned. */
static size_t next_above(const struct checker *k, size_t c, size_t u)
{
	const uint64_t *up = k->o->up + c * k->o->words, *with = kaba_order_with_members(k->o);
	size_t w = u >> 6;
	uint64_t bits;

	if (w >= k->o->words)
		return KABA_NONE;
	bits = up[w] & with[w] & (~(uint64_t)0 << (u & 63));
	while (!bits) {
		if (++w >= k->o->words)
			return KABA_NONE;
		bits = up[w] & with[w];
	}
	return w * 64 + (size_t)__builtin_ctzll(bits);
}

/* Collect the bodies visible at class c by signature group: afterwards
 * visible(k, g) is the first of group g's bodies, chained through next[].
 * The objects of one class come one after the other (narrow), and their
 * bodies are the same: the walk above c was most of MI removal's time on
 * proguard when done per object. */
static void collect_bodies(struct checker *k, size_t c)
{
	const struct kaba_proposal *p = k->p;
	size_t u, i;

	if (k->bodies_at == c)
		return;
	k->bodies_at = c;
	k->stamp++;
	for (u = next_above(k, c, 0); u != KABA_NONE; u = next_above(k, c, u + 1)) {
		const struct kaba_ids *m = &p->classes[u].members;

		for (i = 0; i < m->n; i++) {
			size_t b = m->v[i], g = p->group_of[b];

			if (g == KABA_NONE || k->t->columns[b].kind != KABA_COL_DEF)
				continue;
			if (k->stamp_of[g] != k->stamp) {
				k->stamp_of[g] = k->stamp;
				k->head[g] = KABA_NONE;
			}
			k->next[b] = k->head[g];
			k->head[g] = b;
		}
	}
}

static size_t visible(const struct checker *k, size_t g)
{
	return k->stamp_of[g] == k->stamp ? k->head[g] : KABA_NONE;
}

/* I2/P2: lookup of d's signature at the class of object r finds d: d must
 * be the unique minimal one of the visible bodies of its group that are one
 * virtual method with d (kaba_same_method: package access). */
static int check_lookup(struct checker *k, const char *name, size_t r, size_t d)
{
	const struct kaba_proposal *p = k->p;
	const struct kaba_table *t = k->t;
	size_t cls = p->type[r], g = p->group_of[d], b, e, found = KABA_NONE, minimal = 0;
	char a[32];

	if (g == KABA_NONE)
		return KABA_OK;
	for (b = visible(k, g); b != KABA_NONE; b = k->next[b]) {
		int is_min = kaba_same_method(p, b, d);

		for (e = visible(k, g); e != KABA_NONE && is_min; e = k->next[e])
			if (p->home[e] != p->home[b] && kaba_same_method(p, e, d) &&
			    leq(k, p->home[e], p->home[b]))
				is_min = 0;
		if (is_min) {
			minimal++;
			found = b;
		}
	}
	if (minimal == 1 && found == d)
		return KABA_OK;
	if (violated(k, name, cls, r, d, minimal == 1 ? found : KABA_NONE, KABA_NONE))
		return KABA_OK;
	return kaba_fail(k->err, k->status, name, -1,
			 "lookup of %s at %s's class %s finds %s%s, not %s", t->columns[d].origin.member,
			 t->rows[r].name, class_name(cls, a, sizeof(a)),
			 minimal ? t->columns[found].name : "nothing",
			 minimal > 1 ? " among several" : "", t->columns[d].name);
}

/* Whether some body of signature group g is a column of the table.  A
 * declaration whose bodies are all outside it (library code, which is never
 * restructured and stays a superclass) cannot make a class abstract. */
static int group_has_body(const struct kaba_proposal *p, size_t g)
{
	size_t i;

	for (i = p->group_start[g]; i < p->group_start[g + 1]; i++)
		if (p->table->columns[p->group_cols[i]].kind == KABA_COL_DEF)
			return 1;
	return 0;
}

/* Whether a body visible in group g is one virtual method with column c. */
static int visible_body(const struct checker *k, size_t g, size_t c)
{
	size_t b;

	for (b = visible(k, g); b != KABA_NONE; b = k->next[b])
		if (kaba_same_method(k->p, b, c))
			return 1;
	return 0;
}

/* Whether declaration column c is one of java.lang.Object's methods: every
 * class inherits Object's body for each of them (none is abstract), and the
 * code generator writes no declaration of a library method, so seeing one
 * without a body of the table makes no class abstract (a K1 object that no
 * call of equals reaches, below a class that declares Object.equals for
 * the K2 and K3 objects that override it). */
static int object_method(const struct kaba_column *c)
{
	return c->origin.owner && !strcmp(c->origin.owner, "java/lang/Object");
}

/* The declarations visible at class c (whose bodies collect_bodies has
 * collected) that would make c abstract, in the order of the classes above
 * c and their members: none of Object's, none with a body at c, and a
 * body of their group is a column of the table. */
static void concrete_gaps(struct checker *k, size_t c)
{
	const struct kaba_proposal *p = k->p;
	const struct kaba_table *t = k->t;
	size_t u, i;

	if (k->gaps_at == c)
		return;
	k->gaps_at = c;
	k->ngaps = 0;
	for (u = next_above(k, c, 0); u != KABA_NONE; u = next_above(k, c, u + 1)) {
		const struct kaba_ids *m = &p->classes[u].members;

		for (i = 0; i < m->n; i++) {
			size_t d = m->v[i], g = p->group_of[d];

			if (g != KABA_NONE && t->columns[d].kind == KABA_COL_DCL &&
			    !object_method(&t->columns[d]) && !visible_body(k, g, d) &&
			    group_has_body(p, g))
				k->gaps[k->ngaps++] = d;
		}
	}
}

/*
 * I3 and P3: object r's class is not abstract.  While multiple inheritance
 * is removed (p3_held_only), P3 asks less: no declaration that r's own row
 * holds (a call that may reach r) lacks a body at r's class.  A declaration
 * that no call sends to r, seen without a body there, does not change what
 * r runs (P2 checks each body r runs), and the JVM creates objects of a
 * class that has or inherits an abstract method (JLS 13.4.16: invoking it
 * throws AbstractMethodError; the code generator marks a class with objects
 * not abstract), while merges and moves up that remove multiple
 * inheritance often give r declarations of the classes it joins (dcl(J0.m0)
 * of an interface's default method at a class that does not implement it).
 * The bodies of r's class must have been collected.
 */
static int check_concrete(struct checker *k, const char *name, size_t r)
{
	const struct kaba_proposal *p = k->p;
	const struct kaba_table *t = k->t;
	const uint64_t *row = (t->initial ? t->initial : t->bits) + r * t->words;
	int held_only = k->status == KABA_EINPUT && p->p3_held_only;
	size_t cls = p->type[r], i;
	char a[32];

	if (kaba_lambda_row(t, r))      /* the metafactory's class has the body */
		return KABA_OK;
	concrete_gaps(k, cls);
	for (i = 0; i < k->ngaps; i++) {
		size_t c = k->gaps[i];

		if (!held_only || ((row[c >> 6] >> (c & 63)) & 1))
			return violated(k, name, cls, r, c, KABA_NONE, KABA_NONE) ? KABA_OK :
			       kaba_fail(k->err, k->status, name, -1,
					 "%s's class %s is abstract: %s has no body there",
					 t->rows[r].name, class_name(cls, a, sizeof(a)),
					 t->columns[c].name);
	}
	return KABA_OK;
}

static int by_overridden(const void *a, const void *b)
{
	const struct kaba_implication *x = a, *y = b;

	return (x->to > y->to) - (x->to < y->to);
}

/* Whether `row` also holds a body that overrides body c.  Then the object
 * reaches c only statically (`super.f()`), and lookup finds the overrider,
 * which dominance keeps below c; P1 checks that c stays visible. */
static int overridden_here(const struct checker *k, const uint64_t *row, size_t c)
{
	const struct kaba_implication *dom = k->p->dom;
	size_t lo = 0, hi = k->p->ndom;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (dom[mid].to < c)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (; lo < k->p->ndom && dom[lo].to == c; lo++)
		if ((row[dom[lo].from >> 6] >> (dom[lo].from & 63)) & 1)
			return 1;
	return 0;
}

/* I2 and I3 (status KABA_EINTERNAL) or P2 and P3 (KABA_EINPUT) for all objects. */
static int check_objects(struct checker *k, const char *lookup, const char *concrete)
{
	const struct kaba_table *t = k->t;
	const uint64_t *initial = t->initial ? t->initial : t->bits;
	size_t j, w;
	int status;

	for (j = 0; j < k->nin; j++) {
		size_t r = scope_row(k, j);
		const uint64_t *row = initial + r * t->words;

		if (t->rows[r].kind != KABA_ROW_OBJECT || k->p->type[r] == KABA_NONE)
			continue;
		collect_bodies(k, k->p->type[r]);
		for (w = 0; w < t->words; w++) {
			uint64_t bits = row[w];

			while (bits) {
				size_t c = w * 64 + (size_t)__builtin_ctzll(bits);

				bits &= bits - 1;
				if (t->columns[c].kind == KABA_COL_DEF && !overridden_here(k, row, c) &&
				    (status = check_lookup(k, lookup, r, c)))
					return status;
			}
		}
		status = check_concrete(k, concrete, r);
		if (status)
			return status;
	}
	return KABA_OK;
}

/* The end of implication m that G2 or G3 needs at or below the other one:
 * its sub row, its from column (numbered after the rows); KABA_NONE for
 * an implication neither tests. */
static size_t lower_end(const struct kaba_table *t, const struct kaba_implication *m)
{
	if (m->kind == KABA_IMPL_ROW)
		return m->to;
	return m->kind == KABA_IMPL_COLUMN || m->active ? t->nrows + m->from : KABA_NONE;
}

/* p->lower_start and p->lower (counting sort by lower end); -1 when out of
 * memory. */
static int index_lower_ends(struct kaba_proposal *p)
{
	const struct kaba_table *t = p->table;
	size_t ends = t->nrows + t->ncolumns, i, e;

	p->lower_start = calloc(ends + 2, sizeof(size_t));
	p->lower = malloc((t->nimplications + 1) * sizeof(size_t));
	if (!p->lower_start || !p->lower)
		return -1;
	for (i = 0; i < t->nimplications; i++)
		if ((e = lower_end(t, &t->implications[i])) != KABA_NONE)
			p->lower_start[e + 2]++;
	for (e = 2; e < ends + 2; e++)
		p->lower_start[e] += p->lower_start[e - 1];
	for (i = 0; i < t->nimplications; i++)
		if ((e = lower_end(t, &t->implications[i])) != KABA_NONE)
			p->lower[p->lower_start[e + 1]++] = i;
	return 0;
}

/* The active dominance implications overriding ⇒ overridden between def
 * columns, sorted by the overridden column (see overridden_here); -1 when
 * out of memory. */
static int collect_dominance(struct kaba_proposal *p)
{
	const struct kaba_table *t = p->table;
	size_t i;

	p->dom = malloc((t->nimplications + 1) * sizeof(*p->dom));
	if (!p->dom)
		return -1;
	for (i = 0; i < t->nimplications; i++) {
		const struct kaba_implication *m = &t->implications[i];

		if (m->kind == KABA_IMPL_DOMINANCE && m->active &&
		    t->columns[m->from].kind == KABA_COL_DEF)
			p->dom[p->ndom++] = *m;
	}
	if (p->ndom)
		qsort(p->dom, p->ndom, sizeof(*p->dom), by_overridden);
	return index_lower_ends(p);
}

static int checker_init(struct checker *k, const struct kaba_proposal *p, int status,
			struct kaba_error *err)
{
	memset(k, 0, sizeof(*k));
	k->scope = KABA_NONE;
	k->p = p;
	k->t = p->table;
	k->status = status;
	k->err = err;
	k->o = p->order;
	if (kaba_order_update(p))
		return kaba_fail(err, status, status == KABA_EINTERNAL ? "H1" : "G1", -1,
				 "the class graph has a cycle");
	k->head = malloc((k->t->ncolumns + 1) * sizeof(size_t));
	k->next = malloc((k->t->ncolumns + 1) * sizeof(size_t));
	k->stamp_of = calloc(k->t->ncolumns + 1, sizeof(size_t));
	k->gaps = malloc((k->t->ncolumns + 1) * sizeof(size_t));
	k->bodies_at = k->gaps_at = KABA_NONE;
	k->nin = k->t->nrows;
	if (!k->head || !k->next || !k->stamp_of || !k->gaps)
		return kaba_fail(err, KABA_EINTERNAL, "check", -1, "out of memory");
	return KABA_OK;
}

/* Whether class c (the kept class of a merge) holds two bodies of one
 * signature group: then the merge may have made two bodies that an object
 * saw one above the other one class, and changed what its lookups find
 * although it sees nothing new. */
static int bodies_collapse(struct checker *k, size_t c)
{
	const struct kaba_ids *m = &k->p->classes[c].members;
	size_t i, stamp = ++k->stamp;

	for (i = 0; i < m->n; i++) {
		size_t g = k->p->group_of[m->v[i]];

		if (g == KABA_NONE || k->t->columns[m->v[i]].kind != KABA_COL_DEF)
			continue;
		if (k->stamp_of[g] == stamp)
			return 1;
		k->stamp_of[g] = stamp;
	}
	return 0;
}

/* Whether the objects of class c need no check: an edit that only added
 * order (GROWN) leaves every check of an object that sees no member it did
 * not see before as it was, since the one body its lookup found lies below
 * the others still; unless two of them became one class (bodies_collapse). */
static int sees_nothing_new(const struct checker *k, size_t c)
{
	return k->saw_all && c != k->scope && ((k->saw_all[c >> 6] >> (c & 63)) & 1);
}

/* After an edge below the scope was dropped (CUT): whether none of the
 * classes that left what lies above the scope has members of its own.  A
 * class y at or below the scope lost only classes the scope lost (every
 * path that went is one through the dropped edge, and y still reaches the
 * scope), so then every class sees the members it saw, and two classes
 * with members keep their order: P1, P2, P3, P4, P5, G4, G5 and G1 ask
 * only that and give what they gave (G1 and G3 too, checked before). */
static int members_stay(const struct checker *k)
{
	const uint64_t *now = k->o->up + k->scope * k->o->words, *with = kaba_order_with_members(k->o);
	size_t w;

	if (!k->was_above || k->effect != KABA_EDIT_CUT)
		return 0;
	for (w = 0; w < k->o->words; w++)
		if (k->was_above[w] & ~now[w] & with[w])
			return 0;
	return 1;
}

/* The rows of a checker after a merge or a new edge (saw_all): the
 * instances of the scope and of the classes below it whose objects may
 * see something new, read off the scope's row of the order's transpose
 * and saw_all a word at a time.  A walk down from the scope visited every
 * class below it, most of which see nothing new: a tenth of proguard's
 * MI removal.  (The checks of a GROWN edit need no list of the classes.) */
static void narrow_grown(struct checker *k)
{
	const struct kaba_proposal *p = k->p;
	const uint64_t *below = kaba_order_down(k->o, k->scope);
	size_t i, w;

	k->nin = 0;
	for (i = 0; i < p->classes[k->scope].instances.n; i++)
		k->in_scope[k->nin++] = p->classes[k->scope].instances.v[i];
	for (w = 0; w < k->o->words; w++) {
		for (uint64_t bits = below[w] & ~k->saw_all[w]; bits; bits &= bits - 1) {
			size_t x = w * 64 + (size_t)__builtin_ctzll(bits);
			const struct kaba_ids *in = &p->classes[x].instances;

			for (i = 0; x != k->scope && i < in->n; i++)
				k->in_scope[k->nin++] = in->v[i];
		}
	}
}

/* Narrow the checker to the edit's scope: its rows are the instances of
 * the classes at or below it, found by a walk down from it (an order test
 * of every class costs a cache miss each, and the scope is usually low). */
static int narrow(struct checker *k, size_t scope)
{
	const struct kaba_proposal *p = k->p;
	unsigned char *seen;
	size_t i, j;

	k->scope = scope;
	if (scope == KABA_NONE)
		return KABA_OK;
	k->in_scope = malloc((k->t->nrows + 1) * sizeof(size_t));
	if (k->saw_all && k->in_scope) {
		narrow_grown(k);
		return KABA_OK;
	}
	k->below = malloc(p->nclasses * sizeof(size_t));
	seen = calloc(p->nclasses, 1);
	if (!k->in_scope || !k->below || !seen) {
		free(seen);
		return kaba_fail(k->err, KABA_EINTERNAL, "check", -1, "out of memory");
	}
	k->nin = 0;
	seen[scope] = 1;
	k->below[0] = scope;
	k->nbelow = 1;
	for (j = 0; j < k->nbelow; j++) {
		const struct kaba_proposal_class *c = &p->classes[k->below[j]];

		for (i = 0; i < c->instances.n && !sees_nothing_new(k, k->below[j]); i++)
			k->in_scope[k->nin++] = c->instances.v[i];
		for (i = 0; i < c->subs.n; i++)
			if (!seen[c->subs.v[i]]) {
				seen[c->subs.v[i]] = 1;
				k->below[k->nbelow++] = c->subs.v[i];
			}
	}
	free(seen);
	return KABA_OK;
}

static void checker_free(struct checker *k)
{
	free(k->head);
	free(k->next);
	free(k->stamp_of);
	free(k->gaps);
	free(k->in_scope);
	free(k->below);
}

/* I1: each body lives in the class that is its own this-type, so the code
 * generator can give `this` that class.  Edits must keep it too: an edit that
 * moved a body away from its this-row would leave the body's members behind. */
static int check_bodies_home(struct checker *k)
{
	const struct kaba_proposal *p = k->p;
	const struct kaba_table *t = k->t;
	size_t r;
	char a[32], b[32];

	for (r = 0; r < t->nrows; r++) {
		size_t d = t->rows[r].link;

		if (t->rows[r].kind == KABA_ROW_THIS && d != KABA_NONE && p->type[r] != p->home[d] &&
		    !violated(k, "I1", p->type[r], r, d, KABA_NONE, KABA_NONE))
			return kaba_fail(k->err, k->status, "I1", -1, "%s has type %s but %s lives in %s",
					 t->rows[r].name, class_name(p->type[r], a, sizeof(a)),
					 t->columns[d].name, class_name(p->home[d], b, sizeof(b)));
	}
	return KABA_OK;
}

int kaba_proposal_invariants(const struct kaba_proposal *p, struct kaba_error *err)
{
	struct checker k;
	int status = checker_init(&k, p, KABA_EINTERNAL, err);

	if (!status)
		status = check_bodies_home(&k);
	if (!status)
		status = check_objects(&k, "I2", "I3");
	checker_free(&k);
	return status;
}

/* G1: no class holds two bodies (or two fields) with one signature. */
static int check_bodies(struct checker *k)
{
	const struct kaba_proposal *p = k->p;
	size_t c, x, y;
	char a[32];

	for (c = k->scope == KABA_NONE ? 0 : k->scope; c < p->nclasses; c++) {
		const struct kaba_ids *m = &p->classes[c].members;

		if (k->scope != KABA_NONE && c != k->scope)
			break;
		if (kaba_members_clash(p, m, m, &x, &y) && !violated(k, "G1", c, KABA_NONE, x, y, KABA_NONE))
			return kaba_fail(k->err, k->status, "G1", -1, "class %s holds both %s and %s",
					 class_name(c, a, sizeof(a)), k->t->columns[x].name,
					 k->t->columns[y].name);
	}
	return KABA_OK;
}

/* G2 or G3 for implication im: it still holds between the new types and
 * homes.  A dead row has type ⊤ (above everything), a dead member lives in ⊥. */
static int check_implication(struct checker *k, const struct kaba_implication *im)
{
	const struct kaba_proposal *p = k->p;
	const struct kaba_table *t = k->t;
	char a[32], b[32];

	if (im->kind == KABA_IMPL_ROW) {
		size_t sub = p->type[im->to], super = p->type[im->from];

		if (super == KABA_NONE || (sub != KABA_NONE && leq(k, sub, super)) ||
		    violated(k, "G2", sub, im->to, KABA_NONE, KABA_NONE, (size_t)(im - t->implications)))
			return KABA_OK;
		return kaba_fail(k->err, k->status, "G2", -1,
				 "%s (%s) must be a subtype of %s (%s), rule %s",
				 t->rows[im->to].name, class_name(sub, a, sizeof(a)),
				 t->rows[im->from].name, class_name(super, b, sizeof(b)),
				 kaba_rule_name(im->rule));
	}
	if (im->kind == KABA_IMPL_COLUMN || im->active) {
		size_t below = p->home[im->from], above = p->home[im->to];

		if (below == KABA_NONE || (above != KABA_NONE && leq(k, below, above)) ||
		    violated(k, "G3", below, KABA_NONE, im->from, im->to,
			     (size_t)(im - t->implications)))
			return KABA_OK;
		return kaba_fail(k->err, k->status, "G3", -1,
				 "%s (in %s) must lie at or below %s (in %s), rule %s",
				 t->columns[im->from].name, class_name(below, a, sizeof(a)),
				 t->columns[im->to].name, class_name(above, b, sizeof(b)),
				 kaba_rule_name(im->rule));
	}
	return KABA_OK;
}

/* G2 and G3 for the implications whose lower end is e (lower_end). */
static int check_lower_end(struct checker *k, size_t e)
{
	const struct kaba_proposal *p = k->p;
	size_t i;
	int status;

	for (i = p->lower_start[e]; i < p->lower_start[e + 1]; i++)
		if ((status = check_implication(k, &k->t->implications[p->lower[i]])))
			return status;
	return KABA_OK;
}

/* G2, G3: every implication still holds.  After an edit that only took
 * order away below the scope (KABA_EDIT_CUT), only an implication whose
 * lower end lies at or below it can have stopped holding: no type or home
 * moved, and only classes at or below the scope lost superclasses; those
 * ends are the rows and members of those classes.  The same holds after
 * members moved up into the scope (KABA_EDIT_RAISE): a moved upper end
 * only rose, a moved lower end lies in the scope. */
static int check_implications(struct checker *k)
{
	const struct kaba_proposal *p = k->p;
	const struct kaba_table *t = k->t;
	size_t i, c;
	int status = KABA_OK;

	if (k->effect != KABA_EDIT_CUT && k->effect != KABA_EDIT_RAISE) {
		for (i = 0; i < t->nimplications && !status; i++)
			status = check_implication(k, &t->implications[i]);
		return status;
	}
	for (c = 0; c < k->nbelow && !status; c++) {
		const struct kaba_proposal_class *cl = &p->classes[k->below[c]];

		for (i = 0; i < cl->instances.n && !status; i++)
			status = check_lower_end(k, cl->instances.v[i]);
		for (i = 0; i < cl->members.n && !status; i++)
			status = check_lower_end(k, t->nrows + cl->members.v[i]);
	}
	return status;
}

/* G4, P1 (every member an object uses stays visible, which includes P4), P5
 * and G5, P1 for variables: the code accesses their members (`x.f`), which
 * their classes must keep for it to stay type-correct (read off the lattice
 * they do, and merges only add; the editor's moves and dropped edges may
 * take them away).
 * P1 leaves out the S=false columns: no instruction names a failed check, so
 * what an object needs of them is only that it still fails the check, P5.
 * P1 holds for this-rows too (reported as I1): a body's code uses `this` as
 * the class it lives in, so an edit that drops an edge must not take from
 * it a member its this-row uses (the code generator checks the same). */
static int check_uses(struct checker *k)
{
	const struct kaba_proposal *p = k->p;
	const struct kaba_table *t = k->t;
	size_t j, w, i;
	int grown = k->effect == KABA_EDIT_GROWN;
	char a[32];

	for (j = 0; j < k->nin; j++) {
		size_t r = scope_row(k, j), cls = p->type[r];
		const uint64_t *row = kaba_table_row(t, r);
		int object = t->rows[r].kind == KABA_ROW_OBJECT;
		const char *rule = object ? "P1" : t->rows[r].kind == KABA_ROW_THIS ? "I1" : "G5";

		if ((!object && grown) || cls == KABA_NONE)
			continue;
		for (w = 0; !grown && w < t->words; w++) {
			uint64_t bits = row[w];

			while (bits) {
				size_t c = w * 64 + (size_t)__builtin_ctzll(bits);

				bits &= bits - 1;
				if (t->columns[c].kind != KABA_COL_CHECK_FALSE && !kaba_visible(p, k->o, cls, c) &&
				    !violated(k, rule, cls, r, c, KABA_NONE, KABA_NONE))
					return kaba_fail(k->err, k->status, rule, -1,
							 "%s's class %s lost %s", t->rows[r].name,
							 class_name(cls, a, sizeof(a)), t->columns[c].name);
			}
		}
		for (i = 0; object && i < p->nchecks; i++) {
			const struct kaba_column *no = &t->columns[p->checks[i]];

			if (kaba_table_initial(t, r, p->checks[i]) && kaba_visible(p, k->o, cls, no->link) &&
			    !violated(k, "P5", cls, r, p->checks[i], no->link, KABA_NONE))
				return kaba_fail(k->err, k->status, "P5", -1,
						 "%s fails check %s but its class %s passes it",
						 t->rows[r].name, no->name, class_name(cls, a, sizeof(a)));
			if (kaba_visible(p, k->o, cls, p->checks[i]) &&
			    kaba_visible(p, k->o, cls, no->link) &&
			    !violated(k, "G4", cls, r, p->checks[i], no->link, KABA_NONE))
				return kaba_fail(k->err, k->status, "G4", -1,
						 "%s's class %s lies below both %s and %s",
						 t->rows[r].name, class_name(cls, a, sizeof(a)),
						 no->name, t->columns[no->link].name);
		}
	}
	return KABA_OK;
}

/* Whether column c lives at or above class x, keep or gone. */
static int seen_after_merge(const struct kaba_proposal *p, size_t c, size_t x, size_t keep,
			    size_t gone)
{
	const struct kaba_order *o = p->order;
	size_t h = p->home[c];

	return h != KABA_NONE && (kaba_order_leq(o, x, h) || kaba_order_leq(o, keep, h) ||
				  kaba_order_leq(o, gone, h));
}

/*
 * G4 decided before a merge of class `gone` into class `keep`: an object
 * (a lambda's too, which check_uses() checks like any other) of class x
 * at or below either of them ends up below the merged class,
 * and sees what x, keep and gone saw; if that is both columns of some
 * check, check_uses() refuses the merge.  Only the checks with a column at
 * or above keep or gone (K, usually few) can be new to x.  This costs a
 * pass over the classes below keep or gone and one over the checks, where
 * trying the merge costs an order update of every class below `keep`,
 * another one to undo it, and the scoped check: on ecj, G4 refused 10,800
 * of the 11,300 merges that multiple-inheritance removal tried, two thirds
 * of its time.  0 also
 * when the order cannot be brought up to date.
 */
int kaba_merge_breaks_g4(struct kaba_proposal *p, size_t keep, size_t gone)
{
	const struct kaba_order *o = p->order;
	const uint64_t *below_keep, *below_gone;
	size_t *k = p->stack, nk = 0, x, i, w; /* K, at most as many as the scratch holds */

	if (kaba_order_update(p))
		return 0;
	for (i = 0; i < p->nchecks && nk < 2 * p->nclasses; i++) {
		size_t no = p->checks[i], yes = p->table->columns[no].link;

		if (seen_after_merge(p, no, keep, keep, gone) || seen_after_merge(p, yes, keep, keep, gone))
			k[nk++] = no;
	}
	/* the classes at or below keep or gone, from the order's transpose: a
	 * test of every class's row was most of this function on javacc */
	below_keep = kaba_order_down(o, keep);
	below_gone = kaba_order_down(o, gone);
	for (w = 0; w < o->words && nk; w++) {
		uint64_t below = below_keep[w] | below_gone[w];

		while (below) {
			x = w * 64 + (size_t)__builtin_ctzll(below);
			below &= below - 1;
			if (!kaba_has_object_rows(p, x))
				continue;
			for (i = 0; i < nk; i++)
				if (seen_after_merge(p, k[i], x, keep, gone) &&
				    seen_after_merge(p, p->table->columns[k[i]].link, x, keep, gone))
					return 1;
		}
	}
	return 0;
}

int kaba_proposal_check(const struct kaba_proposal *p, struct kaba_error *err)
{
	return kaba_proposal_check_below(p, KABA_NONE, KABA_EDIT_ANY, err);
}

/* The §8 checks of an initialised checker, in order. */
static int run_checks(struct checker *k, size_t scope, enum kaba_edit_effect effect)
{
	int status;

	k->effect = scope == KABA_NONE ? KABA_EDIT_ANY : effect;
	if (k->saw_all && (k->effect != KABA_EDIT_GROWN || bodies_collapse(k, scope)))
		k->saw_all = NULL;
	status = narrow(k, scope);
	if (!status)
		status = check_bodies(k);
	if (!status && k->effect != KABA_EDIT_GROWN)
		status = check_implications(k);
	if (!status && members_stay(k))
		return KABA_OK;
	if (!status)
		status = check_uses(k);
	if (!status)
		status = check_objects(k, "P2", "P3");
	/* I1 compares types with homes, which a cut does not move */
	if (!status && (k->effect == KABA_EDIT_ANY || k->effect == KABA_EDIT_RAISE))
		status = check_bodies_home(k);
	return status;
}

/* The scoped checks after an edit, with what the checker knows of the
 * proposal before it (saw_all, was_above: NULL when nothing). */
static int check_scoped(const struct kaba_proposal *p, size_t scope, enum kaba_edit_effect effect,
			const uint64_t *saw_all, const uint64_t *was_above, struct kaba_error *err)
{
	struct checker k;
	int status = checker_init(&k, p, KABA_EINPUT, err);

	k.saw_all = saw_all;
	k.was_above = was_above;
	if (!status)
		status = run_checks(&k, scope, effect);
	checker_free(&k);
	return status;
}

int kaba_proposal_check_below(const struct kaba_proposal *p, size_t scope,
			      enum kaba_edit_effect effect, struct kaba_error *err)
{
	return check_scoped(p, scope, effect, NULL, NULL, err);
}

int kaba_proposal_check_grown(const struct kaba_proposal *p, size_t scope,
			      const uint64_t *saw_all, struct kaba_error *err)
{
	return check_scoped(p, scope, KABA_EDIT_GROWN, saw_all, NULL, err);
}

int kaba_proposal_check_cut(const struct kaba_proposal *p, size_t scope, const uint64_t *was_above,
			    struct kaba_error *err)
{
	return check_scoped(p, scope, KABA_EDIT_CUT, NULL, was_above, err);
}

int kaba_proposal_violations(const struct kaba_proposal *p, kaba_violation_sink *sink, void *ctx,
			     struct kaba_error *err)
{
	struct checker k;
	int status = checker_init(&k, p, KABA_EINPUT, err);

	if (status == KABA_EINPUT) {    /* a cycle: no order to check the rest with */
		checker_free(&k);
		return sink(ctx, &(struct kaba_violation){ "G1", KABA_NONE, KABA_NONE, KABA_NONE,
							    KABA_NONE, KABA_NONE })
			       ? kaba_fail(err, KABA_EINTERNAL, "check", -1, "out of memory")
			       : KABA_OK;
	}
	k.sink = sink;
	k.ctx = ctx;
	if (!status)
		status = run_checks(&k, KABA_NONE, KABA_EDIT_ANY);
	checker_free(&k);
	if (!status && k.sink_failed)
		status = kaba_fail(err, KABA_EINTERNAL, "check", -1, "out of memory");
	return status;
}
