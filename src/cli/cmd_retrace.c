/*
 * kaba retrace MAPPING [FILE]: a stack trace of the restructured program
 * with each frame named as in the original (src/rewrite/retrace.c).
 */
#include <stdio.h>
#include <stdlib.h>

#include "commands.h"
#include "kaba/retrace.h"

static const char usage[] =
	"usage: kaba retrace MAPPING [FILE]\n"
	"\n"
	"Copy FILE (or standard input) to standard output with each stack frame of a\n"
	"restructured class named as in the original program (at a.A_2.f(A.java:12) ->\n"
	"at a.A.f(A.java:12)), from MAPPING (mapping.txt of kaba analyze -o DIR).\n"
	"\n"
	"exit status: 0 ok, 2 not a kaba mapping, 3 I/O error, 64 usage error\n";

int cmd_retrace(int argc, char **argv)
{
	const struct cli_option opts[] = { { 0 } };
	struct kaba_error err = { 0 };
	struct kaba_retrace *r = NULL;
	const char **args;
	size_t n;
	int rc = cli_parse("retrace", usage, argc, argv, opts, &args, &n);

	if (!rc && (n < 1 || n > 2))
		rc = cli_usage_error("retrace", "needs MAPPING and at most one FILE");
	if (!rc && (kaba_retrace_load(args[0], &r, &err) ||
		    kaba_retrace_file(r, n == 2 ? args[1] : NULL, stdout, &err)))
		rc = cli_report(&err);
	kaba_retrace_free(r);
	free(args);
	return rc < 0 ? KABA_OK : rc;
}
