/* The analysis's class model: classes, members, subtyping and lookup. */
#include "model.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void kaba_analysis_options_init(struct kaba_analysis_options *opt)
{
	memset(opt, 0, sizeof(*opt));
	opt->recv = 1;
	/* rule N2 off: on javacc it restructures 157 classes instead of 146 in
	 * 14 times the CPU (bench/results/realjars.md) */
	opt->pin_descriptors = 0;
}

int ka_oom(struct ka *ka)
{
	return kaba_fail(ka->err, KABA_EIO, "analysis", -1, "out of memory");
}

int ka_init(struct ka *ka, const struct kaba_analysis_options *opt,
	    struct kaba_error *err)
{
	memset(ka, 0, sizeof(*ka));
	kaba_arena_init(&ka->arena);
	ka->opt = opt;
	ka->err = err;
	ka->lib_var = KA_NONE;
	ka->object_cls = ka_class(ka, "java/lang/Object", 16);
	return ka->object_cls < 0 ? ka_oom(ka) : 0;
}

void ka_release(struct ka *ka)
{
	uint32_t i;

	for (i = 0; i < ka->nclasses; i++) {
		ka_ivec_free(&ka->classes[i].ifaces);
		ka_ivec_free(&ka->classes[i].fields);
		ka_ivec_free(&ka->classes[i].methods);
		ka_ivec_free(&ka->classes[i].callbacks);
		ka_ivec_free(&ka->classes[i].supers);
	}
	ka_ivec_free(&ka->callbacks);
	ka_ivec_free(&ka->tests);
	kaba_strmap_free(&ka->lib_array_sites);
	kaba_strmap_free(&ka->lib_values);
	for (i = 0; i < ka->nmethods; i++)
		ka_ivec_free(&ka->methods[i].stmts);
	if (ka->pta_free)
		ka->pta_free(ka);
	ka_ivec_free(&ka->worklist_methods);
	ka_ivec_free(&ka->reachable);
	ka_ivec_free(&ka->entries);
	free(ka->out_reflect);
	free(ka->classes);
	free(ka->fields);
	free(ka->methods);
	free(ka->vars);
	free(ka->sites);
	free(ka->refs);
	free(ka->stmts);
	free(ka->checks);
	free(ka->handlers);
	kaba_strmap_free(&ka->class_index);
	free(ka->memo.slots);
	kaba_arena_free(&ka->arena);
}

#define KA_APPEND(ka, arr, n, cap, elem) \
	(ka_grow((void **)&(arr), &(cap), (n), sizeof(*(arr))) ? -1 : \
	 ((arr)[(n)] = (elem), (int32_t)(n)++))

int32_t ka_class_find(const struct ka *ka, const char *name)
{
	return kaba_strmap_get(&ka->class_index, name, strlen(name));
}

int32_t ka_class(struct ka *ka, const char *name, size_t len)
{
	int32_t i = kaba_strmap_get(&ka->class_index, name, len);
	struct ka_class c = { 0 };

	if (i >= 0)
		return i;
	c.name = kaba_arena_strndup(&ka->arena, name, len);
	c.super = KA_NONE;
	c.lib_site = KA_NONE;
	if (!c.name)
		return -1;
	i = KA_APPEND(ka, ka->classes, ka->nclasses, ka->cap_classes, c);
	if (i < 0 || kaba_strmap_put(&ka->class_index, c.name, len, i))
		return -1;
	return i;
}

int ka_class_load(struct ka *ka, int32_t cls)
{
	struct ka_class *c = &ka->classes[cls];

	if (c->flags & (KA_LOADED | KA_MISSING))
		return 0;
	if (!ka->load_class) {
		c->flags |= KA_MISSING | KA_LIBRARY;
		return 0;
	}
	return ka->load_class(ka, cls);
}

/* User classes are all loaded before anything else happens, so a class
 * that is not loaded (yet) is a library class. */
int ka_is_user(const struct ka *ka, int32_t cls)
{
	return cls >= 0 && (ka->classes[cls].flags & KA_LOADED) &&
	       !(ka->classes[cls].flags & KA_LIBRARY);
}

