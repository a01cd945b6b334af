/* The code editor: instructions inserted everywhere in java.base with every
 * offset-holding table checked against an independent map, and an
 * instrumented program that must still verify and run the same on the JVM. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>
#include <ftw.h>
#include <sys/stat.h>
#include <unistd.h>

#include "kaba/bytecode.h"
#include "kaba/classfile.h"
#include "kaba/dataflow.h"
#include "support.h"

static const uint8_t one_nop[] = { KABA_OP_NOP };
static const uint8_t push_pop[] = { KABA_OP_ICONST_0, KABA_OP_POP };

/* The snippet put before the instruction at `offset`: one or two bytes by
 * parity, so switch padding changes both ways. */
static struct kaba_code_insertion before(uint32_t offset)
{
	struct kaba_code_insertion in = { offset, 0, one_nop, 1 };

	if (offset & 1) {
		in.bytes = push_pop;
		in.len = 2;
	}
	return in;
}

struct expect {
	uint32_t *target;       /* old offset -> start of the code inserted before it */
	uint32_t *insn;         /* old offset -> the original instruction */
};

/* Insert before every instruction, and a nop after every invokespecial. */
static int instrument(struct kaba_class *cls, struct kaba_member *m, struct expect *x,
		      struct kaba_error *err)
{
	const struct kaba_code *code = kaba_member_code(m);
	struct kaba_code_insertion *ins = calloc(2 * code->code_len, sizeof(*ins));
	struct kaba_insn_iter it;
	struct kaba_insn insn;
	size_t n = 0;
	uint32_t pos = 0;
	int st, after = 0;

	kaba_insn_iter_init(&it, code->code, code->code_len, "t", 0);
	while (kaba_insn_next(&it, &insn, err) > 0) {
		if (after) {
			ins[n++] = (struct kaba_code_insertion){ insn.offset, 1, one_nop, 1 };
			pos++;
		}
		ins[n++] = before(insn.offset);
		x->target[insn.offset] = pos;
		pos += ins[n - 1].len;
		x->insn[insn.offset] = pos;
		pos += insn.kind == KABA_OPND_TABLESWITCH || insn.kind == KABA_OPND_LOOKUPSWITCH
			? insn.length - (3 - (insn.offset & 3)) + (3 - (pos & 3)) : insn.length;
		after = insn.opcode == KABA_OP_INVOKESPECIAL;
	}
	x->target[code->code_len] = x->insn[code->code_len] = pos;
	st = kaba_code_insert(cls, m, ins, n, 1, "t", err);
	free(ins);
	return st;
}

