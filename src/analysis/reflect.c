/*
 * Reflection (docs/reflection.md §A-B).  Reflective calls are recognised by exact
 * owner, name and descriptor.  Resolved here (constant cases):
 *   X.class (ldc)                    the Class value names X (ir.c)
 *   class$("X") (before Java 5)      the same (class_dollar)
 *   Class.forName("lit"[, ...])      names the class "lit"
 *   C.getMethod/getDeclaredMethod("lit", ...)    on a known Class value
 *   C.getField/getDeclaredField("lit")           on a known Class value
 *   C.getConstructor/getDeclaredConstructor(...), C.newInstance()
 * A resolved target's class is frozen (it keeps its name and members, so the
 * constant strings stay right) and a resolved method or constructor becomes an
 * entry point, since Method.invoke / newInstance may run it with any
 * arguments.  An unresolved lookup on a known class freezes that class; one
 * on a class not known here freezes what it may find (unknown_owner).
 *
 * Unresolved creation (Class.newInstance or Constructor.newInstance of a
 * class computed at run time, antlr's Utils.createInstanceOf) is bounded by
 * cast inference (docs/reflection.md rule 4, LW Assumption 3): the casts its
 * result reaches through locals, returns and call results (in any method:
 * the cast is often in a caller) bound the classes it may be.  Every
 * instantiable user subclass of a bound (with a fitting constructor) is a
 * candidate: an object of it is created at the site, its constructor runs,
 * and it is frozen (rule 24).  A site whose result reaches no cast to a
 * type narrower than Object, Serializable or Cloneable is unbounded: with
 * -reflectiontargets rules, the instantiable classes they keep are its
 * candidates (the user's specification of what reflection creates); without,
 * every instantiable user class is.  Keep rules never narrow it: they name
 * entry points, not what the program creates by name (bsh kept its
 * Interpreter, and its scripts then ran bodies cut as unreachable).  The candidates found add code and so
 * maybe casts: the caller alternates solving and ka_reflect_candidates()
 * until no candidate is new.  The object is assumed to pass a cast it
 * reaches; one that reaches no cast on some path while a cast elsewhere
 * bounds the site is not modelled.
 */
#include "frozen.h"
#include "policy.h"
#include "ran.h"

#include <stdlib.h>
#include <string.h>

#include "kaba/trace.h"

/* In this order: ka_reflect_any_class takes API_GET_METHOD to API_MEMBERS. */
enum api {
	API_FOR_NAME, API_GET_METHOD, API_GET_FIELD, API_GET_CTOR, API_NEW_INSTANCE,
	API_MEMBERS, API_ACTION, API_OBSERVE,
};

/* `logged`: the agent's name for the call (enum kaba_trace_api), or -1
 * when it does not log it. */
static const struct {
	const char *owner, *name, *desc;
	enum api api;
	int logged;
} apis[] = {
	{ "java/lang/Class", "forName", "(Ljava/lang/String;)Ljava/lang/Class;",
	  API_FOR_NAME, KABA_API_CLASS_FORNAME },
	{ "java/lang/Class", "forName", "(Ljava/lang/String;ZLjava/lang/ClassLoader;)Ljava/lang/Class;",
	  API_FOR_NAME, KABA_API_CLASS_FORNAME },
	{ "java/lang/ClassLoader", "loadClass", "(Ljava/lang/String;)Ljava/lang/Class;",
	  API_FOR_NAME, -1 },
	{ "java/lang/Class", "getMethod", "(Ljava/lang/String;[Ljava/lang/Class;)Ljava/lang/reflect/Method;",
	  API_GET_METHOD, KABA_API_CLASS_GET_MEMBER },
	{ "java/lang/Class", "getDeclaredMethod", "(Ljava/lang/String;[Ljava/lang/Class;)Ljava/lang/reflect/Method;",
	  API_GET_METHOD, KABA_API_CLASS_GET_MEMBER },
	{ "java/lang/Class", "getField", "(Ljava/lang/String;)Ljava/lang/reflect/Field;",
	  API_GET_FIELD, KABA_API_CLASS_GET_MEMBER },
	{ "java/lang/Class", "getDeclaredField", "(Ljava/lang/String;)Ljava/lang/reflect/Field;",
	  API_GET_FIELD, KABA_API_CLASS_GET_MEMBER },
	{ "java/lang/Class", "getConstructor", "([Ljava/lang/Class;)Ljava/lang/reflect/Constructor;",
	  API_GET_CTOR, KABA_API_CLASS_GET_MEMBER },
	{ "java/lang/Class", "getDeclaredConstructor", "([Ljava/lang/Class;)Ljava/lang/reflect/Constructor;",
	  API_GET_CTOR, KABA_API_CLASS_GET_MEMBER },
	{ "java/lang/Class", "newInstance", "()Ljava/lang/Object;",
	  API_NEW_INSTANCE, KABA_API_CLASS_NEWINSTANCE },
	{ "java/lang/Class", "getMethods", "()[Ljava/lang/reflect/Method;",
	  API_MEMBERS, KABA_API_CLASS_GET_MEMBERS },
	{ "java/lang/Class", "getDeclaredMethods", "()[Ljava/lang/reflect/Method;",
	  API_MEMBERS, KABA_API_CLASS_GET_MEMBERS },
	{ "java/lang/Class", "getFields", "()[Ljava/lang/reflect/Field;",
	  API_MEMBERS, KABA_API_CLASS_GET_MEMBERS },
	{ "java/lang/Class", "getDeclaredFields", "()[Ljava/lang/reflect/Field;",
	  API_MEMBERS, KABA_API_CLASS_GET_MEMBERS },
	{ "java/lang/Class", "getConstructors", "()[Ljava/lang/reflect/Constructor;",
	  API_MEMBERS, KABA_API_CLASS_GET_MEMBERS },
	{ "java/lang/Class", "getDeclaredConstructors", "()[Ljava/lang/reflect/Constructor;",
	  API_MEMBERS, KABA_API_CLASS_GET_MEMBERS },
	{ "java/lang/reflect/Constructor", "newInstance", "([Ljava/lang/Object;)Ljava/lang/Object;",
	  API_ACTION, KABA_API_CONSTRUCTOR_NEWINSTANCE },
	{ "java/lang/reflect/Method", "invoke", "(Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;",
	  API_ACTION, KABA_API_METHOD_INVOKE },
	{ "java/lang/reflect/Field", "get", "(Ljava/lang/Object;)Ljava/lang/Object;",
	  API_ACTION, KABA_API_FIELD_GET },
	{ "java/lang/reflect/Field", "set", "(Ljava/lang/Object;Ljava/lang/Object;)V",
	  API_ACTION, KABA_API_FIELD_SET },
	{ "java/lang/reflect/Proxy", "newProxyInstance", "(Ljava/lang/ClassLoader;[Ljava/lang/Class;Ljava/lang/reflect/InvocationHandler;)Ljava/lang/Object;",
	  API_ACTION, -1 },
	{ "java/lang/reflect/Array", "newInstance", "(Ljava/lang/Class;I)Ljava/lang/Object;",
	  API_ACTION, KABA_API_ARRAY_NEWINSTANCE },
	{ "java/lang/Class", "getName", "()Ljava/lang/String;", API_OBSERVE, -1 },
	{ "java/lang/Class", "getSimpleName", "()Ljava/lang/String;", API_OBSERVE, -1 },
	{ "java/lang/Class", "getSuperclass", "()Ljava/lang/Class;", API_OBSERVE, -1 },
	{ "java/lang/Class", "getInterfaces", "()[Ljava/lang/Class;", API_OBSERVE, -1 },
};

