/* Editing the class graph: merge, delete, add an edge, undo; the editor's
 * moves and splits. */
#include "impl.h"

#include <stdlib.h>
#include <string.h>

int kaba_is_constructor(const struct kaba_column *c)
{
	return c->origin.member &&
	       (!strcmp(c->origin.member, "<init>") || !strcmp(c->origin.member, "<clinit>"));
}

int kaba_same_signature(const struct kaba_column *a, const struct kaba_column *b)
{
	return a->kind == b->kind && a->origin.member && b->origin.member &&
	       !strcmp(a->origin.member, b->origin.member) &&
	       (a->origin.descriptor ? b->origin.descriptor &&
					       !strcmp(a->origin.descriptor, b->origin.descriptor)
				     : !b->origin.descriptor);
}

/* A package-private member (JVMS 4.6: none of public, protected, private). */
static int package_private(const struct kaba_column *c)
{
	return !(c->access & (0x0001 | 0x0002 | 0x0004));
}

static int same_package(const char *a, const char *b)
{
	const char *sa = strrchr(a, '/'), *sb = strrchr(b, '/');
	size_t la = sa ? (size_t)(sa - a) : 0, lb = sb ? (size_t)(sb - b) : 0;

	return la == lb && !strncmp(a, b, la);
}

/* Two method columns, a dcl or a def each, of one name and descriptor. */
static int one_method_signature(const struct kaba_column *x, const struct kaba_column *y)
{
	return (x->kind == KABA_COL_DCL || x->kind == KABA_COL_DEF) &&
	       (y->kind == KABA_COL_DCL || y->kind == KABA_COL_DEF) && x->origin.member &&
	       y->origin.member && !strcmp(x->origin.member, y->origin.member) &&
	       (x->origin.descriptor ? y->origin.descriptor &&
					       !strcmp(x->origin.descriptor, y->origin.descriptor)
				     : !y->origin.descriptor);
}

int kaba_same_method(const struct kaba_proposal *p, size_t a, size_t b)
{
	const struct kaba_column *x = &p->table->columns[a], *y = &p->table->columns[b];
	/* one signature group (check.c) is one name and descriptor (a missing
	 * one grouped with ""), and the lookups ask only within a group: no
	 * string compares then */
	int grouped = p->group_of && p->group_of[a] != KABA_NONE && p->group_of[a] == p->group_of[b] &&
		      !x->origin.descriptor == !y->origin.descriptor;

	if (!grouped && !one_method_signature(x, y))
		return 0;
	/* a private method overrides nothing and is overridden by nothing
	 * (JVMS 5.4.5): it is one method only with the columns of its own class */
	if (p->access_known && ((x->access | y->access) & 0x0002))
		return x->origin.owner && y->origin.owner && !strcmp(x->origin.owner, y->origin.owner);
	if (!p->access_known || !(package_private(x) || package_private(y)))
		return 1;
	return x->origin.owner && y->origin.owner && same_package(x->origin.owner, y->origin.owner);
}

int kaba_members_clash(const struct kaba_proposal *p, const struct kaba_ids *x,
		       const struct kaba_ids *y, size_t *a, size_t *b)
{
	const struct kaba_table *t = p->table;
	size_t i, j;

	for (i = 0; i < x->n; i++) {
		const struct kaba_column *c = &t->columns[x->v[i]];

		if (c->kind == KABA_COL_CHECK_TRUE || c->kind == KABA_COL_CHECK_FALSE ||
		    kaba_is_constructor(c))
			continue;
		for (j = x == y ? i + 1 : 0; j < y->n; j++) {
			const struct kaba_column *d = &t->columns[y->v[j]];
			int twice = (c->kind == KABA_COL_DEF || c->kind == KABA_COL_FIELD) &&
				    kaba_same_signature(c, d);

			if (twice || (one_method_signature(c, d) && !kaba_same_method(p, x->v[i], y->v[j]))) {
				*a = x->v[i];
				*b = y->v[j];
				return 1;
			}
		}
	}
	return 0;
}