/* Compare the edited code and its tables with the expected map. */
static void check_method(const struct kaba_code *old, const struct kaba_code *now,
			 const struct expect *x)
{
	struct kaba_insn_iter it;
	struct kaba_insn a, b;
	struct kaba_error err = { 0 };
	struct kaba_attr *sa, *sb;
	uint16_t i, j;

	kaba_insn_iter_init(&it, old->code, old->code_len, "t", 0);
	while (kaba_insn_next(&it, &a, &err) > 0) {
		assert_int_equal(kaba_insn_decode(now->code, now->code_len, x->insn[a.offset], &b,
						  "t", 0, &err), 0);
		assert_int_equal(a.opcode, b.opcode);
		assert_int_equal(a.operand, b.operand);
		assert_int_equal(a.operand2, b.operand2);
		if (a.kind >= KABA_OPND_BRANCH2 && a.kind <= KABA_OPND_LOOKUPSWITCH)
			assert_int_equal(b.target, x->target[a.target]);
		assert_int_equal(a.ncases, b.ncases);
		for (j = 0; j < a.ncases; j++) {
			int32_t ma, mb;
			int64_t ta, tb;

			kaba_insn_case(&a, j, &ma, &ta);
			kaba_insn_case(&b, j, &mb, &tb);
			assert_int_equal(ma, mb);
			assert_int_equal(tb, x->target[ta]);
		}
	}
	assert_int_equal(now->nexceptions, old->nexceptions);
	for (i = 0; i < old->nexceptions; i++) {
		assert_int_equal(now->exceptions[i].start_pc, x->target[old->exceptions[i].start_pc]);
		assert_int_equal(now->exceptions[i].end_pc, x->target[old->exceptions[i].end_pc]);
		assert_int_equal(now->exceptions[i].handler_pc, x->target[old->exceptions[i].handler_pc]);
	}
	sa = kaba_attr_find(&old->attrs, KABA_ATTR_LINE_NUMBER_TABLE);
	sb = kaba_attr_find(&now->attrs, KABA_ATTR_LINE_NUMBER_TABLE);
	assert_true(!sa == !sb);
	for (i = 0; sa && i < sa->lines->n; i++)
		assert_int_equal(sb->lines->v[i].start_pc, x->target[sa->lines->v[i].start_pc]);
	sa = kaba_attr_find(&old->attrs, KABA_ATTR_LOCAL_VARIABLE_TABLE);
	sb = kaba_attr_find(&now->attrs, KABA_ATTR_LOCAL_VARIABLE_TABLE);
	for (i = 0; sa && i < sa->locals->n; i++) {
		const struct kaba_local_var *v = &sa->locals->v[i];

		assert_int_equal(sb->locals->v[i].start_pc, x->target[v->start_pc]);
		assert_int_equal(sb->locals->v[i].length,
				 x->target[v->start_pc + v->length] - x->target[v->start_pc]);
	}
	sa = kaba_attr_find(&old->attrs, KABA_ATTR_STACK_MAP_TABLE);
	sb = kaba_attr_find(&now->attrs, KABA_ATTR_STACK_MAP_TABLE);
	assert_true(!sa == !sb);
	if (sa) {
		uint32_t pa = 0, pb = 0;

		assert_int_equal(sa->stack_map->nframes, sb->stack_map->nframes);
		for (i = 0; i < sa->stack_map->nframes; i++) {
			const struct kaba_frame *fa = &sa->stack_map->frames[i];
			const struct kaba_frame *fb = &sb->stack_map->frames[i];

			pa += fa->offset_delta + (i ? 1u : 0u);
			pb += fb->offset_delta + (i ? 1u : 0u);
			assert_int_equal(pb, x->target[pa]);
			assert_int_equal(fa->kind, fb->kind);
			assert_int_equal(fa->nstack, fb->nstack);
			for (j = 0; j < fa->nstack; j++)
				if (fa->stack[j].tag == KABA_VT_UNINITIALIZED)
					assert_int_equal(fb->stack[j].data, x->insn[fa->stack[j].data]);
		}
	}
}

static void test_insert_everywhere(void **state)
{
	size_t c, methods = 0, too_far = 0, classes = 0;
	struct expect x;
	struct kaba_buf out;

	(void)state;
	x.target = malloc(65537 * sizeof(uint32_t));
	x.insn = malloc(65537 * sizeof(uint32_t));
	kaba_buf_init(&out);
	/* every 7th class keeps the run short under sanitizers */
	for (c = 0; c < java_base.n; c += 7) {
		const struct test_class *tc = &java_base.v[c];
		struct kaba_arena arena;
		struct kaba_error err = { 0 };
		struct kaba_class *cls, *orig, *re;
		uint16_t m, max;

		kaba_arena_init(&arena);
		assert_int_equal(kaba_class_parse(tc->data, tc->len, &arena, tc->name, &cls, &err), 0);
		assert_int_equal(kaba_class_parse(tc->data, tc->len, &arena, tc->name, &orig, &err), 0);
		for (m = 0; m < cls->methods.n; m++) {
			struct kaba_code *code = kaba_member_code(&cls->methods.v[m]);
			int st;

			if (!code)
				continue;
			st = instrument(cls, &cls->methods.v[m], &x, &err);
			if (st == KABA_EUNSUPPORTED) {
				too_far++;
				continue;
			}
			if (st)
				kaba_error_print(&err, stderr);
			assert_int_equal(st, 0);
			check_method(kaba_member_code(&orig->methods.v[m]), code, &x);
			/* the inserted code is stack neutral and needs one slot */
			assert_int_equal(kaba_code_max_stack(cls, code, &max, tc->name, &err), 0);
			assert_true(max <= code->max_stack);
			methods++;
		}
		/* the written class parses: targets, ranges and frames are valid */
		out.len = 0;
		assert_int_equal(kaba_class_write(cls, &out, 0, tc->name, &err), 0);
		if (kaba_class_parse(out.data, out.len, &arena, tc->name, &re, &err)) {
			kaba_error_print(&err, stderr);
			fail();
		}
		classes++;
		kaba_arena_free(&arena);
	}
	printf("# %zu methods in %zu classes instrumented, %zu refused (branch too far)\n",
	       methods, classes, too_far);
	assert_true(methods > 5000);
	assert_true(too_far * 100 < methods);
	kaba_buf_free(&out);
	free(x.target);
	free(x.insn);
}

