/*
 * One method body copied into the class file of its new home, every
 * instruction's constant retyped (the rules are listed in retype.c).  The
 * code is re-encoded, since retyping can change instruction lengths
 * (invokevirtual becomes invokeinterface when a declaration moves into an
 * interface, ldc becomes ldc_w in a fuller pool, constructor calls gain
 * padding arguments); branches, switches, the exception table and line
 * numbers follow.  Frames, max_stack and max_locals are recomputed later.
 */
#include <stdlib.h>
#include <string.h>

#include "kaba/descriptor.h"
#include "arrays.h"
#include "holders.h"
#include "privates.h"

#define OBJECT "java/lang/Object"

/* An instruction as it will be written. */
struct out_insn {
	struct kaba_insn in;    /* opcode and operands in the destination's pool */
	unsigned pads;          /* iconst_0 pushed before it (constructor padding) */
	int has_pre;            /* `pre` comes before it (a cast no object passes) */
	struct kaba_insn pre;
	int has_post;           /* `post` comes after it (aaload, checkcast: the
				 * type of the result's row) */
	struct kaba_insn post;
	const struct kaba_insn *before; /* nbefore more right before it (early
					 * stores passed up, initialisation
					 * triggers of a `new`) */
	unsigned nbefore;
	const struct kaba_insn *after; /* nafter more after post (early stores) */
	unsigned nafter;
	size_t new_class;       /* NEW: the plan class allocated */
};

enum { EARLY_MAX = 4 };  /* fields stored before super(...); javac: this$0, val$x */

struct copy {
	struct body b;
	const struct kaba_code *code;
	struct kaba_insn *old;
	struct out_insn *out;
	uint32_t n;
	uint32_t *at;           /* [code_len + 1]: new offset of an old one */
	uint8_t *this_at;       /* NULL until asked: receivers_of_this */
	int this_unset;         /* a constructor before its super(...)/this(...) */
	/* Stores before super(...) into fields that moved above the
	 * constructor's class (early_store): the value goes to a fresh local,
	 * then to the field after super(...), or up the chain of constructors
	 * (super_called). */
	struct early_store early[EARLY_MAX];
	struct kaba_insn early_insns[3 * EARLY_MAX];
	unsigned nearly, early_slots;
	int early_up;           /* the next super(...) passes them up */
};

static int unsupported(struct copy *c, const char *what, const struct kaba_insn *in)
{
	return plan_unsupported(c->b.pl, c->b.err, c->b.m->owner, "%s at %s.%s%s@%u", what,
				c->b.m->owner->name, c->b.m->name, c->b.m->descriptor,
				in ? in->offset : 0);
}

static int oom(struct copy *c)
{
	return c->b.err->status ? c->b.err->status
				: kaba_fail(c->b.err, KABA_EIO, c->b.pl->in, -1, "out of memory");
}

/* The original member a field or method reference resolves to. */
static struct kaba_pmember *resolve(struct copy *c, uint16_t index, struct kaba_ref *r)
{
	struct kaba_link l;

	if (kaba_ref_from_cp(r, c->b.src, index))
		return NULL;
	l = kaba_resolve(c->b.pl->prog, r);
	return l.status == KABA_LINK_OK ? l.member : NULL;
}

/* A class the generator restructures: a frozen class is copied unchanged,
 * so references to it stay as they are, like library ones. */
static int is_user(const struct plan *pl, const struct kaba_pclass *k)
{
	return k && plan_user_class(pl, k->name, k->name_len) != NULL;
}

/* A private member of a frozen class, used from a body written into a new
 * class: the JVM allowed it as a nestmate access (Java 11+: an inner class
 * and its outer class), but new classes have no nest attributes.  Refused
 * (the fallback then freezes the body's class too; a frozen class keeps its
 * nest attributes). */
static int frozen_private(struct copy *c, const struct kaba_pmember *x, const struct kaba_insn *in)
{
	if (!x || !(x->access & KABA_ACC_PRIVATE) || c->b.pl->cls[c->b.k].frozen)
		return KABA_OK;
	return unsupported(c, "an access to a private member of a frozen class (nestmates)", in);
}

/* May the class the body is written into name class d (public, or in its
 * package)?  A member named through a user class is named by its declarer
 * d instead, which the original class could see but the new one may not. */
static int declarer_visible(const struct copy *c, const struct kaba_pclass *d)
{
	const char *to = c->b.pl->cls[c->b.k].name, *slash = strrchr(to, '/');
	size_t len = slash ? (size_t)(slash - to) + 1 : 0;

	if (d->access & KABA_ACC_PUBLIC)
		return 1;
	return d->name_len > len && !memcmp(d->name, to, len) && !strchr(d->name + len, '/');
}

/* Make instruction `to` name member owner.name:desc in the new pool. */
static int intern_ref(struct copy *c, struct kaba_insn *to, enum kaba_cp_tag tag,
		      const char *owner, const char *name, const char *desc)
{
	if (!desc || !(to->operand = kaba_cp_intern_ref(c->b.dst, tag, owner, name, desc,
							 c->b.err)))
		return oom(c);
	return KABA_OK;
}

/* The erasure of an array type: the array of Object with as many
 * dimensions (at most 255, JVMS 4.3.2), which descriptors give arrays of
 * user classes (retype.c), in `to`. */
enum { ERASURE_MAX = 255 + sizeof("L" OBJECT ";") };

static const char *erasure_of(const char *name, size_t len, char to[static ERASURE_MAX])
{
	size_t dims = 0;

	while (dims < len && dims < 255 && name[dims] == '[')
		dims++;
	memset(to, '[', dims);
	memcpy(to + dims, "L" OBJECT ";", sizeof("L" OBJECT ";"));
	return to;
}

/* The load (is_load) or store opcode of a value of descriptor `desc`. */
static uint8_t local_op(const char *desc, int is_load)
{
	uint8_t op = desc[0] == 'L' || desc[0] == '[' ? KABA_OP_ALOAD : desc[0] == 'J' ? KABA_OP_LLOAD :
		     desc[0] == 'F' ? KABA_OP_FLOAD : desc[0] == 'D' ? KABA_OP_DLOAD : KABA_OP_ILOAD;

	return is_load ? op : (uint8_t)(op + (KABA_OP_ISTORE - KABA_OP_ILOAD));
}

