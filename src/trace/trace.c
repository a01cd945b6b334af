/*
 * The trace model: interned strings, sites and columns, and the entry set.
 * Interning keeps indices stable (the agent burns them into bytecode) and
 * makes merging traces of several runs a matter of re-adding their items.
 */
#include "kaba/trace.h"

#include <stdlib.h>
#include <string.h>

#include "kaba/arena.h"

enum { T_STRING, T_SITE, T_COLUMN, T_ENTRY, T_REFLECT, T_METHOD, T_TABLES };

/* One open-addressing table per item kind; slots hold index + 1. */
struct kaba_trace_index {
	struct kaba_arena strings;
	uint32_t *slots[T_TABLES];
	uint32_t mask[T_TABLES];
};

static uint64_t mix(uint64_t h, uint64_t v)
{
	h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
	return h * 0xff51afd7ed558ccdull;
}

static uint64_t hash_string(const char *s)
{
	uint64_t h = 1469598103934665603ull;

	while (*s)
		h = (h ^ (uint8_t)*s++) * 1099511628211ull;
	return h;
}

static uint64_t hash_item(const struct kaba_trace *t, int kind, uint32_t i)
{
	const struct kaba_trace_site *s;
	const struct kaba_trace_column *c;
	const struct kaba_trace_reflect *r;
	const struct kaba_trace_method *m;

	switch (kind) {
	case T_STRING:
		return hash_string(t->strings[i]);
	case T_SITE:
		s = &t->sites[i];
		return mix(mix(mix(mix(mix(mix(s->kind, s->class_name), s->in_class),
				       s->in_method), s->in_desc), s->bci), s->line);
	case T_COLUMN:
		c = &t->columns[i];
		return mix(mix(mix(mix(mix(c->kind, c->class_name), c->name),
				   c->desc), c->bci), c->type);
	case T_ENTRY:
		return mix(t->entries[i].site, t->entries[i].column);
	case T_METHOD:
		m = &t->methods[i];
		return mix(mix(m->class_name, m->name), m->desc);
	default:
		r = &t->reflect[i];
		return mix(mix(mix(mix(mix(mix(mix(mix(mix(r->api, r->caller_class),
			r->caller_method), r->caller_desc), r->bci), r->line),
			r->target_class), r->target_name), r->target_desc),
			r->receiver);
	}
}

static int reflect_equal(const struct kaba_trace_reflect *a,
			 const struct kaba_trace_reflect *b)
{
	return a->api == b->api && a->caller_class == b->caller_class &&
	       a->caller_method == b->caller_method &&
	       a->caller_desc == b->caller_desc && a->bci == b->bci &&
	       a->line == b->line && a->target_class == b->target_class &&
	       a->target_name == b->target_name &&
	       a->target_desc == b->target_desc && a->receiver == b->receiver;
}

/* Method records are one per method; their flags accumulate. */
static int method_equal(const struct kaba_trace_method *a, const struct kaba_trace_method *b)
{
	return a->class_name == b->class_name && a->name == b->name && a->desc == b->desc;
}

/* Does stored item i equal the candidate (passed as a pointer to its kind)? */
static int item_equal(const struct kaba_trace *t, int kind, uint32_t i,
		      const void *cand)
{
	switch (kind) {
	case T_STRING:
		return !strcmp(t->strings[i], cand);
	case T_SITE:
		return !memcmp(&t->sites[i], cand, sizeof(t->sites[i]));
	case T_COLUMN:
		return !memcmp(&t->columns[i], cand, sizeof(t->columns[i]));
	case T_ENTRY:
		return !memcmp(&t->entries[i], cand, sizeof(t->entries[i]));
	case T_METHOD:
		return method_equal(&t->methods[i], cand);
	default:
		return reflect_equal(&t->reflect[i], cand);
	}
}

static uint32_t count_of(const struct kaba_trace *t, int kind)
{
	const uint32_t n[] = { t->nstrings, t->nsites, t->ncolumns,
			       t->nentries, t->nreflect, t->nmethods };
	return n[kind];
}

static int rehash(struct kaba_trace *t, int kind)
{
	struct kaba_trace_index *x = t->index;
	uint32_t size = x->slots[kind] ? (x->mask[kind] + 1) * 2 : 64;
	uint32_t *slots = calloc(size, sizeof(*slots));
	uint32_t i, n = count_of(t, kind);

	if (!slots)
		return -1;
	for (i = 0; i < n; i++) {
		uint32_t h = (uint32_t)hash_item(t, kind, i) & (size - 1);

		while (slots[h])
			h = (h + 1) & (size - 1);
		slots[h] = i + 1;
	}
	free(x->slots[kind]);
	x->slots[kind] = slots;
	x->mask[kind] = size - 1;
	return 0;
}

