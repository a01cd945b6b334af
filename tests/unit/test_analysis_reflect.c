/*
 * Reflection (constant cases) and keep rules: resolved sites, the unresolved
 * one listed with its offset, frozen classes, keep rules as entry points,
 * creation bounded by casts, and the keep-rule parser's errors.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "test_analysis_util.h"

static const struct kaba_reflect_site *site(const struct run *r, const char *api_prefix,
					    long pc)
{
	for (size_t i = 0; i < r->a->nreflect; i++)
		if (!strncmp(r->a->reflect[i].api, api_prefix, strlen(api_prefix)) &&
		    r->a->reflect[i].pc == pc)
			return &r->a->reflect[i];
	fail_msg("no reflective site %s at %ld", api_prefix, pc);
	return NULL;
}

static const char *frozen(const struct run *r, const char *cls)
{
	for (size_t i = 0; i < r->a->nfrozen; i++)
		if (!strcmp(r->a->frozen[i].cls, cls))
			return r->a->frozen[i].why;
	return NULL;
}

static int dead(const struct run *r, const char *m)
{
	for (size_t i = 0; i < r->a->ndead; i++)
		if (!strcmp(r->a->dead[i], m))
			return 1;
	return 0;
}

static void constant_reflection(void **state)
{
	struct run r;
	const struct kaba_reflect_site *s;

	(void)state;
	assert_int_equal(analyse(&r, "rules", "reflect.Main", 1, 1), 0);
	s = site(&r, "java/lang/Class.forName", 2);
	assert_int_equal(s->status, KABA_REFLECT_RESOLVED);
	assert_string_equal(s->target, "reflect.Plugin");
	assert_string_equal(s->cls, "reflect/Main");
	assert_string_equal(s->method, "main([Ljava/lang/String;)V");
	s = site(&r, "java/lang/Class.getMethod", 29);
	assert_int_equal(s->status, KABA_REFLECT_RESOLVED);
	assert_string_equal(s->target, "reflect/Plugin.run");
	s = site(&r, "java/lang/Class.getDeclaredField", 47);
	assert_int_equal(s->status, KABA_REFLECT_RESOLVED);
	assert_string_equal(s->target, "reflect/Hidden.h");
	/* forName(args[0]) */
	s = site(&r, "java/lang/Class.forName", 59);
	assert_int_equal(s->status, KABA_REFLECT_UNRESOLVED);
	assert_null(s->target);
	assert_non_null(frozen(&r, "reflect/Plugin"));
	assert_non_null(frozen(&r, "reflect/Hidden"));
	assert_null(frozen(&r, "reflect/Unused"));
	/* the reflectively invoked method runs; the unused one does not */
	assert_false(dead(&r, "reflect.Plugin.run()V"));
	assert_true(dead(&r, "reflect.Unused.never()V"));
	run_free(&r);
}

/* Analyse fixture `jar` with these rules (freed here). */
static int analyse_with(struct run *r, const char *jar, const char *main_class,
			struct kaba_keep *keep, struct kaba_error *err)
{
	struct kaba_analysis_options o;
	const char *in[] = { fixture(jar) };
	int rc;

	memset(r, 0, sizeof(*r));
	kaba_analysis_options_init(&o);
	o.keep = keep;
	o.main_class = main_class;
	rc = kaba_program_open(in, 1, NULL, &r->prog, err);
	if (!rc)
		rc = kaba_analyze(r->prog, &o, &r->a, err);
	kaba_keep_free(keep);
	if (!rc)
		r->t = r->a->table;
	return rc;
}

/* rules: (where, text) pairs, then NULL; parsed into one set of rules, the
 * user's, for the `rules` fixture. */
static int analyse_kept(struct run *r, const char *const *rules, struct kaba_error *err)
{
	struct kaba_keep *keep = NULL;
	int rc;

	for (const char *const *t = rules; *t; t += 2)
		if ((rc = kaba_keep_parse(t[1], t[0], &keep, err))) {
			kaba_keep_free(keep);
			return rc;
		}
	return analyse_with(r, "rules", NULL, keep, err);
}

