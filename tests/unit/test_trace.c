/* Trace files: the model (interning, merging), the file format (round trip,
 * hostile bytes), the names, the TamiFlex lines, and traces -> table. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "kaba/program.h"
#include "kaba/table.h"
#include "kaba/trace.h"

/* The paper's Figure 1 run without arguments, as the agent records it:
 * A1 {A.x}, A2 {A.x, A.y, def(A.f)}, B1 {A.x, A.y, def(B.f), def(B.g)},
 * B2 {A.x, A.y, def(B.f), def(B.h)} (constructors left out). */
static uint32_t site(struct kaba_trace *t, const char *cls, uint32_t bci)
{
	struct kaba_trace_site s = { KABA_SITE_NEW, kaba_trace_string(t, cls),
		kaba_trace_string(t, "Client"), kaba_trace_string(t, "main"),
		kaba_trace_string(t, "([Ljava/lang/String;)V"), bci, 0 };

	return kaba_trace_site(t, &s);
}

static uint32_t column(struct kaba_trace *t, int kind, const char *cls,
		       const char *name, const char *desc)
{
	struct kaba_trace_column c = { (uint8_t)kind, kaba_trace_string(t, cls),
		kaba_trace_string(t, name), kaba_trace_string(t, desc), 0,
		kaba_trace_string(t, "") };

	return kaba_trace_column(t, &c);
}

static uint32_t method(struct kaba_trace *t, int flags, const char *cls, const char *name,
		       const char *desc)
{
	struct kaba_trace_method m = { (uint8_t)flags, kaba_trace_string(t, cls),
		kaba_trace_string(t, name), kaba_trace_string(t, desc) };

	return kaba_trace_method(t, &m);
}

static void paper(struct kaba_trace *t)
{
	uint32_t a1 = site(t, "A", 0), a2 = site(t, "A", 8), b1 = site(t, "B", 16),
		 b2 = site(t, "B", 24);
	uint32_t x = column(t, KABA_TCOL_FIELD, "A", "x", "I"),
		 y = column(t, KABA_TCOL_FIELD, "A", "y", "I"),
		 af = column(t, KABA_TCOL_DEF, "A", "f", "()V"),
		 bf = column(t, KABA_TCOL_DEF, "B", "f", "()V"),
		 bg = column(t, KABA_TCOL_DEF, "B", "g", "()V"),
		 bh = column(t, KABA_TCOL_DEF, "B", "h", "()V");
	struct kaba_trace_reflect r = { KABA_API_METHOD_INVOKE,
		kaba_trace_string(t, "Client"), kaba_trace_string(t, "main"),
		kaba_trace_string(t, "([Ljava/lang/String;)V"), 40, 12,
		kaba_trace_string(t, "A"), kaba_trace_string(t, "f"),
		kaba_trace_string(t, "()V"), a2 + 1, 3 };

	kaba_trace_entry(t, a1, x);
	kaba_trace_entry(t, a2, x);
	kaba_trace_entry(t, a2, y);
	kaba_trace_entry(t, a2, af);
	kaba_trace_entry(t, b1, x);
	kaba_trace_entry(t, b1, y);
	kaba_trace_entry(t, b1, bf);
	kaba_trace_entry(t, b1, bg);
	kaba_trace_entry(t, b2, x);
	kaba_trace_entry(t, b2, y);
	kaba_trace_entry(t, b2, bf);
	kaba_trace_entry(t, b2, bh);
	kaba_trace_reflection(t, &r);
	method(t, KABA_TRACE_RAN, "Client", "main", "([Ljava/lang/String;)V");
	method(t, KABA_TRACE_RAN, "B", "h", "()V");
	method(t, KABA_TRACE_ASSUMED, "A", "", "");
}

