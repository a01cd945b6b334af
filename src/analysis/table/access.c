/*
 * The static member-access table (docs/constraints.md §1-2, §7) and its implications
 * (§3), built from the reachable IR and the points-to result.
 *
 * Rows: creation sites of user classes, element rows of array sites with a
 * user element type, this-rows of executed instance methods, and every var of
 * user-class type (fields, statics, parameters, locals, returns, casts,
 * caught exceptions, call results, array loads).  A getfield result is the
 * field's own row.  Columns: every instance field and method of every user
 * class (dcl for all, def for those with a body), library members when a
 * user row uses them (pinned), and the two outcomes of every check site.
 * "User class" here means tabled (frozen.h): a frozen class is library code
 * to the table, while its bodies' uses of tabled objects are entries.
 */
#include "build.h"

#include "../frozen.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kaba/constraints.h"
#include "kaba/table.h"

struct acc {
	struct ka *ka;
	struct kaba_table *t;
	struct kaba_error *err;
	int32_t *var_row;       /* per var: row or KA_NONE */
	int32_t *site_row;      /* per site */
	int32_t *elem_row;      /* per site: its element row */
	uint8_t *unerased;      /* per site: an array of user classes that may
				 * be given an object its erasure's store
				 * check would judge otherwise */
	int32_t *this_row;      /* per method */
	int32_t *field_col;     /* per field */
	int32_t *dcl_col, *def_col;     /* per method */
	int32_t *field_row;     /* per field: row of a user-typed field */
	/* Members when the table was started; lookups may load library
	 * classes later, whose members never get columns. */
	uint32_t nmethods, nfields;
	/* Per field: every object stored into it.  A getfield result is the
	 * field's row, which holds all of them, while its points-to set is
	 * field-sensitive (only the loaded base's); dispatch entries use the
	 * row's objects so every object that gets dcl(f) through the field
	 * row also gets its body (invariant I3). */
	struct ka_ivec *field_pt;
	struct ka_ivec scratch;
	struct ka_ivec *this_types;     /* per method: classes of its this-objects */
};

/* Column lookups return a column, KA_NONE (no such column), or ACC_ERR. */
enum { ACC_ERR = -2 };

static int user_typed(struct ka *ka, struct ka_type t)
{
	return t.dims == 0 && t.cls >= 0 && ka_tabled(ka, t.cls);
}

static int with_init(struct acc *ac, int32_t m)
{
	return !(ac->ka->opt->no_init && (ac->ka->methods[m].flags & KA_CTOR));
}

/* A unique row name: `name`, or `name'2`, `name'3`... on a clash (two
 * local-variable-table entries with one name in one method). */
static int add_row(struct acc *ac, enum kaba_row_kind kind, const char *name,
		   const struct kaba_origin *o, int32_t *out)
{
	const char *n = name;
	size_t r;
	int rc;

	if (!name)
		return ka_oom(ac->ka);
	for (int k = 2; kaba_table_find_row(ac->t, n) != KABA_NONE; k++) {
		n = ka_printf(ac->ka, "%s'%d", name, k);
		if (!n)
			return ka_oom(ac->ka);
	}
	rc = kaba_table_add_row(ac->t, kind, n, o, &r, ac->err);
	*out = (int32_t)r;
	return rc;
}

static struct kaba_origin origin(struct acc *ac, int32_t cls, int32_t m,
				 const char *member, struct ka_type t, long long index)
{
	struct kaba_origin o = { 0 };

	o.owner = cls >= 0 ? ac->ka->classes[cls].name : NULL;
	o.member = m >= 0 ? ac->ka->methods[m].name : member;
	o.descriptor = m >= 0 ? ac->ka->methods[m].desc : NULL;
	o.type = ka_type_is_ref(t) ? ka_type_name(ac->ka, t) : NULL;
	o.index = index;
	return o;
}

/* ---- columns -------------------------------------------------------------- */

static int32_t field_column(struct acc *ac, int32_t f)
{
	struct ka *ka = ac->ka;
	struct ka_field *fd = &ka->fields[f];
	struct kaba_origin o;
	size_t c;

	if ((uint32_t)f >= ac->nfields)
		return KA_NONE;
	if (ac->field_col[f] != KA_NONE || (fd->flags & KA_STATIC))
		return ac->field_col[f];
	o = origin(ac, fd->owner, KA_NONE, fd->name, fd->type, -1);
	o.descriptor = fd->desc;
	if (kaba_table_add_column(ac->t, KABA_COL_FIELD,
				  ka_printf(ka, "%s.%s", ka_java_name(ka, fd->owner), fd->name),
				  &o, &c, ac->err))
		return ACC_ERR;
	ac->t->columns[c].access = fd->access;
	return ac->field_col[f] = (int32_t)c;
}

static int32_t method_column(struct acc *ac, int32_t m, int def)
{
	struct ka *ka = ac->ka;
	int32_t *slot;
	struct kaba_origin o;
	size_t c;

	if ((uint32_t)m >= ac->nmethods)
		return KA_NONE;
	slot = def ? &ac->def_col[m] : &ac->dcl_col[m];
	if (*slot != KA_NONE || !with_init(ac, m) ||
	    (ka->methods[m].flags & KA_STATIC) ||
	    (def && (ka->methods[m].flags & KA_ABSTRACT_M)))
		return *slot;
	o = origin(ac, ka->methods[m].owner, m, NULL, (struct ka_type){ KA_NONE, 0, 0 }, -1);
	if (kaba_table_add_column(ac->t, def ? KABA_COL_DEF : KABA_COL_DCL,
				  ka_printf(ka, "%s(%s)", def ? "def" : "dcl",
					    ka_method_name(ka, m)),
				  &o, &c, ac->err))
		return ACC_ERR;
	ac->t->columns[c].access = ka->methods[m].access;
	return *slot = (int32_t)c;
}

