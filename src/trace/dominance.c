/*
 * Dominance for the dynamic variant.  A traced table has no declarations and
 * no static constraints, but an object that ran both B.f and the A.f it
 * overrides (through `super.f()`) still needs def(B.f) below def(A.f), or
 * lookup in the new hierarchy could find either body (docs/constraints.md C11,
 * check I2).  The same holds for an instance field B.x hiding A.x.  The static
 * analysis adds these as it builds its table; for traces they are added here,
 * from the program's hierarchy, between every pair of columns that exist,
 * together with the this-rows of the overridden bodies, after rule E7 gave
 * each object that ran a body only through a super call the body its own
 * lookup selects.
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

static int is_static_field(struct kaba_pclass *c, const struct kaba_column *col)
{
	struct kaba_pmember *f = kaba_pclass_field(c, col->origin.member, col->origin.descriptor);

	return f && (f->access & KABA_ACC_STATIC);
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
	/* a static field is no member of an object: one hiding another orders
	 * nothing, as the static analysis has it */
	if (sub->kind == KABA_COL_FIELD)
		return kaba_pclass_extends(b, a) == KABA_YES && !is_static_field(b, sub) &&
		       !is_static_field(a, super);
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

/* The def column of body m, found by origin; else made, named as column
 * `like` (a body of the same signature) with m's class. */
static int def_column(struct kaba_table *t, const struct kaba_pmember *m, size_t like, size_t *out,
		      struct kaba_error *err)
{
	const struct kaba_column *l = &t->columns[like];
	struct kaba_origin o = { m->owner->name, m->name, m->descriptor, NULL, -1 };
	size_t c, skip = strlen(l->origin.owner);
	char name[2048];
	int n;

	for (c = 0; c < t->ncolumns; c++)
		if (t->columns[c].kind == KABA_COL_DEF && t->columns[c].origin.owner &&
		    !strcmp(t->columns[c].origin.owner, m->owner->name) &&
		    !strcmp(t->columns[c].origin.member, m->name) &&
		    !strcmp(t->columns[c].origin.descriptor, m->descriptor)) {
			*out = c;
			return KABA_OK;
		}
	/* "def(" CLASS REST: the class in Java form, as trace_names.c writes it */
	n = snprintf(name, sizeof(name), "def(%s%s", m->owner->name, l->name + 4 + skip);
	if (n < 0 || (size_t)n >= sizeof(name) || strlen(l->name) < 4 + skip)
		return kaba_fail(err, KABA_EINTERNAL, l->name, -1, "unexpected def column name");
	for (char *q = name + 4; q < name + 4 + strlen(m->owner->name); q++)
		*q = *q == '/' ? '.' : *q;
	if (kaba_table_add_column(t, KABA_COL_DEF, name, &o, out, err))
		return err->status;
	t->columns[*out].access = m->access;
	return KABA_OK;
}

/*
 * E7 (docs/constraints.md): an object that ran body c although its own
 * lookup of c's signature selects another body d ran c through a super
 * call; it gets def(d) too, so that the checks ask its lookups to find d,
 * as they did, and not c, which none found.  A trace cannot tell a super
 * call from a lookup; the object's class can.
 */
static int super_lookups(struct kaba_table *t, struct kaba_program *p, struct kaba_error *err)
{
	size_t r, c, ncols = t->ncolumns, d;
	int rc = KABA_OK;

	for (r = 0; r < t->nrows && !rc; r++) {
		struct kaba_pclass *cls = t->rows[r].kind == KABA_ROW_OBJECT && t->rows[r].origin.type ?
					  kaba_program_class(p, t->rows[r].origin.type) : NULL;

		for (c = 0; cls && c < ncols && !rc; c++) {
			const struct kaba_column *col = &t->columns[c];
			struct kaba_pclass *owner;
			struct kaba_pmember *m;
			struct kaba_link sel;

			if (col->kind != KABA_COL_DEF || !dominated(col) || !kaba_table_get(t, r, c) ||
			    !(owner = kaba_program_class(p, col->origin.owner)) ||
			    !(m = kaba_pclass_method(owner, col->origin.member, col->origin.descriptor)) ||
			    (m->access & (KABA_ACC_PRIVATE | KABA_ACC_STATIC)))
				continue;
			sel = kaba_select_virtual(p, m, cls);
			if (sel.status != KABA_LINK_OK || sel.member == m ||
			    sel.member->owner->origin != KABA_ORIGIN_USER)
				continue;
			if (!(rc = def_column(t, sel.member, c, &d, err)))
				rc = kaba_table_mark(t, r, d, err);
		}
	}
	return rc;
}

int kaba_trace_dominance(struct kaba_table *t, struct kaba_program *p, struct kaba_error *err)
{
	size_t *cols, n = 0, i, j, k;
	int rc = super_lookups(t, p, err);

	if (rc)
		return rc;
	if (!(cols = malloc((t->ncolumns ? t->ncolumns : 1) * sizeof(*cols))))
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
