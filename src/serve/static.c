/*
 * kaba report: the pages of kaba serve as one static HTML file.  The app
 * reads every answer through one function (app.js `api`), which in the
 * file looks the answer up in window.KABA_DATA instead of asking the
 * server; so the file holds the answers to every question the pages can
 * ask without edits: the report, the proposal, each original and each new
 * class's view, each diagram.
 */
#include "internal.h"

#include <stdlib.h>
#include <string.h>

#include "kaba/file.h"
#include "kaba/progress.h"

/* Ask path (with ?name=arg) and keep the answer under the key the app looks up. */
static int ask(struct serve_session *s, cJSON *data, const char *path, const char *arg,
	       struct kaba_error *err)
{
	struct serve_reply r;
	char key[4096];
	cJSON *v;

	serve_get(s, path, arg, &r);
	kaba_buf_u8(&r.body, 0);
	snprintf(key, sizeof(key), "%s%s%s", path, arg ? "?name=" : "", arg ? arg : "");
	if (r.status != 200) {
		kaba_fail(err, KABA_EINTERNAL, key, -1, "%u: %s", r.status, (char *)r.body.data);
		kaba_buf_free(&r.body);
		return err->status;
	}
	v = strstr(r.type, "json") ? cJSON_Parse((char *)r.body.data)
				   : cJSON_CreateString((char *)r.body.data);
	kaba_buf_free(&r.body);
	if (!v || !cJSON_AddItemToObject(data, key, v)) {
		cJSON_Delete(v);
		return kaba_fail(err, KABA_EINTERNAL, key, -1, "out of memory");
	}
	return KABA_OK;
}

/* Every answer the pages can want without edits. */
static int collect(struct serve_session *s, cJSON *data, struct kaba_error *err)
{
	int rc = ask(s, data, "/api/report", NULL, err);
	cJSON *state, *x;

	if (!rc)
		rc = ask(s, data, "/api/state", NULL, err);
	if (!rc)
		rc = ask(s, data, "/api/diagrams", NULL, err);
	state = cJSON_GetObjectItemCaseSensitive(data, "/api/state");
	cJSON_ArrayForEach(x, cJSON_GetObjectItemCaseSensitive(data, "/api/diagrams"))
		if (!rc)
			rc = ask(s, data, "/api/diagram", x->valuestring, err);
	cJSON_ArrayForEach(x, cJSON_GetObjectItemCaseSensitive(state, "originals"))
		if (!rc)
			rc = ask(s, data, "/api/class", x->valuestring, err);
	cJSON_ArrayForEach(x, cJSON_GetObjectItemCaseSensitive(
				   cJSON_GetObjectItemCaseSensitive(state, "proposal"), "classes"))
		if (!rc)
			rc = ask(s, data, "/api/new", cJSON_GetStringValue(
					 cJSON_GetObjectItemCaseSensitive(x, "id")), err);
	return rc;
}

/* Write the text from `from` up to `marker`; the text after the marker, or NULL without one. */
static const char *upto(FILE *f, const char *from, const char *marker)
{
	const char *at = strstr(from, marker);

	if (!at)
		return NULL;
	fwrite(from, 1, (size_t)(at - from), f);
	return at + strlen(marker);
}

/* The JSON text with every '<' escaped, so no `</script>` or `<!--` ends the script early. */
static void put_data(FILE *f, const char *json)
{
	for (const char *c = json; *c; c++)
		if (*c == '<')
			fputs("\\u003c", f);
		else
			fputc(*c, f);
}

static int write_page(const char *path, const char *json, struct kaba_error *err)
{
	const struct serve_asset *html = serve_asset("index.html"), *css = serve_asset("app.css"),
				 *js = serve_asset("app.js");
	const char *rest;
	struct kaba_out o;
	int rc = kaba_out_open(&o, path, err), ok;

	if (rc)
		return rc;
	/* the assets end in a NUL the generator adds (embed_files.sh) */
	ok = (rest = upto(o.f, (const char *)html->data, "<link rel=\"stylesheet\" href=\"app.css\">")) != NULL;
	if (ok) {
		fprintf(o.f, "<style>\n%s</style>", (const char *)css->data);
		ok = (rest = upto(o.f, rest, "<script src=\"app.js\"></script>")) != NULL;
	}
	if (ok) {
		fputs("<script>window.KABA_DATA = ", o.f);
		put_data(o.f, json);
		fprintf(o.f, ";</script>\n<script>\n%s</script>%s", (const char *)js->data, rest);
	}
	return kaba_out_close(&o, ok, "the report page", err);
}

int kaba_serve_report(const char *const *ops, size_t n, int flags, struct kaba_error *err)
{
	struct serve_session s;
	cJSON *data;
	char *json = NULL;
	int rc;

	(void)flags;
	if (n != 2)
		return kaba_fail(err, KABA_EUSAGE, "report", -1, "needs DIR and -o FILE");
	data = cJSON_CreateObject();
	rc = serve_session_open(&s, ops[0], err);
	if (!rc && !(rc = collect(&s, data, err)) && !(json = cJSON_PrintUnformatted(data)))
		rc = kaba_fail(err, KABA_EINTERNAL, ops[1], -1, "out of memory");
	if (!rc && !(rc = write_page(ops[1], json, err)))
		kaba_notice("wrote %s", ops[1]);
	free(json);
	cJSON_Delete(data);
	serve_session_close(&s);
	return rc;
}
