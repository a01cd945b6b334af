/*
 * A method's StackMapTable as the data flow's states (frames.h), for the
 * type check: the frames are deltas (JVMS §4.7.4), each read against the
 * locals of the one before, the first against the method's entry; a frame
 * entry of type long or double becomes two slots, the second TOP.
 */
#include <string.h>

#include "frames.h"

struct reader {
	const struct flow *fl;
	struct names *nm;
	const char *where;
	struct kaba_error *err;
	uint32_t at;                    /* the frame's code offset, for messages */
};

static int bad(struct reader *r, const char *what)
{
	return kaba_fail(r->err, KABA_EINPUT, r->where, r->at, "stack map frame at %u: %s",
			 r->at, what);
}

/* Frame entries e[n] as slots appended at out[*k], at most `max`. */
static int to_slots(struct reader *r, const struct kaba_vtype *e, uint32_t n, struct vt *out,
		    uint32_t *k, uint32_t max, const char *bound)
{
	uint32_t i;

	for (i = 0; i < n; i++) {
		struct vt t = { e[i].tag, 0 };
		int wide = t.tag == KABA_VT_LONG || t.tag == KABA_VT_DOUBLE;

		if (*k + 1 + (uint32_t)wide > max)
			return bad(r, bound);
		if (t.tag == KABA_VT_OBJECT) {
			size_t len;
			const char *s = kaba_cp_class_name(r->fl->cls, e[i].data, &len);

			if (!s)
				return bad(r, "an object type that names no class");
			if ((t.v = names_id(r->nm, s, len)) == UINT32_MAX)
				return kaba_fail(r->err, KABA_EIO, r->where, -1, "out of memory");
		} else if (t.tag == KABA_VT_UNINITIALIZED) {
			t.v = e[i].data;
		} else if (t.tag > KABA_VT_UNINITIALIZED) {
			return bad(r, "an unknown verification type");
		}
		out[(*k)++] = t;
		if (wide)
			out[(*k)++] = (struct vt){ KABA_VT_TOP, 0 };
	}
	return 0;
}

/* Drop the last `chop` entries of locals[*k] (a long or double: two slots). */
static int chop(struct reader *r, struct vt *locals, uint32_t *k, unsigned n)
{
	while (n--) {
		if (!*k)
			return bad(r, "chops more locals than there are");
		(*k)--;
		if (*k && locals[*k].tag == KABA_VT_TOP &&
		    (locals[*k - 1].tag == KABA_VT_LONG || locals[*k - 1].tag == KABA_VT_DOUBLE))
			(*k)--;
	}
	return 0;
}

int stackmap_states(const struct flow *fl, struct names *nm, struct kaba_arena *arena,
		    uint32_t **offsets, struct state **states, uint32_t *n,
		    const char *where, struct kaba_error *err)
{
	struct reader r = { fl, nm, where, err, 0 };
	const struct kaba_attr *a = kaba_attr_find(&fl->code->attrs, KABA_ATTR_STACK_MAP_TABLE);
	const struct kaba_stack_map *sm = a ? a->stack_map : NULL;
	uint32_t nl = fl->used_locals, i, ml = fl->max_locals;
	struct vt *locals;

	*n = sm ? sm->nframes : 0;
	*offsets = kaba_arena_alloc(arena, (*n + 1) * sizeof(**offsets));
	*states = kaba_arena_alloc(arena, (*n + 1) * sizeof(**states));
	locals = kaba_arena_alloc(arena, (ml + 1) * sizeof(*locals));
	if (!*offsets || !*states || !locals)
		return kaba_fail(err, KABA_EIO, where, -1, "out of memory");
	memcpy(locals, fl->entry, ml * sizeof(*locals));
	for (i = 0; i < *n; i++) {
		const struct kaba_frame *f = &sm->frames[i];
		struct state *s = &(*states)[i];
		uint32_t k, st;

		r.at = i ? (*offsets)[i - 1] + f->offset_delta + 1 : f->offset_delta;
		(*offsets)[i] = r.at;
		if (f->kind == KABA_FRAME_CHOP)
			st = (uint32_t)chop(&r, locals, &nl, f->chop);
		else if (f->kind == KABA_FRAME_APPEND)
			st = (uint32_t)to_slots(&r, f->locals, f->nlocals, locals, &nl, ml,
						"more locals than max_locals");
		else if (f->kind == KABA_FRAME_FULL)
			st = (nl = 0, (uint32_t)to_slots(&r, f->locals, f->nlocals, locals, &nl, ml,
							 "more locals than max_locals"));
		else
			st = 0;
		if (st)
			return (int)st;
		s->locals = kaba_arena_alloc(arena, (ml + fl->max_stack + 1) * sizeof(struct vt));
		if (!s->locals)
			return kaba_fail(err, KABA_EIO, where, -1, "out of memory");
		s->stack = s->locals + ml;
		memcpy(s->locals, locals, nl * sizeof(*locals));
		for (k = nl; k < ml; k++)
			s->locals[k] = (struct vt){ KABA_VT_TOP, 0 };
		s->nstack = 0;
		if (f->kind == KABA_FRAME_SAME_LOCALS_1 || f->kind == KABA_FRAME_FULL) {
			int rc = to_slots(&r, f->stack, f->kind == KABA_FRAME_FULL ? f->nstack : 1,
					  s->stack, &s->nstack, fl->max_stack,
					  "a stack deeper than max_stack");

			if (rc)
				return rc;
		}
	}
	return 0;
}
