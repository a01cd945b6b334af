/*
 * Reading and writing a table as NAME.cxt + NAME.json (format in table.h).
 * The .cxt goes through lattice/fca.h, the sidecar through cJSON.  Both files
 * are untrusted on reading: every count, index, kind and name is checked.
 */
#include "kaba/file.h"
#include "kaba/table.h"

#include <cJSON.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fca.h"

struct fca_context *kaba_table_context(const struct kaba_table *t)
{
	struct fca_context *ctx = fca_context_new(t->nrows, t->ncolumns);
	size_t r, c, w;

	if (!ctx)
		return NULL;
	for (r = 0; r < t->nrows; r++) {
		const uint64_t *row = kaba_table_row(t, r);

		if (fca_context_set_object_name(ctx, r, t->rows[r].name))
			goto fail;
		/* set bits only: ecj's table has 1.25 G cells, few of them set */
		for (w = 0; w < t->words; w++) {
			for (uint64_t bits = row[w]; bits; bits &= bits - 1) {
				c = w * 64 + (size_t)__builtin_ctzll(bits);
				if (c < t->ncolumns)
					fca_context_set(ctx, r, c);
			}
		}
	}
	for (c = 0; c < t->ncolumns; c++)
		if (fca_context_set_attribute_name(ctx, c, t->columns[c].name))
			goto fail;
	return ctx;
fail:
	fca_context_free(ctx);
	return NULL;
}

static char *path_with(const char *base, const char *ext)
{
	size_t len = strlen(base) + strlen(ext) + 1;
	char *p = malloc(len);

	if (p)
		snprintf(p, len, "%s%s", base, ext);
	return p;
}

/* ---- writing ----------------------------------------------------------- */

/* `row`: the row whose marks (pinned, ldc, named) follow, or NULL. */
static cJSON *origin_json(const char *name, const char *kind, const struct kaba_origin *o,
			  size_t link, unsigned access, const struct kaba_row *row)
{
	cJSON *j = cJSON_CreateObject();

	if (!j)
		return NULL;
	if (name) {     /* erased checks are sites, not rows or columns */
		cJSON_AddStringToObject(j, "name", name);
		cJSON_AddStringToObject(j, "kind", kind);
	}
	if (o->owner)
		cJSON_AddStringToObject(j, "owner", o->owner);
	if (o->member)
		cJSON_AddStringToObject(j, "member", o->member);
	if (o->descriptor)
		cJSON_AddStringToObject(j, "descriptor", o->descriptor);
	if (o->type)
		cJSON_AddStringToObject(j, "type", o->type);
	cJSON_AddNumberToObject(j, "index", (double)o->index);
	if (name)
		cJSON_AddNumberToObject(j, "link", link == KABA_NONE ? -1.0 : (double)link);
	if (access)
		cJSON_AddNumberToObject(j, "access", (double)access);
	if (row && row->pinned)
		cJSON_AddTrueToObject(j, "pinned");
	if (row && row->ldc >= 0)
		cJSON_AddNumberToObject(j, "ldc", (double)row->ldc);
	if (row && row->named)
		cJSON_AddTrueToObject(j, "named");
	return j;
}

static const char *const implication_kinds[] = { "row", "column", "dominance" };

/* One row or column object on a line of its own (cJSON escapes the names);
 * 0, or -1 out of memory. */
static int put_origin(FILE *f, const char *sep, const char *name, const char *kind,
		      const struct kaba_origin *o, size_t link, unsigned access,
		      const struct kaba_row *row)
{
	cJSON *j = origin_json(name, kind, o, link, access, row);
	char *text = j ? cJSON_PrintUnformatted(j) : NULL;

	cJSON_Delete(j);
	if (!text)
		return -1;
	fprintf(f, "%s\n  %s", sep, text);
	cJSON_free(text);
	return 0;
}

/*
 * The sidecar, streamed: a table of a large program has millions of
 * implications (ecj: 2 M), whose cJSON tree took more memory than the table
 * itself, so only the objects holding names go through cJSON, one at a
 * time; implications and initial cells hold numbers and fixed identifiers
 * and are printed directly.  One item per line.  0, -1 out of memory.
 */
