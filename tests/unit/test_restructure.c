/*
 * The code generator's pieces on real proposals: the class plan (names,
 * static holders, superclasses), constructor keys and their padding,
 * descriptor retyping from the rows (a library class where the row's class
 * is an interface), the safety net that spots user
 * classes in constants, the refusal of a table without constructor
 * columns (nothing written), array types in descriptors and the overloads
 * they would merge (renamed apart), the element
 * class of an array that keeps its store check (Void[] for an array of
 * refused stores only), the receivers of calls (`this` or not, for private
 * methods copied), a field stored before super(...) that moved (the
 * store deferred past it, or passed up to a constructor of the field's
 * class), and the whole jar re-parsing class by class.
 * Proposals come from the fixtures (paper, hazard_overload, ...) through the
 * same stages as `kaba analyze`.
 */
#include <cJSON.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "kaba/analysis.h"
#include "kaba/bytecode.h"
#include "kaba/constraints.h"
#include "kaba/jar.h"
#include "kaba/report.h"
#include "support.h"
#include "../../src/rewrite/access.h"
#include "../../src/rewrite/arrays.h"
#include "../../src/rewrite/privates.h"

/* A fixture analysed and restructured up to the final proposal. */
/* A fixture through the static pipeline, multiple inheritance removed
 * (support.h); no_init leaves out the constructor columns. */
static int run_open(struct support_run *r, const char *fixture, const char *main_class,
		    int no_init)
{
	struct kaba_analysis_options opt;

	kaba_analysis_options_init(&opt);
	opt.main_class = main_class;
	opt.no_init = no_init;
	return support_run_open(r, fixture, &opt, 1);
}

static void plan_open(struct plan *pl, struct support_run *r, const char *main_class)
{
	memset(pl, 0, sizeof(*pl));
	kaba_arena_init(&pl->arena);
	pl->prog = r->prog;
	pl->prop = r->prop;
	pl->an = r->an;
	pl->in = r->jar;
	pl->main_class = main_class;
	if (plan_decide(pl, &r->err))
		fail_msg("%s: %s", r->err.where, r->err.what);
}

/* plan_open for one input, as kaba_rewrite_jar has it, and the plan's
 * dump before emission, parsed. */
static cJSON *plan_parsed(struct plan *pl, struct support_run *r, const char *main_class)
{
	char *text;
	cJSON *doc;

	plan_open(pl, r, main_class);
	pl->ins = &pl->in;
	pl->nins = 1;
	if (!(text = plan_dump(pl, &r->err)))
		fail_msg("%s: %s", r->err.where, r->err.what);
	doc = cJSON_Parse(text);
	free(text);
	assert_non_null(doc);
	return doc;
}

/* plan_open, then every class file built (emit.c). */
static void plan_emit(struct plan *pl, struct support_run *r, const char *main_class)
{
	plan_open(pl, r, main_class);
	if (emit_classes(pl, &r->err))
		fail_msg("%s: %s", r->err.where, r->err.what);
}

static size_t plan_find(const struct plan *pl, const char *name)
{
	size_t i;

	for (i = 0; i < pl->n; i++)
		if (!strcmp(pl->cls[i].name, name))
			return i;
	return KABA_NONE;
}

/* Method `name` of class `owner` with descriptor `desc` in run r. */
static const struct kaba_pmember *method(struct support_run *r, const char *owner, const char *name,
					 const char *desc)
{
	const struct kaba_pclass *c = kaba_program_class(r->prog, owner);
	const struct kaba_pmember *m = c ? kaba_pclass_method(c, name, desc) : NULL;

	assert_non_null(m);
	return m;
}

/* Names follow the report's with ' -> _; Client, static-only and the main
 * class, is a static holder of its own name extending Object. */
static void test_plan_names(void **state)
{
	struct support_run r;
	struct plan pl;
	struct kaba_arena arena;
	const char **report;
	size_t k, c;

	(void)state;
	if (run_open(&r, "paper", "Client", 0))
		skip();
	plan_open(&pl, &r, "Client");
	kaba_arena_init(&arena);
	report = kaba_proposal_names(r.prop, &arena);
	for (k = 0; k < r.prop->nclasses; k++) {
		char want[256], *s;

		if (r.prop->classes[k].removed)
			continue;
		snprintf(want, sizeof(want), "%s", report[k]);
		for (s = want; *s; s++)
			if (*s == '\'')
				*s = '_';
		if (!strcmp(report[k], "(empty)"))
			snprintf(want, sizeof(want), "Kaba_K%zu", k);
		assert_string_equal(pl.cls[pl.of_pclass[k]].name, want);
		assert_int_equal(pl.cls[pl.of_pclass[k]].pclass, k);
	}
	c = plan_find(&pl, "Client");
	assert_true(c != KABA_NONE);
	assert_int_equal(pl.cls[c].pclass, KABA_NONE);
	assert_string_equal(pl.cls[c].statics_of->name, "Client");
	assert_string_equal(pl.cls[c].super_name, "java/lang/Object");
	/* superclasses are the proposal's non-interface supers */
	for (k = 0; k < pl.n; k++) {
		size_t s = pl.cls[k].super;

		if (s != KABA_NONE)
			assert_string_equal(pl.cls[k].super_name, pl.cls[s].name);
		assert_false(pl.cls[k].is_interface && pl.cls[k].statics_of);
	}
	kaba_arena_free(&arena);
	plan_free(&pl);
	support_run_close(&r);
}

/* A.<init>()V and B.<init>()V may share a class: padded apart, and past
 * Object.<init>()V, which every chain may need. */
static void test_ctor_keys(void **state)
{
	struct support_run r;
	struct plan pl;
	size_t i, j;

	(void)state;
	if (run_open(&r, "paper", "Client", 0))
		skip();
	plan_open(&pl, &r, "Client");
	assert_int_equal(pl.nctors, 2);
	assert_string_equal(pl.ctors[0].m->owner->name, "A");
	assert_string_equal(pl.ctors[0].desc, "(Z)V");
	assert_int_equal(pl.ctors[0].pads, 1);
	assert_string_equal(pl.ctors[1].m->owner->name, "B");
	assert_string_equal(pl.ctors[1].desc, "(ZZ)V");
	for (i = 0; i < pl.nctors; i++) {
		assert_ptr_equal(plan_ctor(&pl, pl.ctors[i].m), &pl.ctors[i]);
		assert_true(pl.ctors[i].home != KABA_NONE);
		for (j = 0; j < i; j++)
			assert_string_not_equal(pl.ctors[i].desc, pl.ctors[j].desc);
	}
	plan_free(&pl);
	support_run_close(&r);
}

/* frozen_descriptors: Border's constructor has the descriptor of the frozen
 * Frame's, so its key is padded: a chain of forwarders to Frame's (a
 * super(...) of a class below Border's home) would otherwise stop at
 * Border's and run it (antlr's traced analysis ran a dead
 * SemanticException constructor so, for the frozen RecognitionException's). */