/* Every reason is kept (the report lists them all), each once; the first
 * one's cause starts the class's why-chain. */
int ka_freeze_by(struct ka *ka, int32_t cls, const char *why, int32_t by)
{
	struct ka_class *c;

	if (cls < 0 || !ka_is_user(ka, cls))
		return 0;
	c = &ka->classes[cls];
	if (!(c->flags & KA_FROZEN)) {
		c->flags |= KA_FROZEN;
		c->frozen_why = c->frozen_first = why;
		c->frozen_by = by;
	} else if (!strstr(c->frozen_why, why)) {
		c->frozen_why = ka_printf(ka, "%s; %s", c->frozen_why, why);
		if (!c->frozen_why)
			return ka_oom(ka);
	}
	return 0;
}

int ka_freeze(struct ka *ka, int32_t cls, const char *why)
{
	return ka_freeze_by(ka, cls, why, KA_NONE);
}

int32_t ka_single_source(const struct ka *ka, int32_t var)
{
	const struct ka_method *me;
	int32_t src = KA_NONE;

	if (var < 0 || ka->vars[var].kind != KA_V_LOCAL || ka->vars[var].method < 0)
		return KA_NONE;
	me = &ka->methods[ka->vars[var].method];
	for (uint32_t i = 0; i < me->stmts.n; i++) {
		const struct ka_stmt *s = &ka->stmts[me->stmts.v[i]];

		if (s->op != KA_ASSIGN || s->dst != var)
			continue;
		if (src != KA_NONE)
			return KA_NONE;
		src = s->a;
	}
	return src;
}

static int32_t const_class(struct ka *ka, int32_t var)
{
	for (int depth = 0; var >= 0 && depth < 8; depth++) {
		if (ka->vars[var].cclass >= 0)
			return ka->vars[var].cclass;
		var = ka_single_source(ka, var);
	}
	return KA_NONE;
}

static const char *const_string(struct ka *ka, int32_t var)
{
	for (int depth = 0; var >= 0 && depth < 8; depth++) {
		if (ka->vars[var].cstr)
			return ka->vars[var].cstr;
		var = ka_single_source(ka, var);
	}
	return NULL;
}

/* The parameter var holds (through single-assignment locals), or KA_NONE. */
static int32_t param_of(struct ka *ka, int32_t var)
{
	for (int depth = 0; var >= 0 && depth < 8; depth++) {
		if (ka->vars[var].kind == KA_V_PARAM)
			return var;
		var = ka_single_source(ka, var);
	}
	return KA_NONE;
}

/*
 * The constant classes every reachable call passes for parameter var p (a
 * Class): the NLS idiom `initializeMessages(BUNDLE, Messages.class)`.  0
 * with the classes in *out, 1 if some caller passes a class not known here
 * (or p is no parameter of a method with callers), -1 out of memory.  Only
 * after a solution, when the call graph is complete.
 */
static int caller_classes(struct ka *ka, int32_t p, struct ka_ivec *out)
{
	int32_t m = ka->vars[p].method;
	uint32_t k, callers = 0;

	out->n = 0;
	for (k = 0; k < ka->methods[m].nparams && ka->methods[m].param_vars[k] != p; k++)
		;
	if (k == ka->methods[m].nparams)
		return 1;
	for (uint32_t r = 0; r < ka->reachable.n; r++) {
		const struct ka_method *me = &ka->methods[ka->reachable.v[r]];

		for (uint32_t j = 0; j < me->stmts.n; j++) {
			int32_t x = (int32_t)me->stmts.v[j];
			const struct ka_stmt *c = &ka->stmts[x];
			int32_t cls;

			if (c->op != KA_CALL || k >= c->nargs ||
			    !ka_iset_has(ka_call_targets(ka, x), m))
				continue;
			callers++;
			if ((cls = const_class(ka, c->args[k])) < 0)
				return 1;
			if (ka_iset_add(out, cls) < 0)
				return -1;
		}
	}
	return callers ? 0 : 1;
}

/* Methods (or constructors) named `name` of cls and, for public lookups,
 * its superclasses: all overloads, as the parameter types are not tracked.
 * A lookup that finds nothing (a name outside the closed world, or only
 * abstract methods) reaches nothing and is no error: it fails at run time,
 * or the bodies it may dispatch to are reached through the objects. */
