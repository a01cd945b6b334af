/*
 * The edit session of kaba serve: DIR with the edits accepted so far.  Each
 * new edit is tried on DIR opened afresh with the whole script (the
 * editor's ids for splits are reserved when it opens), so the page's
 * proposal is exactly what `kaba edit DIR SCRIPT` would give.
 */
#include "internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Open DIR and apply the script text[0..len) to it; the refusal lines go to
 * out (stderr where the edits were accepted before: a refusal is a bug).
 * On success *e holds the edited proposal. */
static int replay(const char *dir, const char *text, size_t len, struct kaba_editor *e,
		  struct kaba_script *sc, FILE *out, size_t *refused, struct kaba_error *err)
{
	int rc;

	*refused = 0;
	memset(e, 0, sizeof(*e));
	if (!(rc = kaba_script_parse("edit", text, len, sc, err)) &&
	    !(rc = kaba_editor_open(dir, sc->nsplits, e, err)))
		rc = kaba_editor_apply(e, sc, out, refused, err);
	return rc;
}

int serve_session_open(struct serve_session *s, const char *dir, struct kaba_error *err)
{
	struct kaba_script sc;
	size_t refused;
	int rc;

	s->dir = dir;
	s->nedits = 0;
	kaba_buf_init(&s->script);
	rc = replay(dir, "", 0, &s->e, &sc, stderr, &refused, err);
	kaba_script_free(&sc);
	return rc;
}

void serve_session_close(struct serve_session *s)
{
	kaba_editor_close(&s->e);
	kaba_buf_free(&s->script);
}

/* Replay text (the session's script with a line added, or its last one
 * removed; taken over) on DIR: accepted, it becomes the session, of nedits
 * edits; refused, *refusals gets the refusal lines and the session stays. */
static int take(struct serve_session *s, struct kaba_buf *text, size_t nedits,
		cJSON **refusals, struct kaba_error *err)
{
	struct kaba_editor e;
	struct kaba_script sc;
	char *out = NULL, *line, *next;
	size_t outlen = 0, refused;
	FILE *f = open_memstream(&out, &outlen);
	int rc;

	if (!f)
		return kaba_fail(err, KABA_EINTERNAL, "edit", -1, "out of memory");
	rc = replay(s->dir, (const char *)text->data, text->len, &e, &sc, f, &refused, err);
	fclose(f);
	if (!rc && sc.nedits != nedits)
		rc = kaba_fail(err, KABA_EUSAGE, "edit", -1, "not one edit (a comment or a blank line)");
	if (!rc && refused) {
		*refusals = cJSON_CreateArray();
		for (line = out; line && *line; line = next) {
			if ((next = strchr(line, '\n')))
				*next++ = 0;
			cJSON_AddItemToArray(*refusals, cJSON_CreateString(line));
		}
	}
	free(out);
	kaba_script_free(&sc);
	if (rc || refused) {
		kaba_editor_close(&e);
		kaba_buf_free(text);
		return rc;
	}
	kaba_editor_close(&s->e);
	kaba_buf_free(&s->script);
	s->e = e;
	s->script = *text;
	s->nedits = nedits;
	return KABA_OK;
}

int serve_session_edit(struct serve_session *s, const char *line, cJSON **refusals,
		       struct kaba_error *err)
{
	struct kaba_buf text;

	*refusals = NULL;
	if (strpbrk(line, "\n\r"))
		return kaba_fail(err, KABA_EUSAGE, "edit", -1, "one line, please");
	kaba_buf_init(&text);
	kaba_buf_put(&text, s->script.data, s->script.len);
	kaba_buf_printf(&text, "%s\n", line);
	if (text.oom) {
		kaba_buf_free(&text);
		return kaba_fail(err, KABA_EINTERNAL, "edit", -1, "out of memory");
	}
	return take(s, &text, s->nedits + 1, refusals, err);
}

int serve_session_undo(struct serve_session *s, struct kaba_error *err)
{
	struct kaba_buf text;
	cJSON *refusals = NULL;
	size_t len = s->script.len;
	int rc;

	if (!s->nedits)
		return kaba_fail(err, KABA_EUSAGE, "undo", -1, "no edit to undo");
	while (len && s->script.data[len - 1] == '\n')
		len--;
	while (len && s->script.data[len - 1] != '\n')
		len--;
	kaba_buf_init(&text);
	kaba_buf_put(&text, s->script.data, len);
	rc = take(s, &text, s->nedits - 1, &refusals, err);
	cJSON_Delete(refusals);  /* edits accepted once are accepted again */
	return rc;
}

int serve_session_jar(struct serve_session *s, struct kaba_error *err)
{
	struct kaba_editor e;
	struct kaba_script sc;
	size_t refused;
	int rc;

	if (!s->nedits)
		return kaba_fail(err, KABA_EUSAGE, "jar", -1, "no edit yet: DIR's jar is the "
				 "proposal's (kaba analyze wrote it)");
	rc = replay(s->dir, (const char *)s->script.data, s->script.len, &e, &sc, stderr, &refused, err);
	if (!rc && !(rc = kaba_editor_jar(&e, err)))
		rc = kaba_editor_write(&e, &sc, err);
	kaba_editor_close(&e);
	kaba_script_free(&sc);
	if (rc)
		return rc;
	serve_session_close(s);
	return serve_session_open(s, s->dir, err);
}
