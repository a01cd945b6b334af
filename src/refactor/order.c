/*
 * The order of the classes and what they offer, kept up to date as the
 * proposal is edited.  up[c] is the bitset of the classes at or above c
 * (n²/8 bytes, 1.7 MB for ecj's 3,697 classes), which lets every §8 check
 * answer "a ≤ b" with one bit test; offers[c] says whether some member is
 * visible at c, whether one of them is a field or a body, and whether c
 * has objects (mi.c asks it of every superclass in every pass, and M0
 * which classes below one have objects; the reports ask of every class).
 *
 * Both depend only on the class and what lies above it: its superclass
 * edges, its instances and the members of the classes above.  So after an edit only the
 * classes at or below a class whose own lists changed need new rows
 * (kaba_order_touch(); an edge that appears or goes changes its lower
 * end's supers, and every class whose up-set changed lies below the lowest
 * such end), computed in topological order from the rows above them.  MI
 * removal checks §8 after every step; rebuilding all rows each time was a
 * third of ecj's run.
 *
 * An edit that a check refuses is undone (journal.c); the rows it changed
 * are saved the first time an update replaces them (kaba_order_save), and
 * the undo puts them back (kaba_order_restore) instead of computing the
 * region below the edited classes a second time: on proguard the updates
 * were a third of MI removal, half of them after undos.
 */
#include "impl.h"

#include <stdlib.h>
#include <string.h>

/* state[c]: 0 clean, else TOUCHED (its own lists changed) or BELOW (in
 * the region of an update below a touched class), | NEW_ROW once an
 * update gave it another row */
enum { TOUCHED = 1, BELOW = 2, NEW_ROW = 4 };
/* One change of the order while it is saved: class cls had offers
 * `offers` and the row saved_up[row] (the first time its row changed in
 * the window), or the row it has now with bit `bit` set (KABA_NONE: the
 * same row).  Undone from the last to the first, each puts back what was
 * before it. */
struct change {
	size_t cls, row, bit;
	unsigned char offers;
};
struct kaba_order_state {
	size_t *dirty, ndirty; /* the touched classes */
	unsigned char *state;
	size_t *pending, *region;
	uint64_t *row; /* scratch: one row */
	/* the transpose of up: row x is the bitset of the classes at or below
	 * x; the bitset of the classes with objects, and that of the classes
	 * with members of their own (the §8 checks walk the classes above an
	 * object for members, and most classes of a large lattice have none).
	 * set_row() keeps them in step with up and offers, flipping the bits a
	 * new row changes. */
	uint64_t *down, *objects, *with_members;
	/* what changed since kaba_order_save, in the order it changed (see
	 * struct change); saved_in[c] is the window
	 * class c was saved in, `saving` whether one is open and complete */
	int saving;
	size_t window, *saved_in;
	struct change *log;
	size_t nlog, logcap;
	uint64_t *saved_up;
	size_t nsaved, savecap;
	/* kaba_order_merge_begin's copies of the old rows of a merge: down of
	 * keep and of gone, up of keep; `merging` whether they are valid */
	uint64_t *merge_rows;
	int merging;
	size_t *gained, ngained; /* the classes whose rows a merge grew */
	size_t *grown_words;       /* the words in which keep's row grew */
	/* kaba_objects_within's witnesses: for each class b, the last
	 * WITNESSES classes with objects at or below b that were not below
	 * the class asked about (KABA_NONE: none yet), the oldest replaced */
	size_t *witness;
	unsigned char *next_witness;
};

enum { WITNESSES = 8 };

