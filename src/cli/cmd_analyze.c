/* kaba analyze: not implemented yet (placeholder until its issue lands). */
#include <stdio.h>

#include "commands.h"

int cmd_analyze(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	fputs("kaba analyze: not implemented yet\n", stderr);
	return KABA_EUNSUPPORTED;
}