static void test_bad_insertions(void **state)
{
	const uint8_t code[] = { KABA_OP_SIPUSH, 0, 1, KABA_OP_POP, KABA_OP_RETURN };
	const uint8_t jump[] = { KABA_OP_GOTO, 0, 0 };
	/* iconst_0; ifeq 5; return; return */
	const uint8_t branchy[] = { KABA_OP_ICONST_0, KABA_OP_IFEQ, 0, 4, KABA_OP_RETURN,
				    KABA_OP_RETURN };
	struct kaba_code_insertion in = { 1, 0, one_nop, 1 };
	struct kaba_arena arena;
	struct kaba_error err = { 0 };
	struct kaba_class *cls;
	struct tiny_class t;
	struct kaba_member *m;

	(void)state;
	tiny_class(&t, code, sizeof(code));
	kaba_arena_init(&arena);
	assert_int_equal(kaba_class_parse(t.b.data, t.b.len, &arena, "t", &cls, &err), 0);
	m = &cls->methods.v[0];
	assert_int_equal(kaba_code_insert(cls, m, &in, 1, 0, "t", &err), KABA_EINPUT);
	assert_non_null(strstr(err.what, "not at an instruction start"));
	in.offset = 3;
	in.bytes = jump;
	in.len = 3;
	assert_int_equal(kaba_code_insert(cls, m, &in, 1, 0, "t", &err), KABA_EINPUT);
	assert_non_null(strstr(err.what, "branches"));
	in.bytes = code;
	in.len = 2;     /* a cut sipush */
	assert_int_equal(kaba_code_insert(cls, m, &in, 1, 0, "t", &err), KABA_EINPUT);
	assert_int_equal(cls->modified, 0);    /* failures leave the class alone */
	in.bytes = push_pop;
	assert_int_equal(kaba_code_insert(cls, m, &in, 1, 1, "t", &err), 0);
	assert_int_equal(kaba_member_code(m)->code_len, 7);
	assert_int_equal(kaba_member_code(m)->code[3], KABA_OP_ICONST_0);
	assert_int_equal(kaba_member_code(m)->max_stack, 5);
	kaba_arena_free(&arena);
	kaba_buf_free(&t.b);

	/* code after a return runs only when jumped to: nothing belongs to
	 * the return */
	tiny_class(&t, branchy, sizeof(branchy));
	kaba_arena_init(&arena);
	assert_int_equal(kaba_class_parse(t.b.data, t.b.len, &arena, "t", &cls, &err), 0);
	m = &cls->methods.v[0];
	in = (struct kaba_code_insertion){ 5, 1, one_nop, 1 };
	assert_int_equal(kaba_code_insert(cls, m, &in, 1, 0, "t", &err), KABA_EINPUT);
	assert_non_null(strstr(err.what, "does not fall through"));
	in.after_previous = 0;
	assert_int_equal(kaba_code_insert(cls, m, &in, 1, 0, "t", &err), 0);
	/* ifeq jumps to the nop in front of the second return */
	assert_int_equal(kaba_member_code(m)->code_len, 7);
	assert_int_equal(kaba_member_code(m)->code[3], 4);
	assert_int_equal(kaba_member_code(m)->code[5], KABA_OP_NOP);
	kaba_arena_free(&arena);
	kaba_buf_free(&t.b);
}

