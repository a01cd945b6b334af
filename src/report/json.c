/* The JSON report (schema "kaba-report" in report.h), through cJSON.  Ids
 * are strings and objects are built once in a fixed key order
 * (docs/platform.md §5). */
#include "internal.h"

#include <cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static cJSON *class_id(size_t c)
{
	char buf[32];

	snprintf(buf, sizeof(buf), "K%zu", c);
	return cJSON_CreateString(buf);
}

static int add_count(cJSON *o, const char *key, size_t n)
{
	return cJSON_AddNumberToObject(o, key, (double)n) != NULL;
}

/* Whether a member lives in a class not named after its original class. */
int report_moved(const struct kaba_report *r, size_t col, struct kaba_arena *a)
{
	const char *owner = r->table->columns[col].origin.owner;
	const char *java = owner ? kaba_java_name(a, owner) : NULL;

	return java && strcmp(java, r->names[r->proposal->home[col]]) != 0;
}

static cJSON *summary(const struct kaba_report *r, struct kaba_arena *a)
{
	const struct kaba_proposal *p = r->proposal;
	const struct kaba_table *t = r->table;
	size_t c, live = 0, interfaces = 0, nmoved = 0, dead_m = 0, dead_o = 0;
	size_t frozen = r->analysis ? r->analysis->nfrozen : 0;
	cJSON *s = cJSON_CreateObject();

	for (c = 0; c < p->nclasses; c++)
		if (!p->classes[c].removed) {
			live++;
			interfaces += kaba_proposal_is_interface(p, c) != 0;
		}
	for (c = 0; c < t->ncolumns; c++) {
		if (p->home[c] == KABA_NONE)
			dead_m++;
		else
			nmoved += report_moved(r, c, a);
	}
	for (c = 0; c < t->nrows; c++)
		dead_o += p->type[c] == KABA_NONE && t->rows[c].kind == KABA_ROW_OBJECT;
	if (s && add_count(s, "user_classes_before", r->user_classes) &&
	    add_count(s, "classes_after", live) && add_count(s, "interfaces_after", interfaces) &&
	    cJSON_AddStringToObject(s, "lattice", r->aoc ? "aoc-poset" : "full") &&
	    add_count(s, "concepts", r->concepts) && add_count(s, "covers", r->covers) &&
	    add_count(s, "merges", p->merges) && add_count(s, "undone", p->undone) &&
	    add_count(s, "members_moved", nmoved) && add_count(s, "dead_members", dead_m) &&
	    add_count(s, "dead_objects", dead_o) &&
	    add_count(s, "frozen_classes", frozen) &&
	    add_count(s, "frozen_by_fallback", frozen - (r->nfallback ? r->frozen_before : frozen)) &&
	    add_count(s, "restructured_classes", r->user_classes - frozen) &&
	    add_count(s, "pinned_classes", r->analysis ? r->analysis->npinned : 0) &&
	    add_count(s, "generator_rounds", r->rounds) &&
	    add_count(s, "multiple_inheritance_left", kaba_proposal_multiple_inheritance(p, NULL, 0)) &&
	    add_count(s, "mi_fallback_steps", p->nfallback) &&
	    add_count(s, "jar_class_files", r->jar_class_files))
		return s;
	cJSON_Delete(s);
	return NULL;
}

/* "mi_fallback": where the fallback had to remove multiple inheritance (M1–M3
 * could not), in the order of its steps. */
static int mi_fallback(const struct kaba_proposal *p, cJSON *root)
{
	cJSON *arr = cJSON_AddArrayToObject(root, "mi_fallback"), *o;
	size_t i;

	for (i = 0; arr && i < p->nfallback; i++) {
		char rule[4];

		if (!(o = cJSON_CreateObject()))
			return 0;
		snprintf(rule, sizeof(rule), "F%d", p->fallback[i].rule);
		cJSON_AddStringToObject(o, "rule", rule);
		cJSON_AddItemToObject(o, "at", class_id(p->fallback[i].at));
		cJSON_AddItemToObject(o, "kept", class_id(p->fallback[i].kept));
		cJSON_AddItemToObject(o, "gone", class_id(p->fallback[i].gone));
		cJSON_AddItemToArray(arr, o);
	}
	return arr != NULL;
}

