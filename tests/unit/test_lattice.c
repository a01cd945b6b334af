/*
 * lattice/: every structure checked against a brute-force reference on
 * thousands of random small contexts (all densities, empty and duplicate
 * rows and columns, 0×0, 1×N, N×1), the lattice axioms as properties, and
 * the KABA paper's example (docs/hierarchy.md §9.5, §9.6).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "fca.h"

/* ---- reference: sets of at most 256 elements ----------------------------- */

#define MAXE 256
struct set {
	uint64_t w[MAXE / 64];
};

struct ref_concept {
	struct set ext, in;
	size_t esize;
};

struct ref {
	size_t n;
	struct ref_concept *c;
};

static int set_eq(const struct set *a, const struct set *b)
{
	return !memcmp(a, b, sizeof(*a));
}

static int set_sub(const struct set *a, const struct set *b)
{
	for (size_t i = 0; i < MAXE / 64; i++)
		if (a->w[i] & ~b->w[i])
			return 0;
	return 1;
}

static size_t set_size(const struct set *a)
{
	size_t n = 0;

	for (size_t i = 0; i < MAXE / 64; i++)
		n += (size_t)__builtin_popcountll(a->w[i]);
	return n;
}

static int set_has(const struct set *a, size_t i)
{
	return (int)(a->w[i / 64] >> (i % 64) & 1);
}

static void set_add(struct set *a, size_t i)
{
	a->w[i / 64] |= (uint64_t)1 << (i % 64);
}

static struct set from_bits(const uint64_t *bits, size_t n)
{
	struct set s = { 0 };

	for (size_t i = 0; i < n; i++)
		if (fca_bit(bits, i))
			set_add(&s, i);
	return s;
}

/* Intent of a set of objects and extent of a set of attributes. */
static struct set up(const struct fca_context *ctx, const struct set *objs)
{
	struct set s = { 0 };

	for (size_t a = 0; a < fca_context_attributes(ctx); a++) {
		int all = 1;

		for (size_t o = 0; o < fca_context_objects(ctx) && all; o++)
			if (set_has(objs, o) && !fca_context_get(ctx, o, a))
				all = 0;
		if (all)
			set_add(&s, a);
	}
	return s;
}

static struct set down(const struct fca_context *ctx, const struct set *atts)
{
	struct set s = { 0 };

	for (size_t o = 0; o < fca_context_objects(ctx); o++) {
		int all = 1;

		for (size_t a = 0; a < fca_context_attributes(ctx) && all; a++)
			if (set_has(atts, a) && !fca_context_get(ctx, o, a))
				all = 0;
		if (all)
			set_add(&s, o);
	}
	return s;
}

/* All concepts, by closing every subset of the smaller side (≤ 12 elements). */
static struct ref reference(const struct fca_context *ctx)
{
	size_t no = fca_context_objects(ctx), na = fca_context_attributes(ctx);
	int by_objects = no <= na;
	size_t small = by_objects ? no : na;
	struct ref r = { 0, calloc((size_t)1 << small, sizeof(struct ref_concept)) };

	assert_true(small <= 12);
	for (size_t mask = 0; mask < ((size_t)1 << small); mask++) {
		struct set x = { 0 }, e, in;
		size_t k;

		for (size_t i = 0; i < small; i++)
			if (mask >> i & 1)
				set_add(&x, i);
		if (by_objects) {
			in = up(ctx, &x);
			e = down(ctx, &in);
		} else {
			e = down(ctx, &x);
			in = up(ctx, &e);
		}
		for (k = 0; k < r.n; k++)
			if (set_eq(&r.c[k].ext, &e))
				break;
		if (k == r.n) {
			r.c[r.n].ext = e;
			r.c[r.n].in = in;
			r.c[r.n].esize = set_size(&e);
			r.n++;
		}
	}
	return r;
}

/* Is d an upper cover of c among the reference concepts for which keep[] holds? */
static int ref_cover(const struct ref *r, const char *keep, size_t c, size_t d)
{
	if (!keep[c] || !keep[d] || c == d || !set_sub(&r->c[c].ext, &r->c[d].ext))
		return 0;
	for (size_t e = 0; e < r->n; e++)
		if (keep[e] && e != c && e != d && set_sub(&r->c[c].ext, &r->c[e].ext) &&
		    set_sub(&r->c[e].ext, &r->c[d].ext))
			return 0;
	return 1;
}

/* The reference concept with this extent. */
static size_t ref_find(const struct ref *r, const struct set *ext)
{
	for (size_t k = 0; k < r->n; k++)
		if (set_eq(&r->c[k].ext, ext))
			return k;
	return SIZE_MAX;
}

/* ---- random contexts ------------------------------------------------------ */

static uint64_t rng = 88172645463325252u;

static uint64_t next_random(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return rng;
}

