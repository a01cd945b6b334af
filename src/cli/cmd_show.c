/*
 * kaba show DIR class C | new N [--json]: the editor's views (paper Figure
 * 4, src/edit/show.c) of the proposal of `kaba analyze -o DIR`.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands.h"
#include "kaba/editor.h"

static const char usage[] =
	"usage: kaba show DIR class CLASS [--json] [-q|-v]\n"
	"       kaba show DIR new CLASS [--json] [-q|-v]\n"
	"\n"
	"Views of the proposal of DIR (written by `kaba analyze -o DIR`, perhaps edited by\n"
	"`kaba edit`):\n"
	"  class CLASS   what happened to original class CLASS (Java or internal name):\n"
	"                each member and its new home, each object and its new class\n"
	"  new CLASS     a new class (name or id as in report.json): its own and\n"
	"                inherited members with their homes, its objects with their\n"
	"                creation sites (file:line from the LineNumberTable), its variables\n"
	"\n"
	"  --json        one JSON object instead of text\n"
	"\n"
	"exit status: 0 ok, 2 no such class or DIR unreadable, 3 I/O error, 64 usage error\n";

int cmd_show(int argc, char **argv)
{
	int json = 0;
	const struct cli_option opts[] = { { "json", 0, CLI_FLAG, &json, 1 }, { 0 } };
	struct kaba_error err = { 0 };
	struct kaba_editor e = { 0 };
	const char **args;
	size_t n;
	int rc = cli_parse("show", usage, argc, argv, opts, &args, &n);

	if (!rc && (n != 3 || (strcmp(args[1], "class") && strcmp(args[1], "new"))))
		rc = cli_usage_error("show", "needs DIR, then `class CLASS` or `new CLASS`");
	if (!rc && !(rc = kaba_editor_open(args[0], 0, &e, &err)))
		rc = !strcmp(args[1], "class") ? kaba_editor_show_original(&e, args[2], json, stdout, &err)
					       : kaba_editor_show_new(&e, args[2], json, stdout, &err);
	if (rc > 0 && err.status)
		rc = cli_report(&err);
	kaba_editor_close(&e);
	free(args);
	return rc < 0 ? KABA_OK : rc;
}
