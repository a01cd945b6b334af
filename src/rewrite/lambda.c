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
 * class (privates.c).  Refused (exit 4): constructor references, super
 * method references, user functional interfaces.
 */
#include <stdlib.h>
#include <string.h>

#include "kaba/descriptor.h"
#include "restructure.h"

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

/* The implementation handle retyped: its new constant, the class it names
 * (*owner) and its output descriptor (*desc); 0 with err set. */
static uint16_t impl_handle(struct body *b, const struct kaba_cp_entry *h,
			    const struct kaba_pmember *m, const char **owner, const char **desc)
{
	struct plan *pl = b->pl;
	struct kaba_cp_entry n = { .tag = KABA_CP_METHOD_HANDLE };
	enum kaba_cp_tag tag = KABA_CP_METHODREF;
	const char *name = plan_member_name(b->pl, m);
	size_t k;

	n.handle.kind = h->handle.kind;
	if (!(*desc = retype_method_desc(pl, m, b->err)))
		return 0;
	if (m->access & KABA_ACC_PRIVATE) {
		k = (m->access & KABA_ACC_STATIC) ? plan_holder(pl, m->owner) :
		    plan_of_column(pl, plan_member_column(pl, KABA_COL_DEF, m));
		if (h->handle.kind == KABA_REF_INVOKE_INTERFACE)
			return refuse(b, "a lambda whose private implementation method is an "
				      "interface's", m), 0;
		if (!(name = private_reach(pl, b->k, m, *desc, k, b->err)))
			return 0;
		k = b->k;
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
		if (pl->cls[k].is_interface)
			tag = KABA_CP_INTERFACE_METHODREF;
	} else {
		return refuse(b, "a constructor or super method reference over a user class "
			      "(not retyped yet)", m), 0;
	}
	*owner = pl->cls[k].name;
	if (!(n.handle.index = kaba_cp_intern_ref(b->dst, tag, *owner, name, *desc, b->err)))
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
	long bsm;

	*handled = 0;
	if (e->tag != KABA_CP_INVOKE_DYNAMIC || !sa || e->dyn.bsm_index >= sa->bootstrap->n)
		return 0;
	bm = &sa->bootstrap->v[e->dyn.bsm_index];
	if (!(m = implementation(b, bm)) || bm->nargs > 256)
		return 0;
	*handled = 1;
	if (!(args[1] = impl_handle(b, &b->src->cp.entries[bm->args[1]], m, &owner, &desc)))
		return 0;
	recv = NULL;
	if (!(m->access & KABA_ACC_STATIC)) {
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
