/*
 * Bytecode -> IR for one reachable method, by abstract interpretation of the
 * operand stack over the control-flow graph.
 *
 * The data-flow engine (kaba/dataflow.h) runs the stack semantics; the values
 * of this domain are vars: a reference pushed from a local, a parameter, `this`
 * or a `new` is that var itself (locals are flow-insensitive, so this loses
 * nothing); values computed by an instruction (call results, field and array
 * loads, casts, constants) get a fresh var.  Because stack values are vars
 * and locals are not tracked per program point, every basic block needs to
 * be interpreted once: a block entered with a non-empty stack gets one
 * "stack var" per reference slot, and each incoming edge assigns into it.
 *
 * Locals are split into webs (webs.c), one var each: a load and every store
 * that may reach it.  The split uses the code alone, never the
 * LocalVariableTable, so that debug attributes cannot change the table: the
 * table only names a web (`C.m.name`, after the first access in code order
 * that an entry covers); a web it does not cover is `C.m#local3` (or
 * `C.m#local3@PC`, PC its first store, when slot 3 holds several webs).  The
 * web of the value at entry is the parameter's or `this`'s own var.
 *
 * A local's declared type is not in the code either, so a web, a stack var
 * at a join and an array load from either are typed after the whole method
 * is interpreted, by a fixpoint: the least common supertype of every value
 * assigned to them (ka_type_join).  Typing them while interpreting would
 * depend on the order the blocks are visited in: a copy interpreted before
 * the store of its source got no type, hence no row and no constraints.
 * jsr/ret (pre-Java-6 finally) are followed as jumps; ret ends its block.
 */
#include "translate.h"

#include "../pta/pta.h"

#include <stdlib.h>
#include <string.h>

#include "kaba/bytecode.h"
#include "kaba/classfile.h"
#include "kaba/dataflow.h"
#include "kaba/program.h"

enum { V_PRIM = -2, V_NULL = -4 };

/* One slot's value: a var, V_PRIM or V_NULL (a long takes two V_PRIMs). */
struct slot {
	int32_t v;
};

static const struct slot prim = { V_PRIM };

struct ir {
	struct ka *ka;
	int32_t m;
	const char *mname;
	const struct kaba_class *cf;
	const struct kaba_code *code;
	const struct kaba_insn *insns;  /* the engine's */
	uint32_t ninsns;
	const int32_t *at;      /* pc -> instruction index, or -1 */
	struct kaba_df df;      /* the blocks and the stack */
	struct kaba_arena flow; /* the engine's memory, freed with the method */
	const struct kaba_local_vars *lvt;
	struct ka_webs webs;    /* the local slots, split */
	int32_t *web_var;       /* per web node: its var, or KA_NONE */
	int32_t *web_lvt;       /* per web node: the LVT entry naming it, or KA_NONE */
	int32_t first_var;      /* vars from here on are this build's */
	uint32_t first_stmt;    /* the method's statements from here on too */
	struct ka_ivec typed;   /* vars typed by the fixpoint (infer_types) */
	uint32_t nslots;
	int32_t first_handler;
	uint32_t nhandlers;
	const char *where;
};

static int oom(struct ir *ir)
{
	return ka_oom(ir->ka);
}

static int bad(struct ir *ir, uint32_t pc, const char *what)
{
	return kaba_fail(ir->ka->err, KABA_EINPUT, ir->where,
			 (long long)ir->code->code_offset + pc, "%s", what);
}

/* A result: the var v (or V_PRIM, V_NULL) in out[0], a V_PRIM in out[1]
 * for the second slot of a long or double. */
static int result(void *out, int32_t v)
{
	struct slot *o = out;

	o[0].v = v;
	o[1] = prim;
	return 0;
}

static int32_t var_of(const void *value)
{
	return ((const struct slot *)value)->v;
}

static const char *cp_class(struct ir *ir, uint16_t index, size_t *len)
{
	return kaba_cp_class_name(ir->cf, index, len);
}

/* A class reference from the constant pool as a type: a class or an array
 * descriptor. */
static int class_type(struct ir *ir, uint16_t index, struct ka_type *t,
		      uint32_t pc)
{
	size_t len;
	const char *n = cp_class(ir, index, &len), *p;
	char *d;

	if (!n)
		return bad(ir, pc, "bad class reference");
	if (n[0] != '[') {
		t->dims = 0;
		t->prim = 0;
		t->cls = ka_class(ir->ka, n, len);
		return t->cls < 0 ? oom(ir) : 0;
	}
	d = kaba_arena_strndup(&ir->ka->arena, n, len);
	if (!d)
		return oom(ir);
	p = d;
	if (ka_parse_type(ir->ka, &p, t) || *p)
		return bad(ir, pc, "bad array class reference");
	return 0;
}

static int32_t temp(struct ir *ir, enum ka_var_kind kind, struct ka_type t,
		    const char *what, uint32_t pc)
{
	const char *name = ka_printf(ir->ka, "%s#%s@%u", ir->mname, what, pc);

	return name ? ka_add_var(ir->ka, kind, ir->m, name, t) : -1;
}

static struct ka_stmt stmt(struct ir *ir, enum ka_op op, uint32_t pc)
{
	struct ka_stmt s = { 0 };

	s.op = (uint8_t)op;
	s.method = ir->m;
	s.pc = pc;
	s.dst = s.a = s.b = s.field = s.site = s.ref = s.target = s.check = KA_NONE;
	s.handlers = ir->first_handler;
	s.nhandlers = ir->nhandlers;
	return s;
}

static int emit(struct ir *ir, const struct ka_stmt *s)
{
	return ka_add_stmt(ir->ka, s) < 0 ? oom(ir) : 0;
}

/* ---- locals ---------------------------------------------------------------- */

/* Local slots a value of type t takes (long and double take two). */
static uint32_t slot_size(struct ka_type t)
{
	return t.dims == 0 && (t.prim == 'J' || t.prim == 'D') ? 2 : 1;
}

static int32_t param_var(struct ir *ir, uint32_t slot)
{
	const struct ka_method *me = &ir->ka->methods[ir->m];
	uint32_t s = 0;

	if (!(me->flags & KA_STATIC)) {
		if (slot == 0)
			return me->this_var;
		s = 1;
	}
	for (uint32_t i = 0; i < me->nparams; i++) {
		if (s == slot)
			return me->param_vars[i];
		s += slot_size(me->params[i]);
	}
	return KA_NONE;
}

/* The LocalVariableTable entry covering `slot` at `pc`, or KA_NONE. */
static int32_t lvt_entry(const struct ir *ir, uint32_t slot, uint32_t pc)
{
	for (uint16_t k = 0; ir->lvt && k < ir->lvt->n; k++) {
		const struct kaba_local_var *e = &ir->lvt->v[k];

		if (e->index == slot && pc >= e->start_pc && pc <= (uint32_t)e->start_pc + e->length)
			return k;
	}
	return KA_NONE;
}

