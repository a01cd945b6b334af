/*
 * kaba_analyze(): the analysis's front door.  Classes come from the program
 * model (user classes all at once, library classes when first named), the
 * call graph starts at the entry points, the points-to solver runs to its
 * fixpoint, and the table is built from the reachable IR.
 */
#include "build.h"

#include "../frozen.h"
#include "../ran.h"
#include "../solved.h"
#include "../translate/translate.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kaba/classfile.h"
#include "kaba/program.h"
#include "kaba/table.h"

struct front {
	struct kaba_program *prog;
};

static uint32_t member_flags(uint16_t acc)
{
	uint32_t f = 0;

	if (acc & KABA_ACC_STATIC)
		f |= KA_STATIC;
	if (acc & KABA_ACC_PRIVATE)
		f |= KA_PRIVATE;
	if (acc & KABA_ACC_ABSTRACT)
		f |= KA_ABSTRACT_M;
	if (acc & KABA_ACC_NATIVE)
		f |= KA_NATIVE;
	if (acc & KABA_ACC_PUBLIC)
		f |= KA_PUBLIC;
	if (acc & KABA_ACC_PROTECTED)
		f |= KA_PROTECTED;
	return f;
}

static int load_class(struct ka *ka, int32_t cls)
{
	struct front *fr = ka->front;
	struct kaba_pclass *pc;
	struct ka_class *c = &ka->classes[cls];

	c->flags |= KA_LOADED;
	pc = kaba_program_class(fr->prog, c->name);
	if (!pc) {
		c->flags |= KA_MISSING | KA_LIBRARY;
		return 0;
	}
	c = &ka->classes[cls];
	c->src = pc;
	if (pc->origin != KABA_ORIGIN_USER)
		c->flags |= KA_LIBRARY;
	if (pc->access & KABA_ACC_INTERFACE)
		c->flags |= KA_INTERFACE;
	if (pc->access & KABA_ACC_ABSTRACT)
		c->flags |= KA_ABSTRACT;
	if (pc->super_name) {
		int32_t s = ka_class(ka, pc->super_name, strlen(pc->super_name));

		if (s < 0)
			return ka_oom(ka);
		ka->classes[cls].super = s;
	}
	for (uint16_t i = 0; i < pc->ninterfaces; i++) {
		int32_t in = ka_class(ka, pc->interface_names[i],
				      strlen(pc->interface_names[i]));

		if (in < 0 || ka_ivec_push(&ka->classes[cls].ifaces, in))
			return ka_oom(ka);
	}
	for (uint16_t i = 0; i < pc->nfields; i++) {
		const struct kaba_pmember *f = &pc->fields[i];
		int32_t r = ka_add_field(ka, cls, f->name, f->descriptor,
					 member_flags(f->access));

		if (r == -1)
			return ka_oom(ka);
		if (r >= 0)
			ka->fields[r].access = f->access;
	}
	for (uint16_t i = 0; i < pc->nmethods; i++) {
		const struct kaba_pmember *m = &pc->methods[i];
		int32_t r = ka_add_method(ka, cls, m->name, m->descriptor,
					  member_flags(m->access));

		if (r == -1)
			return ka_oom(ka);
		if (r >= 0) {
			ka->methods[r].src = m;
			ka->methods[r].access = m->access;
		}
	}
	return 0;
}

static int build_method(struct ka *ka, int32_t m)
{
	const struct kaba_pmember *pm = ka->methods[m].src;

	if (!pm)
		return 0;
	return ka_ir_build(ka, m, pm->owner->cf, &pm->owner->cf->methods.v[pm->index],
			   pm->owner->where);
}

static int32_t find_method(struct ka *ka, int32_t cls, const char *name,
			   const char *desc)
{
	for (uint32_t i = 0; i < ka->classes[cls].methods.n; i++) {
		int32_t m = ka->classes[cls].methods.v[i];

		if (!strcmp(ka->methods[m].name, name) &&
		    (!desc || !strcmp(ka->methods[m].desc, desc)))
			return m;
	}
	return KA_NONE;
}

/* An enum's static values() (descriptor "()[LC;"), reached; a constant's
 * class with a body has none. */
