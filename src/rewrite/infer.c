/*
 * Type inference over bytecode (JVMS §4.10.1, §6.5): the data flow whose
 * fixpoint gives the stack-map frames.  Code is cut into blocks at branch
 * targets, handler starts and after instructions that do not fall
 * through; the state at a block's entry is the merge of every edge into
 * it, and a block is simulated again whenever that state changes.  A
 * handler's entry merges the locals before and after every instruction of
 * its range (HotSpot checks both, depending on the instruction), with the
 * catch type alone on the stack.
 *
 * The inference computes, it does not police: it refuses only what leaves
 * no frame to write (underflow, overflow of max_stack or max_locals, stack
 * shapes that do not merge, jsr/ret).  Whatever else is wrong with the
 * code, the verifier will say so against the frames computed here.
 *
 * With a checker's policy (struct flow_check) the same transfer functions
 * police: block states are the method's own frames, each simulated once,
 * an edge is checked against its target's frame instead of merged, and
 * each operand popped is checked against the type its instruction wants.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "frames.h"
#include "kaba/program.h"

struct infer {
	struct flow *fl;
	const struct kaba_hierarchy *h;
	struct names *nm;
	struct kaba_arena *arena;
	const char *where;
	struct kaba_error *err;
	uint32_t *work, nwork;          /* blocks to simulate */
	uint8_t *queued;                /* [nblocks] */
	struct state cur;
	uint32_t at;                    /* offset of the instruction simulated */
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
		return kaba_fail(in->err, status, in->where, in->at, "%s", what);
	return kaba_fail(in->err, status, in->where,
			 code->code_offset ? (long long)code->code_offset + in->at : -1,
			 "%s (code offset %u)", what, in->at);
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

/* The NameAndType descriptor of a Dynamic or InvokeDynamic constant. */
static const char *dynamic_desc(struct infer *in, uint32_t index, size_t *len)
{
	const struct kaba_cpool *cp = &in->fl->cls->cp;
	uint32_t nat;

	if (index >= cp->count)
		return NULL;
	nat = cp->entries[index].dyn.nat_index;
	if (nat >= cp->count || cp->entries[nat].tag != KABA_CP_NAME_AND_TYPE)
		return NULL;
	return kaba_cp_utf8(in->fl->cls, cp->entries[nat].nat.descriptor_index, len);
}

/* ---- the current state -------------------------------------------------- */

static int push(struct infer *in, struct vt t)
{
	if (in->cur.nstack >= in->fl->max_stack)
		return infer_fail(in, KABA_EINPUT, "operand stack exceeds max_stack %u",
				  in->fl->max_stack);
	in->cur.stack[in->cur.nstack++] = t;
	if (in->cur.nstack > in->fl->used_stack)
		in->fl->used_stack = in->cur.nstack;
	return 0;
}

static int push_slots(struct infer *in, const struct vt t[2], int slots)
{
	int i, st;

	for (i = 0; i < slots; i++)
		if ((st = push(in, t[i])))
			return st;
	return 0;
}

static int pop(struct infer *in, struct vt *t)
{
	if (!in->cur.nstack)
		return infer_fail(in, KABA_EINPUT, "operand stack underflow");
	*t = in->cur.stack[--in->cur.nstack];
	return 0;
}

static int pop_n(struct infer *in, uint32_t n)
{
	if (in->cur.nstack < n)
		return infer_fail(in, KABA_EINPUT, "operand stack underflow");
	in->cur.nstack -= n;
	return 0;
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
			  kaba_opcode_name(in->fl->code->code[in->at]), vt_text(in, have, h, sizeof(h)),
			  slot, vt_text(in, want, w, sizeof(w)));
}

/* Pop one slot that must be assignable to `want` when checking. */
static int pop_want(struct infer *in, struct vt want)
{
	struct vt t = { KABA_VT_TOP, 0 };
	char slot[32];
	int st;

	if ((st = pop(in, &t)) || !in->check || assignable(in, t, want))
		return st;
	snprintf(slot, sizeof(slot), "stack[%u]", in->cur.nstack);
	return not_assignable(in, t, want, slot);
}

/* Pop a value of field type t (one or two slots). */
static int pop_type(struct infer *in, const struct vt t[2], int slots)
{
	int st;

	if (slots == 2 && (st = pop_n(in, 1)))
		return st;
	return slots ? pop_want(in, t[0]) : 0;
}

/* Kinds of typed loads, stores and arithmetic: I L F D A. */
static const uint8_t kind_tag[5] = {
	KABA_VT_INTEGER, KABA_VT_LONG, KABA_VT_FLOAT, KABA_VT_DOUBLE, KABA_VT_OBJECT,
};

static int kind_slots(unsigned kind)
{
	return kind == 1 || kind == 3 ? 2 : 1;
}

/* Pop a value of kind I L F D (a wide one: both slots) or A (any reference). */
static int pop_kind(struct infer *in, unsigned kind)
{
	int st;

	if (kind_slots(kind) == 2 && (st = pop_n(in, 1)))
		return st;
	return pop_want(in, vt_make(kind == 4 ? VT_REFERENCE : kind_tag[kind], 0));
}

