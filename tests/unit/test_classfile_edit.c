/* Changing parsed classes: new constants, renamed class references, new
 * members and code, attributes added, removed and re-encoded; every
 * change is written, parsed again and checked. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include "kaba/bytecode.h"
#include "kaba/classfile.h"
#include "kaba/descriptor.h"
#include "support.h"

struct parsed {
	struct kaba_arena arena;
	struct kaba_class *cls;
	struct kaba_buf out;    /* the written class, parsed again into re */
	struct kaba_class *re;
};

static void parse_ok(struct parsed *p, const uint8_t *data, size_t len)
{
	struct kaba_error err = { 0 };

	kaba_arena_init(&p->arena);
	kaba_buf_init(&p->out);
	p->re = NULL;
	if (kaba_class_parse(data, len, &p->arena, "t", &p->cls, &err)) {
		kaba_error_print(&err, stderr);
		fail();
	}
}

static void parse_class(struct parsed *p, const char *name)
{
	const struct test_class *c = test_classes_find(&java_base, name);

	assert_non_null(c);
	parse_ok(p, c->data, c->len);
}

/* Write p->cls, parse the result into p->re, and check that re-encoding
 * the re-parsed class gives the same bytes again. */
static void write_reparse(struct parsed *p)
{
	struct kaba_error err = { 0 };
	struct kaba_buf again;

	assert_int_equal(kaba_class_write(p->cls, &p->out, 0, "t", &err), 0);
	if (kaba_class_parse(p->out.data, p->out.len, &p->arena, "t", &p->re, &err)) {
		kaba_error_print(&err, stderr);
		fail();
	}
	kaba_buf_init(&again);
	assert_int_equal(kaba_class_write(p->re, &again, KABA_WRITE_REENCODE, "t", &err), 0);
	assert_int_equal(again.len, p->out.len);
	assert_memory_equal(again.data, p->out.data, again.len);
	kaba_buf_free(&again);
}

static void done(struct parsed *p)
{
	kaba_buf_free(&p->out);
	kaba_arena_free(&p->arena);
}

static void test_intern_constants(void **state)
{
	struct kaba_error err = { 0 };
	struct parsed p;
	uint32_t count;
	uint16_t hello, again, object, big, after, ref;
	size_t len;
	const char *s;

	(void)state;
	parse_class(&p, "java/util/ArrayList$Itr.class");
	count = p.cls->cp.count;
	/* existing entries are found, not duplicated */
	object = kaba_cp_intern_class(p.cls, "java/lang/Object", 16, &err);
	assert_true(object > 0 && object < count);
	assert_int_equal(p.cls->modified, 0);
	assert_int_equal(kaba_cp_find(p.cls, &p.cls->cp.entries[object]), object);
	hello = kaba_cp_intern_utf8(p.cls, "hello", 5, &err);
	assert_int_equal(hello, count);
	again = kaba_cp_intern_utf8(p.cls, "hello", 5, &err);
	assert_int_equal(again, hello);
	big = kaba_cp_intern_long(p.cls, 1234567890123LL, &err);
	assert_int_equal(big, count + 1);
	after = kaba_cp_intern_int(p.cls, -7, &err);
	assert_int_equal(after, count + 3);    /* the Long took two slots */
	ref = kaba_cp_intern_ref(p.cls, KABA_CP_METHODREF, "kaba/Trace", "hit", "(I)V", &err);
	assert_true(ref > after);
	assert_int_equal(kaba_cp_intern_utf8(p.cls, "bad\0utf8", 8, &err), 0);
	assert_int_equal(err.status, KABA_EINPUT);
	assert_non_null(strstr(err.what, "modified UTF-8"));
	assert_int_equal(p.cls->modified, 1);
	write_reparse(&p);
	/* the parsed pool is kept as it was, byte for byte */
	assert_memory_equal(p.out.data + 10, p.cls->cp.raw, p.cls->cp.raw_len);
	assert_int_equal(p.re->cp.count, p.cls->cp.count);
	s = kaba_cp_utf8(p.re, hello, &len);
	assert_int_equal(len, 5);
	assert_memory_equal(s, "hello", 5);
	assert_int_equal(p.re->cp.entries[big].tag, KABA_CP_LONG);
	assert_int_equal(p.re->cp.entries[big].bits64, 1234567890123ULL);
	assert_int_equal(p.re->cp.entries[after].bits32, (uint32_t)-7);
	assert_int_equal(p.re->cp.entries[ref].tag, KABA_CP_METHODREF);
	s = kaba_cp_class_name(p.re, p.re->cp.entries[ref].ref.class_index, &len);
	assert_memory_equal(s, "kaba/Trace", len);
	/* after the constant pool the class is unchanged */
	assert_memory_equal(p.out.data + p.out.len - (p.cls->len - 10 - p.cls->cp.raw_len),
			    p.cls->data + 10 + p.cls->cp.raw_len, p.cls->len - 10 - p.cls->cp.raw_len);
	done(&p);
}