/* Find the slot of an item equal to cand (hash h); *found says whether it
 * holds one.  Items are always present before they are looked up by index,
 * so hashing the candidate needs a stored twin: callers pass h directly. */
static uint32_t probe(const struct kaba_trace *t, int kind, uint64_t h,
		      const void *cand, int *found)
{
	const struct kaba_trace_index *x = t->index;
	uint32_t s = (uint32_t)h & x->mask[kind];

	while (x->slots[kind][s]) {
		if (item_equal(t, kind, x->slots[kind][s] - 1, cand)) {
			*found = 1;
			return s;
		}
		s = (s + 1) & x->mask[kind];
	}
	*found = 0;
	return s;
}

static int grow(struct kaba_trace *t, void **arr, size_t *cap, size_t size,
		uint32_t n)
{
	void *p;
	size_t c;

	if (n < *cap)
		return 0;
	if (n >= KABA_TRACE_MAX_ITEMS)
		return -1;
	c = *cap ? *cap * 2 : 16;
	p = realloc(*arr, c * size);
	if (!p)
		return -1;
	*arr = p;
	*cap = c;
	(void)t;
	return 0;
}

void kaba_trace_init(struct kaba_trace *t)
{
	memset(t, 0, sizeof(*t));
	t->index = calloc(1, sizeof(*t->index));
	if (!t->index) {
		t->oom = 1;
		return;
	}
	kaba_arena_init(&t->index->strings);
	t->ran_recorded = 1;
	t->lookups_recorded = 1;
	if (kaba_trace_string(t, "") != 0)
		t->oom = 1;
}

void kaba_trace_free(struct kaba_trace *t)
{
	int k;

	if (t->index) {
		for (k = 0; k < T_TABLES; k++)
			free(t->index->slots[k]);
		kaba_arena_free(&t->index->strings);
		free(t->index);
	}
	free(t->strings);
	free(t->sites);
	free(t->columns);
	free(t->entries);
	free(t->reflect);
	free(t->methods);
	memset(t, 0, sizeof(*t));
}

/* The shared part of interning: look the candidate up, else append it with
 * `append` (which stores it at index n) and enter it in the table. */
static uint32_t intern(struct kaba_trace *t, int kind, const void *cand,
		       uint64_t h, int (*append)(struct kaba_trace *, const void *),
		       int *added)
{
	struct kaba_trace_index *x = t->index;
	uint32_t s, n;
	int found;

	*added = 0;
	if (t->oom || !x)
		return UINT32_MAX;
	n = count_of(t, kind);
	if ((!x->slots[kind] || (n + 1) * 2 > x->mask[kind] + 1) &&
	    rehash(t, kind))
		goto oom;
	s = probe(t, kind, h, cand, &found);
	if (found)
		return x->slots[kind][s] - 1;
	if (append(t, cand))
		goto oom;
	x->slots[kind][s] = n + 1;
	*added = 1;
	return n;
oom:
	t->oom = 1;
	return UINT32_MAX;
}

static int append_string(struct kaba_trace *t, const void *cand)
{
	char *copy;

	if (grow(t, (void **)&t->strings, &t->caps[T_STRING], sizeof(char *),
		 t->nstrings))
		return -1;
	copy = kaba_arena_strdup(&t->index->strings, cand);
	if (!copy)
		return -1;
	t->strings[t->nstrings++] = copy;
	return 0;
}

static int append_site(struct kaba_trace *t, const void *cand)
{
	if (grow(t, (void **)&t->sites, &t->caps[T_SITE], sizeof(*t->sites),
		 t->nsites))
		return -1;
	t->sites[t->nsites++] = *(const struct kaba_trace_site *)cand;
	return 0;
}

static int append_column(struct kaba_trace *t, const void *cand)
{
	if (grow(t, (void **)&t->columns, &t->caps[T_COLUMN],
		 sizeof(*t->columns), t->ncolumns))
		return -1;
	t->columns[t->ncolumns++] = *(const struct kaba_trace_column *)cand;
	return 0;
}

static int append_entry(struct kaba_trace *t, const void *cand)
{
	if (grow(t, (void **)&t->entries, &t->caps[T_ENTRY],
		 sizeof(*t->entries), t->nentries))
		return -1;
	t->entries[t->nentries++] = *(const struct kaba_trace_entry *)cand;
	return 0;
}