static int push_kind(struct infer *in, unsigned kind)
{
	struct vt t[2] = { vt_make(kind_tag[kind], 0), vt_make(KABA_VT_TOP, 0) };

	return push_slots(in, t, kind_slots(kind));
}

static int check_local(struct infer *in, uint32_t index, int slots)
{
	if (index + (uint32_t)slots > in->fl->max_locals)
		return infer_fail(in, KABA_EINPUT, "local %u beyond max_locals %u",
				  index, in->fl->max_locals);
	if (index + (uint32_t)slots > in->fl->used_locals)
		in->fl->used_locals = index + (uint32_t)slots;
	return 0;
}

/* Store into a local: a long or double whose half is overwritten dies. */
static int set_local(struct infer *in, uint32_t index, const struct vt t[2], int slots)
{
	struct vt *l = in->cur.locals;
	int st;

	if ((st = check_local(in, index, slots)))
		return st;
	if (index > 0 && is_wide(l[index - 1]))
		l[index - 1] = vt_make(KABA_VT_TOP, 0);
	l[index] = t[0];
	if (slots == 2)
		l[index + 1] = t[1];
	return 0;
}

static int load(struct infer *in, unsigned kind, uint32_t index)
{
	int st;

	if ((st = check_local(in, index, kind_slots(kind))))
		return st;
	if (kind == 4) {
		struct vt t = in->cur.locals[index];

		if (!is_reference(t))
			return infer_fail(in, KABA_EINPUT, "aload of local %u, which holds no reference",
					  index);
		return push(in, t);
	}
	if (in->check && in->cur.locals[index].tag != kind_tag[kind]) {
		char slot[32];

		snprintf(slot, sizeof(slot), "local %u", index);
		return not_assignable(in, in->cur.locals[index], vt_make(kind_tag[kind], 0), slot);
	}
	return push_kind(in, kind);
}

