/*
 * The answers of kaba serve's API (docs/serve.md): the pages' files, the
 * report, the proposal as edited so far, the Figure 4 views, the diagrams,
 * and the edits.  kaba report asks the same questions to embed the answers.
 */
#include "internal.h"

#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "kaba/arena.h"
#include "kaba/file.h"
#include "kaba/report.h"
#include "kaba/viz.h"

static void reply_text(struct serve_reply *r, unsigned status, const char *type, const char *text)
{
	r->status = status;
	r->type = type;
	kaba_buf_put(&r->body, text, strlen(text));
}

/* Take j (deleted here) as the JSON answer. */
static void reply_json(struct serve_reply *r, unsigned status, cJSON *j)
{
	char *text = j ? cJSON_PrintUnformatted(j) : NULL;

	if (text)
		reply_text(r, status, "application/json", text);
	else
		reply_text(r, 500, "application/json", "{\"error\":\"out of memory\"}");
	free(text);
	cJSON_Delete(j);
}

/* The HTTP status of a failure and {"error": "kaba: WHERE: WHAT"}. */
static void reply_error(struct serve_reply *r, const struct kaba_error *err, unsigned input)
{
	char *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);
	cJSON *j = cJSON_CreateObject();

	if (f) {
		kaba_error_print(err, f);
		fclose(f);
	}
	if (text && len && text[len - 1] == '\n')
		text[len - 1] = 0;
	cJSON_AddStringToObject(j, "error", text ? text : "out of memory");
	free(text);
	reply_json(r, err->status == KABA_EUSAGE ? 400 : err->status == KABA_EINPUT ? input :
		   err->status == KABA_EUNSUPPORTED ? 409 : 500, j);
}

/* A view of show.c, which prints its JSON on a stream. */
static void reply_view(struct serve_session *s, int original, const char *cls, struct serve_reply *r)
{
	struct kaba_error err = { 0 };
	char *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);
	int rc;

	if (!f) {
		reply_text(r, 500, "application/json", "{\"error\":\"out of memory\"}");
		return;
	}
	rc = !cls ? kaba_fail(&err, KABA_EUSAGE, "view", -1, "needs ?name=CLASS") :
	     original ? kaba_editor_show_original(&s->e, cls, 1, f, &err) :
	     kaba_editor_show_new(&s->e, cls, 1, f, &err);
	fclose(f);
	if (rc)
		reply_error(r, &err, 404);
	else
		reply_text(r, 200, "application/json", text);
	free(text);
}

static int by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Add the names of sub/ *.svg that are regular files (not links) to names. */
static void svg_names(const char *dir, const char *sub, cJSON *names)
{
	char path[4096], name[4096];
	struct dirent *d;
	struct stat st;
	DIR *dd;

	snprintf(path, sizeof(path), "%s%s%s", dir, *sub ? "/" : "", sub);
	if (!(dd = opendir(path)))
		return;
	while ((d = readdir(dd))) {
		size_t n = strlen(d->d_name);

		if (n <= 4 || strcmp(d->d_name + n - 4, ".svg") ||
		    snprintf(name, sizeof(name), "%s%s%s", sub, *sub ? "/" : "", d->d_name) >= (int)sizeof(name) ||
		    snprintf(path, sizeof(path), "%s/%s", dir, name) >= (int)sizeof(path))
			continue;
		if (!lstat(path, &st) && S_ISREG(st.st_mode))
			cJSON_AddItemToArray(names, cJSON_CreateString(name));
	}
	closedir(dd);
}

cJSON *serve_diagrams(const struct serve_session *s)
{
	cJSON *names = cJSON_CreateArray(), *sorted = cJSON_CreateArray(), *x;
	const char **v;
	size_t n = 0;

	svg_names(s->dir, "", names);
	svg_names(s->dir, "hierarchies", names);
	if ((v = calloc((size_t)cJSON_GetArraySize(names) + 1, sizeof(*v)))) {
		cJSON_ArrayForEach(x, names)
			v[n++] = x->valuestring;
		qsort(v, n, sizeof(*v), by_name);
		for (size_t i = 0; i < n; i++)
			cJSON_AddItemToArray(sorted, cJSON_CreateString(v[i]));
	}
	free(v);
	cJSON_Delete(names);
	return sorted;
}

/* proposal.svg of the edited proposal, drawn now: the file shows it before the edits. */
static void reply_live_proposal(struct serve_session *s, struct serve_reply *r)
{
	struct kaba_report rep = { .table = s->e.table, .proposal = s->e.p, .names = s->e.names };
	struct kaba_arena arena;
	struct kaba_viz *g;
	char *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);
	int ok;

	kaba_arena_init(&arena);
	g = kaba_diagram_proposal(&rep, &arena);
	ok = f && g && !kaba_viz_render(g, "svg", f);
	if (f)
		fclose(f);
	if (ok)
		reply_text(r, 200, "image/svg+xml", text);
	else
		reply_text(r, 500, "text/plain", kaba_viz_unavailable() ? kaba_viz_unavailable() :
			   "cannot draw the proposal");
	free(text);
	kaba_viz_free(g);
	kaba_arena_free(&arena);
}

