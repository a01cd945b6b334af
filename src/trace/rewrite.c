/*
 * Load-time rewriting of one user class for the tracing agent: calls to the logger at every field
 * access, at the start of every instance method body, after every completed
 * `new X; dup; ...; invokespecial X.<init>`, before every instanceof and
 * checkcast against a user type and at every handler catching a user type
 * (platform-notes §7 rule 1: plain bytecode, so the JIT stays on).
 *
 * Why its own editor: the class-file module's writer and instruction
 * encoder were not implemented when the agent was written, and the agent
 * needs only a narrow edit.  It lives in libkaba (not in the agent) so that
 * the unit tests can feed it real and hostile class files.  Everything it does not change is copied byte
 * for byte; it works directly on the class-file bytes, checks every length
 * and index, and on anything unexpected leaves the class alone.
 *
 * The trick that keeps the edit small: every inserted sequence is padded
 * with nops to a multiple of 4 bytes, so tableswitch/lookupswitch padding
 * never changes and every instruction keeps its length.  Relocation is then
 * a pure offset map, applied to branches, switches, the exception table,
 * StackMapTable (frame offsets and uninitialized(new) types), line and
 * local-variable tables.  Inserted code is branch-free and leaves the stack
 * as it found it, so no frame is added and every existing frame stays true.
 */
#include "rewrite.h"

#include <stdlib.h>
#include <string.h>


enum { MAX_CP = 65535, MAX_CODE = 65535, EXTRA_STACK = 3 };

struct bytes {
	const uint8_t *p;
	size_t len;
};

static int u8at(struct bytes b, size_t at, uint32_t *v)
{
	if (at >= b.len)
		return -1;
	*v = b.p[at];
	return 0;
}

static int u16at(struct bytes b, size_t at, uint32_t *v)
{
	if (at > b.len || b.len - at < 2)
		return -1;
	*v = (uint32_t)b.p[at] << 8 | b.p[at + 1];
	return 0;
}

static int u32at(struct bytes b, size_t at, uint32_t *v)
{
	if (at > b.len || b.len - at < 4)
		return -1;
	*v = (uint32_t)b.p[at] << 24 | (uint32_t)b.p[at + 1] << 16 |
	     (uint32_t)b.p[at + 2] << 8 | b.p[at + 3];
	return 0;
}

/* The constant pool as offsets into the class bytes. */
struct cpool {
	uint32_t count;   /* constant_pool_count */
	uint32_t *off;    /* [count]: offset of each entry's tag, 0 if none */
	size_t end;       /* offset just past the pool */
	struct kaba_buf extra; /* appended entries */
	uint32_t next;    /* next free index */
	/* helper method refs */
	uint32_t use_ref, check_ref, new_ref, expect_ref;
	uint64_t *ints;   /* Integer constants added: see cp_add_int */
	uint32_t nints, ints_cap;
};

struct klass {
	struct bytes b;
	struct cpool cp;
	char *name, *super_name;
	const struct trace_hooks *h;
};

static int is_user(const struct klass *k, const char *name)
{
	return k->h->is_user(k->h->ctx, name);
}

static uint32_t column(const struct klass *k, uint8_t kind, const char *cls,
		       const char *name, const char *desc, uint32_t bci,
		       const char *type)
{
	return k->h->column(k->h->ctx, kind, cls, name, desc, bci, type);
}

static uint32_t site(const struct klass *k, const char *cls, const char *method,
		     const char *desc, uint32_t bci, uint32_t line)
{
	return k->h->site(k->h->ctx, cls, k->name, method, desc, bci, line);
}

static int parse_cpool(struct bytes b, struct cpool *cp)
{
	size_t at = 10;
	uint32_t i, tag, n;

	if (u16at(b, 8, &cp->count) || cp->count == 0)
		return -1;
	cp->off = calloc(cp->count, sizeof(*cp->off));
	if (!cp->off)
		return -1;
	for (i = 1; i < cp->count; i++) {
		cp->off[i] = (uint32_t)at;
		if (u8at(b, at, &tag))
			return -1;
		switch (tag) {
		case 1:
			if (u16at(b, at + 1, &n))
				return -1;
			at += 3 + n;
			break;
		case 3: case 4: case 9: case 10: case 11: case 12: case 17: case 18:
			at += 5;
			break;
		case 5: case 6:
			at += 9;
			i++;
			break;
		case 7: case 8: case 16: case 19: case 20:
			at += 3;
			break;
		case 15:
			at += 4;
			break;
		default:
			return -1;
		}
		if (at > b.len)
			return -1;
	}
	cp->end = at;
	cp->next = cp->count;
	return 0;
}

static int cp_tag(const struct klass *k, uint32_t i, uint32_t want)
{
	return i > 0 && i < k->cp.count && k->cp.off[i] &&
	       k->b.p[k->cp.off[i]] == want;
}

/* A NUL-terminated copy of Utf8 entry i (caller frees), or NULL. */
static char *cp_utf8(const struct klass *k, uint32_t i)
{
	uint32_t n;
	char *s;

	if (!cp_tag(k, i, 1) || u16at(k->b, k->cp.off[i] + 1, &n) ||
	    k->cp.off[i] + 3 + (size_t)n > k->b.len)
		return NULL;
	s = malloc(n + 1);
	if (!s)
		return NULL;
	memcpy(s, k->b.p + k->cp.off[i] + 3, n);
	s[n] = '\0';
	if (strlen(s) != n) { /* an embedded NUL would confuse names */
		free(s);
		return NULL;
	}
	return s;
}

