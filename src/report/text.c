/* The readable summary of `kaba analyze`: every line fits a terminal
 * (line.h); report.json has every list whole. */
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "kaba/progress.h"
#include "line.h"

/* Lists of the hierarchy show at most FOLD items, those of the sections
 * below it 3 * FOLD: a user reads the first few. */
enum { FOLD = 6 };

/* Room kept on a class's line for each list after the one printed. */
enum { LATER = 32 };

static void list_columns(struct line *l, const struct kaba_table *t, const struct kaba_ids *ids,
			 size_t reserve)
{
	struct fold f;

	fold_begin(&f, l, "", ", ", FOLD, reserve, ids->n);
	for (size_t i = 0; i < ids->n; i++)
		fold_item(&f, "%s", t->columns[ids->v[i]].name);
	fold_end(&f, NULL);
}

static void list_rows(struct line *l, const struct kaba_table *t, const struct kaba_ids *ids,
		      int objects, size_t n, size_t reserve)
{
	struct fold f;

	fold_begin(&f, l, objects ? "  objects: " : "  variables: ", ", ", FOLD, reserve, n);
	for (size_t i = 0; i < ids->n; i++) {
		const struct kaba_row *row = &t->rows[ids->v[i]];

		if ((row->kind == KABA_ROW_OBJECT) == objects)
			fold_item(&f, "%s", row->name);
	}
	fold_end(&f, NULL);
}

static size_t count_objects(const struct kaba_table *t, const struct kaba_ids *ids)
{
	size_t i, n = 0;

	for (i = 0; i < ids->n; i++)
		n += t->rows[ids->v[i]].kind == KABA_ROW_OBJECT;
	return n;
}

static void print_class(const struct kaba_report *r, FILE *out, size_t c, int depth, size_t parent)
{
	const struct kaba_proposal *p = r->proposal;
	const struct kaba_proposal_class *k = &p->classes[c];
	size_t nobj = count_objects(r->table, &k->instances), nvar = k->instances.n - nobj, i;
	size_t also = k->supers.n - (parent != KABA_NONE);
	struct line l;
	struct fold f;

	line_start(&l, out);
	line_text(&l, LINE_WIDTH * 2 / 3, "%*s%s%s {", 2 + 2 * depth, "", r->names[c],
		  kaba_proposal_is_interface(p, c) ? " (interface)" : "");
	list_columns(&l, r->table, &k->members, LATER * (!!nobj + !!nvar + !!also));
	line_text(&l, 0, "}");
	if (nobj)
		list_rows(&l, r->table, &k->instances, 1, nobj, LATER * (!!nvar + !!also));
	if (nvar)
		list_rows(&l, r->table, &k->instances, 0, nvar, LATER * !!also);
	fold_begin(&f, &l, "  also below ", ", ", FOLD, 0, also);
	for (i = 0; i < k->supers.n; i++)
		if (k->supers.v[i] != parent)
			fold_item(&f, "%s", r->names[k->supers.v[i]]);
	fold_end(&f, NULL);
	line_end(&l);
}

/* Depth-first from the roots; a class with several superclasses is printed
 * under its first one only. */
static void print_tree(const struct kaba_report *r, FILE *out, size_t c, int depth, size_t parent,
		       unsigned char *seen)
{
	const struct kaba_proposal_class *k = &r->proposal->classes[c];
	size_t i;

	if (seen[c])
		return;
	if (k->supers.n > 1 && parent != KABA_NONE && k->supers.v[0] != parent)
		return;
	seen[c] = 1;
	print_class(r, out, c, depth, parent);
	for (i = 0; i < k->subs.n; i++)
		print_tree(r, out, k->subs.v[i], depth + 1, c, seen);
}

/* A section's list: "LABEL: a, b, … and N more (all in report.json)". */
static void section_begin(struct fold *f, struct line *l, FILE *out, const char *label)
{
	line_start(l, out);
	line_text(l, LINE_WIDTH / 2, "%s:", label);
	fold_begin(f, l, " ", ", ", 3 * FOLD, strlen(" (all in report.json)"), 0);
}

