/*
 * Andersen-style points-to analysis (inclusion constraints, allocation-site
 * heap abstraction, field-sensitive) with the call graph built on the fly.
 *
 * Nodes are vars; an object field (site, field) and an array site's elements
 * are vars too, made on demand.  Each node keeps its points-to set (sorted
 * site indices), a delta of sites not yet pushed to its successors, copy
 * successors, filtered successors (casts, handlers: only sites of a subtype
 * pass) and the complex constraints that wait for its sites: loads, stores,
 * virtual calls on it as receiver.  Difference propagation: a node sends only
 * its delta along edges; a new edge sends the whole set once.
 *
 * Cycle collapsing: every so often the copy graph's strongly connected
 * components (igraph) are merged into one representative (union-find); the
 * members of a cycle always have equal sets, so this changes nothing but
 * the work.  Filtered edges are not part of cycles.
 */
#include "pta.h"

#include "kaba/igraph.h"
#include <stdlib.h>
#include <string.h>

struct ka_filter {
	int32_t to;
	struct ka_type type;
};

struct ka_hook {                /* load (dst = n.field) or store (n.field = src) */
	int32_t field;          /* field index, KA_ELEM for array elements */
	int32_t var;
};

enum { KA_ELEM = -2 };

/* A points-to set as a bitset over site indices (measured on ecj: sorted
 * arrays took 1.6 GB and most of the time in merges; sites are few, a few
 * thousand, so a bitset is small and its union is a word-wise OR). */
struct ka_bits {
	uint64_t *w;
	uint32_t nw;
};

struct ka_node {
	int32_t rep;            /* union-find parent */
	uint8_t queued, listed;
	struct ka_bits pts;
	struct ka_ivec list;    /* pts as a sorted list, made on demand (ka_pt) */
	struct ka_ivec delta, succ, calls;
	struct ka_filter *filters;
	uint32_t nfilters, cap_filters;
	struct ka_hook *loads, *stores;
	uint32_t nloads, cap_loads, nstores, cap_stores;
};

struct ka_fslot {               /* (site, field) -> var */
	int64_t key;
	int32_t var;
};

/* Which sites a class type admits (Type(O) <= C), memoised: filtered edges,
 * field hooks and dispatch ask it for every site that reaches them. */
struct ka_admit {
	uint64_t *known, *yes;
	uint32_t nw;
};

struct ka_pta {
	struct ka_node *nodes;
	uint32_t nnodes, cap_nodes;
	struct ka_ivec work;            /* queued for the next round */
	struct ka_ivec round;           /* this round, processed in order */
	uint32_t round_pos;
	struct ka_ivec *targets;        /* per stmt: call targets (sorted) */
	uint32_t ntargets, cap_targets;
	struct ka_fslot *fmap;
	uint32_t fcap, fn;
	size_t edges_since_scc, edges, iterations, collapsed, call_edges;
	struct ka_ivec added;           /* scratch */
	struct ka_admit *admit;         /* per class */
	uint32_t nadmit;
	struct ka_ivec cut;             /* calls cut (ran.h): stmt, method, bound */
};

static struct ka_node *node(struct ka *ka, int32_t v);

static int bits_grow(struct ka_bits *b, uint32_t nw)
{
	uint64_t *w;

	if (nw <= b->nw)
		return 0;
	nw = nw < 2 * b->nw ? 2 * b->nw : nw;
	w = realloc(b->w, (size_t)nw * sizeof(*w));
	if (!w)
		return -1;
	memset(w + b->nw, 0, (size_t)(nw - b->nw) * sizeof(*w));
	b->w = w;
	b->nw = nw;
	return 0;
}

/* 1 if x was added, 0 if present, -1 out of memory. */
static int bits_set(struct ka_bits *b, int32_t x)
{
	uint64_t bit = (uint64_t)1 << (x & 63);

	if (bits_grow(b, (uint32_t)(x >> 6) + 1))
		return -1;
	if (b->w[x >> 6] & bit)
		return 0;
	b->w[x >> 6] |= bit;
	return 1;
}

/* dst |= src; the new elements are appended to `added` (ascending) if given. */
static int bits_or(struct ka_bits *dst, const struct ka_bits *src, struct ka_ivec *added)
{
	uint32_t n = src->nw;

	while (n && !src->w[n - 1])
		n--;
	if (bits_grow(dst, n))
		return -1;
	for (uint32_t i = 0; i < n; i++) {
		uint64_t nw = src->w[i] & ~dst->w[i];

		dst->w[i] |= nw;
		while (added && nw) {
			if (ka_ivec_push(added, (int32_t)(i * 64 + (uint32_t)__builtin_ctzll(nw))))
				return -1;
			nw &= nw - 1;
		}
	}
	return 0;
}