static int enum_values(struct ka *ka, int32_t c)
{
	const char *desc = ka_printf(ka, "()[L%s;", ka->classes[c].name);
	int32_t m;

	if (!desc)
		return ka_oom(ka);
	m = find_method(ka, c, "values", desc);
	return m >= 0 && (ka->methods[m].flags & KA_STATIC) ?
	       ka_reach(ka, m, "enum values() (the library's Enum machinery calls it)") : 0;
}

/* The methods of a serializable class that the object streams find by
 * name and call reflectively (java.io.Serializable's contract). */
static const char *const serialization_hooks[][2] = {
	{ "writeObject", "(Ljava/io/ObjectOutputStream;)V" },
	{ "readObject", "(Ljava/io/ObjectInputStream;)V" },
	{ "readObjectNoData", "()V" },
	{ "writeReplace", "()Ljava/lang/Object;" },
	{ "readResolve", "()Ljava/lang/Object;" },
};

/* c's serialization hooks, called by the library.  Whether c is
 * serializable is not asked: a class with such a private method and no
 * serialization only keeps one dead body. */
static int serialization_callbacks(struct ka *ka, int32_t c)
{
	int rc = 0;

	for (size_t i = 0; !rc && i < sizeof(serialization_hooks) / sizeof(*serialization_hooks); i++) {
		int32_t m = find_method(ka, c, serialization_hooks[i][0], serialization_hooks[i][1]);

		if (m >= 0 && !(ka->methods[m].flags & (KA_STATIC | KA_REACHABLE)))
			rc = ka_library_called(ka, m, "serialization hook (the object streams call it)");
	}
	return rc;
}

/* Whether class c implements the library interface `name`. */
static int implements_library(struct ka *ka, int32_t c, const char *name)
{
	int32_t i = ka_class(ka, name, strlen(name));

	return i >= 0 && ka_subtype(ka, (struct ka_type){ c, 0, 0 }, (struct ka_type){ i, 0, 0 });
}

/* The constructor an object stream calls by reflection to make an object
 * of c that it reads (java.io.Serializable's and Externalizable's
 * contracts): an Externalizable class's public no-argument constructor; for
 * a Serializable class, the no-argument constructor of its first superclass
 * that is not serializable, when that is a program class.  Nothing in the
 * program need call it (a class made only with other constructors). */
static int serialization_constructor(struct ka *ka, int32_t c)
{
	int32_t m;

	if (ka_class_load(ka, c) || !implements_library(ka, c, "java/io/Serializable"))
		return 0;
	if (!implements_library(ka, c, "java/io/Externalizable"))
		while (c >= 0 && ka_is_user(ka, c) && !ka_class_load(ka, c) &&
		       implements_library(ka, c, "java/io/Serializable"))
			c = ka->classes[c].super;
	if (c < 0 || !ka_is_user(ka, c))
		return 0;
	m = find_method(ka, c, "<init>", "()V");
	return m >= 0 && !(ka->methods[m].flags & KA_REACHABLE) ?
	       ka_library_called(ka, m, "serialization constructor (the object streams call it)") : 0;
}

/* --all-mains: every public static main(String[]) of the input is an entry. */
static int all_mains(struct ka *ka, struct kaba_program *prog)
{
	int rc = 0;

	for (size_t i = 0; !rc && i < kaba_program_user_count(prog); i++) {
		const struct kaba_pclass *pc = kaba_program_user(prog, i);
		int32_t c = kaba_pclass_has_main(pc) ? ka_class_find(ka, pc->name) : KA_NONE;
		int32_t m = c >= 0 ? find_method(ka, c, "main", "([Ljava/lang/String;)V") : KA_NONE;

		if (m >= 0)
			rc = ka_entry(ka, m, "main");
	}
	return rc;
}

/* Append class `name` (internal) to list[0..n) as a Java name, after a
 * comma unless it is the first; *len grows, truncated at n. */
static void list_class(char *list, size_t n, size_t *len, const char *name)
{
	size_t at = *len;

	if (at + 1 >= n)
		return;
	at += (size_t)snprintf(list + at, n - at, "%s%s", at ? ", " : "", name);
	for (size_t i = *len; i < at && i < n; i++)
		if (list[i] == '/')
			list[i] = '.';
	*len = at < n ? at : n - 1;
}

enum { MAINS_SHOWN = 5 };

/* The user classes that have a public static main(String[]): the first
 * MAINS_SHOWN of them as Java names into list, the first alone into first;
 * how many there are. */
