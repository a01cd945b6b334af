/* A proposal as text and as JSON, for tests, reports and bug reports. */
#include "impl.h"

#include <cJSON.h>
#include <stdio.h>
#include <stdlib.h>

static void label(const struct kaba_proposal *p, size_t c, struct kaba_buf *out)
{
	const struct kaba_table *t = p->table;
	const struct kaba_proposal_class *k = &p->classes[c];
	size_t i;

	kaba_buf_printf(out, "{");
	for (i = 0; i < k->members.n; i++)
		kaba_buf_printf(out, "%s%s", i ? " " : "", t->columns[k->members.v[i]].name);
	kaba_buf_printf(out, " |");
	for (i = 0; i < k->instances.n; i++)
		kaba_buf_printf(out, " %s", t->rows[k->instances.v[i]].name);
	kaba_buf_printf(out, "}");
}

void kaba_proposal_dump(const struct kaba_proposal *p, struct kaba_buf *out)
{
	const struct kaba_table *t = p->table;
	size_t c, i, n, *mi;

	for (c = 0; c < p->nclasses; c++) {
		const struct kaba_proposal_class *k = &p->classes[c];

		if (k->removed)
			continue;
		kaba_buf_printf(out, "K%zu %s ", c,
				kaba_proposal_is_interface(p, c) ? "interface" : "class");
		label(p, c, out);
		for (i = 0; i < k->supers.n; i++)
			kaba_buf_printf(out, "%s K%zu", i ? "," : " <", k->supers.v[i]);
		kaba_buf_printf(out, "\n");
	}
	kaba_buf_printf(out, "dead members:");
	for (n = 0, i = 0; i < t->ncolumns; i++) {
		if (p->home[i] == KABA_NONE) {
			kaba_buf_printf(out, " %s", t->columns[i].name);
			n++;
		}
	}
	kaba_buf_printf(out, "%s\ndead rows:", n ? "" : " none");
	for (n = 0, i = 0; i < t->nrows; i++) {
		if (p->type[i] == KABA_NONE) {
			kaba_buf_printf(out, " %s", t->rows[i].name);
			n++;
		}
	}
	kaba_buf_printf(out, "%s\nmultiple inheritance:", n ? "" : " none");
	n = kaba_proposal_multiple_inheritance(p, NULL, 0);
	mi = malloc((n ? n : 1) * sizeof(size_t));
	if (!mi) {
		out->oom = 1;
		return;
	}
	kaba_proposal_multiple_inheritance(p, mi, n);
	for (i = 0; i < n; i++)
		kaba_buf_printf(out, " K%zu", mi[i]);
	kaba_buf_printf(out, "%s\nmi fallback:", n ? "" : " none");
	for (i = 0; i < p->nfallback; i++) {
		const struct kaba_mi_fallback *f = &p->fallback[i];

		if (!f->rule)
			kaba_buf_printf(out, "%s K%zu F0 drops K%zu < K%zu", i ? "," : "", f->at,
					f->kept, f->gone);
		else if (f->rule == 7)
			kaba_buf_printf(out, "%s K%zu F7 moves K%zu's members up into K%zu", i ? "," : "",
					f->at, f->gone, f->kept);
		else if (f->rule == 10)
			kaba_buf_printf(out, "%s K%zu F10 makes K%zu an interface", i ? "," : "", f->at,
					f->gone);
		else if (f->rule >= 8)
			kaba_buf_printf(out, "%s K%zu F%d hangs K%zu below K%zu", i ? "," : "", f->at,
					f->rule, f->gone, f->kept);
		else
			kaba_buf_printf(out, "%s K%zu F%d K%zu into K%zu", i ? "," : "", f->at,
					f->rule, f->gone, f->kept);
	}
	kaba_buf_printf(out, "%s\n", p->nfallback ? "" : " none");
	free(mi);
}

