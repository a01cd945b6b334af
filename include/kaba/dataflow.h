/*
 * One worklist data flow over a method's bytecode (JVMS §4.10.1, §6.5),
 * parameterised by a value domain.  The engine owns the stack semantics:
 * what each instruction pops and pushes, locals' loads and stores, the
 * two slots of a long or double, the dup and swap forms, invoke and field
 * descriptors, the basic blocks, the worklist and the edges into branch
 * targets and exception handlers.  The domain owns the values: how one is
 * made for a constant, a load, a field, a call, a new object, what an
 * operand must be (checks) and what happens where paths join.
 *
 * Values are opaque to the engine: `size` bytes each, one per slot, the
 * second slot of a long or double included.  Frame inference (verifier
 * types) and the IR builder (IR variables) are two domains.
 */
#ifndef KABA_DATAFLOW_H
#define KABA_DATAFLOW_H

#include <stddef.h>
#include <stdint.h>

#include "kaba/arena.h"
#include "kaba/bytecode.h"
#include "kaba/classfile.h"
#include "kaba/descriptor.h"
#include "kaba/error.h"
#include "kaba/program.h"

/* Kinds of typed loads, stores, returns and arithmetic, in opcode order. */
enum kaba_df_kind {
	KABA_DF_INT, KABA_DF_LONG, KABA_DF_FLOAT, KABA_DF_DOUBLE, KABA_DF_REFERENCE,
};

/* What an instruction takes from the stack, for a domain that checks. */
enum kaba_df_want_what {
	KABA_DF_WANT_KIND,       /* a value of `kind` (REFERENCE: any, initialised or not) */
	KABA_DF_WANT_OBJECT,     /* an initialised reference (java/lang/Object) */
	KABA_DF_WANT_THROWABLE,  /* a java/lang/Throwable */
	KABA_DF_WANT_TYPE,       /* a value of field type `type` */
	KABA_DF_WANT_RETURN,     /* the method's return type */
	KABA_DF_WANT_ARRAY,      /* any array (arraylength) */
};

struct kaba_df_want {
	enum kaba_df_want_what what;
	enum kaba_df_kind kind;
	const struct kaba_type *type;
	int64_t local;           /* the local checked (iinc), -1 for a stack operand */
};

/* Locals [max_locals] and the operand stack [nstack], values of `size`. */
struct kaba_df_state {
	void *locals, *stack;
	uint32_t nstack;
};

struct kaba_df;

/* The largest value a domain may have, in bytes. */
enum { KABA_DF_VALUE_MAX = 32 };

/*
 * The value domain.  Every hook returns 0 or an error status (set through
 * kaba_df_fail or the domain's own error record); `out` holds as many
 * values as the result has slots (two for a long or double), `top` until
 * the hook sets them.  Hooks may read and change df->cur (the state before
 * the instruction's pushes).  Only join and fail are required: without a
 * hook, an instruction's results are `top` and its operands unchecked.
 */
struct kaba_df_domain {
	size_t size;                    /* at most KABA_DF_VALUE_MAX */
	/* The value of an unusable slot: a dead local, a killed long half. */
	const void *top;
	/* Is the value the first slot of a long or double? */
	int (*wide)(const void *value);
	/* The value(s) of a primitive of `kind` (INT ... DOUBLE). */
	void (*primitive)(void *ctx, enum kaba_df_kind kind, void *out);
	/* NULL or: is the operand popped at stack depth `depth` (or the local
	 * want->local) what `want` says? */
	int (*check)(void *ctx, struct kaba_df *df, const void *value,
		     const struct kaba_df_want *want, uint32_t depth);
	/* NULL or: may pop, pop2, dup*, swap move these slots (n popped, top first)? */
	int (*shuffle)(void *ctx, struct kaba_df *df, uint8_t op, const void *popped, unsigned n);
	/* aconst_null and ldc (of a reference or a dynamic constant). */
	int (*constant)(void *ctx, struct kaba_df *df, const struct kaba_insn *insn, void *out);
	/* xload of local `index`. */
	int (*load)(void *ctx, struct kaba_df *df, const struct kaba_insn *insn,
		    enum kaba_df_kind kind, uint32_t index, void *out);
	/* xstore of `value` into local `index`, before the local changes. */
	int (*store)(void *ctx, struct kaba_df *df, const struct kaba_insn *insn,
		     enum kaba_df_kind kind, uint32_t index, const void *value);
	/* xaload (out: the element) and xastore (value: the element). */
	int (*array_load)(void *ctx, struct kaba_df *df, const struct kaba_insn *insn,
			  const void *array, void *out);
	int (*array_store)(void *ctx, struct kaba_df *df, const struct kaba_insn *insn,
			   const void *array, const void *value);
	/* get/put static/field of field ref `r`, type `t`: object NULL for a
	 * static, value NULL for a get; out the value got. */
	int (*field)(void *ctx, struct kaba_df *df, const struct kaba_insn *insn,
		     const struct kaba_ref *r, const struct kaba_type *t,
		     const void *object, const void *value, void *out);
	/* invoke*: `r` NULL for invokedynamic; receiver NULL for static and
	 * dynamic calls; args the argument slots, md.slots of them; out the
	 * result (none for void). */
	int (*invoke)(void *ctx, struct kaba_df *df, const struct kaba_insn *insn,
		      const struct kaba_ref *r, const struct kaba_method_desc *md,
		      const void *receiver, const void *args, void *out);
	/* new, newarray, anewarray, multianewarray (the counts are popped). */
	int (*create)(void *ctx, struct kaba_df *df, const struct kaba_insn *insn, void *out);
	/* checkcast and instanceof of `value`. */
	int (*cast)(void *ctx, struct kaba_df *df, const struct kaba_insn *insn,
		    const void *value, void *out);
	/* xreturn, return and athrow, before (value NULL) and after the pop. */
	int (*leave)(void *ctx, struct kaba_df *df, const struct kaba_insn *insn,
		     const void *value);
	/* jsr (out: the return address) and ret (out unused). */
	int (*subroutine)(void *ctx, struct kaba_df *df, const struct kaba_insn *insn, void *out);
	/* Control reaches block b with state `in`: the domain enters it (the
	 * first time: kaba_df_enter) or joins it, *changed when b must run
	 * again. */
	int (*join)(void *ctx, struct kaba_df *df, uint32_t b, int64_t target,
		    const struct kaba_df_state *in, int *changed);
	/* NULL or the exception value handler e starts with: every instruction
	 * in its range then flows into it, before and after it runs. */
	int (*caught)(void *ctx, struct kaba_df *df, const struct kaba_exception_entry *e,
		      void *out);
	/* NULL or: insn ran; its results are the top df->pushed slots. */
	int (*after)(void *ctx, struct kaba_df *df, const struct kaba_insn *insn);
	/* An error of the engine at df->at, in the domain's words for places. */
	int (*fail)(void *ctx, struct kaba_df *df, int status, const char *what);
};