static int sidecar(FILE *f, const struct kaba_table *t)
{
	size_t i, c;

	fputs("{\n\"format\": \"kaba-table\",\n\"version\": 1,\n\"rows\": [", f);
	for (i = 0; i < t->nrows; i++)
		if (put_origin(f, i ? "," : "", t->rows[i].name, kaba_row_kind_name(t->rows[i].kind),
			       &t->rows[i].origin, t->rows[i].link, t->rows[i].access, &t->rows[i]))
			return -1;
	fputs("\n],\n\"columns\": [", f);
	for (i = 0; i < t->ncolumns; i++)
		if (put_origin(f, i ? "," : "", t->columns[i].name,
			       kaba_column_kind_name(t->columns[i].kind), &t->columns[i].origin,
			       t->columns[i].link, t->columns[i].access, NULL))
			return -1;
	fputs("\n],\n\"implications\": [", f);
	for (i = 0; i < t->nimplications; i++) {
		const struct kaba_implication *im = &t->implications[i];

		fprintf(f, "%s\n  {\"kind\":\"%s\",\"rule\":\"%s\",\"from\":%zu,\"to\":%zu,\"active\":%s}",
			i ? "," : "", implication_kinds[im->kind], kaba_rule_name(im->rule),
			(size_t)im->from, (size_t)im->to, im->active ? "true" : "false");
	}
	fputs("\n]", f);
	if (t->nrefused) {
		fputs(",\n\"refused_stores\": [", f);
		for (i = 0; i < t->nrefused; i++)
			fprintf(f, "%s\n  [%zu,%lld]", i ? "," : "", (size_t)t->refused[i].elem,
				t->refused[i].object == UINT32_MAX ? -1LL :
				(long long)t->refused[i].object);
		fputs("\n]", f);
	}
	if (t->nerased) {
		fputs(",\n\"erased_checks\": [", f);
		for (i = 0; i < t->nerased; i++)
			if (put_origin(f, i ? "," : "", NULL, NULL, &t->erased[i], KABA_NONE, 0, NULL))
				return -1;
		fputs("\n]", f);
	}
	if (t->initial) {
		fputs(",\n\"initial\": [", f);
		for (i = 0; i < t->nrows; i++) {
			const uint64_t *row = t->initial + i * t->words;
			const char *sep = "";

			fprintf(f, "%s\n  [", i ? "," : "");
			/* set bits only (ecj: 1.25 G cells, few of them set) */
			for (size_t w = 0; w < t->words; w++) {
				for (uint64_t bits = row[w]; bits; bits &= bits - 1) {
					c = w * 64 + (size_t)__builtin_ctzll(bits);
					if (c < t->ncolumns) {
						fprintf(f, "%s%zu", sep, c);
						sep = ",";
					}
				}
			}
			fputc(']', f);
		}
		fputs("\n]", f);
	}
	fputs("\n}\n", f);
	return 0;
}

int kaba_table_write(const struct kaba_table *t, const char *base, struct kaba_error *err)
{
	char *cxt = path_with(base, ".cxt"), *json = path_with(base, ".json");
	struct fca_context *ctx = kaba_table_context(t);
	struct kaba_out out;
	char msg[256];
	int status = KABA_OK;

	/* Both files are written atomically: fca_write_cxt renames its own
	 * temporary file, kaba_out likewise (contract 7). */
	if (!cxt || !json || !ctx)
		status = kaba_fail(err, KABA_EINTERNAL, base, -1, "out of memory");
	else if (fca_write_cxt(ctx, cxt, msg, sizeof(msg)))
		status = kaba_fail(err, KABA_EIO, cxt, -1, "%s", msg);
	else if (!(status = kaba_out_open(&out, json, err)))
		status = kaba_out_close(&out, sidecar(out.f, t) == 0,
					"the table's metadata", err);
	fca_context_free(ctx);
	free(cxt);
	free(json);
	return status;
}

/* ---- reading ----------------------------------------------------------- */

static const char *string_of(const cJSON *j, const char *key)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(j, key);

	return cJSON_IsString(v) ? v->valuestring : NULL;
}

/* An integer in [-1, limit), or -2 when absent or not such a number. */
static long long index_of(const cJSON *j, const char *key, long long limit)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(j, key);

	if (!cJSON_IsNumber(v) || v->valuedouble < -1 || v->valuedouble >= (double)limit ||
	    v->valuedouble != (double)(long long)v->valuedouble)
		return -2;
	return (long long)v->valuedouble;
}

static int kind_of(const char *s, const char *(*name)(int), int n)
{
	int k;

	for (k = 0; s && k < n; k++)
		if (!strcmp(s, name(k)))
			return k;
	return -1;
}