/*
 * `putfield f` on the uninitialised `this` before super(...), f now homed
 * in plan class k above the constructor's class: the verifier allows such
 * a store only for a field of the constructor's own class (javac's this$0
 * and val$x of inner classes).  The value is kept in a fresh local (`this`
 * popped) and super_called stores it: right after super(...) returns when
 * that is Object.<init>, which runs no user code (library assumption L5, docs/analysis.md), so
 * nothing can read f in between (the classes between get forwarding
 * constructors only, ctor.c); else the super constructor might call a
 * method that reads f, and the value is passed up to a constructor of k,
 * which stores it before any code of the super constructor runs
 * (ctor_early).  Local 0 must keep `this` (javac never stores into it).
 */
static int early_store(struct copy *c, struct out_insn *o, const struct kaba_insn *in,
		       const struct kaba_pmember *f, size_t k)
{
	const char *desc = retype_field_desc(c->b.pl, f, c->b.err);
	struct early_store *e = &c->early[c->nearly];

	if (!desc)
		return c->b.err->status;
	if (stores_local0(c->old, c->n))
		return unsupported(c, "a constructor that stores into local 0", in);
	if (c->nearly == EARLY_MAX)
		return unsupported(c, "too many fields stored before the super constructor call "
				   "that moved to another class than the constructor's", in);
	e->f = f;
	e->k = k;
	e->desc = desc;
	e->slot = c->code->max_locals + c->early_slots;
	c->early_slots += desc[0] == 'J' || desc[0] == 'D' ? 2 : 1;
	c->nearly++;
	kaba_insn_make(&o->in, local_op(desc, 0), (int32_t)e->slot, 0);
	o->has_post = 1;
	kaba_insn_make(&o->post, KABA_OP_POP, 0, 0);
	return KABA_OK;
}

/* super(...) or this(...) of a constructor, `r` the constructor it names:
 * the early stores (early_store) follow it if it is Object.<init>, else
 * their values are loaded as the last arguments of a chain of
 * constructors (init_call). */
static int super_called(struct copy *c, struct out_insn *o, const struct kaba_ref *r)
{
	struct kaba_insn *e = c->early_insns;
	unsigned i;
	int rc;

	c->this_unset = 0;
	if (!c->nearly)
		return KABA_OK;
	if (!kaba_ref_class_is(r, "java/lang/Object")) {
		for (i = 0; i < c->nearly; i++)
			kaba_insn_make(&e[i], local_op(c->early[i].desc, 1),
				       (int32_t)c->early[i].slot, 0);
		o->before = e;
		o->nbefore = c->nearly;
		c->early_up = 1;
		return KABA_OK;
	}
	for (i = 0; i < c->nearly; i++, e += 3) {
		const struct early_store *s = &c->early[i];

		kaba_insn_make(&e[0], KABA_OP_ALOAD_0, 0, 0);
		kaba_insn_make(&e[1], local_op(s->desc, 1), (int32_t)s->slot, 0);
		kaba_insn_make(&e[2], KABA_OP_PUTFIELD, 0, 0);
		if ((rc = intern_ref(c, &e[2], KABA_CP_FIELDREF, c->b.pl->cls[s->k].name,
				     plan_member_name(c->b.pl, s->f), s->desc)))
			return rc;
	}
	o->after = c->early_insns;
	o->nafter = 3 * c->nearly;
	return KABA_OK;
}

static int field_insn(struct copy *c, struct out_insn *o, const struct kaba_insn *in)
{
	struct plan *pl = c->b.pl;
	struct kaba_ref r;
	struct kaba_pmember *f = resolve(c, (uint16_t)in->operand, &r);
	size_t k;
	int rc;

	if (!f || !is_user(c->b.pl, f->owner)) {
		if ((rc = frozen_private(c, f, in)))
			return rc;
		if (f && is_user(pl, kaba_program_class_n(pl->prog, r.cls, r.cls_len)) &&
		    declarer_visible(c, f->owner) && !plan_mentions_unpinned(pl, f->descriptor, f->descriptor_len))
			/* a library or frozen class's field named through a user
			 * class (antlr: CharScanner's fields through ANTLRLexer):
			 * name its declarer, which resolution finds anyway, and
			 * whose class getstatic initialises */
			return intern_ref(c, &o->in, KABA_CP_FIELDREF, f->owner->name, f->name,
					  f->descriptor);
		if (!(o->in.operand = retype_copy_cp(&c->b, (uint16_t)in->operand)))
			return oom(c);
		return KABA_OK;
	}
	if (f->access & KABA_ACC_STATIC)
		k = plan_holder(pl, f->owner);
	else
		k = plan_of_column(pl, plan_member_column(pl, KABA_COL_FIELD, f));
	if (k == KABA_NONE)
		return unsupported(c, "an access to a dead field", in);
	if (c->this_unset && in->opcode == KABA_OP_PUTFIELD && k != c->b.k)
		return early_store(c, o, in, f, k);
	return intern_ref(c, &o->in, KABA_CP_FIELDREF, pl->cls[k].name, plan_member_name(pl, f),
			  retype_field_desc(pl, f, c->b.err));
}

/* Does a class strictly between x (exclusive) and h declare name+desc, a
 * body a super call from x would then run instead of h's, or an abstract
 * method that stops its selection (AbstractMethodError)? */
static int body_between(struct plan *pl, size_t x, size_t h, const char *name, const char *desc)
{
	for (x = pl->cls[x].super; x != KABA_NONE && x != h; x = pl->cls[x].super)
		if (class_method(pl->cls[x].cf, name, desc) >= 0)
			return 1;
	return 0;
}

/* super.m(...) of a default method (above a lambda's object) held by
 * interface k: invokespecial names an interface only as a direct
 * superinterface of the caller's class (JVMS 4.9.2; HotSpot's verifier:
 * "interface method reference is in an indirect superinterface"), and then
 * selects from k itself (JVMS 6.5), which holds the body.  The call puts
 * k's body in the caller's this-row (E5), so k is above the caller's class
 * (I1, check_bodies), but maybe only through a superclass or a
 * subinterface the lattice put between.  Then the class lists k directly
 * as well, which changes nothing else, k being one of its supertypes
 * already: not the subtypes; not method resolution or selection (JVMS
 * 5.4.3.3, 5.4.6: the maximally-specific methods of all superinterfaces,
 * direct or not); not field resolution (every field reference the output
 * makes names the field's declarer); not initialisation (JVMS 5.5 step 7
 * goes through the superclass, then the interfaces in order: k, added
 * last, and its superinterfaces were initialised on the way it was above
 * before).  A class not below k breaks those invariants, and a frozen
 * class (written as itself) has no plan class above it: both are refused,
 * never changed. */