static int user_columns(struct acc *ac)
{
	struct ka *ka = ac->ka;

	for (uint32_t c = 0; c < ka->nclasses; c++) {
		if (!ka_tabled(ka, c))
			continue;
		for (uint32_t i = 0; i < ka->classes[c].fields.n; i++)
			if (field_column(ac, ka->classes[c].fields.v[i]) == ACC_ERR)
				return -1;
		for (uint32_t i = 0; i < ka->classes[c].methods.n; i++) {
			int32_t m = ka->classes[c].methods.v[i];

			if (method_column(ac, m, 0) == ACC_ERR || method_column(ac, m, 1) == ACC_ERR)
				return -1;
		}
	}
	return 0;
}

static int check_columns(struct acc *ac)
{
	static const char *kinds[] = { "instanceof", "cast", "catch" };
	struct ka *ka = ac->ka;

	for (uint32_t i = 0; i < ka->nchecks; i++) {
		struct ka_check *c = &ka->checks[i];
		struct kaba_origin o = origin(ac, ka->methods[c->method].owner, c->method,
					      NULL, c->type, c->pc);
		size_t yes, no;

		/* A check against a frozen class stays as it is, as one against
		 * a library class does (its columns stay KA_NONE). */
		if (!ka_tabled(ka, c->type.cls))
			continue;
		/* A multi-catch is one handler offset with several types. */
		if (kaba_table_add_check(ac->t, ka_printf(ka, "%s#%s@%u%s%s",
					 ka_method_name(ka, c->method), kinds[c->kind], c->pc,
					 c->kind == KABA_CHECK_HANDLER ? ":" : "",
					 c->kind == KABA_CHECK_HANDLER ?
					 ka_java_name(ka, c->type.cls) : ""),
					 &o, &yes, &no, ac->err))
			return -1;
		c->col_true = (int32_t)yes;
		c->col_false = (int32_t)no;
	}
	return 0;
}

/* ---- rows ----------------------------------------------------------------- */

static int site_rows(struct acc *ac)
{
	struct ka *ka = ac->ka;

	for (uint32_t s = 0; s < ka->nsites; s++) {
		struct ka_site *si = &ka->sites[s];
		struct ka_type et = si->type;
		struct kaba_origin o;
		const char *mn;

		if (si->library || si->method < 0)
			continue;
		mn = ka_method_name(ka, si->method);
		o = origin(ac, ka->methods[si->method].owner, si->method, NULL, si->type, si->pc);
		/* One newInstance site may create objects of several classes;
		 * an object of an interface is a lambda's, made where a
		 * constructor reference may make another (ir.c lambda). */
		if (user_typed(ka, si->type) &&
		    add_row(ac, KABA_ROW_OBJECT, si->reflective ?
			    ka_printf(ka, "%s#new@%u:%s", mn, si->pc, ka_java_name(ka, si->type.cls)) :
			    ka_printf(ka, "%s#%s@%u", mn, !si->type.dims &&
				      (ka->classes[si->type.cls].flags & KA_INTERFACE) ? "lambda" :
				      "new", si->pc), &o, &ac->site_row[s]))
			return -1;
		/* tabled, so pinned rather than frozen (reflect.c pin) */
		if (si->reflective && ac->site_row[s] >= 0) {
			ac->t->rows[ac->site_row[s]].pinned = 1;
			ac->t->rows[ac->site_row[s]].ldc = si->ldc;
		}
		if (si->named && ac->site_row[s] >= 0)
			ac->t->rows[ac->site_row[s]].named = 1;
		si->row = ac->site_row[s];
		et.dims = si->type.dims ? (uint16_t)(si->type.dims - 1) : 0;
		if (si->type.dims && user_typed(ka, et) &&
		    add_row(ac, KABA_ROW_ELEMENT, ka_printf(ka, "%s#new@%u[]", mn, si->pc),
			    &o, &ac->elem_row[s]))
			return -1;
	}
	return 0;
}

static int this_rows(struct acc *ac)
{
	struct ka *ka = ac->ka;

	for (uint32_t i = 0; i < ka->reachable.n; i++) {
		int32_t m = ka->reachable.v[i];
		struct ka_method *me = &ka->methods[m];
		struct kaba_origin o;
		int32_t r, def;

		if (!ka_tabled(ka, me->owner) || me->this_var < 0 || !with_init(ac, m) ||
		    !ka_pt(ka, me->this_var)->n)
			continue;
		o = origin(ac, me->owner, m, NULL, (struct ka_type){ me->owner, 0, 0 }, -1);
		if (add_row(ac, KABA_ROW_THIS, ka->vars[me->this_var].name, &o, &r))
			return -1;
		ac->t->rows[r].access = me->access;
		ac->this_row[m] = r;
		ac->var_row[me->this_var] = r;
		def = method_column(ac, m, 1);
		if (def == ACC_ERR)
			return -1;
		if (def >= 0 && (kaba_table_link_this(ac->t, (size_t)r, (size_t)def, ac->err) ||
				 kaba_table_mark(ac->t, (size_t)r, (size_t)def, ac->err)))
			return -1;  /* E4 */
	}
	return 0;
}

/* The position of parameter var v among m's declared parameters (0-based,
 * `this` not counted), the origin index of its row: the rewriter retypes
 * parameters by position, whatever the row's name. */
static long long param_number(struct ka *ka, int32_t m, int32_t v)
{
	for (uint32_t k = 0; k < ka->methods[m].nparams; k++)
		if (ka->methods[m].param_vars[k] == v)
			return k;
	return -1;
}

