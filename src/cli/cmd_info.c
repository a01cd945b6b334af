/*
 * kaba info INPUT... [--classpath CP] [--jdk DIR] [--json] [-q|-v]
 *
 * What the program model sees in the inputs: counts, the superclass tree of
 * the user classes with the library classes above them (marked), the
 * interfaces each class implements, and the library in use.  --json gives
 * the same as one JSON object for scripts.  The report is src/report/info.c.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands.h"
#include "kaba/program.h"
#include "kaba/report.h"

struct info {
	const char **inputs;
	size_t ninputs;
	struct cli_list cp;
	const char *jdk;
	int json;
	struct kaba_program *prog;
};

static const char usage[] =
	"usage: kaba info INPUT... [--classpath CP] [--jdk DIR] [--json] [-q|-v]\n"
	"\n"
	"Counts and the class hierarchy of the inputs (jars, class folders, class\n"
	"files): every user class under its superclass, library classes above them\n"
	"marked [jdk] or [classpath], the interfaces each class implements.\n"
	"\n"
	"  --classpath CP  library jars or folders, ':'-separated\n"
	"  --jdk DIR       the JDK whose jmods are the library (default: $JAVA_HOME,\n"
	"                  else the javac on PATH)\n"
	"  --json          one JSON object on stdout instead of text\n"
	"\n"
	"exit status: 0 ok, 2 bad input, 3 I/O error, 4 unsupported JDK, 64 usage error\n";

/* KABA_OK, a usage error, or -1 after --help. */
static int parse_args(struct info *in, int argc, char **argv)
{
	const struct cli_option opts[] = {
		{ "classpath", 0, CLI_CLASSPATH, &in->cp, 0 },
		{ "jdk", 0, CLI_VALUE, &in->jdk, 0 },
		{ "json", 0, CLI_FLAG, &in->json, 1 },
		{ 0 },
	};
	int rc = cli_parse("info", usage, argc, argv, opts, &in->inputs, &in->ninputs);

	return rc || in->ninputs ? rc : cli_usage_error("info", "no input");
}

int cmd_info(int argc, char **argv)
{
	struct info in = { 0 };
	struct kaba_program_options opt = { 0 };
	struct kaba_error err = { 0 };
	int rc = parse_args(&in, argc, argv);

	if (rc)
		goto out;
	opt.jdk = in.jdk;
	opt.classpath = in.cp.items;
	opt.nclasspath = in.cp.n;
	rc = kaba_program_open(in.inputs, in.ninputs, &opt, &in.prog, &err);
	if (rc) {
		rc = cli_report(&err);
		goto out;
	}
	kaba_program_warn_missing(in.prog);
	rc = kaba_report_info(stdout, in.prog, in.inputs, in.ninputs, in.json, &err);
	if (rc)
		rc = cli_report(&err);
	else if ((fflush(stdout) || ferror(stdout))) {
		fputs("kaba: cannot write the output\n", stderr);
		rc = KABA_EIO;
	}
out:
	kaba_program_free(in.prog);
	free(in.inputs);
	free(in.cp.items);
	return rc < 0 ? KABA_OK : rc;
}