static size_t mains(struct kaba_program *prog, char *list, size_t list_n, char *first,
		    size_t first_n)
{
	size_t n = 0, len = 0, flen = 0;

	for (size_t i = 0; i < kaba_program_user_count(prog); i++) {
		const struct kaba_pclass *pc = kaba_program_user(prog, i);

		if (!kaba_pclass_has_main(pc))
			continue;
		if (!n)
			list_class(first, first_n, &flen, pc->name);
		if (n++ < MAINS_SHOWN)
			list_class(list, list_n, &len, pc->name);
	}
	return n;
}

/* No entry point: name the classes that have a main (a handful, then how
 * many more) and the option that takes one, or all, of them. */
static int no_entry_point(struct kaba_program *prog, struct kaba_error *err)
{
	char list[300] = "", first[200] = "";
	size_t n = mains(prog, list, sizeof(list), first, sizeof(first));

	if (!n)
		return kaba_fail(err, KABA_EINPUT, "analysis", -1,
				 "no entry point: no Main-Class, no --main, and no class of the input "
				 "has a public static main(String[]); give keep rules (--keep) for the "
				 "methods called from outside");
	if (n > MAINS_SHOWN)
		return kaba_fail(err, KABA_EINPUT, "analysis", -1,
				 "no entry point: no Main-Class; %zu classes have a public static "
				 "main(String[]): %s and %zu more; pass --main %s, or --all-mains for "
				 "all %zu", n, list, n - MAINS_SHOWN, first, n);
	return kaba_fail(err, KABA_EINPUT, "analysis", -1,
			 "no entry point: no Main-Class; %s public static main(String[]): %s; "
			 "pass --main %s%s", n == 1 ? "one class has a" : "these classes have a", list,
			 first, n == 1 ? "" : ", or --all-mains for all of them");
}

/* --main names no class of the input: say which classes have a main. */
static int not_an_input_class(struct kaba_program *prog, const char *main_class,
			      struct kaba_error *err)
{
	char list[300] = "", first[200] = "";
	size_t n = mains(prog, list, sizeof(list), first, sizeof(first));

	if (!n)
		return kaba_fail(err, KABA_EINPUT, main_class, -1,
				 "main class is not a class of the input, and no class of the input "
				 "has a public static main(String[])");
	return kaba_fail(err, KABA_EINPUT, main_class, -1,
			 "main class is not a class of the input; %s a main: %s%s",
			 n == 1 ? "this class has" : "these classes have", list,
			 n > MAINS_SHOWN ? " and more" : "");
}

static int entry_points(struct ka *ka, struct kaba_program *prog)
{
	int rc = 0;

	if (ka->opt->main_class) {
		const char *n = kaba_internal_name(&ka->arena, ka->opt->main_class,
						   strlen(ka->opt->main_class));
		int32_t c, m;

		if (!n)
			return ka_oom(ka);
		c = ka_class_find(ka, n);
		if (c < 0 || !ka_is_user(ka, c))
			return not_an_input_class(prog, ka->opt->main_class, ka->err);
		m = find_method(ka, c, "main", "([Ljava/lang/String;)V");
		if (m < 0 || !(ka->methods[m].flags & KA_STATIC))
			return kaba_fail(ka->err, KABA_EINPUT, ka->opt->main_class, -1,
					 "main class has no static main(String[])");
		rc = ka_entry(ka, m, "main");
	}
	if (!rc && ka->opt->all_mains)
		rc = all_mains(ka, prog);
	if (!rc && ka->opt->keep)
		rc = ka_keep_apply(ka);
	/* Static initialisers run when their class is first used; running all
	 * user ones is the simple sound choice.  So is an enum's values() for
	 * the same reason: the library's Enum machinery calls it reflectively
	 * (Enum.valueOf behind the enum's own valueOf(String), EnumSet,
	 * EnumMap, Class.getEnumConstants), and with its body replaced as
	 * unreachable the enum is "not an enum class" to them; and the object
	 * streams' hooks (writeObject, readResolve, ...) and the constructor
	 * they make a read object with. */
	for (size_t i = 0; !rc && i < kaba_program_user_count(prog); i++) {
		const struct kaba_pclass *pc = kaba_program_user(prog, i);
		int32_t c = ka_class_find(ka, pc->name);
		int32_t m = c >= 0 ? find_method(ka, c, "<clinit>", NULL) : KA_NONE;

		if (m >= 0)
			rc = ka_reach(ka, m, "static initialiser");
		if (!rc && c >= 0 && (pc->access & KABA_ACC_ENUM))
			rc = enum_values(ka, c);
		if (!rc && c >= 0)
			rc = serialization_callbacks(ka, c);
		if (!rc && c >= 0)
			rc = serialization_constructor(ka, c);
	}
	if (!rc && !ka->entries.n)
		rc = no_entry_point(prog, ka->err);
	/* after the check: these entry points are not the program's own */
	if (!rc)
		rc = ka_string_names(ka);
	return rc;
}