static void section_end(struct fold *f, const char *none)
{
	if (fold_end(f, none) && f->shown)
		line_text(f->l, 0, " (all in report.json)");
	line_end(f->l);
}

/* Frozen classes by cause: each cause of its own once (one unbounded
 * reflective site can freeze hundreds: guava's 1,987 classes came from two
 * calls), with how many classes it freezes and the classes frozen for it,
 * folded; report.json lists every class with its why-chain, and
 * `kaba why DIR CLASS` prints one. */
static void list_frozen(FILE *out, const struct kaba_analysis *a)
{
	size_t i, k, n;
	struct kaba_frozen_cause *c = kaba_frozen_causes(a, &n);
	struct line l;
	struct fold f;

	if (!a->nfrozen || !c) {
		fprintf(out, "frozen classes: %s\n", a->nfrozen ? "(out of memory)" : "none");
		kaba_frozen_causes_free(c, c ? n : 0);
		return;
	}
	fprintf(out, "frozen classes: %zu, by %zu cause%s (kaba why DIR CLASS: a class's chain):\n",
		a->nfrozen, n, n == 1 ? "" : "s");
	for (i = 0; i < n; i++) {
		line_start(&l, out);
		line_text(&l, LINE_WIDTH - 100, "  %zu: %s", c[i].nclasses, c[i].why);
		line_text(&l, 0, ":");
		fold_begin(&f, &l, " ", ", ", 3 * FOLD, strlen(" (all in report.json)"), c[i].nroots);
		for (k = 0; k < c[i].nroots; k++)
			fold_item(&f, "%s", a->frozen[c[i].roots[k]].cls);
		section_end(&f, " none");
		if (c[i].nclasses > c[i].nroots) {
			line_start(&l, out);
			line_text(&l, 0, "     and %zu more that %s keep%s (supertypes, descriptors, "
				  "nests, throws clauses)", c[i].nclasses - c[i].nroots,
				  c[i].nroots == 1 ? "it" : "they", c[i].nroots == 1 ? "s" : "");
			line_end(&l);
		}
	}
	kaba_frozen_causes_free(c, n);
}

/* A class by its name, or by its id "K<n>" once merged away (it has no name). */
static const char *class_label(const struct kaba_report *r, size_t c, char buf[32])
{
	if (r->names[c])
		return r->names[c];
	snprintf(buf, 32, "K%zu", c);
	return buf;
}

/* How much of the program is restructured, and what the restructuring
 * fallback froze (struct kaba_report). */
static void restructured(const struct kaba_report *r, FILE *out)
{
	size_t frozen = r->analysis->nfrozen, i;
	size_t before = r->nfallback ? r->frozen_before : frozen;
	struct line l;
	struct fold f;

	fprintf(out, "restructured: %zu of %zu user classes; %zu frozen (%zu by reflection, keep "
		"rules, class literals or natives and what they keep; %zu by the restructuring "
		"fallback)\n", r->user_classes - frozen, r->user_classes, frozen, before,
		frozen - before);
	if (r->analysis->npinned)
		fprintf(out, "pinned: %zu of the restructured classes keep their names where "
			"reflection creates them by name (rule 17), frozen descriptors (rule N2) or "
			"class literals (rule N4) need them (kaba why DIR CLASS)\n", r->analysis->npinned);
	/* the proposal, and the jar that carries it or why there is none */
	section_begin(&f, &l, out, r->njars > 1 ? "restructured jars" : "restructured jar");
	for (i = 0; i < r->njars; i++)
		fold_item(&f, "%s", r->jars[i]);
	if (!r->njars)
		line_text(&l, 0, " none (%s)", r->no_jar ? r->no_jar : "not asked for");
	section_end(&f, NULL);
	if (!r->nfallback)
		return;
	section_begin(&f, &l, out, "restructuring fallback");
	line_text(&l, 0, " %zu code generator runs; froze", r->rounds);
	for (i = 0; i < r->nfallback; i++)
		fold_item(&f, "%s", r->fallback[i].cls);
	section_end(&f, " none");
	for (i = 0; i < r->nfallback; i++)
		if (!i || strcmp(r->fallback[i].why, r->fallback[i - 1].why)) {
			line_start(&l, out);
			line_text(&l, 0, "  %s", r->fallback[i].why);
			line_end(&l);
		}
}

