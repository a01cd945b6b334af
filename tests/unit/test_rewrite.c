/*
 * Stack-map frames computed by kaba_frames_compute: hand-written methods
 * whose frames are known (loops, merges through the oracle, wide locals
 * that die, dead code, handlers over dead code), code the inference must
 * refuse without changing the method, old class files left alone; then
 * every method of antlr against the JDK, compared with javac's frames;
 * and HotSpot as the judge of dead code: the frame fixture with unreachable
 * code inserted after every jump, return and throw must run as before.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "kaba/program.h"
#include "kaba/rewrite.h"
#include "test_classfile_util.h"

/* An oracle that knows T below java/lang/Object, and counts its calls. */
static int oracle_calls;

static const char *stub_common_super(void *ctx, const char *a, const char *b)
{
	(void)a;
	(void)b;
	oracle_calls++;
	return ctx;
}

static struct kaba_hierarchy stub = { stub_common_super, (void *)"java/lang/Object" };
static struct kaba_hierarchy unknown = { stub_common_super, NULL };

struct method {
	struct tiny_class t;
	struct kaba_arena arena;
	struct kaba_class *cls;
	struct kaba_code *code;
	struct kaba_error err;
	struct kaba_frames_stats stats;
};

static void method_open(struct method *m, const uint8_t *code, uint32_t len, uint16_t major)
{
	memset(m, 0, sizeof(*m));
	tiny_class(&m->t, code, len);
	m->t.b.data[7] = (uint8_t)major;
	kaba_arena_init(&m->arena);
	assert_int_equal(kaba_class_parse(m->t.b.data, m->t.b.len, &m->arena, "T", &m->cls,
					  &m->err), 0);
	m->code = kaba_member_code(&m->cls->methods.v[0]);
	assert_non_null(m->code);
}

static int method_frames(struct method *m, const struct kaba_hierarchy *h)
{
	return kaba_frames_compute(m->cls, &m->cls->methods.v[0], h, "T", &m->stats, &m->err);
}

static const struct kaba_stack_map *stack_map(struct method *m)
{
	struct kaba_attr *a = kaba_attr_find(&m->code->attrs, KABA_ATTR_STACK_MAP_TABLE);

	return a ? a->stack_map : NULL;
}

/* The class writes and parses again: the frames are encodable and valid. */
static void method_reparse(struct method *m)
{
	struct kaba_buf out;
	struct kaba_arena arena;
	struct kaba_class *again;

	kaba_buf_init(&out);
	kaba_arena_init(&arena);
	if (kaba_class_write(m->cls, &out, 0, "T", &m->err) ||
	    kaba_class_parse(out.data, out.len, &arena, "T", &again, &m->err))
		fail_msg("%s", m->err.what);
	kaba_arena_free(&arena);
	kaba_buf_free(&out);
}

static void method_close(struct method *m)
{
	kaba_arena_free(&m->arena);
	kaba_buf_free(&m->t.b);
}

static void test_loop(void **state)
{
	/* 0 iconst_0  1 istore_0  2 iinc 0 1  5 iload_0  6 bipush 10
	 * 8 if_icmplt -6 (to 2)  11 return */
	static const uint8_t code[] = { 0x03, 0x3b, 0x84, 0, 1, 0x1a, 0x10, 10, 0xa1, 0xff, 0xfa, 0xb1 };
	struct method m;
	const struct kaba_stack_map *sm;

	(void)state;
	method_open(&m, code, sizeof(code), 52);
	assert_int_equal(method_frames(&m, &stub), 0);
	sm = stack_map(&m);
	assert_non_null(sm);
	assert_int_equal(sm->nframes, 1);
	assert_int_equal(sm->frames[0].kind, KABA_FRAME_APPEND);
	assert_int_equal(sm->frames[0].offset_delta, 2);
	assert_int_equal(sm->frames[0].nlocals, 1);
	assert_int_equal(sm->frames[0].locals[0].tag, KABA_VT_INTEGER);
	assert_int_equal(m.code->max_stack, 2);
	assert_int_equal(m.code->max_locals, 1);
	assert_int_equal(m.stats.frames, 1);
	method_reparse(&m);
	method_close(&m);
}