/* The var of the web that instruction `i` loads or stores in `slot`;
 * typed later (infer_types) unless it is a parameter's. */
static int32_t web_var(struct ir *ir, uint32_t i, uint32_t slot)
{
	struct ka *ka = ir->ka;
	struct ka_type none = { KA_NONE, 0, 0 };
	const char *name;
	int32_t node, v;

	if (slot >= ir->nslots)
		return -2;
	node = i < ir->ninsns && ir->webs.of[i] != KA_NONE ? ir->webs.of[i] : (int32_t)slot;
	if (ir->web_var[node] >= 0)
		return ir->web_var[node];
	v = (uint32_t)node < ir->nslots ? param_var(ir, (uint32_t)node) : KA_NONE;
	if (v < 0) {
		const char *src = ir->web_lvt[node] == KA_NONE ? NULL :
			kaba_cp_strdup(&ka->arena, ir->cf, ir->lvt->v[ir->web_lvt[node]].name_index);

		if (src)
			name = ka_printf(ka, "%s.%s", ir->mname, src);
		else if ((uint32_t)node >= ir->nslots && ir->webs.count[slot] > 1)
			name = ka_printf(ka, "%s#local%u@%u", ir->mname, slot,
					 ir->insns[(uint32_t)node - ir->nslots].offset);
		else
			name = ka_printf(ka, "%s#local%u", ir->mname, slot);
		v = name ? ka_add_var(ka, KA_V_LOCAL, ir->m, name, none) : -1;
		if (v < 0 || ka_ivec_push(&ir->typed, v))
			return -1;
	}
	ir->web_var[node] = v;
	return v;
}

/* Parameters and `this` take their source names, even when never read. */
static int name_params(struct ir *ir)
{
	struct ka *ka = ir->ka;

	for (uint16_t k = 0; ir->lvt && k < ir->lvt->n; k++) {
		const struct kaba_local_var *e = &ir->lvt->v[k];
		int32_t v = e->start_pc == 0 ? param_var(ir, e->index) : KA_NONE;
		const char *name;

		/* A malformed entry is ignored: debug info is optional. */
		if (v < 0 || ka->vars[v].kind != KA_V_PARAM ||
		    !(name = kaba_cp_strdup(&ka->arena, ir->cf, e->name_index)))
			continue;
		if (!(ka->vars[v].name = ka_printf(ka, "%s.%s", ir->mname, name)))
			return -1;
	}
	return 0;
}

/* ---- members ------------------------------------------------------------- */

struct cpref {
	int32_t cls;
	const char *name, *desc;
};

static int cpref_of(struct ir *ir, const struct kaba_ref *ref, struct cpref *r)
{
	struct kaba_ref kr = *ref;
	struct ka *ka = ir->ka;

	if (kr.cls_len && kr.cls[0] == '[')
		r->cls = ka->object_cls;  /* clone() and friends on arrays */
	else
		r->cls = ka_class(ka, kr.cls, kr.cls_len);
	r->name = kaba_arena_strndup(&ka->arena, kr.name, kr.name_len);
	r->desc = kaba_arena_strndup(&ka->arena, kr.desc, kr.desc_len);
	return r->cls < 0 || !r->name || !r->desc ? oom(ir) : 0;
}

static int member_ref(struct ir *ir, uint16_t index, struct cpref *r, uint32_t pc)
{
	struct kaba_ref kr;

	if (kaba_ref_from_cp(&kr, ir->cf, index))
		return bad(ir, pc, "bad member reference");
	return cpref_of(ir, &kr, r);
}

static int32_t static_field_var(struct ir *ir, int32_t f)
{
	struct ka *ka = ir->ka;
	struct ka_field *fd = &ka->fields[f];
	int32_t v;

	if (fd->var != KA_NONE)
		return fd->var;
	v = ka_add_var(ka, KA_V_STATIC, KA_NONE,
		       ka_printf(ka, "%s.%s", ka_java_name(ka, fd->owner), fd->name),
		       fd->type);
	if (v < 0)
		return -1;
	ka->fields[f].var = v;
	/* L6: library statics hold library objects. */
	if (!ka_is_user(ka, ka->fields[f].owner) &&
	    ka_library_value(ka, v, ka->fields[f].type))
		return -1;
	return v;
}

static int field(void *ctx, struct kaba_df *df, const struct kaba_insn *in,
		 const struct kaba_ref *ref, const struct kaba_type *type,
		 const void *object, const void *value, void *out)
{
	struct ir *ir = ctx;
	struct ka *ka = ir->ka;
	struct cpref r;
	struct ka_type t;
	struct slot val = { value ? var_of(value) : V_PRIM };
	struct slot obj = { object ? var_of(object) : V_PRIM };
	const char *p;
	int32_t f, v;
	int is_static = !object, get = !value;

	(void)df, (void)type;
	if (cpref_of(ir, ref, &r))
		return -1;
	p = r.desc;
	if (ka_parse_type(ka, &p, &t) || *p)
		return bad(ir, in->offset, "bad field descriptor");
	f = ka_lookup_field(ka, r.cls, r.name, r.desc);
	if (is_static) {
		v = f >= 0 ? static_field_var(ir, f) : KA_NONE;
		if (f >= 0 && v < 0)
			return oom(ir);
		if (get) {
			if (!ka_type_is_ref(t))
				return result(out, V_PRIM);
			if (v < 0) {
				v = temp(ir, KA_V_TEMP, t, "getstatic", in->offset);
				if (v < 0 || ka_library_value(ka, v, t))
					return oom(ir);
			}
			return result(out, v);
		}
		if (val.v < 0)
			return 0;
		if (v >= 0 && ka_is_user(ka, ka->fields[f].owner)) {
			struct ka_stmt s = stmt(ir, KA_ASSIGN, in->offset);

			s.dst = v;
			s.a = val.v;
			return emit(ir, &s);
		}
		return ka_pta_copy(ka, val.v, ka->lib_var);
	}
	{
		struct ka_stmt s = stmt(ir, get ? KA_LOAD : KA_STORE, in->offset);
		int lib = f < 0 || !ka_is_user(ka, ka->fields[f].owner);
		int32_t dst = KA_NONE;

		s.a = obj.v >= 0 ? obj.v : KA_NONE;
		s.field = f;
		if (get && ka_type_is_ref(t)) {
			dst = temp(ir, KA_V_TEMP, t, "getfield", in->offset);
			if (dst < 0)
				return oom(ir);
			/* The value is the field's row (C5 without a new row). */
			ka->vars[dst].field = lib ? KA_NONE : f;
			if (lib && ka_library_value(ka, dst, t))
				return -1;
		}
		if (!get && lib && val.v >= 0 && ka_pta_copy(ka, val.v, ka->lib_var))
			return -1;
		/* Library fields: no heap edges (L2, L6), only the table entry. */
		s.dst = lib ? KA_NONE : dst;
		s.b = !get && !lib && val.v >= 0 ? val.v : KA_NONE;
		if (f >= 0 && emit(ir, &s))
			return -1;
		return get ? result(out, dst >= 0 ? dst : V_PRIM) : 0;
	}
}

