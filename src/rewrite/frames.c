/*
 * kaba_frames_compute: from the data flow's states to the method's new
 * StackMapTable.  Unreachable code is overwritten with nop ... athrow and
 * gets a frame of its own (no locals, a Throwable on the stack), so that
 * the verifier, which checks every instruction whether reachable or not,
 * meets code that is correct under any frame; exception ranges are cut so
 * they cover none of it, as their handlers' frames would not fit it.
 * Frames use the compact encodings whenever the locals allow.
 */
#include <stdio.h>
#include <string.h>

#include "frames.h"

struct compute {
	struct kaba_class *cls;
	struct kaba_code *code;
	struct flow fl;
	struct names *nm;
	const char *where;
	struct kaba_error *err;
	uint8_t *dead;                  /* [code_len]: byte of unreachable code */
	uint32_t dead_bytes;
	struct kaba_frame *frames;
	uint32_t nframes;
	struct kaba_exception_entry *handlers;
	uint32_t nhandlers;
};

/* Slots to frame entries: a long or double is one entry for two slots. */
static uint32_t to_entries(const struct vt *slots, uint32_t n, struct vt *out)
{
	uint32_t i, k = 0;

	for (i = 0; i < n; i += slots[i].tag == KABA_VT_LONG ||
				slots[i].tag == KABA_VT_DOUBLE ? 2 : 1)
		out[k++] = slots[i];
	return k;
}

/* Locals as frame entries, trailing tops dropped (they are implicit). */
static uint32_t local_entries(const struct vt *slots, uint32_t n, struct vt *out)
{
	uint32_t k = to_entries(slots, n, out);

	while (k && out[k - 1].tag == KABA_VT_TOP)
		k--;
	return k;
}

static int same_entries(const struct vt *a, uint32_t na, const struct vt *b, uint32_t nb)
{
	uint32_t i;

	if (na != nb)
		return 0;
	for (i = 0; i < na; i++)
		if (a[i].tag != b[i].tag || a[i].v != b[i].v)
			return 0;
	return 1;
}

static struct kaba_vtype *vtypes(struct compute *c, const struct vt *e, uint32_t n)
{
	struct kaba_vtype *out;
	uint32_t i;

	if (!n)
		return NULL;
	if (!(out = kaba_class_alloc(c->cls, n, sizeof(*out), c->err)))
		return NULL;
	for (i = 0; i < n; i++) {
		out[i].tag = e[i].tag;
		if (e[i].tag == KABA_VT_OBJECT) {
			const char *name = c->nm->v[e[i].v];

			if (!(out[i].data = kaba_cp_intern_class(c->cls, name, strlen(name), c->err)))
				return NULL;
		} else if (e[i].tag == KABA_VT_UNINITIALIZED) {
			out[i].data = (uint16_t)e[i].v;
		}
	}
	return out;
}

/*
 * The frame at `offset` for locals l[nl] and stack s[ns] (entries), after
 * a frame at `prev` (-1: none) whose locals were pl[npl].
 */
static int add_frame(struct compute *c, uint32_t offset, int64_t prev,
		     const struct vt *pl, uint32_t npl, const struct vt *l, uint32_t nl,
		     const struct vt *s, uint32_t ns)
{
	struct kaba_frame *f = &c->frames[c->nframes++];

	memset(f, 0, sizeof(*f));
	f->offset_delta = (uint16_t)(prev < 0 ? offset : offset - (uint32_t)prev - 1);
	if (ns == 0 && same_entries(l, nl, pl, npl)) {
		f->kind = KABA_FRAME_SAME;
	} else if (ns == 1 && same_entries(l, nl, pl, npl)) {
		f->kind = KABA_FRAME_SAME_LOCALS_1;
		f->nstack = 1;
		if (!(f->stack = vtypes(c, s, 1)))
			return c->err->status;
	} else if (ns == 0 && nl < npl && npl - nl <= 3 && same_entries(l, nl, pl, nl)) {
		f->kind = KABA_FRAME_CHOP;
		f->chop = (uint8_t)(npl - nl);
	} else if (ns == 0 && nl > npl && nl - npl <= 3 && same_entries(l, npl, pl, npl)) {
		f->kind = KABA_FRAME_APPEND;
		f->nlocals = (uint16_t)(nl - npl);
		if (!(f->locals = vtypes(c, l + npl, nl - npl)))
			return c->err->status;
	} else {
		f->kind = KABA_FRAME_FULL;
		f->nlocals = (uint16_t)nl;
		f->nstack = (uint16_t)ns;
		if ((nl && !(f->locals = vtypes(c, l, nl))) || (ns && !(f->stack = vtypes(c, s, ns))))
			return c->err->status;
	}
	return 0;
}