static void test_merge_through_oracle(void **state)
{
	/* 0 aconst_null  1 checkcast #2 (T)  4 astore_0  5 iconst_0  6 ifeq +8 (to 14)
	 * 9 aconst_null  10 checkcast #4 (Object)  13 astore_0  14 return */
	static const uint8_t code[] = { 0x01, 0xc0, 0, 2, 0x4b, 0x03, 0x99, 0, 8,
					0x01, 0xc0, 0, 4, 0x4b, 0xb1 };
	struct method m;
	const struct kaba_stack_map *sm;

	(void)state;
	method_open(&m, code, sizeof(code), 52);
	oracle_calls = 0;
	assert_int_equal(method_frames(&m, &stub), 0);
	assert_true(oracle_calls >= 1);
	sm = stack_map(&m);
	assert_int_equal(sm->nframes, 1);
	assert_int_equal(sm->frames[0].kind, KABA_FRAME_APPEND);
	assert_int_equal(sm->frames[0].offset_delta, 14);
	assert_int_equal(sm->frames[0].locals[0].tag, KABA_VT_OBJECT);
	assert_int_equal(sm->frames[0].locals[0].data, 4);   /* java/lang/Object */
	method_reparse(&m);
	method_close(&m);

	/* an oracle that cannot answer: unsupported, the method unchanged */
	method_open(&m, code, sizeof(code), 52);
	assert_int_equal(method_frames(&m, &unknown), KABA_EUNSUPPORTED);
	assert_non_null(strstr(m.err.what, "cannot merge T and java/lang/Object"));
	assert_null(stack_map(&m));
	assert_int_equal(m.code->max_stack, 4);
	assert_int_equal(m.cls->modified, 0);
	method_close(&m);
}

static void test_wide_local_dies(void **state)
{
	/* 0 lconst_0  1 lstore_0  2 iconst_0  3 ifeq +5 (to 8)  6 iconst_1
	 * 7 istore_1 (kills the long in 0-1)  8 return */
	static const uint8_t code[] = { 0x09, 0x3f, 0x03, 0x99, 0, 5, 0x04, 0x3c, 0xb1 };
	/* the same without the kill: the long survives the merge */
	static const uint8_t keep[] = { 0x09, 0x3f, 0x03, 0x99, 0, 5, 0x04, 0x57, 0xb1 };
	struct method m;
	const struct kaba_stack_map *sm;

	(void)state;
	method_open(&m, code, sizeof(code), 52);
	assert_int_equal(method_frames(&m, &stub), 0);
	sm = stack_map(&m);
	assert_int_equal(sm->nframes, 1);
	assert_int_equal(sm->frames[0].kind, KABA_FRAME_SAME);
	assert_int_equal(sm->frames[0].offset_delta, 8);
	assert_int_equal(m.code->max_locals, 2);
	method_close(&m);

	method_open(&m, keep, sizeof(keep), 52);
	assert_int_equal(method_frames(&m, &stub), 0);
	sm = stack_map(&m);
	assert_int_equal(sm->frames[0].kind, KABA_FRAME_APPEND);
	assert_int_equal(sm->frames[0].nlocals, 1);      /* one entry for two slots */
	assert_int_equal(sm->frames[0].locals[0].tag, KABA_VT_LONG);
	assert_int_equal(m.code->max_locals, 2);
	assert_int_equal(m.code->max_stack, 2);
	method_reparse(&m);
	method_close(&m);
}

static void test_dead_code(void **state)
{
	/* 0 return  1 iconst_0  2 pop  3 iconst_1  4 return: 1-4 unreachable,
	 * and a handler [0, 5) -> 1 whose range holds dead code */
	static const uint8_t code[] = { 0xb1, 0x03, 0x57, 0x04, 0xb1 };
	static const uint8_t dead[] = { 0xb1, 0x00, 0x00, 0x00, 0xbf };
	struct kaba_exception_entry *e;
	struct method m;
	const struct kaba_stack_map *sm;

	(void)state;
	method_open(&m, code, sizeof(code), 52);
	e = kaba_class_alloc(m.cls, 1, sizeof(*e), &m.err);
	e->start_pc = 0, e->end_pc = 5, e->handler_pc = 1, e->catch_type = 0;
	m.code->exceptions = e;
	m.code->nexceptions = 1;
	assert_int_equal(method_frames(&m, &stub), 0);
	/* the handler is reachable from `return`, so 1 is live: handler code */
	assert_int_equal(m.stats.dead_bytes, 0);
	method_close(&m);

	method_open(&m, code, sizeof(code), 52);
	assert_int_equal(method_frames(&m, &stub), 0);
	assert_int_equal(m.stats.dead_bytes, 4);
	assert_memory_equal(m.code->code, dead, sizeof(dead));
	sm = stack_map(&m);
	assert_int_equal(sm->nframes, 1);
	assert_int_equal(sm->frames[0].kind, KABA_FRAME_SAME_LOCALS_1);
	assert_int_equal(sm->frames[0].offset_delta, 1);
	assert_int_equal(sm->frames[0].stack[0].tag, KABA_VT_OBJECT);
	assert_int_equal(m.code->max_stack, 1);
	method_reparse(&m);
	method_close(&m);
}

