/*
 * The identity rewrite: every frame of every user class recomputed against
 * the program's own hierarchy, everything else as it was.  It proves the
 * frame computation on real code before the restructured hierarchy
 * depends on it, and it is the harness's baseline.
 */
#include <stdlib.h>
#include <string.h>

#include "kaba/jar.h"
#include "kaba/progress.h"
#include "kaba/rewrite.h"

static const char *program_common_super(void *ctx, const char *a, const char *b)
{
	return kaba_program_common_super(ctx, a, b);
}

struct kaba_hierarchy kaba_program_hierarchy(struct kaba_program *p)
{
	struct kaba_hierarchy h = { program_common_super, p };

	return h;
}

/* The index of the entry a user class was read from ("FILE!ENTRY", or
 * FILE alone for a lone class file), or -1. */
static long entry_of(const struct kaba_pclass *c, const char *in, struct kaba_jar *jar)
{
	size_t n = strlen(in);

	if (kaba_jar_kind(jar) == KABA_JAR_CLASS)
		return strcmp(c->where, in) ? -1 : 0;
	if (!strncmp(c->where, in, n) && c->where[n] == '!')
		return kaba_jar_find(jar, c->where + n + 1);
	return -1;
}

/* Into the output under the class-path name; a lone class file goes where
 * its own name says, not where the file happened to lie. */
static int add_class(struct kaba_jar_writer *w, struct kaba_jar *jar, long at,
		     const struct kaba_pclass *c, const struct kaba_buf *bytes,
		     struct kaba_error *err)
{
	char *name;
	int st;

	if (kaba_jar_kind(jar) != KABA_JAR_CLASS)
		return kaba_jar_writer_add(w, kaba_jar_entry(jar, (size_t)at)->path,
					   bytes->data, bytes->len, err);
	if (!(name = malloc(c->name_len + sizeof(".class"))))
		return kaba_fail(err, KABA_EIO, c->where, -1, "out of memory");
	memcpy(name, c->name, c->name_len);
	memcpy(name + c->name_len, ".class", sizeof(".class"));
	st = kaba_jar_writer_add(w, name, bytes->data, bytes->len, err);
	free(name);
	return st;
}

/* Recompute the frames of every method of c. */
static int class_frames(struct kaba_pclass *c, const struct kaba_hierarchy *h,
			struct kaba_identity_stats *stats, struct kaba_error *err)
{
	struct kaba_class *cf = c->cf;
	uint16_t j;
	int st;

	for (j = 0; j < cf->methods.n; j++) {
		struct kaba_frames_stats fs;

		if (!kaba_member_code(&cf->methods.v[j]))
			continue;
		if (cf->major < 50) {
			stats->old_methods++;
			continue;
		}
		st = kaba_frames_compute(cf, &cf->methods.v[j], h, c->where, &fs, err);
		if (st == KABA_EUNSUPPORTED) {
			kaba_warn("%s: %s; its frames are kept", err->where, err->what);
			stats->kept++;
			continue;
		}
		if (st)
			return st;
		stats->methods++;
		stats->frames += fs.frames;
		stats->dead_bytes += fs.dead_bytes;
	}
	return KABA_OK;
}

static int write_classes(struct kaba_program *p, const char *in, struct kaba_jar *jar,
			 struct kaba_jar_writer *w, uint8_t *rewritten,
			 struct kaba_identity_stats *stats, struct kaba_error *err)
{
	struct kaba_hierarchy h = kaba_program_hierarchy(p);
	struct kaba_buf bytes;
	size_t i, n = kaba_program_user_count(p);
	int st = KABA_OK;

	kaba_buf_init(&bytes);
	kaba_progress_begin("frames", n);
	for (i = 0; i < n && !st; i++) {
		struct kaba_pclass *c = kaba_program_user(p, i);
		long at = entry_of(c, in, jar);

		kaba_progress_step(i);
		if (at < 0) {
			st = kaba_fail(err, KABA_EINTERNAL, c->where, -1, "class not in %s", in);
			break;
		}
		bytes.len = 0;
		if ((st = class_frames(c, &h, stats, err)) ||
		    (st = kaba_class_write(c->cf, &bytes, 0, c->where, err)))
			break;
		if (bytes.oom)
			st = kaba_fail(err, KABA_EIO, c->where, -1, "out of memory");
		else
			st = add_class(w, jar, at, c, &bytes, err);
		rewritten[at] = 1;
		stats->classes++;
	}
	kaba_progress_end();
	kaba_buf_free(&bytes);
	return st;
}

/* Entries write_classes() wrote are not copied again. */
static int was_rewritten(void *rewritten, size_t i, const struct kaba_jar_entry *e)
{
	(void)e;
	return ((const uint8_t *)rewritten)[i];
}

int kaba_rewrite_identity(struct kaba_program *p, const char *in,
			  const char *out, struct kaba_identity_stats *stats,
			  struct kaba_error *err)
{
	struct kaba_jar *jar = NULL;
	struct kaba_jar_writer *w = NULL;
	uint8_t *rewritten = NULL;
	int st;

	memset(stats, 0, sizeof(*stats));
	if ((st = kaba_jar_open(in, NULL, &jar, err)))
		return st;
	if (!(rewritten = calloc(kaba_jar_count(jar) + 1, 1))) {
		st = kaba_fail(err, KABA_EIO, in, -1, "out of memory");
		goto out;
	}
	if ((st = kaba_jar_writer_open(out, &w, err)) ||
	    (st = write_classes(p, in, jar, w, rewritten, stats, err)))
		goto out;
	st = kaba_jar_writer_copy_rest(w, jar, was_rewritten, rewritten, &stats->resources, err);
	if (!st) {
		st = kaba_jar_writer_close(w, err);
		w = NULL;
	}
out:
	if (w)
		kaba_jar_writer_discard(w);
	kaba_jar_close(jar);
	free(rewritten);
	return st;
}