static struct fca_context *random_context(size_t no, size_t na, unsigned percent)
{
	struct fca_context *ctx = fca_context_new(no, na);

	assert_non_null(ctx);
	for (size_t o = 0; o < no; o++)
		for (size_t a = 0; a < na; a++)
			if (next_random() % 100 < percent)
				fca_context_set(ctx, o, a);
	/* Duplicate a row and a column now and then. */
	if (no >= 2 && next_random() % 3 == 0)
		for (size_t a = 0; a < na; a++)
			if (fca_context_get(ctx, 0, a))
				fca_context_set(ctx, no - 1, a);
	if (na >= 2 && next_random() % 3 == 0)
		for (size_t o = 0; o < no; o++)
			if (fca_context_get(ctx, o, 0))
				fca_context_set(ctx, o, na - 1);
	return ctx;
}

/* ---- comparing a built structure with the reference ------------------------ */

/* keep[k]: reference concept k belongs to the structure (all, iceberg, AOC). */
static void check_structure(const struct fca_context *ctx, const struct fca_lattice *lat,
			    const struct ref *r, const char *keep, int ordered)
{
	size_t no = fca_context_objects(ctx), na = fca_context_attributes(ctx);
	size_t n = fca_lattice_size(lat), expected = 0, edges = 0;
	size_t *map = calloc(n + 1, sizeof(size_t));
	char *seen = calloc(r->n + 1, 1);

	for (size_t k = 0; k < r->n; k++)
		expected += keep[k] != 0;
	assert_int_equal(n, expected);
	for (size_t c = 0; c < n; c++) {
		struct set e = from_bits(fca_extent(lat, c), no);
		struct set in = from_bits(fca_intent(lat, c), na);
		size_t k = ref_find(r, &e);

		assert_true(k != SIZE_MAX);
		assert_true(keep[k]);
		assert_false(seen[k]);
		seen[k] = 1;
		assert_true(set_eq(&in, &r->c[k].in));
		assert_int_equal(fca_extent_size(lat, c), r->c[k].esize);
		map[c] = k;
	}
	if (!ordered)
		goto out;
	for (size_t c = 0; c < n; c++) {
		const size_t *ups, *downs;
		size_t nu = fca_upper_covers(lat, c, &ups), nd = fca_lower_covers(lat, c, &downs);
		size_t want_up = 0, want_down = 0;

		for (size_t i = 0; i < nu; i++) {
			assert_true(ref_cover(r, keep, map[c], map[ups[i]]));
			if (i)
				assert_true(ups[i - 1] < ups[i]);
		}
		for (size_t i = 0; i < nd; i++)
			assert_true(ref_cover(r, keep, map[downs[i]], map[c]));
		for (size_t d = 0; d < n; d++) {
			want_up += ref_cover(r, keep, map[c], map[d]);
			want_down += ref_cover(r, keep, map[d], map[c]);
			assert_int_equal(fca_leq(lat, c, d), set_sub(&r->c[map[c]].ext, &r->c[map[d]].ext));
		}
		assert_int_equal(nu, want_up);
		assert_int_equal(nd, want_down);
		edges += nu;
	}
	assert_int_equal(fca_cover_count(lat), edges);
	/* Labels: γ(o) has extent o'', μ(a) extent a'. */
	for (size_t o = 0; o < no; o++) {
		struct set x = { 0 }, in, e;
		size_t g = fca_gamma(lat, o), k;

		set_add(&x, o);
		in = up(ctx, &x);
		e = down(ctx, &in);
		k = ref_find(r, &e);
		if (!keep[k]) {
			assert_true(g == FCA_NONE);
			continue;
		}
		assert_true(g < n && map[g] == k);
		/* The axiom (o, a) ∈ I ⟺ γ(o) ≤ μ(a), where both are present. */
		for (size_t a = 0; a < na; a++)
			if (fca_mu(lat, a) != FCA_NONE)
				assert_int_equal(fca_context_get(ctx, o, a), fca_leq(lat, g, fca_mu(lat, a)));
	}
	for (size_t a = 0; a < na; a++) {
		struct set x = { 0 }, e;
		size_t m = fca_mu(lat, a), k;

		set_add(&x, a);
		e = down(ctx, &x);
		k = ref_find(r, &e);
		if (!keep[k])
			assert_true(m == FCA_NONE);
		else
			assert_true(m < n && map[m] == k);
	}
	for (size_t c = 0; c < n; c++) {
		const size_t *list;
		size_t cnt = fca_own_objects(lat, c, &list), want = 0;

		for (size_t i = 0; i < cnt; i++)
			assert_int_equal(fca_gamma(lat, list[i]), c);
		for (size_t o = 0; o < no; o++)
			want += fca_gamma(lat, o) == c;
		assert_int_equal(cnt, want);
		cnt = fca_own_attributes(lat, c, &list);
		want = 0;
		for (size_t i = 0; i < cnt; i++)
			assert_int_equal(fca_mu(lat, list[i]), c);
		for (size_t a = 0; a < na; a++)
			want += fca_mu(lat, a) == c;
		assert_int_equal(cnt, want);
	}
	{
		size_t top = fca_top(lat), bottom = fca_bottom(lat);
		size_t want_top = FCA_NONE, want_bottom = FCA_NONE;

		for (size_t c = 0; c < n; c++) {
			if (r->c[map[c]].esize == no)
				want_top = c;
			if (set_size(&r->c[map[c]].in) == na)
				want_bottom = c;
		}
		assert_true(top == want_top);
		assert_true(bottom == want_bottom);
	}
out:
	free(map);
	free(seen);
}