/* Mark unreachable instructions and count the frames needed. */
static uint32_t find_dead(struct compute *c)
{
	const struct flow *fl = &c->fl;
	uint32_t i, len = c->code->code_len, nframes = 0;
	int in_dead = 0;

	for (i = 0; i < len; i++) {
		if (fl->start[i]) {
			if (!fl->live[i] && !in_dead)
				nframes++;
			else if (fl->live[i] && fl->frame_at[i])
				nframes++;
			in_dead = !fl->live[i];
		}
		c->dead[i] = (uint8_t)in_dead;
		c->dead_bytes += (uint32_t)in_dead;
	}
	return nframes;
}

static int build_frames(struct compute *c, uint32_t nframes)
{
	const struct flow *fl = &c->fl;
	uint32_t nl = fl->max_locals, i, npl, ncl, ns;
	struct vt *pl, *cl, *s, throwable;
	int64_t prev = -1;
	int st;

	c->frames = kaba_class_alloc(c->cls, nframes ? nframes : 1, sizeof(*c->frames), c->err);
	pl = kaba_arena_alloc(c->nm->arena, (2 * nl + fl->max_stack + 1) * sizeof(*pl));
	if (!c->frames || !pl)
		return c->frames ? kaba_fail(c->err, KABA_EIO, c->where, -1, "out of memory") :
				   c->err->status;
	cl = pl + nl;
	s = cl + nl;
	throwable.tag = KABA_VT_OBJECT;
	if ((throwable.v = names_id(c->nm, "java/lang/Throwable", 19)) == UINT32_MAX)
		return kaba_fail(c->err, KABA_EIO, c->where, -1, "out of memory");
	npl = local_entries(fl->entry, nl, pl);
	for (i = 0; i < c->code->code_len; i++) {
		if (!fl->start[i])
			continue;
		if (c->dead[i] && (i == 0 || !c->dead[i - 1])) {
			ncl = 0;
			ns = 1;
			s[0] = throwable;
		} else if (!c->dead[i] && fl->frame_at[i]) {
			const struct state *in = &fl->in[fl->block_of[i]];

			ncl = local_entries(in->locals, nl, cl);
			ns = to_entries(in->stack, in->nstack, s);
		} else {
			continue;
		}
		if ((st = add_frame(c, i, prev, pl, npl, cl, ncl, s, ns)))
			return st;
		memcpy(pl, cl, ncl * sizeof(*cl));
		npl = ncl;
		prev = i;
	}
	return 0;
}

/* Exception ranges without the unreachable bytes (a range may split). */
static int cut_handlers(struct compute *c)
{
	const struct kaba_code *code = c->code;
	uint32_t n = 0, i, s, t;

	for (i = 0; i < code->nexceptions; i++)
		for (s = code->exceptions[i].start_pc; s < code->exceptions[i].end_pc; s++)
			n += !c->dead[s] && (s == code->exceptions[i].start_pc || c->dead[s - 1]);
	if (n > UINT16_MAX)
		return kaba_fail(c->err, KABA_EUNSUPPORTED, c->where, -1,
				 "more than 65535 exception ranges after removing dead code");
	if (n && !(c->handlers = kaba_class_alloc(c->cls, n, sizeof(*c->handlers), c->err)))
		return c->err->status;
	for (i = 0; i < code->nexceptions; i++) {
		const struct kaba_exception_entry *e = &code->exceptions[i];

		for (s = e->start_pc; s < e->end_pc; s = t) {
			while (s < e->end_pc && c->dead[s])
				s++;
			for (t = s; t < e->end_pc && !c->dead[t]; t++)
				;
			if (t > s) {
				c->handlers[c->nhandlers] = *e;
				c->handlers[c->nhandlers].start_pc = (uint16_t)s;
				c->handlers[c->nhandlers++].end_pc = (uint16_t)t;
			}
		}
	}
	return 0;
}

/* Slots named by the LocalVariableTable must stay below max_locals. */
static uint32_t debug_locals(const struct kaba_class *cls, const struct kaba_code *code)
{
	const struct kaba_attr *a = kaba_attr_find(&code->attrs, KABA_ATTR_LOCAL_VARIABLE_TABLE);
	uint32_t need = 0, i;

	for (i = 0; a && a->locals && i < a->locals->n; i++) {
		const struct kaba_local_var *v = &a->locals->v[i];
		size_t len;
		const char *d = kaba_cp_utf8(cls, v->descriptor_index, &len);
		uint32_t end = v->index + (d && len && (d[0] == 'J' || d[0] == 'D') ? 2u : 1u);

		if (end > need)
			need = end;
	}
	return need;
}

