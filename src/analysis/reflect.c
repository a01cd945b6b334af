/*
 * Reflection (reflection.md §A-B, constant cases only).  Reflective calls are
 * recognised by exact owner, name and descriptor.  Resolved here:
 *   X.class (ldc)                    the Class value names X (ir.c)
 *   Class.forName("lit"[, ...])      names the class "lit"
 *   C.getMethod/getDeclaredMethod("lit", ...)    on a known Class value
 *   C.getField/getDeclaredField("lit")           on a known Class value
 *   C.getConstructor/getDeclaredConstructor(...), C.newInstance()
 * A resolved target's class is frozen (it keeps its name and members, so the
 * constant strings stay right) and a resolved method or constructor becomes an
 * entry point, since Method.invoke / newInstance may run it with any
 * arguments.  Everything else that is recognised is listed as unresolved with
 * its site; an unresolved lookup on a known class freezes that class.  The
 * caller (CLI) decides whether unresolved sites are acceptable.
 */
#include "model.h"

#include <string.h>

enum api {
	API_FOR_NAME, API_GET_METHOD, API_GET_FIELD, API_GET_CTOR, API_NEW_INSTANCE,
	API_MEMBERS, API_ACTION, API_OBSERVE,
};

static const struct {
	const char *owner, *name, *desc;
	enum api api;
} apis[] = {
	{ "java/lang/Class", "forName", "(Ljava/lang/String;)Ljava/lang/Class;", API_FOR_NAME },
	{ "java/lang/Class", "forName", "(Ljava/lang/String;ZLjava/lang/ClassLoader;)Ljava/lang/Class;", API_FOR_NAME },
	{ "java/lang/ClassLoader", "loadClass", "(Ljava/lang/String;)Ljava/lang/Class;", API_FOR_NAME },
	{ "java/lang/Class", "getMethod", "(Ljava/lang/String;[Ljava/lang/Class;)Ljava/lang/reflect/Method;", API_GET_METHOD },
	{ "java/lang/Class", "getDeclaredMethod", "(Ljava/lang/String;[Ljava/lang/Class;)Ljava/lang/reflect/Method;", API_GET_METHOD },
	{ "java/lang/Class", "getField", "(Ljava/lang/String;)Ljava/lang/reflect/Field;", API_GET_FIELD },
	{ "java/lang/Class", "getDeclaredField", "(Ljava/lang/String;)Ljava/lang/reflect/Field;", API_GET_FIELD },
	{ "java/lang/Class", "getConstructor", "([Ljava/lang/Class;)Ljava/lang/reflect/Constructor;", API_GET_CTOR },
	{ "java/lang/Class", "getDeclaredConstructor", "([Ljava/lang/Class;)Ljava/lang/reflect/Constructor;", API_GET_CTOR },
	{ "java/lang/Class", "newInstance", "()Ljava/lang/Object;", API_NEW_INSTANCE },
	{ "java/lang/Class", "getMethods", "()[Ljava/lang/reflect/Method;", API_MEMBERS },
	{ "java/lang/Class", "getDeclaredMethods", "()[Ljava/lang/reflect/Method;", API_MEMBERS },
	{ "java/lang/Class", "getFields", "()[Ljava/lang/reflect/Field;", API_MEMBERS },
	{ "java/lang/Class", "getDeclaredFields", "()[Ljava/lang/reflect/Field;", API_MEMBERS },
	{ "java/lang/Class", "getConstructors", "()[Ljava/lang/reflect/Constructor;", API_MEMBERS },
	{ "java/lang/Class", "getDeclaredConstructors", "()[Ljava/lang/reflect/Constructor;", API_MEMBERS },
	{ "java/lang/reflect/Constructor", "newInstance", "([Ljava/lang/Object;)Ljava/lang/Object;", API_ACTION },
	{ "java/lang/reflect/Method", "invoke", "(Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;", API_ACTION },
	{ "java/lang/reflect/Field", "get", "(Ljava/lang/Object;)Ljava/lang/Object;", API_ACTION },
	{ "java/lang/reflect/Field", "set", "(Ljava/lang/Object;Ljava/lang/Object;)V", API_ACTION },
	{ "java/lang/reflect/Proxy", "newProxyInstance", "(Ljava/lang/ClassLoader;[Ljava/lang/Class;Ljava/lang/reflect/InvocationHandler;)Ljava/lang/Object;", API_ACTION },
	{ "java/lang/reflect/Array", "newInstance", "(Ljava/lang/Class;I)Ljava/lang/Object;", API_ACTION },
	{ "java/lang/Class", "getName", "()Ljava/lang/String;", API_OBSERVE },
	{ "java/lang/Class", "getSimpleName", "()Ljava/lang/String;", API_OBSERVE },
	{ "java/lang/Class", "getSuperclass", "()Ljava/lang/Class;", API_OBSERVE },
	{ "java/lang/Class", "getInterfaces", "()[Ljava/lang/Class;", API_OBSERVE },
};

