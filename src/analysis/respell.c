/*
 * Rule 21 (docs/reflection.md §F): the constant class names that the code
 * generator may rewrite.  Rule 17 pins the object row of
 * `Class.forName("p.C").newInstance()`: the new class holding it must take
 * the name p.C, so every site creating objects from that name gets one
 * class, however differently the sites use their objects.  Where the name
 * is an ldc in the creating method whose string reaches nothing but that
 * forName (or loadClass), the string is data of that one site only, and
 * the generator may instead rewrite that ldc to the name of the class the
 * row's objects land in (KABA's KRS rewrote reflection's string arguments
 * the same way; RefaFlex asks that no other use of the string sees the
 * change).  Besides, the Class must reach only newInstance() (reflect.c
 * pinned the site only then), the objects' class name must not be
 * observed (getClass(): the row is named) and the method's class must be
 * written by the generator (a frozen class may be copied as it is).  The
 * generator checks the rest: the new name spelled by no other string.
 * Where the name or the Class comes from elsewhere (a parameter, a field),
 * the site's record says so: the provenance rule 21 would have to follow.
 */
#include <string.h>

#include "frozen.h"
#include "policy.h"

/* The call of method me doing `use` (a name_use of reflect.c) at offset
 * pc, or with result var dst (either KA_NONE: any); KA_NONE if none. */
static int32_t call_of(const struct ka *ka, const struct ka_method *me, enum ka_name_use use,
		       int32_t pc, int32_t dst)
{
	for (uint32_t k = 0; k < me->stmts.n; k++) {
		int32_t x = (int32_t)me->stmts.v[k];
		const struct ka_stmt *c = &ka->stmts[x];

		if (c->op == KA_CALL && (pc < 0 || c->pc == (uint32_t)pc) &&
		    (dst < 0 || c->dst == dst) && ka_reflect_name_use(ka, x) == use)
			return x;
	}
	return KA_NONE;
}

/* Does the ldc value `ldc`, through the locals of method me, reach nothing
 * but the name argument of call `load`?  1 yes, 0 no, -1 out of memory. */
static int only_loaded(struct ka *ka, const struct ka_method *me, int32_t ldc, int32_t load)
{
	struct ka_ivec values = { 0 };
	long grew = ka_iset_add(&values, ldc);
	int only = 1;

	while (grew > 0 && only) {
		grew = 0;
		for (uint32_t k = 0; grew >= 0 && only && k < me->stmts.n; k++) {
			int32_t x = (int32_t)me->stmts.v[k];
			const struct ka_stmt *c = &ka->stmts[x];

			if (c->op == KA_ASSIGN) {
				long add = c->a >= 0 && ka_iset_has(&values, c->a) ?
					   ka_iset_add(&values, c->dst) : 0;

				grew = add < 0 ? -1 : grew + add;
				continue;
			}
			if ((c->a >= 0 && ka_iset_has(&values, c->a)) ||
			    (c->b >= 0 && ka_iset_has(&values, c->b)))
				only = 0;
			for (uint32_t j = 0; only && j < c->nargs; j++)
				only = c->args[j] < 0 || !ka_iset_has(&values, c->args[j]) ||
				       (x == load && j == 0);
		}
	}
	ka_ivec_free(&values);
	return grew < 0 ? -1 : only;
}

/* Where value var of method me comes from, when not from a constant of
 * me: a parameter, a field, a call's result or several assignments (the
 * provenance rule 21 does not follow yet); NULL out of memory. */
static const char *origin(struct ka *ka, const struct ka_method *me, int32_t var)
{
	for (int depth = 0; depth < 8; depth++) {
		int32_t next = ka_single_source(ka, var);

		if (next < 0)
			break;
		var = next;
	}
	switch (ka->vars[var].kind) {
	case KA_V_PARAM:
		for (uint32_t k = 0; k < me->nparams; k++)
			if (me->param_vars[k] == var)
				return ka_printf(ka, "parameter %u of %s", k + 1,
						 ka_method_name(ka, ka->vars[var].method));
		break;
	case KA_V_STATIC:
	case KA_V_FIELD:
		return "a field";
	default:
		if (ka->vars[var].field >= 0)
			return ka_printf(ka, "field %s.%s",
					 ka_java_name(ka, ka->fields[ka->vars[var].field].owner),
					 ka->fields[ka->vars[var].field].name);
		for (uint32_t k = 0; k < me->stmts.n; k++)
			if (ka->stmts[me->stmts.v[k]].op == KA_CALL &&
			    ka->stmts[me->stmts.v[k]].dst == var)
				return "a call's result";
	}
	return "values of several assignments";
}