/* Write the results into the method: nothing failed before this. */
static int apply(struct compute *c, struct kaba_member *m)
{
	struct kaba_code *code = c->code;
	struct kaba_attr *code_attr = kaba_attr_find(&m->attrs, KABA_ATTR_CODE);
	struct kaba_attr *sm = kaba_attr_find(&code->attrs, KABA_ATTR_STACK_MAP_TABLE);
	uint32_t i, need = debug_locals(c->cls, code);

	if (c->dead_bytes) {
		uint8_t *bytes = kaba_class_alloc(c->cls, code->code_len, 1, c->err);

		if (!bytes)
			return c->err->status;
		for (i = 0; i < code->code_len; i++)
			bytes[i] = !c->dead[i] ? code->code[i] :
				   i + 1 == code->code_len || !c->dead[i + 1] ? KABA_OP_ATHROW :
				   KABA_OP_NOP;
		code->code = bytes;
		code->exceptions = c->handlers;
		code->nexceptions = (uint16_t)c->nhandlers;
		if (c->fl.used_stack < 1)
			c->fl.used_stack = 1;
	}
	if (!sm && c->nframes && !(sm = kaba_attr_add(c->cls, &code->attrs,
						       KABA_ATTR_STACK_MAP_TABLE, c->err)))
		return c->err->status;
	if (sm && !c->nframes) {
		kaba_attr_remove(c->cls, &code->attrs, (uint16_t)(sm - code->attrs.v));
	} else if (sm) {
		if (!sm->stack_map && !(sm->stack_map = kaba_class_alloc(c->cls, 1,
									sizeof(*sm->stack_map), c->err)))
			return c->err->status;
		sm->stack_map->nframes = (uint16_t)c->nframes;
		sm->stack_map->frames = c->frames;
		kaba_attr_touch(c->cls, sm);
	}
	code->max_stack = (uint16_t)c->fl.used_stack;
	code->max_locals = (uint16_t)(c->fl.used_locals > need ? c->fl.used_locals : need);
	kaba_attr_touch(c->cls, code_attr);
	c->cls->modified = 1;
	return 0;
}

int kaba_frames_compute(struct kaba_class *cls, struct kaba_member *m,
			const struct kaba_hierarchy *h, const char *where,
			struct kaba_frames_stats *stats, struct kaba_error *err)
{
	struct compute c = { .cls = cls, .code = kaba_member_code(m), .err = err };
	struct kaba_arena arena;
	struct names nm;
	char mwhere[sizeof(err->where)];
	const char *name, *desc;
	size_t name_len, desc_len;
	uint32_t nframes = 0;
	int st;

	if (stats)
		memset(stats, 0, sizeof(*stats));
	if (cls->major < 50 || !c.code)
		return KABA_OK;
	name = kaba_member_name(cls, m, &name_len);
	desc = kaba_member_descriptor(cls, m, &desc_len);
	snprintf(mwhere, sizeof(mwhere), "%s#%.*s%.*s", where, name ? (int)name_len : 0,
		 name ? name : "", desc ? (int)desc_len : 0, desc ? desc : "");
	c.where = mwhere;
	kaba_arena_init(&arena);
	names_init(&nm, &arena);
	c.nm = &nm;
	st = flow_run(&c.fl, cls, m, h, NULL, &nm, &arena, mwhere, err);
	if (!st && !(c.dead = kaba_arena_alloc(&arena, c.code->code_len)))
		st = kaba_fail(err, KABA_EIO, mwhere, -1, "out of memory");
	if (!st) {
		nframes = find_dead(&c);
		if (nframes > UINT16_MAX)
			st = kaba_fail(err, KABA_EUNSUPPORTED, mwhere, -1, "more than 65535 frames");
	}
	if (!st)
		st = build_frames(&c, nframes);
	if (!st && c.dead_bytes)
		st = cut_handlers(&c);
	if (!st)
		st = apply(&c, m);
	if (!st && stats) {
		stats->frames = c.nframes;
		stats->dead_bytes = c.dead_bytes;
	}
	names_free(&nm);
	kaba_arena_free(&arena);
	return st;
}
