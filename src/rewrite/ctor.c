/*
 * Constructors in the new hierarchy (docs/constraints.md §7.1).
 *
 * A constructor body def(C.<init>) lives in its home like any body, but the
 * JVM adds three rules: a class is only ever instantiated through an <init>
 * it declares itself (JVMS invokespecial: NoSuchMethodError otherwise), a
 * constructor may only call one of its own class or of its direct
 * superclass, and two bodies with one descriptor cannot share a class (the
 * home of B.<init>() is often the home of A.<init>() too).
 *
 * So each constructor body, and each library constructor that new code
 * calls, is a *key*.  A key's descriptor is the retyped one plus `pads`
 * trailing boolean parameters (callers push false for each): keys with the
 * same retyped parameters are numbered by their original class's name, and
 * the numbering starts at 1 when a library superclass has a constructor
 * with these parameters (java/lang/Object's `()V` is always there).  A
 * class that must answer for a key whose body lives higher up gets a
 * *forwarding constructor*: load the arguments, call the same key on the
 * superclass, return.
 */
#include <stdlib.h>
#include <string.h>

#include "kaba/descriptor.h"
#include "restructure.h"

static int key_order(const void *a, const void *b)
{
	const struct ctor_key *x = a, *y = b;
	int c = strcmp(x->desc, y->desc);

	return c ? c : strcmp(x->m->owner->name, y->m->owner->name);
}

/* The retyped descriptor with `pads` booleans before ')'. */
static const char *padded(struct plan *pl, const char *desc, unsigned pads)
{
	size_t len = strlen(desc), close = (size_t)(strchr(desc, ')') - desc);
	char *s = kaba_arena_alloc(&pl->arena, len + pads + 1);

	if (!s)
		return NULL;
	memcpy(s, desc, close);
	memset(s + close, 'Z', pads);
	memcpy(s + close + pads, desc + close, len - close + 1);
	return s;
}

/* Plan class x takes name `name`; the classes below it follow. */
static void set_name(struct plan *pl, size_t x, const char *name)
{
	size_t i;

	pl->cls[x].name = name;
	for (i = 0; i < pl->n; i++)
		if (pl->cls[i].super == x)
			pl->cls[i].super_name = name;
}

/* May pinned row r's objects get a class of another name, the ldc of its
 * class name rewritten (rule 21, respell.c)? */
static int respellable(const struct kaba_row *r)
{
	return r->pinned && !r->named && r->ldc >= 0;
}

/* Does a row other than r demand class name `type`: one that is not
 * respellable, or a respellable one before r (which took the name)? */
static int name_claimed(const struct kaba_table *t, size_t r, const char *type)
{
	for (size_t o = 0; o < t->nrows; o++)
		if (o != r && (t->rows[o].pinned || t->rows[o].named) && t->rows[o].origin.type &&
		    !strcmp(t->rows[o].origin.type, type) && (!respellable(&t->rows[o]) || o < r))
			return 1;
	return 0;
}

/*
 * A pinned row's class (docs/reflection.md rule 17) must carry the original
 * class's name, which Class.newInstance() looks up at run time, and so
 * must a named row's, whose class getClass() observes or a frozen
 * descriptor names (rule N2: the class may be an interface then).  The
 * proposal names classes by their members, so the name may be another
 * class's, a static holder's among them: the two swap names (the output
 * names classes by plan index, and holders are found by what they hold;
 * only reflection, and Main-Class, look at names: the main class's holder
 * keeps its name, and ctor_pinned refuses then).  A respellable row
 * (rule 21) takes the name only when no other row claims it; otherwise
 * its ldc is rewritten to its class's name (ctor_pinned).  Before any
 * descriptor is retyped, as descriptors name the classes.
 */