int kaba_order_new(struct kaba_proposal *p)
{
	size_t n = p->nclasses ? p->nclasses : 1, c;
	struct kaba_order *o = calloc(1, sizeof(*o));

	p->order = o;
	if (!o || !(o->s = calloc(1, sizeof(*o->s))))
		return -1;
	o->n = p->nclasses;
	o->words = (n + 63) / 64;
	o->up = calloc(n * o->words, sizeof(uint64_t));
	o->offers = calloc(n, 1);
	o->s->dirty = malloc(n * sizeof(size_t));
	o->s->state = malloc(n);
	o->s->row = malloc(o->words * sizeof(uint64_t));
	o->s->pending = malloc(n * sizeof(size_t));
	o->s->region = malloc(n * sizeof(size_t));
	o->s->down = calloc(n * o->words, sizeof(uint64_t));
	o->s->objects = calloc(o->words, sizeof(uint64_t));
	o->s->with_members = calloc(o->words, sizeof(uint64_t));
	o->s->saved_in = calloc(n, sizeof(size_t));
	o->s->merge_rows = malloc(3 * o->words * sizeof(uint64_t));
	o->s->gained = malloc(n * sizeof(size_t));
	o->s->grown_words = malloc(o->words * sizeof(size_t));
	o->s->witness = malloc(n * WITNESSES * sizeof(size_t));
	o->s->next_witness = calloc(n, 1);
	if (o->s->witness)
		memset(o->s->witness, 0xff, n * WITNESSES * sizeof(size_t));
	if (!o->up || !o->offers || !o->s->dirty || !o->s->state || !o->s->pending || !o->s->region ||
	    !o->s->row || !o->s->down || !o->s->objects || !o->s->with_members ||
	    !o->s->saved_in || !o->s->merge_rows || !o->s->gained || !o->s->grown_words || !o->s->witness ||
	    !o->s->next_witness)
		return -1;
	for (c = 0; c < p->nclasses; c++) /* nothing computed yet */
		o->s->dirty[c] = c;
	o->s->ndirty = p->nclasses;
	memset(o->s->state, TOUCHED, n);
	return 0;
}

void kaba_order_free(struct kaba_order *o)
{
	if (!o)
		return;
	if (o->s) {
		free(o->s->dirty);
		free(o->s->state);
		free(o->s->row);
		free(o->s->pending);
		free(o->s->region);
		free(o->s->down);
		free(o->s->objects);
		free(o->s->with_members);
		free(o->s->saved_in);
		free(o->s->merge_rows);
		free(o->s->gained);
		free(o->s->grown_words);
		free(o->s->witness);
		free(o->s->next_witness);
		free(o->s->log);
		free(o->s->saved_up);
		free(o->s);
	}
	free(o->up);
	free(o->offers);
	free(o);
}

void kaba_order_touch(struct kaba_order *o, size_t c)
{
	if (!o->s->state[c])
		o->s->dirty[o->s->ndirty++] = c;
	o->s->state[c] = TOUCHED;
}

/* Whether check column c is a handler's (`C.m#catch@PC:a.b.Type`,
 * analysis.h; a trace names them alike). */
static int handler_check(const struct kaba_table *t, size_t c)
{
	return strstr(t->columns[c].name, "#catch@") != NULL;
}

int kaba_offers_body(const struct kaba_proposal *p, size_t c)
{
	enum kaba_column_kind kind = p->table->columns[c].kind;

	if (kind == KABA_COL_CHECK_TRUE && p->checks_in_interfaces)
		return handler_check(p->table, c);
	return kind != KABA_COL_DCL && kind != KABA_COL_CHECK_FALSE;
}

void kaba_allow_checks_in_interfaces(struct kaba_proposal *p)
{
	size_t c;

	p->checks_in_interfaces = 1;
	for (c = 0; c < p->nclasses; c++)
		kaba_order_touch(p->order, c);
}

static unsigned char own_offers(const struct kaba_proposal *p, size_t c)
{
	const struct kaba_ids *m = &p->classes[c].members;
	unsigned char f = m->n ? OFFERS_MEMBERS : 0;
	size_t i;

	for (i = 0; i < m->n && !(f & OFFERS_BODIES); i++)
		if (kaba_offers_body(p, m->v[i]))
			f |= OFFERS_BODIES;
	return f;
}

/* Class c's row of up becomes `up`: flip bit c of the down rows of the
 * classes that come or go. */
static void transpose(struct kaba_order *o, size_t c, const uint64_t *up)
{
	const uint64_t *was = o->up + c * o->words;
	size_t w;

	for (w = 0; w < o->words; w++) {
		uint64_t diff = was[w] ^ up[w];

		while (diff) {
			size_t x = w * 64 + (size_t)__builtin_ctzll(diff);

			diff &= diff - 1;
			o->s->down[x * o->words + (c >> 6)] ^= (uint64_t)1 << (c & 63);
		}
	}
}

