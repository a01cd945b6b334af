/*
 * A proposal saved as JSON and read back over its closed table (refactor.h):
 * what `kaba edit` works on without running the analysis again.  The file is
 * untrusted on reading: every id, name and count is checked.
 */
#include "impl.h"

#include <cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static cJSON *id_json(size_t c)
{
	char buf[32];

	snprintf(buf, sizeof(buf), "K%zu", c);
	return cJSON_CreateString(buf);
}

static int add_ids(cJSON *o, const char *key, const struct kaba_ids *l)
{
	cJSON *a = cJSON_AddArrayToObject(o, key);

	for (size_t i = 0; a && i < l->n; i++)
		if (!cJSON_AddItemToArray(a, id_json(l->v[i])))
			return 0;
	return a != NULL;
}

static int add_names(cJSON *o, const char *key, const struct kaba_ids *l,
		     const struct kaba_table *t, int columns)
{
	cJSON *a = cJSON_AddArrayToObject(o, key);

	for (size_t i = 0; a && i < l->n; i++)
		if (!cJSON_AddItemToArray(a, cJSON_CreateString(columns ? t->columns[l->v[i]].name
									 : t->rows[l->v[i]].name)))
			return 0;
	return a != NULL;
}

cJSON *kaba_proposal_store(const struct kaba_proposal *p, const char *const *names)
{
	cJSON *root = cJSON_CreateObject(), *classes;
	size_t c;

	if (!root || !cJSON_AddNumberToObject(root, "nclasses", (double)p->nclasses) ||
	    !cJSON_AddNumberToObject(root, "merges", (double)p->merges) ||
	    !cJSON_AddNumberToObject(root, "undone", (double)p->undone) ||
	    !cJSON_AddBoolToObject(root, "p3_held_only", p->p3_held_only) ||
	    !cJSON_AddBoolToObject(root, "checks_in_interfaces", p->checks_in_interfaces) ||
	    !(classes = cJSON_AddArrayToObject(root, "classes")))
		goto fail;
	for (c = 0; c < p->nclasses; c++) {
		const struct kaba_proposal_class *k = &p->classes[c];
		cJSON *o;

		if (k->removed)
			continue;
		if (!(o = cJSON_CreateObject()) || !cJSON_AddItemToArray(classes, o)) {
			cJSON_Delete(o);
			goto fail;
		}
		if (!cJSON_AddItemToObject(o, "id", id_json(c)) ||
		    !cJSON_AddStringToObject(o, "name", names[c]) ||
		    !cJSON_AddBoolToObject(o, "top", p->top == c) ||
		    !cJSON_AddBoolToObject(o, "bottom", p->bottom == c) ||
		    !add_ids(o, "supers", &k->supers) ||
		    !add_names(o, "members", &k->members, p->table, 1) ||
		    !add_names(o, "rows", &k->instances, p->table, 0))
			goto fail;
	}
	return root;
fail:
	cJSON_Delete(root);
	return NULL;
}

/* "K<n>" with n < limit, else KABA_NONE. */
static size_t parse_id(const cJSON *j, size_t limit)
{
	const char *s = cJSON_GetStringValue(j);
	char *end;
	unsigned long long n;

	if (!s || s[0] != 'K' || s[1] < '0' || s[1] > '9')
		return KABA_NONE;
	n = strtoull(s + 1, &end, 10);
	return *end || n >= limit ? KABA_NONE : (size_t)n;
}

static size_t count(const cJSON *root, const char *key)
{
	const cJSON *n = cJSON_GetObjectItemCaseSensitive(root, key);

	return cJSON_IsNumber(n) && n->valuedouble >= 0 && n->valuedouble < 1e9
		       ? (size_t)n->valuedouble : KABA_NONE;
}

/* One class's lists, read into the proposal. */
static int restore_class(struct kaba_proposal *p, const cJSON *o, size_t c,
			 struct kaba_error *err)
{
	const struct kaba_table *t = p->table;
	const cJSON *supers = cJSON_GetObjectItemCaseSensitive(o, "supers");
	const cJSON *members = cJSON_GetObjectItemCaseSensitive(o, "members");
	const cJSON *rows = cJSON_GetObjectItemCaseSensitive(o, "rows");
	const cJSON *e;

