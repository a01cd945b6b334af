/*
 * Library supertypes in the new hierarchy (docs/constraints.md §7.4: library
 * classes are never refactored, and a user class keeps the library
 * supertypes it had).  The JVM and the library see an object through them:
 * `athrow` and handlers need a Throwable, the library calls compareTo on a
 * Comparable, a library superclass holds state and code of its own.
 *
 * So each new class that holds objects implements the library interfaces
 * of their original classes, and the root of the superclass chain above it
 * extends their library superclass (java/lang/Object for most).
 *
 * A class above objects of different library superclasses (user classes
 * extending Object and user exceptions extending RuntimeException) cannot
 * be a superclass of all of them.  If it holds nothing only a class can
 * hold, that is no field, body, constructor and no object (only
 * declarations, type checks and library members such as
 * def(Object.<init>): Object's members are every interface's), it becomes
 * an interface; static members it kept for an original class of its name
 * (plan.c) move to a holder of their own with that name, and the
 * interface is renamed (holders.c).  Otherwise it stays a class for the
 * objects that use what it holds, if those share one library superclass
 * (the multiple-inheritance removal's merges and moves, which put members
 * above objects that do not use them, are what usually joins such
 * objects); any other such class is refused (exit 4).  Each class then
 * extends the nearest class above it in the proposal whose objects share
 * its library superclass, and implements the interfaces on the way and
 * those of the classes it passes by (relink); a class with none above it
 * extends its library superclass.  Leaving a class of the proposal is
 * checked for every row (check_left): the row may use none of its
 * members, and no variable typed by it may hold the row's object.
 * Interfaces are enough on the classes of the objects
 * themselves, since the verifier takes any reference for an interface type.
 * But not the other way round: a value typed with an interface is no
 * PrintWriter to the verifier, so a value whose original class extends a
 * library class is typed with that class where its new class is an
 * interface (plan_value_class: descriptors, casts, array loads); members of
 * the interface are called through invokeinterface, which takes any
 * reference.
 */
#include <stdlib.h>
#include <string.h>

#include "holders.h"

#define OBJECT "java/lang/Object"

/* The first library class above user class c. */
static const char *library_super(const struct plan *pl, const struct kaba_pclass *c)
{
	while (c && c->origin == KABA_ORIGIN_USER) {
		const struct kaba_pclass *s = c->super_name ?
			plan_user_class(pl, c->super_name, strlen(c->super_name)) : NULL;

		if (!s)
			return c->super_name ? c->super_name : OBJECT;
		c = s;
	}
	return OBJECT;
}

const char *plan_value_class(const struct plan *pl, size_t k, const char *type, size_t len)
{
	const struct kaba_pclass *c = type ? plan_user_class(pl, type, len) : NULL;
	const char *l = c ? library_super(pl, c) : OBJECT;

	if (k != KABA_NONE && (!pl->cls[k].is_interface || !strcmp(l, OBJECT)))
		return pl->cls[k].name;
	return l;
}

static int add_iface(struct plan *pl, struct plan_class *pc, const char *name,
		     struct kaba_error *err)
{
	const char **v;
	size_t i;

	for (i = 0; i < pc->nlib_ifaces; i++)
		if (!strcmp(pc->lib_ifaces[i], name))
			return KABA_OK;
	if (!(v = kaba_arena_alloc(&pl->arena, (pc->nlib_ifaces + 1) * sizeof(*v))))
		return kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
	if (pc->nlib_ifaces)
		memcpy(v, pc->lib_ifaces, pc->nlib_ifaces * sizeof(*v));
	v[pc->nlib_ifaces++] = name;
	pc->lib_ifaces = v;
	return KABA_OK;
}

/* The library interfaces of user type c and of its user supertypes. */
static int library_ifaces(struct plan *pl, struct plan_class *pc, const struct kaba_pclass *c,
			  unsigned depth, struct kaba_error *err)
{
	uint16_t j;
	int rc;

	if (!c || depth > KABA_PROGRAM_MAX_DEPTH)
		return KABA_OK;
	for (j = 0; j < c->ninterfaces; j++) {
		const char *n = c->interface_names[j];
		const struct kaba_pclass *u = plan_user_class(pl, n, strlen(n));

		if ((rc = u ? library_ifaces(pl, pc, u, depth + 1, err) : add_iface(pl, pc, n, err)))
			return rc;
	}
	return c->super_name ? library_ifaces(pl, pc, plan_user_class(pl, c->super_name,
						strlen(c->super_name)), depth + 1, err) : KABA_OK;
}


/* The stage's view of the plan classes of the proposal (indices below n;
 * the holders holder_split adds come after them). */