/* Whether class c itself has object rows, lambdas' objects left out unless
 * `lambdas`.  Without them it answers OWN_OBJECTS: the objects a creation
 * site makes make c a class, a lambda's object does not. */
static int has_objects(const struct kaba_proposal *p, size_t c, int lambdas)
{
	const struct kaba_ids *in = &p->classes[c].instances;
	size_t i;

	for (i = 0; i < in->n; i++)
		if (p->table->rows[in->v[i]].kind == KABA_ROW_OBJECT &&
		    (lambdas || !kaba_lambda_row(p->table, in->v[i])))
			return 1;
	return 0;
}

/* Log a change of class c for kaba_order_restore: the row it had
 * (`full`: the first time it changes in the window) or bit `bit` of it.  A
 * log that finds no memory ends the saving (the undo recomputes the rows
 * then). */
static void log_change(struct kaba_order *o, size_t c, int full, size_t bit)
{
	struct kaba_order_state *s = o->s;

	if (!s->saving || (full && s->saved_in[c] == s->window))
		return;
	if (s->nlog == s->logcap) {
		size_t cap = s->logcap ? 2 * s->logcap : 64;
		struct change *log = realloc(s->log, cap * sizeof(*log));

		if (!log) {
			s->saving = 0;
			return;
		}
		s->log = log;
		s->logcap = cap;
	}
	if (full && s->nsaved == s->savecap) {
		size_t cap = s->savecap ? 2 * s->savecap : 64;
		uint64_t *up = realloc(s->saved_up, cap * o->words * sizeof(uint64_t));

		if (!up) {
			s->saving = 0;
			return;
		}
		s->saved_up = up;
		s->savecap = cap;
	}
	s->log[s->nlog++] = (struct change){ c, full ? s->nsaved : KABA_NONE, bit, o->offers[c] };
	if (full) {
		s->saved_in[c] = s->window;
		memcpy(s->saved_up + s->nsaved++ * o->words, o->up + c * o->words,
		       o->words * sizeof(uint64_t));
	}
}

static void save_row(struct kaba_order *o, size_t c)
{
	log_change(o, c, 1, KABA_NONE);
}

/* Class c's row becomes `up` and its offers `offers`, the transpose and
 * the bitset of the classes with objects following. */
static void set_row(struct kaba_order *o, size_t c, const uint64_t *up, unsigned char offers)
{
	transpose(o, c, up);
	if ((offers ^ o->offers[c]) & OWN_OBJECTS)
		o->s->objects[c >> 6] ^= (uint64_t)1 << (c & 63);
	if ((offers ^ o->offers[c]) & OWN_MEMBERS)
		o->s->with_members[c >> 6] ^= (uint64_t)1 << (c & 63);
	o->offers[c] = offers;
	memcpy(o->up + c * o->words, up, o->words * sizeof(uint64_t));
}

/* Flip bit b of class c's row, and bit c of b's row of the transpose. */
static void flip_bit(struct kaba_order *o, size_t c, size_t b)
{
	o->up[c * o->words + (b >> 6)] ^= (uint64_t)1 << (b & 63);
	o->s->down[b * o->words + (c >> 6)] ^= (uint64_t)1 << (c & 63);
}

/* Row c from the rows of its superclasses: whether it differs from the
 * one it had. */
static int compute(const struct kaba_proposal *p, struct kaba_order *o, size_t c)
{
	uint64_t *up = o->s->row;
	const struct kaba_ids *supers = &p->classes[c].supers;
	unsigned char offers = 0;
	size_t i, j;

	memset(up, 0, o->words * sizeof(uint64_t));
	if (!p->classes[c].removed) {
		up[c >> 6] |= (uint64_t)1 << (c & 63);
		offers = own_offers(p, c);
		offers |= (offers & OFFERS_MEMBERS ? OWN_MEMBERS : 0) |
			  (has_objects(p, c, 0) ? OWN_OBJECTS : 0);
		for (i = 0; i < supers->n; i++) {
			const uint64_t *sup = o->up + supers->v[i] * o->words;

			for (j = 0; j < o->words; j++)
				up[j] |= sup[j];
			offers |= o->offers[supers->v[i]] & (OFFERS_MEMBERS | OFFERS_BODIES);
		}
	}
	if (offers == o->offers[c] && !memcmp(up, o->up + c * o->words, o->words * sizeof(uint64_t)))
		return 0;
	save_row(o, c);
	set_row(o, c, up, offers);
	return 1;
}