static void test_ctor_key_past_frozen(void **state)
{
	struct support_run r;
	struct plan pl;
	size_t i;
	int seen = 0;

	(void)state;
	if (run_open(&r, "frozen_descriptors", "pd.Main", 0))
		skip();
	plan_open(&pl, &r, "pd/Main");
	for (i = 0; i < pl.nctors; i++) {
		if (strcmp(pl.ctors[i].m->owner->name, "pd/Border"))
			continue;
		seen = 1;
		assert_int_equal(pl.ctors[i].pads, 1);
		assert_string_equal(pl.ctors[i].desc, "(Ljava/lang/String;Z)V");
	}
	assert_true(seen);
	plan_free(&pl);
	support_run_close(&r);
}

/* S.f(OA) and S.f(OB): each parameter typed by the class of its row. */
static void test_retype_descriptors(void **state)
{
	struct support_run r;
	struct plan pl;
	struct kaba_pclass *s;
	const char *descs[] = { "(Loverload/OA;)Ljava/lang/String;",
				"(Loverload/OB;)Ljava/lang/String;" };
	size_t i;

	(void)state;
	if (run_open(&r, "hazard_overload", "overload.Main", 0))
		skip();
	plan_open(&pl, &r, "overload/Main");
	assert_non_null(s = kaba_program_class(r.prog, "overload/S"));
	for (i = 0; i < 2; i++) {
		struct kaba_pmember *m = kaba_pclass_method(s, "f", descs[i]);
		const char *d;
		size_t row, k;
		char want[256];

		assert_non_null(m);
		d = retype_method_desc(&pl, m, &r.err);
		assert_non_null(d);
		/* the parameter's row, found the way retype.c does (LVT name "o") */
		for (row = 0; row < r.an->table->nrows; row++) {
			const struct kaba_row *rw = &r.an->table->rows[row];
			size_t nl = strlen(rw->name);

			if (rw->kind == KABA_ROW_PARAM && !strcmp(rw->origin.descriptor, descs[i]) &&
			    !strcmp(rw->origin.owner, "overload/S") && nl > 2 &&
			    !strcmp(rw->name + nl - 2, ".o"))
				break;
		}
		assert_true(row < r.an->table->nrows);
		k = plan_of_row(&pl, row);
		snprintf(want, sizeof(want), "(L%s;)Ljava/lang/String;",
			 k == KABA_NONE ? "java/lang/Object" : pl.cls[k].name);
		assert_string_equal(d, want);
	}
	/* library types stay */
	assert_false(plan_mentions_user(&pl, "(Ljava/lang/String;)V", 21));
	assert_true(plan_mentions_user(&pl, "(Loverload/OA;)V", 16));
	assert_true(plan_mentions_user(&pl, "[Loverload/OB;", 14));
	assert_true(plan_mentions_user(&pl, "overload/S", 10));
	assert_false(plan_mentions_user(&pl, "java/lang/Object", 16));
	plan_free(&pl);
	support_run_close(&r);
}

/* bodies_library_value: Pws extends PrintWriter, and the proposal has
 * interfaces above Pws objects (declaration-only classes).  A value of
 * original type Pws whose new class is an interface, or that has none (a
 * dead row), is typed PrintWriter for the verifier (it may go where a
 * PrintWriter is expected); with a class, or for a type whose library
 * superclass is Object, the new class (or Object) stays.  The fixture verifies and runs the same (tests/e2e/bodies.sh). */
static void test_library_value_class(void **state)
{
	struct support_run r;
	struct plan pl;
	size_t k, ifaces = 0;

	(void)state;
	if (run_open(&r, "bodies_library_value", "lv.Main", 0))
		skip();
	plan_open(&pl, &r, "lv/Main");
	assert_string_equal(plan_value_class(&pl, KABA_NONE, "lv/Pws", 6), "java/io/PrintWriter");
	assert_string_equal(plan_value_class(&pl, KABA_NONE, "lv/Gen", 6), "java/lang/Object");
	for (k = 0; k < pl.n; k++) {
		const char *want = pl.cls[k].is_interface ? "java/io/PrintWriter" : pl.cls[k].name;

		ifaces += (size_t)pl.cls[k].is_interface;
		assert_string_equal(plan_value_class(&pl, k, "lv/Pws2", 7), want);
		assert_string_equal(plan_value_class(&pl, k, "lv/Gen", 6), pl.cls[k].name);
	}
	assert_true(ifaces > 0);
	plan_free(&pl);
	support_run_close(&r);
}

/* bodies_library_split: the class holding Cell.b is above the Cell
 * objects and, in the proposal, the Square object, whose library
 * superclass is the frozen Shape.  It stays a class, extending Object, for
 * the Cell objects that use b; Square's class leaves it and its chain of
 * superclasses ends at Shape.
 * The fixture verifies and runs the same (tests/e2e/bodies.sh). */
static void test_library_split(void **state)
{
	struct support_run r;
	struct plan pl;
	size_t k, square = KABA_NONE, holder = KABA_NONE;

	(void)state;
	if (run_open(&r, "bodies_library_split", "ls.Main", 0))
		skip();
	plan_open(&pl, &r, "ls/Main");
	for (k = 0; k < pl.n; k++) {
		const struct kaba_ids *m;
		size_t i;

		if (pl.cls[k].pclass == KABA_NONE)
			continue;
		m = &r.prop->classes[pl.cls[k].pclass].members;
		for (i = 0; i < m->n; i++) {
			const char *name = r.prop->table->columns[m->v[i]].name;

			if (!strcmp(name, "ls.Cell.b"))
				holder = k;
			if (!strcmp(name, "def(ls.Square.name)"))
				square = k;
		}
	}
	assert_true(holder != KABA_NONE && square != KABA_NONE);
	assert_false(pl.cls[holder].is_interface);
	assert_string_equal(pl.cls[holder].super_name, "java/lang/Object");
	/* Square's class extends Shape, directly or through new classes
	 * (the local `s` holding the Square is a row of its own). */
	for (k = square; pl.cls[k].super != KABA_NONE; k = pl.cls[k].super)
		assert_false(k == holder);
	assert_string_equal(pl.cls[k].super_name, "ls/Shape");
	assert_false(plan_subtype(&pl, square, holder));
	plan_free(&pl);
	support_run_close(&r);
}

/* bodies_private_receiver: equals calls private len() on another Key
 * (((Key) o).len()), and the proposal puts len's body in another class
 * than equals's.  Its home gets a non-private copy len$po$Key (the call is
 * an invokevirtual of it); the private original stays.  The fixture
 * verifies and runs the same (tests/e2e/bodies.sh). */
static void test_private_other_receiver(void **state)
{
	struct support_run r;
	struct plan pl;
	const struct kaba_pmember *len, *eq;
	const struct kaba_class *cf;
	size_t home;
	int at;

	(void)state;
	if (run_open(&r, "bodies_private_receiver", "po.Main", 0))
		skip();
	plan_emit(&pl, &r, "po/Main");
	len = method(&r, "po/Key", "len", "()I");
	eq = method(&r, "po/Key", "equals", "(Ljava/lang/Object;)Z");
	home = plan_of_column(&pl, plan_member_column(&pl, KABA_COL_DEF, len));
	assert_true(home != KABA_NONE);
	assert_true(home != plan_of_column(&pl, plan_member_column(&pl, KABA_COL_DEF, eq)));
	cf = pl.cls[home].cf;
	at = class_method(cf, "len$po$Key", "()I");
	assert_true(at >= 0);
	assert_false(cf->methods.v[at].access & KABA_ACC_PRIVATE);
	at = class_method(cf, "len", "()I");
	assert_true(at >= 0);
	assert_true(cf->methods.v[at].access & KABA_ACC_PRIVATE);
	plan_free(&pl);
	support_run_close(&r);
}