static struct fca_lattice *build(const struct fca_context *ctx, enum fca_kind kind,
				 size_t min_support, size_t limit, int threads)
{
	struct fca_options opt = { .kind = kind, .min_support = min_support, .limit = limit,
				   .threads = threads };
	struct fca_lattice *lat = NULL;
	char err[256];

	if (fca_lattice_build(ctx, &opt, &lat, err, sizeof(err)))
		fail_msg("build: %s", err);
	return lat;
}

/* Every kind of structure of one context against the reference. */
static void check_context(const struct fca_context *ctx)
{
	size_t no = fca_context_objects(ctx), na = fca_context_attributes(ctx);
	struct ref r = reference(ctx);
	char *all = malloc(r.n + 1), *keep = malloc(r.n + 1);
	struct fca_lattice *lat;
	size_t support = next_random() % (no + 2);

	memset(all, 1, r.n + 1);
	lat = build(ctx, FCA_COUNT, 0, 0, 1);
	assert_int_equal(fca_lattice_size(lat), r.n);
	assert_null(fca_extent(lat, 0));
	fca_lattice_free(lat);

	lat = build(ctx, FCA_CONCEPTS, 0, 0, 1);
	check_structure(ctx, lat, &r, all, 0);
	fca_lattice_free(lat);

	for (int threads = 1; threads <= 2; threads++) {
		lat = build(ctx, FCA_FULL, 0, 0, threads);
		check_structure(ctx, lat, &r, all, 1);
		fca_lattice_free(lat);
	}

	/* Iceberg: the concepts with enough objects, an order filter. */
	for (size_t k = 0; k < r.n; k++)
		keep[k] = r.c[k].esize >= support;
	lat = build(ctx, FCA_FULL, support, 0, 1);
	check_structure(ctx, lat, &r, keep, 1);
	fca_lattice_free(lat);
	lat = build(ctx, FCA_COUNT, support, 0, 1);
	{
		size_t want = 0;

		for (size_t k = 0; k < r.n; k++)
			want += keep[k] != 0;
		assert_int_equal(fca_lattice_size(lat), want);
	}
	fca_lattice_free(lat);

	/* Limit: that many concepts, all real ones, and `truncated` iff more exist. */
	{
		struct fca_lattice *full;
		size_t limit = 1 + next_random() % (r.n + 1);

		lat = build(ctx, FCA_CONCEPTS, 0, limit, 1);
		assert_int_equal(fca_lattice_size(lat), limit < r.n ? limit : r.n);
		assert_int_equal(fca_lattice_truncated(lat), limit < r.n);
		for (size_t c = 0; c < fca_lattice_size(lat); c++) {
			struct set e = from_bits(fca_extent(lat, c), no);

			assert_true(ref_find(&r, &e) != SIZE_MAX);
		}
		/* The full lattice with that limit: the whole lattice when it
		 * fits, else the same concepts, without covers or labels. */
		full = build(ctx, FCA_FULL, 0, limit, 1 + (int)(limit & 1));
		assert_int_equal(fca_lattice_truncated(full), limit < r.n);
		if (limit < r.n) {
			assert_int_equal(fca_lattice_size(full), limit);
			assert_int_equal(fca_cover_count(full), 0);
			assert_true(no == 0 || fca_gamma(full, 0) == FCA_NONE);
			for (size_t c = 0; c < limit; c++)
				assert_memory_equal(fca_intent(full, c), fca_intent(lat, c),
						    FCA_WORDS(na) * sizeof(uint64_t));
		} else {
			check_structure(ctx, full, &r, all, 1);
		}
		fca_lattice_free(full);
		fca_lattice_free(lat);
	}

	/* AOC: the concepts that are some γ(o) or μ(a). */
	memset(keep, 0, r.n + 1);
	for (size_t o = 0; o < no; o++) {
		struct set x = { 0 }, in, e;

		set_add(&x, o);
		in = up(ctx, &x);
		e = down(ctx, &in);
		keep[ref_find(&r, &e)] = 1;
	}
	for (size_t a = 0; a < na; a++) {
		struct set x = { 0 }, e;

		set_add(&x, a);
		e = down(ctx, &x);
		keep[ref_find(&r, &e)] = 1;
	}
	for (int threads = 1; threads <= 2; threads++) {
		lat = build(ctx, FCA_AOC, 0, 0, threads);
		check_structure(ctx, lat, &r, keep, 1);
		fca_lattice_free(lat);
	}
	free(all);
	free(keep);
	free(r.c);
}