/* Whether class c needs a new row: it was touched, or a superclass got one. */
static int stale(const struct kaba_proposal *p, const struct kaba_order_state *s, size_t c)
{
	const struct kaba_ids *supers = &p->classes[c].supers;
	size_t i;

	if (s->state[c] & TOUCHED)
		return 1;
	for (i = 0; i < supers->n; i++)
		if (s->state[supers->v[i]] & NEW_ROW)
			return 1;
	return 0;
}

int kaba_order_update(const struct kaba_proposal *p)
{
	struct kaba_order *o = p->order;
	struct kaba_order_state *s = o->s;
	size_t n = s->ndirty, head = 0, tail = 0, i, j, *queue = s->dirty;

	if (!n)
		return 0;
	/* the region: every class at or below a touched one */
	memcpy(s->region, s->dirty, n * sizeof(size_t));
	for (i = 0; i < n; i++) {
		const struct kaba_ids *subs = &p->classes[s->region[i]].subs;

		for (j = 0; j < subs->n; j++) {
			if (!s->state[subs->v[j]]) {
				s->state[subs->v[j]] = BELOW;
				s->region[n++] = subs->v[j];
			}
		}
	}
	/* Kahn's order within it (dirty[] is the queue now); a class whose
	 * superclasses all kept their rows keeps its own */
	for (i = 0; i < n; i++) {
		const struct kaba_ids *supers = &p->classes[s->region[i]].supers;

		s->pending[s->region[i]] = 0;
		for (j = 0; j < supers->n; j++)
			s->pending[s->region[i]] += s->state[supers->v[j]] != 0;
		if (!s->pending[s->region[i]])
			queue[tail++] = s->region[i];
	}
	while (head < tail) {
		size_t c = queue[head++];
		const struct kaba_ids *subs = &p->classes[c].subs;

		if (stale(p, s, c) && compute(p, o, c))
			s->state[c] |= NEW_ROW;
		for (j = 0; j < subs->n; j++)
			if (--s->pending[subs->v[j]] == 0)
				queue[tail++] = subs->v[j];
	}
	if (tail < n) { /* a cycle: all of the region stays to be done */
		for (i = 0; i < n; i++)
			s->state[s->region[i]] = TOUCHED;
		memcpy(s->dirty, s->region, n * sizeof(size_t));
		s->ndirty = n;
		return -1;
	}
	for (i = 0; i < n; i++)
		s->state[s->region[i]] = 0;
	s->ndirty = 0;
	return 0;
}

int kaba_order_save(const struct kaba_proposal *p)
{
	struct kaba_order_state *s = p->order->s;

	s->saving = 0;
	if (kaba_order_update(p))
		return -1;
	s->saving = 1;
	s->window++;
	s->nsaved = s->nlog = 0;
	return 0;
}

int kaba_order_restore(const struct kaba_proposal *p)
{
	struct kaba_order *o = p->order;
	struct kaba_order_state *s = o->s;
	size_t i;

	if (!s->saving)
		return -1;
	for (i = s->nlog; i-- > 0;) {
		const struct change *ch = &s->log[i];

		if (ch->row != KABA_NONE)
			set_row(o, ch->cls, s->saved_up + ch->row * o->words, ch->offers);
		else if (ch->bit != KABA_NONE)
			flip_bit(o, ch->cls, ch->bit);
		o->offers[ch->cls] = ch->offers;
	}
	for (i = 0; i < s->ndirty; i++)
		s->state[s->dirty[i]] = 0;
	s->ndirty = 0;
	s->saving = 0;
	return 0;
}

void kaba_order_end_save(struct kaba_order *o)
{
	o->s->saving = 0;
}

/* Whether x lies strictly between a and b (a ≤ x ≤ b, x neither) for
 * some class x; a ≤ b. */