/* "restructured_jar": where the dynamic variant's jar comes from (report.h). */
static int traced_jar(const struct kaba_report *r, cJSON *root)
{
	const struct kaba_report_traced_jar *j = r->traced_jar;
	cJSON *o;

	if (!j)
		return 1;
	o = cJSON_AddObjectToObject(root, "restructured_jar");
	return o && cJSON_AddStringToObject(o, "analysis", j->analysis) &&
	       add_count(o, "methods_run", j->methods_run) &&
	       add_count(o, "methods_not_run", j->methods_not_run) &&
	       add_count(o, "dead_methods", j->dead_methods) &&
	       add_count(o, "classes_after", j->classes_after) &&
	       add_count(o, "restructured", j->restructured) &&
	       add_count(o, "frozen", j->frozen) &&
	       add_count(o, "frozen_by_fallback", j->frozen_by_fallback) &&
	       add_count(o, "generator_rounds", j->rounds);
}

/* "restructuring_fallback": the classes the fallback froze, with why. */
static int restructuring_fallback(const struct kaba_report *r, cJSON *root)
{
	cJSON *arr = cJSON_AddArrayToObject(root, "restructuring_fallback"), *o;
	size_t i;

	for (i = 0; arr && i < r->nfallback; i++) {
		if (!(o = cJSON_CreateObject()))
			return 0;
		cJSON_AddStringToObject(o, "class", r->fallback[i].cls);
		cJSON_AddStringToObject(o, "why", r->fallback[i].why);
		cJSON_AddItemToArray(arr, o);
	}
	return arr != NULL;
}

/* "profile": what each stage cost (report.h); last, since it alone
 * differs between runs. */
static int profile(const struct kaba_report *r, cJSON *root)
{
	const struct kaba_profile *p = r->profile;
	cJSON *o, *stages, *s;
	size_t i;

	if (!p)
		return 1;
	if (!(o = cJSON_AddObjectToObject(root, "profile")) ||
	    !cJSON_AddBoolToObject(o, "complete", !p->incomplete) ||
	    !(stages = cJSON_AddArrayToObject(o, "stages")))
		return 0;
	for (i = 0; i < p->n; i++) {
		const struct kaba_stage_cost *e = &p->v[i];

		if (!(s = cJSON_CreateObject()) || !cJSON_AddItemToArray(stages, s) ||
		    !cJSON_AddStringToObject(s, "stage", e->stage) ||
		    !add_count(s, "round", e->round) || !cJSON_AddNumberToObject(s, "wall_s", e->wall) ||
		    !cJSON_AddNumberToObject(s, "cpu_s", e->cpu) ||
		    !cJSON_AddNumberToObject(s, "peak_rss_kib", (double)e->peak_rss_kib))
			return 0;
	}
	return 1;
}

static cJSON *class_entry(const struct kaba_report *r, size_t c)
{
	const struct kaba_proposal_class *k = &r->proposal->classes[c];
	const struct kaba_table *t = r->table;
	cJSON *o = cJSON_CreateObject(), *supers, *members, *objects, *vars;
	size_t i;

	if (!o)
		return NULL;
	cJSON_AddItemToObject(o, "id", class_id(c));
	cJSON_AddStringToObject(o, "name", r->names[c]);
	cJSON_AddBoolToObject(o, "interface", kaba_proposal_is_interface(r->proposal, c));
	supers = cJSON_AddArrayToObject(o, "supers");
	members = cJSON_AddArrayToObject(o, "members");
	objects = cJSON_AddArrayToObject(o, "objects");
	vars = cJSON_AddArrayToObject(o, "variables");
	if (!supers || !members || !objects || !vars) {
		cJSON_Delete(o);
		return NULL;
	}
	for (i = 0; i < k->supers.n; i++)
		cJSON_AddItemToArray(supers, class_id(k->supers.v[i]));
	for (i = 0; i < k->members.n; i++)
		cJSON_AddItemToArray(members, cJSON_CreateString(t->columns[k->members.v[i]].name));
	for (i = 0; i < k->instances.n; i++) {
		const struct kaba_row *row = &t->rows[k->instances.v[i]];

		cJSON_AddItemToArray(row->kind == KABA_ROW_OBJECT ? objects : vars,
				     cJSON_CreateString(row->name));
	}
	return o;
}

