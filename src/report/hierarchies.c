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

/* Count each original class, member and proposed class into the tree of
 * the class it comes from; tree_of maps a user class's index to its tree.
 * A proposed class counts for every tree one of its members or objects
 * comes from.  -1: out of memory. */
static int count(const struct kaba_report *r, const struct report_users *users,
		 const size_t *tree_of, struct kaba_tree *trees, struct kaba_arena *arena)
{
	const struct kaba_proposal *p = r->proposal;
	const struct kaba_table *t = r->table;
	struct pair *pairs = malloc((t->ncolumns + t->nrows + 1) * sizeof(*pairs));
	size_t i, n = 0;

	if (!pairs)
		return -1;
	for (i = 0; i < users->n; i++)
		trees[tree_of[i]].classes++;
	for (i = 0; r->analysis && i < r->analysis->nfrozen; i++) {
		size_t u = report_user_index(users, r->analysis->frozen[i].cls);

		if (u != KABA_NONE)
			trees[tree_of[u]].frozen++;
	}
	for (i = 0; i < t->ncolumns; i++) {
		const struct kaba_column *col = &t->columns[i];
		size_t u = report_user_index(users, col->origin.owner);

		if (u == KABA_NONE || col->kind == KABA_COL_CHECK_TRUE || col->kind == KABA_COL_CHECK_FALSE)
			continue;
		if (p->home[i] != KABA_NONE)
			pairs[n++] = (struct pair){ tree_of[u], p->home[i] };
		if (col->kind == KABA_COL_DCL)   /* a method counts once, by its body */
			continue;
		if (p->home[i] == KABA_NONE)
			trees[tree_of[u]].dead++;
		else
			trees[tree_of[u]].moved += report_moved(r, i, arena);
	}
	for (i = 0; i < t->nrows; i++) {
		size_t u = report_user_index(users, t->rows[i].origin.type);

		if (t->rows[i].kind == KABA_ROW_OBJECT && u != KABA_NONE && p->type[i] != KABA_NONE)
			pairs[n++] = (struct pair){ tree_of[u], p->type[i] };
	}
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
	size_t *tree_of = NULL, n = 0, i;
	struct kaba_tree *trees = NULL;

	if (report_users_init(&users, r->prog))
		return NULL;
	tree_of = malloc((users.n ? users.n : 1) * sizeof(*tree_of));
	trees = calloc(users.n ? users.n : 1, sizeof(*trees));
	if (!tree_of || !trees)
		goto fail;
	for (i = 0; i < users.n; i++)
		if (kaba_tree_root(users.v[i]) == users.v[i])
			trees[n++].root = users.v[i];
	for (i = 0; i < users.n; i++) {
		size_t lo = 0, hi = n;
		const struct kaba_pclass *root = kaba_tree_root(users.v[i]);

		while (lo < hi) {   /* trees are in name order, as users are */
			size_t mid = lo + (hi - lo) / 2;

			if (strcmp(trees[mid].root->name, root->name) < 0)
				lo = mid + 1;
			else
				hi = mid;
		}
		tree_of[i] = lo;
	}
	if (count(r, &users, tree_of, trees, arena))
		goto fail;
	*changed = 0;
	for (i = 0; i < n; i++) {
		struct kaba_tree *tr = &trees[i];

		tr->changed = tr->after != tr->classes || tr->moved || tr->dead;
		*changed += tr->changed;
	}
	qsort(trees, n, sizeof(*trees), most_changed);
	free(tree_of);
	report_users_free(&users);
	*ntrees = n;
	return trees;
fail:
	free(tree_of), free(trees);
	report_users_free(&users);
	return NULL;
}

int report_hierarchies(const struct kaba_report *r, FILE *out, struct kaba_arena *arena)
{
	size_t ntrees, changed, i;
	struct kaba_tree *trees = kaba_report_trees(r, &ntrees, &changed, arena);

	if (!trees)
		return -1;
	fprintf(out, "original hierarchies: %zu, %zu changed (classes before → after, most after first; "
		"the whole proposed hierarchy: kaba analyze -v, report.json):\n", ntrees, changed);
	for (i = 0; i < changed && i < KABA_SUMMARY_TREES; i++)
		headline(out, &trees[i]);
	if (changed > KABA_SUMMARY_TREES)
		fprintf(out, "  … and %zu more changed\n", changed - KABA_SUMMARY_TREES);
	free(trees);
	return 0;
}