static int var_rows(struct acc *ac)
{
	struct ka *ka = ac->ka;

	for (uint32_t f = 0; f < ka->nfields; f++) {
		struct ka_field *fd = &ka->fields[f];
		struct kaba_origin o;

		if (!ka_is_user(ka, fd->owner) || !user_typed(ka, fd->type))
			continue;
		o = origin(ac, fd->owner, KA_NONE, fd->name, fd->type, -1);
		if (add_row(ac, KABA_ROW_FIELD,
			    ka_printf(ka, "%s.%s", ka_java_name(ka, fd->owner), fd->name),
			    &o, &ac->field_row[f]))
			return -1;
		if (fd->var >= 0)
			ac->var_row[fd->var] = ac->field_row[f];
	}
	for (uint32_t v = 0; v < ka->nvars; v++) {
		struct ka_var *va = &ka->vars[v];
		enum kaba_row_kind kind;
		struct kaba_origin o;

		if (ac->var_row[v] != KA_NONE || !user_typed(ka, va->type) || va->method < 0)
			continue;
		if (!ka_is_user(ka, ka->methods[va->method].owner))
			continue;
		switch (va->kind) {
		case KA_V_PARAM: kind = KABA_ROW_PARAM; break;
		case KA_V_LOCAL: case KA_V_CATCH: kind = KABA_ROW_LOCAL; break;
		case KA_V_RET: kind = KABA_ROW_RETURN; break;
		case KA_V_CAST: kind = KABA_ROW_CAST; break;
		case KA_V_TEMP:
			if (va->field >= 0) {
				ac->var_row[v] = ac->field_row[va->field];
				continue;
			}
			kind = KABA_ROW_LOCAL;
			break;
		default:
			continue;
		}
		o = origin(ac, ka->methods[va->method].owner, va->method, NULL, va->type,
			   kind == KABA_ROW_PARAM ? param_number(ka, va->method, (int32_t)v) : -1);
		if (add_row(ac, kind, va->name, &o, &ac->var_row[v]))
			return -1;
	}
	return 0;
}

/* ---- entries and implications ------------------------------------------- */

static int32_t row(struct acc *ac, int32_t var)
{
	if (var < 0)
		return KA_NONE;
	if (ac->ka->vars[var].kind == KA_V_SITE)
		return ac->site_row[ac->ka->vars[var].site];
	return ac->var_row[var];
}

static int mark(struct acc *ac, int32_t r, int32_t c)
{
	if (c == ACC_ERR)
		return -1;
	if (r < 0 || c < 0)
		return 0;
	return kaba_table_mark(ac->t, (size_t)r, (size_t)c, ac->err);
}

static int type_rule(struct acc *ac, enum kaba_rule rule, int32_t sub, int32_t super)
{
	if (sub < 0 || super < 0 || sub == super)
		return 0;
	return kaba_constrain_type(ac->t, rule, (size_t)sub, (size_t)super, ac->err);
}

/* Row r ⇒ O for the objects of var, as far as type t (var's declared type,
 * or what else r's values must be) admits them: an object of another type
 * cannot be its value, and must not inherit its members (ecj: a parameter
 * of a method the library calls back gave a Properties object the members
 * of a PackageBinding). */
static int objects_into(struct acc *ac, enum kaba_rule rule, int32_t var, struct ka_type t,
			int32_t r)
{
	struct ka *ka = ac->ka;
	const struct ka_ivec *pt = ka_pt(ka, var);

	if (r < 0)
		return 0;
	for (uint32_t i = 0; i < pt->n; i++)
		if (ka_subtype(ka, ka->sites[pt->v[i]].type, t) &&
		    type_rule(ac, rule, ac->site_row[pt->v[i]], r))
			return -1;
	return 0;
}

static int pt_objects_into(struct acc *ac, enum kaba_rule rule, int32_t var, int32_t r)
{
	return var < 0 ? 0 : objects_into(ac, rule, var, ac->ka->vars[var].type, r);
}

static int check_entries(struct acc *ac, const struct ka_check *c, int32_t var)
{
	const struct ka_ivec *pt = ka_pt(ac->ka, var);
	struct ka_type t = c->type;

	for (uint32_t i = 0; i < pt->n; i++) {
		int32_t o = ac->site_row[pt->v[i]];

		if (o >= 0 && mark(ac, o, ka_subtype(ac->ka, ac->ka->sites[pt->v[i]].type, t) ?
				   c->col_true : c->col_false))
			return -1;
	}
	return 0;
}

/* The objects behind a receiver var: its points-to set, widened to its
 * field row's objects for a getfield result. */
static const struct ka_ivec *objects(struct acc *ac, int32_t var)
{
	const struct ka_ivec *pt = ka_pt(ac->ka, var);
	int32_t f = var >= 0 ? ac->ka->vars[var].field : KA_NONE;

	if (f < 0 || (uint32_t)f >= ac->nfields || !ac->field_pt[f].n)
		return pt;
	ac->scratch.n = 0;
	if (ka_iset_union(&ac->scratch, pt, NULL) < 0 ||
	    ka_iset_union(&ac->scratch, &ac->field_pt[f], NULL) < 0)
		return NULL;
	return &ac->scratch;
}

/*
 * The column a statically bound call (E5) marks: the body it runs, except
 * for `super.m()` into a library body (a user override of
 * Throwable.getMessage calling super.getMessage()), which marks the
 * declaration.  Library code stays in its library class, above every user
 * class, so the row needs only the signature; the library body in a user
 * row would share a user class with the overrider the row also holds, and
 * lookup there would be ambiguous (I2).  Constructors are never overridden:
 * every object keeps def(Object.<init>) (§7.1).  A private method of a
 * frozen class marks nothing: frozen code calls it on objects of the
 * frozen class, which keeps it, and the object's constructor column keeps
 * the object below that class; its bare declaration would make the
 * object's class look abstract next to namesakes with bodies (I3; antlr's
 * pinned code generators below a frozen CodeGenerator, whose constructor
 * calls its private reset()).
 */
