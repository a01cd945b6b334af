/*
 * Type inference over bytecode (JVMS §4.10.1, §6.5): verification types
 * as a domain of the data-flow engine (kaba/dataflow.h), whose fixpoint
 * gives the stack-map frames.  The state at a block's entry is the merge
 * of every edge into it; a handler's entry merges the locals before and
 * after every instruction of its range, with the catch type alone on the
 * stack.
 *
 * The inference computes, it does not police: it refuses only what leaves
 * no frame to write (underflow, overflow of max_stack or max_locals, stack
 * shapes that do not merge, jsr/ret).  Whatever else is wrong with the
 * code, the verifier will say so against the frames computed here.
 *
 * With a checker's policy (struct flow_check) the same domain polices:
 * block states are the method's own frames, each simulated once, an edge
 * is checked against its target's frame instead of merged, and each
 * operand popped is checked against the type its instruction wants.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "frames.h"
#include "kaba/dataflow.h"
#include "kaba/program.h"

struct infer {
	struct kaba_df df;
	struct flow *fl;
	const struct kaba_hierarchy *h;
	struct names *nm;
	struct kaba_arena *arena;
	const char *where;
	struct kaba_error *err;
	struct kaba_buf scratch;        /* for array names */
	uint32_t object, throwable, string, klass, method_type, method_handle;
	const struct flow_check *check; /* NULL: infer */
	uint32_t *frame_offset;         /* checking: the method's frames */
	struct state *frame;
	uint32_t nframes;
	int started;                    /* the entry state is in */
	int in_init;                    /* the method is an <init> */
	struct vt ret;                  /* its return type (LONG, DOUBLE: the first slot) */
	int ret_slots;                  /* 0: void */
};

/* A want of "any reference, initialised or not" (astore, if_acmp). */
#define VT_REFERENCE 9

