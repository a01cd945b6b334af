/* Private parts of src/serve: the edit session and the answers to the API. */
#ifndef KABA_SERVE_INTERNAL_H
#define KABA_SERVE_INTERNAL_H

#include <cJSON.h>

#include "kaba/buf.h"
#include "kaba/editor.h"
#include "kaba/serve.h"

/* DIR with the edits accepted so far: the editor holds the edited proposal
 * (every view and diagram shows it), script their lines, one a line. */
struct serve_session {
	const char *dir;
	struct kaba_editor e;
	struct kaba_buf script;
	size_t nedits;
};
int serve_session_open(struct serve_session *s, const char *dir, struct kaba_error *err);
void serve_session_close(struct serve_session *s);
/* Try one edit line: accepted, it joins the script; refused, the proposal
 * stays and *refusals (a JSON array) holds one line per violated check.
 * A line that is no edit or names nothing known is KABA_EUSAGE. */
int serve_session_edit(struct serve_session *s, const char *line, cJSON **refusals,
		       struct kaba_error *err);
/* Forget the last accepted edit. */
int serve_session_undo(struct serve_session *s, struct kaba_error *err);
/* Write the restructured jar of the edited proposal and the edited DIR, as
 * `kaba edit --jar DIR SCRIPT` does; the session then starts from DIR's new
 * state with no edits of its own. */
int serve_session_jar(struct serve_session *s, struct kaba_error *err);

/* An answer: HTTP status, content type, body. */
struct serve_reply {
	unsigned status;
	const char *type;
	struct kaba_buf body;
};
/* GET path (without query) with the ?name= value arg (or NULL): the pages'
 * files and the read-only API (api.c).  Fills r; never touches DIR. */
void serve_get(struct serve_session *s, const char *path, const char *arg, struct serve_reply *r);
/* POST path with a JSON body (api.c): /api/edit, /api/undo, /api/jar. */
void serve_post(struct serve_session *s, const char *path, const char *body, size_t len,
		struct serve_reply *r);
/* The names of DIR's diagrams the API serves (api.c): the SVG files
 * kaba analyze writes in DIR and DIR/hierarchies, as regular files; a
 * request names one of these or gets 404.  A JSON array. */
cJSON *serve_diagrams(const struct serve_session *s);

/* The pages' files (generated from src/serve/app/ by scripts/embed_files.sh). */
struct serve_asset {
	const char *name, *type;
	const unsigned char *data;
	size_t len;
};
extern const struct serve_asset serve_assets[];
extern const size_t serve_nassets;
const struct serve_asset *serve_asset(const char *name);

#endif