static void test_random_small(void **state)
{
	(void)state;
	for (int i = 0; i < 3000; i++) {
		static const unsigned density[] = { 0, 5, 20, 35, 50, 65, 80, 95, 100 };
		size_t no = next_random() % 11, na = next_random() % 11;
		struct fca_context *ctx = random_context(no, na, density[next_random() % 9]);

		check_context(ctx);
		fca_context_free(ctx);
	}
}

/* Bitsets of more than one word on either side, and 1×N, N×1. */
static void test_random_wide_tall(void **state)
{
	(void)state;
	for (int i = 0; i < 300; i++) {
		size_t big = 1 + next_random() % 200, small = next_random() % 9;
		unsigned p = (unsigned)(next_random() % 101);
		struct fca_context *ctx = i & 1 ? random_context(big, small, p)
						: random_context(small, big, p);

		check_context(ctx);
		fca_context_free(ctx);
	}
	for (size_t n = 0; n < 70; n += 23) {
		struct fca_context *ctx = random_context(1, n, 50);

		check_context(ctx);
		fca_context_free(ctx);
		ctx = random_context(n, 1, 50);
		check_context(ctx);
		fca_context_free(ctx);
	}
}


/* Contexts too large for the subset reference.  Reference: the intents are
 * the intersections of rows (and the full set), closed under intersection.
 * Checked: the count, the intents, and (full lattice, 1 and 2 threads) that
 * each cover is below with nothing strictly between. */
static size_t cmp_words_n;

static int cmp_words(const void *a, const void *b)
{
	return memcmp(a, b, cmp_words_n * sizeof(uint64_t));
}

/* The number of Hasse edges: the upper covers of a concept (A, B) are the
 * minimal extents among the (A ∪ {g})'' of the objects g outside A. */
static size_t ref_edges(const struct fca_context *ctx, const struct fca_lattice *lat)
{
	size_t no = fca_context_objects(ctx), na = fca_context_attributes(ctx);
	size_t words = FCA_WORDS(na), ew = FCA_WORDS(no), edges = 0;
	uint64_t *ext = calloc((no + 1) * ew, sizeof(uint64_t)), *b = calloc(words + 1, sizeof(uint64_t));
	uint64_t *column = calloc((na + 1) * ew, sizeof(uint64_t));

	for (size_t o = 0; o < no; o++)
		for (size_t a = 0; a < na; a++)
			if (fca_context_get(ctx, o, a))
				column[a * ew + o / 64] |= (uint64_t)1 << (o % 64);

	for (size_t c = 0; c < fca_lattice_size(lat); c++) {
		size_t m = 0;

		for (size_t g = 0; g < no; g++) {
			uint64_t *e = ext + m * ew;

			if (fca_bit(fca_extent(lat, c), g))
				continue;
			for (size_t w = 0; w < words; w++)
				b[w] = fca_intent(lat, c)[w] & fca_context_row(ctx, g)[w];
			memset(e, 0xff, ew * sizeof(uint64_t));
			for (size_t a = 0; a < na; a++)
				for (size_t w = 0; fca_bit(b, a) && w < ew; w++)
					e[w] &= column[a * ew + w];
			if (no % 64)
				e[ew - 1] &= ((uint64_t)1 << (no % 64)) - 1;
			m++;
		}
		for (size_t i = 0; i < m; i++) {
			int minimal = 1;

			for (size_t j = 0; j < m && minimal; j++) {
				size_t w, sub = 1;

				for (w = 0; w < ew; w++)
					sub &= !(ext[j * ew + w] & ~ext[i * ew + w]);
				/* j strictly below i, or an equal one counted first. */
				if (sub && (j < i || memcmp(ext + j * ew, ext + i * ew, ew * sizeof(uint64_t))))
					minimal = 0;
			}
			edges += (size_t)minimal;
		}
	}
	free(ext);
	free(b);
	free(column);
	return edges;
}

