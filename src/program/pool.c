/*
 * The class pool: one table from class name to class for the whole run,
 * filled with the JDK's and the class path's entry names first (cheap: a
 * name and a place to read from), then with the parsed user classes.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "kaba/grow.h"
#include "kaba/progress.h"

enum { INITIAL_BUCKETS = 1 << 12 };

/* FNV-1a: class names are short and this is all the table needs. */
static uint64_t hash_name(const char *s, size_t len)
{
	uint64_t h = 0xcbf29ce484222325ull;
	size_t i;

	for (i = 0; i < len; i++) {
		h ^= (unsigned char)s[i];
		h *= 0x100000001b3ull;
	}
	return h;
}

int name_equals(const char *a, size_t alen, const char *b, size_t blen)
{
	return alen == blen && memcmp(a, b, alen) == 0;
}

struct pclass *pool_lookup(const struct kaba_program *p, const char *name, size_t len)
{
	struct pclass *c = p->buckets[hash_name(name, len) & (p->nbuckets - 1)];

	for (; c; c = c->hash_next)
		if (name_equals(c->pub.name, c->pub.name_len, name, len))
			return c;
	return NULL;
}

struct pclass *pool_find(struct kaba_program *p, const char *name, size_t len)
{
	struct pclass *c = pool_lookup(p, name, len);

	if (!c && p->packages && jdk_open_package(p, name, len))
		c = pool_lookup(p, name, len);
	return c;
}

static int grow(struct kaba_program *p)
{
	size_t n = p->nbuckets * 2, i;
	struct pclass **b = calloc(n, sizeof(*b)), *c, *next;

	if (!b)
		return -1;
	for (i = 0; i < p->nbuckets; i++)
		for (c = p->buckets[i]; c; c = next) {
			size_t h = hash_name(c->pub.name, c->pub.name_len) & (n - 1);

			next = c->hash_next;
			c->hash_next = b[h];
			b[h] = c;
		}
	free(p->buckets);
	p->buckets = b;
	p->nbuckets = n;
	return 0;
}

/* A new class named `name` (which must not be in the table yet), or NULL
 * when out of memory or the name is longer than a class file allows. */
struct pclass *pool_add(struct kaba_program *p, const char *name, size_t len,
			uint8_t origin)
{
	struct pclass *c;
	size_t h;

	if (len > UINT16_MAX)
		return NULL;
	if (p->nclasses >= p->nbuckets && grow(p))
		return NULL;
	c = kaba_arena_alloc(&p->arena, sizeof(*c));
	if (!c || !(c->pub.name = kaba_arena_strndup(&p->arena, name, len)))
		return NULL;
	c->pub.name_len = (uint16_t)len;
	c->pub.origin = origin;
	h = hash_name(name, len) & (p->nbuckets - 1);
	c->hash_next = p->buckets[h];
	p->buckets[h] = c;
	p->nclasses++;
	return c;
}

int pool_add_jar(struct kaba_program *p, struct kaba_jar *jar)
{
	if (kaba_grow((void **)&p->jars, &p->capjars, p->njars, sizeof(*p->jars)))
		return -1;
	p->jars[p->njars++] = jar;
	return 0;
}

uint32_t pool_stamp(struct kaba_program *p)
{
	/* After 2^32 traversals the stamps wrap: clear them all once. */
	if (++p->stamp == 0) {
		size_t i;
		struct pclass *c;

		for (i = 0; i < p->nbuckets; i++)
			for (c = p->buckets[i]; c; c = c->hash_next)
				c->mark = 0;
		p->stamp = 1;
	}
	return p->stamp;
}

int program_oom(struct kaba_error *err, const char *where)
{
	return kaba_fail(err, KABA_EIO, where, -1, "out of memory");
}

static int add_user(struct kaba_program *p, struct pclass *c)
{
	if (kaba_grow((void **)&p->user, &p->capuser, p->nuser, sizeof(*p->user)))
		return -1;
	p->user[p->nuser++] = &c->pub;
	return 0;
}

