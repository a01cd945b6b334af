/* Reading the hierarchy off the lattice (docs/hierarchy.md §5, H1–H4). */
#include "impl.h"

#include <stdlib.h>
#include <string.h>

int kaba_table_lattice(const struct kaba_table *t, enum fca_kind kind, size_t limit,
		       struct fca_lattice **out, struct kaba_error *err)
{
	struct fca_options opt = { .kind = kind, .limit = limit };
	struct fca_context *ctx = kaba_table_context(t);
	char msg[256];
	int rc;

	*out = NULL;
	if (kind != FCA_FULL && kind != FCA_AOC)
		return kaba_fail(err, KABA_EINTERNAL, "lattice", -1,
				 "a proposal needs the full lattice or the AOC-poset");
	if (!ctx)
		return kaba_fail(err, KABA_EINTERNAL, "lattice", -1, "out of memory");
	rc = fca_lattice_build(ctx, &opt, out, msg, sizeof(msg));
	if (rc) {
		fca_context_free(ctx);
		*out = NULL;
		return kaba_fail(err, KABA_EINTERNAL, "lattice", -1, "%s", msg);
	}
	return KABA_OK;
}

void kaba_table_lattice_free(struct fca_lattice *lat)
{
	/* The context was made by kaba_table_lattice() for this lattice alone. */
	struct fca_context *ctx = lat ? (struct fca_context *)fca_lattice_context(lat) : NULL;

	fca_lattice_free(lat);
	fca_context_free(ctx);
}

void kaba_proposal_free(struct kaba_proposal *p)
{
	size_t i;

	if (!p)
		return;
	for (i = 0; p->classes && i < p->nclasses; i++) {
		kaba_ids_free(&p->classes[i].members);
		kaba_ids_free(&p->classes[i].instances);
		kaba_ids_free(&p->classes[i].supers);
		kaba_ids_free(&p->classes[i].subs);
	}
	free(p->classes);
	free(p->home);
	free(p->type);
	free(p->group_of);
	free(p->group_start);
	free(p->group_cols);
	free(p->checks);
	free(p->dom);
	free(p->lower_start);
	free(p->lower);
	free(p->fallback);
	free(p->visit);
	free(p->stack);
	free(p->changed);
	kaba_refusals_free(p->refusals);
	kaba_order_free(p->order);
	kaba_journal_free(p->journal);
	free(p);
}

static int row_is_empty(const struct kaba_table *t, size_t r)
{
	const uint64_t *row = kaba_table_row(t, r);
	size_t w;

	for (w = 0; w < t->words; w++)
		if (row[w])
			return 0;
	return 1;
}

/* Copy one concept's covers and own labels into class k; `used` has the
 * columns some row holds. */
static int read_class(struct kaba_proposal *p, const struct fca_lattice *lat, size_t k,
		      const uint64_t *used)
{
	const struct kaba_table *t = p->table;
	struct kaba_proposal_class *cl = &p->classes[k];
	const size_t *list;
	size_t n, i;

	cl->concept = k;
	n = fca_upper_covers(lat, k, &list);
	for (i = 0; i < n; i++)
		if (kaba_ids_add(&cl->supers, list[i]))
			return -1;
	n = fca_lower_covers(lat, k, &list);
	for (i = 0; i < n; i++)
		if (kaba_ids_add(&cl->subs, list[i]))
			return -1;
	n = fca_own_attributes(lat, k, &list);
	for (i = 0; i < n; i++) {
		size_t c = list[i];

		/* H4: a member no row uses is dead, not a member of ⊥. */
		if (!fca_bit(used, c))
			continue;
		p->home[c] = k;
		if (kaba_ids_add(&cl->members, c))
			return -1;
	}
	n = fca_own_objects(lat, k, &list);
	for (i = 0; i < n; i++) {
		size_t r = list[i];

		/* H4: a row that uses nothing is dead, not an instance of ⊤. */
		if (row_is_empty(t, r))
			continue;
		p->type[r] = k;
		if (kaba_ids_add(&cl->instances, r))
			return -1;
	}
	return 0;
}

struct kaba_proposal *kaba_proposal_alloc(const struct kaba_table *t, size_t n)
{
	struct kaba_proposal *p = calloc(1, sizeof(*p));
	size_t i;

	if (!p)
		return NULL;
	p->table = t;
	p->nclasses = n;
	p->classes = calloc(n ? n : 1, sizeof(*p->classes));
	p->home = malloc((t->ncolumns ? t->ncolumns : 1) * sizeof(size_t));
	p->type = malloc((t->nrows ? t->nrows : 1) * sizeof(size_t));
	p->visit = calloc(n ? n : 1, sizeof(size_t));
	p->stack = malloc((n ? 2 * n : 1) * sizeof(size_t));
	p->changed = calloc(n ? n : 1, sizeof(size_t));
	if (!p->classes || !p->home || !p->type || !p->visit || !p->stack || !p->changed) {
		kaba_proposal_free(p);
		return NULL;
	}
	p->generation = 1; /* checked_at 0: never checked */
	p->top = p->bottom = KABA_NONE;
	for (i = 0; i < t->ncolumns; i++)
		p->home[i] = KABA_NONE;
	for (i = 0; i < t->nrows; i++)
		p->type[i] = KABA_NONE;
	return p;
}

int kaba_proposal_finish(struct kaba_proposal *p)
{
	return kaba_signature_groups(p) || kaba_order_new(p) || kaba_journal_new(p) ? -1 : 0;
}

int kaba_proposal_read(const struct kaba_table *t, const struct fca_lattice *lat,
		       struct kaba_proposal **out, struct kaba_error *err)
{
	const struct fca_context *ctx = fca_lattice_context(lat);
	struct kaba_proposal *p;
	uint64_t *used = NULL;
	size_t n = fca_lattice_size(lat), i, w;

	*out = NULL;
	if (fca_context_objects(ctx) != t->nrows || fca_context_attributes(ctx) != t->ncolumns)
		return kaba_fail(err, KABA_EINTERNAL, "proposal", -1,
				 "the lattice was built from another table");
	if (fca_lattice_truncated(lat))
		return kaba_fail(err, KABA_EUNSUPPORTED, "proposal", -1,
				 "the lattice is truncated; a proposal needs all of it");
	if (!(p = kaba_proposal_alloc(t, n)))
		return kaba_fail(err, KABA_EINTERNAL, "proposal", -1, "out of memory");
	used = calloc(t->words ? t->words : 1, sizeof(uint64_t));
	if (!used)
		goto oom;
	for (i = 0; i < t->nrows; i++)
		for (w = 0; w < t->words; w++)
			used[w] |= kaba_table_row(t, i)[w];
	for (i = 0; i < n; i++)
		if (read_class(p, lat, i, used))
			goto oom;
	free(used);
	used = NULL;
	if (kaba_proposal_finish(p))
		goto oom;
	p->top = fca_top(lat) == FCA_NONE ? KABA_NONE : fca_top(lat);
	p->bottom = fca_bottom(lat) == FCA_NONE ? KABA_NONE : fca_bottom(lat);
	*out = p;
	return KABA_OK;
oom:
	free(used);
	kaba_proposal_free(p);
	return kaba_fail(err, KABA_EINTERNAL, "proposal", -1, "out of memory");
}
