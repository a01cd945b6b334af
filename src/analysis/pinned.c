/*
 * Rule N2 (docs/reflection.md): a class that a frozen class's descriptor
 * names is pinned, not frozen.  The frozen class keeps its descriptors,
 * and its bodies are retyped like any (src/rewrite/frozen.c), so what its
 * code relies on of a class P its descriptors name is only this: a class
 * named P exists, and every value those descriptors carry (its parameters,
 * results and fields typed P, and those of the methods that override its
 * methods) is an instance of it.  So the rows of those positions all get
 * one new type, which takes the name P: they imply each other, hold P's
 * pin column (no member: the class it makes is P's, whatever the rows
 * use), and are named (table.h), and an anchor row holds the column when
 * no reachable code fills a position.  Everything else of P follows the
 * proposal: its members, its objects that no frozen descriptor carries,
 * its place in the hierarchy.  Frozen code's member references and type
 * checks are retyped from the table as any body's are.
 */
#include <string.h>

#include "frozen.h"
#include "policy.h"

#include "kaba/constraints.h"

/* Is cls a class whose main(String[]) is an entry point?  Its name stays
 * with its statics (src/rewrite/holders.c), so its objects' class cannot
 * take it. */
static int main_class(const struct ka *ka, int32_t cls)
{
	const struct ka_ivec *ms = &ka->classes[cls].methods;

	for (uint32_t i = 0; i < ms->n; i++) {
		const struct ka_method *m = &ka->methods[ms->v[i]];

		if ((m->flags & KA_STATIC) && (m->flags & KA_FROM_LIBRARY) &&
		    !strcmp(m->name, "main") && !strcmp(m->desc, "([Ljava/lang/String;)V"))
			return 1;
	}
	return 0;
}

int ka_pin_by(struct ka *ka, int32_t cls, const char *why, int32_t by)
{
	struct ka_class *c;

	if (!ka_tabled(ka, cls))
		return 0;
	if (main_class(ka, cls))
		return ka_freeze_by(ka, cls, why, by) ? -1 : 1;
	c = &ka->classes[cls];
	if (!(c->flags & KA_PINNED)) {
		c->flags |= KA_PINNED;
		c->pinned_why = why;
		c->pinned_by = by;
	}
	return 0;
}

int ka_pinned(const struct ka *ka, int32_t cls)
{
	return ka_tabled(ka, cls) && (ka->classes[cls].flags & KA_PINNED);
}

/* Is owner frozen and declares `name``desc`, or does a frozen class above
 * it declare such an instance method, which owner's overrides (so it keeps
 * that descriptor)?  Package access is not checked: one more
 * row tied only constrains more. */
static int frozen_signature(struct ka *ka, int32_t owner, const char *name, const char *desc)
{
	const struct ka_ivec *sup = ka_supertypes(ka, owner);

	for (uint32_t i = 0; i < sup->n; i++) {
		const struct ka_class *k = &ka->classes[sup->v[i]];

		if (!ka_is_user(ka, sup->v[i]) || !(k->flags & KA_FROZEN))
			continue;
		for (uint32_t j = 0; j < k->methods.n; j++) {
			const struct ka_method *m = &ka->methods[k->methods.v[j]];

			if (!strcmp(m->name, name) && !strcmp(m->desc, desc) &&
			    (sup->v[i] == owner ||
			     !(m->flags & (KA_STATIC | KA_PRIVATE | KA_CTOR))))
				return 1;
		}
	}
	return 0;
}

/* The pinned class whose frozen descriptor position row r is, or KA_NONE:
 * a field of a frozen class, a parameter or result of a method a frozen
 * class declares (its own, or one the method overrides). */
static int32_t descriptor_of(struct ka *ka, const struct kaba_row *r)
{
	const struct kaba_origin *o = &r->origin;
	int32_t owner, type;

	if ((r->kind != KABA_ROW_FIELD && r->kind != KABA_ROW_PARAM && r->kind != KABA_ROW_RETURN) ||
	    !o->owner || !o->type || (owner = ka_class_find(ka, o->owner)) < 0 ||
	    (type = ka_class_find(ka, o->type)) < 0 || !ka_pinned(ka, type))
		return KA_NONE;
	if (r->kind == KABA_ROW_FIELD)
		return (ka->classes[owner].flags & KA_FROZEN) ? type : KA_NONE;
	return o->member && o->descriptor && frozen_signature(ka, owner, o->member, o->descriptor) ?
	       type : KA_NONE;
}

/* Is row r an object row of class cls that must get the class named cls:
 * of a reflective creation site that rule 17 pins (Class.newInstance
 * makes exactly the class that has cls's name, and so does every frozen
 * descriptor naming cls), or a named row (getClass() observes its name: the
 * class holding it carries cls's name, rule N6's exact-class tests)?  The
 * class named cls is one class, so the row is tied to cls's anchor. */
