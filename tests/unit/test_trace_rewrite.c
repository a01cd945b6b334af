/* The tracing agent's class rewriter: every class of antlr and java.base
 * rewritten (and the result accepted by the class-file parser and the code
 * checker), and hostile bytes that must be declined, never crash. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <cmocka.h>

#include "../../src/trace/rewrite.h"
#include "kaba/bytecode.h"
#include "kaba/classfile.h"
#include "kaba/dataflow.h"
#include "support.h"

struct ids {
	uint32_t sites, columns, methods;
	uint32_t assumed; /* methods reported left uninstrumented */
	int pair_open; /* a CHECK_TRUE column was just handed out */
	int bad_pairs;
};

static int all_user(void *ctx, const char *name)
{
	(void)ctx;
	return name[0] != '[';
}

static uint32_t next_site(void *ctx, const char *cls, const char *in_class,
			  const char *in_method, const char *in_desc,
			  uint32_t bci, uint32_t line)
{
	struct ids *ids = ctx;

	(void)cls, (void)in_class, (void)in_method, (void)in_desc, (void)bci;
	(void)line;
	return ids->sites++;
}

static uint32_t next_column(void *ctx, uint8_t kind, const char *cls,
			    const char *name, const char *desc, uint32_t bci,
			    const char *type)
{
	struct ids *ids = ctx;

	(void)cls, (void)name, (void)desc, (void)bci, (void)type;
	if (ids->pair_open != (kind == KABA_TCOL_CHECK_FALSE))
		ids->bad_pairs++;
	ids->pair_open = kind == KABA_TCOL_CHECK_TRUE;
	/* large ids too, so that the ldc_w path of the rewriter runs */
	return 30000 + ids->columns++;
}

static uint32_t next_method(void *ctx, const char *cls, const char *name,
			    const char *desc, uint8_t flags)
{
	struct ids *ids = ctx;

	(void)cls, (void)name, (void)desc;
	if (flags == KABA_TRACE_ASSUMED)
		ids->assumed++;
	else if (flags)
		ids->bad_pairs++; /* the rewriter reports only these two */
	return ids->methods++;
}

/* No superclass has a site field yet: every class gets one. */
static int no_site_fields(void *ctx, const char *name, int add)
{
	(void)ctx, (void)name;
	return add;
}

/* Rewrite every class; the output must parse, every method's code must
 * decode with valid branch targets, keep its handlers, and need no more
 * operand stack than its max_stack (the inserted calls are stack-neutral
 * and fit in the slots the rewriter adds).  Every method with code logs
 * that it ran at entry, so one whose code did not grow was left
 * uninstrumented: the rewriter must have reported each such method as
 * assumed to have run (*assumed counts them). */
static void rewrite_all(const struct test_classes *tc, size_t *declined, size_t *assumed)
{
	struct ids ids = { 0 };
	struct trace_hooks h = { &ids, all_user, next_site, next_column, next_method,
				 no_site_fields };
	size_t i;

	*declined = 0;
	*assumed = 0;
	for (i = 0; i < tc->n; i++) {
		const struct test_class *c = &tc->v[i];
		struct kaba_class *in, *out;
		struct kaba_arena arena;
		struct kaba_error err = { 0 };
		struct kaba_buf b;
		uint16_t m, depth;

		uint32_t reported = ids.assumed;
		size_t same = 0;

		kaba_buf_init(&b);
		if (!trace_rewrite_class(c->data, c->len, &h, &b)) {
			(*declined)++;
			kaba_buf_free(&b);
			continue;
		}
		kaba_arena_init(&arena);
		if (kaba_class_parse(c->data, c->len, &arena, c->name, &in, &err) ||
		    kaba_class_parse(b.data, b.len, &arena, c->name, &out, &err)) {
			kaba_error_print(&err, stderr);
			fail_msg("%s: rewritten class does not parse", c->name);
		}
		assert_int_equal(in->methods.n, out->methods.n);
		for (m = 0; m < out->methods.n; m++) {
			struct kaba_code *old = kaba_member_code(&in->methods.v[m]);
			struct kaba_code *new = kaba_member_code(&out->methods.v[m]);

			if (!old)
				continue;
			assert_non_null(new);
			assert_true(new->code_len >= old->code_len);
			same += new->code_len == old->code_len;
			assert_int_equal(new->nexceptions, old->nexceptions);
			if (kaba_code_check(new->code, new->code_len, c->name, 0, &err) ||
			    kaba_code_max_stack(out, new, &depth, c->name, &err)) {
				kaba_error_print(&err, stderr);
				fail_msg("%s: bad rewritten code", c->name);
			}
			assert_true(depth <= new->max_stack);
		}
		if (same != ids.assumed - reported)
			fail_msg("%s: %zu methods left uninstrumented, %u reported", c->name, same,
				 ids.assumed - reported);
		*assumed += same;
		kaba_arena_free(&arena);
		kaba_buf_free(&b);
	}
	assert_int_equal(ids.bad_pairs, 0);
	assert_true(ids.sites > 0 && ids.columns > 0);
}