/* The code of method name+desc of plan class `cls`. */
static const struct kaba_code *plan_code(const struct plan *pl, const char *cls, const char *name,
					 const char *desc)
{
	size_t k = plan_find(pl, cls);
	int at;

	assert_true(k != KABA_NONE);
	at = class_method(pl->cls[k].cf, name, desc);
	assert_true(at >= 0);
	return kaba_member_code(&pl->cls[k].cf->methods.v[at]);
}

/* In fixture `fixture`, restructured whole, plan class dead_cls (a frozen
 * class written as itself or not, as `frozen` says) has a method dead()I
 * that throws AssertionError (11 bytes: new, dup, ldc_w, invokespecial,
 * athrow) with `message` (NULL: the default), and live_cls's live()I
 * keeps its own body. */
static void assert_unreachable_body(const char *fixture, const char *main, const char *dead_cls,
				    int frozen, const char *dead, const char *live_cls,
				    const char *live, const char *message)
{
	struct support_run r;
	struct plan pl;
	const struct kaba_code *code;
	const struct kaba_class *cf;
	const char *text;
	size_t len;
	char java_main[64];

	snprintf(java_main, sizeof(java_main), "%s", main);
	*strchr(java_main, '/') = '.';
	if (run_open(&r, fixture, java_main, 0))
		skip();
	plan_open(&pl, &r, main);
	pl.unreachable_message = message;
	if (emit_classes(&pl, &r.err))
		fail_msg("%s: %s", r.err.where, r.err.what);
	assert_false(plan_refused(&pl));
	assert_int_equal(pl.cls[plan_find(&pl, dead_cls)].frozen != NULL, frozen);
	code = plan_code(&pl, dead_cls, dead, "()I");
	assert_int_equal(code->code_len, 11);
	assert_int_equal(code->code[0], KABA_OP_NEW);
	assert_int_equal(code->code[4], KABA_OP_LDC_W);
	cf = pl.cls[plan_find(&pl, dead_cls)].cf;
	text = kaba_cp_utf8(cf, cf->cp.entries[code->code[5] << 8 | code->code[6]].index, &len);
	message = message ? message : "kaba: unreachable method";
	assert_true(text && len == strlen(message) && !memcmp(text, message, len));
	assert_int_equal(code->code[10], KABA_OP_ATHROW);
	assert_int_not_equal(plan_code(&pl, live_cls, live, "()I")->code[0], KABA_OP_NEW);
	plan_free(&pl);
	support_run_close(&r);
}

/* A method the analysis found unreachable and whose body creates the only
 * objects of a class (no row: no class to retype the `new` to) keeps its
 * declaration with a body that throws AssertionError.  In
 * bodies_frozen_unreachable, frozen Base's private never(); get(),
 * reachable, keeps its own.  In bodies_dead_body, restructured Middle's
 * check(), whose def column has a home all the same (Lower, after multiple
 * inheritance removal); Leaf's check() is reachable. */
static void test_unreachable_bodies(void **state)
{
	(void)state;
	assert_unreachable_body("bodies_frozen_unreachable", "fu/Main", "fu/Base", 1, "never",
				"fu/Base", "get", NULL);
	assert_unreachable_body("bodies_dead_body", "db/Main", "db/Lower", 0, "check", "db/Leaf",
				"check", NULL);
	/* a traced run's (kaba_restructure.unreachable_message) */
	assert_unreachable_body("bodies_dead_body", "db/Main", "db/Lower", 0, "check", "db/Leaf",
				"check", "kaba: method not covered by the traces");
}

/* bodies_dead_static: Main's dead static methods whose descriptors need no
 * rows are kept in its holder, throwing (11 bytes, as above), arrays of
 * user classes typed as Object arrays; deadUser(Shape) is left out. */
static void test_dead_statics_kept(void **state)
{
	struct support_run r;
	struct plan pl;
	size_t k;

	(void)state;
	if (run_open(&r, "bodies_dead_static", "ds.Main", 0))
		skip();
	plan_emit(&pl, &r, "ds/Main");
	assert_false(plan_refused(&pl));
	assert_int_equal(plan_code(&pl, "ds/Main", "dead", "(ILjava/lang/String;)I")->code[10],
			 KABA_OP_ATHROW);
	assert_int_equal(plan_code(&pl, "ds/Main", "deadArray",
				   "([Ljava/lang/Object;)[Ljava/lang/Object;")->code_len, 11);
	k = plan_find(&pl, "ds/Main");
	assert_int_equal(class_method(pl.cls[k].cf, "deadUser", "(Lds/Shape;)I"), -1);
	plan_free(&pl);
	support_run_close(&r);
}

/* The item of JSON array `a` whose string field `key` is `value`. */
static const cJSON *json_find(const cJSON *a, const char *key, const char *value)
{
	const cJSON *x;

	cJSON_ArrayForEach(x, a) {
		const cJSON *v = cJSON_GetObjectItemCaseSensitive(x, key);

		if (cJSON_IsString(v) && !strcmp(v->valuestring, value))
			return x;
	}
	fail_msg("no %s %s in the plan", key, value);
	return NULL;
}

/* frozen_pinned (docs/reflection.md rule 17): each class that
 * Class.newInstance() creates by name keeps its name and gets a public
 * <init>()V, which calls its padded constructor key; the plan holds that
 * entry before the first class file is built. */
static void test_pinned_no_arg_constructor(void **state)
{
	struct kaba_analysis_options opt;
	struct support_run r;
	struct plan pl;
	size_t row, pinned = 0;
	cJSON *doc;

	(void)state;
	kaba_analysis_options_init(&opt);
	opt.main_class = "gen.Main";
	if (support_run_open(&r, "frozen_pinned", &opt, 1))
		skip();
	doc = plan_parsed(&pl, &r, "gen/Main");
	for (row = 0; row < pl.t->nrows; row++)
		if (pl.t->rows[row].pinned)
			json_find(cJSON_GetObjectItemCaseSensitive(doc, "no_arg_entries"), "class",
				  pl.t->rows[row].origin.type);
	cJSON_Delete(doc);
	if (emit_classes(&pl, &r.err))
		fail_msg("%s: %s", r.err.where, r.err.what);
	for (row = 0; row < pl.t->nrows; row++) {
		const struct kaba_row *w = &pl.t->rows[row];
		size_t k = plan_of_row(&pl, row);
		int at;

		if (!w->pinned)
			continue;
		pinned++;
		assert_true(k != KABA_NONE);
		assert_string_equal(pl.cls[k].name, w->origin.type);
		at = class_method(pl.cls[k].cf, "<init>", "()V");
		assert_true(at >= 0);
		assert_true(pl.cls[k].cf->methods.v[at].access & KABA_ACC_PUBLIC);
	}
	assert_true(pinned > 0);
	plan_free(&pl);
	support_run_close(&r);
}