/* A row's columns as "name name ..." in column order of the trace. */
static void row_text(const struct kaba_trace *t, uint32_t s, char *out, size_t cap)
{
	uint32_t e;
	char name[256];

	out[0] = '\0';
	for (e = 0; e < t->nentries; e++) {
		if (t->entries[e].site != s)
			continue;
		kaba_trace_column_name(t, t->entries[e].column, name, sizeof(name));
		if (out[0])
			strncat(out, " ", cap - strlen(out) - 1);
		strncat(out, name, cap - strlen(out) - 1);
	}
}

static void test_interning(void **state)
{
	struct kaba_trace t;

	(void)state;
	kaba_trace_init(&t);
	assert_int_equal(kaba_trace_string(&t, ""), 0);
	assert_int_equal(kaba_trace_string(&t, "A"), kaba_trace_string(&t, "A"));
	assert_int_equal(kaba_trace_find_string(&t, "A"), kaba_trace_string(&t, "A"));
	assert_int_equal(kaba_trace_find_string(&t, "nowhere"), UINT32_MAX);
	assert_int_equal(kaba_trace_find_string(&t, "nowhere"), UINT32_MAX);
	assert_int_equal(site(&t, "A", 8), site(&t, "A", 8));
	assert_int_not_equal(site(&t, "A", 8), site(&t, "A", 0));
	assert_int_equal(column(&t, KABA_TCOL_FIELD, "A", "x", "I"),
			 column(&t, KABA_TCOL_FIELD, "A", "x", "I"));
	assert_int_not_equal(column(&t, KABA_TCOL_FIELD, "A", "x", "I"),
			     column(&t, KABA_TCOL_DEF, "A", "x", "I"));
	assert_int_equal(kaba_trace_entry(&t, 0, 0), 1);
	assert_int_equal(kaba_trace_entry(&t, 0, 0), 0);
	assert_int_equal(t.nentries, 1);
	assert_false(t.oom);
	kaba_trace_free(&t);
}

static void test_many_items(void **state)
{
	struct kaba_trace t;
	uint32_t i;
	char name[32];

	(void)state;
	kaba_trace_init(&t);
	for (i = 0; i < 20000; i++) {
		snprintf(name, sizeof(name), "C%u", i);
		assert_int_equal(site(&t, name, i), i);
		assert_int_equal(kaba_trace_entry(&t, i, i % 7), 1);
	}
	for (i = 0; i < 20000; i++) {
		snprintf(name, sizeof(name), "C%u", i);
		assert_int_equal(site(&t, name, i), i);
		assert_int_equal(kaba_trace_entry(&t, i, i % 7), 0);
	}
	assert_int_equal(t.nsites, 20000);
	kaba_trace_free(&t);
}

static void test_round_trip(void **state)
{
	struct kaba_trace t, u;
	struct kaba_buf a, b;
	struct kaba_error err = { 0 };
	char x[512], y[512];
	uint32_t s;

	(void)state;
	kaba_trace_init(&t);
	kaba_trace_init(&u);
	kaba_buf_init(&a);
	kaba_buf_init(&b);
	paper(&t);
	assert_int_equal(kaba_trace_encode(&t, &a), 0);
	assert_int_equal(kaba_trace_decode(&u, a.data, a.len, "mem", &err), KABA_OK);
	assert_int_equal(u.nsites, 4);
	assert_int_equal(u.nentries, 12);
	assert_int_equal(u.nreflect, 1);
	assert_int_equal(u.reflect[0].count, 3);
	assert_memory_equal(a.data, "KABATRC3", 8);
	assert_true(u.ran_recorded);
	assert_true(u.lookups_recorded);
	assert_int_equal(u.nmethods, 3);
	assert_int_equal(u.methods[2].flags, KABA_TRACE_ASSUMED);
	assert_string_equal(u.strings[u.methods[1].name], "h");
	for (s = 0; s < 4; s++) {
		row_text(&t, s, x, sizeof(x));
		row_text(&u, s, y, sizeof(y));
		assert_string_equal(x, y);
	}
	row_text(&u, 1, x, sizeof(x));
	assert_string_equal(x, "A.x A.y def(A.f()V)");
	kaba_trace_site_name(&u, 1, x, sizeof(x));
	assert_string_equal(x, "Client.main([Ljava/lang/String;)V#new@8");
	/* the encoding is canonical: decoding and encoding again is identity */
	assert_int_equal(kaba_trace_encode(&u, &b), 0);
	assert_int_equal(a.len, b.len);
	assert_memory_equal(a.data, b.data, a.len);
	kaba_buf_free(&a);
	kaba_buf_free(&b);
	kaba_trace_free(&t);
	kaba_trace_free(&u);
}