static void test_antlr(void **state)
{
	size_t declined, assumed;

	(void)state;
	assert_true(antlr.n > 200);
	rewrite_all(&antlr, &declined, &assumed);
	assert_int_equal(declined, 0);
	assert_int_equal(assumed, 0);
}

/* java.base is never instrumented (bootstrap classes), but it is the
 * largest body of real bytecode at hand: every kind of instruction,
 * switch, handler and frame. */
static void test_java_base(void **state)
{
	size_t declined, assumed;

	(void)state;
	assert_true(java_base.n > 6000);
	rewrite_all(&java_base, &declined, &assumed);
	print_message("java.base: %zu methods left uninstrumented (assumed to run)\n", assumed);
	/* a method that would outgrow 64 KB or a 16-bit branch offset stays
	 * as it is; the class is still rewritten */
	assert_int_equal(declined, 0);
}

/* The calls of kaba/TraceLog's method `helper` (r: ran probes) in a
 * rewritten method's code. */
static int calls(struct kaba_class *cls, const struct kaba_code *code, struct kaba_arena *arena,
		 const char *helper)
{
	const struct kaba_cpool *cp = &cls->cp;
	struct kaba_error err = { 0 };
	struct kaba_insn_iter it;
	struct kaba_insn in;
	int n = 0;

	kaba_insn_iter_init(&it, code->code, code->code_len, "probes", 0);
	while (kaba_insn_next(&it, &in, &err) > 0) {
		const struct kaba_cp_entry *ref = &cp->entries[in.operand];
		const char *owner, *name;

		if (in.opcode != KABA_OP_INVOKESTATIC)
			continue;
		owner = kaba_cp_strdup(arena, cls, cp->entries[ref->ref.class_index].index);
		name = kaba_cp_strdup(arena, cls, cp->entries[ref->ref.nat_index].nat.name_index);
		n += owner && name && !strcmp(owner, TRACE_HELPER) && !strcmp(name, helper);
	}
	return n;
}

/* An instance method of a class logs the def of `this` at entry, which
 * also says that it ran (TraceLog.a): no ran probe there; every other
 * method with code keeps exactly one. */
static void test_ran_probes(void **state)
{
	struct ids ids = { 0 };
	struct trace_hooks h = { &ids, all_user, next_site, next_column, next_method,
				 no_site_fields };
	size_t i, with = 0, without = 0;

	(void)state;
	for (i = 0; i < antlr.n; i++) {
		struct kaba_class *out;
		struct kaba_arena arena;
		struct kaba_error err = { 0 };
		struct kaba_buf b;
		uint16_t m;

		kaba_buf_init(&b);
		assert_true(trace_rewrite_class(antlr.v[i].data, antlr.v[i].len, &h, &b));
		kaba_arena_init(&arena);
		assert_int_equal(kaba_class_parse(b.data, b.len, &arena, "out", &out, &err), 0);
		for (m = 0; m < out->methods.n; m++) {
			struct kaba_member *mb = &out->methods.v[m];
			const struct kaba_code *code = kaba_member_code(mb);
			const char *name = kaba_cp_strdup(&arena, out, mb->name_index);
			int probe = (mb->access & KABA_ACC_STATIC) || !strcmp(name, "<init>") ||
				    (out->access & KABA_ACC_INTERFACE);

			if (!code)
				continue;
			assert_int_equal(calls(out, code, &arena, TRACE_RAN_NAME), probe);
			with += probe;
			without += !probe;
		}
		kaba_arena_free(&arena);
		kaba_buf_free(&b);
	}
	assert_true(with > 100 && without > 1000);
}

/* Two checks of one local with nothing between that can throw, as in
 * bcel's verifier, are logged in one call (d) at the second; not when a
 * jump lands between them, another object is stored into the local, or a
 * call comes between (the fixture trace_paired; tests/e2e/trace.sh checks
 * its rows). */