/* ---- calls ----------------------------------------------------------------- */

/* invokespecial of a non-<init>, non-private method named through a proper
 * superclass of the current class is a super call: lookup starts at the
 * current class's superclass (ACC_SUPER semantics). */
static int32_t special_target(struct ir *ir, const struct cpref *r)
{
	struct ka *ka = ir->ka;
	int32_t cur = ka->methods[ir->m].owner;
	int32_t m = ka_lookup_method(ka, r->cls, r->name, r->desc);

	if (m >= 0 && strcmp(r->name, "<init>") && !(ka->methods[m].flags & KA_PRIVATE) &&
	    r->cls != cur && !(ka->classes[r->cls].flags & KA_INTERFACE) &&
	    ka->classes[cur].super >= 0 && ka_subclass(ka, cur, r->cls)) {
		int32_t s = ka_lookup_method(ka, ka->classes[cur].super, r->name, r->desc);

		if (s >= 0)
			m = s;
	}
	return m;
}

static int32_t new_site(struct ir *ir, struct ka_type t, uint32_t pc);

/* A value the library passes: Object-typed (no row), with the library's
 * objects of type t. */
static int32_t library_arg(struct ir *ir, struct ka_type t, uint32_t pc)
{
	struct ka_type obj = { ir->ka->object_cls, 0, 0 };
	int32_t v = temp(ir, KA_V_TEMP, obj, "lambda", pc);

	if (v < 0)
		return oom(ir);
	return ka_library_flow_into(ir->ka, v, t) ? -1 : v;
}

static int user_interface(struct ka *ka, struct ka_type t)
{
	return !t.dims && t.cls >= 0 && ka_is_user(ka, t.cls) &&
	       (ka->classes[t.cls].flags & KA_INTERFACE);
}

/*
 * The abstract method a lambda's object implements when its functional
 * interface `fi` is a user interface declaring it (the call site's name,
 * the bootstrap's samMethodType): reached, for its parameters and result;
 * KA_NONE for a library functional interface (or method).
 */
static int32_t user_sam(struct ir *ir, const struct kaba_bootstrap_method *bm, struct ka_type fi,
			const char *name)
{
	struct ka *ka = ir->ka;
	const struct kaba_cp_entry *mt;
	const char *d;
	char *desc;
	size_t len;
	int32_t m;

	if (bm->args[0] >= ir->cf->cp.count)
		return KA_NONE;
	mt = &ir->cf->cp.entries[bm->args[0]];
	if (mt->tag != KABA_CP_METHOD_TYPE || !(d = kaba_cp_utf8(ir->cf, mt->index, &len)))
		return KA_NONE;
	if (!(desc = kaba_arena_strndup(&ka->arena, d, len))) {
		oom(ir);
		return -2;
	}
	m = ka_lookup_method(ka, fi.cls, name, desc);
	if (m < 0 || !ka_is_user(ka, ka->methods[m].owner) ||
	    !(ka->methods[m].flags & KA_ABSTRACT_M))
		return KA_NONE;
	return ka_reach(ka, m, "lambda") ? -2 : m;
}

/* `dst = (t) v` where the lambda's class casts (no check column: no
 * instruction of the program does it, and the objects that reach it pass,
 * §7.6); -1 with the error set. */
static int lambda_cast(struct ir *ir, int32_t v, int32_t dst, struct ka_type t, uint32_t pc)
{
	struct ka_stmt c = stmt(ir, KA_CAST, pc);

	c.a = v;
	c.dst = dst;
	c.type = t;
	return emit(ir, &c);
}

/* The value of the implementation's parameter of type t that the caller
 * passes (not captured), j-th of those: for a user functional interface,
 * its abstract method's parameter j, itself where the implementation
 * takes its type or a supertype (method references), else cast (the
 * erased type of a generic interface); from the library otherwise.
 * KA_NONE for a primitive, -1 with the error set. */
static int32_t passed(struct ir *ir, int32_t sam, uint32_t j, struct ka_type t, uint32_t pc)
{
	struct ka *ka = ir->ka;
	int32_t v, c;

	if (sam < 0 || j >= ka->methods[sam].nparams || !ka_type_is_ref(ka->methods[sam].params[j]))
		return library_arg(ir, t, pc);
	if (!ka_type_is_ref(t))
		return KA_NONE;
	v = ka->methods[sam].param_vars[j];
	if (ka_subtype(ka, ka->methods[sam].params[j], t))
		return v;
	if ((c = temp(ir, KA_V_TEMP, t, ka_printf(ka, "lambda%u", j), pc)) < 0)
		return oom(ir);
	return lambda_cast(ir, v, c, t, pc) ? -1 : c;
}

/* A library method implementing user functional interface method sam
 * (`String::length` as an F<String>): what callers pass goes to the
 * library, and the result comes from it (L1, L2). */
static int library_implementation(struct ka *ka, int32_t sam)
{
	const struct ka_method *me = &ka->methods[sam];
	int rc = 0;

	for (uint32_t i = 0; !rc && i < me->nparams; i++)
		if (ka_type_is_ref(me->params[i]))
			rc = ka_pta_copy(ka, me->param_vars[i], ka->lib_var);
	return rc ? rc : ka_library_flow_into(ka, me->ret_var, me->ret);
}

/*
 * invokedynamic of a LambdaMetafactory: the implementation method runs later,
 * called with the captured values first (the receiver of an instance
 * method, then arguments) and the caller's values for the rest.  That
 * call is a call statement at the invokedynamic's offset, with the handle's
 * kind, so the points-to analysis dispatches it (an unbound `Outer::peek`
 * runs an override on a subclass object) and the table gives its receiver
 * and objects the entries of any call (E2, E3/E5, C3, C6; hazard_inner's
 * captured Outer lacked def/dcl of its lambda body).  A constructor
 * reference (`Foo::new`) is `new Foo(...)` there: its object is a creation
 * site at the invokedynamic's offset.
 *
 * Of a library functional interface, the library calls the lambda: the
 * values it passes are the library's and the result goes to it.  Of a user
 * functional interface I, the lambda is an object of I made at the
 * invokedynamic's offset (a creation site; its class in the new hierarchy
 * must be an interface, rewrite/lambda.c), and a call of I's abstract
 * method on it dispatches to that method (pta.c).  When I declares that
 * method, user code calls it: the implementation takes its parameters and
 * gives its result (type constraints as for a call; all lambdas of I share
 * them).  When a library interface above I declares it, the library does,
 * as above.
 */