static void test_pool_full(void **state)
{
	struct kaba_error err = { 0 };
	struct parsed p;
	struct tiny_class t;
	char s[16];
	uint32_t i;
	uint16_t last = 0;

	(void)state;
	tiny_class(&t, (const uint8_t[]){ KABA_OP_RETURN }, 1);
	parse_ok(&p, t.b.data, t.b.len);
	for (i = 0; p.cls->cp.count < KABA_CP_MAX_COUNT; i++) {
		snprintf(s, sizeof(s), "s%u", i);
		last = kaba_cp_intern_utf8(p.cls, s, strlen(s), &err);
		assert_true(last > 0);
	}
	assert_int_equal(last, 65534);
	assert_int_equal(kaba_cp_intern_utf8(p.cls, "one more", 8, &err), 0);
	assert_non_null(strstr(err.what, "constant pool full"));
	assert_int_equal(kaba_cp_intern_utf8(p.cls, "s0", 2, &err), 9);  /* finding still works */
	write_reparse(&p);
	assert_int_equal(p.re->cp.count, 65535);
	done(&p);
	kaba_buf_free(&t.b);
}

/* Point every Class entry naming java/util/ArrayList at a new name. */
static void test_rename_class_reference(void **state)
{
	struct kaba_error err = { 0 };
	struct parsed p;
	uint32_t i, renamed = 0, count;
	size_t len;
	const char *s;

	(void)state;
	parse_class(&p, "java/util/ArrayList$Itr.class");
	count = p.cls->cp.count;
	for (i = 1; i < count; i++) {
		s = kaba_cp_class_name(p.cls, i, &len);
		if (s && p.cls->cp.entries[i].tag == KABA_CP_CLASS && len == 19 &&
		    !memcmp(s, "java/util/ArrayList", 19)) {
			assert_int_equal(kaba_cp_set_class_name(p.cls, (uint16_t)i, "kaba/Renamed", 12, &err), 0);
			renamed = i;
		}
	}
	assert_true(renamed > 0);
	assert_null(p.cls->cp.raw);     /* in-place change: the pool is re-encoded */
	write_reparse(&p);
	s = kaba_cp_class_name(p.re, renamed, &len);
	assert_int_equal(len, 12);
	assert_memory_equal(s, "kaba/Renamed", 12);
	/* every other entry is unchanged */
	for (i = 1; i < count; i++)
		if (i != renamed)
			assert_memory_equal(&p.re->cp.entries[i].tag, &p.cls->cp.entries[i].tag, 1);
	/* the interned name is found again; the old Utf8 is still there */
	assert_int_equal(kaba_cp_intern_utf8(p.cls, "kaba/Renamed", 12, &err),
			 p.cls->cp.entries[renamed].index);
	done(&p);
}