static int store(struct infer *in, unsigned kind, uint32_t index)
{
	struct vt t[2] = { vt_make(KABA_VT_TOP, 0), vt_make(KABA_VT_TOP, 0) };
	int st;

	if (kind == 4) {
		if ((st = pop(in, &t[0])))
			return st;
		if (in->check && !is_reference(t[0]))
			return not_assignable(in, t[0], vt_make(VT_REFERENCE, 0), "stack top");
		return set_local(in, index, t, 1);
	}
	if ((st = pop_kind(in, kind)))
		return st;
	t[0] = vt_make(kind_tag[kind], 0);
	return set_local(in, index, t, kind_slots(kind));
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
static int check_edge(struct infer *in, int64_t target, const struct state *s, int framed,
		      const struct vt *locals, const struct vt *stack, uint32_t nstack)
{
	char slot[64];
	uint32_t i;

	if (!framed)
		return infer_fail(in, KABA_EINPUT, "no stack map frame at branch target %lld",
				  (long long)target);
	if (s->nstack != nstack)
		return infer_fail(in, KABA_EINPUT, "stack depth %u, the frame at %lld has %u",
				  nstack, (long long)target, s->nstack);
	for (i = 0; i < in->fl->max_locals; i++)
		if (!assignable(in, locals[i], s->locals[i])) {
			snprintf(slot, sizeof(slot), "local %u, frame at %lld", i, (long long)target);
			return not_assignable(in, locals[i], s->locals[i], slot);
		}
	for (i = 0; i < nstack; i++)
		if (!assignable(in, stack[i], s->stack[i])) {
			snprintf(slot, sizeof(slot), "stack[%u], frame at %lld", i, (long long)target);
			return not_assignable(in, stack[i], s->stack[i], slot);
		}
	return 0;
}

static int enqueue(struct infer *in, uint32_t b)
{
	if (!in->queued[b]) {
		in->queued[b] = 1;
		in->work[in->nwork++] = b;
	}
	return 0;
}

/* Control reaches `target` with these locals and this stack. */
static int merge_into(struct infer *in, int64_t target, const struct vt *locals,
		      const struct vt *stack, uint32_t nstack)
{
	struct flow *fl = in->fl;
	struct state *s;
	int32_t b;
	uint32_t i, nl = fl->max_locals;
	int changed = 0, st;

	if (target < 0 || target >= fl->code->code_len || (b = fl->block_of[target]) < 0)
		return infer_fail(in, KABA_EINTERNAL, "edge to %lld, no block start",
				  (long long)target);
	s = &fl->in[b];
	if (in->check && in->started)
		return check_edge(in, target, s, fl->reached[b], locals, stack, nstack);
	if (!fl->reached[b]) {
		s->locals = kaba_arena_alloc(in->arena, (nl + fl->max_stack + 1) * sizeof(struct vt));
		if (!s->locals)
			return oom(in);
		s->stack = s->locals + nl;
		memcpy(s->locals, locals, nl * sizeof(*locals));
		memcpy(s->stack, stack, nstack * sizeof(*stack));
		s->nstack = nstack;
		fl->reached[b] = 1;
		return enqueue(in, (uint32_t)b);
	}
	if (s->nstack != nstack)
		return infer_fail(in, KABA_EINPUT, "stack depths %u and %u meet at %lld",
				  s->nstack, nstack, (long long)target);
	for (i = 0; i < nl; i++) {
		struct vt m;

		if ((st = merge_vt(in, s->locals[i], locals[i], &m)))
			return st;
		if (!vt_equal(m, s->locals[i]))
			s->locals[i] = m, changed = 1;
	}
	for (i = 0; i < nstack; i++) {
		struct vt m;

		if ((st = merge_vt(in, s->stack[i], stack[i], &m)))
			return st;
		if (m.tag == KABA_VT_TOP && s->stack[i].tag != KABA_VT_TOP)
			return infer_fail(in, KABA_EINPUT, "stack slot %u does not merge at %lld",
					  i, (long long)target);
		if (!vt_equal(m, s->stack[i]))
			s->stack[i] = m, changed = 1;
	}
	return changed ? enqueue(in, (uint32_t)b) : 0;
}

/* Every handler whose range holds the current instruction may be entered
 * with the current locals and the exception alone on the stack. */
static int merge_handlers(struct infer *in)
{
	const struct kaba_code *code = in->fl->code;
	uint16_t i;
	int st;

	for (i = 0; i < code->nexceptions; i++) {
		const struct kaba_exception_entry *e = &code->exceptions[i];
		struct vt exc = vt_make(KABA_VT_OBJECT, in->throwable);

		if (in->at < e->start_pc || in->at >= e->end_pc)
			continue;
		if (e->catch_type && (st = class_id(in, e->catch_type, &exc.v)))
			return st;
		if ((st = merge_into(in, e->handler_pc, in->cur.locals, &exc, 1)))
			return st;
	}
	return 0;
}

/* ---- instructions ------------------------------------------------------- */

static int ldc(struct infer *in, uint32_t index)
{
	const struct kaba_cpool *cp = &in->fl->cls->cp;
	struct vt t[2] = { vt_make(KABA_VT_OBJECT, 0), vt_make(KABA_VT_TOP, 0) };
	const char *d;
	size_t len;
	int slots = 1, st;

	if (index >= cp->count)
		return infer_fail(in, KABA_EINPUT, "ldc of constant %u", index);
	switch (cp->entries[index].tag) {
	case KABA_CP_INTEGER:
		return push_kind(in, 0);
	case KABA_CP_FLOAT:
		return push_kind(in, 2);
	case KABA_CP_LONG:
		return push_kind(in, 1);
	case KABA_CP_DOUBLE:
		return push_kind(in, 3);
	case KABA_CP_STRING:
		t[0].v = in->string;
		break;
	case KABA_CP_CLASS:
		t[0].v = in->klass;
		break;
	case KABA_CP_METHOD_TYPE:
		t[0].v = in->method_type;
		break;
	case KABA_CP_METHOD_HANDLE:
		t[0].v = in->method_handle;
		break;
	case KABA_CP_DYNAMIC:
		d = dynamic_desc(in, index, &len);
		if ((st = desc_vt(in, d, d ? len : 0, t, &slots)))
			return st;
		break;
	default:
		return infer_fail(in, KABA_EINPUT, "ldc of constant %u, which is not loadable", index);
	}
	return push_slots(in, t, slots);
}

/* i l f d a b c s: the kinds of xaload and xastore. */
static const uint8_t array_kinds[] = { 0, 1, 2, 3, 4, 0, 0, 0 };

/* Checking: pop the array of xaload or xastore number k (0 = i ... 7 = s). */
static int pop_array(struct infer *in, unsigned k, struct vt *array)
{
	static const char elem[] = "IJFD?BCS";
	const char *name;
	char h[300];
	int st;

	if ((st = pop(in, array)) || !in->check || array->tag == KABA_VT_NULL)
		return st;
	name = array->tag == KABA_VT_OBJECT ? in->nm->v[array->v] : "";
	if (name[0] == '[' && (k == 4 ? name[1] == '[' || name[1] == 'L' :
			       (name[1] == elem[k] || (k == 5 && name[1] == 'Z')) && !name[2]))
		return 0;
	return infer_fail(in, KABA_EINPUT, "%s on %s, which is no array it takes",
			  kaba_opcode_name(in->fl->code->code[in->at]), vt_text(in, *array, h, sizeof(h)));
}

static int array_load(struct infer *in, uint8_t op)
{
	struct vt array;
	const char *name;
	uint32_t id;
	int st;

	if ((st = pop_kind(in, 0)) || (st = pop_array(in, op - KABA_OP_IALOAD, &array)))
		return st;
	if (op != KABA_OP_AALOAD)
		return push_kind(in, array_kinds[op - KABA_OP_IALOAD]);
	if (array.tag == KABA_VT_NULL)
		return push(in, array);
	name = array.tag == KABA_VT_OBJECT ? in->nm->v[array.v] : "";
	if (name[0] != '[' || (name[1] != '[' && name[1] != 'L'))
		return infer_fail(in, KABA_EINPUT, "aaload from %s, which is no array of references",
				  *name ? name : "a non-reference");
	if (name[1] == 'L' ? name_id(in, name + 2, strlen(name) - 3, &id) :
			     name_id(in, name + 1, strlen(name) - 1, &id))
		return in->err->status;
	return push(in, vt_make(KABA_VT_OBJECT, id));
}

static int array_store(struct infer *in, uint8_t op)
{
	unsigned k = op - KABA_OP_IASTORE;
	struct vt array;
	int st;

	if (k == 4)
		st = pop_want(in, vt_make(KABA_VT_OBJECT, in->object));
	else
		st = pop_kind(in, array_kinds[k]);
	return st ? st : (st = pop_kind(in, 0)) ? st : pop_array(in, k, &array);
}

/* pop, pop2, dup*, swap move slots as they are: a long's two slots move
 * together because the instructions' category rules say so. */
static int stack_op(struct infer *in, uint8_t op)
{
	/* For each: slots popped, then the popped slots (0 = top) pushed back. */
	static const struct stack_shuffle { uint8_t pop, npush, push[6]; } ops[] = {
		[KABA_OP_POP - KABA_OP_POP] = { 1, 0, { 0 } },
		[KABA_OP_POP2 - KABA_OP_POP] = { 2, 0, { 0 } },
		[KABA_OP_DUP - KABA_OP_POP] = { 1, 2, { 0, 0 } },
		[KABA_OP_DUP_X1 - KABA_OP_POP] = { 2, 3, { 0, 1, 0 } },
		[KABA_OP_DUP_X2 - KABA_OP_POP] = { 3, 4, { 0, 2, 1, 0 } },
		[KABA_OP_DUP2 - KABA_OP_POP] = { 2, 4, { 1, 0, 1, 0 } },
		[KABA_OP_DUP2_X1 - KABA_OP_POP] = { 3, 5, { 1, 0, 2, 1, 0 } },
		[KABA_OP_DUP2_X2 - KABA_OP_POP] = { 4, 6, { 1, 0, 3, 2, 1, 0 } },
		[KABA_OP_SWAP - KABA_OP_POP] = { 2, 2, { 0, 1 } },
	};
	const struct stack_shuffle *o = &ops[op - KABA_OP_POP];
	struct vt popped[4];
	unsigned i;
	int st;

	for (i = 0; i < o->pop; i++)
		if ((st = pop(in, &popped[i])))
			return st;
	/* A TOP popped is the second slot of a long or double: the deepest
	 * slot must not split one, the top one of a category-1 form must not
	 * be one. */
	if (in->check && (popped[o->pop - 1].tag == KABA_VT_TOP ||
			  (popped[0].tag == KABA_VT_TOP &&
			   (op == KABA_OP_POP || op == KABA_OP_DUP || op == KABA_OP_DUP_X1 ||
			    op == KABA_OP_DUP_X2 || op == KABA_OP_SWAP))))
		return infer_fail(in, KABA_EINPUT, "%s splits or moves half of a long or double",
				  kaba_opcode_name(op));
	for (i = 0; i < o->npush; i++)
		if ((st = push(in, popped[o->push[i]])))
			return st;
	return 0;
}

/* iadd ... lxor: binary and unary operations, shifts. */
static int arithmetic(struct infer *in, uint8_t op)
{
	unsigned kind;
	int st;

	if (op >= KABA_OP_IADD + 20 && op < KABA_OP_IADD + 24) {         /* neg */
		kind = (op - KABA_OP_IADD) % 4;
		st = pop_kind(in, kind);
	} else if (op >= KABA_OP_IADD + 24 && op < KABA_OP_IADD + 30) {  /* shifts */
		kind = (op - KABA_OP_IADD - 24) % 2;
		st = pop_kind(in, 0);
		st = st ? st : pop_kind(in, kind);
	} else {                                 /* add ... rem; and or xor */
		kind = op >= KABA_OP_IADD + 30 ? (op - KABA_OP_IADD - 30) % 2 : (op - KABA_OP_IADD) % 4;
		st = pop_kind(in, kind);
		st = st ? st : pop_kind(in, kind);
	}
	return st ? st : push_kind(in, kind);
}

static int conversion(struct infer *in, uint8_t op)
{
	/* i2l i2f i2d l2i l2f l2d f2i f2l f2d d2i d2l d2f i2b i2c i2s */
	static const uint8_t from[] = { 0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 0, 0, 0 };
	static const uint8_t to[] = { 1, 2, 3, 0, 2, 3, 0, 1, 3, 0, 1, 2, 0, 0, 0 };
	unsigned i = op - KABA_OP_I2L;
	int st;

	if ((st = pop_kind(in, from[i])))
		return st;
	return push_kind(in, to[i]);
}

/* Checking: pop the receiver of getfield, putfield, invokevirtual or
 * invokespecial, which must be assignable to the reference's class. */
static int pop_receiver(struct infer *in, const struct kaba_ref *r)
{
	struct vt owner = vt_make(KABA_VT_OBJECT, 0), t = { KABA_VT_TOP, 0 };
	int st;

	if (!in->check)
		return pop_n(in, 1);
	if ((st = name_id(in, r->cls, r->cls_len, &owner.v)) || (st = pop(in, &t)))
		return st;
	/* a constructor may set its own class's fields before super() */
	if (t.tag == KABA_VT_UNINITIALIZED_THIS && owner.v == in->fl->this_name &&
	    in->fl->code->code[in->at] == KABA_OP_PUTFIELD)
		return 0;
	return assignable(in, t, owner) ? 0 : not_assignable(in, t, owner, "receiver");
}

static int field(struct infer *in, const struct kaba_insn *insn)
{
	struct kaba_ref r;
	struct vt t[2];
	int slots, st;

	if (kaba_ref_from_cp(&r, in->fl->cls, (uint16_t)insn->operand) ||
	    (st = desc_vt(in, r.desc, r.desc_len, t, &slots)))
		return infer_fail(in, KABA_EINPUT, "bad field reference %d", insn->operand);
	switch (insn->opcode) {
	case KABA_OP_GETSTATIC:
		return push_slots(in, t, slots);
	case KABA_OP_PUTSTATIC:
		return pop_type(in, t, slots);
	case KABA_OP_GETFIELD:
		return (st = pop_receiver(in, &r)) ? st : push_slots(in, t, slots);
	default:
		return (st = pop_type(in, t, slots)) ? st : pop_receiver(in, &r);
	}
}

/* After <init> every copy of the uninitialised object is the object. */
static int initialize(struct infer *in, struct vt receiver)
{
	const struct kaba_code *code = in->fl->code;
	struct vt done = vt_make(KABA_VT_OBJECT, in->fl->this_name);
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
		if (vt_equal(in->cur.locals[i], receiver))
			in->cur.locals[i] = done;
	for (i = 0; i < in->cur.nstack; i++)
		if (vt_equal(in->cur.stack[i], receiver))
			in->cur.stack[i] = done;
	return 0;
}

/* Pop the arguments of a call, each checked against its parameter type. */
static int pop_args(struct infer *in, struct kaba_method_desc md)
{
	struct vt t[256][2];
	int slots[256], st;
	struct kaba_type p;
	unsigned n = 0;

	if (!in->check)
		return pop_n(in, md.slots);
	for (; n < 256 && kaba_method_desc_param(&md, &p) > 0; n++)
		if ((st = type_vt(in, &p, t[n], &slots[n])))
			return st;
	while (n--)
		if ((st = pop_type(in, t[n], slots[n])))
			return st;
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

static int invoke(struct infer *in, const struct kaba_insn *insn)
{
	struct kaba_method_desc md;
	struct kaba_ref r = { 0 };
	struct vt t[2], receiver = { KABA_VT_TOP, 0 };
	const char *d;
	size_t len;
	int slots, st;

	if (insn->opcode == KABA_OP_INVOKEDYNAMIC) {
		d = dynamic_desc(in, (uint32_t)insn->operand, &len);
	} else if (kaba_ref_from_cp(&r, in->fl->cls, (uint16_t)insn->operand)) {
		d = NULL;
	} else {
		d = r.desc;
		len = r.desc_len;
	}
	if (!d || kaba_method_desc_init(&md, d, len))
		return infer_fail(in, KABA_EINPUT, "bad method reference %d", insn->operand);
	if ((st = pop_args(in, md)))
		return st;
	if (insn->opcode != KABA_OP_INVOKESTATIC && insn->opcode != KABA_OP_INVOKEDYNAMIC) {
		int init = insn->opcode == KABA_OP_INVOKESPECIAL && r.name_len == 6 &&
			   !memcmp(r.name, "<init>", 6);

		if ((st = pop(in, &receiver)))
			return st;
		if (in->check && (st = init ? check_init_owner(in, receiver, &r) :
					     check_receiver(in, insn->opcode, receiver, &r)))
			return st;
		if (init && (st = initialize(in, receiver)))
			return st;
	}
	if ((st = type_vt(in, &md.ret, t, &slots)))
		return st;
	return push_slots(in, t, slots);
}

/* xreturn and return: the value must fit the method's return type, and a
 * constructor must have called super() or this() first. */
static int return_value(struct infer *in, uint8_t op)
{
	unsigned kind = op - KABA_OP_IRETURN, i;
	int fits;

	if (!in->check)
		return op == KABA_OP_RETURN ? 0 : pop_n(in, (uint32_t)kind_slots(kind));
	if (op == KABA_OP_RETURN) {
		for (i = 0; in->in_init && i < in->fl->max_locals; i++)
			if (in->cur.locals[i].tag == KABA_VT_UNINITIALIZED_THIS)
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
	if (op == KABA_OP_RETURN)
		return 0;
	if (kind_slots(kind) == 2)
		return pop_kind(in, kind);
	return pop_want(in, in->ret);
}

/* Checking: an int local for iinc. */
static int check_int_local(struct infer *in, uint32_t index)
{
	int st = check_local(in, index, 1);
	char slot[32];

	if (st || !in->check || in->cur.locals[index].tag == KABA_VT_INTEGER)
		return st;
	snprintf(slot, sizeof(slot), "local %u", index);
	return not_assignable(in, in->cur.locals[index], vt_make(KABA_VT_INTEGER, 0), slot);
}

/* Checking: the array of arraylength. */
static int pop_any_array(struct infer *in)
{
	struct vt t = { KABA_VT_TOP, 0 };
	char h[300];
	int st;

	if ((st = pop(in, &t)) || !in->check || t.tag == KABA_VT_NULL ||
	    (t.tag == KABA_VT_OBJECT && in->nm->v[t.v][0] == '['))
		return st;
	return infer_fail(in, KABA_EINPUT, "arraylength on %s, which is no array",
			  vt_text(in, t, h, sizeof(h)));
}

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

static int new_array(struct infer *in, const struct kaba_insn *insn)
{
	static const char atypes[] = "ZCFDBSIJ";   /* T_BOOLEAN (4) ... T_LONG (11) */
	struct vt t = vt_make(KABA_VT_OBJECT, 0);
	const char *s;
	size_t len;
	int st;

	if ((st = pop_kind(in, 0)))
		return st;
	if (insn->opcode == KABA_OP_NEWARRAY) {
		if (insn->operand < 4 || insn->operand > 11)
			return infer_fail(in, KABA_EINPUT, "newarray of type %d", insn->operand);
		st = array_of(in, &atypes[insn->operand - 4], 1, 0, &t.v);
	} else {
		if (!(s = kaba_cp_class_name(in->fl->cls, (uint32_t)insn->operand, &len)))
			return infer_fail(in, KABA_EINPUT, "constant %d is no class", insn->operand);
		st = array_of(in, s, len, s[0] != '[', &t.v);
	}
	return st ? st : push(in, t);
}

static int execute(struct infer *in, const struct kaba_insn *insn)
{
	uint8_t op = insn->opcode;
	struct vt t;
	int32_t i;
	int st;

	switch (op) {
	case KABA_OP_NOP:
	case KABA_OP_GOTO:
	case KABA_OP_GOTO_W:
		return 0;
	case KABA_OP_ACONST_NULL:
		return push(in, vt_make(KABA_VT_NULL, 0));
	case KABA_OP_ICONST_M1 ... KABA_OP_ICONST_5:
	case KABA_OP_BIPUSH:
	case KABA_OP_SIPUSH:
		return push_kind(in, 0);
	case KABA_OP_LCONST_0 ... KABA_OP_LCONST_1:
		return push_kind(in, 1);
	case KABA_OP_FCONST_0 ... KABA_OP_FCONST_2:
		return push_kind(in, 2);
	case KABA_OP_DCONST_0 ... KABA_OP_DCONST_1:
		return push_kind(in, 3);
	case KABA_OP_LDC ... KABA_OP_LDC2_W:
		return ldc(in, (uint32_t)insn->operand);
	case KABA_OP_ILOAD ... KABA_OP_ALOAD:
		return load(in, op - KABA_OP_ILOAD, (uint32_t)insn->operand);
	case KABA_OP_ILOAD_0 ... KABA_OP_ALOAD_3:
		return load(in, (op - KABA_OP_ILOAD_0) / 4, (op - KABA_OP_ILOAD_0) % 4);
	case KABA_OP_IALOAD ... KABA_OP_SALOAD:
		return array_load(in, op);
	case KABA_OP_ISTORE ... KABA_OP_ASTORE:
		return store(in, op - KABA_OP_ISTORE, (uint32_t)insn->operand);
	case KABA_OP_ISTORE_0 ... KABA_OP_ASTORE_3:
		return store(in, (op - KABA_OP_ISTORE_0) / 4, (op - KABA_OP_ISTORE_0) % 4);
	case KABA_OP_IASTORE ... KABA_OP_SASTORE:
		return array_store(in, op);
	case KABA_OP_POP ... KABA_OP_SWAP:
		return stack_op(in, op);
	case KABA_OP_IADD ... KABA_OP_LXOR:
		return arithmetic(in, op);
	case KABA_OP_IINC:
		return check_int_local(in, (uint32_t)insn->operand);
	case KABA_OP_I2L ... KABA_OP_I2S:
		return conversion(in, op);
	case KABA_OP_LCMP:
	case KABA_OP_DCMPL:
	case KABA_OP_DCMPG:
	case KABA_OP_FCMPL:
	case KABA_OP_FCMPG:
		t.tag = op == KABA_OP_LCMP ? 1 : op < KABA_OP_DCMPL ? 2 : 3;   /* kind */
		return (st = pop_kind(in, t.tag)) || (st = pop_kind(in, t.tag)) ? st :
										push_kind(in, 0);
	case KABA_OP_IFEQ ... KABA_OP_IFLE:
	case KABA_OP_TABLESWITCH:
	case KABA_OP_LOOKUPSWITCH:
		return pop_kind(in, 0);
	case KABA_OP_IFNULL:
	case KABA_OP_IFNONNULL:
	case KABA_OP_MONITORENTER:
	case KABA_OP_MONITOREXIT:
	case KABA_OP_INSTANCEOF:
		st = pop_want(in, vt_make(KABA_VT_OBJECT, in->object));
		return st || op != KABA_OP_INSTANCEOF ? st : push_kind(in, 0);
	case KABA_OP_ATHROW:
		return pop_want(in, vt_make(KABA_VT_OBJECT, in->throwable));
	case KABA_OP_IRETURN ... KABA_OP_RETURN:
		return return_value(in, op);
	case KABA_OP_IF_ICMPEQ ... KABA_OP_IF_ICMPLE:
		return (st = pop_kind(in, 0)) ? st : pop_kind(in, 0);
	case KABA_OP_IF_ACMPEQ:
	case KABA_OP_IF_ACMPNE:
		return (st = pop_kind(in, 4)) ? st : pop_kind(in, 4);
	case KABA_OP_GETSTATIC ... KABA_OP_PUTFIELD:
		return field(in, insn);
	case KABA_OP_INVOKEVIRTUAL ... KABA_OP_INVOKEDYNAMIC:
		return invoke(in, insn);
	case KABA_OP_NEW:
		return push(in, vt_make(KABA_VT_UNINITIALIZED, insn->offset));
	case KABA_OP_NEWARRAY:
	case KABA_OP_ANEWARRAY:
		return new_array(in, insn);
	case KABA_OP_ARRAYLENGTH:
		return (st = pop_any_array(in)) ? st : push_kind(in, 0);
	case KABA_OP_CHECKCAST:
		t = vt_make(KABA_VT_OBJECT, 0);
		if ((st = pop_want(in, vt_make(KABA_VT_OBJECT, in->object))) ||
		    (st = class_id(in, (uint32_t)insn->operand, &t.v)))
			return st;
		return push(in, t);
	case KABA_OP_MULTIANEWARRAY:
		t = vt_make(KABA_VT_OBJECT, 0);
		for (i = 0; i < insn->operand2; i++)
			if ((st = pop_kind(in, 0)))
				return st;
		if ((st = class_id(in, (uint32_t)insn->operand, &t.v)))
			return st;
		return push(in, t);
	default:        /* jsr, jsr_w, ret */
		return infer_fail(in, KABA_EINPUT, "%s in a class file of version 50 or later",
				  kaba_opcode_name(op));
	}
}

/* Does control go on to the next instruction? */
static int falls_through(uint8_t op)
{
	switch (op) {
	case KABA_OP_GOTO:
	case KABA_OP_GOTO_W:
	case KABA_OP_TABLESWITCH:
	case KABA_OP_LOOKUPSWITCH:
	case KABA_OP_IRETURN ... KABA_OP_RETURN:
	case KABA_OP_ATHROW:
		return 0;
	}
	return 1;
}

static int is_branch(const struct kaba_insn *insn)
{
	return insn->kind == KABA_OPND_BRANCH2 || insn->kind == KABA_OPND_BRANCH4;
}

/* Each branch and switch target of insn, through fn; stops at an error. */
static int each_target(struct infer *in, const struct kaba_insn *insn,
		       int (*fn)(struct infer *, int64_t))
{
	uint32_t i;
	int st;

	if (is_branch(insn) ||
	    insn->kind == KABA_OPND_TABLESWITCH || insn->kind == KABA_OPND_LOOKUPSWITCH)
		if ((st = fn(in, insn->target)))
			return st;
	if (insn->kind == KABA_OPND_TABLESWITCH || insn->kind == KABA_OPND_LOOKUPSWITCH)
		for (i = 0; i < insn->ncases; i++) {
			int32_t match;
			int64_t target;

			kaba_insn_case(insn, i, &match, &target);
			if ((st = fn(in, target)))
				return st;
		}
	return 0;
}

/* ---- blocks ------------------------------------------------------------- */

static int mark_target(struct infer *in, int64_t target)
{
	struct flow *fl = in->fl;

	if (target < 0 || target >= fl->code->code_len || !fl->start[target])
		return infer_fail(in, KABA_EINPUT, "branch to %lld, no instruction", (long long)target);
	fl->block_of[target] = 0;
	fl->frame_at[target] = 1;
	return 0;
}

static int merge_target(struct infer *in, int64_t target)
{
	return merge_into(in, target, in->cur.locals, in->cur.stack, in->cur.nstack);
}

/* Instruction starts, block starts (block_of >= 0) and frame points. */
static int find_blocks(struct infer *in)
{
	struct flow *fl = in->fl;
	const struct kaba_code *code = fl->code;
	struct kaba_insn_iter it;
	struct kaba_insn insn;
	uint32_t i;
	int r, st;

	kaba_insn_iter_init(&it, code->code, code->code_len, in->where, code->code_offset);
	while ((r = kaba_insn_next(&it, &insn, in->err)) > 0)
		fl->start[insn.offset] = 1;
	if (r < 0)
		return in->err->status;
	fl->block_of[0] = 0;
	kaba_insn_iter_init(&it, code->code, code->code_len, in->where, code->code_offset);
	while (kaba_insn_next(&it, &insn, in->err) > 0) {
		uint32_t next = insn.offset + insn.length;

		in->at = insn.offset;
		if ((st = each_target(in, &insn, mark_target)))
			return st;
		/* checking, a block is what a frame starts: falling through a
		 * conditional branch carries the state on */
		if (((is_branch(&insn) && !in->check) || !falls_through(insn.opcode)) &&
		    next < code->code_len)
			fl->block_of[next] = 0;
	}
	for (i = 0; i < in->nframes; i++) {
		in->at = in->frame_offset[i];
		if (in->at >= code->code_len || !fl->start[in->at])
			return infer_fail(in, KABA_EINPUT, "stack map frame at %u, no instruction",
					  in->at);
		fl->block_of[in->at] = 0;
	}
	for (i = 0; i < code->nexceptions; i++) {
		const struct kaba_exception_entry *e = &code->exceptions[i];

		in->at = e->handler_pc;
		if ((st = mark_target(in, e->handler_pc)))
			return st;
	}
	for (i = 0; i < code->code_len; i++)
		if (fl->block_of[i] >= 0)
			fl->block_of[i] = (int32_t)fl->nblocks++;
	fl->block_start = kaba_arena_alloc(in->arena, fl->nblocks * sizeof(*fl->block_start));
	if (!fl->block_start)
		return oom(in);
	for (i = 0; i < code->code_len; i++)
		if (fl->block_of[i] >= 0)
			fl->block_start[fl->block_of[i]] = i;
	return 0;
}

/* Simulate block b from its entry state up to the next block. */
static int simulate(struct infer *in, uint32_t b, uint32_t offset)
{
	struct flow *fl = in->fl;
	const struct kaba_code *code = fl->code;
	uint32_t nl = fl->max_locals;
	struct kaba_insn insn;
	int st;

	memcpy(in->cur.locals, fl->in[b].locals, nl * sizeof(struct vt));
	memcpy(in->cur.stack, fl->in[b].stack, fl->in[b].nstack * sizeof(struct vt));
	in->cur.nstack = fl->in[b].nstack;
	for (;;) {
		in->at = offset;
		if (kaba_insn_decode(code->code, code->code_len, offset, &insn, in->where,
				     code->code_offset, in->err))
			return in->err->status;
		fl->live[offset] = 1;
		if ((st = merge_handlers(in)) || (st = execute(in, &insn)) ||
		    (st = merge_handlers(in)) || (st = each_target(in, &insn, merge_target)))
			return st;
		if (!falls_through(insn.opcode))
			return 0;
		offset += insn.length;
		if (offset >= code->code_len)
			return infer_fail(in, KABA_EINPUT, "control falls off the end of the code");
		if (fl->block_of[offset] >= 0)
			return merge_target(in, offset);
	}
}

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
static int start_check(struct infer *in, const struct state *entry)
{
	struct flow *fl = in->fl;
	uint32_t i, b;
	int st;

	for (i = 0; i < in->nframes; i++) {
		b = (uint32_t)fl->block_of[in->frame_offset[i]];
		fl->in[b] = in->frame[i];
		fl->reached[b] = 1;
	}
	in->started = fl->reached[0];
	if ((st = merge_into(in, 0, entry->locals, entry->stack, 0)))
		return st;
	in->started = 1;
	for (b = 0; b < fl->nblocks; b++) {
		in->at = fl->block_start[b];
		if (!fl->reached[b])
			return infer_fail(in, KABA_EINPUT, "no stack map frame at %u", in->at);
		enqueue(in, b);
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
	uint32_t len, i;
	size_t this_len;
	const char *this_name;
	int st;

	memset(fl, 0, sizeof(*fl));
	fl->cls = cls;
	fl->code = kaba_member_code(m);
	if (!fl->code || !fl->code->code_len)
		return kaba_fail(err, KABA_EINPUT, where, -1, "no code");
	len = fl->code->code_len;
	kaba_buf_init(&in.scratch);
	this_name = kaba_cp_class_name(cls, cls->this_class, &this_len);
	if (!this_name)
		return kaba_fail(err, KABA_EINPUT, where, -1, "bad this_class");
	if ((st = intern_common(&in)) || (st = name_id(&in, this_name, this_len, &fl->this_name)) ||
	    (st = set_bounds(&in, m)))
		return st;
	fl->start = kaba_arena_alloc(arena, 3 * (size_t)len);
	fl->block_of = kaba_arena_alloc(arena, len * sizeof(*fl->block_of));
	entry.locals = kaba_arena_alloc(arena, (fl->max_locals + 1) * sizeof(struct vt));
	if (!fl->start || !fl->block_of || !entry.locals)
		return oom(&in);
	entry.stack = entry.locals + fl->max_locals;
	fl->entry = entry.locals;
	if ((st = entry_state(&in, m, &entry)) ||
	    (check && (st = stackmap_states(fl, nm, arena, &in.frame_offset, &in.frame,
					    &in.nframes, where, err))))
		return st;
	memset(fl->start, 0, 3 * (size_t)len);
	fl->frame_at = fl->start + len;
	fl->live = fl->start + 2 * (size_t)len;
	for (i = 0; i < len; i++)
		fl->block_of[i] = -1;
	if ((st = find_blocks(&in)))
		return st;
	fl->in = kaba_arena_alloc(arena, fl->nblocks * sizeof(*fl->in));
	fl->reached = kaba_arena_alloc(arena, 2 * (size_t)fl->nblocks);
	in.work = kaba_arena_alloc(arena, fl->nblocks * sizeof(*in.work));
	in.cur.locals = kaba_arena_alloc(arena, (fl->max_locals + fl->max_stack + 1) *
					 sizeof(struct vt));
	if (!fl->in || !fl->reached || !in.work || !in.cur.locals)
		return oom(&in);
	in.cur.stack = in.cur.locals + fl->max_locals;
	memset(fl->reached, 0, 2 * (size_t)fl->nblocks);
	in.queued = fl->reached + fl->nblocks;
	in.at = 0;
	if ((st = check ? start_check(&in, &entry) :
			  merge_into(&in, 0, entry.locals, entry.locals, 0)))
		goto out;
	/* Lowest block first would converge faster; the stack is simpler and
	 * the fixpoint is the same. */
	while (in.nwork) {
		uint32_t b = in.work[--in.nwork];

		in.queued[b] = 0;
		if ((st = simulate(&in, b, fl->block_start[b])))
			goto out;
	}
out:
	kaba_buf_free(&in.scratch);
	return st;
}
