/*
 * The editor's two views (paper Figure 4): what happened to an original
 * class (each member and its new home, each object and its new class, or
 * why it is frozen), and
 * what a new class holds (its own and inherited members with their homes,
 * its objects with their creation sites), as text or JSON.
 */
#include "impl.h"

#include <stdlib.h>
#include <string.h>

/* Whether internal name `internal` is the class a user named (Java or
 * internal form). */
static int same_class(const char *internal, const char *user)
{
	for (; *internal && *user; internal++, user++)
		if (*internal != *user && !(*internal == '/' && *user == '.'))
			return 0;
	return !*internal && !*user;
}

static const char *kind_word(enum kaba_column_kind k)
{
	static const char *const w[KABA_COL_KINDS] = { "field", "declaration", "body",
						       "passed type check", "failed type check" };
	return w[k];
}

static cJSON *site_json(const struct kaba_editor *e, size_t r)
{
	cJSON *o = cJSON_CreateObject();

	cJSON_AddStringToObject(o, "row", e->table->rows[r].name);
	if (e->site_file[r]) {
		cJSON_AddStringToObject(o, "file", e->site_file[r]);
		cJSON_AddNumberToObject(o, "line", (double)e->site_line[r]);
	} else {
		cJSON_AddNullToObject(o, "file");
		cJSON_AddNullToObject(o, "line");
	}
	return o;
}

static void site_text(const struct kaba_editor *e, size_t r, FILE *out)
{
	fprintf(out, "%s", e->table->rows[r].name);
	if (e->site_file[r])
		fprintf(out, " (%s:%zu)", e->site_file[r], e->site_line[r]);
}

/* Print JSON object o (consumed) on out: KABA_OK, or out of memory. */
static int print_json(cJSON *o, FILE *out, struct kaba_error *err)
{
	char *text = o ? cJSON_Print(o) : NULL;

	cJSON_Delete(o);
	if (!text)
		return kaba_fail(err, KABA_EINTERNAL, "show", -1, "out of memory");
	fprintf(out, "%s\n", text);
	free(text);
	return KABA_OK;
}

/* Why report.json says original class cls is frozen, or NULL. */
static const char *frozen_why(const struct kaba_editor *e, const char *cls)
{
	const cJSON *f;

	cJSON_ArrayForEach(f, cJSON_GetObjectItemCaseSensitive(e->report, "frozen")) {
		const char *name = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(f, "class"));

		if (name && same_class(name, cls))
			return cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(f, "why"));
	}
	return NULL;
}

int kaba_editor_show_original(const struct kaba_editor *e, const char *cls, int json, FILE *out,
			      struct kaba_error *err)
{
	const struct kaba_table *t = e->table;
	const char *frozen = frozen_why(e, cls);
	cJSON *root, *members = NULL, *objects = NULL;
	size_t c, r, found = frozen != NULL;
	char a[32];

	for (c = 0; c < t->ncolumns && !found; c++)
		found = t->columns[c].origin.owner && same_class(t->columns[c].origin.owner, cls);
	for (r = 0; r < t->nrows && !found; r++)
		found = t->rows[r].kind == KABA_ROW_OBJECT && t->rows[r].origin.type &&
			same_class(t->rows[r].origin.type, cls);
	if (!found)
		return kaba_fail(err, KABA_EINPUT, cls, -1, "no member or object of this original "
				 "class in the table (a frozen or library class, or no such class)");
	root = json ? cJSON_CreateObject() : NULL;
	if (json) {
		cJSON_AddStringToObject(root, "class", cls);
		if (frozen)
			cJSON_AddStringToObject(root, "frozen", frozen);
		else
			cJSON_AddNullToObject(root, "frozen");
		members = cJSON_AddArrayToObject(root, "members");
		objects = cJSON_AddArrayToObject(root, "objects");
	} else {
		fprintf(out, "original class %s\n", cls);
		if (frozen)
			fprintf(out, "  frozen, kept as it is (kaba why): %s\n", frozen);
		fprintf(out, "  members (kind: new home):\n");
	}
	for (c = 0; c < t->ncolumns; c++) {
		const struct kaba_column *col = &t->columns[c];
		const char *home = e->p->home[c] == KABA_NONE ? NULL
				   : editor_class_name(e, e->p->home[c], a, sizeof(a));

		if (!col->origin.owner || !same_class(col->origin.owner, cls) ||
		    col->kind == KABA_COL_CHECK_TRUE || col->kind == KABA_COL_CHECK_FALSE)
			continue;
		if (json) {
			cJSON *o = cJSON_CreateObject();

			cJSON_AddStringToObject(o, "member", col->name);
			cJSON_AddStringToObject(o, "kind", kind_word(col->kind));
			if (home)
				cJSON_AddStringToObject(o, "home", home);
			else
				cJSON_AddNullToObject(o, "home");
			cJSON_AddItemToArray(members, o);
		} else {
			fprintf(out, "    %-40s %s: %s\n", col->name, kind_word(col->kind),
				home ? home : "dead");
		}
	}
	if (!json)
		fprintf(out, "  objects (new class):\n");
	for (r = 0; r < t->nrows; r++) {
		const struct kaba_row *row = &t->rows[r];
		const char *to = e->p->type[r] == KABA_NONE ? NULL
				 : editor_class_name(e, e->p->type[r], a, sizeof(a));

		if (row->kind != KABA_ROW_OBJECT || !row->origin.type || !same_class(row->origin.type, cls))
			continue;
		if (json) {
			cJSON *o = site_json(e, r);

			if (to)
				cJSON_AddStringToObject(o, "class", to);
			else
				cJSON_AddNullToObject(o, "class");
			cJSON_AddItemToArray(objects, o);
		} else {
			fprintf(out, "    ");
			site_text(e, r, out);
			fprintf(out, ": %s\n", to ? to : "dead");
		}
	}
	return json ? print_json(root, out, err) : KABA_OK;
}