/* Whether b is at or above a: one bit of the order (order.c), brought up
 * to date.  MI removal asks this for every pair of classes it looks at,
 * and a walk each time was most of javacc's run.  While the class graph
 * has a cycle the order cannot be updated; then a DFS over supers with an
 * explicit stack (the hierarchy may be deep), on the proposal's scratch
 * arrays, answers. */
int kaba_reaches(struct kaba_proposal *p, size_t a, size_t b)
{
	size_t top = 0, i, stamp;

	if (a == b)
		return 1;
	if (!kaba_order_update(p))
		return kaba_order_leq(p->order, a, b);
	stamp = ++p->stamp;
	p->stack[top++] = a;
	p->visit[a] = stamp;
	while (top) {
		const struct kaba_ids *s = &p->classes[p->stack[--top]].supers;

		for (i = 0; i < s->n; i++) {
			if (s->v[i] == b)
				return 1;
			if (p->visit[s->v[i]] != stamp) {
				p->visit[s->v[i]] = stamp;
				p->stack[top++] = s->v[i];
			}
		}
	}
	return 0;
}

size_t kaba_walk(struct kaba_proposal *p, size_t c, int up, size_t stamp, size_t n)
{
	size_t i = n, j;

	if (p->visit[c] == stamp)
		return n;
	p->visit[c] = stamp;
	p->stack[n++] = c;
	for (; i < n; i++) {
		const struct kaba_proposal_class *k = &p->classes[p->stack[i]];
		const struct kaba_ids *next = up ? &k->supers : &k->subs;

		for (j = 0; j < next->n; j++) {
			if (p->visit[next->v[j]] != stamp) {
				p->visit[next->v[j]] = stamp;
				p->stack[n++] = next->v[j];
			}
		}
	}
	return n;
}

void kaba_touch_subs(struct kaba_proposal *p, size_t c)
{
	kaba_journal_save(p, c);
	p->changed[c] = ++p->generation;
}

void kaba_touch(struct kaba_proposal *p, size_t c)
{
	kaba_touch_subs(p, c);
	kaba_order_touch(p->order, c);
}

/* Remove the edge sub → super from both lists, journalled, leaving the
 * order as it is: for an implied edge (reduce), whose superclass lies
 * above another superclass of sub, so what lies at or above sub and what
 * it sees stay the same. */
static void cut_edge(struct kaba_proposal *p, size_t sub, size_t super)
{
	kaba_touch_subs(p, sub);
	kaba_touch_subs(p, super);
	kaba_ids_remove(&p->classes[sub].supers, super);
	kaba_ids_remove(&p->classes[super].subs, sub);
}

static void unlink_edge(struct kaba_proposal *p, size_t sub, size_t super)
{
	kaba_order_touch(p->order, sub);
	cut_edge(p, sub, super);
}

static int link_edge(struct kaba_proposal *p, size_t sub, size_t super)
{
	if (sub == super)
		return 0;
	kaba_touch(p, sub);
	kaba_touch_subs(p, super);
	if (kaba_ids_add(&p->classes[sub].supers, super) ||
	    kaba_ids_add(&p->classes[super].subs, sub))
		return -1;
	return 0;
}

/* Drop the superclass edges of x that another superclass of x implies:
 * a superclass above another one.  Only the edges to a class in bitset
 * `new` (a row of the order's words; NULL: every class) are looked at:
 * the classes some superclass of x lies below now and did not before,
 * when x's own superclasses are the ones it had.  (Dropping them changes
 * no up-set, so the order stays valid while it runs: cut_edge.) */
static void reduce(struct kaba_proposal *p, size_t x, const uint64_t *new)
{
	struct kaba_ids *s = &p->classes[x].supers;
	size_t i = 0, j;

	while (i < s->n) {
		int implied = 0;

		if (new && !((new[s->v[i] >> 6] >> (s->v[i] & 63)) & 1)) {
			i++;
			continue;
		}
		for (j = 0; j < s->n && !implied; j++)
			implied = j != i && kaba_order_leq(p->order, s->v[j], s->v[i]);
		if (implied)
			cut_edge(p, x, s->v[i]);
		else
			i++;
	}
}

