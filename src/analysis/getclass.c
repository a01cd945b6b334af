/*
 * Object.getClass() in program code (docs/reflection.md rule 1, a class
 * retrieval): the Class value it returns is the runtime class of each
 * object the receiver may hold, so restructuring that gives such an object
 * a class with another name, or gives two of them one class where they had
 * two (or two where they had one), changes what the program sees:
 * getSimpleName() prints the new name, and `a.getClass() == b.getClass()`,
 * the idiom of equals(), flips.
 *
 * When the value is only compared, hashed, asked for its name, or used as
 * names_only_call() says, printed (prints_only_call(): rule N3), looked up
 * as a key of a library map (key_only_call()), or made
 * the class of an array that holds only its object (wraps_receiver():
 * N3), through locals, and into the parameters of the program methods it
 * is passed to (a comparison with == is no statement), the objects' rows
 * are named (table.h, kaba_row.named): the new class
 * holding each must carry its original class's name, which the generator
 * gives it or refuses; so the classes of those objects stay as distinct
 * and as named as before.  Any other use (returned, stored, passed to the
 * library, asked for its superclass or interfaces) freezes the classes of
 * the objects.  After the last points-to solution, on its sets.
 *
 * The library calls getClass() too, in Throwable.toString(), which
 * printStackTrace() and the JVM's report of an uncaught exception print:
 * the rows of the program's throwables whose toString() is Throwable's,
 * or calls it as super.toString(), are named as well (a split exception
 * class printed "x.Bad_2: second").  antlr's exceptions override it.
 */
#include <string.h>

#include "frozen.h"
#include "kaba/classfile.h"
#include "kaba/program.h"
#include "policy.h"
#include "vec.h"

/* The calls on a Class value that observe only its name, its identity
 * and properties no restructuring changes (an object's new class is a
 * class: no interface, array, primitive, annotation, and no enum, enum
 * classes being frozen), or that reflect.c bounds on any class. */
static int names_only_call(const struct ka *ka, int32_t s, const struct ka_ivec *values)
{
	static const char *const observers[] = {
		"getName", "getSimpleName", "getCanonicalName", "getTypeName", "toString",
		"hashCode", "equals", "isEnum", "isInterface", "isArray", "isPrimitive",
		"isAnnotation",
	};
	const struct ka_stmt *c = &ka->stmts[s];
	const struct ka_ref *ref = &ka->refs[c->ref];

	if (c->call == KA_STATIC_CALL || c->call == KA_DYNAMIC || c->a < 0 ||
	    !ka_iset_has(values, c->a))
		return 0;
	for (uint32_t k = 0; k < c->nargs; k++)
		if (c->args[k] >= 0 && ka_iset_has(values, c->args[k]) && strcmp(ref->name, "equals"))
			return 0;
	if (ka_reflect_any_class(ka, s))
		return 1;
	for (size_t i = 0; i < sizeof(observers) / sizeof(*observers); i++)
		if (!strcmp(ref->name, observers[i]))
			return 1;
	return 0;
}

/* The library methods that only print an argument typed Object, through
 * String.valueOf(): a Class prints as "class " and its name (an object's
 * class is never an interface or primitive).  Matched on the reference as
 * written (rule 1), and only when every target is the method itself: a
 * program's PrintStream subclass may override print(Object). */
struct lib_method {
	const char *cls, *name, *desc;
};

static const struct lib_method printers[] = {
	{ "java/lang/StringBuilder", "append", "(Ljava/lang/Object;)Ljava/lang/StringBuilder;" },
	{ "java/lang/StringBuffer", "append", "(Ljava/lang/Object;)Ljava/lang/StringBuffer;" },
	{ "java/lang/String", "valueOf", "(Ljava/lang/Object;)Ljava/lang/String;" },
	{ "java/util/Objects", "toString", "(Ljava/lang/Object;)Ljava/lang/String;" },
	{ "java/io/PrintStream", "print", "(Ljava/lang/Object;)V" },
	{ "java/io/PrintStream", "println", "(Ljava/lang/Object;)V" },
	{ "java/io/PrintWriter", "print", "(Ljava/lang/Object;)V" },
	{ "java/io/PrintWriter", "println", "(Ljava/lang/Object;)V" },
};

