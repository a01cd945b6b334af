/*
 * Local-variable webs, for code without a LocalVariableTable.
 *
 * A compiler reuses a local slot for unrelated variables once the first is
 * out of scope (antlr's Tool.doEverything keeps an ANTLRParser in slot 9 and
 * later the caught RecognitionException).  One var per slot would make them
 * one row, and the parser object would acquire the exception's members (C2
 * copies the row into the object).  A web is the set of stores into a slot
 * that reach a common load (the classic du-chain union): a load and every
 * store that may reach it are one variable, stores that never meet are
 * different ones.
 *
 * Two dataflow passes over the basic blocks.  First liveness (backward): a
 * slot is live where some path reads it before storing into it.  Then the
 * webs (forward): the state is, per slot, the web node of the definition
 * that reaches it; where two paths meet and the slot is live, their webs are
 * united (union-find), so every block needs to be visited only once: a later
 * union changes the identity of the webs it already used, not the block's
 * result.  A slot that is dead at the meeting point, or undefined on one of
 * the paths, becomes undefined: no load depends on what the paths stored
 * (the verifier rejects a load of an undefined slot).  Nodes 0..nslots-1 are the values
 * at entry (this and the parameters), node nslots+i the store at instruction
 * i; unions keep the smaller node as the root, so a web's root is its entry
 * value or its first store in code order, which names it deterministically.
 */
#include "translate.h"

#include <stdlib.h>
#include <string.h>

#include "kaba/bytecode.h"
#include "kaba/classfile.h"

enum { UNDEF = -1 };

struct pass {
	const struct kaba_code *code;
	const struct kaba_insn *insns;
	uint32_t ninsns, nslots, nblocks;
	const int32_t *at, *block_of;
	int32_t *first;         /* per block: its first instruction */
	uint64_t *live;         /* per block: live-in slots, `words` each */
	uint64_t *scratch;
	uint32_t words;
	int32_t *parent;        /* union-find over nodes */
	int32_t *entry;         /* per block: nslots nodes, or NULL until reached */
	uint8_t *reached;
	int32_t *work;          /* first instructions of reached, unvisited blocks */
	uint32_t nwork;
	int32_t *cur;
	struct ka_webs *out;
};

static int32_t find(struct pass *p, int32_t x)
{
	while (p->parent[x] != x) {
		p->parent[x] = p->parent[p->parent[x]];
		x = p->parent[x];
	}
	return x;
}

static void unite(struct pass *p, int32_t a, int32_t b)
{
	a = find(p, a);
	b = find(p, b);
	if (a < b)
		p->parent[b] = a;
	else if (b < a)
		p->parent[a] = b;
}

static int32_t block(const struct pass *p, int64_t pc)
{
	if (pc < 0 || pc >= p->code->code_len)
		return -1;   /* ir.c reports bad targets */
	return p->block_of[pc];
}

static uint64_t *live_in(const struct pass *p, int32_t b)
{
	return p->live + (size_t)b * p->words;
}

static int is_live(const uint64_t *set, uint32_t s)
{
	return (int)((set[s >> 6] >> (s & 63)) & 1);
}

static void flow(struct pass *p, int64_t pc)
{
	int32_t b = block(p, pc), *e;
	const uint64_t *live;
	int first;

	if (b < 0)
		return;
	e = p->entry + (size_t)b * p->nslots;
	live = live_in(p, b);
	first = !p->reached[b];
	if (first) {
		p->reached[b] = 1;
		p->work[p->nwork++] = p->first[b];
	}
	for (uint32_t s = 0; s < p->nslots; s++) {
		if (!is_live(live, s) || p->cur[s] == UNDEF)
			e[s] = UNDEF;
		else if (first)
			e[s] = p->cur[s];
		else if (e[s] != UNDEF)
			unite(p, e[s], p->cur[s]);
	}
}

/* Liveness: `live` |= the live-in slots of block at pc. */
static void flow_live(struct pass *p, int64_t pc)
{
	int32_t b = block(p, pc);

	if (b >= 0)
		for (uint32_t w = 0; w < p->words; w++)
			p->scratch[w] |= live_in(p, b)[w];
}

