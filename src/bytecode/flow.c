/*
 * The worklist of the data flow (kaba/dataflow.h).  Code is cut into blocks
 * at branch targets, handler starts and after instructions that do not
 * fall through; control reaching a block goes through the domain's join,
 * and a block runs again whenever the join says its entry state changed.
 * With a domain that gives caught exceptions, every instruction flows into
 * the handlers whose range holds it, before and after it runs (HotSpot
 * checks both, depending on the instruction).
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

int kaba_df_fail(struct kaba_df *df, int status, const char *fmt, ...)
{
	char what[400];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(what, sizeof(what), fmt, ap);
	va_end(ap);
	return df->dom->fail(df->ctx, df, status, what);
}

static int oom(struct kaba_df *df)
{
	return kaba_df_fail(df, KABA_EIO, "out of memory");
}

/* A jsr's next instruction is reached through its subroutine: a block
 * of its own. */
int df_falls_through(uint8_t op)
{
	return kaba_opcode_falls_through(op) && op != KABA_OP_JSR && op != KABA_OP_JSR_W;
}

static int is_branch(const struct kaba_insn *insn)
{
	return insn->kind == KABA_OPND_BRANCH2 || insn->kind == KABA_OPND_BRANCH4;
}

/* Each branch and switch target of insn (the default first), through fn. */
static int each_target(struct kaba_df *df, const struct kaba_insn *insn,
		       int (*fn)(struct kaba_df *, int64_t))
{
	int sw = insn->kind == KABA_OPND_TABLESWITCH || insn->kind == KABA_OPND_LOOKUPSWITCH;
	uint32_t i;
	int st;

	if ((is_branch(insn) || sw) && (st = fn(df, insn->target)))
		return st;
	for (i = 0; sw && i < insn->ncases; i++) {
		int32_t match;
		int64_t target;

		kaba_insn_case(insn, i, &match, &target);
		if ((st = fn(df, target)))
			return st;
	}
	return 0;
}

/* ---- blocks ------------------------------------------------------------- */

static int mark_target(struct kaba_df *df, int64_t target)
{
	if (target < 0 || target >= df->code->code_len || !df->start[target])
		return kaba_df_fail(df, KABA_EINPUT, "branch to %lld, no instruction",
				    (long long)target);
	df->block_of[target] = 0;
	df->target[target] = 1;
	return 0;
}

/* The instructions, their starts and indices. */
static int decode(struct kaba_df *df)
{
	const struct kaba_code *code = df->code;
	struct kaba_insn_iter it;
	struct kaba_insn insn, *v = NULL, *grown;
	uint32_t cap = 0, i;
	int r;

	kaba_insn_iter_init(&it, code->code, code->code_len, df->where, code->code_offset);
	while ((r = kaba_insn_next(&it, &insn, df->err)) > 0) {
		if (df->ninsns == cap) {
			cap = cap ? 2 * cap : 64;
			if (!(grown = realloc(v, cap * sizeof(*v)))) {
				free(v);
				return oom(df);
			}
			v = grown;
		}
		df->start[insn.offset] = 1;
		v[df->ninsns++] = insn;
	}
	df->insns = r < 0 ? NULL : kaba_arena_alloc(df->arena, (df->ninsns + 1) * sizeof(*v));
	if (df->insns)
		memcpy(df->insns, v, df->ninsns * sizeof(*v));
	free(v);
	if (r < 0)
		return df->err->status;
	if (!df->insns)
		return oom(df);
	memset(df->index_of, 0xff, code->code_len * sizeof(*df->index_of));     /* -1 */
	for (i = 0; i < df->ninsns; i++)
		df->index_of[df->insns[i].offset] = (int32_t)i;
	return 0;
}