static int reach_named(struct ka *ka, int32_t cls, const char *name, int inherited,
		       const char *why)
{
	for (int depth = 0; ka_is_user(ka, cls) && depth < 512; depth++) {
		for (uint32_t i = 0; i < ka->classes[cls].methods.n; i++) {
			int32_t m = ka->classes[cls].methods.v[i];
			struct ka_method *me = &ka->methods[m];
			int rc;

			if (strcmp(me->name, name) || (me->flags & KA_ABSTRACT_M))
				continue;
			rc = ka_reach(ka, m, why);
			ka->methods[m].flags |= KA_FROM_LIBRARY;
			for (uint32_t k = 0; !rc && k < ka->methods[m].nparams; k++)
				rc = ka_library_flow_into(ka, ka->methods[m].param_vars[k],
							  ka->methods[m].params[k]);
			if (!rc && ka->methods[m].this_var >= 0 && !(ka->methods[m].flags & KA_CTOR))
				rc = ka_library_flow_into(ka, ka->methods[m].this_var,
							  (struct ka_type){ cls, 0, 0 });
			if (!rc)
				rc = ka_pta_copy(ka, ka->methods[m].ret_var, ka->lib_var);
			if (rc)
				return rc;
		}
		if (!inherited)
			break;
		cls = ka->classes[cls].super;
	}
	return 0;
}

/* May a lookup for `name` (any name but constructors and initialisers when
 * NULL) find method (or field) k of a class?  getMethod, getField and their
 * array forms find public members only (docs/reflection.md rule 6). */
static int findable(const struct ka *ka, int method, int32_t k, const char *name, int public_only)
{
	const char *n = method ? ka->methods[k].name : ka->fields[k].name;
	uint32_t flags = method ? ka->methods[k].flags : ka->fields[k].flags;

	if (public_only && !(flags & KA_PUBLIC))
		return 0;
	return name ? !strcmp(n, name) : strcmp(n, "<init>") && strcmp(n, "<clinit>");
}

/* Has user class c a member such a lookup may find? */
static int declares(const struct ka *ka, int32_t c, int method, const char *name, int public_only)
{
	const struct ka_ivec *v = method ? &ka->classes[c].methods : &ka->classes[c].fields;

	for (uint32_t k = 0; k < v->n; k++)
		if (findable(ka, method, v->v[k], name, public_only))
			return 1;
	return 0;
}

/* Per class: 1 for the user supertypes of user enum classes (themselves
 * included), the classes a lookup on an enum class may search; NULL when
 * out of memory.  An enum class is a direct subclass of java.lang.Enum
 * (what Class.isEnum() tests; enum constants with bodies are below it). */
static uint8_t *enum_side(struct ka *ka)
{
	int32_t en = ka_class_find(ka, "java/lang/Enum");
	uint32_t n = ka->nclasses;
	uint8_t *mark = calloc(n ? n : 1, 1);

	for (uint32_t e = 0; mark && en >= 0 && e < n; e++) {
		const struct ka_ivec *sup;

		if (!ka_is_user(ka, (int32_t)e) || ka->classes[e].super != en)
			continue;
		sup = ka_supertypes(ka, (int32_t)e);
		for (uint32_t k = 0; k < sup->n; k++)
			if ((uint32_t)sup->v[k] < n)
				mark[sup->v[k]] = 1;
	}
	return mark;
}

/* The entry of apis[] call s makes, or the table's size. */
static size_t api_of(const struct ka *ka, int32_t s)
{
	const struct ka_ref *ref = &ka->refs[ka->stmts[s].ref];
	const char *owner = ka->classes[ref->cls].name;
	size_t i;

	for (i = 0; i < sizeof(apis) / sizeof(*apis); i++)
		if (!strcmp(apis[i].owner, owner) && !strcmp(apis[i].name, ref->name) &&
		    !strcmp(apis[i].desc, ref->desc))
			break;
	return i;
}

int ka_reflect_any_class(const struct ka *ka, int32_t s)
{
	size_t i = api_of(ka, s);

	return i < sizeof(apis) / sizeof(*apis) && apis[i].api >= API_GET_METHOD &&
	       apis[i].api <= API_MEMBERS;
}

enum ka_name_use ka_reflect_name_use(const struct ka *ka, int32_t s)
{
	size_t i = api_of(ka, s);

	if (i == sizeof(apis) / sizeof(*apis))
		return KA_USE_OTHER;
	return apis[i].api == API_FOR_NAME ? KA_USE_LOAD :
	       apis[i].api == API_NEW_INSTANCE ? KA_USE_CREATE : KA_USE_OTHER;
}

/* Class.newInstance() or Constructor.newInstance(Object[]). */
static int is_creation(const struct ka *ka, int32_t s, size_t i)
{
	return apis[i].api == API_NEW_INSTANCE ||
	       (apis[i].api == API_ACTION && !strcmp(apis[i].name, "newInstance") &&
		!strcmp(apis[i].owner, "java/lang/reflect/Constructor") && ka->stmts[s].dst >= 0);
}

/* A lookup for `name` (NULL: an enumeration) may touch user class c: it is
 * frozen, and the methods such a lookup may find run (Method.invoke may
 * call them on any object the library holds). */
static int touch(struct ka *ka, int32_t c, int method, const char *name, int public_only,
		 const char *why)
{
	int rc = ka_freeze(ka, c, why);

	for (uint32_t k = 0; !rc && method && k < ka->classes[c].methods.n; k++) {
		int32_t x = ka->classes[c].methods.v[k];

		if (findable(ka, 1, x, name, public_only))
			rc = reach_named(ka, c, ka->methods[x].name, 0, why);
	}
	return rc;
}

/*
 * A member lookup or enumeration on a class not known here (docs/reflection.md
 * rule 24: what an unresolved site may touch is frozen).  Every user class
 * that declares a member of that name (any member, when the name is
 * computed; public ones for the public lookups) may be the one: it is
 * frozen, and for getMethod its methods of that name run, as Method.invoke
 * may call them on any object the library holds.  -reflectiontargets rules
 * narrow that to their classes; when the lookup's Class passed isEnum()
 * (guard.c), only enum classes and their supertypes may be the one.
 */