const char *pool_where(struct kaba_program *p, struct kaba_jar *jar, size_t i)
{
	struct kaba_buf w;
	const char *where;

	if (kaba_jar_kind(jar) == KABA_JAR_CLASS)
		return kaba_arena_strdup(&p->arena, kaba_jar_name(jar));
	kaba_buf_init(&w);
	kaba_buf_printf(&w, "%s!%s", kaba_jar_name(jar), kaba_jar_entry(jar, i)->name);
	where = w.oom ? NULL : kaba_arena_strndup(&p->arena, (char *)w.data, w.len);
	kaba_buf_free(&w);
	return where;
}

int pool_read_class(struct kaba_program *p, struct kaba_jar *jar, size_t i,
		    const char *where, struct kaba_class **cf, struct kaba_error *err)
{
	uint8_t *data;
	int rc = kaba_jar_read(jar, i, &p->buf, err);

	if (rc)
		return rc;
	/* The class points into its bytes: they live as long as the pool. */
	data = kaba_arena_memdup(&p->arena, p->buf.data, p->buf.len);
	if (!data)
		return program_oom(err, where);
	return kaba_class_parse(data, p->buf.len, &p->arena, where, cf, err);
}

/* Entries under META-INF/ (multi-release versions, services) and
 * module-info are not classes of the class path. */
int pool_is_class(const struct kaba_jar_entry *e)
{
	const char *base;

	if (!e->is_class || e->is_dir || !e->path)
		return 0;
	if (!strncmp(e->path, "META-INF/", 9))
		return 0;
	base = strrchr(e->path, '/');
	base = base ? base + 1 : e->path;
	return strcmp(base, "module-info.class") != 0;
}

/* Read, parse and enter one user class. */
static int read_user_class(struct kaba_program *p, struct kaba_jar *jar,
			   size_t i, struct kaba_error *err)
{
	const char *where;
	struct kaba_class *cf;
	struct pclass *c, *old;
	const char *name;
	size_t len;
	int rc;

	where = pool_where(p, jar, i);
	if (!where)
		return program_oom(err, kaba_jar_name(jar));
	rc = pool_read_class(p, jar, i, where, &cf, err);
	if (rc)
		return rc;
	if (cf->access & KABA_ACC_MODULE)
		return KABA_OK;
	name = kaba_cp_class_name(cf, cf->this_class, &len);
	if (!name)
		return kaba_fail(err, KABA_EINPUT, where, -1, "this_class is not a class");
	/* Only the JDK's and earlier user classes are in the pool yet. */
	old = pool_find(p, name, len);
	if (old && old->pub.origin == KABA_ORIGIN_USER)
		return kaba_fail(err, KABA_EINPUT, where, -1,
				 "duplicate class %.*s (also in %s)", (int)len,
				 name, old->pub.where);
	if (old) {
		kaba_note("%s: class %.*s is shadowed by the JDK's; ignored", where,
			  (int)len, name);
		if (!p->nshadowed++)
			p->first_shadowed = where;
		return KABA_OK;
	}
	c = pool_add(p, name, len, KABA_ORIGIN_USER);
	if (!c || add_user(p, c))
		return program_oom(err, where);
	c->pub.where = where;
	return pclass_init(p, c, cf, err);
}

static int read_user_input(struct kaba_program *p, const char *path,
			   struct kaba_error *err)
{
	struct kaba_jar *jar;
	size_t i, n;
	int rc;

	rc = kaba_jar_open(path, NULL, &jar, err);
	if (rc)
		return rc;
	n = kaba_jar_count(jar);
	kaba_progress_begin(path, n);
	for (i = 0; i < n && !rc; i++) {
		if (pool_is_class(kaba_jar_entry(jar, i)))
			rc = read_user_class(p, jar, i, err);
		kaba_progress_step(i + 1);
	}
	kaba_progress_end();
	kaba_jar_close(jar);
	return rc;
}

