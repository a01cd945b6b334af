/*
 * The JDK as library (platform notes §6): its release file names the
 * version and the modules; each module's classes come from
 * jmods/MODULE.jmod, indexed by entry name here and parsed on first use.
 * Runtime images without jmods/ (jlink output, JREs) would need libjimage;
 * they are refused for now.
 */
#include <dirent.h>
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

static int open_module(struct kaba_program *p, const char *jmods, const char *file,
		       struct kaba_error *err)
{
	char path[4096];
	struct kaba_jar *jar;
	int rc;

	if (snprintf(path, sizeof(path), "%s/%s", jmods, file) >= (int)sizeof(path))
		return kaba_fail(err, KABA_EINPUT, jmods, -1, "path too long");
	rc = kaba_jar_open(path, NULL, &jar, err);
	if (rc)
		return rc;
	if (pool_add_jar(p, jar)) {
		kaba_jar_close(jar);
		return program_oom(err, path);
	}
	p->jdk_modules++;
	return library_index(p, jar, KABA_ORIGIN_JDK, err);
}

/* Without a MODULES line: every .jmod in the folder, in name order. */
static int open_all_modules(struct kaba_program *p, const char *jmods,
			    struct kaba_error *err)
{
	DIR *d = opendir(jmods);
	struct dirent *de;
	char **names = NULL, **v;
	size_t n = 0, cap = 0, i;
	int rc = KABA_OK;

	if (!d)
		return kaba_fail(err, KABA_EIO, jmods, -1, "cannot read the folder");
	while ((de = readdir(d))) {
		size_t len = strlen(de->d_name);

		if (len < 6 || strcmp(de->d_name + len - 5, ".jmod"))
			continue;
		if (n == cap) {
			cap = cap ? cap * 2 : 64;
			v = realloc(names, cap * sizeof(*v));
			if (!v) {
				rc = program_oom(err, jmods);
				break;
			}
			names = v;
		}
		if (!(names[n] = strdup(de->d_name))) {
			rc = program_oom(err, jmods);
			break;
		}
		n++;
	}
	closedir(d);
	if (!rc)
		qsort(names, n, sizeof(*names), cmp_cstr);
	for (i = 0; i < n && !rc; i++)
		rc = open_module(p, jmods, names[i], err);
	for (i = 0; i < n; i++)
		free(names[i]);
	free(names);
	return rc;
}

/* The modules the release file lists, in its order (java.base first). */
static int open_listed_modules(struct kaba_program *p, const char *jmods,
			       const char *modules, struct kaba_error *err)
{
	const char *s = modules;
	int rc = KABA_OK;

	while (*s && !rc) {
		size_t n = strcspn(s, " ");
		char file[512];

		if (n && n < sizeof(file) - 6) {
			char path[4096];

			snprintf(file, sizeof(file), "%.*s.jmod", (int)n, s);
			/* Distributions split JDKs into packages: a module
			 * the release lists may not be installed. */
			if (snprintf(path, sizeof(path), "%s/%s", jmods, file) >=
			    (int)sizeof(path) || access(path, F_OK))
				kaba_warn("%s: no %s; its classes will be missing",
					  jmods, file);
			else
				rc = open_module(p, jmods, file, err);
		}
		s += n;
		while (*s == ' ')
			s++;
	}
	return rc;
}

int jdk_open(struct kaba_program *p, const char *dir, struct kaba_error *err)
{
	char jmods[4096];
	char *release, *modules = NULL;
	DIR *d;
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
	release = read_release(dir);
	if (release) {
		p->jdk_version = release_value(p, release, "JAVA_VERSION");
		modules = release_value(p, release, "MODULES");
		free(release);
	}
	kaba_note("JDK %s at %s", p->jdk_version ? p->jdk_version : "(unknown version)", dir);
	if (modules && *modules)
		rc = open_listed_modules(p, jmods, modules, err);
	else
		rc = open_all_modules(p, jmods, err);
	if (!rc)
		kaba_note("%zu JDK modules, %zu library classes indexed",
			  p->jdk_modules, p->library_indexed);
	return rc;
}