static void pinned_names(struct plan *pl)
{
	const struct kaba_table *t = pl->t;
	size_t r, x, y;

	for (int respelled = 0; respelled < 2; respelled++)
		for (r = 0; r < t->nrows; r++) {
			const struct kaba_pclass *c;
			const char *old;

			if (!(t->rows[r].pinned || t->rows[r].named) ||
			    respellable(&t->rows[r]) != respelled ||
			    (x = plan_of_row(pl, r)) == KABA_NONE ||
			    !(c = plan_user_class(pl, t->rows[r].origin.type,
						  strlen(t->rows[r].origin.type))) ||
			    !strcmp(pl->cls[x].name, c->name) ||
			    (pl->cls[x].is_interface && t->rows[r].kind == KABA_ROW_OBJECT) ||
			    (respelled && name_claimed(t, r, c->name)))
				continue;
			for (y = 0; y < pl->n && strcmp(pl->cls[y].name, c->name); y++)
				;
			if (y < pl->n && (pl->cls[y].frozen || plan_is_main(pl, c)))
				continue;
			old = pl->cls[x].name;
			set_name(pl, x, c->name);
			if (y < pl->n)
				set_name(pl, y, old);
		}
}

/* Does a library or frozen superclass of key k's class have a constructor
 * of k's retyped descriptor?  A chain of forwarders to it (super(...) of
 * a class below, ctor_need) would stop at k's home if k kept that
 * descriptor, and run k's body instead (a dead one on antlr's traced
 * analysis: SemanticException's, between MismatchedTokenException and
 * the frozen RecognitionException). */
static int kept_above(const struct plan *pl, const struct ctor_key *k)
{
	for (const struct kaba_pclass *s = k->m->owner->super; s; s = s->super)
		if (!plan_user_class(pl, s->name, s->name_len) && kaba_pclass_method(s, "<init>", k->desc))
			return 1;
	return 0;
}

int ctor_plan(struct plan *pl, struct kaba_error *err)
{
	const struct kaba_table *t = pl->t;
	size_t c, i, cap = 0;

	pinned_names(pl);

	for (c = 0; c < t->ncolumns; c++)
		cap += t->columns[c].kind == KABA_COL_DEF;
	if (!(pl->ctors = calloc(cap + 1, sizeof(*pl->ctors))))
		return kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
	for (c = 0; c < t->ncolumns; c++) {
		const struct kaba_column *col = &t->columns[c];
		struct kaba_pclass *owner;
		struct ctor_key *k;

		if (col->kind != KABA_COL_DEF || strcmp(col->origin.member, "<init>") ||
		    plan_of_column(pl, c) == KABA_NONE ||
		    !(owner = plan_user_class(pl, col->origin.owner, strlen(col->origin.owner))))
			continue;
		k = &pl->ctors[pl->nctors++];
		k->m = kaba_pclass_method(owner, "<init>", col->origin.descriptor);
		k->home = plan_of_column(pl, c);
		if (!k->m || !(k->desc = retype_method_desc(pl, k->m, err)))
			return err->status ? err->status :
			       kaba_fail(err, KABA_EINTERNAL, owner->where, -1,
					 "no constructor %s", col->origin.descriptor);
	}
	qsort(pl->ctors, pl->nctors, sizeof(*pl->ctors), key_order);
	for (i = 0; i < pl->nctors; i++) {
		struct ctor_key *k = &pl->ctors[i];
		size_t j;

		if (i && !strcmp(k[-1].desc, k->desc)) {
			k->pads = k[-1].pads + 1;
			continue;
		}
		/* Object.<init>()V is a library key every chain may need, and
		 * so is a constructor of a library or frozen superclass that a
		 * key of the same descriptor has */
		k->pads = !strcmp(k->desc, "()V");
		for (j = i; !k->pads && j < pl->nctors && !strcmp(pl->ctors[j].desc, k->desc); j++)
			k->pads = kept_above(pl, &pl->ctors[j]);
	}
	for (i = 0; i < pl->nctors; i++) {
		struct ctor_key *k = &pl->ctors[i];
		struct kaba_method_desc md;
		int rc;

		if (!(k->desc = padded(pl, k->desc, k->pads)))
			return kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
		/* JVMS 4.3.3: at most 255 parameter slots, `this` included. */
		if (kaba_method_desc_init(&md, k->desc, strlen(k->desc)) || md.slots + 1 <= 255)
			continue;
		rc = plan_carry_on(pl, err, plan_unsupported(pl, err, k->m->owner,
			"constructor %s.<init>%s: %u padding parameters (to keep it apart from the "
			"other constructors of its descriptor) exceed the JVM's 255 parameter slots",
			k->m->owner->name, k->m->descriptor, k->pads));
		if (rc)
			return rc;
	}
	return KABA_OK;
}

