/*
 * The restructured jar of `kaba analyze --trace` and `kaba rewrite --trace`
 * (docs/analysis.md, "The dynamic variant"): the paper's dynamic table gives variables
 * no types, so code generation cannot use it (docs/constraints.md §2); the jar
 * comes from the static analysis restricted to the methods the traces ran
 * (kaba_analysis_options.ran), and promises only the traced runs.  This
 * file turns the traces' method records into that set and counts what it
 * leaves out; cmd_analyze.c runs the pipeline on it.
 */
#ifndef KABA_CLI_TRACED_H
#define KABA_CLI_TRACED_H

#include <stddef.h>

#include "kaba/analysis.h"
#include "kaba/arena.h"
#include "kaba/error.h"
#include "kaba/program.h"

/*
 * The methods the traces ran (their union).  A version 1 trace records no
 * methods: then *ran is NULL and the jar comes from the full static
 * reachability (sound for every run, less precise), which a warning says.
 * *records counts the methods (records of one method in several traces
 * count once).  *main is the class (internal name, in `arena`) of the
 * first main(String[]) of a user class of `prog` the traces ran, in name
 * order (NULL: none), the entry point when --main is not given (a jar
 * without Main-Class is traced with its main class named on the command
 * line).
 * Bad trace files fail as the trace reader does (KABA_EINPUT with the
 * offset).
 */
int traced_ran_set(const char *const *traces, size_t n, struct kaba_program *prog,
		   struct kaba_arena *arena, struct kaba_ran **ran, const char **main,
		   size_t *records, struct kaba_error *err);

/* User methods with code of classes the traces cover that `ran` does not
 * hold (NULL: none). */
size_t traced_methods_not_run(const struct kaba_program *prog, const struct kaba_ran *ran);

#endif