int ka_parse_type(struct ka *ka, const char **p, struct ka_type *t)
{
	const char *s = *p, *e;

	t->cls = KA_NONE;
	t->dims = 0;
	t->prim = 0;
	while (*s == '[') {
		if (t->dims == 255)
			return -1;
		t->dims++;
		s++;
	}
	switch (*s) {
	case 'B': case 'C': case 'D': case 'F': case 'I': case 'J':
	case 'S': case 'Z': case 'V':
		t->prim = *s;
		*p = s + 1;
		return 0;
	case 'L':
		e = strchr(s, ';');
		if (!e || e == s + 1)
			return -1;
		t->cls = ka_class(ka, s + 1, (size_t)(e - s - 1));
		if (t->cls < 0)
			return -1;
		*p = e + 1;
		return 0;
	default:
		return -1;
	}
}

static int parse_method_desc(struct ka *ka, struct ka_method *m)
{
	const char *p = m->desc;
	struct ka_type t, *params = NULL;
	uint32_t n = 0, cap = 0;

	if (*p++ != '(')
		return -1;
	while (*p && *p != ')') {
		if (ka_parse_type(ka, &p, &t) || t.prim == 'V')
			goto bad;
		if (ka_grow((void **)&params, &cap, n, sizeof(*params)))
			goto bad;
		params[n++] = t;
	}
	if (*p++ != ')' || ka_parse_type(ka, &p, &m->ret) || *p)
		goto bad;
	m->nparams = n;
	m->params = n ? kaba_arena_memdup(&ka->arena, params, n * sizeof(t)) : NULL;
	free(params);
	return n && !m->params ? -1 : 0;
bad:
	free(params);
	return -1;
}

int32_t ka_add_field(struct ka *ka, int32_t owner, const char *name,
		     const char *desc, uint32_t flags)
{
	struct ka_field f = { 0 };
	const char *p = desc;
	int32_t i;

	f.owner = owner;
	f.name = name;
	f.desc = desc;
	f.flags = flags;
	f.var = f.column = f.row = KA_NONE;
	if (ka_parse_type(ka, &p, &f.type) || *p || f.type.prim == 'V')
		return -2;
	i = KA_APPEND(ka, ka->fields, ka->nfields, ka->cap_fields, f);
	if (i < 0 || ka_ivec_push(&ka->classes[owner].fields, i))
		return -1;
	return i;
}

int32_t ka_add_method(struct ka *ka, int32_t owner, const char *name,
		      const char *desc, uint32_t flags)
{
	struct ka_method m = { 0 };
	int32_t i;

	m.owner = owner;
	m.name = name;
	m.desc = desc;
	m.flags = flags;
	if (!strcmp(name, "<init>"))
		m.flags |= KA_CTOR;
	if (!strcmp(name, "<clinit>"))
		m.flags |= KA_CLINIT | KA_STATIC;
	m.this_var = m.ret_var = m.exc_var = KA_NONE;
	m.dcl_col = m.def_col = KA_NONE;
	if (parse_method_desc(ka, &m))
		return -2;
	i = KA_APPEND(ka, ka->methods, ka->nmethods, ka->cap_methods, m);
	if (i < 0 || ka_ivec_push(&ka->classes[owner].methods, i))
		return -1;
	return i;
}

int32_t ka_add_var(struct ka *ka, enum ka_var_kind kind, int32_t method,
		   const char *name, struct ka_type type)
{
	struct ka_var v = { 0 };

	v.kind = (uint8_t)kind;
	v.method = method;
	v.name = name;
	v.type = type;
	v.row = v.site = v.cclass = v.cmember = v.field = v.carray.cls = KA_NONE;
	return KA_APPEND(ka, ka->vars, ka->nvars, ka->cap_vars, v);
}

int32_t ka_add_site(struct ka *ka, struct ka_type type, int32_t method,
		    uint32_t pc, int library)
{
	struct ka_site s = { 0 };
	int32_t i, var;

	s.type = type;
	s.method = method;
	s.pc = pc;
	s.library = library;
	s.elem = s.ldc = s.row = KA_NONE;
	var = ka_add_var(ka, KA_V_SITE, method, NULL, type);
	if (var < 0)
		return -1;
	s.var = var;
	if (type.dims) {
		struct ka_type et = type;

		et.dims--;
		s.elem = ka_add_var(ka, KA_V_ELEM, method, NULL, et);
		if (s.elem < 0)
			return -1;
	}
	i = KA_APPEND(ka, ka->sites, ka->nsites, ka->cap_sites, s);
	if (i < 0)
		return -1;
	ka->vars[var].site = i;
	if (s.elem >= 0)
		ka->vars[s.elem].site = i;
	return i;
}