/* Is every invokedynamic of the class of call c with c's name and
 * descriptor bootstrapped by StringConcatFactory?  Then c, one of them,
 * only prints its arguments (String.valueOf).  The statement keeps no
 * constant pool index, and javac gives each concatenation shape one. */
static int string_concat(const struct ka *ka, const struct ka_stmt *c)
{
	const struct ka_ref *ref = &ka->refs[c->ref];
	const struct kaba_pclass *pc = ka->classes[ka->methods[c->method].owner].src;
	const struct kaba_attr *bm;
	int found = 0;

	if (!pc || !pc->cf || !(bm = kaba_attr_find(&pc->cf->attrs, KABA_ATTR_BOOTSTRAP_METHODS)))
		return 0;
	for (uint16_t i = 1; i < pc->cf->cp.count; i++) {
		const struct kaba_cp_entry *e = &pc->cf->cp.entries[i];
		const struct kaba_cp_entry *h;
		struct kaba_ref r;

		if (e->tag != KABA_CP_INVOKE_DYNAMIC ||
		    !kaba_cp_utf8_equals(pc->cf, pc->cf->cp.entries[e->dyn.nat_index].nat.name_index,
					 ref->name) ||
		    !kaba_cp_utf8_equals(pc->cf, pc->cf->cp.entries[e->dyn.nat_index].nat.descriptor_index,
					 ref->desc))
			continue;
		if (e->dyn.bsm_index >= bm->bootstrap->n)
			return 0;
		h = &pc->cf->cp.entries[bm->bootstrap->v[e->dyn.bsm_index].method_ref];
		if (h->tag != KABA_CP_METHOD_HANDLE || kaba_ref_from_cp(&r, pc->cf, h->handle.index) ||
		    !kaba_ref_class_is(&r, "java/lang/invoke/StringConcatFactory"))
			return 0;
		found = 1;
	}
	return found;
}

/* Is call s, as written, one of the n methods of tab, and is every target
 * that method itself? */
static int is_lib_method(struct ka *ka, int32_t s, const struct lib_method *tab, size_t n)
{
	const struct ka_ref *ref = &ka->refs[ka->stmts[s].ref];
	const struct ka_ivec *targets;

	for (size_t i = 0; i < n; i++) {
		if (strcmp(ka->classes[ref->cls].name, tab[i].cls) || strcmp(ref->name, tab[i].name) ||
		    strcmp(ref->desc, tab[i].desc))
			continue;
		targets = ka_call_targets(ka, s);
		for (uint32_t k = 0; k < targets->n; k++)
			if (targets->v[k] < 0 || ka->methods[targets->v[k]].owner != ref->cls)
				return 0;
		return 1;
	}
	return 0;
}

/* Call s only prints the values it is passed (and none is its receiver). */
static int prints_only_call(struct ka *ka, int32_t s, const struct ka_ivec *values)
{
	const struct ka_stmt *c = &ka->stmts[s];

	if (c->a >= 0 && ka_iset_has(values, c->a))
		return 0;
	if (c->call == KA_DYNAMIC)
		return string_concat(ka, c);
	return is_lib_method(ka, s, printers, sizeof(printers) / sizeof(*printers));
}

/* The library maps whose get and containsKey only hash the key and compare
 * it with equals(), as names_only_call() allows, and keep no reference to
 * it: a Class looked up as a key (bsh's `wrapperMap.get(value.getClass())`)
 * finds what it found before while its objects' class keeps its name.
 * Matched as printers[] are (a program's subclass may override get). */