static int unknown_owner(struct ka *ka, int method, const char *name, int public_only,
			 int enums, const char *where)
{
	uint8_t *side = NULL;
	uint32_t nside = ka->nclasses;
	int targets = kaba_keep_bounds_reflection(ka->opt->keep);
	const char *why;
	int rc = 0;

	why = ka_printf(ka, "%s on a class not known here%s, which may find %s%s%s", where,
			enums ? " (an enum class)" : "", name ? "" : "any member",
			name ? name : "", targets ? " (-reflectiontargets)" : "");
	if (!why || (enums && !(side = enum_side(ka))))
		return ka_oom(ka);
	/* Reaching methods may load classes: the arrays move, so everything
	 * is indexed afresh. */
	for (uint32_t c = 0; !rc && c < ka->nclasses; c++)
		if (ka_is_user(ka, (int32_t)c) && (!side || (c < nside && side[c])) &&
		    (!targets || (ka->classes[c].flags & KA_REFLECT_TARGET)) &&
		    declares(ka, (int32_t)c, method, name, public_only))
			rc = touch(ka, (int32_t)c, method, name, public_only, why);
	free(side);
	return rc;
}

/* The user class the traces logged for call x, or KA_NONE. */
static int32_t logged_class(struct ka *ka, const struct ka_ran_call *x)
{
	int32_t cls = ka_class_find(ka, x->cls);

	return cls >= 0 && ka_is_user(ka, cls) ? cls : KA_NONE;
}

/* Do the traces bound call s, an apis[i] call (docs/reflection.md rule 10)? */
static int bounded(const struct ka *ka, size_t i)
{
	return apis[i].logged >= 0 && ka_ran_logs(ka, apis[i].logged);
}

/*
 * The traced analysis's unknown_owner: a lookup or enumeration (apis[i])
 * at call s touched, on the traced inputs, the classes the traces logged
 * for the calls of its kind in its method (and, for the public forms,
 * their superclasses, which they search).  For a lookup, the name is the
 * one logged (a name computed at run time).  A method that ran no such
 * call touched none.
 */
static int logged_owners(struct ka *ka, int32_t s, size_t i, int method, int public_only,
			 const char *where)
{
	const char *why = ka_printf(ka, "%s, on a class the traces logged", where);
	const struct ka_ran_call *x;
	int32_t next = KA_RAN_FIRST;
	int rc = 0, more;

	if (!why)
		return ka_oom(ka);
	while (!rc && (more = ka_ran_calls(ka, ka->stmts[s].method, apis[i].logged, &next, &x))) {
		const char *name = apis[i].api == API_MEMBERS ? NULL : x->name;

		if (more < 0)
			return ka_oom(ka);
		for (int32_t c = logged_class(ka, x); !rc && ka_is_user(ka, c);
		     c = public_only ? ka->classes[c].super : KA_NONE)
			rc = touch(ka, c, method, name, public_only, why);
	}
	return rc;
}

/* unknown_owner for the receiver of call s; the logged classes when the
 * traces bound it. */
static int unknown_receiver(struct ka *ka, int32_t s, int method, const char *name,
			    int public_only, const char *where)
{
	size_t i = api_of(ka, s);
	int enums;

	if (bounded(ka, i))
		return logged_owners(ka, s, i, method, public_only, where);
	enums = ka_enum_guarded(ka, s);
	return enums < 0 ? ka_oom(ka) : unknown_owner(ka, method, name, public_only, enums, where);
}

/* newInstance on a known class: an object of it is created at this site
 * (its index in *site, if not NULL). */
static int new_instance(struct ka *ka, int32_t s, int32_t cls, int32_t *out)
{
	struct ka_type t = { cls, 0, 0 };
	const struct ka_stmt st = ka->stmts[s];
	int32_t site, init;
	int rc;

	site = ka_add_site(ka, t, st.method, st.pc, 0);
	if (out)
		*out = site;
	if (site < 0)
		return ka_oom(ka);
	ka->sites[site].reflective = 1;
	rc = ka_pta_add_site(ka, st.dst, site);
	if (!rc)
		rc = ka_pta_add_site(ka, ka->sites[site].var, site);
	init = ka_lookup_method(ka, cls, "<init>", "()V");
	if (!rc && init >= 0 && ka_is_user(ka, cls)) {
		rc = ka_reach(ka, init, "newInstance");
		if (!rc)
			rc = ka_pta_add_site(ka, ka->methods[init].this_var, site);
	}
	return rc;
}

static int record(struct ka *ka, int32_t s, const char *api, int resolved,
		  const char *target)
{
	struct kaba_analysis *a = ka->out;
	const struct ka_stmt *st = &ka->stmts[s];
	const struct ka_method *me = &ka->methods[st->method];
	struct kaba_reflect_site *r;

	/* The result's arena outlives the analysis: copy the strings. */
	if (ka_grow((void **)&ka->out_reflect, &ka->cap_reflect, (uint32_t)a->nreflect,
		    sizeof(*r)))
		return ka_oom(ka);
	r = &ka->out_reflect[a->nreflect++];
	r->cls = kaba_arena_strdup(&a->arena, ka->classes[me->owner].name);
	r->method = kaba_arena_strdup(&a->arena, ka_printf(ka, "%s%s", me->name, me->desc));
	r->pc = st->pc;
	r->api = kaba_arena_strdup(&a->arena, api);
	r->status = resolved ? KABA_REFLECT_RESOLVED : KABA_REFLECT_UNRESOLVED;
	r->target = target ? kaba_arena_strdup(&a->arena, target) : NULL;
	r->rewrite = NULL;
	return !r->cls || !r->method || !r->api || (target && !r->target) ? ka_oom(ka) : 0;
}

/*
 * The pre-Java-5 class literal (docs/reflection.md rule 2): javac 1.4 compiled
 * `X.class` as a call of a synthetic `static Class class$(String)` of the
 * user class, which calls Class.forName.  With a constant argument the
 * result names X, which is frozen like any class literal's class (frozen.c);
 * the forName inside class$ stays listed as unresolved.  1 if s is such a
 * call, 0 if not, else a status.
 */