/* The ldc whose string site s's class name is when rule 21 may rewrite
 * it (*ldc its var), else why not; NULL out of memory. */
static const char *respellable(struct ka *ka, const struct ka_site *s, int32_t *ldc)
{
	const struct ka_method *me = &ka->methods[s->method];
	int32_t create = call_of(ka, me, KA_USE_CREATE, (int32_t)s->pc, KA_NONE), var, from;
	int32_t load = KA_NONE;
	const char *where;
	int only;

	*ldc = KA_NONE;
	from = var = create >= 0 ? ka->stmts[create].a : KA_NONE;
	for (int depth = 0; var >= 0 && depth < 8 && load < 0; depth++)
		if ((load = call_of(ka, me, KA_USE_LOAD, KA_NONE, var)) < 0)
			var = ka_single_source(ka, var);
	if (load < 0 && from < 0)
		return "";
	if (load < 0)
		return (where = origin(ka, me, from)) ?
		       ka_printf(ka, "not rewritten: the Class comes from %s, not from a forName "
				 "of a constant in the creating method", where) : NULL;
	from = var = ka->stmts[load].nargs ? ka->stmts[load].args[0] : KA_NONE;
	for (int depth = 0; var >= 0 && depth < 8 && !ka->vars[var].cstr; depth++)
		var = ka_single_source(ka, var);
	if (var < 0 && from >= 0)
		return (where = origin(ka, me, from)) ?
		       ka_printf(ka, "not rewritten: the name comes from %s, not from an ldc of "
				 "the creating method", where) : NULL;
	if (var < 0 || ka->vars[var].kind != KA_V_TEMP || ka->vars[var].method != s->method)
		return "not rewritten: the name is no ldc of the creating method";
	if (s->named)
		return "not rewritten: the class name of its objects is observed (getClass)";
	if (ka->classes[me->owner].flags & KA_FROZEN)
		return "not rewritten: the creating method's class is frozen";
	if ((only = only_loaded(ka, me, var, load)) < 0)
		return NULL;
	if (!only)
		return ka_printf(ka, "not rewritten: the string \"%s\" (ldc @%u) has other uses",
				 ka->vars[var].cstr, ka->vars[var].pc);
	*ldc = var;
	return ka_printf(ka, "the string \"%s\" (ldc @%u) may be rewritten to the new class's "
			 "name", ka->vars[var].cstr, ka->vars[var].pc);
}

/* The record of the reflective call at offset pc of method m. */
static struct kaba_reflect_site *record_of(struct ka *ka, int32_t m, uint32_t pc)
{
	const char *owner = ka->classes[ka->methods[m].owner].name;
	size_t nlen = strlen(ka->methods[m].name);

	for (size_t i = 0; i < ka->out->nreflect; i++) {
		struct kaba_reflect_site *r = &ka->out_reflect[i];

		if (r->pc == (long)pc && !strcmp(r->cls, owner) &&
		    !strncmp(r->method, ka->methods[m].name, nlen) &&
		    !strcmp(r->method + nlen, ka->methods[m].desc))
			return r;
	}
	return NULL;
}

int ka_respellable(struct ka *ka)
{
	for (uint32_t i = 0; i < ka->nsites; i++) {
		struct ka_site *s = &ka->sites[i];
		struct kaba_reflect_site *r;
		const char *why;
		int32_t ldc;

		s->ldc = KA_NONE;
		if (!s->reflective || s->method < 0 || s->type.dims || !ka_tabled(ka, s->type.cls))
			continue;
		if (!(why = respellable(ka, s, &ldc)))
			return ka_oom(ka);
		if (ldc >= 0)
			s->ldc = ka->vars[ldc].pc;
		if (*why && (r = record_of(ka, s->method, s->pc)) &&
		    !(r->rewrite = kaba_arena_strdup(&ka->out->arena, why)))
			return ka_oom(ka);
	}
	return 0;
}
