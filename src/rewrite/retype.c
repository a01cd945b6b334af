/*
 * Retyping: every mention of a user class in a method body replaced by the
 * new class the table decides (docs/hierarchy.md §5 H2/H3, §7.5–7.7), while the
 * body is copied into the class file of its new home.
 *
 *   field and method owners   the home of the field column / of dcl(C.f)
 *                             (a super call: the home of the body it runs)
 *   descriptors               the types of the parameter, result and field rows
 *   new C                     the type of the creation site's object row
 *   <init> calls              the constructor keys (ctor.c), with padding
 *   checkcast, instanceof,    the home of the site's S=true column
 *   catch types
 *   checkcast, instanceof     the array of Object with as many dimensions,
 *   of an array type;         where the table lists the site as an erased
 *   anewarray of an array     check (body.c)
 *   type, multianewarray
 *
 * Array types of user classes in descriptors become arrays of Object (array
 * variables have no rows; see put_type).  Every other constant is copied as
 * it is, and a copied constant that still names a user class is refused
 * (exit 4): the safety net that keeps an unhandled construct (checks
 * against arrays of user classes and arrays of arrays that are no erased
 * checks, lambdas over user types) from producing a wrong jar.  Local
 * variable tables and generic signatures are dropped; frames are
 * recomputed afterwards (emit.c).
 */
#include <stdlib.h>
#include <string.h>

#include "kaba/descriptor.h"
#include "restructure.h"

#define OBJECT "java/lang/Object"

/* ---- descriptors ---------------------------------------------------------- */

/* Does d name a user class that the table restructures, pinned ones
 * too unless `but_pinned`? */
static int mentions(const struct plan *pl, const char *d, size_t len, int but_pinned)
{
	size_t i = 0;

	if (len && d[0] != '[' && d[0] != '(' && !(d[0] == 'L' && d[len - 1] == ';'))
		return plan_user_class(pl, d, len) != NULL &&
		       !(but_pinned && kaba_analysis_pinned(pl->an, d, len));
	while (i < len) {
		const char *end;

		if (d[i] != 'L' || !(end = memchr(d + i, ';', len - i))) {
			i++;
			continue;
		}
		if (mentions(pl, d + i + 1, (size_t)(end - d - i - 1), but_pinned))
			return 1;
		i = (size_t)(end - d) + 1;
	}
	return 0;
}

int plan_mentions_user(const struct plan *pl, const char *d, size_t len)
{
	return mentions(pl, d, len, 0);
}

int plan_mentions_unpinned(const struct plan *pl, const char *d, size_t len)
{
	return mentions(pl, d, len, 1);
}

/* The row of the parameter in local `slot` of m when the analysis named it
 * after the LocalVariableTable ("C.m.name") rather than by position
 * ("C.m#param0"): the table entry for the slot at offset 0 gives the name. */
static size_t param_row_by_name(const struct plan *pl, const struct kaba_pmember *m,
				uint16_t slot)
{
	const struct kaba_class *cf = m->owner->cf;
	const struct kaba_code *code = kaba_member_code(&cf->methods.v[m->index]);
	const struct kaba_attr *lvt = code ? kaba_attr_find(&code->attrs,
							    KABA_ATTR_LOCAL_VARIABLE_TABLE) : NULL;
	char suffix[300];
	uint16_t i;

	for (i = 0; lvt && i < lvt->locals->n; i++) {
		const struct kaba_local_var *v = &lvt->locals->v[i];
		size_t len;
		const char *name = kaba_cp_utf8(cf, v->name_index, &len);

		if (v->index == slot && v->start_pc == 0 && name && len < sizeof(suffix) - 2) {
			snprintf(suffix, sizeof(suffix), ".%.*s", (int)len, name);
			return plan_named_row(pl, KABA_ROW_PARAM, m, suffix);
		}
	}
	return KABA_NONE;
}

/* Append the output form of type `t` of a variable with row `row` (which
 * may be KABA_NONE when the type names no user class). */
static int put_type(struct plan *pl, struct kaba_buf *b, const struct kaba_type *t,
		    size_t row, const struct kaba_pmember *m, const char *what,
		    struct kaba_error *err)
{
	size_t k;