static int lambda(struct ir *ir, const struct kaba_insn *in, const struct ka_stmt *s)
{
	struct ka *ka = ir->ka;
	const struct kaba_cp_entry *e, *h;
	const struct kaba_attr *a;
	const struct kaba_bootstrap_method *bm;
	struct kaba_ref bsm, impl;
	struct ka_stmt call = stmt(ir, KA_CALL, in->offset);
	struct ka_type obj = { ka->object_cls, 0, 0 };
	struct cpref r;
	int32_t m, sam = KA_NONE, *args = NULL;
	uint32_t k = 0, j = 0;
	int rc;

	e = &ir->cf->cp.entries[in->operand];
	a = kaba_attr_find(&ir->cf->attrs, KABA_ATTR_BOOTSTRAP_METHODS);
	if (!a || !a->bootstrap || e->dyn.bsm_index >= a->bootstrap->n)
		return 0;
	bm = &a->bootstrap->v[e->dyn.bsm_index];
	h = bm->method_ref < ir->cf->cp.count ? &ir->cf->cp.entries[bm->method_ref] : NULL;
	if (!h || h->tag != KABA_CP_METHOD_HANDLE || kaba_ref_from_cp(&bsm, ir->cf, h->handle.index))
		return 0;
	if (!kaba_ref_class_is(&bsm, "java/lang/invoke/LambdaMetafactory") ||
	    bm->nargs < 2 || bm->args[1] >= ir->cf->cp.count)
		return 0;
	h = &ir->cf->cp.entries[bm->args[1]];
	if (h->tag != KABA_CP_METHOD_HANDLE || kaba_ref_from_cp(&impl, ir->cf, h->handle.index))
		return 0;
	if (member_ref(ir, h->handle.index, &r, in->offset))
		return -1;
	m = ka_lookup_method(ka, r.cls, r.name, r.desc);
	if (s->dst >= 0 && user_interface(ka, ka->vars[s->dst].type)) {
		struct ka_stmt made = stmt(ir, KA_ASSIGN, in->offset);

		if ((made.a = new_site(ir, ka->vars[s->dst].type, in->offset)) < 0)
			return oom(ir);
		made.dst = s->dst;
		if (emit(ir, &made) ||
		    (sam = user_sam(ir, bm, ka->vars[s->dst].type, ka->refs[s->ref].name)) == -2)
			return -1;
	}
	if (m < 0 || !ka_is_user(ka, ka->methods[m].owner))
		return sam >= 0 ? library_implementation(ka, sam) : 0;
	if ((rc = ka_reach(ka, m, "lambda")))
		return rc;
	if (sam < 0)
		ka->methods[m].flags |= KA_FROM_LIBRARY;
	call.call = h->handle.kind == KABA_REF_INVOKE_VIRTUAL ? KA_VIRTUAL :
		    h->handle.kind == KABA_REF_INVOKE_INTERFACE ? KA_INTERFACE_CALL :
		    h->handle.kind == KABA_REF_INVOKE_SPECIAL ||
		    h->handle.kind == KABA_REF_NEW_INVOKE_SPECIAL ? KA_SPECIAL : KA_STATIC_CALL;
	call.ref = ka_add_ref(ka, r.cls, r.name, r.desc);
	call.target = m;
	if (call.ref < 0)
		return oom(ir);
	if (h->handle.kind == KABA_REF_NEW_INVOKE_SPECIAL) {
		call.a = new_site(ir, (struct ka_type){ ka->methods[m].owner, 0, 0 }, in->offset);
		if (call.a < 0)
			return oom(ir);
	} else if (!(ka->methods[m].flags & KA_STATIC) && s->nargs)
		call.a = s->args[k++];
	else if (!(ka->methods[m].flags & KA_STATIC) &&
		 (call.a = passed(ir, sam, j++, (struct ka_type){ ka->methods[m].owner, 0, 0 },
				  in->offset)) < 0)
		return -1;
	call.nargs = ka->methods[m].nparams;
	if (call.nargs) {
		args = kaba_arena_alloc(&ka->arena, call.nargs * sizeof(*args));
		if (!args)
			return oom(ir);
	}
	for (uint32_t i = 0; i < call.nargs; i++, k++) {
		if (k < s->nargs)
			args[i] = s->args[k];
		else if ((args[i] = passed(ir, sam, j++, ka->methods[m].params[i], in->offset)) == -1)
			return -1;
	}
	call.args = args;
	if (sam >= 0 && ka_type_is_ref(ka->methods[m].ret) && ka_type_is_ref(ka->methods[sam].ret) &&
	    ka_subtype(ka, ka->methods[m].ret, ka->methods[sam].ret))
		call.dst = ka->methods[sam].ret_var;
	else if (ka_type_is_ref(ka->methods[m].ret) &&
		 (call.dst = temp(ir, KA_V_TEMP, obj, "lambda", in->offset)) < 0)
		return oom(ir);
	if (emit(ir, &call))
		return -1;
	if (sam >= 0) {
		struct ka_stmt made = stmt(ir, KA_ASSIGN, in->offset);

		/* the new object of a constructor reference is the result */
		made.a = call.a;
		made.dst = ka->methods[sam].ret_var;
		if (h->handle.kind == KABA_REF_NEW_INVOKE_SPECIAL && emit(ir, &made))
			return -1;
		/* a result of another type: the lambda's class casts it */
		if (call.dst >= 0 && call.dst != made.dst && ka_type_is_ref(ka->methods[sam].ret) &&
		    lambda_cast(ir, call.dst, made.dst, ka->methods[sam].ret, in->offset))
			return -1;
		return ka_pta_copy(ka, ka->methods[m].exc_var, ka->methods[sam].exc_var);
	}
	/* The result, or the new object of a constructor reference. */
	if ((call.dst >= 0 && (rc = ka_pta_copy(ka, call.dst, ka->lib_var))) ||
	    (h->handle.kind == KABA_REF_NEW_INVOKE_SPECIAL &&
	     (rc = ka_pta_copy(ka, call.a, ka->lib_var))))
		return rc;
	return ka_pta_copy(ka, ka->methods[m].exc_var, ka->lib_var);
}

/*
 * System.arraycopy(src, i, dst, j, n) as `t = src[i]; dst[j] = t`: the
 * elements of the source arrays go into those of the destination arrays
 * that admit them (the store check), and neither array escapes into the
 * library (library.c).  Every ecj array that grows goes through it; as an
 * escape, each one's element row got every library object of its type.
 */
static int array_copy(struct ir *ir, int32_t src, int32_t dst, uint32_t pc)
{
	struct ka_stmt load = stmt(ir, KA_ALOAD, pc), store = stmt(ir, KA_ASTORE, pc);
	struct ka_type obj = { ir->ka->object_cls, 0, 0 };

	if (src < 0 || dst < 0)
		return 0;
	load.a = src;
	load.dst = temp(ir, KA_V_TEMP, obj, "arraycopy", pc);
	if (load.dst < 0)
		return oom(ir);
	store.a = dst;
	store.b = load.dst;
	return emit(ir, &load) || emit(ir, &store) ? -1 : 0;
}