static int find_blocks(struct kaba_df *df, const uint32_t *frames, uint32_t nframes,
		       int frames_only)
{
	const struct kaba_code *code = df->code;
	uint32_t i;
	int st;

	if ((st = decode(df)))
		return st;
	df->block_of[0] = 0;
	for (i = 0; i < df->ninsns; i++) {
		const struct kaba_insn *insn = &df->insns[i];
		uint32_t next = insn->offset + insn->length;

		df->at = insn->offset;
		if ((st = each_target(df, insn, mark_target)))
			return st;
		/* with frames as blocks, falling through a conditional branch
		 * carries the state on */
		if (((is_branch(insn) && !frames_only) || !df_falls_through(insn->opcode)) &&
		    next < code->code_len)
			df->block_of[next] = 0;
	}
	for (i = 0; i < nframes; i++) {
		df->at = frames[i];
		if (df->at >= code->code_len || !df->start[df->at])
			return kaba_df_fail(df, KABA_EINPUT, "stack map frame at %u, no instruction",
					    df->at);
		df->block_of[df->at] = 0;
	}
	for (i = 0; i < code->nexceptions; i++) {
		df->at = code->exceptions[i].handler_pc;
		if ((st = mark_target(df, df->at)))
			return st;
	}
	for (i = 0; i < code->code_len; i++)
		if (df->block_of[i] >= 0)
			df->block_of[i] = (int32_t)df->nblocks++;
	df->block_start = kaba_arena_alloc(df->arena, df->nblocks * sizeof(*df->block_start));
	if (!df->block_start)
		return oom(df);
	for (i = 0; i < code->code_len; i++)
		if (df->block_of[i] >= 0)
			df->block_start[df->block_of[i]] = i;
	return 0;
}

int kaba_df_init(struct kaba_df *df, const struct kaba_df_domain *dom, void *ctx,
		 const struct kaba_class *cls, const struct kaba_code *code,
		 uint32_t max_locals, uint32_t max_stack, const uint32_t *frames,
		 uint32_t nframes, int frames_only, struct kaba_arena *arena,
		 const char *where, struct kaba_error *err)
{
	uint32_t len = code->code_len;
	size_t nvalues = (size_t)max_locals + max_stack + 1;
	int st;

	memset(df, 0, sizeof(*df));
	if (dom->size > KABA_DF_VALUE_MAX)
		return kaba_fail(err, KABA_EINTERNAL, where, -1, "values of %zu bytes", dom->size);
	df->dom = dom;
	df->ctx = ctx;
	df->cls = cls;
	df->code = code;
	df->arena = arena;
	df->where = where;
	df->err = err;
	df->max_locals = max_locals;
	df->max_stack = max_stack;
	df->start = kaba_arena_alloc(arena, 3 * (size_t)len);
	df->block_of = kaba_arena_alloc(arena, len * sizeof(*df->block_of));
	df->index_of = kaba_arena_alloc(arena, len * sizeof(*df->index_of));
	if (!df->start || !df->block_of || !df->index_of)
		return oom(df);
	memset(df->start, 0, 3 * (size_t)len);
	df->target = df->start + len;
	df->live = df->start + 2 * (size_t)len;
	memset(df->block_of, 0xff, len * sizeof(*df->block_of));       /* -1 */
	if ((st = find_blocks(df, frames, nframes, frames_only)))
		return st;
	df->in = kaba_arena_alloc(arena, df->nblocks * sizeof(*df->in));
	df->reached = kaba_arena_alloc(arena, 2 * (size_t)df->nblocks);
	df->work = kaba_arena_alloc(arena, df->nblocks * sizeof(*df->work));
	df->cur.locals = kaba_arena_alloc(arena, nvalues * dom->size);
	if (!df->in || !df->reached || !df->work || !df->cur.locals)
		return oom(df);
	df->cur.stack = kaba_df_value(df, df->cur.locals, max_locals);
	memset(df->reached, 0, 2 * (size_t)df->nblocks);
	df->queued = df->reached + df->nblocks;
	df->at = 0;
	return 0;
}

/* ---- edges -------------------------------------------------------------- */

void kaba_df_queue(struct kaba_df *df, uint32_t b)
{
	if (!df->queued[b]) {
		df->queued[b] = 1;
		df->work[df->nwork++] = b;
	}
}

