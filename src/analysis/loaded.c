/*
 * Rule N1's binary names that the program only loads (docs/reflection.md
 * N1, "Loaded names").  N1 freezes a class that a string constant names
 * as `a.b.C`, since the string may reach code the analysis does not see.
 * Where the string is seen to reach only the name argument of the
 * program's own Class.forName or ClassLoader.loadClass calls, through
 * locals and the parameters and results of program methods, and the Class
 * those calls return reaches only Class.newInstance() (also through
 * fields), the string is a name that reflection creates objects from, and
 * rule 17 keeps what that needs: the class named C that newInstance
 * instantiates, with its `<init>()V`, below the casts its result reaches
 * (reflect.c pin).  So when C is such a pinned creation, N1 adds nothing
 * (antlr's `setTokenObjectClass("antlr.CommonToken")`).
 *
 * Text uses are allowed: string concatenation of the name, or of the Class
 * (whose toString() is "class a.b.C"), builds a message in which the name
 * reads as before, since the pinned class keeps it (antlr's
 * `panic("ClassNotFoundException: " + cl)`).  Any other use (the string
 * stored into a field, either passed to the library or returned to it by a
 * method the library calls, a Class value asked for its members) leaves
 * N1 as it is.
 */
#include <stdlib.h>
#include <string.h>

#include "policy.h"

/* The values the walk follows: strings equal to the name, and the Class
 * values loaded from them (and the fields that hold those). */
struct walk {
	struct ka *ka;
	struct ka_ivec names, classes, fields;
	int loads, other;       /* forName/loadClass uses seen; a use not allowed */
};

/* Is call x string concatenation (a StringBuilder's or StringBuffer's
 * append, or javac's invokedynamic makeConcatWithConstants)? */
static int concatenation(const struct ka *ka, const struct ka_stmt *x)
{
	const struct ka_ref *r = &ka->refs[x->ref];
	const char *owner = ka->classes[r->cls].name;

	if (x->call == KA_DYNAMIC)
		return !strcmp(r->name, "makeConcatWithConstants");
	return (!strcmp(owner, "java/lang/StringBuilder") || !strcmp(owner, "java/lang/StringBuffer")) &&
	       !strcmp(r->name, "append");
}

/* A value of `in` is in slot k of call x (0 the receiver of an instance
 * call, its arguments from 1; of a static call, its arguments from 0):
 * allowed when every target is a program method, whose parameter then
 * holds it.  1 allowed, 0 not, -1 out of memory. */
static int into_params(struct walk *w, int32_t stmt, uint32_t k, struct ka_ivec *in, long *grew)
{
	const struct ka_ivec *t = ka_call_targets(w->ka, stmt);
	int is_static = w->ka->stmts[stmt].call == KA_STATIC_CALL;

	/* an invokedynamic's targets (a lambda body) take its arguments
	 * shifted by what it captures: not followed */
	if (!t->n || (!is_static && !k) || w->ka->stmts[stmt].call == KA_DYNAMIC)
		return 0;
	for (uint32_t j = 0; j < t->n; j++) {
		const struct ka_method *m = t->v[j] >= 0 ? &w->ka->methods[t->v[j]] : NULL;
		uint32_t p = is_static ? k : k - 1;
		long add = 0;

		if (!m || !ka_is_user(w->ka, m->owner) || !m->param_vars || p >= m->nparams ||
		    (add = ka_iset_add(in, m->param_vars[p])) < 0)
			return add < 0 ? -1 : 0;
		*grew += add;
	}
	return 1;
}

/* A call reading a value of `in` in slot k (as into_params): allowed or
 * not (w->other), new values added to *grew.  0, or -1 out of memory. */
static int call_use(struct walk *w, int32_t stmt, uint32_t k, struct ka_ivec *in, long *grew)
{
	const struct ka_stmt *x = &w->ka->stmts[stmt];
	enum ka_name_use use = ka_reflect_name_use(w->ka, stmt);
	int is_static = x->call == KA_STATIC_CALL, ok;
	long add = 0;

	if (concatenation(w->ka, x) && (x->call == KA_DYNAMIC || k > 0))
		return 0;
	if (in == &w->names && use == KA_USE_LOAD && k == (is_static ? 0u : 1u)) {
		w->loads++;
		add = x->dst >= 0 ? ka_iset_add(&w->classes, x->dst) : 0;
		*grew += add;
		return add < 0 ? -1 : 0;
	}
	if (in == &w->classes && use == KA_USE_CREATE && !is_static && !k)
		return 0;
	if ((ok = into_params(w, stmt, k, in, grew)) < 0)
		return -1;
	w->other |= !ok;
	return 0;
}

