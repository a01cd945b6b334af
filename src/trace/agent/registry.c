/*
 * What the agent knows: the user-class filter, the sites and columns burnt
 * into rewritten code (a struct kaba_trace behind a mutex), and the set of
 * (site, column) pairs observed so far.  TraceLog.java keeps its own copy
 * of the pairs for the hot path and comes here once per new pair.
 */
#include <fnmatch.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "agent.h"
#include "kaba/file.h"

static pthread_mutex_t reg_lock = PTHREAD_MUTEX_INITIALIZER;
static struct kaba_trace reg;
static char **patterns;
static size_t npatterns;
static struct kaba_trace listed; /* classes=FILE: user classes by name */
static int have_list;
static struct kaba_trace fielded; /* classes with a site field, by name */
static uint32_t *resolved; /* column -> resolved field column + 1 */
static size_t nresolved;
static int written;

int registry_init(void)
{
	kaba_trace_init(&reg);
	kaba_trace_init(&fielded);
	return reg.oom ? -1 : 0;
}

/* --include patterns: Java names with * wildcards ("app.*", "Client"). */
int registry_set_patterns(const char *list)
{
	char *copy = strdup(list), *tok, *save = NULL, *p;

	if (!copy)
		return -1;
	for (tok = strtok_r(copy, ":", &save); tok; tok = strtok_r(NULL, ":", &save)) {
		char **v = realloc(patterns, (npatterns + 1) * sizeof(*v));

		if (v)
			patterns = v;
		if (!v || !(patterns[npatterns] = strdup(tok))) {
			free(copy);
			return -1;
		}
		for (p = patterns[npatterns]; *p; p++)
			if (*p == '.')
				*p = '/';
		npatterns++;
	}
	free(copy);
	return 0;
}

/* classes=FILE: one internal class name a line (kaba trace --jar). */
int registry_read_classes(const char *path)
{
	FILE *f = fopen(path, "r");
	char line[4096];
	size_t n;

	if (!f)
		return -1;
	if (!have_list)
		kaba_trace_init(&listed);
	have_list = 1;
	while (fgets(line, sizeof(line), f)) {
		n = strcspn(line, "\r\n");
		line[n] = '\0';
		if (n)
			kaba_trace_string(&listed, line);
	}
	fclose(f);
	return listed.oom ? -1 : 0;
}

int registry_is_user(const char *name)
{
	static const char *const jdk[] = { "java/", "javax/", "jdk/", "sun/",
					   "com/sun/", "kaba/", "[" };
	size_t i;

	for (i = 0; i < sizeof(jdk) / sizeof(*jdk); i++)
		if (!strncmp(name, jdk[i], strlen(jdk[i])))
			return 0;
	if (!npatterns && !have_list)
		return 1;
	for (i = 0; i < npatterns; i++)
		if (!fnmatch(patterns[i], name, 0))
			return 1;
	return have_list && kaba_trace_find_string(&listed, name) != UINT32_MAX;
}

uint32_t registry_string(const char *s)
{
	uint32_t i;

	pthread_mutex_lock(&reg_lock);
	i = kaba_trace_string(&reg, s);
	pthread_mutex_unlock(&reg_lock);
	return i;
}

const char *registry_string_at(uint32_t i)
{
	const char *s = "";

	pthread_mutex_lock(&reg_lock);
	if (i < reg.nstrings)
		s = reg.strings[i];
	pthread_mutex_unlock(&reg_lock);
	return s;
}

uint32_t registry_site(const char *cls, const char *in_class,
		       const char *in_method, const char *in_desc,
		       uint32_t bci, uint32_t line)
{
	struct kaba_trace_site s = { KABA_SITE_NEW, 0, 0, 0, 0, bci, line };
	uint32_t i;

	pthread_mutex_lock(&reg_lock);
	s.class_name = kaba_trace_string(&reg, cls);
	s.in_class = kaba_trace_string(&reg, in_class);
	s.in_method = kaba_trace_string(&reg, in_method);
	s.in_desc = kaba_trace_string(&reg, in_desc);
	i = kaba_trace_site(&reg, &s);
	pthread_mutex_unlock(&reg_lock);
	return i;
}