static void test_merge(void **state)
{
	struct kaba_trace t, u, all;
	struct kaba_error err = { 0 };
	char x[512];

	(void)state;
	kaba_trace_init(&t);
	kaba_trace_init(&u);
	kaba_trace_init(&all);
	paper(&t);
	/* the second run: with an argument, a2 = b2, so A2 only gets A.x;
	 * strings are interned in another order on purpose */
	kaba_trace_string(&u, "zzz");
	kaba_trace_entry(&u, site(&u, "A", 8), column(&u, KABA_TCOL_FIELD, "A", "x", "I"));
	kaba_trace_entry(&u, site(&u, "A", 30), column(&u, KABA_TCOL_FIELD, "A", "z", "I"));
	assert_int_equal(kaba_trace_merge(&all, &t, &err), KABA_OK);
	assert_int_equal(kaba_trace_merge(&all, &u, &err), KABA_OK);
	assert_int_equal(kaba_trace_merge(&all, &t, &err), KABA_OK);
	assert_int_equal(all.nsites, 5);
	assert_int_equal(all.nentries, 13);
	assert_int_equal(all.nreflect, 1);
	assert_int_equal(all.reflect[0].count, 6);
	/* one record per method, flags or-ed */
	method(&u, KABA_TRACE_ASSUMED, "B", "h", "()V");
	assert_int_equal(kaba_trace_merge(&all, &u, &err), KABA_OK);
	assert_int_equal(all.nmethods, 3);
	assert_int_equal(all.methods[1].flags, KABA_TRACE_RAN | KABA_TRACE_ASSUMED);
	assert_true(all.ran_recorded);
	row_text(&all, 1, x, sizeof(x));
	assert_string_equal(x, "A.x A.y def(A.f()V)");
	row_text(&all, 4, x, sizeof(x));
	assert_string_equal(x, "A.z");
	kaba_trace_free(&t);
	kaba_trace_free(&u);
	kaba_trace_free(&all);
}

/* The same items collected in another order encode to the same bytes once
 * canonical. */
