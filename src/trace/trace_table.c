/*
 * Traces -> the member-access table: rows are creation sites, columns the
 * fields, bodies and type-check outcomes their objects used.
 *
 * A table may already hold the static analysis' rows and columns; the two
 * meet on their origin (kind, class, member, descriptor, bytecode index),
 * which both sides fill with internal names, so a traced object lands on
 * the static row of its `new` and a traced field on the static column of
 * its declaration.  New rows and columns get the static scheme's names
 * (names.h), so the two variants' reports use the same words.
 */
#include "names.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kaba/program.h"
#include "kaba/table.h"

/* Origin keys of the table's rows and columns, interned as strings of a
 * scratch trace: key index i belongs to table item at[i].  New items are
 * named with the program's help (NULL: without), in `name`. */
struct origins {
	struct kaba_trace keys;
	size_t *at;
	size_t cap;
	struct kaba_program *p;
	struct kaba_buf name;
};

static int key_of(char *out, size_t cap, char what, int kind,
		  const struct kaba_origin *o)
{
	return snprintf(out, cap, "%c%d|%s|%s|%s|%lld", what, kind,
			o->owner ? o->owner : "", o->member ? o->member : "",
			o->descriptor ? o->descriptor : "", o->index) >= (int)cap ? -1 : 0;
}

/* The slot of a key (interned on first sight, then naming nothing), or
 * NULL when out of memory. */
static size_t *slot(struct origins *x, const char *key)
{
	uint32_t k = kaba_trace_string(&x->keys, key);

	if (k == UINT32_MAX)
		return NULL;
	while (k >= x->cap) {
		size_t cap = x->cap ? x->cap * 2 : 256, i;
		size_t *v = realloc(x->at, cap * sizeof(*v));

		if (!v)
			return NULL;
		for (i = x->cap; i < cap; i++)
			v[i] = KABA_NONE;
		x->at = v;
		x->cap = cap;
	}
	return &x->at[k];
}

/* Remember table item `item` under its key; the first one wins. */
static int remember(struct origins *x, const char *key, size_t item)
{
	size_t *at = slot(x, key);

	if (!at)
		return -1;
	if (*at == KABA_NONE)
		*at = item;
	return 0;
}

static size_t recall(struct origins *x, const char *key)
{
	size_t *at = slot(x, key);

	return at ? *at : KABA_NONE;
}

static int index_table(struct origins *x, const struct kaba_table *t)
{
	char key[4096];
	size_t i;

	for (i = 0; i < t->nrows; i++)
		if (t->rows[i].kind == KABA_ROW_OBJECT &&
		    !key_of(key, sizeof(key), 'R', 0, &t->rows[i].origin) &&
		    remember(x, key, i))
			return -1;
	for (i = 0; i < t->ncolumns; i++)
		if (!key_of(key, sizeof(key), 'C', (int)t->columns[i].kind,
			    &t->columns[i].origin) &&
		    remember(x, key, i))
			return -1;
	return 0;
}

/* A name for a new row or column, NUL-terminated in x->name; NULL when
 * out of memory. */
static char *name_of(struct origins *x, int row, const struct kaba_trace *t, uint32_t i)
{
	x->name.len = 0;
	if (row)
		trace_site_name(&x->name, t, i, x->p);
	else
		trace_column_name(&x->name, t, i, x->p);
	kaba_buf_u8(&x->name, '\0');
	return x->name.oom ? NULL : (char *)x->name.data;
}

static int add_row(const struct kaba_trace *t, uint32_t s, struct kaba_table *table,
		   struct origins *x, size_t *row, struct kaba_error *err)
{
	const struct kaba_trace_site *site = &t->sites[s];
	int pseudo = site->kind == KABA_SITE_PSEUDO;
	struct kaba_origin o = {
		pseudo ? NULL : t->strings[site->in_class],
		pseudo ? NULL : t->strings[site->in_method],
		pseudo ? NULL : t->strings[site->in_desc],
		t->strings[site->class_name],
		pseudo ? -1 : (long long)site->bci,
	};
	char key[4096];
	const char *name;
	int rc;

	if (key_of(key, sizeof(key), pseudo ? 'P' : 'R', 0, &o))
		return kaba_fail(err, KABA_EINPUT, NULL, -1, "trace name too long");
	if (pseudo) /* pseudo rows have no origin to meet: their name is the key */
		snprintf(key, sizeof(key), "P|%s", o.type);
	*row = recall(x, key);
	if (*row != KABA_NONE)
		return KABA_OK;
	if (!(name = name_of(x, 1, t, s)))
		return kaba_fail(err, KABA_EIO, NULL, -1, "out of memory");
	*row = kaba_table_find_row(table, name);
	if (*row == KABA_NONE &&
	    (rc = kaba_table_add_row(table, KABA_ROW_OBJECT, name, &o, row, err)))
		return rc;
	return remember(x, key, *row) ?
	       kaba_fail(err, KABA_EIO, NULL, -1, "out of memory") : KABA_OK;
}

/* The JVM access flags of a field or method column's member (0: unknown,
 * no program): the refactor stage's checks need them to tell overriding
 * across packages (a package-private method is not overridden from
 * another package). */
static unsigned member_access(struct kaba_program *p, uint8_t kind, const struct kaba_origin *o)
{
	struct kaba_pclass *c = p ? kaba_program_class(p, o->owner) : NULL;
	struct kaba_pmember *m = !c ? NULL : kind == KABA_TCOL_DEF ?
				 kaba_pclass_method(c, o->member, o->descriptor) :
				 kaba_pclass_field(c, o->member, o->descriptor);

	return m ? m->access : 0;
}

