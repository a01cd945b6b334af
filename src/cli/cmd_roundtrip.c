/*
 * kaba roundtrip INPUT... [-o OUT.jar] [-q|-v]
 *
 * Parse every class of every input and write it back through the class-file
 * writer, re-encoding every structure (KABA_WRITE_REENCODE) so that the
 * encoders, not a copy of the input, produce the bytes; then compare.  An
 * exact parser and writer give back every byte, so a difference is a kaba
 * bug: exit 1.  Bad input is exit 2 with the first error, and no output.
 *
 * With -o (exactly one input) the re-written classes and the input's
 * resources become a jar through the deterministic writer: the identity
 * transformation the behaviour harness runs before the real rewriter.  A
 * jmod contributes its class-path section (classes/) only.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "commands.h"
#include "kaba/arena.h"
#include "kaba/classfile.h"
#include "kaba/jar.h"
#include "kaba/progress.h"

struct roundtrip {
	char **inputs;
	int ninputs;
	const char *out;
	struct kaba_jar **jars;
	struct kaba_jar_writer *writer;
	struct kaba_buf in, written;
	size_t classes, total_classes, mismatches;
	unsigned long long bytes;
};

static void usage(FILE *f)
{
	fputs("usage: kaba roundtrip INPUT... [-o OUT.jar] [-q|-v]\n"
	      "\n"
	      "Parse and re-write every class of the inputs (jars, jmods, class folders,\n"
	      "class files) and compare the bytes.  One line per class that differs,\n"
	      "then a summary.  -o writes the re-written classes and the resources of\n"
	      "the one input as a jar.\n"
	      "\n"
	      "exit status: 0 all classes identical, 1 some differ (a kaba bug),\n"
	      "2 bad input, 3 I/O error, 64 usage error\n", f);
}

/* -o must not name an input: the jar would replace what it is read from. */
static int same_file(const char *a, const char *b)
{
	struct stat sa, sb;

	return !stat(a, &sa) && !stat(b, &sb) && sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

static int parse_args(struct roundtrip *rt, int argc, char **argv)
{
	int i;

	rt->inputs = calloc((size_t)argc, sizeof(*rt->inputs));
	if (!rt->inputs)
		return cli_usage_error("roundtrip", "out of memory");
	for (i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
			usage(stdout);
			return -1;
		} else if (!strcmp(argv[i], "-o")) {
			if (++i == argc)
				return cli_usage_error("roundtrip", "-o needs a file name");
			rt->out = argv[i];
		} else if (!cli_verbosity_option(argv[i])) {
			if (argv[i][0] == '-' && argv[i][1])
				return cli_usage_error("roundtrip", "unknown option '%s'", argv[i]);
			rt->inputs[rt->ninputs++] = argv[i];
		}
	}
	if (!rt->ninputs)
		return cli_usage_error("roundtrip", "no input");
	if (rt->out && rt->ninputs != 1)
		return cli_usage_error("roundtrip", "-o takes exactly one input, not %d", rt->ninputs);
	if (rt->out && same_file(rt->out, rt->inputs[0]))
		return cli_usage_error("roundtrip", "-o %s would overwrite the input", rt->out);
	return KABA_OK;
}

/* Open every input before the first class is parsed, so a missing or
 * damaged one is reported at once. */
static int open_inputs(struct roundtrip *rt, struct kaba_error *err)
{
	int i, rc;

	rt->jars = calloc((size_t)rt->ninputs, sizeof(*rt->jars));
	if (!rt->jars)
		return kaba_fail(err, KABA_EINTERNAL, "roundtrip", -1, "out of memory");
	for (i = 0; i < rt->ninputs; i++) {
		rc = kaba_jar_open(rt->inputs[i], NULL, &rt->jars[i], err);
		if (rc)
			return rc;
		if (!kaba_jar_class_count(rt->jars[i]))
			return kaba_fail(err, KABA_EINPUT, rt->inputs[i], -1, "no class files");
		rt->total_classes += kaba_jar_class_count(rt->jars[i]);
	}
	return KABA_OK;
}

static void where_of(char *where, size_t size, struct kaba_jar *jar,
		     const struct kaba_jar_entry *e)
{
	if (kaba_jar_kind(jar) == KABA_JAR_CLASS)
		snprintf(where, size, "%s", kaba_jar_name(jar));
	else
		snprintf(where, size, "%s!%s", kaba_jar_name(jar), e->name);
}

static void compare(struct roundtrip *rt, const char *where)
{
	size_t n = rt->in.len < rt->written.len ? rt->in.len : rt->written.len, at = 0;

	if (rt->in.len == rt->written.len && !memcmp(rt->in.data, rt->written.data, n))
		return;
	while (at < n && rt->in.data[at] == rt->written.data[at])
		at++;
	kaba_progress_end();
	printf("mismatch %s at offset %zu (%zu bytes read, %zu written)\n",
	       where, at, rt->in.len, rt->written.len);
	rt->mismatches++;
}