/* ---- on the JVM ----------------------------------------------------------- */

static const char main_java[] =
	"public class Main {\n"
	"  static int hits;\n"
	"  static void hit() {}\n"
	"  int f;\n"
	"  Main(int f) { this.f = f; }\n"
	"  static int sw(int x) { switch (x) { case 0: return 10; case 1: return 11;\n"
	"    case 2: return 12; case 5: return 15; default: return -1; } }\n"
	"  static int lk(int x) { switch (x) { case 1: return 1; case 1000: return 2;\n"
	"    case 100000: return 3; default: return 0; } }\n"
	"  static long loop(int n) { long s = 0; for (int i = 0; i < n; i++) {\n"
	"    s += i * (long) i; if (i % 7 == 3) continue; s ^= i; } return s; }\n"
	"  static String tc(String s) { try { return s.substring(3); }\n"
	"    catch (StringIndexOutOfBoundsException e) { return \"caught\"; }\n"
	"    finally { hits += 0; } }\n"
	"  static Object mk(boolean b) { return new Main(b ? 1 : 2); }\n"
	"  public static void main(String[] a) {\n"
	"    StringBuilder sb = new StringBuilder();\n"
	"    for (int i = -1; i < 7; i++) sb.append(sw(i)).append(',');\n"
	"    sb.append(lk(1000)).append(lk(100000)).append(lk(3)).append(loop(1000));\n"
	"    sb.append(tc(\"ab\")).append(tc(\"abcdef\"));\n"
	"    sb.append(((Main) mk(true)).f + ((Main) mk(false)).f);\n"
	"    System.out.println(sb);\n"
	"    System.out.println(\"hits \" + (hits > 0));\n"
	"  }\n"
	"}\n";

static char dir[256];

static int rm_one(const char *p, const struct stat *st, int flag, struct FTW *f)
{
	(void)st, (void)flag, (void)f;
	return remove(p);
}

static char *slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *data;
	long n;

	assert_non_null(f);
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	fseek(f, 0, SEEK_SET);
	data = malloc((size_t)n + 1);
	assert_int_equal(fread(data, 1, (size_t)n, f), (size_t)n);
	data[n] = '\0';
	fclose(f);
	*len = (size_t)n;
	return data;
}

static char *run(const char *cmd)
{
	char line[1024];
	size_t len;

	snprintf(line, sizeof(line), "cd %s && %s > out.txt 2>&1", dir, cmd);
	if (system(line))
		fprintf(stderr, "failed: %s\n", line);
	snprintf(line, sizeof(line), "%s/out.txt", dir);
	return slurp(line, &len);
}

/* Count calls of invokevirtual in Main: a body for hit() through the edit
 * API, and an invokestatic hit() before every invokevirtual. */
