/*
 * Loading the files of `kaba analyze -o DIR` that the editor works on: the
 * closed table, the saved proposal with its creation sites, and the report
 * whose proposal parts an accepted edit rewrites.
 */
#include "impl.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "kaba/buf.h"
#include "kaba/file.h"

/* A JSON file of DIR, parsed; files are capped at 1 GiB. */
static int read_json(const char *dir, const char *name, cJSON **out, struct kaba_error *err)
{
	struct kaba_buf b;
	char path[4096];
	int rc;

	snprintf(path, sizeof(path), "%s/%s", dir, name);
	kaba_buf_init(&b);
	rc = kaba_file_read(path, (size_t)1 << 30, &b, err);
	if (!rc && !(*out = cJSON_ParseWithLength((const char *)b.data, b.len)))
		rc = kaba_fail(err, KABA_EINPUT, path, -1, "not JSON");
	kaba_buf_free(&b);
	return rc;
}

/* The creation sites of proposal.json, by row. */
static int read_sites(struct kaba_editor *e, struct kaba_error *err)
{
	const cJSON *sites = cJSON_GetObjectItemCaseSensitive(e->saved, "sites"), *s;
	size_t n = e->table->nrows + 1;

	e->site_file = kaba_arena_alloc(&e->arena, n * sizeof(*e->site_file));
	e->site_line = kaba_arena_alloc(&e->arena, n * sizeof(*e->site_line));
	if (!e->site_file || !e->site_line)
		return kaba_fail(err, KABA_EINTERNAL, "proposal.json", -1, "out of memory");
	memset(e->site_file, 0, n * sizeof(*e->site_file));
	cJSON_ArrayForEach(s, sites) {
		const char *row = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(s, "row"));
		const char *file = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(s, "file"));
		const cJSON *line = cJSON_GetObjectItemCaseSensitive(s, "line");
		size_t r = row ? kaba_table_find_row(e->table, row) : KABA_NONE;

		if (r == KABA_NONE || !file || !cJSON_IsNumber(line) || line->valuedouble < 1)
			return kaba_fail(err, KABA_EINPUT, "proposal.json", -1,
					 "a site names no row of the table, or has no file and line");
		if (!(e->site_file[r] = kaba_arena_strdup(&e->arena, file)))
			return kaba_fail(err, KABA_EINTERNAL, "proposal.json", -1, "out of memory");
		e->site_line[r] = (size_t)line->valuedouble;
	}
	return KABA_OK;
}

int kaba_editor_open(const char *dir, size_t spare, struct kaba_editor *e,
		     struct kaba_error *err)
{
	char base[4096];
	const cJSON *format;
	int rc;

	memset(e, 0, sizeof(*e));
	kaba_arena_init(&e->arena);
	e->dir = dir;
	snprintf(base, sizeof(base), "%s/proposal.json", dir);
	if (access(base, F_OK))
		return kaba_fail(err, KABA_EINPUT, dir, -1, "no proposal.json: not written by kaba "
				 "analyze -o DIR, or by one older than kaba edit (analyse again)");
	if ((rc = read_json(dir, "proposal.json", &e->saved, err)) ||
	    (rc = read_json(dir, "report.json", &e->report, err)))
		return rc;
	format = cJSON_GetObjectItemCaseSensitive(e->saved, "format");
	if (!cJSON_IsString(format) || strcmp(format->valuestring, "kaba-proposal"))
		return kaba_fail(err, KABA_EINPUT, base, -1, "not a kaba-proposal file");
	snprintf(base, sizeof(base), "%s/table", dir);
	if ((rc = kaba_table_read(base, &e->table, err)))
		return rc;
	rc = kaba_proposal_restore(e->table, cJSON_GetObjectItemCaseSensitive(e->saved, "proposal"),
				   spare, &e->p, &e->names, &e->arena, err);
	if (rc)
		return rc;
	e->first_spare = e->p->nclasses - spare;
	/* P3 as after multiple-inheritance removal (check.c check_concrete): a
	 * declaration no call sends to an object may lack a body at its class,
	 * which the code generator writes as a class all the same */
	e->p->p3_held_only = 1;
	return read_sites(e, err);
}

void kaba_editor_close(struct kaba_editor *e)
{
	for (size_t i = 0; i < e->nmade; i++)   /* jars of an edit not written */
		unlink(e->made[i]);
	kaba_proposal_free(e->p);
	kaba_table_free(e->table);
	cJSON_Delete(e->saved);
	cJSON_Delete(e->report);
	kaba_arena_free(&e->arena);
	memset(e, 0, sizeof(*e));
}

const char *editor_class_name(const struct kaba_editor *e, size_t c, char *buf, size_t n)
{
	if (c != KABA_NONE && e->names[c])
		return e->names[c];
	snprintf(buf, n, c == KABA_NONE ? "(none)" : "K%zu", c);
	return buf;
}

size_t kaba_editor_class(const struct kaba_editor *e, const char *name)
{
	size_t c;
	char id[32];

	for (c = 0; c < e->p->nclasses; c++)
		if (!e->p->classes[c].removed && e->names[c] && !strcmp(e->names[c], name))
			return c;
	for (c = 0; c < e->p->nclasses; c++) {
		snprintf(id, sizeof(id), "K%zu", c);
		if (!e->p->classes[c].removed && !strcmp(id, name))
			return c;
	}
	return KABA_NONE;
}

size_t kaba_editor_item(const struct kaba_editor *e, const char *name, int *is_row)
{
	size_t r, c;

	if (!strncmp(name, "row:", 4)) {
		*is_row = 1;
		return kaba_table_find_row(e->table, name + 4);
	}
	if (!strncmp(name, "member:", 7)) {
		*is_row = 0;
		return kaba_table_find_column(e->table, name + 7);
	}
	r = kaba_table_find_row(e->table, name);
	c = kaba_table_find_column(e->table, name);
	*is_row = r != KABA_NONE;
	return r != KABA_NONE && c != KABA_NONE ? KABA_NONE : r != KABA_NONE ? r : c;
}
