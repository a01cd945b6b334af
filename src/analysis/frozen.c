/*
 * Which classes are frozen, beyond what reflect.c (reflective sites) and
 * keep.c (keep rules) freeze while the call graph grows: class literals and
 * the supertypes of frozen classes.
 */
#include "frozen.h"
#include "model.h"

int ka_tabled(const struct ka *ka, int32_t cls)
{
	return ka_is_user(ka, cls) && !(ka->classes[cls].flags & KA_FROZEN);
}

/*
 * `X.class` (ldc) in reachable code: the Class value may reach any
 * reflective API, the library included, and names X, so X keeps its name
 * and shape.  The vars that hold a constant Class are ldc results and the
 * results of resolved forName/getConstructor calls, whose classes reflect.c
 * froze already; only a class not frozen yet gets this reason.  The
 * pre-Java-5 idiom class$("X") is a call of a synthetic method with a
 * computed forName inside: reflect.c lists that forName as unresolved, and
 * X is not frozen by it (README, not finished).
 */
static int class_literals(struct ka *ka)
{
	for (uint32_t v = 0; v < ka->nvars; v++) {
		const struct ka_var *va = &ka->vars[v];
		int32_t c = va->cclass;
		const char *why;

		if (c < 0 || va->method < 0 || !(ka->methods[va->method].flags & KA_REACHABLE) ||
		    !ka_tabled(ka, c))
			continue;
		why = ka_printf(ka, "class literal %s.class in %s", ka_java_name(ka, c),
				ka_method_name(ka, va->method));
		if (!why || ka_freeze(ka, c, why))
			return ka_oom(ka);
	}
	return 0;
}

static int supertypes(struct ka *ka)
{
	for (uint32_t c = 0; c < ka->nclasses; c++) {
		const struct ka_ivec *sup;
		const char *why;

		if (!(ka->classes[c].flags & KA_FROZEN) || !ka_is_user(ka, (int32_t)c))
			continue;
		sup = ka_supertypes(ka, (int32_t)c);
		why = ka_printf(ka, "supertype of frozen %s", ka_java_name(ka, (int32_t)c));
		if (!why)
			return ka_oom(ka);
		/* The sets are transitive, so one pass is enough; a class
		 * frozen for its own reasons is not given this one too. */
		for (uint32_t i = 0; i < sup->n; i++)
			if (ka_tabled(ka, sup->v[i]) && ka_freeze(ka, sup->v[i], why))
				return ka_oom(ka);
	}
	return 0;
}

int ka_frozen_close(struct ka *ka)
{
	int rc = class_literals(ka);

	return rc ? rc : supertypes(ka);
}