static int class_dollar(struct ka *ka, int32_t s)
{
	const struct ka_stmt st = ka->stmts[s];
	const struct ka_ref *ref = &ka->refs[st.ref];
	const char *lit;
	char *n;

	if (st.call != KA_STATIC_CALL || !ka_is_user(ka, ref->cls) || strcmp(ref->name, "class$") ||
	    strcmp(ref->desc, "(Ljava/lang/String;)Ljava/lang/Class;") || st.dst < 0 ||
	    !(lit = const_string(ka, st.args ? st.args[0] : KA_NONE)))
		return 0;
	if (!(n = kaba_arena_strdup(&ka->arena, lit)))
		return ka_oom(ka);
	for (char *p = n; *p; p++)
		if (*p == '.')
			*p = '/';
	ka->vars[st.dst].cclass = ka_class_find(ka, n);
	return 1;
}

/* If v is one of the values, so is `to` (1 if new, -1 out of memory). */
static long flows(struct ka_ivec *values, int32_t v, int32_t to)
{
	return v >= 0 && to >= 0 && ka_iset_has(values, v) ? ka_iset_add(values, to) : 0;
}

/*
 * Rule 17 (docs/reflection.md §E): Class.newInstance() of a class reflection
 * names needs of that class only its binary name, its no-argument
 * constructor and the types of the casts the new object reaches, not its
 * shape.  So the class is not frozen but restructured like
 * any class, its object row at the site pinned (table.h: the new class
 * holding it takes the original name and keeps `<init>()V`); the table's
 * cast columns keep that class below the casts.  Class.newInstance,
 * library code, calls the constructor: a library callback on the object
 * (E3, C6), which puts the body in the row.  A class without its own
 * `<init>()V` (newInstance fails) is frozen, as is everything
 * Constructor.newInstance creates (it may run any constructor).  `why` is
 * the reason reflection would freeze it; a pinned row names its site, and
 * the first such site is the class's reason to be pinned (report.json).
 */
static int pin(struct ka *ka, int32_t site, int32_t cls, const char *why)
{
	int32_t init;

	if (!ka_is_user(ka, cls))
		return ka_freeze(ka, cls, why);
	init = ka_lookup_method(ka, cls, "<init>", "()V");
	if (init < 0 || ka->methods[init].owner != cls)
		return ka_freeze(ka, cls, why);
	if (!ka->classes[cls].created_why &&
	    !(ka->classes[cls].created_why = ka_printf(ka, "created by name: %s (rule 17)", why)))
		return ka_oom(ka);
	return ka_ivec_push(&ka->callbacks, site) || ka_ivec_push(&ka->callbacks, init) ?
	       ka_oom(ka) : 0;
}

/* Does the value of stmt x read one of the values? */
static int reads(const struct ka_stmt *x, struct ka_ivec *values)
{
	if ((x->a >= 0 && ka_iset_has(values, x->a)) || (x->b >= 0 && ka_iset_has(values, x->b)))
		return 1;
	for (uint32_t k = 0; k < x->nargs; k++)
		if (x->args[k] >= 0 && ka_iset_has(values, x->args[k]))
			return 1;
	return 0;
}

/*
 * Is the Class value of resolved forName call s only the receiver of
 * Class.newInstance() calls, through locals of its method (ecj's
 * `Class.forName("...BatchAnnotationProcessorManager").newInstance()`)?
 * Then the name and what newInstance needs (pin) are all reflection uses
 * of the class; any other use (passed on, stored, returned, looked into),
 * a call the class of its receiver is not known at, or none (forName for
 * the initialiser alone) freezes it.  1 yes, 0 no, -1 out of memory.
 */
static int only_instantiated(struct ka *ka, int32_t s)
{
	const struct ka_method *me = &ka->methods[ka->stmts[s].method];
	struct ka_ivec values = { 0 };
	int32_t cls = ka->vars[ka->stmts[s].dst].cclass;
	long grew = ka_iset_add(&values, ka->stmts[s].dst);
	int only = 1, calls = 0;

	while (grew > 0 && only) {
		grew = 0;
		for (uint32_t k = 0; grew >= 0 && only && k < me->stmts.n; k++) {
			int32_t x = (int32_t)me->stmts.v[k];
			const struct ka_stmt *c = &ka->stmts[x];
			size_t i;

			if (c->op == KA_ASSIGN) {
				long add = flows(&values, c->a, c->dst);

				grew = add < 0 ? -1 : grew + add;
			} else if (reads(c, &values)) {
				only = c->op == KA_CALL && !c->nargs && ka_iset_has(&values, c->a) &&
				       (i = api_of(ka, x)) < sizeof(apis) / sizeof(*apis) &&
				       apis[i].api == API_NEW_INSTANCE && const_class(ka, c->a) == cls;
				calls++;
			}
		}
	}
	ka_ivec_free(&values);
	return grew < 0 ? -1 : only && calls;
}

/* A Class.forName (apis[i]) of a name computed at run time at call s named,
 * on the traced inputs, the classes the traces logged for its method's
 * forName calls: they keep their names. */
static int logged_names(struct ka *ka, int32_t s, size_t i, const char *where)
{
	const char *why = ka_printf(ka, "%s names it in the traces", where);
	const struct ka_ran_call *x;
	int32_t next = KA_RAN_FIRST;
	int rc = 0, more;

	if (!why)
		return ka_oom(ka);
	while (!rc && (more = ka_ran_calls(ka, ka->stmts[s].method, apis[i].logged, &next, &x)))
		rc = more < 0 ? ka_oom(ka) : ka_freeze(ka, logged_class(ka, x), why);
	return rc;
}