static int bits_list(const struct ka_bits *b, struct ka_ivec *out)
{
	out->n = 0;
	for (uint32_t i = 0; i < b->nw; i++)
		for (uint64_t w = b->w[i]; w; w &= w - 1)
			if (ka_ivec_push(out, (int32_t)(i * 64 + (uint32_t)__builtin_ctzll(w))))
				return -1;
	return 0;
}

static int32_t find(struct ka_pta *p, int32_t v)
{
	int32_t r = v;

	while (p->nodes[r].rep != r)
		r = p->nodes[r].rep;
	while (p->nodes[v].rep != r) {
		int32_t next = p->nodes[v].rep;

		p->nodes[v].rep = r;
		v = next;
	}
	return r;
}

/* Whether site x is of a subtype of t (JVMS checkcast). */
static int admits(struct ka *ka, struct ka_type t, int32_t x)
{
	struct ka_pta *p = ka->pta;
	struct ka_admit *a;
	uint64_t bit = (uint64_t)1 << (x & 63);
	uint32_t w = (uint32_t)x >> 6;

	if (t.dims || t.cls < 0)
		return ka_subtype(ka, ka->sites[x].type, t);
	if ((uint32_t)t.cls >= p->nadmit) {
		uint32_t n = ka->nclasses > (uint32_t)t.cls ? ka->nclasses : (uint32_t)t.cls + 1;
		struct ka_admit *v = realloc(p->admit, (size_t)n * sizeof(*v));

		if (!v)
			return ka_subtype(ka, ka->sites[x].type, t);
		memset(v + p->nadmit, 0, (size_t)(n - p->nadmit) * sizeof(*v));
		p->admit = v;
		p->nadmit = n;
	}
	a = &p->admit[t.cls];
	if (w >= a->nw) {
		uint32_t nw = w + 1 > 2 * a->nw ? w + 1 : 2 * a->nw;
		uint64_t *k = realloc(a->known, (size_t)nw * sizeof(*k));
		uint64_t *y = k ? realloc(a->yes, (size_t)nw * sizeof(*y)) : NULL;

		if (k)
			a->known = k;
		if (!y)
			return ka_subtype(ka, ka->sites[x].type, t);
		a->yes = y;
		memset(a->known + a->nw, 0, (size_t)(nw - a->nw) * sizeof(*k));
		memset(a->yes + a->nw, 0, (size_t)(nw - a->nw) * sizeof(*y));
		a->nw = nw;
	}
	if (!(a->known[w] & bit)) {
		a->known[w] |= bit;
		if (ka_subtype(ka, ka->sites[x].type, t))
			a->yes[w] |= bit;
	}
	return (a->yes[w] & bit) != 0;
}

/* Nodes exist for every var; vars are created all the time, so grow lazily. */
static int ensure(struct ka *ka)
{
	struct ka_pta *p = ka->pta;

	if (p->nnodes >= ka->nvars)
		return 0;
	if (ka_grow((void **)&p->nodes, &p->cap_nodes, ka->nvars - 1,
		    sizeof(*p->nodes)))
		return -1;
	while (p->nnodes < ka->nvars) {
		p->nodes[p->nnodes].rep = (int32_t)p->nnodes;
		p->nnodes++;
	}
	return 0;
}

static struct ka_node *node(struct ka *ka, int32_t v)
{
	return &ka->pta->nodes[find(ka->pta, v)];
}

int ka_pta_new(struct ka *ka)
{
	ka->pta = calloc(1, sizeof(*ka->pta));
	ka->pta_free = ka_pta_free;
	return ka->pta ? 0 : ka_oom(ka);
}

static void node_free(struct ka_node *n)
{
	free(n->pts.w);
	ka_ivec_free(&n->list);
	ka_ivec_free(&n->delta);
	ka_ivec_free(&n->succ);
	ka_ivec_free(&n->calls);
	free(n->filters);
	free(n->loads);
	free(n->stores);
	memset(n, 0, sizeof(*n));
}

void ka_pta_free(struct ka *ka)
{
	struct ka_pta *p = ka->pta;
	uint32_t i;

	if (!p)
		return;
	for (i = 0; i < p->nnodes; i++)
		node_free(&p->nodes[i]);
	for (i = 0; i < p->ntargets; i++)
		ka_ivec_free(&p->targets[i]);
	for (i = 0; i < p->nadmit; i++) {
		free(p->admit[i].known);
		free(p->admit[i].yes);
	}
	free(p->admit);
	free(p->nodes);
	free(p->targets);
	free(p->fmap);
	ka_ivec_free(&p->work);
	ka_ivec_free(&p->round);
	ka_ivec_free(&p->added);
	ka_ivec_free(&p->cut);
	free(p);
	ka->pta = NULL;
}

