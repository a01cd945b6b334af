/*
 * The restructuring fallback (issue 6: a run that reaches the code
 * generator yields a correct jar; docs/restructuring.md, "The restructuring fallback").
 * A refusal of the generator blames the original classes its construct
 * belongs to (kaba_blame, src/rewrite/blame.c); they are frozen, so that
 * they are library code to the table and the generator keeps them as they
 * are, and the pipeline runs again from the table (kaba_analysis_refreeze:
 * the points-to solution, which freezing does not change, is kept).  A
 * round that blames no class not frozen yet freezes every user class, the
 * last resort: the program keeps its hierarchy, which the generator always
 * writes.  Every round freezes at least one more class, so the loop ends.
 */
#ifndef KABA_CLI_FALLBACK_H
#define KABA_CLI_FALLBACK_H

#include <stddef.h>

#include "kaba/analysis.h"
#include "kaba/arena.h"
#include "kaba/error.h"
#include "kaba/program.h"
#include "kaba/rewrite.h"

struct fallback {
	struct kaba_freeze *freeze; /* the classes it froze, each with its refusal */
	size_t n, cap;
	size_t rounds;              /* code generator runs */
	size_t frozen_before;       /* frozen classes of the first round */
	int all;                    /* the last resort was taken */
	struct kaba_blame blame;    /* of the last refusal */
};

/* What a round runs: the pipeline of `kaba analyze` (cmd_analyze.c). */
struct fallback_pipeline {
	void *ctx;
	/* The code generator, once, on the current proposal, blaming into
	 * the fallback's blame; KABA_EUNSUPPORTED: refused. */
	int (*generate)(void *ctx, struct kaba_blame *blame);
	/* The pipeline again from the table with f[0..n) frozen too, up to the
	 * proposal without multiple inheritance; KABA_EUNSUPPORTED: the
	 * analysis refused the table. */
	int (*again)(void *ctx, const struct kaba_freeze *f, size_t n);
	struct kaba_analysis *an;   /* refrozen in place by `again` */
	struct kaba_program *prog;
	struct kaba_arena *arena;   /* for the reasons */
	struct kaba_error *err;
	int off;                    /* --no-fallback: the first refusal is final */
};

/* Generate, falling back while the generator refuses.  The refusal (exit
 * 4) stands when the fallback is off or nothing is left to freeze. */
int fallback_run(struct fallback *fb, const struct fallback_pipeline *p);
void fallback_free(struct fallback *fb);

#endif