static const char *row_kind(int k) { return kaba_row_kind_name(k); }
static const char *column_kind(int k) { return kaba_column_kind_name(k); }
static const char *rule_kind(int k) { return kaba_rule_name(k); }
static const char *implication_kind(int k) { return implication_kinds[k]; }

/* Add the rows (is_row) or columns described by the array `list`. */
static int read_entries(struct kaba_table *t, const cJSON *list, int is_row,
			const struct fca_context *ctx, const char *where, struct kaba_error *err)
{
	size_t n = is_row ? fca_context_objects(ctx) : fca_context_attributes(ctx);
	const char *what = is_row ? "row" : "column";
	const cJSON *j;
	size_t i = 0, idx;
	int status;

	if (cJSON_GetArraySize(list) < 0 || (size_t)cJSON_GetArraySize(list) != n)
		return kaba_fail(err, KABA_EINPUT, where, -1, "%s count differs from the .cxt", what);
	cJSON_ArrayForEach(j, list) {
		const char *name = string_of(j, "name");
		const char *cname = is_row ? fca_context_object_name(ctx, i)
					   : fca_context_attribute_name(ctx, i);
		int kind = is_row ? kind_of(string_of(j, "kind"), row_kind, KABA_ROW_KINDS)
				  : kind_of(string_of(j, "kind"), column_kind, KABA_COL_KINDS);
		struct kaba_origin o = {
			string_of(j, "owner"), string_of(j, "member"), string_of(j, "descriptor"),
			string_of(j, "type"), -1,
		};
		const cJSON *index = cJSON_GetObjectItemCaseSensitive(j, "index");
		const cJSON *access = cJSON_GetObjectItemCaseSensitive(j, "access");
		const cJSON *pinned = cJSON_GetObjectItemCaseSensitive(j, "pinned");
		const cJSON *named = cJSON_GetObjectItemCaseSensitive(j, "named");
		const cJSON *ldc = cJSON_GetObjectItemCaseSensitive(j, "ldc");

		if (!name || kind < 0 || !cJSON_IsNumber(index) ||
		    (access && (!cJSON_IsNumber(access) || access->valuedouble < 0 ||
				access->valuedouble > 0xffff)) ||
		    (pinned && (!is_row || !cJSON_IsBool(pinned))) ||
		    (named && (!is_row || !cJSON_IsBool(named))) ||
		    (ldc && (!is_row || !pinned || index_of(j, "ldc", 65536) < 0)) ||
		    index_of(j, "link", (long long)fca_context_attributes(ctx)) == -2)
			return kaba_fail(err, KABA_EINPUT, where, -1, "%s %zu: bad name, kind, index, link, "
					 "pinned, ldc or named", what, i);
		if (!cname || strcmp(cname, name))
			return kaba_fail(err, KABA_EINPUT, where, -1, "%s %zu: name %s differs from the .cxt",
					 what, i, name);
		o.index = (long long)index->valuedouble;
		status = is_row ? kaba_table_add_row(t, kind, name, &o, &idx, err)
				: kaba_table_add_column(t, kind, name, &o, &idx, err);
		if (status)
			return status;
		if (is_row) {
			t->rows[idx].pinned = cJSON_IsTrue(pinned);
			t->rows[idx].named = cJSON_IsTrue(named);
			t->rows[idx].ldc = ldc ? (long long)ldc->valuedouble : -1;
		}
		if (access && is_row)
			t->rows[idx].access = (unsigned)access->valuedouble;
		else if (access)
			t->columns[idx].access = (unsigned)access->valuedouble;
		i++;
	}
	return KABA_OK;
}

/* Links are set once all rows and columns exist; kinds are checked. */
static int read_links(struct kaba_table *t, const cJSON *rows, const cJSON *cols,
		      const char *where, struct kaba_error *err)
{
	const cJSON *j;
	size_t i = 0;
	long long link;

	cJSON_ArrayForEach(j, rows) {
		link = index_of(j, "link", (long long)t->ncolumns);
		if (link >= 0 && kaba_table_link_this(t, i, (size_t)link, err))
			return kaba_fail(err, KABA_EINPUT, where, -1, "row %zu: bad link", i);
		i++;
	}
	i = 0;
	cJSON_ArrayForEach(j, cols) {
		link = index_of(j, "link", (long long)t->ncolumns);
		if (link >= 0) {
			const struct kaba_column *a = &t->columns[i], *b = &t->columns[link];

			if (!((a->kind == KABA_COL_CHECK_TRUE && b->kind == KABA_COL_CHECK_FALSE) ||
			      (a->kind == KABA_COL_CHECK_FALSE && b->kind == KABA_COL_CHECK_TRUE)))
				return kaba_fail(err, KABA_EINPUT, where, -1,
						 "column %zu: link joins no check pair", i);
			t->columns[i].link = (size_t)link;
		}
		i++;
	}
	return KABA_OK;
}