int ka_reflect_call(struct ka *ka, int32_t s)
{
	const struct ka_stmt st = ka->stmts[s];
	const struct ka_ref *ref = &ka->refs[st.ref];
	const char *owner = ka->classes[ref->cls].name, *api, *lit, *target = NULL;
	const char *where;
	int32_t cls = KA_NONE, site = KA_NONE;
	size_t i = api_of(ka, s);
	int resolved = 0, rc = 0, pinned = 0;

	if (i == sizeof(apis) / sizeof(*apis))
		return (rc = class_dollar(ka, s)) > 0 ? 0 : rc;
	/* The objects created here, and Array.newInstance's array, go into
	 * the result: a library value unified with it would hold them too, and
	 * hand them to every library call returning that type. */
	ka->stmts[s].fed = 1;
	api = ka_printf(ka, "%s.%s%s", owner, ref->name, ref->desc);
	where = ka_printf(ka, "reflection: %s.%s at %s@%u", ka_java_name(ka, ref->cls),
			  ref->name, ka_method_name(ka, st.method), st.pc);
	if (!api || !where)
		return ka_oom(ka);
	switch (apis[i].api) {
	case API_FOR_NAME:
		lit = const_string(ka, st.args ? st.args[0] : KA_NONE);
		if (lit) {
			char *n = kaba_arena_strdup(&ka->arena, lit);

			for (char *p = n; p && *p; p++)
				if (*p == '.')
					*p = '/';
			cls = n ? ka_class_find(ka, n) : KA_NONE;
			/* A name outside the closed world fails at run time. */
			resolved = 1;
			target = lit;
			if (cls >= 0 && st.dst >= 0) {
				ka->vars[st.dst].cclass = cls;
				ka->vars[st.dst].by_name = 1;
			}
			/* Only instantiated: the newInstance calls pin it. */
			if (cls >= 0 && st.dst >= 0 && (pinned = only_instantiated(ka, s)) < 0)
				rc = ka_oom(ka);
		} else if (bounded(ka, i)) {
			rc = logged_names(ka, s, i, where);
		}
		break;
	case API_GET_METHOD:
	case API_GET_FIELD:
		cls = const_class(ka, st.a);
		lit = const_string(ka, st.args ? st.args[0] : KA_NONE);
		if (cls >= 0 && lit) {
			resolved = 1;
			target = ka_printf(ka, "%s.%s", ka->classes[cls].name, lit);
			if (apis[i].api == API_GET_METHOD)
				rc = reach_named(ka, cls, lit, !strcmp(ref->name, "getMethod"), where);
		} else if (cls < 0 && param_of(ka, st.a) < 0) {
			/* on a parameter: after the solution (parameter_receivers) */
			rc = unknown_receiver(ka, s, apis[i].api == API_GET_METHOD, lit,
					   !strstr(ref->name, "Declared"), where);
		}
		break;
	case API_GET_CTOR:
	case API_NEW_INSTANCE:
		cls = const_class(ka, st.a);
		if (cls >= 0) {
			resolved = 1;
			target = ka->classes[cls].name;
			rc = apis[i].api == API_NEW_INSTANCE ? new_instance(ka, s, cls, &site) :
			     reach_named(ka, cls, "<init>", 0, where);
			if (!rc && site >= 0) {
				rc = pin(ka, site, cls, where);
				pinned = 1;
			}
			/* The Constructor value remembers its class. */
			if (apis[i].api == API_GET_CTOR && st.dst >= 0)
				ka->vars[st.dst].cclass = cls;
		}
		break;
	case API_MEMBERS:
	case API_OBSERVE:
		cls = const_class(ka, st.a);
		resolved = cls >= 0;
		target = cls >= 0 ? ka->classes[cls].name : NULL;
		/* An enumeration of an unknown class's members may list any
		 * class's (rule 20: what it lists must not change). */
		if (cls < 0 && apis[i].api == API_MEMBERS && param_of(ka, st.a) < 0)
			rc = unknown_receiver(ka, s, strstr(ref->name, "Field") == NULL, NULL,
					   !strstr(ref->name, "Declared"), where);
		break;
	case API_ACTION:
		/* Array.newInstance returns an array the library made, typed
		 * Object: a library Object[] (L2), whose elements then hold
		 * what the program stores into it (getclass.c wraps_receiver). */
		if (apis[i].logged == KABA_API_ARRAY_NEWINSTANCE)
			return ka_library_flow_into(ka, st.dst, (struct ka_type){ ka->object_cls, 1, 0 });
		/* Constructor.newInstance creates an object here; other
		 * actions run what the lookups resolved. */
		if (!is_creation(ka, s, i))
			return 0;
		cls = const_class(ka, st.a);
		resolved = cls >= 0;
		target = resolved ? ka->classes[cls].name : NULL;
		rc = resolved ? new_instance(ka, s, cls, NULL) : 0;
		break;
	}
	if (!rc && cls >= 0 && !pinned)
		rc = ka_freeze(ka, cls, where);
	if (!rc)
		rc = record(ka, s, api, resolved, target);
	return rc;
}

/* The classes that bound unresolved creation s: the types of the casts its
 * result reaches through locals, returns and call results (a def-use walk:
 * the points-to sets are too coarse, as anything that reaches the library
 * comes back from every library call), Object, Serializable and Cloneable
 * left out as they bound nothing (docs/reflection.md rule 4). */
