/*
 * What the freezing stages change of a points-to solution, saved right
 * after it, so that kaba_analysis_refreeze can start again from there.
 * Freezing more classes on top of an earlier freeze closure would give
 * the same classes, but reasons in another order: a class the closure of
 * the earlier round reached would keep that round's first reason, where a
 * fresh analysis with every class frozen from the start lists the cause it
 * meets first.  Restoring and closing once over every asked class gives the
 * fresh analysis's result, causes included.
 */
#ifndef KABA_ANALYSIS_SOLVED_H
#define KABA_ANALYSIS_SOLVED_H

#include <stddef.h>
#include <stdint.h>

#include "kaba/analysis.h"

struct ka;
struct ka_solved_class;

struct ka_solved {
	struct ka_solved_class *classes;  /* freeze and pin state, by class */
	uint32_t nclasses;
	uint8_t *named;                   /* ka_site.named, by site */
	uint32_t nsites;
	struct kaba_freeze *asked;        /* every class asked frozen, in order */
	size_t nasked;
};

/* Save the state of the classes and sites after the last solution.  0 or
 * a status. */
int ka_solved_save(struct ka *ka, struct ka_solved *s);
/* Add f[0..n) to the classes asked frozen (copied).  0 or a status. */
int ka_solved_ask(struct ka *ka, struct ka_solved *s, const struct kaba_freeze *f, size_t n);
/* Put the saved state back; classes loaded since are library classes,
 * which are never frozen or pinned. */
void ka_solved_restore(struct ka *ka, const struct ka_solved *s);

#endif
