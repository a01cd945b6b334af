/*
 * Rule N1 (docs/reflection.md): classes named by string constants.  A
 * program that spells one of its classes' names in a string — internal
 * (`a/b/C`), binary (`a.b.C`) or inside a descriptor (`La/b/C;`, also in
 * a method descriptor or an array name) — may hand it to code the analysis
 * never sees: bytecode it generates at run time (bsh's scripted classes
 * call bsh/ClassGeneratorUtil by name and descriptor), a class loader, a
 * JNI or MethodHandle lookup.  Such code links against the name, the
 * members and the descriptors as they are, so the class is frozen, with a
 * reason that quotes the string and names the class file it is in.
 *
 * That code also calls methods the call graph does not show, and a frozen
 * method the analysis found unreachable throws AssertionError in the jar.
 * The names of those methods stand next to the class name: the code that
 * emits or looks up `bsh/This` holds "invokeMethod" in the same constant
 * pool.  So a method of the class or of a supertype whose name is a string
 * constant of that class file (constructors: "<init>") is an entry point,
 * called from outside with anything.  A method name computed at run time
 * is not followed; all methods as entry points (`-keep class C { *; }`)
 * would cover it, at the price of making reachable whatever those
 * methods reach (reflective lookups on classes not known included, which
 * freeze whatever they may find); a keep rule from the user can ask for it.
 *
 * A binary name (`a.b.C`) is what Class.forName takes: when a resolved
 * forName found the class by that constant, reflect.c decided (froze or
 * pinned it) and N1 adds nothing; otherwise, if a method of the class file
 * holding the string is reachable, the class is frozen after the last
 * solution (ka_string_binary_names), without entry points, since code
 * holding a binary name reaches members only by reflection.
 *
 * Every CONSTANT_String of every user class file counts, reachable or not:
 * the code using the name is by definition outside what the call graph
 * sees, and a traced analysis would otherwise drop it with the runs that
 * did not happen to reach it.  A plain name counts only with a package
 * (a bare word is prose far more often than a class of the unnamed
 * package, as resources.c decides for .properties values); the descriptor
 * form is unambiguous and counts for every class.
 */
#include "policy.h"

#include <stdlib.h>
#include <string.h>

#include "kaba/classfile.h"
#include "kaba/program.h"

/* Longest part of a string a reason quotes. */
#define QUOTED 80

struct site {
	const char *s;          /* the string constant, as in the class file */
	size_t len;
	int32_t in;             /* the user class whose constant pool holds it */
	const struct kaba_class *cf;    /* its class file */
	const uint8_t *resolved;        /* binary names: the classes a resolved
					 * forName found, by class; else NULL */
	uint32_t nresolved;             /* classes `resolved` covers (loading
					 * more does not grow it) */
	uint16_t index;                 /* its constant pool index */
};

/* Is `name` a string constant of cf? */
static int has_string(const struct kaba_class *cf, const char *name)
{
	for (uint32_t i = 1; i < cf->cp.count; i++)
		if (cf->cp.entries[i].tag == KABA_CP_STRING &&
		    kaba_cp_utf8_equals(cf, cf->cp.entries[i].index, name))
			return 1;
	return 0;
}

/* Is the string at `at` only loaded by ldc: no field's ConstantValue and
 * no bootstrap method's argument (code the analysis does not see may read
 * those)? */
static int only_ldc(const struct site *at)
{
	const struct kaba_attr *bsm = kaba_attr_find(&at->cf->attrs, KABA_ATTR_BOOTSTRAP_METHODS);

	for (uint16_t i = 0; i < at->cf->fields.n; i++) {
		const struct kaba_attr *cv = kaba_attr_find(&at->cf->fields.v[i].attrs,
							    KABA_ATTR_CONSTANT_VALUE);

		if (cv && cv->index == at->index)
			return 0;
	}
	for (uint16_t i = 0; bsm && i < bsm->bootstrap->n; i++)
		for (uint16_t k = 0; k < bsm->bootstrap->v[i].nargs; k++)
			if (bsm->bootstrap->v[i].args[k] == at->index)
				return 0;
	return 1;
}

/*
 * Does binary name `at` of cls need nothing N1 would keep: cls is created
 * by a reflective site that pins it (rule 17: the class newInstance
 * instantiates keeps its name and `<init>()V`), and the program only
 * loads the name and creates objects from it (loaded.c)?  1 yes, 0 no, -1
 * out of memory.
 */
static int loaded_pinned(struct ka *ka, int32_t cls, const struct site *at)
{
	int pinned = 0;

	if ((ka->classes[cls].flags & KA_FROZEN) || !only_ldc(at))
		return 0;
	for (uint32_t s = 0; s < ka->nsites && !pinned; s++)
		pinned = ka->sites[s].reflective && ka->sites[s].type.cls == cls &&
			 !ka->sites[s].type.dims && !ka->sites[s].library;
	return pinned ? ka_name_only_loaded(ka, at->s, at->len) : 0;
}

/* Freeze cls (a user class, or KA_NONE) for the string at `at`, and, for
 * an internal name or descriptor, make the methods of it and its user
 * supertypes that at's class file names by string entry points; a class
 * frozen already gains the reason and the entry points.  0 or a status. */
