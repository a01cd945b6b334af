/*
 * The plan as JSON (DIR/plan.json, docs/restructuring.md "The plan"): every
 * decision the code generator took, read off the plan once the class files
 * are built, so that a reviewer or a test can hold the jar against it
 * without reading bytecode.  Names are internal (a/b/C); members are
 * "owner.name descriptor" of the original program.
 */
#include <cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "holders.h"

static const char *member_id(struct plan *pl, const struct kaba_pmember *m)
{
	size_t n = strlen(m->owner->name) + strlen(m->name) + strlen(m->descriptor) + 3;
	char *s = kaba_arena_alloc(&pl->arena, n);

	if (s)
		snprintf(s, n, "%s.%s %s", m->owner->name, m->name, m->descriptor);
	return s;
}

/* One object of string fields, keys[i] -> values[i], appended to `to`; a
 * NULL value is left out.  0, or -1 when out of memory. */
static int add_object(cJSON *to, const char *const *keys, const char *const *values, size_t n)
{
	cJSON *o = cJSON_CreateObject();

	if (!o || !cJSON_AddItemToArray(to, o)) {
		cJSON_Delete(o);
		return -1;
	}
	for (size_t i = 0; i < n; i++)
		if (values[i] && !cJSON_AddStringToObject(o, keys[i], values[i]))
			return -1;
	return 0;
}

static const char *kind_of(const struct plan_class *c)
{
	if (c->frozen)
		return "frozen";
	return c->pclass == KABA_NONE ? "static holder" : "proposal";
}

/* What trigger t pulls, added to o as `key`: {"holder": name} or
 * {"frozen": name}; nothing when it pulls none.  0, or -1 out of memory. */
static int trigger_json(const struct plan *pl, cJSON *o, const char *key, const struct trigger *t)
{
	cJSON *v;

	if (t->h == KABA_NONE && !t->frozen)
		return 0;
	if (!(v = cJSON_AddObjectToObject(o, key)))
		return -1;
	return t->frozen ? -!cJSON_AddStringToObject(v, "frozen", t->frozen->name)
			 : -!cJSON_AddStringToObject(v, "holder", pl->cls[t->h].name);
}

static cJSON *plan_class_json(const struct plan *pl, size_t k)
{
	const struct plan_class *c = &pl->cls[k];
	cJSON *o = cJSON_CreateObject(), *ifaces = NULL;
	size_t i;
	int ok = o && cJSON_AddStringToObject(o, "name", c->name) &&
		 cJSON_AddStringToObject(o, "kind", kind_of(c)) &&
		 (c->pclass == KABA_NONE ||
		  cJSON_AddNumberToObject(o, "proposal_class", (double)c->pclass)) &&
		 (!c->super_name || cJSON_AddStringToObject(o, "superclass", c->super_name)) &&
		 (ifaces = cJSON_AddArrayToObject(o, "interfaces"));

	for (i = 0; ok && i < c->nifaces; i++)
		ok = cJSON_AddItemToArray(ifaces, cJSON_CreateString(pl->cls[c->ifaces[i]].name));
	for (i = 0; ok && i < c->nlib_ifaces; i++)
		ok = cJSON_AddItemToArray(ifaces, cJSON_CreateString(c->lib_ifaces[i]));
	ok = ok && cJSON_AddBoolToObject(o, "interface", c->is_interface) &&
	     cJSON_AddBoolToObject(o, "abstract", c->is_abstract) &&
	     (!c->statics_of || cJSON_AddStringToObject(o, "statics_of", c->statics_of->name)) &&
	     cJSON_AddStringToObject(o, "input", pl->ins[plan_input(pl, k)]) &&
	     !trigger_json(pl, o, "initialises_first", &c->clinit_first);
	if (!ok) {
		cJSON_Delete(o);
		return NULL;
	}
	return o;
}

/* The homes of the proposal classes' members: each field and body of a
 * user class in the plan class of its proposal class, under its output
 * name and descriptor (declarations are left out: a body above may
 * answer for one, members.c). */
static int homes(struct plan *pl, cJSON *to, struct kaba_error *err)
{
	static const char *const keys[] = { "member", "kind", "home", "name", "descriptor" };

	for (size_t k = 0; k < pl->n; k++) {
		const struct kaba_proposal_class *pk;

		if (pl->cls[k].pclass == KABA_NONE)
			continue;
		pk = &pl->prop->classes[pl->cls[k].pclass];
		for (size_t i = 0; i < pk->members.n; i++) {
			const struct kaba_column *col = &pl->t->columns[pk->members.v[i]];
			struct kaba_pclass *owner = plan_user_class(pl, col->origin.owner,
								    strlen(col->origin.owner));
			int field = col->kind == KABA_COL_FIELD;
			const struct kaba_pmember *m;
			const char *v[5];

			if (!owner || (!field && col->kind != KABA_COL_DEF))
				continue;
			m = field ? kaba_pclass_field(owner, col->origin.member, col->origin.descriptor)
				  : kaba_pclass_method(owner, col->origin.member, col->origin.descriptor);
			if (!m)
				continue;
			v[0] = member_id(pl, m);
			v[1] = field ? "field" : "body";
			v[2] = pl->cls[k].name;
			v[3] = plan_member_name(pl, m);
			v[4] = field ? retype_field_desc(pl, m, err) :
			       !strcmp(m->name, "<init>") ? plan_ctor(pl, m)->desc :
			       retype_method_desc(pl, m, err);
			if (!v[4])
				return -1;
			if (!v[0] || add_object(to, keys, v, 5))
				return -1;
		}
	}
	return 0;
}