struct split {
	struct plan *pl;
	size_t n;
	/* the library superclass a class's chain ends in: that of the objects
	 * at or below it, or, when those differ, that of the objects that use
	 * what it holds; NULL when no object is below it */
	const char **lib;
	const char **other;             /* a second one below it, or NULL */
	size_t *up;                     /* its superclass in the proposal */
	size_t *nifaces;                /* how many interfaces the proposal gave it */
	size_t *own_start, *own;        /* the user columns homed in each class:
					 * own[own_start[k] .. own_start[k + 1]) */
};

/* Is column c a member of a restructured class (not a library member such
 * as def(Object.<init>), which every class has)? */
static int user_column(const struct plan *pl, size_t c)
{
	const char *owner = pl->t->columns[c].origin.owner;

	return owner && plan_user_class(pl, owner, strlen(owner));
}

/* What plan class k holds that only a class can hold: a user field, body,
 * constructor or an object (its name); NULL if nothing, so that k can be
 * an interface. */
static const char *class_only(const struct plan *pl, size_t k)
{
	const struct kaba_table *t = pl->t;
	size_t c, r;

	for (r = 0; r < t->nrows; r++)
		if (t->rows[r].kind == KABA_ROW_OBJECT && plan_of_row(pl, r) == k)
			return t->rows[r].name;
	for (c = 0; c < t->ncolumns; c++) {
		const struct kaba_column *col = &t->columns[c];

		if (plan_of_column(pl, c) != k || !user_column(pl, c))
			continue;
		if (col->kind == KABA_COL_FIELD || col->kind == KABA_COL_DEF ||
		    (col->kind == KABA_COL_DCL && !strcmp(col->origin.member, "<init>")))
			return col->name;
	}
	return NULL;
}

/* The user columns of every plan class of the proposal (own, own_start),
 * so that uses() looks at a class's own columns only. */
static int own_columns(struct split *s, struct kaba_error *err)
{
	const struct plan *pl = s->pl;
	size_t c, k, *at;

	if (!(s->own_start = calloc(s->n + 2, sizeof(size_t))) ||
	    !(s->own = malloc((pl->t->ncolumns + 1) * sizeof(size_t))))
		return kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
	for (c = 0; c < pl->t->ncolumns; c++)
		if ((k = plan_of_column(pl, c)) < s->n && user_column(pl, c))
			s->own_start[k + 2]++;
	for (k = 0; k < s->n; k++)
		s->own_start[k + 2] += s->own_start[k + 1];
	at = s->own_start + 1;  /* at[k]: where class k's next column goes */
	for (c = 0; c < pl->t->ncolumns; c++)
		if ((k = plan_of_column(pl, c)) < s->n && user_column(pl, c))
			s->own[at[k]++] = c;
	return KABA_OK;
}

/* The first user column homed in plan class k that row r holds, or NULL. */
static const char *uses(const struct split *s, size_t r, size_t k)
{
	size_t i;

	for (i = s->own_start[k]; i < s->own_start[k + 1]; i++)
		if (kaba_table_get(s->pl->t, r, s->own[i]))
			return s->pl->t->columns[s->own[i]].name;
	return NULL;
}

/* Is plan class a at or below b in the proposal's superclass chains? */
static int proposal_below(const struct split *s, size_t a, size_t b)
{
	size_t steps = 0;

	for (; a != KABA_NONE && steps <= s->n; a = s->up[a], steps++)
		if (a == b)
			return 1;
	return 0;
}

/* The restructured user class of object row r, or NULL. */
static const struct kaba_pclass *object_class(const struct plan *pl, size_t r)
{
	const struct kaba_row *row = &pl->t->rows[r];

	if (row->kind != KABA_ROW_OBJECT || !row->origin.type)
		return NULL;
	return plan_user_class(pl, row->origin.type, strlen(row->origin.type));
}

/* The user class a row is about (for blame): an object's class, a
 * variable's declared type, a this-row's class; NULL for none. */
static const struct kaba_pclass *row_user_class(const struct plan *pl, size_t r)
{
	const struct kaba_row *row = &pl->t->rows[r];
	const char *c = row->kind == KABA_ROW_THIS ? row->origin.owner : row->origin.type;

	return c ? plan_user_class(pl, c, strlen(c)) : NULL;
}

/*
 * Plan class k is above objects of different library superclasses and
 * holds what only a class can hold.  It stays a class for the objects
 * that use what it holds (those typed by k, or holding one of its user
 * columns) when they share one library superclass: the others leave it
 * (relink), which check_left proves harmless.  Refused otherwise.
 */