/* The proposal as refactoring steps, a line per kind, each step folded
 * into a few words (report.json has its members and evidence). */
static void refactorings(const struct kaba_report *r, FILE *out)
{
	const struct kaba_refactoring *v = r->steps;
	size_t n = r->nsteps, i, k;
	struct kaba_arena a;
	struct line l;
	struct fold f;

	kaba_arena_init(&a);
	fprintf(out, "refactorings: %zu (each with its members and evidence in report.json)\n", n);
	for (i = 0; i < n; i = k) {
		for (k = i; k < n && !strcmp(kaba_refactoring_name(v[k].kind),
					       kaba_refactoring_name(v[i].kind)); k++)
			;
		line_start(&l, out);
		line_text(&l, 0, "  %s (%zu):", kaba_refactoring_name(v[i].kind), k - i);
		fold_begin(&f, &l, " ", ", ", 3 * FOLD, 0, k - i);
		for (size_t j = i; j < k; j++) {
			const struct kaba_refactoring *s = &v[j];
			const char *c = kaba_java_name(&a, s->cls);
			const char *to = s->target != KABA_NONE ? r->names[s->target] : "";

			if (s->kind == KABA_RF_DEAD_CLASS)
				fold_item(&f, "class %s", c);
			else if (s->kind == KABA_RF_DEAD_CODE)
				fold_item(&f, "%zu of %s", s->nmembers, c);
			else if (s->kind == KABA_RF_PUSH_DOWN && s->nmembers == 1)
				fold_item(&f, "%s to %s", r->table->columns[s->members[0]].name, to);
			else if (s->kind == KABA_RF_PUSH_DOWN)
				fold_item(&f, "%zu of %s to %s", s->nmembers, c, to);
			else if (s->kind == KABA_RF_COLLAPSE)
				fold_item(&f, "%s and %s into %s", kaba_java_name(&a, s->other), c, to);
			else
				fold_item(&f, "%s from %s", to, c);
		}
		fold_end(&f, NULL);
		line_end(&l);
	}
	kaba_arena_free(&a);
}

/* One step of the multiple-inheritance fallback, in words. */
static void mi_step(const struct kaba_report *r, struct fold *f, const struct kaba_mi_fallback *s)
{
	char at[32], gone[32], kept[32];
	const char *a = class_label(r, s->at, at), *g = class_label(r, s->gone, gone);
	const char *k = class_label(r, s->kept, kept);

	if (s->rule == 0)
		fold_item(f, "%s drops its superclass %s (F0)", a, g);
	else if (s->rule == 7)
		fold_item(f, "%s: members of %s moved up into %s (F7)", a, g, k);
	else if (s->rule == 10)
		fold_item(f, "%s: %s made an interface (F10)", a, g);
	else if (s->rule >= 8)
		fold_item(f, "%s: %s hangs below %s (F%d)", a, g, k, s->rule);
	else
		fold_item(f, "%s: %s merged into %s (F%d)", a, g, k, s->rule);
}