static const struct lib_method key_lookups[] = {
	{ "java/util/Hashtable", "get", "(Ljava/lang/Object;)Ljava/lang/Object;" },
	{ "java/util/Hashtable", "containsKey", "(Ljava/lang/Object;)Z" },
	{ "java/util/HashMap", "get", "(Ljava/lang/Object;)Ljava/lang/Object;" },
	{ "java/util/HashMap", "containsKey", "(Ljava/lang/Object;)Z" },
};

/* Is call s a key_lookups[] call whose key, and nothing else, is one of
 * the values? */
static int key_only_call(struct ka *ka, int32_t s, const struct ka_ivec *values)
{
	const struct ka_stmt *c = &ka->stmts[s];

	if (c->call == KA_STATIC_CALL || c->call == KA_DYNAMIC || c->nargs != 1 ||
	    (c->a >= 0 && ka_iset_has(values, c->a)))
		return 0;
	return is_lib_method(ka, s, key_lookups, sizeof(key_lookups) / sizeof(*key_lookups));
}

/* Does the method of getClass() call s never assign var v? */
static int never_assigned(const struct ka *ka, int32_t s, int32_t v)
{
	const struct ka_method *me = &ka->methods[ka->stmts[s].method];

	for (uint32_t k = 0; k < me->stmts.n; k++)
		if (ka->stmts[me->stmts.v[k]].dst == v)
			return 0;
	return 1;
}

/* Is call x `Array.newInstance(c, n)`, c the Class of getClass() call s in
 * the same method, whose array (through locals and casts to library types)
 * is only read and stored into with the object s asked, or null?  Such an
 * array of the object's class holds only that object, which its new class
 * keeps storable; its own class is never observed.  The object is a
 * parameter or `this` the method never assigns, so the same object at
 * both places (ecj's AnnotationMirrorImpl wraps one annotation value so).
 * 1 yes, 0 no, -1 out of memory. */
static int wraps_receiver(struct ka *ka, int32_t s, int32_t x)
{
	const struct ka_stmt *g = &ka->stmts[s], *c = &ka->stmts[x];
	const struct ka_ref *ref = &ka->refs[c->ref];
	const struct ka_method *me = &ka->methods[g->method];
	struct ka_ivec array = { 0 };
	int ok = 1, grew = 1;

	if (c->call != KA_STATIC_CALL || c->method != g->method || c->dst < 0 ||
	    strcmp(ka->classes[ref->cls].name, "java/lang/reflect/Array") ||
	    strcmp(ref->name, "newInstance") ||
	    strcmp(ref->desc, "(Ljava/lang/Class;I)Ljava/lang/Object;") ||
	    (ka->vars[g->a].kind != KA_V_PARAM && ka->vars[g->a].kind != KA_V_THIS) ||
	    !never_assigned(ka, s, g->a))
		return 0;
	if (ka_iset_add(&array, c->dst) < 0)
		ok = -1;
	while (ok > 0 && grew) {
		uint32_t before = array.n;

		for (uint32_t k = 0; ok > 0 && k < me->stmts.n; k++) {
			const struct ka_stmt *t = &ka->stmts[me->stmts.v[k]];
			int other = t->b >= 0 && ka_iset_has(&array, t->b);

			for (uint32_t i = 0; i < t->nargs; i++)
				other |= t->args[i] >= 0 && ka_iset_has(&array, t->args[i]);
			if (other)
				ok = 0;
			else if (t->a < 0 || !ka_iset_has(&array, t->a) || t->op == KA_ALOAD)
				continue;
			else if ((t->op == KA_ASSIGN && t->dst >= 0 &&
				  ka->vars[t->dst].kind == KA_V_LOCAL) ||
				 (t->op == KA_CAST && !ka_is_user(ka, t->type.cls)))
				ok = ka_iset_add(&array, t->dst) < 0 ? -1 : 1;
			else
				ok = t->op == KA_ASTORE && (t->b < 0 || t->b == g->a);
		}
		grew = array.n > before;
	}
	ka_ivec_free(&array);
	return ok;
}

