/*
 * Which classes are frozen, beyond what reflect.c (reflective sites) and
 * keep.c (keep rules) freeze while the call graph grows: class literals,
 * classes with native methods, and what a frozen class keeps (its
 * supertypes, the classes its descriptors name, and its nestmates).
 */
#include "frozen.h"
#include "policy.h"

#include <string.h>

#include "kaba/classfile.h"
#include "kaba/program.h"

int ka_tabled(const struct ka *ka, int32_t cls)
{
	return ka_is_user(ka, cls) && !(ka->classes[cls].flags & KA_FROZEN);
}

/* The one statement of var v's method that reads v, KA_NONE if none,
 * or -2 if several do. */
static int32_t only_reader(const struct ka *ka, int32_t v)
{
	const struct ka_method *me = &ka->methods[ka->vars[v].method];
	int32_t found = KA_NONE;

	for (uint32_t k = 0; k < me->stmts.n; k++) {
		const struct ka_stmt *s = &ka->stmts[me->stmts.v[k]];
		int reads = s->a == v || s->b == v;

		for (uint32_t i = 0; i < s->nargs; i++)
			reads |= s->args[i] == v;
		if (!reads)
			continue;
		if (found != KA_NONE)
			return -2;
		found = (int32_t)me->stmts.v[k];
	}
	return found;
}

/* Is call s, reading v, a virtual call of `name``desc` of java.lang.Class
 * with v its receiver and no argument? */
static int class_call(const struct ka *ka, int32_t s, int32_t v, const char *name, const char *desc)
{
	const struct ka_stmt *c = &ka->stmts[s];
	const struct ka_ref *ref;

	if (c->op != KA_CALL || c->a != v || c->b == v || c->call == KA_STATIC_CALL ||
	    c->call == KA_DYNAMIC)
		return 0;
	for (uint32_t i = 0; i < c->nargs; i++)
		if (c->args[i] == v)
			return 0;
	ref = &ka->refs[c->ref];
	return !strcmp(ka->classes[ref->cls].name, "java/lang/Class") &&
	       !strcmp(ref->name, name) && !strcmp(ref->desc, desc);
}

/*
 * Rule N4 (docs/reflection.md): is literal var v of class cls read only
 * as the receiver of one call, straight from its ldc (ka_literal_receiver),
 * that reads what a class keeps by its binary name alone: a resource
 * beside it (the name's package, the jar's loader) or its assertion status
 * (javac's `assert`: the name and its packages)?  Then a pinned class,
 * which keeps the name in the same jar, answers alike.  1 yes, 0 no, -1
 * out of memory.
 */
static int literal_names_only(struct ka *ka, int32_t v, int32_t cls)
{
	static const char *const readers[][2] = {
		{ "getResourceAsStream", "(Ljava/lang/String;)Ljava/io/InputStream;" },
		{ "getResource", "(Ljava/lang/String;)Ljava/net/URL;" },
		{ "desiredAssertionStatus", "()Z" },
	};
	int32_t call = only_reader(ka, v);

	for (size_t i = 0; call >= 0 && i < sizeof(readers) / sizeof(*readers); i++)
		if (class_call(ka, call, v, readers[i][0], readers[i][1]))
			return ka_literal_receiver(ka, call, cls);
	return 0;
}

/* Is call s, reading v, `v.isInstance(o)` or `v.cast(o)`: a type test
 * against the class v holds? */
static int type_test(const struct ka *ka, int32_t s, int32_t v)
{
	return class_call(ka, s, v, "isInstance", "(Ljava/lang/Object;)Z") ||
	       class_call(ka, s, v, "cast", "(Ljava/lang/Object;)Ljava/lang/Object;");
}

/* Record type test s against cls (rule N5): 0, or -1 out of memory. */
static int add_test(struct ka *ka, int32_t s, int32_t cls)
{
	return ka_ivec_push(&ka->tests, s) || ka_ivec_push(&ka->tests, cls) ? -1 : 0;
}

