/*
 * The proposal in the refactoring vocabulary a Java engineer knows, each
 * step with its evidence (the creation sites, or for an extracted type the
 * variables, that make it): per original class C,
 *   Remove Dead Code    C's members no object uses (its fields and bodies);
 *                       the class itself when no object of it or below it is
 *                       created and none of its instance members is used
 *                       (unless frozen: the jar keeps it as it is);
 *   Push Down Member    C's members that only some objects of C and its
 *                       subclasses use, in a class not named after C
 *                       (sites: the objects that use them);
 *   Extract Subclass    C's own objects split into several classes: each
 *                       one not named after C, with its own members (an
 *                       Extract Superclass when it is above the others);
 *   Extract Superclass / Extract Interface
 *                       a class without objects, not named after C, above
 *                       C's objects and holding members of C (interface:
 *                       declarations only), with the variables it types;
 *   Collapse Hierarchy  C and its superclass whose objects share one class
 *                       that holds the members of both.
 * Pull Up Member does not occur: a member goes to the classes of the objects
 * that use it, which are objects of its class or below.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "kaba/grow.h"

static const char *const kind_names[KABA_RF_KINDS] = {
	[KABA_RF_DEAD_CLASS] = "Remove Dead Code", [KABA_RF_DEAD_CODE] = "Remove Dead Code",
	[KABA_RF_PUSH_DOWN] = "Push Down Member", [KABA_RF_EXTRACT_SUBCLASS] = "Extract Subclass",
	[KABA_RF_EXTRACT_SUPERCLASS] = "Extract Superclass",
	[KABA_RF_EXTRACT_INTERFACE] = "Extract Interface",
	[KABA_RF_COLLAPSE] = "Collapse Hierarchy",
};

const char *kaba_refactoring_name(enum kaba_refactoring_kind k)
{
	return k < KABA_RF_KINDS ? kind_names[k] : "?";
}

/* Lists per user class (compressed rows: the entries of class u are
 * at[start[u]] .. at[start[u + 1] - 1]). */
struct lists {
	size_t *start, *at;
};

struct vocab {
	const struct kaba_report *r;
	struct report_users users;
	size_t *col_owner;          /* per column: its owner's user index, or KABA_NONE */
	size_t *row_type;           /* per object row: its class's user index, or KABA_NONE */
	struct lists inh;           /* per user class: the object rows of it or below it */
	struct lists own;           /* per user class: its own object rows */
	struct lists cols;          /* per user class: its member columns */
	size_t words;               /* of a class bitset */
	uint64_t *up;               /* per proposal class: the classes at or above it */
	unsigned char *up_done;
	struct kaba_arena *arena;
	struct kaba_refactoring *v;
	size_t n, cap;
	int oom;
};

static int is_above(const struct vocab *vc, size_t k, size_t c)
{
	return (vc->up[k * vc->words + c / 64] >> (c % 64)) & 1;
}

/* up[k]: k and every class above it (the proposal is acyclic). */
static void fill_up(struct vocab *vc, size_t k)
{
	const struct kaba_proposal_class *pk = &vc->r->proposal->classes[k];
	uint64_t *row = &vc->up[k * vc->words];
	size_t i, w;

	if (vc->up_done[k])
		return;
	vc->up_done[k] = 1;
	row[k / 64] |= 1ull << (k % 64);
	for (i = 0; i < pk->supers.n; i++) {
		size_t s = pk->supers.v[i];

		fill_up(vc, s);
		for (w = 0; w < vc->words; w++)
			row[w] |= vc->up[s * vc->words + w];
	}
}

/* A member column: a field, a declaration or a body (not a type check). */
static int is_member(const struct kaba_column *col)
{
	return col->kind == KABA_COL_FIELD || col->kind == KABA_COL_DCL || col->kind == KABA_COL_DEF;
}

/* The lists of n entries whose user classes key(i) gives (more than one a
 * entry when `up`: the class and each user class above it). */