/* A generator function's result is that of the calls it makes, not what
 * err held before it: a refusal collected earlier (docs/restructuring.md,
 * "Refusals") leaves its status behind when nothing clears it, and the
 * forwarding constructors of frozen_pinned's <init>()V entries, the body
 * copies and the encoded bodies must be written all the same. */
static void test_stale_error_ignored(void **state)
{
	struct kaba_analysis_options opt;
	struct support_run r;
	struct plan pl;

	(void)state;
	kaba_analysis_options_init(&opt);
	opt.main_class = "gen.Main";
	if (support_run_open(&r, "frozen_pinned", &opt, 1))
		skip();
	plan_open(&pl, &r, "gen/Main");
	kaba_fail(&r.err, KABA_EUNSUPPORTED, "earlier", -1, "a refusal counted before");
	assert_int_equal(emit_classes(&pl, &r.err), KABA_OK);
	assert_true(pl.npinned > 0);
	for (size_t i = 0; i < pl.npinned; i++)
		assert_true(class_method(pl.cls[pl.pinned[i].k].cf, "<init>", "()V") >= 0);
	plan_free(&pl);
	support_run_close(&r);
}

/* Hidden fields merged into one class keep apart under NAME$OWNER, and
 * every access follows (the fixture runs the same: tests/e2e/hazards.sh);
 * fields the proposal keeps in classes of their own keep their name. */
static void test_hidden_fields_renamed(void **state)
{
	struct support_run r;
	struct plan pl;
	const char *owners[] = { "hiding/A", "hiding/B", "hiding/C" };
	const char *names[3];
	size_t i, j, homes[3];

	(void)state;
	if (run_open(&r, "hazard_hiding", "hiding.Main", 0))
		skip();
	plan_emit(&pl, &r, "hiding/Main");
	for (i = 0; i < 3; i++) {
		struct kaba_pclass *c = kaba_program_class(r.prog, owners[i]);
		struct kaba_pmember *f = NULL;
		uint16_t k;

		assert_non_null(c);
		for (k = 0; k < c->nfields; k++)
			if (!strcmp(c->fields[k].name, "f"))
				f = &c->fields[k];
		assert_non_null(f);
		names[i] = plan_member_name(&pl, f);
		homes[i] = plan_of_column(&pl, plan_member_column(&pl, KABA_COL_FIELD, f));
		assert_true(!strcmp(names[i], "f") || !strncmp(names[i], "f$", 2));
		for (j = 0; j < i; j++)
			if (homes[i] == homes[j])
				assert_string_not_equal(names[i], names[j]);
	}
	plan_free(&pl);
	support_run_close(&r);
}

/* `A[] arr = new B[1]; arr[0] = new A();` must still throw: the table puts
 * the A object below the element row (the store counts as an assignment),
 * so the new element class is the least class above the B objects stored,
 * which admits no object that B[] refused. */
static void test_array_store_check_kept(void **state)
{
	struct support_run r;
	struct plan pl;
	const struct kaba_table *t;
	struct kaba_pmember *main_m;
	size_t e, o, k, nb = 0;

	(void)state;
	if (run_open(&r, "hazard_checks", "checks.Main", 0))
		skip();
	plan_open(&pl, &r, "checks/Main");
	t = r.an->table;
	main_m = kaba_pclass_method(kaba_program_class(r.prog, "checks/Main"), "main",
				    "([Ljava/lang/String;)V");
	assert_non_null(main_m);
	for (e = 0; e < t->nrows && t->rows[e].kind != KABA_ROW_ELEMENT; e++)
		;
	assert_true(e < t->nrows);
	assert_int_equal(array_element_class(&pl, main_m, (long)t->rows[e].origin.index,
					     "checks/B", 8, &k), ARRAY_OK);
	assert_true(k != KABA_NONE);
	assert_true(plan_subtype(&pl, k, plan_of_row(&pl, e)));
	for (o = 0; o < t->nrows; o++) {
		const struct kaba_row *row = &t->rows[o];

		if (row->kind != KABA_ROW_OBJECT || plan_of_row(&pl, o) == KABA_NONE)
			continue;
		if (!strcmp(row->origin.type, "checks/A"))   /* the old choice admitted it */
			assert_true(plan_subtype(&pl, plan_of_row(&pl, o), plan_of_row(&pl, e)));
		if (plan_subtype(&pl, plan_of_row(&pl, o), k)) {
			assert_string_equal(row->origin.type, "checks/B");
			nb++;
		}
	}
	assert_true(nb > 0);
	plan_free(&pl);
	support_run_close(&r);
}

/* bodies_array_nothing stores only refused A objects into its two B[]
 * arrays, and the element rows' classes are above the A objects: such an
 * array becomes a Void[] (no object is a Void), while the A[] array that
 * gets A and B objects keeps a class of the plan. */
static void test_array_of_nothing(void **state)
{
	struct support_run r;
	struct plan pl;
	const struct kaba_table *t;
	const struct kaba_pmember *main_m;
	size_t e, k, nothing = 0, kept = 0;

	(void)state;
	if (run_open(&r, "bodies_array_nothing", "nothing.Main", 0))
		skip();
	plan_open(&pl, &r, "nothing/Main");
	t = r.an->table;
	main_m = method(&r, "nothing/Main", "main", "([Ljava/lang/String;)V");
	for (e = 0; e < t->nrows; e++) {
		const char *elem = strstr(t->rows[e].origin.type ? t->rows[e].origin.type : "", "nothing/");

		if (t->rows[e].kind != KABA_ROW_ELEMENT || !elem)
			continue;
		switch (array_element_class(&pl, main_m, (long)t->rows[e].origin.index, elem, 9, &k)) {
		case ARRAY_OF_NOTHING:
			assert_int_equal(elem[8], 'B');
			nothing++;
			break;
		case ARRAY_OK:
			assert_int_equal(elem[8], 'A');
			assert_true(k != KABA_NONE);
			kept++;
			break;
		default:
			fail_msg("element row %s", t->rows[e].name);
		}
	}
	assert_int_equal(nothing, 2);
	assert_int_equal(kept, 1);
	plan_free(&pl);
	support_run_close(&r);
}

/* Array types of user classes in descriptors become arrays of Object: the
 * arrays keep the element class of their creation site (any Object[]
 * admits them), loads are cast to the load row's class. */
static void test_array_descriptors(void **state)
{
	struct support_run r;
	struct plan pl;
	struct kaba_pclass *main_c, *holder;
	const char *d;

	(void)state;
	if (run_open(&r, "bodies_arrays", "arrays.Main", 0))
		skip();
	plan_open(&pl, &r, "arrays/Main");
	assert_non_null(main_c = kaba_program_class(r.prog, "arrays/Main"));
	assert_non_null(holder = kaba_program_class(r.prog, "arrays/Holder"));
	d = retype_method_desc(&pl, kaba_pclass_method(main_c, "total", "([Larrays/Shape;)I"),
			       &r.err);
	assert_non_null(d);
	assert_string_equal(d, "([Ljava/lang/Object;)I");
	d = retype_method_desc(&pl, kaba_pclass_method(main_c, "tris", "(I)[Larrays/Tri;"), &r.err);
	assert_non_null(d);
	assert_string_equal(d, "(I)[Ljava/lang/Object;");
	d = retype_field_desc(&pl, &holder->fields[0], &r.err);
	assert_non_null(d);
	assert_string_equal(d, "[Ljava/lang/Object;");
	plan_free(&pl);
	support_run_close(&r);
}