static void keep_rules_are_entries_and_freeze(void **state)
{
	struct kaba_error err = { 0 };
	struct run r;

	(void)state;
	static const char *rules[] = {
		"test.pro",
		"# entry points\n"
		"-keepclassmembers class reflect.Unu* { void never(); }\n"
		"-keep,includedescriptorclasses class **.Hidden\n"
		"-keep public class overload.* extends overload.A { *; }\n",
		NULL,
	};

	assert_int_equal(analyse_kept(&r, rules, &err), 0);
	assert_false(dead(&r, "reflect.Unused.never()V"));
	assert_true(dead(&r, "reflect.Plugin.run()V"));
	assert_non_null(frozen(&r, "reflect/Unused"));
	assert_non_null(frozen(&r, "reflect/Hidden"));
	assert_non_null(frozen(&r, "overload/B"));   /* B extends A */
	/* not a proper subclass: frozen only as the superclass of B, which a
	 * frozen class keeps */
	assert_string_equal(frozen(&r, "overload/A"), "supertype of frozen overload.B");
	assert_null(frozen(&r, "reflect/Plugin"));
	assert_int_equal(r.a->nentry_points, 2);     /* never() and B.<init>() */
	run_free(&r);
}

/* Is there a row of type (or owner, for this-rows) `cls`? */
static int has_row_of(const struct run *r, const char *cls)
{
	for (size_t i = 0; i < r->t->nrows; i++) {
		const struct kaba_origin *o = &r->t->rows[i].origin;

		if ((o->type && !strcmp(o->type, cls)) ||
		    (r->t->rows[i].kind == KABA_ROW_THIS && o->owner && !strcmp(o->owner, cls)))
			return 1;
	}
	return 0;
}

/* Class.forName(computed).getDeclaredConstructor().newInstance() in a
 * helper returning Object, cast to Shape by the caller: the candidates are
 * created (their methods run), frozen with the site, and library code to the
 * table; the classes the program restructures are untouched. */
static void cast_bounded_creation(void **state)
{
	struct run r;
	const char *why;

	(void)state;
	assert_int_equal(analyse(&r, "frozen_forname", "shapes.Main", 1, 0), 0);
	why = frozen(&r, "shapes/Circle");
	assert_non_null(why);
	assert_non_null(strstr(why, "Constructor.newInstance at shapes.Main.create@"));
	assert_non_null(strstr(why, "cast to shapes.Shape"));
	assert_non_null(frozen(&r, "shapes/Square"));
	assert_string_equal(frozen(&r, "shapes/Shape"), "supertype of frozen shapes.Circle");
	assert_null(frozen(&r, "shapes/Point"));
	assert_null(frozen(&r, "shapes/Account"));
	/* frozen.c: sorted by class name, for the code generator's lookups */
	for (size_t i = 1; i < r.a->nfrozen; i++)
		assert_true(strcmp(r.a->frozen[i - 1].cls, r.a->frozen[i].cls) < 0);
	/* the created Circle runs its area(), which uses a Point */
	assert_false(dead(&r, "shapes.Circle.area()D"));
	assert_false(has_row_of(&r, "shapes/Circle"));
	assert_false(has_row_of(&r, "shapes/Shape"));
	assert_true(has_row_of(&r, "shapes/Point"));
	assert_int_not_equal(row_of(&r, "shapes.Circle.area.radius"), KABA_NONE);
	run_free(&r);
}

/* A fixture of pinned classes analysed with or without rule N2. */
static void analyse_pinned(struct run *r, const char *name, const char *main_class,
			   int pin_descriptors)
{
	struct kaba_analysis_options o;
	struct kaba_error err = { 0 };
	const char *in[] = { fixture(name) };

	memset(r, 0, sizeof(*r));
	kaba_analysis_options_init(&o);
	o.pin_descriptors = pin_descriptors;
	o.main_class = main_class;
	assert_int_equal(kaba_program_open(in, 1, NULL, &r->prog, &err), 0);
	assert_int_equal(kaba_analyze(r->prog, &o, &r->a, &err), 0);
	r->t = r->a->table;
}

/* Rule 17: the classes reflection only instantiates by name (a computed
 * forName cast to Generator; a constant forName whose Class meets only
 * newInstance) are pinned, not frozen: tabled with the grammar model
 * their descriptors name, each object row at its site pinned and holding
 * its no-argument constructor's body; Named's Class is observed: frozen.
 * Rule N2 changes nothing here: no frozen descriptor names the model. */