	if (t->base != 'L' || !plan_user_class(pl, t->name, t->name_len)) {
		kaba_buf_put(b, t->desc, t->desc_len);
		return KABA_OK;
	}
	if (t->dims) {
		/* Array variables have no rows; arrays keep the element
		 * class of their creation site (arrays.c), which any
		 * Object[] admits, and loads from them are cast to the
		 * load's row type (body.c). */
		kaba_buf_put(b, t->desc, t->dims);
		kaba_buf_put(b, "L" OBJECT ";", sizeof(OBJECT) + 1);
		return KABA_OK;
	}
	if (row == KABA_NONE)
		return plan_unsupported(pl, err, m->owner, "%s of %s.%s%s has no table row "
					"(unreachable code?)", what, m->owner->name, m->name,
					m->descriptor);
	k = plan_of_row(pl, row);
	/* A dead row accesses nothing (§5 H4), so the library superclass
	 * (mostly Object) types it. */
	kaba_buf_printf(b, "L%s;", plan_value_class(pl, k, t->name, t->name_len));
	return KABA_OK;
}

static const char *finish(struct plan *pl, struct kaba_buf *b, struct kaba_error *err)
{
	const char *s = NULL;

	kaba_buf_u8(b, 0);
	if (b->oom || !(s = kaba_arena_strdup(&pl->arena, (const char *)b->data)))
		kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
	kaba_buf_free(b);
	return s;
}

const char *retype_field_desc(struct plan *pl, const struct kaba_pmember *f,
			      struct kaba_error *err)
{
	const char *p = f->descriptor;
	struct kaba_type t;
	struct kaba_buf b;

	kaba_buf_init(&b);
	if (kaba_desc_next(&p, f->descriptor + f->descriptor_len, &t, 0) ||
	    put_type(pl, &b, &t, plan_named_row(pl, KABA_ROW_FIELD, f, NULL), f, "the type",
		     err)) {
		kaba_buf_free(&b);
		return NULL;
	}
	return finish(pl, &b, err);
}

const char *retype_method_desc(struct plan *pl, const struct kaba_pmember *m,
			       struct kaba_error *err)
{
	struct kaba_method_desc md;
	struct kaba_type t;
	struct kaba_buf b;
	unsigned i = 0;
	uint16_t slot = (m->access & KABA_ACC_STATIC) ? 0 : 1;
	char suffix[32];
	int dead_ctor;

	if (overloads_check(pl, err))
		return NULL;
	dead_ctor = !strcmp(m->name, "<init>") && plan_dead_method(pl, m);
	kaba_buf_init(&b);
	kaba_method_desc_init(&md, m->descriptor, m->descriptor_len);
	kaba_buf_u8(&b, '(');
	while (kaba_method_desc_param(&md, &t) > 0) {
		size_t row;

		snprintf(suffix, sizeof(suffix), "#param%u", i++);
		row = plan_named_row(pl, KABA_ROW_PARAM, m, suffix);
		if (row == KABA_NONE)
			row = param_row_by_name(pl, m, slot);
		slot = (uint16_t)(slot + kaba_type_slots(&t));
		if (row == KABA_NONE && dead_ctor && t.base == 'L' && !t.dims &&
		    plan_user_class(pl, t.name, t.name_len)) {
			/* A constructor the analysis found dead (a traced
			 * analysis: no trace ran it) whose objects' `new` is in
			 * reached code: its body throws (body.c), so its
			 * parameters have no rows; Object admits whatever the
			 * call passes, and equal keys are padded (ctor.c). */
			kaba_buf_put(&b, "L" OBJECT ";", sizeof(OBJECT) + 1);
			continue;
		}
		if (put_type(pl, &b, &t, row, m, "a parameter", err))
			goto fail;
	}
	kaba_buf_u8(&b, ')');
	if (put_type(pl, &b, &md.ret, plan_named_row(pl, KABA_ROW_RETURN, m, NULL), m,
		     "the result", err))
		goto fail;
	return finish(pl, &b, err);
fail:
	kaba_buf_free(&b);
	return NULL;
}

/* ---- copying constants ------------------------------------------------------ */


/* A Utf8 copied; with `check`, one that names a user class is refused
 * (plain strings may say anything), but for pinned ones: a class of
 * theirs keeps the name (rule N2). */