static void instrument_main(struct kaba_class *cls)
{
	struct kaba_error err = { 0 };
	uint16_t hits = kaba_cp_intern_ref(cls, KABA_CP_FIELDREF, "Main", "hits", "I", &err);
	uint16_t hit = kaba_cp_intern_ref(cls, KABA_CP_METHODREF, "Main", "hit", "()V", &err);
	uint8_t body[] = { KABA_OP_GETSTATIC, hits >> 8, hits & 0xff, KABA_OP_ICONST_1,
			   KABA_OP_IADD, KABA_OP_PUTSTATIC, hits >> 8, hits & 0xff, KABA_OP_RETURN };
	uint8_t call[] = { KABA_OP_INVOKESTATIC, hit >> 8, hit & 0xff };
	struct kaba_code_insertion *ins;
	struct kaba_insn_iter it;
	struct kaba_insn insn;
	uint16_t m;

	assert_true(hits && hit);
	for (m = 0; m < cls->methods.n; m++) {
		struct kaba_member *mm = &cls->methods.v[m];
		const struct kaba_code *code = kaba_member_code(mm);
		size_t n = 0;
		int after = 0;

		if (kaba_cp_utf8_equals(cls, mm->name_index, "hit")) {
			assert_non_null(kaba_member_set_code(cls, mm, body, sizeof(body), 2, 0, &err));
			continue;
		}
		ins = calloc(3 * code->code_len, sizeof(*ins));
		kaba_insn_iter_init(&it, code->code, code->code_len, "t", 0);
		while (kaba_insn_next(&it, &insn, &err) > 0) {
			if (after)
				ins[n++] = (struct kaba_code_insertion){ insn.offset, 1, one_nop, 1 };
			ins[n++] = before(insn.offset);
			if (insn.opcode == KABA_OP_INVOKEVIRTUAL)
				ins[n++] = (struct kaba_code_insertion){ insn.offset, 0, call, 3 };
			after = insn.opcode == KABA_OP_INVOKESPECIAL;
		}
		if (kaba_code_insert(cls, mm, ins, n, 1, "Main", &err))
			kaba_error_print(&err, stderr);
		assert_int_equal(err.status, 0);
		free(ins);
	}
}

static void test_instrumented_program_runs(void **state)
{
	const char *jh = getenv("JAVA_HOME");
	char cmd[1024], path[300];
	char *plain, *traced, *data;
	struct kaba_arena arena;
	struct kaba_error err = { 0 };
	struct kaba_class *cls;
	struct kaba_buf out;
	size_t len;
	FILE *f;

	(void)state;
	if (!jh || !*jh)
		jh = "/usr/lib/jvm/java-17-openjdk-amd64";
	snprintf(dir, sizeof(dir), "%s/kaba-test-code-edit-XXXXXX",
		 getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
	assert_non_null(mkdtemp(dir));
	snprintf(path, sizeof(path), "%s/Main.java", dir);
	f = fopen(path, "w");
	fputs(main_java, f);
	fclose(f);
	snprintf(cmd, sizeof(cmd), "%s/bin/javac -g Main.java", jh);
	free(run(cmd));
	snprintf(cmd, sizeof(cmd), "%s/bin/java -Xshare:off -cp . Main", jh);
	plain = run(cmd);
	assert_non_null(strstr(plain, "hits false"));

	snprintf(path, sizeof(path), "%s/Main.class", dir);
	data = slurp(path, &len);
	kaba_arena_init(&arena);
	assert_int_equal(kaba_class_parse((uint8_t *)data, len, &arena, "Main.class", &cls, &err), 0);
	instrument_main(cls);
	kaba_buf_init(&out);
	assert_int_equal(kaba_class_write(cls, &out, 0, "Main.class", &err), 0);
	f = fopen(path, "wb");
	fwrite(out.data, 1, out.len, f);
	fclose(f);
	traced = run(cmd);
	printf("# plain:  %s# traced: %s", plain, traced);
	assert_non_null(strstr(traced, "hits true"));
	assert_memory_equal(plain, traced, strchr(plain, '\n') - plain);

	kaba_buf_free(&out);
	kaba_arena_free(&arena);
	free(data);
	free(plain);
	free(traced);
	nftw(dir, rm_one, 8, FTW_DEPTH | FTW_PHYS);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_insert_everywhere),
		cmocka_unit_test(test_bad_insertions),
		cmocka_unit_test(test_instrumented_program_runs),
	};

	return cmocka_run_group_tests(tests, support_load_java_base, support_free_classes);
}