/* Is parameter var p of user method m used only as the receiver of type
 * tests, each recorded against cls?  1 yes, 0 no, -1 out of memory. */
static int param_tests(struct ka *ka, int32_t m, int32_t p, int32_t cls)
{
	const struct ka_method *me = &ka->methods[m];
	int rc = ka_compares_references(ka, m), reads = 0;

	for (uint32_t k = 0; !rc && k < me->stmts.n; k++) {
		int32_t s = (int32_t)me->stmts.v[k];
		const struct ka_stmt *x = &ka->stmts[s];
		int uses = x->a == p || x->b == p;

		for (uint32_t i = 0; i < x->nargs; i++)
			uses |= x->args[i] == p;
		if (!uses)
			continue;
		reads = 1;
		rc = !type_test(ka, s, p) ? 1 : add_test(ka, s, cls);
	}
	return rc < 0 ? -1 : !rc && reads;
}

/*
 * Rule N5: is literal var v of class cls only the class of type tests
 * (Class.isInstance, Class.cast): their receiver straight from its ldc, or
 * the last argument of one call right after its ldc, whose every target
 * is a program method that uses that parameter only so and compares no
 * references?  The tests are recorded (ka->tests) for pinned.c.  1 yes, 0
 * no, -1 out of memory.
 */
static int literal_tests_only(struct ka *ka, int32_t v, int32_t cls)
{
	int32_t call = only_reader(ka, v);
	uint32_t n = ka->tests.n;
	const struct ka_stmt *c;
	const struct ka_ivec *targets;
	int rc;

	if (call < 0)
		return 0;
	c = &ka->stmts[call];
	if (type_test(ka, call, v)) {
		rc = ka_literal_receiver(ka, call, cls);
		return rc <= 0 ? rc : add_test(ka, call, cls) ? -1 : 1;
	}
	if (c->op != KA_CALL || c->call == KA_DYNAMIC || !c->nargs || c->a == v ||
	    c->args[c->nargs - 1] != v)
		return 0;
	if ((rc = ka_literal_argument(ka, call, cls)) <= 0)
		return rc;
	targets = ka_call_targets(ka, call);
	for (uint32_t i = 0; rc > 0 && i < targets->n; i++) {
		int32_t t = targets->v[i];

		rc = t >= 0 && ka_is_user(ka, ka->methods[t].owner) &&
		     ka->methods[t].nparams == c->nargs ?
		     param_tests(ka, t, ka->methods[t].param_vars[c->nargs - 1], cls) : 0;
	}
	if (rc <= 0 || !targets->n)
		ka->tests.n = n;
	return rc < 0 ? -1 : rc && targets->n;
}

/*
 * `X.class` (ldc) in reachable code: the Class value may reach any
 * reflective API, the library included, and names X, so X keeps its name
 * and shape, unless it only reads what the name gives (N4: X is pinned)
 * or is only the class of type tests (N5: X is pinned, and pinned.c puts
 * the objects the tests pass below it), or is only compared with `==`
 * (N6: X is pinned; a getClass() value it may meet names its objects'
 * rows, getclass.c, so only X's objects have a class named X).
 * The vars that hold a constant Class are ldc results and the results of
 * resolved getConstructor calls, whose classes reflect.c froze
 * already (only a class not frozen yet gets this reason), and of resolved
 * forName calls, which reflect.c froze or pinned (by_name).  The
 * pre-Java-5 idiom class$("X") gives its result the constant Class too
 * (reflect.c).  `X[].class` freezes X alike: its value names X, and any
 * array the library makes from it (Array.newInstance, Arrays.copyOf) has
 * X's elements.
 */