/* The uses of stmt x (of method me) of one value set. */
static long uses(struct walk *w, const struct ka_method *me, int32_t stmt, struct ka_ivec *in)
{
	const struct ka_stmt *x = &w->ka->stmts[stmt];
	long grew = 0;

	switch (x->op) {
	case KA_ASSIGN:
		return x->a >= 0 && ka_iset_has(in, x->a) ? ka_iset_add(in, x->dst) : 0;
	case KA_RETURN:
		if (x->a < 0 || !ka_iset_has(in, x->a))
			return 0;
		/* returned to the library (an entry point, a callback) */
		if (me->flags & KA_FROM_LIBRARY)
			w->other = 1;
		return ka_iset_add(in, me->ret_var);
	case KA_LOAD:
		return in == &w->classes && x->dst >= 0 && ka_iset_has(&w->fields, x->field) ?
		       ka_iset_add(in, x->dst) : 0;
	case KA_STORE:
		if (x->b < 0 || !ka_iset_has(in, x->b))
			return 0;
		if (in == &w->classes && x->field >= 0)
			return ka_iset_add(&w->fields, x->field);
		w->other = 1;
		return 0;
	case KA_CALL:
		if (x->dst >= 0) {
			const struct ka_ivec *t = ka_call_targets(w->ka, stmt);

			for (uint32_t j = 0; grew >= 0 && j < t->n; j++)
				if (t->v[j] >= 0 && ka_is_user(w->ka, w->ka->methods[t->v[j]].owner) &&
				    ka_iset_has(in, w->ka->methods[t->v[j]].ret_var)) {
					long add = ka_iset_add(in, x->dst);

					grew = add < 0 ? -1 : grew + add;
				}
		}
		for (uint32_t k = 0; grew >= 0 && k <= x->nargs; k++) {
			int32_t v = k ? x->args[k - 1] : x->a;

			if (v >= 0 && ka_iset_has(in, v) &&
			    call_use(w, stmt, x->call == KA_STATIC_CALL ? k - 1 : k, in, &grew))
				grew = -1;
		}
		return grew;
	default:
		/* a cast, a check, a throw, an array store: not a name */
		if ((x->a >= 0 && ka_iset_has(in, x->a)) || (x->b >= 0 && ka_iset_has(in, x->b)))
			w->other = 1;
		return 0;
	}
}

int ka_name_only_loaded(struct ka *ka, const char *s, size_t len)
{
	struct walk w = { ka, { 0 }, { 0 }, { 0 }, 0, 0 };
	long grew = 0;

	for (uint32_t v = 0; grew >= 0 && v < ka->nvars; v++)
		if (ka->vars[v].cstr && strlen(ka->vars[v].cstr) == len &&
		    !memcmp(ka->vars[v].cstr, s, len))
			grew = ka_iset_add(&w.names, (int32_t)v);
	while (grew > 0 && !w.other) {
		grew = 0;
		for (uint32_t i = 0; grew >= 0 && !w.other && i < ka->reachable.n; i++) {
			const struct ka_method *me = &ka->methods[ka->reachable.v[i]];

			for (uint32_t k = 0; grew >= 0 && !w.other && k < me->stmts.n; k++) {
				long a = uses(&w, me, (int32_t)me->stmts.v[k], &w.names);
				long b = a < 0 ? 0 : uses(&w, me, (int32_t)me->stmts.v[k], &w.classes);

				grew = a < 0 || b < 0 ? -1 : grew + a + b;
			}
		}
	}
	ka_ivec_free(&w.names);
	ka_ivec_free(&w.classes);
	ka_ivec_free(&w.fields);
	return grew < 0 ? -1 : !w.other && w.loads;
}
