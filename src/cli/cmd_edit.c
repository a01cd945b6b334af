/* kaba edit and kaba show (argv[0] says which): the KABA editor (editor.h, docs/editor.md). */
#include <stdlib.h>
#include <string.h>

#include "commands.h"
#include "kaba/editor.h"

static const char edit_usage[] = "usage: kaba edit DIR SCRIPT [--check|--jar] [-q|-v]\n\nEdit the proposal of "
	"`kaba analyze -o DIR` by SCRIPT, one edit a line (move NAME... to CLASS,\nsplit CLASS [NEW], merge"
	" CLASS OTHER, subclass CLASS of SUPER, rename CLASS NEW; #\ncomments; docs/editor.md), each checked"
	" to keep behaviour. --check writes nothing; --jar the jar too.\n\nexit status: 0 all accepted, 2 an edit refused "
	"(nothing written) or bad DIR, 3 I/O\nerror, 64 usage error or a bad script line (SCRIPT:LINE: what)\n";
static const char show_usage[] = "usage: kaba show DIR class|new CLASS [--json] [-q|-v]\n\nclass: where"
	" the members and objects of original class CLASS went; new: a new class's\nown and inherited "
	"members with their homes, its objects with their creation sites.\n\nexit status: 0 ok, 2 no such "
	"class or bad DIR, 3 I/O error, 64 usage error\n";

int cmd_edit(int argc, char **argv)
{
	int show = !strcmp(argv[0], "show"), on = 0, jar = 0, rc;
	const struct cli_option opts[] = { { show ? "json" : "check", 0, CLI_FLAG, &on, 1 },
					   { show ? NULL : "jar", 0, CLI_FLAG, &jar, 2 }, { 0 } };
	struct kaba_error err = { 0 };
	const char **args;
	size_t n, nops = show ? 3 : 2;

	rc = cli_parse(argv[0], show ? show_usage : edit_usage, argc, argv, opts, &args, &n);
	if (!rc && n != nops)
		rc = cli_usage_error(argv[0], "needs %s", show ? "DIR, class|new and CLASS" : "DIR and SCRIPT");
	if (!rc && (rc = (show ? kaba_editor_show : kaba_editor_edit)(args, on | jar, &err)) && err.status)
		rc = cli_report(&err);
	free(args);
	return rc < 0 ? KABA_OK : rc;
}
