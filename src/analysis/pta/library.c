/*
 * The library model: a summary of JDK and --classpath code, which is never
 * analysed instruction by instruction and never refactored.
 *
 * Soundness assumptions (an Averroes-style summary; docs/analysis.md repeats them):
 *
 *  L1. Library code may keep, hand around and return every object that
 *      reached it.  All such objects form one set, LIB: receivers and
 *      arguments of library calls, values stored by user code into arrays
 *      that reach the library, and objects the library gets back from user
 *      callbacks.  Arrays in LIB expose their elements both ways.
 *      System.arraycopy is no escape: it copies elements from array to
 *      array, which the IR states as a load and a store (ir.c).  Nor is an
 *      array's clone(), which has the array's class and elements (pta.c),
 *      nor Arrays.sort over an Object[], which lets the elements escape,
 *      not the array: it only permutes them, nor Arrays.copyOf and
 *      copyOfRange over an Object[], which give a new array of its class
 *      holding its elements: the copy stands for the array (as clone()'s).
 *  L2. A library call returns, and a library field read gives, any object of
 *      LIB whose type fits the declared type, plus one library pseudo-object
 *      per declared library type ("objects the library created"; its real
 *      class is some library subclass, which no user code can tell apart).
 *      The library never creates instances of user classes (it cannot name
 *      them), except through reflection (reflect.c) and arrays of the
 *      class of an array it is given: Collection.toArray(T[]) returns the
 *      array or a new one of its class (the Collection contract), holding
 *      the collection's elements, so its result is the array and nothing
 *      else (the array escapes: its elements are LIB's); Arrays.copyOf as
 *      in L1.
 *  L3. The library may call, on every user object in LIB, every method that
 *      overrides or implements a method of one of its library supertypes
 *      (toString, equals, hashCode, compareTo, run, Iterator.next, ...),
 *      with arguments from LIB; results go back to LIB.  It calls nothing
 *      else on user objects and reads or writes no user fields (no
 *      reflection, serialization or JNI on user objects: those are reported
 *      by reflect.c or not supported).
 *  L4. A library call may throw any throwable of LIB and any library
 *      exception: a handler whose catch type is a library class catches a
 *      library pseudo-object of that type.
 *  L5. java.lang.Object.<init> does not let `this` escape: every
 *      constructor chain ends there, and treating it as an escape would put
 *      every object into LIB.
 *  L6. Static fields of library classes hold only LIB objects and library
 *      pseudo-objects (L2); user code writing one puts the value into LIB.
 */
#include "pta.h"

#include <string.h>

int ka_library_init(struct ka *ka)
{
	struct ka_type obj = { ka->object_cls, 0, 0 };

	ka->lib_var = ka_add_var(ka, KA_V_LIBRARY, KA_NONE, NULL, obj);
	return ka->lib_var < 0 ? ka_oom(ka) : 0;
}

int32_t ka_library_site(struct ka *ka, int32_t cls)
{
	struct ka_type t = { cls, 0, 0 };

	if (ka->classes[cls].lib_site < 0) {
		int32_t s = ka_add_site(ka, t, KA_NONE, 0, 1);

		if (s < 0)
			return -1;
		ka->classes[cls].lib_site = s;
	}
	return ka->classes[cls].lib_site;
}

static int32_t library_array_site(struct ka *ka, struct ka_type t)
{
	const char *name = ka_type_name(ka, t);
	int32_t s;

	if (!name)
		return -1;
	s = kaba_strmap_get(&ka->lib_array_sites, name, strlen(name));
	if (s >= 0)
		return s;
	s = ka_add_site(ka, t, KA_NONE, 0, 1);
	if (s < 0 || kaba_strmap_put(&ka->lib_array_sites, name, strlen(name), s))
		return -1;
	/* The library holds it, so its elements are LIB's (L1). */
	return ka_pta_add_site(ka, ka->lib_var, s) ? -1 : s;
}

/* The node of "library values of type t" (L2): escaped objects of a
 * fitting type and the library pseudo-object of t; one per type, shared. */
