/* Which two type checks of one local the trace rewriter may log in one call
 * (paired.c): only when every path from the first reaches the second, on
 * the same object, with nothing between that can throw. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>
#include <cmocka.h>

#include "../../src/trace/paired.h"
#include "kaba/bytecode.h"

enum { NOP = 0x00, ACONST_NULL = 0x01, LCONST_0 = 0x09, ILOAD_2 = 0x1c, ALOAD_1 = 0x2b,
       ALOAD_2 = 0x2c, LSTORE_0 = 0x3f, ASTORE_1 = 0x4c, POP = 0x57, DUP = 0x59,
       IINC = 0x84, IFEQ = 0x99, IFNE = 0x9a, RETURN = 0xb1, ARRAYLENGTH = 0xbe,
       CHECKCAST = 0xc0, INSTANCEOF = 0xc1 };

/* bcel's verifier: `if (o instanceof A) n++; o instanceof B` */
static const uint8_t bcel[] = {
	ALOAD_1, INSTANCEOF, 0, 1,                    /* 0 */
	IFEQ, 0, 6,                                   /* 4: ifeq 10 */
	IINC, 2, 1,                                   /* 7 */
	ALOAD_1, INSTANCEOF, 0, 2,                    /* 10 */
	POP, RETURN,                                  /* 14 */
};

/* The offset trace_paired_check pairs the check at `first` with, or 0;
 * the targets are found from the code, and `handler` (when not 0) is a
 * handler's entry. */
static uint32_t paired(const uint8_t *bytes, uint32_t len, uint32_t first, uint16_t handler)
{
	struct kaba_exception_entry ex = { 0, (uint16_t)len, handler, 0 };
	struct kaba_code code = { .max_stack = 4, .max_locals = 3, .code_len = len, .code = bytes,
				  .nexceptions = handler ? 1 : 0, .exceptions = &ex };
	struct kaba_insn_iter it;
	struct kaba_insn in;
	struct kaba_error err = { 0 };
	uint8_t target[64] = { 0 };
	uint32_t second = 0;
	int r;

	assert_true(len <= sizeof(target));
	kaba_insn_iter_init(&it, bytes, len, "T", 0);
	while (kaba_insn_next(&it, &in, &err) > 0)
		if (in.kind == KABA_OPND_BRANCH2)
			target[in.target] = 1;
	if (handler)
		target[handler] = 1;
	r = trace_paired_check(&code, target, first, &second, "T", &err);
	assert_true(r == 0 || r == 1);
	return r ? second : 0;
}

/* A copy of bcel's code with `n` bytes at `at` replaced. */
static const uint8_t *with(uint32_t at, const uint8_t *bytes, uint32_t n)
{
	static uint8_t code[sizeof(bcel)];

	memcpy(code, bcel, sizeof(bcel));
	memcpy(code + at, bytes, n);
	return code;
}

static void test_bcel(void **state)
{
	(void)state;
	assert_int_equal(paired(bcel, sizeof(bcel), 1, 0), 11);
	/* nothing pairs with the last check, nor with a non-check */
	assert_int_equal(paired(bcel, sizeof(bcel), 11, 0), 0);
	assert_int_equal(paired(bcel, sizeof(bcel), 4, 0), 0);
}

/* The local overwritten between, also as the second half of a long. */
static void test_stores(void **state)
{
	static const uint8_t astore[] = { ACONST_NULL, ASTORE_1, NOP };
	static const uint8_t lstore[] = { LCONST_0, LSTORE_0, NOP };

	(void)state;
	assert_int_equal(paired(with(7, astore, 3), sizeof(bcel), 1, 0), 0);
	assert_int_equal(paired(with(7, lstore, 3), sizeof(bcel), 1, 0), 0);
}

/* An instruction that may throw between: the second check might not run. */
static void test_throws(void **state)
{
	static const uint8_t length[] = { ALOAD_1, ARRAYLENGTH, POP };

	(void)state;
	assert_int_equal(paired(with(7, length, 3), sizeof(bcel), 1, 0), 0);
}

/* Another local at the second check; a first check that is a checkcast
 * (it may throw) or whose object is not an aload's. */
static void test_operands(void **state)
{
	static const uint8_t other[] = { ALOAD_2 };
	static const uint8_t cast[] = { CHECKCAST };
	static const uint8_t dup[] = { DUP };

	(void)state;
	assert_int_equal(paired(with(10, other, 1), sizeof(bcel), 1, 0), 0);
	assert_int_equal(paired(with(1, cast, 1), sizeof(bcel), 1, 0), 0);
	assert_int_equal(paired(with(0, dup, 1), sizeof(bcel), 1, 0), 0);
}

/* Jumps: one from before the first check to the second, one past the
 * second, a handler between; a jump from before to after both is fine. */
static void test_jumps(void **state)
{
	static const uint8_t entered[] = {
		ILOAD_2, IFNE, 0, 10,                         /* 0: ifne 11 */
		ALOAD_1, INSTANCEOF, 0, 1,                    /* 4 */
		IFEQ, 0, 3,                                   /* 8: ifeq 11 */
		ALOAD_1, INSTANCEOF, 0, 2,                    /* 11 */
		POP, RETURN,                                  /* 15 */
	};
	static const uint8_t past[] = { IFEQ, 0, 11 };  /* ifeq 15 */
	uint8_t around[sizeof(entered)];

	(void)state;
	assert_int_equal(paired(entered, sizeof(entered), 5, 0), 0);
	memcpy(around, entered, sizeof(entered));
	around[3] = 15; /* ifne 16: past both checks */
	assert_int_equal(paired(around, sizeof(around), 5, 0), 12);
	assert_int_equal(paired(with(4, past, 3), sizeof(bcel), 1, 0), 0);
	assert_int_equal(paired(bcel, sizeof(bcel), 1, 7), 0);
	assert_int_equal(paired(bcel, sizeof(bcel), 1, 14), 11);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_bcel),
		cmocka_unit_test(test_stores),
		cmocka_unit_test(test_throws),
		cmocka_unit_test(test_operands),
		cmocka_unit_test(test_jumps),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