int ka_local_access(const struct kaba_insn *in, uint32_t *slot, int *width)
{
	uint8_t op = in->opcode;

	*width = 1;
	if (op == KABA_OP_ALOAD || op == KABA_OP_ASTORE) {
		*slot = (uint32_t)in->operand;
		return op == KABA_OP_ALOAD ? 'L' : 'S';
	}
	if (op >= KABA_OP_ALOAD_0 && op <= KABA_OP_ALOAD_3) {
		*slot = op - KABA_OP_ALOAD_0;
		return 'L';
	}
	if (op >= KABA_OP_ISTORE && op <= KABA_OP_DSTORE) {
		*slot = (uint32_t)in->operand;
		*width = op == KABA_OP_LSTORE || op == KABA_OP_DSTORE ? 2 : 1;
		return 'P';
	}
	if (op >= KABA_OP_ISTORE_0 && op <= KABA_OP_ASTORE_3) {
		/* istore_n, lstore_n, fstore_n, dstore_n, astore_n */
		uint32_t k = (uint32_t)(op - KABA_OP_ISTORE_0);

		*slot = k % 4;
		*width = k / 4 == 1 || k / 4 == 3 ? 2 : 1;
		return k / 4 == 4 ? 'S' : 'P';
	}
	return 0;
}

static int is_jsr(uint8_t op)
{
	return op == KABA_OP_JSR || op == KABA_OP_JSR_W;
}

/* Where control goes after the last instruction of a block.  A `ret` may
 * return to the instruction after any jsr (subroutines are not matched to
 * their callers, which is coarser and still sound). */
static void successors(struct pass *p, uint32_t i, void (*to)(struct pass *, int64_t))
{
	const struct kaba_insn *in = &p->insns[i];
	uint8_t op = in->opcode;

	if (in->kind == KABA_OPND_BRANCH2 || in->kind == KABA_OPND_BRANCH4)
		to(p, in->target);
	if (in->kind == KABA_OPND_TABLESWITCH || in->kind == KABA_OPND_LOOKUPSWITCH) {
		to(p, in->target);
		for (uint32_t k = 0; k < in->ncases; k++) {
			int32_t match;
			int64_t t;

			kaba_insn_case(in, k, &match, &t);
			to(p, t);
		}
		return;
	}
	if (op == KABA_OP_RET) {
		for (uint32_t k = 0; k + 1 < p->ninsns; k++)
			if (is_jsr(p->insns[k].opcode))
				to(p, p->insns[k + 1].offset);
		return;
	}
	if (op == KABA_OP_GOTO || op == KABA_OP_GOTO_W || op == KABA_OP_ATHROW ||
	    (op >= KABA_OP_IRETURN && op <= KABA_OP_RETURN) || is_jsr(op))
		return;   /* a jsr's return point is reached from its ret */
	if (i + 1 < p->ninsns)
		to(p, p->insns[i + 1].offset);
}

/* Whether instruction i ends its block (as ir.c's blocks end). */
static int ends_block(const struct pass *p, uint32_t i)
{
	const struct kaba_insn *in = &p->insns[i];

	return i + 1 >= p->ninsns || p->block_of[p->insns[i + 1].offset] >= 0 ||
	       in->kind == KABA_OPND_BRANCH2 || in->kind == KABA_OPND_BRANCH4 ||
	       in->kind == KABA_OPND_TABLESWITCH || in->kind == KABA_OPND_LOOKUPSWITCH ||
	       in->opcode == KABA_OP_RET || in->opcode == KABA_OP_ATHROW ||
	       (in->opcode >= KABA_OP_IRETURN && in->opcode <= KABA_OP_RETURN);
}

/* Handlers that cover instruction `in` see the state before it. */
static void flow_handlers(struct pass *p, const struct kaba_insn *in,
			  void (*to)(struct pass *, int64_t))
{
	for (uint16_t k = 0; k < p->code->nexceptions; k++) {
		const struct kaba_exception_entry *e = &p->code->exceptions[k];

		if (in->offset >= e->start_pc && in->offset < e->end_pc)
			to(p, e->handler_pc);
	}
}

/* Live-in of block b from its successors' (one backward step); 1 if it grew. */
static int live_block(struct pass *p, int32_t b)
{
	uint32_t i = (uint32_t)p->first[b], last = i;
	uint64_t *in = live_in(p, b);
	int grew = 0;

	while (!ends_block(p, last))
		last++;
	memset(p->scratch, 0, p->words * sizeof(*p->scratch));
	successors(p, last, flow_live);
	for (uint32_t k = last + 1; k-- > i;) {
		uint32_t slot;
		int width, how = ka_local_access(&p->insns[k], &slot, &width);

		if (how && slot + (uint32_t)width <= p->nslots) {
			for (int w = 0; how != 'L' && w < width; w++)
				p->scratch[(slot + (uint32_t)w) >> 6] &=
					~((uint64_t)1 << ((slot + (uint32_t)w) & 63));
			if (how == 'L')
				p->scratch[slot >> 6] |= (uint64_t)1 << (slot & 63);
		}
		flow_handlers(p, &p->insns[k], flow_live);
	}
	for (uint32_t w = 0; w < p->words; w++) {
		grew |= (p->scratch[w] & ~in[w]) != 0;
		in[w] |= p->scratch[w];
	}
	return grew;
}