static int add_column(const struct kaba_trace *t, uint32_t c, struct kaba_table *table,
		      struct origins *x, size_t *col, struct kaba_error *err)
{
	static const enum kaba_column_kind kinds[] = {
		[KABA_TCOL_FIELD] = KABA_COL_FIELD, [KABA_TCOL_DEF] = KABA_COL_DEF,
		[KABA_TCOL_CHECK_TRUE] = KABA_COL_CHECK_TRUE,
		[KABA_TCOL_CHECK_FALSE] = KABA_COL_CHECK_FALSE,
		[KABA_TCOL_CATCH] = KABA_COL_CHECK_TRUE,
	};
	const struct kaba_trace_column *k = &t->columns[c];
	int check = k->kind >= KABA_TCOL_CHECK_TRUE;
	struct kaba_origin o = {
		t->strings[k->class_name], t->strings[k->name], t->strings[k->desc],
		k->type ? t->strings[k->type] : NULL, check ? (long long)k->bci : -1,
	};
	char key[4096], *name, *eq;
	size_t yes, no;
	int rc;

	if (key_of(key, sizeof(key), 'C', (int)kinds[k->kind], &o))
		return kaba_fail(err, KABA_EINPUT, NULL, -1, "trace name too long");
	*col = recall(x, key);
	if (*col != KABA_NONE)
		return KABA_OK;
	if (!(name = name_of(x, 0, t, c)))
		return kaba_fail(err, KABA_EIO, NULL, -1, "out of memory");
	if (!check) {
		*col = kaba_table_find_column(table, name);
		if (*col == KABA_NONE &&
		    (rc = kaba_table_add_column(table, kinds[k->kind], name, &o, col, err)))
			return rc;
		table->columns[*col].access = member_access(x->p, k->kind, &o);
		return remember(x, key, *col) ?
		       kaba_fail(err, KABA_EIO, NULL, -1, "out of memory") : KABA_OK;
	}
	/* a check site: both outcomes, under the site's name */
	eq = strrchr(name, '=');
	if (!eq)
		return kaba_fail(err, KABA_EINTERNAL, name, -1, "check column without outcome");
	*eq = '\0';
	if ((rc = kaba_table_add_check(table, name, &o, &yes, &no, err)))
		return rc;
	if (key_of(key, sizeof(key), 'C', KABA_COL_CHECK_TRUE, &o) ||
	    remember(x, key, yes) ||
	    key_of(key, sizeof(key), 'C', KABA_COL_CHECK_FALSE, &o) ||
	    remember(x, key, no))
		return kaba_fail(err, KABA_EIO, NULL, -1, "out of memory");
	*col = k->kind == KABA_TCOL_CHECK_FALSE ? no : yes;
	return KABA_OK;
}

static int by_name(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/*
 * The names of the program's own classes, sorted, for in_program (NULL
 * without a program, or when out of memory: *failed then).  The agent
 * traces every class outside the JDK, classes a program makes at run time
 * included (bsh's scripted classes); they are not in the jar, so their
 * objects can be neither placed nor looked up, and they are no rows.  A
 * lookup by name would load them as missing library classes instead.
 */
static const char **user_names(struct kaba_program *p, size_t *n, int *failed)
{
	const char **v;

	*n = p ? kaba_program_user_count(p) : 0;
	*failed = 0;
	if (!p)
		return NULL;
	if (!(v = malloc((*n + 1) * sizeof(*v)))) {
		*failed = 1;
		return NULL;
	}
	for (size_t i = 0; i < *n; i++)
		v[i] = kaba_program_user(p, i)->name;
	qsort(v, *n, sizeof(*v), by_name);
	return v;
}

/* Are objects of class `name` rows: is it one of the program's own
 * (every class when there is no program)? */
static int in_program(const char **users, size_t n, const char *name)
{
	return !users || bsearch(&name, users, n, sizeof(*users), by_name);
}

int kaba_trace_to_table(const struct kaba_trace *t, struct kaba_table *table,
			struct kaba_error *err)
{
	return kaba_trace_to_table_of(t, NULL, table, err);
}

int kaba_trace_to_table_of(const struct kaba_trace *t, struct kaba_program *p,
			   struct kaba_table *table, struct kaba_error *err)
{
	struct origins x = { .at = NULL, .cap = 0, .p = p };
	uint32_t e;
	size_t row, col, nusers;
	int rc = KABA_OK, failed;
	const char **users = user_names(p, &nusers, &failed);

	kaba_trace_init(&x.keys);
	kaba_buf_init(&x.name);
	if (failed || x.keys.oom || index_table(&x, table)) {
		rc = kaba_fail(err, KABA_EIO, NULL, -1, "out of memory");
		goto out;
	}
	for (e = 0; e < t->nentries && !rc; e++) {
		const struct kaba_trace_entry *y = &t->entries[e];

		if (y->site >= t->nsites || y->column >= t->ncolumns ||
		    t->columns[y->column].kind >= KABA_TCOL_FIELDREF) {
			rc = kaba_fail(err, KABA_EINTERNAL, NULL, -1,
				       "trace entry %u out of range", e);
			break;
		}
		if (!in_program(users, nusers, t->strings[t->sites[y->site].class_name]))
			continue;
		if (!(rc = add_row(t, y->site, table, &x, &row, err)) &&
		    !(rc = add_column(t, y->column, table, &x, &col, err)))
			rc = kaba_table_mark(table, row, col, err);
	}
	/* rows with no entry are still objects the run created */
	for (e = 0; e < t->nsites && !rc; e++)
		if (in_program(users, nusers, t->strings[t->sites[e].class_name]))
			rc = add_row(t, e, table, &x, &row, err);
out:
	free(users);
	kaba_trace_free(&x.keys);
	kaba_buf_free(&x.name);
	free(x.at);
	return rc;
}