/* root[key]: the array of strings v[0..n). */
static cJSON *strings(cJSON *root, const char *key, const char *const *v, size_t n)
{
	cJSON *a = cJSON_AddArrayToObject(root, key);

	for (size_t i = 0; a && i < n; i++)
		if (!cJSON_AddItemToArray(a, cJSON_CreateString(v[i])))
			return NULL;
	return a;
}

/* The links from frozen class i to the one frozen for a cause of its own,
 * each the class and the reason that froze it first (links: scratch for
 * an->nfrozen indices, the longest a chain can be). */
static int frozen_chain(const struct kaba_analysis *an, size_t i, size_t *links, cJSON *chain)
{
	size_t n = kaba_frozen_chain(an, i, links, an->nfrozen);

	for (size_t k = 0; chain && k < n; k++) {
		cJSON *link = cJSON_CreateObject();

		if (!link || !cJSON_AddStringToObject(link, "class", an->frozen[links[k]].cls) ||
		    !cJSON_AddStringToObject(link, "why", an->frozen[links[k]].first) ||
		    !cJSON_AddItemToArray(chain, link)) {
			cJSON_Delete(link);
			return 0;
		}
	}
	return chain != NULL;
}

/* report.json's `pinned` (rules 17 and N2): each pinned class with its
 * reasons and its chain, the class itself and then, when a descriptor pins
 * it first, the chain of the frozen class whose descriptor that is. */
static int pinned_list(const struct kaba_analysis *an, size_t *links, cJSON *list)
{
	for (size_t i = 0; list && i < an->npinned; i++) {
		const struct kaba_frozen *p = &an->pinned[i];
		struct kaba_frozen key = { .cls = p->by };
		const struct kaba_frozen *by = p->by ? bsearch(&key, an->frozen, an->nfrozen,
							       sizeof(*an->frozen), kaba_frozen_cmp) : NULL;
		cJSON *f = cJSON_CreateObject(), *chain, *link = cJSON_CreateObject();

		if (!f || !cJSON_AddItemToArray(list, f) || !link ||
		    !cJSON_AddStringToObject(f, "class", p->cls) ||
		    !cJSON_AddStringToObject(f, "why", p->why) ||
		    !(chain = cJSON_AddArrayToObject(f, "chain")) ||
		    !cJSON_AddStringToObject(link, "class", p->cls) ||
		    !cJSON_AddStringToObject(link, "why", p->first) ||
		    !cJSON_AddItemToArray(chain, link)) {
			cJSON_Delete(link);
			return 0;
		}
		if (by && !frozen_chain(an, (size_t)(by - an->frozen), links, chain))
			return 0;
	}
	return list != NULL;
}

/* The causes of its own and how many classes each freezes. */
static int frozen_causes(const struct kaba_analysis *an, cJSON *causes)
{
	size_t n, i, k;
	struct kaba_frozen_cause *c = causes ? kaba_frozen_causes(an, &n) : NULL;
	int ok = c != NULL;

	for (i = 0; ok && i < n; i++) {
		cJSON *o = cJSON_CreateObject(), *roots;

		ok = o && cJSON_AddItemToArray(causes, o) &&
		     cJSON_AddStringToObject(o, "why", c[i].why) &&
		     add_count(o, "classes", c[i].nclasses) &&
		     (roots = cJSON_AddArrayToObject(o, "roots"));
		for (k = 0; ok && k < c[i].nroots; k++)
			ok = cJSON_AddItemToArray(roots, cJSON_CreateString(an->frozen[c[i].roots[k]].cls));
	}
	kaba_frozen_causes_free(c, c ? n : 0);
	return ok;
}

