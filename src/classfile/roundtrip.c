/*
 * The class-file round trip (kaba roundtrip): parse every class of every
 * input and write it back through the class-file writer, re-encoding every
 * structure (KABA_WRITE_REENCODE) so that the encoders, not a copy of the
 * input, produce the bytes; then compare.  An exact parser and writer give
 * back every byte, so a difference is a kaba bug.
 *
 * With an output jar (exactly one input) the re-written classes and the
 * input's resources become a jar through the deterministic writer: the
 * identity transformation the behaviour harness runs before the real
 * rewriter.  A jmod contributes its class-path section (classes/) only.
 *
 * Inputs are independent, so worker threads take them biggest first; each
 * input's report is kept apart, and the first failing input in the order
 * given is the one reported, so the outcome does not depend on scheduling.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "kaba/arena.h"
#include "kaba/classfile.h"
#include "kaba/jar.h"
#include "kaba/progress.h"

/* One worker's scratch space. */
struct worker {
	struct roundtrip *rt;
	struct kaba_buf in, written;
	pthread_t thread;
};

struct roundtrip {
	const char *const *inputs;
	int ninputs;
	long threads;
	struct kaba_jar **jars;
	struct kaba_roundtrip_result *results;
	int *order;                    /* inputs, most classes first */
	struct kaba_jar_writer *writer;
	size_t total_classes;
	/* Shared between workers, under `lock`. */
	pthread_mutex_t lock;
	int next;                      /* index into `order` */
	int first_failed;              /* lowest failing input, or ninputs */
	size_t classes_done;
};

/* Open every input before the first class is parsed, so a missing or
 * damaged one is reported at once. */
