/*
 * Lambdas and method references: an invokedynamic of LambdaMetafactory,
 * retyped.  The analysis treats the call site as a call of the
 * implementation (its handle's kind, captured values first), so a user
 * implementation's home and descriptor come from the table as for any call
 * (body.c); the call site's captured types and the instantiated method type
 * are then the retyped implementation's, wherever they named a user class.
 * A library functional interface and its erased method type stay.
 *
 * A lambda of a user functional interface is an object of that interface
 * made at the call site (ir.c lambda): the call site returns the new class
 * of its object row, which must be an interface, and the sam type is the
 * retyped descriptor of the interface's method (user_lambda).
 *
 * A private implementation out of the call site's reach is copied into its
 * class (privates.c); a constructor reference calls a factory made in that
 * class (ctor_factory).  Refused (exit 4): super method references bound
 * to a handle (javac never makes one); a lambda object whose new class is
 * no interface (it or a class above it has objects of its own, a field or
 * a constructor; bodies and passed type checks above it are an
 * interface's, refactor/order.c kaba_lambda_interface); an interface
 * method's parameter of a user class cast to the implementation's, or
 * passed to a frozen or library one (no type is surely below both).
 */
#include <stdlib.h>
#include <string.h>

#include "kaba/bytecode.h"
#include "kaba/descriptor.h"
#include "holders.h"

#define ACC_SYNTHETIC 0x1000

/* One method descriptor split into field types; `recv` first when set. */
struct types {
	const char *t[257];
	size_t len[257];
	unsigned n;
};

static void split(const char *desc, size_t len, const char *recv, size_t recv_len,
		  struct types *ts, const char **ret, size_t *ret_len)
{
	struct kaba_method_desc md;
	struct kaba_type t;

	ts->n = 0;
	if (recv) {
		ts->t[ts->n] = recv;
		ts->len[ts->n++] = recv_len;
	}
	kaba_method_desc_init(&md, desc, len);
	while (ts->n < 256 && kaba_method_desc_param(&md, &t) > 0) {
		ts->t[ts->n] = t.desc;
		ts->len[ts->n++] = t.desc_len;
	}
	*ret = md.ret.desc;
	*ret_len = md.ret.desc_len;
}

/* Method descriptor `orig` (a Utf8 of the source) with each type that
 * names a user class replaced by impl's type at the same position
 * (parameter `first` + j; the result by impl_ret), interned as a Utf8. */
static uint16_t adapt(struct body *b, uint16_t orig, const struct types *impl, unsigned first,
		      const char *impl_ret, size_t impl_ret_len)
{
	struct types o;
	size_t ret_len, len;
	const char *ret, *d = kaba_cp_utf8(b->src, orig, &len);
	unsigned j;
	struct kaba_buf out;
	uint16_t r = 0;

	split(d, len, NULL, 0, &o, &ret, &ret_len);
	kaba_buf_init(&out);
	kaba_buf_u8(&out, '(');
	for (j = 0; j < o.n; j++) {
		int user = plan_mentions_user(b->pl, o.t[j], o.len[j]);

		if (user && first + j >= impl->n)
			goto done;
		kaba_buf_put(&out, user ? impl->t[first + j] : o.t[j],
			     user ? impl->len[first + j] : o.len[j]);
	}
	kaba_buf_u8(&out, ')');
	if (plan_mentions_user(b->pl, ret, ret_len))
		kaba_buf_put(&out, impl_ret, impl_ret_len);
	else
		kaba_buf_put(&out, ret, ret_len);
	if (!out.oom)
		r = kaba_cp_intern_utf8(b->dst, (const char *)out.data, out.len, b->err);
done:
	if (!r && !b->err->status)
		kaba_fail(b->err, KABA_EINPUT, b->m->owner->where, -1,
			  "lambda type %.*s does not fit its implementation", (int)len, d);
	kaba_buf_free(&out);
	return r;
}

/* Refuse construct `what` of implementation m (NULL: a frozen or library
 * method) in b's method. */