static void test_handler_range_cut(void **state)
{
	/* 0 iconst_0  1 ifeq +7 (to 8)  4 return  5 nop  6 nop  7 athrow
	 * 8 return, and 5-6 unreachable: a handler [4, 9) -> 7 splits
	 * around them */
	static const uint8_t code[] = { 0x03, 0x99, 0, 7, 0xb1, 0x00, 0x00, 0xbf, 0xb1 };
	struct kaba_exception_entry *e;
	struct method m;

	(void)state;
	method_open(&m, code, sizeof(code), 52);
	e = kaba_class_alloc(m.cls, 1, sizeof(*e), &m.err);
	e->start_pc = 4, e->end_pc = 9, e->handler_pc = 7, e->catch_type = 2;
	m.code->exceptions = e;
	m.code->nexceptions = 1;
	assert_int_equal(method_frames(&m, &stub), 0);
	assert_int_equal(m.stats.dead_bytes, 2);
	assert_int_equal(m.code->nexceptions, 2);
	assert_int_equal(m.code->exceptions[0].start_pc, 4);
	assert_int_equal(m.code->exceptions[0].end_pc, 5);
	assert_int_equal(m.code->exceptions[1].start_pc, 7);
	assert_int_equal(m.code->exceptions[1].end_pc, 9);
	assert_int_equal(m.code->exceptions[1].catch_type, 2);
	assert_int_equal(stack_map(&m)->nframes, 3);      /* 5 (dead), 7, 8 */
	method_reparse(&m);
	method_close(&m);
}

static void test_refused(void **state)
{
	static const struct { const char *name; uint8_t code[8]; uint32_t len; const char *what; } bad[] = {
		{ "underflow", { 0x57, 0xb1 }, 2, "underflow" },
		{ "depths", { 0x03, 0x99, 0, 4, 0x04, 0xb1 }, 6, "stack depths" },
		{ "jsr", { 0xa8, 0, 4, 0xb1, 0x4b, 0xa9, 0 }, 7, "jsr" },
		{ "falls off", { 0x00 }, 1, "falls off" },
		{ "local", { 0x15, 9, 0xb1 }, 3, "beyond max_locals" },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		struct method m;

		method_open(&m, bad[i].code, bad[i].len, 52);
		assert_int_equal(method_frames(&m, &stub), KABA_EINPUT);
		if (!strstr(m.err.what, bad[i].what))
			fail_msg("%s: %s", bad[i].name, m.err.what);
		assert_int_equal(m.cls->modified, 0);
		method_close(&m);
	}
}

static void test_old_class_left_alone(void **state)
{
	static const uint8_t code[] = { 0xa8, 0, 4, 0xb1, 0x4b, 0xa9, 0 };
	struct method m;

	(void)state;
	method_open(&m, code, sizeof(code), 49);
	assert_int_equal(method_frames(&m, &stub), 0);
	assert_int_equal(m.cls->modified, 0);
	assert_int_equal(m.stats.frames, 0);
	method_close(&m);
}

/* Two frames mean the same: kinds, offsets and types. */
static int same_frame(const struct kaba_frame *a, const struct kaba_frame *b)
{
	uint16_t i;

	if (a->kind != b->kind || a->offset_delta != b->offset_delta || a->chop != b->chop ||
	    a->nlocals != b->nlocals || a->nstack != b->nstack)
		return 0;
	for (i = 0; i < a->nlocals; i++)
		if (a->locals[i].tag != b->locals[i].tag || a->locals[i].data != b->locals[i].data)
			return 0;
	for (i = 0; i < a->nstack; i++)
		if (a->stack[i].tag != b->stack[i].tag || a->stack[i].data != b->stack[i].data)
			return 0;
	return 1;
}

