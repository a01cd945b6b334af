/*
 * Applying a script: each edit is done, checked against every behaviour
 * check (Appendix 3's two groups: refactor.h kaba_proposal_violations), and
 * kept or undone.  A refused edit says one line per violated constraint.
 */
#include "impl.h"

#include <stdlib.h>
#include <string.h>

#include "kaba/buf.h"
#include "kaba/progress.h"

struct refusal {
	const struct kaba_editor *e;
	const struct kaba_script_edit *ed;
	struct kaba_buf lines;
	size_t n;
};

static int collect(void *ctx, const struct kaba_violation *v)
{
	struct refusal *r = ctx;

	kaba_buf_printf(&r->lines, "refused: %s: ", r->ed->text);
	kaba_editor_explain(r->e, v, &r->lines);
	kaba_buf_printf(&r->lines, "\n");
	r->n++;
	return r->lines.oom ? -1 : 0;
}

/* A name a class may take: not taken, not an id, no blank (a script word). */
static int free_name(const struct kaba_editor *e, const char *name)
{
	size_t i = 1;

	if (name[0] == 'K') {
		while (name[i] >= '0' && name[i] <= '9')
			i++;
		if (i > 1 && !name[i])
			return 0;
	}
	return kaba_editor_class(e, name) == KABA_NONE;
}

static size_t class_arg(const struct kaba_editor *e, const struct kaba_script *s,
			const struct kaba_script_edit *ed, size_t i, struct kaba_error *err)
{
	size_t c = kaba_editor_class(e, ed->args[i]);

	if (c == KABA_NONE)
		kaba_script_fail(s, ed, err, "no class %s in the proposal (names or ids as in "
				 "report.json)", ed->args[i]);
	return c;
}

/* Whether class q has multiple inheritance (kaba_proposal_multiple_inheritance). */
static int has_mi(const struct kaba_editor *e, size_t q)
{
	size_t *at = malloc((e->p->nclasses + 1) * sizeof(*at));
	size_t n = at ? kaba_proposal_multiple_inheritance(e->p, at, e->p->nclasses) : 0, i;
	int found = 0;

	for (i = 0; i < n && !found; i++)
		found = at[i] == q;
	free(at);
	return found;
}

/* A move: every NAME resolved before any is moved.  A dead one (no class)
 * is a line of the refusal. */
static int move(struct kaba_editor *e, const struct kaba_script *s,
		const struct kaba_script_edit *ed, struct refusal *ref, struct kaba_error *err)
{
	size_t to = class_arg(e, s, ed, ed->nargs - 1, err), i, x;
	int is_row;

	if (to == KABA_NONE)
		return err->status;
	for (i = 0; i + 1 < ed->nargs; i++) {
		x = kaba_editor_item(e, ed->args[i], &is_row);
		if (x == KABA_NONE)
			return kaba_script_fail(s, ed, err, "%s is no member or row of the table, or "
						"both (then write member:%s or row:%s)", ed->args[i],
						ed->args[i], ed->args[i]);
		if ((is_row ? e->p->type[x] : e->p->home[x]) == KABA_NONE) {
			kaba_buf_printf(&ref->lines, "refused: %s: %s is dead in the proposal (no "
					"object uses it); kaba edit moves only live members and "
					"rows\n", ed->text, ed->args[i]);
			ref->n++;
		} else if (is_row ? kaba_proposal_move_row(e->p, x, to)
				  : kaba_proposal_move_member(e->p, x, to)) {
			return kaba_fail(err, KABA_EINTERNAL, "edit", -1, "out of memory");
		}
	}
	return KABA_OK;
}

/* The name of split's second class: NEW, or CLASS_1, CLASS_2, … */
static const char *split_name(struct kaba_editor *e, const struct kaba_script_edit *ed)
{
	char buf[1024];

	if (ed->nargs > 1)
		return ed->args[1];
	for (size_t i = 1;; i++) {
		snprintf(buf, sizeof(buf), "%s_%zu", ed->args[0], i);
		if (free_name(e, buf))
			return kaba_arena_strdup(&e->arena, buf);
	}
}

/* Do edit ed (refusals that need no check go to ref); *named and *name
 * get the class that takes a new name and the name. */
static int edit(struct kaba_editor *e, const struct kaba_script *s,
		const struct kaba_script_edit *ed, size_t *fresh, struct refusal *ref,
		size_t *named, const char **name, struct kaba_error *err)
{
	size_t a = KABA_NONE, b = KABA_NONE;
	int oom = 0;

	if (ed->op != KABA_OP_MOVE && (a = class_arg(e, s, ed, 0, err)) == KABA_NONE)
		return err->status;
	if ((ed->op == KABA_OP_MERGE || ed->op == KABA_OP_SUBCLASS) &&
	    (b = class_arg(e, s, ed, 1, err)) == KABA_NONE)
		return err->status;
	if (b != KABA_NONE && a == b)
		return kaba_script_fail(s, ed, err, "a class with itself");
	switch (ed->op) {
	case KABA_OP_SIMPLIFY:
	case KABA_OP_REMOVE_MI:   /* convenience() */
		break;
	case KABA_OP_MOVE:
		return move(e, s, ed, ref, err);
	case KABA_OP_SPLIT:
		if (!(*name = split_name(e, ed)))
			break;
		if (!free_name(e, *name))
			return kaba_script_fail(s, ed, err, "%s names a class already", *name);
		*named = (*fresh)++;
		oom = kaba_proposal_split(e->p, a, *named);
		break;
	case KABA_OP_MERGE:
		oom = kaba_proposal_merge(e->p, a, b);
		break;
	case KABA_OP_SUBCLASS:
		oom = kaba_proposal_subclass(e->p, a, b);
		break;
	case KABA_OP_RENAME:
		if (!free_name(e, ed->args[1]))
			return kaba_script_fail(s, ed, err, "%s names a class already, or is an id",
						ed->args[1]);
		*named = a;
		*name = ed->args[1];
		break;
	}
	if (oom || !*name)
		return kaba_fail(err, KABA_EINTERNAL, "edit", -1, "out of memory");
	return KABA_OK;
}