/* Class c and the classes above it, nearest first, into list (n returned). */
static size_t above(const struct kaba_proposal *p, size_t c, size_t *list, unsigned char *seen)
{
	size_t n = 0, i, j;

	list[n++] = c;
	seen[c] = 1;
	for (i = 0; i < n; i++) {
		const struct kaba_ids *s = &p->classes[list[i]].supers;

		for (j = 0; j < s->n; j++)
			if (!seen[s->v[j]]) {
				seen[s->v[j]] = 1;
				list[n++] = s->v[j];
			}
	}
	return n;
}

static void names_text(const struct kaba_editor *e, const char *label, const struct kaba_ids *l,
		       FILE *out)
{
	char a[32];

	fprintf(out, "  %s:", label);
	for (size_t i = 0; i < l->n; i++)
		fprintf(out, "%s %s", i ? "," : "", editor_class_name(e, l->v[i], a, sizeof(a)));
	fprintf(out, "%s\n", l->n ? "" : " none");
}

static cJSON *names_json(const struct kaba_editor *e, const struct kaba_ids *l)
{
	cJSON *arr = cJSON_CreateArray();
	char a[32];

	for (size_t i = 0; arr && i < l->n; i++)
		cJSON_AddItemToArray(arr, cJSON_CreateString(editor_class_name(e, l->v[i], a, sizeof(a))));
	return arr;
}

int kaba_editor_show_new(const struct kaba_editor *e, const char *cls, int json, FILE *out,
			 struct kaba_error *err)
{
	const struct kaba_proposal *p = e->p;
	const struct kaba_table *t = e->table;
	size_t c = kaba_editor_class(e, cls), n, i, j;
	size_t *list = malloc((p->nclasses + 1) * sizeof(*list));
	unsigned char *seen = calloc(p->nclasses + 1, 1);
	cJSON *root = NULL, *members = NULL, *objects = NULL, *vars = NULL;
	char a[32];

	if (!list || !seen) {
		free(list);
		free(seen);
		return kaba_fail(err, KABA_EINTERNAL, "show", -1, "out of memory");
	}
	if (c == KABA_NONE) {
		free(list);
		free(seen);
		return kaba_fail(err, KABA_EINPUT, cls, -1, "no such class in the proposal (names "
				 "or ids as in report.json)");
	}
	n = above(p, c, list, seen);
	if (json) {
		root = cJSON_CreateObject();
		cJSON_AddStringToObject(root, "class", editor_class_name(e, c, a, sizeof(a)));
		snprintf(a, sizeof(a), "K%zu", c);
		cJSON_AddStringToObject(root, "id", a);
		cJSON_AddBoolToObject(root, "interface", kaba_proposal_is_interface(p, c));
		cJSON_AddItemToObject(root, "supers", names_json(e, &p->classes[c].supers));
		cJSON_AddItemToObject(root, "subs", names_json(e, &p->classes[c].subs));
		members = cJSON_AddArrayToObject(root, "members");
		objects = cJSON_AddArrayToObject(root, "objects");
		vars = cJSON_AddArrayToObject(root, "variables");
	} else {
		fprintf(out, "new class %s (K%zu)%s\n", editor_class_name(e, c, a, sizeof(a)), c,
			kaba_proposal_is_interface(p, c) ? ", an interface" : "");
		names_text(e, "superclasses", &p->classes[c].supers, out);
		names_text(e, "subclasses", &p->classes[c].subs, out);
		fprintf(out, "  members (kind: home; own ones first):\n");
	}
	for (i = 0; i < n; i++) {
		const struct kaba_ids *m = &p->classes[list[i]].members;

		for (j = 0; j < m->n; j++) {
			const struct kaba_column *col = &t->columns[m->v[j]];
			const char *home = editor_class_name(e, list[i], a, sizeof(a));

			if (json) {
				cJSON *o = cJSON_CreateObject();

				cJSON_AddStringToObject(o, "member", col->name);
				cJSON_AddStringToObject(o, "kind", kind_word(col->kind));
				cJSON_AddStringToObject(o, "home", home);
				cJSON_AddBoolToObject(o, "own", i == 0);
				cJSON_AddItemToArray(members, o);
			} else {
				fprintf(out, "    %-40s %s: %s%s\n", col->name, kind_word(col->kind), home,
					i ? "" : " (own)");
			}
		}
	}
	if (!json)
		fprintf(out, "  objects (creation site):\n");
	for (i = 0; i < p->classes[c].instances.n; i++) {
		size_t r = p->classes[c].instances.v[i];

		if (t->rows[r].kind != KABA_ROW_OBJECT)
			continue;
		if (json) {
			cJSON_AddItemToArray(objects, site_json(e, r));
		} else {
			fprintf(out, "    ");
			site_text(e, r, out);
			fprintf(out, "\n");
		}
	}
	if (!json)
		fprintf(out, "  variables:\n");
	for (i = 0; i < p->classes[c].instances.n; i++) {
		size_t r = p->classes[c].instances.v[i];

		if (t->rows[r].kind == KABA_ROW_OBJECT)
			continue;
		if (json)
			cJSON_AddItemToArray(vars, cJSON_CreateString(t->rows[r].name));
		else
			fprintf(out, "    %s\n", t->rows[r].name);
	}
	free(list);
	free(seen);
	return json ? print_json(root, out, err) : KABA_OK;
}
