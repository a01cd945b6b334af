/* Class files: byte-exact round trips over real classes, instruction
 * decode/encode identity, and hostile inputs that must fail cleanly. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include "kaba/bytecode.h"
#include "kaba/classfile.h"
#include "test_classfile_util.h"

static struct test_classes java_base, antlr;

static int load_all(void **state)
{
	(void)state;
	if (test_classes_load(JAVA_BASE_JMOD, &java_base) ||
	    test_classes_load(ANTLR_JAR, &antlr)) {
		fprintf(stderr, "cannot read %s or %s\n", JAVA_BASE_JMOD, ANTLR_JAR);
		return -1;
	}
	return 0;
}

static int free_all(void **state)
{
	(void)state;
	test_classes_free(&java_base);
	test_classes_free(&antlr);
	return 0;
}

static int same(const struct kaba_buf *b, const struct test_class *c)
{
	return b->len == c->len && !memcmp(b->data, c->data, c->len);
}

/* Parse every class, then write it three ways: the whole-copy fast path,
 * the structural path that copies untouched parts, and a full re-encoding
 * from the model.  All three must give the input back exactly. */
static void roundtrip_all(const struct test_classes *tc, size_t at_least)
{
	struct kaba_buf b;
	size_t i, failed = 0;

	assert_true(tc->n >= at_least);
	kaba_buf_init(&b);
	for (i = 0; i < tc->n; i++) {
		const struct test_class *c = &tc->v[i];
		struct kaba_arena arena;
		struct kaba_error err = { 0 };
		struct kaba_class *cls;
		int ok;

		kaba_arena_init(&arena);
		if (kaba_class_parse(c->data, c->len, &arena, c->name, &cls, &err)) {
			kaba_error_print(&err, stderr);
			failed++;
			kaba_arena_free(&arena);
			continue;
		}
		b.len = 0;
		ok = !kaba_class_write(cls, &b, 0, c->name, &err) && same(&b, c);
		b.len = 0;
		ok = ok && !kaba_class_write(cls, &b, KABA_WRITE_REENCODE, c->name, &err) &&
		     same(&b, c);
		cls->modified = 1;
		b.len = 0;
		ok = ok && !kaba_class_write(cls, &b, 0, c->name, &err) && same(&b, c);
		if (!ok) {
			fprintf(stderr, "%s: round trip differs\n", c->name);
			failed++;
		}
		kaba_arena_free(&arena);
	}
	kaba_buf_free(&b);
	printf("# %zu classes round-tripped, %zu failed\n", tc->n, failed);
	assert_int_equal(failed, 0);
}

static void test_roundtrip_java_base(void **state)
{
	(void)state;
	roundtrip_all(&java_base, 6000);
}

static void test_roundtrip_antlr(void **state)
{
	(void)state;
	roundtrip_all(&antlr, 200);
}

/* Decoding then encoding every instruction of every method gives the code
 * bytes back; the iterator covers the code exactly. */
static void test_insn_identity(void **state)
{
	struct kaba_buf b;
	size_t i, ninsns = 0, nswitch = 0, nwide = 0;

	(void)state;
	kaba_buf_init(&b);
	for (i = 0; i < java_base.n; i++) {
		const struct test_class *c = &java_base.v[i];
		struct kaba_arena arena;
		struct kaba_error err = { 0 };
		struct kaba_class *cls;
		uint16_t m;

		kaba_arena_init(&arena);
		assert_int_equal(kaba_class_parse(c->data, c->len, &arena, c->name, &cls, &err), 0);
		for (m = 0; m < cls->methods.n; m++) {
			struct kaba_code *code = kaba_member_code(&cls->methods.v[m]);
			struct kaba_insn_iter it;
			struct kaba_insn insn;
			int r;

			if (!code)
				continue;
			b.len = 0;
			kaba_insn_iter_init(&it, code->code, code->code_len, c->name, 0);
			while ((r = kaba_insn_next(&it, &insn, &err)) > 0) {
				assert_int_equal(insn.offset, b.len);
				assert_int_equal(kaba_insn_encode(&b, 0, &insn, NULL, NULL, &err), 0);
				assert_int_equal(b.len, insn.offset + insn.length);
				ninsns++;
				nswitch += insn.kind == KABA_OPND_TABLESWITCH ||
					   insn.kind == KABA_OPND_LOOKUPSWITCH;
				nwide += insn.wide;
			}
			assert_int_equal(r, 0);
			assert_int_equal(b.len, code->code_len);
			assert_memory_equal(b.data, code->code, code->code_len);
		}
		kaba_arena_free(&arena);
	}
	kaba_buf_free(&b);
	printf("# %zu instructions (%zu switches, %zu wide) re-encoded identically\n",
	       ninsns, nswitch, nwide);
	assert_true(ninsns > 1000000 && nswitch > 100);
}