void kaba_report_text(const struct kaba_report *r, FILE *out)
{
	const struct kaba_proposal *p = r->proposal;
	const struct kaba_table *t = r->table;
	size_t c, i, live = 0, interfaces = 0, mi;
	unsigned char *seen = calloc(p->nclasses ? p->nclasses : 1, 1);
	struct line l;
	struct fold f;

	for (c = 0; c < p->nclasses; c++)
		if (!p->classes[c].removed) {
			live++;
			interfaces += kaba_proposal_is_interface(p, c) != 0;
		}
	line_start(&l, out);
	line_text(&l, 0, "kaba analyze");
	fold_begin(&f, &l, " ", " ", 3 * FOLD, LATER, r->ninputs ? r->ninputs : 1);
	for (i = 0; i < r->ninputs; i++)
		fold_item(&f, "%s", r->inputs[i]);
	if (!r->ninputs)
		fold_item(&f, "%s", r->input);
	fold_end(&f, NULL);
	line_text(&l, 0, " (%s analysis)", r->variant);
	line_end(&l);
	fprintf(out, "  original program: %zu user classes\n", r->user_classes);
	fprintf(out, "  table: %zu rows x %zu columns, %zu implications\n", t->nrows, t->ncolumns,
		t->nimplications);
	fprintf(out, "  %s: %zu concepts, %zu covers\n",
		r->aoc ? "AOC-poset (the full lattice is too large)" : "lattice", r->concepts, r->covers);
	fprintf(out, "  proposal: %zu classes (%zu interfaces) after %zu merges (%zu steps undone)\n",
		live, interfaces, p->merges, p->undone);
	fputc('\n', out);
	if (live <= KABA_SUMMARY_CLASSES || kaba_verbosity() >= KABA_VERBOSE ||
	    report_hierarchies(r, out)) {
		fputs("proposed hierarchy (members {…}, then the rows typed by the class; lists cut "
		      "to fit a line, whole in report.json):\n", out);
		for (c = 0; seen && c < p->nclasses; c++)
			if (!p->classes[c].removed && !p->classes[c].supers.n)
				print_tree(r, out, c, 0, KABA_NONE, seen);
	}
	free(seen);

	fputc('\n', out);
	section_begin(&f, &l, out, "dead members");
	for (i = 0; i < t->ncolumns; i++)
		if (p->home[i] == KABA_NONE)
			fold_item(&f, "%s", t->columns[i].name);
	section_end(&f, " none");
	refactorings(r, out);
	section_begin(&f, &l, out, "dead objects");
	for (i = 0; i < t->nrows; i++)
		if (p->type[i] == KABA_NONE && t->rows[i].kind == KABA_ROW_OBJECT)
			fold_item(&f, "%s", t->rows[i].name);
	section_end(&f, " none");
	if (r->analysis) {
		const struct kaba_analysis *a = r->analysis;

		fprintf(out, "unreachable methods: %zu\n", a->ndead);
		/* one a line: a method with its descriptor is long, and the user
		 * wants to see that each entry point given was taken */
		fprintf(out, "entry points%s: %zu\n", r->all_mains ? " (--all-mains: every public "
			"static main of the input)" : "", a->nentry_points);
		for (i = 0; i < a->nentry_points && i < 3 * FOLD; i++) {
			line_start(&l, out);
			line_text(&l, 0, "  %s", a->entry_points[i]);
			line_end(&l);
		}
		if (a->nentry_points > 3 * FOLD)
			fprintf(out, "  … and %zu more (all in report.json)\n",
				a->nentry_points - 3 * FOLD);
		list_frozen(out, a);
		restructured(r, out);
	}
	if (r->traced_jar)
		fprintf(out, "restructured jar: from the %s: %zu of %zu user classes restructured, "
			"%zu methods not run (%zu bodies throw), %zu generator runs\n",
			r->traced_jar->analysis, r->traced_jar->restructured, r->user_classes,
			r->traced_jar->methods_not_run, r->traced_jar->dead_methods,
			r->traced_jar->rounds);
	mi = kaba_proposal_multiple_inheritance(p, NULL, 0);
	fprintf(out, "multiple inheritance left: %zu class%s\n", mi, mi == 1 ? "" : "es");
	section_begin(&f, &l, out, "multiple inheritance removed by the fallback");
	for (i = 0; i < p->nfallback; i++)
		mi_step(r, &f, &p->fallback[i]);
	section_end(&f, " none");
}