int32_t ka_add_ref(struct ka *ka, int32_t cls, const char *name,
		   const char *desc)
{
	struct ka_ref r = { cls, name, desc };

	return KA_APPEND(ka, ka->refs, ka->nrefs, ka->cap_refs, r);
}

int32_t ka_add_stmt(struct ka *ka, const struct ka_stmt *s)
{
	int32_t i = KA_APPEND(ka, ka->stmts, ka->nstmts, ka->cap_stmts, *s);

	if (i < 0 || ka_ivec_push(&ka->methods[s->method].stmts, i))
		return -1;
	return i;
}

int32_t ka_add_check(struct ka *ka, const struct ka_check *c)
{
	return KA_APPEND(ka, ka->checks, ka->nchecks, ka->cap_checks, *c);
}

/* Bounded walks: hostile inputs may have cyclic hierarchies that the class
 * pool rejected only for user classes; never loop forever here. */
enum { KA_MAX_DEPTH = 512 };

/* The supertypes of a class, computed once: subtype tests run for every
 * object on every filtered edge, the solver's hottest path. */
static const struct ka_ivec *supers(struct ka *ka, int32_t cls, int depth)
{
	static const struct ka_ivec none;
	struct ka_ivec set = { 0 };
	int32_t sup;

	if (ka->classes[cls].supers_state == 2)
		return &ka->classes[cls].supers;
	if (ka->classes[cls].supers_state == 1 || depth > KA_MAX_DEPTH)
		return &none;   /* a cycle: hostile input */
	ka->classes[cls].supers_state = 1;
	if (ka_class_load(ka, cls) || ka_iset_add(&set, cls) < 0)
		goto out;
	sup = ka->classes[cls].super;
	if (sup >= 0 && ka_iset_union(&set, supers(ka, sup, depth + 1), NULL) < 0)
		goto out;
	for (uint32_t i = 0; i < ka->classes[cls].ifaces.n; i++)
		if (ka_iset_union(&set, supers(ka, ka->classes[cls].ifaces.v[i], depth + 1),
				  NULL) < 0)
			goto out;
out:
	/* Out of memory leaves a partial set: a missed subtype only loses
	 * precision in filters, and the arena/vec users report OOM anyway. */
	ka->classes[cls].supers = set;
	ka->classes[cls].supers_state = 2;
	return &ka->classes[cls].supers;
}

const struct ka_ivec *ka_supertypes(struct ka *ka, int32_t cls)
{
	return supers(ka, cls, 0);
}

int ka_subclass(struct ka *ka, int32_t sub, int32_t sup)
{
	if (sup == ka->object_cls || sub == sup)
		return 1;
	if (sub < 0 || sup < 0)
		return 0;
	return ka_iset_has(supers(ka, sub, 0), sup);
}

int ka_is_arraycopy(const struct ka *ka, const struct ka_ref *r)
{
	return r->cls >= 0 && !strcmp(ka->classes[r->cls].name, "java/lang/System") &&
	       !strcmp(r->name, "arraycopy") &&
	       !strcmp(r->desc, "(Ljava/lang/Object;ILjava/lang/Object;II)V");
}

int ka_is_object_clone(const struct ka *ka, int32_t m)
{
	return ka->methods[m].owner == ka->object_cls && !strcmp(ka->methods[m].name, "clone") &&
	       !strcmp(ka->methods[m].desc, "()Ljava/lang/Object;");
}

int ka_is_object_sort(const struct ka *ka, const struct ka_ref *r)
{
	return r->cls >= 0 && !strcmp(ka->classes[r->cls].name, "java/util/Arrays") &&
	       !strcmp(r->name, "sort") && !strncmp(r->desc, "([Ljava/lang/Object;", 20);
}