struct ctor_key *plan_ctor(const struct plan *pl, const struct kaba_pmember *m)
{
	size_t i;

	for (i = 0; i < pl->nctors; i++)
		if (pl->ctors[i].m == m)
			return &pl->ctors[i];
	return NULL;
}

uint8_t plan_load_op(const struct kaba_type *t)
{
	return t->dims || t->base == 'L' ? KABA_OP_ALOAD : t->base == 'J' ? KABA_OP_LLOAD :
	       t->base == 'F' ? KABA_OP_FLOAD : t->base == 'D' ? KABA_OP_DLOAD : KABA_OP_ILOAD;
}

enum { PARAMS_MAX = 255 };      /* JVMS 4.3.3: at most 255 parameter slots */

/* Plan class x's constructor `desc` on a chain of constructors: the
 * early stores v[0..n) homed in x made first (their values are desc's last
 * n parameters), then the superclass's constructor `up` called with this
 * and desc's first parameters.  A forwarding constructor is one with no
 * early stores and up == desc. */
static int chain_ctor(struct plan *pl, size_t x, const char *desc, const char *up,
		      const struct early_store *v, unsigned n, struct kaba_error *err)
{
	struct kaba_class *cf = pl->cls[x].cf;
	struct kaba_method_desc md;
	struct kaba_member *m;
	struct kaba_type t;
	struct kaba_buf code;
	struct kaba_insn in;
	uint16_t ref, slot = 1, slots[PARAMS_MAX + 1];
	uint8_t ops[PARAMS_MAX + 1];
	unsigned np = 0, nup, i;
	int rc = KABA_OK;

	if (!(ref = kaba_cp_intern_ref(cf, KABA_CP_METHODREF, pl->cls[x].super_name, "<init>",
				       up, err)) ||
	    !(m = kaba_member_add(cf, &cf->methods, KABA_ACC_PUBLIC, "<init>", desc, err)))
		return err->status;
	kaba_method_desc_init(&md, desc, strlen(desc));
	while (np < PARAMS_MAX && kaba_method_desc_param(&md, &t) > 0) {
		slots[np] = slot;
		ops[np++] = plan_load_op(&t);
		slot = (uint16_t)(slot + kaba_type_slots(&t));
	}
	kaba_method_desc_init(&md, up, strlen(up));
	for (nup = 0; kaba_method_desc_param(&md, &t) > 0; nup++)
		;
	kaba_buf_init(&code);
	for (i = 0; i < n && !rc; i++) {
		uint16_t field;

		if (v[i].k != x)
			continue;
		if (!(field = kaba_cp_intern_ref(cf, KABA_CP_FIELDREF, pl->cls[x].name,
						 plan_member_name(pl, v[i].f), v[i].desc, err))) {
			rc = err->status;
			break;
		}
		kaba_buf_u8(&code, KABA_OP_ALOAD_0);
		kaba_insn_make(&in, ops[np - n + i], slots[np - n + i], 0);
		if ((rc = kaba_insn_encode(&code, 0, &in, NULL, NULL, err)))
			break;
		kaba_buf_u8(&code, KABA_OP_PUTFIELD);
		kaba_buf_u16(&code, field);
	}
	kaba_buf_u8(&code, KABA_OP_ALOAD_0);
	for (i = 0; i < nup && !rc; i++) {
		kaba_insn_make(&in, ops[i], slots[i], 0);
		rc = kaba_insn_encode(&code, 0, &in, NULL, NULL, err);
	}
	kaba_buf_u8(&code, KABA_OP_INVOKESPECIAL);
	kaba_buf_u16(&code, ref);
	kaba_buf_u8(&code, KABA_OP_RETURN);
	if (!rc && code.oom)
		rc = kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
	else if (!rc && !kaba_member_set_code(cf, m, code.data, (uint32_t)code.len, slot, slot, err))
		rc = err->status;
	kaba_buf_free(&code);
	return rc;
}

