/*
 * Dominance for the dynamic variant.  A traced table has no declarations and
 * no static constraints, but an object that ran both B.f and the A.f it
 * overrides (through `super.f()`) still needs def(B.f) below def(A.f), or
 * lookup in the new hierarchy could find either body (docs/constraints.md C11,
 * check I2).  The same holds for a field B.x hiding A.x.  The static
 * analysis adds these as it builds its table; for traces they are added here,
 * from the program's hierarchy, between every pair of columns that exist,
 * together with the this-rows of the overridden bodies.
 */
#include "kaba/trace.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kaba/constraints.h"
#include "kaba/program.h"
#include "kaba/table.h"

static int by_signature(const void *a, const void *b, void *arg)
{
	const struct kaba_table *t = arg;
	const struct kaba_column *x = &t->columns[*(const size_t *)a];
	const struct kaba_column *y = &t->columns[*(const size_t *)b];
	int c = (int)x->kind - (int)y->kind;

	if (!c)
		c = strcmp(x->origin.member, y->origin.member);
	if (!c)
		c = strcmp(x->origin.descriptor, y->origin.descriptor);
	return c ? c : (*(const size_t *)a > *(const size_t *)b) - (*(const size_t *)a < *(const size_t *)b);
}


/* Same kind, member name and descriptor (the sort key without the index). */
static int by_signature_key(const struct kaba_table *t, size_t a, size_t b)
{
	const struct kaba_column *x = &t->columns[a], *y = &t->columns[b];

	return x->kind != y->kind || strcmp(x->origin.member, y->origin.member) ||
	       strcmp(x->origin.descriptor, y->origin.descriptor);
}

static int dominated(const struct kaba_column *c)
{
	return (c->kind == KABA_COL_DEF || c->kind == KABA_COL_FIELD) && c->origin.owner &&
	       c->origin.member && c->origin.descriptor && strcmp(c->origin.member, "<init>") &&
	       strcmp(c->origin.member, "<clinit>");
}

/* Does column `sub` (in a subclass) override or hide column `super`? */
static int overrides(struct kaba_program *p, const struct kaba_column *sub,
		     const struct kaba_column *super)
{
	struct kaba_pclass *b = kaba_program_class(p, sub->origin.owner);
	struct kaba_pclass *a = kaba_program_class(p, super->origin.owner);
	struct kaba_pmember *mb, *ma;

	if (!a || !b || a == b)
		return 0;
	if (sub->kind == KABA_COL_FIELD)
		return kaba_pclass_extends(b, a) == KABA_YES;
	/* a class method overrides an interface's default method too */
	if (kaba_pclass_is_subtype(p, b, a) != KABA_YES)
		return 0;
	mb = kaba_pclass_method(b, sub->origin.member, sub->origin.descriptor);
	ma = kaba_pclass_method(a, super->origin.member, super->origin.descriptor);
	return mb && ma && kaba_can_override(p, mb, ma) == KABA_YES;
}

/* The this-row C.f.this of an overridden traced body def(C.f), holding just
 * that body (rule E4).  A trace knows which objects ran C.f, not what C.f
 * itself touched, so the row holds nothing else.  Without it, a body that
 * every object runs only together with its overrider (`super.f()`) would
 * have the same column as the overrider, and both would land in one class
 * (C13); the this-row keeps them apart.  Bodies nobody overrides get none:
 * an extra row would only keep classes from being merged. */
static int add_this_row(struct kaba_table *t, size_t c, struct kaba_error *err)
{
	const struct kaba_column *col = &t->columns[c];
	size_t n = strlen(col->name), row;
	char name[2048];
	int rc;

	if (col->kind != KABA_COL_DEF)
		return KABA_OK;
	/* def(M) -> M.this, as the static analysis names this-rows */
	if (n < 5 || strncmp(col->name, "def(", 4) || col->name[n - 1] != ')' ||
	    snprintf(name, sizeof(name), "%.*s.this", (int)(n - 5), col->name + 4) >=
	    (int)sizeof(name))
		return kaba_fail(err, KABA_EINTERNAL, col->name, -1, "unexpected def column name");
	if (kaba_table_find_row(t, name) != KABA_NONE)
		return KABA_OK;
	if ((rc = kaba_table_add_row(t, KABA_ROW_THIS, name, &col->origin, &row, err)) ||
	    (rc = kaba_table_link_this(t, row, c, err)))
		return rc;
	return kaba_table_mark(t, row, c, err);
}

int kaba_trace_dominance(struct kaba_table *t, struct kaba_program *p, struct kaba_error *err)
{
	size_t *cols = malloc((t->ncolumns ? t->ncolumns : 1) * sizeof(*cols)), n = 0, i, j, k;
	int rc = KABA_OK;

	if (!cols)
		return kaba_fail(err, KABA_EIO, "table", -1, "out of memory");
	for (i = 0; i < t->ncolumns; i++)
		if (dominated(&t->columns[i]))
			cols[n++] = i;
	qsort_r(cols, n, sizeof(*cols), by_signature, t);
	/* Within each group of one kind, name and descriptor, every ordered pair. */
	for (i = 0; i < n && !rc; i = j) {
		for (j = i + 1; j < n && !by_signature_key(t, cols[i], cols[j]); j++)
			;
		for (k = i; k < j && !rc; k++) {
			size_t l;

			for (l = i; l < j && !rc; l++)
				if (k != l && overrides(p, &t->columns[cols[k]], &t->columns[cols[l]]) &&
				    !(rc = kaba_dominance(t, cols[k], cols[l], err)))
					rc = add_this_row(t, cols[l], err);
		}
	}
	free(cols);
	return rc;
}