/* After new paths through c appeared, an edge x → y can only have become
 * redundant if x lies at or below c: reduce all of those.  A cycle the
 * edit closed leaves them as they are: the cycle check refuses it. */
static void reduce_below(struct kaba_proposal *p, size_t c)
{
	size_t n, i;

	if (kaba_order_update(p))
		return;
	n = kaba_walk(p, c, 0, ++p->stamp, 0);
	for (i = 0; i < n; i++)
		reduce(p, p->stack[i], NULL);
}

/* After an edit that grew rows, with the rows up to date, `gained` the
 * classes whose rows grew, `top` the class whose row (taken after the
 * edit) holds every class they gained, and `moved` the class whose
 * superclasses changed (with its subclasses when `with_subs`): an edge
 * x -> y can only have become redundant if x's superclasses changed or one
 * of them now lies below y where it did not (a subclass of a class that
 * grew), since the graph was reduced before, and then y is at or above
 * top.  After a merge of gone into keep, top and moved are keep, whose
 * subclasses took over gone's; after a new edge sub -> super, top is super
 * and moved sub.  Merging a class into its only superclass grows no row,
 * and the walk of reduce_below over every class below keep was a quarter
 * of MI removal on proguard; testing every pair of superclasses of a class
 * whose superclasses stayed was a fifth. */
static void reduce_grown(struct kaba_proposal *p, size_t top, size_t moved, int with_subs,
			 const size_t *gained, size_t n)
{
	const uint64_t *above = p->order->up + top * p->order->words;
	size_t stamp = ++p->stamp, m = 0, direct, i, j;

	for (i = 0; i <= n; i++) {
		size_t c = i < n ? gained[i] : moved;
		const struct kaba_ids *subs = &p->classes[c].subs;

		if (p->visit[c] != stamp) {
			p->visit[c] = stamp;
			p->stack[m++] = c;
		}
		for (j = 0; j < subs->n; j++) {
			if (p->visit[subs->v[j]] != stamp) {
				p->visit[subs->v[j]] = stamp;
				p->stack[m++] = subs->v[j];
			}
		}
	}
	direct = ++p->stamp;
	p->visit[moved] = direct;
	for (j = 0; with_subs && j < p->classes[moved].subs.n; j++)
		p->visit[p->classes[moved].subs.v[j]] = direct;
	for (i = 0; i < m; i++)
		reduce(p, p->stack[i], p->visit[p->stack[i]] == direct ? NULL : above);
}

/* The classes nearest above class x that are not in bitset `gone`: its
 * superclasses, and through those in `gone` the classes above them,
 * listed in stack from position n on (marked with stamp); returns the end
 * of the list. */
static size_t first_kept_above(struct kaba_proposal *p, size_t x, const uint64_t *gone,
			       size_t *stack, size_t stamp, size_t n)
{
	size_t top = 0, i, *path = stack + p->nclasses;

	path[top++] = x;
	while (top) {
		const struct kaba_ids *s = &p->classes[path[--top]].supers;

		for (i = 0; i < s->n; i++) {
			size_t y = s->v[i];

			if (p->visit[y] == stamp)
				continue;
			p->visit[y] = stamp;
			if ((gone[y >> 6] >> (y & 63)) & 1)
				path[top++] = y;
			else
				stack[n++] = y;
		}
	}
	return n;
}