/* Every method of antlr: frames computed against the JDK, and how many
 * equal javac's.  They need not (the e2e test verifies them): javac drops
 * locals when their scope ends and types a local by its declaration, kaba
 * keeps what every path defines and types it by what it holds (null, say). */
static void test_antlr_against_javac(void **state)
{
	const char *inputs[] = { ANTLR_JAR };
	struct kaba_program *p;
	struct kaba_error err;
	struct kaba_hierarchy h;
	size_t i, methods = 0, same = 0, frames_old = 0, frames_new = 0;

	(void)state;
	if (kaba_program_open(inputs, 1, NULL, &p, &err))
		fail_msg("%s: %s", err.where, err.what);
	h = kaba_program_hierarchy(p);
	for (i = 0; i < kaba_program_user_count(p); i++) {
		struct kaba_pclass *c = kaba_program_user(p, i);
		uint16_t j, k;

		for (j = 0; j < c->cf->methods.n; j++) {
			struct kaba_member *mb = &c->cf->methods.v[j];
			struct kaba_code *code = kaba_member_code(mb);
			struct kaba_attr *a = code ? kaba_attr_find(&code->attrs,
								     KABA_ATTR_STACK_MAP_TABLE) : NULL;
			struct kaba_stack_map old = { 0 };
			const struct kaba_stack_map *now;
			int equal;

			if (!code)
				continue;
			if (a)
				old = *a->stack_map;
			if (kaba_frames_compute(c->cf, mb, &h, c->where, NULL, &err))
				fail_msg("%s: %s", err.where, err.what);
			a = kaba_attr_find(&code->attrs, KABA_ATTR_STACK_MAP_TABLE);
			now = a ? a->stack_map : NULL;
			equal = (now ? now->nframes : 0) == old.nframes;
			for (k = 0; equal && k < old.nframes; k++)
				equal = same_frame(&old.frames[k], &now->frames[k]);
			methods++;
			same += (size_t)equal;
			frames_old += old.nframes;
			frames_new += now ? now->nframes : 0;
		}
	}
	print_message("# antlr: %zu methods, %zu with javac's frames exactly; %zu frames (javac %zu)\n",
		      methods, same, frames_new, frames_old);
	assert_true(methods > 2000);
	assert_true(same * 4 > methods * 3);
	assert_int_equal(frames_new, frames_old);       /* at the same places */
	kaba_program_free(p);
}

static void test_new_hierarchy(void **state)
{
	/* the paper's proposal: A'2 > A'1 > {A, B'3 > B'1, B}, B'2 an interface */
	static const struct { const char *name, *super; int iface; } classes[] = {
		{ "A$2", "java/lang/Object", 0 }, { "A$1", "A$2", 0 }, { "A", "A$1", 0 },
		{ "B$3", "A$1", 0 }, { "B$1", "B$3", 0 }, { "B$2", "java/lang/Object", 1 },
		{ "B", "A$1", 0 }, { "X", "Y", 0 }, { "Y", "X", 0 },
	};
	static const char *const lubs[][3] = {
		{ "A", "B$1", "A$1" }, { "B$1", "B$3", "B$3" }, { "B$3", "B$1", "B$3" },
		{ "B", "A$2", "A$2" }, { "B", "B$2", "java/lang/Object" },
		{ "A$2", "java/lang/String", "java/lang/Object" },
		{ "[LA;", "[LB$1;", "[LA$1;" }, { "[[LB;", "[[LB$1;", "[[LA$1;" },
		{ "[LA;", "[I", "java/lang/Object" }, { "[[LA;", "[LA;", "[Ljava/lang/Object;" },
		{ "[[I", "[LB;", "[Ljava/lang/Object;" }, { "[I", "[I", "[I" }, { "A", "A", "A" },
	};
	struct kaba_new_hierarchy *nh;
	struct kaba_hierarchy h;
	struct kaba_error err;
	size_t i;

	(void)state;
	assert_int_equal(kaba_new_hierarchy_create(&stub, &nh, &err), 0);
	for (i = 0; i < sizeof(classes) / sizeof(classes[0]); i++)
		assert_int_equal(kaba_new_hierarchy_add(nh, classes[i].name, classes[i].super,
							classes[i].iface, &err), 0);
	assert_int_equal(kaba_new_hierarchy_add(nh, "A", "B", 0, &err), KABA_EINPUT);
	h = kaba_new_hierarchy_oracle(nh);
	for (i = 0; i < sizeof(lubs) / sizeof(lubs[0]); i++) {
		const char *got = h.common_super(h.ctx, lubs[i][0], lubs[i][1]);

		if (!got || strcmp(got, lubs[i][2]))
			fail_msg("lub(%s, %s) = %s, not %s", lubs[i][0], lubs[i][1],
				 got ? got : "NULL", lubs[i][2]);
	}
	assert_null(h.common_super(h.ctx, "X", "A"));   /* a cycle */
	kaba_new_hierarchy_free(nh);
}