uint32_t registry_method(const char *cls, const char *name, const char *desc,
			 uint8_t flags)
{
	struct kaba_trace_method m = { flags, 0, 0, 0 };
	uint32_t i;

	pthread_mutex_lock(&reg_lock);
	m.class_name = kaba_trace_string(&reg, cls);
	m.name = kaba_trace_string(&reg, name);
	m.desc = kaba_trace_string(&reg, desc);
	i = kaba_trace_method(&reg, &m);
	pthread_mutex_unlock(&reg_lock);
	return i;
}

void registry_ran(uint32_t id)
{
	pthread_mutex_lock(&reg_lock);
	if (id < reg.nmethods)
		reg.methods[id].flags |= KABA_TRACE_RAN;
	pthread_mutex_unlock(&reg_lock);
}

uint32_t registry_pseudo_site(const char *cls)
{
	struct kaba_trace_site s = { KABA_SITE_PSEUDO, 0, 0, 0, 0, 0, 0 };
	uint32_t i;

	pthread_mutex_lock(&reg_lock);
	s.class_name = kaba_trace_string(&reg, cls);
	i = kaba_trace_site(&reg, &s);
	pthread_mutex_unlock(&reg_lock);
	return i;
}

const char *registry_site_class(uint32_t site)
{
	const char *s = NULL;

	pthread_mutex_lock(&reg_lock);
	if (site < reg.nsites)
		s = reg.strings[reg.sites[site].class_name];
	pthread_mutex_unlock(&reg_lock);
	return s;
}

uint32_t registry_column(uint8_t kind, const char *cls, const char *name,
			 const char *desc, uint32_t bci, const char *type)
{
	struct kaba_trace_column c = { kind, 0, 0, 0, bci, 0 };
	uint32_t i;

	pthread_mutex_lock(&reg_lock);
	c.class_name = kaba_trace_string(&reg, cls);
	c.name = kaba_trace_string(&reg, name);
	c.desc = kaba_trace_string(&reg, desc);
	c.type = kaba_trace_string(&reg, type);
	i = kaba_trace_column(&reg, &c);
	pthread_mutex_unlock(&reg_lock);
	return i;
}

int registry_fieldref(uint32_t column, char **owner, char **name, char **desc)
{
	int rc = -1;

	pthread_mutex_lock(&reg_lock);
	if (column < reg.ncolumns && reg.columns[column].kind == KABA_TCOL_FIELDREF) {
		*owner = strdup(reg.strings[reg.columns[column].class_name]);
		*name = strdup(reg.strings[reg.columns[column].name]);
		*desc = strdup(reg.strings[reg.columns[column].desc]);
		rc = *owner && *name && *desc ? 0 : -1;
	}
	pthread_mutex_unlock(&reg_lock);
	return rc;
}

static uint32_t resolved_locked(uint32_t column)
{
	if (column < reg.ncolumns && reg.columns[column].kind != KABA_TCOL_FIELDREF)
		return column;
	return column < nresolved && resolved[column] ? resolved[column] - 1 :
	       UINT32_MAX;
}

uint32_t registry_resolved(uint32_t column)
{
	uint32_t r;

	pthread_mutex_lock(&reg_lock);
	r = resolved_locked(column);
	pthread_mutex_unlock(&reg_lock);
	return r;
}

void registry_set_resolved(uint32_t fieldref, uint32_t field_column)
{
	pthread_mutex_lock(&reg_lock);
	if (fieldref >= nresolved) {
		size_t n = reg.ncolumns + 64;
		uint32_t *v = realloc(resolved, n * sizeof(*v));

		if (v) {
			memset(v + nresolved, 0, (n - nresolved) * sizeof(*v));
			resolved = v;
			nresolved = n;
		}
	}
	if (fieldref < nresolved)
		resolved[fieldref] = field_column + 1;
	pthread_mutex_unlock(&reg_lock);
}

void registry_reflection(const struct kaba_trace_reflect *r)
{
	pthread_mutex_lock(&reg_lock);
	kaba_trace_reflection(&reg, r);
	pthread_mutex_unlock(&reg_lock);
}

static int hook_is_user(void *ctx, const char *name)
{
	(void)ctx;
	return registry_is_user(name);
}

static uint32_t hook_site(void *ctx, const char *cls, const char *in_class,
			  const char *in_method, const char *in_desc,
			  uint32_t bci, uint32_t line)
{
	(void)ctx;
	return registry_site(cls, in_class, in_method, in_desc, bci, line);
}

