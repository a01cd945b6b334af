/*
 * Rule 21 (docs/reflection.md §F): a pinned row whose class name is an ldc
 * only the creation uses (table.h, kaba_row.ldc) need not give its class
 * the original name.  When its objects land in a class of another name,
 * that ldc loads the new class's binary name instead: a new
 * CONSTANT_String in the body's pool (body.c), so that other uses of the
 * same constant keep the original text.  Refused, so that the fallback
 * freezes the class as rule 17 alone would, when the class cannot be
 * created by newInstance (an interface, abstract), when the ldc's method
 * is not written by the generator, when two rows of one ldc land in two
 * classes, or when any string constant of the input already spells the
 * new name (code the analysis does not see could look it up).
 */
#include <string.h>

#include "kaba/bytecode.h"
#include "kaba/descriptor.h"
#include "restructure.h"

/* Does a string constant of an input class spell `binary` (a.b.C) or its
 * internal form? */
static int spelled(const struct plan *pl, const char *binary, const char *internal)
{
	size_t n = kaba_program_user_count(pl->prog), len = strlen(binary);

	for (size_t i = 0; i < n; i++) {
		const struct kaba_class *cf = kaba_program_user(pl->prog, i)->cf;

		for (uint32_t k = 1; k < cf->cp.count; k++) {
			const struct kaba_cp_entry *e = &cf->cp.entries[k];
			size_t slen;
			const char *s;

			if (e->tag != KABA_CP_STRING ||
			    !(s = kaba_cp_utf8(cf, e->index, &slen)) || slen != len)
				continue;
			if (!memcmp(s, binary, len) || !memcmp(s, internal, len))
				return 1;
		}
	}
	return 0;
}

/* Is the instruction at offset pc of m an ldc of the string `binary`? */
static int ldc_of(const struct kaba_pmember *m, uint32_t pc, const char *binary)
{
	const struct kaba_class *cf = m->owner->cf;
	const struct kaba_code *code = kaba_member_code(&cf->methods.v[m->index]);
	struct kaba_insn in;
	struct kaba_error err = { 0 };
	const struct kaba_cp_entry *e;
	const char *s;
	size_t len;

	if (!code || pc >= code->code_len ||
	    kaba_insn_decode(code->code, code->code_len, pc, &in, NULL, 0, &err) ||
	    (in.opcode != KABA_OP_LDC && in.opcode != KABA_OP_LDC_W) ||
	    in.operand <= 0 || (uint32_t)in.operand >= cf->cp.count)
		return 0;
	e = &cf->cp.entries[in.operand];
	return e->tag == KABA_CP_STRING && (s = kaba_cp_utf8(cf, e->index, &len)) &&
	       len == strlen(binary) && !memcmp(s, binary, len);
}

/* Why row r (class name c->name at offset pc of m) may not be created as
 * plan class x by rewriting its ldc to `binary`, or NULL. */
static const char *refusal(const struct plan *pl, size_t x, const struct kaba_pclass *c,
			   const struct kaba_pmember *m, uint32_t pc, const char *binary)
{
	const struct respelling *s;

	for (s = pl->respellings; s; s = s->next)
		if (s->m == m && s->pc == pc && strcmp(s->to, pl->cls[x].name))
			return "is not the class of another creation from the same ldc";
	if (!strcmp(pl->cls[x].name, c->name))
		return NULL;
	if (pl->cls[x].is_interface || pl->cls[x].is_abstract)
		return "is not instantiable";
	return spelled(pl, binary, pl->cls[x].name) ? "has a name a string constant of the "
						      "input spells" : NULL;
}

int respell_row(struct plan *pl, size_t r, size_t x, const struct kaba_pclass *c, int *kept,
		struct kaba_error *err)
{
	const struct kaba_origin *o = &pl->t->rows[r].origin;
	const struct kaba_pclass *owner = plan_user_class(pl, o->owner, strlen(o->owner));
	const struct kaba_pmember *m = owner && o->member && o->descriptor ?
				       kaba_pclass_method(owner, o->member, o->descriptor) : NULL;
	uint32_t pc = (uint32_t)pl->t->rows[r].ldc;
	struct respelling *s = NULL;
	struct kaba_buf from, to;
	const char *why = NULL;

	*kept = 0;
	kaba_buf_init(&from);
	kaba_buf_init(&to);
	kaba_java_class_name(&from, c->name, strlen(c->name));
	kaba_java_class_name(&to, pl->cls[x].name, strlen(pl->cls[x].name));
	kaba_buf_u8(&from, 0);
	kaba_buf_u8(&to, 0);
	if (!from.oom && !to.oom) {
		/* the name kept: nothing to rewrite, only to agree with */
		if (strcmp(pl->cls[x].name, c->name) && (!m || !ldc_of(m, pc, (const char *)from.data)))
			why = "is named by an ldc the generator does not write";
		else
			why = refusal(pl, x, c, m, pc, (const char *)to.data);
		if (!why && m && (s = kaba_arena_alloc(&pl->arena, sizeof(*s)))) {
			s->m = m;
			s->pc = pc;
			s->from = c->name;
			s->to = pl->cls[x].name;
			s->binary = kaba_arena_strdup(&pl->arena, (const char *)to.data);
			s->next = pl->respellings;
			pl->respellings = s;
		}
	}
	kaba_buf_free(&from);
	kaba_buf_free(&to);
	if (why)
		return plan_carry_on(pl, err, plan_unsupported(pl, err, c, "%s, which reflection creates "
					"by name (%s), would be created as %s, which %s (rule 21)",
					c->name, pl->t->rows[r].name, pl->cls[x].name, why));
	if (m && (!s || !s->binary))
		return kaba_fail(err, KABA_EIO, pl->in, -1, "out of memory");
	*kept = 1;
	return KABA_OK;
}

const char *plan_respelled(const struct plan *pl, const struct kaba_pmember *m, uint32_t pc)
{
	for (const struct respelling *s = pl->respellings; s; s = s->next)
		if (s->m == m && s->pc == pc && strcmp(s->from, s->to))
			return s->binary;
	return NULL;
}
