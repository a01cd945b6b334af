/*
 * The summary of a large proposal, one headline per original inheritance
 * tree (a user class whose superclass is not a user class, with the user
 * classes below it): how many proposed classes hold its members or objects
 * now, how many of its members (fields and method bodies) moved to a class
 * not named after theirs, how many are dead, how many of its classes are
 * frozen.  The whole proposed hierarchy is one
 * line per class, hundreds on a real program; this fits a screen.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "line.h"

const struct kaba_pclass *kaba_tree_root(const struct kaba_pclass *c)
{
	while (c->super && c->super->origin == KABA_ORIGIN_USER)
		c = c->super;
	return c;
}

static int most_changed(const void *a, const void *b)
{
	const struct kaba_tree *x = a, *y = b;

	if (x->changed != y->changed)
		return x->changed ? -1 : 1;
	if (x->after != y->after)
		return x->after < y->after ? 1 : -1;
	if (x->moved != y->moved)
		return x->moved < y->moved ? 1 : -1;
	return strcmp(x->root->name, y->root->name);
}

const struct kaba_pclass *kaba_tree_of(struct kaba_program *prog, const char *internal)
{
	const struct kaba_pclass *c = internal ? kaba_program_class(prog, internal) : NULL;

	return c && c->origin == KABA_ORIGIN_USER ? kaba_tree_root(c) : NULL;
}

/* The index among trees[0..n) (in root name order) of the tree of class
 * `internal`, or KABA_NONE when it is no user class. */