	if (!cJSON_IsArray(supers) || !cJSON_IsArray(members) || !cJSON_IsArray(rows))
		return kaba_fail(err, KABA_EINPUT, "proposal", -1, "class K%zu lacks its lists", c);
	cJSON_ArrayForEach(e, supers) {
		size_t s = parse_id(e, p->nclasses);

		if (s == KABA_NONE || s == c)
			return kaba_fail(err, KABA_EINPUT, "proposal", -1,
					 "class K%zu has a bad superclass", c);
		if (kaba_ids_add(&p->classes[c].supers, s) || kaba_ids_add(&p->classes[s].subs, c))
			return kaba_fail(err, KABA_EINTERNAL, "proposal", -1, "out of memory");
	}
	cJSON_ArrayForEach(e, members) {
		const char *name = cJSON_GetStringValue(e);
		size_t col = name ? kaba_table_find_column(t, name) : KABA_NONE;

		if (col == KABA_NONE || p->home[col] != KABA_NONE)
			return kaba_fail(err, KABA_EINPUT, "proposal", -1,
					 "class K%zu: member %s is not a column of the table or "
					 "is listed twice", c, name ? name : "(not a string)");
		p->home[col] = c;
		if (kaba_ids_add(&p->classes[c].members, col))
			return kaba_fail(err, KABA_EINTERNAL, "proposal", -1, "out of memory");
	}
	cJSON_ArrayForEach(e, rows) {
		const char *name = cJSON_GetStringValue(e);
		size_t r = name ? kaba_table_find_row(t, name) : KABA_NONE;

		if (r == KABA_NONE || p->type[r] != KABA_NONE)
			return kaba_fail(err, KABA_EINPUT, "proposal", -1,
					 "class K%zu: row %s is not a row of the table or is "
					 "listed twice", c, name ? name : "(not a string)");
		p->type[r] = c;
		if (kaba_ids_add(&p->classes[c].instances, r))
			return kaba_fail(err, KABA_EINTERNAL, "proposal", -1, "out of memory");
	}
	return KABA_OK;
}

int kaba_proposal_restore(const struct kaba_table *t, const cJSON *j, size_t spare,
			  struct kaba_proposal **out, const char ***names, struct kaba_arena *arena,
			  struct kaba_error *err)
{
	const cJSON *classes = cJSON_GetObjectItemCaseSensitive(j, "classes"), *o;
	size_t n = count(j, "nclasses"), c;
	struct kaba_proposal *p;
	int rc = KABA_OK;

	*out = NULL;
	if (n == KABA_NONE || !cJSON_IsArray(classes) || count(j, "merges") == KABA_NONE ||
	    count(j, "undone") == KABA_NONE)
		return kaba_fail(err, KABA_EINPUT, "proposal", -1,
				 "not a saved proposal (nclasses, merges, undone, classes)");
	if (!(p = kaba_proposal_alloc(t, n + spare)) ||
	    !(*names = kaba_arena_alloc(arena, (n + spare + 1) * sizeof(**names))))
		goto oom;
	for (c = 0; c < n + spare; c++) {
		p->classes[c].removed = 1;
		(*names)[c] = NULL;
	}
	p->merges = count(j, "merges");
	p->undone = count(j, "undone");
	p->p3_held_only = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(j, "p3_held_only"));
	p->checks_in_interfaces =
		cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(j, "checks_in_interfaces"));
	cJSON_ArrayForEach(o, classes) {
		const char *name = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(o, "name"));

		c = parse_id(cJSON_GetObjectItemCaseSensitive(o, "id"), n);
		if (c == KABA_NONE || !p->classes[c].removed || !name || !*name) {
			rc = kaba_fail(err, KABA_EINPUT, "proposal", -1,
				       "a class with a bad or repeated id, or without a name");
			goto fail;
		}
		p->classes[c].removed = 0;
		if (!((*names)[c] = kaba_arena_strdup(arena, name)))
			goto oom;
		if (cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(o, "top")))
			p->top = c;
		if (cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(o, "bottom")))
			p->bottom = c;
	}
	/* the lists after every class is known, so a superclass listed later
	 * is not taken for a removed one */
	cJSON_ArrayForEach(o, classes)
		if ((rc = restore_class(p, o, parse_id(cJSON_GetObjectItemCaseSensitive(o, "id"), n),
					err)))
			goto fail;
	for (c = 0; c < n; c++)
		for (size_t i = 0; i < p->classes[c].supers.n; i++)
			if (p->classes[p->classes[c].supers.v[i]].removed) {
				rc = kaba_fail(err, KABA_EINPUT, "proposal", -1,
					       "class K%zu has a superclass that is not a class", c);
				goto fail;
			}
	if (kaba_proposal_finish(p))
		goto oom;
	*out = p;
	return KABA_OK;
oom:
	rc = kaba_fail(err, KABA_EINTERNAL, "proposal", -1, "out of memory");
fail:
	kaba_proposal_free(p);
	return rc;
}