static int default_super_call(struct copy *c, struct out_insn *o, const struct kaba_insn *in,
			      size_t k, const char *name, const char *desc)
{
	struct plan *pl = c->b.pl;
	size_t x = c->b.k;
	int rc;

	if (!plan_subtype(pl, x, k))
		return unsupported(c, "a super call of a default method of an interface that "
				   "is not above the caller's new class", in);
	if (x != k && (rc = plan_implement(pl, x, k, c->b.err)))
		return rc;
	return intern_ref(c, &o->in, KABA_CP_INTERFACE_METHODREF, pl->cls[k].name, name, desc);
}

/* The nearest frozen class written as itself above plan class x (its
 * superclasses are frozen too), or KABA_NONE. */
static size_t frozen_above(const struct plan *pl, size_t x)
{
	for (x = pl->cls[x].super; x != KABA_NONE && !pl->cls[x].frozen; x = pl->cls[x].super)
		;
	return x;
}

/* Super call `in` (reference r) whose body is library or frozen method m,
 * through a trampoline (super_outside); refused as `what` when there is
 * none. */
static int super_outside_call(struct copy *c, struct out_insn *o, const struct kaba_insn *in,
			      const struct kaba_ref *r, const struct kaba_pmember *m,
			      const char *what)
{
	struct plan *pl = c->b.pl;
	struct kaba_pclass *ref = kaba_program_class_n(pl->prog, r->cls, r->cls_len);
	const char *name;
	size_t home;

	if (!ref || !(name = super_outside(pl, c->b.k, c->b.m->owner, ref, m, &home, c->b.err)))
		return c->b.err->status ? c->b.err->status : unsupported(c, what, in);
	kaba_insn_make(&o->in, KABA_OP_INVOKEVIRTUAL, 0, 0);
	return intern_ref(c, &o->in, KABA_CP_METHODREF, pl->cls[home].name, name, m->descriptor);
}

/* An <init> call: on the object of a `new` (new_of), or super(...) or
 * this(...) in a constructor (new_of NULL). */
static int init_call(struct copy *c, struct out_insn *o, const struct kaba_insn *in,
		     struct kaba_pmember *m, const struct out_insn *new_of)
{
	struct plan *pl = c->b.pl;
	struct ctor_key *key = is_user(pl, m->owner) ? plan_ctor(pl, m) : NULL;
	const char *desc = key ? key->desc : m->descriptor;
	size_t home = key ? key->home : KABA_NONE;
	size_t owner = new_of ? new_of->new_class : KABA_NONE;
	int rc;

	if (is_user(pl, m->owner) && !key)
		return unsupported(c, "a call of a dead constructor", in);
	if (new_of && owner == KABA_NONE) {     /* a library object */
		if (!(o->in.operand = retype_copy_cp(&c->b, (uint16_t)in->operand)))
			return oom(c);
		return KABA_OK;
	}
	if (owner == KABA_NONE) /* super(...) or this(...) in a constructor */
		owner = home == c->b.k ? c->b.k : pl->cls[c->b.k].super;
	if (c->early_up) {      /* super(...) after early stores (super_called) */
		c->early_up = 0;
		if (owner == c->b.k || owner == KABA_NONE)
			return unsupported(c, "a field stored before a constructor call that "
					   "reaches no class holding it", in);
		if ((rc = ctor_early(pl, owner, m, desc, home, c->b.m, c->early, c->nearly,
				     &desc, c->b.err)))
			return rc;
		o->pads = key ? key->pads : 0;
		return intern_ref(c, &o->in, KABA_CP_METHODREF, pl->cls[owner].name, "<init>", desc);
	}
	if (owner == KABA_NONE) {       /* a library (or frozen) constructor */
		/* super(...) of the library superclass, or this(...) in a
		 * frozen class, written as itself (frozen.c) */
		if (home != KABA_NONE || (strcmp(pl->cls[c->b.k].super_name, m->owner->name) &&
					  strcmp(pl->cls[c->b.k].name, m->owner->name)))
			return unsupported(c, "a constructor call that cannot reach its body", in);
		return intern_ref(c, &o->in, KABA_CP_METHODREF, m->owner->name, "<init>", desc);
	}
	if ((rc = ctor_need(pl, owner, m, desc, home, c->b.err)))
		return rc;
	o->pads = key ? key->pads : 0;
	return intern_ref(c, &o->in, KABA_CP_METHODREF, pl->cls[owner].name, "<init>", desc);
}

/* Is the receiver of call `in` of instance method m the caller's `this`? */
static int on_this(struct copy *c, const struct kaba_insn *in)
{
	if (c->b.m->access & KABA_ACC_STATIC)
		return 0;
	/* one flow for all the calls of the method; out of memory: not this */
	if (!c->this_at && (c->this_at = malloc(c->code->code_len + 1)))
		receivers_of_this(c->b.src, c->code, c->old, c->n, c->this_at);
	return c->this_at && c->this_at[in->offset];
}