static int named(struct ka *ka, int32_t cls, const struct site *at)
{
	const char *why;
	int loaded;

	if (cls < 0 || (at->resolved && (uint32_t)cls < at->nresolved && at->resolved[cls]))
		return 0;
	if (at->resolved && (loaded = loaded_pinned(ka, cls, at)))
		return loaded < 0 ? ka_oom(ka) : 0;
	why = ka_printf(ka, "named by string constant \"%.*s%s\" in %s (N1)",
			(int)(at->len > QUOTED ? QUOTED : at->len), at->s,
			at->len > QUOTED ? "..." : "", ka_java_name(ka, at->in));
	if (!why || ka_freeze(ka, cls, why) || !ka_supertypes(ka, cls))
		return ka_oom(ka);
	if (at->resolved)
		return 0;
	/* Indices, not pointers: keeping a method may load classes, which
	 * moves the classes (the set, computed, stays as it is). */
	for (uint32_t k = 0; k < ka_supertypes(ka, cls)->n; k++) {
		int32_t c = ka_supertypes(ka, cls)->v[k];

		for (uint32_t i = 0; ka_is_user(ka, c) && i < ka->classes[c].methods.n; i++) {
			int32_t m = ka->classes[c].methods.v[i];
			int rc = has_string(at->cf, ka->methods[m].name) ? ka_keep_method(ka, m, why) : 0;

			if (rc)
				return rc;
		}
	}
	return 0;
}

/* The user class whose internal name is t[0..n), or KA_NONE. */
static int32_t user_class(const struct ka *ka, const char *t, size_t n)
{
	int32_t c = n ? kaba_strmap_get(&ka->class_index, t, n) : KA_NONE;

	return ka_is_user(ka, c) ? c : KA_NONE;
}

/*
 * The classes string `at` names, with t[0..len) the string to read (the
 * string itself, or with '.' read as '/').  Every 'L' starts a candidate
 * descriptor that ends at the next ';' (no class name holds a ';'), so
 * `XLa/b/C;` names a/b/C too: erring towards a match only freezes more.
 */
static int names_in(struct ka *ka, const struct site *at, const char *t)
{
	size_t n = at->len, semi = n;
	int rc = 0;

	if (memchr(t, '/', n))
		rc = named(ka, user_class(ka, t, n), at);
	for (size_t i = n; !rc && i-- > 0;) {
		if (t[i] == ';')
			semi = i;
		else if (t[i] == 'L' && semi < n)
			rc = named(ka, user_class(ka, t + i + 1, semi - i - 1), at);
	}
	return rc;
}

/* Does a method of cls run (is one reachable)?  A binary name is handed on
 * by the class's own code (to forName, a loader, generated code), which
 * must run for that. */
static int runs_code(const struct ka *ka, int32_t cls)
{
	const struct ka_ivec *ms = &ka->classes[cls].methods;

	for (uint32_t i = 0; i < ms->n; i++)
		if (ka->methods[ms->v[i]].flags & KA_REACHABLE)
			return 1;
	return 0;
}

/* Call names_in for every string constant of every user class file that
 * has a '/' (dotted 0: internal names and descriptors, read as they are)
 * or has a '.' and no '/' (dotted 1: binary names, read with '.' as '/'). */
static int strings(struct ka *ka, int dotted, const uint8_t *resolved, uint32_t nresolved)
{
	char *t = dotted ? malloc(1 << 16) : NULL;   /* a Utf8 holds at most 65535 bytes */
	int rc = !dotted || t ? 0 : ka_oom(ka);

	for (uint32_t c = 0; !rc && c < ka->nclasses; c++) {
		const struct kaba_pclass *pc = ka->classes[c].src;
		const struct kaba_class *cf;

		if (!ka_is_user(ka, (int32_t)c) || !pc || !(cf = pc->cf) ||
		    (dotted && !runs_code(ka, (int32_t)c)))
			continue;
		for (uint32_t i = 1; !rc && i < cf->cp.count; i++) {
			struct site at = { NULL, 0, (int32_t)c, cf, resolved, nresolved, (uint16_t)i };

			if (cf->cp.entries[i].tag != KABA_CP_STRING ||
			    !(at.s = kaba_cp_utf8(cf, cf->cp.entries[i].index, &at.len)) ||
			    !memchr(at.s, dotted ? '.' : '/', at.len) ||
			    (dotted && memchr(at.s, '/', at.len)))
				continue;
			for (size_t k = 0; dotted && k < at.len; k++)
				t[k] = at.s[k] == '.' ? '/' : at.s[k];
			rc = names_in(ka, &at, dotted ? t : at.s);
		}
	}
	free(t);
	return rc;
}

int ka_string_names(struct ka *ka)
{
	return strings(ka, 0, NULL, 0);
}

/* The classes a resolved Class.forName (or loadClass) found by a constant
 * name are marked in `resolved`. */
int ka_string_binary_names(struct ka *ka)
{
	uint32_t n = ka->nclasses;
	uint8_t *resolved = calloc(n + 1, 1);
	int rc;

	if (!resolved)
		return ka_oom(ka);
	for (uint32_t v = 0; v < ka->nvars; v++)
		if (ka->vars[v].by_name && ka->vars[v].cclass >= 0)
			resolved[ka->vars[v].cclass] = 1;
	rc = strings(ka, 1, resolved, n);
	free(resolved);
	return rc;
}