static void test_canonical(void **state)
{
	struct kaba_trace t, u, ct, cu;
	struct kaba_trace_reflect r;
	struct kaba_buf a, b;
	struct kaba_error err = { 0 };
	char x[512];
	static const char *const rows[][3] = { /* backwards: class, kind, member */
		{ "B", "h", "24" }, { "B", "f", "24" }, { "A", "y", "24" },
		{ "A", "x", "24" }, { "B", "g", "16" }, { "B", "f", "16" },
		{ "A", "y", "16" }, { "A", "x", "16" }, { "A", "f", "8" },
		{ "A", "y", "8" }, { "A", "x", "8" }, { "A", "x", "0" },
	};
	size_t i;

	(void)state;
	kaba_trace_init(&t);
	kaba_trace_init(&u);
	kaba_trace_init(&ct);
	kaba_trace_init(&cu);
	kaba_buf_init(&a);
	kaba_buf_init(&b);
	paper(&t);
	/* u: the same facts, with strings, sites and columns met backwards */
	kaba_trace_string(&u, "zzz unused");
	for (i = 0; i < sizeof(rows) / sizeof(*rows); i++) {
		int field = rows[i][1][0] == 'x' || rows[i][1][0] == 'y';
		int bci = atoi(rows[i][2]);

		kaba_trace_entry(&u, site(&u, bci >= 16 ? "B" : "A", (uint32_t)bci),
				 column(&u, field ? KABA_TCOL_FIELD : KABA_TCOL_DEF,
					rows[i][0], rows[i][1], field ? "I" : "()V"));
	}
	r = (struct kaba_trace_reflect){ KABA_API_METHOD_INVOKE,
		kaba_trace_string(&u, "Client"), kaba_trace_string(&u, "main"),
		kaba_trace_string(&u, "([Ljava/lang/String;)V"), 40, 12,
		kaba_trace_string(&u, "A"), kaba_trace_string(&u, "f"),
		kaba_trace_string(&u, "()V"), site(&u, "A", 8) + 1, 3 };
	kaba_trace_reflection(&u, &r);
	method(&u, KABA_TRACE_ASSUMED, "A", "", "");
	method(&u, KABA_TRACE_RAN, "B", "h", "()V");
	method(&u, KABA_TRACE_RAN, "Client", "main", "([Ljava/lang/String;)V");
	assert_int_equal(kaba_trace_canonical(&ct, &t, &err), KABA_OK);
	assert_int_equal(kaba_trace_canonical(&cu, &u, &err), KABA_OK);
	assert_int_equal(kaba_trace_encode(&ct, &a), 0);
	assert_int_equal(kaba_trace_encode(&cu, &b), 0);
	assert_int_equal(a.len, b.len);
	assert_memory_equal(a.data, b.data, a.len);
	kaba_trace_site_name(&ct, 0, x, sizeof(x));
	assert_string_equal(x, "Client.main([Ljava/lang/String;)V#new@0");
	assert_int_equal(ct.reflect[0].receiver, 2); /* site @8 comes second */
	kaba_buf_free(&a);
	kaba_buf_free(&b);
	kaba_trace_free(&t);
	kaba_trace_free(&u);
	kaba_trace_free(&ct);
	kaba_trace_free(&cu);
}

/* Every truncation and every single-byte change of a valid file must be
 * refused cleanly or read as some valid trace: never a crash. */
static void test_hostile_bytes(void **state)
{
	struct kaba_trace t;
	struct kaba_buf a;
	struct kaba_error err;
	size_t n, i;
	int v;

	(void)state;
	kaba_trace_init(&t);
	kaba_buf_init(&a);
	paper(&t);
	kaba_trace_encode(&t, &a);
	kaba_trace_free(&t);
	for (n = 0; n < a.len; n++) {
		kaba_trace_init(&t);
		memset(&err, 0, sizeof(err));
		assert_int_equal(kaba_trace_decode(&t, a.data, n, "cut.trace", &err),
				 KABA_EINPUT);
		assert_string_equal(err.where, "cut.trace");
		assert_true(err.offset >= 0 && (size_t)err.offset <= n);
		kaba_trace_free(&t);
	}
	for (i = 0; i < a.len; i++) {
		for (v = 0; v < 256; v += 51) {
			uint8_t save = a.data[i];
			int rc;

			a.data[i] = (uint8_t)(save ^ (v | 1));
			kaba_trace_init(&t);
			rc = kaba_trace_decode(&t, a.data, a.len, "bad.trace", &err);
			assert_true(rc == KABA_OK || rc == KABA_EINPUT);
			kaba_trace_free(&t);
			a.data[i] = save;
		}
	}
	kaba_buf_free(&a);
}

/* Version 1 (no methods section) is still read, and says it recorded no
 * methods; merged into a version 3 trace, the union does not know either,
 * and it is written as version 1 again.  Version 2 says it logged no
 * lookups. */