static int invoke(void *ctx, struct kaba_df *df, const struct kaba_insn *in,
		  const struct kaba_ref *ref, const struct kaba_method_desc *md,
		  const void *receiver, const void *values, void *out)
{
	struct ir *ir = ctx;
	struct ka *ka = ir->ka;
	struct ka_stmt s = stmt(ir, KA_CALL, in->offset);
	struct cpref r;
	struct ka_type ret, pt[256];
	const char *p;
	uint32_t n = 0, at = 0;
	int32_t args[256];

	if (in->opcode == KABA_OP_INVOKEDYNAMIC) {
		const struct kaba_cp_entry *e;
		const char *name, *desc;
		size_t nl, dl;

		if (in->operand <= 0 || (uint32_t)in->operand >= ir->cf->cp.count)
			return bad(ir, in->offset, "bad invokedynamic index");
		e = &ir->cf->cp.entries[in->operand];
		if (e->tag != KABA_CP_INVOKE_DYNAMIC || e->dyn.nat_index >= ir->cf->cp.count ||
		    ir->cf->cp.entries[e->dyn.nat_index].tag != KABA_CP_NAME_AND_TYPE)
			return bad(ir, in->offset, "bad invokedynamic entry");
		name = kaba_cp_utf8(ir->cf, ir->cf->cp.entries[e->dyn.nat_index].nat.name_index, &nl);
		desc = kaba_cp_utf8(ir->cf, ir->cf->cp.entries[e->dyn.nat_index].nat.descriptor_index, &dl);
		if (!name || !desc)
			return bad(ir, in->offset, "bad invokedynamic entry");
		r.cls = ka->object_cls;
		r.name = kaba_arena_strndup(&ka->arena, name, nl);
		r.desc = kaba_arena_strndup(&ka->arena, desc, dl);
		if (!r.name || !r.desc)
			return oom(ir);
		s.call = KA_DYNAMIC;
	} else {
		if (cpref_of(ir, ref, &r))
			return -1;
		s.call = in->opcode == KABA_OP_INVOKEVIRTUAL ? KA_VIRTUAL :
			 in->opcode == KABA_OP_INVOKEINTERFACE ? KA_INTERFACE_CALL :
			 in->opcode == KABA_OP_INVOKESPECIAL ? KA_SPECIAL : KA_STATIC_CALL;
	}
	p = r.desc;
	if (*p++ != '(')
		return bad(ir, in->offset, "bad method descriptor");
	while (*p && *p != ')') {
		if (n >= 255 || ka_parse_type(ka, &p, &pt[n]))
			return bad(ir, in->offset, "bad method descriptor");
		n++;
	}
	if (*p++ != ')' || ka_parse_type(ka, &p, &ret) || *p)
		return bad(ir, in->offset, "bad method descriptor");
	(void)df, (void)md;
	/* each argument's first slot */
	for (uint32_t i = 0; i < n; at += slot_size(pt[i]), i++) {
		int32_t v = var_of(kaba_df_value(&ir->df, values, at));

		args[i] = v >= 0 ? v : KA_NONE;
	}
	if (receiver)
		s.a = var_of(receiver) >= 0 ? var_of(receiver) : KA_NONE;
	s.nargs = n;
	s.args = n ? kaba_arena_memdup(&ka->arena, args, n * sizeof(*args)) : NULL;
	if (n && !s.args)
		return oom(ir);
	s.ref = ka_add_ref(ka, r.cls, r.name, r.desc);
	if (s.ref < 0)
		return oom(ir);
	if (s.call == KA_SPECIAL)
		s.target = special_target(ir, &r);
	else if (s.call != KA_DYNAMIC)
		s.target = ka_lookup_method(ka, r.cls, r.name, r.desc);
	if (ka_type_is_ref(ret)) {
		s.dst = temp(ir, KA_V_TEMP, ret, "call", in->offset);
		if (s.dst < 0)
			return oom(ir);
	}
	if (s.call == KA_STATIC_CALL && ka_is_arraycopy(ka, &ka->refs[s.ref]) &&
	    array_copy(ir, args[0], args[2], in->offset))
		return -1;
	if (emit(ir, &s))
		return -1;
	if (s.call == KA_DYNAMIC && lambda(ir, in, &s))
		return -1;
	return result(out, s.dst >= 0 ? s.dst : V_PRIM);
}

/* ---- objects, arrays, checks --------------------------------------------- */

static int32_t new_site(struct ir *ir, struct ka_type t, uint32_t pc)
{
	struct ka_stmt s = stmt(ir, KA_NEW, pc);

	s.site = ka_add_site(ir->ka, t, ir->m, pc, 0);
	if (s.site < 0 || emit(ir, &s))
		return -1;
	return ir->ka->sites[s.site].var;
}

/* new, newarray, anewarray, multianewarray (the engine popped the counts). */
static int create(void *ctx, struct kaba_df *df, const struct kaba_insn *in, void *out)
{
	static const char atypes[] = { [4] = 'Z', 'C', 'F', 'D', 'B', 'S', 'I', 'J' };
	struct ir *ir = ctx;
	struct ka_type t = { KA_NONE, 0, 0 };
	int32_t v, dims = 1;

	switch (in->opcode) {
	case KABA_OP_NEW:
		if (class_type(ir, (uint16_t)in->operand, &t, in->offset))
			return -1;
		break;
	case KABA_OP_NEWARRAY:
		if (in->operand < 4 || in->operand > 11)
			return bad(ir, in->offset, "bad newarray type");
		t.dims = 1;
		t.prim = atypes[in->operand];
		break;
	case KABA_OP_ANEWARRAY:
		if (class_type(ir, (uint16_t)in->operand, &t, in->offset))
			return -1;
		if (t.dims == 255)
			return bad(ir, in->offset, "too many array dimensions");
		t.dims++;
		break;
	default: /* multianewarray */
		if (class_type(ir, (uint16_t)in->operand, &t, in->offset))
			return -1;
		dims = in->operand2;
		if (dims < 1 || dims > t.dims)
			return bad(ir, in->offset, "bad multianewarray dimensions");
		break;
	}
	(void)df;
	v = new_site(ir, t, in->offset);
	if (v < 0)
		return oom(ir);
	/* multianewarray: one site per created level, each stored in the last. */
	for (int32_t d = 1, outer = v; d < dims; d++) {
		struct ka_type it = t;
		struct ka_stmt s = stmt(ir, KA_ASTORE, in->offset);
		int32_t inner;

		it.dims = (uint16_t)(t.dims - d);
		inner = new_site(ir, it, in->offset);
		if (inner < 0)
			return oom(ir);
		s.a = outer;
		s.b = inner;
		if (emit(ir, &s))
			return -1;
		outer = inner;
	}
	return result(out, v);
}