/* A forwarding constructor: this and every argument loaded, the
 * superclass's constructor of the same descriptor called. */
static int forwarder(struct plan *pl, size_t x, const char *desc, struct kaba_error *err)
{
	return chain_ctor(pl, x, desc, desc, NULL, 0, err);
}

int ctor_need(struct plan *pl, size_t x, const struct kaba_pmember *target,
	      const char *desc, size_t home, struct kaba_error *err)
{
	int rc;

	for (; x != home; x = pl->cls[x].super) {
		if (x == KABA_NONE)
			return plan_unsupported(pl, err, target->owner, "constructor %s.<init>%s "
						"is not above its callers in the new hierarchy",
						target->owner->name, target->descriptor);
		if (class_method(pl->cls[x].cf, "<init>", desc) >= 0)
			return KABA_OK;
		if (pl->cls[x].super == KABA_NONE && home == KABA_NONE &&
		    strcmp(pl->cls[x].super_name, target->owner->name))
			return plan_unsupported(pl, err, target->owner, "constructor %s.<init>%s "
						"called from below %s", target->owner->name,
						target->descriptor, pl->cls[x].super_name);
		if ((rc = forwarder(pl, x, desc, err)))
			return rc;
		if (pl->cls[x].super == KABA_NONE && home == KABA_NONE)
			return KABA_OK;     /* reached the library class */
	}
	return KABA_OK;
}

/* Plan class x's public `<init>()V`: `this(false, ...)`, the key of the
 * constructor it stands for, whose output descriptor has `pads` booleans. */
static int no_arg_entry(struct plan *pl, size_t x, const struct ctor_key *key,
			struct kaba_error *err)
{
	struct kaba_class *cf = pl->cls[x].cf;
	struct kaba_member *m;
	struct kaba_buf code;
	uint16_t ref;
	unsigned i;
	int rc = KABA_OK;

	if (!(ref = kaba_cp_intern_ref(cf, KABA_CP_METHODREF, pl->cls[x].name, "<init>",
				       key->desc, err)) ||
	    !(m = kaba_member_add(cf, &cf->methods, KABA_ACC_PUBLIC, "<init>", "()V", err)))
		return err->status;
	kaba_buf_init(&code);
	kaba_buf_u8(&code, KABA_OP_ALOAD_0);
	for (i = 0; i < key->pads; i++)
		kaba_buf_u8(&code, KABA_OP_ICONST_0);
	kaba_buf_u8(&code, KABA_OP_INVOKESPECIAL);
	kaba_buf_u16(&code, ref);
	kaba_buf_u8(&code, KABA_OP_RETURN);
	if (code.oom)
		rc = kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
	else if (!kaba_member_set_code(cf, m, code.data, (uint32_t)code.len,
				       (uint16_t)(1 + key->pads), 1, err))
		rc = err->status;
	kaba_buf_free(&code);
	return rc;
}

/* Has plan class x a `<init>()V` of its own: a frozen class's original
 * one (its descriptor names no class to retype; keys never are `()V`)? */
static int has_no_arg(const struct plan *pl, size_t x)
{
	return pl->cls[x].frozen && kaba_pclass_method(pl->cls[x].frozen, "<init>", "()V");
}

