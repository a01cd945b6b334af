/*
 * The refactor stage alone, on a closed table that `kaba analyze -o DIR`
 * wrote (DIR/table.cxt and DIR/table.json): lattice (the full one up to
 * 20,000 concepts, else the AOC-poset, as kaba analyze does), proposal,
 * simplification, multiple-inheritance removal, by the pipeline's own
 * stage functions (pipeline.h).  It prints the final proposal
 * (kaba_proposal_dump) on stdout and the wall and CPU seconds of each stage
 * on stderr (as `kaba analyze -v` does), so two builds of src/refactor can
 * be compared on one fixed input while the analysis in the tree changes:
 *
 *   cc -std=c11 -D_GNU_SOURCE -O2 -Iinclude -Ilattice bench/analyze/refactor.c \
 *      build-X/libkaba.a build-X/liblattice.a $(DEP_LIBS of build/deps.mk) -lm -lpthread
 *   ./a.out DIR/table > dump.txt
 *
 * To compare one src/refactor with another on the same rest of the tree,
 * name its sources before the library (their objects win over libkaba.a's):
 * `git archive REV src/refactor include/kaba/refactor.h | tar -x -C OLD`, then
 * `cc ... -IOLD/include -Iinclude ... -I/usr/include/cjson bench/analyze/refactor.c`,
 * the .c files of OLD/src/refactor, `build-X/libkaba.a ...`.  The dumps must be identical
 * when a change only makes the stage faster (bench/results/analyze.md).
 */
#include <stdio.h>

#include "kaba/pipeline.h"
#include "kaba/progress.h"

static int failed(struct kaba_error *err)
{
	kaba_error_print(err, stderr);
	return 1;
}

int main(int argc, char **argv)
{
	struct kaba_table *t = NULL;
	struct fca_lattice *lat = NULL;
	struct kaba_proposal *p = NULL;
	struct kaba_error err = { 0 };
	struct kaba_stage_clock clock = { 0 };
	struct kaba_buf out;
	int aoc;

	if (argc != 2) {
		fprintf(stderr, "usage: %s DIR/table (reads DIR/table.cxt and DIR/table.json)\n", argv[0]);
		return 64;
	}
	/* the stages' notes are the timings */
	kaba_set_verbosity(KABA_VERBOSE);
	if (kaba_table_read(argv[1], &t, &err) ||
	    kaba_run_lattice(t, 20000, &clock, &lat, &aoc, &err) ||
	    kaba_run_proposal(t, lat, &clock, &p, &err) ||
	    kaba_run_simplify(p, 0, &clock, &err))
		return failed(&err);
	kaba_stage(&clock, NULL);
	fprintf(stderr, "multiple-inheritance removal: %zu merges, %zu undone, %zu left\n",
		p->merges, p->undone, kaba_proposal_multiple_inheritance(p, NULL, 0));
	kaba_buf_init(&out);
	kaba_proposal_dump(p, &out);
	fwrite(out.data, 1, out.len, stdout);
	kaba_buf_free(&out);
	kaba_proposal_free(p);
	kaba_table_lattice_free(lat);
	kaba_table_free(t);
	return 0;
}
