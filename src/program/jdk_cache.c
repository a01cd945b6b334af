/*
 * The JDK's package index, kept between runs.  Indexing every class of the
 * JDK's 70 jmods is most of a small run: about 80 of 100 ms, mostly libzip
 * reading each module's central directory.  A run needs a few modules, so
 * the first run writes down which packages each module holds, and later
 * runs open a module only when a class of one of its packages is looked up
 * (jdk_open_package).  That gives the same classes: a class lives in its
 * package's module, and modules still open in the release's order.
 *
 * The file is keyed on the jmods folder and on each module's name, size and
 * modification time, in order; a file that does not match, or does not
 * parse, is ignored and written anew.  It is written to a temporary name
 * and renamed, so runs in parallel never read half a file.  Where:
 * $KABA_CACHE_DIR, else $XDG_CACHE_HOME/kaba, else $HOME/.cache/kaba;
 * KABA_CACHE_DIR=off (or empty) turns the cache off.
 *
 *   kaba jdk index 1
 *   D JMODS-FOLDER
 *   M SIZE MTIME-S MTIME-NS CLASSES FILE       one per module, in order
 *   P MODULE-INDEX PACKAGE                     sorted by package, module
 *   E MODULES PACKAGES
 */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "internal.h"
#include "kaba/progress.h"

enum { CACHE_MAX = 4 << 20, LINE_MAX_LEN = 4096 };

static const char header[] = "kaba jdk index 1";

/* The cache file's path in buf (false: no cache). */
static int cache_path(const struct kaba_program *p, char *buf, size_t size, char *dir, size_t dsize)
{
	const char *env = getenv("KABA_CACHE_DIR"), *base;
	uint64_t h = 0xcbf29ce484222325ull;
	const char *s;
	int n;

	if (env && (!*env || !strcmp(env, "off")))
		return 0;
	if (env)
		n = snprintf(dir, dsize, "%s", env);
	else if ((base = getenv("XDG_CACHE_HOME")) && *base == '/')
		n = snprintf(dir, dsize, "%s/kaba", base);
	else if ((base = getenv("HOME")) && *base == '/')
		n = snprintf(dir, dsize, "%s/.cache/kaba", base);
	else
		return 0;
	if (n < 0 || (size_t)n >= dsize)
		return 0;
	for (s = p->jmods; *s; s++) {   /* FNV-1a of the folder: one file per JDK */
		h ^= (unsigned char)*s;
		h *= 0x100000001b3ull;
	}
	n = snprintf(buf, size, "%s/jdk-%016" PRIx64 ".idx", dir, h);
	return n > 0 && (size_t)n < size;
}

static int module_stat(const struct kaba_program *p, size_t i, struct stat *st)
{
	char path[4096];

	return snprintf(path, sizeof(path), "%s/%s", p->jmods, p->modules[i].file) <
		       (int)sizeof(path) &&
	       stat(path, st) == 0;
}

/* The next line of *text (NUL-terminated in place), or NULL at the end. */
static char *next_line(char **text)
{
	char *line = *text, *nl;

	if (!*line)
		return NULL;
	nl = strchr(line, '\n');
	if (!nl)
		return NULL;    /* every line ends in a newline: a cut file */
	*nl = '\0';
	*text = nl + 1;
	return line;
}

static int parse_modules(struct kaba_program *p, char **text)
{
	size_t i;

	for (i = 0; i < p->nmodules; i++) {
		char *line = next_line(text), *file;
		unsigned long long size, classes;
		long long sec, nsec;
		struct stat st;
		int at = 0;

		if (!line || sscanf(line, "M %llu %lld %lld %llu %n", &size, &sec, &nsec, &classes, &at) != 4 ||
		    !at)
			return 0;
		file = line + at;
		if (strcmp(file, p->modules[i].file) || !module_stat(p, i, &st) ||
		    (unsigned long long)st.st_size != size || (long long)st.st_mtim.tv_sec != sec ||
		    (long long)st.st_mtim.tv_nsec != nsec)
			return 0;
		p->modules[i].nclasses = (size_t)classes;
	}
	return 1;
}