int ctor_pinned_plan(struct plan *pl, struct kaba_error *err)
{
	const struct kaba_table *t = pl->t;
	size_t r, n = 0;

	for (r = 0; r < t->nrows; r++)
		n += t->rows[r].pinned;
	if (n && !(pl->pinned = kaba_arena_alloc(&pl->arena, n * sizeof(*pl->pinned))))
		return kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
	for (r = 0; r < t->nrows; r++) {
		const struct kaba_row *row = &t->rows[r];
		struct kaba_pclass *c;
		struct kaba_pmember *m = NULL;
		struct ctor_key *key = NULL;
		size_t x;
		int rc;

		if (!row->pinned && !row->named)
			continue;
		c = plan_user_class(pl, row->origin.type, strlen(row->origin.type));
		x = plan_of_row(pl, r);
		if (!row->pinned) {
			/* named: objects of one class in two, or of two in one;
			 * or two pinned classes in one (N2) */
			if (c && x != KABA_NONE && strcmp(pl->cls[x].name, c->name) &&
			    (rc = plan_carry_on(pl, err, plan_unsupported(pl, err, c, "%s, %s (%s), would "
						"be named %s", c->name, row->kind == KABA_ROW_OBJECT ?
						"whose objects' class getClass() observes" :
						"which a frozen descriptor names", row->name,
						pl->cls[x].name))))
				return rc;
			continue;
		}
		if (c && (m = kaba_pclass_method(c, "<init>", "()V")))
			key = plan_ctor(pl, m);
		if (!key || x == KABA_NONE)
			return kaba_fail(err, KABA_EINTERNAL, pl->in, -1, "pinned row %s: "
					 "no class or no constructor <init>()V", row->name);
		if (respellable(row)) {
			int kept;

			if ((rc = respell_row(pl, r, x, c, &kept, err)))
				return rc;
			if (!kept)
				continue;
		} else if (strcmp(pl->cls[x].name, c->name)) {
			if ((rc = plan_carry_on(pl, err, plan_unsupported(pl, err, c, "%s, which "
						"reflection creates by name (%s), would be named "
						"%s", c->name, row->name, pl->cls[x].name))))
				return rc;
			continue;
		}
		/* a second site creating it; of another class (rule 21), whose
		 * <init>()V would run the first one's constructor */
		if (pl->cls[x].no_arg && pl->cls[x].no_arg != m &&
		    (rc = plan_carry_on(pl, err, plan_unsupported(pl, err, c, "%s, which reflection "
					"creates by name (%s), would be created as %s, which "
					"%s's creation by name creates", c->name, row->name,
					pl->cls[x].name, pl->cls[x].no_arg->owner->name))))
			return rc;
		if (pl->cls[x].no_arg || has_no_arg(pl, x))
			continue;
		pl->cls[x].no_arg = m;
		pl->pinned[pl->npinned++] = (struct pinned_entry){ x, m, key };
	}
	return KABA_OK;
}

int ctor_pinned(struct plan *pl, struct kaba_error *err)
{
	for (size_t i = 0; i < pl->npinned; i++) {
		const struct pinned_entry *e = &pl->pinned[i];
		int rc;

		if ((rc = ctor_need(pl, e->k, e->m, e->key->desc, e->key->home, err)) ||
		    (rc = no_arg_entry(pl, e->k, e->key, err)))
			return rc;
	}
	return KABA_OK;
}

/* A chain of constructors made for early stores (ctor_early). */
struct early_chain {
	const char *desc;
	const struct early_store *v;
	unsigned n;
	struct early_chain *next;
};

/* Was chain `desc` made for the stores v[0..n) (the same fields in the
 * same classes: another constructor of the same class)?  Then its
 * constructors are what this caller needs too. */
static int same_chain(const struct plan *pl, const char *desc, const struct early_store *v,
		      unsigned n)
{
	const struct early_chain *c;
	unsigned i;

	for (c = pl->early_chains; c; c = c->next) {
		if (c->n != n || strcmp(c->desc, desc))
			continue;
		for (i = 0; i < n && c->v[i].f == v[i].f && c->v[i].k == v[i].k; i++)
			;
		if (i == n)
			return 1;
	}
	return 0;
}