static int infer_fail(struct infer *in, int status, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static int infer_fail(struct infer *in, int status, const char *fmt, ...)
{
	const struct kaba_code *code = in->fl->code;
	char what[400];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(what, sizeof(what), fmt, ap);
	va_end(ap);
	if (in->check)
		return kaba_fail(in->err, status, in->where, in->df.at, "%s", what);
	return kaba_fail(in->err, status, in->where,
			 code->code_offset ? (long long)code->code_offset + in->df.at : -1,
			 "%s (code offset %u)", what, in->df.at);
}

static int oom(struct infer *in)
{
	return infer_fail(in, KABA_EIO, "out of memory");
}

static struct vt vt_make(uint8_t tag, uint32_t v)
{
	struct vt t = { tag, v };

	return t;
}

static const struct vt vt_top = { KABA_VT_TOP, 0 };

static int vt_equal(struct vt a, struct vt b)
{
	return a.tag == b.tag && a.v == b.v;
}

static int is_wide(struct vt t)
{
	return t.tag == KABA_VT_LONG || t.tag == KABA_VT_DOUBLE;
}

static int is_reference(struct vt t)
{
	return t.tag == KABA_VT_OBJECT || t.tag == KABA_VT_NULL ||
	       t.tag == KABA_VT_UNINITIALIZED || t.tag == KABA_VT_UNINITIALIZED_THIS;
}

static struct vt *cur_locals(struct infer *in)
{
	return in->df.cur.locals;
}

static struct vt *cur_stack(struct infer *in)
{
	return in->df.cur.stack;
}

/* The opcode of the instruction at hand. */
static uint8_t opcode(struct infer *in)
{
	return in->fl->code->code[in->df.at];
}
/* ---- names of types --------------------------------------------------- */

static int name_id(struct infer *in, const char *s, size_t len, uint32_t *id)
{
	*id = names_id(in->nm, s, len);
	return *id == UINT32_MAX ? oom(in) : 0;
}

/* The slots of a field type: 1 or 2 (J, D), with out[1] = TOP. */
static int type_vt(struct infer *in, const struct kaba_type *t, struct vt out[2],
		   int *slots)
{
	uint32_t id;

	*slots = 1;
	out[1] = vt_make(KABA_VT_TOP, 0);
	if (t->dims || t->base == 'L') {
		if (t->dims ? name_id(in, t->desc, t->desc_len, &id) :
			      name_id(in, t->name, t->name_len, &id))
			return in->err->status;
		out[0] = vt_make(KABA_VT_OBJECT, id);
		return 0;
	}
	switch (t->base) {
	case 'J':
		*slots = 2;
		out[0] = vt_make(KABA_VT_LONG, 0);
		break;
	case 'D':
		*slots = 2;
		out[0] = vt_make(KABA_VT_DOUBLE, 0);
		break;
	case 'F':
		out[0] = vt_make(KABA_VT_FLOAT, 0);
		break;
	case 'V':
		*slots = 0;
		break;
	default:        /* B C I S Z */
		out[0] = vt_make(KABA_VT_INTEGER, 0);
	}
	return 0;
}

/* A field descriptor at (d, len) as verification types. */
static int desc_vt(struct infer *in, const char *d, size_t len, struct vt out[2],
		   int *slots)
{
	struct kaba_type t;
	const char *p = d;

	if (!d || kaba_desc_next(&p, d + len, &t, 1) || p != d + len)
		return infer_fail(in, KABA_EINPUT, "bad field descriptor");
	return type_vt(in, &t, out, slots);
}

/* The name of Class constant `index`. */
static int class_id(struct infer *in, uint32_t index, uint32_t *id)
{
	size_t len;
	const char *s = kaba_cp_class_name(in->fl->cls, index, &len);

	if (!s)
		return infer_fail(in, KABA_EINPUT, "constant %u is no class", index);
	return name_id(in, s, len, id);
}

/* ---- what instructions take (checks only) ------------------------------ */

static const char *vt_text(struct infer *in, struct vt t, char *buf, size_t n)
{
	static const char *const tags[] = { "top", "int", "float", "double", "long", "null",
					    "uninitializedThis", "", "", "reference" };

	if (t.tag == KABA_VT_OBJECT)
		snprintf(buf, n, "'%s'", in->nm->v[t.v]);
	else if (t.tag == KABA_VT_UNINITIALIZED)
		snprintf(buf, n, "uninitialized(%u)", t.v);
	else
		snprintf(buf, n, "%s", t.tag < 10 ? tags[t.tag] : "?");
	return buf;
}

/* Is `have` assignable to `want` (JVMS §4.10.1.2)? */
static int assignable(struct infer *in, struct vt have, struct vt want)
{
	if (vt_equal(have, want) || want.tag == KABA_VT_TOP)
		return 1;
	if (want.tag == VT_REFERENCE)
		return is_reference(have);
	if (want.tag != KABA_VT_OBJECT || (have.tag != KABA_VT_OBJECT && have.tag != KABA_VT_NULL))
		return 0;
	return have.tag == KABA_VT_NULL || want.v == in->object ||
	       in->check->assignable(in->check->ctx, in->nm->v[have.v], in->nm->v[want.v]);
}

static int not_assignable(struct infer *in, struct vt have, struct vt want, const char *slot)
{
	char h[300], w[300];

	return infer_fail(in, KABA_EINPUT, "%s %s (%s) is not assignable to %s",
			  kaba_opcode_name(opcode(in)), vt_text(in, have, h, sizeof(h)),
			  slot, vt_text(in, want, w, sizeof(w)));
}

/* Kinds of typed loads, stores and arithmetic: I L F D A. */
static const uint8_t kind_tag[5] = {
	KABA_VT_INTEGER, KABA_VT_LONG, KABA_VT_FLOAT, KABA_VT_DOUBLE, KABA_VT_OBJECT,
};

/* Checking: the array of arraylength. */
static int check_any_array(struct infer *in, struct vt t)
{
	char h[300];

	if (t.tag == KABA_VT_NULL || (t.tag == KABA_VT_OBJECT && in->nm->v[t.v][0] == '['))
		return 0;
	return infer_fail(in, KABA_EINPUT, "arraylength on %s, which is no array",
			  vt_text(in, t, h, sizeof(h)));
}

/* An operand (or iinc's local) against what its instruction takes. */
static int check_operand(void *ctx, struct kaba_df *df, const void *value,
			 const struct kaba_df_want *want, uint32_t depth)
{
	struct infer *in = ctx;
	struct vt have = *(const struct vt *)value, w[2];
	char slot[32];
	int slots, st;

	if (!in->check)
		return 0;
	switch (want->what) {
	case KABA_DF_WANT_KIND:
		w[0] = vt_make(want->kind == KABA_DF_REFERENCE ? VT_REFERENCE : kind_tag[want->kind], 0);
		break;
	case KABA_DF_WANT_OBJECT:
		w[0] = vt_make(KABA_VT_OBJECT, in->object);
		break;
	case KABA_DF_WANT_THROWABLE:
		w[0] = vt_make(KABA_VT_OBJECT, in->throwable);
		break;
	case KABA_DF_WANT_TYPE:
		if ((st = type_vt(in, want->type, w, &slots)))
			return st;
		break;
	case KABA_DF_WANT_RETURN:
		w[0] = in->ret;
		break;
	default:
		return check_any_array(in, have);
	}
	if (assignable(in, have, w[0]))
		return 0;
	if (want->local >= 0)
		snprintf(slot, sizeof(slot), "local %u", (unsigned)want->local);
	else
		snprintf(slot, sizeof(slot), "stack[%u]", depth);
	(void)df;
	return not_assignable(in, have, w[0], slot);
}

/* Checking: a TOP popped is the second slot of a long or double: the
 * deepest slot must not split one, the top one of a category-1 form must
 * not be one. */
static int check_shuffle(void *ctx, struct kaba_df *df, uint8_t op, const void *popped,
			 unsigned n)
{
	struct infer *in = ctx;
	const struct vt *p = popped;

	(void)df;
	if (in->check && (p[n - 1].tag == KABA_VT_TOP ||
			  (p[0].tag == KABA_VT_TOP &&
			   (op == KABA_OP_POP || op == KABA_OP_DUP || op == KABA_OP_DUP_X1 ||
			    op == KABA_OP_DUP_X2 || op == KABA_OP_SWAP))))
		return infer_fail(in, KABA_EINPUT, "%s splits or moves half of a long or double",
				  kaba_opcode_name(op));
	return 0;
}

/* ---- values ------------------------------------------------------------- */

static int wide(const void *value)
{
	return is_wide(*(const struct vt *)value);
}

static void primitive(void *ctx, enum kaba_df_kind kind, void *out)
{
	struct vt *t = out;

	(void)ctx;
	t[0] = vt_make(kind_tag[kind], 0);
	if (kind == KABA_DF_LONG || kind == KABA_DF_DOUBLE)
		t[1] = vt_top;
}

/* aconst_null and ldc of a reference or a dynamic constant. */
static int constant(void *ctx, struct kaba_df *df, const struct kaba_insn *insn, void *out)
{
	struct infer *in = ctx;
	struct vt *t = out;
	const char *d;
	size_t len;
	int slots;

	(void)df;
	t[0] = vt_make(KABA_VT_OBJECT, 0);
	if (insn->opcode == KABA_OP_ACONST_NULL) {
		t[0] = vt_make(KABA_VT_NULL, 0);
		return 0;
	}
	switch (in->fl->cls->cp.entries[insn->operand].tag) {
	case KABA_CP_STRING:
		t[0].v = in->string;
		return 0;
	case KABA_CP_CLASS:
		t[0].v = in->klass;
		return 0;
	case KABA_CP_METHOD_TYPE:
		t[0].v = in->method_type;
		return 0;
	case KABA_CP_METHOD_HANDLE:
		t[0].v = in->method_handle;
		return 0;
	default:        /* Dynamic */
		d = kaba_df_dynamic_desc(in->fl->cls, (uint32_t)insn->operand, &len);
		return desc_vt(in, d, d ? len : 0, t, &slots);
	}
}

static int load(void *ctx, struct kaba_df *df, const struct kaba_insn *insn,
		enum kaba_df_kind kind, uint32_t index, void *out)
{
	struct infer *in = ctx;
	struct vt t = cur_locals(in)[index];

	(void)insn;
	if (kind == KABA_DF_REFERENCE) {
		if (!is_reference(t))
			return infer_fail(in, KABA_EINPUT, "aload of local %u, which holds no reference",
					  index);
		*(struct vt *)out = t;
		return 0;
	}
	if (in->check && t.tag != kind_tag[kind]) {
		char slot[32];

		snprintf(slot, sizeof(slot), "local %u", index);
		return not_assignable(in, t, vt_make(kind_tag[kind], 0), slot);
	}
	primitive(ctx, kind, out);
	(void)df;
	return 0;
}

static int store(void *ctx, struct kaba_df *df, const struct kaba_insn *insn,
		 enum kaba_df_kind kind, uint32_t index, const void *value)
{
	struct infer *in = ctx;
	struct vt t = *(const struct vt *)value;

	(void)df, (void)insn, (void)index;
	if (kind == KABA_DF_REFERENCE && in->check && !is_reference(t))
		return not_assignable(in, t, vt_make(VT_REFERENCE, 0), "stack top");
	return 0;
}

/* ---- merging ------------------------------------------------------------ */

/* The merge of two types: TOP where they do not merge. */
static int merge_vt(struct infer *in, struct vt a, struct vt b, struct vt *out)
{
	const char *lub;

	if (vt_equal(a, b)) {
		*out = a;
	} else if (a.tag == KABA_VT_NULL && b.tag == KABA_VT_OBJECT) {
		*out = b;
	} else if (b.tag == KABA_VT_NULL && a.tag == KABA_VT_OBJECT) {
		*out = a;
	} else if (a.tag == KABA_VT_OBJECT && b.tag == KABA_VT_OBJECT) {
		lub = in->h->common_super(in->h->ctx, in->nm->v[a.v], in->nm->v[b.v]);
		if (!lub)
			return infer_fail(in, KABA_EUNSUPPORTED,
					  "cannot merge %s and %s: a class is missing",
					  in->nm->v[a.v], in->nm->v[b.v]);
		*out = vt_make(KABA_VT_OBJECT, 0);
		return name_id(in, lub, strlen(lub), &out->v);
	} else {
		*out = vt_make(KABA_VT_TOP, 0);
	}
	return 0;
}

/* Checking: control reaches `target`, whose frame is s (if `framed`). */
static int check_edge(struct infer *in, int64_t target, const struct kaba_df_state *s,
		      int framed, const struct kaba_df_state *edge)
{
	const struct vt *locals = edge->locals, *stack = edge->stack;
	const struct vt *want_locals = s->locals, *want_stack = s->stack;
	uint32_t i, nstack = edge->nstack;
	char slot[64];

	if (!framed)
		return infer_fail(in, KABA_EINPUT, "no stack map frame at branch target %lld",
				  (long long)target);
	if (s->nstack != nstack)
		return infer_fail(in, KABA_EINPUT, "stack depth %u, the frame at %lld has %u",
				  nstack, (long long)target, s->nstack);
	for (i = 0; i < in->fl->max_locals; i++)
		if (!assignable(in, locals[i], want_locals[i])) {
			snprintf(slot, sizeof(slot), "local %u, frame at %lld", i, (long long)target);
			return not_assignable(in, locals[i], want_locals[i], slot);
		}
	for (i = 0; i < nstack; i++)
		if (!assignable(in, stack[i], want_stack[i])) {
			snprintf(slot, sizeof(slot), "stack[%u], frame at %lld", i, (long long)target);
			return not_assignable(in, stack[i], want_stack[i], slot);
		}
	return 0;
}

/* Control reaches block b (at `target`) with state `edge`. */
static int join(void *ctx, struct kaba_df *df, uint32_t b, int64_t target,
		const struct kaba_df_state *edge, int *changed)
{
	struct infer *in = ctx;
	struct kaba_df_state *s = &df->in[b];
	const struct vt *locals = edge->locals, *stack = edge->stack;
	struct vt *sl, *ss;
	uint32_t i, nl = df->max_locals, nstack = edge->nstack;
	int st;

	if (in->check && in->started)
		return check_edge(in, target, s, df->reached[b], edge);
	if (!df->reached[b]) {
		*changed = 1;
		return kaba_df_enter(df, b, edge);
	}
	if (s->nstack != nstack)
		return infer_fail(in, KABA_EINPUT, "stack depths %u and %u meet at %lld",
				  s->nstack, nstack, (long long)target);
	sl = s->locals;
	ss = s->stack;
	for (i = 0; i < nl; i++) {
		struct vt m;

		if ((st = merge_vt(in, sl[i], locals[i], &m)))
			return st;
		if (!vt_equal(m, sl[i]))
			sl[i] = m, *changed = 1;
	}
	for (i = 0; i < nstack; i++) {
		struct vt m;

		if ((st = merge_vt(in, ss[i], stack[i], &m)))
			return st;
		if (m.tag == KABA_VT_TOP && ss[i].tag != KABA_VT_TOP)
			return infer_fail(in, KABA_EINPUT, "stack slot %u does not merge at %lld",
					  i, (long long)target);
		if (!vt_equal(m, ss[i]))
			ss[i] = m, *changed = 1;
	}
	return 0;
}

/* A handler's entry: the catch type alone on the stack. */
static int caught(void *ctx, struct kaba_df *df, const struct kaba_exception_entry *e, void *out)
{
	struct infer *in = ctx;
	struct vt *exc = out;

	(void)df;
	*exc = vt_make(KABA_VT_OBJECT, in->throwable);
	return e->catch_type ? class_id(in, e->catch_type, &exc->v) : 0;
}

/* ---- arrays ------------------------------------------------------------- */

/* i l f d a b c s: the kinds of xaload and xastore. */
static const uint8_t array_kinds[] = { 0, 1, 2, 3, 4, 0, 0, 0 };

/* Checking: the array of xaload or xastore number k (0 = i ... 7 = s). */
static int check_array(struct infer *in, unsigned k, struct vt array)
{
	static const char elem[] = "IJFD?BCS";
	const char *name;
	char h[300];

	if (!in->check || array.tag == KABA_VT_NULL)
		return 0;
	name = array.tag == KABA_VT_OBJECT ? in->nm->v[array.v] : "";
	if (name[0] == '[' && (k == 4 ? name[1] == '[' || name[1] == 'L' :
			       (name[1] == elem[k] || (k == 5 && name[1] == 'Z')) && !name[2]))
		return 0;
	return infer_fail(in, KABA_EINPUT, "%s on %s, which is no array it takes",
			  kaba_opcode_name(opcode(in)), vt_text(in, array, h, sizeof(h)));
}

static int array_load(void *ctx, struct kaba_df *df, const struct kaba_insn *insn,
		      const void *arr, void *out)
{
	struct infer *in = ctx;
	struct vt array = *(const struct vt *)arr, *t = out;
	uint8_t op = insn->opcode;
	const char *name;
	uint32_t id;
	int st;

	(void)df;
	if ((st = check_array(in, op - KABA_OP_IALOAD, array)))
		return st;
	if (op != KABA_OP_AALOAD) {
		primitive(ctx, array_kinds[op - KABA_OP_IALOAD], out);
		return 0;
	}
	if (array.tag == KABA_VT_NULL) {
		*t = array;
		return 0;
	}
	name = array.tag == KABA_VT_OBJECT ? in->nm->v[array.v] : "";
	if (name[0] != '[' || (name[1] != '[' && name[1] != 'L'))
		return infer_fail(in, KABA_EINPUT, "aaload from %s, which is no array of references",
				  *name ? name : "a non-reference");
	if (name[1] == 'L' ? name_id(in, name + 2, strlen(name) - 3, &id) :
			     name_id(in, name + 1, strlen(name) - 1, &id))
		return in->err->status;
	*t = vt_make(KABA_VT_OBJECT, id);
	return 0;
}

static int array_store(void *ctx, struct kaba_df *df, const struct kaba_insn *insn,
		       const void *array, const void *value)
{
	(void)df, (void)value;
	return check_array(ctx, insn->opcode - KABA_OP_IASTORE, *(const struct vt *)array);
}

/* ---- members ------------------------------------------------------------ */

/* Checking: the receiver of getfield, putfield, invokevirtual or
 * invokespecial, which must be assignable to the reference's class. */
static int check_field_receiver(struct infer *in, const struct kaba_ref *r, struct vt t)
{
	struct vt owner = vt_make(KABA_VT_OBJECT, 0);
	int st;

	if (!in->check)
		return 0;
	if ((st = name_id(in, r->cls, r->cls_len, &owner.v)))
		return st;
	/* a constructor may set its own class's fields before super() */
	if (t.tag == KABA_VT_UNINITIALIZED_THIS && owner.v == in->fl->this_name &&
	    opcode(in) == KABA_OP_PUTFIELD)
		return 0;
	return assignable(in, t, owner) ? 0 : not_assignable(in, t, owner, "receiver");
}

static int field(void *ctx, struct kaba_df *df, const struct kaba_insn *insn,
		 const struct kaba_ref *r, const struct kaba_type *type,
		 const void *object, const void *value, void *out)
{
	struct infer *in = ctx;
	int slots, st;

	(void)df, (void)insn, (void)value;
	if (object && (st = check_field_receiver(in, r, *(const struct vt *)object)))
		return st;
	return out ? type_vt(in, type, out, &slots) : 0;
}

/* After <init> every copy of the uninitialised object is the object. */
static int initialize(struct infer *in, struct vt receiver)
{
	const struct kaba_code *code = in->fl->code;
	struct vt done = vt_make(KABA_VT_OBJECT, in->fl->this_name);
	struct vt *locals = cur_locals(in), *stack = cur_stack(in);
	uint32_t i;
	int st;

	if (receiver.tag == KABA_VT_UNINITIALIZED) {
		uint32_t at = receiver.v;

		if (at + 3 > code->code_len || code->code[at] != KABA_OP_NEW)
			return infer_fail(in, KABA_EINPUT, "uninitialized(%u) names no new", at);
		if ((st = class_id(in, (uint32_t)code->code[at + 1] << 8 | code->code[at + 2],
				   &done.v)))
			return st;
	} else if (receiver.tag != KABA_VT_UNINITIALIZED_THIS) {
		return infer_fail(in, KABA_EINPUT, "<init> called on an initialized object");
	}
	for (i = 0; i < in->fl->max_locals; i++)
		if (vt_equal(locals[i], receiver))
			locals[i] = done;
	for (i = 0; i < in->df.cur.nstack; i++)
		if (vt_equal(stack[i], receiver))
			stack[i] = done;
	return 0;
}
/* Checking: the class an <init> is called on must be the one its `new`
 * names, or, on uninitializedThis, the current class or its superclass. */
static int check_init_owner(struct infer *in, struct vt receiver, const struct kaba_ref *r)
{
	const struct kaba_class *cls = in->fl->cls;
	const struct kaba_code *code = in->fl->code;
	const char *want = NULL, *super = NULL;
	size_t len = 0, super_len = 0;

	if (receiver.tag == KABA_VT_UNINITIALIZED && receiver.v + 3 <= code->code_len)
		want = kaba_cp_class_name(cls, (uint32_t)code->code[receiver.v + 1] << 8 |
					       code->code[receiver.v + 2], &len);
	else if (receiver.tag == KABA_VT_UNINITIALIZED_THIS) {
		want = in->nm->v[in->fl->this_name];
		len = strlen(want);
		if (cls->super_class)
			super = kaba_cp_class_name(cls, cls->super_class, &super_len);
	}
	if (!want || (r->cls_len == len && !memcmp(r->cls, want, len)) ||
	    (super && r->cls_len == super_len && !memcmp(r->cls, super, super_len)))
		return 0;
	return infer_fail(in, KABA_EINPUT, "%.*s.<init> called on an object of class %.*s",
			  (int)r->cls_len, r->cls, (int)len, want);
}

/* Checking: the receiver of invokevirtual, invokespecial, invokeinterface. */
static int check_receiver(struct infer *in, uint8_t op, struct vt receiver,
			  const struct kaba_ref *r)
{
	struct vt owner = vt_make(KABA_VT_OBJECT, 0);
	const char *have;
	char h[300];
	int st;

	if ((st = name_id(in, r->cls, r->cls_len, &owner.v)))
		return st;
	if (!assignable(in, receiver, op == KABA_OP_INVOKEINTERFACE ?
				      vt_make(KABA_VT_OBJECT, in->object) : owner))
		return not_assignable(in, receiver, owner, "receiver");
	if (op == KABA_OP_INVOKESPECIAL &&
	    !assignable(in, receiver, vt_make(KABA_VT_OBJECT, in->fl->this_name)))
		return not_assignable(in, receiver, vt_make(KABA_VT_OBJECT, in->fl->this_name),
				      "receiver of invokespecial");
	if (op != KABA_OP_INVOKEINTERFACE || receiver.tag != KABA_VT_OBJECT ||
	    receiver.v == in->object)
		return 0;
	have = in->nm->v[receiver.v];
	if (in->check->implements(in->check->ctx, have, in->nm->v[owner.v]))
		return 0;
	return infer_fail(in, KABA_EINPUT, "invokeinterface on %s, which does not implement "
			  "%.*s (IncompatibleClassChangeError at run time)",
			  vt_text(in, receiver, h, sizeof(h)), (int)r->cls_len, r->cls);
}

static int invoke(void *ctx, struct kaba_df *df, const struct kaba_insn *insn,
		  const struct kaba_ref *r, const struct kaba_method_desc *md,
		  const void *receiver, const void *args, void *out)
{
	struct infer *in = ctx;
	int slots, st;

	(void)df, (void)args;
	if (receiver) {
		struct vt t = *(const struct vt *)receiver;
		int init = insn->opcode == KABA_OP_INVOKESPECIAL && r->name_len == 6 &&
			   !memcmp(r->name, "<init>", 6);

		if (in->check && (st = init ? check_init_owner(in, t, r) :
					     check_receiver(in, insn->opcode, t, r)))
			return st;
		if (init && (st = initialize(in, t)))
			return st;
	}
	return type_vt(in, &md->ret, out, &slots);
}

/* ---- objects and control ------------------------------------------------ */

/* "[" + the element: "[I", "[[I", "[Ljava/lang/String;". */
static int array_of(struct infer *in, const char *elem, size_t len, int is_class,
		    uint32_t *id)
{
	in->scratch.len = 0;
	kaba_buf_put(&in->scratch, is_class ? "[L" : "[", is_class ? 2 : 1);
	kaba_buf_put(&in->scratch, elem, len);
	if (is_class)
		kaba_buf_u8(&in->scratch, ';');
	if (in->scratch.oom)
		return oom(in);
	return name_id(in, (const char *)in->scratch.data, in->scratch.len, id);
}

/* new, newarray, anewarray, multianewarray. */
static int create(void *ctx, struct kaba_df *df, const struct kaba_insn *insn, void *out)
{
	static const char atypes[] = "ZCFDBSIJ";   /* T_BOOLEAN (4) ... T_LONG (11) */
	struct infer *in = ctx;
	struct vt *t = out;
	const char *s;
	size_t len;

	(void)df;
	*t = vt_make(KABA_VT_OBJECT, 0);
	switch (insn->opcode) {
	case KABA_OP_NEW:
		*t = vt_make(KABA_VT_UNINITIALIZED, insn->offset);
		return 0;
	case KABA_OP_NEWARRAY:
		if (insn->operand < 4 || insn->operand > 11)
			return infer_fail(in, KABA_EINPUT, "newarray of type %d", insn->operand);
		return array_of(in, &atypes[insn->operand - 4], 1, 0, &t->v);
	case KABA_OP_ANEWARRAY:
		if (!(s = kaba_cp_class_name(in->fl->cls, (uint32_t)insn->operand, &len)))
			return infer_fail(in, KABA_EINPUT, "constant %d is no class", insn->operand);
		return array_of(in, s, len, s[0] != '[', &t->v);
	default:
		return class_id(in, (uint32_t)insn->operand, &t->v);
	}
}

/* checkcast and instanceof. */
static int cast(void *ctx, struct kaba_df *df, const struct kaba_insn *insn,
		const void *value, void *out)
{
	struct vt *t = out;

	(void)df, (void)value;
	if (insn->opcode == KABA_OP_INSTANCEOF) {
		primitive(ctx, KABA_DF_INT, out);
		return 0;
	}
	*t = vt_make(KABA_VT_OBJECT, 0);
	return class_id(ctx, (uint32_t)insn->operand, &t->v);
}

/* Checking, before the pop: a return's value must fit the method's return
 * type, and a constructor must have called super() or this() first. */
static int leave(void *ctx, struct kaba_df *df, const struct kaba_insn *insn,
		 const void *value)
{
	struct infer *in = ctx;
	uint8_t op = insn->opcode;
	unsigned kind = op - KABA_OP_IRETURN, i;
	int fits;

	(void)df;
	if (!in->check || value || op == KABA_OP_ATHROW)
		return 0;
	if (op == KABA_OP_RETURN) {
		for (i = 0; in->in_init && i < in->fl->max_locals; i++)
			if (cur_locals(in)[i].tag == KABA_VT_UNINITIALIZED_THIS)
				return infer_fail(in, KABA_EINPUT,
						  "constructor returns before super() or this()");
		fits = !in->ret_slots;
	} else {
		fits = in->ret_slots && (kind == 4 ? in->ret.tag == KABA_VT_OBJECT :
						     in->ret.tag == kind_tag[kind]);
	}
	if (!fits)
		return infer_fail(in, KABA_EINPUT, "%s does not fit the method's return type",
				  kaba_opcode_name(op));
	return 0;
}

static int subroutine(void *ctx, struct kaba_df *df, const struct kaba_insn *insn, void *out)
{
	(void)df, (void)out;
	return infer_fail(ctx, KABA_EINPUT, "%s in a class file of version 50 or later",
			  kaba_opcode_name(insn->opcode));
}

static int engine_fail(void *ctx, struct kaba_df *df, int status, const char *what)
{
	(void)df;
	return infer_fail(ctx, status, "%s", what);
}

static const struct kaba_df_domain verifier_types = {
	.size = sizeof(struct vt),
	.top = &vt_top,
	.wide = wide,
	.primitive = primitive,
	.check = check_operand,
	.shuffle = check_shuffle,
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
	.caught = caught,
	.fail = engine_fail,
};

/* ---- the method --------------------------------------------------------- */

/* The state on entry: `this` and the parameters (JVMS §4.10.1.6). */
static int entry_state(struct infer *in, const struct kaba_member *m, struct state *s)
{
	const struct kaba_class *cls = in->fl->cls;
	struct kaba_method_desc md;
	struct kaba_type t;
	const char *d, *name;
	size_t len, name_len;
	uint32_t n = 0;
	int st;

	d = kaba_member_descriptor(cls, m, &len);
	name = kaba_member_name(cls, m, &name_len);
	if (!d || !name || kaba_method_desc_init(&md, d, len))
		return infer_fail(in, KABA_EINPUT, "bad method descriptor");
	for (n = 0; n < in->fl->max_locals; n++)
		s->locals[n] = vt_make(KABA_VT_TOP, 0);
	n = 0;
	if (!(m->access & KABA_ACC_STATIC)) {
		int init = name_len == 6 && !memcmp(name, "<init>", 6) &&
			   strcmp(in->nm->v[in->fl->this_name], "java/lang/Object");

		s->locals[n++] = init ? vt_make(KABA_VT_UNINITIALIZED_THIS, 0) :
					vt_make(KABA_VT_OBJECT, in->fl->this_name);
		in->in_init = init;
	}
	while (kaba_method_desc_param(&md, &t) > 0) {
		struct vt v[2];
		int slots;

		if ((st = type_vt(in, &t, v, &slots)))
			return st;
		s->locals[n++] = v[0];
		if (slots == 2)
			s->locals[n++] = v[1];
	}
	s->nstack = 0;
	{
		struct vt r[2];

		if ((st = type_vt(in, &md.ret, r, &in->ret_slots)))
			return st;
		in->ret = r[0];
	}
	return 0;
}

static int intern_common(struct infer *in)
{
	static const struct { size_t at; const char *name; } common[] = {
		{ offsetof(struct infer, object), "java/lang/Object" },
		{ offsetof(struct infer, throwable), "java/lang/Throwable" },
		{ offsetof(struct infer, string), "java/lang/String" },
		{ offsetof(struct infer, klass), "java/lang/Class" },
		{ offsetof(struct infer, method_type), "java/lang/invoke/MethodType" },
		{ offsetof(struct infer, method_handle), "java/lang/invoke/MethodHandle" },
	};
	size_t i;
	int st;

	for (i = 0; i < sizeof(common) / sizeof(common[0]); i++)
		if ((st = name_id(in, common[i].name, strlen(common[i].name),
				  (uint32_t *)((char *)in + common[i].at))))
			return st;
	return 0;
}

/* Bounds: the declared ones, but room for the parameters in any case. */
static int set_bounds(struct infer *in, const struct kaba_member *m)
{
	struct flow *fl = in->fl;
	struct kaba_method_desc md;
	size_t len;
	const char *d = kaba_member_descriptor(fl->cls, m, &len);
	uint32_t params;

	if (!d || kaba_method_desc_init(&md, d, len))
		return infer_fail(in, KABA_EINPUT, "bad method descriptor");
	params = md.slots + !(m->access & KABA_ACC_STATIC);
	fl->max_locals = fl->code->max_locals > params ? fl->code->max_locals : params;
	fl->max_stack = fl->code->max_stack;
	fl->used_locals = params;
	return 0;
}

/* Checking: the frames in, every block with one queued, a block without
 * one refused (code after a goto, a branch target, a handler). */
static int start_check(struct infer *in, const struct kaba_df_state *entry)
{
	struct kaba_df *df = &in->df;
	uint32_t i, b;
	int st;

	for (i = 0; i < in->nframes; i++) {
		b = (uint32_t)df->block_of[in->frame_offset[i]];
		df->in[b].locals = in->frame[i].locals;
		df->in[b].stack = in->frame[i].stack;
		df->in[b].nstack = in->frame[i].nstack;
		df->reached[b] = 1;
	}
	in->started = df->reached[0];
	if ((st = kaba_df_flow(df, 0, entry)))
		return st;
	in->started = 1;
	for (b = 0; b < df->nblocks; b++) {
		df->at = df->block_start[b];
		if (!df->reached[b])
			return infer_fail(in, KABA_EINPUT, "no stack map frame at %u", df->at);
		kaba_df_queue(df, b);
	}
	return 0;
}

/* What the engine learnt, as the frame writer and the checker read it. */
static int keep_results(struct infer *in)
{
	struct flow *fl = in->fl;
	const struct kaba_df *df = &in->df;
	uint32_t b;

	fl->start = df->start;
	fl->frame_at = df->target;
	fl->live = df->live;
	fl->block_of = df->block_of;
	fl->block_start = df->block_start;
	fl->nblocks = df->nblocks;
	fl->reached = df->reached;
	fl->used_locals = df->used_locals;
	fl->used_stack = df->used_stack;
	fl->in = kaba_arena_alloc(in->arena, (df->nblocks + 1) * sizeof(*fl->in));
	if (!fl->in)
		return oom(in);
	for (b = 0; b < df->nblocks; b++) {
		fl->in[b].locals = df->in[b].locals;
		fl->in[b].stack = df->in[b].stack;
		fl->in[b].nstack = df->in[b].nstack;
	}
	return 0;
}

int flow_run(struct flow *fl, const struct kaba_class *cls,
	     const struct kaba_member *m, const struct kaba_hierarchy *h,
	     const struct flow_check *check, struct names *nm,
	     struct kaba_arena *arena, const char *where, struct kaba_error *err)
{
	struct infer in = { .fl = fl, .h = h, .nm = nm, .arena = arena,
			    .where = where, .err = err, .check = check };
	struct state entry;
	struct kaba_df_state start;
	size_t this_len;
	const char *this_name;
	int st;

	memset(fl, 0, sizeof(*fl));
	fl->cls = cls;
	fl->code = kaba_member_code(m);
	if (!fl->code || !fl->code->code_len)
		return kaba_fail(err, KABA_EINPUT, where, -1, "no code");
	kaba_buf_init(&in.scratch);
	this_name = kaba_cp_class_name(cls, cls->this_class, &this_len);
	if (!this_name)
		return kaba_fail(err, KABA_EINPUT, where, -1, "bad this_class");
	if ((st = intern_common(&in)) || (st = name_id(&in, this_name, this_len, &fl->this_name)) ||
	    (st = set_bounds(&in, m)))
		return st;
	entry.locals = kaba_arena_alloc(arena, (fl->max_locals + 1) * sizeof(struct vt));
	if (!entry.locals)
		return oom(&in);
	entry.stack = entry.locals + fl->max_locals;
	fl->entry = entry.locals;
	if ((st = entry_state(&in, m, &entry)) ||
	    (check && (st = stackmap_states(fl, nm, arena, &in.frame_offset, &in.frame,
					    &in.nframes, where, err))))
		return st;
	if ((st = kaba_df_init(&in.df, &verifier_types, &in, cls, fl->code, fl->max_locals,
			       fl->max_stack, in.frame_offset, in.nframes, check != NULL, arena,
			       where, err)))
		return st;
	in.df.used_locals = fl->used_locals;
	start.locals = entry.locals;
	start.stack = entry.locals;
	start.nstack = 0;
	if (!(st = check ? start_check(&in, &start) : kaba_df_flow(&in.df, 0, &start)))
		st = kaba_df_run(&in.df);
	kaba_buf_free(&in.scratch);
	return keep_results(&in) ? err->status : st;
}