int ka_freeze(struct ka *ka, int32_t cls, const char *why)
{
	struct ka_class *c;

	if (cls < 0 || !ka_is_user(ka, cls))
		return 0;
	c = &ka->classes[cls];
	if (!(c->flags & KA_FROZEN)) {
		c->flags |= KA_FROZEN;
		c->frozen_why = why;
	}
	return 0;
}

/* The one value assigned to a local, if it has exactly one assignment
 * (the constant idiom `Class<?> c = Class.forName("p.C"); c.getMethod(...)`). */
static int32_t single_source(struct ka *ka, int32_t var)
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
		var = single_source(ka, var);
	}
	return KA_NONE;
}

static const char *const_string(struct ka *ka, int32_t var)
{
	for (int depth = 0; var >= 0 && depth < 8; depth++) {
		if (ka->vars[var].cstr)
			return ka->vars[var].cstr;
		var = single_source(ka, var);
	}
	return NULL;
}

/* Methods (or constructors) named `name` of cls and, for public lookups,
 * its superclasses: all overloads, as the parameter types are not tracked. */
static int reach_named(struct ka *ka, int32_t cls, const char *name, int inherited,
		       const char *why)
{
	int found = 0;

	for (int depth = 0; ka_is_user(ka, cls) && depth < 512; depth++) {
		for (uint32_t i = 0; i < ka->classes[cls].methods.n; i++) {
			int32_t m = ka->classes[cls].methods.v[i];
			struct ka_method *me = &ka->methods[m];
			int rc;

			if (strcmp(me->name, name) || (me->flags & KA_ABSTRACT_M))
				continue;
			found = 1;
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
	return found ? 0 : 1;
}

/* newInstance on a known class: an object of it is created at this site. */
static int new_instance(struct ka *ka, int32_t s, int32_t cls)
{
	struct ka_type t = { cls, 0, 0 };
	const struct ka_stmt st = ka->stmts[s];
	int32_t site, init;
	int rc;

	site = ka_add_site(ka, t, st.method, st.pc, 0);
	if (site < 0)
		return ka_oom(ka);
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
	return !r->cls || !r->method || !r->api || (target && !r->target) ? ka_oom(ka) : 0;
}

int ka_reflect_call(struct ka *ka, int32_t s)
{
	const struct ka_stmt st = ka->stmts[s];
	const struct ka_ref *ref = &ka->refs[st.ref];
	const char *owner = ka->classes[ref->cls].name, *api, *lit, *target = NULL;
	const char *where;
	int32_t cls = KA_NONE;
	size_t i;
	int resolved = 0, rc = 0;

	for (i = 0; i < sizeof(apis) / sizeof(*apis); i++)
		if (!strcmp(apis[i].owner, owner) && !strcmp(apis[i].name, ref->name) &&
		    !strcmp(apis[i].desc, ref->desc))
			break;
	if (i == sizeof(apis) / sizeof(*apis))
		return 0;
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
			if (cls >= 0 && st.dst >= 0)
				ka->vars[st.dst].cclass = cls;
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
			if (rc > 0)
				rc = 0;
		}
		break;
	case API_GET_CTOR:
	case API_NEW_INSTANCE:
		cls = const_class(ka, st.a);
		if (cls >= 0) {
			resolved = 1;
			target = ka->classes[cls].name;
			rc = apis[i].api == API_NEW_INSTANCE ? new_instance(ka, s, cls) :
			     reach_named(ka, cls, "<init>", 0, where);
			if (rc > 0)
				rc = 0;
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
		break;
	case API_ACTION:
		/* Constructor.newInstance of a known constructor creates an
		 * object here; other actions run what the lookups resolved. */
		if (!strcmp(ref->name, "newInstance") && ref->cls != ka->object_cls &&
		    !strcmp(owner, "java/lang/reflect/Constructor")) {
			cls = const_class(ka, st.a);
			if (cls >= 0)
				rc = new_instance(ka, s, cls);
		}
		return rc;
	}
	if (!rc && cls >= 0)
		rc = ka_freeze(ka, cls, where);
	if (!rc && apis[i].api != API_ACTION)
		rc = record(ka, s, api, resolved, target);
	return rc;
}