static int class_literals(struct ka *ka)
{
	ka->tests.n = 0;
	for (uint32_t v = 0; v < ka->nvars; v++) {
		const struct ka_var *va = &ka->vars[v];
		int32_t c = va->cclass >= 0 ? va->cclass : va->carray.cls;
		const char *why, *only = "";
		int pin = 0;

		if (c < 0 || va->by_name || va->method < 0 ||
		    !(ka->methods[va->method].flags & KA_REACHABLE) || !ka_tabled(ka, c))
			continue;
		if (va->cclass >= 0 && (pin = literal_names_only(ka, (int32_t)v, c)) > 0)
			only = ", read only for a resource or its assertion status (N4)";
		else if (va->cclass >= 0 && !pin && (pin = literal_tests_only(ka, (int32_t)v, c)) > 0)
			only = ", only the class of type tests (isInstance, cast: N5)";
		else if (va->cclass >= 0 && !pin && only_reader(ka, (int32_t)v) == KA_NONE &&
			 (pin = ka_literal_compared(ka, va->method, va->pc, c)) > 0)
			only = ", only compared with == (N6)";
		if (pin < 0)
			return ka_oom(ka);
		why = ka_printf(ka, "class literal %s%.*s.class in %s%s", ka_java_name(ka, c),
				2 * (va->cclass >= 0 ? 0 : va->carray.dims),
				"[][][][][][][][][][][][][][][][][][][][][][][][][][][][][][][][]",
				ka_method_name(ka, va->method), only);
		if (!why || (pin ? ka_pin_by(ka, c, why, KA_NONE) < 0 : ka_freeze(ka, c, why) != 0))
			return ka_oom(ka);
	}
	return 0;
}

/* A class with a native method (docs/reflection.md rule 24): JNI binds the
 * method by its class's binary name and the method's name and descriptor,
 * and the native code may use any member of it. */
static int natives(struct ka *ka)
{
	for (uint32_t c = 0; c < ka->nclasses; c++) {
		const struct ka_ivec *ms = &ka->classes[c].methods;
		const char *why;

		if (!ka_tabled(ka, (int32_t)c))
			continue;
		for (uint32_t i = 0; i < ms->n; i++) {
			if (!(ka->methods[ms->v[i]].flags & KA_NATIVE))
				continue;
			why = ka_printf(ka, "native method %s", ka_method_name(ka, ms->v[i]));
			if (!why || ka_freeze(ka, (int32_t)c, why))
				return ka_oom(ka);
			break;
		}
	}
	return 0;
}

/*
 * Enum classes and their constants' bodies (ACC_ENUM): the library's Enum
 * machinery tells constants apart by class, through getDeclaringClass()
 * (the class, or its superclass for a constant with a body): EnumSet and
 * EnumMap check it, valueOf and serialization look constants up in it,
 * and Class.isEnum() reads the flag a new class would not carry.  A
 * restructured enum whose constants' new classes differ would make
 * EnumSet.of(A, B) throw.
 */
static int enums(struct ka *ka)
{
	for (uint32_t c = 0; c < ka->nclasses; c++) {
		const struct kaba_pclass *pc = ka->classes[c].src;

		if (ka_tabled(ka, (int32_t)c) && pc && (pc->access & KABA_ACC_ENUM) &&
		    ka_freeze(ka, (int32_t)c, "an enum class (Enum tells its constants apart by "
			      "class: getDeclaringClass, EnumSet, EnumMap, valueOf)"))
			return ka_oom(ka);
	}
	return 0;
}

/* The first reachable call of an ObjectOutputStream or ObjectInputStream
 * method, or KA_NONE. */
static int32_t serializing_call(const struct ka *ka)
{
	for (uint32_t r = 0; r < ka->reachable.n; r++) {
		const struct ka_method *me = &ka->methods[ka->reachable.v[r]];

		for (uint32_t k = 0; k < me->stmts.n; k++) {
			const struct ka_stmt *s = &ka->stmts[me->stmts.v[k]];
			const char *owner;

			if (s->op != KA_CALL || s->ref < 0)
				continue;
			owner = ka->classes[ka->refs[s->ref].cls].name;
			if (!strcmp(owner, "java/io/ObjectOutputStream") ||
			    !strcmp(owner, "java/io/ObjectInputStream"))
				return (int32_t)me->stmts.v[k];
		}
	}
	return KA_NONE;
}