static int constructors(struct plan *pl, cJSON *to)
{
	static const char *const keys[] = { "member", "home", "descriptor", "pads" };
	char pads[16];

	for (size_t i = 0; i < pl->nctors; i++) {
		const struct ctor_key *c = &pl->ctors[i];
		const char *v[] = { member_id(pl, c->m),
				    c->home == KABA_NONE ? NULL : pl->cls[c->home].name,
				    c->desc, pads };

		snprintf(pads, sizeof(pads), "%u", c->pads);
		if (!v[0] || add_object(to, keys, v, 4))
			return -1;
	}
	return 0;
}

/* The `<init>()V` entries of pinned rows' classes (ctor.c). */
static int entries(struct plan *pl, cJSON *to)
{
	static const char *const keys[] = { "class", "calls" };

	for (size_t i = 0; i < pl->npinned; i++) {
		const char *v[] = { pl->cls[pl->pinned[i].k].name, member_id(pl, pl->pinned[i].m) };

		if (!v[1] || add_object(to, keys, v, 2))
			return -1;
	}
	return 0;
}

/* The class names rule 21 rewrites (respell.c): the ldc at `at`
 * (member@offset) loads `to` (a binary name) instead of `from`. */
static int respellings(struct plan *pl, cJSON *to)
{
	static const char *const keys[] = { "at", "from", "to" };

	for (const struct respelling *x = pl->respellings; x; x = x->next) {
		const char *id;
		char *at;
		size_t n;

		if (!strcmp(x->from, x->to))
			continue;       /* the name kept: nothing rewritten */
		if (!(id = member_id(pl, x->m)) ||
		    !(at = kaba_arena_alloc(&pl->arena, n = strlen(id) + 12)))
			return -1;
		snprintf(at, n, "%s@%u", id, x->pc);
		if (add_object(to, keys, (const char *const[]){ at, x->from, x->binary }, 3))
			return -1;
	}
	return 0;
}

/* What each `new C` of a restructured class initialises first (holders.c),
 * for the classes that initialise something. */
static int initialisers(const struct plan *pl, cJSON *to)
{
	for (size_t i = 0; i < pl->ninits; i++) {
		const struct class_init *x = &pl->inits[i];
		cJSON *o;

		if (!holder_init(pl, x->c->name, x->c->name_len))
			continue;
		if (!(o = cJSON_CreateObject()) || !cJSON_AddItemToArray(to, o) ||
		    !cJSON_AddStringToObject(o, "class", x->c->name) ||
		    trigger_json(pl, o, "initialises", &x->t))
			return -1;
	}
	return 0;
}

/* Renames and bridges (the planning pass's), body copies (emission's). */
static int renames(struct plan *pl, cJSON *renamed, cJSON *bridges, cJSON *copies)
{
	static const char *const rk[] = { "member", "name" }, *const bk[] = { "member", "answers" },
		*const ck[] = { "member", "into", "name" };
	size_t i;

	for (i = 0; i < pl->nrenamed; i++) {
		const char *v[] = { member_id(pl, pl->renamed[i].m), pl->renamed[i].name };

		if (!v[0] || add_object(renamed, rk, v, 2))
			return -1;
	}
	for (i = 0; i < pl->nbridges; i++) {
		const char *v[] = { member_id(pl, pl->bridges[i].m), member_id(pl, pl->bridges[i].other) };

		if (!v[0] || !v[1] || add_object(bridges, bk, v, 2))
			return -1;
	}
	for (const struct body_copy *c = pl->copies; c; c = c->next) {
		const char *v[] = { member_id(pl, c->m), pl->cls[c->k].name, c->name };

		if (!v[0] || add_object(copies, ck, v, 3))
			return -1;
	}
	return 0;
}

char *plan_dump(struct plan *pl, struct kaba_error *err)
{
	static const char *const lists[] = { "classes", "members", "constructors",
					     "no_arg_entries", "respellings", "initialisers",
					     "renamed", "bridges", "copies" };
	cJSON *doc = cJSON_CreateObject(), *a[9];
	char *text = NULL;
	int rc = !doc;

	for (size_t i = 0; !rc && i < 9; i++)
		rc = !(a[i] = cJSON_AddArrayToObject(doc, lists[i]));
	for (size_t k = 0; !rc && k < pl->n; k++)
		rc = !cJSON_AddItemToArray(a[0], plan_class_json(pl, k));
	if (!rc && !(rc = homes(pl, a[1], err)) && !(rc = constructors(pl, a[2])) &&
	    !(rc = entries(pl, a[3])) && !(rc = respellings(pl, a[4])) &&
	    !(rc = initialisers(pl, a[5])) && !(rc = renames(pl, a[6], a[7], a[8])))
		text = cJSON_Print(doc);
	if (!text && !err->status)
		kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
	cJSON_Delete(doc);
	return text;
}
