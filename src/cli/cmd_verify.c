/*
 * kaba verify JAR [--classpath CP] [--jdk DIR | --no-jdk] [-q|-v]
 *
 * Type-check every method of every class of JAR against its own
 * StackMapTable (JVMS §4.10.1), the jar's classes, the class path and the
 * JDK answering for the hierarchy: the check kaba runs on its own output
 * before it writes a jar, on any jar (docs/verify.md).  One line per
 * failing method on stdout, a summary on stderr.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands.h"
#include "kaba/program.h"
#include "kaba/progress.h"
#include "kaba/rewrite.h"

/* Exit status when some method fails the check. */
enum { VERIFY_FAILED = 5 };

struct verify_args {
	const char **in, *jdk;
	size_t nin;
	int no_jdk;
	struct cli_list cp;
};

static const char usage[] =
	"usage: kaba verify JAR [--classpath CP] [--jdk DIR | --no-jdk] [-q|-v]\n"
	"\n"
	"Type-check every method of every class of JAR (class files of version 50\n"
	"and later) against its own StackMapTable, as the JVM's verifier does\n"
	"(JVMS 4.10.1), with the jar, the class path and the JDK as the class\n"
	"hierarchy.  Also fails an invokeinterface whose receiver's class does not\n"
	"implement the interface (IncompatibleClassChangeError at run time).\n"
	"Older class files have no frames and are counted, not checked.  One line\n"
	"per failing method on stdout: CLASS.METHOD DESCRIPTOR pc N: WHAT.\n"
	"\n"
	"  --classpath CP  library jars or folders, ':'-separated\n"
	"  --jdk DIR       the JDK whose jmods are the library (default: $JAVA_HOME)\n"
	"  --no-jdk        no JDK: for the JDK's own classes (an extracted jmod), which\n"
	"                  the JDK would shadow; a class the jar lacks is unknown\n"
	"\n"
	"exit status: 0 every method passes, 5 some method fails, 2 bad input,\n"
	"3 I/O error, 64 usage error\n";

/* KABA_OK, a usage error, or -1 after --help. */
static int parse_args(struct verify_args *a, int argc, char **argv)
{
	const struct cli_option opts[] = {
		{ "classpath", 0, CLI_CLASSPATH, &a->cp, 0 },
		{ "jdk", 0, CLI_VALUE, &a->jdk, 0 },
		{ "no-jdk", 0, CLI_FLAG, &a->no_jdk, 1 },
		{ 0 },
	};
	int rc = cli_parse("verify", usage, argc, argv, opts, &a->in, &a->nin);

	return rc || a->nin == 1 ? rc : cli_usage_error("verify", "needs one jar");
}

static int print_failure(void *ctx, const struct kaba_verify_failure *f)
{
	(void)ctx;
	printf("%s.%s %s pc %lld: %s\n", f->cls, f->method, f->desc, f->pc, f->what);
	return 0;
}

int cmd_verify(int argc, char **argv)
{
	struct verify_args a = { 0 };
	struct kaba_program_options opt = { 0 };
	struct kaba_program *p = NULL;
	struct kaba_verify_stats s;
	struct kaba_error err = { 0 };
	int rc = parse_args(&a, argc, argv);

	if (rc) {
		rc = rc < 0 ? KABA_OK : rc;
		goto out;
	}
	opt.jdk = a.jdk;
	opt.no_jdk = a.no_jdk;
	opt.classpath = a.cp.items;
	opt.nclasspath = a.cp.n;
	if ((rc = kaba_program_open(a.in, 1, &opt, &p, &err)) ||
	    (rc = kaba_verify_program(p, print_failure, NULL, &s, &err))) {
		rc = cli_report(&err);
		goto out;
	}
	kaba_program_warn_missing(p);
	if (kaba_verbosity() != KABA_QUIET)
		fprintf(stderr, "verify: %zu classes (%zu methods) checked, %zu before version 50 "
			"not checked; %zu methods of %zu classes fail\n", s.classes, s.methods,
			s.old_classes, s.failed_methods, s.failed_classes);
	rc = s.failed_methods ? VERIFY_FAILED : KABA_OK;
out:
	kaba_program_free(p);
	free(a.cp.items);
	free(a.in);
	return rc;
}