static uint32_t hook_column(void *ctx, uint8_t kind, const char *cls,
			    const char *name, const char *desc, uint32_t bci,
			    const char *type)
{
	(void)ctx;
	return registry_column(kind, cls, name, desc, bci, type);
}

static uint32_t hook_method(void *ctx, const char *cls, const char *name,
			    const char *desc, uint8_t flags)
{
	(void)ctx;
	return registry_method(cls, name, desc, flags);
}

static int hook_has_site_field(void *ctx, const char *name, int add)
{
	int rc;

	(void)ctx;
	pthread_mutex_lock(&reg_lock);
	if (add) {
		kaba_trace_string(&fielded, name);
		rc = fielded.oom ? -1 : 1;
	} else {
		rc = kaba_trace_find_string(&fielded, name) != UINT32_MAX;
	}
	pthread_mutex_unlock(&reg_lock);
	return rc;
}

const struct trace_hooks registry_hooks = { NULL, hook_is_user, hook_site,
					    hook_column, hook_method, hook_has_site_field };

/* ---- the pair set -------------------------------------------------------- */

/* Open addressing on 64-bit keys, 0 marking an empty slot. */
static uint64_t *pairs;
static uint64_t pairs_mask;
static size_t npairs;
static pthread_mutex_t pairs_lock = PTHREAD_MUTEX_INITIALIZER;

static uint64_t pair_key(uint32_t site, uint32_t column)
{
	return ((uint64_t)site << 32 | column) + 1;
}

static uint64_t pair_hash(uint64_t k)
{
	k ^= k >> 33;
	k *= 0xff51afd7ed558ccdull;
	k ^= k >> 33;
	return k;
}

/* The slot holding key, or the empty slot where it goes. */
static uint64_t *pair_slot(uint64_t *t, uint64_t mask, uint64_t key)
{
	uint64_t i;

	for (i = pair_hash(key) & mask; t[i] && t[i] != key; i = (i + 1) & mask)
		;
	return &t[i];
}

void pairs_add(uint32_t site, uint32_t column)
{
	uint64_t key = pair_key(site, column), i, *slot;

	pthread_mutex_lock(&pairs_lock);
	if (!pairs || (npairs + 1) * 2 > pairs_mask + 1) {
		uint64_t size = pairs ? (pairs_mask + 1) * 2 : 4096;
		uint64_t *g = calloc(size, sizeof(*g));

		if (!g)
			goto out;
		for (i = 0; pairs && i <= pairs_mask; i++)
			if (pairs[i])
				*pair_slot(g, size - 1, pairs[i]) = pairs[i];
		free(pairs);
		pairs = g;
		pairs_mask = size - 1;
	}
	slot = pair_slot(pairs, pairs_mask, key);
	if (!*slot) {
		*slot = key;
		npairs++;
	}
out:
	pthread_mutex_unlock(&pairs_lock);
}

/* ---- writing ------------------------------------------------------------- */

static int tamiflex_write(const struct kaba_trace *t, const char *path,
			  struct kaba_error *err)
{
	struct kaba_buf b;
	int rc;

	kaba_buf_init(&b);
	kaba_trace_tamiflex(t, &b);
	rc = b.oom ? kaba_fail(err, KABA_EIO, path, -1, "out of memory") :
	     kaba_file_write(path, b.data, b.len, err);
	kaba_buf_free(&b);
	return rc;
}

/* Which classes the agent instruments (registry_is_user): the --include
 * patterns, the classes of --jar, or every class. */
static void cover(struct kaba_trace *out, const char *pattern)
{
	struct kaba_trace_method m = { KABA_TRACE_COVERS, kaba_trace_string(out, pattern),
				       0, 0 };

	kaba_trace_method(out, &m);
}

static void covers(struct kaba_trace *out)
{
	size_t i;

	for (i = 0; i < npatterns; i++)
		cover(out, patterns[i]);
	for (i = 0; have_list && i < listed.nstrings; i++)
		if (listed.strings[i][0])
			cover(out, listed.strings[i]);
	if (!npatterns && !have_list)
		cover(out, "*");
}

/* Copy what was observed into a fresh trace: only used sites and columns,
 * field references replaced by their declaring-class columns, only the
 * methods that ran (or are assumed to). */