/* The points-to fixpoint, with the objects of unresolved reflective
 * creation sites: their candidates come from the casts a solution shows,
 * and add code (and casts) in turn. */
static int solve(struct ka *ka)
{
	int rc;

	while (!(rc = ka_pta_solve(ka)) && (rc = ka_reflect_candidates(ka)) == 1)
		;
	return rc;
}

/* The classes the caller asked to freeze, after the points-to solution
 * (which freezing does not change) and before the closure, which freezes
 * what they keep. */
static int freeze_asked(struct ka *ka, const struct kaba_freeze *f, size_t n)
{
	int rc = 0;

	for (size_t i = 0; !rc && i < n; i++)
		rc = ka_freeze(ka, ka_class_find(ka, f[i].cls), f[i].why);
	return rc;
}

static const char *copy(struct kaba_analysis *a, const char *s)
{
	return s ? kaba_arena_strdup(&a->arena, s) : NULL;
}

/* Class k as frozen or pinned for reasons `why` (`first` the first), kept
 * by class `by`; -1 out of memory. */
static int listed(struct ka *ka, struct kaba_frozen *f, const struct ka_class *k,
		  const char *why, const char *first, int32_t by)
{
	struct kaba_analysis *a = ka->out;

	f->cls = copy(a, k->name);
	f->why = copy(a, why);
	f->first = copy(a, first);
	f->by = by == KA_NONE ? NULL : copy(a, ka->classes[by].name);
	f->described = ka_pinned(ka, (int32_t)(k - ka->classes));
	return !f->cls || !f->why || !f->first || (by != KA_NONE && !f->by) ? -1 : 0;
}

/* Tabled class k as pinned: created by name (rule 17, a cause of its own,
 * found while solving: first) and, or only, named by frozen descriptors
 * (rule N2). */
static int listed_pinned(struct ka *ka, struct kaba_frozen *f, const struct ka_class *k)
{
	const char *why = k->pinned_why;

	if (!k->created_why)
		return listed(ka, f, k, why, why, k->pinned_by);
	why = (k->flags & KA_PINNED) ? ka_printf(ka, "%s; %s", k->created_why, why) : k->created_why;
	return why ? listed(ka, f, k, why, k->created_why, KA_NONE) : -1;
}

