/*
 * Traces -> the member-access table: rows are creation sites, columns the
 * fields, bodies and type-check outcomes their objects used.
 */
#include "kaba/trace.h"

#include <string.h>

#include "kaba/table.h"

/* Class names in rows and columns are in Java syntax, as the table's other
 * producers write them. */
static void dotted(char *s)
{
	for (; *s; s++)
		if (*s == '/')
			*s = '.';
}

static int add_row(const struct kaba_trace *t, uint32_t s, struct kaba_table *table,
		   size_t *row, struct kaba_error *err)
{
	const struct kaba_trace_site *site = &t->sites[s];
	char name[2048], owner[1024], type[1024];
	struct kaba_origin o;

	kaba_trace_site_name(t, s, name, sizeof(name));
	dotted(name);
	*row = kaba_table_find_row(table, name);
	if (*row != KABA_NONE)
		return KABA_OK;
	snprintf(owner, sizeof(owner), "%s", t->strings[site->in_class]);
	snprintf(type, sizeof(type), "%s", t->strings[site->class_name]);
	dotted(owner);
	dotted(type);
	o.owner = site->kind == KABA_SITE_PSEUDO ? NULL : owner;
	o.member = site->kind == KABA_SITE_PSEUDO ? NULL : t->strings[site->in_method];
	o.descriptor = site->kind == KABA_SITE_PSEUDO ? NULL : t->strings[site->in_desc];
	o.type = type;
	o.index = site->kind == KABA_SITE_PSEUDO ? -1 : (long long)site->bci;
	return kaba_table_add_row(table, KABA_ROW_OBJECT, name, &o, row, err);
}

static int add_column(const struct kaba_trace *t, uint32_t c, struct kaba_table *table,
		      size_t *col, struct kaba_error *err)
{
	const struct kaba_trace_column *k = &t->columns[c];
	char name[2048], owner[1024], type[1024], *eq;
	struct kaba_origin o;
	size_t yes, no;
	int rc;

	kaba_trace_column_name(t, c, name, sizeof(name));
	dotted(name);
	*col = kaba_table_find_column(table, name);
	if (*col != KABA_NONE)
		return KABA_OK;
	snprintf(owner, sizeof(owner), "%s", t->strings[k->class_name]);
	snprintf(type, sizeof(type), "%s", t->strings[k->type]);
	dotted(owner);
	dotted(type);
	o.owner = owner;
	o.member = t->strings[k->name];
	o.descriptor = t->strings[k->desc];
	o.type = k->type ? type : NULL;
	o.index = k->kind >= KABA_TCOL_CHECK_TRUE ? (long long)k->bci : -1;
	switch (k->kind) {
	case KABA_TCOL_FIELD:
		return kaba_table_add_column(table, KABA_COL_FIELD, name, &o, col, err);
	case KABA_TCOL_DEF:
		return kaba_table_add_column(table, KABA_COL_DEF, name, &o, col, err);
	default:
		/* a check site: add both outcomes under the site's name */
		eq = strrchr(name, '=');
		if (!eq)
			return kaba_fail(err, KABA_EINTERNAL, name, -1, "check column without outcome");
		*eq = '\0';
		rc = kaba_table_add_check(table, name, &o, &yes, &no, err);
		*col = k->kind == KABA_TCOL_CHECK_FALSE ? no : yes;
		return rc;
	}
}

int kaba_trace_to_table(const struct kaba_trace *t, struct kaba_table *table,
			struct kaba_error *err)
{
	uint32_t e;
	size_t row, col;
	int rc;

	for (e = 0; e < t->nentries; e++) {
		const struct kaba_trace_entry *x = &t->entries[e];

		if (x->site >= t->nsites || x->column >= t->ncolumns ||
		    t->columns[x->column].kind == KABA_TCOL_FIELDREF)
			return kaba_fail(err, KABA_EINTERNAL, NULL, -1,
					 "trace entry %u out of range", e);
		if ((rc = add_row(t, x->site, table, &row, err)) ||
		    (rc = add_column(t, x->column, table, &col, err)) ||
		    (rc = kaba_table_mark(table, row, col, err)))
			return rc;
	}
	/* rows with no entry are still objects the run created */
	for (e = 0; e < t->nsites; e++)
		if ((rc = add_row(t, e, table, &row, err)))
			return rc;
	return KABA_OK;
}