static void test_version1(void **state)
{
	struct kaba_trace t, u, all;
	struct kaba_buf a, b;
	struct kaba_error err = { 0 };

	(void)state;
	kaba_trace_init(&t);
	kaba_trace_init(&u);
	kaba_trace_init(&all);
	kaba_buf_init(&a);
	kaba_buf_init(&b);
	paper(&t);
	t.ran_recorded = 0;
	assert_int_equal(kaba_trace_encode(&t, &a), 0);
	assert_memory_equal(a.data, "KABATRC1", 8);
	assert_int_equal(kaba_trace_decode(&u, a.data, a.len, "v1.trace", &err), KABA_OK);
	assert_false(u.ran_recorded);
	assert_int_equal(u.nmethods, 0);
	assert_int_equal(u.nentries, 12);
	kaba_trace_free(&t);
	kaba_trace_init(&t);
	paper(&t);
	assert_int_equal(kaba_trace_merge(&all, &t, &err), KABA_OK);
	assert_true(all.ran_recorded);
	assert_int_equal(kaba_trace_merge(&all, &u, &err), KABA_OK);
	assert_false(all.ran_recorded);
	assert_int_equal(kaba_trace_encode(&all, &b), 0);
	assert_memory_equal(b.data, "KABATRC1", 8);
	/* a version 1 body under the version 2 magic lacks the methods */
	memcpy(a.data, "KABATRC2", 8);
	kaba_trace_free(&u);
	kaba_trace_init(&u);
	assert_int_equal(kaba_trace_decode(&u, a.data, a.len, "v2.trace", &err), KABA_EINPUT);
	/* version 2: methods, but lookups and enumerations were not logged */
	t.lookups_recorded = 0;
	a.len = 0;
	assert_int_equal(kaba_trace_encode(&t, &a), 0);
	assert_memory_equal(a.data, "KABATRC2", 8);
	kaba_trace_free(&u);
	kaba_trace_init(&u);
	assert_int_equal(kaba_trace_decode(&u, a.data, a.len, "v2.trace", &err), KABA_OK);
	assert_true(u.ran_recorded);
	assert_false(u.lookups_recorded);
	assert_int_equal(u.nmethods, 3);
	kaba_buf_free(&a);
	kaba_buf_free(&b);
	kaba_trace_free(&t);
	kaba_trace_free(&u);
	kaba_trace_free(&all);
}

/* Method record flags are 1 to 7. */
static void test_bad_method_flags(void **state)
{
	struct kaba_trace t, u;
	struct kaba_buf a;
	struct kaba_error err = { 0 };
	size_t at;

	(void)state;
	kaba_trace_init(&t);
	kaba_buf_init(&a);
	method(&t, KABA_TRACE_RAN, "A", "f", "()V");
	assert_int_equal(kaba_trace_encode(&t, &a), 0);
	/* the record: flags, 3 string indices, then "END." */
	at = a.len - 4 - 13;
	assert_int_equal(a.data[at], KABA_TRACE_RAN);
	for (int v = 0; v < 256; v++) {
		a.data[at] = (uint8_t)v;
		kaba_trace_init(&u);
		assert_int_equal(kaba_trace_decode(&u, a.data, a.len, "m.trace", &err),
				 v >= 1 && v <= 7 ? KABA_OK : KABA_EINPUT);
		if (v < 1 || v > 7) {
			assert_int_equal(err.offset, (long long)at);
			assert_non_null(strstr(err.what, "flags"));
		}
		kaba_trace_free(&u);
	}
	kaba_buf_free(&a);
	kaba_trace_free(&t);
}

