/*
 * The verbs that hand their operands to the library in one call: kaba why (src/report/why.c),
 * retrace (src/rewrite/retrace.c), edit and show (src/edit), serve and report (src/serve).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands.h"
#include "kaba/editor.h"
#include "kaba/report.h"
#include "kaba/retrace.h"
#include "kaba/serve.h"

static const char why_usage[] =
	"usage: kaba why DIR [CLASS...] [-q|-v]\n"
	"\n"
	"Why each CLASS (Java or internal name) is frozen or pinned in the proposal of DIR (by\n"
	"`kaba analyze -o DIR`): the chain from the class to the cause of its own that froze\n"
	"it (reflection, a keep rule, a class literal, the restructuring fallback), one line\n"
	"per link (or pinned: through the frozen class naming it); else its proposed classes.\n"
	"Without CLASS: each cause of its own with the number of classes it freezes, most\n"
	"first (where to look to get more of the program restructured).\n"
	"\n"
	"exit status: 0 ok, 2 no such class or no report in DIR, 3 I/O error, 64 usage error\n";
static const char retrace_usage[] =
	"usage: kaba retrace MAPPING [FILE]\n"
	"\n"
	"Copy FILE (or standard input) to standard output with each stack frame of a\n"
	"restructured class named as in the original program (at a.A_2.f(A.java:12) ->\n"
	"at a.A.f(A.java:12)), from MAPPING (mapping.txt of kaba analyze -o DIR).\n"
	"\n"
	"exit status: 0 ok, 2 not a kaba mapping, 3 I/O error, 64 usage error\n";
static const char edit_usage[] = "usage: kaba edit DIR SCRIPT [--check|--jar] [-q|-v]\n\nEdit the proposal of "
	"`kaba analyze -o DIR` by SCRIPT, one edit a line (move NAME... to CLASS,\nsplit CLASS [NEW], merge"
	" CLASS OTHER, subclass CLASS of SUPER, rename CLASS NEW; #\ncomments; docs/editor.md), each checked"
	" to keep behaviour. --check writes nothing; --jar the jar too.\n\nexit status: 0 all accepted, 2 an edit refused "
	"(nothing written) or bad DIR, 3 I/O\nerror, 4 the jar refused, 64 usage error or a bad script line (SCRIPT:LINE: what)\n";
static const char show_usage[] = "usage: kaba show DIR class|new CLASS [--json] [-q|-v]\n\nclass: where"
	" the members and objects of original class CLASS went; new: a new class's\nown and inherited "
	"members with their homes, its objects with their creation sites.\n\nexit status: 0 ok, 2 no such "
	"class or bad DIR, 3 I/O error, 64 usage error\n";
static const char serve_usage[] = "usage: kaba serve DIR [--port N] [-q|-v]\n\nThe proposal of `kaba analyze"
	" -o DIR` in a browser, on http://127.0.0.1:N/ only\n(default 8080; 0: any free port): views, diagrams and"
	" checked edits (docs/serve.md).\n\nexit status: 0 stopped, 2 bad DIR, 3 I/O error or port taken, 64 usage error\n";
static const char report_usage[] = "usage: kaba report DIR -o FILE [-q|-v]\n\nThe pages of kaba serve as one "
	"static HTML FILE (no edits), to attach to a review.\n\nexit status: 0 ok, 2 bad DIR, 3 I/O error, 64 usage error\n";

static int why(const char *const *ops, size_t n, int flags, struct kaba_error *err)
{
	(void)flags;
	return kaba_report_why(stdout, ops[0], ops + 1, n - 1, err);
}

static const struct simple {
	const char *verb, *usage, *flags[2], *value; /* flags[i] sets bit i; --value V the last operand */
	size_t min, max;
	const char *need;
	int (*run)(const char *const *ops, size_t n, int flags, struct kaba_error *err);
} simple[] = {
	{ "why", why_usage, { NULL, NULL }, NULL, 1, (size_t)-1, "needs DIR (from kaba analyze -o DIR)", why },
	{ "retrace", retrace_usage, { NULL, NULL }, NULL, 1, 2, "needs MAPPING and at most one FILE", kaba_retrace_run },
	{ "edit", edit_usage, { "check", "jar" }, NULL, 2, 2, "needs DIR and SCRIPT", kaba_editor_edit },
	{ "show", show_usage, { "json", NULL }, NULL, 3, 3, "needs DIR, class|new and CLASS", kaba_editor_show },
	{ "serve", serve_usage, { NULL, NULL }, "port", 1, 1, "needs DIR (from kaba analyze -o DIR)", kaba_serve },
	{ "report", report_usage, { NULL, NULL }, "output", 1, 1, "needs DIR and -o FILE", kaba_serve_report },
};

int cmd_simple(int argc, char **argv)
{
	const struct simple *s = simple;
	int on[2] = { 0, 0 }, rc;
	struct kaba_error err = { 0 };
	const char **args, *value = NULL;
	size_t n;

	while (strcmp(s->verb, argv[0]))
		s++;
	const struct cli_option opts[] = { { s->flags[0], 0, CLI_FLAG, &on[0], 1 },
					   { s->flags[1], 0, CLI_FLAG, &on[1], 2 },
					   { s->value, s->value ? s->value[0] : 0, CLI_VALUE, &value, 0 }, { 0 } };
	rc = cli_parse(s->verb, s->usage, argc, argv, s->flags[0] ? opts : opts + 2, &args, &n);
	if (!rc && (n < s->min || n > s->max))
		rc = cli_usage_error(s->verb, "%s", s->need);
	if (value) /* args has room: argv[0] is no operand */
		args[n++] = value;
	if (!rc && (rc = s->run(args, n, on[0] | on[1], &err)) && err.status)
		rc = cli_report(&err);
	free(args);
	return rc < 0 ? KABA_OK : rc;
}
