/*
 * Names for trace rows and columns, in the static analysis' scheme
 * (include/kaba/analysis.h, src/analysis/table/access.c), so that reports of the
 * static and the dynamic variant, and --check-static, speak of the same
 * rows and columns in the same words; and the TamiFlex view of the
 * reflection records.
 */
#include "names.h"

#include <stdio.h>
#include <string.h>

#include "kaba/classfile.h"
#include "kaba/descriptor.h"
#include "kaba/program.h"

static void put_class(struct kaba_buf *out, const char *internal)
{
	kaba_java_class_name(out, internal, strlen(internal));
}

/* Does class `cls` declare a method named `name` other than name+desc?
 * Unknown (no program, class not found) counts as yes: the descriptor then
 * keeps the name unambiguous. */
static int overloaded(struct kaba_program *p, const char *cls, const char *name,
		      const char *desc)
{
	struct kaba_pclass *c = p ? kaba_program_class(p, cls) : NULL;
	uint16_t i;

	for (i = 0; c && i < c->nmethods; i++)
		if (!strcmp(c->methods[i].name, name) && strcmp(c->methods[i].descriptor, desc))
			return 1;
	return !c;
}

/* "a.b.C.m", or "a.b.C.m(I)V" when C has several methods named m. */
static void put_method(struct kaba_buf *out, struct kaba_program *p, const char *cls,
		       const char *name, const char *desc)
{
	put_class(out, cls);
	kaba_buf_printf(out, ".%s%s", name, overloaded(p, cls, name, desc) ? desc : "");
}

/* "instanceof" or "cast", after the instruction at bci; "check" when the
 * program does not tell. */
static const char *check_kind(struct kaba_program *p, const char *cls, const char *name,
			      const char *desc, uint32_t bci)
{
	struct kaba_pclass *c = p ? kaba_program_class(p, cls) : NULL;
	struct kaba_pmember *m = c ? kaba_pclass_method(c, name, desc) : NULL;
	const struct kaba_code *code = m ? kaba_member_code(&c->cf->methods.v[m->index]) : NULL;

	if (code && bci < code->code_len && code->code[bci] == KABA_OP_INSTANCEOF)
		return "instanceof";
	if (code && bci < code->code_len && code->code[bci] == KABA_OP_CHECKCAST)
		return "cast";
	return "check";
}

void trace_site_name(struct kaba_buf *out, const struct kaba_trace *t, uint32_t site,
		     struct kaba_program *p)
{
	const struct kaba_trace_site *s = &t->sites[site];
	char *const *str = t->strings;

	if (s->kind == KABA_SITE_PSEUDO) {
		put_class(out, str[s->class_name]);
		kaba_buf_printf(out, "@unobserved");
		return;
	}
	put_method(out, p, str[s->in_class], str[s->in_method], str[s->in_desc]);
	kaba_buf_printf(out, "#new@%u", s->bci);
}

void trace_column_name(struct kaba_buf *out, const struct kaba_trace *t, uint32_t column,
		       struct kaba_program *p)
{
	const struct kaba_trace_column *c = &t->columns[column];
	const char *cls = t->strings[c->class_name], *name = t->strings[c->name];
	const char *desc = t->strings[c->desc];

	switch (c->kind) {
	case KABA_TCOL_FIELD:
	case KABA_TCOL_FIELDREF:
		put_class(out, cls);
		kaba_buf_printf(out, ".%s", name);
		return;
	case KABA_TCOL_DEF:
		kaba_buf_printf(out, "def(");
		put_method(out, p, cls, name, desc);
		kaba_buf_printf(out, ")");
		return;
	case KABA_TCOL_CHECK_TRUE:
	case KABA_TCOL_CHECK_FALSE:
		put_method(out, p, cls, name, desc);
		kaba_buf_printf(out, "#%s@%u=%s", check_kind(p, cls, name, desc, c->bci), c->bci,
				c->kind == KABA_TCOL_CHECK_TRUE ? "true" : "false");
		return;
	default:
		put_method(out, p, cls, name, desc);
		kaba_buf_printf(out, "#catch@%u:", c->bci);
		put_class(out, t->strings[c->type]);
		kaba_buf_printf(out, "=true");
	}
}

/* snprintf's contract over a name built by `name` without the program. */
static int name_into(void (*name)(struct kaba_buf *, const struct kaba_trace *, uint32_t,
				  struct kaba_program *),
		     const struct kaba_trace *t, uint32_t i, char *out, size_t cap)
{
	struct kaba_buf b;
	int n;

	kaba_buf_init(&b);
	name(&b, t, i, NULL);
	n = b.oom ? -1 : snprintf(out, cap, "%.*s", (int)b.len, (const char *)b.data);
	kaba_buf_free(&b);
	return n;
}

int kaba_trace_site_name(const struct kaba_trace *t, uint32_t site,
			 char *out, size_t cap)
{
	return name_into(trace_site_name, t, site, out, cap);
}

int kaba_trace_column_name(const struct kaba_trace *t, uint32_t column,
			   char *out, size_t cap)
{
	return name_into(trace_column_name, t, column, out, cap);
}

/* Soot signature: <a.b.C: ret name(args)> for methods, <a.b.C: type name>
 * for fields, a.b.C for classes; "?" where the descriptor is no type. */
static void put_signature(struct kaba_buf *out, const char *cls,
			  const char *name, const char *desc)
{
	size_t n = strlen(name), d = strlen(desc);

	if (!n) {
		put_class(out, cls);
		return;
	}
	kaba_buf_u8(out, '<');
	put_class(out, cls);
	kaba_buf_put(out, ": ", 2);
	if (desc[0] == '(') {
		if (kaba_java_method(out, name, n, desc, d))
			kaba_buf_printf(out, "? %s", name);
	} else {
		if (kaba_java_field_type(out, desc, d))
			kaba_buf_u8(out, '?');
		kaba_buf_printf(out, " %s", name);
	}
	kaba_buf_u8(out, '>');
}

void kaba_trace_tamiflex(const struct kaba_trace *t, struct kaba_buf *out)
{
	/* Lookups and enumerations are left out: TamiFlex logs a lookup by
	 * the member it found, which their records do not hold. */
	static const char *const kind[KABA_API_CLASS_GET_MEMBER] = {
		"Class.forName", "Class.newInstance", "Constructor.newInstance",
		"Method.invoke", "Field.get*", "Field.set*", "Array.newInstance",
	};
	uint32_t i;

	for (i = 0; i < t->nreflect; i++) {
		const struct kaba_trace_reflect *r = &t->reflect[i];

		if (r->api >= KABA_API_CLASS_GET_MEMBER)
			continue;
		kaba_buf_printf(out, "%s;", kind[r->api]);
		put_signature(out, t->strings[r->target_class],
			      t->strings[r->target_name], t->strings[r->target_desc]);
		kaba_buf_u8(out, ';');
		put_class(out, t->strings[r->caller_class]);
		kaba_buf_printf(out, ".%s;%d;;\n", t->strings[r->caller_method],
				r->line ? (int)r->line : -1);
	}
}
