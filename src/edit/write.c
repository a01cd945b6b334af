/*
 * The files of DIR after accepted edits: proposal.json, the proposal parts
 * of report.json (the rest describes the analysis, which no edit changes),
 * the proposal diagram and DIR/hierarchies, redrawn by analyze's code from
 * the original program read again; the jars, mapping and plan of kaba
 * edit --jar, or else the removal of DIR's jars, mapping and plan, which
 * restructure the proposal before the edits (docs/editor.md).
 */
#include "impl.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "kaba/analysis.h"
#include "kaba/pipeline.h"
#include "kaba/program.h"
#include "kaba/progress.h"
#include "kaba/report.h"
#include "kaba/viz.h"

/* Move root[key] of `from` into `to`, in place of to[key] (or at its end). */
static int take(cJSON *to, cJSON *from, const char *key)
{
	cJSON *item = cJSON_DetachItemFromObjectCaseSensitive(from, key);

	if (!item)
		return 0;
	if (cJSON_GetObjectItemCaseSensitive(to, key))
		return cJSON_ReplaceItemInObjectCaseSensitive(to, key, item);
	return cJSON_AddItemToObject(to, key, item);
}

/* report.json with the edited proposal's classes, moves, dead members and
 * objects, refactoring steps, multiple inheritance, their counts, and the
 * edits made. */
static int splice_report(struct kaba_editor *e, const struct kaba_report *rep, const cJSON *edits,
			 struct kaba_error *err)
{
	static const char *const parts[] = { "classes", "moved", "dead_members", "dead_objects",
					     "refactorings", "multiple_inheritance" };
	static const char *const counts[] = { "classes_after", "interfaces_after", "members_moved",
					      "dead_members", "dead_objects",
					      "multiple_inheritance_left", "jar_class_files" };
	char *text = kaba_report_json(rep);
	cJSON *fresh = text ? cJSON_Parse(text) : NULL, *profile, *jars;
	cJSON *sum = cJSON_GetObjectItemCaseSensitive(e->report, "summary");
	cJSON *new_sum = cJSON_GetObjectItemCaseSensitive(fresh, "summary");
	int ok = fresh && cJSON_IsObject(sum) && new_sum;
	size_t i;

	free(text);
	for (i = 0; ok && i < sizeof(parts) / sizeof(parts[0]); i++)
		ok = take(e->report, fresh, parts[i]);
	for (i = 0; ok && i < sizeof(counts) / sizeof(counts[0]); i++)
		ok = take(sum, new_sum, counts[i]);
	jars = cJSON_CreateArray();
	for (i = 0; jars && i < e->njars; i++)
		cJSON_AddItemToArray(jars, cJSON_CreateString(e->final[i]));
	ok = ok && jars && cJSON_ReplaceItemInObjectCaseSensitive(e->report, "restructured_jars", jars);
	ok = ok && cJSON_ReplaceItemInObjectCaseSensitive(
			   e->report, "no_jar",
			   e->njars ? cJSON_CreateNull()
				    : cJSON_CreateString("the proposal was edited (kaba edit); the "
							 "restructured jar of an edited proposal is "
							 "written by kaba edit --jar"));
	if (ok && e->njars)
		cJSON_ReplaceItemInObjectCaseSensitive(sum, "jar_class_files",
						       cJSON_CreateNumber((double)e->jar_class_files));
	/* the edits go before the profile, which stays last (report.h) */
	profile = cJSON_DetachItemFromObjectCaseSensitive(e->report, "profile");
	cJSON_DeleteItemFromObjectCaseSensitive(e->report, "edits");
	ok = ok && cJSON_AddItemToObject(e->report, "edits", cJSON_Duplicate(edits, 1));
	if (profile)
		cJSON_AddItemToObject(e->report, "profile", profile);
	cJSON_Delete(fresh);
	if (!ok)
		return kaba_fail(err, KABA_EINPUT, "report.json", -1,
				 "not a kaba-report of version 2, or out of memory");
	return KABA_OK;
}

/* The proposal diagram and DIR/hierarchies as kaba analyze draws them
 * (kaba_outputs_proposal), laid out as SVG when analyze laid out one. */
static int diagrams(struct kaba_editor *e, const struct kaba_report *rep, struct kaba_error *err)
{
	static const char *const svgs[] = { "original.svg", "lattice.svg", "proposal.svg" };
	struct kaba_outputs o = { 0 };
	char path[4096];
	int rc;

	if ((rc = kaba_outputs_name(&o, e->dir, NULL, 0, &e->arena, err)))
		return rc;
	o.no_svg = 1;   /* kaba analyze --no-svg, or every diagram too large */
	for (size_t i = 0; i < sizeof(svgs) / sizeof(svgs[0]); i++) {
		snprintf(path, sizeof(path), "%s/%s", e->dir, svgs[i]);
		o.no_svg &= access(path, F_OK) != 0;
	}
	rc = kaba_outputs_proposal(&o, rep, err);
	kaba_outputs_say(&o);
	return rc;
}