static int parse_packages(struct kaba_program *p, char **text)
{
	size_t n = 0, cap = 0;
	struct jdk_package *v = NULL;
	char *line;
	unsigned long long nm, np;
	int ok = 0;

	while ((line = next_line(text)) && line[0] == 'P') {
		unsigned long long m;
		int at = 0;

		struct jdk_package next;

		if (sscanf(line, "P %llu %n", &m, &at) != 1 || !at || m >= p->nmodules ||
		    !line[at] || strchr(line + at, ' '))
			goto out;
		next = (struct jdk_package){ line + at, (size_t)m };
		if (n && jdk_package_cmp(&v[n - 1], &next) >= 0)
			goto out;       /* jdk_open_package's search needs the order */
		if (n == cap) {
			cap = cap ? 2 * cap : 1024;
			v = kaba_arena_alloc(&p->arena, cap * sizeof(*v));
			if (!v)
				goto out;
			if (n)
				memcpy(v, p->packages, n * sizeof(*v));
			p->packages = v;
		}
		v[n].name = kaba_arena_strdup(&p->arena, next.name);
		v[n].module = next.module;
		if (!v[n++].name)
			goto out;
	}
	ok = line && sscanf(line, "E %llu %llu", &nm, &np) == 2 && nm == p->nmodules && np == n &&
	     n && !**text;
out:
	p->npackages = ok ? n : 0;
	if (!ok)
		p->packages = NULL;
	return ok;
}

int jdk_cache_load(struct kaba_program *p)
{
	char path[4096], dir[4096], *data, *text, *line;
	size_t n;
	FILE *f;
	int ok = 0;

	if (!p->nmodules || !cache_path(p, path, sizeof(path), dir, sizeof(dir)) ||
	    !(f = fopen(path, "r")))
		return 0;
	data = malloc(CACHE_MAX + 1);
	if (data) {
		n = fread(data, 1, CACHE_MAX, f);
		data[n] = '\0';
		text = data;
		ok = n < CACHE_MAX && strlen(data) == n &&
		     (line = next_line(&text)) && !strcmp(line, header) &&
		     (line = next_line(&text)) && line[0] == 'D' && line[1] == ' ' &&
		     !strcmp(line + 2, p->jmods) && parse_modules(p, &text) &&
		     parse_packages(p, &text);
	}
	free(data);
	fclose(f);
	if (!ok) {
		size_t i;

		for (i = 0; i < p->nmodules; i++)
			p->modules[i].nclasses = 0;
		kaba_note("%s: out of date or unreadable; the JDK is indexed anew", path);
	}
	return ok;
}

/* mkdir -p, for the cache folder's two levels below $HOME. */
static int make_dirs(char *dir)
{
	char *s;

	for (s = dir + 1; *s; s++) {
		if (*s != '/')
			continue;
		*s = '\0';
		if (mkdir(dir, 0755) && errno != EEXIST) {
			*s = '/';
			return -1;
		}
		*s = '/';
	}
	return mkdir(dir, 0755) && errno != EEXIST ? -1 : 0;
}

void jdk_cache_store(struct kaba_program *p)
{
	char path[4096], dir[4096], tmp[4200];
	struct kaba_buf b;
	size_t i;
	FILE *f;
	int ok;

	if (!p->nmodules || !p->npackages || !cache_path(p, path, sizeof(path), dir, sizeof(dir)))
		return;
	kaba_buf_init(&b);
	kaba_buf_printf(&b, "%s\nD %s\n", header, p->jmods);
	for (i = 0; i < p->nmodules; i++) {
		struct stat st;

		if (!module_stat(p, i, &st) || strlen(p->modules[i].file) > LINE_MAX_LEN) {
			kaba_buf_free(&b);
			return;
		}
		kaba_buf_printf(&b, "M %llu %lld %lld %zu %s\n", (unsigned long long)st.st_size,
				(long long)st.st_mtim.tv_sec, (long long)st.st_mtim.tv_nsec,
				p->modules[i].nclasses, p->modules[i].file);
	}
	for (i = 0; i < p->npackages; i++)
		kaba_buf_printf(&b, "P %zu %s\n", p->packages[i].module, p->packages[i].name);
	kaba_buf_printf(&b, "E %zu %zu\n", p->nmodules, p->npackages);
	snprintf(tmp, sizeof(tmp), "%s.%ld.tmp", path, (long)getpid());
	ok = !b.oom && b.len <= CACHE_MAX && !make_dirs(dir) && (f = fopen(tmp, "w"));
	if (ok) {
		ok = fwrite(b.data, 1, b.len, f) == b.len;
		ok = !fclose(f) && ok && !rename(tmp, path);
		if (!ok)
			unlink(tmp);
	}
	if (!ok)
		kaba_note("%s: cannot write the JDK's package index (%s)", path, strerror(errno));
	kaba_buf_free(&b);
}