int ka_subtype(struct ka *ka, struct ka_type sub, struct ka_type sup)
{
	const char *n;

	/* JVMS checkcast rules; each round strips one array dimension. */
	while (sup.dims > 0) {
		if (sub.dims == 0)
			return 0;
		sub.dims--;
		sup.dims--;
		if ((sup.dims == 0 && sup.cls < 0) || (sub.dims == 0 && sub.cls < 0))
			return sub.dims == sup.dims && sub.cls == sup.cls && sub.prim == sup.prim;
	}
	if (sup.cls < 0)
		return sub.dims == 0 && sub.cls < 0 && sub.prim == sup.prim;
	if (sup.cls == ka->object_cls)
		return 1;
	if (sub.dims) {
		/* Arrays are Cloneable and Serializable. */
		n = ka->classes[sup.cls].name;
		return !strcmp(n, "java/lang/Cloneable") || !strcmp(n, "java/io/Serializable");
	}
	return sub.cls >= 0 && ka_subclass(ka, sub.cls, sup.cls);
}

/* The least common supertypes of two classes, as ka_type_join says. */
static int32_t class_join(struct ka *ka, int32_t a, int32_t b)
{
	const struct ka_ivec *sa, *sb;
	int32_t cls = ka->object_cls, best = KA_NONE;

	/* Computing a set may load classes, which moves the sets; once both
	 * are computed, the second lookups (and those of their members, which
	 * computing them computed) load nothing. */
	ka_supertypes(ka, a);
	ka_supertypes(ka, b);
	sa = ka_supertypes(ka, a);
	sb = ka_supertypes(ka, b);

	/* The superclass chain of a, nearest first, bounded against cycles. */
	for (int32_t c = a, depth = 0; c >= 0 && depth < KA_MAX_DEPTH;
	     c = ka->classes[c].super, depth++)
		if (ka_iset_has(sb, c)) {
			cls = c;
			break;
		}
	if (ka_is_user(ka, cls))
		return cls;
	for (uint32_t i = 0; i < sa->n; i++) {
		int32_t x = sa->v[i];
		int least = 1;

		if (!(ka->classes[x].flags & KA_INTERFACE) || !ka_is_user(ka, x) ||
		    !ka_iset_has(sb, x))
			continue;
		for (uint32_t k = 0; least && k < sa->n; k++)
			least = sa->v[k] == x || !ka_iset_has(sb, sa->v[k]) ||
				!(ka->classes[sa->v[k]].flags & KA_INTERFACE) ||
				!ka_subclass(ka, sa->v[k], x);
		if (least && (best < 0 || strcmp(ka->classes[x].name, ka->classes[best].name) < 0))
			best = x;
	}
	return best >= 0 ? best : cls;
}

struct ka_type ka_type_join(struct ka *ka, struct ka_type a, struct ka_type b)
{
	struct ka_type object = { ka->object_cls, 0, 0 };

	if (!ka_type_is_ref(a))
		return b;
	if (!ka_type_is_ref(b) || ka_subtype(ka, b, a))
		return a;
	if (ka_subtype(ka, a, b))
		return b;
	if (a.dims != b.dims || a.cls < 0 || b.cls < 0)
		return object;   /* arrays of other shapes, or an array and a class */
	a.cls = class_join(ka, a.cls, b.cls);
	return a;
}

int32_t ka_lookup_field(struct ka *ka, int32_t cls, const char *name,
			const char *desc)
{
	int depth;

	for (depth = 0; cls >= 0 && depth < KA_MAX_DEPTH; depth++) {
		const struct ka_class *c;
		uint32_t i;

		if (ka_class_load(ka, cls))
			return KA_NONE;
		c = &ka->classes[cls];
		for (i = 0; i < c->fields.n; i++) {
			struct ka_field *f = &ka->fields[c->fields.v[i]];

			if (!strcmp(f->name, name) && !strcmp(f->desc, desc))
				return c->fields.v[i];
		}
		/* Interface constants come before the superclass (JVMS 5.4.3.2);
		 * indexed afresh: the lookups load classes, and the array moves. */
		for (i = 0; i < ka->classes[cls].ifaces.n; i++) {
			int32_t f = ka_lookup_field(ka, ka->classes[cls].ifaces.v[i], name, desc);

			if (f >= 0)
				return f;
		}
		cls = ka->classes[cls].super;
	}
	return KA_NONE;
}