int kaba_splice_classes(struct kaba_proposal *p, const size_t *gone, size_t n)
{
	size_t words = p->nclasses / 64 + 1, nx = 0, ne = 0, i, j, k, stamp;
	uint64_t *in_gone = calloc(words, sizeof(uint64_t));
	size_t *xs = malloc((p->nclasses + 1) * sizeof(size_t));
	size_t *start = malloc((p->nclasses + 2) * sizeof(size_t));
	size_t *edges = NULL, *scratch = malloc(2 * (p->nclasses + 1) * sizeof(size_t));
	int rc = -1;

	if (!in_gone || !xs || !start || !scratch)
		goto out;
	for (i = 0; i < n; i++)
		in_gone[gone[i] >> 6] |= (uint64_t)1 << (gone[i] & 63);
	/* the classes whose superclasses change: those directly below one
	 * that goes, and what each will hang below, from the lists as they
	 * are */
	stamp = ++p->stamp;
	for (i = 0; i < n; i++)
		for (j = 0; j < p->classes[gone[i]].subs.n; j++) {
			size_t x = p->classes[gone[i]].subs.v[j];

			if (!((in_gone[x >> 6] >> (x & 63)) & 1) && p->visit[x] != stamp) {
				p->visit[x] = stamp;
				xs[nx++] = x;
			}
		}
	for (i = 0; i < nx; i++) {
		size_t *grown, m = first_kept_above(p, xs[i], in_gone, scratch, ++p->stamp, 0);

		if (!(grown = realloc(edges, (ne + m + 1) * sizeof(size_t))))
			goto out;
		edges = grown;
		start[i] = ne;
		memcpy(edges + ne, scratch, m * sizeof(size_t));
		ne += m;
	}
	start[nx] = ne;
	for (i = 0; i < n; i++)
		kaba_delete_class(p, gone[i]);
	for (i = 0; i < nx; i++)
		for (k = start[i]; k < start[i + 1]; k++)
			if (link_edge(p, xs[i], edges[k]))
				goto out;
	/* the reduction the splices one by one leave (kaba_add_super): of
	 * every class at or below one whose superclasses changed */
	rc = 0;
	if (kaba_order_update(p))
		goto out;
	stamp = ++p->stamp;
	for (i = 0, k = 0; i < nx; i++)
		k = kaba_walk(p, xs[i], 0, stamp, k);
	for (i = 0; i < k; i++)
		reduce(p, p->stack[i], NULL);
out:
	free(in_gone);
	free(xs);
	free(start);
	free(edges);
	free(scratch);
	return rc;
}

int kaba_drop_super(struct kaba_proposal *p, size_t sub, size_t super)
{
	unlink_edge(p, sub, super);
	return 0;
}

int kaba_add_super(struct kaba_proposal *p, size_t sub, size_t super)
{
	const size_t *gained;
	size_t ngained;

	kaba_order_edge_begin(p, sub, super);
	if (link_edge(p, sub, super))
		return -1;
	if ((gained = kaba_order_edge_end(p, super, &ngained)))
		reduce_grown(p, super, sub, 0, gained, ngained);
	else
		reduce_below(p, sub);
	return 0;
}

int kaba_leave_classes_above(struct kaba_proposal *p, size_t c, size_t unused)
{
	const struct kaba_ids *supers = &p->classes[c].supers, *subs = &p->classes[c].subs;
	size_t i = 0, j;

	(void)unused;
	while (i < supers->n) {
		size_t s = supers->v[i];

		if (kaba_proposal_is_interface(p, s)) {
			i++;
			continue;
		}
		for (j = 0; j < subs->n; j++)
			if (link_edge(p, subs->v[j], s))
				return -1;
		unlink_edge(p, c, s);
	}
	reduce_below(p, c);
	return 0;
}

int kaba_move_members_up(struct kaba_proposal *p, size_t a, size_t b)
{
	struct kaba_ids *m = &p->classes[b].members;

	kaba_touch(p, a);
	kaba_touch(p, b);
	while (m->n) {
		p->home[m->v[0]] = a;
		if (kaba_ids_add(&p->classes[a].members, m->v[0]))
			return -1;
		kaba_ids_remove(m, m->v[0]);
	}
	return 0;
}

void kaba_delete_class(struct kaba_proposal *p, size_t c)
{
	struct kaba_proposal_class *cl = &p->classes[c];

	kaba_touch(p, c);
	while (cl->supers.n)
		unlink_edge(p, c, cl->supers.v[0]);
	while (cl->subs.n)
		unlink_edge(p, cl->subs.v[0], c);
	cl->removed = 1;
	if (p->top == c)
		p->top = KABA_NONE;
	if (p->bottom == c)
		p->bottom = KABA_NONE;
}

