/*
 * Rows and columns by origin.  Every retyped instruction asks for the
 * column of a member or the row of a site, so the table is indexed once:
 * row and column numbers sorted by (owner, member), searched by bisection;
 * the few entries of one member are then filtered by kind, descriptor,
 * offset or name.
 */
#include <stdlib.h>
#include <string.h>

#include "restructure.h"

static int cmp_str(const char *a, const char *b)
{
	return strcmp(a ? a : "", b ? b : "");
}

static int cmp_key(const struct kaba_origin *o, const char *owner, const char *member)
{
	int c = cmp_str(o->owner, owner);

	return c ? c : cmp_str(o->member, member);
}

static const struct kaba_origin *origin_of(const struct kaba_table *t, int rows, size_t i)
{
	return rows ? &t->rows[i].origin : &t->columns[i].origin;
}

struct sort_ctx {
	const struct kaba_table *t;
	int rows;
};

static int cmp_index(const void *a, const void *b, void *ctx)
{
	const struct sort_ctx *s = ctx;
	const struct kaba_origin *x = origin_of(s->t, s->rows, *(const size_t *)a);
	const struct kaba_origin *y = origin_of(s->t, s->rows, *(const size_t *)b);
	int c = cmp_key(x, y->owner, y->member);

	return c ? c : (*(const size_t *)a > *(const size_t *)b) - (*(const size_t *)a < *(const size_t *)b);
}

int plan_index_build(struct plan *pl, struct kaba_error *err)
{
	const struct kaba_table *t = pl->t;
	struct sort_ctx rows = { t, 1 }, cols = { t, 0 };
	size_t i;

	pl->row_order = malloc((t->nrows + 1) * sizeof(size_t));
	pl->col_order = malloc((t->ncolumns + 1) * sizeof(size_t));
	if (!pl->row_order || !pl->col_order)
		return kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
	for (i = 0; i < t->nrows; i++)
		pl->row_order[i] = i;
	for (i = 0; i < t->ncolumns; i++)
		pl->col_order[i] = i;
	qsort_r(pl->row_order, t->nrows, sizeof(size_t), cmp_index, &rows);
	qsort_r(pl->col_order, t->ncolumns, sizeof(size_t), cmp_index, &cols);
	return KABA_OK;
}

void plan_origin_range(const struct plan *pl, int rows, const char *owner, const char *member,
		       size_t *lo, size_t *hi)
{
	const size_t *order = rows ? pl->row_order : pl->col_order;
	size_t n = rows ? pl->t->nrows : pl->t->ncolumns, a = 0, b = n;

	while (a < b) {         /* first entry not below the key */
		size_t mid = a + (b - a) / 2;

		if (cmp_key(origin_of(pl->t, rows, order[mid]), owner, member) < 0)
			a = mid + 1;
		else
			b = mid;
	}
	*lo = a;
	for (b = a; b < n && !cmp_key(origin_of(pl->t, rows, order[b]), owner, member); b++)
		;
	*hi = b;
}

static int same(const char *a, const char *b)
{
	return a && b && !strcmp(a, b);
}

size_t plan_member_column(const struct plan *pl, enum kaba_column_kind kind,
			  const struct kaba_pmember *m)
{
	size_t lo, hi;

	plan_origin_range(pl, 0, m->owner->name, m->name, &lo, &hi);
	for (; lo < hi; lo++) {
		const struct kaba_column *col = &pl->t->columns[pl->col_order[lo]];

		if (col->kind == kind &&
		    (kind == KABA_COL_FIELD || same(col->origin.descriptor, m->descriptor)))
			return pl->col_order[lo];
	}
	return KABA_NONE;
}

size_t plan_site_column(const struct plan *pl, enum kaba_column_kind kind,
			const struct kaba_pclass *c, const struct kaba_pmember *m,
			long pc, const char *type)
{
	size_t lo, hi;

	plan_origin_range(pl, 0, c->name, m->name, &lo, &hi);
	for (; lo < hi; lo++) {
		const struct kaba_column *col = &pl->t->columns[pl->col_order[lo]];

		if (col->kind == kind && col->origin.index == pc &&
		    same(col->origin.descriptor, m->descriptor) &&
		    (!type || same(col->origin.type, type)))
			return pl->col_order[lo];
	}
	return KABA_NONE;
}

size_t plan_site_row(const struct plan *pl, enum kaba_row_kind kind, const struct kaba_pclass *c,
		     const struct kaba_pmember *m, long pc)
{
	size_t lo, hi;

	plan_origin_range(pl, 1, c->name, m->name, &lo, &hi);
	for (; lo < hi; lo++) {
		const struct kaba_row *row = &pl->t->rows[pl->row_order[lo]];

		if (row->kind == kind && row->origin.index == pc &&
		    same(row->origin.descriptor, m->descriptor))
			return pl->row_order[lo];
	}
	return KABA_NONE;
}

size_t plan_named_row(const struct plan *pl, enum kaba_row_kind kind,
		      const struct kaba_pmember *m, const char *suffix)
{
	size_t lo, hi, sl = suffix ? strlen(suffix) : 0;

	plan_origin_range(pl, 1, m->owner->name, m->name, &lo, &hi);
	for (; lo < hi; lo++) {
		const struct kaba_row *row = &pl->t->rows[pl->row_order[lo]];
		size_t nl = strlen(row->name);

		if (row->kind != kind || (m->is_method && !same(row->origin.descriptor, m->descriptor)))
			continue;
		if (suffix && (nl < sl || strcmp(row->name + nl - sl, suffix)))
			continue;
		return pl->row_order[lo];
	}
	return KABA_NONE;
}

static struct kaba_pmember *find_column_method(const struct plan *pl, size_t c)
{
	const struct kaba_column *col = &pl->t->columns[c];
	struct kaba_pclass *owner;
	struct kaba_pmember *m;

	if ((col->kind != KABA_COL_DEF && col->kind != KABA_COL_DCL) || !col->origin.member ||
	    plan_of_column(pl, c) == KABA_NONE ||
	    !(owner = plan_user_class(pl, col->origin.owner, strlen(col->origin.owner))) ||
	    !(m = kaba_pclass_method(owner, col->origin.member, col->origin.descriptor)) ||
	    (m->access & (KABA_ACC_STATIC | KABA_ACC_PRIVATE)) || !strcmp(m->name, "<init>"))
		return NULL;
	return m;
}

int plan_column_methods(struct plan *pl, struct kaba_error *err)
{
	size_t c;

	if (!(pl->column_methods = kaba_arena_alloc(&pl->arena, (pl->t->ncolumns + 1) *
						     sizeof(*pl->column_methods))))
		return kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
	for (c = 0; c < pl->t->ncolumns; c++)
		pl->column_methods[c] = find_column_method(pl, c);
	return KABA_OK;
}