/* Operand u2 of the entry at index i, slot 0 or 1. */
static uint32_t cp_u2(const struct klass *k, uint32_t i, int slot)
{
	uint32_t v = 0;

	u16at(k->b, k->cp.off[i] + 1 + 2 * slot, &v);
	return v;
}

static char *cp_class(const struct klass *k, uint32_t i)
{
	return cp_tag(k, i, 7) ? cp_utf8(k, cp_u2(k, i, 0)) : NULL;
}

/* Owner, name and descriptor of a Fieldref/Methodref. */
static int cp_member(const struct klass *k, uint32_t i, uint32_t tag,
		     char **owner, char **name, char **desc)
{
	uint32_t nat;

	*owner = *name = *desc = NULL;
	if (!cp_tag(k, i, tag))
		return -1;
	nat = cp_u2(k, i, 1);
	if (!cp_tag(k, nat, 12))
		return -1;
	*owner = cp_class(k, cp_u2(k, i, 0));
	*name = cp_utf8(k, cp_u2(k, nat, 0));
	*desc = cp_utf8(k, cp_u2(k, nat, 1));
	if (*owner && *name && *desc)
		return 0;
	free(*owner);
	free(*name);
	free(*desc);
	*owner = *name = *desc = NULL;
	return -1;
}

/* ---- appending constants ------------------------------------------------ */

static uint32_t cp_add(struct cpool *cp, const uint8_t *entry, size_t n)
{
	if (cp->next >= MAX_CP)
		return 0;
	kaba_buf_put(&cp->extra, entry, n);
	return cp->extra.oom ? 0 : cp->next++;
}

static uint32_t cp_add_utf8(struct cpool *cp, const char *s)
{
	uint8_t e[3 + 64];
	size_t n = strlen(s);

	if (n > 64)
		return 0;
	e[0] = 1;
	e[1] = (uint8_t)(n >> 8);
	e[2] = (uint8_t)n;
	memcpy(e + 3, s, n);
	return cp_add(cp, e, 3 + n);
}

static uint32_t cp_add_pair(struct cpool *cp, uint8_t tag, uint32_t a, uint32_t b)
{
	uint8_t e[5] = { tag, (uint8_t)(a >> 8), (uint8_t)a, (uint8_t)(b >> 8),
			 (uint8_t)b };

	return a && (tag == 7 || b) ? cp_add(cp, e, tag == 7 ? 3 : 5) : 0;
}

/* Integer constants for ids past sipush, one per id and class: ids repeat
 * (a field used a hundred times), and the pool has only 65535 slots. */
static uint32_t cp_add_int(struct cpool *cp, uint32_t v)
{
	uint8_t e[5] = { 3, (uint8_t)(v >> 24), (uint8_t)(v >> 16),
			 (uint8_t)(v >> 8), (uint8_t)v };
	uint32_t i, h;

	if ((cp->nints + 1) * 2 > cp->ints_cap) {
		uint32_t cap = cp->ints_cap ? cp->ints_cap * 2 : 64;
		uint64_t *t = calloc(cap, sizeof(*t));

		if (!t)
			return 0;
		for (i = 0; i < cp->ints_cap; i++) {
			if (!cp->ints[i])
				continue;
			for (h = (uint32_t)(cp->ints[i] >> 16) * 2654435761u & (cap - 1);
			     t[h]; h = (h + 1) & (cap - 1))
				;
			t[h] = cp->ints[i];
		}
		free(cp->ints);
		cp->ints = t;
		cp->ints_cap = cap;
	}
	/* slots hold (id + 1) << 16 | pool index */
	for (h = (v + 1) * 2654435761u & (cp->ints_cap - 1); cp->ints[h];
	     h = (h + 1) & (cp->ints_cap - 1))
		if (cp->ints[h] >> 16 == (uint64_t)v + 1)
			return (uint32_t)(cp->ints[h] & 0xffff);
	i = cp_add(cp, e, 5);
	if (i)
		cp->ints[h] = ((uint64_t)v + 1) << 16 | i;
	cp->nints += i != 0;
	return i;
}

static int cp_add_helpers(struct cpool *cp)
{
	uint32_t cls = cp_add_pair(cp, 7, cp_add_utf8(cp, TRACE_HELPER), 0);
	uint32_t use_desc = cp_add_utf8(cp, TRACE_USE_DESC);
	uint32_t check_desc = cp_add_utf8(cp, TRACE_CHECK_DESC);

	/* a and n share a descriptor (asserted by the names below) */
	cp->use_ref = cp_add_pair(cp, 10, cls, cp_add_pair(cp, 12,
				  cp_add_utf8(cp, TRACE_USE_NAME), use_desc));
	cp->check_ref = cp_add_pair(cp, 10, cls, cp_add_pair(cp, 12,
				    cp_add_utf8(cp, TRACE_CHECK_NAME), check_desc));
	cp->new_ref = cp_add_pair(cp, 10, cls, cp_add_pair(cp, 12,
				  cp_add_utf8(cp, TRACE_NEW_NAME), use_desc));
	cp->expect_ref = cp_add_pair(cp, 10, cls, cp_add_pair(cp, 12,
				     cp_add_utf8(cp, TRACE_EXPECT_NAME),
				     cp_add_utf8(cp, TRACE_EXPECT_DESC)));
	return cp->use_ref && cp->check_ref && cp->new_ref && cp->expect_ref ?
	       0 : -1;
}

