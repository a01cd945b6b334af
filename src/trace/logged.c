/*
 * Uses of `this` already logged.  The trace keeps a set of (site, column)
 * pairs, and `this` is one object with one site for a whole invocation, so
 * once a use of a column has been logged, a later use of the same column in
 * the same invocation adds nothing.  A must-analysis over the method's
 * instructions finds the uses that every path from the entry reaches only
 * through an earlier use of their column (bcel's verifier reads a field of
 * `this` in a loop that the same read precedes).
 *
 * The facts are bit sets of columns (the first 64 the method uses; others
 * are never dropped).  A handler starts with none: the call that would have
 * logged may be what threw.  Code with jsr or ret is left alone, since a
 * subroutine's paths are not its callers'.
 */
#include "logged.h"

#include <string.h>

#include "kaba/bytecode.h"

enum { MAX_COLUMNS = 64 };

/* The bit of `column` among the first MAX_COLUMNS distinct ones, or 0. */
static uint64_t bit(const uint32_t *columns, size_t ncolumns, uint32_t column)
{
	size_t i;

	for (i = 0; i < ncolumns; i++)
		if (columns[i] == column)
			return (uint64_t)1 << i;
	return 0;
}

/* Facts at `target` become those known on every path so far. */
static void meet(uint64_t *in, int64_t target, uint64_t facts, int *changed)
{
	uint64_t v = in[target] & facts;

	if (v != in[target]) {
		in[target] = v;
		*changed = 1;
	}
}

/* One pass over the code: each live instruction hands on its facts (those
 * on entry and the uses logged before it) to its successors. */
static int pass(const struct kaba_code *code, const uint8_t *live, const uint64_t *gen,
		uint64_t *in, int *changed, int *subroutine, const char *where,
		struct kaba_error *err)
{
	struct kaba_insn_iter it;
	struct kaba_insn insn;
	int r;

	kaba_insn_iter_init(&it, code->code, code->code_len, where, 0);
	while ((r = kaba_insn_next(&it, &insn, err)) > 0) {
		uint64_t out = in[insn.offset] | gen[insn.offset];
		uint32_t i;

		if (!live[insn.offset])
			continue;
		if (insn.opcode == KABA_OP_JSR || insn.opcode == KABA_OP_JSR_W ||
		    insn.opcode == KABA_OP_RET) {
			*subroutine = 1;
			return 0;
		}
		if (kaba_opcode_falls_through(insn.opcode) &&
		    insn.offset + insn.length < code->code_len)
			meet(in, insn.offset + insn.length, out, changed);
		if (insn.kind == KABA_OPND_BRANCH2 || insn.kind == KABA_OPND_BRANCH4 ||
		    insn.kind == KABA_OPND_TABLESWITCH || insn.kind == KABA_OPND_LOOKUPSWITCH)
			meet(in, insn.target, out, changed);
		for (i = 0; (insn.kind == KABA_OPND_TABLESWITCH ||
			     insn.kind == KABA_OPND_LOOKUPSWITCH) && i < insn.ncases; i++) {
			int32_t match;
			int64_t target;

			kaba_insn_case(&insn, i, &match, &target);
			meet(in, target, out, changed);
		}
	}
	return r;
}

int trace_logged_find(const struct kaba_code *code, const uint8_t *live,
		      struct trace_this_use *uses, size_t n, struct kaba_arena *arena,
		      const char *where, struct kaba_error *err)
{
	uint32_t columns[MAX_COLUMNS];
	size_t ncolumns = 0, i;
	uint64_t *gen, *in;
	int changed = 1, subroutine = 0, r = 0;

	for (i = 0; i < n; i++) {
		uses[i].redundant = 0;
		if (ncolumns < MAX_COLUMNS && !bit(columns, ncolumns, uses[i].column))
			columns[ncolumns++] = uses[i].column;
	}
	if (n < 2)
		return 0;
	gen = kaba_arena_alloc(arena, code->code_len * sizeof(*gen));
	in = kaba_arena_alloc(arena, code->code_len * sizeof(*in));
	if (!gen || !in)
		return kaba_fail(err, KABA_EIO, where, -1, "out of memory");
	memset(gen, 0, code->code_len * sizeof(*gen));
	memset(in, 0xff, code->code_len * sizeof(*in)); /* nothing seen yet: all */
	in[0] = 0;
	for (i = 0; i < code->nexceptions; i++)
		in[code->exceptions[i].handler_pc] = 0;
	for (i = 0; i < n; i++)
		gen[uses[i].offset] |= bit(columns, ncolumns, uses[i].column);
	while (changed && !subroutine && !r) {
		changed = 0;
		r = pass(code, live, gen, in, &changed, &subroutine, where, err);
	}
	for (i = 0; !r && !subroutine && i < n; i++)
		uses[i].redundant = (in[uses[i].offset] & bit(columns, ncolumns, uses[i].column)) != 0;
	return r ? -1 : 0;
}
