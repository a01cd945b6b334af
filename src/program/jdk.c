/*
 * The JDK as library (docs/platform.md §6): its release file names the
 * version and the modules; each module's classes come from
 * jmods/MODULE.jmod, indexed by entry name here and parsed on first use.
 * Runtime images without jmods/ (jlink output, JREs) would need libjimage;
 * they are refused for now.
 */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "internal.h"
#include "kaba/progress.h"

enum { RELEASE_MAX = 1 << 20 };

/* The value of KEY="VALUE" in a release file, copied into the arena; NULL
 * if absent. */
static char *release_value(struct kaba_program *p, const char *text,
			   const char *key)
{
	size_t klen = strlen(key);
	const char *line = text;

	while (line && *line) {
		if (!strncmp(line, key, klen) && line[klen] == '=') {
			const char *v = line + klen + 1, *end;

			if (*v == '"')
				v++;
			end = v + strcspn(v, "\"\n");
			return kaba_arena_strndup(&p->arena, v, (size_t)(end - v));
		}
		line = strchr(line, '\n');
		if (line)
			line++;
	}
	return NULL;
}

/* The release file's text (NUL-terminated, malloc'd), or NULL if absent. */
static char *read_release(const char *dir)
{
	char path[4096];
	FILE *f;
	char *text;
	size_t n;

	if (snprintf(path, sizeof(path), "%s/release", dir) >= (int)sizeof(path))
		return NULL;
	f = fopen(path, "r");
	if (!f)
		return NULL;
	text = malloc(RELEASE_MAX + 1);
	if (text) {
		n = fread(text, 1, RELEASE_MAX, f);
		text[n] = '\0';
	}
	fclose(f);
	return text;
}

/* Open module i and index its classes. */
static int open_module(struct kaba_program *p, size_t i, struct kaba_error *err)
{
	struct jdk_module *m = &p->modules[i];
	char path[4096];
	struct kaba_jar *jar;
	size_t before = p->library_indexed;
	int rc;

	/* first: indexing looks classes up, which must not open it again */
	m->opened = 1;
	p->nopened++;
	if (snprintf(path, sizeof(path), "%s/%s", p->jmods, m->file) >= (int)sizeof(path))
		return kaba_fail(err, KABA_EINPUT, p->jmods, -1, "path too long");
	rc = kaba_jar_open(path, NULL, &jar, err);
	if (rc)
		return rc;
	if (pool_add_jar(p, jar)) {
		kaba_jar_close(jar);
		return program_oom(err, path);
	}
	rc = library_index(p, jar, KABA_ORIGIN_JDK, err);
	m->nclasses = p->library_indexed - before;
	return rc;
}

static int add_module(struct kaba_program *p, const char *file, size_t len, size_t *cap)
{
	if (p->nmodules == *cap) {
		size_t n = *cap ? 2 * *cap : 64;
		struct jdk_module *v = kaba_arena_alloc(&p->arena, n * sizeof(*v));

		if (!v)
			return -1;
		if (p->nmodules)
			memcpy(v, p->modules, p->nmodules * sizeof(*v));
		p->modules = v;
		*cap = n;
	}
	p->modules[p->nmodules] = (struct jdk_module){ kaba_arena_strndup(&p->arena, file, len), 0, 0 };
	return p->modules[p->nmodules++].file ? 0 : -1;
}

/* Without a MODULES line: every .jmod in the folder, in name order. */
static int list_all_modules(struct kaba_program *p, struct kaba_error *err)
{
	DIR *d = opendir(p->jmods);
	struct dirent *de;
	size_t cap = 0;

	if (!d)
		return kaba_fail(err, KABA_EIO, p->jmods, -1, "cannot read the folder");
	while ((de = readdir(d))) {
		size_t len = strlen(de->d_name);

		if (len < 6 || strcmp(de->d_name + len - 5, ".jmod"))
			continue;
		if (add_module(p, de->d_name, len, &cap)) {
			closedir(d);
			return program_oom(err, p->jmods);
		}
	}
	closedir(d);
	qsort(p->modules, p->nmodules, sizeof(*p->modules), cmp_cstr);
	return KABA_OK;
}

/* The modules the release file lists, in its order (java.base first). */
static int list_listed_modules(struct kaba_program *p, const char *modules,
			       struct kaba_error *err)
{
	const char *s = modules;
	size_t cap = 0;

	while (*s) {
		size_t n = strcspn(s, " ");
		char file[512], path[4096];

		if (n && n < sizeof(file) - 6) {
			snprintf(file, sizeof(file), "%.*s.jmod", (int)n, s);
			/* Distributions split JDKs into packages: a module
			 * the release lists may not be installed. */
			if (snprintf(path, sizeof(path), "%s/%s", p->jmods, file) >=
			    (int)sizeof(path) || access(path, F_OK))
				kaba_warn("%s: no %s; its classes will be missing",
					  p->jmods, file);
			else if (add_module(p, file, strlen(file), &cap))
				return program_oom(err, p->jmods);
		}
		s += n;
		while (*s == ' ')
			s++;
	}
	return KABA_OK;
}

