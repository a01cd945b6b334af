/*
 * The original program of DIR, read again for kaba edit: the outputs
 * analyze derives from the proposal and the program (report.json's
 * refactoring steps, the per-tree diagrams of DIR/hierarchies) are redrawn
 * for the edited proposal by analyze's own code, which needs the original
 * classes.  Reading them is parsing the saved job's inputs, no analysis;
 * the frozen classes, which the steps and the headlines leave out, are
 * report.json's.
 */
#include "impl.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kaba/analysis.h"
#include "kaba/program.h"

/* The strings of array `key` of o, in e's arena; *n their count. */
const char **editor_strings(struct kaba_editor *e, const cJSON *o, const char *key, size_t *n)
{
	const cJSON *a = cJSON_GetObjectItemCaseSensitive(o, key), *x;
	const char **v = kaba_arena_alloc(&e->arena, ((size_t)cJSON_GetArraySize(a) + 1) * sizeof(*v));

	*n = 0;
	cJSON_ArrayForEach(x, a)
		if (v && cJSON_IsString(x))
			v[(*n)++] = x->valuestring;
	return v;
}

/* report.json's frozen classes as the analysis kaba_refactorings and
 * kaba_report_trees ask (kaba_analysis_frozen); -1 when out of memory. */
static int frozen_of(struct kaba_editor *e, struct kaba_analysis *an)
{
	const cJSON *list = cJSON_GetObjectItemCaseSensitive(e->report, "frozen"), *x;
	size_t n = (size_t)cJSON_GetArraySize(list);

	memset(an, 0, sizeof(*an));
	if (!(an->frozen = kaba_arena_alloc(&e->arena, (n + 1) * sizeof(*an->frozen))))
		return -1;
	memset(an->frozen, 0, (n + 1) * sizeof(*an->frozen));
	cJSON_ArrayForEach(x, list) {
		const char *cls = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(x, "class"));

		if (cls)
			an->frozen[an->nfrozen++].cls = cls;
	}
	qsort(an->frozen, an->nfrozen, sizeof(*an->frozen), kaba_frozen_cmp);
	return 0;
}

int editor_program(struct kaba_editor *e, struct kaba_program **prog, struct kaba_analysis *an,
		   const char **why)
{
	const cJSON *job = cJSON_GetObjectItemCaseSensitive(e->saved, "job");
	const cJSON *sum = cJSON_GetObjectItemCaseSensitive(e->report, "summary");
	const cJSON *before = cJSON_GetObjectItemCaseSensitive(sum, "user_classes_before");
	struct kaba_program_options opt = { 0 };
	struct kaba_error err = { 0 };
	const char **inputs;
	size_t ninputs;

	*prog = NULL;
	if (!cJSON_IsObject(job)) {
		*why = "proposal.json names no inputs (a dynamic-variant DIR written before kaba "
		       "edit redrew them: analyse again)";
		return 0;
	}
	inputs = editor_strings(e, job, "inputs", &ninputs);
	opt.classpath = editor_strings(e, job, "classpath", &opt.nclasspath);
	opt.jdk = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(job, "jdk"));
	if (!inputs || !opt.classpath || frozen_of(e, an))
		return -1;
	if (!ninputs) {
		*why = "proposal.json names no inputs";
		return 0;
	}
	if (kaba_program_open(inputs, ninputs, &opt, prog, &err)) {
		char line[1100];

		snprintf(line, sizeof(line), "%s: %s", err.where, err.what);
		*prog = NULL;
		return (*why = kaba_arena_strdup(&e->arena, line)) ? 0 : -1;
	}
	if (!cJSON_IsNumber(before) ||
	    kaba_program_user_count(*prog) != (size_t)before->valuedouble) {
		kaba_program_free(*prog);
		*prog = NULL;
		*why = "the inputs no longer hold the classes analysed (analyse again)";
	}
	return 0;
}