/* The old program's chain V < BT < T < B < Object, for chain_common_super. */
static const char *const old_chain[] = { "V", "BT", "T", "B", "java/lang/Object" };

static size_t chain_at(const char *n)
{
	size_t i;

	for (i = 0; i < 5 && strcmp(old_chain[i], n); i++)
		;
	return i;
}

static const char *chain_common_super(void *ctx, const char *a, const char *b)
{
	size_t i = chain_at(a), j = chain_at(b);

	(void)ctx;
	return i == 5 || j == 5 ? "java/lang/Object" : old_chain[i > j ? i : j];
}

/* Frozen classes written anew keep their superclass, so a chain leaves the
 * new classes for the old ones and may meet the other's new classes there
 * (ecj: VoidTypeBinding and TypeBinding written anew, BaseTypeBinding and
 * Binding copied): lub(V, T) is T, not B. */
static void test_new_hierarchy_frozen(void **state)
{
	struct kaba_hierarchy base = { chain_common_super, NULL }, h;
	struct kaba_new_hierarchy *nh;
	struct kaba_error err;

	(void)state;
	assert_int_equal(kaba_new_hierarchy_create(&base, &nh, &err), 0);
	assert_int_equal(kaba_new_hierarchy_add(nh, "V", "BT", 0, &err), 0);
	assert_int_equal(kaba_new_hierarchy_add(nh, "T", "B", 0, &err), 0);
	assert_int_equal(kaba_new_hierarchy_add(nh, "N", "java/lang/Object", 0, &err), 0);
	h = kaba_new_hierarchy_oracle(nh);
	assert_string_equal(h.common_super(h.ctx, "V", "T"), "T");
	assert_string_equal(h.common_super(h.ctx, "T", "V"), "T");
	assert_string_equal(h.common_super(h.ctx, "BT", "T"), "T");
	assert_string_equal(h.common_super(h.ctx, "T", "BT"), "T");
	assert_string_equal(h.common_super(h.ctx, "V", "B"), "B");
	assert_string_equal(h.common_super(h.ctx, "V", "N"), "java/lang/Object");
	kaba_new_hierarchy_free(nh);
}

/* Hostile code: one byte of one method of an antlr class replaced by a
 * one-byte instruction (which often keeps the class parseable but wrong:
 * stacks that underflow or do not merge, wrong kinds of locals, control
 * falling off the end).  Every method of a class that still parses gets
 * frames computed: a status, never a crash (ASan in the sanitizer build). */
static void test_mutated_code(void **state)
{
	static const uint8_t ops[] = {
		KABA_OP_NOP, KABA_OP_ACONST_NULL, KABA_OP_ICONST_0, KABA_OP_LCONST_0,
		KABA_OP_DCONST_1, KABA_OP_ALOAD_0, KABA_OP_ALOAD_3, KABA_OP_ISTORE_0,
		KABA_OP_ASTORE_3, KABA_OP_AALOAD, KABA_OP_AASTORE, KABA_OP_POP, KABA_OP_POP2,
		KABA_OP_DUP, KABA_OP_DUP_X2, KABA_OP_DUP2_X2, KABA_OP_SWAP, KABA_OP_IADD + 1 /* ladd */,
		KABA_OP_I2L, KABA_OP_LCMP, KABA_OP_ARETURN, KABA_OP_RETURN, KABA_OP_ATHROW,
		KABA_OP_ARRAYLENGTH, KABA_OP_MONITORENTER,
	};
	struct test_classes tc;
	unsigned seed = 12345, round, parsed = 0, computed = 0, refused = 0;

	(void)state;
	assert_int_equal(test_classes_load(ANTLR_JAR, &tc), 0);
	for (round = 0; round < 3000; round++) {
		const struct test_class *c = &tc.v[rand_r(&seed) % tc.n];
		uint8_t *data = malloc(c->len);
		struct kaba_arena arena;
		struct kaba_class *cls;
		struct kaba_error err;
		const struct kaba_code *code;
		uint16_t j;

		memcpy(data, c->data, c->len);
		kaba_arena_init(&arena);
		if (kaba_class_parse(data, c->len, &arena, "m", &cls, &err) || !cls->methods.n)
			goto next;
		code = kaba_member_code(&cls->methods.v[rand_r(&seed) % cls->methods.n]);
		if (!code || !code->code_len)
			goto next;
		data[code->code - data + rand_r(&seed) % code->code_len] =
			ops[rand_r(&seed) % sizeof(ops)];
		kaba_arena_free(&arena);
		kaba_arena_init(&arena);
		if (kaba_class_parse(data, c->len, &arena, "m", &cls, &err))
			goto next;
		parsed++;
		for (j = 0; j < cls->methods.n; j++) {
			if (!kaba_member_code(&cls->methods.v[j]))
				continue;
			if (kaba_frames_compute(cls, &cls->methods.v[j], &stub, "m", NULL, &err))
				refused++;
			else
				computed++;
		}
next:
		kaba_arena_free(&arena);
		free(data);
	}
	print_message("# mutated: %u classes parsed again, %u methods computed, %u refused\n",
		      parsed, computed, refused);
	assert_true(parsed > 500 && refused > 100);
	test_classes_free(&tc);
}