static int invoke_insn(struct copy *c, struct out_insn *o, const struct kaba_insn *in,
		       const struct out_insn *new_of)
{
	struct plan *pl = c->b.pl;
	struct kaba_ref r;
	struct kaba_pmember *m = resolve(c, (uint16_t)in->operand, &r);
	const char *desc;
	size_t k;
	int rc;

	if (m && !strcmp(m->name, "<init>"))
		return init_call(c, o, in, m, new_of);
	if (!m || !is_user(pl, m->owner)) {
		if ((rc = frozen_private(c, m, in)))
			return rc;
		/* super.m(...) of a library or frozen method, selected from the
		 * new superclass up: a new class on the way that declares it
		 * would capture it, so it goes through a trampoline above them */
		if (m && in->opcode == KABA_OP_INVOKESPECIAL && !(m->access & KABA_ACC_PRIVATE) &&
		    body_between(pl, c->b.k, frozen_above(pl, c->b.k), m->name, m->descriptor))
			return super_outside_call(c, o, in, &r, m,
						  "a super call of a library or frozen method that "
						  "a new class's declaration would capture");
		if (m && is_user(pl, kaba_program_class_n(pl->prog, r.cls, r.cls_len)) &&
		    declarer_visible(c, m->owner) && !plan_mentions_unpinned(pl, m->descriptor, m->descriptor_len) &&
		    !(kaba_pclass_is_interface(m->owner) && in->opcode == KABA_OP_INVOKESPECIAL)) {
			/* a library method named through a user class: name its
			 * declarer; an interface's (a frozen one's, or a default
			 * method) is called by invokeinterface, which selects as
			 * invokevirtual did (a super call to it stays as it was) */
			if (kaba_pclass_is_interface(m->owner) && in->opcode == KABA_OP_INVOKEVIRTUAL) {
				struct kaba_method_desc md;

				kaba_method_desc_init(&md, m->descriptor, m->descriptor_len);
				kaba_insn_make(&o->in, KABA_OP_INVOKEINTERFACE, 0, (int32_t)md.slots + 1);
			}
			return intern_ref(c, &o->in, kaba_pclass_is_interface(m->owner) ?
					  KABA_CP_INTERFACE_METHODREF : KABA_CP_METHODREF,
					  m->owner->name, m->name, m->descriptor);
		}
		/* Object's method of an array of user classes (clone()): named
		 * through the erasure, the receiver's type in the new code */
		if (m && r.cls_len && r.cls[0] == '[' && plan_mentions_user(pl, r.cls, r.cls_len)) {
			char erasure[ERASURE_MAX];

			return intern_ref(c, &o->in, KABA_CP_METHODREF,
					  erasure_of(r.cls, r.cls_len, erasure), m->name, m->descriptor);
		}
		if (!(o->in.operand = retype_copy_cp(&c->b, (uint16_t)in->operand)))
			return oom(c);
		return KABA_OK;
	}
	if (!(desc = retype_method_desc(pl, m, c->b.err)))
		return c->b.err->status;
	if (m->access & KABA_ACC_PRIVATE) {
		const char *name;

		k = (m->access & KABA_ACC_STATIC) ? plan_holder(pl, m->owner) :
		    plan_of_column(pl, plan_member_column(pl, KABA_COL_DEF, m));
		if (!(m->access & KABA_ACC_STATIC) && k != KABA_NONE && k != c->b.k &&
		    !(on_this(c, in) && plan_below(pl, c->b.k, k))) {
			/* another receiver: a non-private copy in the home */
			if (!(name = private_open(pl, m, desc, k, c->b.err)))
				return c->b.err->status;
			kaba_insn_make(&o->in, KABA_OP_INVOKEVIRTUAL, 0, 0);
			return intern_ref(c, &o->in, KABA_CP_METHODREF, pl->cls[k].name, name, desc);
		}
		if (!(name = private_reach_this(pl, c->b.k, m, desc, k, on_this(c, in), c->b.err)))
			return c->b.err->status;
		return intern_ref(c, &o->in, KABA_CP_METHODREF, pl->cls[c->b.k].name, name, desc);
	}
	if (m->access & KABA_ACC_STATIC) {
		k = plan_holder(pl, m->owner);
		return intern_ref(c, &o->in, KABA_CP_METHODREF, pl->cls[k].name, plan_member_name(pl, m),
				  desc);
	}
	if (in->opcode == KABA_OP_INVOKESPECIAL) {      /* super.m(...) */
		struct kaba_pclass *ref = kaba_program_class_n(pl->prog, r.cls, r.cls_len);
		struct kaba_link l = kaba_select_special(pl->prog, c->b.m->owner, ref, m);

		const char *name;

		k = l.status == KABA_LINK_OK ?
		    plan_of_column(pl, plan_member_column(pl, KABA_COL_DEF, l.member)) : KABA_NONE;
		if (k != KABA_NONE && pl->cls[k].is_interface)
			return default_super_call(c, o, in, k, plan_member_name(pl, m), desc);
		/* A super call in a static method, on a parameter (javac's
		 * access$NNN(C) for C.super.m() in an inner class, ecj's
		 * access$N(C) for C.super::m): the receiver of invokespecial
		 * must be assignable to the current class (JVMS 4.10.1.9),
		 * here the holder of C's statics, which no row of the table
		 * types.  So the body's home runs it through a non-private
		 * copy called with invokevirtual (private_open): the receiver
		 * lies at or below that home (C9 ties the callee's this-row
		 * into its row), and the copy's unique name keeps selection
		 * from finding another body. */
		if (k != KABA_NONE && (c->b.m->access & KABA_ACC_STATIC)) {
			if (!(name = private_open(pl, l.member, desc, k, c->b.err)))
				return c->b.err->status;
			kaba_insn_make(&o->in, KABA_OP_INVOKEVIRTUAL, 0, 0);
			return intern_ref(c, &o->in, KABA_CP_METHODREF, pl->cls[k].name, name, desc);
		}
		if (k != KABA_NONE && plan_below(pl, c->b.k, k) &&
		    !body_between(pl, c->b.k, k, plan_member_name(pl, m), desc))
			return intern_ref(c, &o->in, KABA_CP_METHODREF, pl->cls[k].name,
					  plan_member_name(pl, m), desc);
		if (l.status == KABA_LINK_OK && !is_user(pl, l.member->owner) &&
		    !strcmp(desc, l.member->descriptor))
			return super_outside_call(c, o, in, &r, l.member, "a super call whose body "
						  "is not above the caller");
		if (k == KABA_NONE || !is_user(pl, l.member->owner))
			return unsupported(c, "a super call whose body is not above the caller", in);
		if (!(name = super_reach(pl, c->b.k, l.member, desc, c->b.err)))
			return c->b.err->status;
		return intern_ref(c, &o->in, KABA_CP_METHODREF, pl->cls[c->b.k].name, name, desc);
	}
	k = plan_of_column(pl, plan_member_column(pl, KABA_COL_DCL, m));
	if (k == KABA_NONE)
		return unsupported(c, "a call of a dead declaration", in);
	if (pl->cls[k].is_interface) {
		struct kaba_method_desc md;

		kaba_method_desc_init(&md, desc, strlen(desc));
		kaba_insn_make(&o->in, KABA_OP_INVOKEINTERFACE, 0, (int32_t)md.slots + 1);
		return intern_ref(c, &o->in, KABA_CP_INTERFACE_METHODREF, pl->cls[k].name,
				  plan_member_name(pl, m), desc);
	}
	kaba_insn_make(&o->in, KABA_OP_INVOKEVIRTUAL, 0, 0);
	return intern_ref(c, &o->in, KABA_CP_METHODREF, pl->cls[k].name, plan_member_name(pl, m),
			  desc);
}