static int32_t library_node(struct ka *ka, struct ka_type t)
{
	const char *name = ka_type_name(ka, t);
	int32_t v, s;

	if (!name)
		return -1;
	v = kaba_strmap_get(&ka->lib_values, name, strlen(name));
	if (v >= 0)
		return v;
	v = ka_add_var(ka, KA_V_LIBRARY, KA_NONE, NULL, t);
	if (v < 0 || kaba_strmap_put(&ka->lib_values, name, strlen(name), v) ||
	    ka_pta_filter(ka, ka->lib_var, v, t))
		return -1;
	if (t.dims) {
		s = library_array_site(ka, t);
	} else if (!ka_is_user(ka, t.cls) && !(ka->classes[t.cls].flags & KA_MISSING)) {
		s = ka_library_site(ka, t.cls);
	} else {
		return v;
	}
	return s < 0 || ka_pta_add_site(ka, v, s) ? -1 : v;
}

/* Library values of type t into `var`: a copy edge from t's node, or the
 * node itself (unify) for a var that gets nothing else. */
static int library_values(struct ka *ka, int32_t var, struct ka_type t, int unify)
{
	int32_t v;

	if (var < 0 || !ka_type_is_ref(t))
		return 0;
	v = library_node(ka, t);
	if (v < 0)
		return ka->err->status ? ka->err->status : ka_oom(ka);
	return unify ? ka_pta_unify(ka, var, v) : ka_pta_copy(ka, v, var);
}

int ka_library_flow_into(struct ka *ka, int32_t var, struct ka_type t)
{
	return library_values(ka, var, t, 0);
}

int ka_library_value(struct ka *ka, int32_t var, struct ka_type t)
{
	return library_values(ka, var, t, 1);
}

static int escapes(struct ka *ka, int32_t var)
{
	if (var < 0 || !ka_type_is_ref(ka->vars[var].type))
		return 0;
	return ka_pta_copy(ka, var, ka->lib_var);
}

/* Arrays.sort(Object[], ...) only permutes the array's own elements: they
 * escape (compareTo, the Comparator and L3's other callbacks see them), the
 * array does not, for nothing foreign is stored into it. */
static int sorted_escapes(struct ka *ka, int32_t array)
{
	return array < 0 ? 0 : ka_pta_load_elements(ka, array, ka->lib_var);
}

/* The library calls whose result is an array of their first argument's
 * class (L2): Collection.toArray(T[]), and Arrays.copyOf and copyOfRange
 * over an Object[] (L1, COPY_OF: the argument does not escape). */
enum { NOT_LIKE, TO_ARRAY, COPY_OF };

static int like_first(struct ka *ka, const struct ka_ref *r)
{
	static const char to_array[] = "([Ljava/lang/Object;)[Ljava/lang/Object;";
	struct ka_type recv = { r->cls, 0, 0 }, coll = { KA_NONE, 0, 0 };

	if (r->cls < 0)
		return NOT_LIKE;
	if (!strcmp(ka->classes[r->cls].name, "java/util/Arrays"))
		return (!strcmp(r->name, "copyOf") &&
			!strcmp(r->desc, "([Ljava/lang/Object;I)[Ljava/lang/Object;")) ||
		       (!strcmp(r->name, "copyOfRange") &&
			!strcmp(r->desc, "([Ljava/lang/Object;II)[Ljava/lang/Object;")) ?
		       COPY_OF : NOT_LIKE;
	if (strcmp(r->name, "toArray") || strcmp(r->desc, to_array))
		return NOT_LIKE;
	coll.cls = ka_class(ka, "java/util/Collection", 20);
	return coll.cls >= 0 && ka_subtype(ka, recv, coll) ? TO_ARRAY : NOT_LIKE;
}