static void build_output(struct kaba_trace *out)
{
	uint64_t i;
	uint32_t *site_map = calloc(reg.nsites + 1, sizeof(*site_map));
	uint32_t *col_map = calloc(reg.ncolumns + 1, sizeof(*col_map));

	if (!site_map || !col_map) {
		out->oom = 1;
		goto done;
	}
	for (i = 0; pairs && i <= pairs_mask; i++) {
		uint64_t k = pairs[i];
		uint32_t s, c;

		if (!k)
			continue;
		k--;
		s = (uint32_t)(k >> 32);
		c = resolved_locked((uint32_t)k);
		if (s >= reg.nsites || c >= reg.ncolumns)
			continue;
		if (!site_map[s]) {
			struct kaba_trace_site x = reg.sites[s];

			x.class_name = kaba_trace_string(out, reg.strings[x.class_name]);
			x.in_class = kaba_trace_string(out, reg.strings[x.in_class]);
			x.in_method = kaba_trace_string(out, reg.strings[x.in_method]);
			x.in_desc = kaba_trace_string(out, reg.strings[x.in_desc]);
			site_map[s] = kaba_trace_site(out, &x) + 1;
		}
		if (!col_map[c]) {
			struct kaba_trace_column x = reg.columns[c];

			x.class_name = kaba_trace_string(out, reg.strings[x.class_name]);
			x.name = kaba_trace_string(out, reg.strings[x.name]);
			x.desc = kaba_trace_string(out, reg.strings[x.desc]);
			x.type = kaba_trace_string(out, reg.strings[x.type]);
			col_map[c] = kaba_trace_column(out, &x) + 1;
		}
		kaba_trace_entry(out, site_map[s] - 1, col_map[c] - 1);
	}
	for (i = 0; i < reg.nreflect; i++) {
		struct kaba_trace_reflect r = reg.reflect[i];
		uint32_t s = r.receiver ? r.receiver - 1 : UINT32_MAX;

		r.caller_class = kaba_trace_string(out, reg.strings[r.caller_class]);
		r.caller_method = kaba_trace_string(out, reg.strings[r.caller_method]);
		r.caller_desc = kaba_trace_string(out, reg.strings[r.caller_desc]);
		r.target_class = kaba_trace_string(out, reg.strings[r.target_class]);
		r.target_name = kaba_trace_string(out, reg.strings[r.target_name]);
		r.target_desc = kaba_trace_string(out, reg.strings[r.target_desc]);
		if (s < reg.nsites && !site_map[s]) {
			struct kaba_trace_site x = reg.sites[s];

			x.class_name = kaba_trace_string(out, reg.strings[x.class_name]);
			x.in_class = kaba_trace_string(out, reg.strings[x.in_class]);
			x.in_method = kaba_trace_string(out, reg.strings[x.in_method]);
			x.in_desc = kaba_trace_string(out, reg.strings[x.in_desc]);
			site_map[s] = kaba_trace_site(out, &x) + 1;
		}
		r.receiver = s < reg.nsites ? site_map[s] : 0;
		kaba_trace_reflection(out, &r);
	}
	for (i = 0; i < reg.nmethods; i++) {
		struct kaba_trace_method m = reg.methods[i];

		if (!m.flags)
			continue;
		m.class_name = kaba_trace_string(out, reg.strings[m.class_name]);
		m.name = kaba_trace_string(out, reg.strings[m.name]);
		m.desc = kaba_trace_string(out, reg.strings[m.desc]);
		kaba_trace_method(out, &m);
	}
	covers(out);
done:
	free(site_map);
	free(col_map);
}

void registry_write(const char *path, const char *tamiflex_path)
{
	struct kaba_trace out, sorted;
	struct kaba_error err;

	pthread_mutex_lock(&pairs_lock);
	pthread_mutex_lock(&reg_lock);
	if (written)
		goto unlock;
	written = 1;
	kaba_trace_init(&out);
	kaba_trace_init(&sorted);
	build_output(&out);
	if (out.oom)
		kaba_fail(&err, KABA_EIO, path, -1, "out of memory");
	if (out.oom || kaba_trace_canonical(&sorted, &out, &err) ||
	    kaba_trace_write_file(&sorted, path, &err) ||
	    (tamiflex_path && tamiflex_write(&sorted, tamiflex_path, &err)))
		kaba_error_print(&err, stderr);
	kaba_trace_free(&out);
	kaba_trace_free(&sorted);
unlock:
	pthread_mutex_unlock(&reg_lock);
	pthread_mutex_unlock(&pairs_lock);
}