static int32_t bound_column(struct acc *ac, int32_t m)
{
	const struct ka_method *me;
	int tabled;

	/* an invokespecial whose method was not found (its class is
	 * missing: jdt-core's org.eclipse.core classes) has no column */
	if (m < 0)
		return KA_NONE;
	me = &ac->ka->methods[m];
	tabled = ka_tabled(ac->ka, me->owner);
	if (!tabled && (me->flags & KA_PRIVATE))
		return KA_NONE;
	return method_column(ac, m, tabled || (me->flags & KA_CTOR));
}

/*
 * E7: a super call runs body m on object o; if o's own lookup of m's
 * signature selects another body (the overrider in o's class or between),
 * o holds that one too.  The closure would add it anyway (def(m) gives
 * dcl(m), and the dispatch rules the body o selects), but in the initial
 * row it tells the checks (I2, P2) that o reaches m only statically and
 * that a lookup on o must find the overrider, as it did before; without
 * it a body run by `super.m()` alone looked like one o's lookups find.
 */
static int super_lookup(struct acc *ac, int32_t o, struct ka_type t, int32_t m)
{
	struct ka *ka = ac->ka;
	int32_t sel;

	if (m < 0 || (ka->methods[m].flags & (KA_PRIVATE | KA_CTOR | KA_STATIC)) || t.dims)
		return 0;
	sel = ka_select(ka, t.cls, m);
	if (sel < 0 || sel == m || !ka_tabled(ka, ka->methods[sel].owner))
		return 0;
	return mark(ac, o, method_column(ac, sel, 1));
}

/* The objects O of the receiver: E3/E5/E7 entries and C6. */
static int dispatch_entries(struct acc *ac, const struct ka_stmt *s, int bound)
{
	struct ka *ka = ac->ka;
	const struct ka_ref *ref = &ka->refs[s->ref];
	const struct ka_ivec *pt = objects(ac, s->a);

	if (!pt)
		return ka_oom(ka);
	for (uint32_t i = 0; i < pt->n; i++) {
		int32_t o = ac->site_row[pt->v[i]], m;
		struct ka_type t = ka->sites[pt->v[i]].type, rt = { ref->cls, 0, 0 };

		/* Only objects of the receiver's static type can be receivers
		 * (the verifier sees to it); an object that reaches the var
		 * through imprecision elsewhere (the field row's objects, array
		 * elements) must not acquire the callee's body and this-row
		 * (as pta.c's dispatch_site; ecj: a Properties object got the
		 * members of TypeBinding.isProvableDistinctSubType.this). */
		if (o < 0 || (ref->cls >= 0 && !ka_subtype(ka, t, rt)))
			continue;
		m = bound ? s->target : s->target >= 0 ?
		    ka_select(ka, t.dims ? ka->object_cls : t.cls, s->target) :
		    ka_dispatch(ka, t.dims ? ka->object_cls : t.cls, ref->name, ref->desc);
		if (m < 0)
			continue;
		if (mark(ac, o, bound ? bound_column(ac, m) : method_column(ac, m, 1)) ||
		    ((uint32_t)m < ac->nmethods &&
		     type_rule(ac, KABA_C6_OBJECT_THIS, o, ac->this_row[m])) ||
		    (s->call == KA_SPECIAL && super_lookup(ac, o, t, m)))
			return -1;
	}
	return 0;
}

/*
 * The dispatch closure, as entry rules (table.h): an object that ends up
 * holding dcl(C.f) for a C above its class (the receiver rule C7 copies
 * receivers' declarations into this-rows, and C6 those into objects) must
 * hold the body it runs for f, or its new class would be abstract (I3).
 */
static int dispatch_rules(struct acc *ac)
{
	struct ka *ka = ac->ka;

	for (uint32_t s = 0; s < ka->nsites; s++) {
		int32_t o = ac->site_row[s], cls = ka->sites[s].type.cls;

		if (o < 0 || ka->sites[s].type.dims || cls < 0)
			continue;
		/* indexed afresh: ka_select may load classes, and the class
		 * array (which holds the supertype sets) moves */
		for (uint32_t i = 0; i < ka_supertypes(ka, cls)->n; i++) {
			int32_t c = ka_supertypes(ka, cls)->v[i];

			for (uint32_t j = 0; j < ka->classes[c].methods.n; j++) {
				int32_t m = ka->classes[c].methods.v[j], dcl, def, target;

				/* Constructors and private methods are never
				 * selected: the row that declares one runs that
				 * body (E5), not a namesake of its own class
				 * (antlr: ANTLRParser's dead <init>(TokenBuffer,I)
				 * for the LLkParser one its constructor calls). */
				if ((uint32_t)m >= ac->nmethods || ac->dcl_col[m] < 0 ||
				    (ka->methods[m].flags & (KA_CTOR | KA_PRIVATE)))
					continue;
				dcl = ac->dcl_col[m];
				target = ka_select(ka, cls, m);
				def = target < 0 ? KA_NONE : method_column(ac, target, 1);
				if (def == ACC_ERR)
					return -1;
				if (def >= 0 && kaba_table_add_entry_rule(ac->t, (size_t)o, (size_t)dcl,
									  (size_t)def, ac->err))
					return -1;
			}
		}
	}
	return 0;
}

/* field_pt: the objects stored into each field by reachable code. */
static int field_objects(struct acc *ac)
{
	struct ka *ka = ac->ka;

	ac->field_pt = calloc((size_t)ac->nfields + 1, sizeof(*ac->field_pt));
	if (!ac->field_pt)
		return ka_oom(ka);
	for (uint32_t i = 0; i < ka->reachable.n; i++) {
		const struct ka_method *me = &ka->methods[ka->reachable.v[i]];

		for (uint32_t k = 0; k < me->stmts.n; k++) {
			const struct ka_stmt *st = &ka->stmts[me->stmts.v[k]];

			if (st->op == KA_STORE && st->field >= 0 && st->b >= 0 &&
			    (uint32_t)st->field < ac->nfields &&
			    ka_iset_union(&ac->field_pt[st->field], ka_pt(ka, st->b), NULL) < 0)
				return ka_oom(ka);
		}
	}
	return 0;
}