static void test_new_method_with_code(void **state)
{
	const uint8_t body[] = { KABA_OP_ICONST_1, KABA_OP_IRETURN };
	struct kaba_error err = { 0 };
	struct kaba_member *m;
	struct kaba_code *code;
	struct kaba_attr *a;
	struct tiny_class t;
	struct parsed p;
	size_t len;
	const char *s;

	(void)state;
	tiny_class(&t, (const uint8_t[]){ KABA_OP_RETURN }, 1);
	parse_ok(&p, t.b.data, t.b.len);
	m = kaba_member_add(p.cls, &p.cls->methods, KABA_ACC_PUBLIC | KABA_ACC_STATIC, "n", "()I", &err);
	assert_non_null(m);
	code = kaba_member_set_code(p.cls, m, body, sizeof(body), 1, 0, &err);
	assert_non_null(code);
	a = kaba_attr_add(p.cls, &code->attrs, KABA_ATTR_LINE_NUMBER_TABLE, &err);
	assert_non_null(a);
	a->lines->v = kaba_class_alloc(p.cls, 1, sizeof(*a->lines->v), &err);
	a->lines->n = 1;
	a->lines->v[0].line = 42;
	assert_non_null(kaba_member_add(p.cls, &p.cls->fields, KABA_ACC_PRIVATE, "count", "J", &err));
	assert_int_equal(kaba_u16s_push(p.cls, &p.cls->interfaces,
					kaba_cp_intern_class(p.cls, "java/lang/Runnable", 18, &err), &err), 0);
	write_reparse(&p);
	assert_int_equal(p.re->methods.n, 2);
	s = kaba_member_name(p.re, &p.re->methods.v[1], &len);
	assert_memory_equal(s, "n", len);
	code = kaba_member_code(&p.re->methods.v[1]);
	assert_non_null(code);
	assert_int_equal(code->code_len, 2);
	assert_memory_equal(code->code, body, 2);
	assert_int_equal(code->max_stack, 1);
	a = kaba_attr_find(&code->attrs, KABA_ATTR_LINE_NUMBER_TABLE);
	assert_non_null(a);
	assert_int_equal(a->lines->v[0].line, 42);
	assert_int_equal(p.re->fields.n, 1);
	assert_int_equal(p.re->interfaces.n, 1);
	assert_memory_equal(kaba_cp_class_name(p.re, p.re->interfaces.v[0], &len), "java/lang/Runnable", 18);
	/* the first method still has its original code */
	assert_int_equal(kaba_member_code(&p.re->methods.v[0])->code[0], KABA_OP_RETURN);
	done(&p);
	kaba_buf_free(&t.b);
}

static void test_attributes_added_and_removed(void **state)
{
	const uint8_t bytes[] = { 1, 2, 3 };
	struct kaba_error err = { 0 };
	struct parsed p;
	struct kaba_attr *a;
	uint16_t i, n;

	(void)state;
	parse_class(&p, "java/util/ArrayList$Itr.class");
	n = p.cls->attrs.n;
	for (i = 0; i < p.cls->attrs.n; i++)
		if (p.cls->attrs.v[i].kind == KABA_ATTR_SOURCE_FILE)
			kaba_attr_remove(p.cls, &p.cls->attrs, i);
	assert_int_equal(p.cls->attrs.n, n - 1);
	assert_non_null(kaba_attr_add_raw(p.cls, &p.cls->attrs, "KabaMark", bytes, 3, &err));
	/* rename a method and drop another */
	assert_int_equal(kaba_member_rename(p.cls, &p.cls->methods.v[0], "renamed", NULL, &err), 0);
	kaba_member_remove(p.cls, &p.cls->methods, 1);
	write_reparse(&p);
	assert_null(kaba_attr_find(&p.re->attrs, KABA_ATTR_SOURCE_FILE));
	a = kaba_attr_find_named(p.re, &p.re->attrs, "KabaMark");
	assert_non_null(a);
	assert_int_equal(a->kind, KABA_ATTR_RAW);
	assert_int_equal(a->len, 3);
	assert_memory_equal(a->raw, bytes, 3);
	assert_true(kaba_cp_utf8_equals(p.re, p.re->methods.v[0].name_index, "renamed"));
	assert_int_equal(p.re->methods.n, p.cls->methods.n);
	done(&p);
}

/* Touching nested attributes re-encodes them and their Code: unchanged
 * content comes out identical, changed content shows up after re-parsing. */
