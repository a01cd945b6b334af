/*
 * Internals of the fca library shared by its files; not part of the public
 * API (fca.h).  Sets are bitsets as in fca.h; lists of elements are sorted
 * arrays of uint32_t, which halves the memory of size_t where extents and
 * occurrence lists are the bulk of the data.
 */
#ifndef FCA_IMPL_H
#define FCA_IMPL_H

#include <stdarg.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fca.h"

/* Contexts are limited to what fits in uint32_t element numbers. */
#define FCA_MAX_ELEMENTS ((size_t)UINT32_MAX)

struct fca_context {
	size_t nobjects, nattributes;
	size_t words;     /* FCA_WORDS(nattributes): one row */
	uint64_t *rows;   /* nobjects × words */
	char **object_names, **attribute_names; /* NULL until a name is set */
};

/* Fill err with "fmt…" and return -1. */
int fca_fail(char *err, size_t errlen, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static inline void fca_set_bit(uint64_t *set, size_t i)
{
	set[i >> 6] |= (uint64_t)1 << (i & 63);
}

static inline size_t fca_popcount(const uint64_t *set, size_t words)
{
	size_t n = 0, w;

	for (w = 0; w < words; w++)
		n += (size_t)__builtin_popcountll(set[w]);
	return n;
}

static inline int fca_subset(const uint64_t *a, const uint64_t *b, size_t words)
{
	size_t w;

	for (w = 0; w < words; w++)
		if (a[w] & ~b[w])
			return 0;
	return 1;
}

/* a × b elements of `size` bytes, or NULL on overflow or out of memory. */
void *fca_calloc(size_t a, size_t b, size_t size);
void *fca_reallocarray(void *p, size_t n, size_t size);
/* Room for `need` elements in *p (capacity *cap, doubled as needed); -1
 * when out of memory. */
int fca_reserve(void **p, size_t *cap, size_t need, size_t size);

/*
 * A view orients a context for an algorithm: `rows` are the elements whose
 * sets are scanned, `items` the elements that are added one at a time.
 * Without transposition rows are objects and items attributes.  Items may
 * be renumbered (`item_of` maps a view item to the context's element) so that
 * the enumeration meets rare items first.
 */
struct fca_view {
	size_t nrows, nitems, words;  /* words: FCA_WORDS(nitems) */
	int transposed;
	uint64_t *bits;       /* nrows × words: row r's items */
	uint32_t *list_start; /* nrows + 1 offsets into list */
	uint32_t *list;       /* row r's items, ascending, then FCA_END */
	uint32_t *row_of;     /* list position → its row */
	uint32_t *item_of;    /* view item → context element */
	/* The words of row r that hold items: word_list[word_start[r],
	 * word_start[r + 1]), ascending; NULL unless the rows are longer than
	 * FCA_DENSE_WORDS and hold items in at most a quarter of their words
	 * on average (a closure lies within its first row's words). */
	uint32_t *word_start, *word_list;
};

#define FCA_END UINT32_MAX

/* Rows of at most this many words are scanned as bitsets, longer ones as
 * lists (sparse contexts). */
#define FCA_DENSE_WORDS 4
/* A projection is made when its rows are at most this many words wide; it
 * is always scanned as bitsets (adult: 12 % fewer instructions with 8 than
 * with 4, its rows being short and packed together; 10 words take all of
 * adult's 611 items, so that counting projects every concept below ⊤ and
 * merges its rows: 5.9 → 4.7 G, for 2.4 % more on T10I4D100K). */
#define FCA_PROJECTED_WORDS 10

static inline size_t fca_view_row_length(const struct fca_view *v, size_t r)
{
	return v->list_start[r + 1] - v->list_start[r] - 1;
}

/* Build a view; by_support renumbers the items by ascending support. */
int fca_view_init(struct fca_view *v, const struct fca_context *ctx, int transposed,
		  int by_support);
void fca_view_free(struct fca_view *v);

/* The rows of a concept (R, B) restricted to the items outside B that some
 * row of R holds, renumbered in their order (project.c).  view holds only
 * nrows, nitems, words and bits. */
struct fca_projection {
	struct fca_view view;
	uint32_t *row, *item;  /* projected row / item → base view row / item */
	uint64_t *intent;      /* B as base view items */
	uint64_t *held;        /* scratch: the projected items, */
	uint32_t *rank;        /* their numbers (by item of `from`) */
	uint32_t *table;       /* scratch: merging rows */
	size_t bits_cap, rows_cap, items_cap, intent_cap, held_cap, rank_cap, table_cap;
};

/* Project the concept with rows rows[0, n) (list positions when `from` is a
 * sparse base view) and items `intent` of view `from`, which is the view of
 * projection `outer` or the base view (outer NULL).  *first becomes the
 * number of projected items below it.  When `counting` (the enumeration
 * reports no rows, items or supports), rows alike on the items from *first
 * on become one (their meet), and the maps back (row, item, intent) are not
 * made.  Returns 1 when made (view.nrows rows), 0 when it would not make the
 * rows narrower (when counting: would make them wider; merged rows pay even
 * at the same width) or not at most max_words words wide, -1 when out of
 * memory. */
int fca_project(struct fca_projection *p, const struct fca_view *from,
		const struct fca_projection *outer, const uint32_t *rows, size_t n,
		const uint64_t *intent, size_t *first, size_t max_words, size_t base_words,
		int counting);
/* out = B ∪ the base items of the projected item set `items` (p NULL: a copy). */
void fca_projection_items(const struct fca_projection *p, const uint64_t *items,
			  uint64_t *out, size_t base_words);
void fca_projection_free(struct fca_projection *p);

/* Concepts as the enumeration reports them: rows as a list, items as a
 * bitset in view numbering.  The work is split into tasks: task 0 is ⊤, the
 * branches below ⊤ follow, ⊥ (when it has no row) comes last; in task order
 * the concepts come out as the single-threaded run gives them.  A task runs on
 * one worker from start to end.  Return nonzero to stop (single-threaded). */
typedef int (*fca_emit_fn)(void *arg, int worker, size_t task, const uint32_t *rows,
			   size_t nrows, const uint64_t *items);

struct fca_enum_options {
	size_t min_rows;  /* prune below this many rows (iceberg) */
	int threads;
	fca_emit_fn emit; /* NULL: count only */
	int want_rows;    /* emit needs the rows (else it gets NULL) */
	/* When set: called with the item set of each lower cover of the concept
	 * this worker emitted last; nonzero stops (out of memory). */
	int (*cover)(void *arg, int worker, const uint64_t *items);
	void *arg;
	void (*progress)(size_t done, void *arg);
	void *progress_arg;
};

/* All concepts of the view by Close-by-One; returns the number emitted
 * (emission stops when emit returns nonzero) or (size_t)-1 when out of
 * memory.  At most v->nitems + 2 tasks. */
size_t fca_enumerate(const struct fca_view *v, const struct fca_enum_options *opt);

/* A hash index of n sets of `words` words stored one after another (open
 * addressing; FCA_NONE marks an empty slot). */
struct fca_set_index {
	size_t *slot;
	size_t mask;
};

/* (Re)build the index over sets[0, n); -1 when out of memory. */
int fca_index_build(struct fca_set_index *ix, const uint64_t *sets, size_t n, size_t words);
/* Add set number c (the table must have been built and stay at most half full). */
void fca_index_add(struct fca_set_index *ix, const uint64_t *sets, size_t c, size_t words);
size_t fca_index_find(const struct fca_set_index *ix, const uint64_t *sets, size_t words,
		      const uint64_t *set);
void fca_index_free(struct fca_set_index *ix);

/* ---- the result ---------------------------------------------------------- */

struct fca_lattice {
	const struct fca_context *ctx;
	enum fca_kind kind;
	size_t n, cap;        /* concepts (or poset nodes) */
	int truncated;
	size_t ewords, iwords; /* words of an extent / an intent */
	uint64_t *extents;     /* n × ewords, or NULL when the extents are lists: */
	int extent_lists;
	uint32_t *extent_start, *extent_list; /* lists (n + 1 offsets), as bitsets */
	size_t list_cap;                      /* of extent_list (fca_store_list) */
	_Atomic(uint64_t *) *extent_cache;    /* made on first request */
	uint64_t *intents;     /* n × iwords */
	size_t *extent_size;
	/* Covers as adjacency lists (offsets n + 1). */
	size_t ncovers;
	size_t *up_start, *up, *down_start, *down;
	/* Labels. */
	size_t *gamma, *mu;
	size_t *own_objects_start, *own_objects, *own_attributes_start, *own_attributes;
	size_t top, bottom;
	struct fca_set_index by_intent;
};

/* Append a concept (without its extent when the extents are lists; `size`
 * elements, which the callers know without counting); returns its index or
 * FCA_NONE when out of memory. */
size_t fca_store_add(struct fca_lattice *lat, const uint64_t *extent, size_t size,
		     const uint64_t *intent);
/* With extents as lists: the extent of the concept just added; -1 when out
 * of memory. */
int fca_store_list(struct fca_lattice *lat, const uint32_t *rows, size_t n);
/* Index the intents, then find concepts by intent. */
int fca_store_index(struct fca_lattice *lat);
size_t fca_store_find(const struct fca_lattice *lat, const uint64_t *intent);
/* The concept with this intent, added (with `extent`) if new; FCA_NONE when
 * out of memory. */
size_t fca_store_intern(struct fca_lattice *lat, const uint64_t *intent, const uint64_t *extent);

/* mu[a] = concept(arg, a'') for each attribute a (the set lives only during
 * the call); -1 when out of memory. */
int fca_attribute_concepts(const struct fca_context *ctx,
			   size_t (*concept)(void *arg, const uint64_t *intent), void *arg,
			   size_t *mu);
/* Derive the own labels from gamma/mu, and top and bottom. */
int fca_labels_finish(struct fca_lattice *lat);
/* Turn the upper-cover pairs (child, parent) into both adjacency lists. */
int fca_covers_from_pairs(struct fca_lattice *lat, const size_t *pairs, size_t npairs);

/* Enumerate into the lattice: the concepts and, for FCA_FULL, the covers. */
int fca_collect(struct fca_lattice *lat, const struct fca_options *opt);
/* Run work(args + t × argsize) for t < threads, each on its own thread (the
 * caller's is one); the workers must share their work dynamically. */
void fca_parallel(int threads, void *(*work)(void *), void *args, size_t argsize);
/* Build the AOC-poset directly from the context. */
int fca_aoc_build(struct fca_lattice *lat, int threads);

#endif
