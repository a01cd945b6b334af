/*
 * Array element classes (docs/constraints.md §7.9).  The table has one element row
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

/* Call fn with the plan class of each object below row e that `elem`
 * accepts (objects of the same class more than once); 0, or -1 when out of
 * memory. */
static int accepted_below(struct plan *pl, size_t e, struct kaba_pclass *elem,
			  void (*fn)(const struct plan *pl, size_t o, void *ctx), void *ctx)
{
	size_t nrows = pl->t->nrows, *queue, head = 0, tail = 0;
	unsigned char *seen;

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
		    (o = plan_of_row(pl, r)) != KABA_NONE)
			fn(pl, o, ctx);
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

/* The classes of the accepted objects, joined (accepted_below). */
struct joined {
	size_t k;               /* KABA_NONE: java/lang/Object */
	int none;               /* no object yet */
};

static void join_one(const struct plan *pl, size_t o, void *ctx)
{
	struct joined *j = ctx;

	j->k = j->none ? o : join(pl, j->k, o);
	j->none = 0;
}

/* The least class above the accepted objects below row e; *none is set
 * when there is no such object. */
static int join_below(struct plan *pl, size_t e, struct kaba_pclass *elem, size_t *k, int *none)
{
	struct joined j = { KABA_NONE, 1 };
	int rc = accepted_below(pl, e, elem, join_one, &j);

	*k = j.k;
	*none = j.none;
	return rc;
}

/* Is object row r, which `elem` refuses, an instance of one of the plan
 * classes v[0..n)? */
static int admitted(const struct plan *pl, size_t r, struct kaba_pclass *elem, const size_t *v,
		    size_t n)
{
	size_t i, o = plan_of_row(pl, r);

	if (pl->t->rows[r].kind != KABA_ROW_OBJECT || accepted(pl, r, elem) || o == KABA_NONE)
		return 0;
	for (i = 0; i < n; i++)
		if (plan_subtype(pl, o, v[i]))
			return 1;
	return 0;
}

/* Would an array whose store check accepts the instances of plan classes
 * v[0..n), made at the site of element row e, accept an object that
 * `elem` refused and that may be stored into it?  The table lists those
 * objects (kaba_refused_store); where the library stores into the array,
 * any object may be. */
static int store_check_widened(const struct plan *pl, struct kaba_pclass *elem, size_t e,
			       const size_t *v, size_t n)
{
	const struct kaba_table *t = pl->t;
	size_t i, r;
	int library = 0;

	for (i = 0; i < t->nrefused && !library; i++)
		if (t->refused[i].elem == e) {
			if (t->refused[i].object == UINT32_MAX)
				library = 1;
			else if (admitted(pl, t->refused[i].object, elem, v, n))
				return 1;
		}
	for (r = 0; library && r < t->nrows; r++)
		if (admitted(pl, r, elem, v, n))
			return 1;
	return 0;
}

/* The element class of element row e's array by the tree of classes:
 * ARRAY_OK, ARRAY_OF_NOTHING or ARRAY_STORE_WIDENED (array_element_class),
 * -1 when out of memory. */
static int tree_element_class(struct plan *pl, size_t e, struct kaba_pclass *c, size_t *k)
{
	int none;

	if (join_below(pl, e, c, k, &none))
		return -1;
	if (none)
		*k = plan_of_row(pl, e);
	/* Object[] accepts library objects too */
	if (*k != KABA_NONE && !store_check_widened(pl, c, e, k, 1))
		return ARRAY_OK;
	return none ? ARRAY_OF_NOTHING : ARRAY_STORE_WIDENED;
}

/* The distinct classes of the accepted objects (accepted_below). */
struct classes {
	size_t *v, n;
};

static void add_one(const struct plan *pl, size_t o, void *ctx)
{
	struct classes *s = ctx;
	size_t i;

	(void)pl;
	for (i = 0; i < s->n && s->v[i] != o; i++)
		;
	if (i == s->n)
		s->v[s->n++] = o;
}

/* The marker interface of element row e's array, implemented by the
 * classes s[0..n) of the objects its store check accepts: a new public
 * interface PKG/Kaba_ArrayN in the package of element class c. */