static int enqueue(struct ka_pta *p, int32_t r)
{
	if (p->nodes[r].queued)
		return 0;
	p->nodes[r].queued = 1;
	return ka_ivec_push(&p->work, r);
}

/* The new sites of node r (ascending, in p->added) go to its delta. */
static int new_sites(struct ka_pta *p, int32_t r)
{
	p->nodes[r].listed = 0;
	if (!p->added.n)
		return 0;
	if (ka_iset_union(&p->nodes[r].delta, &p->added, NULL) < 0)
		return -1;
	return enqueue(p, r);
}

/* Add `sites` (sorted) to node r's set. */
static int add_sites(struct ka *ka, int32_t r, const struct ka_ivec *sites)
{
	struct ka_pta *p = ka->pta;

	p->added.n = 0;
	for (uint32_t i = 0; i < sites->n; i++) {
		int a = bits_set(&p->nodes[r].pts, sites->v[i]);

		if (a < 0 || (a && ka_ivec_push(&p->added, sites->v[i])))
			return -1;
	}
	return new_sites(p, r);
}

/* Add node a's whole set to node r's. */
static int add_set(struct ka *ka, int32_t r, int32_t a)
{
	struct ka_pta *p = ka->pta;

	p->added.n = 0;
	if (bits_or(&p->nodes[r].pts, &p->nodes[a].pts, &p->added))
		return -1;
	return new_sites(p, r);
}

int ka_pta_add_site(struct ka *ka, int32_t var, int32_t site)
{
	struct ka_ivec one = { &site, 1, 1 };

	if (ensure(ka))
		return ka_oom(ka);
	return add_sites(ka, find(ka->pta, var), &one) ? ka_oom(ka) : 0;
}

int ka_pta_copy(struct ka *ka, int32_t from, int32_t to)
{
	struct ka_pta *p = ka->pta;
	int32_t a, b;
	int r;

	if (from < 0 || to < 0)
		return 0;
	if (ensure(ka))
		return ka_oom(ka);
	a = find(p, from);
	b = find(p, to);
	if (a == b)
		return 0;
	r = ka_iset_add(&p->nodes[a].succ, b);
	if (r < 0)
		return ka_oom(ka);
	if (!r)
		return 0;
	p->edges_since_scc++;
	p->edges++;
	return add_set(ka, b, a) ? ka_oom(ka) : 0;
}

/* Does library pseudo-object x, which stands for any library object of
 * its type (L2), stand for some of library class t, narrower than its own
 * type? */
static int narrows_library(struct ka *ka, struct ka_type t, int32_t x)
{
	return ka->sites[x].library && !t.dims && t.cls >= 0 && !ka_is_user(ka, t.cls) &&
	       !(ka->classes[t.cls].flags & KA_MISSING) && ka_subtype(ka, t, ka->sites[x].type);
}

/* The sites of `set` whose type is a subtype of t, added to node `to`; and
 * where a library pseudo-object of a wider type arrives, the one of t
 * (`(Supplier) map.get(k)`: the library's Object may be a Supplier, a
 * lambda the library holds; without it the cast passed nothing, the call
 * of get() had no receiver, and a checkcast of its result was made to
 * fail every object). */
static int add_filtered(struct ka *ka, int32_t to, const struct ka_ivec *set,
			struct ka_type t)
{
	struct ka_ivec pass = { 0 };
	int rc = 0, narrowed = 0;

	for (uint32_t i = 0; i < set->n; i++) {
		if (admits(ka, t, set->v[i]))
			rc |= ka_ivec_push(&pass, set->v[i]);
		else
			narrowed |= narrows_library(ka, t, set->v[i]);
	}
	if (!rc && narrowed) {
		/* `set` may move now: nodes grow.  The pseudo-object may be
		 * older than sites of `pass`: inserted in order, for add_sites
		 * and the deltas it feeds are sorted sets (appended, a merge
		 * into a delta ran past its start: jdt-core's SIGSEGV). */
		int32_t s = ka_library_site(ka, t.cls);

		rc = s < 0 || ka_iset_add(&pass, s) < 0 ? -1 : 0;
	}
	if (!rc && pass.n)
		rc = add_sites(ka, find(ka->pta, to), &pass);
	ka_ivec_free(&pass);
	return rc;
}

static int same_type(struct ka_type a, struct ka_type b)
{
	return a.cls == b.cls && a.dims == b.dims && a.prim == b.prim;
}