/* ---- instructions -------------------------------------------------------- */

/* Length of the instruction at `at`, or 0 if it is not valid there. */
static uint32_t insn_length(struct bytes code, uint32_t at)
{
	static const uint8_t len[256] = {
		[0x10] = 2, [0x11] = 3, [0x12] = 2, [0x13] = 3, [0x14] = 3,
		[0x15] = 2, [0x16] = 2, [0x17] = 2, [0x18] = 2, [0x19] = 2,
		[0x36] = 2, [0x37] = 2, [0x38] = 2, [0x39] = 2, [0x3a] = 2,
		[0x84] = 3, [0xa9] = 2, [0xb2] = 3, [0xb3] = 3, [0xb4] = 3,
		[0xb5] = 3, [0xb6] = 3, [0xb7] = 3, [0xb8] = 3, [0xb9] = 5,
		[0xba] = 5, [0xbb] = 3, [0xbc] = 2, [0xbd] = 3, [0xc0] = 3,
		[0xc1] = 3, [0xc5] = 4, [0xc6] = 3, [0xc7] = 3, [0xc8] = 5,
		[0xc9] = 5,
	};
	uint32_t op, pad, lo, hi, n, l;

	if (u8at(code, at, &op))
		return 0;
	if (op >= 0x99 && op <= 0xa8)
		l = 3;
	else if (op == 0xc4) {
		if (u8at(code, at + 1, &op))
			return 0;
		l = op == 0x84 ? 6 : 4;
	} else if (op == 0xaa || op == 0xab) {
		pad = 3 - (at & 3);
		if (op == 0xaa) {
			if (u32at(code, at + 1 + pad + 4, &lo) ||
			    u32at(code, at + 1 + pad + 8, &hi) ||
			    (int32_t)lo > (int32_t)hi)
				return 0;
			n = (uint32_t)((int64_t)(int32_t)hi - (int32_t)lo + 1);
			if (n > MAX_CODE)
				return 0;
			l = 1 + pad + 12 + 4 * n;
		} else {
			if (u32at(code, at + 1 + pad + 4, &n) || n > MAX_CODE)
				return 0;
			l = 1 + pad + 8 + 8 * n;
		}
	} else if (op > 0xc9 || op == 0xc4)
		return 0;
	else
		l = len[op] ? len[op] : 1;
	return at + (size_t)l <= code.len ? l : 0;
}

/* ---- the plan for one method ---------------------------------------------- */

struct insertion {
	uint32_t pos;
	uint8_t after_prev; /* belongs to the previous instruction */
	uint8_t len;
	uint8_t bytes[16];
};

struct plan {
	struct insertion *v;
	uint32_t n, cap;
	int failed;
};

/* Start an insertion; the caller appends bytes with emit(). */
static struct insertion *insertion(struct plan *p, uint32_t pos, int after_prev)
{
	struct insertion *x;

	if (p->n == p->cap) {
		uint32_t cap = p->cap ? p->cap * 2 : 16;
		void *v = realloc(p->v, cap * sizeof(*p->v));

		if (!v) {
			p->failed = 1;
			return NULL;
		}
		p->v = v;
		p->cap = cap;
	}
	x = &p->v[p->n++];
	memset(x, 0, sizeof(*x));
	x->pos = pos;
	x->after_prev = (uint8_t)after_prev;
	return x;
}

static void emit(struct insertion *x, const uint8_t *b, size_t n)
{
	memcpy(x->bytes + x->len, b, n);
	x->len = (uint8_t)(x->len + n);
}

/* Push an id: sipush when it fits, else ldc_w of a new Integer. */
static int emit_id(struct insertion *x, struct cpool *cp, uint32_t id)
{
	uint8_t b[3];

	if (id <= 0x7fff) {
		b[0] = 0x11;
	} else {
		b[0] = 0x13;
		id = cp_add_int(cp, id);
		if (!id)
			return -1;
	}
	b[1] = (uint8_t)(id >> 8);
	b[2] = (uint8_t)id;
	emit(x, b, 3);
	return 0;
}

/* invokestatic of a helper, then nops up to a multiple of 4. */
static void emit_call(struct insertion *x, uint32_t ref)
{
	uint8_t b[3] = { 0xb8, (uint8_t)(ref >> 8), (uint8_t)ref };

	emit(x, b, 3);
	while (x->len & 3)
		x->bytes[x->len++] = 0x00;
}

/* prefix (stack shuffling), push id, call */
static int plan_call(struct plan *p, struct cpool *cp, uint32_t pos,
		     int after_prev, const uint8_t *prefix, size_t n,
		     uint32_t id, uint32_t ref)
{
	struct insertion *x;

	if (id == UINT32_MAX)
		return 0; /* registry out of memory: just do not log this one */
	x = insertion(p, pos, after_prev);
	if (!x)
		return -1;
	if (n)
		emit(x, prefix, n);
	if (emit_id(x, cp, id)) {
		p->failed = 1;
		return -1;
	}
	emit_call(x, ref);
	return 0;
}