static int named_object(struct ka *ka, const struct kaba_row *r, int32_t cls)
{
	return (r->pinned || r->named) && r->kind == KABA_ROW_OBJECT && r->origin.type &&
	       ka_class_find(ka, r->origin.type) == cls;
}

/* Pinned class cls's anchor row and pin column. */
static int anchor(struct ka *ka, int32_t cls, size_t *row, size_t *col)
{
	struct kaba_table *t = ka->out->table;
	struct kaba_origin o = { .owner = ka->classes[cls].name, .type = ka->classes[cls].name,
				 .index = -1 };
	const char *name = ka_printf(ka, "%s#pinned", ka_java_name(ka, cls));
	size_t no;
	int rc;

	if (!name)
		return ka_oom(ka);
	if ((rc = kaba_table_add_row(t, KABA_ROW_LOCAL, name, &o, row, ka->err)) ||
	    (rc = kaba_table_add_check(t, name, &o, col, &no, ka->err)) ||
	    (rc = kaba_table_mark(t, *row, *col, ka->err)))
		return rc;
	t->rows[*row].named = 1;
	return 0;
}

/*
 * Rule 17: every object created from one class name gets the class that
 * owns the name, so the object rows of the creation sites of one class
 * get one type: each is tied both ways to the first.  Not the rows whose
 * name rule 21 may rewrite (kaba_row.ldc): their sites may create
 * classes of other names.
 */
static int tie_created(struct ka *ka)
{
	struct kaba_table *t = ka->out->table;
	int rc = 0;

	for (size_t r = 0; !rc && r < t->nrows; r++) {
		const struct kaba_row *x = &t->rows[r];
		size_t f;

		if (!x->pinned || x->ldc >= 0 || !x->origin.type)
			continue;
		for (f = 0; f < r && (!t->rows[f].pinned || t->rows[f].ldc >= 0 ||
				      !t->rows[f].origin.type ||
				      strcmp(t->rows[f].origin.type, x->origin.type)); f++)
			;
		if (f < r)
			rc = kaba_constrain_type(t, KABA_RULE_OTHER, r, f, ka->err) ||
			     kaba_constrain_type(t, KABA_RULE_OTHER, f, r, ka->err);
	}
	return rc;
}

/*
 * Rule N5: each object a type test against pinned class cls may see
 * (Class.isInstance or cast on cls's literal) whose class is cls or below
 * gets a type below the anchor's, the class named cls, so the test passes
 * it as before; it holds cls's pin column with the anchor's other columns.
 * Only instances of cls ever hold the column (the anchor, the rows tied to
 * it, these objects, and values flowing into rows of type cls), so the
 * objects the test failed still fail it.
 */
static int tested_rows(struct ka *ka, int32_t cls, size_t anchor_row)
{
	struct kaba_table *t = ka->out->table;

	for (uint32_t i = 0; i + 1 < ka->tests.n; i += 2) {
		const struct ka_stmt *s = &ka->stmts[ka->tests.v[i]];
		const struct ka_ivec *pt;

		if (ka->tests.v[i + 1] != cls || s->nargs != 1 || s->args[0] < 0)
			continue;
		pt = ka_pt(ka, s->args[0]);
		for (uint32_t k = 0; k < pt->n; k++) {
			const struct ka_site *si = &ka->sites[pt->v[k]];

			if (si->row >= 0 && !si->type.dims && ka_subclass(ka, si->type.cls, cls) &&
			    kaba_constrain_type(t, KABA_RULE_OTHER, (size_t)si->row, anchor_row, ka->err))
				return -1;
		}
	}
	return 0;
}

int ka_pinned_rows(struct ka *ka)
{
	struct kaba_table *t = ka->out->table;
	size_t nrows = t->nrows;
	int rc = tie_created(ka);

	for (uint32_t c = 0; !rc && c < ka->nclasses; c++) {
		size_t row, col;

		if (!ka_pinned(ka, (int32_t)c) || (rc = anchor(ka, (int32_t)c, &row, &col)) ||
		    (rc = tested_rows(ka, (int32_t)c, row)))
			continue;
		for (size_t r = 0; !rc && r < nrows; r++) {
			if (descriptor_of(ka, &t->rows[r]) != (int32_t)c &&
			    !named_object(ka, &t->rows[r], (int32_t)c))
				continue;
			t->rows[r].named = 1;
			rc = kaba_table_mark(t, r, col, ka->err) ||
			     kaba_constrain_type(t, KABA_RULE_OTHER, r, row, ka->err) ||
			     kaba_constrain_type(t, KABA_RULE_OTHER, row, r, ka->err);
		}
	}
	ka->out->stats.rows = t->nrows;
	ka->out->stats.columns = t->ncolumns;
	ka->out->stats.implications = t->nimplications;
	return rc ? (ka->err->status ? ka->err->status : ka_oom(ka)) : 0;
}