int ka_pta_filter(struct ka *ka, int32_t from, int32_t to, struct ka_type t)
{
	struct ka_node *n;
	struct ka_filter f = { to, t };

	if (from < 0 || to < 0)
		return 0;
	if (ensure(ka))
		return ka_oom(ka);
	n = node(ka, from);
	/* Hooks are applied again after a merge (array stores add filters):
	 * an edge that is there already has sent its sites. */
	for (uint32_t i = 0; i < n->nfilters; i++)
		if (find(ka->pta, n->filters[i].to) == find(ka->pta, to) &&
		    same_type(n->filters[i].type, t))
			return 0;
	if (ka_grow((void **)&n->filters, &n->cap_filters, n->nfilters,
		    sizeof(*n->filters)))
		return ka_oom(ka);
	n->filters[n->nfilters++] = f;
	return add_filtered(ka, to, ka_pt(ka, from), t) ? ka_oom(ka) : 0;
}

/* The var of field `field` of object `site` (KA_ELEM: array elements);
 * -1 when out of memory. */
static int32_t field_var(struct ka *ka, int32_t site, int32_t field)
{
	struct ka_pta *p = ka->pta;
	int64_t key = ((int64_t)site << 32) | (uint32_t)field;
	uint32_t i;
	int32_t v;

	if (field == KA_ELEM)   /* -3: elements of something not an array */
		return ka->sites[site].elem >= 0 ? ka->sites[site].elem : -3;
	if ((p->fn + 1) * 2 > p->fcap) {
		struct ka_fslot *old = p->fmap;
		uint32_t ocap = p->fcap;

		p->fcap = ocap ? ocap * 2 : 1024;
		p->fmap = calloc(p->fcap, sizeof(*p->fmap));
		if (!p->fmap)
			return -1;
		for (i = 0; i < ocap; i++) {
			uint32_t j;

			if (!old[i].var)
				continue;
			j = (uint32_t)(old[i].key * 0x9E3779B97F4A7C15ull >> 32) & (p->fcap - 1);
			while (p->fmap[j].var)
				j = (j + 1) & (p->fcap - 1);
			p->fmap[j] = old[i];
		}
		free(old);
	}
	i = (uint32_t)(key * 0x9E3779B97F4A7C15ull >> 32) & (p->fcap - 1);
	for (; p->fmap[i].var; i = (i + 1) & (p->fcap - 1))
		if (p->fmap[i].key == key)
			return p->fmap[i].var - 1;
	v = ka_add_var(ka, KA_V_FIELD, KA_NONE, NULL, ka->fields[field].type);
	if (v < 0 || ensure(ka))
		return -1;
	p->fmap[i].key = key;
	p->fmap[i].var = v + 1;  /* 0 marks an empty slot */
	p->fn++;
	return v;
}

static int apply_hook(struct ka *ka, int32_t site, struct ka_hook h, int store)
{
	int32_t fv;

	/* Only objects that have the field: the verifier guarantees the
	 * receiver's type, imprecision elsewhere must not make up fields
	 * (on ecj this halved the nodes). */
	if (h.field >= 0) {
		struct ka_type owner = { ka->fields[h.field].owner, 0, 0 };

		if (!admits(ka, owner, site))
			return 0;
	}
	fv = field_var(ka, site, h.field);

	if (fv == -1)
		return ka_oom(ka);
	if (fv < 0)
		return 0;  /* elements of something that is not an array */
	if (!store)
		return ka_pta_copy(ka, fv, h.var);
	/* An array store succeeds only for values of the array's element
	 * type (else ArrayStoreException): when the stored var's type does
	 * not guarantee it, only the fitting objects enter (ecj: bindings
	 * stored into an Object[] that may be a CategorizedProblem[]). */
	if (h.field == KA_ELEM && !ka_subtype(ka, ka->vars[h.var].type, ka->vars[fv].type))
		return ka_pta_filter(ka, h.var, fv, ka->vars[fv].type);
	return ka_pta_copy(ka, h.var, fv);
}

/* A snapshot of a node's set: processing may grow the node table. */
static int snapshot(struct ka *ka, int32_t var, struct ka_ivec *out)
{
	return bits_list(&node(ka, var)->pts, out);
}

static int add_hook_sites(struct ka *ka, int32_t base, struct ka_hook h,
			  int store)
{
	struct ka_ivec sites = { 0 };
	int rc = snapshot(ka, base, &sites) ? ka_oom(ka) : 0;

	for (uint32_t i = 0; !rc && i < sites.n; i++)
		rc = apply_hook(ka, sites.v[i], h, store);
	ka_ivec_free(&sites);
	return rc;
}

