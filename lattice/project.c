/*
 * Projections: the rows of one concept (R, B) restricted to the items
 * outside B that some row of R holds, renumbered densely in their order
 * (LCM's conditional database, without merging rows).  Below a concept the
 * enumeration never meets another item: items in B are in every row, items
 * in no row of R are in no descendant's closure.  With the order kept, "an
 * item below j" means the same in both numberings, so Close-by-One runs on
 * the projection unchanged, over rows a few words wide and packed together
 * instead of scattered over the whole context.  A projection maps its rows
 * and items straight back to the base view (the one the enumeration started
 * from), even when it was made from another projection.
 */
#include "fca_impl.h"

/* Merging a few rows costs more than it saves (data3 projects 550,000
 * concepts of 2 to 8 rows). */
enum { MERGE_FROM = 32 };

/* A failed attempt costs a pass over the rows of a large concept (adult:
 * a third of the time): after every so many rows, count the items. */
enum { CHECK_EVERY = 16 };

static size_t count_outside(const uint64_t *held, const uint64_t *intent, size_t words)
{
	size_t x, n = 0;

	for (x = 0; x < words; x++)
		n += (size_t)__builtin_popcountll(held[x] & ~intent[x]);
	return n;
}

/*
 * Below the concept only items from `first` on are added, so rows alike on
 * those items are in the same extents.  When nobody needs the rows or their
 * number (counting without a minimum support), one row, their meet, stands
 * for them all: it gives the same closures (LCM's database reduction).  Rows
 * with none of those items are in no extent below and drop out.  Returns the
 * rows kept, at the front.
 */
static size_t merge_rows(struct fca_projection *p, size_t n, size_t lw, size_t first)
{
	uint64_t mask[FCA_PROJECTED_WORDS], *bits = p->view.bits;
	size_t size = 16, k, x, kept = 0, h;

	while (size < 2 * n)
		size *= 2;
	if (fca_reserve((void **)&p->table, &p->table_cap, size, sizeof(uint32_t)))
		return n;
	memset(p->table, 0xff, size * sizeof(uint32_t));
	for (x = 0; x < lw; x++)
		mask[x] = x < first / 64 ? 0 : x > first / 64 ? ~(uint64_t)0
			  : ~(((uint64_t)1 << (first % 64)) - 1);
	for (k = 0; k < n; k++) {
		const uint64_t *row = bits + k * lw;
		uint64_t hash = 0, any = 0;

		for (x = 0; x < lw; x++) {
			any |= row[x] & mask[x];
			hash = (hash ^ (row[x] & mask[x])) * 0x9e3779b97f4a7c15u;
		}
		if (!any)
			continue;
		for (h = (size_t)(hash >> 32) & (size - 1); p->table[h] != UINT32_MAX;
		     h = (h + 1) & (size - 1)) {
			uint64_t *kept_row = bits + (size_t)p->table[h] * lw, differ = 0;

			for (x = 0; x < lw; x++)
				differ |= (kept_row[x] ^ row[x]) & mask[x];
			if (!differ)
				break;
		}
		if (p->table[h] == UINT32_MAX) {
			p->table[h] = (uint32_t)kept;
			for (x = 0; x < lw; x++)
				bits[kept * lw + x] = row[x];
			kept++;
		} else {
			for (x = 0; x < lw; x++)
				bits[(size_t)p->table[h] * lw + x] &= row[x];
		}
	}
	return kept;
}