static int class_library(struct split *s, size_t k, const char *what, struct kaba_error *err)
{
	struct plan *pl = s->pl;
	const struct kaba_pclass *first = NULL, *c;
	const char *l, *lf = NULL;
	size_t r, q;

	for (r = 0; r < pl->t->nrows; r++) {
		if (!(c = object_class(pl, r)) || (q = plan_of_row(pl, r)) == KABA_NONE ||
		    q >= s->n || !proposal_below(s, q, k) || (q != k && !uses(s, r, k)))
			continue;
		l = library_super(pl, c);
		if (!lf) {
			lf = l;
			first = c;
		} else if (strcmp(lf, l)) {
			return plan_unsupported(pl, err, c, "objects of library superclasses %s "
						"(%s) and %s (%s) under one new class %s, which must "
						"be a class (it holds %s) for both", lf, first->name,
						l, c->name, pl->cls[k].name, what);
		}
	}
	if (lf)
		s->lib[k] = lf;
	return KABA_OK;
}

/* Plan class k becomes an interface (relink makes the classes below it
 * implement it). */
static int make_interface(struct plan *pl, size_t k, struct kaba_error *err)
{
	int rc;

	if (pl->cls[k].statics_of && (rc = holder_split(pl, k, err)))
		return rc;
	pl->cls[k].is_interface = 1;
	pl->cls[k].is_abstract = 0;
	return KABA_OK;
}

/* Plan class k implements (an interface: extends) interface i too. */
static int add_plan_iface(struct plan *pl, size_t k, size_t i, struct kaba_error *err)
{
	struct plan_class *pc = &pl->cls[k];
	size_t j, *v;

	for (j = 0; j < pc->nifaces; j++)
		if (pc->ifaces[j] == i)
			return KABA_OK;
	if (!(v = kaba_arena_alloc(&pl->arena, (pc->nifaces + 1) * sizeof(*v))))
		return kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
	if (pc->nifaces)
		memcpy(v, pc->ifaces, pc->nifaces * sizeof(*v));
	v[pc->nifaces++] = i;
	pc->ifaces = v;
	return KABA_OK;
}

/*
 * The superclass of plan class k in the output: the nearest class above
 * it in the proposal whose chain ends in k's library superclass (no class
 * extends two).  The interfaces met on the way, those made above (mixed
 * library superclasses) and those of the classes k passes by, become its
 * superinterfaces, so that k's objects keep every type of the proposal
 * but the classes they leave.  An interface stops at the first class.
 * A class with no superclass left extends its library superclass.
 */
static int relink(struct split *s, size_t k, struct kaba_error *err)
{
	struct plan *pl = s->pl;
	size_t p, i, steps = 0;
	int rc = KABA_OK;

	pl->cls[k].super = KABA_NONE;
	pl->cls[k].super_name = OBJECT;
	for (p = s->up[k]; p != KABA_NONE && !rc && steps++ <= s->n; p = s->up[p]) {
		if (pl->cls[p].is_interface) {
			rc = add_plan_iface(pl, k, p, err);
			continue;
		}
		if (pl->cls[k].is_interface)
			break;
		if (!s->lib[k] || !s->lib[p] || !strcmp(s->lib[k], s->lib[p])) {
			pl->cls[k].super = p;
			pl->cls[k].super_name = pl->cls[p].name;
			return KABA_OK;
		}
		for (i = 0; i < s->nifaces[p] && !rc; i++)
			rc = add_plan_iface(pl, k, pl->cls[p].ifaces[i], err);
	}
	if (!pl->cls[k].is_interface && s->lib[k])
		pl->cls[k].super_name = s->lib[k];
	return rc;
}

/* Is row a's member set a subset of row b's (may a hold b's object)? */
static int row_subset(const struct kaba_table *t, size_t a, size_t b)
{
	const uint64_t *ra = kaba_table_row(t, a), *rb = kaba_table_row(t, b);
	size_t w;

	for (w = 0; w < t->words; w++)
		if (ra[w] & ~rb[w])
			return 0;
	return 1;
}

/*
 * Row r, typed by plan class q, left class p above it in the proposal
 * (relink).  Harmless when r uses nothing p holds (its code names no
 * member of p on a value that is no longer a p) and, for an object, no
 * variable or this-row typed by p may hold it: one that may has a subset
 * of its members (a variable's members are those of every object it
 * holds, C1).
 */
