/*
 * Frames for every method of a jmod or jar, computed by kaba against the
 * JDK's hierarchy: counts, failures and time on stdout.  With OUTDIR, the
 * rewritten classes of the jmod's classes/ section are written there (a
 * tree for `java --patch-module`), so that HotSpot can verify them by
 * running the module.
 *
 *   frames INPUT.jmod|INPUT.jar [OUTDIR]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "kaba/program.h"
#include "kaba/rewrite.h"
#include "unit/test_classfile_util.h"

/* mkdir -p for the directories of `path`. */
static void make_parents(char *path)
{
	char *s;

	for (s = strchr(path + 1, '/'); s; s = strchr(s + 1, '/')) {
		*s = 0;
		mkdir(path, 0777);
		*s = '/';
	}
}

static void save(const char *dir, const char *entry, const struct kaba_buf *b)
{
	char path[4096];
	FILE *f;

	if (strncmp(entry, "classes/", 8) || !strcmp(entry, "classes/module-info.class"))
		return;
	snprintf(path, sizeof(path), "%s/%s", dir, entry + 8);
	make_parents(path);
	if (!(f = fopen(path, "wb")) || fwrite(b->data, 1, b->len, f) != b->len)
		perror(path);
	if (f)
		fclose(f);
}

int main(int argc, char **argv)
{
	const char *inputs[] = { ANTLR_JAR };   /* any user input: the JDK is the library */
	struct kaba_program *p;
	struct kaba_error err;
	struct kaba_hierarchy h;
	struct test_classes tc;
	struct timespec t0, t1;
	size_t i, methods = 0, failed = 0, frames = 0, dead = 0;

	if (argc < 2 || kaba_program_open(inputs, 1, NULL, &p, &err) ||
	    test_classes_load(argv[1], &tc)) {
		fprintf(stderr, "usage: frames INPUT [OUTDIR] (and a JDK)\n");
		return 2;
	}
	h = kaba_program_hierarchy(p);
	clock_gettime(CLOCK_MONOTONIC, &t0);
	for (i = 0; i < tc.n; i++) {
		struct kaba_arena arena;
		struct kaba_class *c;
		struct kaba_buf out;
		uint16_t j;

		kaba_arena_init(&arena);
		kaba_buf_init(&out);
		if (kaba_class_parse(tc.v[i].data, tc.v[i].len, &arena, tc.v[i].name, &c, &err))
			goto next;
		for (j = 0; j < c->methods.n; j++) {
			struct kaba_frames_stats fs;

			if (!kaba_member_code(&c->methods.v[j]))
				continue;
			methods++;
			if (kaba_frames_compute(c, &c->methods.v[j], &h, tc.v[i].name, &fs, &err)) {
				if (failed++ < 10)
					printf("failed: %s: %s\n", err.where, err.what);
				continue;
			}
			frames += fs.frames;
			dead += fs.dead_bytes;
		}
		if (kaba_class_write(c, &out, 0, tc.v[i].name, &err))
			printf("failed: %s: %s\n", err.where, err.what), failed++;
		else if (argc > 2)
			save(argv[2], tc.v[i].name, &out);
next:
		kaba_buf_free(&out);
		kaba_arena_free(&arena);
	}
	clock_gettime(CLOCK_MONOTONIC, &t1);
	printf("%zu classes, %zu methods, %zu frames, %zu dead bytes, %zu failed, %.2f s\n",
	       tc.n, methods, frames, dead, failed,
	       (double)(t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9);
	test_classes_free(&tc);
	kaba_program_free(p);
	return failed ? 1 : 0;
}