static int cast_bounds(struct ka *ka, int32_t s, struct ka_ivec *bounds)
{
	struct ka_ivec values = { 0 };
	long grew = ka_iset_add(&values, ka->stmts[s].dst);

	bounds->n = 0;
	while (grew > 0) {
		grew = 0;
		for (uint32_t i = 0; grew >= 0 && i < ka->reachable.n; i++) {
			const struct ka_method *me = &ka->methods[ka->reachable.v[i]];

			for (uint32_t k = 0; grew >= 0 && k < me->stmts.n; k++) {
				int32_t x = (int32_t)me->stmts.v[k];
				const struct ka_stmt *c = &ka->stmts[x];
				const struct ka_ivec *t;
				long add = 0;

				if (c->op == KA_ASSIGN) {
					add = flows(&values, c->a, c->dst);
				} else if (c->op == KA_RETURN) {
					add = flows(&values, c->a, me->ret_var);
				} else if (c->op == KA_CALL && c->dst >= 0) {
					t = ka_call_targets(ka, x);
					for (uint32_t j = 0; add >= 0 && j < t->n; j++)
						if (t->v[j] >= 0)
							add = flows(&values, ka->methods[t->v[j]].ret_var,
								    c->dst);
				} else if (c->op == KA_CAST && !c->type.dims && c->type.cls >= 0 &&
					   c->a >= 0 && ka_iset_has(&values, c->a)) {
					const char *n = ka->classes[c->type.cls].name;

					if (c->type.cls != ka->object_cls &&
					    strcmp(n, "java/io/Serializable") &&
					    strcmp(n, "java/lang/Cloneable"))
						add = ka_iset_add(bounds, c->type.cls) < 0 ? -1 : 0;
				}
				grew = add < 0 ? -1 : grew + add;
			}
		}
	}
	ka_ivec_free(&values);
	return grew < 0 ? ka_oom(ka) : 0;
}

/* "a.B, c.D" */
static const char *bound_names(struct ka *ka, const struct ka_ivec *bounds)
{
	const char *s = ka_java_name(ka, bounds->v[0]);

	for (uint32_t k = 1; s && k < bounds->n; k++)
		s = ka_printf(ka, "%s, %s", s, ka_java_name(ka, bounds->v[k]));
	return s;
}

/* May unresolved creation s (api entry i), bounded by `bounds` (none:
 * unbounded), create an object of class cls? */
static int candidate(struct ka *ka, int32_t cls, size_t i, const struct ka_ivec *bounds)
{
	const struct ka_class *c = &ka->classes[cls];
	int fits = 0;

	if (!ka_is_user(ka, cls) || (c->flags & (KA_INTERFACE | KA_ABSTRACT)))
		return 0;
	/* Class.newInstance needs the no-argument constructor. */
	for (uint32_t k = 0; k < c->methods.n && !fits; k++) {
		const struct ka_method *m = &ka->methods[c->methods.v[k]];

		fits = !strcmp(m->name, "<init>") &&
		       (apis[i].api != API_NEW_INSTANCE || !strcmp(m->desc, "()V"));
	}
	if (!fits)
		return 0;
	if (!bounds->n)
		return !kaba_keep_bounds_reflection(ka->opt->keep) || (c->flags & KA_REFLECT_TARGET);
	for (uint32_t k = 0; k < bounds->n; k++)
		if (ka_subclass(ka, cls, bounds->v[k]))
			return 1;
	return 0;
}

/* An object of candidate cls at unresolved creation s, unless there is one;
 * 1 if it is new. */
static int create_candidate(struct ka *ka, int32_t s, size_t i, int32_t cls, const char *why)
{
	const struct ka_stmt st = ka->stmts[s];
	const struct ka_ivec *pt = ka_pt(ka, st.dst);
	int32_t site;
	int rc;

	for (uint32_t k = 0; k < pt->n; k++) {
		const struct ka_site *si = &ka->sites[pt->v[k]];

		if (si->type.cls == cls && !si->type.dims && !si->library &&
		    si->method == st.method && si->pc == st.pc)
			return 0;
	}
	rc = new_instance(ka, s, cls, &site);
	/* Constructor.newInstance may run any constructor of it. */
	if (!rc && apis[i].api == API_ACTION)
		rc = reach_named(ka, cls, "<init>", 0, why);
	for (uint32_t k = 0; !rc && apis[i].api == API_ACTION &&
	     k < ka->classes[cls].methods.n; k++) {
		const struct ka_method *m = &ka->methods[ka->classes[cls].methods.v[k]];

		if (!strcmp(m->name, "<init>") && m->this_var >= 0)
			rc = ka_pta_add_site(ka, m->this_var, site);
	}
	if (!rc)
		rc = apis[i].api == API_NEW_INSTANCE ? pin(ka, site, cls, why) : ka_freeze(ka, cls, why);
	return rc ? rc : 1;
}

/* Unresolved creation s (apis[i]) created, on the traced inputs, objects of
 * the classes the traces logged for its method's calls of its kind: they
 * are its candidates (cast bounds aside); *added is set when one is new. */
static int logged_creations(struct ka *ka, int32_t s, size_t i, int *added)
{
	const char *why = ka_printf(ka, "reflection: %s.%s at %s@%u creates it in the traces",
				    ka_java_name(ka, ka->refs[ka->stmts[s].ref].cls), apis[i].name,
				    ka_method_name(ka, ka->stmts[s].method), ka->stmts[s].pc);
	const struct ka_ran_call *x;
	int32_t next = KA_RAN_FIRST, cls;
	int rc = 0, more;

	if (!why)
		return ka_oom(ka);
	while (!rc && (more = ka_ran_calls(ka, ka->stmts[s].method, apis[i].logged, &next, &x))) {
		if (more < 0)
			return ka_oom(ka);
		if ((cls = logged_class(ka, x)) < 0 ||
		    (ka->classes[cls].flags & (KA_INTERFACE | KA_ABSTRACT)))
			continue;
		rc = create_candidate(ka, s, i, cls, why);
		*added |= rc == 1;
		rc = rc == 1 ? 0 : rc;
	}
	return rc;
}

/*
 * Lookups and enumerations whose Class is a parameter, once the call graph
 * is complete: when every caller passes a constant class, those classes are
 * what they touch (frozen, and for methods the ones it may find run);
 * otherwise, as any unknown class, unknown_owner.
 */