static int add_hook(struct ka *ka, int32_t base, int32_t field, int32_t var,
		    int store)
{
	struct ka_node *n;
	struct ka_hook h = { field, var };
	struct ka_hook **list;
	uint32_t *cnt, *cap;

	if (ensure(ka))
		return ka_oom(ka);
	n = node(ka, base);
	list = store ? &n->stores : &n->loads;
	cnt = store ? &n->nstores : &n->nloads;
	cap = store ? &n->cap_stores : &n->cap_loads;
	if (ka_grow((void **)list, cap, *cnt, sizeof(**list)))
		return ka_oom(ka);
	(*list)[(*cnt)++] = h;
	/* Sites already there are handled now: put them back in the delta. */
	return add_hook_sites(ka, base, h, store);
}

const struct ka_ivec *ka_pt(struct ka *ka, int32_t var)
{
	static const struct ka_ivec empty;

	struct ka_node *n;

	if (var < 0 || (uint32_t)var >= ka->pta->nnodes)
		return &empty;
	n = node(ka, var);
	if (!n->listed) {
		/* Out of memory leaves a partial list; callers are past the
		 * solver, where the arena reports OOM on its own. */
		bits_list(&n->pts, &n->list);
		n->listed = 1;
	}
	return &n->list;
}

const struct ka_ivec *ka_call_targets(struct ka *ka, int32_t stmt)
{
	static const struct ka_ivec empty;

	if (stmt < 0 || (uint32_t)stmt >= ka->pta->ntargets)
		return &empty;
	return &ka->pta->targets[stmt];
}

static int target_set(struct ka *ka, int32_t stmt, int32_t m)
{
	struct ka_pta *p = ka->pta;
	int r;

	if (ka_grow((void **)&p->targets, &p->cap_targets, (uint32_t)stmt,
		    sizeof(*p->targets)))
		return -1;
	if ((uint32_t)stmt >= p->ntargets)
		p->ntargets = (uint32_t)stmt + 1;
	r = ka_iset_add(&p->targets[stmt], m);
	if (r > 0)
		p->call_edges++;
	return r;
}

/* Thrown values of `from` at statement s reach its handlers and, since a
 * handler may not catch them, the method's own exceptional exit. */
static int flow_exceptions(struct ka *ka, int32_t s, int32_t from)
{
	const struct ka_stmt *st = &ka->stmts[s];
	int rc = 0;

	for (uint32_t i = 0; !rc && i < st->nhandlers; i++) {
		const struct ka_handler *h = &ka->handlers[st->handlers + (int32_t)i];

		if (ka_covers(h, st->pc))
			rc = ka_pta_copy(ka, from, h->arrive);
	}
	if (!rc)
		rc = ka_pta_copy(ka, from, ka->methods[st->method].exc_var);
	return rc;
}

/* Call-graph edge stmt -> m, once; parameters, result and exceptions flow,
 * and for a statically bound call (`bound`) the receiver into `this`, which
 * dispatch_site does per object otherwise.  In the traced static analysis
 * a statically bound user method no trace ran gets no edge: no run took it
 * (ran.h).  Unless something else reaches it (a lambda body is reached
 * where its invokedynamic is, reflection, a callback): a reached method
 * gets every edge, or its rows would miss what those calls pass (its
 * `this` typed apart from the receiver's class: a VerifyError); cut calls
 * are kept and connected once their target is reached (ka_pta_solve). */
static int connect(struct ka *ka, int32_t s, int32_t m, int bound)
{
	struct ka_stmt *st;
	struct ka_method *callee;
	struct ka_ivec *cut = &ka->pta->cut;
	int r, rc;

	if (!(ka->methods[m].flags & KA_REACHABLE) && !ka->ran(ka, m))
		return ka_ivec_push(cut, s) || ka_ivec_push(cut, m) || ka_ivec_push(cut, bound) ?
		       ka_oom(ka) : 0;
	r = target_set(ka, s, m);
	if (r < 0)
		return ka_oom(ka);
	if (!r)
		return 0;
	if (!ka_is_user(ka, ka->methods[m].owner))
		return ka_library_call(ka, s);
	rc = ka_reach(ka, m, NULL);
	if (rc)
		return rc;
	st = &ka->stmts[s];
	callee = &ka->methods[m];
	for (uint32_t i = 0; !rc && i < st->nargs && i < callee->nparams; i++)
		rc = ka_pta_copy(ka, st->args[i], callee->param_vars[i]);
	if (!rc && bound)
		rc = ka_pta_copy(ka, st->a, callee->this_var);
	if (!rc)
		rc = ka_pta_copy(ka, callee->ret_var, ka->stmts[s].dst);
	if (!rc)
		rc = flow_exceptions(ka, s, ka->methods[m].exc_var);
	return rc;
}