static int insertion_cmp(const void *a, const void *b)
{
	const struct insertion *x = a, *y = b;

	if (x->pos != y->pos)
		return x->pos < y->pos ? -1 : 1;
	return (int)y->after_prev - (int)x->after_prev;
}

/* ---- planning ------------------------------------------------------------ */

struct method {
	char *name, *desc;
	int is_static, is_init;
	struct bytes code;
	size_t exc_at;   /* offset of exception_table_length in the class */
	uint32_t nexc;
	uint32_t lines_at, nlines; /* LineNumberTable entries, if any */
};

static uint32_t line_of(const struct klass *k, const struct method *m,
			uint32_t pc)
{
	uint32_t i, start, line, best = 0, best_pc = 0;

	for (i = 0; i < m->nlines; i++) {
		if (u16at(k->b, m->lines_at + 4 * i, &start) ||
		    u16at(k->b, m->lines_at + 4 * i + 2, &line))
			break;
		if (start <= pc && start >= best_pc) {
			best = line;
			best_pc = start;
		}
	}
	return best;
}

struct pending_new {
	uint32_t pos;
	char *cls;
	int traced; /* user class followed by dup */
};

static int plan_method(struct klass *k, struct method *m, struct plan *p)
{
	static const uint8_t dup[] = { 0x59 }, dup2_pop[] = { 0x5c, 0x57 },
			     wide_put[] = { 0x5d, 0x58, 0x5b }, aload0[] = { 0x2a },
			     dup_dup_instanceof[] = { 0x59, 0x59, 0xc1 };
	struct pending_new *news = NULL;
	uint32_t nnews = 0, at, len, op, idx, i, handler, type;
	int ctor_started = !m->is_init; /* in <init>: after super()/this() */
	int rc = -1;

	news = calloc(m->code.len / 3 + 1, sizeof(*news));
	if (!news)
		return -1;
	if (!m->is_static && !m->is_init &&
	    plan_call(p, &k->cp, 0, 0, aload0, 1,
		      column(k, KABA_TCOL_DEF, k->name, m->name, m->desc, 0, ""),
		      k->cp.use_ref))
		goto out;
	for (at = 0; at < m->code.len; at += len) {
		char *owner = NULL, *name = NULL, *desc = NULL, *cls;

		len = insn_length(m->code, at);
		if (!len)
			goto out;
		op = m->code.p[at];
		idx = len >= 3 ? (uint32_t)m->code.p[at + 1] << 8 | m->code.p[at + 2] : 0;
		switch (op) {
		case 0xb4: /* getfield */
		case 0xb5: /* putfield */
			if (cp_member(k, idx, 9, &owner, &name, &desc))
				goto out;
			if (ctor_started && is_user(k, owner)) {
				int wide = desc[0] == 'J' || desc[0] == 'D';

				if (plan_call(p, &k->cp, at, 0,
					      op == 0xb4 ? dup : wide ? wide_put : dup2_pop,
					      op == 0xb4 ? 1 : wide ? 3 : 2,
					      column(k, KABA_TCOL_FIELDREF, owner,
							      name, desc, 0, ""),
					      k->cp.use_ref))
					goto member_out;
			}
			break;
		case 0xbb: /* new */
			cls = cp_class(k, idx);
			if (!cls)
				goto out;
			news[nnews].pos = at;
			news[nnews].cls = cls;
			news[nnews].traced = is_user(k, cls) &&
				at + 3 < m->code.len && m->code.p[at + 3] == 0x59;
			nnews++;
			break;
		case 0xb7: /* invokespecial */
			if (cp_member(k, idx, 10, &owner, &name, &desc) &&
			    cp_member(k, idx, 11, &owner, &name, &desc))
				goto out;
			if (strcmp(name, "<init>"))
				break;
			if (nnews && !strcmp(news[nnews - 1].cls, owner)) {
				struct pending_new *n = &news[--nnews];
				uint32_t id = n->traced ?
					site(k, n->cls, m->name, m->desc, n->pos,
					     line_of(k, m, n->pos)) : UINT32_MAX;

				free(n->cls);
				/* announce the site (arguments are evaluated by
				 * now), then tag the finished object */
				if (plan_call(p, &k->cp, at, 0, NULL, 0, id,
					      k->cp.expect_ref) ||
				    plan_call(p, &k->cp, at + len, 1, dup, 1, id,
					      k->cp.new_ref))
					goto member_out;
			} else if (!nnews && !ctor_started &&
				   (!strcmp(owner, k->name) ||
				    (k->super_name && !strcmp(owner, k->super_name)))) {
				/* super(...) or this(...): `this` is usable now */
				ctor_started = 1;
				if (plan_call(p, &k->cp, at + len, 1, aload0, 1,
					      column(k, KABA_TCOL_DEF, k->name,
							      m->name, m->desc, 0, ""),
					      k->cp.use_ref))
					goto member_out;
			}
			break;
		case 0xc0: /* checkcast */
		case 0xc1: /* instanceof */
			cls = cp_class(k, idx);
			if (!cls)
				goto out;
			if (cls[0] != '[' && is_user(k, cls)) {
				uint32_t t = column(k, KABA_TCOL_CHECK_TRUE,
					k->name, m->name, m->desc, at, cls);
				uint32_t f = column(k, KABA_TCOL_CHECK_FALSE,
					k->name, m->name, m->desc, at, cls);
				uint8_t pre[5];

				memcpy(pre, dup_dup_instanceof, 3);
				pre[3] = (uint8_t)(idx >> 8);
				pre[4] = (uint8_t)idx;
				if (t != UINT32_MAX && f == t + 1 &&
				    plan_call(p, &k->cp, at, 0, pre, 5, t,
					      k->cp.check_ref)) {
					free(cls);
					goto out;
				}
			}
			free(cls);
			break;
		}
		free(owner);
		free(name);
		free(desc);
		continue;
member_out:
		free(owner);
		free(name);
		free(desc);
		goto out;
	}
	if (at != m->code.len)
		goto out;
	/* handlers that catch a user type: log the caught object */
	for (i = 0; i < m->nexc; i++) {
		uint32_t j, seen = 0;
		char *cls;

		if (u16at(k->b, m->exc_at + 2 + 8 * i + 4, &handler) ||
		    u16at(k->b, m->exc_at + 2 + 8 * i + 6, &type))
			goto out;
		for (j = 0; j < i && !seen; j++) {
			uint32_t h = 0;

			u16at(k->b, m->exc_at + 2 + 8 * j + 4, &h);
			seen = h == handler;
		}
		if (seen || !type)
			continue;
		cls = cp_class(k, type);
		if (!cls)
			goto out;
		if (is_user(k, cls) &&
		    plan_call(p, &k->cp, handler, 0, dup, 1,
			      column(k, KABA_TCOL_CATCH, k->name, m->name,
					      m->desc, handler, cls),
			      k->cp.use_ref)) {
			free(cls);
			goto out;
		}
		free(cls);
	}
	rc = p->failed ? -1 : 0;
out:
	while (nnews)
		free(news[--nnews].cls);
	free(news);
	return rc;
}