/* Into the -o jar under its class-path name; a lone class file goes where
 * its own name says, not where the file happened to lie. */
static int add_class(struct roundtrip *rt, struct kaba_jar *jar, const struct kaba_jar_entry *e,
		     const struct kaba_class *cls, struct kaba_error *err)
{
	char name[1024];
	const char *this_name;
	size_t len;

	if (kaba_jar_kind(jar) != KABA_JAR_CLASS)
		return kaba_jar_writer_add(rt->writer, e->path, rt->written.data, rt->written.len, err);
	this_name = kaba_cp_class_name(cls, cls->this_class, &len);
	if (!this_name || len + sizeof(".class") > sizeof(name))
		return kaba_fail(err, KABA_EINPUT, kaba_jar_name(jar), -1, "unusable class name");
	memcpy(name, this_name, len);
	memcpy(name + len, ".class", sizeof(".class"));
	return kaba_jar_writer_add(rt->writer, name, rt->written.data, rt->written.len, err);
}

static int roundtrip_class(struct roundtrip *rt, struct kaba_jar *jar, size_t i,
			   struct kaba_error *err)
{
	const struct kaba_jar_entry *e = kaba_jar_entry(jar, i);
	struct kaba_arena arena;
	struct kaba_class *cls;
	char where[1024];
	int rc;

	where_of(where, sizeof(where), jar, e);
	rc = kaba_jar_read(jar, i, &rt->in, err);
	if (rc)
		return rc;
	kaba_arena_init(&arena);
	rt->written.len = 0;
	rc = kaba_class_parse(rt->in.data, rt->in.len, &arena, where, &cls, err);
	if (!rc)
		rc = kaba_class_write(cls, &rt->written, KABA_WRITE_REENCODE, where, err);
	if (!rc) {
		compare(rt, where);
		rt->bytes += rt->in.len;
		if (rt->writer)
			rc = add_class(rt, jar, e, cls, err);
	}
	kaba_arena_free(&arena);
	return rc;
}

static int roundtrip_input(struct roundtrip *rt, struct kaba_jar *jar, struct kaba_error *err)
{
	size_t i;
	int rc = KABA_OK;

	for (i = 0; i < kaba_jar_count(jar) && !rc; i++) {
		const struct kaba_jar_entry *e = kaba_jar_entry(jar, i);

		if (e->is_class) {
			rc = roundtrip_class(rt, jar, i, err);
			kaba_progress_step(++rt->classes);
		} else if (rt->writer && e->path && !e->is_dir) {
			rc = kaba_jar_writer_copy(rt->writer, jar, i, NULL, err);
		}
	}
	return rc;
}

static double seconds_since(const struct timespec *t0)
{
	struct timespec t1;

	clock_gettime(CLOCK_MONOTONIC, &t1);
	return (double)(t1.tv_sec - t0->tv_sec) + (double)(t1.tv_nsec - t0->tv_nsec) / 1e9;
}

static int run(struct roundtrip *rt, struct kaba_error *err)
{
	struct timespec t0;
	double secs;
	int i, rc;

	clock_gettime(CLOCK_MONOTONIC, &t0);
	rc = open_inputs(rt, err);
	if (!rc && rt->out)
		rc = kaba_jar_writer_open(rt->out, &rt->writer, err);
	kaba_progress_begin("roundtrip", rt->total_classes);
	for (i = 0; i < rt->ninputs && !rc; i++)
		rc = roundtrip_input(rt, rt->jars[i], err);
	kaba_progress_end();
	if (!rc && rt->writer) {
		rc = kaba_jar_writer_close(rt->writer, err);
		rt->writer = NULL;
	}
	if (rc)
		return rc;
	secs = seconds_since(&t0);
	if (kaba_verbosity() >= KABA_NORMAL)
		printf("roundtrip: %d input%s, %zu classes, %llu bytes, %zu mismatch%s, "
		       "%.2f s (%.0f classes/s)\n",
		       rt->ninputs, rt->ninputs == 1 ? "" : "s", rt->classes, rt->bytes,
		       rt->mismatches, rt->mismatches == 1 ? "" : "es", secs,
		       secs > 0 ? (double)rt->classes / secs : 0.0);
	return rt->mismatches ? KABA_EINTERNAL : KABA_OK;
}

int cmd_roundtrip(int argc, char **argv)
{
	struct roundtrip rt = { 0 };
	struct kaba_error err = { 0 };
	int i, rc = parse_args(&rt, argc, argv);

	if (!rc) {
		kaba_buf_init(&rt.in);
		kaba_buf_init(&rt.written);
		rc = run(&rt, &err);
		if (rc && err.status)
			rc = cli_report(&err);
		kaba_jar_writer_discard(rt.writer);
		for (i = 0; rt.jars && i < rt.ninputs; i++)
			kaba_jar_close(rt.jars[i]);
		kaba_buf_free(&rt.in);
		kaba_buf_free(&rt.written);
	}
	free(rt.jars);
	free(rt.inputs);
	return rc < 0 ? KABA_OK : rc;
}