/* Every prefix of a real class (with code, switches and stack maps) is
 * refused with KABA_EINPUT and an offset inside the prefix. */
static void test_truncated_everywhere(void **state)
{
	const char *names[] = { "java/lang/Character.class", "java/util/HashMap.class",
				"java/lang/Object.class", "module-info.class" };
	size_t k;

	(void)state;
	for (k = 0; k < sizeof(names) / sizeof(names[0]); k++) {
		const struct test_class *c = test_classes_find(&java_base, names[k]);
		size_t len;

		assert_non_null(c);
		for (len = 0; len < c->len; len++) {
			struct kaba_arena arena;
			struct kaba_error err = { 0 };
			struct kaba_class *cls = NULL;
			uint8_t *copy = malloc(len ? len : 1);   /* exact size, for ASan */

			memcpy(copy, c->data, len);
			kaba_arena_init(&arena);
			assert_int_equal(kaba_class_parse(copy, len, &arena, "t", &cls, &err),
					 KABA_EINPUT);
			assert_null(cls);
			assert_true(err.offset <= (long long)len);
			assert_true(err.what[0]);
			kaba_arena_free(&arena);
			free(copy);
		}
	}
}

/* Parse must fail with KABA_EINPUT, a message containing `what`, at `offset`. */
static void parse_fails(const uint8_t *data, size_t len, const char *what, long long offset)
{
	struct kaba_arena arena;
	struct kaba_error err = { 0 };
	struct kaba_class *cls = NULL;

	kaba_arena_init(&arena);
	assert_int_equal(kaba_class_parse(data, len, &arena, "x.jar!T.class", &cls, &err),
			 KABA_EINPUT);
	kaba_error_print(&err, stdout);
	assert_null(cls);
	assert_string_equal(err.where, "x.jar!T.class");
	if (!strstr(err.what, what))
		fail_msg("\"%s\" does not contain \"%s\"", err.what, what);
	if (offset >= 0)
		assert_int_equal(err.offset, offset);
	kaba_arena_free(&arena);
}

static const uint8_t ret_code[] = { KABA_OP_RETURN };

static void test_tiny_class_parses(void **state)
{
	struct tiny_class t;
	struct kaba_arena arena;
	struct kaba_error err = { 0 };
	struct kaba_class *cls;
	struct kaba_buf out;

	(void)state;
	tiny_class(&t, ret_code, 1);
	kaba_arena_init(&arena);
	assert_int_equal(kaba_class_parse(t.b.data, t.b.len, &arena, "t", &cls, &err), 0);
	assert_int_equal(cls->methods.n, 1);
	assert_int_equal(kaba_member_code(&cls->methods.v[0])->code_len, 1);
	kaba_buf_init(&out);
	assert_int_equal(kaba_class_write(cls, &out, KABA_WRITE_REENCODE, "t", &err), 0);
	assert_int_equal(out.len, t.b.len);
	assert_memory_equal(out.data, t.b.data, t.b.len);
	kaba_buf_free(&out);
	kaba_arena_free(&arena);
	kaba_buf_free(&t.b);
}