/* Remove DIR/NAME (a file of the proposal before the edits) if it is there. */
static void drop(const struct kaba_editor *e, const char *name)
{
	char path[4096];

	snprintf(path, sizeof(path), "%s/%s", e->dir, name);
	if (!unlink(path))
		kaba_notice("removed %s: it restructures the proposal before the edits (kaba edit "
			    "--jar writes the edited one's)", path);
}

/* The jars, mapping and plan of kaba_editor_jar() take their names. */
static int rename_made(struct kaba_editor *e, struct kaba_error *err)
{
	for (size_t i = 0; i < e->nmade; i++) {
		if (rename(e->made[i], e->final[i]))
			return kaba_fail(err, KABA_EIO, e->final[i], -1, "cannot rename %s to it",
					 e->made[i]);
		kaba_notice("wrote %s", e->final[i]);
	}
	e->nmade = 0;
	return KABA_OK;
}

static int write_files(struct kaba_editor *e, const struct kaba_script *s,
		       const struct kaba_report *rep, struct kaba_error *err)
{
	cJSON *doc = cJSON_Duplicate(e->saved, 1), *edits = cJSON_CreateArray(), *p;
	cJSON *jars = cJSON_GetObjectItemCaseSensitive(e->report, "restructured_jars"), *j, *x;
	char path[4096];
	size_t i;
	int rc, ok;

	cJSON_ArrayForEach(x, cJSON_GetObjectItemCaseSensitive(e->saved, "edits"))
		cJSON_AddItemToArray(edits, cJSON_Duplicate(x, 1));
	for (i = 0; i < s->nedits; i++)
		cJSON_AddItemToArray(edits, cJSON_CreateString(s->edits[i].text));
	p = kaba_proposal_store(e->p, e->names);
	ok = doc && edits && p && cJSON_GetArraySize(edits) == cJSON_GetArraySize(
		cJSON_GetObjectItemCaseSensitive(e->saved, "edits")) + (int)s->nedits;
	if (!ok || !cJSON_ReplaceItemInObjectCaseSensitive(doc, "proposal", p) ||
	    !cJSON_ReplaceItemInObjectCaseSensitive(doc, "edits", edits)) {
		if (!ok)
			cJSON_Delete(p);
		cJSON_Delete(edits);
		cJSON_Delete(doc);
		return kaba_fail(err, KABA_EIO, e->dir, -1, "out of memory, or proposal.json lacks "
				 "its proposal or edits");
	}
	/* the old jars the report names, by their file names in DIR, unless new
	 * ones take their names */
	cJSON_ArrayForEach(j, jars) {
		const char *q = cJSON_GetStringValue(j), *slash = q ? strrchr(q, '/') : NULL;

		if (q && !e->njars)
			drop(e, slash ? slash + 1 : q);
	}
	if (!e->njars) {
		drop(e, "mapping.txt");
		drop(e, "plan.json");
	}
	rc = rename_made(e, err);
	if (!rc)
		rc = splice_report(e, rep, edits, err);
	snprintf(path, sizeof(path), "%s/report.json", e->dir);
	if (!rc && !(rc = kaba_json_file_write(path, e->report, err)))
		kaba_notice("wrote %s", path);
	snprintf(path, sizeof(path), "%s/proposal.json", e->dir);
	if (!rc && !(rc = kaba_json_file_write(path, doc, err)))
		kaba_notice("wrote %s", path);
	if (!rc)
		rc = diagrams(e, rep, err);
	cJSON_Delete(doc);
	return rc;
}

int kaba_editor_write(struct kaba_editor *e, const struct kaba_script *s, struct kaba_error *err)
{
	struct kaba_analysis frozen;
	struct kaba_report rep = { .input = "", .variant = "", .table = e->table, .proposal = e->p,
				   .names = e->names, .analysis = &frozen };
	const char *why = NULL;
	int rc;

	if (editor_program(e, &rep.prog, &frozen, &why) || kaba_report_derive(&rep, &e->arena))
		rc = kaba_fail(err, KABA_EIO, e->dir, -1, "out of memory");
	else {
		/* the frozen classes were for the steps and trees; report.json's
		 * parts of the analysis stay as kaba analyze wrote them */
		rep.analysis = NULL;
		/* without the program, the steps and the per-tree diagrams cannot be
		 * drawn: report.json's list is empty and DIR/hierarchies goes, rather
		 * than either stale */
		if (why)
			kaba_notice("refactorings and %s/hierarchies not redrawn: %s", e->dir, why);
		rc = write_files(e, s, &rep, err);
	}
	kaba_program_free(rep.prog);
	return rc;
}