static size_t tree_index(const struct kaba_report *r, const struct kaba_tree *trees, size_t n,
			 const char *internal)
{
	const struct kaba_pclass *root = kaba_tree_of(r->prog, internal);
	size_t lo = 0, hi = n;

	while (root && lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (strcmp(trees[mid].root->name, root->name) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return root && lo < n && trees[lo].root == root ? lo : KABA_NONE;
}

struct pair {
	size_t tree, cls;
};

static int by_pair(const void *a, const void *b)
{
	const struct pair *x = a, *y = b;

	if (x->tree != y->tree)
		return x->tree < y->tree ? -1 : 1;
	return (x->cls > y->cls) - (x->cls < y->cls);
}

/* Count each original class, member and proposed class into its tree
 * (trees[0..n) in root name order).  A proposed class counts for every
 * tree one of its members or objects comes from.  -1: out of memory. */
static int count(const struct kaba_report *r, const struct report_users *users,
		 struct kaba_tree *trees, size_t ntrees, struct kaba_arena *arena)
{
	const struct kaba_proposal *p = r->proposal;
	const struct kaba_table *t = r->table;
	struct pair *pairs = malloc((t->ncolumns + t->nrows + 1) * sizeof(*pairs));
	size_t i, n = 0, k;

	if (!pairs)
		return -1;
	for (i = 0; i < users->n; i++)
		trees[tree_index(r, trees, ntrees, users->v[i]->name)].classes++;
	for (i = 0; r->analysis && i < r->analysis->nfrozen; i++)
		if ((k = tree_index(r, trees, ntrees, r->analysis->frozen[i].cls)) != KABA_NONE)
			trees[k].frozen++;
	for (i = 0; i < t->ncolumns; i++) {
		const struct kaba_column *col = &t->columns[i];

		if (col->kind == KABA_COL_CHECK_TRUE || col->kind == KABA_COL_CHECK_FALSE ||
		    (k = tree_index(r, trees, ntrees, col->origin.owner)) == KABA_NONE)
			continue;
		if (p->home[i] != KABA_NONE)
			pairs[n++] = (struct pair){ k, p->home[i] };
		if (col->kind == KABA_COL_DCL)   /* a method counts once, by its body */
			continue;
		if (p->home[i] == KABA_NONE)
			trees[k].dead++;
		else
			trees[k].moved += report_moved(r, i, arena);
	}
	for (i = 0; i < t->nrows; i++)
		if (t->rows[i].kind == KABA_ROW_OBJECT && p->type[i] != KABA_NONE &&
		    (k = tree_index(r, trees, ntrees, t->rows[i].origin.type)) != KABA_NONE)
			pairs[n++] = (struct pair){ k, p->type[i] };
	qsort(pairs, n, sizeof(*pairs), by_pair);
	for (i = 0; i < n; i++)
		if (!i || by_pair(&pairs[i - 1], &pairs[i]))
			trees[pairs[i].tree].after++;
	free(pairs);
	return 0;
}

static void headline(FILE *out, const struct kaba_tree *tr)
{
	struct line l;
	char java[1024];
	size_t i;

	for (i = 0; tr->root->name[i] && i + 1 < sizeof(java); i++)
		java[i] = tr->root->name[i] == '/' ? '.' : tr->root->name[i];
	java[i] = 0;
	line_start(&l, out);
	line_text(&l, LINE_WIDTH / 2, "  %s", java);
	line_text(&l, 0, ": %zu class%s → %zu, %zu member%s moved, %zu dead", tr->classes,
		  tr->classes == 1 ? "" : "es", tr->after, tr->moved, tr->moved == 1 ? "" : "s",
		  tr->dead);
	if (tr->frozen)
		line_text(&l, 0, ", %zu frozen (kept as they are)", tr->frozen);
	line_end(&l);
}

struct kaba_tree *kaba_report_trees(const struct kaba_report *r, size_t *ntrees, size_t *changed,
				    struct kaba_arena *arena)
{
	struct report_users users;
	struct kaba_tree *trees = NULL;
	size_t n = 0, i;

	if (report_users_init(&users, r->prog))
		return NULL;
	/* users are in name order, so the trees are in root name order */
	if (!(trees = calloc(users.n ? users.n : 1, sizeof(*trees))))
		goto fail;
	for (i = 0; i < users.n; i++)
		if (kaba_tree_root(users.v[i]) == users.v[i])
			trees[n++].root = users.v[i];
	if (count(r, &users, trees, n, arena))
		goto fail;
	*changed = 0;
	for (i = 0; i < n; i++) {
		struct kaba_tree *tr = &trees[i];

		tr->changed = tr->after != tr->classes || tr->moved || tr->dead;
		*changed += tr->changed;
	}
	qsort(trees, n, sizeof(*trees), most_changed);
	report_users_free(&users);
	*ntrees = n;
	return trees;
fail:
	free(trees);
	report_users_free(&users);
	return NULL;
}

int kaba_report_derive(struct kaba_report *r, struct kaba_arena *arena)
{
	struct kaba_refactoring *steps;
	struct kaba_tree *trees;
	size_t i;
	int oom;

	if (!r->prog)
		return 0;
	/* both move into the arena, which the report's strings live in already,
	 * so that a report needs no freeing of its own */
	steps = kaba_refactorings(r, &r->nsteps);
	trees = kaba_report_trees(r, &r->ntrees, &r->changed, arena);
	r->steps = steps ? kaba_arena_memdup(arena, steps, r->nsteps * sizeof(*steps)) : NULL;
	r->trees = trees ? kaba_arena_memdup(arena, trees, r->ntrees * sizeof(*trees)) : NULL;
	oom = !r->steps || !r->trees;
	for (i = 0; !oom && i < r->nsteps; i++) {
		struct kaba_refactoring *f = &r->steps[i];

		f->members = kaba_arena_memdup(arena, f->members, f->nmembers * sizeof(size_t));
		f->sites = kaba_arena_memdup(arena, f->sites, f->nsites * sizeof(size_t));
		oom = !f->members || !f->sites;
	}
	kaba_refactorings_free(steps, r->nsteps);
	free(trees);
	if (oom)
		r->steps = NULL, r->trees = NULL, r->nsteps = r->ntrees = r->changed = 0;
	return oom ? -1 : 0;
}

/* The headlines of r's trees; -1 when there are none (no program). */
int report_hierarchies(const struct kaba_report *r, FILE *out)
{
	size_t i;

	if (!r->trees)
		return -1;
	fprintf(out, "original hierarchies: %zu, %zu changed (classes before → after, most after first; "
		"the whole proposed hierarchy: kaba analyze -v, report.json):\n", r->ntrees, r->changed);
	for (i = 0; i < r->changed && i < KABA_SUMMARY_TREES; i++)
		headline(out, &r->trees[i]);
	if (r->changed > KABA_SUMMARY_TREES)
		fprintf(out, "  … and %zu more changed\n", r->changed - KABA_SUMMARY_TREES);
	return 0;
}