static void test_touch_nested(void **state)
{
	struct kaba_error err = { 0 };
	struct parsed p;
	uint16_t i;
	int touched = 0;
	struct kaba_attr *lines = NULL;

	(void)state;
	parse_class(&p, "java/util/HashMap.class");
	for (i = 0; i < p.cls->methods.n; i++) {
		struct kaba_code *code = kaba_member_code(&p.cls->methods.v[i]);
		struct kaba_attr *a;

		if (!code)
			continue;
		if ((a = kaba_attr_find(&code->attrs, KABA_ATTR_STACK_MAP_TABLE))) {
			kaba_attr_touch(p.cls, a);
			touched++;
		}
		if (!lines)
			lines = kaba_attr_find(&code->attrs, KABA_ATTR_LINE_NUMBER_TABLE);
	}
	assert_true(touched > 10);
	assert_int_equal(kaba_class_write(p.cls, &p.out, 0, "t", &err), 0);
	assert_int_equal(p.out.len, p.cls->len);
	assert_memory_equal(p.out.data, p.cls->data, p.cls->len);
	p.out.len = 0;
	assert_non_null(lines);
	lines->lines->v[0].line += 1000;
	kaba_attr_touch(p.cls, lines);
	write_reparse(&p);
	for (i = 0; i < p.re->methods.n; i++) {
		struct kaba_code *code = kaba_member_code(&p.re->methods.v[i]);
		struct kaba_attr *a = code ? kaba_attr_find(&code->attrs, KABA_ATTR_LINE_NUMBER_TABLE) : NULL;

		if (a) {
			assert_int_equal(a->lines->v[0].line, lines->lines->v[0].line);
			break;
		}
	}
	done(&p);
}

/* A short frame whose delta outgrows 63 is written in the extended form. */
static void test_frame_forms(void **state)
{
	struct kaba_error err = { 0 };
	struct parsed p;
	uint16_t i, j;
	struct kaba_frame *f = NULL;
	struct kaba_attr *sm = NULL;

	(void)state;
	parse_class(&p, "java/util/HashMap.class");
	for (i = 0; i < p.cls->methods.n && !f; i++) {
		struct kaba_code *code = kaba_member_code(&p.cls->methods.v[i]);

		sm = code ? kaba_attr_find(&code->attrs, KABA_ATTR_STACK_MAP_TABLE) : NULL;
		for (j = 0; sm && j < sm->stack_map->nframes; j++)
			if (sm->stack_map->frames[j].kind == KABA_FRAME_SAME &&
			    !sm->stack_map->frames[j].extended &&
			    j == sm->stack_map->nframes - 1) {
				f = &sm->stack_map->frames[j];
				break;
			}
	}
	assert_non_null(f);
	/* The frame may now lie past the code, so only the encoding is
	 * checked, not a re-parse. */
	f->offset_delta = 100;
	kaba_attr_touch(p.cls, sm);
	assert_int_equal(kaba_class_write(p.cls, &p.out, 0, "t", &err), 0);
	assert_int_equal(p.out.len, p.cls->len + 2);   /* 1 byte became 3 */
	/* a frame kind with a count that has no encoding is refused */
	f->kind = KABA_FRAME_APPEND;
	f->nlocals = 4;
	f->locals = kaba_class_alloc(p.cls, 4, sizeof(*f->locals), &err);
	p.out.len = 0;
	assert_int_equal(kaba_class_write(p.cls, &p.out, 0, "t", &err), KABA_EINPUT);
	assert_non_null(strstr(err.what, "has no encoding"));
	done(&p);
}

static void test_insn_make_and_relocate(void **state)
{
	struct kaba_error err = { 0 };
	struct kaba_insn insn;
	struct kaba_buf b;
	struct kaba_insn_iter it;

	(void)state;
	kaba_buf_init(&b);
	assert_int_equal(kaba_insn_make(&insn, KABA_OP_ILOAD, 300, 0), 0);
	assert_int_equal(insn.wide, 1);
	assert_int_equal(kaba_insn_encode(&b, 0, &insn, NULL, NULL, &err), 0);
	assert_int_equal(b.len, 4);
	assert_int_equal(kaba_insn_make(&insn, KABA_OP_IINC, 1, -200), 0);
	assert_int_equal(insn.wide, 1);
	assert_int_equal(kaba_insn_encode(&b, 0, &insn, NULL, NULL, &err), 0);
	assert_int_equal(kaba_insn_make(&insn, KABA_OP_GOTO, 0, 0), 0);
	assert_int_equal(kaba_insn_encode(&b, 0, &insn, NULL, NULL, &err), 0);
	assert_int_equal(b.data[10], KABA_OP_GOTO);
	assert_int_equal((int16_t)(b.data[11] << 8 | b.data[12]), -10);
	assert_int_equal(kaba_insn_make(&insn, KABA_OP_GOTO, 40000, 0), 0);
	assert_int_equal(kaba_insn_encode(&b, 0, &insn, NULL, NULL, &err), KABA_EINPUT);
	assert_int_equal(kaba_insn_make(&insn, KABA_OP_TABLESWITCH, 0, 0), -1);
	assert_int_equal(kaba_code_check(b.data, (uint32_t)b.len, "t", 0, &err), 0);
	kaba_insn_iter_init(&it, b.data, (uint32_t)b.len, "t", 0);
	assert_int_equal(kaba_insn_next(&it, &insn, &err), 1);
	assert_int_equal(insn.opcode, KABA_OP_ILOAD);
	assert_int_equal(insn.operand, 300);
	assert_int_equal(kaba_insn_next(&it, &insn, &err), 1);
	assert_int_equal(insn.operand2, -200);
	kaba_buf_free(&b);
}