static void test_bad_index(void **state)
{
	/* magic, strings {""}, one site whose class is string 5 */
	static const uint8_t bad[] = {
		'K', 'A', 'B', 'A', 'T', 'R', 'C', '1', 0, 0, 0, 1, 0, 0,
		0, 0, 0, 1, 0, 0, 0, 0, 5,
		0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	};
	static const uint8_t huge[] = {
		'K', 'A', 'B', 'A', 'T', 'R', 'C', '1', 0xff, 0xff, 0xff, 0xff,
	};
	struct kaba_trace t;
	struct kaba_error err = { 0 };

	(void)state;
	kaba_trace_init(&t);
	assert_int_equal(kaba_trace_decode(&t, bad, sizeof(bad), "x.trace", &err),
			 KABA_EINPUT);
	assert_int_equal(err.offset, 19);
	assert_non_null(strstr(err.what, "bad string index 5"));
	kaba_trace_free(&t);
	kaba_trace_init(&t);
	assert_int_equal(kaba_trace_decode(&t, huge, sizeof(huge), "x.trace", &err),
			 KABA_EINPUT);
	assert_int_equal(err.offset, 8);
	kaba_trace_free(&t);
	kaba_trace_init(&t);
	assert_int_equal(kaba_trace_decode(&t, (const uint8_t *)"PK\3\4", 4,
					   "x.trace", &err), KABA_EINPUT);
	assert_non_null(strstr(err.what, "magic"));
	kaba_trace_free(&t);
}

static void test_files(void **state)
{
	struct kaba_trace t, u;
	struct kaba_error err = { 0 };
	char dir[] = "/tmp/kaba-trace-XXXXXX", path[64];

	(void)state;
	assert_non_null(mkdtemp(dir));
	snprintf(path, sizeof(path), "%s/run.trace", dir);
	kaba_trace_init(&t);
	kaba_trace_init(&u);
	paper(&t);
	assert_int_equal(kaba_trace_write_file(&t, path, &err), KABA_OK);
	assert_int_equal(kaba_trace_read_file(&u, path, &err), KABA_OK);
	assert_int_equal(u.nentries, t.nentries);
	unlink(path);
	assert_int_equal(kaba_trace_read_file(&u, path, &err), KABA_EIO);
	rmdir(dir);
	kaba_trace_free(&t);
	kaba_trace_free(&u);
}

static void test_names_and_tamiflex(void **state)
{
	struct kaba_trace t;
	struct kaba_trace_column c;
	struct kaba_trace_site p = { KABA_SITE_PSEUDO, 0, 0, 0, 0, 0, 0 };
	struct kaba_trace_reflect r = { KABA_API_FIELD_GET, 0, 0, 0, 7, 0, 0, 0, 0, 0, 1 };
	struct kaba_buf b;
	char name[256];

	(void)state;
	kaba_trace_init(&t);
	kaba_buf_init(&b);
	c = (struct kaba_trace_column){ KABA_TCOL_CHECK_FALSE,
		kaba_trace_string(&t, "p/Client"), kaba_trace_string(&t, "run"),
		kaba_trace_string(&t, "()V"), 17, kaba_trace_string(&t, "p/A") };
	kaba_trace_column_name(&t, kaba_trace_column(&t, &c), name, sizeof(name));
	assert_string_equal(name, "p.Client.run()V#check@17=false");
	p.class_name = kaba_trace_string(&t, "p/A");
	kaba_trace_site_name(&t, kaba_trace_site(&t, &p), name, sizeof(name));
	assert_string_equal(name, "p.A@unobserved");
	r.caller_class = kaba_trace_string(&t, "p/Client");
	r.caller_method = kaba_trace_string(&t, "main");
	r.caller_desc = kaba_trace_string(&t, "([Ljava/lang/String;)V");
	r.line = 12;
	r.target_class = kaba_trace_string(&t, "p/A");
	r.target_name = kaba_trace_string(&t, "names");
	r.target_desc = kaba_trace_string(&t, "[[Ljava/lang/String;");
	kaba_trace_reflection(&t, &r);
	r.api = KABA_API_METHOD_INVOKE;
	r.target_name = kaba_trace_string(&t, "f");
	r.target_desc = kaba_trace_string(&t, "(IJ[Lp/A;)Z");
	kaba_trace_reflection(&t, &r);
	r.api = KABA_API_CLASS_FORNAME;
	r.target_name = r.target_desc = 0;
	r.line = 0;
	kaba_trace_reflection(&t, &r);
	kaba_trace_tamiflex(&t, &b);
	kaba_buf_u8(&b, 0);
	assert_string_equal((char *)b.data,
		"Field.get*;<p.A: java.lang.String[][] names>;p.Client.main;12;;\n"
		"Method.invoke;<p.A: boolean f(int,long,p.A[])>;p.Client.main;12;;\n"
		"Class.forName;p.A;p.Client.main;-1;;\n");
	kaba_buf_free(&b);
	kaba_trace_free(&t);
}