/* Dead user methods, entry points, frozen and pinned classes, statistics. */
static int report(struct ka *ka)
{
	struct kaba_analysis *a = ka->out;
	size_t ndead = 0;

	/* counted again when kaba_analysis_refreeze rebuilds the table */
	a->nfrozen = a->npinned = 0;
	a->stats.user_methods = a->stats.user_methods_reachable = a->stats.user_classes = 0;

	a->dead = kaba_arena_alloc(&a->arena, (ka->nmethods + 1) * sizeof(*a->dead));
	a->entry_points = kaba_arena_alloc(&a->arena, (ka->entries.n + 1) * sizeof(char *));
	a->frozen = kaba_arena_alloc(&a->arena, (ka->nclasses + 1) * sizeof(*a->frozen));
	a->pinned = kaba_arena_alloc(&a->arena, (ka->nclasses + 1) * sizeof(*a->pinned));
	if (!a->dead || !a->entry_points || !a->frozen || !a->pinned)
		return ka_oom(ka);
	for (uint32_t m = 0; m < ka->nmethods; m++) {
		const struct ka_method *me = &ka->methods[m];

		if (!ka_is_user(ka, me->owner))
			continue;
		a->stats.user_methods++;
		if (me->flags & KA_REACHABLE) {
			a->stats.user_methods_reachable++;
		} else if (!(me->flags & KA_ABSTRACT_M)) {
			a->dead[ndead] = ka_printf(ka, "%s.%s%s",
						   ka_java_name(ka, me->owner), me->name, me->desc);
			if (!(a->dead[ndead] = copy(a, a->dead[ndead])))
				return ka_oom(ka);
			ndead++;
		}
	}
	a->ndead = ndead;
	for (uint32_t i = 0; i < ka->entries.n; i++) {
		int32_t m = ka->entries.v[i];

		a->entry_points[i] = copy(a, ka_printf(ka, "%s.%s%s",
				ka_java_name(ka, ka->methods[m].owner),
				ka->methods[m].name, ka->methods[m].desc));
		if (!a->entry_points[i])
			return ka_oom(ka);
	}
	a->nentry_points = ka->entries.n;
	for (uint32_t c = 0; c < ka->nclasses; c++) {
		const struct ka_class *k = &ka->classes[c];

		if (((k->flags & KA_FROZEN) &&
		     listed(ka, &a->frozen[a->nfrozen++], k, k->frozen_why, k->frozen_first, k->frozen_by)) ||
		    (ka_tabled(ka, (int32_t)c) && ((k->flags & KA_PINNED) || k->created_why) &&
		     listed_pinned(ka, &a->pinned[a->npinned++], k)))
			return ka_oom(ka);
	}
	qsort(a->frozen, a->nfrozen, sizeof(*a->frozen), kaba_frozen_cmp);
	qsort(a->pinned, a->npinned, sizeof(*a->pinned), kaba_frozen_cmp);
	if (a->nreflect) {
		a->reflect = kaba_arena_memdup(&a->arena, ka->out_reflect,
					       a->nreflect * sizeof(*a->reflect));
		if (!a->reflect)
			return ka_oom(ka);
	}
	for (uint32_t c = 0; c < ka->nclasses; c++)
		if (ka_is_user(ka, c))
			a->stats.user_classes++;
	a->stats.classes = ka->nclasses;
	a->stats.methods_reachable = ka->reachable.n;
	a->stats.vars = ka->nvars;
	a->stats.sites = ka->nsites;
	a->stats.stmts = ka->nstmts;
	a->stats.library_callbacks = ka->callbacks.n / 2;
	a->stats.arena_bytes = ka->arena.used;
	return 0;
}

/* What kaba_analysis_refreeze needs (opt->keep_solution): the analysis
 * state with its points-to solution, its front end and its options. */
struct kaba_analysis_solution {
	struct ka ka;
	struct front fr;
	struct kaba_analysis_options opt;
	struct ka_solved solved;  /* the state refreezing starts from */
};

/* After a points-to solution: frozen classes, table, report. */
static int table_and_report(struct ka *ka, const struct kaba_freeze *f, size_t n)
{
	int rc = freeze_asked(ka, f, n);

	if (!rc)
		rc = ka_frozen_close(ka);
	if (!rc)
		rc = ka_respellable(ka);
	if (!rc)
		rc = ka_build_table(ka);
	if (!rc)
		rc = ka_pinned_rows(ka);
	return rc ? rc : report(ka);
}

int kaba_analyze(struct kaba_program *prog, const struct kaba_analysis_options *opt,
		 struct kaba_analysis **out, struct kaba_error *err)
{
	struct kaba_analysis_solution *s = calloc(1, sizeof(*s));
	struct ka *ka = s ? &s->ka : NULL;
	int rc;

	*out = NULL;
	if (!s)
		return kaba_fail(err, KABA_EIO, "analysis", -1, "out of memory");
	if (opt)
		s->opt = *opt;
	else
		kaba_analysis_options_init(&s->opt);
	s->fr.prog = prog;
	if (ka_init(ka, &s->opt, err))
		goto fail;
	ka->front = &s->fr;
	ka->load_class = load_class;
	ka->build_method = build_method;
	ka->reflect_call = ka_reflect_call;
	ka->ran = ka_ran;
	ka->out = calloc(1, sizeof(*ka->out));
	if (!ka->out) {
		ka_oom(ka);
		goto fail;
	}
	kaba_arena_init(&ka->out->arena);
	for (size_t i = 0; i < kaba_program_user_count(prog); i++) {
		const struct kaba_pclass *pc = kaba_program_user(prog, i);
		int32_t c = ka_class(ka, pc->name, strlen(pc->name));

		if (c < 0 || ka_class_load(ka, c)) {
			ka_oom(ka);
			goto fail;
		}
	}
	rc = ka_pta_new(ka);
	if (!rc)
		rc = ka_library_init(ka);
	if (!rc)
		rc = entry_points(ka, prog);
	if (!rc)
		rc = solve(ka);
	if (!rc && s->opt.keep_solution && !(rc = ka_solved_save(ka, &s->solved)))
		rc = ka_solved_ask(ka, &s->solved, s->opt.freeze, s->opt.nfreeze);
	if (!rc)
		rc = table_and_report(ka, s->opt.freeze, s->opt.nfreeze);
	if (rc)
		goto fail;
	*out = ka->out;
	if (s->opt.keep_solution) {
		/* ka->out stays: refreeze rebuilds its table and report */
		s->opt.freeze = NULL;
		s->opt.nfreeze = 0;
		ka->err = NULL;
		(*out)->solution = s;
		return KABA_OK;
	}
	ka->out = NULL;
	ka_release(ka);
	free(s);
	return KABA_OK;
fail:
	if (ka->out)
		kaba_analysis_free(ka->out);
	ka->out = NULL;
	ka_release(ka);
	free(s);
	return err->status ? err->status : KABA_EINTERNAL;
}