static int between(const struct kaba_order *o, size_t a, size_t b)
{
	const uint64_t *up = o->up + a * o->words, *down = o->s->down + b * o->words;
	size_t w, n = 0;

	for (w = 0; w < o->words; w++)
		n += (size_t)__builtin_popcountll(up[w] & down[w]);
	return n > 2;
}

void kaba_order_merge_begin(const struct kaba_proposal *p, size_t keep, size_t gone)
{
	struct kaba_order *o = p->order;
	struct kaba_order_state *s = o->s;
	size_t bytes = o->words * sizeof(uint64_t);

	/* a merge that closes a cycle (a class strictly between the two) is
	 * left to kaba_order_update, which finds it */
	s->merging = !s->ndirty && keep != gone &&
		     !(kaba_order_leq(o, keep, gone) && between(o, keep, gone)) &&
		     !(kaba_order_leq(o, gone, keep) && between(o, gone, keep));
	if (!s->merging)
		return;
	memcpy(s->merge_rows, s->down + keep * o->words, bytes);
	memcpy(s->merge_rows + o->words, s->down + gone * o->words, bytes);
	memcpy(s->merge_rows + 2 * o->words, o->up + keep * o->words, bytes);
}

/* Class c's offers become `offers`, its row staying (its own members and
 * objects are the same). */
static void set_offers(struct kaba_order *o, size_t c, unsigned char offers)
{
	if (offers == o->offers[c])
		return;
	log_change(o, c, 0, KABA_NONE);
	o->offers[c] = offers;
}

/* Class x, at or below keep and not below gone, takes the classes keep
 * gained (U without kup, keep's old row, which x's row holds; NULL: all of
 * U that x's row lacks), in the
 * words grown_words[0 .. nwords) that hold them, and sees what keep
 * offers (`seen`): a few bits each, where a row computed from U costs
 * every word of it (the merge of M3 grows the rows of all the classes
 * below keep by a few classes, most of MI removal on proguard). */
static void gain_bits(struct kaba_order *o, size_t x, const uint64_t *u, const uint64_t *kup,
		      size_t nwords, unsigned char seen)
{
	struct kaba_order_state *s = o->s;
	const uint64_t *up = o->up + x * o->words;
	size_t i;
	int grew = 0;

	for (i = 0; i < nwords; i++) {
		size_t w = s->grown_words[i];
		uint64_t add = u[w] & ~(kup ? kup[w] : 0) & ~up[w];

		for (; add; add &= add - 1) {
			size_t b = w * 64 + (size_t)__builtin_ctzll(add);

			log_change(o, x, 0, b);
			flip_bit(o, x, b);
			grew = 1;
		}
	}
	if (grew) {
		s->gained[s->ngained++] = x;
		o->offers[x] |= seen;
	} else {
		set_offers(o, x, o->offers[x] | seen);
	}
}

/*
 * After gone merged into keep, with U the new row of keep (its old row and
 * gone's, without gone): a class x at or below gone has the row
 * (up(x) \ {gone}) ∪ U, and one at or below keep only up(x) ∪ U; every path
 * up from x that went through gone goes through keep now, and no other
 * path changed.  What x sees grows by what keep offers.  So the classes
 * below keep whose rows already hold U (when keep gained no class:
 * merging a class into its only superclass, M2) keep their rows, and
 * those below gone and keep lose one bit: no row is computed from its
 * superclasses' rows, where the update did that for every class below
 * keep, most of MI removal on proguard.
 */
