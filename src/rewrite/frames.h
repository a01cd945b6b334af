/*
 * Inside the frame computation: verification types as the inference holds
 * them, and the result of the data flow over one method.
 */
#ifndef KABA_REWRITE_FRAMES_H
#define KABA_REWRITE_FRAMES_H

#include <stdint.h>

#include "kaba/arena.h"
#include "kaba/classfile.h"
#include "kaba/descriptor.h"
#include "kaba/rewrite.h"
#include "kaba/strmap.h"

/*
 * One slot of a local-variable array or operand stack.  Long and double
 * take two slots, the second one TOP, as in JVMS §4.10.1.  `v` is the
 * interned name of an OBJECT (class name or array descriptor) and the
 * offset of the `new` of an UNINITIALIZED.
 */
struct vt {
	uint8_t tag;            /* enum kaba_vtype_tag */
	uint32_t v;
};

/* Class references interned to small numbers, so that types compare as
 * integers; the strings live in `arena`. */
struct names {
	struct kaba_arena *arena;
	const char **v;
	uint32_t n, cap;
	struct kaba_strmap ids;     /* name -> id */
};

void names_init(struct names *nm, struct kaba_arena *arena);
void names_free(struct names *nm);
/* The id of a class reference; UINT32_MAX when out of memory. */
uint32_t names_id(struct names *nm, const char *s, size_t len);

/* The state before an instruction: locals[nlocals], stack[nstack]. */
struct state {
	struct vt *locals, *stack;
	uint32_t nstack;
};

/*
 * The checker's policy (typecheck.c): with one, flow_run checks the method
 * instead of inferring its frames, the split of ASM's Analyzer and
 * Interpreter.  The state at a block's entry is then the method's own
 * StackMapTable frame (stackmap.c), every edge must carry a state
 * assignable to the frame at its target, and every operand must be
 * assignable to what its instruction takes (JVMS §4.10.1).  The class
 * questions go to the policy, so one engine serves the frame computation,
 * the self-check of the output and `kaba verify`.
 */
struct flow_check {
	/* 1 when class or array type `have` is assignable to `want` by the
	 * verifier's rules (an interface counts as Object); 1 also when a class
	 * it needs is unknown: no claim.  Names are internal names or array
	 * descriptors. */
	int (*assignable)(void *ctx, const char *have, const char *want);
	/* 0 when class `have` surely does not implement interface `iface`:
	 * HotSpot then throws IncompatibleClassChangeError at the
	 * invokeinterface, at run time, although the method verifies. */
	int (*implements)(void *ctx, const char *have, const char *iface);
	void *ctx;
};

/* What the data flow learnt about a method. */
struct flow {
	const struct kaba_class *cls;
	const struct kaba_code *code;
	uint32_t max_locals, max_stack;     /* the bounds it worked in */
	uint8_t *start;                     /* [code_len]: instruction start */
	uint8_t *frame_at;                  /* [code_len]: needs a frame (live) */
	uint8_t *live;                      /* [code_len]: reached instruction start */
	int32_t *block_of;                  /* [code_len]: block index of a leader, else -1 */
	uint32_t *block_start;              /* [nblocks]: its offset */
	struct vt *entry;                   /* [max_locals]: locals on method entry */
	struct state *in;                   /* [nblocks]: state at block entry */
	uint8_t *reached;                   /* [nblocks] */
	uint32_t nblocks;
	uint32_t used_locals;               /* slots the live code and parameters need */
	uint32_t used_stack;                /* deepest live stack */
	uint32_t this_name;                 /* names id of the current class */
};

/*
 * The method's StackMapTable as states (stackmap.c): n frames, their code
 * offsets ascending, each state's locals [fl->max_locals] and stack.  The
 * implicit first frame is fl->entry.  KABA_EINPUT when a frame does not
 * fit the code (beyond max_locals or max_stack, a bad constant).
 */
int stackmap_states(const struct flow *fl, struct names *nm, struct kaba_arena *arena,
		    uint32_t **offsets, struct state **states, uint32_t *n,
		    const char *where, struct kaba_error *err);

/*
 * Run the data flow for method m of cls: every state allocated in `arena`,
 * names interned in `nm`.  KABA_EINPUT / KABA_EUNSUPPORTED as for
 * kaba_frames_compute.  With `check`, a type check against the method's
 * frames instead: KABA_EINPUT says the first violation, at its code
 * offset (err->offset is the offset in the code, not in the file).
 */
int flow_run(struct flow *fl, const struct kaba_class *cls,
	     const struct kaba_member *m, const struct kaba_hierarchy *h,
	     const struct flow_check *check, struct names *nm,
	     struct kaba_arena *arena, const char *where, struct kaba_error *err);

#endif