/*
 * Whether the receiver rule C7 (type(C.f.this) <= type(p)) may relate the
 * receiver var p to callee m: every object that runs m must be able to be a
 * value of p.  C6 puts those objects below C.f.this, so C7 puts them below p
 * and gives them all of p's members; an object of a class unrelated to p's
 * declared type would acquire declarations it has no body for (antlr: the
 * inherited Parser.setFilename is called on a Preprocessor variable, and the
 * ANTLRParser object that also runs it got dcl(Preprocessor.setTool): I3).
 * Such a pair gets C6 alone, which is sound (docs/constraints.md §3.2).
 * 1 or 0; -1 when out of memory.
 */
static int receiver_covers(struct acc *ac, int32_t p, int32_t m)
{
	struct ka *ka = ac->ka;
	struct ka_ivec *types = &ac->this_types[m];

	/* The classes of the objects, once per method: far fewer than them. */
	if (!types->n) {
		const struct ka_ivec *objs = ka_pt(ka, ka->methods[m].this_var);

		for (uint32_t i = 0; i < objs->n; i++)
			if (ka_iset_add(types, ka->sites[objs->v[i]].type.cls) < 0)
				return -1;
	}
	for (uint32_t i = 0; i < types->n; i++) {
		struct ka_type t = { types->v[i], 0, 0 };

		if (!ka_subtype(ka, t, ka->vars[p].type))
			return 0;
	}
	return 1;
}

static int call_rules(struct acc *ac, const struct ka_stmt *s)
{
	struct ka *ka = ac->ka;
	const struct ka_ivec *targets = ka_call_targets(ka, (int32_t)(s - ka->stmts));
	int32_t recv = row(ac, s->a);
	int32_t caller_this = ka->methods[s->method].this_var;
	int bound = s->call == KA_SPECIAL || (s->target >= 0 &&
		    (ka->methods[s->target].flags & (KA_PRIVATE | KA_CTOR)));
	int self = s->a >= 0 && s->a == caller_this;
	uint32_t nuser = 0;

	if (s->call == KA_STATIC_CALL || s->call == KA_DYNAMIC) {
		/* no receiver */
	} else if (bound) {
		if ((recv >= 0 && mark(ac, recv, bound_column(ac, s->target))) ||
		    dispatch_entries(ac, s, 1))
			return -1;   /* E5 */
	} else {
		if (recv >= 0 && s->target >= 0 && mark(ac, recv, method_column(ac, s->target, 0)))
			return -1;   /* E2 */
		if (dispatch_entries(ac, s, 0))   /* E3, C6 */
			return -1;
	}
	for (uint32_t i = 0; i < targets->n; i++)
		if (targets->v[i] >= 0 && ka_is_user(ka, ka->methods[targets->v[i]].owner))
			nuser++;
	for (uint32_t i = 0; i < targets->n; i++) {
		int32_t m = targets->v[i];
		const struct ka_method *me;

		if (m < 0 || !ka_is_user(ka, ka->methods[m].owner))
			continue;
		me = &ka->methods[m];
		for (uint32_t k = 0; k < s->nargs && k < me->nparams; k++)   /* C3 */
			if (type_rule(ac, KABA_C3_PARAM, row(ac, s->args[k]),
				      row(ac, me->param_vars[k])))
				return -1;
		if (type_rule(ac, KABA_C4_RETURN, row(ac, me->ret_var), row(ac, s->dst)))
			return -1;   /* C4 */
		if (s->call == KA_STATIC_CALL || s->call == KA_DYNAMIC || ac->this_row[m] < 0)
			continue;
		if ((bound || nuser == 1) && self) {
			/* C8: caller.this <= callee.this */
			if (type_rule(ac, KABA_C8_SELF_CALL, ac->this_row[s->method],
				      ac->this_row[m]))
				return -1;
		} else if (bound) {
			/* On a fresh object this is C6 again. */
			if (ka->vars[s->a].kind != KA_V_SITE &&
			    type_rule(ac, KABA_C9_STATIC_CALL, recv, ac->this_row[m]))
				return -1;
		} else if (ka->opt->recv && !self) {
			/* C7 only for ordinary receivers [D]: on a polymorphic
			 * self-call the receiver is the caller's this-row, which
			 * holds def(caller) (E4); C7 would copy that body into
			 * every callee's this-row and, by C6, into objects that
			 * never run it (antlr: AlternativeBlock.toString reached
			 * TreeElement objects, C11 fired and I1 failed).  C6
			 * alone is sound for these calls (docs/constraints.md §3.2: "fall
			 * back to C6 (+C7)"); the paper's C7 pairs all have local
			 * receivers, so its example is unchanged. */
			int covers = receiver_covers(ac, s->a, m);

			if (covers < 0)
				return ka_oom(ka);
			if (covers && type_rule(ac, KABA_C7_RECEIVER, ac->this_row[m], recv))
				return -1;
		}
	}
	return 0;
}

/*
 * `a[i] = b` into array site A with element row e (§7.9): type(b) <= type(e)
 * when b's declared type fits A's element type.  Otherwise only the objects
 * of b that fit can be stored (the rest fail the array store check), so each
 * of them gets type(O) <= type(e) and b itself none (ecj: a binding stored
 * into an Object[] that may be a CategorizedProblem[] got the problems'
 * members, I3); the others are recorded as refused stores, which the
 * restructured element class must keep refusing (table.h).
 */
static int array_store(struct acc *ac, const struct ka_stmt *s, int32_t site, int32_t e)
{
	struct ka *ka = ac->ka;
	struct ka_type et = ka->vars[ka->sites[site].elem].type;
	const struct ka_ivec *pt = ka_pt(ka, s->b);

	if (ka_subtype(ka, ka->vars[s->b].type, et))
		return type_rule(ac, KABA_C5_FIELD, row(ac, s->b), e);
	for (uint32_t i = 0; e >= 0 && i < pt->n; i++) {
		int32_t o = ac->site_row[pt->v[i]];

		if (o >= 0 && !ka_subtype(ka, ka->sites[pt->v[i]].type, et) &&
		    kaba_table_add_refused_store(ac->t, (size_t)e, (size_t)o, ac->err))
			return -1;
	}
	return objects_into(ac, KABA_C5_FIELD, s->b, et, e);
}

