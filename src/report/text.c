/* The readable summary of `kaba analyze`. */
#include "kaba/report.h"

#include <stdlib.h>
#include <string.h>

/* Long label lists are folded: a user reads the first few, and the JSON
 * report has them all. */
enum { FOLD = 6 };

static void list_columns(FILE *out, const struct kaba_table *t, const struct kaba_ids *ids)
{
	size_t i;

	for (i = 0; i < ids->n && i < FOLD; i++)
		fprintf(out, "%s%s", i ? ", " : "", t->columns[ids->v[i]].name);
	if (ids->n > FOLD)
		fprintf(out, ", … and %zu more", ids->n - FOLD);
}

static void list_rows(FILE *out, const struct kaba_table *t, const struct kaba_ids *ids, int objects)
{
	size_t i, shown = 0, total = 0;

	for (i = 0; i < ids->n; i++) {
		const struct kaba_row *row = &t->rows[ids->v[i]];

		if ((row->kind == KABA_ROW_OBJECT) != objects)
			continue;
		if (shown < FOLD)
			fprintf(out, "%s%s", shown ? ", " : "", row->name);
		shown += shown < FOLD;
		total++;
	}
	if (total > shown)
		fprintf(out, ", … and %zu more", total - shown);
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
	size_t nobj = count_objects(r->table, &k->instances), i;

	fprintf(out, "%*s%s%s {", 2 + 2 * depth, "", r->names[c],
		kaba_proposal_is_interface(p, c) ? " (interface)" : "");
	list_columns(out, r->table, &k->members);
	fputc('}', out);
	if (nobj) {
		fputs("  objects: ", out);
		list_rows(out, r->table, &k->instances, 1);
	}
	if (k->instances.n > nobj) {
		fputs("  variables: ", out);
		list_rows(out, r->table, &k->instances, 0);
	}
	for (i = 0; i < k->supers.n; i++)
		if (k->supers.v[i] != parent)
			fprintf(out, "  also below %s", r->names[k->supers.v[i]]);
	fputc('\n', out);
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

/* End a folded list of n items (3 * FOLD shown). */
static void fold_end(FILE *out, size_t n)
{
	if (!n)
		fputs(" none", out);
	else if (n > 3 * FOLD)
		fprintf(out, ", … and %zu more (all in report.json)", n - 3 * FOLD);
	fputc('\n', out);
}

/* Frozen classes by reason: each reason once, with the classes it froze
 * (one unbounded reflective site can freeze hundreds: guava's 1,987 classes
 * came from two calls), folded; report.json lists them one by one.  The
 * list is sorted by class, so a reason is printed where its first class
 * stands. */
static void list_frozen(FILE *out, const struct kaba_analysis *a)
{
	size_t i, j, k, n;

	fprintf(out, "frozen classes:%s\n", a->nfrozen ? "" : " none");
	for (i = 0; i < a->nfrozen; i++) {
		const char *why = a->frozen[i].why;

		for (k = 0; k < i && strcmp(a->frozen[k].why, why); k++)
			;
		if (k < i)
			continue;       /* printed with its first class */
		for (n = 0, j = i; j < a->nfrozen; j++)
			n += !strcmp(a->frozen[j].why, why);
		if (n == 1) {
			fprintf(out, "  %s: %s\n", a->frozen[i].cls, why);
			continue;
		}
		fprintf(out, "  %zu classes: %s:", n, why);
		for (k = 0, j = i; j < a->nfrozen && k < 3 * FOLD; j++)
			if (!strcmp(a->frozen[j].why, why))
				fprintf(out, "%s %s", k++ ? "," : "", a->frozen[j].cls);
		fold_end(out, n);
	}
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

	fprintf(out, "restructured: %zu of %zu user classes; %zu frozen (%zu by reflection, keep "
		"rules, class literals or natives and what they keep; %zu by the restructuring "
		"fallback)\n", r->user_classes - frozen, r->user_classes, frozen, before,
		frozen - before);
	/* the proposal, and the jar that carries it or why there is none */
	fprintf(out, "restructured jar%s:", r->njars > 1 ? "s" : "");
	for (i = 0; i < r->njars; i++)
		fprintf(out, "%s %s", i ? "," : "", r->jars[i]);
	if (!r->njars)
		fprintf(out, " none (%s)", r->no_jar ? r->no_jar : "not asked for");
	fputc('\n', out);
	if (!r->nfallback)
		return;
	fprintf(out, "restructuring fallback: %zu code generator runs; froze", r->rounds);
	for (i = 0; i < r->nfallback && i < 3 * FOLD; i++)
		fprintf(out, "%s %s", i ? "," : "", r->fallback[i].cls);
	fold_end(out, r->nfallback);
	for (i = 0; i < r->nfallback; i++)
		if (!i || strcmp(r->fallback[i].why, r->fallback[i - 1].why))
			fprintf(out, "  %s\n", r->fallback[i].why);
}

void kaba_report_text(const struct kaba_report *r, FILE *out)
{
	const struct kaba_proposal *p = r->proposal;
	const struct kaba_table *t = r->table;
	size_t c, i, live = 0, interfaces = 0, dead = 0, mi;
	unsigned char *seen = calloc(p->nclasses ? p->nclasses : 1, 1);

	for (c = 0; c < p->nclasses; c++)
		if (!p->classes[c].removed) {
			live++;
			interfaces += kaba_proposal_is_interface(p, c) != 0;
		}
	fputs("kaba analyze", out);
	for (i = 0; i < r->ninputs; i++)
		fprintf(out, " %s", r->inputs[i]);
	fprintf(out, "%s%s (%s analysis)\n", r->ninputs ? "" : " ", r->ninputs ? "" : r->input,
		r->variant);
	fprintf(out, "  original program: %zu user classes\n", r->user_classes);
	fprintf(out, "  table: %zu rows x %zu columns, %zu implications\n", t->nrows, t->ncolumns,
		t->nimplications);
	fprintf(out, "  %s: %zu concepts, %zu covers\n",
		r->aoc ? "AOC-poset (the full lattice is too large)" : "lattice", r->concepts, r->covers);
	fprintf(out, "  proposal: %zu classes (%zu interfaces) after %zu merges (%zu steps undone)\n",
		live, interfaces, p->merges, p->undone);
	fputs("\nproposed hierarchy (members {…}, then the rows typed by the class):\n", out);
	for (c = 0; seen && c < p->nclasses; c++)
		if (!p->classes[c].removed && !p->classes[c].supers.n)
			print_tree(r, out, c, 0, KABA_NONE, seen);
	free(seen);

	fputs("\ndead members:", out);
	for (i = 0; i < t->ncolumns; i++)
		if (p->home[i] == KABA_NONE && dead++ < 3 * FOLD)
			fprintf(out, "%s %s", dead > 1 ? "," : "", t->columns[i].name);
	fold_end(out, dead);
	dead = 0;
	fputs("dead objects:", out);
	for (i = 0; i < t->nrows; i++)
		if (p->type[i] == KABA_NONE && t->rows[i].kind == KABA_ROW_OBJECT && dead++ < 3 * FOLD)
			fprintf(out, "%s %s", dead > 1 ? "," : "", t->rows[i].name);
	fold_end(out, dead);
	if (r->analysis) {
		const struct kaba_analysis *a = r->analysis;

		fprintf(out, "unreachable methods: %zu\n", a->ndead);
		fprintf(out, "entry points%s:", r->all_mains ? " (--all-mains: every public static "
			"main of the input)" : "");
		for (i = 0; i < a->nentry_points && i < 3 * FOLD; i++)
			fprintf(out, "%s %s", i ? "," : "", a->entry_points[i]);
		fold_end(out, a->nentry_points);
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
	fputs("multiple inheritance removed by the fallback:", out);
	for (i = 0; i < p->nfallback; i++) {
		const struct kaba_mi_fallback *f = &p->fallback[i];
		char at[32], gone[32], kept[32];

		if (f->rule == 0)
			fprintf(out, "%s %s drops its superclass %s (F0)", i ? "," : "",
				class_label(r, f->at, at), class_label(r, f->gone, gone));
		else if (f->rule == 7)
			fprintf(out, "%s %s: members of %s moved up into %s (F7)", i ? "," : "",
				class_label(r, f->at, at), class_label(r, f->gone, gone),
				class_label(r, f->kept, kept));
		else if (f->rule == 10)
			fprintf(out, "%s %s: %s made an interface (F10)", i ? "," : "",
				class_label(r, f->at, at), class_label(r, f->gone, gone));
		else if (f->rule >= 8)
			fprintf(out, "%s %s: %s hangs below %s (F%d)", i ? "," : "",
				class_label(r, f->at, at), class_label(r, f->gone, gone),
				class_label(r, f->kept, kept), f->rule);
		else
			fprintf(out, "%s %s: %s merged into %s (F%d)", i ? "," : "",
				class_label(r, f->at, at), class_label(r, f->gone, gone),
				class_label(r, f->kept, kept), f->rule);
	}
	fputs(p->nfallback ? "\n" : " none\n", out);
}