static int lists_make(struct vocab *vc, struct lists *l, size_t n, const size_t *key, int up)
{
	size_t nu = vc->users.n, i, pass;

	l->start = calloc(nu + 2, sizeof(*l->start));
	if (!l->start)
		return -1;
	for (pass = 0; pass < 2; pass++) {
		for (i = 0; i < n; i++) {
			const struct kaba_pclass *c;

			if (key[i] == KABA_NONE)
				continue;
			for (c = vc->users.v[key[i]]; c && c->origin == KABA_ORIGIN_USER; c = c->super) {
				size_t u = report_user_index(&vc->users, c->name);

				if (pass)
					l->at[l->start[u + 1]++] = i;
				else
					l->start[u + 2]++;
				if (!up)
					break;
			}
		}
		if (!pass) {
			for (i = 2; i < nu + 2; i++)
				l->start[i] += l->start[i - 1];
			if (!(l->at = malloc((l->start[nu + 1] + 1) * sizeof(*l->at))))
				return -1;
		}
	}
	return 0;
}

static size_t lists_n(const struct lists *l, size_t u)
{
	return l->start[u + 1] - l->start[u];
}

static struct kaba_refactoring *add(struct vocab *vc, enum kaba_refactoring_kind kind, size_t u,
				    size_t target)
{
	struct kaba_refactoring *f;

	if (kaba_grow((void **)&vc->v, &vc->cap, vc->n, sizeof(*vc->v))) {
		vc->oom = 1;
		return NULL;
	}
	f = &vc->v[vc->n++];
	memset(f, 0, sizeof(*f));
	f->kind = kind;
	f->cls = vc->users.v[u]->name;
	f->target = target;
	return f;
}

static void ids_add(struct vocab *vc, size_t **v, size_t *n, size_t x)
{
	size_t *p = realloc(*v, (*n + 1) * sizeof(**v));

	if (!p) {
		vc->oom = 1;
		return;
	}
	p[(*n)++] = x;
	*v = p;
}

static int has_instance_members(const struct kaba_pclass *c)
{
	size_t i;

	for (i = 0; i < c->nfields; i++)
		if (!(c->fields[i].access & KABA_ACC_STATIC))
			return 1;
	for (i = 0; i < c->nmethods; i++)
		if (!(c->methods[i].access & KABA_ACC_STATIC) && strcmp(c->methods[i].name, "<init>"))
			return 1;
	return 0;
}

/* Dead code and push-downs of the members of user class u. */
static void members_of(struct vocab *vc, size_t u)
{
	const struct kaba_table *t = vc->r->table;
	const struct kaba_proposal *p = vc->r->proposal;
	const size_t *inh = &vc->inh.at[vc->inh.start[u]], ninh = lists_n(&vc->inh, u);
	size_t first = vc->n, dead = KABA_NONE, live = 0, j, o;

	for (j = vc->cols.start[u]; j < vc->cols.start[u + 1]; j++) {
		size_t i = vc->cols.at[j], h = p->home[i], has = 0, f;

		if (h == KABA_NONE) {   /* an index: add() may move the steps */
			if (t->columns[i].kind == KABA_COL_DCL)
				continue;
			if (dead == KABA_NONE) {
				if (!add(vc, KABA_RF_DEAD_CODE, u, KABA_NONE))
					return;
				dead = vc->n - 1;
			}
			ids_add(vc, &vc->v[dead].members, &vc->v[dead].nmembers, i);
			continue;
		}
		live++;
		if (t->columns[i].kind == KABA_COL_DCL)
			continue;
		for (o = 0; o < ninh; o++)
			has += is_above(vc, p->type[inh[o]], h);
		if (!has || has == ninh || !report_moved(vc->r, i, vc->arena))
			continue;   /* used by all or none, or it stays in the class named u */
		for (f = first; f < vc->n && !(vc->v[f].kind == KABA_RF_PUSH_DOWN &&
						 vc->v[f].target == h); f++)
			;
		if (f == vc->n) {   /* one step per class it is pushed down to */
			if (!add(vc, KABA_RF_PUSH_DOWN, u, h))
				return;
			for (o = 0; o < ninh; o++)
				if (is_above(vc, p->type[inh[o]], h))
					ids_add(vc, &vc->v[f].sites, &vc->v[f].nsites, inh[o]);
		}
		ids_add(vc, &vc->v[f].members, &vc->v[f].nmembers, i);
	}
	if (!ninh && !live && has_instance_members(vc->users.v[u]) &&
	    !(vc->r->analysis && kaba_analysis_frozen(vc->r->analysis, vc->users.v[u]->name,
						       strlen(vc->users.v[u]->name)))) {
		if (dead != KABA_NONE) {   /* the whole class, not member by member */
			free(vc->v[dead].members);
			memmove(&vc->v[dead], &vc->v[dead + 1], (vc->n - dead - 1) * sizeof(*vc->v));
			vc->n--;
		}
		add(vc, KABA_RF_DEAD_CLASS, u, KABA_NONE);
	}
}