static uint16_t copy_utf8(struct body *b, uint16_t i, int check)
{
	size_t len;
	const char *s = kaba_cp_utf8(b->src, i, &len);

	if (check && plan_mentions_unpinned(b->pl, s, len)) {
		/* blamed on the classes it names: frozen, they leave it
		 * nothing to retype */
		plan_unsupported_naming(b->pl, b->err, b->m->owner, s, len, "%s names a user "
					"class: %.*s (in %s.%s%s)", b->copying ? b->copying :
					s[0] == '[' ? "an array type (not retyped yet)" :
					"a constant that cannot be retyped", (int)len, s,
					b->m->owner->name, b->m->name, b->m->descriptor);
		return 0;
	}
	return kaba_cp_intern_utf8(b->dst, s, len, b->err);
}

/* A bootstrap method entry appended to the destination's BootstrapMethods
 * attribute (method handle and arguments already in its pool); its index,
 * or -1 with err set. */
long retype_add_bootstrap(struct body *b, uint16_t method_ref, const uint16_t *args,
			  uint16_t nargs)
{
	struct kaba_attr *da = kaba_attr_find(&b->dst->attrs, KABA_ATTR_BOOTSTRAP_METHODS);
	struct kaba_bootstrap_method to, *v;
	struct kaba_bootstrap_methods *all;

	to.method_ref = method_ref;
	to.nargs = nargs;
	if (!(to.args = kaba_class_alloc(b->dst, nargs + 1u, sizeof(uint16_t), b->err)))
		return -1;
	if (nargs)
		memcpy(to.args, args, nargs * sizeof(uint16_t));
	if (!da) {
		if (!(da = kaba_attr_add(b->dst, &b->dst->attrs, KABA_ATTR_BOOTSTRAP_METHODS, b->err)) ||
		    !(da->bootstrap = kaba_class_alloc(b->dst, 1, sizeof(*da->bootstrap), b->err)))
			return -1;
	}
	all = da->bootstrap;
	if (!(v = kaba_class_alloc(b->dst, all->n + 1u, sizeof(*v), b->err)))
		return -1;
	if (all->n)
		memcpy(v, all->v, all->n * sizeof(*v));
	v[all->n] = to;
	all->v = v;
	kaba_attr_touch(b->dst, da);
	return all->n++;
}

/* Bootstrap method `bsm` of the source, its constants copied, as an entry
 * of the destination's; its index, or -1. */
static long copy_bootstrap(struct body *b, uint16_t bsm)
{
	struct kaba_attr *sa = kaba_attr_find(&b->src->attrs, KABA_ATTR_BOOTSTRAP_METHODS);
	struct kaba_bootstrap_method *from;
	uint16_t args[256], j, method_ref;

	if (!sa || bsm >= sa->bootstrap->n || sa->bootstrap->v[bsm].nargs > 256)
		return -1;
	from = &sa->bootstrap->v[bsm];
	if (!(method_ref = retype_copy_cp(b, from->method_ref)))
		return -1;
	for (j = 0; j < from->nargs; j++)
		if (!(args[j] = retype_copy_cp(b, from->args[j])))
			return -1;
	return retype_add_bootstrap(b, method_ref, args, from->nargs);
}

/* Is bootstrap `bsm` StringConcatFactory's?  Its call site descriptor may
 * then type user objects as Object: it only calls toString on them. */
static int is_string_concat(struct body *b, uint16_t bsm)
{
	struct kaba_attr *sa = kaba_attr_find(&b->src->attrs, KABA_ATTR_BOOTSTRAP_METHODS);
	struct kaba_ref r;
	const struct kaba_cp_entry *h;

	if (!sa || bsm >= sa->bootstrap->n)
		return 0;
	h = &b->src->cp.entries[sa->bootstrap->v[bsm].method_ref];
	return !kaba_ref_from_cp(&r, b->src, h->handle.index) &&
	       kaba_ref_class_is(&r, "java/lang/invoke/StringConcatFactory");
}