static cJSON *names(const struct kaba_ids *l, const struct kaba_table *t, int rows)
{
	cJSON *a = cJSON_CreateArray();
	size_t i;

	for (i = 0; a && i < l->n; i++)
		if (!cJSON_AddItemToArray(a, cJSON_CreateString(rows ? t->rows[l->v[i]].name
								     : t->columns[l->v[i]].name))) {
			cJSON_Delete(a);
			return NULL;
		}
	return a;
}

static int add_class(cJSON *classes, const struct kaba_proposal *p, size_t c)
{
	const struct kaba_proposal_class *k = &p->classes[c];
	cJSON *j = cJSON_CreateObject(), *supers;
	size_t i;

	if (!j || !cJSON_AddItemToArray(classes, j))
		return -1;
	cJSON_AddNumberToObject(j, "id", (double)c);
	cJSON_AddNumberToObject(j, "concept", (double)k->concept);
	cJSON_AddBoolToObject(j, "interface", kaba_proposal_is_interface(p, c));
	if (!cJSON_AddItemToObject(j, "members", names(&k->members, p->table, 0)) ||
	    !cJSON_AddItemToObject(j, "instances", names(&k->instances, p->table, 1)) ||
	    !(supers = cJSON_AddArrayToObject(j, "supers")))
		return -1;
	for (i = 0; i < k->supers.n; i++)
		if (!cJSON_AddItemToArray(supers, cJSON_CreateNumber((double)k->supers.v[i])))
			return -1;
	return 0;
}

char *kaba_proposal_json(const struct kaba_proposal *p)
{
	const struct kaba_table *t = p->table;
	cJSON *root = cJSON_CreateObject(), *classes, *dead_members, *dead_rows, *mi, *fallback;
	size_t c, n, *list = NULL;
	char *text = NULL;

	if (!root || !(classes = cJSON_AddArrayToObject(root, "classes")))
		goto out;
	for (c = 0; c < p->nclasses; c++)
		if (!p->classes[c].removed && add_class(classes, p, c))
			goto out;
	if (!(dead_members = cJSON_AddArrayToObject(root, "dead_members")) ||
	    !(dead_rows = cJSON_AddArrayToObject(root, "dead_rows")) ||
	    !(mi = cJSON_AddArrayToObject(root, "multiple_inheritance")))
		goto out;
	for (c = 0; c < t->ncolumns; c++)
		if (p->home[c] == KABA_NONE &&
		    !cJSON_AddItemToArray(dead_members, cJSON_CreateString(t->columns[c].name)))
			goto out;
	for (c = 0; c < t->nrows; c++)
		if (p->type[c] == KABA_NONE &&
		    !cJSON_AddItemToArray(dead_rows, cJSON_CreateString(t->rows[c].name)))
			goto out;
	n = kaba_proposal_multiple_inheritance(p, NULL, 0);
	list = malloc((n ? n : 1) * sizeof(size_t));
	if (!list)
		goto out;
	kaba_proposal_multiple_inheritance(p, list, n);
	for (c = 0; c < n; c++)
		if (!cJSON_AddItemToArray(mi, cJSON_CreateNumber((double)list[c])))
			goto out;
	if (!(fallback = cJSON_AddArrayToObject(root, "mi_fallback")))
		goto out;
	for (c = 0; c < p->nfallback; c++) {
		cJSON *f = cJSON_CreateObject();

		char rule[4];

		snprintf(rule, sizeof(rule), "F%d", p->fallback[c].rule);
		if (!f || !cJSON_AddItemToArray(fallback, f) ||
		    !cJSON_AddStringToObject(f, "rule", rule) ||
		    !cJSON_AddNumberToObject(f, "at", (double)p->fallback[c].at) ||
		    !cJSON_AddNumberToObject(f, "kept", (double)p->fallback[c].kept) ||
		    !cJSON_AddNumberToObject(f, "gone", (double)p->fallback[c].gone))
			goto out;
	}
	cJSON_AddNumberToObject(root, "merges", (double)p->merges);
	cJSON_AddNumberToObject(root, "undone", (double)p->undone);
	text = cJSON_Print(root);
out:
	free(list);
	cJSON_Delete(root);
	return text;
}