static void pinned_creation(void **state)
{
	static const char *rows[] = {
		"gen.Main.createInstanceOf#new@4:gen.JavaGenerator",
		"gen.Main.createInstanceOf#new@4:gen.TextGenerator",
		"gen.Main.plugin#new@7:gen.Plugin",
	};
	struct run r;
	size_t pinned = 0;

	(void)state;
	analyse_pinned(&r, "frozen_pinned", "gen.Main", 0);
	assert_non_null(frozen(&r, "gen/Named"));
	assert_int_equal(r.a->nfrozen, 1);
	for (size_t i = 0; i < sizeof(rows) / sizeof(*rows); i++)
		assert_true(r.t->rows[row_of(&r, rows[i])].pinned);
	for (size_t i = 0; i < r.t->nrows; i++)
		pinned += r.t->rows[i].pinned != 0;
	assert_int_equal(pinned, 3);
	assert_int_equal(cell(&r, rows[0], "def(gen.JavaGenerator.<init>)"), 1);
	assert_int_equal(cell(&r, rows[2], "def(gen.Plugin.<init>)"), 1);
	/* the abstract gen(Element) is reached for its signature */
	assert_true(has_row_of(&r, "gen/Element"));
	assert_int_not_equal(row_of(&r, "gen.Generator.gen#param0"), KABA_NONE);
	run_free(&r);

	analyse_pinned(&r, "frozen_pinned", "gen.Main", 1);
	assert_int_equal(r.a->nfrozen, 1);
	assert_null(frozen(&r, "gen/Element"));
	assert_false(kaba_analysis_pinned(r.a, "gen/Element", strlen("gen/Element")));
	run_free(&r);
}

/* Rule 21: with rule 17, the labeller's "ru.Widget" reaches only its
 * forName, so its row carries the ldc's offset; the meter's is also
 * printed: no offset.  Closed, each site's object row holds only what its
 * own objects use (newInstance's result is no library value shared by
 * both sites). */
static void rewritable_names(void **state)
{
	struct run r;
	const char *labeller = "ru.Main.labeller#new@5:ru.Widget";
	const char *meter = "ru.Main.meter#new@19:ru.Widget";
	struct kaba_closure_stats cs;
	struct kaba_error err = { 0 };

	(void)state;
	analyse_pinned(&r, "reflect_rewrite_used", "ru.Main", 0);
	assert_true(r.t->rows[row_of(&r, labeller)].pinned);
	assert_true(r.t->rows[row_of(&r, meter)].pinned);
	assert_int_equal(r.t->rows[row_of(&r, labeller)].ldc, 0);
	assert_int_equal(r.t->rows[row_of(&r, meter)].ldc, -1);
	assert_int_equal(kaba_close(r.a->table, &cs, &err), 0);
	assert_int_equal(cell(&r, meter, "dcl(ru.Widget.measure)"), 1);
	assert_int_equal(cell(&r, labeller, "dcl(ru.Widget.measure)"), 0);
	assert_int_equal(cell(&r, labeller, "dcl(ru.Widget.label)"), 1);
	run_free(&r);
}

/* N1's loaded names: with rule 17, "ld.CommonToken" reaches only forName
 * (through two program methods) and a message, its Class only
 * newInstance(): CommonToken is pinned at its creation site, not frozen.
 * "ld.LoudHandler" also goes into a list: frozen by N1, Handler with it,
 * and Token, in Handler's descriptor, pinned (N2), its creation by name
 * holding its pin column. */
static void loaded_names(void **state)
{
	struct run r;
	const char *created = "ld.Scanner.makeToken#new@4:ld.CommonToken";

	(void)state;
	analyse_pinned(&r, "pinned_loaded", "ld.Main", 1);
	assert_null(frozen(&r, "ld/CommonToken"));
	assert_null(frozen(&r, "ld/Token"));
	assert_non_null(strstr(frozen(&r, "ld/LoudHandler"), "\"ld.LoudHandler\" in ld.Main (N1)"));
	assert_non_null(strstr(frozen(&r, "ld/Handler"), "supertype"));
	assert_true(r.t->rows[row_of(&r, created)].pinned);
	assert_true(kaba_analysis_pinned(r.a, "ld/Token", strlen("ld/Token")));
	assert_int_equal(cell(&r, "ld.Scanner.makeToken#new@4:ld.Token", "ld.Token#pinned=true"), 1);
	run_free(&r);
}

