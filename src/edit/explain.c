/*
 * The program fact behind a violated behaviour check, in one line (paper
 * Figure 5): the assignment, dominance constraint, type check or lookup the
 * edit would break, its rows and members by their report.json names, and a
 * creation site by its source line.
 */
#include "impl.h"

#include <string.h>

#include "kaba/buf.h"

/* A row: its name; an object also what it creates and where. */
static void row(const struct kaba_editor *e, size_t r, struct kaba_buf *out)
{
	const struct kaba_row *w = &e->table->rows[r];

	kaba_buf_printf(out, "%s", w->name);
	if (w->kind != KABA_ROW_OBJECT || !w->origin.type)
		return;
	kaba_buf_printf(out, " (new ");
	for (const char *c = w->origin.type; *c; c++)
		kaba_buf_printf(out, "%c", *c == '/' ? '.' : *c);
	if (e->site_file[r])
		kaba_buf_printf(out, " at %s:%zu)", e->site_file[r], e->site_line[r]);
	else
		kaba_buf_printf(out, ")");
}

static const char *cls(const struct kaba_editor *e, size_t c, char *buf)
{
	return editor_class_name(e, c, buf, 32);
}

/* G2: the lower end y of a row implication x ⇒ y must stay a subtype. */
static void assignment(const struct kaba_editor *e, const struct kaba_implication *im,
		       struct kaba_buf *out)
{
	static const char *const what[KABA_RULES] = {
		[KABA_C1_ASSIGN] = "assignment %s = %s",
		[KABA_C2_ALLOC] = "assignment %s = %s",
		[KABA_C3_PARAM] = "parameter passing %s = %s (parameter = argument)",
		[KABA_C4_RETURN] = "return %s = %s",
		[KABA_C5_FIELD] = "field access %s = %s",
		[KABA_C6_OBJECT_THIS] = "dispatch %s = %s (this = the object the call runs on)",
		[KABA_C7_RECEIVER] = "call on receiver %s running %s",
		[KABA_C8_SELF_CALL] = "call on this %s = %s",
		[KABA_C9_STATIC_CALL] = "statically bound call: %s = receiver %s",
		[KABA_RULE_CAST] = "cast %s = %s (an object the cast passes)",
		[KABA_RULE_OVERRIDE] = "overriding methods' parameters or results %s = %s",
	};
	const char *fmt = im->rule < KABA_RULES && what[im->rule] ? what[im->rule] : "%s = %s";
	struct kaba_buf x, y;
	char a[32], b[32];

	kaba_buf_init(&x);
	kaba_buf_init(&y);
	row(e, im->from, &x);
	row(e, im->to, &y);
	kaba_buf_put(&x, "", 1);
	kaba_buf_put(&y, "", 1);
	if (!x.oom && !y.oom)
		kaba_buf_printf(out, fmt, (const char *)x.data, (const char *)y.data);
	kaba_buf_printf(out, " (rule %s) would be type-incorrect: %s's class %s is not a "
			"subclass of %s's class %s", kaba_rule_name(im->rule),
			e->table->rows[im->to].name, cls(e, e->p->type[im->to], a),
			e->table->rows[im->from].name, cls(e, e->p->type[im->from], b));
	kaba_buf_free(&x);
	kaba_buf_free(&y);
}

/* G3: column implication from ⇒ to keeps from's home at or below to's. */
static void dominance(const struct kaba_editor *e, const struct kaba_implication *im,
		      struct kaba_buf *out)
{
	const struct kaba_column *f = &e->table->columns[im->from], *t = &e->table->columns[im->to];
	char a[32], b[32];

	if (im->rule == KABA_C10_DEF_DCL)
		kaba_buf_printf(out, "body %s must lie at or below its declaration %s", f->name, t->name);
	else if (im->rule == KABA_C11_DOMINANCE_DEF || im->rule == KABA_C12_DOMINANCE_DCL)
		kaba_buf_printf(out, "dominance constraint: %s overrides %s", f->name, t->name);
	else
		kaba_buf_printf(out, "constraint %s => %s", f->name, t->name);
	kaba_buf_printf(out, " (rule %s): %s's class %s is not at or below %s's class %s",
			kaba_rule_name(im->rule), f->name, cls(e, e->p->home[im->from], a), t->name,
			cls(e, e->p->home[im->to], b));
}

/* A check site's name: its S=false column's without "=false". */
static void site(const struct kaba_editor *e, size_t no, struct kaba_buf *out)
{
	const char *n = e->table->columns[no].name, *eq = strrchr(n, '=');

	kaba_buf_printf(out, "%.*s", (int)(eq ? eq - n : (long)strlen(n)), n);
}

void kaba_editor_explain(const struct kaba_editor *e, const struct kaba_violation *v,
			 struct kaba_buf *out)
{
	const struct kaba_table *t = e->table;
	const char *col = v->column != KABA_NONE ? t->columns[v->column].name : "";
	const char *other = v->other != KABA_NONE ? t->columns[v->other].name : "";
	char a[32];

	if (!strcmp(v->rule, "G2")) {
		assignment(e, &t->implications[v->implication], out);
	} else if (!strcmp(v->rule, "G3")) {
		dominance(e, &t->implications[v->implication], out);
	} else if (!strcmp(v->rule, "G1")) {
		if (v->cls == KABA_NONE)
			kaba_buf_printf(out, "the class graph would have a cycle");
		else
			kaba_buf_printf(out, "class %s would hold both %s and %s, members of one "
					"signature", cls(e, v->cls, a), col, other);
	} else if (!strcmp(v->rule, "G4")) {
		kaba_buf_printf(out, "type check ");
		site(e, v->column, out);
		kaba_buf_printf(out, ": ");
		row(e, v->row, out);
		kaba_buf_printf(out, "'s class %s would lie below both outcomes %s and %s",
				cls(e, v->cls, a), other, col);
	} else if (!strcmp(v->rule, "P5")) {
		row(e, v->row, out);
		kaba_buf_printf(out, " fails type check ");
		site(e, v->column, out);
		kaba_buf_printf(out, ", but its class %s would pass it", cls(e, v->cls, a));
	} else {
		/* P1–P3, I1 and G5: one object, this-row or variable and one member */
		if (!strcmp(v->rule, "I1") && t->rows[v->row].link == v->column)
			kaba_buf_printf(out, "body %s must live in the class of its this-row ", col);
		else
			kaba_buf_printf(out, "%s ", t->rows[v->row].kind == KABA_ROW_OBJECT ? "object"
						    : t->rows[v->row].kind == KABA_ROW_THIS ? "this-row"
											  : "variable");
		row(e, v->row, out);
		if (!strcmp(v->rule, "I1") && t->rows[v->row].link == v->column)
			kaba_buf_printf(out, " (%s)", cls(e, v->cls, a));
		else if (!strcmp(v->rule, "P2"))
			kaba_buf_printf(out, ": lookup of %s at its class %s would find %s instead "
					"(the call would run other code)", col, cls(e, v->cls, a),
					v->other != KABA_NONE ? other : "no single body");
		else if (!strcmp(v->rule, "P3"))
			kaba_buf_printf(out, ": its class %s would be abstract: %s has no body there",
					cls(e, v->cls, a), col);
		else
			kaba_buf_printf(out, " uses %s, which its class %s would not have",
					col, cls(e, v->cls, a));
	}
	kaba_buf_printf(out, " [%s]", v->rule);
}
