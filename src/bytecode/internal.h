/*
 * Inside the data-flow engine: the transfer function (execute.c) that
 * the worklist (flow.c) runs on each instruction.
 */
#ifndef KABA_BYTECODE_INTERNAL_H
#define KABA_BYTECODE_INTERNAL_H

#include "kaba/dataflow.h"

/* Apply insn to df->cur: pops, pushes and the domain's hooks. */
int df_execute(struct kaba_df *df, const struct kaba_insn *insn);

/* Does control go on to the next instruction in the same block? */
int df_falls_through(uint8_t op);

#endif