static int refuse(struct body *b, const char *what, const struct kaba_pmember *m)
{
	return plan_unsupported(b->pl, b->err, b->m->owner, "%s (%s%s%s%s) in %s.%s%s", what,
				m ? m->owner->name : "a frozen or library method", m ? "." : "",
				m ? m->name : "", m ? m->descriptor : "", b->m->owner->name,
				b->m->name, b->m->descriptor);
}

/* The object row of type `type` (internal name) that the analysis made
 * at offset pc of b's method: a constructor reference's object, or a
 * lambda's of a user functional interface (both may be at one offset). */
static size_t site_row(struct body *b, long pc, const char *type)
{
	size_t lo, hi;

	plan_origin_range(b->pl, 1, b->m->owner->name, b->m->name, &lo, &hi);
	for (; lo < hi; lo++) {
		const struct kaba_row *row = &b->pl->t->rows[b->pl->row_order[lo]];

		if (row->kind == KABA_ROW_OBJECT && row->origin.index == pc &&
		    row->origin.descriptor && !strcmp(row->origin.descriptor, b->m->descriptor) &&
		    row->origin.type && !strcmp(row->origin.type, type))
			return b->pl->row_order[lo];
	}
	return KABA_NONE;
}

/* The new class of the objects of original class `type` made at the
 * invokedynamic of constant i in b's method: javac shares one constant
 * among equal sites of a class, so every offset using it must agree.
 * KABA_NONE with err set. */
static size_t site_class(struct body *b, uint16_t i, const char *type,
			 const struct kaba_pmember *m)
{
	const struct kaba_code *code = kaba_member_code(&b->src->methods.v[b->m->index]);
	struct kaba_insn_iter it;
	struct kaba_insn in;
	size_t k = KABA_NONE, x;
	int rc;

	kaba_insn_iter_init(&it, code->code, code->code_len, b->m->owner->where, 0);
	while ((rc = kaba_insn_next(&it, &in, b->err)) > 0) {
		if (in.opcode != KABA_OP_INVOKEDYNAMIC || in.operand != i)
			continue;
		x = plan_of_row(b->pl, site_row(b, (long)in.offset, type));
		if (x == KABA_NONE || (k != KABA_NONE && x != k))
			return refuse(b, x == KABA_NONE ? "a lambda or constructor reference whose "
				      "object has no class" : "one lambda or constructor reference "
				      "making objects of two new classes", m), KABA_NONE;
		k = x;
	}
	if (rc < 0)
		return KABA_NONE;
	return k;
}

/* Code of factory `f` in class file cf: the trigger of the made class's
 * holder (the JVM initialises a constructor reference's class when it is
 * called), new K, the arguments, false for each padding parameter, the
 * constructor key `key` of K, the object returned. */
static int factory_code(struct plan *pl, struct kaba_class *cf, struct kaba_member *f, size_t k,
			const struct kaba_pmember *m, const struct ctor_key *key,
			struct kaba_error *err)
{
	struct kaba_insn v[TRIGGER_MAX + 1], in;
	struct kaba_method_desc md;
	struct kaba_type t;
	const struct trigger *trig = holder_init(pl, m->owner->name, m->owner->name_len);
	struct kaba_buf code;
	uint16_t cls, ref, slot = 0;
	unsigned j;
	int n, rc = KABA_OK;

