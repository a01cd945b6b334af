/* Which uses of `this` the trace rewriter may leave unlogged (logged.c):
 * only those that every path reaches through an earlier use of the same
 * column, never in a handler, never in code with subroutines. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>
#include <cmocka.h>

#include "../../src/trace/logged.h"
#include "kaba/arena.h"

enum { ALOAD_0 = 0x2a, ILOAD_1 = 0x1b, ASTORE_1 = 0x4c, POP = 0x57, IFEQ = 0x99,
       GOTO = 0xa7, JSR = 0xa8, RET = 0xa9, RETURN = 0xb1, GETFIELD = 0xb4 };

/* The `redundant` flags of uses (offset, column) in `bytes`, as a string
 * of 0 and 1; handlers from `ex`. */
static const char *find(const uint8_t *bytes, uint32_t len, struct kaba_exception_entry *ex,
			uint16_t nex, const uint32_t (*uses)[2], size_t n)
{
	static char flags[16];
	struct kaba_code code = { .max_stack = 4, .max_locals = 2, .code_len = len, .code = bytes,
				  .nexceptions = nex, .exceptions = ex };
	struct trace_this_use u[8];
	uint8_t live[64];
	struct kaba_arena arena;
	struct kaba_error err = { 0 };
	size_t i;

	assert_true(n < 8 && len <= sizeof(live));
	memset(live, 1, sizeof(live));
	for (i = 0; i < n; i++)
		u[i] = (struct trace_this_use){ uses[i][0], uses[i][1], 9 };
	kaba_arena_init(&arena);
	assert_int_equal(trace_logged_find(&code, live, u, n, &arena, "T", &err), 0);
	kaba_arena_free(&arena);
	for (i = 0; i < n; i++)
		flags[i] = u[i].redundant ? '1' : '0';
	flags[n] = 0;
	return flags;
}

/* A field of `this` read before a loop and in it: the loop's read is
 * logged on every path (the entry, the back edge); another column is not. */
static void test_loop(void **state)
{
	static const uint8_t code[] = {
		ALOAD_0, GETFIELD, 0, 1, POP,                 /* 0 */
		ALOAD_0, GETFIELD, 0, 1, POP,                 /* 5 */
		ALOAD_0, GETFIELD, 0, 2, POP,                 /* 10 */
		GOTO, 0xff, 0xf6,                             /* 15: goto 5 */
	};
	static const uint32_t uses[][2] = { { 0, 9 }, { 1, 7 }, { 6, 7 }, { 11, 8 } };

	(void)state;
	assert_string_equal(find(code, sizeof(code), NULL, 0, uses, 4), "0010");
}

/* Logged on one arm of an if only: not on every path; on both: yes. */
static void test_branches(void **state)
{
	static const uint8_t code[] = {
		ILOAD_1, IFEQ, 0, 11,                         /* 0: ifeq 12 */
		ALOAD_0, GETFIELD, 0, 1, POP,                 /* 4 */
		GOTO, 0, 8,                                   /* 9: goto 17 */
		ALOAD_0, GETFIELD, 0, 1, POP,                 /* 12 */
		ALOAD_0, GETFIELD, 0, 1, POP,                 /* 17 */
		RETURN,                                       /* 22 */
	};
	static const uint32_t both[][2] = { { 5, 7 }, { 13, 7 }, { 18, 7 } };
	static const uint32_t one[][2] = { { 5, 7 }, { 13, 8 }, { 18, 7 } };

	(void)state;
	assert_string_equal(find(code, sizeof(code), NULL, 0, both, 3), "001");
	assert_string_equal(find(code, sizeof(code), NULL, 0, one, 3), "000");
}

/* A handler may run because the logging call threw: it starts afresh. */
static void test_handler(void **state)
{
	static const uint8_t code[] = {
		ALOAD_0, GETFIELD, 0, 1, POP, RETURN,         /* 0 */
		POP, ALOAD_0, GETFIELD, 0, 1, POP, RETURN,    /* 6: handler */
	};
	struct kaba_exception_entry ex = { 0, 5, 6, 0 };
	static const uint32_t uses[][2] = { { 1, 7 }, { 8, 7 } };

	(void)state;
	assert_string_equal(find(code, sizeof(code), &ex, 1, uses, 2), "00");
}

/* A subroutine's paths are not followed: nothing is dropped. */
static void test_subroutine(void **state)
{
	static const uint8_t code[] = {
		ALOAD_0, GETFIELD, 0, 1, POP,                 /* 0 */
		ALOAD_0, GETFIELD, 0, 1, POP,                 /* 5 */
		JSR, 0, 4, RETURN,                            /* 10: jsr 14 */
		ASTORE_1, RET, 1,                             /* 14 */
	};
	static const uint32_t uses[][2] = { { 1, 7 }, { 6, 7 } };

	(void)state;
	assert_string_equal(find(code, sizeof(code), NULL, 0, uses, 2), "00");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_loop),
		cmocka_unit_test(test_branches),
		cmocka_unit_test(test_handler),
		cmocka_unit_test(test_subroutine),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