static void test_paired_checks(void **state)
{
	static const struct {
		const char *method;
		int c, d;
	} want[] = { { "depth", 0, 1 }, { "castNow", 0, 1 }, { "cast", 2, 0 },
		     { "entered", 2, 0 }, { "reassigned", 2, 0 } };
	const char *build = getenv("BUILD");
	char jar[512];
	struct test_classes fixture = { 0 };
	const struct test_class *c;
	struct ids ids = { 0 };
	struct trace_hooks h = { &ids, all_user, next_site, next_column, next_method,
				 no_site_fields };
	struct kaba_class *out;
	struct kaba_arena arena;
	struct kaba_error err = { 0 };
	struct kaba_buf b;
	size_t w, found = 0;
	uint16_t m;

	(void)state;
	snprintf(jar, sizeof(jar), "%s/fixtures/trace_paired.jar", build ? build : "build");
	if (access(jar, R_OK))
		skip();
	assert_int_equal(test_classes_load(jar, &fixture), 0);
	assert_non_null(c = test_classes_find(&fixture, "pair/Main.class"));
	kaba_buf_init(&b);
	assert_true(trace_rewrite_class(c->data, c->len, &h, &b));
	kaba_arena_init(&arena);
	assert_int_equal(kaba_class_parse(b.data, b.len, &arena, "out", &out, &err), 0);
	for (m = 0; m < out->methods.n; m++) {
		const struct kaba_code *code = kaba_member_code(&out->methods.v[m]);
		const char *name = kaba_cp_strdup(&arena, out, out->methods.v[m].name_index);

		for (w = 0; w < sizeof(want) / sizeof(want[0]); w++) {
			if (strcmp(name, want[w].method))
				continue;
			found++;
			if (calls(out, code, &arena, TRACE_CHECK_NAME) != want[w].c ||
			    calls(out, code, &arena, TRACE_PAIR_NAME) != want[w].d)
				fail_msg("%s: %d c, %d d calls", name,
					 calls(out, code, &arena, TRACE_CHECK_NAME),
					 calls(out, code, &arena, TRACE_PAIR_NAME));
		}
	}
	assert_int_equal(found, sizeof(want) / sizeof(want[0]));
	assert_int_equal(ids.bad_pairs, 0);
	kaba_arena_free(&arena);
	kaba_buf_free(&b);
	test_classes_free(&fixture);
}

static uint32_t xorshift(uint32_t *s)
{
	*s ^= *s << 13;
	*s ^= *s >> 17;
	*s ^= *s << 5;
	return *s;
}

/* Truncations and byte changes of real classes: declined or rewritten,
 * never a crash or a read out of bounds (run under ASan by make test-san). */
static void test_hostile(void **state)
{
	struct ids ids = { 0 };
	struct trace_hooks h = { &ids, all_user, next_site, next_column, next_method,
				 no_site_fields };
	uint32_t seed = 12345;
	size_t i, cut;
	int k;

	(void)state;
	for (i = 0; i < antlr.n && i < 40; i++) {
		const struct test_class *c = &antlr.v[i];
		uint8_t *copy = malloc(c->len);

		assert_non_null(copy);
		for (cut = 0; cut < c->len; cut += 1 + c->len / 97) {
			struct kaba_buf b;

			kaba_buf_init(&b);
			assert_int_equal(trace_rewrite_class(c->data, cut, &h, &b), 0);
			kaba_buf_free(&b);
		}
		for (k = 0; k < 300; k++) {
			struct kaba_buf b;
			size_t at = xorshift(&seed) % c->len;

			memcpy(copy, c->data, c->len);
			copy[at] ^= (uint8_t)(1 + xorshift(&seed) % 255);
			if (k & 1)
				copy[xorshift(&seed) % c->len] = 0xff;
			kaba_buf_init(&b);
			trace_rewrite_class(copy, c->len, &h, &b);
			kaba_buf_free(&b);
		}
		free(copy);
	}
}

static void test_not_a_class(void **state)
{
	static const uint8_t junk[] = { 0xca, 0xfe, 0xba, 0xbe, 0, 0, 0, 52, 0xff, 0xff };
	struct ids ids = { 0 };
	struct trace_hooks h = { &ids, all_user, next_site, next_column, next_method,
				 no_site_fields };
	struct kaba_buf b;

	(void)state;
	kaba_buf_init(&b);
	assert_int_equal(trace_rewrite_class(junk, sizeof(junk), &h, &b), 0);
	assert_int_equal(trace_rewrite_class(junk, 3, &h, &b), 0);
	assert_int_equal(trace_rewrite_class((const uint8_t *)"PK", 2, &h, &b), 0);
	assert_int_equal(b.len, 0);
	kaba_buf_free(&b);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_antlr),
		cmocka_unit_test(test_java_base),
		cmocka_unit_test(test_ran_probes),
		cmocka_unit_test(test_paired_checks),
		cmocka_unit_test(test_hostile),
		cmocka_unit_test(test_not_a_class),
	};

	return cmocka_run_group_tests(tests, support_load_java_base_and_antlr, support_free_classes);
}