static int check_left(struct split *s, size_t r, size_t p, struct kaba_error *err)
{
	struct plan *pl = s->pl;
	const struct kaba_ids *typed = &pl->prop->classes[pl->cls[p].pclass].instances;
	const char *what = uses(s, r, p);
	size_t i;

	if (what)
		return plan_unsupported(pl, err, row_user_class(pl, r), "%s, below new class %s in "
					"the proposal, uses its %s but cannot extend it (library "
					"superclasses %s and %s)", pl->t->rows[r].name, pl->cls[p].name,
					what, s->lib[p], s->lib[plan_of_row(pl, r)]);
	for (i = 0; pl->t->rows[r].kind == KABA_ROW_OBJECT && i < typed->n; i++) {
		size_t v = typed->v[i];

		if (pl->t->rows[v].kind != KABA_ROW_OBJECT && row_subset(pl->t, v, r))
			return plan_unsupported(pl, err, row_user_class(pl, r), "%s, typed by new "
						"class %s, may hold %s, which cannot extend it "
						"(library superclasses %s and %s)", pl->t->rows[v].name,
						pl->cls[p].name, pl->t->rows[r].name, s->lib[p],
						s->lib[plan_of_row(pl, r)]);
	}
	return KABA_OK;
}

/* Every row against the classes it left, and the rows typed by an
 * interface made below a class (a value of it may go where that class is
 * expected, and the verifier takes no interface for a class). */
static int check_relinked(struct split *s, struct kaba_error *err)
{
	struct plan *pl = s->pl;
	size_t r, q, p, steps;
	int rc = KABA_OK;

	for (r = 0; r < pl->t->nrows && !rc; r++) {
		if ((q = plan_of_row(pl, r)) == KABA_NONE || q >= s->n)
			continue;
		if (s->other[q] && pl->cls[q].is_interface && pl->t->rows[r].kind != KABA_ROW_OBJECT) {
			for (p = s->up[q]; p != KABA_NONE && pl->cls[p].is_interface; p = s->up[p])
				;
			if (p != KABA_NONE)
				rc = plan_carry_on(pl, err, plan_unsupported(pl, err, row_user_class(pl, r),
						   "%s typed by new class %s, an interface (objects "
						   "of library superclasses %s and %s) below class %s",
						   pl->t->rows[r].name, pl->cls[q].name, s->lib[q],
						   s->other[q], pl->cls[p].name));
			continue;
		}
		for (p = s->up[q], steps = 0; p != KABA_NONE && !rc && steps++ <= s->n; p = s->up[p])
			if (!pl->cls[p].is_interface && !plan_below(pl, q, p))
				rc = plan_carry_on(pl, err, check_left(s, r, p, err));
	}
	return rc;
}

/* Is library (or frozen) class `name` a superclass plan class k may have:
 * public, or in k's package? */
static int extendable(const struct plan *pl, size_t k, const char *name)
{
	const struct kaba_pclass *c = kaba_program_class_n(pl->prog, name, strlen(name));
	const char *a = strrchr(name, '/'), *b = strrchr(pl->cls[k].name, '/');
	size_t la = a ? (size_t)(a - name) : 0, lb = b ? (size_t)(b - pl->cls[k].name) : 0;

	if (!c || (c->access & KABA_ACC_FINAL))
		return 0;
	return (c->access & KABA_ACC_PUBLIC) || (la == lb && !strncmp(name, pl->cls[k].name, la));
}

/*
 * §7.4 for a class that holds no object.  The rows it types can hold only
 * null (an array element whose stores are unreachable, a field no
 * reachable code writes, a null constant, a cast no object passes), yet
 * the code uses such a value both as its row's class (calls through the
 * class's declarations, E2; its fields, E1) and, when its original class
 * extends library class L, as an L (it may go where an L is expected).
 * Objects make the two agree for a row that holds them: each object's
 * class lies below both.  A class with no object below it has no library
 * superclass from objects, and its chain ended in Object: the value was
 * no L to the verifier.  An interface (H5) that nothing lies below is
 * worse: its value is typed L (plan_value_class) and called through the
 * interface, which no class below L implements (IncompatibleClassChangeError,
 * refused by the type check).  So when the original classes of the rows k
 * types share one library superclass L other than Object, such a class
 * takes L as its library superclass, and such an interface becomes an
 * abstract class extending L (its superinterfaces stay), as those classes
 * were below L.  Returns L, or NULL to leave k as it is.
 */
