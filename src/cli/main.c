/*
 * kaba: the command-line entry point.  Dispatches to one verb; the verbs own
 * their options.  Exit statuses are those of enum kaba_status (docs/cli.md, "Exit status").
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "commands.h"
#include "kaba/progress.h"

#define KABA_VERSION "0.1.0"

static const struct verb {
	const char *name;
	int (*run)(int argc, char **argv);
	const char *summary;
} verbs[] = {
	{ "analyze", cmd_analyze, "restructure a jar's class hierarchy (report, diagrams, jar)" },
	{ "info", cmd_info, "counts and the class hierarchy of a jar" },
	{ "lattice", cmd_lattice, "concept lattice / AOC-poset of a formal context (.cxt, .dat)" },
	{ "trace", cmd_trace, "run a Java program under the tracing agent" },
	{ "rewrite", cmd_rewrite, "write a restructured jar" },
	{ "roundtrip", cmd_roundtrip, "parse and re-write every class; report mismatches" },
	{ "verify", cmd_verify, "type-check every method of a jar as the JVM's verifier does" },
	{ "retrace", cmd_simple, "name stack frames of a restructured jar as in the original" },
	{ "why", cmd_simple, "why a class is frozen or pinned (from kaba analyze -o DIR)" },
	{ "edit", cmd_simple, "edit a proposal, every edit checked (from kaba analyze -o DIR)" },
	{ "show", cmd_simple, "an original or a new class and where its members went" },
	{ "serve", cmd_simple, "the proposal in a browser, with checked edits (127.0.0.1 only)" },
	{ "report", cmd_simple, "the pages of kaba serve as one static HTML file" },
};

static void usage(FILE *out)
{
	size_t i;

	fputs("usage: kaba VERB [OPTIONS] ARGS...   (kaba VERB --help for a verb's options)\n\n", out);
	for (i = 0; i < sizeof(verbs) / sizeof(verbs[0]); i++)
		fprintf(out, "  %-10s %s\n", verbs[i].name, verbs[i].summary);
	fputs("\nexit status: 0 ok, 1 internal error, 2 bad or refused input, 3 I/O error,\n"
	      "4 unsupported input, 64 usage error\n", out);
}

int cli_report(const struct kaba_error *err)
{
	kaba_progress_end();
	kaba_error_print(err, stderr);
	return err->status ? err->status : KABA_EINTERNAL;
}

int cli_usage_error(const char *verb, const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "kaba %s: ", verb);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fprintf(stderr, " (see kaba %s --help)\n", verb);
	return KABA_EUSAGE;
}

void cli_wrote(const char *path)
{
	kaba_notice("wrote %s", path);
}

int cli_same_file(const char *a, const char *b)
{
	struct stat sa, sb;

	return !stat(a, &sa) && !stat(b, &sb) && sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

int main(int argc, char **argv)
{
	size_t i;

	/* With TZ unset, glibc re-reads /etc/localtime on every time conversion,
	 * and libzip converts each entry's DOS time: ~28,000 stat calls to index
	 * the JDK.  Naming the zone file once avoids that; kaba's own outputs
	 * never depend on the time zone (jar timestamps are fixed). */
	setenv("TZ", ":/etc/localtime", 0);

	if (argc < 2) {
		usage(stderr);
		return KABA_EUSAGE;
	}
	if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h") || !strcmp(argv[1], "help")) {
		usage(stdout);
		return KABA_OK;
	}
	if (!strcmp(argv[1], "--version")) {
		printf("kaba %s\n", KABA_VERSION);
		return KABA_OK;
	}
	for (i = 0; i < sizeof(verbs) / sizeof(verbs[0]); i++)
		if (!strcmp(argv[1], verbs[i].name))
			return verbs[i].run(argc - 1, argv + 1);
	fprintf(stderr, "kaba: unknown verb '%s'\n", argv[1]);
	usage(stderr);
	return KABA_EUSAGE;
}