static void test_to_table(void **state)
{
	struct kaba_trace t;
	struct kaba_table *table = kaba_table_new();
	struct kaba_error err = { 0 };
	struct kaba_origin static_a2 = { "Client", "main", "([Ljava/lang/String;)V", "A", 8 };
	struct kaba_origin static_x = { "A", "x", "I", "int", -1 };
	size_t a2, x, af, bh, no, s_a2, s_x;
	struct kaba_trace_column c;

	(void)state;
	assert_non_null(table);
	/* what the static analysis would have put there */
	assert_int_equal(kaba_table_add_row(table, KABA_ROW_OBJECT, "Client.main#new@8",
					    &static_a2, &s_a2, &err), KABA_OK);
	assert_int_equal(kaba_table_add_column(table, KABA_COL_FIELD, "A.x", &static_x,
					       &s_x, &err), KABA_OK);
	kaba_trace_init(&t);
	paper(&t);
	c = (struct kaba_trace_column){ KABA_TCOL_CHECK_FALSE,
		kaba_trace_string(&t, "Client"), kaba_trace_string(&t, "main"),
		kaba_trace_string(&t, "([Ljava/lang/String;)V"), 50,
		kaba_trace_string(&t, "B") };
	kaba_trace_entry(&t, 0, kaba_trace_column(&t, &c));
	assert_int_equal(kaba_trace_to_table(&t, table, &err), KABA_OK);
	/* a second time changes nothing: rows and columns are reused */
	assert_int_equal(kaba_trace_to_table(&t, table, &err), KABA_OK);
	assert_int_equal(table->nrows, 4);
	assert_int_equal(table->ncolumns, 8); /* 6 members + both outcomes */
	a2 = kaba_table_find_row(table, "Client.main#new@8");
	x = kaba_table_find_column(table, "A.x");
	af = kaba_table_find_column(table, "def(A.f()V)");
	bh = kaba_table_find_column(table, "def(B.h()V)");
	no = kaba_table_find_column(table, "Client.main([Ljava/lang/String;)V#check@50=false");
	assert_int_equal(a2, s_a2);
	assert_int_equal(x, s_x);
	assert_true(af != KABA_NONE && bh != KABA_NONE && no != KABA_NONE);
	assert_int_not_equal(kaba_table_find_row(table,
		"Client.main([Ljava/lang/String;)V#new@16"), KABA_NONE);
	assert_int_equal(table->rows[a2].kind, KABA_ROW_OBJECT);
	assert_int_equal(table->columns[af].kind, KABA_COL_DEF);
	assert_string_equal(table->columns[af].origin.owner, "A");
	assert_string_equal(table->columns[af].origin.descriptor, "()V");
	assert_int_equal(table->columns[no].kind, KABA_COL_CHECK_FALSE);
	assert_int_equal(table->columns[no].origin.index, 50);
	assert_true(kaba_table_get(table, a2, x));
	assert_true(kaba_table_get(table, a2, af));
	assert_false(kaba_table_get(table, a2, bh));
	assert_true(kaba_table_get(table, 0, x));
	assert_true(kaba_table_get(table, kaba_table_find_row(table,
		"Client.main([Ljava/lang/String;)V#new@0"), no));
	kaba_table_free(table);
	kaba_trace_free(&t);
}

/* With the program, new rows and columns are named exactly as the static
 * analysis names them (src/analysis/table/access.c): methods without their
 * descriptor unless overloaded, and the kind of each check. */