static void test_bad_header(void **state)
{
	struct tiny_class t;

	(void)state;
	tiny_class(&t, ret_code, 1);
	t.b.data[0] = 0xCB;
	parse_fails(t.b.data, t.b.len, "bad magic", 0);
	t.b.data[0] = 0xCA;
	t.b.data[7] = 70;
	parse_fails(t.b.data, t.b.len, "unsupported class-file version 70.0", 6);
	t.b.data[7] = 44;
	parse_fails(t.b.data, t.b.len, "unsupported class-file version 44", 6);
	t.b.data[7] = 60;
	t.b.data[5] = 3;
	parse_fails(t.b.data, t.b.len, "bad minor version 3", 4);
	t.b.data[7] = 52;
	t.b.data[5] = 0;
	/* trailing garbage */
	kaba_buf_u8(&t.b, 0);
	parse_fails(t.b.data, t.b.len, "1 bytes after the end", (long long)t.b.len - 1);
	kaba_buf_free(&t.b);
}

static void test_bad_cp_index(void **state)
{
	struct tiny_class t;

	(void)state;
	tiny_class(&t, ret_code, 1);
	/* super_class -> 513: out of range */
	kaba_buf_patch_u16(&t.b, t.super_at, 513);
	parse_fails(t.b.data, t.b.len, "bad constant-pool index 513", (long long)t.super_at);
	/* super_class -> 3, a Utf8 where a Class belongs */
	kaba_buf_patch_u16(&t.b, t.super_at, 3);
	parse_fails(t.b.data, t.b.len, "entry 3 has tag Utf8, expected Class", (long long)t.super_at);
	/* super_class -> 0 is allowed by the format (java/lang/Object) */
	kaba_buf_patch_u16(&t.b, t.super_at, 0);
	{
		struct kaba_arena arena;
		struct kaba_error err = { 0 };
		struct kaba_class *cls;

		kaba_arena_init(&arena);
		assert_int_equal(kaba_class_parse(t.b.data, t.b.len, &arena, "t", &cls, &err), 0);
		kaba_arena_free(&arena);
	}
	kaba_buf_free(&t.b);
}

static void test_bad_cp_entries(void **state)
{
	struct tiny_class t;

	(void)state;
	tiny_class(&t, ret_code, 1);
	/* entry 2 (Class at offset 14) -> unknown tag 2 */
	t.b.data[14] = 2;
	parse_fails(t.b.data, t.b.len, "unknown tag 2", 14);
	/* Class #1 -> Class #8: an Integer */
	t.b.data[14] = 7;
	kaba_buf_patch_u16(&t.b, 15, 8);
	parse_fails(t.b.data, t.b.len, "entry 8 has tag Integer, expected Utf8", 15);
	kaba_buf_patch_u16(&t.b, 15, 1);
	/* class name "T" -> "." is no valid internal name */
	t.b.data[13] = '.';
	parse_fails(t.b.data, t.b.len, "bad class name", 15);
	/* a NUL byte is not modified UTF-8 */
	t.b.data[13] = 0;
	parse_fails(t.b.data, t.b.len, "malformed modified UTF-8", 10);
	t.b.data[13] = 'T';
	/* constant_pool_count absurd for the bytes left */
	kaba_buf_patch_u16(&t.b, t.cp_count_at, 60000);
	parse_fails(t.b.data, t.b.len, "constant-pool count 59999 does not fit", -1);
	kaba_buf_free(&t.b);
}

static void test_huge_counts(void **state)
{
	struct tiny_class t;

	(void)state;
	tiny_class(&t, ret_code, 1);
	kaba_buf_patch_u16(&t.b, t.methods_count_at, 65535);
	parse_fails(t.b.data, t.b.len, "method count 65535 does not fit", (long long)t.methods_count_at + 2);
	kaba_buf_free(&t.b);
}

static void test_code_length_past_end(void **state)
{
	struct tiny_class t;

	(void)state;
	tiny_class(&t, ret_code, 1);
	kaba_buf_patch_u32(&t.b, t.code_len_at, 0x7fffffff);
	parse_fails(t.b.data, t.b.len, "code length 2147483647 not in 1..65535", (long long)t.code_len_at);
	kaba_buf_patch_u32(&t.b, t.code_len_at, 100);
	parse_fails(t.b.data, t.b.len, "truncated Code", (long long)t.code_at);
	kaba_buf_patch_u32(&t.b, t.code_len_at, 0);
	parse_fails(t.b.data, t.b.len, "code length 0", (long long)t.code_len_at);
	kaba_buf_free(&t.b);
}