/*
 * A check against an array type of user classes has no columns (array
 * variables have no rows), so the generator can give it only its erasure,
 * the array of java/lang/Object with as many dimensions: it is listed as an
 * erased check (table.h) when every object that may reach it gets the same
 * outcome against the erasure.  That is decided on the original classes:
 * the generator keeps the program's arrays arrays of a reference type with
 * as many dimensions (an array of a user class is made with another element
 * class, src/rewrite/arrays.c), and its other objects no arrays.  A library
 * pseudo-object is any library subclass of its type (L2): its outcome is
 * known only when its type is no array type and no supertype of one, so
 * that it is no array (toArray() gives an Object[], which the erasure
 * accepts and an array of a user class does not).  erased_same: does
 * every object of pt get the outcome against `type` (an array type, or an
 * array's element type) that its erasure gives?
 */
static int erased_same(struct ka *ka, const struct ka_ivec *pt, struct ka_type type)
{
	struct ka_type erasure = { ka->object_cls, type.dims, 0 };

	for (uint32_t i = 0; pt && i < pt->n; i++) {
		struct ka_type t = ka->sites[pt->v[i]].type;

		if ((ka->sites[pt->v[i]].library && (t.dims || ka_subtype(ka, type, t))) ||
		    ka_subtype(ka, t, type) != ka_subtype(ka, t, erasure))
			return 0;
	}
	return 1;
}

static int erased_check(struct acc *ac, const struct ka_stmt *s)
{
	struct ka *ka = ac->ka;
	struct kaba_origin o;

	/* the IR's casts of a lambda's arguments and result are no sites */
	if (!s->type.dims || s->type.cls < 0 || !ka_tabled(ka, s->type.cls) ||
	    (s->op == KA_CAST && ka->vars[s->dst].kind != KA_V_CAST) ||
	    !erased_same(ka, s->a >= 0 ? ka_pt(ka, s->a) : NULL, s->type))
		return 0;
	o = origin(ac, ka->methods[s->method].owner, s->method, NULL, s->type, s->pc);
	return kaba_table_add_erased_check(ac->t, &o, ac->err);
}

/*
 * An array of arrays of user classes (`anewarray [LC;`, `multianewarray`)
 * has no element row either, and the generator can make it only as its
 * erasure.  That changes the store check of each array the instruction
 * creates (multianewarray: one site per level, ir.c, listed in a row): the
 * instruction is listed as an erased check when no store into any of them
 * was marked unerased (stmt_rules: an object that the element type and its
 * erasure judge differently; the points-to sets of elements hold only the
 * objects that pass) and the library holds none of them (it might store
 * anything).  The innermost level of a multianewarray is an array of C:
 * its erasure Object[] accepts what C[] refused, so any object stored
 * there must be a C.
 */
static int erased_arrays(struct acc *ac)
{
	struct ka *ka = ac->ka;

	for (uint32_t first = 0, end; first < ka->nsites; first = end) {
		const struct ka_site *s = &ka->sites[first];
		int erased = s->type.dims >= 2 && ka_tabled(ka, s->type.cls) && s->method >= 0 &&
			     (ka->methods[s->method].flags & KA_REACHABLE);
		struct kaba_origin o;

		for (end = first; end < ka->nsites && ka->sites[end].method == s->method &&
		     ka->sites[end].pc == s->pc; end++)
			erased = erased && !ka->sites[end].escaped && !ac->unerased[end];
		if (!erased)
			continue;
		o = origin(ac, ka->methods[s->method].owner, s->method, NULL, s->type, s->pc);
		if (kaba_table_add_erased_check(ac->t, &o, ac->err))
			return -1;
	}
	return 0;
}

static int stmt_rules(struct acc *ac, const struct ka_stmt *s)
{
	struct ka *ka = ac->ka;
	const struct ka_ivec *pt;

	switch (s->op) {
	case KA_ASSIGN:
		return type_rule(ac, ka->vars[s->a].kind == KA_V_SITE ? KABA_C2_ALLOC :
				 KABA_C1_ASSIGN, row(ac, s->a), row(ac, s->dst));
	case KA_LOAD:
	case KA_STORE:
		if (s->field < 0)
			return 0;
		if (row(ac, s->a) >= 0 && mark(ac, row(ac, s->a), field_column(ac, s->field)))
			return -1;   /* E1 */
		return s->op == KA_STORE ?
		       type_rule(ac, KABA_C5_FIELD, row(ac, s->b), ac->field_row[s->field]) : 0;
	case KA_ALOAD:
	case KA_ASTORE:
		pt = ka_pt(ka, s->a);
		for (uint32_t i = 0; i < pt->n; i++) {
			int32_t e = ac->elem_row[pt->v[i]];

			/* Arrays the var's type excludes reach it only through
			 * imprecision (ecj: a CategorizedProblem[] store gave
			 * an enum's LocalTypeKind[] elements its members), and
			 * so do objects that are no arrays, when the var's
			 * type is Object (lang3: library objects; they have no
			 * element var). */
			if (!ka->sites[pt->v[i]].type.dims ||
			    !ka_subtype(ka, ka->sites[pt->v[i]].type, ka->vars[s->a].type))
				continue;
			if (s->op == KA_ASTORE && ka_tabled(ka, ka->sites[pt->v[i]].type.cls)) {
				struct ka_type et = ka->sites[pt->v[i]].type;

				et.dims--;
				ac->unerased[pt->v[i]] |= !erased_same(ka, ka_pt(ka, s->b), et);
			}

			if (s->op == KA_ALOAD ? type_rule(ac, KABA_C5_FIELD, e, row(ac, s->dst)) :
			    array_store(ac, s, pt->v[i], e))
				return -1;
		}
		return 0;
	case KA_CALL:
		return call_rules(ac, s);
	case KA_CAST:
		/* §7.6: x/T receives the objects that pass. */
		if (pt_objects_into(ac, KABA_RULE_CAST, s->dst, row(ac, s->dst)))
			return -1;
		/* fall through */
	case KA_INSTANCEOF:
		if (erased_check(ac, s))
			return -1;
		return s->check >= 0 ? check_entries(ac, &ka->checks[s->check], s->a) : 0;
	case KA_RETURN:
		return type_rule(ac, KABA_C4_RETURN, row(ac, s->a),
				 row(ac, ka->methods[s->method].ret_var));
	default:
		return 0;
	}
}