static void test_static_names(void **state)
{
	static const struct {
		uint8_t kind;
		const char *cls, *name, *desc;
		uint32_t bci;
		const char *type, *expect;
	} cols[] = {
		{ KABA_TCOL_CHECK_TRUE, "exc/Main", "main", "([Ljava/lang/String;)V", 176,
		  "exc/Circle", "exc.Main.main#instanceof@176=true" },
		{ KABA_TCOL_CHECK_FALSE, "exc/Main", "main", "([Ljava/lang/String;)V", 187,
		  "exc/Shape", "exc.Main.main#cast@187=false" },
		{ KABA_TCOL_CATCH, "exc/Main", "main", "([Ljava/lang/String;)V", 226,
		  "exc/AppError", "exc.Main.main#catch@226:exc.AppError=true" },
		{ KABA_TCOL_DEF, "exc/Circle", "<init>", "()V", 0, "", "def(exc.Circle.<init>)" },
		{ KABA_TCOL_DEF, "java/lang/String", "valueOf", "(I)Ljava/lang/String;", 0, "",
		  "def(java.lang.String.valueOf(I)Ljava/lang/String;)" },
		{ KABA_TCOL_FIELD, "exc/Shape", "kind", "I", 0, "", "exc.Shape.kind" },
	};
	struct kaba_trace_site site = { KABA_SITE_NEW, 0, 0, 0, 0, 123, 0 };
	struct kaba_program *prog;
	struct kaba_table *table = kaba_table_new();
	struct kaba_error err = { 0 };
	struct kaba_trace t;
	char jar[4096];
	const char *in[] = { jar };
	uint32_t s, c;
	size_t i;

	(void)state;
	snprintf(jar, sizeof(jar), "%s/fixtures/trace_exceptions.jar",
		 getenv("BUILD") ? getenv("BUILD") : "build");
	if (kaba_program_open(in, 1, NULL, &prog, &err)) {
		kaba_error_print(&err, stderr);
		fail_msg("cannot open %s", jar);
	}
	assert_non_null(table);
	kaba_trace_init(&t);
	site.class_name = kaba_trace_string(&t, "exc/Circle");
	site.in_class = kaba_trace_string(&t, "exc/Main");
	site.in_method = kaba_trace_string(&t, "main");
	site.in_desc = kaba_trace_string(&t, "([Ljava/lang/String;)V");
	s = kaba_trace_site(&t, &site);
	for (i = 0; i < sizeof(cols) / sizeof(cols[0]); i++) {
		struct kaba_trace_column col = { cols[i].kind,
			kaba_trace_string(&t, cols[i].cls), kaba_trace_string(&t, cols[i].name),
			kaba_trace_string(&t, cols[i].desc), cols[i].bci,
			kaba_trace_string(&t, cols[i].type) };

		c = kaba_trace_column(&t, &col);
		assert_int_equal(kaba_trace_entry(&t, s, c), 1);
	}
	assert_int_equal(kaba_trace_to_table_of(&t, prog, table, &err), KABA_OK);
	assert_int_not_equal(kaba_table_find_row(table, "exc.Main.main#new@123"), KABA_NONE);
	for (i = 0; i < sizeof(cols) / sizeof(cols[0]); i++)
		if (kaba_table_find_column(table, cols[i].expect) == KABA_NONE)
			fail_msg("no column %s", cols[i].expect);
	kaba_table_free(table);
	kaba_trace_free(&t);
	kaba_program_free(prog);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_interning),
		cmocka_unit_test(test_version1),
		cmocka_unit_test(test_bad_method_flags),
		cmocka_unit_test(test_many_items),
		cmocka_unit_test(test_round_trip),
		cmocka_unit_test(test_merge),
		cmocka_unit_test(test_canonical),
		cmocka_unit_test(test_hostile_bytes),
		cmocka_unit_test(test_bad_index),
		cmocka_unit_test(test_files),
		cmocka_unit_test(test_names_and_tamiflex),
		cmocka_unit_test(test_to_table),
		cmocka_unit_test(test_static_names),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
