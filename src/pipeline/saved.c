/*
 * DIR/proposal.json as kaba analyze writes it (schema in editor.h): the
 * proposal, the source line of each creation site, read from the class
 * files while the program is at hand (kaba edit and kaba show run without
 * it), and the job with the restructuring fallback's classes, which kaba
 * edit --jar runs again (edited.c).
 */
#include <cJSON.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "run.h"
#include "kaba/classfile.h"
#include "kaba/file.h"
#include "kaba/program.h"

int kaba_json_file_write(const char *path, const cJSON *doc, struct kaba_error *err)
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

/* An absolute form of path (as given when it cannot be resolved: the
 * run read it, so it was there). */
static cJSON *path_json(const char *path)
{
	char abs[PATH_MAX];

	return cJSON_CreateString(realpath(path, abs) ? abs : path);
}

static cJSON *paths_json(const char *const *v, size_t n)
{
	cJSON *a = cJSON_CreateArray();

	for (size_t i = 0; a && i < n; i++)
		cJSON_AddItemToArray(a, path_json(v[i]));
	return a;
}

/* What kaba edit needs to read the program again (to redraw what is drawn
 * from it) and kaba edit --jar to analyse it again as this run did: the
 * job's inputs, traces (the dynamic variant, which --jar refuses) and
 * analysis options, and the classes the restructuring fallback froze. */
static cJSON *job_json(const struct kaba_outcome *out)
{
	const struct kaba_run *r = out->run;
	const struct kaba_job *j = &r->opt;
	cJSON *o, *fb;

	if (!(o = cJSON_CreateObject()))
		return NULL;
	cJSON_AddItemToObject(o, "inputs", paths_json(j->inputs, j->ninputs));
	cJSON_AddItemToObject(o, "traces", paths_json(j->traces, j->ntraces));
	cJSON_AddItemToObject(o, "classpath", paths_json(j->classpath, j->nclasspath));
	cJSON_AddItemToObject(o, "jdk", j->jdk ? path_json(j->jdk) : cJSON_CreateNull());
	cJSON_AddItemToObject(o, "main_class", r->main_class ? cJSON_CreateString(r->main_class)
							      : cJSON_CreateNull());
	cJSON_AddBoolToObject(o, "all_mains", j->all_mains);
	cJSON_AddItemToObject(o, "keep_file", j->keep_file ? path_json(j->keep_file)
							  : cJSON_CreateNull());
	cJSON_AddBoolToObject(o, "recv", j->recv);
	cJSON_AddBoolToObject(o, "no_init", j->no_init);
	cJSON_AddBoolToObject(o, "literal_s1", j->literal_s1);
	cJSON_AddBoolToObject(o, "simplify", j->simplify);
	cJSON_AddBoolToObject(o, "pin_descriptors", j->pin_descriptors);
	fb = cJSON_AddArrayToObject(o, "fallback_frozen");
	for (size_t i = 0; fb && i < out->nfallback; i++) {
		cJSON *f = cJSON_CreateObject();

		cJSON_AddStringToObject(f, "class", out->fallback[i].cls);
		cJSON_AddStringToObject(f, "why", out->fallback[i].why);
		cJSON_AddItemToArray(fb, f);
	}
	return o;
}

int kaba_proposal_file_write(const char *path, const struct kaba_outcome *out,
			     const char *const *names, struct kaba_error *err)
{
	const struct kaba_table *t = out->table;
	cJSON *doc = cJSON_CreateObject(), *sites = cJSON_CreateArray();
	cJSON *p = kaba_proposal_store(out->proposal, names), *job = job_json(out);
	size_t r;
	int rc;

	for (r = 0; sites && r < t->nrows; r++) {
		cJSON *s;

		if (t->rows[r].kind == KABA_ROW_OBJECT &&
		    (s = site(out->prog, t->rows[r].name, &t->rows[r].origin)))
			cJSON_AddItemToArray(sites, s);
	}
	if (!doc || !sites || !p || !job || !cJSON_AddStringToObject(doc, "format", "kaba-proposal") ||
	    !cJSON_AddNumberToObject(doc, "version", 1)) {
		cJSON_Delete(doc);
		cJSON_Delete(sites);
		cJSON_Delete(p);
		cJSON_Delete(job);
		return kaba_fail(err, KABA_EIO, path, -1, "out of memory");
	}
	cJSON_AddItemToObject(doc, "proposal", p);
	cJSON_AddItemToObject(doc, "sites", sites);
	cJSON_AddItemToObject(doc, "job", job);
	cJSON_AddItemToObject(doc, "edits", cJSON_CreateArray());
	rc = kaba_json_file_write(path, doc, err);
	cJSON_Delete(doc);
	return rc;
}