static int note_chain(struct plan *pl, const char *desc, const struct early_store *v,
		      unsigned n, struct kaba_error *err)
{
	struct early_chain *c = kaba_arena_alloc(&pl->arena, sizeof(*c));
	struct early_store *copy = kaba_arena_alloc(&pl->arena, n * sizeof(*copy));

	if (!c || !copy)
		return kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
	memcpy(copy, v, n * sizeof(*copy));
	c->desc = desc;
	c->v = copy;
	c->n = n;
	c->next = pl->early_chains;
	pl->early_chains = c;
	return KABA_OK;
}

static int refuse_chain(const struct plan *pl, const struct kaba_pmember *by, const char *chain,
			struct kaba_error *err)
{
	return plan_unsupported(pl, err, by->owner, "constructor %s.<init>%s stores fields before "
				"its super constructor call, and their chain of constructors "
				"%s is taken", by->owner->name, by->descriptor, chain);
}

/*
 * Early stores passed up (body.c early_store): a constructor body in plan
 * class `from` stores fields before super(...), v[0..n), that live in
 * classes above `from` (javac's this$0 of an inner class, where the
 * proposal moved the field up), and the super constructor may run user
 * code that reads them (a method it calls that the class overrides).  The
 * verifier lets a constructor store only into fields its own class
 * declares while `this` is uninitialised, so each class from x (from's
 * superclass) up to the highest such field's class gets a constructor
 * taking the key's parameters and the stored values: it stores the values
 * whose fields it holds, then calls on up, the highest one the key's own
 * constructor (a forwarder or the body, made by ctor_need).  The values
 * are stored before any code of the super constructor runs, as they were.
 * Refused when a field lies at or above the key's body (its constructor is
 * a body of the program, which cannot take them), or when the chain's
 * descriptor is a key's or already taken.
 */
int ctor_early(struct plan *pl, size_t x, const struct kaba_pmember *target, const char *desc,
	       size_t home, const struct kaba_pmember *by, const struct early_store *v,
	       unsigned n, const char **chain, struct kaba_error *err)
{
	size_t y, top = KABA_NONE, close = (size_t)(strchr(desc, ')') - desc), i;
	unsigned found = 0, j;
	struct kaba_buf b;
	int rc;

	for (y = x; y != KABA_NONE && y != home; y = pl->cls[y].super)
		for (j = 0; j < n; j++)
			if (v[j].k == y)
				found++, top = y;
	if (found != n)
		return plan_unsupported(pl, err, by->owner, "a field stored before the super "
					"constructor call of %s.<init>%s lives at or above that "
					"constructor's body", by->owner->name, by->descriptor);
	if ((rc = ctor_need(pl, x, target, desc, home, err)))
		return rc;
	kaba_buf_init(&b);
	kaba_buf_put(&b, desc, close);
	for (j = 0; j < n; j++)
		kaba_buf_put(&b, v[j].desc, strlen(v[j].desc));
	kaba_buf_put(&b, desc + close, strlen(desc + close) + 1);
	*chain = b.oom ? NULL : kaba_arena_strdup(&pl->arena, (const char *)b.data);
	kaba_buf_free(&b);
	if (!*chain)
		return kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
	for (i = 0; i < pl->nctors; i++)
		if (!strcmp(pl->ctors[i].desc, *chain))
			top = KABA_NONE;
	for (y = x; top != KABA_NONE; y = pl->cls[y].super) {
		if (class_method(pl->cls[y].cf, "<init>", *chain) >= 0)
			return same_chain(pl, *chain, v, n) ? KABA_OK : refuse_chain(pl, by, *chain, err);
		if ((rc = chain_ctor(pl, y, *chain, y == top ? desc : *chain, v, n, err)))
			return rc;
		if (y == top)
			return note_chain(pl, *chain, v, n, err);
	}
	return refuse_chain(pl, by, *chain, err);
}