/* Without constructor columns a creation site has no constructor to call:
 * refused with exit 4, nothing written. */
static void test_no_init_refused(void **state)
{
	struct support_run r;
	struct kaba_restructure in = { 0 };
	struct kaba_restructure_stats st;
	const char *out = at("out.jar"), *map = at("mapping.txt");

	(void)state;
	if (run_open(&r, "paper", "Client", 1))
		skip();
	in.prog = r.prog;
	in.in = r.jar;
	in.proposal = r.prop;
	in.analysis = r.an;
	in.main_class = "Client";
	assert_int_equal(kaba_rewrite_jar(&in, out, map, &st, &r.err), KABA_EUNSUPPORTED);
	assert_non_null(strstr(r.err.what, "restructuring not supported"));
	assert_int_equal(access(out, F_OK), -1);
	assert_int_equal(access(map, F_OK), -1);
	support_run_close(&r);
}

/* The first call named `name` in method m, decoded into v (its index, or
 * n when none); *n the number of instructions. */
static uint32_t find_call(const struct kaba_pmember *m, const char *name, struct kaba_insn *v,
			  uint32_t *n)
{
	const struct kaba_class *cf = m->owner->cf;
	const struct kaba_code *code = kaba_member_code(&cf->methods.v[m->index]);
	struct kaba_insn_iter it;
	struct kaba_error err = { 0 };
	uint32_t i, at = UINT32_MAX;

	assert_non_null(code);
	kaba_insn_iter_init(&it, code->code, code->code_len, "test", -1);
	for (*n = 0; *n < 256 && kaba_insn_next(&it, &v[*n], &err) > 0; ++*n)
		;
	for (i = 0; i < *n && at == UINT32_MAX; i++) {
		struct kaba_ref r;

		if ((v[i].opcode == KABA_OP_INVOKESPECIAL || v[i].opcode == KABA_OP_INVOKEVIRTUAL) &&
		    !kaba_ref_from_cp(&r, cf, (uint16_t)v[i].operand) &&
		    r.name_len == strlen(name) && !memcmp(r.name, name, r.name_len))
			at = i;
	}
	assert_true(at != UINT32_MAX);
	return at;
}

/* bodies_private_moved: K0.m2 calls this.m1(4, 6L), whose receiver is
 * `this` below two arguments (three slots, from the call's descriptor);
 * main calls a.m2() on a local. */
static int receiver_is_this(const struct kaba_pmember *m, const char *callee)
{
	const struct kaba_code *code = kaba_member_code(&m->owner->cf->methods.v[m->index]);
	struct kaba_insn v[256];
	uint8_t *this_at = malloc(code->code_len);
	uint32_t n, at = find_call(m, callee, v, &n);
	int is_this;

	assert_non_null(this_at);
	assert_int_equal(receivers_of_this(m->owner->cf, code, v, n, this_at), 0);
	is_this = this_at[v[at].offset];
	free(this_at);
	return is_this;
}

static void test_receivers_of_this(void **state)
{
	struct support_run r;

	(void)state;
	if (run_open(&r, "bodies_private_moved", "pm.Main", 0))
		skip();
	assert_true(receiver_is_this(method(&r, "pm/K0", "m2", "()I"), "m1"));
	assert_false(receiver_is_this(method(&r, "pm/Main", "main", "([Ljava/lang/String;)V"), "m2"));
	support_run_close(&r);
}

/* javac's inner class stores this$0 before super(...); the verifier allows
 * that only for a field of the constructor's own class, and hazard_inner's
 * proposal moves this$0 into an Outer class.  Its super(...) is
 * Object.<init>, so the store is deferred past it: the jar is written and
 * the constructor holding the store stores this$0 only after the call. */
static void test_early_store_deferred(void **state)
{
	struct support_run r;
	struct kaba_restructure in = { 0 };
	struct kaba_restructure_stats st;
	const char *out = at("out.jar");
	struct test_classes tc;
	size_t i, stores = 0;

	(void)state;
	if (run_open(&r, "hazard_inner", "inner/Main", 0))
		skip();
	in.prog = r.prog;
	in.in = r.jar;
	in.proposal = r.prop;
	in.analysis = r.an;
	in.main_class = "inner/Main";
	if (kaba_rewrite_jar(&in, out, NULL, &st, &r.err))
		fail_msg("%s: %s", r.err.where, r.err.what);
	assert_int_equal(test_classes_load(out, &tc), 0);
	for (i = 0; i < tc.n; i++) {
		struct kaba_arena arena;
		struct kaba_class *cls;
		uint16_t j;

		kaba_arena_init(&arena);
		if (kaba_class_parse(tc.v[i].data, tc.v[i].len, &arena, tc.v[i].name, &cls, &r.err))
			fail_msg("%s: %s", r.err.where, r.err.what);
		for (j = 0; j < cls->methods.n; j++) {
			const struct kaba_code *code = kaba_member_code(&cls->methods.v[j]);
			struct kaba_insn_iter it;
			struct kaba_insn insn;
			int called = 0;

			if (!code || !kaba_cp_utf8_equals(cls, cls->methods.v[j].name_index, "<init>"))
				continue;
			kaba_insn_iter_init(&it, code->code, code->code_len, tc.v[i].name, -1);
			while (kaba_insn_next(&it, &insn, &r.err) > 0) {
				struct kaba_ref ref;

				if (insn.opcode == KABA_OP_INVOKESPECIAL)
					called = 1;
				if (insn.opcode == KABA_OP_PUTFIELD &&
				    !kaba_ref_from_cp(&ref, cls, (uint16_t)insn.operand) &&
				    ref.name_len == 6 && !memcmp(ref.name, "this$0", 6)) {
					assert_true(called);
					stores++;
				}
			}
		}
		kaba_arena_free(&arena);
	}
	assert_int_equal(stores, 1);
	test_classes_free(&tc);
	support_run_close(&r);
}

/* bodies_early_stores: Main$Method's two constructors store this$0 before
 * calling Basic's, which calls hook(), and the proposal moves this$0 above
 * their classes: the class holding it gets a constructor taking Basic's
 * key's parameters and the value, which it stores first (aload_0, aload 3,
 * putfield this$0), then calls Basic's key. */