int ka_library_call(struct ka *ka, int32_t s)
{
	struct ka_stmt *st = &ka->stmts[s];
	const struct ka_ref *ref = &ka->refs[st->ref];
	struct ka_type ret;
	const char *p;
	int rc = 0, like;

	if (st->lib_done)
		return 0;
	st->lib_done = 1;
	like = like_first(ka, ref);
	/* L5: Object.<init> is the end of every constructor chain. */
	if (st->call == KA_SPECIAL && !strcmp(ref->name, "<init>") &&
	    ref->cls == ka->object_cls)
		return 0;
	/* Virtual receivers escape per dispatched object (pta.c). */
	if (st->call != KA_VIRTUAL && st->call != KA_INTERFACE_CALL)
		rc = escapes(ka, st->a);
	/* System.arraycopy's arrays do not escape: ir.c copies the elements. */
	for (uint32_t i = like == COPY_OF; !rc && !ka_is_arraycopy(ka, ref) && i < st->nargs; i++)
		rc = i == 0 && ka_is_object_sort(ka, ref) ? sorted_escapes(ka, st->args[0]) :
		     escapes(ka, st->args[i]);
	if (rc)
		return rc;
	p = strchr(ref->desc, ')');
	if (like) {
		if (st->dst >= 0 && st->args[0] >= 0)
			rc = ka_pta_copy(ka, st->args[0], st->dst);
	} else if (p && st->dst >= 0) {
		p++;
		if (ka_parse_type(ka, &p, &ret))
			return ka_oom(ka);
		rc = st->fed ? ka_library_flow_into(ka, st->dst, ret) :
		     ka_library_value(ka, st->dst, ret);
	}
	st = &ka->stmts[s];
	for (uint32_t i = 0; !rc && i < st->nhandlers; i++) {
		const struct ka_handler *h = &ka->handlers[st->handlers + (int32_t)i];

		if (ka_covers(h, st->pc))
			rc = ka_pta_copy(ka, ka->lib_var, h->arrive);
	}
	return rc;
}

/* Library supertypes of `cls` that a user method could override: the first
 * library superclass (whose lookup covers its own supertypes) and the library
 * interfaces of the user classes on the way. */
static int library_declares(struct ka *ka, int32_t cls, const char *name,
			    const char *desc)
{
	int depth;

	for (depth = 0; cls >= 0 && depth < 512; depth++) {
		if (ka_class_load(ka, cls))
			return 0;
		if (!ka_is_user(ka, cls)) {
			int32_t m = ka_lookup_method(ka, cls, name, desc);

			return m >= 0 && !(ka->methods[m].flags & (KA_STATIC | KA_PRIVATE));
		}
		/* indexed afresh: lookups load classes, and the array moves */
		for (uint32_t i = 0; i < ka->classes[cls].ifaces.n; i++) {
			int32_t in = ka->classes[cls].ifaces.v[i];
			int32_t m;

			if (ka_is_user(ka, in)) {
				if (library_declares(ka, in, name, desc))
					return 1;
				continue;
			}
			m = ka_lookup_method(ka, in, name, desc);
			if (m >= 0 && !(ka->methods[m].flags & (KA_STATIC | KA_PRIVATE)))
				return 1;
		}
		cls = ka->classes[cls].super;
	}
	return 0;
}

/* The user methods the library may call on objects of `cls` (L3). */
static int callbacks(struct ka *ka, int32_t cls)
{
	struct ka_ivec found = { 0 };
	int32_t c;
	int depth;

	if (ka->classes[cls].callbacks_done)
		return 0;
	ka->classes[cls].callbacks_done = 1;
	for (c = cls, depth = 0; ka_is_user(ka, c) && depth < 512; depth++) {
		for (uint32_t i = 0; i < ka->classes[c].methods.n; i++) {
			int32_t m = ka->classes[c].methods.v[i], t;
			/* the strings, not the method: lookups load classes,
			 * and the methods array moves */
			const char *name = ka->methods[m].name, *desc = ka->methods[m].desc;

			if (ka->methods[m].flags & (KA_STATIC | KA_PRIVATE | KA_CTOR | KA_ABSTRACT_M))
				continue;
			if (!library_declares(ka, cls, name, desc))
				continue;
			t = ka_dispatch(ka, cls, name, desc);
			if (t >= 0 && ka_is_user(ka, ka->methods[t].owner) &&
			    ka_iset_add(&found, t) < 0)
				goto oom;
		}
		c = ka->classes[c].super;
	}
	ka->classes[cls].callbacks = found;
	return 0;
oom:
	ka_ivec_free(&found);
	return ka_oom(ka);
}