/* Java's output for `java -cp CP MAIN_AND_ARGS`, malloc'd. */
static char *run_main(const char *java_home, const char *cp, const char *main_and_args)
{
	char cmd[2048];
	struct kaba_buf out;
	FILE *f;
	size_t n;

	snprintf(cmd, sizeof(cmd), "%s/bin/java -cp %s %s 2>&1", java_home, cp, main_and_args);
	assert_non_null(f = popen(cmd, "r"));
	kaba_buf_init(&out);
	kaba_buf_reserve(&out, 4096);
	while ((n = fread(out.data + out.len, 1, out.cap - out.len - 1, f)) > 0) {
		out.len += n;
		kaba_buf_reserve(&out, 4096);
	}
	pclose(f);
	out.data[out.len] = 0;
	return (char *)out.data;
}

/* Unreachable `iconst_0 pop return` after the end of the code, inside an
 * extra exception range that only the unreachable code fills (so the range
 * must go), with the method's first handler as its handler. */
static void insert_dead_code(struct kaba_class *cls, struct kaba_member *m)
{
	static const uint8_t dead[] = { KABA_OP_ICONST_0, KABA_OP_POP, KABA_OP_RETURN };
	struct kaba_code old = *kaba_member_code(m), *code;
	struct kaba_exception_entry *e;
	struct kaba_error err;
	uint8_t *bytes = malloc(old.code_len + sizeof(dead));

	memcpy(bytes, old.code, old.code_len);
	memcpy(bytes + old.code_len, dead, sizeof(dead));
	code = kaba_member_set_code(cls, m, bytes, old.code_len + (uint32_t)sizeof(dead),
				    old.max_stack, old.max_locals, &err);
	assert_non_null(code);
	code->attrs = old.attrs;
	code->nexceptions = old.nexceptions;
	code->exceptions = old.exceptions;
	if (old.nexceptions) {
		e = kaba_class_alloc(cls, old.nexceptions + 1u, sizeof(*e), &err);
		memcpy(e, old.exceptions, old.nexceptions * sizeof(*e));
		e[old.nexceptions] = old.exceptions[0];
		e[old.nexceptions].start_pc = (uint16_t)old.code_len;
		e[old.nexceptions].end_pc = (uint16_t)(old.code_len + sizeof(dead));
		code->exceptions = e;
		code->nexceptions++;
	}
	free(bytes);
}