static void test_bad_instructions(void **state)
{
	/* iconst_0; tableswitch at 1: 2 padding bytes, default, low, high,
	 * one offset, all to the return at 20 */
	uint8_t sw[] = { KABA_OP_ICONST_0, KABA_OP_TABLESWITCH, 0, 0,
			 0, 0, 0, 19, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 19, KABA_OP_RETURN };
	const uint8_t unknown[] = { 0xcb, KABA_OP_RETURN };
	const uint8_t cut[] = { KABA_OP_SIPUSH, 0 };
	const uint8_t jump_out[] = { KABA_OP_GOTO, 0, 7 };
	const uint8_t jump_mid[] = { KABA_OP_GOTO, 0, 4, KABA_OP_SIPUSH, 0, 0, KABA_OP_RETURN };
	const uint8_t ldc_utf8[] = { KABA_OP_LDC, 3, KABA_OP_RETURN };
	const uint8_t bad_wide[] = { KABA_OP_WIDE, KABA_OP_GOTO, 0, 0, KABA_OP_RETURN };
	struct tiny_class t;

	(void)state;
	tiny_class(&t, sw, sizeof(sw));
	{
		struct kaba_arena arena;
		struct kaba_error err = { 0 };
		struct kaba_class *cls;

		kaba_arena_init(&arena);
		assert_int_equal(kaba_class_parse(t.b.data, t.b.len, &arena, "t", &cls, &err), 0);
		kaba_arena_free(&arena);
	}
	t.b.data[t.code_at + 3] = 1;
	parse_fails(t.b.data, t.b.len, "nonzero padding byte in tableswitch", (long long)t.code_at + 3);
	kaba_buf_free(&t.b);

	tiny_class(&t, unknown, sizeof(unknown));
	parse_fails(t.b.data, t.b.len, "unknown opcode 0xcb", (long long)t.code_at);
	kaba_buf_free(&t.b);
	tiny_class(&t, cut, sizeof(cut));
	parse_fails(t.b.data, t.b.len, "truncated operands in sipush", (long long)t.code_at);
	kaba_buf_free(&t.b);
	tiny_class(&t, jump_out, sizeof(jump_out));
	parse_fails(t.b.data, t.b.len, "branch target outside the code in goto", (long long)t.code_at);
	kaba_buf_free(&t.b);
	tiny_class(&t, jump_mid, sizeof(jump_mid));
	parse_fails(t.b.data, t.b.len, "branch target 4 of goto is not an instruction start",
		    (long long)t.code_at);
	kaba_buf_free(&t.b);
	tiny_class(&t, ldc_utf8, sizeof(ldc_utf8));
	parse_fails(t.b.data, t.b.len, "entry 3 has tag Utf8, expected Integer", (long long)t.code_at + 1);
	kaba_buf_free(&t.b);
	tiny_class(&t, bad_wide, sizeof(bad_wide));
	parse_fails(t.b.data, t.b.len, "wide applied to opcode 0xa7", (long long)t.code_at + 1);
	kaba_buf_free(&t.b);
}

static void test_size_limit(void **state)
{
	struct kaba_arena arena;
	struct kaba_error err = { 0 };
	struct kaba_class *cls;
	static const uint8_t byte;

	(void)state;
	kaba_arena_init(&arena);
	/* the length alone is refused; the bytes are never read */
	assert_int_equal(kaba_class_parse(&byte, (size_t)KABA_CLASS_MAX_SIZE + 1, &arena, "t",
					  &cls, &err), KABA_EINPUT);
	assert_non_null(strstr(err.what, "above the limit"));
	kaba_arena_free(&arena);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_roundtrip_java_base),
		cmocka_unit_test(test_roundtrip_antlr),
		cmocka_unit_test(test_insn_identity),
		cmocka_unit_test(test_truncated_everywhere),
		cmocka_unit_test(test_tiny_class_parses),
		cmocka_unit_test(test_bad_header),
		cmocka_unit_test(test_bad_cp_index),
		cmocka_unit_test(test_bad_cp_entries),
		cmocka_unit_test(test_huge_counts),
		cmocka_unit_test(test_code_length_past_end),
		cmocka_unit_test(test_bad_instructions),
		cmocka_unit_test(test_size_limit),
	};

	return cmocka_run_group_tests(tests, load_all, free_all);
}