const size_t *kaba_order_merge_end(const struct kaba_proposal *p, size_t keep, size_t gone,
				   size_t *ngained)
{
	struct kaba_order *o = p->order;
	struct kaba_order_state *s = o->s;
	const uint64_t *dk = s->merge_rows, *dg = dk + o->words, *kup = dg + o->words, *u;
	unsigned char seen;
	size_t w, i, nwords;
	int gained;

	if (!s->merging)
		return NULL;
	s->merging = 0;
	s->ngained = 0;
	compute(p, o, keep);
	compute(p, o, gone);
	u = o->up + keep * o->words;
	for (w = 0, nwords = 0; w < o->words; w++)
		if (u[w] & ~kup[w])
			s->grown_words[nwords++] = w;
	gained = nwords != 0;
	if (gained)
		s->gained[s->ngained++] = keep;
	seen = o->offers[keep] & (OFFERS_MEMBERS | OFFERS_BODIES);
	for (w = 0; w < o->words; w++) {
		uint64_t region = dk[w] | dg[w];

		while (region) {
			size_t x = w * 64 + (size_t)__builtin_ctzll(region);
			uint64_t bit = (uint64_t)1 << (x & 63), *row = s->row;
			const uint64_t *up = o->up + x * o->words;

			region &= region - 1;
			if (x == keep || x == gone)
				continue;
			if (!(dg[w] & bit) && !gained) {
				set_offers(o, x, o->offers[x] | seen);
				continue;
			}
			if (dk[w] & dg[w] & bit) { /* up(x) holds U already: it loses gone */
				log_change(o, x, 0, gone);
				flip_bit(o, x, gone);
				o->offers[x] |= seen;
				continue;
			}
			if (!(dg[w] & bit)) { /* up(x) holds keep's old row: it gains the rest of U */
				gain_bits(o, x, u, kup, nwords, seen);
				continue;
			}
			for (i = 0; i < o->words; i++)
				row[i] = up[i] | u[i];
			row[gone >> 6] &= ~((uint64_t)1 << (gone & 63));
			if (memcmp(row, up, o->words * sizeof(uint64_t))) {
				s->gained[s->ngained++] = x; /* a row that changes here grows */
				save_row(o, x);
				set_row(o, x, row, o->offers[x] | seen);
			} else {
				set_offers(o, x, o->offers[x] | seen);
			}
		}
	}
	for (i = 0; i < s->ndirty; i++)
		s->state[s->dirty[i]] = 0;
	s->ndirty = 0;
	*ngained = s->ngained;
	return s->gained;
}

void kaba_order_edge_begin(const struct kaba_proposal *p, size_t sub, size_t super)
{
	struct kaba_order *o = p->order;
	struct kaba_order_state *s = o->s;

	/* an edge that closes a cycle is left to kaba_order_update */
	s->merging = !s->ndirty && sub != super && !kaba_order_leq(o, super, sub);
	if (s->merging)
		memcpy(s->merge_rows, s->down + sub * o->words, o->words * sizeof(uint64_t));
}

/*
 * After the new edge sub -> super: a class x at or below sub has the row
 * up(x) ∪ up(super), every other class keeps its row (super's among them,
 * as super is not below sub), and what x sees grows by what super offers.
 * So each class below sub gains the few bits of up(super) it lacks, where
 * an update computed every row below sub from its superclasses' rows word
 * by word (most of MI removal on ecj with pinned descriptors, whose M1
 * hangs large classes below others).
 */
const size_t *kaba_order_edge_end(const struct kaba_proposal *p, size_t super, size_t *ngained)
{
	struct kaba_order *o = p->order;
	struct kaba_order_state *s = o->s;
	const uint64_t *below = s->merge_rows, *u = o->up + super * o->words;
	unsigned char seen = o->offers[super] & (OFFERS_MEMBERS | OFFERS_BODIES);
	size_t w, i, nwords = 0;

	if (!s->merging)
		return NULL;
	s->merging = 0;
	s->ngained = 0;
	for (w = 0; w < o->words; w++)
		if (u[w])
			s->grown_words[nwords++] = w;
	for (w = 0; w < o->words; w++)
		for (uint64_t region = below[w]; region; region &= region - 1)
			gain_bits(o, w * 64 + (size_t)__builtin_ctzll(region), u, NULL, nwords, seen);
	for (i = 0; i < s->ndirty; i++)
		s->state[s->dirty[i]] = 0;
	s->ndirty = 0;
	*ngained = s->ngained;
	return s->gained;
}

const uint64_t *kaba_order_down(const struct kaba_order *o, size_t c)
{
	return o->s->down + c * o->words;
}

const uint64_t *kaba_order_with_members(const struct kaba_order *o)
{
	return o->s->with_members;
}

/* Whether class x has objects of its own, is at or below b and not below
 * a: the witness that not every object below b is below a. */
static int witnesses(const struct kaba_order *o, size_t x, size_t b, size_t a)
{
	return x != KABA_NONE && ((o->s->objects[x >> 6] >> (x & 63)) & 1) &&
	       kaba_order_leq(o, x, b) && !kaba_order_leq(o, x, a);
}