int library_index(struct kaba_program *p, struct kaba_jar *jar, uint8_t origin,
		  struct kaba_error *err)
{
	size_t i, n = kaba_jar_count(jar);

	for (i = 0; i < n; i++) {
		const struct kaba_jar_entry *e = kaba_jar_entry(jar, i);
		size_t len;
		struct pclass *c;

		if (!pool_is_class(e))
			continue;
		len = strlen(e->path) - 6;      /* ".class" */
		/* An earlier definition wins.  A JDK module's classes can
		 * clash only with modules opened before it, in the table. */
		if (origin == KABA_ORIGIN_JDK ? pool_lookup(p, e->path, len) != NULL
					      : pool_find(p, e->path, len) != NULL)
			continue;
		c = pool_add(p, e->path, len, origin);
		if (!c)
			return program_oom(err, kaba_jar_name(jar));
		c->state = PCLASS_INDEXED;
		c->jar = jar;
		c->entry = i;
		p->library_indexed++;
	}
	return KABA_OK;
}

static int open_classpath(struct kaba_program *p, const char *path,
			  struct kaba_error *err)
{
	struct kaba_jar *jar;
	int rc = kaba_jar_open(path, NULL, &jar, err);

	if (rc)
		return rc;
	if (pool_add_jar(p, jar)) {
		kaba_jar_close(jar);
		return program_oom(err, path);
	}
	return library_index(p, jar, KABA_ORIGIN_CLASSPATH, err);
}

/* The JDK to use, as the header describes; NULL if none is found. */
static char *find_jdk(const struct kaba_program_options *opt)
{
	const char *home = opt->jdk, *path = getenv("PATH");
	char *dir = NULL;

	if (!home)
		home = getenv("JAVA_HOME");
	if (home && *home)
		return strdup(home);
	while (path && *path && !dir) {
		size_t n = strcspn(path, ":");
		char cand[4096];
		char *real;

		if (n && n < sizeof(cand) - 8) {
			snprintf(cand, sizeof(cand), "%.*s/javac", (int)n, path);
			real = realpath(cand, NULL);
			if (real) {
				/* .../bin/javac -> ... */
				char *slash = strrchr(real, '/');

				if (slash) {
					*slash = '\0';
					slash = strrchr(real, '/');
				}
				if (slash && slash != real) {
					*slash = '\0';
					dir = real;
				} else {
					free(real);
				}
			}
		}
		path += n;
		if (*path == ':')
			path++;
	}
	return dir;
}

static int open_jdk(struct kaba_program *p, const struct kaba_program_options *opt,
		    struct kaba_error *err)
{
	char *dir = find_jdk(opt);
	int rc;

	if (!dir)
		return kaba_fail(err, KABA_EINPUT, NULL, -1,
				 "no JDK found: set JAVA_HOME or use --jdk DIR");
	rc = jdk_open(p, dir, err);
	free(dir);
	return rc;
}

int kaba_program_open(const char *const *inputs, size_t ninputs,
		      const struct kaba_program_options *opt,
		      struct kaba_program **out, struct kaba_error *err)
{
	static const struct kaba_program_options defaults;
	struct kaba_program *p = calloc(1, sizeof(*p));
	size_t i;
	int rc = KABA_OK;