/* Call s passes values only to user methods: their parameters join the
 * values, their methods the methods to look at.  0 no (a library method
 * gets one), 1 yes, -1 out of memory. */
static int into_callees(struct ka *ka, int32_t s, struct ka_ivec *values, struct ka_ivec *methods)
{
	const struct ka_stmt *c = &ka->stmts[s];
	const struct ka_ivec *targets = ka_call_targets(ka, s);

	if (c->a >= 0 && ka_iset_has(values, c->a))
		return 0;               /* a receiver: names_only_call() */
	for (uint32_t i = 0; i < targets->n; i++) {
		const struct ka_method *m = targets->v[i] >= 0 ? &ka->methods[targets->v[i]] : NULL;

		if (!m || !ka_is_user(ka, m->owner) || m->nparams < c->nargs)
			return 0;
		for (uint32_t k = 0; k < c->nargs; k++)
			if (c->args[k] >= 0 && ka_iset_has(values, c->args[k]) &&
			    (ka_iset_add(values, m->param_vars[k]) < 0 ||
			     ka_iset_add(methods, targets->v[i]) < 0))
				return -1;
	}
	return targets->n > 0;
}

/* How the value of getClass() call s is used: USED_NOT (javac's null
 * check `x.getClass(); pop` before Java 9), USED_NAMES (only by
 * names_only_call()s, through locals and the parameters of user methods,
 * or only by what the IR does not record: `==`, as in `getClass() ==
 * o.getClass()` or `getClass() == X.class`), USED_OTHERWISE, or -1 out of
 * memory. */
enum { USED_NOT, USED_NAMES, USED_OTHERWISE };

static int use_of(struct ka *ka, int32_t s)
{
	struct ka_ivec values = { 0 }, methods = { 0 };
	int only = 1, used = 0, grew = 1, wraps;

	if (ka->stmts[s].dst < 0)
		return USED_NOT;
	if (ka_iset_add(&values, ka->stmts[s].dst) < 0 ||
	    ka_iset_add(&methods, ka->stmts[s].method) < 0)
		grew = -1;
	while (grew > 0 && only) {
		uint32_t before = values.n;

		for (uint32_t mi = 0; grew > 0 && only && mi < methods.n; mi++) {
			const struct ka_method *me = &ka->methods[methods.v[mi]];

			for (uint32_t k = 0; grew > 0 && only && k < me->stmts.n; k++) {
				int32_t x = (int32_t)me->stmts.v[k];
				const struct ka_stmt *c = &ka->stmts[x];
				int reads = (c->a >= 0 && ka_iset_has(&values, c->a)) ||
					    (c->b >= 0 && ka_iset_has(&values, c->b));

				for (uint32_t i = 0; i < c->nargs && !reads; i++)
					reads = c->args[i] >= 0 && ka_iset_has(&values, c->args[i]);
				if (!reads)
					continue;
				used = 1;
				if (c->op == KA_ASSIGN && c->dst >= 0 &&
				    ka->vars[c->dst].kind == KA_V_LOCAL)
					grew = ka_iset_add(&values, c->dst) < 0 ? -1 : grew;
				else if (c->op != KA_CALL)
					only = 0;
				else if (names_only_call(ka, x, &values) || prints_only_call(ka, x, &values) ||
					 key_only_call(ka, x, &values))
					continue;
				else if ((wraps = wraps_receiver(ka, s, x)) != 0)
					grew = wraps < 0 ? -1 : grew;
				else if ((only = into_callees(ka, x, &values, &methods)) < 0)
					grew = -1;
			}
		}
		if (grew > 0)
			grew = values.n > before;
	}
	ka_ivec_free(&values);
	ka_ivec_free(&methods);
	if (grew < 0 || only < 0)
		return -1;
	if (!used) {
		/* no statement reads it: compared with if_acmp, locked or
		 * null-checked (its identity), unless a pop drops it */
		int dropped = ka_value_dropped(ka, s);

		return dropped < 0 ? -1 : dropped ? USED_NOT : USED_NAMES;
	}
	return only ? USED_NAMES : USED_OTHERWISE;
}

