/*
 * Lambdas and method references: an invokedynamic of LambdaMetafactory
 * whose implementation method is a user method, retyped like a call of it.
 * The analysis treats the call site as a call of the implementation (its
 * handle's kind, captured values first), so the implementation's home and
 * descriptor come from the table as for any call (body.c); the call site's
 * captured types and the instantiated method type are then the retyped
 * implementation's, wherever they named a user class.  The functional
 * interface and the erased method type are library types and stay.
 *
 * A private implementation out of the call site's reach is copied into its
 * class (privates.c); a constructor reference calls a factory made in that
 * class (ctor_factory).  Refused (exit 4): super method references bound
 * to a handle (javac never makes one), lambdas of user functional
 * interfaces (the analysis gives their objects no class: requests.md).
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

static int refuse(struct body *b, const char *what, const struct kaba_pmember *m)
{
	return plan_unsupported(b->pl, b->err, b->m->owner, "%s (%s.%s%s) in %s.%s%s", what,
				m->owner->name, m->name, m->descriptor, b->m->owner->name,
				b->m->name, b->m->descriptor);
}

/* The new class of the objects a constructor reference at constant i of
 * b's method makes: that of the creation site the analysis put at the
 * invokedynamic's offset (javac shares one constant among equal
 * references of a class, so every offset using it must agree). */