/* Values that reach a row through the library or the exception paths, which
 * have no rows of their own: type(O) <= type(v) for their objects. */
static int library_rows(struct acc *ac)
{
	struct ka *ka = ac->ka;

	for (uint32_t h = 0; h < ka->nhandlers; h++) {
		const struct ka_handler *hd = &ka->handlers[h];

		if (pt_objects_into(ac, KABA_C1_ASSIGN, hd->caught, row(ac, hd->caught)) ||
		    (hd->check >= 0 && check_entries(ac, &ka->checks[hd->check], hd->arrive)))
			return -1;
	}
	/* The library writes the elements of arrays it holds (L1: toArray(T[]),
	 * System.arraycopy), past every store the table sees. */
	for (uint32_t s = 0; s < ka->nsites; s++)
		if (ka->sites[s].escaped && ac->elem_row[s] >= 0 &&
		    (pt_objects_into(ac, KABA_C5_FIELD, ka->sites[s].elem, ac->elem_row[s]) ||
		     kaba_table_add_refused_store(ac->t, (size_t)ac->elem_row[s], KABA_NONE, ac->err)))
			return -1;
	for (uint32_t i = 0; i < ka->reachable.n; i++) {
		int32_t m = ka->reachable.v[i];

		if (!(ka->methods[m].flags & KA_FROM_LIBRARY))
			continue;
		/* indexed afresh: subtype tests load classes, and the
		 * methods array moves */
		for (uint32_t k = 0; k < ka->methods[m].nparams; k++)
			if (pt_objects_into(ac, KABA_C3_PARAM, ka->methods[m].param_vars[k],
					    row(ac, ka->methods[m].param_vars[k])))
				return -1;
	}
	/* Library callbacks: E3 and C6 for the object the library calls. */
	for (uint32_t i = 0; i + 1 < ka->callbacks.n; i += 2) {
		int32_t o = ac->site_row[ka->callbacks.v[i]], m = ka->callbacks.v[i + 1];

		if (mark(ac, o, method_column(ac, m, 1)) ||
		    type_rule(ac, KABA_C6_OBJECT_THIS, o, ac->this_row[m]))
			return -1;
	}
	return 0;
}

/* §7.8: overriders keep one signature: parameters and results are equal
 * types, both directions. */
static int same_signature(struct acc *ac, const struct ka_method *me, const struct ka_method *om)
{
	for (uint32_t k = 0; me->param_vars && om->param_vars &&
	     k < me->nparams && k < om->nparams; k++) {
		int32_t a = row(ac, me->param_vars[k]), b = row(ac, om->param_vars[k]);

		if (type_rule(ac, KABA_RULE_OVERRIDE, a, b) || type_rule(ac, KABA_RULE_OVERRIDE, b, a))
			return -1;
	}
	return type_rule(ac, KABA_RULE_OVERRIDE, row(ac, me->ret_var), row(ac, om->ret_var)) ||
	       type_rule(ac, KABA_RULE_OVERRIDE, row(ac, om->ret_var), row(ac, me->ret_var)) ? -1 : 0;
}