static int open_inputs(struct roundtrip *rt, struct kaba_error *err)
{
	int i, rc;

	for (i = 0; i < rt->ninputs; i++) {
		rc = kaba_jar_open(rt->inputs[i], NULL, &rt->jars[i], err);
		if (rc)
			return rc;
		if (!kaba_jar_class_count(rt->jars[i]))
			return kaba_fail(err, KABA_EINPUT, rt->inputs[i], -1, "no class files");
		rt->total_classes += kaba_jar_class_count(rt->jars[i]);
		rt->order[i] = i;
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

static void compare(struct worker *w, struct kaba_roundtrip_result *r, const char *where)
{
	size_t n = w->in.len < w->written.len ? w->in.len : w->written.len, at = 0;

	if (w->in.len == w->written.len && !memcmp(w->in.data, w->written.data, n))
		return;
	while (at < n && w->in.data[at] == w->written.data[at])
		at++;
	kaba_buf_printf(&r->report, "mismatch %s at offset %zu (%zu bytes read, %zu written)\n",
			where, at, w->in.len, w->written.len);
	r->mismatches++;
}

/* Into the -o jar under its class-path name; a lone class file goes where
 * its own name says, not where the file happened to lie. */
static int add_class(struct worker *w, struct kaba_jar *jar, const struct kaba_jar_entry *e,
		     const struct kaba_class *cls, struct kaba_error *err)
{
	struct kaba_jar_writer *writer = w->rt->writer;
	char name[1024];
	const char *this_name;
	size_t len;

	if (kaba_jar_kind(jar) != KABA_JAR_CLASS)
		return kaba_jar_writer_add(writer, e->path, w->written.data, w->written.len, err);
	this_name = kaba_cp_class_name(cls, cls->this_class, &len);
	if (!this_name || len + sizeof(".class") > sizeof(name))
		return kaba_fail(err, KABA_EINPUT, kaba_jar_name(jar), -1, "unusable class name");
	memcpy(name, this_name, len);
	memcpy(name + len, ".class", sizeof(".class"));
	return kaba_jar_writer_add(writer, name, w->written.data, w->written.len, err);
}

static int roundtrip_class(struct worker *w, struct kaba_roundtrip_result *r, struct kaba_jar *jar,
			   size_t i, struct kaba_error *err)
{
	const struct kaba_jar_entry *e = kaba_jar_entry(jar, i);
	struct kaba_arena arena;
	struct kaba_class *cls;
	char where[1024];
	int rc;

	where_of(where, sizeof(where), jar, e);
	rc = kaba_jar_read(jar, i, &w->in, err);
	if (rc)
		return rc;
	kaba_arena_init(&arena);
	w->written.len = 0;
	rc = kaba_class_parse(w->in.data, w->in.len, &arena, where, &cls, err);
	if (!rc)
		rc = kaba_class_write(cls, &w->written, KABA_WRITE_REENCODE, where, err);
	if (!rc) {
		compare(w, r, where);
		r->classes++;
		r->bytes += w->in.len;
		if (w->rt->writer)
			rc = add_class(w, jar, e, cls, err);
	}
	kaba_arena_free(&arena);
	return rc;
}

/* Stop early only for inputs after one that failed: an earlier input may
 * still fail, and its error is the one to report. */
static int cancelled(struct roundtrip *rt, int input)
{
	int stop;

	pthread_mutex_lock(&rt->lock);
	stop = input > rt->first_failed;
	pthread_mutex_unlock(&rt->lock);
	return stop;
}

static void roundtrip_input(struct worker *w, int input)
{
	struct roundtrip *rt = w->rt;
	struct kaba_jar *jar = rt->jars[input];
	struct kaba_roundtrip_result *r = &rt->results[input];
	size_t i;

	for (i = 0; i < kaba_jar_count(jar) && !r->rc; i++) {
		const struct kaba_jar_entry *e = kaba_jar_entry(jar, i);

		if (e->is_class) {
			r->rc = roundtrip_class(w, r, jar, i, &r->err);
			pthread_mutex_lock(&rt->lock);
			kaba_progress_step(++rt->classes_done);
			pthread_mutex_unlock(&rt->lock);
			if ((i & 255) == 0 && cancelled(rt, input))
				return;
		} else if (rt->writer && e->path && !e->is_dir) {
			r->rc = kaba_jar_writer_copy(rt->writer, jar, i, NULL, &r->err);
		}
	}
	if (!r->rc && r->report.oom)
		r->rc = kaba_fail(&r->err, KABA_EINTERNAL, kaba_jar_name(jar), -1, "out of memory");
	if (r->rc) {
		pthread_mutex_lock(&rt->lock);
		if (input < rt->first_failed)
			rt->first_failed = input;
		pthread_mutex_unlock(&rt->lock);
	}
}

static void *work(void *arg)
{
	struct worker *w = arg;
	struct roundtrip *rt = w->rt;

	for (;;) {
		int input;

		pthread_mutex_lock(&rt->lock);
		input = rt->next < rt->ninputs ? rt->order[rt->next++] : -1;
		pthread_mutex_unlock(&rt->lock);
		if (input < 0)
			return NULL;
		if (!cancelled(rt, input))
			roundtrip_input(w, input);
	}
}

static int most_classes_first(const void *a, const void *b, void *arg)
{
	struct kaba_jar **jars = arg;
	size_t x = kaba_jar_class_count(jars[*(const int *)a]);
	size_t y = kaba_jar_class_count(jars[*(const int *)b]);

	if (x != y)
		return x > y ? -1 : 1;
	return *(const int *)a - *(const int *)b;
}

/* Run the workers; the calling thread is one of them. */
static int run_workers(struct roundtrip *rt, struct kaba_error *err)
{
	long n = rt->threads, i, started;
	struct worker *ws;

	if (n > rt->ninputs)
		n = rt->ninputs;
	ws = calloc((size_t)n, sizeof(*ws));
	if (!ws)
		return kaba_fail(err, KABA_EINTERNAL, "roundtrip", -1, "out of memory");
	qsort_r(rt->order, (size_t)rt->ninputs, sizeof(*rt->order), most_classes_first, rt->jars);
	for (i = 0; i < n; i++) {
		ws[i].rt = rt;
		kaba_buf_init(&ws[i].in);
		kaba_buf_init(&ws[i].written);
	}
	/* Fewer threads than asked for still finish the work. */
	for (started = 1; started < n; started++)
		if (pthread_create(&ws[started].thread, NULL, work, &ws[started]))
			break;
	work(&ws[0]);
	for (i = 1; i < started; i++)
		pthread_join(ws[i].thread, NULL);
	for (i = 0; i < n; i++) {
		kaba_buf_free(&ws[i].in);
		kaba_buf_free(&ws[i].written);
	}
	free(ws);
	return KABA_OK;
}

int kaba_roundtrip(const char *const *inputs, int ninputs, long threads, const char *out,
		   struct kaba_roundtrip_result *results, struct kaba_error *err)
{
	struct roundtrip rt = { .inputs = inputs, .ninputs = ninputs, .threads = threads,
				.results = results };
	int i, rc;

	if (threads < 1 && (rt.threads = sysconf(_SC_NPROCESSORS_ONLN)) < 1)
		rt.threads = 1;
	rt.jars = calloc((size_t)ninputs, sizeof(*rt.jars));
	rt.order = calloc((size_t)ninputs, sizeof(*rt.order));
	if (!rt.jars || !rt.order) {
		rc = kaba_fail(err, KABA_EINTERNAL, "roundtrip", -1, "out of memory");
		goto out;
	}
	pthread_mutex_init(&rt.lock, NULL);
	rc = open_inputs(&rt, err);
	if (!rc && out)
		rc = kaba_jar_writer_open(out, &rt.writer, err);
	if (!rc) {
		rt.first_failed = ninputs;
		kaba_progress_begin("roundtrip", rt.total_classes);
		rc = run_workers(&rt, err);
		kaba_progress_end();
	}
	if (!rc && rt.first_failed < ninputs) {
		*err = results[rt.first_failed].err;
		rc = results[rt.first_failed].rc;
	}
	if (!rc && rt.writer) {
		rc = kaba_jar_writer_close(rt.writer, err);
		rt.writer = NULL;
	}
	pthread_mutex_destroy(&rt.lock);
	kaba_jar_writer_discard(rt.writer);
	for (i = 0; i < ninputs; i++)
		kaba_jar_close(rt.jars[i]);
out:
	free(rt.order);
	free(rt.jars);
	return rc;
}

size_t kaba_roundtrip_print(FILE *out, const char *const *inputs, size_t ninputs,
			    const struct kaba_roundtrip_result *results, double seconds)
{
	size_t classes = 0, mismatches = 0, i;
	unsigned long long bytes = 0;

	for (i = 0; i < ninputs; i++) {
		const struct kaba_roundtrip_result *r = &results[i];

		if (r->report.len)
			fwrite(r->report.data, 1, r->report.len, out);
		kaba_note("%s: %zu classes, %llu bytes, %zu mismatches", inputs[i], r->classes,
			  r->bytes, r->mismatches);
		classes += r->classes;
		mismatches += r->mismatches;
		bytes += r->bytes;
	}
	if (kaba_verbosity() >= KABA_NORMAL)
		fprintf(out, "roundtrip: %zu input%s, %zu classes, %llu bytes, %zu mismatch%s, "
			"%.2f s (%.0f classes/s)\n", ninputs, ninputs == 1 ? "" : "s", classes, bytes,
			mismatches, mismatches == 1 ? "" : "es", seconds,
			seconds > 0 ? (double)classes / seconds : 0.0);
	return mismatches;
}
