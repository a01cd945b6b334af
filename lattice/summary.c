/*
 * The summary `kaba lattice` prints: the context's size and density, what
 * was built and how long reading and building took, one "key: value" line
 * each so that scripts can pick out a number.
 */
#include <stdio.h>

#include "fca.h"

void fca_summary(FILE *out, const char *file, const struct fca_lattice *lat,
		 const struct fca_options *opt, double read_s, double build_s)
{
	const struct fca_context *ctx = fca_lattice_context(lat);
	size_t no = fca_context_objects(ctx), na = fca_context_attributes(ctx), o, w, ones = 0;

	for (o = 0; o < no; o++)
		for (w = 0; w < FCA_WORDS(na); w++)
			ones += (size_t)__builtin_popcountll(fca_context_row(ctx, o)[w]);
	fprintf(out, "file: %s\n", file);
	fprintf(out, "objects: %zu\nattributes: %zu\nincidences: %zu\n", no, na, ones);
	fprintf(out, "density: %.3f\n", no && na ? (double)ones / ((double)no * (double)na) : 0.0);
	fprintf(out, "kind: %s\n", fca_kind_name(opt->kind));
	fprintf(out, "concepts: %zu\n", fca_lattice_size(lat));
	/* A truncated lattice has no covers (fca.h). */
	if ((opt->kind == FCA_FULL || opt->kind == FCA_AOC) && !fca_lattice_truncated(lat))
		fprintf(out, "hasse edges: %zu\n", fca_cover_count(lat));
	if (fca_lattice_truncated(lat))
		fprintf(out, "truncated: yes (--limit %zu, no covers)\n", opt->limit);
	fprintf(out, "threads: %d\n", opt->threads);
	fprintf(out, "read time: %.3f s\ntime: %.3f s\n", read_s, build_s);
}