static int append_reflect(struct kaba_trace *t, const void *cand)
{
	if (grow(t, (void **)&t->reflect, &t->caps[T_REFLECT],
		 sizeof(*t->reflect), t->nreflect))
		return -1;
	t->reflect[t->nreflect] = *(const struct kaba_trace_reflect *)cand;
	t->reflect[t->nreflect++].count = 0;
	return 0;
}

static int append_method(struct kaba_trace *t, const void *cand)
{
	if (grow(t, (void **)&t->methods, &t->caps[T_METHOD], sizeof(*t->methods),
		 t->nmethods))
		return -1;
	t->methods[t->nmethods] = *(const struct kaba_trace_method *)cand;
	t->methods[t->nmethods++].flags = 0;
	return 0;
}

uint32_t kaba_trace_string(struct kaba_trace *t, const char *s)
{
	int added;

	return intern(t, T_STRING, s, hash_string(s), append_string, &added);
}

uint32_t kaba_trace_find_string(const struct kaba_trace *t, const char *s)
{
	int found;
	uint32_t slot;

	if (!t->index || !t->index->slots[T_STRING])
		return UINT32_MAX;
	slot = probe(t, T_STRING, hash_string(s), s, &found);
	return found ? t->index->slots[T_STRING][slot] - 1 : UINT32_MAX;
}

/* Sites and columns are compared with memcmp, so candidates are built on a
 * zeroed copy (padding bytes included). */
uint32_t kaba_trace_site(struct kaba_trace *t, const struct kaba_trace_site *s)
{
	struct kaba_trace_site c;
	int added;

	memset(&c, 0, sizeof(c));
	c.kind = s->kind;
	c.class_name = s->class_name;
	c.in_class = s->in_class;
	c.in_method = s->in_method;
	c.in_desc = s->in_desc;
	c.bci = s->bci;
	c.line = s->line;
	return intern(t, T_SITE, &c,
		      mix(mix(mix(mix(mix(mix(c.kind, c.class_name), c.in_class),
				      c.in_method), c.in_desc), c.bci), c.line),
		      append_site, &added);
}

uint32_t kaba_trace_column(struct kaba_trace *t,
			   const struct kaba_trace_column *col)
{
	struct kaba_trace_column c;
	int added;

	memset(&c, 0, sizeof(c));
	c.kind = col->kind;
	c.class_name = col->class_name;
	c.name = col->name;
	c.desc = col->desc;
	c.bci = col->bci;
	c.type = col->type;
	return intern(t, T_COLUMN, &c,
		      mix(mix(mix(mix(mix(c.kind, c.class_name), c.name), c.desc),
			      c.bci), c.type),
		      append_column, &added);
}

int kaba_trace_entry(struct kaba_trace *t, uint32_t site, uint32_t column)
{
	struct kaba_trace_entry e = { site, column };
	int added;

	if (intern(t, T_ENTRY, &e, mix(site, column), append_entry, &added) ==
	    UINT32_MAX)
		return -1;
	return added;
}

int kaba_trace_reflection(struct kaba_trace *t, const struct kaba_trace_reflect *r)
{
	uint32_t i;
	int added;

	i = intern(t, T_REFLECT, r,
		   mix(mix(mix(mix(mix(mix(mix(mix(mix(r->api, r->caller_class),
			r->caller_method), r->caller_desc), r->bci), r->line),
			r->target_class), r->target_name), r->target_desc),
			r->receiver),
		   append_reflect, &added);
	if (i == UINT32_MAX)
		return -1;
	t->reflect[i].count += r->count;
	return 0;
}

uint32_t kaba_trace_method(struct kaba_trace *t, const struct kaba_trace_method *m)
{
	uint32_t i;
	int added;

	i = intern(t, T_METHOD, m, mix(mix(m->class_name, m->name), m->desc),
		   append_method, &added);
	if (i != UINT32_MAX)
		t->methods[i].flags |= m->flags;
	return i;
}

/* Strings of src are interned into dst on first use, so dst's strings come
 * in the order its items use them. */
struct string_map {
	struct kaba_trace *dst;
	const struct kaba_trace *src;
	uint32_t *map; /* src index -> dst index + 1 */
};

static uint32_t map_string(struct string_map *m, uint32_t i)
{
	if (!m->map[i])
		m->map[i] = kaba_trace_string(m->dst, m->src->strings[i]) + 1;
	return m->map[i] - 1;
}

