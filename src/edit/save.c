/*
 * DIR/proposal.json as kaba analyze writes it: the proposal, and the source
 * line of each creation site, read from the class files while the program
 * is at hand (kaba edit and kaba show run without it).
 */
#include "impl.h"

#include <stdlib.h>
#include <string.h>

#include "kaba/classfile.h"
#include "kaba/file.h"
#include "kaba/program.h"

cJSON *editor_document(cJSON *proposal, cJSON *sites, cJSON *edits)
{
	cJSON *doc = cJSON_CreateObject();

	if (!doc || !proposal || !sites || !edits ||
	    !cJSON_AddStringToObject(doc, "format", "kaba-proposal") ||
	    !cJSON_AddNumberToObject(doc, "version", 1)) {
		cJSON_Delete(doc);
		cJSON_Delete(proposal);
		cJSON_Delete(sites);
		cJSON_Delete(edits);
		return NULL;
	}
	cJSON_AddItemToObject(doc, "proposal", proposal);
	cJSON_AddItemToObject(doc, "sites", sites);
	cJSON_AddItemToObject(doc, "edits", edits);
	return doc;
}

int editor_write_json(const char *path, const cJSON *doc, struct kaba_error *err)
{
	char *text = cJSON_Print(doc);
	int rc;

	if (!text)
		return kaba_fail(err, KABA_EIO, path, -1, "out of memory");
	rc = kaba_file_write(path, text, strlen(text), err);
	free(text);
	return rc;
}

/* The creation site of object row o as {row, file, line}, or NULL when its
 * method or its LineNumberTable cannot be found. */
static cJSON *site(struct kaba_program *prog, const char *row, const struct kaba_origin *o)
{
	struct kaba_pclass *c = o->owner ? kaba_program_class(prog, o->owner) : NULL;
	struct kaba_pmember *m = c && c->cf && o->member && o->descriptor
					 ? kaba_pclass_method(c, o->member, o->descriptor) : NULL;
	struct kaba_code *code = m ? kaba_member_code(&c->cf->methods.v[m->index]) : NULL;
	uint32_t line = code && o->index >= 0 ? kaba_code_line(code, (uint32_t)o->index) : 0;
	const struct kaba_attr *sf = line ? kaba_attr_find(&c->cf->attrs, KABA_ATTR_SOURCE_FILE) : NULL;
	size_t len = 0;
	const char *file = sf ? kaba_cp_utf8(c->cf, sf->index, &len) : NULL;
	char name[512];
	cJSON *s;

	if (!line)
		return NULL;
	if (!file)
		len = strlen(file = o->owner);
	snprintf(name, sizeof(name), "%.*s", (int)len, file);
	s = cJSON_CreateObject();
	if (s && (!cJSON_AddStringToObject(s, "row", row) || !cJSON_AddStringToObject(s, "file", name) ||
		  !cJSON_AddNumberToObject(s, "line", line))) {
		cJSON_Delete(s);
		return NULL;
	}
	return s;
}

int kaba_editor_save(const char *path, const struct kaba_proposal *p, const char *const *names,
		     struct kaba_program *prog, struct kaba_error *err)
{
	const struct kaba_table *t = p->table;
	cJSON *sites = cJSON_CreateArray(), *doc;
	size_t r;
	int rc;

	for (r = 0; sites && r < t->nrows; r++) {
		cJSON *s;

		if (t->rows[r].kind == KABA_ROW_OBJECT && (s = site(prog, t->rows[r].name, &t->rows[r].origin)))
			cJSON_AddItemToArray(sites, s);
	}
	doc = editor_document(kaba_proposal_store(p, names), sites, cJSON_CreateArray());
	if (!doc)
		return kaba_fail(err, KABA_EIO, path, -1, "out of memory");
	rc = editor_write_json(path, doc, err);
	cJSON_Delete(doc);
	return rc;
}