/* Subclasses extracted from u's own objects, and the types extracted
 * above them (named `java` in the proposal when u keeps its name). */
static void objects_of(struct vocab *vc, size_t u, const char *java)
{
	const struct kaba_report *r = vc->r;
	const struct kaba_table *t = r->table;
	const struct kaba_proposal *p = r->proposal;
	const size_t *own = &vc->own.at[vc->own.start[u]], nown = lists_n(&vc->own, u);
	size_t o, k, i, split = 0, first = vc->n;

	if (!nown)
		return;
	for (o = 1; o < nown; o++)
		split |= p->type[own[o]] != p->type[own[0]];
	for (o = 0; split && o < nown; o++) {   /* every class of them not named after u */
		size_t f, at = p->type[own[o]], j;
		enum kaba_refactoring_kind kind = KABA_RF_EXTRACT_SUBCLASS;

		if (!strcmp(r->names[at], java))
			continue;
		/* above the others' classes, below none: the superclass of the split */
		for (j = 0; j < nown; j++)
			if (p->type[own[j]] != at && is_above(vc, at, p->type[own[j]]))
				break;
		for (i = 0; j == nown && i < nown; i++)
			if (p->type[own[i]] != at && is_above(vc, p->type[own[i]], at))
				kind = KABA_RF_EXTRACT_SUPERCLASS;
		for (f = first; f < vc->n && !(vc->v[f].kind == kind && vc->v[f].target == at); f++)
			;   /* u's steps so far: one per class its objects get */
		if (f == vc->n) {
			if (!add(vc, kind, u, at))
				return;
			f = vc->n - 1;
			for (i = 0; i < p->classes[at].members.n; i++)
				if (is_member(&t->columns[p->classes[at].members.v[i]]))
					ids_add(vc, &vc->v[f].members, &vc->v[f].nmembers,
						p->classes[at].members.v[i]);
		}
		ids_add(vc, &vc->v[f].sites, &vc->v[f].nsites, own[o]);
	}
	for (k = 0; k < p->nclasses; k++) {   /* a type without objects above u's objects */
		const struct kaba_proposal_class *pk = &p->classes[k];
		struct kaba_refactoring *f = NULL;
		int objects = 0;

		if (pk->removed || k == p->type[own[0]] || !is_above(vc, p->type[own[0]], k) ||
		    !strcmp(r->names[k], java))
			continue;
		for (i = 0; i < pk->instances.n; i++)
			objects |= t->rows[pk->instances.v[i]].kind == KABA_ROW_OBJECT;
		for (i = 0; !objects && i < pk->members.n; i++)
			if (vc->col_owner[pk->members.v[i]] == u &&
			    (f || (f = add(vc, kaba_proposal_is_interface(p, k) ? KABA_RF_EXTRACT_INTERFACE
					   : KABA_RF_EXTRACT_SUPERCLASS, u, k))))
				ids_add(vc, &f->members, &f->nmembers, pk->members.v[i]);
		for (i = 0; f && i < pk->instances.n; i++)
			ids_add(vc, &f->sites, &f->nsites, pk->instances.v[i]);
	}
}

/* u and its superclass collapsed into one class: their own objects all have
 * it and it holds every member of theirs that is used. */
static void collapse(struct vocab *vc, size_t u)
{
	const struct kaba_proposal *p = vc->r->proposal;
	const struct kaba_pclass *s = vc->users.v[u]->super;
	size_t su = s ? report_user_index(&vc->users, s->name) : KABA_NONE, one = KABA_NONE, w, j;
	struct kaba_refactoring *f;

	if (su == KABA_NONE)
		return;
	for (w = 0; w < 2; w++) {
		size_t x = w ? su : u;

		for (j = vc->own.start[x]; j < vc->own.start[x + 1]; j++) {
			if (one != KABA_NONE && p->type[vc->own.at[j]] != one)
				return;
			one = p->type[vc->own.at[j]];
		}
	}
	if (one == KABA_NONE)
		return;
	for (w = 0; w < 2; w++) {
		size_t x = w ? su : u;

		for (j = vc->cols.start[x]; j < vc->cols.start[x + 1]; j++)
			if (p->home[vc->cols.at[j]] != KABA_NONE && p->home[vc->cols.at[j]] != one)
				return;
	}
	if ((f = add(vc, KABA_RF_COLLAPSE, u, one)))
		f->other = s->name;
}

