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
int cmd_simple(int argc, char **argv); /* why, retrace, edit, show, serve, report */

/* Print an error record and return its status (never KABA_OK). */
int cli_report(const struct kaba_error *err);

/* Print "kaba VERB: MESSAGE" plus a pointer to --help; returns KABA_EUSAGE. */
int cli_usage_error(const char *verb, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/* Say "kaba: wrote PATH" unless --quiet: every verb names each file it
 * wrote, once it is complete (tests/e2e/wrote.sh checks each is there). */
void cli_wrote(const char *path);

/* Are a and b the same existing file? */
int cli_same_file(const char *a, const char *b);

/* One option of a verb's table for cli_parse (the table ends with an
 * entry of neither name nor letter).  CLI_FLAG stores `value` in the int at dest; CLI_VALUE the
 * argument (a const char *); CLI_SIZE a decimal number (a size_t);
 * CLI_LIST appends the argument to a struct cli_list; CLI_CLASSPATH makes
 * a struct cli_list of a ':'-separated path, split in place (the last one
 * counts).  Free a list's items. */
struct cli_option {
	const char *name;           /* --name, or NULL */
	char letter;                /* -X, or 0 */
	enum { CLI_FLAG, CLI_VALUE, CLI_SIZE, CLI_LIST, CLI_CLASSPATH } kind;
	void *dest;
	int value;
};
struct cli_list {
	const char **items;
	size_t n;
};
/* Parse argv by opts with getopt_long; -q/--quiet, -v/--verbose and
 * -h/--help (usage on stdout) are always known.  The operands, in order,
 * go to *operands (malloc'd, even on failure).  KABA_OK, KABA_EUSAGE after
 * saying what is wrong, or -1 after --help. */
int cli_parse(const char *verb, const char *usage, int argc, char **argv,
	      const struct cli_option *opts, const char ***operands, size_t *n);

#endif