static void check_by_intersections(const struct fca_context *ctx)
{
	size_t no = fca_context_objects(ctx), na = fca_context_attributes(ctx);
	size_t words = FCA_WORDS(na), n = 1, cap = 1 << 16;
	uint64_t *ref = calloc(cap * words, sizeof(uint64_t)), *x = calloc(words, sizeof(uint64_t));
	struct fca_lattice *lat;

	for (size_t a = 0; a < na; a++)
		ref[a / 64] |= (uint64_t)1 << (a % 64);
	for (size_t o = 0; o < no; o++) {
		size_t before = n;

		for (size_t k = 0; k <= before; k++) {
			size_t i;

			for (size_t w = 0; w < words; w++)
				x[w] = fca_context_row(ctx, o)[w] & (k < before ? ref[k * words + w] : ~(uint64_t)0);
			for (i = 0; i < n && memcmp(ref + i * words, x, words * sizeof(uint64_t)); i++)
				;
			if (i == n) {
				assert_true(n < cap);
				memcpy(ref + n++ * words, x, words * sizeof(uint64_t));
			}
		}
	}
	cmp_words_n = words;
	qsort(ref, n, words * sizeof(uint64_t), cmp_words);
	lat = build(ctx, FCA_COUNT, 0, 0, 1);
	assert_int_equal(fca_lattice_size(lat), n);
	fca_lattice_free(lat);
	for (int threads = 1; threads <= 2; threads++) {
		uint64_t *got;

		lat = build(ctx, threads == 1 ? FCA_CONCEPTS : FCA_FULL, 0, 0, threads);
		assert_int_equal(fca_lattice_size(lat), n);
		got = calloc(n * words, sizeof(uint64_t));
		for (size_t c = 0; c < n; c++)
			memcpy(got + c * words, fca_intent(lat, c), words * sizeof(uint64_t));
		qsort(got, n, words * sizeof(uint64_t), cmp_words);
		assert_memory_equal(got, ref, n * words * sizeof(uint64_t));
		free(got);
		/* Covers: as many as there are, below, and nothing strictly between. */
		if (threads == 2)
			assert_int_equal(fca_cover_count(lat), ref_edges(ctx, lat));
		for (size_t c = 0; threads == 2 && c < n; c++) {
			const size_t *up;
			size_t k = fca_upper_covers(lat, c, &up);

			for (size_t i = 0; i < k; i++) {
				assert_true(fca_leq(lat, c, up[i]) && c != up[i]);
				for (size_t e = 0; e < n; e++)
					assert_false(e != c && e != up[i] && fca_leq(lat, c, e) &&
						     fca_leq(lat, e, up[i]));
			}
			assert_true(k > 0 || c == fca_top(lat));
		}
		fca_lattice_free(lat);
	}
	free(x);
	free(ref);
}

/* More than 256 items on both sides: the list-based scan. */
static void test_random_sparse_large(void **state)
{
	(void)state;
	for (int round = 0; round < 4; round++) {
		struct fca_context *ctx = random_context(300 + round, 280 + round, 1 + round);

		check_by_intersections(ctx);
		fca_context_free(ctx);
	}
}

/* Rows of a few items over 480 attributes (8 words, items in about two of
 * them): the sparse scan keeps its closures as records of their first
 * row's words (enumerate.c).  Eight common attributes make the rows meet. */
static void test_random_records(void **state)
{
	(void)state;
	for (int round = 0; round < 6; round++) {
		size_t no = 500 + 40 * (size_t)round, na = 480;
		struct fca_context *ctx = fca_context_new(no, na);

		for (size_t o = 0; o < no; o++)
			for (size_t a = 0; a < na; a++)
				if (next_random() % 1000 < (a % 60 == 7 ? 100u : 3u))
					fca_context_set(ctx, o, a);
		check_by_intersections(ctx);
		fca_context_free(ctx);
	}
}

/* The count, whose enumeration may merge rows, is that of the enumeration
 * that keeps every row (FCA_CONCEPTS), with 1 and 2 threads. */
static void check_count_merged(const struct fca_context *ctx)
{
	struct fca_lattice *all = build(ctx, FCA_CONCEPTS, 0, 0, 1);

	for (int threads = 1; threads <= 2; threads++) {
		struct fca_lattice *count = build(ctx, FCA_COUNT, 0, 0, threads);

		assert_int_equal(fca_lattice_size(count), fca_lattice_size(all));
		fca_lattice_free(count);
	}
	fca_lattice_free(all);
}

/* Many short rows over more than 256 items: concepts of dozens of rows are
 * projected, and when only counting, their rows alike on the items still to
 * add are merged.  The count must be that of the enumeration that keeps
 * every row (checked against the brute force above), with 1 and 2 threads. */
static void test_merged_rows(void **state)
{
	(void)state;
	for (int round = 0; round < 3; round++) {
		struct fca_context *ctx = random_context(3000 + 500 * (size_t)round, 300, 1);

		check_count_merged(ctx);
		fca_context_free(ctx);
	}
}