/* The new check's index, KA_NONE if the type is no user class, -2 on OOM. */
static int32_t add_check(struct ir *ir, enum kaba_check_kind kind, uint32_t pc,
			 struct ka_type t, int32_t var)
{
	struct ka_check c = { 0 };

	/* Only checks against user classes are table columns (§7.5-7.7); a
	 * library type stays what it is. */
	if (t.dims || !ka_is_user(ir->ka, t.cls))
		return KA_NONE;
	c.kind = (uint8_t)kind;
	c.method = ir->m;
	c.pc = pc;
	c.type = t;
	c.var = var;
	c.col_true = c.col_false = KA_NONE;
	return ka_add_check(ir->ka, &c) < 0 ? -2 : (int32_t)ir->ka->nchecks - 1;
}

/* checkcast and instanceof of `value`. */
static int cast(void *ctx, struct kaba_df *df, const struct kaba_insn *in,
		const void *value, void *out)
{
	struct ir *ir = ctx;
	struct ka_stmt s = stmt(ir, in->opcode == KABA_OP_CHECKCAST ? KA_CAST :
				KA_INSTANCEOF, in->offset);
	struct slot x = { var_of(value) };

	(void)df;
	if (class_type(ir, (uint16_t)in->operand, &s.type, in->offset))
		return -1;
	s.a = x.v >= 0 ? x.v : KA_NONE;
	s.check = add_check(ir, in->opcode == KABA_OP_CHECKCAST ? KABA_CHECK_CAST :
			    KABA_CHECK_INSTANCEOF, in->offset, s.type, s.a);
	if (s.check == -2)
		return oom(ir);
	if (in->opcode == KABA_OP_INSTANCEOF)
		return emit(ir, &s) ? -1 : result(out, V_PRIM);
	/* (T) null stays null; a cast to an array type is still a site whose
	 * objects access.c asks about (none: an erased check) */
	if (x.v < 0 && !(x.v == V_NULL && s.type.dims))
		return result(out, x.v);
	s.dst = temp(ir, KA_V_CAST, s.type, "cast", in->offset);
	if (s.dst < 0)
		return oom(ir);
	return emit(ir, &s) ? -1 : result(out, x.v < 0 ? x.v : s.dst);
}

static int array_load(void *ctx, struct kaba_df *df, const struct kaba_insn *in,
		      const void *array, void *out)
{
	struct ir *ir = ctx;
	struct ka_stmt s = stmt(ir, KA_ALOAD, in->offset);
	struct slot arr = { var_of(array) };
	struct ka_type none = { KA_NONE, 0, 0 };

	(void)df;
	if (in->opcode != KABA_OP_AALOAD)
		return result(out, V_PRIM);
	if (arr.v < 0)
		return result(out, V_NULL);
	s.a = arr.v;
	s.dst = temp(ir, KA_V_TEMP, none, "aload", in->offset);   /* typed by infer_types */
	if (s.dst < 0 || ka_ivec_push(&ir->typed, s.dst))
		return oom(ir);
	return emit(ir, &s) ? -1 : result(out, s.dst);
}

static int array_store(void *ctx, struct kaba_df *df, const struct kaba_insn *in,
		       const void *array, const void *value)
{
	struct ir *ir = ctx;
	struct ka_stmt s = stmt(ir, KA_ASTORE, in->offset);
	struct slot arr = { var_of(array) }, val = { var_of(value) };

	(void)df;
	if (in->opcode != KABA_OP_AASTORE || arr.v < 0 || val.v < 0)
		return 0;
	s.a = arr.v;
	s.b = val.v;
	return emit(ir, &s);
}

/* aconst_null and ldc of a reference or a dynamic constant. */
static int constant(void *ctx, struct kaba_df *df, const struct kaba_insn *in, void *out)
{
	struct ir *ir = ctx;
	struct ka *ka = ir->ka;
	const struct kaba_cp_entry *e;
	struct ka_type t = { KA_NONE, 0, 0 };
	const char *cn = NULL, *what = "ldc";
	int32_t v, site;

	(void)df;
	if (in->opcode == KABA_OP_ACONST_NULL)
		return result(out, V_NULL);
	e = &ir->cf->cp.entries[in->operand];
	switch (e->tag) {
	case KABA_CP_STRING: cn = "java/lang/String"; break;
	case KABA_CP_CLASS: cn = "java/lang/Class"; break;
	case KABA_CP_METHOD_TYPE: cn = "java/lang/invoke/MethodType"; break;
	case KABA_CP_METHOD_HANDLE: cn = "java/lang/invoke/MethodHandle"; break;
	default:
		/* Dynamic constants: any library object. */
		cn = "java/lang/Object";
		break;
	}
	t.cls = ka_class(ka, cn, strlen(cn));
	if (t.cls < 0)
		return oom(ir);
	v = temp(ir, KA_V_TEMP, t, what, in->offset);
	site = v < 0 ? -1 : ka_library_site(ka, t.cls);
	if (site < 0 || ka_pta_add_site(ka, v, site))
		return oom(ir);
	ka->vars[v].pc = (uint16_t)in->offset;
	if (e->tag == KABA_CP_STRING) {
		ka->vars[v].cstr = kaba_cp_strdup(&ka->arena, ir->cf, e->index);
	} else if (e->tag == KABA_CP_CLASS) {
		struct ka_type ct;

		if (class_type(ir, (uint16_t)in->operand, &ct, in->offset))
			return -1;
		if (ct.dims)
			ka->vars[v].carray = ct;
		else
			ka->vars[v].cclass = ct.cls;
	}
	return result(out, v);
}

/* ---- locals and control ---------------------------------------------------- */

static int load(void *ctx, struct kaba_df *df, const struct kaba_insn *in,
		enum kaba_df_kind kind, uint32_t slot, void *out)
{
	struct ir *ir = ctx;
	int32_t v;

	(void)df;
	if (kind != KABA_DF_REFERENCE)
		return result(out, V_PRIM);
	v = web_var(ir, (uint32_t)ir->at[in->offset], slot);
	if (v == -1)
		return oom(ir);
	if (v < 0)
		return bad(ir, in->offset, "local index out of range");
	return result(out, v);
}

static int store(void *ctx, struct kaba_df *df, const struct kaba_insn *in,
		 enum kaba_df_kind kind, uint32_t slot, const void *value)
{
	struct ir *ir = ctx;
	struct slot val = { var_of(value) };
	struct ka_stmt s = stmt(ir, KA_ASSIGN, in->offset);
	int32_t v;

	(void)df;
	if (kind != KABA_DF_REFERENCE || val.v < 0)   /* primitives, null, returnAddress */
		return 0;
	v = web_var(ir, (uint32_t)ir->at[in->offset], slot);
	if (v == -1)
		return oom(ir);
	if (v < 0)
		return bad(ir, in->offset, "local index out of range");
	if (v == val.v)
		return 0;
	s.dst = v;
	s.a = val.v;
	return emit(ir, &s);
}