static size_t made_class(struct body *b, uint16_t i, const struct kaba_pmember *m)
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
		x = plan_of_row(b->pl, plan_site_row(b->pl, KABA_ROW_OBJECT, b->m->owner, b->m,
						     (long)in.offset));
		if (x == KABA_NONE || (k != KABA_NONE && x != k))
			return refuse(b, x == KABA_NONE ? "a constructor reference without a class" :
				      "one constructor reference making objects of two new classes",
				      m), KABA_NONE;
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
	struct trigger trig;
	struct kaba_buf code;
	uint16_t cls, ref, slot = 0;
	unsigned j;
	int n, rc;

	if ((rc = holder_trigger(pl, m->owner, 1, &trig, err)) ||
	    (n = trigger_insns(pl, cf, &trig, v, err)) < 0)
		return err->status;
	if (!(cls = kaba_cp_intern_class(cf, pl->cls[k].name, strlen(pl->cls[k].name), err)) ||
	    !(ref = kaba_cp_intern_ref(cf, KABA_CP_METHODREF, pl->cls[k].name, "<init>", key->desc,
				       err)))
		return err->status;
	kaba_buf_init(&code);
	for (j = 0; j < (unsigned)n; j++)
		kaba_insn_encode(&code, 0, &v[j], NULL, NULL, err);
	kaba_insn_make(&in, KABA_OP_NEW, cls, 0);
	kaba_insn_encode(&code, 0, &in, NULL, NULL, err);
	kaba_buf_u8(&code, KABA_OP_DUP);
	kaba_method_desc_init(&md, key->desc, strlen(key->desc));
	for (j = 0; kaba_method_desc_param(&md, &t) > 0; j++) {
		if (j + key->pads >= md.nparams) {
			kaba_buf_u8(&code, KABA_OP_ICONST_0);
			continue;
		}
		kaba_insn_make(&in, plan_load_op(&t), slot, 0);
		kaba_insn_encode(&code, 0, &in, NULL, NULL, err);
		slot = (uint16_t)(slot + kaba_type_slots(&t));
	}
	kaba_buf_u8(&code, KABA_OP_INVOKESPECIAL);
	kaba_buf_u16(&code, ref);
	kaba_buf_u8(&code, KABA_OP_ARETURN);
	if (err->status)
		rc = err->status;
	else if (code.oom)
		rc = kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
	else if (!kaba_member_set_code(cf, f, code.data, (uint32_t)code.len,
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
	if ((k = made_class(b, i, m)) == KABA_NONE ||
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

/* The implementation method of LambdaMetafactory bootstrap `bm` when it is
 * a user method; NULL otherwise. */
static const struct kaba_pmember *implementation(struct body *b,
						 const struct kaba_bootstrap_method *bm)
{
	const struct kaba_cp_entry *h = &b->src->cp.entries[bm->method_ref];
	struct kaba_ref r;
	struct kaba_link l;

	if (h->tag != KABA_CP_METHOD_HANDLE || kaba_ref_from_cp(&r, b->src, h->handle.index) ||
	    r.cls_len != 34 || memcmp(r.cls, "java/lang/invoke/LambdaMetafactory", 34) ||
	    bm->nargs < 3 || b->src->cp.entries[bm->args[1]].tag != KABA_CP_METHOD_HANDLE)
		return NULL;
	h = &b->src->cp.entries[bm->args[1]];
	if (kaba_ref_from_cp(&r, b->src, h->handle.index))
		return NULL;
	l = kaba_resolve(b->pl->prog, &r);
	return l.status == KABA_LINK_OK && plan_user_class(b->pl, l.member->owner->name,
							   l.member->owner->name_len) ?
	       l.member : NULL;
}

uint16_t retype_lambda(struct body *b, uint16_t i, int *handled)
{
	const struct kaba_cp_entry *e = &b->src->cp.entries[i];
	const struct kaba_cp_entry *nat = &b->src->cp.entries[e->dyn.nat_index];
	struct kaba_attr *sa = kaba_attr_find(&b->src->attrs, KABA_ATTR_BOOTSTRAP_METHODS);
	const struct kaba_bootstrap_method *bm;
	const struct kaba_pmember *m;
	struct kaba_cp_entry site = { .tag = KABA_CP_INVOKE_DYNAMIC };
	struct kaba_cp_entry t = { .tag = KABA_CP_NAME_AND_TYPE };
	struct kaba_cp_entry mt = { .tag = KABA_CP_METHOD_TYPE };
	struct types impl, captured;
	const char *owner, *desc, *ret, *cret, *recv, *site_desc;
	size_t ret_len, cret_len, recv_len = 0, site_len;
	uint16_t args[256], method_ref, j;
	int has_recv;
	long bsm;

	*handled = 0;
	if (e->tag != KABA_CP_INVOKE_DYNAMIC || !sa || e->dyn.bsm_index >= sa->bootstrap->n)
		return 0;
	bm = &sa->bootstrap->v[e->dyn.bsm_index];
	if (!(m = implementation(b, bm)) || bm->nargs > 256)
		return 0;
	*handled = 1;
	if (!(args[1] = impl_handle(b, i, &b->src->cp.entries[bm->args[1]], m, &owner, &desc,
				    &has_recv)))
		return 0;
	recv = NULL;
	if (has_recv) {
		char *r = kaba_arena_alloc(&b->pl->arena, strlen(owner) + 3);

		if (!r)
			return kaba_fail(b->err, KABA_EIO, b->pl->in, -1, "out of memory"), 0;
		sprintf(r, "L%s;", owner);
		recv = r;
		recv_len = strlen(r);
	}
	split(desc, strlen(desc), recv, recv_len, &impl, &ret, &ret_len);
	site_desc = kaba_cp_utf8(b->src, nat->nat.descriptor_index, &site_len);
	split(site_desc, site_len, NULL, 0, &captured, &cret, &cret_len);
	if (plan_mentions_user(b->pl, cret, cret_len))
		return refuse(b, "a lambda of a user functional interface (not retyped yet)", m), 0;
	/* the call site: captured values typed as the implementation takes them */
	if (!(t.nat.name_index = retype_copy_cp(b, nat->nat.name_index)) ||
	    !(t.nat.descriptor_index = adapt(b, nat->nat.descriptor_index, &impl, 0, cret,
					     cret_len)) ||
	    !(site.dyn.nat_index = kaba_cp_intern(b->dst, &t, b->err)))
		return 0;
	/* sam type, then the instantiated type after the captured values */
	if (!(args[0] = retype_copy_cp(b, bm->args[0])) ||
	    !(mt.index = adapt(b, b->src->cp.entries[bm->args[2]].index, &impl, captured.n, ret,
			       ret_len)) ||
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