/* ---- relocation ----------------------------------------------------------- */

struct reloc {
	uint32_t *target; /* old pc -> new pc of what a jump to it executes */
	uint32_t *insn;   /* old pc -> new pc of the instruction itself */
	uint32_t new_len;
};

/* 0, 1 when the method would outgrow the JVM's 64 KB, -1 on bad code. */
static int build_reloc(struct method *m, struct plan *p, struct reloc *r)
{
	uint32_t at, len, j = 0, shift = 0;

	r->target = calloc(m->code.len + 1, sizeof(uint32_t));
	r->insn = calloc(m->code.len + 1, sizeof(uint32_t));
	if (!r->target || !r->insn)
		return -1;
	/* positions that are no instruction start map to an impossible value */
	memset(r->target, 0xff, (m->code.len + 1) * sizeof(uint32_t));
	memset(r->insn, 0xff, (m->code.len + 1) * sizeof(uint32_t));
	for (at = 0;; at += len) {
		while (j < p->n && p->v[j].pos == at && p->v[j].after_prev)
			shift += p->v[j++].len;
		r->target[at] = at + shift;
		while (j < p->n && p->v[j].pos == at)
			shift += p->v[j++].len;
		r->insn[at] = at + shift;
		if (at == m->code.len)
			break;
		len = insn_length(m->code, at);
		if (!len)
			return -1;
	}
	r->new_len = m->code.len + shift;
	if (j != p->n)
		return -1;
	return r->new_len <= MAX_CODE ? 0 : 1;
}

static int map_target(const struct reloc *r, const struct method *m,
		      int64_t old, uint32_t *out)
{
	if (old < 0 || old > (int64_t)m->code.len || r->target[old] == UINT32_MAX)
		return -1;
	*out = r->target[old];
	return 0;
}

static void put_s32(uint8_t *p, int64_t v)
{
	p[0] = (uint8_t)(v >> 24);
	p[1] = (uint8_t)(v >> 16);
	p[2] = (uint8_t)(v >> 8);
	p[3] = (uint8_t)v;
}

