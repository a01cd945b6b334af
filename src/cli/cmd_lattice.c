/* kaba lattice: not implemented yet (placeholder until its issue lands). */
#include <stdio.h>

#include "commands.h"

int cmd_lattice(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	fputs("kaba lattice: not implemented yet\n", stderr);
	return KABA_EUNSUPPORTED;
}