/* InvocationHandler.invoke(proxy, method, args): the library passes as
 * `proxy` the Proxy instance it made (the interface's contract), not any
 * object the program gave it.  ecj's AnnotationMirrorImpl asks the
 * proxy's class for its interfaces; the objects of L2 made that a
 * question about every escaped object's class (getclass.c). */
static int proxy_parameter(struct ka *ka, int32_t m, uint32_t i)
{
	const struct ka_method *me = &ka->methods[m];
	int32_t h = ka_class_find(ka, "java/lang/reflect/InvocationHandler");

	return i == 0 && h >= 0 && !strcmp(me->name, "invoke") &&
	       !strcmp(me->desc, "(Ljava/lang/Object;Ljava/lang/reflect/Method;"
			"[Ljava/lang/Object;)Ljava/lang/Object;") &&
	       ka_subtype(ka, (struct ka_type){ me->owner, 0, 0 },
			  (struct ka_type){ h, 0, 0 });
}

static int callback(struct ka *ka, int32_t site, int32_t m)
{
	int rc = ka_reach(ka, m, "library callback");

	if (rc)
		return rc;
	ka->methods[m].flags |= KA_FROM_LIBRARY;
	if (ka_ivec_push(&ka->callbacks, site) || ka_ivec_push(&ka->callbacks, m))
		return ka_oom(ka);
	rc = ka_pta_add_site(ka, ka->methods[m].this_var, site);
	for (uint32_t i = 0; !rc && i < ka->methods[m].nparams; i++) {
		int32_t proxy = proxy_parameter(ka, m, i) ?
				ka_class_find(ka, "java/lang/reflect/Proxy") : KA_NONE;

		if (proxy >= 0 && (proxy = ka_library_site(ka, proxy)) < 0)
			rc = ka_oom(ka);
		else if (proxy >= 0)
			rc = ka_pta_add_site(ka, ka->methods[m].param_vars[i], proxy);
		else
			rc = ka_library_flow_into(ka, ka->methods[m].param_vars[i],
						  ka->methods[m].params[i]);
	}
	if (!rc)
		rc = escapes(ka, ka->methods[m].ret_var);
	if (!rc)
		rc = ka_pta_copy(ka, ka->methods[m].exc_var, ka->lib_var);
	return rc;
}

int ka_library_escaped(struct ka *ka, int32_t site)
{
	struct ka_site *s = &ka->sites[site];
	struct ka_type t = s->type;
	int32_t cls = t.cls;
	int rc;

	if (s->escaped)
		return 0;
	s->escaped = 1;
	if (t.dims) {
		/* L1: the library reads and writes the elements. */
		struct ka_type et = t;
		int32_t elem = s->elem;

		et.dims--;
		rc = ka_pta_copy(ka, elem, ka->lib_var);
		return rc ? rc : ka_library_flow_into(ka, elem, et);
	}
	if (s->library || !ka_is_user(ka, cls))
		return 0;
	rc = callbacks(ka, cls);
	for (uint32_t i = 0; !rc && i < ka->classes[cls].callbacks.n; i++)
		rc = callback(ka, site, ka->classes[cls].callbacks.v[i]);
	return rc;
}

int ka_library_called(struct ka *ka, int32_t m, const char *why)
{
	int rc = ka_reach(ka, m, why);

	if (rc)
		return rc;
	ka->methods[m].flags |= KA_FROM_LIBRARY;
	for (uint32_t i = 0; !rc && i < ka->methods[m].nparams; i++)
		rc = ka_library_flow_into(ka, ka->methods[m].param_vars[i],
					  ka->methods[m].params[i]);
	if (!rc && ka->methods[m].this_var >= 0)
		rc = ka_library_flow_into(ka, ka->methods[m].this_var,
					  (struct ka_type){ ka->methods[m].owner, 0, 0 });
	return rc;
}

int ka_entry(struct ka *ka, int32_t m, const char *why)
{
	int rc;

	if (ka->methods[m].flags & KA_REACHABLE)
		return 0;
	/* Parameters of entry points come from outside: the library. */
	rc = ka_library_called(ka, m, why);
	if (!rc && ka_ivec_push(&ka->entries, m))
		rc = ka_oom(ka);
	return rc;
}
