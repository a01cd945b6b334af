/*
 * The refactor stage alone, on a closed table that `kaba analyze -o DIR`
 * wrote (DIR/table.cxt and DIR/table.json): lattice (the full one up to
 * 20,000 concepts, else the AOC-poset, as kaba analyze does), proposal,
 * simplification, multiple-inheritance removal.  It prints the final
 * proposal (kaba_proposal_dump) on stdout and the CPU seconds of each step
 * on stderr, so two builds of src/refactor can be compared on one fixed
 * input while the analysis in the tree changes:
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
#include <stdlib.h>
#include <time.h>

#include "kaba/refactor.h"

static double cpu(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

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
	struct kaba_buf out;
	double t0 = cpu(), t1;

	if (argc != 2) {
		fprintf(stderr, "usage: %s DIR/table (reads DIR/table.cxt and DIR/table.json)\n", argv[0]);
		return 64;
	}
	if (kaba_table_read(argv[1], &t, &err))
		return failed(&err);
	if (kaba_table_lattice(t, FCA_FULL, 20000, &lat, &err))
		return failed(&err);
	if (fca_lattice_truncated(lat)) {
		kaba_table_lattice_free(lat);
		if (kaba_table_lattice(t, FCA_AOC, 0, &lat, &err))
			return failed(&err);
	}
	if (kaba_proposal_read(t, lat, &p, &err) || kaba_proposal_invariants(p, &err))
		return failed(&err);
	t1 = cpu();
	fprintf(stderr, "table, lattice, proposal: %.2f s (%zu concepts)\n", t1 - t0, fca_lattice_size(lat));
	t0 = t1;
	if (kaba_simplify(p, NULL, &err))
		return failed(&err);
	t1 = cpu();
	fprintf(stderr, "simplification: %.2f s\n", t1 - t0);
	t0 = t1;
	if (kaba_remove_multiple_inheritance(p, &err))
		return failed(&err);
	t1 = cpu();
	fprintf(stderr, "multiple-inheritance removal: %.2f s, %zu merges, %zu undone, %zu left\n",
		t1 - t0, p->merges, p->undone, kaba_proposal_multiple_inheritance(p, NULL, 0));
	kaba_buf_init(&out);
	kaba_proposal_dump(p, &out);
	fwrite(out.data, 1, out.len, stdout);
	kaba_buf_free(&out);
	kaba_proposal_free(p);
	kaba_table_lattice_free(lat);
	kaba_table_free(t);
	return 0;
}