	*out = NULL;
	if (!opt)
		opt = &defaults;
	if (!p || !(p->buckets = calloc(INITIAL_BUCKETS, sizeof(*p->buckets)))) {
		free(p);
		return program_oom(err, NULL);
	}
	p->nbuckets = INITIAL_BUCKETS;
	kaba_arena_init(&p->arena);
	kaba_buf_init(&p->buf);
	if (!opt->no_jdk)
		rc = open_jdk(p, opt, err);
	for (i = 0; i < ninputs && !rc; i++)
		rc = read_user_input(p, inputs[i], err);
	if (!rc && p->nshadowed)
		kaba_warn("%zu input class%s shadowed by the JDK's and ignored (%s%s)",
			  p->nshadowed, p->nshadowed == 1 ? " is" : "es are",
			  p->first_shadowed, p->nshadowed == 1 ? "" : ", ...; -v lists all");
	for (i = 0; i < opt->nclasspath && !rc; i++)
		rc = open_classpath(p, opt->classpath[i], err);
	for (i = 0; i < p->nuser && !rc; i++)
		rc = pclass_link(p, pclass_of(p->user[i]), err);
	if (!rc)
		rc = hierarchy_check_user(p, err);
	if (!rc)
		rc = hierarchy_subtypes(p, err);
	if (rc) {
		kaba_program_free(p);
		return rc;
	}
	*out = p;
	return KABA_OK;
}

void kaba_program_free(struct kaba_program *p)
{
	size_t i;

	if (!p)
		return;
	for (i = 0; i < p->njars; i++)
		kaba_jar_close(p->jars[i]);
	free(p->jars);
	free(p->user);
	free(p->buckets);
	kaba_buf_free(&p->buf);
	kaba_arena_free(&p->arena);
	free(p);
}

size_t kaba_program_user_count(const struct kaba_program *p)
{
	return p->nuser;
}

struct kaba_pclass *kaba_program_user(const struct kaba_program *p, size_t i)
{
	return i < p->nuser ? p->user[i] : NULL;
}

void kaba_program_stats(const struct kaba_program *p, struct kaba_program_stats *s)
{
	size_t i;

	s->user_classes = p->nuser;
	s->library_indexed = p->library_indexed;
	for (i = 0; i < p->nmodules; i++)
		if (!p->modules[i].opened)
			s->library_indexed += p->modules[i].nclasses;
	s->library_loaded = p->library_loaded;
	s->jdk_modules = p->nmodules;
	s->jdk_modules_opened = p->nopened;
	s->missing = p->nmissing;
}

const char *kaba_program_jdk_home(const struct kaba_program *p)
{
	return p->jdk_home;
}

const char *kaba_program_jdk_version(const struct kaba_program *p)
{
	return p->jdk_version;
}

int cmp_cstr(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

size_t kaba_program_missing(struct kaba_program *p, const char *const **names)
{
	size_t i, n = 0;
	struct pclass *c;

	if (p->missing_len != p->nmissing) {
		const char **v = kaba_arena_alloc(&p->arena, (p->nmissing + 1) * sizeof(*v));

		if (!v) {
			*names = p->missing;
			return p->missing_len;
		}
		for (i = 0; i < p->nbuckets; i++)
			for (c = p->buckets[i]; c; c = c->hash_next)
				if (c->state == PCLASS_MISSING && n < p->nmissing)
					v[n++] = c->pub.name;
		qsort(v, n, sizeof(*v), cmp_cstr);
		p->missing = v;
		p->missing_len = n;
	}
	*names = p->missing;
	return p->missing_len;
}

void kaba_program_warn_missing(struct kaba_program *p)
{
	enum { SHOWN = 5 };
	const char *const *names;
	size_t n = kaba_program_missing(p, &names), i, show;
	struct kaba_buf b;

	if (!n)
		return;
	show = kaba_verbosity() >= KABA_VERBOSE ? n : (n < SHOWN ? n : SHOWN);
	kaba_buf_init(&b);
	for (i = 0; i < show; i++)
		kaba_buf_printf(&b, "%s%s", i ? ", " : "", names[i]);
	if (show < n)
		kaba_buf_printf(&b, ", ... (-v lists all)");
	kaba_buf_u8(&b, 0);
	if (!b.oom)
		kaba_warn("%zu library class%s missing: %s", n, n == 1 ? "" : "es",
			  (char *)b.data);
	kaba_buf_free(&b);
}
