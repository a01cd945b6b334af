/* The refactor stages of the pipeline and their clock (pipeline.h). */
#include <time.h>

#include "kaba/pipeline.h"
#include "kaba/progress.h"

/* Seconds on `clock` (CLOCK_MONOTONIC: wall; CLOCK_PROCESS_CPUTIME_ID: CPU). */
static double now(clockid_t clock)
{
	struct timespec ts;

	clock_gettime(clock, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* Timed in wall and CPU seconds both: the machine is often shared. */
void kaba_stage(struct kaba_stage_clock *c, const char *name)
{
	if (!c)
		return;
	kaba_progress_end();
	if (c->stage)
		kaba_note("%s: %.2fs, %.2fs CPU", c->stage, now(CLOCK_MONOTONIC) - c->t0,
			  now(CLOCK_PROCESS_CPUTIME_ID) - c->cpu0);
	c->stage = name;
	c->t0 = now(CLOCK_MONOTONIC);
	c->cpu0 = now(CLOCK_PROCESS_CPUTIME_ID);
	if (name)
		kaba_progress_begin(name, 0);
}

int kaba_run_lattice(const struct kaba_table *table, size_t max_concepts,
		     struct kaba_stage_clock *clock, struct fca_lattice **lat, int *aoc,
		     struct kaba_error *err)
{
	int rc;

	*aoc = 0;
	kaba_stage(clock, "concept lattice");
	if ((rc = kaba_table_lattice(table, FCA_FULL, max_concepts, lat, err)))
		return rc;
	if (fca_lattice_truncated(*lat)) {
		/* The full lattice of a large program can be exponential; its
		 * labelled part, the AOC-poset, holds every class that owns a
		 * member or types a row, and is polynomial. */
		kaba_notice("more than %zu concepts: the proposal is read off the AOC-poset, not "
			    "the full lattice (--max-concepts 0 for the full lattice, if it fits)",
			    max_concepts);
		kaba_table_lattice_free(*lat);
		*lat = NULL;
		*aoc = 1;
		if ((rc = kaba_table_lattice(table, FCA_AOC, 0, lat, err)))
			return rc;
	}
	kaba_note("lattice: %zu concepts, %zu covers", fca_lattice_size(*lat), fca_cover_count(*lat));
	return KABA_OK;
}

int kaba_run_proposal(const struct kaba_table *table, const struct fca_lattice *lat,
		      struct kaba_stage_clock *clock, struct kaba_proposal **proposal,
		      struct kaba_error *err)
{
	int rc;

	kaba_stage(clock, "reading the hierarchy");
	if ((rc = kaba_proposal_read(table, lat, proposal, err)))
		return rc;
	return kaba_proposal_invariants(*proposal, err);
}

int kaba_run_simplify(struct kaba_proposal *proposal, int literal_s1,
		      struct kaba_stage_clock *clock, struct kaba_error *err)
{
	struct kaba_simplify_options sopt = kaba_simplify_defaults;
	int rc;

	kaba_stage(clock, "simplifying");
	sopt.literal_s1 = literal_s1;
	if ((rc = kaba_simplify(proposal, &sopt, err)))
		return rc;
	return kaba_remove_multiple_inheritance(proposal, err);
}