/* What an instruction whose constant is copied unchanged does, for the
 * refusal when the constant names a user class. */
static const char *refusal(const struct copy *c, const struct kaba_insn *in)
{
	const struct kaba_cp_entry *e = &c->b.src->cp.entries[in->operand];

	switch (in->opcode) {
	case KABA_OP_LDC: case KABA_OP_LDC_W:
		return e->tag == KABA_CP_CLASS ? "a class literal (not retyped yet)" :
		       e->tag == KABA_CP_METHOD_TYPE || e->tag == KABA_CP_METHOD_HANDLE ?
		       "a method handle or method type constant (not retyped yet)" : NULL;
	case KABA_OP_MULTIANEWARRAY: case KABA_OP_ANEWARRAY:
		/* not an erased check (erased_insn) */
		return "an array of arrays whose store checks an array of Object would not "
		       "keep (an object stored into it, or into an array it makes, passes one "
		       "and fails the other, or the library holds it)";
	case KABA_OP_CHECKCAST: case KABA_OP_INSTANCEOF:
		/* not an erased check (check_insn) */
		return "an array type check that an array of Object would not keep (an "
		       "object that may reach it passes one and fails the other)";
	default:
		return NULL;
	}
}

/* `in`'s constant copied unchanged, refused when it names a user class. */
static int copy_operand(struct copy *c, struct out_insn *o, const struct kaba_insn *in)
{
	c->b.copying = refusal(c, in);
	o->in.operand = retype_copy_cp(&c->b, (uint16_t)in->operand);
	c->b.copying = NULL;
	return o->in.operand ? KABA_OK : oom(c);
}

/* The class named by `in`'s operand when it is a user class, to be retyped
 * by the caller; otherwise the operand is copied as it is and NULL returned,
 * *rc telling whether the copy worked. */
static const char *user_operand(struct copy *c, struct out_insn *o, const struct kaba_insn *in,
				size_t *len, int *rc)
{
	const char *name = kaba_cp_class_name(c->b.src, (uint16_t)in->operand, len);

	*rc = KABA_OK;
	if (name && plan_user_class(c->b.pl, name, *len))
		return name;
	*rc = copy_operand(c, o, in);
	return NULL;
}

/* Make instruction `to` name class `name` (internal name) in the new
 * constant pool. */
static int class_operand(struct copy *c, struct kaba_insn *to, const char *name)
{
	if (!(to->operand = kaba_cp_intern_class(c->b.dst, name, strlen(name), c->b.err)))
		return oom(c);
	return KABA_OK;
}

/* The row x/T of the cast at `in` (KABA_NONE when the analysis made none). */
static size_t cast_row(const struct copy *c, const struct kaba_insn *in)
{
	char suffix[32];

	snprintf(suffix, sizeof(suffix), "#cast@%u", in->offset);
	return plan_named_row(c->b.pl, KABA_ROW_CAST, c->b.m, suffix);
}

/* The array type of an erased check (table.h: a check against an array
 * type of user classes that gives every object that may reach it the
 * outcome its erasure gives), else NULL. */
static const char *erased_check(const struct copy *c, const struct kaba_insn *in, size_t *len)
{
	const struct kaba_pmember *m = c->b.m;
	const char *name = kaba_cp_class_name(c->b.src, (uint16_t)in->operand, len);

	if (!name || name[0] != '[' ||
	    !kaba_table_erased_check(c->b.pl->t, m->owner->name, m->name, m->descriptor,
				     in->offset))
		return NULL;
	return name;
}

/* An erased check (a type check, or the store checks of an array of
 * arrays) made against its erasure, *rc telling whether that worked; 0
 * when `in` is none. */
static int erased_insn(struct copy *c, struct out_insn *o, const struct kaba_insn *in, int *rc)
{
	size_t len;
	char erasure[ERASURE_MAX];
	const char *name = erased_check(c, in, &len);

	if (name)
		*rc = class_operand(c, &o->in, erasure_of(name, len, erasure));
	return name != NULL;
}

/* The class of a type-check site: the home of its S=true column. */
static int check_insn(struct copy *c, struct out_insn *o, const struct kaba_insn *in)
{
	struct plan *pl = c->b.pl;
	size_t len, k;
	int rc;
	const char *name, *nothing;

	if (erased_insn(c, o, in, &rc))
		return rc;
	if (!(name = user_operand(c, o, in, &len, &rc)))
		return rc;
	k = plan_of_column(pl, plan_site_column(pl, KABA_COL_CHECK_TRUE, c->b.m->owner, c->b.m,
						 in->offset, NULL));
	/* No S=true column: every object that reaches the check fails it, or
	 * the analysis saw none reach it (only null, or dead code). */
	nothing = pl->none != KABA_NONE ? pl->cls[pl->none].name : PLAN_NOTHING;
	if (k == KABA_NONE && in->opcode == KABA_OP_CHECKCAST) {
		/* every object fails, null passes (§7.6): cast to the interface
		 * nothing implements, then to the result's type for the verifier */
		o->has_pre = 1;
		kaba_insn_make(&o->pre, KABA_OP_CHECKCAST, 0, 0);
		if ((rc = class_operand(c, &o->pre, nothing)))
			return rc;
		name = plan_value_class(pl, plan_of_row(pl, cast_row(c, in)), name, len);
	} else if (k != KABA_NONE && in->opcode == KABA_OP_CHECKCAST) {
		/* The result is used as γ(x/T); every object that passes lies
		 * below it too, so a second cast never fails and is needed only
		 * when μ(S=true) is not below γ(x/T), or when the verifier must
		 * see T's library superclass instead (plan_value_class). */
		size_t r = plan_of_row(pl, cast_row(c, in)), t = r != KABA_NONE ? r : k;
		const char *as = plan_value_class(pl, t, name, len);

		if ((r != KABA_NONE && !plan_subtype(pl, k, r)) || strcmp(as, pl->cls[t].name)) {
			o->has_post = 1;
			kaba_insn_make(&o->post, KABA_OP_CHECKCAST, 0, 0);
			if ((rc = class_operand(c, &o->post, as)))
				return rc;
		}
		name = pl->cls[k].name;
	} else {
		name = k == KABA_NONE ? nothing : pl->cls[k].name;   /* instanceof: false */
	}
	return class_operand(c, &o->in, name);
}