/* A diagram by one of the names serve_diagrams() lists, never a path of the request's own. */
static void reply_diagram(struct serve_session *s, const char *name, struct serve_reply *r)
{
	cJSON *names = serve_diagrams(s), *x;
	struct kaba_error err = { 0 };
	const char *known = NULL;
	char path[4096];

	cJSON_ArrayForEach(x, names)
		if (name && !strcmp(x->valuestring, name))
			known = x->valuestring;
	if (known && s->nedits && !strcmp(known, "proposal.svg"))
		reply_live_proposal(s, r);
	else if (!known)
		reply_text(r, 404, "text/plain", "no such diagram in DIR (GET /api/diagrams lists them)");
	else {
		snprintf(path, sizeof(path), "%s/%s", s->dir, known);
		r->status = 200;
		r->type = "image/svg+xml";
		if (kaba_file_read(path, (size_t)1 << 28, &r->body, &err)) {
			r->body.len = 0;
			reply_error(r, &err, 404);
		}
	}
	cJSON_Delete(names);
}

/* The original classes that have members or objects in the table, in Java form. */
static cJSON *originals(const struct serve_session *s)
{
	const struct kaba_table *t = s->e.table;
	cJSON *list = cJSON_CreateArray();
	size_t n = t->ncolumns + t->nrows, k = 0, i;
	const char **v = calloc(n + 1, sizeof(*v));

	for (i = 0; v && i < t->ncolumns; i++)
		if (t->columns[i].origin.owner)
			v[k++] = t->columns[i].origin.owner;
	for (i = 0; v && i < t->nrows; i++)
		if (t->rows[i].kind == KABA_ROW_OBJECT && t->rows[i].origin.type)
			v[k++] = t->rows[i].origin.type;
	if (v)
		qsort(v, k, sizeof(*v), by_name);
	for (i = 0; i < k; i++)
		if (!i || strcmp(v[i], v[i - 1])) {
			char *java = strdup(v[i]);

			for (char *c = java; c && *c; c++)
				*c = *c == '/' ? '.' : *c;
			cJSON_AddItemToArray(list, cJSON_CreateString(java ? java : v[i]));
			free(java);
		}
	free(v);
	return list;
}

/* The proposal as edited so far, the edits, the original classes. */
static cJSON *state(const struct serve_session *s)
{
	cJSON *j = cJSON_CreateObject(), *edits = cJSON_CreateArray();
	const char *line = (const char *)s->script.data, *end = line + s->script.len;

	while (line && line < end) {
		const char *nl = memchr(line, '\n', (size_t)(end - line));
		char *one = strndup(line, (size_t)(nl - line));

		cJSON_AddItemToArray(edits, cJSON_CreateString(one ? one : ""));
		free(one);
		line = nl + 1;
	}
	cJSON_AddItemToObject(j, "edits", edits);
	cJSON_AddItemToObject(j, "proposal", kaba_proposal_store(s->e.p, s->e.names));
	cJSON_AddItemToObject(j, "originals", originals(s));
	return j;
}

void serve_get(struct serve_session *s, const char *path, const char *arg, struct serve_reply *r)
{
	const struct serve_asset *a = serve_asset(!strcmp(path, "/") ? "index.html" : path + 1);

	kaba_buf_init(&r->body);
	if (a) {
		r->status = 200;
		r->type = a->type;
		kaba_buf_put(&r->body, a->data, a->len);
	} else if (!strcmp(path, "/api/report"))
		reply_json(r, 200, cJSON_Duplicate(s->e.report, 1));
	else if (!strcmp(path, "/api/state"))
		reply_json(r, 200, state(s));
	else if (!strcmp(path, "/api/class") || !strcmp(path, "/api/new"))
		reply_view(s, !strcmp(path, "/api/class"), arg, r);
	else if (!strcmp(path, "/api/diagrams"))
		reply_json(r, 200, serve_diagrams(s));
	else if (!strcmp(path, "/api/diagram"))
		reply_diagram(s, arg, r);
	else if (!strcmp(path, "/api/script")) {
		r->status = 200;
		r->type = "text/plain; charset=utf-8";
		kaba_buf_put(&r->body, s->script.data, s->script.len);
	} else
		reply_text(r, 404, "text/plain", "not found");
	if (r->body.oom) {
		r->body.len = 0;
		reply_text(r, 500, "text/plain", "out of memory");
	}
}

void serve_post(struct serve_session *s, const char *path, const char *body, size_t len,
		struct serve_reply *r)
{
	cJSON *req = cJSON_ParseWithLength(body, len), *refusals = NULL, *j;
	const char *line = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(req, "edit"));
	struct kaba_error err = { 0 };
	int rc;

	kaba_buf_init(&r->body);
	if (!cJSON_IsObject(req))
		reply_text(r, 400, "application/json", "{\"error\":\"the body is no JSON object\"}");
	else if (!strcmp(path, "/api/edit") && !line)
		reply_text(r, 400, "application/json", "{\"error\":\"needs {\\\"edit\\\": LINE}\"}");
	else if (strcmp(path, "/api/edit") && strcmp(path, "/api/undo") && strcmp(path, "/api/jar"))
		reply_text(r, 404, "text/plain", "not found");
	else {
		rc = !strcmp(path, "/api/edit") ? serve_session_edit(s, line, &refusals, &err) :
		     !strcmp(path, "/api/undo") ? serve_session_undo(s, &err) :
		     serve_session_jar(s, &err);
		if (rc)
			reply_error(r, &err, 422);
		else {
			j = state(s);
			cJSON_AddBoolToObject(j, "accepted", !refusals);
			cJSON_AddItemToObject(j, "refusals", refusals ? refusals : cJSON_CreateArray());
			reply_json(r, 200, j);
		}
	}
	cJSON_Delete(req);
}

const struct serve_asset *serve_asset(const char *name)
{
	for (size_t i = 0; i < serve_nassets; i++)
		if (!strcmp(serve_assets[i].name, name))
			return &serve_assets[i];
	return NULL;
}
