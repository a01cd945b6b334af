/*
 * DIR/mapping.txt in ProGuard/retrace syntax:
 *
 *   a.A -> a.A:
 *       int x -> x
 *       void f() -> f
 *       # moved: int y -> a.A_1.y
 *
 * An original class maps to the new class of its own name (the one that
 * holds most of its objects, or its static holder), else to the new class
 * holding most of its members.  Members that live there are ordinary member
 * lines; members whose home is another new class (a class split into
 * several) follow as comment lines `# moved: MEMBER -> NEWCLASS.name`,
 * which retrace ignores.  Dead members are not listed.  A frozen class
 * (reflection, keep rules) keeps its name and members: `C -> C:` with each
 * member mapped to itself.  A body the generator also copied into another
 * class under a new name (a private method called from there, a super call
 * it must make from there) follows as `# copy: MEMBER -> NEWCLASS.name`,
 * the name stack frames of the copy show.  A class name that reflection
 * creates objects from, rewritten in a body of the class (rule 21,
 * respell.c), follows as `# string: MEMBER@PC "a.B" -> "a.B_1"`.  Each new
 * class that no original class maps to is named in a comment `# new class N`.
 */
#include <stdlib.h>
#include <string.h>

#include "kaba/descriptor.h"
#include "restructure.h"

static void java_class(struct kaba_buf *b, const char *internal)
{
	kaba_java_class_name(b, internal, strlen(internal));
}

/* The member as ProGuard writes it: "int x" or "void f(int)". */
static void member_text(struct kaba_buf *b, const struct kaba_pmember *m)
{
	if (m->is_method) {
		kaba_java_method(b, m->name, m->name_len, m->descriptor, m->descriptor_len);
	} else {
		kaba_java_field_type(b, m->descriptor, m->descriptor_len);
		kaba_buf_printf(b, " %s", m->name);
	}
}

/* Where member m of an original class went: a plan class, or KABA_NONE. */
static size_t home_of(const struct plan *pl, const struct kaba_pmember *m)
{
	if (m->access & KABA_ACC_STATIC)
		return plan_holder(pl, m->owner);
	return plan_of_column(pl, plan_member_column(pl, m->is_method ? KABA_COL_DEF : KABA_COL_FIELD, m));
}

/* Member j of c: its fields first, then its methods. */
static const struct kaba_pmember *member_at(const struct kaba_pclass *c, size_t j)
{
	return j < c->nfields ? &c->fields[j] : &c->methods[j - c->nfields];
}

/* The plan class original class c maps to: the one of its name, else the
 * one holding most of its members (the first of those on a tie), else
 * KABA_NONE.  tally[0..pl->n) is zero on entry and on return: each member's
 * home is found once, not once per plan class. */
static size_t target_of(const struct plan *pl, const struct kaba_pclass *c, size_t *tally)
{
	size_t i, j, h, best = KABA_NONE, n = (size_t)c->nfields + c->nmethods;

	for (i = 0; i < pl->n; i++)
		if (!strcmp(pl->cls[i].name, c->name))
			return i;
	for (j = 0; j < n; j++) {
		h = home_of(pl, member_at(c, j));
		if (h != KABA_NONE)
			tally[h]++;
	}
	for (j = 0; j < n; j++) {
		h = home_of(pl, member_at(c, j));
		if (h != KABA_NONE && (best == KABA_NONE || tally[h] > tally[best] ||
				       (tally[h] == tally[best] && h < best)))
			best = h;
	}
	for (j = 0; j < n; j++) {
		h = home_of(pl, member_at(c, j));
		if (h != KABA_NONE)
			tally[h] = 0;
	}
	return best;
}

/* `target` is KABA_NONE for a frozen class: every member stays. */
static void member_line(const struct plan *pl, struct kaba_buf *b, const struct kaba_pmember *m,
			size_t target)
{
	size_t h = target == KABA_NONE ? KABA_NONE : home_of(pl, m);

	if (h == KABA_NONE && target != KABA_NONE)
		return;
	kaba_buf_printf(b, h == target ? "    " : "    # moved: ");
	member_text(b, m);
	kaba_buf_printf(b, " -> ");
	if (h != target) {
		java_class(b, pl->cls[h].name);
		kaba_buf_u8(b, '.');
	}
	kaba_buf_printf(b, "%s\n", plan_member_name(pl, m));
}

/* The copies of c's bodies in other classes (privates.c), newest first:
 * `# copy: MEMBER -> NEWCLASS.name`, where frames of the copy point. */
static void copy_lines(const struct plan *pl, struct kaba_buf *b, const struct kaba_pclass *c)
{
	const struct body_copy *x;

	for (x = pl->copies; x; x = x->next) {
		if (x->m->owner != c)
			continue;
		kaba_buf_printf(b, "    # copy: ");
		member_text(b, x->m);
		kaba_buf_printf(b, " -> ");
		java_class(b, pl->cls[x->k].name);
		kaba_buf_printf(b, ".%s\n", x->name);
	}
}

/* The class names rewritten in c's bodies (respell.c), newest first. */
static void respelled_lines(const struct plan *pl, struct kaba_buf *b, const struct kaba_pclass *c)
{
	const struct respelling *x;

	for (x = pl->respellings; x; x = x->next) {
		if (x->m->owner != c || !strcmp(x->from, x->to))
			continue;
		kaba_buf_printf(b, "    # string: ");
		member_text(b, x->m);
		kaba_buf_printf(b, "@%u \"", x->pc);
		java_class(b, x->from);
		kaba_buf_printf(b, "\" -> \"%s\"\n", x->binary);
	}
}

int mapping_text(const struct plan *pl, struct kaba_buf *b)
{
	size_t i, n = kaba_program_user_count(pl->prog);
	uint8_t *mapped = calloc(pl->n + 1, 1);
	size_t *tally = calloc(pl->n + 1, sizeof(*tally));

	if (!mapped || !tally) {
		free(mapped);
		free(tally);
		return -1;
	}
	for (i = 0; i < n; i++) {
		struct kaba_pclass *c = kaba_program_user(pl->prog, i);
		int frozen = pl->an && kaba_analysis_frozen(pl->an, c->name, c->name_len);
		size_t t = target_of(pl, c, tally);
		uint16_t j;

		if (t != KABA_NONE)
			mapped[t] = 1;
		if (frozen)
			t = KABA_NONE;
		else if (t == KABA_NONE)
			continue;       /* nothing of it survives */
		java_class(b, c->name);
		kaba_buf_printf(b, " -> ");
		java_class(b, frozen ? c->name : pl->cls[t].name);
		kaba_buf_printf(b, ":\n");
		for (j = 0; j < c->nfields; j++)
			member_line(pl, b, &c->fields[j], t);
		for (j = 0; j < c->nmethods; j++)
			member_line(pl, b, &c->methods[j], t);
		copy_lines(pl, b, c);
		respelled_lines(pl, b, c);
	}
	for (i = 0; i < pl->n; i++)
		if (!mapped[i]) {
			kaba_buf_printf(b, "# new class ");
			java_class(b, pl->cls[i].name);
			kaba_buf_u8(b, '\n');
		}
	free(mapped);
	free(tally);
	return b->oom ? -1 : 0;
}