/* Categorical data one-hot coded (like mushroom and adult): `columns` columns
 * of `values` values each, value 0 taken by half the objects, so that many
 * rows are alike on the items still to add.  When only counting, the
 * concepts below ⊤ are projected at once with their rows merged, even when
 * the projection is as wide as the view: one word (54 items, a dense view)
 * and 10 words (600 items, a sparse view).  Oracle: check_count_merged(). */
static void test_categorical(void **state)
{
	static const size_t shape[][3] = { { 800, 9, 6 }, { 600, 12, 50 } };

	(void)state;
	for (size_t s = 0; s < sizeof(shape) / sizeof(shape[0]); s++) {
		size_t no = shape[s][0], columns = shape[s][1], values = shape[s][2];
		struct fca_context *ctx = fca_context_new(no, columns * values);

		for (size_t o = 0; o < no; o++)
			for (size_t c = 0; c < columns; c++)
				fca_context_set(ctx, o, c * values +
						(next_random() % 2 ? 0 : next_random() % values));
		check_count_merged(ctx);
		fca_context_free(ctx);
	}
}

/* Attributes from rare to common (0.2 % to 5 %) over 600 columns: some
 * concepts of about a hundred rows hold 257 to 512 items, projected to rows
 * of 5 to 8 words.  Oracle: the transposed context, enumerated from its
 * 600 rows (a minimum support of 1 keeps it from being transposed back),
 * has the dual lattice, less ⊥ when no row holds every item. */
static void test_wide_projections(void **state)
{
	(void)state;
	for (int round = 0; round < 2; round++) {
		size_t no = 2500 + 500 * (size_t)round, na = 600;
		struct fca_context *ctx = fca_context_new(no, na), *dual = fca_context_new(na, no);
		struct fca_lattice *count, *rest;

		for (size_t o = 0; o < no; o++)
			for (size_t a = 0; a < na; a++)
				if (next_random() % 10000 < 20 + 80 * a / na * 6) {
					fca_context_set(ctx, o, a);
					fca_context_set(dual, a, o);
				}
		count = build(ctx, FCA_COUNT, 0, 0, 1);
		rest = build(dual, FCA_COUNT, 1, 0, 1);
		assert_int_equal(fca_lattice_size(count), fca_lattice_size(rest) + 1);
		fca_lattice_free(count);
		fca_lattice_free(rest);
		fca_context_free(ctx);
		fca_context_free(dual);
	}
}

/* 65 to 256 items (attributes, fewer than the objects): the dense scan with
 * 2, 3 and 4 words per row, both with few and with many live items. */
static void test_random_dense_words(void **state)
{
	(void)state;
	for (int round = 0; round < 12; round++) {
		size_t na = 65 + next_random() % 192, no = na + next_random() % 60;
		struct fca_context *ctx = random_context(no, na, 2 + (unsigned)(next_random() % 5));

		check_by_intersections(ctx);
		fca_context_free(ctx);
	}
}

/* no rows near copies of k random prototypes (half of na ≤ 128 attributes
 * each), a bit flipped with probability flip per mille: concepts of
 * hundreds of rows holding dozens of items outside their intent, which are
 * counted and met by columns (enumerate.c, count_columns). */
static struct fca_context *prototype_context(size_t no, size_t na, size_t k, unsigned flip)
{
	struct fca_context *ctx = fca_context_new(no, na);
	uint64_t proto[16][2] = { { 0 } };

	assert_true(k <= 16 && na <= 128);
	for (size_t p = 0; p < k; p++)
		for (size_t a = 0; a < na; a++)
			if (next_random() % 2)
				proto[p][a / 64] |= (uint64_t)1 << (a % 64);
	for (size_t o = 0; o < no; o++) {
		size_t p = next_random() % k;

		for (size_t a = 0; a < na; a++)
			if (fca_bit(proto[p], a) != (next_random() % 1000 < flip))
				fca_context_set(ctx, o, a);
	}
	return ctx;
}

/* Prototype contexts with 1 and 2 words per row: the concepts. */
static void test_columns(void **state)
{
	(void)state;
	for (int round = 0; round < 3; round++) {
		struct fca_context *ctx = prototype_context(200 + 40 * (size_t)round,
							    round & 1 ? 70 : 50, 6 + (size_t)round, 1);

		check_by_intersections(ctx);
		fca_context_free(ctx);
	}
}

/* The Hasse diagram of a lattice too large for the reference, checked
 * against its order: each lower cover d of c is below c with nothing in
 * between, and the concepts reached from c down the covers are exactly
 * those below it (so no cover is missing); the upper lists agree. */