static void run_block(struct pass *p, uint32_t i)
{
	int32_t b = p->block_of[p->insns[i].offset];

	memcpy(p->cur, p->entry + (size_t)b * p->nslots, p->nslots * sizeof(*p->cur));
	for (; i < p->ninsns; i++) {
		const struct kaba_insn *in = &p->insns[i];
		uint32_t slot;
		int width, how;

		flow_handlers(p, in, flow);
		how = ka_local_access(in, &slot, &width);
		if (how && slot + (uint32_t)width <= p->nslots) {
			if (how == 'L')
				p->out->of[i] = p->cur[slot] != UNDEF ? p->cur[slot] : (int32_t)slot;
			if (how == 'S') {
				p->cur[slot] = (int32_t)(p->nslots + i);
				p->out->of[i] = p->cur[slot];
			}
			if (how == 'P')
				for (int w = 0; w < width; w++)
					p->cur[slot + (uint32_t)w] = UNDEF;
		}
		if (ends_block(p, i)) {
			successors(p, i, flow);
			return;
		}
	}
}

int ka_webs_find(struct ka_webs *w, const struct kaba_code *code,
		 const struct kaba_insn *insns, uint32_t ninsns, const int32_t *at,
		 const int32_t *block_of, uint32_t nblocks, uint32_t entry_slots)
{
	struct pass p = { .code = code, .insns = insns, .ninsns = ninsns,
			  .nslots = code->max_locals, .nblocks = nblocks, .at = at,
			  .block_of = block_of, .out = w };
	uint32_t nodes = p.nslots + ninsns;
	int rc = -1;

	memset(w, 0, sizeof(*w));
	w->nslots = p.nslots;
	w->of = malloc(((size_t)ninsns + 1) * sizeof(*w->of));
	w->count = calloc((size_t)p.nslots + 1, sizeof(*w->count));
	p.parent = malloc(((size_t)nodes + 1) * sizeof(*p.parent));
	p.entry = malloc(((size_t)nblocks * p.nslots + 1) * sizeof(*p.entry));
	p.reached = calloc((size_t)nblocks + 1, 1);
	p.work = malloc(((size_t)nblocks + 1) * sizeof(*p.work));
	p.cur = malloc(((size_t)p.nslots + 1) * sizeof(*p.cur));
	p.words = (p.nslots + 63) / 64 + 1;
	p.first = malloc(((size_t)nblocks + 1) * sizeof(*p.first));
	p.live = calloc((size_t)nblocks * p.words + 1, sizeof(*p.live));
	p.scratch = malloc(p.words * sizeof(*p.scratch));
	if (!w->of || !w->count || !p.parent || !p.entry || !p.reached || !p.work || !p.cur ||
	    !p.first || !p.live || !p.scratch)
		goto out;
	for (uint32_t i = 0; i < ninsns; i++)
		if (block_of[insns[i].offset] >= 0)
			p.first[block_of[insns[i].offset]] = (int32_t)i;
	/* Liveness to a fixpoint, blocks in reverse order (loops take a few
	 * rounds). */
	for (int grew = 1; grew;) {
		grew = 0;
		for (uint32_t b = nblocks; b-- > 0;)
			grew |= live_block(&p, (int32_t)b);
	}
	for (uint32_t x = 0; x < nodes; x++)
		p.parent[x] = (int32_t)x;
	for (uint32_t i = 0; i < ninsns; i++)
		w->of[i] = KA_NONE;
	for (uint32_t s = 0; s < p.nslots; s++)
		p.cur[s] = s < entry_slots ? (int32_t)s : UNDEF;
	if (ninsns && nblocks)
		flow(&p, 0);
	while (p.nwork)
		run_block(&p, (uint32_t)p.work[--p.nwork]);
	/* Resolve every use to its root; count the store webs per slot. */
	for (uint32_t i = 0; i < ninsns; i++) {
		uint32_t slot;
		int width;

		if (w->of[i] == KA_NONE)
			continue;
		w->of[i] = find(&p, w->of[i]);
		if (ka_local_access(&insns[i], &slot, &width) == 'S' &&
		    w->of[i] == (int32_t)(p.nslots + i))
			w->count[slot]++;
	}
	rc = 0;
out:
	free(p.first);
	free(p.live);
	free(p.scratch);
	free(p.parent);
	free(p.entry);
	free(p.reached);
	free(p.work);
	free(p.cur);
	if (rc)
		ka_webs_free(w);
	return rc;
}

void ka_webs_free(struct ka_webs *w)
{
	free(w->of);
	free(w->count);
	memset(w, 0, sizeof(*w));
}