/* Without keep rules, frozen_keep's creation site is unbounded (its result
 * is only used as an Object) and its getMethod("run") is on a class not
 * known here: every instantiable class may be created, every class with a
 * method run may be the one, and each run() may be invoked. */
static void unbounded_sites(void **state)
{
	struct run r;
	const char *why;

	(void)state;
	assert_int_equal(analyse(&r, "frozen_keep", "plugins.Main", 1, 0), 0);
	why = frozen(&r, "plugins/HelloPlugin");
	assert_non_null(why);
	assert_non_null(strstr(why, "getMethod at plugins.Main.main@"));
	assert_non_null(strstr(why, "may find run"));
	assert_non_null(strstr(why, "(unbounded: every instantiable class)"));
	assert_non_null(strstr(frozen(&r, "plugins/Counter"), "unbounded"));
	assert_false(dead(&r, "plugins.HelloPlugin.run()Ljava/lang/String;"));
	assert_false(dead(&r, "plugins.ByePlugin.run()Ljava/lang/String;"));
	run_free(&r);
}

/* getField by a computed name on a Class from getClass() (guard.c): behind
 * isEnum() it may find only enum classes' members, so Point (public fields)
 * stays tabled; after the if, on the false branch or on a Class reassigned
 * after the test, the lookup is unguarded and Point is frozen, once per
 * site. */
static void enum_guarded_lookup(void **state)
{
	static const char *unguarded[] = {
		"getField at guard.Unguarded.after@", "getField at guard.Unguarded.negated@",
		"getField at guard.Unguarded.reassigned@",
	};
	struct run r;
	const char *why;

	(void)state;
	assert_int_equal(analyse(&r, "analysis_guard", "guard.Guarded", 1, 0), 0);
	why = frozen(&r, "guard/Color");
	assert_non_null(why);
	assert_non_null(strstr(why, "getField at guard.Guarded.constant@9 on a class not known "
				    "here (an enum class)"));
	assert_null(frozen(&r, "guard/Point"));
	assert_true(has_row_of(&r, "guard/Point"));
	run_free(&r);
	assert_int_equal(analyse(&r, "analysis_guard", "guard.Unguarded", 1, 0), 0);
	why = frozen(&r, "guard/Point");
	assert_non_null(why);
	for (size_t i = 0; i < sizeof(unguarded) / sizeof(*unguarded); i++)
		assert_non_null(strstr(why, unguarded[i]));
	assert_null(strstr(why, "an enum class"));
	run_free(&r);
}

/* Rules from two sources (a user's file, rules derived from a resource)
 * append to one set; each reason names its source and line, and holds the
 * rule up to its last token (not the comment after it).  A bad second
 * source leaves the first one's rules. */
static void keep_rules_append_with_their_source(void **state)
{
	static const char *rules[] = {
		"app.pro", "# kept\n-keep class **.Hidden # the field h is read reflectively\n",
		"app.jar!META-INF/x", "\n\n-keepclassmembers class reflect.Unused { void never(); }",
		NULL,
	};
	struct kaba_error err = { 0 };
	struct kaba_keep *k = NULL;
	struct run r;

	(void)state;
	assert_int_equal(analyse_kept(&r, rules, &err), 0);
	assert_string_equal(frozen(&r, "reflect/Hidden"), "keep rule (app.pro:2): -keep class **.Hidden");
	assert_string_equal(frozen(&r, "reflect/Unused"), "keep rule (app.jar!META-INF/x:3): "
			    "-keepclassmembers class reflect.Unused { void never(); }");
	assert_false(dead(&r, "reflect.Unused.never()V"));
	run_free(&r);
	assert_int_equal(kaba_keep_parse(rules[1], rules[0], &k, &err), 0);
	assert_int_equal(kaba_keep_parse("-keep class", "bad.pro", &k, &err), KABA_EINPUT);
	assert_non_null(k);
	kaba_keep_free(k);
}

/* A keep rule never narrows reflection (issue 25 item 7): with the user's
 * -keep rule for a plugin, as with a rule kaba derives from a resource,
 * frozen_keep's unbounded creation still creates every instantiable class
 * and its getMethod("run") on an unknown class still freezes every class
 * with a run method, as without rules.  A -reflectiontargets rule is the
 * explicit specification: only its classes are created and looked up
 * (their run() reached by the lookup, though the rule keeps no member), and
 * Counter stays restructured. */