/* M0 asks this of every pair of superclasses of a class in every pass, tens
 * of millions of times on proguard, and nearly every answer is no: the
 * classes that last witnessed a no for b are tried first, a few bit tests,
 * before the rows are scanned. */
int kaba_objects_within(const struct kaba_proposal *p, size_t b, size_t a)
{
	const struct kaba_order *o = p->order;
	const uint64_t *below_b = o->s->down + b * o->words, *below_a = o->s->down + a * o->words;
	size_t *seen = o->s->witness + b * WITNESSES, w, i;

	if (kaba_order_update(p))
		return 0; /* not while the graph has a cycle, which no kept edit leaves */
	for (i = 0; i < WITNESSES; i++)
		if (witnesses(o, seen[i], b, a))
			return 0;
	for (w = 0; w < o->words; w++) {
		uint64_t out = below_b[w] & o->s->objects[w] & ~below_a[w];

		if (out) {
			seen[o->s->next_witness[b]++ % WITNESSES] = w * 64 + (size_t)__builtin_ctzll(out);
			return 0;
		}
	}
	return 1;
}

unsigned kaba_offers_of(const struct kaba_proposal *p, size_t c)
{
	kaba_order_update(p);
	return p->order->offers[c];
}

int kaba_lambda_row(const struct kaba_table *t, size_t r)
{
	return t->rows[r].kind == KABA_ROW_OBJECT && strstr(t->rows[r].name, "#lambda@") != NULL;
}

/* The first class in bitset `set` (a row of up or down) for which f
 * holds, or KABA_NONE. */
static size_t first_in(const struct kaba_proposal *p, const uint64_t *set,
		       int (*f)(const struct kaba_proposal *, size_t))
{
	size_t w;

	for (w = 0; w < p->order->words; w++) {
		uint64_t bits = set[w];

		while (bits) {
			size_t x = w * 64 + (size_t)__builtin_ctzll(bits);

			bits &= bits - 1;
			if (f(p, x))
				return x;
		}
	}
	return KABA_NONE;
}

/* Whether class c's own members include a field or a constructor: state
 * that an interface cannot hold. */
static int has_state(const struct kaba_proposal *p, size_t c)
{
	const struct kaba_ids *m = &p->classes[c].members;
	size_t i;

	for (i = 0; i < m->n; i++) {
		const struct kaba_column *col = &p->table->columns[m->v[i]];

		if (col->kind == KABA_COL_FIELD ||
		    (col->origin.member && !strcmp(col->origin.member, "<init>")))
			return 1;
	}
	return 0;
}

/* Whether all at or above class c could be interfaces: no objects of
 * their own, no state. */
static int stateless(const struct kaba_proposal *p, size_t c)
{
	const struct kaba_order *o = p->order;
	const uint64_t *up = o->up + c * o->words;
	size_t w;

	for (w = 0; w < o->words; w++)
		if (up[w] & o->s->objects[w])
			return 0;
	return first_in(p, up, has_state) == KABA_NONE;
}

/* Whether class c has a lambda's object among its instances and could be
 * an interface. */
static int lambda_home(const struct kaba_proposal *p, size_t c)
{
	const struct kaba_ids *in = &p->classes[c].instances;
	size_t i;

	for (i = 0; i < in->n && !kaba_lambda_row(p->table, in->v[i]); i++)
		;
	return i < in->n && stateless(p, c);
}

int kaba_lambda_interface(const struct kaba_proposal *p, size_t c)
{
	/* stateless(c) first: what is above c is above every class below it,
	 * and few classes with bodies have neither objects nor a constructor
	 * above them, so the walk down is rare */
	if (kaba_order_update(p) || !stateless(p, c))
		return 0;
	return first_in(p, p->order->s->down + c * p->order->words, lambda_home) != KABA_NONE;
}

int kaba_has_object_rows(const struct kaba_proposal *p, size_t c)
{
	return has_objects(p, c, 1);
}

int kaba_visible(const struct kaba_proposal *p, const struct kaba_order *o, size_t k, size_t c)
{
	size_t h = p->home[c];

	return h != KABA_NONE && k != KABA_NONE && kaba_order_leq(o, k, h);
}
