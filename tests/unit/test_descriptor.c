/* Descriptors and names: parsing, validation, Java syntax. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>
#include <string.h>

#include "kaba/descriptor.h"

static void test_field_descriptors(void **state)
{
	static const char *const good[] = {
		"I", "J", "D", "Z", "B", "C", "S", "F", "Ljava/lang/String;", "[I",
		"[[Ljava/util/Map$Entry;", "La;", "L\xc3\xa9t\xc3\xa9;",
	};
	static const char *const bad[] = {
		"", "V", "[V", "L;", "Ljava/lang/String", "Ljava.lang.String;", "II",
		"Q", "[", "L/a;", "La/;", "La//b;", "Ljava/lang/String;I", "La[b;",
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(good) / sizeof(good[0]); i++)
		if (!kaba_desc_is_field(good[i], strlen(good[i])))
			fail_msg("refused %s", good[i]);
	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		if (kaba_desc_is_field(bad[i], strlen(bad[i])))
			fail_msg("accepted %s", bad[i]);
}

static void test_array_dimensions(void **state)
{
	char d[300];

	(void)state;
	memset(d, '[', 255);
	d[255] = 'I';
	assert_true(kaba_desc_is_field(d, 256));
	memset(d, '[', 256);
	d[256] = 'I';
	assert_false(kaba_desc_is_field(d, 257));
}

static void test_method_descriptors(void **state)
{
	const char *d = "(IJ[Ljava/lang/String;D[[ZLa/b/C$D;)Ljava/util/List;";
	struct kaba_method_desc md;
	struct kaba_type t;
	int n = 0;

	(void)state;
	assert_int_equal(kaba_method_desc_init(&md, d, strlen(d)), 0);
	assert_int_equal(md.nparams, 6);
	assert_int_equal(md.slots, 1 + 2 + 1 + 2 + 1 + 1);
	assert_int_equal(md.ret.base, 'L');
	assert_int_equal(md.ret.name_len, strlen("java/util/List"));
	assert_memory_equal(md.ret.name, "java/util/List", md.ret.name_len);
	while (kaba_method_desc_param(&md, &t) > 0) {
		switch (n++) {
		case 0:
			assert_int_equal(t.base, 'I');
			break;
		case 2:
			assert_int_equal(t.base, 'L');
			assert_int_equal(t.dims, 1);
			assert_int_equal(t.desc_len, strlen("[Ljava/lang/String;"));
			break;
		case 4:
			assert_int_equal(t.base, 'Z');
			assert_int_equal(t.dims, 2);
			break;
		case 5:
			assert_int_equal(t.name_len, 7);
			assert_memory_equal(t.name, "a/b/C$D", 7);
			break;
		}
	}
	assert_int_equal(n, 6);
	assert_true(kaba_desc_is_method("()V", 3));
	assert_false(kaba_desc_is_method("()", 2));
	assert_false(kaba_desc_is_method("(V)V", 4));
	assert_false(kaba_desc_is_method("(I", 2));
	assert_false(kaba_desc_is_method("I)V", 3));
	assert_false(kaba_desc_is_method("()VV", 4));
	assert_false(kaba_desc_is_method("(Ljava/lang/String)V", 20));
}

static void test_names(void **state)
{
	(void)state;
	assert_true(kaba_class_name_valid("java/lang/Object", 16));
	assert_true(kaba_class_name_valid("A$1", 3));
	assert_false(kaba_class_name_valid("java.lang.Object", 16));
	assert_false(kaba_class_name_valid("/a", 2));
	assert_false(kaba_class_name_valid("", 0));
	assert_true(kaba_class_ref_valid("[Ljava/lang/Object;", 19));
	assert_false(kaba_class_name_valid("[Ljava/lang/Object;", 19));
	assert_true(kaba_member_name_valid("<init>", 6, 1));
	assert_true(kaba_member_name_valid("<clinit>", 8, 1));
	/* fields may use < and > freely (JVMS 4.2.2) */
	assert_true(kaba_member_name_valid("<init>", 6, 0));
	assert_false(kaba_member_name_valid("<x>", 3, 1));
	assert_false(kaba_member_name_valid("a>b", 3, 1));
	assert_true(kaba_member_name_valid("a>b", 3, 0));
	assert_false(kaba_member_name_valid("a/b", 3, 0));
	assert_true(kaba_member_name_valid("lambda$main$0", 13, 1));
}

static void expect_java_method(const char *name, const char *d, const char *want)
{
	struct kaba_buf b;

	kaba_buf_init(&b);
	assert_int_equal(kaba_java_method(&b, name, strlen(name), d, strlen(d)), 0);
	kaba_buf_u8(&b, 0);
	assert_string_equal((char *)b.data, want);
	kaba_buf_free(&b);
}

static void test_java_syntax(void **state)
{
	struct kaba_buf b;

	(void)state;
	expect_java_method("m", "([Ljava/lang/String;)V", "void m(java.lang.String[])");
	expect_java_method("f", "(IJLa/b/C$D;[[D)[[Ljava/util/Map$Entry;",
			   "java.util.Map$Entry[][] f(int,long,a.b.C$D,double[][])");
	expect_java_method("<init>", "()V", "void <init>()");
	kaba_buf_init(&b);
	assert_int_equal(kaba_java_field_type(&b, "[Z", 2), 0);
	kaba_java_class_name(&b, " a/b/C$D", 8);
	kaba_buf_u8(&b, 0);
	assert_string_equal((char *)b.data, "boolean[] a.b.C$D");
	b.len = 0;
	assert_int_equal(kaba_java_field_type(&b, "[V", 2), -1);
	assert_int_equal(kaba_java_method(&b, "m", 1, "(V)V", 4), -1);
	assert_int_equal(b.len, 0);
	kaba_buf_free(&b);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_field_descriptors),
		cmocka_unit_test(test_array_dimensions),
		cmocka_unit_test(test_method_descriptors),
		cmocka_unit_test(test_names),
		cmocka_unit_test(test_java_syntax),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
