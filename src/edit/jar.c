/*
 * kaba edit --jar: the restructured jars of the edited proposal, from the
 * job kaba analyze saved in proposal.json (the program is analysed again:
 * the code generator needs the analysis, not only the table).
 */
#include "impl.h"

#include <stdio.h>
#include <string.h>

#include "kaba/pipeline.h"

static const char *string(const cJSON *o, const char *key)
{
	return cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(o, key));
}

static int flag(const cJSON *o, const char *key)
{
	return cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(o, key));
}

/* DIR/NAME and its temporary name DIR/NAME.edit as made[i] and final[i]. */
static int name_file(struct kaba_editor *e, size_t i, const char *name, size_t len)
{
	size_t n = strlen(e->dir) + len + 8;
	char *fin = kaba_arena_alloc(&e->arena, n), *tmp = kaba_arena_alloc(&e->arena, n);

	if (!fin || !tmp)
		return -1;
	snprintf(fin, n, "%s/%.*s", e->dir, (int)len, name);
	snprintf(tmp, n, "%s.edit", fin);
	e->final[i] = fin;
	e->made[i] = tmp;
	return 0;
}

int kaba_editor_jar(struct kaba_editor *e, struct kaba_error *err)
{
	const cJSON *job = cJSON_GetObjectItemCaseSensitive(e->saved, "job"), *x;
	struct kaba_restructure_stats stats = { 0 };
	struct kaba_freeze *frozen;
	struct kaba_job j;
	cJSON *proposal;
	size_t i, n = 0, len;
	int rc;

	/* the dynamic variant's jar comes from a static analysis restricted to
	 * the traced methods (traced.c), whose table is not the one edited */
	if (!cJSON_IsObject(job) ||
	    cJSON_GetArraySize(cJSON_GetObjectItemCaseSensitive(job, "traces")) > 0)
		return kaba_fail(err, KABA_EUNSUPPORTED, "kaba edit --jar", -1, "a proposal of the "
				 "dynamic variant (--trace): its jar comes from the traced static "
				 "analysis, whose table is not the one edited; edit a static "
				 "analysis's DIR for a jar (nothing written)");
	kaba_job_init(&j);
	j.inputs = editor_strings(e, job, "inputs", &j.ninputs);
	j.classpath = editor_strings(e, job, "classpath", &j.nclasspath);
	j.jdk = string(job, "jdk");
	j.main_class = string(job, "main_class");
	j.keep_file = string(job, "keep_file");
	j.all_mains = flag(job, "all_mains");
	j.recv = flag(job, "recv");
	j.no_init = flag(job, "no_init");
	j.literal_s1 = flag(job, "literal_s1");
	j.simplify = flag(job, "simplify");
	j.pin_descriptors = flag(job, "pin_descriptors");
	if (j.no_init || !j.simplify)
		return kaba_fail(err, KABA_EUNSUPPORTED, "kaba edit --jar", -1, "the proposal of "
				 "--no-init or --no-simplify: the code generator needs constructor "
				 "columns and the simplified hierarchy");
	frozen = kaba_arena_alloc(&e->arena, ((size_t)cJSON_GetArraySize(
		cJSON_GetObjectItemCaseSensitive(job, "fallback_frozen")) + 1) * sizeof(*frozen));
	e->made = kaba_arena_alloc(&e->arena, (j.ninputs + 2) * sizeof(*e->made));
	e->final = kaba_arena_alloc(&e->arena, (j.ninputs + 2) * sizeof(*e->final));
	if (!j.inputs || !j.classpath || !frozen || !e->made || !e->final || !j.ninputs)
		return kaba_fail(err, KABA_EINPUT, "proposal.json", -1, "a job without inputs");
	cJSON_ArrayForEach(x, cJSON_GetObjectItemCaseSensitive(job, "fallback_frozen")) {
		frozen[n].cls = string(x, "class");
		frozen[n].why = string(x, "why");
		if (frozen[n].cls && frozen[n].why)
			n++;
	}
	for (i = 0; i < j.ninputs; i++) {
		const char *base = kaba_jar_base(j.inputs[i], &len);
		char name[1024];

		snprintf(name, sizeof(name), "%.*s-restructured.jar", (int)len, base);
		if (name_file(e, i, name, strlen(name)))
			return kaba_fail(err, KABA_EIO, e->dir, -1, "out of memory");
	}
	if (name_file(e, i, "mapping.txt", strlen("mapping.txt")) ||
	    name_file(e, i + 1, "plan.json", strlen("plan.json")))
		return kaba_fail(err, KABA_EIO, e->dir, -1, "out of memory");
	j.jars = e->made;
	j.mapping = e->made[j.ninputs];
	j.plan = e->made[j.ninputs + 1];
	/* the generator writes them all or none (kaba_rewrite_jars) */
	e->nmade = j.ninputs + 2;
	if (!(proposal = kaba_proposal_store(e->p, e->names)))
		return kaba_fail(err, KABA_EIO, e->dir, -1, "out of memory");
	rc = kaba_run_edited(&j, frozen, n, e->table, proposal, &stats, err);
	cJSON_Delete(proposal);
	e->njars = j.ninputs;
	e->jar_class_files = stats.classes + stats.copied_classes;
	if (rc)
		e->nmade = e->njars = 0;
	return rc;
}