int fca_project(struct fca_projection *p, const struct fca_view *from,
		const struct fca_projection *outer, const uint32_t *rows, size_t n,
		const uint64_t *intent, size_t *first, size_t max_words, size_t base_words,
		int counting)
{
	size_t words = from->words, x, k, nitems = 0, lw, below = 0;
	/* The base view's sparse scan keeps list positions, not rows. */
	int positions = !outer && from->words > FCA_DENSE_WORDS;
	/* The most items a projection may have: narrower, or when counting
	 * (rows merged) no wider. */
	size_t most = 64 * (words - !counting < max_words ? words - !counting : max_words);

	if (fca_reserve((void **)&p->held, &p->held_cap, words + 1, sizeof(uint64_t)) ||
	    fca_reserve((void **)&p->rank, &p->rank_cap, from->nitems, sizeof(uint32_t)))
		return -1;
	memset(p->held, 0, words * sizeof(uint64_t));
	for (k = 0; k < n; k++) {
		size_t r = positions ? from->row_of[rows[k]] : rows[k];

		for (x = 0; x < words; x++)
			p->held[x] |= from->bits[r * words + x];
		/* Many rows soon hold too many items: stop early. */
		if ((k + 1) % CHECK_EVERY == 0 && count_outside(p->held, intent, words) > most)
			return 0;
	}
	/* held: the items of the projection, numbered in order. */
	for (x = 0; x < words; x++) {
		p->held[x] &= ~intent[x];
		for (uint64_t bits = p->held[x]; bits; bits &= bits - 1) {
			size_t j = x * 64 + (size_t)__builtin_ctzll(bits);

			below += j < *first;
			p->rank[j] = (uint32_t)nitems++;
		}
	}
	lw = FCA_WORDS(nitems);
	if (!nitems || nitems > most)
		return 0;
	if (fca_reserve((void **)&p->view.bits, &p->bits_cap, n * lw, sizeof(uint64_t)) ||
	    (!counting && (fca_reserve((void **)&p->row, &p->rows_cap, n, sizeof(uint32_t)) ||
			   fca_reserve((void **)&p->item, &p->items_cap, nitems, sizeof(uint32_t)) ||
			   fca_reserve((void **)&p->intent, &p->intent_cap, base_words, sizeof(uint64_t)))))
		return -1;
	memset(p->view.bits, 0, n * lw * sizeof(uint64_t));
	for (k = 0; k < n; k++) {
		size_t r = positions ? from->row_of[rows[k]] : rows[k];
		uint64_t *out = p->view.bits + k * lw;

		for (x = 0; x < words; x++)
			for (uint64_t bits = from->bits[r * words + x] & p->held[x]; bits;
			     bits &= bits - 1)
				fca_set_bit(out, p->rank[x * 64 + (size_t)__builtin_ctzll(bits)]);
		if (!counting)
			p->row[k] = outer ? outer->row[r] : (uint32_t)r;
	}
	p->view.nrows = n;
	if (counting) {
		if (n >= MERGE_FROM)
			p->view.nrows = merge_rows(p, n, lw, below);
	} else {
		for (x = 0, k = 0; x < words; x++)
			for (uint64_t bits = p->held[x]; bits; bits &= bits - 1) {
				size_t j = x * 64 + (size_t)__builtin_ctzll(bits);

				p->item[k++] = outer ? outer->item[j] : (uint32_t)j;
			}
		fca_projection_items(outer, intent, p->intent, base_words);
	}
	p->view.nitems = nitems;
	p->view.words = lw;
	*first = below;
	return 1;
}

void fca_projection_items(const struct fca_projection *p, const uint64_t *items,
			  uint64_t *out, size_t base_words)
{
	size_t x;

	if (!p) {
		memcpy(out, items, base_words * sizeof(uint64_t));
		return;
	}
	memcpy(out, p->intent, base_words * sizeof(uint64_t));
	for (x = 0; x < p->view.words; x++)
		for (uint64_t bits = items[x]; bits; bits &= bits - 1)
			fca_set_bit(out, p->item[x * 64 + (size_t)__builtin_ctzll(bits)]);
}

void fca_projection_free(struct fca_projection *p)
{
	free(p->view.bits);
	free(p->row);
	free(p->item);
	free(p->intent);
	free(p->held);
	free(p->rank);
	free(p->table);
	memset(p, 0, sizeof(*p));
}