static int by_step(const void *a, const void *b)
{
	const struct kaba_refactoring *x = a, *y = b;
	int c = (int)x->kind - (int)y->kind;

	if (c)
		return c;
	if ((c = strcmp(x->cls, y->cls)))
		return c;
	return (x->target > y->target) - (x->target < y->target);
}

static void vocab_free(struct vocab *vc)
{
	free(vc->col_owner), free(vc->row_type);
	free(vc->inh.start), free(vc->inh.at), free(vc->own.start), free(vc->own.at);
	free(vc->cols.start), free(vc->cols.at);
	free(vc->up), free(vc->up_done);
	report_users_free(&vc->users);
}

/* The lookups every step uses: owners, object types, the lists per class
 * and the classes above each proposed class. */
static int vocab_init(struct vocab *vc)
{
	const struct kaba_table *t = vc->r->table;
	const struct kaba_proposal *p = vc->r->proposal;
	size_t i;

	if (report_users_init(&vc->users, vc->r->prog))
		return -1;
	vc->col_owner = malloc((t->ncolumns + 1) * sizeof(*vc->col_owner));
	vc->row_type = malloc((t->nrows + 1) * sizeof(*vc->row_type));
	vc->words = (p->nclasses + 63) / 64;
	vc->up = calloc(p->nclasses * vc->words + 1, sizeof(*vc->up));
	vc->up_done = calloc(p->nclasses + 1, 1);
	if (!vc->col_owner || !vc->row_type || !vc->up || !vc->up_done)
		return -1;
	for (i = 0; i < t->ncolumns; i++)
		vc->col_owner[i] = is_member(&t->columns[i]) ?
			report_user_index(&vc->users, t->columns[i].origin.owner) : KABA_NONE;
	for (i = 0; i < t->nrows; i++)
		vc->row_type[i] = t->rows[i].kind == KABA_ROW_OBJECT && p->type[i] != KABA_NONE ?
			report_user_index(&vc->users, t->rows[i].origin.type) : KABA_NONE;
	for (i = 0; i < p->nclasses; i++)
		if (!p->classes[i].removed)
			fill_up(vc, i);
	return lists_make(vc, &vc->inh, t->nrows, vc->row_type, 1) ||
	       lists_make(vc, &vc->own, t->nrows, vc->row_type, 0) ||
	       lists_make(vc, &vc->cols, t->ncolumns, vc->col_owner, 0);
}

struct kaba_refactoring *kaba_refactorings(const struct kaba_report *r, size_t *n)
{
	struct kaba_arena arena;
	struct vocab vc = { .r = r, .arena = &arena };
	size_t u;

	*n = 0;
	if (!r->prog)
		return calloc(1, sizeof(*vc.v));
	kaba_arena_init(&arena);
	vc.oom = vocab_init(&vc) != 0;
	for (u = 0; !vc.oom && u < vc.users.n; u++) {
		const char *java = kaba_java_name(&arena, vc.users.v[u]->name);

		if (!java) {
			vc.oom = 1;
			break;
		}
		members_of(&vc, u);
		objects_of(&vc, u, java);
		collapse(&vc, u);
	}
	vocab_free(&vc);
	kaba_arena_free(&arena);
	if (vc.oom) {
		kaba_refactorings_free(vc.v, vc.n);
		return NULL;
	}
	if (vc.n)
		qsort(vc.v, vc.n, sizeof(*vc.v), by_step);
	*n = vc.n;
	return vc.v ? vc.v : calloc(1, sizeof(*vc.v));
}

void kaba_refactorings_free(struct kaba_refactoring *v, size_t n)
{
	size_t i;

	for (i = 0; v && i < n; i++) {
		free(v[i].members);
		free(v[i].sites);
	}
	free(v);
}