static void test_early_stores_passed_up(void **state)
{
	struct support_run r;
	struct plan pl;
	const struct kaba_pclass *c;
	const struct kaba_code *code;
	size_t k;

	(void)state;
	if (run_open(&r, "bodies_early_stores", "eu.Main", 0))
		skip();
	plan_emit(&pl, &r, "eu/Main");
	assert_false(plan_refused(&pl));
	c = kaba_program_class(r.prog, "eu/Main$Method");
	assert_non_null(c);
	k = plan_of_column(&pl, plan_member_column(&pl, KABA_COL_FIELD,
						   kaba_pclass_field(c, "this$0", "Leu/Main;")));
	assert_true(k != KABA_NONE);
	code = plan_code(&pl, pl.cls[k].name, "<init>", "(Leu/Main;ILeu/Main;)V");
	assert_true(code->code_len > 6);
	assert_int_equal(code->code[0], KABA_OP_ALOAD_0);
	assert_int_equal(code->code[1], KABA_OP_ALOAD);
	assert_int_equal(code->code[2], 3);
	assert_int_equal(code->code[3], KABA_OP_PUTFIELD);
	plan_free(&pl);
	support_run_close(&r);
}

/* hazard_clinit_frozen: Base is frozen, Sub restructured; the holder of
 * Sub's statics begins its <clinit> by initialising Base by name (ldc_w
 * "cf.Base", Class.forName, pop), as the JVM initialised Base before Sub;
 * Util, which has no <clinit>, gets one for that. */
static void test_clinit_frozen_superclass(void **state)
{
	struct support_run r;
	struct plan pl;
	const struct kaba_code *code;

	(void)state;
	if (run_open(&r, "hazard_clinit_frozen", "cf.Main", 0))
		skip();
	plan_emit(&pl, &r, "cf/Main");
	assert_false(plan_refused(&pl));
	code = plan_code(&pl, "cf/Sub", "<clinit>", "()V");
	assert_true(code->code_len > 7);
	assert_int_equal(code->code[0], KABA_OP_LDC_W);
	assert_int_equal(code->code[3], KABA_OP_INVOKESTATIC);
	assert_int_equal(code->code[6], KABA_OP_POP);
	code = plan_code(&pl, "cf/Util", "<clinit>", "()V");
	assert_int_equal(code->code_len, 8);
	assert_int_equal(code->code[0], KABA_OP_LDC_W);
	assert_int_equal(code->code[7], KABA_OP_RETURN);
	plan_free(&pl);
	support_run_close(&r);
}

/* bodies_array_marker: the Circle and Square objects stored into `new
 * Shape[]` have no common new superclass, and an Object[] would accept the
 * Other stored through an alias: the array is of a marker interface,
 * am/Kaba_Array1, which their classes implement and Other's does not. */
static void test_array_marker(void **state)
{
	struct support_run r;
	struct plan pl;
	const struct kaba_pclass *c;
	const struct kaba_pmember *m;
	size_t k, site, circle, other;

	(void)state;
	if (run_open(&r, "bodies_array_marker", "am.Main", 0))
		skip();
	plan_emit(&pl, &r, "am/Main");
	assert_false(plan_refused(&pl));
	k = plan_find(&pl, "am/Kaba_Array1");
	assert_true(k != KABA_NONE && pl.cls[k].is_interface);
	c = kaba_program_class(r.prog, "am/Main");
	m = method(&r, "am/Main", "main", "([Ljava/lang/String;)V");
	assert_int_equal(array_element_class(&pl, m, 1, "am/Shape", 8, &site), ARRAY_OK);
	assert_int_equal(site, k);
	circle = plan_of_row(&pl, plan_site_row(&pl, KABA_ROW_OBJECT, c, m, 6));
	assert_true(circle != KABA_NONE && plan_subtype(&pl, circle, k));
	other = plan_find(&pl, "am/Other");
	assert_true(other != KABA_NONE && !plan_subtype(&pl, other, k));
	plan_free(&pl);
	support_run_close(&r);
}

/* bodies_super_frozen: Leaf's `super.get()` names frozen Mid's get(), and
 * the proposal puts dcl(Leaf.get) in the new class Leaf_1 between Leaf's
 * body (in Leaf_3) and Mid.  Mid's body answers that declaration, so
 * Leaf_1 declares no get(): an abstract one would stop the super call's
 * selection there (AbstractMethodError; bodies.sh runs the jar). */
static void test_super_frozen_body(void **state)
{
	struct support_run r;
	struct plan pl;
	size_t decl, body;

	(void)state;
	if (run_open(&r, "bodies_super_frozen", "sc.Main", 0))
		skip();
	plan_emit(&pl, &r, "sc/Main");
	assert_false(plan_refused(&pl));
	decl = plan_find(&pl, "sc/Leaf_1");
	body = plan_find(&pl, "sc/Leaf_3");
	assert_true(decl != KABA_NONE && body != KABA_NONE && plan_below(&pl, body, decl));
	assert_true(pl.cls[decl].frozen == NULL && !pl.cls[decl].is_interface);
	assert_int_equal(class_method(pl.cls[decl].cf, "get", "()I"), -1);
	assert_true(class_method(pl.cls[body].cf, "get", "()I") >= 0);
	plan_free(&pl);
	support_run_close(&r);
}

/* bodies_pkgpriv_bound: package-private A.getAsInt()'s family keeps its
 * name (A2 implements IntSupplier's), so B.getAsInt() of another package,
 * which would override it once public, is renamed instead. */
static void test_bound_family_namesake_renamed(void **state)
{
	struct support_run r;
	struct plan pl;

	(void)state;
	if (run_open(&r, "bodies_pkgpriv_bound", "pb.Main", 0))
		skip();
	plan_emit(&pl, &r, "pb/Main");
	assert_false(plan_refused(&pl));
	assert_string_equal(plan_member_name(&pl, method(&r, "pb/p/A", "getAsInt", "()I")),
			    "getAsInt");
	assert_string_equal(plan_member_name(&pl, method(&r, "pb/q/B", "getAsInt", "()I")),
			    "getAsInt$B");
	plan_free(&pl);
	support_run_close(&r);
}

/* bodies_pkgpriv_bridge: pp.a.K2.m overrides package-private pp.a.K0.m and
 * pp.b.K1.m, which does not override K0.m.  Only K0.m's side is renamed
 * (K0.m, K2.m and K4.m, which overrides K0.m through K2.m); K1.m and K5.m
 * keep their name, and the classes of K2's and K4's bodies carry a
 * synthetic bridge m beside m$K0 (bodies.sh runs every lookup). */
static void test_pkgpriv_family_bridged(void **state)
{
	static const char desc[] = "(IJDLpp/a/Tag;)J";
	struct support_run r;
	struct plan pl;
	size_t k, bridged = 0;
	int at;

	(void)state;
	if (run_open(&r, "bodies_pkgpriv_bridge", "pp.Main", 0))
		skip();
	plan_emit(&pl, &r, "pp/Main");
	assert_false(plan_refused(&pl));
	assert_string_equal(plan_member_name(&pl, method(&r, "pp/a/K0", "m", desc)), "m$K0");
	assert_string_equal(plan_member_name(&pl, method(&r, "pp/a/K2", "m", desc)), "m$K0");
	assert_string_equal(plan_member_name(&pl, method(&r, "pp/b/K4", "m", desc)), "m$K0");
	assert_string_equal(plan_member_name(&pl, method(&r, "pp/b/K1", "m", desc)), "m");
	assert_string_equal(plan_member_name(&pl, method(&r, "pp/b/K5", "m", desc)), "m");
	assert_string_equal(plan_member_name(&pl, method(&r, "pp/a/K0", "k", "()I")), "k$K0");
	assert_string_equal(plan_member_name(&pl, method(&r, "pp/b/I", "k", "()I")), "k");
	for (k = 0; k < pl.n; k++)
		if (!pl.cls[k].is_interface && class_method(pl.cls[k].cf, "m$K0", desc) >= 0 &&
		    (at = class_method(pl.cls[k].cf, "m", desc)) >= 0) {
			assert_true(pl.cls[k].cf->methods.v[at].access & KABA_ACC_SYNTHETIC);
			bridged++;
		}
	assert_int_equal(bridged, 2);
	plan_free(&pl);
	support_run_close(&r);
}