static int32_t get_s32(const uint8_t *p)
{
	return (int32_t)((uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 |
			 (uint32_t)p[2] << 8 | p[3]);
}

/* Copy one instruction to its new place, re-targeting its jumps: 0, 1 when
 * a 16-bit branch offset overflows, -1 on bad code. */
static int copy_insn(const struct method *m, const struct reloc *r,
		     uint32_t at, uint32_t len, uint8_t *dst)
{
	const uint8_t *src = m->code.p + at;
	uint32_t op = src[0], t, pad, i, n, first;
	int64_t from = at, to = r->insn[at], rel;

	memcpy(dst, src, len);
	if ((op >= 0x99 && op <= 0xa8) || op == 0xc6 || op == 0xc7) {
		if (map_target(r, m, from + (int16_t)(src[1] << 8 | src[2]), &t))
			return -1;
		rel = (int64_t)t - to;
		if (rel < -32768 || rel > 32767)
			return 1; /* would need goto_w: leave the method alone */
		dst[1] = (uint8_t)(rel >> 8);
		dst[2] = (uint8_t)rel;
	} else if (op == 0xc8 || op == 0xc9) {
		if (map_target(r, m, from + get_s32(src + 1), &t))
			return -1;
		put_s32(dst + 1, (int64_t)t - to);
	} else if (op == 0xaa || op == 0xab) {
		pad = 3 - (at & 3);
		if (op == 0xaa) {
			n = (uint32_t)(get_s32(src + 1 + pad + 8) -
				       get_s32(src + 1 + pad + 4) + 1);
			first = 1 + pad + 12;
		} else {
			n = (uint32_t)get_s32(src + 1 + pad + 4);
			first = 1 + pad + 8 + 4;
		}
		if (map_target(r, m, from + get_s32(src + 1 + pad), &t))
			return -1;
		put_s32(dst + 1 + pad, (int64_t)t - to);
		for (i = 0; i < n; i++) {
			uint32_t o = first + i * (op == 0xaa ? 4 : 8);

			if (map_target(r, m, from + get_s32(src + o), &t))
				return -1;
			put_s32(dst + o, (int64_t)t - to);
		}
	}
	return 0;
}

/* ---- Code attribute rewriting -------------------------------------------- */

static void put16(struct kaba_buf *o, uint32_t v)
{
	kaba_buf_u16(o, (uint16_t)v);
}

/* One verification type; uninitialized(pc) follows its `new`. */
static int copy_vtype(struct bytes b, size_t *at, const struct method *m,
		      const struct reloc *r, struct kaba_buf *o)
{
	uint32_t tag, v;

	if (u8at(b, *at, &tag) || tag > 8)
		return -1;
	kaba_buf_u8(o, (uint8_t)tag);
	*at += 1;
	if (tag < 7)
		return 0;
	if (u16at(b, *at, &v))
		return -1;
	*at += 2;
	if (tag == 8) {
		if (v >= m->code.len || r->insn[v] == UINT32_MAX)
			return -1;
		v = r->insn[v];
	}
	put16(o, v);
	return 0;
}

static int copy_stack_map(struct bytes b, size_t at, size_t end,
			  const struct method *m, const struct reloc *r,
			  struct kaba_buf *o)
{
	uint32_t n, i, type, delta, k, cnt;
	int64_t pc = -1, newpc = -1;

	if (u16at(b, at, &n))
		return -1;
	put16(o, n);
	at += 2;
	for (i = 0; i < n; i++) {
		uint32_t mapped;
		int64_t nd;

		if (u8at(b, at, &type))
			return -1;
		at++;
		if (type < 128) {
			delta = type & 63;
		} else if (type >= 247) {
			if (u16at(b, at, &delta))
				return -1;
			at += 2;
		} else {
			return -1;
		}
		pc += delta + 1;
		if (pc > (int64_t)m->code.len || map_target(r, m, pc, &mapped))
			return -1;
		nd = (int64_t)mapped - newpc - 1;
		newpc = mapped;
		if (nd < 0 || nd > 0xffff)
			return -1;
		if (type < 64 || type == 251) {
			if (nd < 64) {
				kaba_buf_u8(o, (uint8_t)nd);
			} else {
				kaba_buf_u8(o, 251);
				put16(o, (uint32_t)nd);
			}
			continue;
		}
		if (type < 128 || type == 247) {
			if (nd < 64) {
				kaba_buf_u8(o, (uint8_t)(64 + nd));
			} else {
				kaba_buf_u8(o, 247);
				put16(o, (uint32_t)nd);
			}
			if (copy_vtype(b, &at, m, r, o))
				return -1;
			continue;
		}
		kaba_buf_u8(o, (uint8_t)type);
		put16(o, (uint32_t)nd);
		if (type < 251)
			continue; /* chop */
		if (type < 255) {
			for (k = 0; k < type - 251; k++)
				if (copy_vtype(b, &at, m, r, o))
					return -1;
			continue;
		}
		for (k = 0; k < 2; k++) { /* full: locals, then stack */
			if (u16at(b, at, &cnt))
				return -1;
			put16(o, cnt);
			at += 2;
			while (cnt--)
				if (copy_vtype(b, &at, m, r, o))
					return -1;
		}
	}
	return at == end ? 0 : -1;
}

/* Line numbers and local variable tables: start_pc (and length). */
static int copy_pc_table(struct bytes b, size_t at, size_t end, int entry,
			 int has_length, const struct method *m,
			 const struct reloc *r, struct kaba_buf *o)
{
	uint32_t n, i, start = 0, length = 0, ns, ne;

	if (u16at(b, at, &n) || at + 2 + (size_t)n * entry != end)
		return -1;
	put16(o, n);
	at += 2;
	for (i = 0; i < n; i++, at += entry) {
		u16at(b, at, &start);
		u16at(b, at + 2, &length);
		if (map_target(r, m, start, &ns))
			return -1;
		put16(o, ns);
		if (has_length) {
			if (map_target(r, m, (int64_t)start + length, &ne))
				return -1;
			put16(o, ne - ns);
		} else {
			put16(o, length);
		}
		kaba_buf_put(o, b.p + at + 4, entry - 4);
	}
	return 0;
}

static int name_is(const struct klass *k, uint32_t idx, const char *s)
{
	char *n = cp_utf8(k, idx);
	int eq = n && !strcmp(n, s);

	free(n);
	return eq;
}

/* Rewrite the Code attribute whose info starts at `at` (length alen). */
static int rewrite_code(struct klass *k, struct method *m, size_t at,
			uint32_t alen, struct kaba_buf *o)
{
	struct plan p = { 0 };
	struct reloc r = { 0 };
	uint32_t max_stack, max_locals, code_len, i, nattr = 0, name = 0, len = 0;
	size_t len_at, pos, end = at + alen, a;
	uint8_t *code = NULL;
	int rc = -1, fit;

	if (u16at(k->b, at, &max_stack) || u16at(k->b, at + 2, &max_locals) ||
	    u32at(k->b, at + 4, &code_len) || code_len == 0 ||
	    code_len > MAX_CODE || at + 8 + (size_t)code_len > end)
		return -1;
	m->code.p = k->b.p + at + 8;
	m->code.len = code_len;
	m->exc_at = at + 8 + code_len;
	if (u16at(k->b, m->exc_at, &m->nexc) ||
	    m->exc_at + 2 + 8 * (size_t)m->nexc + 2 > end)
		return -1;
	/* find the LineNumberTable first: creation sites carry lines */
	pos = m->exc_at + 2 + 8 * (size_t)m->nexc;
	u16at(k->b, pos, &nattr);
	m->nlines = 0;
	for (a = pos + 2, i = 0; i < nattr; i++, a += 6 + len) {
		if (u16at(k->b, a, &name) || u32at(k->b, a + 2, &len) ||
		    a + 6 + (size_t)len > end)
			return -1;
		if (name_is(k, name, "LineNumberTable") &&
		    u16at(k->b, a + 6, &m->nlines) == 0 &&
		    2 + 4 * (size_t)m->nlines == len)
			m->lines_at = (uint32_t)a + 8;
		else if (name_is(k, name, "LineNumberTable"))
			m->nlines = 0;
	}
	if (a != end)
		return -1;
	if (plan_method(k, m, &p) || p.failed)
		goto out;
	if (p.n == 0) { /* nothing to log: copy as is */
		kaba_buf_put(o, k->b.p + at - 6, alen + 6);
		rc = 0;
		goto out;
	}
	qsort(p.v, p.n, sizeof(*p.v), insertion_cmp);
	fit = build_reloc(m, &p, &r);
	if (fit < 0)
		goto out;
	code = fit ? NULL : malloc(r.new_len);
	if (!fit && !code)
		goto out;
	{
		uint32_t pc, l, j = 0, w = 0;

		for (pc = 0; pc < code_len && !fit; pc += l) {
			while (j < p.n && p.v[j].pos == pc) {
				memcpy(code + w, p.v[j].bytes, p.v[j].len);
				w += p.v[j++].len;
			}
			l = insn_length(m->code, pc);
			fit = copy_insn(m, &r, pc, l, code + w);
			if (fit < 0)
				goto out;
			w += l;
		}
	}
	if (fit) { /* too big once logged: this method stays untraced */
		kaba_buf_put(o, k->b.p + at - 6, alen + 6);
		rc = 0;
		goto out;
	}
	/* attribute header: name and a length patched at the end */
	kaba_buf_put(o, k->b.p + at - 6, 2);
	len_at = o->len;
	kaba_buf_u32(o, 0);
	put16(o, max_stack + EXTRA_STACK > 0xffff ? 0xffff : max_stack + EXTRA_STACK);
	put16(o, max_locals);
	kaba_buf_u32(o, r.new_len);
	kaba_buf_put(o, code, r.new_len);
	put16(o, m->nexc);
	for (i = 0; i < m->nexc; i++) {
		uint32_t v[4], nv[3], e;

		for (e = 0; e < 4; e++)
			u16at(k->b, m->exc_at + 2 + 8 * i + 2 * e, &v[e]);
		for (e = 0; e < 3; e++)
			if (map_target(&r, m, v[e], &nv[e]))
				goto out;
		put16(o, nv[0]);
		put16(o, nv[1]);
		put16(o, nv[2]);
		put16(o, v[3]);
	}
	{
		size_t count_at = o->len;
		uint32_t kept = 0;

		put16(o, 0);
		for (a = pos + 2, i = 0; i < nattr; i++, a += 6 + len) {
			size_t body_at;

			u16at(k->b, a, &name);
			u32at(k->b, a + 2, &len);
			if (name_is(k, name, "RuntimeVisibleTypeAnnotations") ||
			    name_is(k, name, "RuntimeInvisibleTypeAnnotations"))
				continue; /* their code offsets are not relocated */
			kept++;
			put16(o, name);
			body_at = o->len;
			kaba_buf_u32(o, 0);
			if (name_is(k, name, "StackMapTable")) {
				if (copy_stack_map(k->b, a + 6, a + 6 + len, m, &r, o))
					goto out;
			} else if (name_is(k, name, "LineNumberTable")) {
				if (copy_pc_table(k->b, a + 6, a + 6 + len, 4, 0, m, &r, o))
					goto out;
			} else if (name_is(k, name, "LocalVariableTable") ||
				   name_is(k, name, "LocalVariableTypeTable")) {
				if (copy_pc_table(k->b, a + 6, a + 6 + len, 10, 1, m, &r, o))
					goto out;
			} else {
				kaba_buf_put(o, k->b.p + a + 6, len);
			}
			kaba_buf_patch_u32(o, body_at, (uint32_t)(o->len - body_at - 4));
		}
		kaba_buf_patch_u16(o, count_at, (uint16_t)kept);
	}
	kaba_buf_patch_u32(o, len_at, (uint32_t)(o->len - len_at - 4));
	rc = o->oom ? -1 : 0;
out:
	free(code);
	free(r.target);
	free(r.insn);
	free(p.v);
	return rc;
}

/* ---- the class ------------------------------------------------------------ */

/* Skip fields or copy+rewrite methods; `at` advances past the list. */
static int skip_members(struct bytes b, size_t *at)
{
	uint32_t n, i, na, j, len;

	if (u16at(b, *at, &n))
		return -1;
	*at += 2;
	for (i = 0; i < n; i++) {
		if (u16at(b, *at + 6, &na))
			return -1;
		*at += 8;
		for (j = 0; j < na; j++) {
			if (u32at(b, *at + 2, &len) || *at + 6 + (size_t)len > b.len)
				return -1;
			*at += 6 + (size_t)len;
		}
	}
	return 0;
}

static int rewrite_methods(struct klass *k, size_t *at, struct kaba_buf *o)
{
	uint32_t n, i, acc, name, desc, na, j, aname, len;

	if (u16at(k->b, *at, &n))
		return -1;
	put16(o, n);
	*at += 2;
	for (i = 0; i < n; i++) {
		struct method m = { 0 };
		int rc = 0;

		if (u16at(k->b, *at, &acc) || u16at(k->b, *at + 2, &name) ||
		    u16at(k->b, *at + 4, &desc) || u16at(k->b, *at + 6, &na))
			return -1;
		kaba_buf_put(o, k->b.p + *at, 8);
		*at += 8;
		m.name = cp_utf8(k, name);
		m.desc = cp_utf8(k, desc);
		m.is_static = (acc & 0x0008) != 0;
		m.is_init = m.name && !strcmp(m.name, "<init>");
		for (j = 0; j < na && !rc; j++) {
			if (u16at(k->b, *at, &aname) || u32at(k->b, *at + 2, &len) ||
			    *at + 6 + (size_t)len > k->b.len) {
				rc = -1;
				break;
			}
			if (m.name && m.desc && name_is(k, aname, "Code"))
				rc = rewrite_code(k, &m, *at + 6, len, o);
			else
				kaba_buf_put(o, k->b.p + *at, 6 + (size_t)len);
			*at += 6 + (size_t)len;
		}
		free(m.name);
		free(m.desc);
		if (rc)
			return -1;
	}
	return 0;
}

int trace_rewrite_class(const uint8_t *data, size_t len,
			const struct trace_hooks *hooks, struct kaba_buf *out)
{
	struct klass k = { { data, len }, { 0 }, NULL, NULL, hooks };
	struct kaba_buf body;
	uint32_t magic, this_idx, super_idx, nif;
	size_t at;
	int ok = 0;

	kaba_buf_init(&body);
	kaba_buf_init(&k.cp.extra);
	if (u32at(k.b, 0, &magic) || magic != 0xcafebabe || parse_cpool(k.b, &k.cp))
		goto out;
	at = k.cp.end;
	if (u16at(k.b, at + 2, &this_idx) || u16at(k.b, at + 4, &super_idx) ||
	    u16at(k.b, at + 6, &nif))
		goto out;
	k.name = cp_class(&k, this_idx);
	k.super_name = super_idx ? cp_class(&k, super_idx) : NULL;
	if (!k.name || cp_add_helpers(&k.cp))
		goto out;
	at += 8 + 2 * (size_t)nif;
	if (skip_members(k.b, &at) || at > len)
		goto out;
	/* body = everything after the pool up to the methods, then methods */
	kaba_buf_put(&body, data + k.cp.end, at - k.cp.end);
	if (rewrite_methods(&k, &at, &body) || at > len)
		goto out;
	/* class attributes: copied, but they must fill the rest exactly */
	{
		size_t end = at + 2;
		uint32_t n, alen;

		if (u16at(k.b, at, &n))
			goto out;
		while (n--) {
			if (u32at(k.b, end + 2, &alen) || end + 6 + (size_t)alen > len)
				goto out;
			end += 6 + (size_t)alen;
		}
		if (end != len)
			goto out;
	}
	kaba_buf_put(&body, data + at, len - at);
	if (body.oom || k.cp.extra.oom || k.cp.next > MAX_CP)
		goto out;
	kaba_buf_put(out, data, 8);
	kaba_buf_u16(out, (uint16_t)k.cp.next);
	kaba_buf_put(out, data + 10, k.cp.end - 10);
	kaba_buf_put(out, k.cp.extra.data, k.cp.extra.len);
	kaba_buf_put(out, body.data, body.len);
	ok = !out->oom;
out:
	free(k.cp.off);
	free(k.cp.ints);
	free(k.name);
	free(k.super_name);
	kaba_buf_free(&k.cp.extra);
	kaba_buf_free(&body);
	return ok;
}
