/*
 * Private methods out of reach.  A private method is called only from its
 * own class, but retyping may put the caller's body in another class than
 * the private method's: the JVM then refuses the call (IllegalAccessError;
 * the output has no nest attributes).  Private methods are bound, never
 * overridden, so the calling class can get its own copy of the body, under
 * a name unique to the original method, and call that:
 *
 *   - a static one, always: it has no `this`, and its class was initialised
 *     before (the original caller was in that class);
 *   - an instance one only when its receiver is the caller's `this`: a
 *     javac lambda body (synthetic: its receiver is the captured `this`), or
 *     a call whose receiver body.c sees pushed by `aload_0`
 *     (receiver_is_this); and the calling class must lie below the body's
 *     home, so that `this` reaches every member the body uses (I1).
 *
 * An instance one called on another receiver, or from a class not below
 * its home, gets instead a non-private copy in its home, NAME$OWNER,
 * called with invokevirtual (private_open): the receiver's class is at or
 * below the home (a statically bound call on a receiver p ties the
 * callee's this-row into p's row, C9), the unique name keeps it from
 * overriding or being overridden (private copies of one name in classes
 * below are private, so the JVM's selection passes them by), and it is
 * public where members are (members.c: several packages).
 *
 * A super call (invokespecial of a user method) is bound too: it runs the
 * body the original superclass chain selects.  One made in a static method
 * on a parameter (an accessor for C.super.m() from an inner class or a
 * method reference) calls the body's non-private copy in its home like a
 * private method on another receiver: invokespecial's receiver would have
 * to be below the holder of C's statics, while the copy needs it only
 * below the body's home, which C9 gives.  When the new hierarchy
 * puts that body elsewhere than above the caller, or another body of its
 * signature in between (invokespecial would select that one), the calling
 * class gets a private copy of the body the same way (super_reach).  Its
 * `this` reaches every member the body uses: a statically bound call ties
 * the callee's this-row into the caller's (C8), whose members are above
 * the caller's class (I1).
 *
 * A super call whose body is a library or frozen class's (super_outside)
 * cannot be copied, and a new class between the caller and that class may
 * declare or define the method (invokespecial would select it: another
 * body, or an abstract method).  The topmost new class above the caller
 * has that library or frozen class S as its direct superclass, so a super
 * call there selects from S up, as the original did when S's selection is
 * the original's (checked): that class gets a trampoline NAME$S (`/` as
 * `$`, like the copies) that makes the super call with its arguments, and
 * the caller calls it with invokevirtual on its `this`; the unique name
 * keeps it from overriding or being overridden.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kaba/descriptor.h"
#include "privates.h"

#define ACC_SYNTHETIC 0x1000

/* NAME$OWNER (`/` as `$`) in the plan's arena; NULL with err set. */
static char *unique_name(struct plan *pl, const char *method, const char *owner,
			 struct kaba_error *err)
{
	size_t len = strlen(method) + strlen(owner) + 2, i;
	char *name = kaba_arena_alloc(&pl->arena, len);

	if (!name) {
		kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
		return NULL;
	}
	snprintf(name, len, "%s$%s", method, owner);
	for (i = 0; name[i]; i++)
		if (name[i] == '/')
			name[i] = '$';
	return name;
}

/* A copy of m's body in plan class k, NAME$OWNER: made once, then found. */
static const char *copy_into(struct plan *pl, size_t k, const struct kaba_pmember *m,
			     const char *desc, uint16_t access, struct kaba_error *err)
{
	struct kaba_class *cf = pl->cls[k].cf;
	char *name = unique_name(pl, m->name, m->owner->name, err);
	struct body_copy *copy;

	if (!name)
		return NULL;
	if (class_method(cf, name, desc) >= 0)
		return name;    /* copied before */
	if (!kaba_member_add(cf, &cf->methods, access, name, desc, err) ||
	    retype_body(pl, k, m, (uint16_t)(cf->methods.n - 1), err))
		return NULL;
	if (!(copy = kaba_arena_alloc(&pl->arena, sizeof(*copy)))) {
		kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
		return NULL;
	}
	*copy = (struct body_copy){ m, k, name, pl->copies };
	pl->copies = copy;
	return name;
}

const char *private_reach(struct plan *pl, size_t k, const struct kaba_pmember *m,
			  const char *desc, size_t home, struct kaba_error *err)
{
	return private_reach_this(pl, k, m, desc, home, (m->access & ACC_SYNTHETIC) != 0, err);
}

