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

#include "commands.h"
#include "kaba/classfile.h"
#include "kaba/progress.h"

struct roundtrip {
	const char **inputs;
	size_t ninputs;
	size_t threads;
	const char *out;
	struct kaba_roundtrip_result *results; /* one per input */
};

static const char usage[] =
	"usage: kaba roundtrip INPUT... [-o OUT.jar] [-j THREADS] [-q|-v]\n"
	"\n"
	"Parse and re-write every class of the inputs (jars, jmods, class folders,\n"
	"class files) and compare the bytes.  One line per class that differs,\n"
	"then a summary.  -o writes the re-written classes and the resources of\n"
	"the one input (of a jmod: its classes/ section) as a jar, also when\n"
	"classes differ.  -j: worker threads (default: one per CPU).\n"
	"\n"
	"exit status: 0 all classes identical, 1 some differ (a kaba bug),\n"
	"2 bad input, 3 I/O error, 4 unsupported input, 64 usage error\n";

static int parse_args(struct roundtrip *rt, int argc, char **argv)
{
	const struct cli_option opts[] = {
		{ NULL, 'o', CLI_VALUE, &rt->out, 0 },
		{ NULL, 'j', CLI_SIZE, &rt->threads, 0 },
		{ 0 },
	};
	int rc = cli_parse("roundtrip", usage, argc, argv, opts, &rt->inputs, &rt->ninputs);

	if (rc)
		return rc;
	if (rt->threads > 256)     /* 0: one per CPU */
		return cli_usage_error("roundtrip", "-j wants 1 to 256, not %zu", rt->threads);
	if (!rt->ninputs)
		return cli_usage_error("roundtrip", "no input");
	if (rt->out && rt->ninputs != 1)
		return cli_usage_error("roundtrip", "-o takes exactly one input, not %zu", rt->ninputs);
	if (rt->out && cli_same_file(rt->out, rt->inputs[0]))
		return cli_usage_error("roundtrip", "-o %s would overwrite the input", rt->out);
	return KABA_OK;
}

static int run(struct roundtrip *rt, struct kaba_error *err)
{
	double t0 = kaba_seconds();
	int rc = kaba_roundtrip(rt->inputs, (int)rt->ninputs, (long)rt->threads, rt->out, rt->results,
				err);

	if (rc)
		return rc;
	if (rt->out)
		cli_wrote(rt->out);
	return kaba_roundtrip_print(stdout, rt->inputs, rt->ninputs, rt->results,
				    kaba_seconds() - t0) ? KABA_EINTERNAL : KABA_OK;
}

int cmd_roundtrip(int argc, char **argv)
{
	struct roundtrip rt = { 0 };
	struct kaba_error err = { 0 };
	size_t i;
	int rc;

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