static int32_t declared_method(struct ka *ka, int32_t cls, const char *name,
			       const char *desc)
{
	struct ka_class *c;
	uint32_t i;

	if (ka_class_load(ka, cls))
		return KA_NONE;
	c = &ka->classes[cls];
	for (i = 0; i < c->methods.n; i++) {
		struct ka_method *m = &ka->methods[c->methods.v[i]];

		if (!strcmp(m->name, name) && !strcmp(m->desc, desc))
			return c->methods.v[i];
	}
	return KA_NONE;
}

static int32_t lookup_iface(struct ka *ka, int32_t cls, const char *name,
			    const char *desc, int depth)
{
	uint32_t i;

	if (cls < 0 || depth > KA_MAX_DEPTH || ka_class_load(ka, cls))
		return KA_NONE;
	for (i = 0; i < ka->classes[cls].ifaces.n; i++) {
		int32_t in = ka->classes[cls].ifaces.v[i];
		int32_t m = declared_method(ka, in, name, desc);

		if (m < 0)
			m = lookup_iface(ka, in, name, desc, depth + 1);
		if (m >= 0 && !(ka->methods[m].flags & (KA_STATIC | KA_PRIVATE)))
			return m;
	}
	return KA_NONE;
}

/*
 * The memo of lookups and dispatches.  Keys are the caller's string
 * pointers: the same pointer always holds the same name, so a hit is exact;
 * the same name at another address is only a miss.  A result never changes
 * once computed, since loading a class adds only its own members.
 */
enum { MEMO_LOOKUP, MEMO_DISPATCH };

static uint32_t memo_hash(int kind, int32_t cls, const char *name, const char *desc)
{
	uint64_t h = (uint64_t)(uintptr_t)name * 0x9e3779b97f4a7c15u ^
		     (uint64_t)(uintptr_t)desc * 0xc2b2ae3d27d4eb4fu ^
		     ((uint64_t)(uint32_t)cls << 1 | (uint64_t)kind) * 0x165667b19e3779f9u;

	return (uint32_t)(h >> 32 ^ h);
}

static struct ka_memo_slot *memo_find(const struct ka_method_memo *m, int kind, int32_t cls,
				      const char *name, const char *desc)
{
	uint32_t i;

	if (!m->cap)
		return NULL;
	for (i = memo_hash(kind, cls, name, desc) & (m->cap - 1);; i = (i + 1) & (m->cap - 1)) {
		struct ka_memo_slot *s = &m->slots[i];

		if (!s->used || (s->cls == cls && s->kind == kind && s->name == name &&
				 s->desc == desc))
			return s;
	}
}

/* Remember a result; out of memory only makes the memo forget. */
static int32_t memo_put(struct ka *ka, int kind, int32_t cls, const char *name,
			const char *desc, int32_t value)
{
	struct ka_method_memo *m = &ka->memo;
	struct ka_memo_slot *s;

	if ((m->n + 1) * 2 > m->cap) {
		struct ka_method_memo bigger = { 0 };

		bigger.cap = m->cap ? m->cap * 2 : 1024;
		bigger.slots = calloc(bigger.cap, sizeof(*bigger.slots));
		if (!bigger.slots)
			return value;
		for (uint32_t i = 0; i < m->cap; i++) {
			const struct ka_memo_slot *o = &m->slots[i];

			if (o->used)
				*memo_find(&bigger, o->kind, o->cls, o->name, o->desc) = *o;
		}
		bigger.n = m->n;
		free(m->slots);
		*m = bigger;
	}
	s = memo_find(m, kind, cls, name, desc);
	if (!s->used) {
		*s = (struct ka_memo_slot){ name, desc, cls, value, (uint8_t)kind, 1 };
		m->n++;
	}
	return value;
}

static int32_t lookup_method(struct ka *ka, int32_t cls, const char *name,
			     const char *desc);
static int32_t dispatch(struct ka *ka, int32_t cls, const char *name, const char *desc);