/*
 * Serialization writes an object's class name, its serializable
 * superclasses and their fields into the stream, and reads them back by
 * name, all by reflection over the object graph: when the program uses
 * object streams, every user class that implements Serializable is frozen
 * (its objects may be anywhere in a serialized graph).
 */
static int serializable(struct ka *ka)
{
	int32_t s = serializing_call(ka), ser;
	const char *why;

	if (s == KA_NONE || (ser = ka_class_find(ka, "java/io/Serializable")) < 0)
		return 0;
	if (!(why = ka_printf(ka, "serializable, and %s uses object streams",
			      ka_method_name(ka, ka->stmts[s].method))))
		return ka_oom(ka);
	for (uint32_t c = 0; c < ka->nclasses; c++)
		if (ka_tabled(ka, (int32_t)c) &&
		    ka_subtype(ka, (struct ka_type){ (int32_t)c, 0, 0 }, (struct ka_type){ ser, 0, 0 }) &&
		    ka_freeze(ka, (int32_t)c, why))
			return ka_oom(ka);
	return 0;
}

/* Freeze cls (a type of a descriptor: arrays by element) for `why`, because
 * frozen class `by` keeps it (KA_NONE: a cause of its own); 1 if it was
 * not frozen before. */
static int freeze_new(struct ka *ka, struct ka_type t, const char *why, int32_t by)
{
	if (!ka_tabled(ka, t.cls))
		return 0;
	return ka_freeze_by(ka, t.cls, why, by) ? -1 : 1;
}

/* A type that a descriptor of frozen class `by` names: an array's element
 * class freezes (an array type of user classes is retyped to an array of
 * Object, which a kept descriptor cannot be), a class is pinned (rule N2,
 * pinned.c) with opt->pin_descriptors, else frozen.  1 if it froze a class
 * now. */
static int keep_described(struct ka *ka, struct ka_type t, const char *why, int32_t by)
{
	if (!t.dims && ka->opt->pin_descriptors)
		return ka_pin_by(ka, t.cls, why, by);
	return freeze_new(ka, t, why, by);
}

/* The user class that Class entry `index` of c's class file names, or
 * KA_NONE. */
static int32_t named_class(const struct ka *ka, const struct kaba_class *cf, uint16_t index)
{
	size_t len;
	const char *name = kaba_cp_class_name(cf, index, &len);

	return name ? kaba_strmap_get(&ka->class_index, name, len) : KA_NONE;
}

/*
 * A frozen class keeps its NestHost and NestMembers attributes (JVMS
 * §5.4.4), and private access between nestmates needs them on both sides:
 * a restructured inner class, written without NestHost, could no longer
 * read its frozen outer class's private field (harness t9003002,
 * IllegalAccessError).  So the classes its nest attributes name freeze too;
 * through the fixpoint, the host's NestMembers reach every nestmate.  1 if
 * one was frozen now, 0 if none, -1 out of memory.
 */
static int freeze_nest(struct ka *ka, int32_t c, const char *why)
{
	const struct kaba_pclass *pc = ka->classes[c].src;
	const struct kaba_attr *host, *members;
	int grew = 0, rc = 0;

	if (!pc || !pc->cf)
		return 0;
	host = kaba_attr_find(&pc->cf->attrs, KABA_ATTR_NEST_HOST);
	members = kaba_attr_find(&pc->cf->attrs, KABA_ATTR_NEST_MEMBERS);
	if (host)
		grew |= rc = freeze_new(ka, (struct ka_type){ named_class(ka, pc->cf, host->index), 0, 0 },
					why, c);
	for (uint16_t i = 0; rc >= 0 && members && i < members->list.n; i++)
		grew |= rc = freeze_new(ka, (struct ka_type){ named_class(ka, pc->cf,
							members->list.v[i]), 0, 0 }, why, c);
	return rc < 0 ? -1 : grew;
}