static void check_covers(const struct fca_lattice *lat)
{
	size_t n = fca_lattice_size(lat), edges = 0;
	char *below = calloc(n + 1, 1);
	size_t *stack = calloc(n + 1, sizeof(size_t));

	for (size_t c = 0; c < n; c++) {
		const size_t *list;
		size_t nd = fca_lower_covers(lat, c, &list), top = 0;

		for (size_t i = 0; i < nd; i++) {
			assert_true(list[i] != c && fca_leq(lat, list[i], c));
			for (size_t e = 0; e < n; e++)
				assert_false(e != c && e != list[i] && fca_leq(lat, list[i], e) &&
					     fca_leq(lat, e, c));
		}
		edges += nd;
		memset(below, 0, n);
		stack[top++] = c;
		while (top) {
			size_t d = stack[--top];

			nd = fca_lower_covers(lat, d, &list);
			for (size_t i = 0; i < nd; i++)
				if (!below[list[i]]) {
					below[list[i]] = 1;
					stack[top++] = list[i];
				}
		}
		for (size_t d = 0; d < n; d++)
			assert_int_equal(below[d], d != c && fca_leq(lat, d, c));
		nd = fca_upper_covers(lat, c, &list);
		for (size_t i = 0; i < nd; i++) {
			const size_t *down;
			size_t k, m = fca_lower_covers(lat, list[i], &down);

			for (k = 0; k < m && down[k] != c; k++)
				;
			assert_true(k < m);
		}
	}
	assert_int_equal(fca_cover_count(lat), edges);
	free(below);
	free(stack);
}

/* The covers of prototype contexts, where the concepts of 128 rows or more
 * are met by columns, starting from their parent's closures; 1 and 2
 * threads. */
static void test_columns_covers(void **state)
{
	(void)state;
	for (int round = 0; round < 3; round++) {
		struct fca_context *ctx = prototype_context(300 + 100 * (size_t)round,
							    round & 1 ? 80 : 40, 3 + (size_t)round, 2);

		for (int threads = 1; threads <= 2; threads++) {
			struct fca_lattice *lat = build(ctx, FCA_FULL, 0, 0, threads);

			check_covers(lat);
			fca_lattice_free(lat);
		}
		fca_context_free(ctx);
	}
}

/* A very wide context (100,000 attributes, most never used): the empty
 * columns all label ⊥, and nothing is quadratic in the attributes. */
static void test_wide(void **state)
{
	struct fca_context *ctx = fca_context_new(3, 100000);
	struct fca_lattice *lat;

	(void)state;
	fca_context_set(ctx, 0, 7);
	fca_context_set(ctx, 0, 99999);
	fca_context_set(ctx, 1, 7);
	fca_context_set(ctx, 2, 500);
	for (int kind = FCA_FULL; kind <= FCA_AOC; kind++) {
		lat = build(ctx, (enum fca_kind)kind, 0, 0, kind == FCA_AOC ? 2 : 1);
		/* ⊤, {0,1}:{7}, {0}:{7,99999}, {2}:{500}, ⊥ (⊤ unlabelled in the AOC-poset). */
		assert_int_equal(fca_lattice_size(lat), kind == FCA_FULL ? 5 : 4);
		assert_int_equal(fca_cover_count(lat), kind == FCA_FULL ? 5 : 3);
		assert_true(fca_mu(lat, 1) == fca_bottom(lat) && fca_mu(lat, 77777) == fca_bottom(lat));
		assert_true(fca_gamma(lat, 0) == fca_mu(lat, 99999));
		assert_int_equal(fca_extent_size(lat, fca_mu(lat, 7)), 2);
		assert_true(fca_leq(lat, fca_gamma(lat, 1), fca_mu(lat, 7)));
		assert_false(fca_leq(lat, fca_gamma(lat, 2), fca_mu(lat, 7)));
		fca_lattice_free(lat);
	}
	fca_context_free(ctx);
}

static void test_empty(void **state)
{
	struct fca_context *ctx = fca_context_new(0, 0);
	struct fca_lattice *lat;

	(void)state;
	lat = build(ctx, FCA_FULL, 0, 0, 1);
	assert_int_equal(fca_lattice_size(lat), 1);
	assert_int_equal(fca_top(lat), 0);
	assert_int_equal(fca_bottom(lat), 0);
	assert_int_equal(fca_cover_count(lat), 0);
	fca_lattice_free(lat);
	lat = build(ctx, FCA_AOC, 0, 0, 1);
	assert_int_equal(fca_lattice_size(lat), 0);
	assert_true(fca_top(lat) == FCA_NONE);
	fca_lattice_free(lat);
	fca_context_free(ctx);
}

/* ---- the KABA example -------------------------------------------------------- */

static struct fca_context *read_context(const char *name)
{
	char path[512], err[256];
	struct fca_context *ctx;
	const char *dir = getenv("LATTICE_DATA");

	snprintf(path, sizeof(path), "%s/%s", dir ? dir : "tests/data/lattice", name);
	if (fca_read_file(path, &ctx, err, sizeof(err)))
		fail_msg("%s: %s", path, err);
	return ctx;
}