/* The plan of `fixture` dumped before emission and after: every decision
 * but the body copies (privates.c, still made while bodies are retyped)
 * is the planning pass's (plan_decide), so the dumps agree up to the
 * copies, the last list, which before emission is empty.  `copies`: the
 * fixture has body copies (emission adds them) and no renamed member;
 * else it has renamed members and no copies. */
static void assert_planned_before_emission(const char *fixture, const char *main,
					   int copies)
{
	struct support_run r;
	struct plan pl;
	char java_main[64], *before, *after;
	const char *cb, *ca;

	snprintf(java_main, sizeof(java_main), "%s", main);
	*strchr(java_main, '/') = '.';
	if (run_open(&r, fixture, java_main, 0))
		skip();
	plan_open(&pl, &r, main);
	pl.ins = &pl.in;        /* one input, as kaba_rewrite_jar has it */
	pl.nins = 1;
	if (!(before = plan_dump(&pl, &r.err)))
		fail_msg("%s: %s", r.err.where, r.err.what);
	if (emit_classes(&pl, &r.err) || !(after = plan_dump(&pl, &r.err)))
		fail_msg("%s: %s", r.err.where, r.err.what);
	assert_false(plan_refused(&pl));
	/* renamed members (and bridges) before any class file exists */
	assert_int_equal(strstr(before, "\"renamed\":\t[]") == NULL, !copies);
	cb = strstr(before, "\"copies\":");
	ca = strstr(after, "\"copies\":");
	assert_non_null(cb);
	assert_non_null(ca);
	assert_int_equal(cb - before, ca - after);
	assert_memory_equal(before, after, (size_t)(cb - before));
	assert_true(!strncmp(cb, "\"copies\":\t[]", 12));
	assert_int_equal(strcmp(cb, ca) != 0, copies);
	free(before);
	free(after);
	plan_free(&pl);
	support_run_close(&r);
}

/* Families renamed apart across packages and their bridges
 * (bodies_pkgpriv_bridge), overloads renamed (bodies_families) are in the
 * plan before the first class file is built, with every class's members;
 * body copies (bodies_private_moved) are not yet. */
static void test_planned_before_emission(void **state)
{
	(void)state;
	assert_planned_before_emission("bodies_pkgpriv_bridge", "pp/Main", 0);
	assert_planned_before_emission("bodies_families", "fam/Main", 0);
	assert_planned_before_emission("bodies_private_moved", "pm/Main", 1);
}

/* In the plan of `fixture` dumped before emission: the <clinit> of
 * holder `holder` first initialises `first` (`how`: "holder" or
 * "frozen"), and `new made` first initialises holder `made_first`. */
static void assert_initialises(const char *fixture, const char *main, const char *holder,
			       const char *how, const char *first, const char *made,
			       const char *made_first)
{
	struct support_run r;
	struct plan pl;
	char java_main[64];
	const char *v;
	cJSON *doc;
	const cJSON *o;

	snprintf(java_main, sizeof(java_main), "%s", main);
	*strchr(java_main, '/') = '.';
	if (run_open(&r, fixture, java_main, 0))
		skip();
	doc = plan_parsed(&pl, &r, main);
	o = json_find(cJSON_GetObjectItemCaseSensitive(doc, "classes"), "name", holder);
	o = cJSON_GetObjectItemCaseSensitive(o, "initialises_first");
	assert_non_null(v = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(o, how)));
	assert_string_equal(v, first);
	if (made) {
		o = json_find(cJSON_GetObjectItemCaseSensitive(doc, "initialisers"), "class", made);
		o = cJSON_GetObjectItemCaseSensitive(o, "initialises");
		assert_non_null(v = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(o,
											 "holder")));
		assert_string_equal(v, made_first);
	}
	cJSON_Delete(doc);
	plan_free(&pl);
	support_run_close(&r);
}

/* Class initialisation order (holders.c) is planned: hazard_clinit's B
 * holder first initialises A's, and `new B` B's holder; in
 * hazard_clinit_frozen, Sub's holder first initialises frozen Base by name. */
static void test_initialisation_planned(void **state)
{
	(void)state;
	assert_initialises("hazard_clinit", "clinit/Main", "clinit/B", "holder", "clinit/A",
			   "clinit/B", "clinit/B");
	assert_initialises("hazard_clinit_frozen", "cf/Main", "cf/Sub", "frozen", "cf/Base",
			   NULL, NULL);
}

/* Rule 21's rewritten class names are planned: in the plan of
 * reflect_rewrite_forname dumped before emission, the ldc of "rw.Widget"
 * in Main.meter() loads the name of the class its objects land in. */
static void test_respelling_planned(void **state)
{
	struct support_run r;
	struct plan pl;
	const cJSON *o;
	const char *v;
	cJSON *doc;

	(void)state;
	if (run_open(&r, "reflect_rewrite_forname", "rw.Main", 0))
		skip();
	doc = plan_parsed(&pl, &r, "rw/Main");
	o = json_find(cJSON_GetObjectItemCaseSensitive(doc, "respellings"), "at",
		      "rw/Main.meter ()Lrw/Widget;@0");
	assert_string_equal(cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(o, "from")),
			    "rw/Widget");
	assert_non_null(v = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(o, "to")));
	assert_true(!strncmp(v, "rw.Widget_", 10));
	cJSON_Delete(doc);
	plan_free(&pl);
	support_run_close(&r);
}

/* In fixture `fixture`, overloads check and rename: method a keeps its
 * name and method b (same name as a) is called `want`. */
static void assert_renamed(const char *fixture, const char *main, const char *a_owner,
			   const char *a_desc, const char *b_owner, const char *name,
			   const char *b_desc, const char *want)
{
	struct support_run r;
	struct plan pl;

	if (run_open(&r, fixture, main, 0))
		skip();
	plan_open(&pl, &r, main);
	if (overloads_check(&pl, &r.err))
		fail_msg("%s: %s", r.err.where, r.err.what);
	if (a_owner)
		assert_string_equal(plan_member_name(&pl, method(&r, a_owner, name, a_desc)), name);
	assert_string_equal(plan_member_name(&pl, method(&r, b_owner, name, b_desc)), want);
	plan_free(&pl);
	support_run_close(&r);
}

/* Overloads that retyping would merge get apart by renaming one family
 * (families.c): X.m(A[]) and Y.m(B[]) as m(Object[]), X.m(A) and Y.m(B)
 * when A and B get one class; A.equals(A) as equals(Object) would override
 * Object's.  In bodies_families, m(B) overrides along X and Y, m(A) spans
 * interface I, X and Y (Z inherits X's for I), m(C) is Y's alone: m(A)
 * keeps its name everywhere, the two others get one name per family.  In
 * bodies_frozen_overload, K2.ov(K2) as ov(K1) would override frozen K1's,
 * which keeps its descriptor.  The fixtures run the same
 * (tests/e2e/bodies.sh). */