/*
 * The classes a method's throws clause (its Exceptions attribute) names:
 * no descriptor, but a frozen method keeps it, and reflection resolves it
 * (getDeclaredMethods fails with NoClassDefFoundError on a class the
 * restructured jar left out as dead: an exception class declared but never
 * thrown).  1 if one was frozen now, 0 if none, -1 out of memory.
 */
static int freeze_throws(struct ka *ka, const struct ka_method *m, const char *why)
{
	const struct kaba_pmember *pm = m->src;
	const struct kaba_attr *thrown;
	int grew = 0, rc = 0;

	if (!pm || !pm->owner->cf)
		return 0;
	thrown = kaba_attr_find(&pm->owner->cf->methods.v[pm->index].attrs, KABA_ATTR_EXCEPTIONS);
	for (uint16_t i = 0; rc >= 0 && thrown && i < thrown->list.n; i++)
		grew |= rc = freeze_new(ka, (struct ka_type){ named_class(ka, pm->owner->cf,
							thrown->list.v[i]), 0, 0 }, why, m->owner);
	return rc < 0 ? -1 : grew;
}

/*
 * A frozen class keeps its supertypes, its descriptors and its throws
 * clauses, so the classes they name keep their identity too: the
 * supertypes and every user class in a throws clause of its methods are
 * frozen, to a fixpoint, and so are the user classes in the descriptors of
 * its fields and methods, or, with opt->pin_descriptors, they are pinned
 * (keep_described): their name is what the descriptors need.  One pass over the classes per round; a
 * round repeats only while it froze something.
 */
static int closure(struct ka *ka)
{
	int grew = 1;

	while (grew > 0) {
		grew = 0;
		for (uint32_t c = 0; grew >= 0 && c < ka->nclasses; c++) {
			const struct ka_class *k;
			const struct ka_ivec *sup;
			const char *why;
			int rc = 0;

			if (!(ka->classes[c].flags & KA_FROZEN) || !ka_is_user(ka, (int32_t)c))
				continue;
			why = ka_printf(ka, "nestmate of frozen %s", ka_java_name(ka, (int32_t)c));
			if (why)
				grew |= rc = freeze_nest(ka, (int32_t)c, why);
			sup = ka_supertypes(ka, (int32_t)c);
			/* only now: finding the supertypes loads classes, and
			 * the array moves */
			k = &ka->classes[c];
			why = ka_printf(ka, "supertype of frozen %s", ka_java_name(ka, (int32_t)c));
			for (uint32_t i = 0; why && rc >= 0 && i < sup->n; i++)
				grew |= rc = freeze_new(ka, (struct ka_type){ sup->v[i], 0, 0 }, why,
							(int32_t)c);
			why = ka_printf(ka, "in a descriptor of frozen %s", ka_java_name(ka, (int32_t)c));
			for (uint32_t i = 0; why && rc >= 0 && i < k->fields.n; i++)
				grew |= rc = keep_described(ka, ka->fields[k->fields.v[i]].type, why,
							    (int32_t)c);
			for (uint32_t i = 0; why && rc >= 0 && i < k->methods.n; i++) {
				const struct ka_method *m = &ka->methods[k->methods.v[i]];

				grew |= rc = keep_described(ka, m->ret, why, (int32_t)c);
				for (uint32_t j = 0; rc >= 0 && j < m->nparams; j++)
					grew |= rc = keep_described(ka, m->params[j], why, (int32_t)c);
			}
			why = why ? ka_printf(ka, "in a throws clause of frozen %s",
					      ka_java_name(ka, (int32_t)c)) : NULL;
			for (uint32_t i = 0; why && rc >= 0 && i < k->methods.n; i++)
				grew |= rc = freeze_throws(ka, &ka->methods[k->methods.v[i]], why);
			if (!why || rc < 0)
				return ka_oom(ka);
		}
	}
	return 0;
}