static int dispatch_site(struct ka *ka, int32_t s, int32_t site)
{
	const struct ka_ref *ref = &ka->refs[ka->stmts[s].ref];
	struct ka_type t = ka->sites[site].type, rt = { ref->cls, 0, 0 };
	int32_t m;
	int rc;

	/* Imprecision elsewhere must not dispatch on objects the receiver's
	 * static type excludes. */
	if (!admits(ka, rt, site))
		return 0;
	m = ka_lookup_method(ka, ref->cls, ref->name, ref->desc);
	m = m >= 0 ? ka_select(ka, t.dims ? ka->object_cls : t.cls, m) :
		     ka_dispatch(ka, t.dims ? ka->object_cls : t.cls, ref->name, ref->desc);
	/* A library pseudo-object stands for some library subclass of its
	 * declared type (L2), which implements what that type leaves
	 * abstract (an Iterator from List.iterator() runs some next()): the
	 * call goes to library code.  An object of an interface is a
	 * lambda's (ir.c lambda): its class implements the abstract method
	 * by calling the implementation, which takes that method's
	 * parameters and gives its result. */
	if (m < 0 && (ka->sites[site].library ||
		      (!t.dims && (ka->classes[t.cls].flags & KA_INTERFACE))))
		m = ka_lookup_method(ka, t.dims ? ka->object_cls : t.cls, ref->name, ref->desc);
	if (m < 0)
		return 0;
	/* An array's clone() has the array's class and elements (JLS §10.7):
	 * its result stands for the receiver's object, which stays out of
	 * LIB (in LIB the library could store any object into it, L1). */
	if (t.dims && ka_is_object_clone(ka, m))
		return target_set(ka, s, m) < 0 ? ka_oom(ka) :
		       ka->stmts[s].dst < 0 ? 0 : ka_pta_add_site(ka, ka->stmts[s].dst, site);
	rc = connect(ka, s, m, 0);
	if (rc)
		return rc;
	if (!ka_is_user(ka, ka->methods[m].owner))
		return ka_pta_add_site(ka, ka->lib_var, site);
	return ka_pta_add_site(ka, ka->methods[m].this_var, site);
}

static int add_call(struct ka *ka, int32_t recv, int32_t s)
{
	struct ka_ivec sites = { 0 };
	int rc;

	if (ensure(ka) || ka_ivec_push(&node(ka, recv)->calls, s) ||
	    snapshot(ka, recv, &sites)) {
		ka_ivec_free(&sites);
		return ka_oom(ka);
	}
	rc = 0;
	for (uint32_t i = 0; !rc && i < sites.n; i++)
		rc = dispatch_site(ka, s, sites.v[i]);
	ka_ivec_free(&sites);
	return rc;
}

int ka_pta_load_elements(struct ka *ka, int32_t array, int32_t dst)
{
	return add_hook(ka, array, KA_ELEM, dst, 0);
}

int ka_pta_stmt(struct ka *ka, int32_t s)
{
	struct ka_stmt st = ka->stmts[s];

	if (ensure(ka))
		return ka_oom(ka);
	switch (st.op) {
	case KA_ASSIGN:
		return ka_pta_copy(ka, st.a, st.dst);
	case KA_NEW:
		return ka_pta_add_site(ka, ka->sites[st.site].var, st.site);
	case KA_LOAD:
		return st.dst < 0 ? 0 : add_hook(ka, st.a, st.field, st.dst, 0);
	case KA_STORE:
		return st.b < 0 ? 0 : add_hook(ka, st.a, st.field, st.b, 1);
	case KA_ALOAD:
		return st.dst < 0 ? 0 : add_hook(ka, st.a, KA_ELEM, st.dst, 0);
	case KA_ASTORE:
		return st.b < 0 ? 0 : add_hook(ka, st.a, KA_ELEM, st.b, 1);
	case KA_CAST:
		return ka_pta_filter(ka, st.a, st.dst, st.type);
	case KA_INSTANCEOF:
		return 0;
	case KA_THROW:
		return flow_exceptions(ka, s, st.a);
	case KA_RETURN:
		return ka_pta_copy(ka, st.a, ka->methods[st.method].ret_var);
	case KA_CALL:
		break;
	default:
		return 0;
	}
	if (ka->reflect_call(ka, s))
		return ka->err->status ? ka->err->status : ka_oom(ka);
	if (st.call == KA_DYNAMIC || st.target < 0) {
		/* Unknown target: treat it as library code. */
		return target_set(ka, s, KA_NONE) < 0 ? ka_oom(ka) :
		       ka_library_call(ka, s);
	}
	/* A private method called with invokevirtual (a nestmate's, Java 11+:
	 * lambda bodies, inner classes) is bound like invokespecial. */
	if ((st.call == KA_VIRTUAL || st.call == KA_INTERFACE_CALL) &&
	    !(ka->methods[st.target].flags & (KA_PRIVATE | KA_CTOR)))
		return add_call(ka, st.a, s);
	return connect(ka, s, st.target, 1);
}