	if ((n = trig ? trigger_insns(pl, cf, trig, v, err) : 0) < 0)
		return err->status;
	if (!(cls = kaba_cp_intern_class(cf, pl->cls[k].name, strlen(pl->cls[k].name), err)) ||
	    !(ref = kaba_cp_intern_ref(cf, KABA_CP_METHODREF, pl->cls[k].name, "<init>", key->desc,
				       err)))
		return err->status;
	kaba_buf_init(&code);
	for (j = 0; j < (unsigned)n && !rc; j++)
		rc = kaba_insn_encode(&code, 0, &v[j], NULL, NULL, err);
	kaba_insn_make(&in, KABA_OP_NEW, cls, 0);
	if (!rc)
		rc = kaba_insn_encode(&code, 0, &in, NULL, NULL, err);
	kaba_buf_u8(&code, KABA_OP_DUP);
	kaba_method_desc_init(&md, key->desc, strlen(key->desc));
	for (j = 0; !rc && kaba_method_desc_param(&md, &t) > 0; j++) {
		if (j + key->pads >= md.nparams) {
			kaba_buf_u8(&code, KABA_OP_ICONST_0);
			continue;
		}
		kaba_insn_make(&in, plan_load_op(&t), slot, 0);
		rc = kaba_insn_encode(&code, 0, &in, NULL, NULL, err);
		slot = (uint16_t)(slot + kaba_type_slots(&t));
	}
	kaba_buf_u8(&code, KABA_OP_INVOKESPECIAL);
	kaba_buf_u16(&code, ref);
	kaba_buf_u8(&code, KABA_OP_ARETURN);
	if (!rc && code.oom)
		rc = kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
	else if (!rc && !kaba_member_set_code(cf, f, code.data, (uint32_t)code.len,
					      (uint16_t)(2 + slot + key->pads), slot, err))
		rc = err->status;
	kaba_buf_free(&code);
	return rc;
}

/*
 * A constructor reference (`C::new`, REF_newInvokeSpecial) cannot name
 * its constructor in the output: the key (ctor.c) takes trailing padding
 * booleans that no call site can pass (captured values come first).  So
 * the class of the call site gets a private static factory, new$K (`/` as
 * `$`), taking the constructor's retyped parameters and returning a new
 * object of K, the class of the reference's creation site; the handle
 * calls that.  Its name, output descriptor and class through *name, *desc
 * (interned nowhere yet); 0 with err set.
 */
static int ctor_factory(struct body *b, uint16_t i, const struct kaba_pmember *m,
			const char **name, const char **desc)
{
	struct plan *pl = b->pl;
	struct kaba_class *cf = pl->cls[b->k].cf;
	struct ctor_key *key = plan_ctor(pl, m);
	struct kaba_member *f;
	struct kaba_buf s;
	size_t k, j, close;
	char *d;

	if (!key)
		return refuse(b, "a reference to a dead constructor", m), 0;
	if ((k = site_class(b, i, m->owner->name, m)) == KABA_NONE ||
	    ctor_need(pl, k, m, key->desc, key->home, b->err))
		return 0;
	kaba_buf_init(&s);
	kaba_buf_printf(&s, "new$%s", pl->cls[k].name);
	close = (size_t)(strchr(key->desc, ')') - key->desc);
	kaba_buf_u8(&s, 0);
	kaba_buf_put(&s, key->desc, close - key->pads);
	kaba_buf_printf(&s, ")L%s;", pl->cls[k].name);
	kaba_buf_u8(&s, 0);
	if (s.oom || !(d = kaba_arena_alloc(&pl->arena, s.len))) {
		kaba_buf_free(&s);
		return kaba_fail(b->err, KABA_EIO, pl->in, -1, "out of memory"), 0;
	}
	memcpy(d, s.data, s.len);
	kaba_buf_free(&s);
	for (j = 0; d[j]; j++)
		d[j] = d[j] == '/' ? '$' : d[j];
	*name = d;
	*desc = d + j + 1;
	if (class_method(cf, *name, *desc) >= 0)
		return 1;       /* made for another reference */
	if (!(f = kaba_member_add(cf, &cf->methods, KABA_ACC_PRIVATE | KABA_ACC_STATIC |
				  ACC_SYNTHETIC, *name, *desc, b->err)) ||
	    factory_code(pl, cf, f, k, m, key, b->err))
		return 0;
	return 1;
}

/* The implementation handle retyped: its new constant, the class it names
 * (*owner), its output descriptor (*desc) and whether the call site passes
 * a receiver first (*recv); 0 with err set. */
