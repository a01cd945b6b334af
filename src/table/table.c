#include "kaba/table.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kaba/grow.h"


/* A row is a whole number of 64-byte cache lines: 8 words. */
enum { LINE_WORDS = 8 };

static const char *const row_kinds[KABA_ROW_KINDS] = {
	"field", "param", "local", "return", "cast", "element", "this", "object",
};
static const char *const column_kinds[KABA_COL_KINDS] = {
	"field", "dcl", "def", "check-true", "check-false",
};
static const char *const rules[KABA_RULES] = {
	"", "C1", "C2", "C3", "C4", "C5", "C6", "C7", "C8", "C9", "C10", "C11", "C12",
	"cast", "override", "other",
};

const char *kaba_row_kind_name(enum kaba_row_kind kind)
{
	return (unsigned)kind < KABA_ROW_KINDS ? row_kinds[kind] : "?";
}

const char *kaba_column_kind_name(enum kaba_column_kind kind)
{
	return (unsigned)kind < KABA_COL_KINDS ? column_kinds[kind] : "?";
}

const char *kaba_rule_name(enum kaba_rule rule)
{
	return rule > 0 && rule < KABA_RULES ? rules[rule] : "?";
}

/* The row or column of that name, or KABA_NONE. */
static size_t name_index(const struct kaba_strmap *names, const char *name)
{
	int32_t i = kaba_strmap_get(names, name, strlen(name));

	return i < 0 ? KABA_NONE : (size_t)i;
}

struct kaba_table *kaba_table_new(void)
{
	struct kaba_table *t = calloc(1, sizeof(*t));

	if (!t)
		return NULL;
	kaba_arena_init(&t->arena);
	return t;
}

void kaba_table_free(struct kaba_table *t)
{
	if (!t)
		return;
	free(t->rows);
	free(t->columns);
	free(t->bits);
	free(t->initial);
	free(t->implications);
	free(t->entry_rules);
	free(t->refused);
	free(t->erased);
	kaba_strmap_free(&t->row_names);
	kaba_strmap_free(&t->column_names);
	kaba_arena_free(&t->arena);
	free(t);
}

static int oom(struct kaba_error *err)
{
	return kaba_fail(err, KABA_EINTERNAL, "table", -1, "out of memory");
}

/* Copy a row-major matrix into a new 64-byte aligned one of another shape. */
static uint64_t *relayout(const uint64_t *old, size_t nrows, size_t old_words,
			  size_t row_cap, size_t words)
{
	size_t bytes = row_cap * words * sizeof(uint64_t), r;
	uint64_t *m = aligned_alloc(64, bytes);

	if (!m)
		return NULL;
	memset(m, 0, bytes);
	for (r = 0; old && r < nrows; r++)
		memcpy(m + r * words, old + r * old_words, old_words * sizeof(uint64_t));
	return m;
}

/* Make room for `rows` rows of `words` words in bits (and initial). */
static int reshape(struct kaba_table *t, size_t rows, size_t words)
{
	uint64_t *bits = relayout(t->bits, t->nrows, t->words, rows, words);
	uint64_t *initial = NULL;

	if (!bits)
		return -1;
	if (t->initial) {
		initial = relayout(t->initial, t->nrows, t->words, rows, words);
		if (!initial) {
			free(bits);
			return -1;
		}
	}
	free(t->bits);
	free(t->initial);
	t->bits = bits;
	t->initial = initial;
	t->matrix_rows = rows;
	t->words = words;
	return 0;
}

static char *copy(struct kaba_table *t, const char *s, int *failed)
{
	char *c;

	if (!s)
		return NULL;
	c = kaba_arena_strdup(&t->arena, s);
	if (!c)
		*failed = 1;
	return c;
}

static int copy_origin(struct kaba_table *t, struct kaba_origin *dst, const struct kaba_origin *src)
{
	int failed = 0;

	dst->index = -1;
	if (!src)
		return 0;
	dst->owner = copy(t, src->owner, &failed);
	dst->member = copy(t, src->member, &failed);
	dst->descriptor = copy(t, src->descriptor, &failed);
	dst->type = copy(t, src->type, &failed);
	dst->index = src->index;
	return failed ? -1 : 0;
}