static const char *objectless_library(const struct split *s, const unsigned char *below, size_t k)
{
	const struct plan *pl = s->pl;
	const char *l = NULL, *lr;
	size_t r;

	if (pl->cls[k].pclass == KABA_NONE || s->lib[k])
		return NULL;
	if (pl->cls[k].is_interface && (below[k] || pl->cls[k].super != KABA_NONE ||
					!kaba_proposal_is_interface(pl->prop, pl->cls[k].pclass)))
		return NULL;
	for (r = 0; r < pl->t->nrows; r++) {
		const struct kaba_pclass *c;

		if (plan_of_row(pl, r) != k)
			continue;
		if (pl->t->rows[r].kind == KABA_ROW_OBJECT)
			return NULL;
		c = pl->t->rows[r].kind == KABA_ROW_ELEMENT ? plan_element_class(pl, r) :
		    row_user_class(pl, r);
		if (!c)
			return NULL;
		lr = library_super(pl, c);
		if (!strcmp(lr, OBJECT) || (l && strcmp(l, lr)))
			return NULL;
		l = lr;
	}
	return l && extendable(pl, k, l) ? l : NULL;
}

/* The classes with no object below them, and the interfaces of the
 * proposal that nothing lies below, take their rows' library superclass
 * where objectless_library says so. */
static int objectless_classes(struct split *s, struct kaba_error *err)
{
	struct plan *pl = s->pl;
	unsigned char *below = calloc(pl->n + 1, 1);
	const char *l;
	size_t k, i;

	if (!below)
		return kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
	for (k = 0; k < pl->n; k++) {
		if (pl->cls[k].super != KABA_NONE)
			below[pl->cls[k].super] = 1;
		for (i = 0; i < pl->cls[k].nifaces; i++)
			below[pl->cls[k].ifaces[i]] = 1;
	}
	for (k = 0; k < s->n; k++)
		if ((l = objectless_library(s, below, k))) {
			if (pl->cls[k].is_interface) {
				pl->cls[k].is_interface = 0;
				pl->cls[k].is_abstract = 1;
			}
			s->lib[k] = l;
		}
	free(below);
	return KABA_OK;
}

/* Per plan class of the proposal: the library superclass of the objects
 * at or below it, and a different one met (other). */
static int collect(struct split *s, struct kaba_error *err)
{
	struct plan *pl = s->pl;
	size_t r, k;
	int rc = KABA_OK;

	for (r = 0; r < pl->t->nrows && !rc; r++) {
		const struct kaba_pclass *c = object_class(pl, r);
		size_t steps = 0;
		const char *l;

		if (!c || (k = plan_of_row(pl, r)) == KABA_NONE)
			continue;
		rc = library_ifaces(pl, &pl->cls[k], c, 0, err);
		for (l = library_super(pl, c); k != KABA_NONE && steps++ <= pl->n; k = pl->cls[k].super) {
			if (!s->lib[k])
				s->lib[k] = l;
			else if (!s->other[k] && strcmp(s->lib[k], l))
				s->other[k] = l;
		}
	}
	return rc;
}

int plan_library_supertypes(struct plan *pl, struct kaba_error *err)
{
	struct split s = { 0 };
	size_t k;
	int rc = KABA_OK;

	s.pl = pl;
	s.n = pl->n;
	s.lib = calloc(s.n + 1, sizeof(*s.lib));
	s.other = calloc(s.n + 1, sizeof(*s.other));
	s.up = calloc(s.n + 1, sizeof(*s.up));
	s.nifaces = calloc(s.n + 1, sizeof(*s.nifaces));
	if (!s.lib || !s.other || !s.up || !s.nifaces) {
		rc = kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
		goto done;
	}
	for (k = 0; k < s.n; k++) {
		s.up[k] = pl->cls[k].super;
		s.nifaces[k] = pl->cls[k].nifaces;
	}
	if (!(rc = own_columns(&s, err)))
		rc = collect(&s, err);
	for (k = 0; k < s.n && !rc; k++) {
		const char *what = s.other[k] ? class_only(pl, k) : NULL;

		if (what)
			rc = plan_carry_on(pl, err, class_library(&s, k, what, err));
		else if (s.other[k])
			rc = make_interface(pl, k, err);
	}
	if (!rc)
		rc = objectless_classes(&s, err);
	/* the proposal's classes, and its interfaces made classes above */
	for (k = 0; k < s.n && !rc; k++)
		if (pl->cls[k].pclass != KABA_NONE &&
		    (!kaba_proposal_is_interface(pl->prop, pl->cls[k].pclass) || !pl->cls[k].is_interface))
			rc = relink(&s, k, err);
	/* after a class refused above (collecting), what leaves it would
	 * only be refused again as its consequence */
	if (!rc && !plan_refused(pl))
		rc = check_relinked(&s, err);
done:
	free(s.lib);
	free(s.other);
	free(s.up);
	free(s.nifaces);
	free(s.own_start);
	free(s.own);
	return rc;
}
