/* kaba trace: not implemented yet (placeholder until its issue lands). */
#include <stdio.h>

#include "commands.h"

int cmd_trace(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	fputs("kaba trace: not implemented yet\n", stderr);
	return KABA_EUNSUPPORTED;
}