int32_t ka_lookup_method(struct ka *ka, int32_t cls, const char *name,
			 const char *desc)
{
	struct ka_memo_slot *s = memo_find(&ka->memo, MEMO_LOOKUP, cls, name, desc);

	if (s && s->used)
		return s->value;
	return memo_put(ka, MEMO_LOOKUP, cls, name, desc, lookup_method(ka, cls, name, desc));
}

int32_t ka_dispatch(struct ka *ka, int32_t cls, const char *name, const char *desc)
{
	struct ka_memo_slot *s = memo_find(&ka->memo, MEMO_DISPATCH, cls, name, desc);

	if (s && s->used)
		return s->value;
	return memo_put(ka, MEMO_DISPATCH, cls, name, desc, dispatch(ka, cls, name, desc));
}

/*
 * The default method an object of cls runs for name+desc when no class up
 * its chain has a body (JVMS 5.4.6): the one non-abstract method among the
 * maximally specific superinterface methods, those declared by an
 * interface no other candidate's interface extends (K implements J0, J1
 * with J1 extends J0, both defaulting m: J1's, whatever the order of the
 * implements clause).  Several: the JVM throws; the first is taken.
 */
static int32_t specific_default(struct ka *ka, int32_t cls, const char *name, const char *desc)
{
	struct ka_ivec cand = { 0 }, sup = { 0 };
	int32_t found = KA_NONE;

	const struct ka_ivec *all = cls >= 0 ? ka_supertypes(ka, cls) : NULL;

	/* a copy: declared_method may load classes, and the arrays move */
	for (uint32_t i = 0; all && i < all->n; i++)
		if (ka_ivec_push(&sup, all->v[i]))
			goto out;
	for (uint32_t i = 0; i < sup.n; i++) {
		int32_t m = (ka->classes[sup.v[i]].flags & KA_INTERFACE) ?
			    declared_method(ka, sup.v[i], name, desc) : KA_NONE;

		if (m >= 0 && !(ka->methods[m].flags & (KA_STATIC | KA_PRIVATE)) &&
		    ka_ivec_push(&cand, m))
			goto out;
	}
	for (uint32_t i = 0; i < cand.n && found < 0; i++) {
		int32_t m = cand.v[i], specific = !(ka->methods[m].flags & KA_ABSTRACT_M);

		for (uint32_t j = 0; specific && j < cand.n; j++)
			specific = j == i || !ka_subclass(ka, ka->methods[cand.v[j]].owner,
							  ka->methods[m].owner);
		if (specific)
			found = m;
	}
out:
	ka_ivec_free(&cand);
	ka_ivec_free(&sup);
	return found;
}

static int32_t lookup_method(struct ka *ka, int32_t cls, const char *name,
			     const char *desc)
{
	int32_t c, m;
	int depth;

	for (c = cls, depth = 0; c >= 0 && depth < KA_MAX_DEPTH; depth++) {
		m = declared_method(ka, c, name, desc);
		if (m >= 0)
			return m;
		c = ka->classes[c].super;
	}
	/* JVMS 5.4.3.3: a maximally specific default first, else any */
	if ((m = specific_default(ka, cls, name, desc)) >= 0)
		return m;
	for (c = cls, depth = 0; c >= 0 && depth < KA_MAX_DEPTH; depth++) {
		m = lookup_iface(ka, c, name, desc, 0);
		if (m >= 0)
			return m;
		c = ka->classes[c].super;
	}
	/* Interfaces inherit Object's public methods (JVMS 5.4.3.4). */
	if (cls >= 0 && (ka->classes[cls].flags & KA_INTERFACE))
		return declared_method(ka, ka->object_cls, name, desc);
	return KA_NONE;
}

static int32_t dispatch(struct ka *ka, int32_t cls, const char *name, const char *desc)
{
	int32_t c, m;
	int depth;

	/* Selection (JVMS 5.4.6) without the package-private refinement:
	 * the first non-abstract, non-static instance method up the chain,
	 * then a default method of a superinterface. */
	for (c = cls, depth = 0; c >= 0 && depth < KA_MAX_DEPTH; depth++) {
		m = declared_method(ka, c, name, desc);
		if (m >= 0 && !(ka->methods[m].flags & (KA_STATIC | KA_ABSTRACT_M)))
			return m;
		c = ka->classes[c].super;
	}
	return specific_default(ka, cls, name, desc);
}