/* Sorting compares the char * slots, not the strings: wrap strcmp. */
static int cmp_line(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* "own members | own rows" of every labelled concept, as one sorted text. */
static char *label_table(const struct fca_lattice *lat)
{
	const struct fca_context *ctx = fca_lattice_context(lat);
	size_t n = fca_lattice_size(lat), len = 0;
	char **lines = calloc(n, sizeof(char *)), *out = calloc(1, 8192);

	for (size_t c = 0; c < n; c++) {
		const size_t *list;
		size_t cnt;
		char *line = calloc(1, 512);

		cnt = fca_own_attributes(lat, c, &list);
		for (size_t i = 0; i < cnt; i++)
			snprintf(line + strlen(line), 512 - strlen(line), "%s%s", i ? "," : "",
				 fca_context_attribute_name(ctx, list[i]));
		strcat(line, "|");
		cnt = fca_own_objects(lat, c, &list);
		for (size_t i = 0; i < cnt; i++)
			snprintf(line + strlen(line), 512 - strlen(line), "%s%s", i ? "," : "",
				 fca_context_object_name(ctx, list[i]));
		lines[c] = line;
	}
	qsort(lines, n, sizeof(char *), cmp_line);
	for (size_t c = 0; c < n; c++) {
		if (strcmp(lines[c], "|"))
			len += (size_t)snprintf(out + len, 8192 - len, "%s\n", lines[c]);
		free(lines[c]);
	}
	free(lines);
	return out;
}

static void sort_lines(char *text)
{
	char *copy = strdup(text), *lines[64], *save = NULL;
	size_t n = 0, len = 0;

	for (char *t = strtok_r(copy, "\n", &save); t && n < 64; t = strtok_r(NULL, "\n", &save))
		lines[n++] = t;
	qsort(lines, n, sizeof(char *), cmp_line);
	for (size_t i = 0; i < n; i++)
		len += (size_t)sprintf(text + len, "%s\n", lines[i]);
	free(copy);
}

static void check_paper(const char *file, size_t concepts, size_t labelled, const char *labels)
{
	struct fca_context *ctx = read_context(file);
	struct fca_lattice *lat = build(ctx, FCA_FULL, 0, 0, 1);
	char *got = label_table(lat), *want = strdup(labels);

	assert_int_equal(fca_lattice_size(lat), concepts);
	sort_lines(want);
	assert_string_equal(got, want);
	free(got);
	fca_lattice_free(lat);
	/* The AOC-poset holds exactly the labelled concepts, same labels. */
	lat = build(ctx, FCA_AOC, 0, 0, 1);
	assert_int_equal(fca_lattice_size(lat), labelled);
	got = label_table(lat);
	assert_string_equal(got, want);
	free(got);
	free(want);
	fca_lattice_free(lat);
	fca_context_free(ctx);
}

static void test_paper_fig21(void **state)
{
	(void)state;
	check_paper("fig21.cxt", 16, 12,
		    "A.x|a1,A1\n"
		    "dcl(A.f)|\n"
		    "|a2\n"
		    "A.y|\n"
		    "dcl(B.f)|\n"
		    "def(B.f)|B.f.this\n"
		    "dcl(B.h)|b2\n"
		    "dcl(B.g)|b1\n"
		    "def(A.f)|A2,A.f.this\n"
		    "def(B.g)|B1,B.g.this\n"
		    "def(B.h)|B2,B.h.this\n"
		    "A.z|\n");
}

static void test_paper_receiver(void **state)
{
	(void)state;
	check_paper("fig21_receiver.cxt", 12, 11,
		    "A.x|a1,A1\n"
		    "dcl(A.f)|a2\n"
		    "A.y|\n"
		    "dcl(B.f)|\n"
		    "def(B.f)|B.f.this\n"
		    "dcl(B.h)|b2\n"
		    "dcl(B.g)|b1\n"
		    "def(A.f)|A2,A.f.this\n"
		    "def(B.g)|B1,B.g.this\n"
		    "def(B.h)|B2,B.h.this\n"
		    "A.z|\n");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_empty),
		cmocka_unit_test(test_random_small),
		cmocka_unit_test(test_random_wide_tall),
		cmocka_unit_test(test_random_sparse_large),
		cmocka_unit_test(test_random_records),
		cmocka_unit_test(test_merged_rows),
		cmocka_unit_test(test_categorical),
		cmocka_unit_test(test_wide_projections),
		cmocka_unit_test(test_random_dense_words),
		cmocka_unit_test(test_columns),
		cmocka_unit_test(test_columns_covers),
		cmocka_unit_test(test_wide),
		cmocka_unit_test(test_paper_fig21),
		cmocka_unit_test(test_paper_receiver),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