int kaba_trace_merge(struct kaba_trace *dst, const struct kaba_trace *src,
		     struct kaba_error *err)
{
	struct string_map sm = { dst, src, calloc(src->nstrings + 1, sizeof(uint32_t)) };
	uint32_t *site = calloc(src->nsites + 1, sizeof(*site));
	uint32_t *col = calloc(src->ncolumns + 1, sizeof(*col));
	uint32_t i;
	int rc = KABA_OK;

	if (!sm.map || !site || !col)
		goto oom;
	for (i = 0; i < src->nsites && !dst->oom; i++) {
		struct kaba_trace_site s = src->sites[i];

		s.class_name = map_string(&sm, s.class_name);
		s.in_class = map_string(&sm, s.in_class);
		s.in_method = map_string(&sm, s.in_method);
		s.in_desc = map_string(&sm, s.in_desc);
		site[i] = kaba_trace_site(dst, &s);
	}
	for (i = 0; i < src->ncolumns && !dst->oom; i++) {
		struct kaba_trace_column c = src->columns[i];

		c.class_name = map_string(&sm, c.class_name);
		c.name = map_string(&sm, c.name);
		c.desc = map_string(&sm, c.desc);
		c.type = map_string(&sm, c.type);
		col[i] = kaba_trace_column(dst, &c);
	}
	for (i = 0; i < src->nentries && !dst->oom; i++)
		kaba_trace_entry(dst, site[src->entries[i].site],
				 col[src->entries[i].column]);
	for (i = 0; i < src->nreflect && !dst->oom; i++) {
		struct kaba_trace_reflect r = src->reflect[i];

		r.caller_class = map_string(&sm, r.caller_class);
		r.caller_method = map_string(&sm, r.caller_method);
		r.caller_desc = map_string(&sm, r.caller_desc);
		r.target_class = map_string(&sm, r.target_class);
		r.target_name = map_string(&sm, r.target_name);
		r.target_desc = map_string(&sm, r.target_desc);
		r.receiver = r.receiver ? site[r.receiver - 1] + 1 : 0;
		kaba_trace_reflection(dst, &r);
	}
	for (i = 0; i < src->nmethods && !dst->oom; i++) {
		struct kaba_trace_method m = src->methods[i];

		m.class_name = map_string(&sm, m.class_name);
		m.name = map_string(&sm, m.name);
		m.desc = map_string(&sm, m.desc);
		kaba_trace_method(dst, &m);
	}
	dst->ran_recorded &= src->ran_recorded;
	dst->lookups_recorded &= src->lookups_recorded;
	if (dst->oom)
		goto oom;
	goto out;
oom:
	rc = kaba_fail(err, KABA_EIO, NULL, -1, "out of memory merging traces");
out:
	free(sm.map);
	free(site);
	free(col);
	return rc;
}

/* ---- canonical order ------------------------------------------------------ */

static int str_cmp(const struct kaba_trace *t, uint32_t a, uint32_t b)
{
	return a == b ? 0 : strcmp(t->strings[a], t->strings[b]);
}

static int num_cmp(uint32_t a, uint32_t b)
{
	return a < b ? -1 : a > b;
}

static int site_cmp(const void *x, const void *y, void *ctx)
{
	const struct kaba_trace *t = ctx;
	const struct kaba_trace_site *a = &t->sites[*(const uint32_t *)x];
	const struct kaba_trace_site *b = &t->sites[*(const uint32_t *)y];
	int c;

	if ((c = num_cmp(a->kind, b->kind)) ||
	    (c = str_cmp(t, a->class_name, b->class_name)) ||
	    (c = str_cmp(t, a->in_class, b->in_class)) ||
	    (c = str_cmp(t, a->in_method, b->in_method)) ||
	    (c = str_cmp(t, a->in_desc, b->in_desc)) ||
	    (c = num_cmp(a->bci, b->bci)))
		return c;
	return num_cmp(a->line, b->line);
}

static int column_cmp(const void *x, const void *y, void *ctx)
{
	const struct kaba_trace *t = ctx;
	const struct kaba_trace_column *a = &t->columns[*(const uint32_t *)x];
	const struct kaba_trace_column *b = &t->columns[*(const uint32_t *)y];
	int c;

	if ((c = num_cmp(a->kind, b->kind)) ||
	    (c = str_cmp(t, a->class_name, b->class_name)) ||
	    (c = str_cmp(t, a->name, b->name)) ||
	    (c = str_cmp(t, a->desc, b->desc)) ||
	    (c = num_cmp(a->bci, b->bci)))
		return c;
	return str_cmp(t, a->type, b->type);
}