/* anewarray C: the elements' class from arrays.c (Object in code the
 * analysis saw unreachable).  An array of arrays of user classes is made
 * as its erasure where the table lists it as an erased check, and left to
 * the safety net elsewhere. */
static int anewarray_insn(struct copy *c, struct out_insn *o, const struct kaba_insn *in)
{
	size_t len, k;
	int rc;
	const char *name;

	if (erased_insn(c, o, in, &rc) || !(name = user_operand(c, o, in, &len, &rc)))
		return rc;
	switch (array_element_class(c->b.pl, c->b.m, in->offset, name, len, &k)) {
	case ARRAY_OK:
	case ARRAY_NO_ROW:
		break;
	case ARRAY_OF_NOTHING:
		return class_operand(c, &o->in, PLAN_NOTHING);
	case ARRAY_STORE_WIDENED:
		return unsupported(c, "an array whose store check no new element class keeps "
				   "(an object it refused would be stored, or one it accepted "
				   "refused: ArrayStoreException)", in);
	default:
		return oom(c);
	}
	return class_operand(c, &o->in, k == KABA_NONE ? OBJECT : c->b.pl->cls[k].name);
}

/* aaload from an array of a user class: descriptors type such arrays as
 * Object[] (retype.c), so the element is cast to the type of the load's row,
 * which every object the array's element rows hold is below (C5), or the
 * element class's library superclass (plan_value_class).  A load without a
 * row is used as an Object only. */
static int aaload_insn(struct copy *c, struct out_insn *o, const struct kaba_insn *in)
{
	struct plan *pl = c->b.pl;
	char suffix[32];
	const char *type, *as;
	size_t row;

	snprintf(suffix, sizeof(suffix), "#aload@%u", in->offset);
	if ((row = plan_named_row(pl, KABA_ROW_LOCAL, c->b.m, suffix)) == KABA_NONE)
		return KABA_OK;
	type = pl->t->rows[row].origin.type;
	as = plan_value_class(pl, plan_of_row(pl, row), type, type ? strlen(type) : 0);
	if (!strcmp(as, OBJECT))
		return KABA_OK;
	o->has_post = 1;
	kaba_insn_make(&o->post, KABA_OP_CHECKCAST, 0, 0);
	return class_operand(c, &o->post, as);
}

/* new C: the class of the creation site's object row.  The JVM initialises
 * C and its superclasses at `new`, and their static initialisers now live
 * in static holders, so the nearest one at or above C is triggered first,
 * or a frozen superclass initialised (holders.c); branches to the `new`
 * land on that. */
static int new_insn(struct copy *c, struct out_insn *o, const struct kaba_insn *in)
{
	struct plan *pl = c->b.pl;
	const struct trigger *t;
	struct kaba_insn *v;
	size_t len;
	int rc, n;
	const char *name = user_operand(c, o, in, &len, &rc);

	if (!name)
		return rc;
	o->new_class = plan_of_row(pl, plan_site_row(pl, KABA_ROW_OBJECT, c->b.m->owner, c->b.m,
						     in->offset));
	if (o->new_class == KABA_NONE)
		return unsupported(c, "an object creation without a class", in);
	if ((t = holder_init(pl, name, len))) {
		if (!(v = kaba_arena_alloc(&pl->arena, TRIGGER_MAX * sizeof(*v))))
			return oom(c);
		if ((n = trigger_insns(pl, c->b.dst, t, v, c->b.err)) < 0)
			return c->b.err->status;
		o->before = v;
		o->nbefore = (unsigned)n;
	}
	return class_operand(c, &o->in, pl->cls[o->new_class].name);
}

/* An ldc, in a fuller pool an ldc_w; the string of a class name that
 * rule 21 rewrites (respell.c) in a new constant, so that other uses of
 * the original one keep its text. */
static int ldc_insn(struct copy *c, struct out_insn *o, const struct kaba_insn *in)
{
	const char *name = plan_respelled(c->b.pl, c->b.m, in->offset);
	int rc = KABA_OK;

	if (!name)
		rc = copy_operand(c, o, in);
	else if (!(o->in.operand = kaba_cp_intern_string(c->b.dst, name, strlen(name), c->b.err)))
		rc = oom(c);
	if (!rc && in->opcode == KABA_OP_LDC && o->in.operand > 255)
		kaba_insn_make(&o->in, KABA_OP_LDC_W, o->in.operand, 0);
	return rc;
}

/* Translate every instruction's constants; `new`s and the <init> calls on
 * them pair up last in, first out (javac's nesting). */