int kaba_merge(struct kaba_proposal *p, size_t keep, size_t gone)
{
	struct kaba_proposal_class *k = &p->classes[keep], *g = &p->classes[gone];
	const size_t *gained;
	size_t i, ngained;

	kaba_order_merge_begin(p, keep, gone);
	kaba_touch(p, keep);
	kaba_touch(p, gone);
	for (i = 0; i < g->members.n; i++) {
		p->home[g->members.v[i]] = keep;
		if (kaba_ids_add(&k->members, g->members.v[i]))
			return -1;
	}
	for (i = 0; i < g->instances.n; i++) {
		p->type[g->instances.v[i]] = keep;
		if (kaba_ids_add(&k->instances, g->instances.v[i]))
			return -1;
	}
	kaba_ids_free(&g->members);
	kaba_ids_free(&g->instances);
	while (g->supers.n) {
		size_t s = g->supers.v[0];

		unlink_edge(p, gone, s);
		if (s != keep && link_edge(p, keep, s))
			return -1;
	}
	while (g->subs.n) {
		size_t s = g->subs.v[0];

		unlink_edge(p, s, gone);
		if (s != keep && link_edge(p, s, keep))
			return -1;
	}
	g->removed = 1;
	if (p->top == gone)
		p->top = keep;
	if (p->bottom == gone)
		p->bottom = keep;
	p->merges++;
	if ((gained = kaba_order_merge_end(p, keep, gone, &ngained)))
		reduce_grown(p, keep, keep, 1, gained, ngained);
	else
		reduce_below(p, keep);
	return 0;
}

/* What `edit` does, as far as the scoped check can use it (only when the
 * proposal passed every check before it). */
static enum kaba_edit_effect effect(const struct kaba_proposal *p, kaba_edit *edit)
{
	if (!p->sound)
		return KABA_EDIT_ANY;
	if (edit == kaba_merge || edit == kaba_add_super)
		return KABA_EDIT_GROWN;
	if (edit == kaba_drop_super)
		return KABA_EDIT_CUT;
	return edit == kaba_move_members_up ? KABA_EDIT_RAISE : KABA_EDIT_ANY;
}

/* What the scoped check needs to know of the proposal before an edit:
 * for a merge or a new edge between a and b (GROWN), the classes at or
 * below both, whose objects see nothing new after it (for M0's new edge,
 * every class with objects below b but b); for a dropped edge below a
 * (CUT), a's row of the order.  NULL for other edits, or when out of
 * memory. */
static uint64_t *before_edit(struct kaba_proposal *p, enum kaba_edit_effect e, size_t a, size_t b)
{
	const struct kaba_order *o = p->order;
	const uint64_t *da, *db;
	uint64_t *row;
	size_t w;

	if ((e != KABA_EDIT_GROWN && e != KABA_EDIT_CUT) || kaba_order_update(p) ||
	    !(row = malloc(o->words * sizeof(*row))))
		return NULL;
	if (e == KABA_EDIT_CUT)
		return memcpy(row, o->up + a * o->words, o->words * sizeof(*row));
	da = kaba_order_down(o, a);
	db = kaba_order_down(o, b);
	for (w = 0; w < o->words; w++)
		row[w] = da[w] & db[w];
	return row;
}

/* The scoped check after edit(p, a, b), whose effect is e. */
static int check_edit(struct kaba_proposal *p, enum kaba_edit_effect e, size_t a,
		      const uint64_t *before, struct kaba_error *err)
{
	if (before && e == KABA_EDIT_GROWN)
		return kaba_proposal_check_grown(p, a, before, err);
	if (before)
		return kaba_proposal_check_cut(p, a, before, err);
	return kaba_proposal_check_below(p, a, e, err);
}

/*
 * The scoped check of kaba_proposal_check_below() is enough only if the
 * proposal passed every check before the edit; then it passes them after a
 * kept edit too.  So the whole proposal is checked once, and again only
 * after changes that did not come through here.
 */
int kaba_sound(struct kaba_proposal *p)
{
	struct kaba_error check = { 0 };

	if (p->checked_at != p->generation) {
		p->sound = !kaba_proposal_check(p, &check);
		p->checked_at = p->generation;
	}
	return p->sound;
}

