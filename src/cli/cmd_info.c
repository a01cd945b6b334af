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
	const char **classpath;
	size_t nclasspath;
	char *classpath_text;   /* the --classpath value, split in place */
	const char *jdk;
	int json;
	struct kaba_program *prog;
};

static void usage(FILE *f)
{
	fputs("usage: kaba info INPUT... [--classpath CP] [--jdk DIR] [--json] [-q|-v]\n"
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
	      "exit status: 0 ok, 2 bad input, 3 I/O error, 4 unsupported JDK, 64 usage error\n", f);
}

/* The class path "a:b:c" (the last --classpath counts). */
static int set_classpath(struct info *in, const char *value)
{
	free(in->classpath_text);
	free(in->classpath);
	in->classpath = NULL;
	return !(in->classpath_text = strdup(value)) ||
	       cli_split_classpath(in->classpath_text, &in->classpath, &in->nclasspath) ? -1 : 0;
}

/* An option's value: "--opt VALUE" or "--opt=VALUE"; NULL if argv[*i] is
 * not `opt`. */
static const char *option_value(int argc, char **argv, int *i, const char *opt,
				int *missing)
{
	size_t len = strlen(opt);

	if (strncmp(argv[*i], opt, len))
		return NULL;
	if (argv[*i][len] == '=')
		return argv[*i] + len + 1;
	if (argv[*i][len])
		return NULL;
	if (*i + 1 == argc) {
		*missing = 1;
		return NULL;
	}
	return argv[++*i];
}

/* KABA_OK, a usage error, or -1 after --help. */
static int parse_args(struct info *in, int argc, char **argv)
{
	int i, missing = 0;
	const char *v;

	in->inputs = calloc((size_t)argc, sizeof(*in->inputs));
	if (!in->inputs)
		return cli_usage_error("info", "out of memory");
	for (i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
			usage(stdout);
			return -1;
		} else if ((v = option_value(argc, argv, &i, "--classpath", &missing))) {
			if (set_classpath(in, v))
				return cli_usage_error("info", "out of memory");
		} else if ((v = option_value(argc, argv, &i, "--jdk", &missing))) {
			in->jdk = v;
		} else if (missing) {
			return cli_usage_error("info", "%s needs a value", argv[i]);
		} else if (!strcmp(argv[i], "--json")) {
			in->json = 1;
		} else if (!cli_verbosity_option(argv[i])) {
			if (argv[i][0] == '-' && argv[i][1])
				return cli_usage_error("info", "unknown option '%s'", argv[i]);
			in->inputs[in->ninputs++] = argv[i];
		}
	}
	if (!in->ninputs)
		return cli_usage_error("info", "no input");
	return KABA_OK;
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
	opt.classpath = in.classpath;
	opt.nclasspath = in.nclasspath;
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
	free(in.classpath);
	free(in.classpath_text);
	return rc < 0 ? KABA_OK : rc;
}
