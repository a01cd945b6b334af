/*
 * The classes a user can launch: `java -cp JAR C` runs C's public static
 * void main(String[]).  A jar without Main-Class is still a program when
 * some of its classes have one; kaba names them when no entry point is
 * given, and --all-mains takes all of them as entry points.
 */
#include <string.h>

#include "kaba/classfile.h"
#include "kaba/program.h"

int kaba_pclass_has_main(const struct kaba_pclass *c)
{
	uint16_t i;

	for (i = 0; i < c->nmethods; i++) {
		const struct kaba_pmember *m = &c->methods[i];

		if (!strcmp(m->name, "main") && !strcmp(m->descriptor, "([Ljava/lang/String;)V") &&
		    (m->access & (KABA_ACC_PUBLIC | KABA_ACC_STATIC)) ==
			    (KABA_ACC_PUBLIC | KABA_ACC_STATIC))
			return 1;
	}
	return 0;
}