static uint16_t impl_handle(struct body *b, uint16_t i, const struct kaba_cp_entry *h,
			    const struct kaba_pmember *m, const char **owner, const char **desc,
			    int *recv)
{
	struct plan *pl = b->pl;
	struct kaba_cp_entry n = { .tag = KABA_CP_METHOD_HANDLE };
	const char *name = plan_member_name(b->pl, m);
	size_t k;

	n.handle.kind = h->handle.kind;
	*recv = !(m->access & KABA_ACC_STATIC) && h->handle.kind != KABA_REF_NEW_INVOKE_SPECIAL;
	if (h->handle.kind == KABA_REF_NEW_INVOKE_SPECIAL) {
		if (!ctor_factory(b, i, m, &name, desc))
			return 0;
		n.handle.kind = KABA_REF_INVOKE_STATIC;
		k = b->k;
	} else if (!(*desc = retype_method_desc(pl, m, b->err))) {
		return 0;
	} else if (m->access & KABA_ACC_PRIVATE) {
		k = (m->access & KABA_ACC_STATIC) ? plan_holder(pl, m->owner) :
		    plan_of_column(pl, plan_member_column(pl, KABA_COL_DEF, m));
		if (!(name = private_reach(pl, b->k, m, *desc, k, b->err)))
			return 0;
		k = b->k;
		/* a private instance body, bound: invokespecial before Java
		 * 11's nestmates, the class file's own kind from then on */
		if (!(m->access & KABA_ACC_STATIC))
			n.handle.kind = pl->major < 55 ? KABA_REF_INVOKE_SPECIAL :
					pl->cls[k].is_interface ? KABA_REF_INVOKE_INTERFACE :
					KABA_REF_INVOKE_VIRTUAL;
	} else if (m->access & KABA_ACC_STATIC) {
		if ((k = plan_holder(pl, m->owner)) == KABA_NONE)
			return refuse(b, "a method reference to a static method without a "
				      "holder", m), 0;
	} else if (h->handle.kind == KABA_REF_INVOKE_VIRTUAL ||
		   h->handle.kind == KABA_REF_INVOKE_INTERFACE) {
		k = plan_of_column(pl, plan_member_column(pl, KABA_COL_DCL, m));
		if (k == KABA_NONE)
			return refuse(b, "a method reference to a dead declaration", m), 0;
		n.handle.kind = pl->cls[k].is_interface ? KABA_REF_INVOKE_INTERFACE :
				KABA_REF_INVOKE_VIRTUAL;
	} else {
		/* javac makes `super::m` a private lambda body with a super
		 * call (body.c retypes that); only other compilers bind a
		 * handle to a super method */
		return refuse(b, "a super method reference over a user class (not retyped yet)",
			      m), 0;
	}
	*owner = pl->cls[k].name;
	if (!(n.handle.index = kaba_cp_intern_ref(b->dst, pl->cls[k].is_interface ?
						  KABA_CP_INTERFACE_METHODREF : KABA_CP_METHODREF,
						  *owner, name, *desc, b->err)))
		return 0;
	return kaba_cp_intern(b->dst, &n, b->err);
}

/* The implementation handle of LambdaMetafactory bootstrap `bm`, its
 * reference in *r; NULL when bm is no LambdaMetafactory's. */
static const struct kaba_cp_entry *metafactory(struct body *b,
					       const struct kaba_bootstrap_method *bm,
					       struct kaba_ref *r)
{
	const struct kaba_cp_entry *h = &b->src->cp.entries[bm->method_ref];

	if (h->tag != KABA_CP_METHOD_HANDLE || kaba_ref_from_cp(r, b->src, h->handle.index) ||
	    !kaba_ref_class_is(r, "java/lang/invoke/LambdaMetafactory") ||
	    bm->nargs < 3 || b->src->cp.entries[bm->args[1]].tag != KABA_CP_METHOD_HANDLE)
		return NULL;
	h = &b->src->cp.entries[bm->args[1]];
	return kaba_ref_from_cp(r, b->src, h->handle.index) ? NULL : h;
}

/* The user method handle h names when its class is restructured; NULL
 * for a library or frozen class's, which keeps its name and types. */