static int add_marker(struct plan *pl, size_t e, const struct kaba_pclass *c,
		      const struct classes *s, struct kaba_error *err)
{
	const char *slash = strrchr(c->name, '/');
	int pkg = slash ? (int)(slash - c->name) + 1 : 0;
	struct array_marker *am;
	struct plan_class *pc = NULL;
	struct kaba_buf b;
	size_t i, m;
	unsigned n;
	int rc = KABA_OK;

	kaba_buf_init(&b);
	for (n = 1; !b.oom; n++) {
		b.len = 0;
		kaba_buf_printf(&b, "%.*sKaba_Array%u", pkg, c->name, n);
		if (!plan_name_taken(pl, (const char *)b.data, b.len))
			break;
	}
	kaba_buf_u8(&b, 0);
	am = kaba_arena_alloc(&pl->arena, sizeof(*am));
	if (b.oom || !am || !(pc = plan_add_class(pl, err)) ||
	    !(pc->name = kaba_arena_strdup(&pl->arena, (const char *)b.data)))
		rc = err->status ? err->status : kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
	kaba_buf_free(&b);
	if (rc)
		return rc;
	pc->super_name = "java/lang/Object";
	pc->is_interface = 1;
	m = pl->n - 1;
	for (i = 0; i < s->n; i++)
		if ((rc = plan_implement(pl, s->v[i], m, err)))
			return rc;
	am->row = e;
	am->k = m;
	am->next = pl->array_markers;
	pl->array_markers = am;
	return KABA_OK;
}

/* The original element class of element row e (origin.type `C[]`), if it
 * is restructured. */
struct kaba_pclass *plan_element_class(const struct plan *pl, size_t e)
{
	const char *type = pl->t->rows[e].origin.type;
	size_t len = type ? strlen(type) : 0;

	if (len < 3 || strcmp(type + len - 2, "[]") || memchr(type, '[', len - 2))
		return NULL;
	return plan_user_class(pl, type, len - 2);
}

/*
 * An array whose store check no class of the tree keeps: the least class
 * above the objects stored (the accepted ones) is also above an object
 * that the original check refused and that may be stored (javac's `new
 * K0[] {...}` passed to Arrays.sort: the library may store any object it
 * holds).  An interface need not be above whole subtrees: a marker
 * interface implemented by the classes of the accepted objects accepts
 * exactly their instances, which keeps the check unless a refused object
 * is of one of those classes or below.  Planned before the class files
 * are made, as it adds a class and superinterfaces.
 */
int arrays_plan(struct plan *pl, struct kaba_error *err)
{
	const struct kaba_table *t = pl->t;
	struct classes s = { NULL, 0 };
	size_t e, k;
	int rc = KABA_OK;

	for (e = 0; e < t->nrows && !rc; e++) {
		struct kaba_pclass *c;

		if (t->rows[e].kind != KABA_ROW_ELEMENT || !(c = plan_element_class(pl, e)))
			continue;
		if ((rc = tree_element_class(pl, e, c, &k)) != ARRAY_STORE_WIDENED) {
			rc = rc < 0 ? kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory") : KABA_OK;
			continue;
		}
		rc = KABA_OK;
		s.n = 0;
		if (!s.v && !(s.v = malloc((pl->n + 1) * sizeof(*s.v))))
			return kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
		if (accepted_below(pl, e, c, add_one, &s))
			rc = kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
		else if (!store_check_widened(pl, c, e, s.v, s.n))
			rc = add_marker(pl, e, c, &s, err);
	}
	free(s.v);
	return rc;
}

int array_element_class(struct plan *pl, const struct kaba_pmember *m, long pc,
			const char *elem, size_t len, size_t *k)
{
	size_t e = plan_site_row(pl, KABA_ROW_ELEMENT, m->owner, m, pc);
	const struct array_marker *am;
	int rc;

	*k = KABA_NONE;
	if (e == KABA_NONE)     /* no element row: unreachable code */
		return ARRAY_NO_ROW;
	rc = tree_element_class(pl, e, plan_user_class(pl, elem, len), k);
	for (am = pl->array_markers; rc == ARRAY_STORE_WIDENED && am; am = am->next)
		if (am->row == e) {
			*k = am->k;
			rc = ARRAY_OK;
		}
	return rc;
}