static int is_get_class(const struct ka *ka, const struct ka_stmt *c)
{
	const struct ka_ref *ref;

	if (c->op != KA_CALL || c->call == KA_STATIC_CALL || c->call == KA_DYNAMIC)
		return 0;
	ref = &ka->refs[c->ref];
	return !strcmp(ref->name, "getClass") && !strcmp(ref->desc, "()Ljava/lang/Class;");
}

/* The object sites getClass() may observe the class of are named: those
 * of a tabled class (no lambda's: its class is the JVM's). */
static int nameable(struct ka *ka, const struct ka_site *si)
{
	return !si->library && !si->type.dims && ka_tabled(ka, si->type.cls) &&
	       !(ka->classes[si->type.cls].flags & KA_INTERFACE);
}

/* Does toString() of class c run Throwable's: inherited, or called as
 * super.toString() by the override? */
static int prints_class_name(struct ka *ka, int32_t c)
{
	int32_t m = ka_lookup_method(ka, c, "toString", "()Ljava/lang/String;");

	if (m < 0 || !ka_is_user(ka, ka->methods[m].owner))
		return 1;
	/* lookups may load classes: ka->methods moves */
	for (uint32_t k = 0; k < ka->methods[m].stmts.n; k++) {
		const struct ka_stmt *s = &ka->stmts[ka->methods[m].stmts.v[k]];

		if (s->op == KA_CALL && s->call == KA_SPECIAL && s->target >= 0 &&
		    !strcmp(ka->methods[s->target].name, "toString") &&
		    (!ka_is_user(ka, ka->methods[s->target].owner) ||
		     prints_class_name(ka, ka->methods[s->target].owner)))
			return 1;
	}
	return 0;
}

/* The object sites of Throwable subclasses whose toString() prints their
 * class's name are named. */
static void throwables(struct ka *ka)
{
	int32_t t = ka_class_find(ka, "java/lang/Throwable");

	for (uint32_t i = 0; t >= 0 && i < ka->nsites; i++)
		if (nameable(ka, &ka->sites[i]) &&
		    ka_subtype(ka, ka->sites[i].type, (struct ka_type){ t, 0, 0 }) &&
		    prints_class_name(ka, ka->sites[i].type.cls))
			ka->sites[i].named = 1;
}

int ka_getclass_sites(struct ka *ka)
{
	throwables(ka);
	for (uint32_t r = 0; r < ka->reachable.n; r++) {
		const struct ka_method *me = &ka->methods[ka->reachable.v[r]];

		for (uint32_t k = 0; k < me->stmts.n; k++) {
			int32_t s = (int32_t)me->stmts.v[k];
			const struct ka_ivec *pt;
			const char *why = NULL;
			int use;

			if (!is_get_class(ka, &ka->stmts[s]) || ka->stmts[s].a < 0 ||
			    (use = use_of(ka, s)) == USED_NOT)
				continue;
			if (use < 0)
				return ka_oom(ka);
			pt = ka_pt(ka, ka->stmts[s].a);
			for (uint32_t i = 0; i < pt->n; i++) {
				struct ka_site *si = &ka->sites[pt->v[i]];

				if (!nameable(ka, si))
					continue;
				if (use == USED_NAMES) {
					si->named = 1;
					continue;
				}
				if (!why && !(why = ka_printf(ka, "getClass() at %s@%u, its Class value "
							      "used beyond its name",
							      ka_method_name(ka, ka->stmts[s].method),
							      ka->stmts[s].pc)))
					return ka_oom(ka);
				if (ka_freeze(ka, si->type.cls, why))
					return ka_oom(ka);
			}
		}
	}
	return 0;
}