static int entry_cmp(const void *a, const void *b)
{
	const struct kaba_trace_entry *x = a, *y = b;

	if (x->site != y->site)
		return x->site < y->site ? -1 : 1;
	return x->column < y->column ? -1 : x->column > y->column;
}

/* Reflection records compare after their names are in `out`, so by the
 * canonical string and site order of the output. */
static int reflect_cmp(const void *x, const void *y, void *ctx)
{
	const struct kaba_trace *t = ctx;
	const struct kaba_trace_reflect *a = x, *b = y;
	int c;

	if ((c = num_cmp(a->api, b->api)) ||
	    (c = str_cmp(t, a->caller_class, b->caller_class)) ||
	    (c = str_cmp(t, a->caller_method, b->caller_method)) ||
	    (c = str_cmp(t, a->caller_desc, b->caller_desc)) ||
	    (c = num_cmp(a->bci, b->bci)) || (c = num_cmp(a->line, b->line)) ||
	    (c = str_cmp(t, a->target_class, b->target_class)) ||
	    (c = str_cmp(t, a->target_name, b->target_name)) ||
	    (c = str_cmp(t, a->target_desc, b->target_desc)))
		return c;
	return num_cmp(a->receiver, b->receiver);
}

static int method_cmp(const void *x, const void *y, void *ctx)
{
	const struct kaba_trace *t = ctx;
	const struct kaba_trace_method *a = x, *b = y;
	int c;

	if ((c = str_cmp(t, a->class_name, b->class_name)) ||
	    (c = str_cmp(t, a->name, b->name)))
		return c;
	return str_cmp(t, a->desc, b->desc);
}

int kaba_trace_canonical(struct kaba_trace *out, const struct kaba_trace *in,
			 struct kaba_error *err)
{
	uint32_t *site_order = malloc((in->nsites + 1) * sizeof(uint32_t));
	uint32_t *col_order = malloc((in->ncolumns + 1) * sizeof(uint32_t));
	struct kaba_trace staged;
	uint32_t i;
	int rc;

	kaba_trace_init(&staged);
	if (!site_order || !col_order || staged.oom)
		goto oom;
	for (i = 0; i < in->nsites; i++)
		site_order[i] = i;
	for (i = 0; i < in->ncolumns; i++)
		col_order[i] = i;
	qsort_r(site_order, in->nsites, sizeof(uint32_t), site_cmp, (void *)in);
	qsort_r(col_order, in->ncolumns, sizeof(uint32_t), column_cmp, (void *)in);
	/* Re-adding in sorted order gives sorted indices and strings in order
	 * of first use; merge does the renumbering. */
	for (i = 0; i < in->nsites; i++) {
		struct kaba_trace_site x = in->sites[site_order[i]];

		x.class_name = kaba_trace_string(&staged, in->strings[x.class_name]);
		x.in_class = kaba_trace_string(&staged, in->strings[x.in_class]);
		x.in_method = kaba_trace_string(&staged, in->strings[x.in_method]);
		x.in_desc = kaba_trace_string(&staged, in->strings[x.in_desc]);
		kaba_trace_site(&staged, &x);
	}
	for (i = 0; i < in->ncolumns; i++) {
		struct kaba_trace_column x = in->columns[col_order[i]];

		x.class_name = kaba_trace_string(&staged, in->strings[x.class_name]);
		x.name = kaba_trace_string(&staged, in->strings[x.name]);
		x.desc = kaba_trace_string(&staged, in->strings[x.desc]);
		x.type = kaba_trace_string(&staged, in->strings[x.type]);
		kaba_trace_column(&staged, &x);
	}
	if (staged.oom || (rc = kaba_trace_merge(&staged, in, err)))
		goto oom;
	/* qsort of zero elements may not be given NULL (C11 7.22.5) */
	if (staged.nentries)
		qsort(staged.entries, staged.nentries, sizeof(*staged.entries), entry_cmp);
	if (staged.nreflect)
		qsort_r(staged.reflect, staged.nreflect, sizeof(*staged.reflect),
			reflect_cmp, &staged);
	if (staged.nmethods)
		qsort_r(staged.methods, staged.nmethods, sizeof(*staged.methods),
			method_cmp, &staged);
	/* the index no longer matches the moved entries: copy into `out` */
	rc = kaba_trace_merge(out, &staged, err);
	goto done;
oom:
	rc = kaba_fail(err, KABA_EIO, NULL, -1, "out of memory ordering a trace");
done:
	kaba_trace_free(&staged);
	free(site_order);
	free(col_order);
	return rc;
}