static int translate(struct copy *c)
{
	uint32_t *pending = malloc((c->n + 1) * sizeof(*pending)), np = 0, i;
	int rc = KABA_OK;

	if (!pending)
		return oom(c);
	c->this_unset = !strcmp(c->b.m->name, "<init>");
	for (i = 0; i < c->n && !rc; i++) {
		const struct kaba_insn *in = &c->old[i];
		struct out_insn *o = &c->out[i];
		const struct out_insn *new_of = NULL;
		struct kaba_ref r;

		o->in = *in;
		o->new_class = KABA_NONE;
		switch (in->opcode) {
		case KABA_OP_GETFIELD: case KABA_OP_PUTFIELD:
		case KABA_OP_GETSTATIC: case KABA_OP_PUTSTATIC:
			rc = field_insn(c, o, in);
			break;
		case KABA_OP_INVOKESPECIAL:
			if (kaba_ref_from_cp(&r, c->b.src, (uint16_t)in->operand) ||
			    r.name_len != 6 || memcmp(r.name, "<init>", 6)) {
				/* a super or private call */
			} else if (np) {
				const struct kaba_insn *nw = &c->old[pending[--np]];
				size_t len;
				const char *cls = kaba_cp_class_name(c->b.src, (uint16_t)nw->operand, &len);

				if (!cls || len != r.cls_len || memcmp(cls, r.cls, len)) {
					rc = unsupported(c, "a constructor call on another class than "
							 "its `new`", in);
					break;
				}
				new_of = &c->out[pending[np]];
			} else if (c->this_unset) {
				rc = super_called(c, o, &r);
				if (rc)
					break;
			}
			/* fall through */
		case KABA_OP_INVOKEVIRTUAL: case KABA_OP_INVOKESTATIC:
		case KABA_OP_INVOKEINTERFACE:
			rc = invoke_insn(c, o, in, new_of);
			break;
		case KABA_OP_NEW:
			rc = new_insn(c, o, in);
			pending[np++] = i;
			break;
		case KABA_OP_CHECKCAST: case KABA_OP_INSTANCEOF:
			rc = check_insn(c, o, in);
			break;
		case KABA_OP_ANEWARRAY:
			rc = anewarray_insn(c, o, in);
			break;
		case KABA_OP_MULTIANEWARRAY:
			if (!erased_insn(c, o, in, &rc))
				rc = copy_operand(c, o, in);
			break;
		case KABA_OP_AALOAD:
			rc = aaload_insn(c, o, in);
			break;
		case KABA_OP_LDC: case KABA_OP_LDC_W:
			rc = ldc_insn(c, o, in);
			break;
		default:
			if (in->kind == KABA_OPND_CP1 || in->kind == KABA_OPND_CP2 ||
			    in->kind == KABA_OPND_INVOKEDYNAMIC || in->kind == KABA_OPND_MULTIANEWARRAY)
				rc = copy_operand(c, o, in);
			if (in->opcode == KABA_OP_JSR || in->opcode == KABA_OP_JSR_W ||
			    in->opcode == KABA_OP_RET)
				rc = unsupported(c, "jsr/ret", in);
		}
	}
	free(pending);
	return rc;
}

static int64_t relocate(void *ctx, int64_t old)
{
	const struct copy *c = ctx;

	return old >= 0 && old <= (int64_t)c->code->code_len ? (int64_t)c->at[old] : -1;
}

/* New offsets: each instruction's length where it lands (switch padding
 * depends on the position mod 4), after its padding pushes.  Lengths are
 * measured by encoding into `scratch` at the same alignment. */
static int layout(struct copy *c, struct kaba_buf *scratch)
{
	uint32_t i, k, pos = 0;
	int rc;

	for (i = 0; i < c->n; i++) {
		struct kaba_insn probe = c->out[i].in;
		uint32_t align;

		c->at[c->old[i].offset] = pos;
		pos += c->out[i].pads + (c->out[i].has_pre ? 3u : 0u);  /* checkcast */
		for (k = 0; k < c->out[i].nbefore; k++) {
			scratch->len = 0;
			if ((rc = kaba_insn_encode(scratch, 0, &c->out[i].before[k], NULL, NULL,
						   c->b.err)))
				return rc;
			pos += (uint32_t)scratch->len;
		}
		align = pos % 4;
		scratch->len = 0;
		kaba_buf_put(scratch, "\0\0\0", align);
		if (probe.kind == KABA_OPND_BRANCH2 || probe.kind == KABA_OPND_BRANCH4)
			probe.target = align;   /* a length, not a target, is wanted */
		if ((rc = kaba_insn_encode(scratch, 0, &probe, NULL, NULL, c->b.err)))
			return rc;
		pos += (uint32_t)scratch->len - align;
		if (c->out[i].has_post)
			pos += c->out[i].post.opcode == KABA_OP_POP ? 1u : 3u;  /* or checkcast */
		for (k = 0; k < c->out[i].nafter; k++) {
			scratch->len = 0;
			if ((rc = kaba_insn_encode(scratch, 0, &c->out[i].after[k], NULL, NULL,
						   c->b.err)))
				return rc;
			pos += (uint32_t)scratch->len;
		}
	}
	c->at[c->code->code_len] = pos;
	if (pos > KABA_CODE_MAX_LENGTH)
		return unsupported(c, "code longer than 65535 bytes after retyping", NULL);
	return KABA_OK;
}

static int encode(struct copy *c, struct kaba_buf *code)
{
	uint32_t i, k;
	int rc;

	for (i = 0; i < c->n; i++) {
		for (k = 0; k < c->out[i].pads; k++)
			kaba_buf_u8(code, KABA_OP_ICONST_0);
		if (c->out[i].has_pre &&
		    (rc = kaba_insn_encode(code, 0, &c->out[i].pre, NULL, NULL, c->b.err)))
			return rc;
		for (k = 0; k < c->out[i].nbefore; k++)
			if ((rc = kaba_insn_encode(code, 0, &c->out[i].before[k], NULL, NULL,
						   c->b.err)))
				return rc;
		if ((rc = kaba_insn_encode(code, 0, &c->out[i].in, relocate, c, c->b.err)))
			return rc == KABA_EINPUT ?
			       unsupported(c, "a branch too far after retyping", &c->old[i]) : rc;
		if (c->out[i].has_post &&
		    (rc = kaba_insn_encode(code, 0, &c->out[i].post, NULL, NULL, c->b.err)))
			return rc;
		for (k = 0; k < c->out[i].nafter; k++)
			if ((rc = kaba_insn_encode(code, 0, &c->out[i].after[k], NULL, NULL,
						   c->b.err)))
				return rc;
	}
	return code->oom ? oom(c) : KABA_OK;
}