/* A package name against the first plen bytes of a class name. */
static int cmp_package(const char *package, const char *name, size_t plen)
{
	int c = strncmp(package, name, plen);

	return c ? c : package[plen] != '\0';
}

int jdk_package_cmp(const void *a, const void *b)
{
	const struct jdk_package *x = a, *y = b;
	int c = strcmp(x->name, y->name);

	return c ? c : (x->module > y->module) - (x->module < y->module);
}

/* The packages of the modules, sorted, for jdk_cache_store; called when
 * every module is open and the class path is not, so that jar i is
 * module i. */
static int collect_packages(struct kaba_program *p)
{
	size_t n = 0, cap = 0, i, k;
	struct jdk_package *v = NULL;

	if (p->njars != p->nmodules)
		return -1;
	for (i = 0; i < p->njars; i++) {
		const struct kaba_jar *jar = p->jars[i];

		for (k = 0; k < kaba_jar_count(jar); k++) {
			const struct kaba_jar_entry *e = kaba_jar_entry(jar, k);
			const char *slash;

			if (!pool_is_class(e) || !(slash = strrchr(e->path, '/')))
				continue;
			if (n && v[n - 1].module == i &&
			    !cmp_package(v[n - 1].name, e->path, (size_t)(slash - e->path)))
				continue;       /* entries are sorted: mostly adjacent */
			if (n == cap) {
				struct jdk_package *w;

				cap = cap ? 2 * cap : 1024;
				w = realloc(v, cap * sizeof(*v));
				if (!w) {
					free(v);
					return -1;
				}
				v = w;
			}
			v[n].name = kaba_arena_strndup(&p->arena, e->path, (size_t)(slash - e->path));
			v[n].module = i;
			if (!v[n++].name) {
				free(v);
				return -1;
			}
		}
	}
	qsort(v, n, sizeof(*v), jdk_package_cmp);
	for (i = k = 0; i < n; i++)
		if (!k || jdk_package_cmp(&v[k - 1], &v[i]))
			v[k++] = v[i];
	p->packages = kaba_arena_alloc(&p->arena, (k ? k : 1) * sizeof(*v));
	if (p->packages)
		memcpy(p->packages, v, k * sizeof(*v));
	p->npackages = k;
	free(v);
	return p->packages ? 0 : -1;
}

size_t jdk_open_package(struct kaba_program *p, const char *name, size_t len)
{
	const char *slash = memrchr(name, '/', len);
	size_t lo = 0, hi = p->npackages, plen, opened = 0;

	if (!slash)
		return 0;               /* the JDK has no class in the unnamed package */
	plen = (size_t)(slash - name);
	while (lo < hi) {               /* the package's first entry */
		size_t mid = lo + (hi - lo) / 2;

		if (cmp_package(p->packages[mid].name, name, plen) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (; lo < p->npackages && !cmp_package(p->packages[lo].name, name, plen); lo++) {
		struct kaba_error err = { 0 };
		size_t m = p->packages[lo].module;

		if (p->modules[m].opened)
			continue;
		if (open_module(p, m, &err))
			kaba_warn("%s: %s; its classes will be missing",
				  err.where[0] ? err.where : p->modules[m].file, err.what);
		opened++;
	}
	return opened;
}

int jdk_open(struct kaba_program *p, const char *dir, struct kaba_error *err)
{
	char jmods[4096];
	char *release, *modules = NULL;
	DIR *d;
	size_t i;
	int rc;

	p->jdk_home = kaba_arena_strdup(&p->arena, dir);
	if (!p->jdk_home)
		return program_oom(err, dir);
	if (snprintf(jmods, sizeof(jmods), "%s/jmods", dir) >= (int)sizeof(jmods))
		return kaba_fail(err, KABA_EINPUT, dir, -1, "path too long");
	d = opendir(jmods);
	if (!d)
		return kaba_fail(err, KABA_EUNSUPPORTED, dir, -1,
				 "not a JDK with a jmods folder (runtime images "
				 "without jmods are not supported yet)");
	closedir(d);
	if (!(p->jmods = kaba_arena_strdup(&p->arena, jmods)))
		return program_oom(err, dir);
	release = read_release(dir);
	if (release) {
		p->jdk_version = release_value(p, release, "JAVA_VERSION");
		modules = release_value(p, release, "MODULES");
		free(release);
	}
	kaba_note("JDK %s at %s", p->jdk_version ? p->jdk_version : "(unknown version)", dir);
	rc = modules && *modules ? list_listed_modules(p, modules, err) : list_all_modules(p, err);
	if (rc)
		return rc;
	if (jdk_cache_load(p)) {
		kaba_note("%zu JDK modules, opened as their packages are used", p->nmodules);
		return KABA_OK;
	}
	for (i = 0; i < p->nmodules && !rc; i++)
		rc = open_module(p, i, err);
	if (rc)
		return rc;
	kaba_note("%zu JDK modules, %zu library classes indexed", p->nmodules, p->library_indexed);
	if (!collect_packages(p)) {
		jdk_cache_store(p);
		p->packages = NULL;     /* every module is open: nothing to open lazily */
		p->npackages = 0;
	}
	return KABA_OK;
}