static int parameter_receivers(struct ka *ka)
{
	struct ka_ivec classes = { 0 };
	int rc = 0;

	for (uint32_t r = 0; !rc && r < ka->reachable.n; r++) {
		int32_t m = ka->reachable.v[r];

		for (uint32_t k = 0; !rc && k < ka->methods[m].stmts.n; k++) {
			int32_t s = (int32_t)ka->methods[m].stmts.v[k], p;
			const struct ka_stmt st = ka->stmts[s];
			const struct ka_ref *ref = &ka->refs[st.ref];
			const char *lit, *where;
			size_t i;
			int method, unknown;

			if (st.op != KA_CALL || (i = api_of(ka, s)) == sizeof(apis) / sizeof(*apis) ||
			    (apis[i].api != API_GET_METHOD && apis[i].api != API_GET_FIELD &&
			     apis[i].api != API_MEMBERS) ||
			    const_class(ka, st.a) >= 0 || (p = param_of(ka, st.a)) < 0)
				continue;
			lit = apis[i].api == API_MEMBERS ? NULL :
			      const_string(ka, st.args ? st.args[0] : KA_NONE);
			method = apis[i].api == API_GET_METHOD ||
				 (apis[i].api == API_MEMBERS && !strstr(ref->name, "Field"));
			if ((unknown = caller_classes(ka, p, &classes)) < 0) {
				rc = ka_oom(ka);
				break;
			}
			where = ka_printf(ka, "reflection: %s.%s at %s@%u%s", ka_java_name(ka, ref->cls),
					  ref->name, ka_method_name(ka, m), st.pc,
					  unknown ? "" : ", on the class its callers pass");
			if (!where) {
				rc = ka_oom(ka);
				break;
			}
			if (unknown) {
				rc = unknown_receiver(ka, s, method, lit, !strstr(ref->name, "Declared"),
						      where);
				continue;
			}
			for (uint32_t c = 0; !rc && c < classes.n; c++) {
				int32_t cls = classes.v[c];

				rc = ka_freeze(ka, cls, where);
				for (uint32_t j = 0; !rc && method && ka_is_user(ka, cls) &&
				     j < ka->classes[cls].methods.n; j++) {
					int32_t x = ka->classes[cls].methods.v[j];

					if (findable(ka, 1, x, lit, 0))
						rc = reach_named(ka, cls, ka->methods[x].name, 0, where);
				}
			}
		}
	}
	ka_ivec_free(&classes);
	return rc;
}

/*
 * Reflection from library code in the traces (docs/reflection.md rule 15): the
 * user classes the library named, created, looked into or called into
 * reflectively (EnumSet asks an enum class for its values(), a test runner
 * invokes test methods) keep their shape and names, as the library's own
 * code is not rewritten, and the methods it looked up or called run (the
 * static call graph has no edge to them).  Arrays the library creates of
 * a user class (Arrays.copyOf) need nothing: the component type is
 * retyped with every mention of the class; nor does the java launcher's
 * loading of the main class and lookup of its main: that is the entry
 * point, whose class keeps its name as in the static variant (freezing it
 * would freeze what its descriptors name, most of a small program).
 */
static int library_targets(struct ka *ka)
{
	const struct ka_ran_call *x;
	int rc = 0;

	for (uint32_t k = 0; !rc && (x = ka_ran_call(ka, k)); k++) {
		int32_t caller = ka_class_find(ka, x->caller), cls = logged_class(ka, x);
		const char *why;

		if (cls < 0 || x->api == KABA_API_ARRAY_NEWINSTANCE ||
		    !strncmp(x->caller, "sun/launcher/", 13) || (caller >= 0 && ka_is_user(ka, caller)))
			continue;
		why = ka_printf(ka, "reflection from library code in the traces (%s)", x->caller);
		rc = why ? ka_freeze(ka, cls, why) : ka_oom(ka);
		if (!rc && *x->name && (x->api == KABA_API_CLASS_GET_MEMBER ||
					x->api == KABA_API_METHOD_INVOKE ||
					x->api == KABA_API_CONSTRUCTOR_NEWINSTANCE))
			rc = touch(ka, cls, 1, x->name, 0, why);
	}
	return rc;
}

int ka_reflect_candidates(struct ka *ka)
{
	struct ka_ivec bounds = { 0 };
	uint32_t reached = ka->reachable.n;
	int added = 0, rc = parameter_receivers(ka);

	if (!rc)
		rc = library_targets(ka);

	/* Creating candidates reaches methods and adds vars and sites: the
	 * arrays move, so everything is indexed afresh. */
	for (uint32_t r = 0; !rc && r < ka->reachable.n; r++) {
		int32_t m = ka->reachable.v[r];

		for (uint32_t k = 0; !rc && k < ka->methods[m].stmts.n; k++) {
			int32_t s = (int32_t)ka->methods[m].stmts.v[k];
			const char *why, *names;
			size_t i;

			if (ka->stmts[s].op != KA_CALL || ka->stmts[s].dst < 0 ||
			    (i = api_of(ka, s)) == sizeof(apis) / sizeof(*apis) ||
			    !is_creation(ka, s, i) || const_class(ka, ka->stmts[s].a) >= 0)
				continue;
			if (bounded(ka, i)) {
				rc = logged_creations(ka, s, i, &added);
				continue;
			}
			if ((rc = cast_bounds(ka, s, &bounds)))
				break;
			names = bounds.n ? bound_names(ka, &bounds) : "";
			why = !names ? NULL :
			      ka_printf(ka, "reflection: %s.%s at %s@%u creates it (%s%s)",
					ka_java_name(ka, ka->refs[ka->stmts[s].ref].cls),
					apis[i].name, ka_method_name(ka, ka->stmts[s].method),
					ka->stmts[s].pc, bounds.n ? "cast to " :
					kaba_keep_bounds_reflection(ka->opt->keep) ?
					"unbounded: the -reflectiontargets classes" :
					"unbounded: every instantiable class", names);
			if (!why) {
				rc = ka_oom(ka);
				break;
			}
			for (uint32_t c = 0; !rc && c < ka->nclasses; c++) {
				if (!candidate(ka, (int32_t)c, i, &bounds))
					continue;
				rc = create_candidate(ka, s, i, (int32_t)c, why);
				added |= rc == 1;
				rc = rc == 1 ? 0 : rc;
			}
		}
	}
	ka_ivec_free(&bounds);
	return rc ? rc : added || ka->reachable.n > reached;
}
