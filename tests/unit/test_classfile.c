/* Class files: byte-exact round trips over real classes, instruction
 * decode/encode identity, and hostile inputs that must fail cleanly. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include "kaba/bytecode.h"
#include "kaba/classfile.h"
#include "kaba/dataflow.h"
#include "support.h"

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

/* javac sets max_stack to the deepest stack it reaches; so must we. */
static void max_stack_all(const struct test_classes *tc, size_t *methods, size_t *same)
{
	size_t i;

	for (i = 0; i < tc->n; i++) {
		const struct test_class *c = &tc->v[i];
		struct kaba_arena arena;
		struct kaba_error err = { 0 };
		struct kaba_class *cls;
		uint16_t m, max;

		kaba_arena_init(&arena);
		assert_int_equal(kaba_class_parse(c->data, c->len, &arena, c->name, &cls, &err), 0);
		for (m = 0; m < cls->methods.n; m++) {
			const struct kaba_code *code = kaba_member_code(&cls->methods.v[m]);

			if (!code)
				continue;
			if (kaba_code_max_stack(cls, code, &max, c->name, &err)) {
				kaba_error_print(&err, stderr);
				fail();
			}
			assert_true(max <= code->max_stack);
			(*methods)++;
			*same += max == code->max_stack;
		}
		kaba_arena_free(&arena);
	}
}

static void test_max_stack(void **state)
{
	size_t methods = 0, same = 0;

	(void)state;
	max_stack_all(&java_base, &methods, &same);
	printf("# max_stack of %zu java.base methods: %zu as javac computed\n", methods, same);
	assert_int_equal(same, methods);
	methods = same = 0;
	max_stack_all(&antlr, &methods, &same);
	printf("# max_stack of %zu antlr methods: %zu as javac computed\n", methods, same);
	assert_true(same * 100 >= methods * 99);
}

/* Every prefix of a real class (with code, switches and stack maps) is
 * refused with KABA_EINPUT and an offset inside the prefix. */
