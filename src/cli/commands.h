/* The kaba verbs; each lives in src/cli/cmd_VERB.c and returns an exit status. */
#ifndef KABA_CLI_COMMANDS_H
#define KABA_CLI_COMMANDS_H

#include "kaba/error.h"

int cmd_info(int argc, char **argv);
int cmd_roundtrip(int argc, char **argv);
int cmd_lattice(int argc, char **argv);
int cmd_analyze(int argc, char **argv);
int cmd_trace(int argc, char **argv);
int cmd_rewrite(int argc, char **argv);
int cmd_verify(int argc, char **argv);
/* kaba rewrite without --identity: the analyze pipeline, writing only the jar. */
int cmd_rewrite_restructure(int argc, char **argv);

/* Print an error record and return its status (never KABA_OK). */
int cli_report(const struct kaba_error *err);

/* Print "kaba VERB: MESSAGE" plus a pointer to --help; returns KABA_EUSAGE. */
int cli_usage_error(const char *verb, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/* Are a and b the same existing file? */
int cli_same_file(const char *a, const char *b);

/* Split a ':'-separated class path in place: *out (malloc'd) points into
 * cp, *n entries.  -1 when out of memory. */
int cli_split_classpath(char *cp, const char ***out, size_t *n);

/* Handle -q/--quiet and -v/--verbose; returns 1 if argv[i] was one of them. */
int cli_verbosity_option(const char *arg);

#endif