static int read_implications(struct kaba_table *t, const cJSON *list, const char *where,
			     struct kaba_error *err)
{
	const cJSON *j;
	size_t i = 0;
	int status;

	cJSON_ArrayForEach(j, list) {
		int kind = kind_of(string_of(j, "kind"), implication_kind, 3);
		int rule = kind_of(string_of(j, "rule"), rule_kind, KABA_RULES);
		long long limit = kind == KABA_IMPL_ROW ? (long long)t->nrows : (long long)t->ncolumns;
		long long from = index_of(j, "from", limit), to = index_of(j, "to", limit);
		const cJSON *active = cJSON_GetObjectItemCaseSensitive(j, "active");

		if (kind < 0 || rule <= 0 || from < 0 || to < 0 || !cJSON_IsBool(active))
			return kaba_fail(err, KABA_EINPUT, where, -1, "implication %zu is malformed", i);
		status = kaba_table_add_implication(t, kind, rule, (size_t)from, (size_t)to, err);
		if (status)
			return status;
		t->implications[t->nimplications - 1].active = cJSON_IsTrue(active);
		i++;
	}
	return KABA_OK;
}

static int read_refused(struct kaba_table *t, const cJSON *list, const char *where,
			struct kaba_error *err)
{
	const cJSON *j;
	size_t i = 0;

	cJSON_ArrayForEach(j, list) {
		const cJSON *e = cJSON_GetArrayItem(j, 0), *o = cJSON_GetArrayItem(j, 1);

		if (!cJSON_IsArray(j) || cJSON_GetArraySize(j) != 2 || !cJSON_IsNumber(e) ||
		    !cJSON_IsNumber(o) || e->valuedouble < 0 || e->valuedouble >= (double)t->nrows ||
		    (o->valuedouble != -1 && (o->valuedouble < 0 || o->valuedouble >= (double)t->nrows)) ||
		    e->valuedouble != (double)(size_t)e->valuedouble ||
		    (o->valuedouble != -1 && o->valuedouble != (double)(size_t)o->valuedouble) ||
		    kaba_table_add_refused_store(t, (size_t)e->valuedouble,
						 o->valuedouble == -1 ? KABA_NONE : (size_t)o->valuedouble,
						 err))
			return kaba_fail(err, KABA_EINPUT, where, -1, "refused store %zu is malformed", i);
		i++;
	}
	return KABA_OK;
}

static int read_erased(struct kaba_table *t, const cJSON *list, const char *where,
		       struct kaba_error *err)
{
	const cJSON *j;
	size_t i = 0;

	cJSON_ArrayForEach(j, list) {
		struct kaba_origin o = {
			string_of(j, "owner"), string_of(j, "member"), string_of(j, "descriptor"),
			string_of(j, "type"), index_of(j, "index", (long long)1 << 32),
		};

		if (!cJSON_IsObject(j) || kaba_table_add_erased_check(t, &o, err))
			return kaba_fail(err, KABA_EINPUT, where, -1, "erased check %zu is malformed", i);
		i++;
	}
	return KABA_OK;
}

static int read_initial(struct kaba_table *t, const cJSON *list, const char *where,
			struct kaba_error *err)
{
	const cJSON *row, *c;
	uint64_t *closed = t->bits;
	size_t r = 0;
	int status;

	if ((size_t)cJSON_GetArraySize(list) != t->nrows)
		return kaba_fail(err, KABA_EINPUT, where, -1, "\"initial\" needs one array per row");
	if (!t->nrows)
		return KABA_OK;
	/* Snapshot the closed entries, then swap: bits stays closed. */
	status = kaba_table_snapshot(t, err);
	if (status)
		return status;
	t->bits = t->initial;
	t->initial = closed;
	memset(t->initial, 0, t->matrix_rows * t->words * sizeof(uint64_t));
	cJSON_ArrayForEach(row, list) {
		cJSON_ArrayForEach(c, row) {
			if (!cJSON_IsNumber(c) || c->valuedouble < 0 ||
			    c->valuedouble >= (double)t->ncolumns)
				return kaba_fail(err, KABA_EINPUT, where, -1,
						 "\"initial\" row %zu: bad column", r);
			t->initial[r * t->words + ((size_t)c->valuedouble >> 6)] |=
				(uint64_t)1 << ((size_t)c->valuedouble & 63);
		}
		r++;
	}
	return KABA_OK;
}