static void test_dead_code_verifies(void **state)
{
	const char *build = getenv("BUILD"), *jh = getenv("JAVA_HOME");
	char jar[512], dir[512], path[1024];
	const char *inputs[] = { jar };
	struct test_classes tc;
	struct kaba_program *p;
	struct kaba_error err;
	struct kaba_hierarchy h;
	size_t i, dead = 0;
	char *before, *after;

	(void)state;
	if (!jh || !*jh)
		jh = "/usr/lib/jvm/java-17-openjdk-amd64";
	snprintf(jar, sizeof(jar), "%s/fixtures/hazard_frames.jar", build ? build : "build");
	if (access(jar, R_OK))
		skip();
	assert_int_equal(test_classes_load(jar, &tc), 0);
	if (kaba_program_open(inputs, 1, NULL, &p, &err))
		fail_msg("%s: %s", err.where, err.what);
	h = kaba_program_hierarchy(p);
	snprintf(dir, sizeof(dir), "%s/kaba-test-rewrite-XXXXXX", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
	assert_non_null(mkdtemp(dir));
	snprintf(path, sizeof(path), "%s/frames", dir);
	assert_int_equal(mkdir(path, 0777), 0);
	for (i = 0; i < tc.n; i++) {
		struct kaba_arena arena;
		struct kaba_class *cls;
		struct kaba_buf out;
		uint16_t j;
		FILE *f;

		kaba_arena_init(&arena);
		kaba_buf_init(&out);
		assert_int_equal(kaba_class_parse(tc.v[i].data, tc.v[i].len, &arena, tc.v[i].name,
						  &cls, &err), 0);
		for (j = 0; j < cls->methods.n; j++) {
			struct kaba_frames_stats fs;

			if (!kaba_member_code(&cls->methods.v[j]))
				continue;
			insert_dead_code(cls, &cls->methods.v[j]);
			if (kaba_frames_compute(cls, &cls->methods.v[j], &h, tc.v[i].name, &fs, &err))
				fail_msg("%s: %s", err.where, err.what);
			dead += fs.dead_bytes;
		}
		assert_int_equal(kaba_class_write(cls, &out, 0, tc.v[i].name, &err), 0);
		snprintf(path, sizeof(path), "%s/%s", dir, tc.v[i].name);
		assert_non_null(f = fopen(path, "wb"));
		assert_int_equal(fwrite(out.data, 1, out.len, f), out.len);
		fclose(f);
		kaba_buf_free(&out);
		kaba_arena_free(&arena);
	}
	before = run_main(jh, jar, "frames.Frames a");
	after = run_main(jh, dir, "frames.Frames a");
	print_message("# %zu dead bytes made nop ... athrow\n", dead);
	assert_true(dead >= 3 * 18);
	assert_non_null(strstr(before, "handlers 1012 999 -2"));
	assert_string_equal(before, after);
	free(before);
	free(after);
	snprintf(path, sizeof(path), "rm -rf '%s'", dir);
	assert_int_equal(system(path), 0);
	test_classes_free(&tc);
	kaba_program_free(p);
}

/* A rename map: pairs of old and new names, NULL-terminated. */
static const char *map_rename(void *ctx, const char *name, size_t len)
{
	const char *const *map = ctx;

	for (; *map; map += 2)
		if (strlen(*map) == len && !memcmp(*map, name, len))
			return map[1];
	return NULL;
}

/*
 * Classes of a fixture jar renamed by `map`, frames recomputed against the
 * renamed hierarchy, written to a folder: `main_class` must print the same
 * as from the original jar, for each argument list.
 */
static void renamed_runs_the_same(const char *fixture, const char *const *map,
				  const char *main_class, const char *const *args)
{
	const char *build = getenv("BUILD"), *jh = getenv("JAVA_HOME");
	char jar[512], dir[512], path[1024];
	const char *inputs[] = { jar };
	struct test_classes tc;
	struct kaba_program *p;
	struct kaba_error err;
	struct kaba_hierarchy base, h;
	struct kaba_new_hierarchy *nh;
	struct kaba_arena arena;
	struct kaba_class **cls;
	size_t i;

	if (!jh || !*jh)
		jh = "/usr/lib/jvm/java-17-openjdk-amd64";
	snprintf(jar, sizeof(jar), "%s/fixtures/%s.jar", build ? build : "build", fixture);
	if (access(jar, R_OK))
		skip();
	assert_int_equal(test_classes_load(jar, &tc), 0);
	if (kaba_program_open(inputs, 1, NULL, &p, &err))
		fail_msg("%s: %s", err.where, err.what);
	base = kaba_program_hierarchy(p);
	assert_int_equal(kaba_new_hierarchy_create(&base, &nh, &err), 0);
	kaba_arena_init(&arena);
	cls = calloc(tc.n, sizeof(*cls));
	/* rename every class, and build the renamed hierarchy */
	for (i = 0; i < tc.n; i++) {
		size_t len;
		const char *name, *super;
		char *n, *sn;

		assert_int_equal(kaba_class_parse(tc.v[i].data, tc.v[i].len, &arena, tc.v[i].name,
						  &cls[i], &err), 0);
		if (kaba_class_rename(cls[i], map_rename, (void *)map, tc.v[i].name, &err))
			fail_msg("%s: %s", err.where, err.what);
		name = kaba_cp_class_name(cls[i], cls[i]->this_class, &len);
		n = kaba_arena_strndup(&arena, name, len);
		super = kaba_cp_class_name(cls[i], cls[i]->super_class, &len);
		sn = kaba_arena_strndup(&arena, super, len);
		assert_int_equal(kaba_new_hierarchy_add(nh, n, sn,
							(cls[i]->access & KABA_ACC_INTERFACE) != 0, &err), 0);
	}
	h = kaba_new_hierarchy_oracle(nh);
	snprintf(dir, sizeof(dir), "%s/kaba-test-rename-XXXXXX", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
	assert_non_null(mkdtemp(dir));
	for (i = 0; i < tc.n; i++) {
		struct kaba_buf out;
		uint16_t j;
		size_t len;
		const char *name = kaba_cp_class_name(cls[i], cls[i]->this_class, &len);
		char *slash;
		FILE *f;

		for (j = 0; j < cls[i]->methods.n; j++)
			if (kaba_member_code(&cls[i]->methods.v[j]) &&
			    kaba_frames_compute(cls[i], &cls[i]->methods.v[j], &h, tc.v[i].name, NULL, &err))
				fail_msg("%s: %s", err.where, err.what);
		kaba_buf_init(&out);
		assert_int_equal(kaba_class_write(cls[i], &out, 0, tc.v[i].name, &err), 0);
		snprintf(path, sizeof(path), "%s/%.*s.class", dir, (int)len, name);
		for (slash = path + strlen(dir) + 1; (slash = strchr(slash, '/')); slash++) {
			*slash = 0;
			mkdir(path, 0777);
			*slash = '/';
		}
		assert_non_null(f = fopen(path, "wb"));
		assert_int_equal(fwrite(out.data, 1, out.len, f), out.len);
		fclose(f);
		kaba_buf_free(&out);
	}
	for (; *args; args++) {
		char *before, *after;

		snprintf(path, sizeof(path), "%s %s", main_class, *args);
		before = run_main(jh, jar, path);
		after = run_main(jh, dir, path);
		assert_true(strlen(before) > 2);
		assert_string_equal(before, after);
		free(before);
		free(after);
	}
	snprintf(path, sizeof(path), "rm -rf '%s'", dir);
	assert_int_equal(system(path), 0);
	free(cls);
	kaba_arena_free(&arena);
	kaba_new_hierarchy_free(nh);
	test_classes_free(&tc);
	kaba_program_free(p);
}

static void test_renamed_paper(void **state)
{
	static const char *const map[] = { "A", "Alpha", "B", "Beta$1", NULL };
	static const char *const args[] = { "", "x", NULL };

	(void)state;
	renamed_runs_the_same("paper", map, "Client", args);
}

/* Inner classes (InnerClasses, NestHost/NestMembers), lambdas (bootstrap
 * arguments, MethodType), generic signatures, arrays of renamed classes. */
static void test_renamed_frames_fixture(void **state)
{
	static const char *const map[] = {
		"frames/Frames$Shape", "frames/Form", "frames/Frames$Sq", "frames/Frames$Square",
		"frames/Frames$Rect", "frames/Rectangle", "frames/Frames$Base", "frames/Frames$B0",
		"frames/Frames$Derived", "frames/D1", NULL,
	};
	static const char *const args[] = { "a", NULL };

	(void)state;
	renamed_runs_the_same("hazard_frames", map, "frames.Frames", args);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_loop),
		cmocka_unit_test(test_merge_through_oracle),
		cmocka_unit_test(test_wide_local_dies),
		cmocka_unit_test(test_dead_code),
		cmocka_unit_test(test_handler_range_cut),
		cmocka_unit_test(test_refused),
		cmocka_unit_test(test_old_class_left_alone),
		cmocka_unit_test(test_new_hierarchy),
		cmocka_unit_test(test_new_hierarchy_frozen),
		cmocka_unit_test(test_mutated_code),
		cmocka_unit_test(test_antlr_against_javac),
		cmocka_unit_test(test_dead_code_verifies),
		cmocka_unit_test(test_renamed_paper),
		cmocka_unit_test(test_renamed_frames_fixture),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