static void only_reflectiontargets_narrow(void **state)
{
	static const char *keeps[][2] = {
		{ "-keep class plugins.HelloPlugin { *; }\n", "user.pro" },
		{ "-keep class plugins.Counter\n", "app.jar!x.properties" },
	};
	struct kaba_error err = { 0 };
	struct kaba_keep *keep = NULL;
	struct run r;
	const char *why;

	(void)state;
	for (size_t i = 0; i < sizeof(keeps) / sizeof(*keeps); i++) {
		keep = NULL;
		assert_int_equal(kaba_keep_parse(keeps[i][0], keeps[i][1], &keep, &err), 0);
		assert_false(kaba_keep_bounds_reflection(keep));
		assert_int_equal(analyse_with(&r, "frozen_keep", "plugins.Main", keep, &err), 0);
		why = frozen(&r, "plugins/Counter");
		assert_non_null(why);
		assert_non_null(strstr(why, "(unbounded: every instantiable class)"));
		assert_non_null(strstr(frozen(&r, "plugins/ByePlugin"), "may find run"));
		assert_false(dead(&r, "plugins.ByePlugin.run()Ljava/lang/String;"));
		run_free(&r);
	}
	keep = NULL;
	assert_int_equal(kaba_keep_parse("-keep class plugins.Counter\n", "a.pro", &keep, &err), 0);
	assert_int_equal(kaba_keep_parse("-reflectiontargets class plugins.*Plugin\n", "b.pro",
					 &keep, &err), 0);
	assert_true(kaba_keep_bounds_reflection(keep));
	assert_int_equal(analyse_with(&r, "frozen_keep", "plugins.Main", keep, &err), 0);
	why = frozen(&r, "plugins/HelloPlugin");
	assert_non_null(why);
	assert_non_null(strstr(why, "keep rule (b.pro:1): -reflectiontargets class plugins.*Plugin"));
	assert_non_null(strstr(why, "(unbounded: the -reflectiontargets classes)"));
	assert_non_null(strstr(why, "may find run (-reflectiontargets)"));
	assert_false(dead(&r, "plugins.ByePlugin.run()Ljava/lang/String;"));
	/* kept by its -keep rule, but neither created nor looked up */
	assert_string_equal(frozen(&r, "plugins/Counter"), "keep rule (a.pro:1): -keep class plugins.Counter");
	run_free(&r);
}

static void keep_rule_errors(void **state)
{
	static const char *bad[] = {
		"-keep",
		"-keep class",
		"-keep class A {",
		"-keep class A { int x }",
		"-dontwarn class A",
		"keep class A",
		"-keep class A { void f(; }",
	};
	(void)state;
	for (size_t i = 0; i < sizeof(bad) / sizeof(*bad); i++) {
		struct kaba_error err = { 0 };
		struct kaba_keep *k = NULL;

		assert_int_equal(kaba_keep_parse(bad[i], "bad.pro", &k, &err), KABA_EINPUT);
		assert_null(k);
		assert_non_null(strstr(err.what, "keep rules"));
	}
}

static void no_entry_point_is_an_error(void **state)
{
	struct kaba_error err = { 0 };
	struct run r;

	(void)state;
	static const char *none[] = { "empty.pro", "", NULL };

	assert_int_equal(analyse_kept(&r, none, &err), KABA_EINPUT);
	assert_non_null(strstr(err.what, "no entry point"));
	kaba_program_free(r.prog);
	assert_int_not_equal(analyse(&r, "rules", "reflect.Nope", 1, 0), 0);
	kaba_program_free(r.prog);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(constant_reflection),
		cmocka_unit_test(keep_rules_are_entries_and_freeze),
		cmocka_unit_test(cast_bounded_creation),
		cmocka_unit_test(unbounded_sites),
		cmocka_unit_test(pinned_creation),
		cmocka_unit_test(loaded_names),
		cmocka_unit_test(enum_guarded_lookup),
		cmocka_unit_test(keep_rules_append_with_their_source),
		cmocka_unit_test(only_reflectiontargets_narrow),
		cmocka_unit_test(rewritable_names),
		cmocka_unit_test(keep_rule_errors),
		cmocka_unit_test(no_entry_point_is_an_error),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