const char *private_reach_this(struct plan *pl, size_t k, const struct kaba_pmember *m,
			       const char *desc, size_t home, int on_this, struct kaba_error *err)
{
	if (home == k)
		return plan_member_name(pl, m);
	if (!(m->access & KABA_ACC_STATIC) &&
	    (!on_this || home == KABA_NONE || !plan_below(pl, k, home))) {
		plan_unsupported(pl, err, m->owner, "private method %s.%s%s called from new "
				 "class %s, out of its reach", m->owner->name, m->name,
				 m->descriptor, pl->cls[k].name);
		return NULL;
	}
	return copy_into(pl, k, m, desc, m->access, err);
}

const char *private_open(struct plan *pl, const struct kaba_pmember *m, const char *desc,
			 size_t home, struct kaba_error *err)
{
	uint16_t access = (uint16_t)(m->access & ~(KABA_ACC_PRIVATE | KABA_ACC_PROTECTED));

	if (pl->multi_package)
		access |= KABA_ACC_PUBLIC;
	return copy_into(pl, home, m, desc, access, err);
}

const char *super_reach(struct plan *pl, size_t k, const struct kaba_pmember *m,
			const char *desc, struct kaba_error *err)
{
	uint16_t access = (uint16_t)((m->access & ~(KABA_ACC_PUBLIC | KABA_ACC_PROTECTED)) |
				     KABA_ACC_PRIVATE);

	return copy_into(pl, k, m, desc, access, err);
}

int plan_special_call_code(struct kaba_class *cf, struct kaba_member *tm, const char *super,
			   const char *name, const char *desc, struct kaba_error *err)
{
	struct kaba_method_desc md;
	struct kaba_type t;
	struct kaba_insn in;
	struct kaba_buf code;
	uint16_t ref, slot = 1, ret_slots;
	int rc = KABA_OK;

	if (!(ref = kaba_cp_intern_ref(cf, KABA_CP_METHODREF, super, name, desc, err)))
		return err->status;
	kaba_buf_init(&code);
	kaba_buf_u8(&code, KABA_OP_ALOAD_0);
	kaba_method_desc_init(&md, desc, strlen(desc));
	while (!rc && kaba_method_desc_param(&md, &t) > 0) {
		kaba_insn_make(&in, plan_load_op(&t), slot, 0);
		rc = kaba_insn_encode(&code, 0, &in, NULL, NULL, err);
		slot = (uint16_t)(slot + kaba_type_slots(&t));
	}
	kaba_buf_u8(&code, KABA_OP_INVOKESPECIAL);
	kaba_buf_u16(&code, ref);
	/* ireturn .. areturn follow the order of iload .. aload */
	kaba_buf_u8(&code, md.ret.base == 'V' ? KABA_OP_RETURN :
			   (uint8_t)(KABA_OP_IRETURN + (plan_load_op(&md.ret) - KABA_OP_ILOAD)));
	ret_slots = md.ret.base == 'V' ? 0 : (uint16_t)kaba_type_slots(&md.ret);
	if (!rc && code.oom)
		rc = kaba_fail(err, KABA_EIO, "rewrite", -1, "out of memory");
	else if (!rc && !kaba_member_set_code(cf, tm, code.data, (uint32_t)code.len,
					      slot > ret_slots ? slot : ret_slots, slot, err))
		rc = err->status;
	kaba_buf_free(&code);
	return rc;
}

const char *super_outside(struct plan *pl, size_t k, struct kaba_pclass *caller,
			  struct kaba_pclass *ref, const struct kaba_pmember *m, size_t *home,
			  struct kaba_error *err)
{
	struct kaba_pclass *s = plan_outside_superclass(pl, k, home);
	struct kaba_link was = kaba_select_special(pl->prog, caller, ref, m), now;
	struct kaba_class *cf = pl->cls[*home].cf;
	struct kaba_member *tm;
	uint16_t access = pl->multi_package ? KABA_ACC_PUBLIC : 0;
	char *name;

	if (!s || pl->cls[*home].is_interface || was.status != KABA_LINK_OK ||
	    (was.member->access & KABA_ACC_ABSTRACT))
		return NULL;
	now = kaba_select_special(pl->prog, s, s, m);
	if (now.status != KABA_LINK_OK || now.member != was.member ||
	    !(name = unique_name(pl, m->name, s->name, err)))
		return NULL;
	if (class_method(cf, name, m->descriptor) >= 0)
		return name;    /* made before */
	if (!(tm = kaba_member_add(cf, &cf->methods, (uint16_t)(access | ACC_SYNTHETIC), name,
				   m->descriptor, err)) ||
	    plan_special_call_code(cf, tm, s->name, m->name, m->descriptor, err))
		return NULL;
	return name;
}