/* A descriptor with every user class replaced by Object. */
static uint16_t erased_desc(struct body *b, uint16_t i)
{
	size_t len, j = 0;
	const char *d = kaba_cp_utf8(b->src, i, &len);
	struct kaba_buf out;
	uint16_t r;

	kaba_buf_init(&out);
	while (j < len) {
		const char *end = d[j] == 'L' ? memchr(d + j, ';', len - j) : NULL;

		if (!end) {
			kaba_buf_u8(&out, (uint8_t)d[j++]);
			continue;
		}
		if (plan_user_class(b->pl, d + j + 1, (size_t)(end - d - j - 1)))
			kaba_buf_put(&out, "Ljava/lang/Object;", 18);
		else
			kaba_buf_put(&out, d + j, (size_t)(end - d - j) + 1);
		j = (size_t)(end - d) + 1;
	}
	r = out.oom ? 0 : kaba_cp_intern_utf8(b->dst, (const char *)out.data, out.len, b->err);
	if (out.oom)
		kaba_fail(b->err, KABA_EIO, b->pl->in, -1, "out of memory");
	kaba_buf_free(&out);
	return r;
}

/* Constant i of the source interned in the destination, unchanged; 0 with
 * err set on failure. */
uint16_t retype_copy_cp(struct body *b, uint16_t i)
{
	const struct kaba_cp_entry *e = &b->src->cp.entries[i];
	struct kaba_cp_entry n = *e;
	const struct kaba_cp_entry *nat;
	const char *what;
	long bsm;

	switch (e->tag) {
	case KABA_CP_UTF8:
		return copy_utf8(b, i, 0);
	case KABA_CP_CLASS:
	case KABA_CP_METHOD_TYPE:
		if (!(n.index = copy_utf8(b, e->index, 1)))
			return 0;
		break;
	case KABA_CP_STRING:
		if (!(n.index = copy_utf8(b, e->index, 0)))
			return 0;
		break;
	case KABA_CP_FIELDREF:
	case KABA_CP_METHODREF:
	case KABA_CP_INTERFACE_METHODREF:
		if (!(n.ref.class_index = retype_copy_cp(b, e->ref.class_index)) ||
		    !(n.ref.nat_index = retype_copy_cp(b, e->ref.nat_index)))
			return 0;
		break;
	case KABA_CP_NAME_AND_TYPE:
		if (!(n.nat.name_index = copy_utf8(b, e->nat.name_index, 0)) ||
		    !(n.nat.descriptor_index = copy_utf8(b, e->nat.descriptor_index, 1)))
			return 0;
		break;
	case KABA_CP_METHOD_HANDLE:
		if (!(n.handle.index = retype_copy_cp(b, e->handle.index)))
			return 0;
		break;
	case KABA_CP_INVOKE_DYNAMIC:
	case KABA_CP_DYNAMIC:
		/* Not retyped yet: the table has no entries for the objects a
		 * lambda's implementation method runs on (asked of the analysis). */
		what = b->copying;
		b->copying = "a lambda, method reference or dynamic constant (invokedynamic, "
				 "not retyped yet)";
		nat = &b->src->cp.entries[e->dyn.nat_index];
		if (e->tag == KABA_CP_INVOKE_DYNAMIC) {
			int lambda;
			uint16_t r = retype_lambda(b, i, &lambda);

			if (lambda) {
				b->copying = what;
				return r;
			}
		}
		if ((bsm = copy_bootstrap(b, e->dyn.bsm_index)) < 0) {
			if (!b->err->status)
				kaba_fail(b->err, KABA_EINPUT, b->m->owner->where, -1,
					  "bad bootstrap method %u", e->dyn.bsm_index);
			return 0;
		}
		n.dyn.bsm_index = (uint16_t)bsm;
		if (e->tag == KABA_CP_INVOKE_DYNAMIC && is_string_concat(b, e->dyn.bsm_index)) {
			struct kaba_cp_entry t = { .tag = KABA_CP_NAME_AND_TYPE };

			if (!(t.nat.name_index = copy_utf8(b, nat->nat.name_index, 0)) ||
			    !(t.nat.descriptor_index = erased_desc(b, nat->nat.descriptor_index)) ||
			    !(n.dyn.nat_index = kaba_cp_intern(b->dst, &t, b->err)))
				return 0;
		} else if (!(n.dyn.nat_index = retype_copy_cp(b, e->dyn.nat_index))) {
			return 0;
		}
		b->copying = what;
		break;
	default:        /* numbers */
		break;
	}
	return kaba_cp_intern(b->dst, &n, b->err);
}

int retype_desc_is(struct plan *pl, const struct kaba_pmember *x, const char *desc,
		   struct kaba_error *err)
{
	const char *dx = retype_method_desc(pl, x, err);

	return !dx ? -1 : !strcmp(dx, desc);
}
