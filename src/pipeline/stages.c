/* The refactor stages of the pipeline and their clock (pipeline.h). */
#include <math.h>
#include <stdlib.h>
#include <sys/resource.h>

#include "kaba/grow.h"
#include "kaba/pipeline.h"
#include "kaba/progress.h"

/* The process's CPU seconds (user + system, every thread) and its peak
 * resident memory in KiB so far. */
static double cpu_seconds(long *peak_kib)
{
	struct rusage ru;

	getrusage(RUSAGE_SELF, &ru);
	*peak_kib = ru.ru_maxrss;
	return (double)(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) +
	       (double)(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e6;
}

/* Milliseconds are all a profile can tell on a shared machine, and fewer
 * digits keep report.json readable. */
static double ms(double seconds)
{
	return round(seconds * 1000.0) / 1000.0;
}

/* A new entry for the stage `name` starting now; NULL (the profile marked
 * incomplete) when out of memory. */
static struct kaba_stage_cost *profile_add(struct kaba_profile *p, const char *name, size_t round)
{
	if (kaba_grow((void **)&p->v, &p->cap, p->n, sizeof(*p->v))) {
		p->incomplete = 1;
		return NULL;
	}
	p->v[p->n] = (struct kaba_stage_cost){ .stage = name, .round = round };
	return &p->v[p->n++];
}

void kaba_profile_free(struct kaba_profile *p)
{
	free(p->v);
	p->v = NULL;
	p->n = p->cap = 0;
}

/* Timed in wall and CPU seconds both: the machine is often shared. */
void kaba_stage(struct kaba_stage_clock *c, const char *name)
{
	long peak;
	double wall, cpu;

	if (!c)
		return;
	kaba_progress_end();
	wall = kaba_seconds();
	cpu = cpu_seconds(&peak);
	if (c->stage) {
		kaba_note("%s: %.2fs, %.2fs CPU, %ld MiB peak", c->stage, wall - c->t0, cpu - c->cpu0,
			  peak / 1024);
		if (c->recorded) {
			struct kaba_stage_cost *e = &c->profile->v[c->entry];

			e->wall = ms(wall - c->t0);
			e->cpu = ms(cpu - c->cpu0);
			e->peak_rss_kib = peak;
		}
	}
	c->stage = name;
	c->recorded = name && c->profile && profile_add(c->profile, name, c->round);
	c->entry = c->recorded ? c->profile->n - 1 : 0;
	c->t0 = wall;
	c->cpu0 = cpu;
	if (name)
		kaba_progress_begin(name, 0);
}

/* The AOC-poset of the table, noted. */
static int aoc_poset(const struct kaba_table *table, struct fca_lattice **lat,
		     struct kaba_error *err)
{
	int rc = kaba_table_lattice(table, FCA_AOC, 0, lat, err);

	if (!rc)
		kaba_note("lattice: %zu concepts, %zu covers (the AOC-poset)", fca_lattice_size(*lat),
			  fca_cover_count(*lat));
	return rc;
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
		return aoc_poset(table, lat, err);
	}
	kaba_note("lattice: %zu concepts, %zu covers", fca_lattice_size(*lat), fca_cover_count(*lat));
	return KABA_OK;
}

int kaba_run_aoc(const struct kaba_table *table, struct kaba_stage_clock *clock,
		 struct fca_lattice **lat, struct kaba_error *err)
{
	kaba_stage(clock, "concept lattice");
	return aoc_poset(table, lat, err);
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
	kaba_stage(clock, "removing multiple inheritance");
	return kaba_remove_multiple_inheritance(proposal, err);
}
