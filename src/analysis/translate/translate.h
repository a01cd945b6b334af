/*
 * Bytecode -> IR: a reachable user method's statements, and the points-to
 * edges of what it hands to or takes from library code (ir.c), with its
 * local slots split into variables (webs.c).  Above pta/, beside the policy
 * files; the table builder's front end (table/analyze.c) calls it.
 */
#ifndef KABA_ANALYSIS_TRANSLATE_H
#define KABA_ANALYSIS_TRANSLATE_H

#include "../ir/model.h"

/* ---- ir.c: bytecode -> IR ---------------------------------------------- */
struct kaba_class;
struct kaba_member;
int ka_ir_build(struct ka *ka, int32_t m, const struct kaba_class *cf,
		const struct kaba_member *mem, const char *where);

/* ---- webs.c: local slots split into variables (no debug info) ---------- */
struct kaba_code;
struct kaba_insn;
/* Per instruction that loads or stores a reference local: its web, a node
 * below nslots for the value the slot holds at entry (this, a parameter),
 * else nslots + the index of the web's first store; KA_NONE elsewhere.
 * count[slot]: the webs of a slot that start with a store. */
struct ka_webs {
	int32_t *of;
	uint32_t *count;
	uint32_t nslots;
};
/* `block_of`: pc -> block index at block leaders, else -1 (as ir.c finds
 * them); `entry_slots`: the slots defined at entry.  0, or -1 out of memory. */
int ka_webs_find(struct ka_webs *w, const struct kaba_code *code,
		 const struct kaba_insn *insns, uint32_t ninsns, const int32_t *at,
		 const int32_t *block_of, uint32_t nblocks, uint32_t entry_slots);
void ka_webs_free(struct ka_webs *w);
/* The local slot an instruction loads or stores, and how: 'L' reference
 * load, 'S' reference store, 'P' primitive store (1 or 2 slots), 0 none. */
int ka_local_access(const struct kaba_insn *in, uint32_t *slot, int *width);

#endif
