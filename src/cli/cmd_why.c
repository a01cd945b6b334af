/*
 * kaba why DIR [CLASS...]: why a class is frozen, from DIR/report.json of
 * `kaba analyze -o DIR` (src/report/why.c), without analysing again.
 */
#include <stdio.h>
#include <stdlib.h>

#include "commands.h"
#include "kaba/report.h"

static const char usage[] =
	"usage: kaba why DIR [CLASS...] [-q|-v]\n"
	"\n"
	"Why each CLASS (Java or internal name) is frozen in the proposal of DIR (written by\n"
	"`kaba analyze -o DIR`): the chain from the class to the cause of its own that froze\n"
	"it (reflection, a keep rule, a class literal, the restructuring fallback), one line\n"
	"per link; for a class that is not frozen, the proposed classes that stand for it.\n"
	"Without CLASS: each cause of its own with the number of classes it freezes, most\n"
	"first (where to look to get more of the program restructured).\n"
	"\n"
	"exit status: 0 ok, 2 no such class or no report in DIR, 3 I/O error, 64 usage error\n";

int cmd_why(int argc, char **argv)
{
	const struct cli_option opts[] = { { 0 } };
	struct kaba_error err = { 0 };
	const char **args;
	size_t n;
	int rc = cli_parse("why", usage, argc, argv, opts, &args, &n);

	if (!rc && !n)
		rc = cli_usage_error("why", "needs DIR (from kaba analyze -o DIR)");
	if (!rc && kaba_report_why(stdout, args[0], args + 1, n - 1, &err))
		rc = cli_report(&err);
	free(args);
	return rc < 0 ? KABA_OK : rc;
}
