/* The flows of `kaba edit` and `kaba show` (the CLI only parses options). */
#include "impl.h"

#include <stdio.h>
#include <string.h>

int kaba_editor_edit(const char *const *ops, size_t n, int flags, struct kaba_error *err)
{
	int check = flags & 1, jar = flags & 2;
	struct kaba_script script;
	struct kaba_editor e = { 0 };
	size_t refused = 0;
	int rc;

	if (n != 2)
		return kaba_fail(err, KABA_EUSAGE, "edit", -1, "needs DIR and SCRIPT");
	if (!(rc = kaba_script_read(ops[1], &script, err)) &&
	    !(rc = kaba_editor_open(ops[0], script.nsplits, &e, err)) &&
	    !(rc = kaba_editor_apply(&e, &script, stdout, &refused, err))) {
		printf("%zu of %zu edits accepted%s\n", script.nedits - refused, script.nedits,
		       refused ? "; nothing written" : check ? " (--check: nothing written)" :
		       !script.nedits ? " (no edit: nothing written)" : "");
		/* a refusal is said on stdout; the error record stays empty */
		if (refused)
			rc = KABA_EINPUT;
		else if (!check && script.nedits && (!jar || !(rc = kaba_editor_jar(&e, err))))
			rc = kaba_editor_write(&e, &script, err);
	}
	kaba_editor_close(&e);
	kaba_script_free(&script);
	return rc;
}

int kaba_editor_show(const char *const *ops, size_t n, int flags, struct kaba_error *err)
{
	int json = flags & 1;
	struct kaba_editor e = { 0 };
	int rc;

	if (n != 3 || (strcmp(ops[1], "class") && strcmp(ops[1], "new")))
		return kaba_fail(err, KABA_EUSAGE, "show", -1, "say `class CLASS` (an original "
				 "class) or `new CLASS` (a class of the proposal), not `%s`", ops[1]);
	if (!(rc = kaba_editor_open(ops[0], 0, &e, err)))
		rc = !strcmp(ops[1], "class") ? kaba_editor_show_original(&e, ops[2], json, stdout, err)
					      : kaba_editor_show_new(&e, ops[2], json, stdout, err);
	kaba_editor_close(&e);
	return rc;
}