int kaba_analysis_refreeze(struct kaba_analysis *a, const struct kaba_freeze *f, size_t n,
			   struct kaba_error *err)
{
	struct kaba_analysis_solution *s = a->solution;
	struct ka *ka = s ? &s->ka : NULL;
	int rc;

	if (!ka)
		return kaba_fail(err, KABA_EINTERNAL, "analysis", -1,
				 "refreezing an analysis that kept no solution");
	ka->err = err;
	kaba_table_free(a->table);
	a->table = NULL;
	/* the table's columns of the type checks are found again (access.c
	 * leaves those of checks against frozen classes as they were) */
	for (uint32_t i = 0; i < ka->nchecks; i++)
		ka->checks[i].col_true = ka->checks[i].col_false = KA_NONE;
	/* every class asked so far frozen at once, closed once (solved.h) */
	rc = ka_solved_ask(ka, &s->solved, f, n);
	if (!rc) {
		ka_solved_restore(ka, &s->solved);
		rc = table_and_report(ka, s->solved.asked, s->solved.nasked);
	}
	ka->err = NULL;
	return rc ? (err->status ? err->status : KABA_EINTERNAL) : KABA_OK;
}

/* strncmp of internal name f with name[0..len), dotted or internal (the
 * generator asks with internal names, often: strncmp for those). */
static int name_cmp(const char *f, const char *name, size_t len, int dotted)
{
	if (!dotted)
		return strncmp(f, name, len);
	for (size_t i = 0; i < len; i++) {
		unsigned char a = (unsigned char)f[i];
		unsigned char b = (unsigned char)(name[i] == '.' ? '/' : name[i]);

		if (a != b || !a)
			return a < b ? -1 : a > b;
	}
	return 0;
}

/* The entry of cls[0..len) among the n classes of list, sorted by name, or
 * NULL. */
static const struct kaba_frozen *listed_in(const struct kaba_frozen *list, size_t n,
					   const char *cls, size_t len)
{
	size_t lo = 0, hi = n;
	int dotted = hi && memchr(cls, '.', len) != NULL;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		const char *f = list[mid].cls;
		int d = name_cmp(f, cls, len, dotted);

		if (!d && !f[len])
			return &list[mid];
		if (d < 0)
			lo = mid + 1;
		else
			hi = mid;       /* also when cls is a prefix of f */
	}
	return NULL;
}

int kaba_analysis_frozen(const struct kaba_analysis *a, const char *cls, size_t len)
{
	return a && listed_in(a->frozen, a->nfrozen, cls, len) != NULL;
}

int kaba_analysis_pinned(const struct kaba_analysis *a, const char *cls, size_t len)
{
	const struct kaba_frozen *p = a ? listed_in(a->pinned, a->npinned, cls, len) : NULL;

	return p && p->described;
}

const char *kaba_internal_name(struct kaba_arena *arena, const char *name, size_t len)
{
	char *s = kaba_arena_strndup(arena, name, len);

	for (char *p = s; p && *p; p++)
		if (*p == '.')
			*p = '/';
	return s;
}

void kaba_analysis_free(struct kaba_analysis *a)
{
	if (!a)
		return;
	kaba_table_free(a->table);
	kaba_arena_free(&a->arena);
	if (a->solution) {
		ka_release(&a->solution->ka);
		free(a->solution);
	}
	free(a);
}
