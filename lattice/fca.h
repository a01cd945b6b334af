/*
 * fca: formal concept analysis on binary contexts.  A reusable C library with
 * no knowledge of Java or of the rest of kaba (it depends on libc only).
 *
 * Vocabulary (Ganter/Wille): a context is objects × attributes with an
 * incidence relation; a concept is a pair (extent, intent) closed under the
 * two derivation operators; the concepts ordered by extent inclusion form the
 * lattice, whose cover relation is the Hasse diagram.  γ(o) is the smallest
 * concept whose extent holds object o, μ(a) the largest whose intent holds
 * attribute a.  The AOC-poset is the sub-order of the concepts that are some
 * γ(o) or μ(a) (the labelled concepts).
 *
 * Sets are bitsets of 64-bit words, bit i of word i/64 is element i.
 * Errors: functions returning int give 0 on success and -1 on failure with a
 * one-line message in `err` (capacity errlen), e.g. "line 7: attribute 0 out
 * of range".  Nothing here prints or exits.
 */
#ifndef FCA_H
#define FCA_H

#include <stddef.h>
#include <stdio.h>
#include <stdint.h>

#define FCA_WORDS(n) (((n) + 63) / 64)

static inline int fca_bit(const uint64_t *set, size_t i)
{
	return (int)((set[i >> 6] >> (i & 63)) & 1);
}

/* ---- contexts ---------------------------------------------------------- */

struct fca_context;

/* An empty context (no incidences); names are optional (NULL until set). */
struct fca_context *fca_context_new(size_t nobjects, size_t nattributes);
void fca_context_free(struct fca_context *ctx);
size_t fca_context_objects(const struct fca_context *ctx);
size_t fca_context_attributes(const struct fca_context *ctx);
void fca_context_set(struct fca_context *ctx, size_t object, size_t attribute);
int fca_context_get(const struct fca_context *ctx, size_t object, size_t attribute);
/* The row of an object: FCA_WORDS(nattributes) words. */
const uint64_t *fca_context_row(const struct fca_context *ctx, size_t object);
/* Names are copied; return -1 when out of memory. */
int fca_context_set_object_name(struct fca_context *ctx, size_t object, const char *name);
int fca_context_set_attribute_name(struct fca_context *ctx, size_t attribute, const char *name);
const char *fca_context_object_name(const struct fca_context *ctx, size_t object);
const char *fca_context_attribute_name(const struct fca_context *ctx, size_t attribute);

/* Burmeister .cxt and FIMI .dat (attributes numbered from 1) readers and a .cxt writer. */
int fca_read_cxt(const char *path, struct fca_context **out, char *err, size_t errlen);
int fca_read_dat(const char *path, struct fca_context **out, char *err, size_t errlen);
/* By file name: .cxt, else .dat. */
int fca_read_file(const char *path, struct fca_context **out, char *err, size_t errlen);
int fca_write_cxt(const struct fca_context *ctx, const char *path, char *err, size_t errlen);

/* ---- lattices ---------------------------------------------------------- */

enum fca_kind {
	FCA_COUNT,    /* enumerate concepts, store nothing: only the count */
	FCA_CONCEPTS, /* store all concepts, no order */
	FCA_FULL,     /* all concepts, covers (Hasse diagram), labels */
	FCA_AOC,      /* the AOC-poset: labelled concepts, their covers, labels */
};

struct fca_options {
	enum fca_kind kind;
	/* Stop after this many concepts (0: no limit) and set `truncated`.  A
	 * truncated FCA_FULL holds its first `limit` concepts as FCA_CONCEPTS
	 * gives them, without covers or labels. */
	size_t limit;
	size_t min_support; /* iceberg: only concepts with |extent| >= min_support (0: all) */
	int threads;        /* worker threads (0 or 1: single-threaded) */
	void (*progress)(size_t done, void *arg); /* optional, called now and then */
	void *progress_arg;
};

struct fca_lattice;

int fca_lattice_build(const struct fca_context *ctx, const struct fca_options *opt,
		      struct fca_lattice **out, char *err, size_t errlen);
void fca_lattice_free(struct fca_lattice *lat);

size_t fca_lattice_size(const struct fca_lattice *lat);  /* concepts (or poset nodes) */
int fca_lattice_truncated(const struct fca_lattice *lat);
const struct fca_context *fca_lattice_context(const struct fca_lattice *lat);

/* Extent (FCA_WORDS(objects) words) and intent (FCA_WORDS(attributes) words)
 * of concept c; NULL in FCA_COUNT mode. */
const uint64_t *fca_extent(const struct fca_lattice *lat, size_t c);
const uint64_t *fca_intent(const struct fca_lattice *lat, size_t c);
size_t fca_extent_size(const struct fca_lattice *lat, size_t c);

/* Covers (FCA_FULL, FCA_AOC): the concepts directly above (larger extent)
 * and directly below c.  Returns the count and sets *list. */
size_t fca_upper_covers(const struct fca_lattice *lat, size_t c, const size_t **list);
size_t fca_lower_covers(const struct fca_lattice *lat, size_t c, const size_t **list);
size_t fca_cover_count(const struct fca_lattice *lat); /* edges of the Hasse diagram */

/* Labels (FCA_FULL, FCA_AOC). */
size_t fca_gamma(const struct fca_lattice *lat, size_t object);
size_t fca_mu(const struct fca_lattice *lat, size_t attribute);
/* Own labels of c: objects o with γ(o) = c, attributes a with μ(a) = c. */
size_t fca_own_objects(const struct fca_lattice *lat, size_t c, const size_t **list);
size_t fca_own_attributes(const struct fca_lattice *lat, size_t c, const size_t **list);

/* Top (all objects) and bottom (all attributes); FCA_NONE when not in the
 * structure (an AOC-poset holds them only when they carry labels). */
#define FCA_NONE SIZE_MAX
size_t fca_top(const struct fca_lattice *lat);
size_t fca_bottom(const struct fca_lattice *lat);
/* c1 ≤ c2 (extent(c1) ⊆ extent(c2)). */
int fca_leq(const struct fca_lattice *lat, size_t c1, size_t c2);

/* ---- output ------------------------------------------------------------- */

const char *fca_kind_name(enum fca_kind kind); /* "count", "concepts", "full", "aoc" */
/* The lattice as one JSON object on f (the keys: json.c), built as
 * `kind`.  -1 when it could not be written. */
int fca_write_json(FILE *f, const struct fca_lattice *lat, enum fca_kind kind);
/* `kaba lattice`'s summary of lat, built from `file` with opt in build_s
 * seconds after read_s seconds of reading (summary.c). */
void fca_summary(FILE *out, const char *file, const struct fca_lattice *lat,
		 const struct fca_options *opt, double read_s, double build_s);

#endif