/* C10, C11/C12 and §7.8 for overriding methods and hiding fields. */
static int member_rules(struct acc *ac)
{
	struct ka *ka = ac->ka;

	for (uint32_t m = 0; m < ac->nmethods; m++) {
		/* the strings, not the method: lookups load classes, and
		 * the methods array moves */
		const char *name = ka->methods[m].name, *desc = ka->methods[m].desc;
		int32_t sup, owner = ka->methods[m].owner;

		if (ac->def_col[m] >= 0 && ac->dcl_col[m] >= 0 &&
		    kaba_c10_def_dcl(ac->t, (size_t)ac->def_col[m], (size_t)ac->dcl_col[m], ac->err))
			return -1;
		if (!ka_tabled(ka, owner) || (ka->methods[m].flags & (KA_STATIC | KA_PRIVATE | KA_CTOR)))
			continue;
		/* Every method up the chain that m overrides (JVMS 5.4.5), not
		 * only the nearest: with package-private methods the nearest
		 * may not be overridden (harness t263: K1.m1 of p1 does not
		 * override K0.m1 of p0, K2.m1 of p0 below both overrides K0.m1
		 * and not K1.m1), and the ones m overrides need not override
		 * each other. */
		sup = ka->classes[owner].super;
		for (int depth = 0; sup >= 0 && depth < 512; depth++) {
			int32_t o = ka_lookup_method(ka, sup, name, desc);

			/* A library (or frozen) method stays above every user
			 * class that overrides it (pinned); no dominance is
			 * needed, and its column lives only on rows that call
			 * it (see bound_column). */
			if (o < 0 || (uint32_t)o >= ac->nmethods || !ka_tabled(ka, ka->methods[o].owner))
				break;
			if (ka_overrides(ka, (int32_t)m, o)) {
				if (ac->def_col[m] >= 0 && ac->def_col[o] >= 0 &&
				    kaba_dominance(ac->t, (size_t)ac->def_col[m], (size_t)ac->def_col[o],
						   ac->err))
					return -1;   /* C11 */
				if (ac->dcl_col[m] >= 0 && ac->dcl_col[o] >= 0 &&
				    kaba_dominance(ac->t, (size_t)ac->dcl_col[m], (size_t)ac->dcl_col[o],
						   ac->err))
					return -1;   /* C12 */
				if (same_signature(ac, &ka->methods[m], &ka->methods[o]))
					return -1;
			}
			sup = ka->classes[ka->methods[o].owner].super;
		}
		/* §7.8 also for the nearest method of each interface of its
		 * class (of an interface: each superinterface): Arear's
		 * apply(Shape) lost Op.apply's parameter type, and the JVM
		 * threw AbstractMethodError on the restructured jar.  Not
		 * tied: a method a class inherits from a superclass that
		 * does not implement the interface.  And C11 where that
		 * method is a default body: m overrides it for selection
		 * (JVMS 5.4.6), and a row holding both (m's body calling
		 * Op.super.twice()) must find m; without it I2 failed, exit
		 * 1 on valid input. */
		for (uint32_t i = 0; i < ka->classes[ka->methods[m].owner].ifaces.n; i++) {
			/* lookups may load classes: the arrays move */
			int32_t o = ka_lookup_method(ka, ka->classes[ka->methods[m].owner].ifaces.v[i],
						     ka->methods[m].name, ka->methods[m].desc);

			if (o < 0 || (uint32_t)o >= ac->nmethods || o == (int32_t)m ||
			    !ka_tabled(ka, ka->methods[o].owner) ||
			    (ka->methods[o].flags & (KA_STATIC | KA_PRIVATE)))
				continue;
			if (same_signature(ac, &ka->methods[m], &ka->methods[o]) ||
			    (ac->def_col[m] >= 0 && ac->def_col[o] >= 0 &&
			     kaba_dominance(ac->t, (size_t)ac->def_col[m], (size_t)ac->def_col[o],
					    ac->err)))
				return -1;   /* §7.8, C11 */
		}
	}
	for (uint32_t f = 0; f < ac->nfields; f++) {
		const struct ka_field *fd = &ka->fields[f];
		int32_t sup, h;

		if (!ka_tabled(ka, fd->owner) || (fd->flags & KA_STATIC) || ac->field_col[f] < 0)
			continue;
		sup = ka->classes[fd->owner].super;
		h = sup >= 0 ? ka_lookup_field(ka, sup, fd->name, fd->desc) : KA_NONE;
		if (h >= 0 && (uint32_t)h < ac->nfields && ac->field_col[h] >= 0 &&
		    kaba_dominance(ac->t, (size_t)ac->field_col[f], (size_t)ac->field_col[h], ac->err))
			return -1;   /* C11 for hiding fields */
	}
	return 0;
}

static int32_t *table(struct ka *ka, uint32_t n)
{
	int32_t *v = kaba_arena_alloc(&ka->arena, ((size_t)n + 1) * sizeof(*v));

	for (uint32_t i = 0; v && i <= n; i++)
		v[i] = KA_NONE;
	return v;
}

int ka_build_table(struct ka *ka)
{
	struct acc ac = { .ka = ka, .err = ka->err };
	int rc = -1;

	ac.nmethods = ka->nmethods;
	ac.nfields = ka->nfields;
	ac.t = kaba_table_new();
	ac.var_row = table(ka, ka->nvars);
	ac.site_row = table(ka, ka->nsites);
	ac.elem_row = table(ka, ka->nsites);
	ac.unerased = calloc((size_t)ka->nsites + 1, 1);
	ac.this_row = table(ka, ka->nmethods);
	ac.dcl_col = table(ka, ka->nmethods);
	ac.def_col = table(ka, ka->nmethods);
	ac.field_col = table(ka, ka->nfields);
	ac.field_row = table(ka, ka->nfields);
	ac.this_types = calloc((size_t)ka->nmethods + 1, sizeof(*ac.this_types));
	if (!ac.t || !ac.var_row || !ac.site_row || !ac.elem_row || !ac.unerased || !ac.this_row ||
	    !ac.dcl_col || !ac.def_col || !ac.field_col || !ac.field_row || !ac.this_types) {
		kaba_table_free(ac.t);
		free(ac.this_types);
		free(ac.unerased);
		return ka_oom(ka);
	}
	if (user_columns(&ac) || check_columns(&ac) || site_rows(&ac) ||
	    this_rows(&ac) || var_rows(&ac) || field_objects(&ac))
		goto out;
	for (uint32_t i = 0; i < ka->reachable.n; i++) {
		int32_t m = ka->reachable.v[i];

		/* indexed afresh: the rules' lookups load classes, and the
		 * methods array moves */
		for (uint32_t k = 0; k < ka->methods[m].stmts.n; k++)
			if (stmt_rules(&ac, &ka->stmts[ka->methods[m].stmts.v[k]]))
				goto out;
	}
	if (erased_arrays(&ac) || library_rows(&ac) || member_rules(&ac) || dispatch_rules(&ac))
		goto out;
	rc = 0;
out:
	for (uint32_t f = 0; ac.field_pt && f < ac.nfields; f++)
		ka_ivec_free(&ac.field_pt[f]);
	free(ac.field_pt);
	for (uint32_t m = 0; m < ac.nmethods; m++)
		ka_ivec_free(&ac.this_types[m]);
	free(ac.this_types);
	free(ac.unerased);
	ka_ivec_free(&ac.scratch);
	if (rc) {
		kaba_table_free(ac.t);
		return ka->err->status ? ka->err->status : ka_oom(ka);
	}
	ka->out->table = ac.t;
	ka->out->stats.rows = ac.t->nrows;
	ka->out->stats.columns = ac.t->ncolumns;
	ka->out->stats.implications = ac.t->nimplications;
	return 0;
}
