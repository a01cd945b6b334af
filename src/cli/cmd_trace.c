/*
 * kaba trace: run a Java program under the tracing agent, or print traces.
 *
 *   kaba trace [-o FILE] [--include PAT]... [--jar JAR]... -- java ARGS...
 *   kaba trace --show FILE...
 *
 * The exit status of a run is the program's own, so traced and untraced runs
 * can be compared; a run that left no trace file is an error.  Running the
 * JVM with the agent is src/trace/launch.c, printing traces src/trace/show.c.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands.h"
#include "kaba/progress.h"
#include "kaba/trace.h"

static const char usage[] =
	"usage: kaba trace [-o FILE] [--include PATTERN]... [--jar JAR]... -- java ARGS...\n"
	"       kaba trace --show FILE...\n"
	"\n"
	"Runs the JVM with the tracing agent: every object creation site of the\n"
	"user classes becomes a row, with the fields, method bodies, type checks\n"
	"and handlers its objects really used.  The trace goes to FILE (default\n"
	"kaba.trace), reflective calls also to FILE.refl.log (TamiFlex format).\n"
	"\n"
	"  -o FILE            where to write the trace\n"
	"  --include PATTERN  user classes, Java names with * (e.g. 'app.*');\n"
	"                     repeatable\n"
	"  --jar JAR          user classes: those of JAR (repeatable); without\n"
	"                     --include and --jar, every class outside the JDK\n"
	"  --show FILE...     merge traces and print the table, one row a line, the\n"
	"                     reflective calls, then the methods that ran (`ran C.m(desc)`\n"
	"                     in internal names; `assumed` where the agent could not\n"
	"                     instrument: counted as run)\n"
	"  -q, --verbose      quieter / chattier (-v: the agent says at the end how\n"
	"                     often its logger left Java: once per object, pair,\n"
	"                     method and twice per construction; not per use)\n";

int cmd_trace(int argc, char **argv)
{
	struct kaba_trace_launch launch = { .out = "kaba.trace" };
	struct cli_list include = { 0 }, jars = { 0 };
	int rc, show = 0, status;
	const struct cli_option opts[] = {
		{ NULL, 'o', CLI_VALUE, &launch.out, 0 },
		{ "include", 0, CLI_LIST, &include, 0 },
		{ "jar", 0, CLI_LIST, &jars, 0 },
		{ "show", 0, CLI_FLAG, &show, 1 },
		{ 0 },
	};
	const char **rest;
	size_t n;
	struct kaba_error err = { 0 };
	int end = 1;

	/* Options end at "--": what follows is the java command line. */
	while (end < argc && strcmp(argv[end], "--"))
		end++;
	if ((rc = cli_parse("trace", usage, end, argv, opts, &rest, &n)))
		goto out;
	if (show) {
		if (!n)
			rc = cli_usage_error("trace", "--show needs a file");
		else if (kaba_trace_show(stdout, (char *const *)rest, n, &err))
			rc = cli_report(&err);
		goto out;
	}
	if (n || end + 1 >= argc) {
		rc = cli_usage_error("trace", "missing '-- java ARGS...'");
		goto out;
	}
	launch.java = argv + end + 1;
	launch.njava = argc - end - 1;
	launch.include = include.items;
	launch.ninclude = include.n;
	launch.jars = jars.items;
	launch.njars = jars.n;
	launch.stats = kaba_verbosity() == KABA_VERBOSE;
	if ((rc = kaba_trace_launch(&launch, &status, &err)))
		rc = err.status == KABA_EUSAGE ? cli_usage_error("trace", "%s", err.what) :
		     cli_report(&err);
	else
		rc = status;
out:
	free(rest);
	free(include.items);
	free(jars.items);
	return rc < 0 ? KABA_OK : rc;
}