static int read_sidecar(struct kaba_table *t, const char *json, const struct fca_context *ctx,
			struct kaba_error *err)
{
	FILE *f = fopen(json, "rb");
	char *text = NULL;
	long size;
	cJSON *root = NULL;
	const cJSON *rows, *cols, *imps, *refused, *erased, *initial, *fmt, *version;
	size_t r, c;
	int status;

	if (!f)
		return kaba_fail(err, KABA_EIO, json, -1, "cannot read: %s", strerror(errno));
	if (fseek(f, 0, SEEK_END) || (size = ftell(f)) < 0 || fseek(f, 0, SEEK_SET) ||
	    !(text = malloc((size_t)size + 1)) || fread(text, 1, (size_t)size, f) != (size_t)size) {
		fclose(f);
		free(text);
		return kaba_fail(err, KABA_EIO, json, -1, "cannot read");
	}
	fclose(f);
	text[size] = '\0';
	root = cJSON_Parse(text);
	free(text);
	fmt = cJSON_GetObjectItemCaseSensitive(root, "format");
	version = cJSON_GetObjectItemCaseSensitive(root, "version");
	rows = cJSON_GetObjectItemCaseSensitive(root, "rows");
	cols = cJSON_GetObjectItemCaseSensitive(root, "columns");
	imps = cJSON_GetObjectItemCaseSensitive(root, "implications");
	refused = cJSON_GetObjectItemCaseSensitive(root, "refused_stores");
	erased = cJSON_GetObjectItemCaseSensitive(root, "erased_checks");
	initial = cJSON_GetObjectItemCaseSensitive(root, "initial");
	if (!cJSON_IsString(fmt) || strcmp(fmt->valuestring, "kaba-table") ||
	    !cJSON_IsNumber(version) || version->valuedouble != 1 || !cJSON_IsArray(rows) ||
	    !cJSON_IsArray(cols) || !cJSON_IsArray(imps) || (refused && !cJSON_IsArray(refused)) ||
	    (erased && !cJSON_IsArray(erased)) ||
	    (initial && !cJSON_IsArray(initial))) {
		cJSON_Delete(root);
		return kaba_fail(err, KABA_EINPUT, json, -1, "not a kaba-table sidecar, version 1");
	}
	status = read_entries(t, rows, 1, ctx, json, err);
	if (!status)
		status = read_entries(t, cols, 0, ctx, json, err);
	if (!status)
		status = read_links(t, rows, cols, json, err);
	if (!status)
		status = read_implications(t, imps, json, err);
	if (!status && refused)
		status = read_refused(t, refused, json, err);
	if (!status && erased)
		status = read_erased(t, erased, json, err);
	for (r = 0; !status && r < t->nrows; r++)
		for (c = 0; c < t->ncolumns; c++)
			if (fca_context_get(ctx, r, c))
				kaba_table_set(t, r, c);
	if (!status && initial)
		status = read_initial(t, initial, json, err);
	cJSON_Delete(root);
	return status;
}

int kaba_table_read(const char *base, struct kaba_table **out, struct kaba_error *err)
{
	char *cxt = path_with(base, ".cxt"), *json = path_with(base, ".json");
	struct fca_context *ctx = NULL;
	struct kaba_table *t = kaba_table_new();
	char msg[256];
	int status;

	*out = NULL;
	if (!cxt || !json || !t)
		status = kaba_fail(err, KABA_EINTERNAL, base, -1, "out of memory");
	else if (fca_read_cxt(cxt, &ctx, msg, sizeof(msg)))
		status = kaba_fail(err, KABA_EINPUT, cxt, -1, "%s", msg);
	else if (fca_context_objects(ctx) > KABA_TABLE_MAX_ROWS ||
		 fca_context_attributes(ctx) > KABA_TABLE_MAX_COLUMNS)
		status = kaba_fail(err, KABA_EUNSUPPORTED, cxt, -1, "table larger than %u x %u",
				   KABA_TABLE_MAX_ROWS, KABA_TABLE_MAX_COLUMNS);
	else
		status = read_sidecar(t, json, ctx, err);
	fca_context_free(ctx);
	free(cxt);
	free(json);
	if (status) {
		kaba_table_free(t);
		return status;
	}
	*out = t;
	return KABA_OK;
}
