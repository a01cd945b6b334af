/*
 * kaba rewrite --identity IN.jar -o OUT.jar [--classpath CP] [--jdk DIR] [-q|-v]
 *
 * Write IN.jar again with the stack-map frames of every method recomputed
 * by kaba's own inference against the input's hierarchy (the program model
 * and the JDK), max_stack and max_locals recomputed and unreachable code
 * replaced by nop ... athrow.  The result must load, verify and run like
 * the input: it is the baseline of the rewriter and of the harness.
 * Without --identity, `kaba rewrite` restructures (cmd_rewrite_restructure).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands.h"
#include "kaba/program.h"
#include "kaba/progress.h"
#include "kaba/rewrite.h"

struct rewrite_args {
	const char **in, *out, *jdk;
	size_t nin;
	int identity;
	struct cli_list cp;
};

static const char usage[] =
	"usage: kaba rewrite --identity IN.jar -o OUT.jar [--classpath CP] [--jdk DIR] [-q|-v]\n"
	"\n"
	"Recompute the stack-map frames, max_stack and max_locals of every method\n"
	"(class files of version 50 and later) against the input's own hierarchy,\n"
	"replace unreachable code by nop ... athrow, and write the jar with every\n"
	"other entry unchanged.  One summary line on stdout.\n"
	"\n"
	"  --classpath CP  library jars or folders, ':'-separated\n"
	"  --jdk DIR       the JDK whose jmods are the library (default: $JAVA_HOME)\n"
	"\n"
	"exit status: 0 ok, 2 bad input, 3 I/O error, 4 unsupported, 64 usage error\n";

/* KABA_OK, a usage error, or -1 after --help. */
static int parse_args(struct rewrite_args *a, int argc, char **argv)
{
	const struct cli_option opts[] = {
		{ "identity", 0, CLI_FLAG, &a->identity, 1 },
		{ "classpath", 0, CLI_CLASSPATH, &a->cp, 0 },
		{ "jdk", 0, CLI_VALUE, &a->jdk, 0 },
		{ NULL, 'o', CLI_VALUE, &a->out, 0 },
		{ 0 },
	};
	int rc = cli_parse("rewrite", usage, argc, argv, opts, &a->in, &a->nin);

	if (rc)
		return rc;
	if (a->nin != 1 || !a->out)
		return cli_usage_error("rewrite", "needs an input jar and -o OUT.jar");
	if (cli_same_file(a->in[0], a->out))
		return cli_usage_error("rewrite", "-o %s would overwrite the input", a->out);
	return KABA_OK;
}

/* Is this `kaba rewrite --identity`?  Without it, the restructuring
 * pipeline parses the options. */
static int has_identity(int argc, char **argv)
{
	for (int i = 1; i < argc && strcmp(argv[i], "--"); i++)
		if (!strcmp(argv[i], "--identity"))
			return 1;
	return 0;
}

int cmd_rewrite(int argc, char **argv)
{
	struct rewrite_args a = { 0 };
	struct kaba_program_options opt = { 0 };
	struct kaba_program *p = NULL;
	struct kaba_identity_stats s;
	struct kaba_error err = { 0 };
	int rc;

	if (!has_identity(argc, argv))
		return cmd_rewrite_restructure(argc, argv);
	rc = parse_args(&a, argc, argv);
	if (rc) {
		rc = rc < 0 ? KABA_OK : rc;
		goto out;
	}
	opt.jdk = a.jdk;
	opt.classpath = a.cp.items;
	opt.nclasspath = a.cp.n;
	if ((rc = kaba_program_open(a.in, 1, &opt, &p, &err)) ||
	    (rc = kaba_rewrite_identity(p, a.in[0], a.out, &s, &err))) {
		rc = cli_report(&err);
		goto out;
	}
	kaba_program_warn_missing(p);
	cli_wrote(a.out);
	printf("rewrite: %zu classes, %zu methods, %zu frames, %zu dead bytes, "
	       "%zu kept frames (missing classes), %zu old methods left alone, %zu resources\n",
	       s.classes, s.methods, s.frames, s.dead_bytes, s.kept, s.old_methods, s.resources);
out:
	kaba_program_free(p);
	free(a.cp.items);
	free(a.in);
	return rc;
}