static const struct kaba_pmember *restructured(struct body *b, const struct kaba_ref *r)
{
	struct kaba_link l = kaba_resolve(b->pl->prog, r);

	return l.status == KABA_LINK_OK && plan_user_class(b->pl, l.member->owner->name,
							   l.member->owner->name_len) ?
	       l.member : NULL;
}

/* "L" name ";" in the plan's arena; NULL with err set. */
static const char *class_desc(struct body *b, const char *name, size_t len)
{
	char *d = kaba_arena_alloc(&b->pl->arena, len + 3);

	if (!d)
		return kaba_fail(b->err, KABA_EIO, b->pl->in, -1, "out of memory"), NULL;
	d[0] = 'L';
	memcpy(d + 1, name, len);
	memcpy(d + 1 + len, ";", 2);
	return d;
}

/* Is original field type x assignable to y?  Where it is, the analysis
 * passes a lambda's value as it is, else through a cast (ir.c lambda). */
static int assignable(struct body *b, const char *x, size_t xlen, const char *y, size_t ylen)
{
	char *s, *t;

	if (x[0] == 'L')
		x++, xlen -= 2;
	if (y[0] == 'L')
		y++, ylen -= 2;
	s = kaba_arena_strndup(&b->pl->arena, x, xlen);
	t = kaba_arena_strndup(&b->pl->arena, y, ylen);
	return s && t && kaba_program_is_subtype(b->pl->prog, s, t) == KABA_YES;
}

/* An implementation's parameter types, receiver first, and result (a
 * constructor's: its object), in the input (*old) or the output. */
struct impl {
	struct types t;
	const char *ret;
	size_t ret_len;
};

/* The original types of the implementation handle h names (reference r,
 * resolved to m when restructured: a receiver of the declaring class,
 * which the analysis checks against); 0 with err set. */
static int impl_types(struct body *b, const struct kaba_cp_entry *h, const struct kaba_ref *r,
		      const struct kaba_pmember *m, struct impl *old)
{
	const char *cls = m ? m->owner->name : r->cls, *recv = NULL;
	size_t len = m ? m->owner->name_len : r->cls_len;
	int ctor = h->handle.kind == KABA_REF_NEW_INVOKE_SPECIAL;

	if (h->handle.kind != KABA_REF_INVOKE_STATIC && !ctor &&
	    !(recv = class_desc(b, cls, len)))
		return 0;
	split(r->desc, r->desc_len, recv, recv ? strlen(recv) : 0, &old->t, &old->ret,
	      &old->ret_len);
	if (ctor && !(old->ret = class_desc(b, cls, len)))
		return 0;
	if (ctor)
		old->ret_len = strlen(old->ret);
	return 1;
}

/* A lambda of a user functional interface, as the call site makes it. */
struct user_lambda {
	const char *fi;         /* the new class of its object, as a descriptor */
	uint16_t sam;           /* samMethodType in the output */
	struct types pick;      /* the instantiated type's parameters */
	int follow;             /* or the implementation's, as for a library one */
};

/*
 * A lambda of user functional interface `fi` (a descriptor), implemented
 * by impl (old: its original types; m, when restructured): its object is
 * of the new class of the lambda's object row (ir.c), which must be an
 * interface, the one the lambda's class implements.  When a user
 * interface declares the abstract method, the sam type is that method's
 * retyped descriptor, and each parameter of the instantiated type that
 * names a user class is the method's retyped parameter type where the
 * analysis passed it to the implementation as it is (then C3, or E2 for a
 * receiver, puts it below the implementation's: the metafactory wants it
 * below both), else the implementation's (a cast from a library type).  A
 * user class parameter cast to the implementation's (a generic bound) has
 * no type surely below both, nor has one passed to a frozen or library
 * implementation: refused.  When a library interface declares it, the
 * sam type is copied and the instantiated type follows the
 * implementation, as for a library functional interface.  The result is
 * the implementation's (C4).  0 with err set.
 */
