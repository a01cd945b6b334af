/*
 * Every public header compiles together with the others in one translation
 * unit: modules share the kaba_ prefix, so a tag or enumerator defined twice
 * (struct vs enum tags share one namespace in C) would only show up in the
 * stage that happens to include both.  Keep this list complete.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "kaba/analysis.h"
#include "kaba/arena.h"
#include "kaba/buf.h"
#include "kaba/bytecode.h"
#include "kaba/classfile.h"
#include "kaba/constraints.h"
#include "kaba/dataflow.h"
#include "kaba/descriptor.h"
#include "kaba/error.h"
#include "kaba/file.h"
#include "kaba/jar.h"
#include "kaba/pipeline.h"
#include "kaba/program.h"
#include "kaba/progress.h"
#include "kaba/refactor.h"
#include "kaba/report.h"
#include "kaba/table.h"
#include "kaba/trace.h"
#include "fca.h"

static void headers_coexist(void **state)
{
	(void)state;
	/* Distinct kinds of the table and the trace file stay distinct. */
	assert_int_equal(KABA_COL_FIELD, 0);
	assert_int_equal(KABA_TCOL_FIELD, 0);
	assert_true(KABA_EUSAGE != KABA_EINPUT);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(headers_coexist),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