int kaba_df_enter(struct kaba_df *df, uint32_t b, const struct kaba_df_state *in)
{
	struct kaba_df_state *s = &df->in[b];
	size_t size = df->dom->size;

	/* paths meet with one depth: the state never grows */
	s->locals = kaba_arena_alloc(df->arena, ((size_t)df->max_locals + in->nstack + 1) * size);
	if (!s->locals)
		return oom(df);
	s->stack = kaba_df_value(df, s->locals, df->max_locals);
	memcpy(s->locals, in->locals, df->max_locals * size);
	memcpy(s->stack, in->stack, in->nstack * size);
	s->nstack = in->nstack;
	df->reached[b] = 1;
	return 0;
}

int kaba_df_flow(struct kaba_df *df, int64_t target, const struct kaba_df_state *in)
{
	int32_t b;
	int changed = 0, st;

	if (target < 0 || target >= df->code->code_len || (b = df->block_of[target]) < 0)
		return kaba_df_fail(df, KABA_EINTERNAL, "edge to %lld, no block start",
				    (long long)target);
	if ((st = df->dom->join(df->ctx, df, (uint32_t)b, target, in, &changed)))
		return st;
	if (changed)
		kaba_df_queue(df, (uint32_t)b);
	return 0;
}

static int flow_on(struct kaba_df *df, int64_t target)
{
	return kaba_df_flow(df, target, &df->cur);
}

/* Every handler whose range holds the current instruction may be entered
 * with the current locals and the exception alone on the stack. */
static int flow_handlers(struct kaba_df *df, void *exc)
{
	const struct kaba_code *code = df->code;
	uint16_t i;
	int st;

	for (i = 0; df->dom->caught && i < code->nexceptions; i++) {
		const struct kaba_exception_entry *e = &code->exceptions[i];
		struct kaba_df_state s = { df->cur.locals, exc, 1 };

		if (df->at < e->start_pc || df->at >= e->end_pc)
			continue;
		if ((st = df->dom->caught(df->ctx, df, e, exc)) ||
		    (st = kaba_df_flow(df, e->handler_pc, &s)))
			return st;
	}
	return 0;
}

/* Run block b from its entry state up to the next block. */
static int simulate(struct kaba_df *df, uint32_t b, void *exc)
{
	const struct kaba_code *code = df->code;
	size_t size = df->dom->size;
	uint32_t i = (uint32_t)df->index_of[df->block_start[b]];
	int st;

	memcpy(df->cur.locals, df->in[b].locals, df->max_locals * size);
	memcpy(df->cur.stack, df->in[b].stack, df->in[b].nstack * size);
	df->cur.nstack = df->in[b].nstack;
	for (;; i++) {
		const struct kaba_insn *insn = &df->insns[i];
		uint32_t offset = insn->offset + insn->length;

		df->at = insn->offset;
		df->live[insn->offset] = 1;
		df->pushed = 0;
		if ((st = flow_handlers(df, exc)) || (st = df_execute(df, insn)) ||
		    (df->dom->after && (st = df->dom->after(df->ctx, df, insn))) ||
		    (st = flow_handlers(df, exc)) || (st = each_target(df, insn, flow_on)))
			return st;
		if (insn->opcode == KABA_OP_JSR || insn->opcode == KABA_OP_JSR_W) {
			/* the subroutine returns to the next instruction, without
			 * the return address the jsr pushed */
			df->cur.nstack--;
			return offset < code->code_len ? flow_on(df, offset) : 0;
		}
		if (!df_falls_through(insn->opcode))
			return 0;
		if (offset >= code->code_len)
			return kaba_df_fail(df, KABA_EINPUT, "control falls off the end of the code");
		if (df->block_of[offset] >= 0)
			return flow_on(df, offset);
	}
}

int kaba_df_run(struct kaba_df *df)
{
	void *exc = kaba_arena_alloc(df->arena, df->dom->size);
	int st;

	if (!exc)
		return oom(df);
	/* Lowest block first would converge faster; the stack is simpler and
	 * the fixpoint is the same. */
	while (df->nwork) {
		uint32_t b = df->work[--df->nwork];

		df->queued[b] = 0;
		if ((st = simulate(df, b, exc)))
			return st;
	}
	return 0;
}