static int process(struct ka *ka, int32_t r)
{
	struct ka_pta *p = ka->pta;
	struct ka_ivec d = p->nodes[r].delta;
	int rc = 0;
	uint32_t i, j;

	memset(&p->nodes[r].delta, 0, sizeof(d));
	p->iterations++;
	for (i = 0; !rc && i < p->nodes[r].nloads; i++)
		for (j = 0; !rc && j < d.n; j++)
			rc = apply_hook(ka, d.v[j], p->nodes[r].loads[i], 0);
	for (i = 0; !rc && i < p->nodes[r].nstores; i++)
		for (j = 0; !rc && j < d.n; j++)
			rc = apply_hook(ka, d.v[j], p->nodes[r].stores[i], 1);
	for (i = 0; !rc && i < p->nodes[r].calls.n; i++)
		for (j = 0; !rc && j < d.n; j++)
			rc = dispatch_site(ka, p->nodes[r].calls.v[i], d.v[j]);
	if (!rc && ka->lib_var >= 0 && find(p, ka->lib_var) == r)
		for (j = 0; !rc && j < d.n; j++)
			rc = ka_library_escaped(ka, d.v[j]);
	for (i = 0; !rc && i < p->nodes[r].succ.n; i++) {
		int32_t t = find(p, p->nodes[r].succ.v[i]);

		if (t != r && add_sites(ka, t, &d))
			rc = ka_oom(ka);
	}
	for (i = 0; !rc && i < p->nodes[r].nfilters; i++) {
		struct ka_filter f = p->nodes[r].filters[i];

		if (add_filtered(ka, f.to, &d, f.type))
			rc = ka_oom(ka);
	}
	ka_ivec_free(&d);
	return rc;
}

static int append_list(void **dst, uint32_t *n, uint32_t *cap, const void *src,
		       uint32_t m, size_t size)
{
	if (!m)
		return 0;
	if (ka_grow(dst, cap, *n + m - 1, size))
		return -1;
	memcpy((char *)*dst + (size_t)*n * size, src, (size_t)m * size);
	*n += m;
	return 0;
}

/* Merge node x into r (both representatives). */
static int merge(struct ka *ka, int32_t r, int32_t x)
{
	struct ka_pta *p = ka->pta;
	struct ka_node *a = &p->nodes[r], *b = &p->nodes[x];

	b->rep = r;
	a->listed = 0;
	if (bits_or(&a->pts, &b->pts, NULL) ||
	    ka_iset_union(&a->succ, &b->succ, NULL) < 0 ||
	    append_list((void **)&a->calls.v, &a->calls.n, &a->calls.cap,
			b->calls.v, b->calls.n, sizeof(int32_t)) ||
	    append_list((void **)&a->filters, &a->nfilters, &a->cap_filters,
			b->filters, b->nfilters, sizeof(*b->filters)) ||
	    append_list((void **)&a->loads, &a->nloads, &a->cap_loads,
			b->loads, b->nloads, sizeof(*b->loads)) ||
	    append_list((void **)&a->stores, &a->nstores, &a->cap_stores,
			b->stores, b->nstores, sizeof(*b->stores)))
		return -1;
	node_free(b);
	b->rep = r;
	p->collapsed++;
	return 0;
}

int ka_pta_unify(struct ka *ka, int32_t a, int32_t b)
{
	struct ka_pta *p = ka->pta;

	if (ensure(ka))
		return ka_oom(ka);
	a = find(p, a);
	b = find(p, b);
	if (a == b)
		return 0;
	if (merge(ka, b, a))
		return ka_oom(ka);
	/* The merged hooks and edges have not seen all the sites. */
	return bits_list(&p->nodes[b].pts, &p->added) || new_sites(p, b) ? ka_oom(ka) : 0;
}

/* Collapse the copy graph's cycles (igraph strong components): 0, or an
 * error status (igraph failed to load or ran out of memory). */