/* The engine's view of one method. */
struct kaba_df {
	const struct kaba_df_domain *dom;
	void *ctx;
	const struct kaba_class *cls;
	const struct kaba_code *code;
	struct kaba_arena *arena;
	const char *where;
	struct kaba_error *err;
	uint32_t max_locals, max_stack;     /* the bounds it works in */
	struct kaba_insn *insns;            /* [ninsns]: the code, decoded once */
	uint32_t ninsns;
	int32_t *index_of;                  /* [code_len]: index in insns of a start, else -1 */
	uint8_t *start;                     /* [code_len]: instruction start */
	uint8_t *target;                    /* [code_len]: branch, switch or handler target */
	uint8_t *live;                      /* [code_len]: reached instruction start */
	int32_t *block_of;                  /* [code_len]: block index of a leader, else -1 */
	uint32_t *block_start;              /* [nblocks]: its offset */
	uint32_t nblocks;
	struct kaba_df_state *in;           /* [nblocks]: state at block entry */
	uint8_t *reached;                   /* [nblocks] */
	struct kaba_df_state cur;           /* the instruction's state */
	uint32_t at;                        /* its offset */
	uint32_t used_locals;               /* slots the live code touches (at least the start value) */
	uint32_t used_stack;                /* deepest stack */
	uint32_t pushed;                    /* slots the instruction pushed */
	uint8_t *queued;                    /* [nblocks] */
	uint32_t *work, nwork;              /* blocks to run, the last first */
};

/*
 * Prepare the flow over `code`: decode it, find the blocks (leaders: the
 * entry, branch and switch targets, handlers, the instruction after one
 * that does not fall through and, unless `frames_only`, after every
 * branch; each of `extra` too).  Bounds max_locals and max_stack.
 */
int kaba_df_init(struct kaba_df *df, const struct kaba_df_domain *dom, void *ctx,
		 const struct kaba_class *cls, const struct kaba_code *code,
		 uint32_t max_locals, uint32_t max_stack, const uint32_t *extra,
		 uint32_t nextra, int frames_only, struct kaba_arena *arena,
		 const char *where, struct kaba_error *err);

/* Block b's entry state becomes a copy of `in`; b is reached. */
int kaba_df_enter(struct kaba_df *df, uint32_t b, const struct kaba_df_state *in);

/* Control reaches code offset `target` with state `in` (through join). */
int kaba_df_flow(struct kaba_df *df, int64_t target, const struct kaba_df_state *in);

/* Queue block b to run (once until it runs). */
void kaba_df_queue(struct kaba_df *df, uint32_t b);

/* Run the queued blocks until no state changes. */
int kaba_df_run(struct kaba_df *df);

/* The NameAndType descriptor of a Dynamic or InvokeDynamic constant, or NULL. */
const char *kaba_df_dynamic_desc(const struct kaba_class *cls, uint32_t index, size_t *len);

/*
 * The deepest operand stack `code` reaches, following every path from the
 * entry and from each exception handler (entered with one slot).  Fails
 * with KABA_EINPUT when paths meet with different depths, the stack
 * underflows or control falls off the code.  jsr is followed into the
 * subroutine and, after it, falls through as if the subroutine returned.
 */
int kaba_code_max_stack(const struct kaba_class *cls,
			const struct kaba_code *code, uint16_t *max,
			const char *where, struct kaba_error *err);

/* Value i of an array of values. */
static inline void *kaba_df_value(const struct kaba_df *df, const void *v, uint32_t i)
{
	return (char *)v + (size_t)i * df->dom->size;
}

/* An engine error at df->at, through the domain's fail hook. */
int kaba_df_fail(struct kaba_df *df, int status, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

#endif
