/*
 * kaba roundtrip INPUT... [-o OUT.jar] [-j THREADS] [-q|-v]
 *
 * Parse and re-write every class of the inputs and compare the bytes
 * (src/classfile/roundtrip.c).  A difference is a kaba bug: exit 1.  Bad
 * input is exit 2 with the first error, and no output.  The mismatches are
 * printed input by input in the order given, so the output does not depend
 * on how the worker threads (-j, default one per CPU) were scheduled.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "commands.h"
#include "kaba/classfile.h"
#include "kaba/progress.h"

struct roundtrip {
	char **inputs;
	int ninputs;
	long threads;
	const char *out;
	struct kaba_roundtrip_result *results; /* one per input */
};

static void usage(FILE *f)
{
	fputs("usage: kaba roundtrip INPUT... [-o OUT.jar] [-j THREADS] [-q|-v]\n"
	      "\n"
	      "Parse and re-write every class of the inputs (jars, jmods, class folders,\n"
	      "class files) and compare the bytes.  One line per class that differs,\n"
	      "then a summary.  -o writes the re-written classes and the resources of\n"
	      "the one input (of a jmod: its classes/ section) as a jar, also when\n"
	      "classes differ.  -j: worker threads (default: one per CPU).\n"
	      "\n"
	      "exit status: 0 all classes identical, 1 some differ (a kaba bug),\n"
	      "2 bad input, 3 I/O error, 4 unsupported input, 64 usage error\n", f);
}

static int parse_args(struct roundtrip *rt, int argc, char **argv)
{
	int i;

	rt->inputs = calloc((size_t)argc, sizeof(*rt->inputs));
	if (!rt->inputs) {
		fputs("kaba: roundtrip: out of memory\n", stderr);
		return KABA_EINTERNAL;
	}
	for (i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
			usage(stdout);
			return -1;
		} else if (!strcmp(argv[i], "-o")) {
			if (++i == argc)
				return cli_usage_error("roundtrip", "-o needs a file name");
			rt->out = argv[i];
		} else if (!strcmp(argv[i], "-j")) {
			char *end;

			if (++i == argc)
				return cli_usage_error("roundtrip", "-j needs a number");
			rt->threads = strtol(argv[i], &end, 10);
			if (*end || rt->threads < 1 || rt->threads > 256)
				return cli_usage_error("roundtrip", "-j wants 1 to 256, not '%s'", argv[i]);
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
	if (rt->out && cli_same_file(rt->out, rt->inputs[0]))
		return cli_usage_error("roundtrip", "-o %s would overwrite the input", rt->out);
	return KABA_OK;
}

static double seconds_since(const struct timespec *t0)
{
	struct timespec t1;

	clock_gettime(CLOCK_MONOTONIC, &t1);
	return (double)(t1.tv_sec - t0->tv_sec) + (double)(t1.tv_nsec - t0->tv_nsec) / 1e9;
}

/* The mismatch lines of each input in the order given, then the summary. */
static int run(struct roundtrip *rt, struct kaba_error *err)
{
	size_t classes = 0, mismatches = 0;
	unsigned long long bytes = 0;
	struct timespec t0;
	double secs;
	int i, rc;

	clock_gettime(CLOCK_MONOTONIC, &t0);
	rc = kaba_roundtrip(rt->inputs, rt->ninputs, rt->threads, rt->out, rt->results, err);
	if (rc)
		return rc;
	if (rt->out)
		cli_wrote(rt->out);
	for (i = 0; i < rt->ninputs; i++) {
		struct kaba_roundtrip_result *r = &rt->results[i];

		if (r->report.len)
			fwrite(r->report.data, 1, r->report.len, stdout);
		kaba_note("%s: %zu classes, %llu bytes, %zu mismatches", rt->inputs[i],
			  r->classes, r->bytes, r->mismatches);
		classes += r->classes;
		mismatches += r->mismatches;
		bytes += r->bytes;
	}
	secs = seconds_since(&t0);
	if (kaba_verbosity() >= KABA_NORMAL)
		printf("roundtrip: %d input%s, %zu classes, %llu bytes, %zu mismatch%s, "
		       "%.2f s (%.0f classes/s)\n",
		       rt->ninputs, rt->ninputs == 1 ? "" : "s", classes, bytes,
		       mismatches, mismatches == 1 ? "" : "es", secs,
		       secs > 0 ? (double)classes / secs : 0.0);
	return mismatches ? KABA_EINTERNAL : KABA_OK;
}

int cmd_roundtrip(int argc, char **argv)
{
	struct roundtrip rt = { 0 };
	struct kaba_error err = { 0 };
	int i, rc;

	rt.threads = sysconf(_SC_NPROCESSORS_ONLN);
	if (rt.threads < 1)
		rt.threads = 1;
	rc = parse_args(&rt, argc, argv);
	if (rc)
		goto out;
	rt.results = calloc((size_t)rt.ninputs, sizeof(*rt.results));
	if (!rt.results) {
		kaba_fail(&err, KABA_EINTERNAL, "roundtrip", -1, "out of memory");
		rc = cli_report(&err);
		goto out;
	}
	rc = run(&rt, &err);
	if (rc && err.status)
		rc = cli_report(&err);
	for (i = 0; i < rt.ninputs; i++)
		kaba_buf_free(&rt.results[i].report);
out:
	free(rt.results);
	free(rt.inputs);
	return rc < 0 ? KABA_OK : rc;
}