/* Freeze every user class that descriptor s (len bytes) mentions, for
 * `why`; 0, or -1 out of memory. */
static int freeze_descriptor(struct ka *ka, const char *s, size_t len, const char *why)
{
	size_t i = 0;

	while (i < len) {
		const char *end = s[i] == 'L' ? memchr(s + i, ';', len - i) : NULL;

		if (!end) {
			i++;
			continue;
		}
		if (freeze_new(ka, (struct ka_type){ kaba_strmap_get(&ka->class_index, s + i + 1,
								   (size_t)(end - s - i - 1)), 0, 0 },
			       why, KA_NONE) < 0)
			return -1;
		i = (size_t)(end - s) + 1;
	}
	return 0;
}

/* The same for the name of a Class constant (an array type's descriptor,
 * or an internal name). */
static int freeze_class_name(struct ka *ka, const char *s, size_t len, const char *why)
{
	if (len && s[0] == '[')
		return freeze_descriptor(ka, s, len, why);
	return freeze_new(ka, (struct ka_type){ kaba_strmap_get(&ka->class_index, s, len), 0, 0 },
			  why, KA_NONE) < 0 ? -1 : 0;
}

/* Freeze the user classes that loadable constant `index` of cf names (a
 * Class, the owner of a MethodHandle's member, a MethodType's types). */
static int freeze_constant(struct ka *ka, const struct kaba_class *cf, uint16_t index,
			   const char *why)
{
	const struct kaba_cp_entry *e = &cf->cp.entries[index];
	struct kaba_ref r;
	const char *s;
	size_t len;

	switch (e->tag) {
	case KABA_CP_CLASS:
		s = kaba_cp_class_name(cf, index, &len);
		return s ? freeze_class_name(ka, s, len, why) : 0;
	case KABA_CP_METHOD_TYPE:
		s = kaba_cp_utf8(cf, e->index, &len);
		return s ? freeze_descriptor(ka, s, len, why) : 0;
	case KABA_CP_METHOD_HANDLE:
		if (kaba_ref_from_cp(&r, cf, e->handle.index))
			return 0;
		return freeze_class_name(ka, r.cls, r.cls_len, why) ||
		       freeze_descriptor(ka, r.desc, r.desc_len, why) ? -1 : 0;
	default:
		return 0;
	}
}

/*
 * Bootstrap methods other than LambdaMetafactory's (retyped by
 * src/rewrite/lambda.c) and StringConcatFactory's (which only calls
 * toString) get user classes and members as constants and may reflect on
 * them as they like: ObjectMethods, behind a record's toString, equals and
 * hashCode, prints the class's simple name and reads its fields through
 * getter handles.  So the classes their Class, MethodHandle and MethodType
 * arguments name freeze, and a bootstrap method's own class (docs/reflection.md
 * rule 1: the name-based APIs of java.lang.invoke).  Every entry of a
 * class's BootstrapMethods counts: an entry exists only for an
 * invokedynamic or dynamic constant of that class.
 */
static int bootstrap_arguments(struct ka *ka)
{
	for (uint32_t c = 0; c < ka->nclasses; c++) {
		const struct kaba_pclass *pc = ka->classes[c].src;
		const struct kaba_attr *bm;

		if (!ka_is_user(ka, (int32_t)c) || !pc || !pc->cf ||
		    !(bm = kaba_attr_find(&pc->cf->attrs, KABA_ATTR_BOOTSTRAP_METHODS)))
			continue;
		for (uint16_t i = 0; i < bm->bootstrap->n; i++) {
			const struct kaba_bootstrap_method *b = &bm->bootstrap->v[i];
			const struct kaba_cp_entry *h = &pc->cf->cp.entries[b->method_ref];
			struct kaba_ref r;
			const char *why;

			if (h->tag != KABA_CP_METHOD_HANDLE || kaba_ref_from_cp(&r, pc->cf, h->handle.index) ||
			    kaba_ref_class_is(&r, "java/lang/invoke/LambdaMetafactory") ||
			    kaba_ref_class_is(&r, "java/lang/invoke/StringConcatFactory"))
				continue;
			if (!(why = ka_printf(ka, "a constant of bootstrap method %.*s.%.*s in %s",
					      (int)r.cls_len, r.cls, (int)r.name_len, r.name,
					      ka_java_name(ka, (int32_t)c))) ||
			    freeze_class_name(ka, r.cls, r.cls_len, why))
				return ka_oom(ka);
			for (uint16_t k = 0; k < b->nargs; k++)
				if (freeze_constant(ka, pc->cf, b->args[k], why))
					return ka_oom(ka);
		}
	}
	return 0;
}