static int same_package(struct ka *ka, int32_t a, int32_t b)
{
	const char *x = ka->classes[a].name, *y = ka->classes[b].name;
	const char *sx = strrchr(x, '/'), *sy = strrchr(y, '/');
	size_t nx = sx ? (size_t)(sx - x) : 0, ny = sy ? (size_t)(sy - y) : 0;

	return nx == ny && !strncmp(x, y, nx);
}

int ka_overrides(struct ka *ka, int32_t m, int32_t o)
{
	int32_t c, d;
	int depth;

	if (ka->methods[o].flags & (KA_STATIC | KA_PRIVATE))
		return 0;
	if ((ka->methods[o].flags & (KA_PUBLIC | KA_PROTECTED)) ||
	    same_package(ka, ka->methods[m].owner, ka->methods[o].owner))
		return 1;
	/* Package-private o from another package: m overrides it only through
	 * a method between them, of o's package (which overrides o), that m
	 * overrides in turn. */
	for (c = ka->classes[ka->methods[m].owner].super, depth = 0;
	     c >= 0 && c != ka->methods[o].owner && depth < KA_MAX_DEPTH; depth++) {
		d = declared_method(ka, c, ka->methods[o].name, ka->methods[o].desc);
		if (d >= 0 && same_package(ka, c, ka->methods[o].owner) && ka_overrides(ka, m, d))
			return 1;
		c = ka->classes[c].super;
	}
	return 0;
}

int32_t ka_select(struct ka *ka, int32_t cls, int32_t resolved)
{
	/* a copy: lookups load classes, and the methods array moves */
	const struct ka_method r = ka->methods[resolved];
	int32_t m = ka_dispatch(ka, cls, r.name, r.desc), c;
	int depth;

	if (m < 0 || m == resolved || (r.flags & (KA_PUBLIC | KA_PROTECTED | KA_PRIVATE)) ||
	    same_package(ka, ka->methods[m].owner, r.owner))
		return m;
	/* m, from another package, does not override the package-private
	 * method: the nearest body of r's package up the chain does (the
	 * transitive case of 5.4.6 through a public redeclaration in r's
	 * package is covered by that body). */
	for (c = cls, depth = 0; c >= 0 && depth < KA_MAX_DEPTH; depth++) {
		int32_t d = declared_method(ka, c, r.name, r.desc);

		if (d >= 0 && same_package(ka, c, r.owner) &&
		    !(ka->methods[d].flags & (KA_STATIC | KA_ABSTRACT_M)))
			return d;
		if (c == r.owner)
			break;
		c = ka->classes[c].super;
	}
	return r.flags & KA_ABSTRACT_M ? KA_NONE : resolved;
}

char *ka_printf(struct ka *ka, const char *fmt, ...)
{
	va_list ap;
	int n;
	char *s;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (n < 0)
		return NULL;
	s = kaba_arena_alloc(&ka->arena, (size_t)n + 1);
	if (!s)
		return NULL;
	va_start(ap, fmt);
	vsnprintf(s, (size_t)n + 1, fmt, ap);
	va_end(ap);
	return s;
}

const char *ka_type_name(struct ka *ka, struct ka_type t)
{
	char dims[256];
	const char *base;
	static const char *prims[] = {
		['B'] = "byte", ['C'] = "char", ['D'] = "double", ['F'] = "float",
		['I'] = "int", ['J'] = "long", ['S'] = "short", ['Z'] = "boolean",
		['V'] = "void",
	};

	memset(dims, 0, sizeof(dims));
	for (int i = 0; i < t.dims && i < 127; i++)
		memcpy(dims + 2 * i, "[]", 2);
	if (t.cls >= 0)
		base = ka->classes[t.cls].name;
	else
		base = (unsigned char)t.prim < sizeof(prims) / sizeof(*prims) &&
		       prims[(unsigned char)t.prim] ? prims[(unsigned char)t.prim] : "?";
	return ka_printf(ka, "%s%s", base, dims);
}
