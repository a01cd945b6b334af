/*
 * Array element classes (snelting-tip §7.9).  The table has one element row
 * e per `anewarray C` site, and the objects stored into that array lie below
 * e (row implications e => stored value => ... => O).  The JVM checks every
 * store at run time (ArrayStoreException), a type check the table has no
 * column for, so the new element class K is chosen here to give each store
 * the outcome it had:
 *
 *   - K is the least class above the objects below e that C accepts: each of
 *     them is still accepted, and K stays at or below γ(e) (classes form a
 *     tree), so loads through the array type as the table says;
 *   - no object that C refuses and that may be stored into the array may
 *     be an instance of K.  The table lists them (kaba_refused_store: the
 *     objects of a value that C does not fit); where the library stores into
 *     the array, every object of the program is checked.
 *
 * When no object below e is accepted, K is γ(e), under the same check; if
 * that fails, the array gets java/lang/Void, a final class no object is an
 * instance of: the analysis saw no object that C accepts stored (a value
 * that fits C comes below e, the objects of a value that may not, that do),
 * so each store of an object fails as before, and loads give null.
 */
#include <stdlib.h>
#include <string.h>

#include "arrays.h"

/* Row implications by their `from` row, built once per plan. */
static int index_implications(struct plan *pl)
{
	const struct kaba_table *t = pl->t;
	size_t i, *fill;

	if (pl->sub_start)
		return 0;
	pl->sub_start = kaba_arena_alloc(&pl->arena, (t->nrows + 1) * sizeof(size_t));
	pl->sub = kaba_arena_alloc(&pl->arena, (t->nimplications + 1) * sizeof(size_t));
	fill = calloc(t->nrows + 1, sizeof(*fill));
	if (!pl->sub_start || !pl->sub || !fill) {
		free(fill);
		pl->sub_start = NULL;
		return -1;
	}
	for (i = 0; i < t->nimplications; i++)
		if (t->implications[i].kind == KABA_IMPL_ROW)
			fill[t->implications[i].from + 1]++;
	for (i = 0; i < t->nrows; i++)
		fill[i + 1] += fill[i];
	memcpy(pl->sub_start, fill, (t->nrows + 1) * sizeof(size_t));
	for (i = 0; i < t->nimplications; i++)
		if (t->implications[i].kind == KABA_IMPL_ROW)
			pl->sub[fill[t->implications[i].from]++] = t->implications[i].to;
	free(fill);
	return 0;
}

/* Is object row r of a class that the original element class `elem`
 * accepts?  Library objects never are. */
static int accepted(const struct plan *pl, size_t r, struct kaba_pclass *elem)
{
	const char *type = pl->t->rows[r].origin.type;
	struct kaba_pclass *t = type ? plan_user_class(pl, type, strlen(type)) : NULL;

	return t && kaba_pclass_is_subtype(pl->prog, t, elem) == KABA_YES;
}

/* The least plan class at or above both a and b (superclasses only);
 * KABA_NONE stands for java/lang/Object. */
static size_t join(const struct plan *pl, size_t a, size_t b)
{
	while (a != KABA_NONE && !plan_below(pl, b, a))
		a = pl->cls[a].super;
	return a;
}

/* The least class above the accepted objects below row e; *none is set
 * when there is no such object. */
static int join_below(struct plan *pl, size_t e, struct kaba_pclass *elem, size_t *k, int *none)
{
	size_t nrows = pl->t->nrows, *queue, head = 0, tail = 0;
	unsigned char *seen;

	*none = 1;
	*k = KABA_NONE;
	if (index_implications(pl))
		return -1;
	queue = malloc(nrows * sizeof(*queue));
	seen = calloc(nrows, 1);
	if (!queue || !seen) {
		free(queue);
		free(seen);
		return -1;
	}
	queue[tail++] = e;
	seen[e] = 1;
	while (head < tail) {
		size_t r = queue[head++], i, o;

		if (pl->t->rows[r].kind == KABA_ROW_OBJECT && accepted(pl, r, elem) &&
		    (o = plan_of_row(pl, r)) != KABA_NONE) {
			*k = *none ? o : join(pl, *k, o);
			*none = 0;
		}
		for (i = pl->sub_start[r]; i < pl->sub_start[r + 1]; i++)
			if (!seen[pl->sub[i]]) {
				seen[pl->sub[i]] = 1;
				queue[tail++] = pl->sub[i];
			}
	}
	free(queue);
	free(seen);
	return 0;
}

/* Is object row r, which `elem` refuses, an instance of plan class k? */
static int admitted(const struct plan *pl, size_t r, struct kaba_pclass *elem, size_t k)
{
	return pl->t->rows[r].kind == KABA_ROW_OBJECT && !accepted(pl, r, elem) &&
	       plan_of_row(pl, r) != KABA_NONE && plan_subtype(pl, plan_of_row(pl, r), k);
}

/* Would an array of plan class k, made at the site of element row e,
 * accept an object that `elem` refused and that may be stored into it?
 * The table lists those objects (kaba_refused_store); where the library
 * stores into the array, any object may be. */
static int store_check_widened(const struct plan *pl, struct kaba_pclass *elem, size_t e,
			       size_t k)
{
	const struct kaba_table *t = pl->t;
	size_t i, r;
	int library = 0;

	if (k == KABA_NONE)     /* Object[] accepts library objects too */
		return 1;
	for (i = 0; i < t->nrefused && !library; i++)
		if (t->refused[i].elem == e) {
			if (t->refused[i].object == UINT32_MAX)
				library = 1;
			else if (admitted(pl, t->refused[i].object, elem, k))
				return 1;
		}
	for (r = 0; library && r < t->nrows; r++)
		if (admitted(pl, r, elem, k))
			return 1;
	return 0;
}

int array_element_class(struct plan *pl, const struct kaba_pmember *m, long pc,
			const char *elem, size_t len, size_t *k)
{
	struct kaba_pclass *c = plan_user_class(pl, elem, len);
	size_t e = plan_site_row(pl, KABA_ROW_ELEMENT, m->owner, m, pc);
	int none;

	*k = KABA_NONE;
	if (e == KABA_NONE)     /* no element row: unreachable code */
		return ARRAY_NO_ROW;
	if (join_below(pl, e, c, k, &none))
		return -1;
	if (none)
		*k = plan_of_row(pl, e);
	if (!store_check_widened(pl, c, e, *k))
		return ARRAY_OK;
	return none ? ARRAY_OF_NOTHING : ARRAY_STORE_WIDENED;
}