struct named_by {
	struct ka *ka;
	const struct kaba_class *cf;
	const char *why;
};

static int annotation_names(void *ctx, uint32_t at, uint16_t index, enum kaba_annotation_role role)
{
	struct named_by *n = ctx;
	const char *s;
	size_t len;

	(void)at;
	if (role != KABA_ANNOTATION_TYPE && role != KABA_ANNOTATION_CLASS)
		return 0;
	s = kaba_cp_utf8(n->cf, index, &len);
	return s && freeze_descriptor(n->ka, s, len, n->why) ? KABA_EIO : 0;
}

/* Walk the visible annotations and annotation defaults among attrs,
 * freezing what they name. */
static int annotations_of(struct named_by *n, const struct kaba_attrs *attrs, const char *where)
{
	for (uint16_t i = 0; i < attrs->n; i++) {
		size_t len;
		const char *name = kaba_cp_utf8(n->cf, attrs->v[i].name_index, &len);
		int rc;

		if (!name || ((len < 14 || memcmp(name, "RuntimeVisible", 14)) &&
			      (len != 17 || memcmp(name, "AnnotationDefault", 17))))
			continue;
		if ((rc = kaba_annotations_walk(n->cf, &attrs->v[i], annotation_names, n, where,
						n->ka->err)))
			return rc == KABA_EIO ? ka_oom(n->ka) : rc;
	}
	return 0;
}

/*
 * The user classes that visible annotations name (the annotation
 * interface, an enum value's class, a class value, also as an annotation
 * interface's default): reflection reads
 * annotations by those names, the JVM makes the annotation object a proxy
 * of its interface and resolves enum values by name, so they keep names
 * and shapes.  The generator copies a member's annotations unchanged
 * (src/rewrite/annotations.c).
 */
static int annotation_constants(struct ka *ka)
{
	for (uint32_t c = 0; c < ka->nclasses; c++) {
		const struct kaba_pclass *pc = ka->classes[c].src;
		struct named_by n = { ka, NULL, NULL };
		int rc;

		if (!ka_is_user(ka, (int32_t)c) || !pc || !(n.cf = pc->cf))
			continue;
		if (!(n.why = ka_printf(ka, "named by an annotation in %s", ka_java_name(ka, (int32_t)c))))
			return ka_oom(ka);
		if ((rc = annotations_of(&n, &n.cf->attrs, pc->where)))
			return rc;
		for (uint16_t i = 0; i < n.cf->fields.n; i++)
			if ((rc = annotations_of(&n, &n.cf->fields.v[i].attrs, pc->where)))
				return rc;
		for (uint16_t i = 0; i < n.cf->methods.n; i++)
			if ((rc = annotations_of(&n, &n.cf->methods.v[i].attrs, pc->where)))
				return rc;
	}
	return 0;
}

int ka_frozen_close(struct ka *ka)
{
	static int (*const steps[])(struct ka *) = {
		ka_getclass_sites, class_literals, enums, serializable, natives,
		bootstrap_arguments, annotation_constants, ka_string_binary_names, closure,
	};
	int rc = 0;

	for (size_t i = 0; !rc && i < sizeof(steps) / sizeof(*steps); i++)
		rc = steps[i](ka);
	return rc;
}
