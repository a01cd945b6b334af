/*
 * kaba edit DIR SCRIPT [--check]: the KABA editor (src/edit, editor.h) on
 * the proposal of `kaba analyze -o DIR`, each edit of SCRIPT checked for
 * behaviour preservation; refusals on stdout, files only when all passed.
 */
#include <stdio.h>
#include <stdlib.h>

#include "commands.h"
#include "kaba/editor.h"

static const char usage[] =
	"usage: kaba edit DIR SCRIPT [--check] [-q|-v]\n"
	"\n"
	"Edit the proposal of DIR (written by `kaba analyze -o DIR`) by SCRIPT, one edit a\n"
	"line, names as report.json gives them, `#` comments (docs/editor.md):\n"
	"  move NAME... to CLASS     members, variables and objects to CLASS\n"
	"  split CLASS [NEW]         NEW below CLASS takes its rows and subclasses\n"
	"  merge CLASS OTHER         OTHER merges into CLASS\n"
	"  subclass CLASS of SUPER   CLASS becomes a subclass of SUPER\n"
	"  rename CLASS NEW\n"
	"Each edit must keep the program's behaviour (paper Appendix 3); a refused edit is\n"
	"undone and says `refused: EDIT: FACT` for each constraint it would violate.  When\n"
	"every edit is accepted, DIR's proposal.json, report.json and proposal diagram are\n"
	"rewritten; the restructured jars and mapping.txt of DIR are removed, as they\n"
	"belong to the proposal before the edits (kaba edit writes no jar yet).\n"
	"\n"
	"  --check   check the edits only; write nothing\n"
	"\n"
	"exit status: 0 every edit accepted, 2 an edit refused (nothing written) or DIR\n"
	"unreadable, 3 I/O error, 64 usage error or a bad script line (SCRIPT:LINE: what)\n";

int cmd_edit(int argc, char **argv)
{
	int check = 0;
	const struct cli_option opts[] = { { "check", 0, CLI_FLAG, &check, 1 }, { 0 } };
	struct kaba_error err = { 0 };
	struct kaba_script script = { 0 };
	struct kaba_editor e = { 0 };
	const char **args;
	size_t n, refused = 0;
	int rc = cli_parse("edit", usage, argc, argv, opts, &args, &n);

	if (!rc && n != 2)
		rc = cli_usage_error("edit", "needs DIR (from kaba analyze -o DIR) and SCRIPT");
	if (!rc && !(rc = kaba_script_read(args[1], &script, &err)) &&
	    !(rc = kaba_editor_open(args[0], script.nsplits, &e, &err)) &&
	    !(rc = kaba_editor_apply(&e, &script, stdout, &refused, &err))) {
		printf("%zu of %zu edits accepted%s\n", script.nedits - refused, script.nedits,
		       refused ? "; nothing written" : check ? " (--check: nothing written)" : "");
		if (refused)
			rc = KABA_EINPUT;
		else if (!check)
			rc = kaba_editor_write(&e, &script, &err);
	}
	if (rc > 0 && err.status)
		rc = cli_report(&err);
	kaba_editor_close(&e);
	kaba_script_free(&script);
	free(args);
	return rc < 0 ? KABA_OK : rc;
}