/* simplify and remove-mi: the refactoring's own operations (§6), each of
 * whose steps is checked and undone when it breaks a check, so the
 * proposal they leave passes the checks as the edits' do (checked again
 * after them).  They have no undo as a whole: a violation after them would
 * be kaba's bug, an internal error, and nothing is written. */
static int convenience(struct kaba_editor *e, const struct kaba_script *s,
		       const struct kaba_script_edit *ed, struct refusal *ref, struct kaba_error *err)
{
	const cJSON *job = cJSON_GetObjectItemCaseSensitive(e->saved, "job");
	struct kaba_simplify_options opt = kaba_simplify_defaults;
	size_t q = KABA_NONE, left;
	int rc;

	opt.literal_s1 = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(job, "literal_s1"));
	if (ed->op == KABA_OP_SIMPLIFY) {
		rc = kaba_simplify(e->p, &opt, err);
	} else if (!ed->nargs) {
		/* simplified again after it, as in kaba analyze, when analyze
		 * simplified (a restored proposal does not carry the options) */
		if (cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(job, "simplify")) && !e->p->simplified) {
			e->p->simplify = opt;
			e->p->simplified = 1;
		}
		rc = kaba_remove_multiple_inheritance(e->p, err);
	} else if ((q = class_arg(e, s, ed, 0, err)) == KABA_NONE) {
		return err->status;
	} else if (!has_mi(e, q)) {
		return kaba_script_fail(s, ed, err, "%s has no multiple inheritance (report.json's "
					"multiple_inheritance lists the classes that have)", ed->args[0]);
	} else {
		rc = kaba_remove_multiple_inheritance_at(e->p, q, err);
	}
	if (!rc)
		rc = kaba_proposal_violations(e->p, collect, ref, err);
	if (!rc && ref->n)
		rc = kaba_fail(err, KABA_EINTERNAL, s->path, -1, "%s left the proposal breaking a "
			       "check (a bug of kaba: nothing written)", ed->text);
	left = ed->op == KABA_OP_SIMPLIFY ? 0 : q != KABA_NONE ? (size_t)has_mi(e, q)
			: kaba_proposal_multiple_inheritance(e->p, NULL, 0);
	if (!rc && left)
		kaba_notice("%s: multiple inheritance left at %zu class%s, where every step would "
			    "break a check", ed->text, left, left == 1 ? "" : "es");
	return rc;
}

int kaba_editor_apply(struct kaba_editor *e, const struct kaba_script *s, FILE *out,
		      size_t *refused, struct kaba_error *err)
{
	size_t fresh = e->first_spare, i;
	int rc = KABA_OK;

	*refused = 0;
	for (i = 0; i < s->nedits && !rc; i++) {
		const struct kaba_script_edit *ed = &s->edits[i];
		struct refusal ref = { e, ed, { 0 }, 0 };
		size_t named = KABA_NONE, was = fresh;
		const char *name = "", *old_name = NULL;

		kaba_buf_init(&ref.lines);
		if (ed->op == KABA_OP_SIMPLIFY || ed->op == KABA_OP_REMOVE_MI) {
			rc = convenience(e, s, ed, &ref, err);
			fwrite(ref.lines.data, 1, ref.lines.len, out);
			kaba_buf_free(&ref.lines);
			continue;
		}
		kaba_proposal_edits_begin(e->p);
		rc = edit(e, s, ed, &fresh, &ref, &named, &name, err);
		/* the new name holds while the edit is checked, so refusals use it */
		if (!rc && named != KABA_NONE) {
			old_name = e->names[named];
			if (!(e->names[named] = kaba_arena_strdup(&e->arena, name)))
				rc = kaba_fail(err, KABA_EINTERNAL, "edit", -1, "out of memory");
		}
		if (!rc && !ref.n)
			rc = kaba_proposal_violations(e->p, collect, &ref, err);
		if (!rc && ref.n) {
			fwrite(ref.lines.data, 1, ref.lines.len, out);
			++*refused;
			fresh = was;
			if (named != KABA_NONE)
				e->names[named] = old_name;
			if (kaba_proposal_edits_undo(e->p))
				rc = kaba_fail(err, KABA_EINTERNAL, "edit", -1, "out of memory");
		}
		kaba_proposal_edits_end(e->p);
		kaba_buf_free(&ref.lines);
	}
	return rc;
}