int kaba_try_edit(struct kaba_proposal *p, kaba_edit *edit, size_t a, size_t b)
{
	struct kaba_error check = { 0 };
	size_t merges = p->merges;
	enum kaba_edit_effect e;
	uint64_t *before;
	int kept = 1;

	kaba_sound(p);
	if (p->sound && kaba_refused_before(p, edit, a, b)) {
		p->undone++;
		return 0;
	}
	if (edit == kaba_merge && kaba_merge_breaks_g4(p, a, b)) {
		/* what trying it would leave: refused, remembered */
		p->undone++;
		return p->sound && kaba_refusal_note(p, edit, a, b) ? -1 : 0;
	}
	e = effect(p, edit);
	before = before_edit(p, e, a, b);
	kaba_journal_open(p);
	if (edit(p, a, b) || kaba_journal_failed(p))
		kept = -1; /* out of memory half-way */
	else if (check_edit(p, e, a, before, &check))
		kept = check.status == KABA_EINTERNAL ? -1 : 0;
	free(before);
	if (kept <= 0 && !kaba_journal_failed(p)) {
		if (kaba_journal_undo(p))
			kept = -1;
		p->merges = merges;
		p->undone += kept == 0;
		/* the proposal is the one checked before the edit */
		p->checked_at = p->generation;
		if (!kept && p->sound && kaba_refusal_note(p, edit, a, b))
			kept = -1;
	} else if (kept > 0 && p->sound) {
		p->checked_at = p->generation;
	}
	kaba_journal_close(p);
	return kept;
}

void kaba_proposal_edits_begin(struct kaba_proposal *p)
{
	kaba_journal_open(p);
}

int kaba_proposal_edits_undo(struct kaba_proposal *p)
{
	return kaba_journal_failed(p) || kaba_journal_undo(p) ? -1 : 0;
}

void kaba_proposal_edits_end(struct kaba_proposal *p)
{
	kaba_journal_close(p);
}

/* Move member or row x (members: which) from its class *at (KABA_NONE:
 * dead) to class cls. */
static int move_to(struct kaba_proposal *p, size_t x, size_t *at, size_t cls, int members)
{
	struct kaba_proposal_class *to = &p->classes[cls];

	if (*at != KABA_NONE) {
		struct kaba_proposal_class *from = &p->classes[*at];

		kaba_touch(p, *at);
		kaba_ids_remove(members ? &from->members : &from->instances, x);
	}
	kaba_touch(p, cls);
	*at = cls;
	return kaba_ids_add(members ? &to->members : &to->instances, x);
}

int kaba_proposal_move_row(struct kaba_proposal *p, size_t r, size_t cls)
{
	return move_to(p, r, &p->type[r], cls, 0);
}

int kaba_proposal_move_member(struct kaba_proposal *p, size_t c, size_t cls)
{
	return move_to(p, c, &p->home[c], cls, 1);
}

int kaba_proposal_split(struct kaba_proposal *p, size_t c, size_t fresh)
{
	struct kaba_proposal_class *k = &p->classes[c], *f = &p->classes[fresh];

	kaba_touch(p, c);
	kaba_touch(p, fresh);
	f->removed = 0;
	for (size_t i = 0; i < k->instances.n;) {
		size_t r = k->instances.v[i], d = p->table->rows[r].link;

		if (p->table->rows[r].kind == KABA_ROW_THIS && d != KABA_NONE && p->home[d] == c)
			i++;    /* I1: the this-row of a body stays with it */
		else if (kaba_proposal_move_row(p, r, fresh))
			return -1;
	}
	while (k->subs.n) {
		size_t s = k->subs.v[0];

		unlink_edge(p, s, c);
		if (link_edge(p, s, fresh))
			return -1;
	}
	if (p->bottom == c)
		p->bottom = fresh;
	return link_edge(p, fresh, c);
}

int kaba_proposal_merge(struct kaba_proposal *p, size_t keep, size_t gone)
{
	return kaba_merge(p, keep, gone);
}

int kaba_proposal_subclass(struct kaba_proposal *p, size_t sub, size_t super)
{
	return kaba_add_super(p, sub, super);
}