int kaba_table_add_row(struct kaba_table *t, enum kaba_row_kind kind, const char *name,
		       const struct kaba_origin *origin, size_t *out, struct kaba_error *err)
{
	struct kaba_row *row;

	if ((unsigned)kind >= KABA_ROW_KINDS || !name)
		return kaba_fail(err, KABA_EINPUT, "table", -1, "bad row kind or no name");
	if (name_index(&t->row_names, name) != KABA_NONE)
		return kaba_fail(err, KABA_EINPUT, "table", -1, "duplicate row %s", name);
	if (t->nrows >= KABA_TABLE_MAX_ROWS)
		return kaba_fail(err, KABA_EUNSUPPORTED, "table", -1,
				 "more than %u rows", KABA_TABLE_MAX_ROWS);
	if (kaba_grow((void **)&t->rows, &t->row_cap, t->nrows, sizeof(*t->rows)))
		return oom(err);
	if (t->nrows == t->matrix_rows &&
	    reshape(t, t->row_cap, t->words ? t->words : LINE_WORDS))
		return oom(err);
	row = &t->rows[t->nrows];
	memset(row, 0, sizeof(*row));
	row->kind = kind;
	row->link = KABA_NONE;
	row->ldc = -1;
	row->name = kaba_arena_strdup(&t->arena, name);
	if (!row->name || copy_origin(t, &row->origin, origin) ||
	    kaba_strmap_put(&t->row_names, row->name, strlen(row->name), (int32_t)t->nrows))
		return oom(err);
	*out = t->nrows++;
	return KABA_OK;
}

int kaba_table_add_column(struct kaba_table *t, enum kaba_column_kind kind, const char *name,
			  const struct kaba_origin *origin, size_t *out, struct kaba_error *err)
{
	struct kaba_column *col;

	if ((unsigned)kind >= KABA_COL_KINDS || !name)
		return kaba_fail(err, KABA_EINPUT, "table", -1, "bad column kind or no name");
	if (name_index(&t->column_names, name) != KABA_NONE)
		return kaba_fail(err, KABA_EINPUT, "table", -1, "duplicate column %s", name);
	if (t->ncolumns >= KABA_TABLE_MAX_COLUMNS)
		return kaba_fail(err, KABA_EUNSUPPORTED, "table", -1,
				 "more than %u columns", KABA_TABLE_MAX_COLUMNS);
	if (kaba_grow((void **)&t->columns, &t->column_cap, t->ncolumns, sizeof(*t->columns)))
		return oom(err);
	if (!t->words)
		t->words = LINE_WORDS;
	if (t->ncolumns == t->words * 64) {
		if (!t->matrix_rows)
			t->words *= 2;
		else if (reshape(t, t->matrix_rows, t->words * 2))
			return oom(err);
	}
	col = &t->columns[t->ncolumns];
	memset(col, 0, sizeof(*col));
	col->kind = kind;
	col->link = KABA_NONE;
	col->name = kaba_arena_strdup(&t->arena, name);
	if (!col->name || copy_origin(t, &col->origin, origin) ||
	    kaba_strmap_put(&t->column_names, col->name, strlen(col->name), (int32_t)t->ncolumns))
		return oom(err);
	*out = t->ncolumns++;
	return KABA_OK;
}

int kaba_table_add_check(struct kaba_table *t, const char *site, const struct kaba_origin *origin,
			 size_t *yes, size_t *no, struct kaba_error *err)
{
	size_t len = strlen(site) + sizeof("=false");
	char *name = malloc(len);
	int status;

	if (!name)
		return oom(err);
	snprintf(name, len, "%s=true", site);
	status = kaba_table_add_column(t, KABA_COL_CHECK_TRUE, name, origin, yes, err);
	snprintf(name, len, "%s=false", site);
	if (!status)
		status = kaba_table_add_column(t, KABA_COL_CHECK_FALSE, name, origin, no, err);
	free(name);
	if (status)
		return status;
	t->columns[*yes].link = *no;
	t->columns[*no].link = *yes;
	return KABA_OK;
}

int kaba_table_link_this(struct kaba_table *t, size_t this_row, size_t def_column,
			 struct kaba_error *err)
{
	if (this_row >= t->nrows || def_column >= t->ncolumns ||
	    t->rows[this_row].kind != KABA_ROW_THIS || t->columns[def_column].kind != KABA_COL_DEF)
		return kaba_fail(err, KABA_EINPUT, "table", -1,
				 "link needs a this-row and a def column");
	t->rows[this_row].link = def_column;
	return KABA_OK;
}

size_t kaba_table_find_row(const struct kaba_table *t, const char *name)
{
	return name_index(&t->row_names, name);
}

size_t kaba_table_find_column(const struct kaba_table *t, const char *name)
{
	return name_index(&t->column_names, name);
}

int kaba_table_mark(struct kaba_table *t, size_t r, size_t c, struct kaba_error *err)
{
	if (r >= t->nrows || c >= t->ncolumns)
		return kaba_fail(err, KABA_EINPUT, "table", -1,
				 "entry (%zu, %zu) outside the %zu x %zu table",
				 r, c, t->nrows, t->ncolumns);
	kaba_table_set(t, r, c);
	return KABA_OK;
}

