/* Reachable methods: their this/parameter/return/exception vars and names. */
#include "model.h"

#include <string.h>

/* "a.b.C", the Java form used in row and column names. */
const char *ka_java_name(struct ka *ka, int32_t cls)
{
	char *s = kaba_arena_strdup(&ka->arena, ka->classes[cls].name);

	for (char *p = s; p && *p; p++)
		if (*p == '/')
			*p = '.';
	return s;
}

static int overloaded(struct ka *ka, int32_t m)
{
	const struct ka_class *c = &ka->classes[ka->methods[m].owner];

	for (uint32_t i = 0; i < c->methods.n; i++) {
		int32_t o = c->methods.v[i];

		if (o != m && !strcmp(ka->methods[o].name, ka->methods[m].name))
			return 1;
	}
	return 0;
}

/* "A.f" as in the paper, "A.f(I)V" when A has several methods named f. */
const char *ka_method_name(struct ka *ka, int32_t m)
{
	const struct ka_method *me = &ka->methods[m];

	if (overloaded(ka, m))
		return ka_printf(ka, "%s.%s%s", ka_java_name(ka, me->owner),
				 me->name, me->desc);
	return ka_printf(ka, "%s.%s", ka_java_name(ka, me->owner), me->name);
}

static int reach_overridden(struct ka *ka, int32_t m);

/* The this, parameter and result vars of m, made once: when m becomes
 * reachable, or before, for its signature alone (reach_overridden). */
static int signature_vars(struct ka *ka, int32_t m)
{
	const char *mn = ka_method_name(ka, m);
	struct ka_type none = { KA_NONE, 0, 'V' };
	struct ka_method *me;

	if (ka->methods[m].ret_var != KA_NONE)
		return 0;
	if (!mn)
		return ka_oom(ka);
	if (!(ka->methods[m].flags & KA_STATIC)) {
		struct ka_type t = { ka->methods[m].owner, 0, 0 };
		int32_t v = ka_add_var(ka, KA_V_THIS, m,
				       ka_printf(ka, "%s.this", mn), t);

		if (v < 0)
			return ka_oom(ka);
		ka->methods[m].this_var = v;
	}
	if (ka->methods[m].nparams) {
		int32_t *pv = kaba_arena_alloc(&ka->arena,
				ka->methods[m].nparams * sizeof(*pv));

		if (!pv)
			return ka_oom(ka);
		for (uint32_t i = 0; i < ka->methods[m].nparams; i++) {
			pv[i] = ka_add_var(ka, KA_V_PARAM, m,
					   ka_printf(ka, "%s#param%u", mn, i),
					   ka->methods[m].params[i]);
			if (pv[i] < 0)
				return ka_oom(ka);
		}
		ka->methods[m].param_vars = pv;
	}
	me = &ka->methods[m];
	me->ret_var = ka_add_var(ka, KA_V_RET, m, ka_printf(ka, "%s.ret", mn),
				 ka_type_is_ref(me->ret) ? me->ret : none);
	return ka->methods[m].ret_var < 0 ? ka_oom(ka) : 0;
}

int ka_reach(struct ka *ka, int32_t m, const char *why)
{
	struct ka_method *me = &ka->methods[m];
	struct ka_type thr = { KA_NONE, 0, 0 };
	int rc;

	if (me->flags & KA_REACHABLE)
		return 0;
	me->flags |= KA_REACHABLE;
	me->why = why;
	thr.cls = ka_class(ka, "java/lang/Throwable", 19);
	if (thr.cls < 0)
		return ka_oom(ka);
	if ((rc = signature_vars(ka, m)))
		return rc;
	me = &ka->methods[m];
	me->exc_var = ka_add_var(ka, KA_V_EXC, m, NULL, thr);
	if (ka->methods[m].ret_var < 0 || ka->methods[m].exc_var < 0 ||
	    ka_ivec_push(&ka->reachable, m))
		return ka_oom(ka);
	/* Library bodies are summarised (library.c), never built. */
	if (!ka_is_user(ka, ka->methods[m].owner))
		return 0;
	if (ka_ivec_push(&ka->worklist_methods, m))
		return ka_oom(ka);
	return reach_overridden(ka, m);
}

/*
 * The abstract user methods that reachable method m overrides, the
 * nearest through its superclass and through each interface of its class,
 * are reached for their signatures: they run nothing, but their parameters
 * and result are rows, which §7.8 makes equal to their overriders'
 * (access.c member_rules) and by which the code generator retypes their
 * descriptors (an abstract `gen(Element)` of a restructured class had no
 * parameter row).  Reaching one reaches what it overrides in turn.  A
 * method with a body that no object runs (antlr's GrammarElement.look(I),
 * which every grammar element overrides) is not reached, but gets its
 * signature's vars the same way: calls name it, so the generator writes
 * its declaration, and what it overrides in turn is followed.
 */
static int reach_overridden(struct ka *ka, int32_t m)
{
	int32_t owner = ka->methods[m].owner;
	const char *name = ka->methods[m].name, *desc = ka->methods[m].desc;
	int rc = 0;

	if (ka->methods[m].flags & (KA_STATIC | KA_PRIVATE | KA_CTOR | KA_CLINIT))
		return 0;
	/* lookups may load classes: the arrays move */
	for (uint32_t i = 0; !rc && i <= ka->classes[owner].ifaces.n; i++) {
		int32_t sup = i ? ka->classes[owner].ifaces.v[i - 1] : ka->classes[owner].super;
		int32_t o = sup >= 0 ? ka_lookup_method(ka, sup, name, desc) : KA_NONE;

		if (o < 0 || !ka_is_user(ka, ka->methods[o].owner) ||
		    (ka->methods[o].flags & (KA_STATIC | KA_REACHABLE)))
			continue;
		if (ka->methods[o].flags & KA_ABSTRACT_M)
			rc = ka_reach(ka, o, NULL);
		else if (ka->methods[o].ret_var == KA_NONE)
			rc = signature_vars(ka, o) || reach_overridden(ka, o) ? -1 : 0;
	}
	return rc;
}