static void test_merged_overloads_renamed(void **state)
{
	(void)state;
	assert_renamed("bodies_array_overloads", "ov/Main", "ov/X", "([Lov/A;)Ljava/lang/String;",
		       "ov/Y", "m", "([Lov/B;)Ljava/lang/String;", "m$Y");
	assert_renamed("bodies_overloads", "ov/Main", "ov/X", "(Lov/A;)Ljava/lang/String;",
		       "ov/Y", "m", "(Lov/B;)Ljava/lang/String;", "m$Y");
	assert_renamed("bodies_equals", "eq/Main", NULL, NULL, "eq/A", "equals", "(Leq/A;)Z",
		       "equals$A");
	assert_renamed("bodies_families", "fam/Main", "fam/I", "(Lfam/A;)Ljava/lang/String;",
		       "fam/X", "m", "(Lfam/B;)Ljava/lang/String;", "m$X");
	assert_renamed("bodies_families", "fam/Main", "fam/X", "(Lfam/A;)Ljava/lang/String;",
		       "fam/Y", "m", "(Lfam/B;)Ljava/lang/String;", "m$X");
	assert_renamed("bodies_families", "fam/Main", "fam/Y", "(Lfam/A;)Ljava/lang/String;",
		       "fam/Y", "m", "(Lfam/C;)Ljava/lang/String;", "m$Y");
	assert_renamed("bodies_frozen_overload", "fo/Main", "fo/K1", "(Lfo/K1;)I", "fo/K2", "ov",
		       "(Lfo/K2;)I", "ov$K2");
}

/* The whole jar: every class parses again; the mapping maps every class. */
static void test_jar_reparses(void **state)
{
	struct support_run r;
	struct kaba_restructure in = { 0 };
	struct kaba_restructure_stats st;
	const char *out = at("out.jar"), *map = at("mapping.txt");
	struct test_classes tc;
	struct kaba_arena arena;
	size_t i;

	(void)state;
	if (run_open(&r, "paper", "Client", 0))
		skip();
	in.prog = r.prog;
	in.in = r.jar;
	in.proposal = r.prop;
	in.analysis = r.an;
	in.main_class = "Client";
	if (kaba_rewrite_jar(&in, out, map, &st, &r.err))
		fail_msg("%s: %s", r.err.where, r.err.what);
	assert_int_equal(test_classes_load(out, &tc), 0);
	assert_int_equal(tc.n, st.classes);
	assert_int_equal(st.holders, 1);
	kaba_arena_init(&arena);
	for (i = 0; i < tc.n; i++) {
		struct kaba_class *cls;

		if (kaba_class_parse(tc.v[i].data, tc.v[i].len, &arena, tc.v[i].name, &cls, &r.err))
			fail_msg("%s: %s", r.err.where, r.err.what);
	}
	assert_true(st.out_bytes > 0 && st.in_bytes > 0);
	assert_int_equal(access(map, R_OK), 0);
	kaba_arena_free(&arena);
	test_classes_free(&tc);
	support_run_close(&r);
}

/* The self-check refuses what the verifier would: the paper's classes as
 * emitted pass it; with the first aload_0 of a constructor turned into
 * iconst_0 (an int where super(...) needs the uninitialised this), the
 * check refuses that class's method, and with a blame list it names an
 * original class for the fallback to freeze. */
static void test_unverifiable_refused(void **state)
{
	struct support_run r;
	struct plan pl;
	struct kaba_blame blame = { 0 };
	struct kaba_code *code = NULL;
	const uint8_t *was = NULL;
	uint8_t *bad = NULL;
	size_t k;

	(void)state;
	if (run_open(&r, "paper", "Client", 0))
		skip();
	plan_emit(&pl, &r, "Client");
	assert_int_equal(access_check_plan(&pl, &r.err), KABA_OK);
	for (k = 0; k < pl.n && !code; k++)
		for (uint16_t i = 0; pl.cls[k].cf && i < pl.cls[k].cf->methods.n && !code; i++) {
			struct kaba_member *m = &pl.cls[k].cf->methods.v[i];
			const char *name = kaba_cp_strdup(&pl.arena, pl.cls[k].cf, m->name_index);
			struct kaba_code *c = kaba_member_code(m);

			if (name && !strcmp(name, "<init>") && c && c->code_len && c->code[0] == 0x2a)
				code = c;
		}
	assert_non_null(code);
	bad = malloc(code->code_len);
	assert_non_null(bad);
	memcpy(bad, code->code, code->code_len);
	bad[0] = 0x03;   /* iconst_0 */
	was = code->code;
	code->code = bad;
	assert_int_equal(access_check_plan(&pl, &r.err), KABA_EUNSUPPORTED);
	assert_non_null(strstr(r.err.what, "a method the verifier refuses"));
	assert_non_null(strstr(r.err.what, pl.cls[k - 1].name));
	pl.blame = &blame;
	assert_int_equal(access_check_plan(&pl, &r.err), KABA_OK);
	assert_int_equal(blame.refusals, 1);
	assert_true(blame.n >= 1);
	assert_non_null(kaba_program_class(r.prog, blame.classes[0]));
	code->code = was;
	free(bad);
	kaba_blame_free(&blame);
	plan_free(&pl);
	support_run_close(&r);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_plan_names),
		cmocka_unit_test(test_ctor_keys),
		cmocka_unit_test(test_ctor_key_past_frozen),
		cmocka_unit_test(test_retype_descriptors),
		cmocka_unit_test(test_library_value_class),
		cmocka_unit_test(test_library_split),
		cmocka_unit_test(test_private_other_receiver),
		cmocka_unit_test(test_unreachable_bodies),
		cmocka_unit_test(test_dead_statics_kept),
		cmocka_unit_test(test_pinned_no_arg_constructor),
		cmocka_unit_test(test_stale_error_ignored),
		cmocka_unit_test(test_hidden_fields_renamed),
		cmocka_unit_test(test_array_store_check_kept),
		cmocka_unit_test(test_array_of_nothing),
		cmocka_unit_test(test_array_descriptors),
		cmocka_unit_test(test_array_marker),
		scratch_test(test_no_init_refused),
		cmocka_unit_test(test_receivers_of_this),
		scratch_test(test_early_store_deferred),
		cmocka_unit_test(test_early_stores_passed_up),
		cmocka_unit_test(test_clinit_frozen_superclass),
		cmocka_unit_test(test_super_frozen_body),
		cmocka_unit_test(test_bound_family_namesake_renamed),
		cmocka_unit_test(test_pkgpriv_family_bridged),
		cmocka_unit_test(test_planned_before_emission),
		cmocka_unit_test(test_initialisation_planned),
		cmocka_unit_test(test_respelling_planned),
		cmocka_unit_test(test_merged_overloads_renamed),
		cmocka_unit_test(test_unverifiable_refused),
		scratch_test(test_jar_reparses),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