static void test_truncated_everywhere(void **state)
{
	/* between them: switches of both kinds, stack maps, exception tables,
	 * lambdas, a record, a module */
	const char *names[] = { "java/lang/Character.class", "java/lang/Object.class",
				"java/util/ArrayList$Itr.class", "module-info.class",
				"jdk/internal/icu/lang/UCharacterDirection.class",
				"jdk/internal/util/xml/impl/ReaderUTF16.class",
				"java/util/function/UnaryOperator.class",
				"com/sun/crypto/provider/ML_KEM$K_PKE_CipherText.class" };
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

static void parse_ok(const uint8_t *data, size_t len)
{
	struct kaba_arena arena;
	struct kaba_error err = { 0 };
	struct kaba_class *cls;

	kaba_arena_init(&arena);
	if (kaba_class_parse(data, len, &arena, "t", &cls, &err)) {
		kaba_error_print(&err, stderr);
		fail();
	}
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
	parse_ok(t.b.data, t.b.len);
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
	parse_ok(t.b.data, t.b.len);
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

/* ---- decoded attributes mean what JVMS says ------------------------------- */

struct loaded {
	struct kaba_arena arena;
	struct kaba_class *cls;
};

static void load(struct loaded *l, const char *name)
{
	const struct test_class *c = test_classes_find(&java_base, name);
	struct kaba_error err = { 0 };

	assert_non_null(c);
	kaba_arena_init(&l->arena);
	assert_int_equal(kaba_class_parse(c->data, c->len, &l->arena, name, &l->cls, &err), 0);
}

static int utf8_is(const struct kaba_class *cls, uint32_t index, const char *s)
{
	return kaba_cp_utf8_equals(cls, index, s);
}

static int class_is(const struct kaba_class *cls, uint32_t index, const char *s)
{
	size_t len;
	const char *name = kaba_cp_class_name(cls, index, &len);

	return name && len == strlen(s) && !memcmp(name, s, len);
}

static const struct kaba_member *method(const struct kaba_class *cls, const char *name,
					const char *desc)
{
	uint16_t i;

	for (i = 0; i < cls->methods.n; i++)
		if (utf8_is(cls, cls->methods.v[i].name_index, name) &&
		    utf8_is(cls, cls->methods.v[i].descriptor_index, desc))
			return &cls->methods.v[i];
	fail_msg("no method %s%s", name, desc);
	return NULL;
}

static void test_class_attributes(void **state)
{
	struct loaded l;
	struct kaba_attr *a;
	uint16_t i;
	int found = 0;

	(void)state;
	load(&l, "java/util/HashMap.class");
	assert_true(class_is(l.cls, l.cls->this_class, "java/util/HashMap"));
	assert_true(class_is(l.cls, l.cls->super_class, "java/util/AbstractMap"));
	a = kaba_attr_find(&l.cls->attrs, KABA_ATTR_SOURCE_FILE);
	assert_true(a && utf8_is(l.cls, a->index, "HashMap.java"));
	a = kaba_attr_find(&l.cls->attrs, KABA_ATTR_SIGNATURE);
	assert_true(a && kaba_cp_utf8(l.cls, a->index, NULL)[0] == '<');
	a = kaba_attr_find(&l.cls->attrs, KABA_ATTR_INNER_CLASSES);
	assert_non_null(a);
	for (i = 0; i < a->inner_classes->n; i++) {
		const struct kaba_inner_class *ic = &a->inner_classes->v[i];

		if (class_is(l.cls, ic->inner_class_index, "java/util/HashMap$Node")) {
			assert_true(class_is(l.cls, ic->outer_class_index, "java/util/HashMap"));
			assert_true(utf8_is(l.cls, ic->inner_name_index, "Node"));
			assert_true(ic->access & KABA_ACC_STATIC);
			found = 1;
		}
	}
	assert_true(found);
	a = kaba_attr_find(&l.cls->attrs, KABA_ATTR_NEST_MEMBERS);
	assert_true(a && a->list.n > 10);
	kaba_arena_free(&l.arena);

	load(&l, "java/util/HashMap$Node.class");
	a = kaba_attr_find(&l.cls->attrs, KABA_ATTR_NEST_HOST);
	assert_true(a && class_is(l.cls, a->index, "java/util/HashMap"));
	kaba_arena_free(&l.arena);

	load(&l, "java/lang/constant/DirectMethodHandleDesc.class");
	a = kaba_attr_find(&l.cls->attrs, KABA_ATTR_PERMITTED_SUBCLASSES);
	assert_true(a && a->list.n == 1 &&
		    class_is(l.cls, a->list.v[0], "java/lang/constant/DirectMethodHandleDescImpl"));
	kaba_arena_free(&l.arena);

	load(&l, "java/util/function/UnaryOperator.class");
	a = kaba_attr_find(&l.cls->attrs, KABA_ATTR_BOOTSTRAP_METHODS);
	assert_true(a && a->bootstrap->n == 1 && a->bootstrap->v[0].nargs == 3);
	{
		const struct kaba_cp_entry *h = &l.cls->cp.entries[a->bootstrap->v[0].method_ref];
		const struct kaba_cp_entry *ref = &l.cls->cp.entries[h->handle.index];

		assert_int_equal(h->tag, KABA_CP_METHOD_HANDLE);
		assert_int_equal(h->handle.kind, KABA_REF_INVOKE_STATIC);
		assert_true(class_is(l.cls, ref->ref.class_index, "java/lang/invoke/LambdaMetafactory"));
		assert_int_equal(l.cls->cp.entries[a->bootstrap->v[0].args[0]].tag, KABA_CP_METHOD_TYPE);
		assert_int_equal(l.cls->cp.entries[a->bootstrap->v[0].args[1]].tag, KABA_CP_METHOD_HANDLE);
	}
	kaba_arena_free(&l.arena);
}

static void test_module_attribute(void **state)
{
	struct loaded l;
	struct kaba_attr *a;
	const struct kaba_module *m;
	uint16_t i;
	int lang = 0;

	(void)state;
	load(&l, "module-info.class");
	assert_int_equal(l.cls->access, KABA_ACC_MODULE);
	a = kaba_attr_find(&l.cls->attrs, KABA_ATTR_MODULE);
	assert_non_null(a);
	m = a->module;
	assert_true(class_is(l.cls, m->name_index, "java.base"));
	assert_true(m->nexports > 50 && m->nprovides > 0 && m->uses.n > 10);
	for (i = 0; i < m->nexports; i++)
		lang += class_is(l.cls, m->exports[i].index, "java/lang") && m->exports[i].to.n == 0;
	assert_int_equal(lang, 1);
	a = kaba_attr_find(&l.cls->attrs, KABA_ATTR_MODULE_PACKAGES);
	assert_true(a && a->list.n >= m->nexports);
	kaba_arena_free(&l.arena);
}

static void test_member_attributes(void **state)
{
	struct loaded l;
	struct kaba_attr *a;
	const struct kaba_code *code;
	uint16_t i;

	(void)state;
	load(&l, "java/lang/Object.class");
	a = kaba_attr_find(&method(l.cls, "wait", "()V")->attrs, KABA_ATTR_EXCEPTIONS);
	assert_true(a && a->list.n == 1 &&
		    class_is(l.cls, a->list.v[0], "java/lang/InterruptedException"));
	code = kaba_member_code(method(l.cls, "<init>", "()V"));
	assert_true(code && code->code_len == 1 && code->code[0] == KABA_OP_RETURN);
	a = kaba_attr_find(&code->attrs, KABA_ATTR_LINE_NUMBER_TABLE);
	assert_true(a && a->lines->n == 1 && a->lines->v[0].start_pc == 0);
	assert_null(kaba_member_code(method(l.cls, "hashCode", "()I")));   /* native */
	kaba_arena_free(&l.arena);

	load(&l, "java/lang/Integer.class");
	for (i = 0; i < l.cls->fields.n; i++)
		if (utf8_is(l.cls, l.cls->fields.v[i].name_index, "MIN_VALUE")) {
			a = kaba_attr_find(&l.cls->fields.v[i].attrs, KABA_ATTR_CONSTANT_VALUE);
			assert_non_null(a);
			assert_int_equal(l.cls->cp.entries[a->index].tag, KABA_CP_INTEGER);
			assert_int_equal(l.cls->cp.entries[a->index].bits32, 0x80000000u);
		}
	/* parseInt(String,int) has a StackMapTable with an Object type and a
	 * LocalVariableTable naming its parameters */
	code = kaba_member_code(method(l.cls, "parseInt", "(Ljava/lang/String;I)I"));
	assert_non_null(code);
	a = kaba_attr_find(&code->attrs, KABA_ATTR_STACK_MAP_TABLE);
	assert_true(a && a->stack_map->nframes > 3);
	for (i = 0; i < a->stack_map->nframes; i++) {
		const struct kaba_frame *f = &a->stack_map->frames[i];

		if (f->kind == KABA_FRAME_APPEND || f->kind == KABA_FRAME_FULL)
			break;
	}
	assert_true(i < a->stack_map->nframes);
	kaba_arena_free(&l.arena);
}

/* ---- annotations --------------------------------------------------------- */

struct annotation_count {
	size_t visits, types, deprecated;
	const struct kaba_class *cls;
};

static int count_visit(void *ctx, uint32_t at, uint16_t index, enum kaba_annotation_role role)
{
	struct annotation_count *n = ctx;

	(void)at;
	n->visits++;
	if (role == KABA_ANNOTATION_TYPE) {
		n->types++;
		n->deprecated += kaba_cp_utf8_equals(n->cls, index, "Ljava/lang/Deprecated;");
	}
	return 0;
}

static void walk_all(const struct kaba_class *cls, const struct kaba_attrs *attrs,
		     struct annotation_count *n)
{
	struct kaba_error err = { 0 };
	uint16_t i, j;

	for (i = 0; i < attrs->n; i++) {
		const struct kaba_attr *a = &attrs->v[i];

		if (kaba_annotations_walk(cls, a, count_visit, n, "t", &err)) {
			kaba_error_print(&err, stderr);
			fail();
		}
		if (a->kind == KABA_ATTR_CODE)
			walk_all(cls, &a->code->attrs, n);
		if (a->kind == KABA_ATTR_RECORD)
			for (j = 0; j < a->record->n; j++)
				walk_all(cls, &a->record->v[j].attrs, n);
	}
}

static void test_annotations(void **state)
{
	struct annotation_count n = { 0 };
	size_t i;
	uint16_t m;

	(void)state;
	for (i = 0; i < java_base.n; i++) {
		const struct test_class *c = &java_base.v[i];
		struct kaba_arena arena;
		struct kaba_error err = { 0 };
		struct kaba_class *cls;

		kaba_arena_init(&arena);
		assert_int_equal(kaba_class_parse(c->data, c->len, &arena, c->name, &cls, &err), 0);
		n.cls = cls;
		walk_all(cls, &cls->attrs, &n);
		for (m = 0; m < cls->fields.n; m++)
			walk_all(cls, &cls->fields.v[m].attrs, &n);
		for (m = 0; m < cls->methods.n; m++)
			walk_all(cls, &cls->methods.v[m].attrs, &n);
		kaba_arena_free(&arena);
	}
	printf("# %zu annotation indices, %zu annotation types, %zu @Deprecated\n",
	       n.visits, n.types, n.deprecated);
	assert_true(n.types > 1000 && n.deprecated > 100);
}

static void test_hostile_annotations(void **state)
{
	struct kaba_arena arena;
	struct kaba_error err = { 0 };
	struct kaba_class *cls;
	struct tiny_class t;
	struct kaba_attr *a;
	struct kaba_buf b;
	int i;

	(void)state;
	tiny_class(&t, ret_code, 1);
	kaba_arena_init(&arena);
	assert_int_equal(kaba_class_parse(t.b.data, t.b.len, &arena, "t", &cls, &err), 0);
	/* one annotation of type #3 with one element #5 = nested arrays */
	kaba_buf_init(&b);
	kaba_buf_u16(&b, 1);
	kaba_buf_u16(&b, 3);
	kaba_buf_u16(&b, 1);
	kaba_buf_u16(&b, 5);
	for (i = 0; i < 100; i++) {
		kaba_buf_u8(&b, '[');
		kaba_buf_u16(&b, 1);
	}
	kaba_buf_u8(&b, 's');
	kaba_buf_u16(&b, 5);
	a = kaba_attr_add_raw(cls, &cls->attrs, "RuntimeVisibleAnnotations", b.data, (uint32_t)b.len, &err);
	assert_non_null(a);
	assert_int_equal(kaba_annotations_walk(cls, a, NULL, NULL, "t", &err), KABA_EINPUT);
	assert_non_null(strstr(err.what, "nested too deeply"));
	/* 60 levels are fine */
	b.len = 8;
	for (i = 0; i < 60; i++) {
		kaba_buf_u8(&b, '[');
		kaba_buf_u16(&b, 1);
	}
	kaba_buf_u8(&b, 's');
	kaba_buf_u16(&b, 5);
	a = kaba_attr_add_raw(cls, &cls->attrs, "RuntimeInvisibleAnnotations", b.data, (uint32_t)b.len, &err);
	assert_int_equal(kaba_annotations_walk(cls, a, NULL, NULL, "t", &err), KABA_OK);
	/* the string value names an Integer: wrong kind */
	b.data[b.len - 1] = 8;
	a = kaba_attr_add_raw(cls, &cls->attrs, "RuntimeInvisibleAnnotations", b.data, (uint32_t)b.len, &err);
	assert_int_equal(kaba_annotations_walk(cls, a, NULL, NULL, "t", &err), KABA_EINPUT);
	assert_non_null(strstr(err.what, "wrong kind"));
	/* cut short */
	a = kaba_attr_add_raw(cls, &cls->attrs, "RuntimeInvisibleAnnotations", b.data, (uint32_t)b.len - 1, &err);
	assert_int_equal(kaba_annotations_walk(cls, a, NULL, NULL, "t", &err), KABA_EINPUT);
	assert_non_null(strstr(err.what, "truncated"));
	kaba_buf_free(&b);
	kaba_arena_free(&arena);
	kaba_buf_free(&t.b);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_roundtrip_java_base),
		cmocka_unit_test(test_roundtrip_antlr),
		cmocka_unit_test(test_insn_identity),
		cmocka_unit_test(test_max_stack),
		cmocka_unit_test(test_truncated_everywhere),
		cmocka_unit_test(test_tiny_class_parses),
		cmocka_unit_test(test_bad_header),
		cmocka_unit_test(test_bad_cp_index),
		cmocka_unit_test(test_bad_cp_entries),
		cmocka_unit_test(test_huge_counts),
		cmocka_unit_test(test_code_length_past_end),
		cmocka_unit_test(test_bad_instructions),
		cmocka_unit_test(test_size_limit),
		cmocka_unit_test(test_class_attributes),
		cmocka_unit_test(test_module_attribute),
		cmocka_unit_test(test_member_attributes),
		cmocka_unit_test(test_annotations),
		cmocka_unit_test(test_hostile_annotations),
	};

	return cmocka_run_group_tests(tests, support_load_java_base_and_antlr, support_free_classes);
}