/* report.json's refactorings: each step with its evidence (vocabulary.c). */
static cJSON *refactorings(const struct kaba_report *r, cJSON *root, struct kaba_arena *a)
{
	cJSON *list = cJSON_AddArrayToObject(root, "refactorings");
	size_t i, j;

	for (i = 0; list && i < r->nsteps; i++) {
		const struct kaba_refactoring *f = &r->steps[i];
		cJSON *o = cJSON_CreateObject(), *m, *s;

		cJSON_AddItemToArray(list, o);
		cJSON_AddStringToObject(o, "kind", kaba_refactoring_name(f->kind));
		cJSON_AddStringToObject(o, "class", kaba_java_name(a, f->cls));
		if (f->other)
			cJSON_AddStringToObject(o, "with", kaba_java_name(a, f->other));
		if (f->target != KABA_NONE)
			cJSON_AddStringToObject(o, "to", r->names[f->target]);
		else
			cJSON_AddNullToObject(o, "to");
		m = cJSON_AddArrayToObject(o, "members");
		s = cJSON_AddArrayToObject(o, "evidence");
		for (j = 0; m && j < f->nmembers; j++)
			cJSON_AddItemToArray(m, cJSON_CreateString(r->table->columns[f->members[j]].name));
		for (j = 0; s && j < f->nsites; j++)
			cJSON_AddItemToArray(s, cJSON_CreateString(r->table->rows[f->sites[j]].name));
	}
	return list;
}

static cJSON *analysis_parts(const struct kaba_report *r, cJSON *root)
{
	const struct kaba_analysis *an = r->analysis;
	cJSON *dead = cJSON_AddArrayToObject(root, "dead_methods");
	cJSON *frozen = cJSON_AddArrayToObject(root, "frozen");
	cJSON *refl = cJSON_AddArrayToObject(root, "reflection");
	cJSON *entries = cJSON_AddArrayToObject(root, "entry_points");
	size_t i, *links = an ? malloc((an->nfrozen + 1) * sizeof(*links)) : NULL;
	int ok = !an || links;

	if (!dead || !frozen || !refl || !entries ||
	    !cJSON_AddBoolToObject(root, "all_mains", r->all_mains))
		ok = 0;
	for (i = 0; ok && an && i < an->nentry_points; i++)
		cJSON_AddItemToArray(entries, cJSON_CreateString(an->entry_points[i]));
	for (i = 0; ok && an && i < an->ndead; i++)
		cJSON_AddItemToArray(dead, cJSON_CreateString(an->dead[i]));
	for (i = 0; ok && an && i < an->nfrozen; i++) {
		cJSON *f = cJSON_CreateObject();

		ok = f && cJSON_AddItemToArray(frozen, f) &&
		     cJSON_AddStringToObject(f, "class", an->frozen[i].cls) &&
		     cJSON_AddStringToObject(f, "why", an->frozen[i].why) &&
		     frozen_chain(an, i, links, cJSON_AddArrayToObject(f, "chain"));
	}
	if (ok && an && an->npinned)
		ok = pinned_list(an, links, cJSON_AddArrayToObject(root, "pinned"));
	free(links);
	if (!ok)
		return NULL;
	if (an && !frozen_causes(an, cJSON_AddArrayToObject(root, "frozen_causes")))
		return NULL;
	for (i = 0; an && i < an->nreflect; i++) {
		const struct kaba_reflect_site *s = &an->reflect[i];
		cJSON *o = cJSON_CreateObject();
		char site[1024];

		snprintf(site, sizeof(site), "%s.%s@%ld", s->cls, s->method, s->pc);
		cJSON_AddStringToObject(o, "site", site);
		cJSON_AddStringToObject(o, "api", s->api);
		cJSON_AddStringToObject(o, "status",
					s->status == KABA_REFLECT_RESOLVED ? "resolved" : "unresolved");
		if (s->target)
			cJSON_AddStringToObject(o, "target", s->target);
		else
			cJSON_AddNullToObject(o, "target");
		if (s->rewrite)
			cJSON_AddStringToObject(o, "rewrite", s->rewrite);
		cJSON_AddItemToArray(refl, o);
	}
	return root;
}