/* Exception table and line numbers, relocated; catch types retyped. */
static int copy_tables(struct copy *c, struct kaba_code *to)
{
	struct plan *pl = c->b.pl;
	const struct kaba_attr *ln = kaba_attr_find(&c->code->attrs, KABA_ATTR_LINE_NUMBER_TABLE);
	uint16_t i;

	to->nexceptions = 0;
	to->exceptions = kaba_class_alloc(c->b.dst, c->code->nexceptions + 1u,
					  sizeof(*to->exceptions), c->b.err);
	if (!to->exceptions)
		return oom(c);
	for (i = 0; i < c->code->nexceptions; i++) {
		const struct kaba_exception_entry *e = &c->code->exceptions[i];
		struct kaba_exception_entry *n = &to->exceptions[to->nexceptions];
		size_t len, k;
		const char *type = e->catch_type ? kaba_cp_class_name(c->b.src, e->catch_type, &len) : NULL;

		n->start_pc = (uint16_t)c->at[e->start_pc];
		n->end_pc = (uint16_t)c->at[e->end_pc];
		n->handler_pc = (uint16_t)c->at[e->handler_pc];
		n->catch_type = 0;
		if (type && plan_user_class(pl, type, len)) {
			char *t = kaba_arena_strndup(&pl->arena, type, len);

			k = t ? plan_of_column(pl, plan_site_column(pl, KABA_COL_CHECK_TRUE, c->b.m->owner,
								     c->b.m, e->handler_pc, t)) : KABA_NONE;
			if (k == KABA_NONE)     /* catches no object: deleted (§7.7) */
				continue;
			n->catch_type = kaba_cp_intern_class(c->b.dst, pl->cls[k].name,
							     strlen(pl->cls[k].name), c->b.err);
		} else if (type) {
			n->catch_type = retype_copy_cp(&c->b, e->catch_type);
		}
		if (type && !n->catch_type)
			return oom(c);
		to->nexceptions++;
	}
	if (ln) {
		struct kaba_attr *a = kaba_attr_add(c->b.dst, &to->attrs, KABA_ATTR_LINE_NUMBER_TABLE,
						    c->b.err);

		if (!a || !(a->lines = kaba_class_alloc(c->b.dst, 1, sizeof(*a->lines), c->b.err)) ||
		    !(a->lines->v = kaba_class_alloc(c->b.dst, ln->lines->n + 1u,
						     sizeof(*a->lines->v), c->b.err)))
			return oom(c);
		a->lines->n = ln->lines->n;
		for (i = 0; i < ln->lines->n; i++) {
			a->lines->v[i].start_pc = (uint16_t)c->at[ln->lines->v[i].start_pc];
			a->lines->v[i].line = ln->lines->v[i].line;
		}
	}
	return KABA_OK;
}

static int decode(struct copy *c)
{
	struct kaba_insn_iter it;
	struct kaba_insn in;
	int st;

	c->old = malloc((c->code->code_len + 1) * sizeof(*c->old));
	c->out = calloc(c->code->code_len + 1, sizeof(*c->out));
	c->at = calloc(c->code->code_len + 1, sizeof(*c->at));
	if (!c->old || !c->out || !c->at)
		return oom(c);
	kaba_insn_iter_init(&it, c->code->code, c->code->code_len, c->b.m->owner->where, -1);
	while ((st = kaba_insn_next(&it, &in, c->b.err)) > 0)
		c->old[c->n++] = in;
	return st < 0 ? c->b.err->status : KABA_OK;
}

/* The code of method `out` of plan class k for a method the analysis found
 * unreachable: throw new AssertionError(message). */
static int unreachable_body(struct plan *pl, size_t k, uint16_t out, uint16_t max_locals,
			    struct kaba_error *err)
{
	struct kaba_class *cf = pl->cls[k].cf;
	const char *message = pl->unreachable_message ? pl->unreachable_message :
			      "kaba: unreachable method";
	uint16_t cls, msg, init;
	uint8_t code[11];

	if (!(cls = kaba_cp_intern_class(cf, "java/lang/AssertionError", 24, err)) ||
	    !(msg = kaba_cp_intern_string(cf, message, strlen(message), err)) ||
	    !(init = kaba_cp_intern_ref(cf, KABA_CP_METHODREF, "java/lang/AssertionError",
					"<init>", "(Ljava/lang/Object;)V", err)))
		return err->status;
	code[0] = KABA_OP_NEW;
	code[1] = (uint8_t)(cls >> 8);
	code[2] = (uint8_t)cls;
	code[3] = KABA_OP_DUP;
	code[4] = KABA_OP_LDC_W;
	code[5] = (uint8_t)(msg >> 8);
	code[6] = (uint8_t)msg;
	code[7] = KABA_OP_INVOKESPECIAL;
	code[8] = (uint8_t)(init >> 8);
	code[9] = (uint8_t)init;
	code[10] = KABA_OP_ATHROW;
	if (!kaba_member_set_code(cf, &cf->methods.v[out], code, 11, 3, max_locals, err))
		return err->status;
	return KABA_OK;
}

/* A method the analysis found unreachable keeps its declaration (a call
 * may still resolve to it, reflection may list it) but not its body: the
 * body has no table rows, so what it names of the restructured classes
 * cannot be retyped (a `new` of a class created nowhere else has no class
 * at all).  It throws AssertionError instead, so that a run that reaches
 * it after all says so.  A class initialiser runs with its class, not
 * when called, and is always retyped. */
int retype_body(struct plan *pl, size_t k, const struct kaba_pmember *m,
		uint16_t out, struct kaba_error *err)
{
	struct kaba_class *src = m->owner->cf;
	struct copy c = { .b = { pl, k, src, pl->cls[k].cf, m, err, NULL } };
	struct kaba_buf code, scratch;
	struct kaba_code *to;
	int rc;

	c.code = kaba_member_code(&src->methods.v[m->index]);
	if (!c.code)
		return KABA_OK;
	if (strcmp(m->name, "<clinit>") && plan_dead_method(pl, m))
		return unreachable_body(pl, k, out, c.code->max_locals, err);
	kaba_buf_init(&code);
	kaba_buf_init(&scratch);
	if (!(rc = decode(&c)) && !(rc = translate(&c)) && !(rc = layout(&c, &scratch)) &&
	    !(rc = encode(&c, &code))) {
		/* Bounds for the frame inference, which sets the real ones:
		 * constructor padding pushes up to `pads` more, early stores
		 * passed up their values, a cast a few (frames.c sets the
		 * real ones). */
		uint32_t i, pads = 0, stack;

		for (i = 0; i < c.n; i++)
			pads = c.out[i].pads > pads ? c.out[i].pads : pads;
		stack = c.code->max_stack + 8u + pads + c.early_slots;
		to = kaba_member_set_code(c.b.dst, &c.b.dst->methods.v[out], code.data, (uint32_t)code.len,
					  (uint16_t)(stack > UINT16_MAX ? UINT16_MAX : stack),
					  (uint16_t)(c.code->max_locals + 8), err);
		rc = to ? copy_tables(&c, to) : err->status;
	}
	kaba_buf_free(&code);
	kaba_buf_free(&scratch);
	free(c.old);
	free(c.out);
	free(c.at);
	free(c.this_at);
	return rc;
}