int kaba_table_add_implication(struct kaba_table *t, enum kaba_implication_kind kind,
			       enum kaba_rule rule, size_t from, size_t to,
			       struct kaba_error *err)
{
	size_t n = kind == KABA_IMPL_ROW ? t->nrows : t->ncolumns;
	struct kaba_implication *im;

	if ((unsigned)kind > KABA_IMPL_DOMINANCE || rule <= 0 || rule >= KABA_RULES)
		return kaba_fail(err, KABA_EINPUT, "table", -1, "bad implication kind or rule");
	if (from >= n || to >= n)
		return kaba_fail(err, KABA_EINPUT, "table", -1,
				 "implication %zu => %zu outside the %zu %s", from, to, n,
				 kind == KABA_IMPL_ROW ? "rows" : "columns");
	if (kaba_grow((void **)&t->implications, &t->implication_cap, t->nimplications,
		    sizeof(*t->implications)))
		return oom(err);
	im = &t->implications[t->nimplications++];
	im->from = (uint32_t)from;
	im->to = (uint32_t)to;
	im->kind = (uint8_t)kind;
	im->rule = (uint8_t)rule;
	im->active = 0;
	return KABA_OK;
}

int kaba_table_add_entry_rule(struct kaba_table *t, size_t row, size_t when, size_t then,
			      struct kaba_error *err)
{
	struct kaba_entry_rule *e;

	if (row >= t->nrows || when >= t->ncolumns || then >= t->ncolumns)
		return kaba_fail(err, KABA_EINPUT, "table", -1,
				 "entry rule (%zu: %zu => %zu) outside the table", row, when, then);
	if (kaba_grow((void **)&t->entry_rules, &t->entry_rule_cap, t->nentry_rules,
		    sizeof(*t->entry_rules)))
		return oom(err);
	e = &t->entry_rules[t->nentry_rules++];
	e->row = (uint32_t)row;
	e->when = (uint32_t)when;
	e->then = (uint32_t)then;
	return KABA_OK;
}

int kaba_table_add_refused_store(struct kaba_table *t, size_t elem, size_t object,
				 struct kaba_error *err)
{
	struct kaba_refused_store *r;

	if (elem >= t->nrows || t->rows[elem].kind != KABA_ROW_ELEMENT ||
	    (object != KABA_NONE && (object >= t->nrows || t->rows[object].kind != KABA_ROW_OBJECT)))
		return kaba_fail(err, KABA_EINPUT, "table", -1,
				 "refused store (%zu, %zu): no element row and object row", elem, object);
	if (kaba_grow((void **)&t->refused, &t->refused_cap, t->nrefused, sizeof(*t->refused)))
		return oom(err);
	r = &t->refused[t->nrefused++];
	r->elem = (uint32_t)elem;
	r->object = object == KABA_NONE ? UINT32_MAX : (uint32_t)object;
	return KABA_OK;
}

int kaba_table_add_erased_check(struct kaba_table *t, const struct kaba_origin *site,
				struct kaba_error *err)
{
	if (!site->owner || !site->member || !site->descriptor || !site->type || site->index < 0)
		return kaba_fail(err, KABA_EINPUT, "table", -1,
				 "erased check without its method, type or offset");
	if (kaba_grow((void **)&t->erased, &t->erased_cap, t->nerased, sizeof(*t->erased)) ||
	    copy_origin(t, &t->erased[t->nerased], site))
		return oom(err);
	t->nerased++;
	return KABA_OK;
}

const struct kaba_origin *kaba_table_erased_check(const struct kaba_table *t, const char *owner,
						  const char *member, const char *descriptor,
						  long long pc)
{
	size_t i;

	for (i = 0; i < t->nerased; i++) {
		const struct kaba_origin *o = &t->erased[i];

		if (o->index == pc && !strcmp(o->owner, owner) && !strcmp(o->member, member) &&
		    !strcmp(o->descriptor, descriptor))
			return o;
	}
	return NULL;
}

int kaba_table_snapshot(struct kaba_table *t, struct kaba_error *err)
{
	size_t bytes = t->matrix_rows * t->words * sizeof(uint64_t);

	free(t->initial);
	t->initial = NULL;
	if (!bytes)
		return KABA_OK;
	t->initial = aligned_alloc(64, bytes);
	if (!t->initial)
		return oom(err);
	memcpy(t->initial, t->bits, bytes);
	return KABA_OK;
}