char *kaba_report_json(const struct kaba_report *r)
{
	const struct kaba_proposal *p = r->proposal;
	const struct kaba_table *t = r->table;
	struct kaba_arena a;
	cJSON *root = cJSON_CreateObject(), *classes, *mv, *dm, *dobj, *mi;
	char *text = NULL;
	size_t c;

	kaba_arena_init(&a);
	if (!root)
		goto out;
	cJSON_AddStringToObject(root, "format", "kaba-report");
	cJSON_AddNumberToObject(root, "version", 2);
	cJSON_AddStringToObject(root, "input", r->input);
	if (!strings(root, "inputs", r->inputs, r->ninputs) ||
	    !strings(root, "restructured_jars", r->jars, r->njars) ||
	    !(r->no_jar ? cJSON_AddStringToObject(root, "no_jar", r->no_jar)
			: cJSON_AddNullToObject(root, "no_jar")))
		goto out;
	cJSON_AddStringToObject(root, "variant", r->variant);
	cJSON_AddItemToObject(root, "summary", summary(r, &a));
	classes = cJSON_AddArrayToObject(root, "classes");
	mv = cJSON_AddArrayToObject(root, "moved");
	dm = cJSON_AddArrayToObject(root, "dead_members");
	dobj = cJSON_AddArrayToObject(root, "dead_objects");
	if (!classes || !mv || !dm || !dobj)
		goto out;
	for (c = 0; c < p->nclasses; c++)
		if (!p->classes[c].removed)
			cJSON_AddItemToArray(classes, class_entry(r, c));
	for (c = 0; c < t->ncolumns; c++) {
		if (p->home[c] == KABA_NONE) {
			cJSON_AddItemToArray(dm, cJSON_CreateString(t->columns[c].name));
		} else if (report_moved(r, c, &a)) {
			cJSON *o = cJSON_CreateObject();

			cJSON_AddStringToObject(o, "member", t->columns[c].name);
			cJSON_AddStringToObject(o, "from", kaba_java_name(&a, t->columns[c].origin.owner));
			cJSON_AddStringToObject(o, "to", r->names[p->home[c]]);
			cJSON_AddItemToArray(mv, o);
		}
	}
	for (c = 0; c < t->nrows; c++)
		if (p->type[c] == KABA_NONE && t->rows[c].kind == KABA_ROW_OBJECT)
			cJSON_AddItemToArray(dobj, cJSON_CreateString(t->rows[c].name));
	if (!refactorings(r, root, &a) || !analysis_parts(r, root) || !traced_jar(r, root))
		goto out;
	mi = cJSON_AddArrayToObject(root, "multiple_inheritance");
	if (mi) {
		size_t n = kaba_proposal_multiple_inheritance(p, NULL, 0), i;
		size_t *ids = malloc((n ? n : 1) * sizeof(*ids));

		if (ids) {
			kaba_proposal_multiple_inheritance(p, ids, n);
			for (i = 0; i < n; i++)
				cJSON_AddItemToArray(mi, class_id(ids[i]));
			free(ids);
		}
	}
	if (!mi_fallback(p, root) || !restructuring_fallback(r, root) || !profile(r, root))
		goto out;
	text = cJSON_Print(root);
out:
	cJSON_Delete(root);
	kaba_arena_free(&a);
	return text;
}