/* Moving a switch by one byte changes its padding; relocated targets follow. */
static int64_t shift_one(void *ctx, int64_t old)
{
	(void)ctx;
	return old + 1;
}

static void test_switch_moves(void **state)
{
	/* tableswitch at 0 (pad 3): default 28, cases 0..1 -> 28, 28; then
	 * lookupswitch-free tail of nops and a return at 28 */
	uint8_t code[29] = { KABA_OP_TABLESWITCH, 0, 0, 0, 0, 0, 0, 28,
			     0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 28, 0, 0, 0, 28 };
	struct kaba_error err = { 0 };
	struct kaba_insn insn, moved;
	struct kaba_buf b;
	int32_t match;
	int64_t target;

	(void)state;
	code[28] = KABA_OP_RETURN;
	assert_int_equal(kaba_code_check(code, sizeof(code), "t", 0, &err), 0);
	assert_int_equal(kaba_insn_decode(code, sizeof(code), 0, &insn, "t", 0, &err), 0);
	assert_int_equal(insn.length, 24);
	kaba_buf_init(&b);
	kaba_buf_u8(&b, KABA_OP_NOP);          /* the switch now starts at 1: pad 2 */
	assert_int_equal(kaba_insn_encode(&b, 0, &insn, shift_one, NULL, &err), 0);
	assert_int_equal(b.len, 1 + 23);
	while (b.len < 29)
		kaba_buf_u8(&b, KABA_OP_NOP);
	kaba_buf_u8(&b, KABA_OP_RETURN);
	assert_int_equal(kaba_code_check(b.data, (uint32_t)b.len, "t", 0, &err), 0);
	assert_int_equal(kaba_insn_decode(b.data, (uint32_t)b.len, 1, &moved, "t", 0, &err), 0);
	assert_int_equal(moved.target, 29);
	kaba_insn_case(&moved, 1, &match, &target);
	assert_int_equal(match, 1);
	assert_int_equal(target, 29);
	kaba_buf_free(&b);
}

static void test_dump(void **state)
{
	struct parsed p;
	char *text = NULL;
	size_t size = 0;
	FILE *f = open_memstream(&text, &size);

	(void)state;
	parse_class(&p, "java/util/ArrayList$Itr.class");
	kaba_class_dump(f, p.cls);
	fclose(f);
	assert_non_null(strstr(text, "class java/util/ArrayList$Itr extends java/lang/Object"));
	assert_non_null(strstr(text, "invokevirtual"));
	assert_non_null(strstr(text, "StackMapTable"));
	free(text);
	done(&p);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_intern_constants),
		cmocka_unit_test(test_pool_full),
		cmocka_unit_test(test_rename_class_reference),
		cmocka_unit_test(test_new_method_with_code),
		cmocka_unit_test(test_attributes_added_and_removed),
		cmocka_unit_test(test_touch_nested),
		cmocka_unit_test(test_frame_forms),
		cmocka_unit_test(test_insn_make_and_relocate),
		cmocka_unit_test(test_switch_moves),
		cmocka_unit_test(test_dump),
	};

	return cmocka_run_group_tests(tests, support_load_java_base, support_free_classes);
}