static int collapse_cycles(struct ka *ka)
{
	const struct kaba_igraph *ig = kaba_igraph(ka->err);
	struct ka_pta *p = ka->pta;
	igraph_vector_int_t edges, membership;
	igraph_integer_t ncomp;
	igraph_t g;
	int32_t *first = NULL;
	int rc = -1;
	uint32_t i, j;

	if (!ig)
		return ka->err->status;
	p->edges_since_scc = 0;
	if (ig->igraph_vector_int_init(&edges, 0))
		return ka_oom(ka);
	for (i = 0; i < p->nnodes; i++) {
		if (p->nodes[i].rep != (int32_t)i)
			continue;
		for (j = 0; j < p->nodes[i].succ.n; j++) {
			int32_t t = find(p, p->nodes[i].succ.v[j]);

			if (t != (int32_t)i &&
			    (ig->igraph_vector_int_push_back(&edges, i) ||
			     ig->igraph_vector_int_push_back(&edges, t)))
				goto out_edges;
		}
	}
	if (ig->igraph_create(&g, &edges, p->nnodes, IGRAPH_DIRECTED))
		goto out_edges;
	if (ig->igraph_vector_int_init(&membership, 0))
		goto out_graph;
	if (ig->igraph_connected_components(&g, &membership, NULL, &ncomp,
					IGRAPH_STRONG))
		goto out_members;
	first = malloc((size_t)ncomp * sizeof(*first));
	if (!first)
		goto out_members;
	for (i = 0; i < (uint32_t)ncomp; i++)
		first[i] = KA_NONE;
	rc = 0;
	for (i = 0; !rc && i < p->nnodes; i++) {
		int32_t c = (int32_t)VECTOR(membership)[i];

		if (p->nodes[i].rep != (int32_t)i)
			continue;
		if (first[c] < 0) {
			first[c] = (int32_t)i;
			continue;
		}
		rc = merge(ka, first[c], (int32_t)i);
		if (!rc) {
			/* The merged node's hooks have not seen all its sites. */
			rc = bits_list(&p->nodes[first[c]].pts, &p->added) ||
			     new_sites(p, first[c]) ? -1 : 0;
		}
	}
	free(first);
out_members:
	ig->igraph_vector_int_destroy(&membership);
out_graph:
	ig->igraph_destroy(&g);
out_edges:
	ig->igraph_vector_int_destroy(&edges);
	return rc ? ka_oom(ka) : 0;
}

static int cmp_id(const void *a, const void *b)
{
	int32_t x = *(const int32_t *)a, y = *(const int32_t *)b;

	return (x > y) - (x < y);
}

/* Collapse when enough new copy edges appeared to make cycles likely and the
 * cost (a pass over all edges) small against the propagation work: at least
 * KA_SCC_MIN_EDGES, a quarter of the nodes, and more than the edges there
 * were before (the graph doubled), so all passes together cost a constant
 * factor of the final graph (ecj: igraph took a fifth of the analysis with
 * the first two bounds alone). */
enum { KA_SCC_MIN_EDGES = 20000 };

/* Connect the cut calls whose target something else reached since (see
 * connect): 1 if there were any (*rc: an error of connecting), else 0. */
static int reconnect(struct ka *ka, int *rc)
{
	struct ka_ivec *cut = &ka->pta->cut;
	uint32_t i, kept = 0;
	int any = 0;

	for (i = 0; i + 2 < cut->n && !*rc; i += 3) {
		int32_t s = cut->v[i], m = cut->v[i + 1], bound = cut->v[i + 2];

		if (ka->methods[m].flags & KA_REACHABLE) {
			*rc = connect(ka, s, m, bound);
			any = 1;
		} else {
			cut->v[kept++] = s;
			cut->v[kept++] = m;
			cut->v[kept++] = bound;
		}
	}
	if (!*rc)
		cut->n = kept;
	return any;
}

int ka_pta_solve(struct ka *ka)
{
	struct ka_pta *p = ka->pta;
	int rc = 0;

	while (!rc) {
		if (ka->worklist_methods.n) {
			int32_t m = ka->worklist_methods.v[--ka->worklist_methods.n];
			uint32_t first = ka->methods[m].stmts.n;

			rc = ka->build_method ? ka->build_method(ka, m) : 0;
			for (uint32_t i = first; !rc && i < ka->methods[m].stmts.n; i++)
				rc = ka_pta_stmt(ka, ka->methods[m].stmts.v[i]);
			continue;
		}
		if (p->round_pos == p->round.n) {
			struct ka_ivec t = p->round;

			/* Rounds in node order: nodes are made roughly in
			 * data-flow order, so one round pushes sets far. */
			if (!p->work.n && !reconnect(ka, &rc))
				break;
			if (rc || !p->work.n)
				continue;
			p->round = p->work;
			p->work = t;
			p->work.n = 0;
			p->round_pos = 0;
			qsort(p->round.v, p->round.n, sizeof(*p->round.v), cmp_id);
			if (p->edges_since_scc > KA_SCC_MIN_EDGES &&
			    p->edges_since_scc * 4 > p->nnodes &&
			    p->edges_since_scc * 2 > p->edges && (rc = collapse_cycles(ka)))
				return rc;
		}
		{
			int32_t r = p->round.v[p->round_pos++];

			p->nodes[r].queued = 0;
			if (find(p, r) == r && p->nodes[r].delta.n)
				rc = process(ka, r);
		}
	}
	ka->out->stats.pta_iterations = p->iterations;
	ka->out->stats.scc_collapsed = p->collapsed;
	ka->out->stats.call_edges = p->call_edges;
	return rc;
}