/* areturn and athrow say where their value goes. */
static int leave(void *ctx, struct kaba_df *df, const struct kaba_insn *in, const void *value)
{
	struct ir *ir = ctx;
	struct ka_stmt s = stmt(ir, in->opcode == KABA_OP_ATHROW ? KA_THROW : KA_RETURN,
				in->offset);

	(void)df;
	if (!value || (in->opcode != KABA_OP_ARETURN && in->opcode != KABA_OP_ATHROW) ||
	    var_of(value) < 0)
		return 0;
	s.a = var_of(value);
	return emit(ir, &s);
}

/* jsr/ret (pre-Java-6 finally) are followed as jumps: the return address
 * is a primitive. */
static int subroutine(void *ctx, struct kaba_df *df, const struct kaba_insn *in, void *out)
{
	(void)ctx, (void)df, (void)in;
	return result(out, V_PRIM);
}

static int wide(const void *value)
{
	(void)value;
	return 0;
}

static void primitive(void *ctx, enum kaba_df_kind kind, void *out)
{
	(void)ctx, (void)kind;
	result(out, V_PRIM);
}

/* Control reaches block b: the first time, its entry gets stack vars for
 * the reference slots; every time, the values are assigned to them. */
static int join(void *ctx, struct kaba_df *df, uint32_t b, int64_t pc,
		const struct kaba_df_state *edge, int *changed)
{
	struct ir *ir = ctx;
	const struct slot *stack = edge->stack;
	struct slot *entry;
	uint32_t from_pc = df->at;

	if (!df->reached[b]) {
		if (kaba_df_enter(df, b, edge))
			return -1;
		entry = df->in[b].stack;
		for (uint32_t i = 0; i < edge->nstack; i++) {
			if (entry[i].v >= 0 || entry[i].v == V_NULL) {
				struct ka_type none = { KA_NONE, 0, 0 };

				entry[i].v = temp(ir, KA_V_TEMP, none, "stack", (uint32_t)pc);
				if (entry[i].v < 0 || ka_ivec_push(&ir->typed, entry[i].v))
					return oom(ir);
			}
		}
		*changed = 1;
	} else if (df->in[b].nstack != edge->nstack) {
		return bad(ir, from_pc, "inconsistent stack depth at a join");
	}
	entry = df->in[b].stack;
	for (uint32_t i = 0; i < edge->nstack; i++) {
		struct ka_stmt s = stmt(ir, KA_ASSIGN, from_pc);

		if (stack[i].v < 0 || entry[i].v < 0 || stack[i].v == entry[i].v)
			continue;
		s.dst = entry[i].v;
		s.a = stack[i].v;
		if (emit(ir, &s))
			return -1;
	}
	return 0;
}

static int engine_fail(void *ctx, struct kaba_df *df, int status, const char *what)
{
	struct ir *ir = ctx;

	return kaba_fail(ir->ka->err, status, ir->where,
			 (long long)ir->code->code_offset + df->at, "%s", what);
}

static const struct kaba_df_domain ir_vars = {
	.size = sizeof(struct slot),
	.top = &prim,
	.wide = wide,
	.primitive = primitive,
	.constant = constant,
	.load = load,
	.store = store,
	.array_load = array_load,
	.array_store = array_store,
	.field = field,
	.invoke = invoke,
	.create = create,
	.cast = cast,
	.leave = leave,
	.subroutine = subroutine,
	.join = join,
	.fail = engine_fail,
};

/* ---- the method ------------------------------------------------------------ */

/* The instructions and blocks, through the engine; the exception table
 * checked. */
static int find_blocks(struct ir *ir)
{
	const struct kaba_code *c = ir->code;

	if (kaba_df_init(&ir->df, &ir_vars, ir, ir->cf, c, c->max_locals, c->max_stack,
			 NULL, 0, 0, &ir->flow, ir->where, ir->ka->err))
		return -1;
	ir->insns = ir->df.insns;
	ir->ninsns = ir->df.ninsns;
	ir->at = ir->df.index_of;
	for (uint32_t i = 0; i < c->nexceptions; i++) {
		const struct kaba_exception_entry *e = &c->exceptions[i];

		if (e->start_pc >= e->end_pc || e->end_pc > c->code_len)
			return bad(ir, e->handler_pc, "bad exception table entry");
	}
	return 0;
}

static int setup_handlers(struct ir *ir)
{
	struct ka *ka = ir->ka;
	const struct kaba_code *c = ir->code;
	int32_t thr = ka_class(ka, "java/lang/Throwable", 19);

	if (thr < 0)
		return oom(ir);
	ir->first_handler = (int32_t)ka->nhandlers;
	for (uint16_t i = 0; i < c->nexceptions; i++) {
		const struct kaba_exception_entry *e = &c->exceptions[i];
		struct ka_handler h = { 0 };
		struct ka_type t = { thr, 0, 0 }, any = { thr, 0, 0 };
		uint32_t b;

		if (e->catch_type && class_type(ir, e->catch_type, &t, e->handler_pc))
			return -1;
		if (t.dims)
			return bad(ir, e->handler_pc, "array catch type");
		h.start = e->start_pc;
		h.end = e->end_pc;
		h.pc = e->handler_pc;
		h.catch_cls = e->catch_type ? t.cls : KA_NONE;
		/* javac splits one handler into several ranges (around
		 * nested returns): they share one arrival, variable and check. */
		h.arrive = KA_NONE;
		for (uint32_t k = (uint32_t)ir->first_handler; k < ka->nhandlers; k++) {
			if (ka->handlers[k].pc == h.pc && ka->handlers[k].catch_cls == h.catch_cls) {
				h.arrive = ka->handlers[k].arrive;
				h.caught = ka->handlers[k].caught;
				h.check = ka->handlers[k].check;
				break;
			}
		}
		if (h.arrive != KA_NONE) {
			if (ka_grow((void **)&ka->handlers, &ka->cap_handlers, ka->nhandlers,
				    sizeof(*ka->handlers)))
				return oom(ir);
			ka->handlers[ka->nhandlers++] = h;
			continue;
		}
		h.arrive = ka_add_var(ka, KA_V_HANDLER, ir->m, NULL, any);
		h.caught = temp(ir, KA_V_CATCH, t, "catch", e->handler_pc);
		if (h.arrive < 0 || h.caught < 0)
			return oom(ir);
		h.check = add_check(ir, KABA_CHECK_HANDLER, e->handler_pc, t, h.arrive);
		if (h.check == -2)
			return oom(ir);
		if (ka_grow((void **)&ka->handlers, &ka->cap_handlers, ka->nhandlers,
			    sizeof(*ka->handlers)))
			return oom(ir);
		ka->handlers[ka->nhandlers++] = h;
		if (ka_pta_filter(ka, h.arrive, h.caught, t))
			return -1;
		/* L4: library code in the range throws library exceptions. */
		if (!ka_is_user(ka, t.cls) && !(ka->classes[t.cls].flags & KA_MISSING)) {
			int32_t s = ka_library_site(ka, t.cls);

			if (s < 0 || ka_pta_add_site(ka, h.caught, s))
				return oom(ir);
		}
		b = (uint32_t)ir->df.block_of[e->handler_pc];
		if (!ir->df.reached[b]) {
			struct slot caught = { h.caught };
			struct kaba_df_state in = { ir->df.cur.locals, &caught, 1 };

			if (kaba_df_enter(&ir->df, b, &in))
				return -1;
			kaba_df_queue(&ir->df, b);
		}
	}
	ir->nhandlers = ka->nhandlers - (uint32_t)ir->first_handler;
	return 0;
}