static int user_lambda(struct body *b, uint16_t i, const struct kaba_bootstrap_method *bm,
		       const struct kaba_pmember *m, const struct impl *impl,
		       const struct impl *old, unsigned first, const char *fi, size_t fi_len,
		       struct user_lambda *ul)
{
	struct plan *pl = b->pl;
	const struct kaba_cp_entry *nat = &b->src->cp.entries[
		b->src->cp.entries[i].dyn.nat_index];
	struct kaba_cp_entry mt = { .tag = KABA_CP_METHOD_TYPE };
	struct kaba_ref r = { .tag = KABA_CP_INTERFACE_METHODREF };
	struct kaba_link l;
	struct types sam_old, sam_new;
	const char *name, *desc, *ret[2];
	size_t k, len[2];
	unsigned j;

	ul->follow = 0;
	if (!(name = kaba_arena_strndup(&pl->arena, fi + 1, fi_len - 2)))
		return kaba_fail(b->err, KABA_EIO, pl->in, -1, "out of memory"), 0;
	if ((k = site_class(b, i, name, m)) == KABA_NONE)
		return 0;
	if (!pl->cls[k].is_interface)
		return refuse(b, "a lambda of a user functional interface whose object's new "
			      "class is no interface (it or a class above it has objects of its "
			      "own, a field or a constructor)", m), 0;
	if (!(ul->fi = class_desc(b, pl->cls[k].name, strlen(pl->cls[k].name))))
		return 0;
	r.cls = name;
	r.cls_len = fi_len - 2;
	r.name = kaba_cp_utf8(b->src, nat->nat.name_index, &r.name_len);
	r.desc = kaba_cp_utf8(b->src, b->src->cp.entries[bm->args[0]].index, &r.desc_len);
	l = kaba_resolve(pl->prog, &r);
	if (l.status != KABA_LINK_OK ||
	    !plan_user_class(pl, l.member->owner->name, l.member->owner->name_len)) {
		ul->follow = 1;
		return (ul->sam = retype_copy_cp(b, bm->args[0])) != 0;
	}
	if (!(desc = retype_method_desc(pl, l.member, b->err)) ||
	    !(mt.index = kaba_cp_intern_utf8(b->dst, desc, strlen(desc), b->err)) ||
	    !(ul->sam = kaba_cp_intern(b->dst, &mt, b->err)))
		return 0;
	split(r.desc, r.desc_len, NULL, 0, &sam_old, &ret[0], &len[0]);
	split(desc, strlen(desc), NULL, 0, &sam_new, &ret[1], &len[1]);
	if (plan_mentions_user(pl, ret[0], len[0]) && (!m || !assignable(b, old->ret, old->ret_len,
									   ret[0], len[0])))
		return refuse(b, "a lambda whose result is cast to its user functional "
			      "interface's result type", m), 0;
	for (j = 0; j < sam_old.n; j++) {
		if (first + j >= impl->t.n || first + j >= old->t.n)
			return kaba_fail(b->err, KABA_EINPUT, b->m->owner->where, -1, "lambda type "
					 "%.*s does not fit its implementation", (int)r.desc_len,
					 r.desc), 0;
		ul->pick.t[j] = impl->t.t[first + j];
		ul->pick.len[j] = impl->t.len[first + j];
		if (!plan_mentions_user(pl, sam_old.t[j], sam_old.len[j]))
			continue;
		if (!m || !assignable(b, sam_old.t[j], sam_old.len[j], old->t.t[first + j],
				      old->t.len[first + j]))
			return refuse(b, "a lambda whose user functional interface's parameter is "
				      "cast to its implementation's (a generic bound), or passed to "
				      "a frozen or library method", m), 0;
		ul->pick.t[j] = sam_new.t[j];
		ul->pick.len[j] = sam_new.len[j];
	}
	ul->pick.n = sam_old.n;
	return 1;
}