/* Webs of the local slots (webs.c); the slots of `this` and the parameters
 * are defined at entry. */
static int split_locals(struct ir *ir)
{
	const struct ka_method *me = &ir->ka->methods[ir->m];
	uint32_t entry = me->flags & KA_STATIC ? 0 : 1;
	uint32_t nodes = ir->nslots + ir->ninsns;

	for (uint32_t i = 0; i < me->nparams; i++)
		entry += slot_size(me->params[i]);
	if (ka_webs_find(&ir->webs, ir->code, ir->insns, ir->ninsns, ir->at, ir->df.block_of,
			 ir->df.nblocks, entry))
		return -1;
	ir->web_var = malloc(((size_t)nodes + 1) * sizeof(*ir->web_var));
	ir->web_lvt = malloc(((size_t)nodes + 1) * sizeof(*ir->web_lvt));
	if (!ir->web_var || !ir->web_lvt)
		return -1;
	for (uint32_t x = 0; x < nodes; x++)
		ir->web_var[x] = ir->web_lvt[x] = KA_NONE;
	/* A web takes the name of the first access, in code order, that a
	 * table entry covers (a store's entry starts after it): one source
	 * variable may have several entries, and all of them name its web. */
	for (uint32_t i = 0; ir->lvt && i < ir->ninsns; i++) {
		int32_t node = ir->webs.of[i];
		uint32_t slot;
		int width, how = ka_local_access(&ir->insns[i], &slot, &width);

		if (node == KA_NONE || ir->web_lvt[node] != KA_NONE || (how != 'L' && how != 'S'))
			continue;
		ir->web_lvt[node] = lvt_entry(ir, slot, ir->insns[i].offset +
					      (how == 'S' ? ir->insns[i].length : 0));
	}
	return 0;
}

/*
 * The types of this build's webs, stack vars and array loads: the least
 * common supertype of what is assigned to them, an array load's the element
 * type of its array's.  Every step only widens a type within the finite set
 * of its supertypes, so the loop ends; vars nothing is assigned to (null
 * only) stay untyped and get no row, as before.
 */
static int infer_types(struct ir *ir)
{
	struct ka *ka = ir->ka;
	uint32_t first = ir->first_stmt, n = ir->typed.n;
	uint8_t *typed = calloc((size_t)ka->nvars - (size_t)ir->first_var + 1, 1);
	int changed = 1;

	if (!typed)
		return -1;
	for (uint32_t k = 0; k < n; k++)
		typed[ir->typed.v[k] - ir->first_var] = 1;
	/* Indices, not pointers, across ka_type_join: it may load a class,
	 * which grows the arrays of methods and vars. */
	while (changed) {
		changed = 0;
		for (uint32_t k = first; k < ka->methods[ir->m].stmts.n; k++) {
			struct ka_stmt s = ka->stmts[ka->methods[ir->m].stmts.v[k]];
			struct ka_type t, d;

			if ((s.op != KA_ASSIGN && s.op != KA_ALOAD) || s.dst < ir->first_var ||
			    !typed[s.dst - ir->first_var] || s.a < 0)
				continue;
			t = ka->vars[s.a].type;
			if (s.op == KA_ALOAD) {
				if (!ka_type_is_ref(t))
					continue;
				if (t.dims)
					t.dims--;
				else
					t = (struct ka_type){ ka->object_cls, 0, 0 };
			}
			d = ka->vars[s.dst].type;
			t = ka_type_join(ka, d, t);
			if (t.cls != d.cls || t.dims != d.dims) {
				ka->vars[s.dst].type = t;
				changed = 1;
			}
		}
	}
	free(typed);
	return 0;
}

/* The entry: block 0 with an empty stack, queued first (it runs after the
 * handlers, which are queued after it). */
static int start(struct ir *ir)
{
	struct kaba_df_state in = { ir->df.cur.locals, ir->df.cur.stack, 0 };

	for (uint32_t i = 0; i < ir->df.max_locals; i++)
		((struct slot *)in.locals)[i] = prim;
	if (kaba_df_enter(&ir->df, 0, &in))
		return -1;
	kaba_df_queue(&ir->df, 0);
	return 0;
}

int ka_ir_build(struct ka *ka, int32_t m, const struct kaba_class *cf,
		const struct kaba_member *mem, const char *where)
{
	struct ir ir = { 0 };
	struct kaba_code *code = kaba_member_code(mem);
	struct kaba_attr *a;
	int rc = -1;

	if (!code || !code->code_len)
		return 0;
	ir.ka = ka;
	ir.m = m;
	ir.cf = cf;
	ir.code = code;
	ir.where = where;
	ir.mname = ka_method_name(ka, m);
	ir.nslots = code->max_locals;
	kaba_arena_init(&ir.flow);
	a = kaba_attr_find(&code->attrs, KABA_ATTR_LOCAL_VARIABLE_TABLE);
	ir.lvt = a ? a->locals : NULL;
	ir.first_var = (int32_t)ka->nvars;
	ir.first_stmt = ka->methods[m].stmts.n;
	if (!ir.mname) {
		rc = oom(&ir);
		goto out;
	}
	if (find_blocks(&ir))
		goto out;
	if (split_locals(&ir) || name_params(&ir)) {
		rc = oom(&ir);
		goto out;
	}
	if (start(&ir) || setup_handlers(&ir) || kaba_df_run(&ir.df))
		goto out;
	if (infer_types(&ir)) {
		rc = oom(&ir);
		goto out;
	}
	rc = 0;
out:
	if (rc && !ka->err->status)
		rc = kaba_fail(ka->err, KABA_EINPUT, where, -1, "cannot analyse method %s",
			       ir.mname ? ir.mname : "?");
	else if (rc)
		rc = ka->err->status;
	kaba_arena_free(&ir.flow);
	free(ir.web_var);
	free(ir.web_lvt);
	ka_webs_free(&ir.webs);
	ka_ivec_free(&ir.typed);
	return rc;
}