uint16_t retype_lambda(struct body *b, uint16_t i, int *handled)
{
	const struct kaba_cp_entry *e = &b->src->cp.entries[i];
	const struct kaba_cp_entry *nat = &b->src->cp.entries[e->dyn.nat_index];
	struct kaba_attr *sa = kaba_attr_find(&b->src->attrs, KABA_ATTR_BOOTSTRAP_METHODS);
	const struct kaba_bootstrap_method *bm;
	const struct kaba_cp_entry *h;
	const struct kaba_pmember *m;
	struct kaba_cp_entry site = { .tag = KABA_CP_INVOKE_DYNAMIC };
	struct kaba_cp_entry t = { .tag = KABA_CP_NAME_AND_TYPE };
	struct kaba_cp_entry mt = { .tag = KABA_CP_METHOD_TYPE };
	struct kaba_ref r;
	struct types captured;
	struct impl impl, old;
	struct user_lambda ul;
	const struct types *inst = &ul.pick;
	unsigned first = 0;
	const char *owner, *desc, *cret, *recv = NULL, *site_desc;
	size_t cret_len, site_len;
	uint16_t args[256], method_ref, j;
	int has_recv;
	long bsm;

	*handled = 0;
	if (e->tag != KABA_CP_INVOKE_DYNAMIC || !sa || e->dyn.bsm_index >= sa->bootstrap->n)
		return 0;
	bm = &sa->bootstrap->v[e->dyn.bsm_index];
	if (!(h = metafactory(b, bm, &r)) || bm->nargs > 256)
		return 0;
	m = restructured(b, &r);
	site_desc = kaba_cp_utf8(b->src, nat->nat.descriptor_index, &site_len);
	split(site_desc, site_len, NULL, 0, &captured, &cret, &cret_len);
	if (!m && !plan_mentions_user(b->pl, cret, cret_len))
		return 0;       /* nothing to retype: copied */
	*handled = 1;
	if (!impl_types(b, h, &r, m, &old))
		return 0;
	if (!m) {               /* a frozen or library implementation, as it is */
		impl = old;
		if (!(args[1] = retype_copy_cp(b, bm->args[1])))
			return 0;
	} else {
		if (!(args[1] = impl_handle(b, i, h, m, &owner, &desc, &has_recv)) ||
		    (has_recv && !(recv = class_desc(b, owner, strlen(owner)))))
			return 0;
		split(desc, strlen(desc), recv, recv ? strlen(recv) : 0, &impl.t, &impl.ret,
		      &impl.ret_len);
	}
	if (!plan_mentions_user(b->pl, cret, cret_len)) {
		ul.fi = cret;
		ul.follow = 1;
		if (!(ul.sam = retype_copy_cp(b, bm->args[0])))
			return 0;
	} else if (!user_lambda(b, i, bm, m, &impl, &old, captured.n, cret, cret_len, &ul)) {
		return 0;
	}
	if (ul.follow) {
		inst = &impl.t;
		first = captured.n;
	}
	/* the call site: captured values typed as the implementation takes
	 * them, the lambda's object as the functional interface */
	if (!(t.nat.name_index = retype_copy_cp(b, nat->nat.name_index)) ||
	    !(t.nat.descriptor_index = adapt(b, nat->nat.descriptor_index, &impl.t, 0, ul.fi,
					     strlen(ul.fi))) ||
	    !(site.dyn.nat_index = kaba_cp_intern(b->dst, &t, b->err)))
		return 0;
	/* sam type, then the instantiated type after the captured values */
	args[0] = ul.sam;
	if (!(mt.index = adapt(b, b->src->cp.entries[bm->args[2]].index, inst, first, impl.ret,
			       impl.ret_len)) ||
	    !(args[2] = kaba_cp_intern(b->dst, &mt, b->err)))
		return 0;
	for (j = 3; j < bm->nargs; j++)         /* altMetafactory's flags, markers */
		if (!(args[j] = retype_copy_cp(b, bm->args[j])))
			return 0;
	if (!(method_ref = retype_copy_cp(b, bm->method_ref)) ||
	    (bsm = retype_add_bootstrap(b, method_ref, args, bm->nargs)) < 0)
		return 0;
	site.dyn.bsm_index = (uint16_t)bsm;
	return kaba_cp_intern(b->dst, &site, b->err);
}
