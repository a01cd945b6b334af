/*
 * Names for trace rows and columns (the paper's vocabulary, for dumps and
 * tests) and the TamiFlex view of the reflection records.
 */
#include "kaba/trace.h"

#include <stdio.h>
#include <string.h>

int kaba_trace_site_name(const struct kaba_trace *t, uint32_t site,
			 char *out, size_t cap)
{
	const struct kaba_trace_site *s = &t->sites[site];
	char *const *str = t->strings;

	if (s->kind == KABA_SITE_PSEUDO)
		return snprintf(out, cap, "%s@unobserved", str[s->class_name]);
	return snprintf(out, cap, "%s.%s%s@%u new %s", str[s->in_class],
			str[s->in_method], str[s->in_desc], s->bci,
			str[s->class_name]);
}

int kaba_trace_column_name(const struct kaba_trace *t, uint32_t column,
			   char *out, size_t cap)
{
	const struct kaba_trace_column *c = &t->columns[column];
	char *const *str = t->strings;

	switch (c->kind) {
	case KABA_TCOL_FIELD:
	case KABA_TCOL_FIELDREF:
		return snprintf(out, cap, "%s.%s", str[c->class_name], str[c->name]);
	case KABA_TCOL_DEF:
		return snprintf(out, cap, "def(%s.%s%s)", str[c->class_name],
				str[c->name], str[c->desc]);
	case KABA_TCOL_CHECK_TRUE:
	case KABA_TCOL_CHECK_FALSE:
		return snprintf(out, cap, "%s.%s%s@%u %s=%s", str[c->class_name],
				str[c->name], str[c->desc], c->bci, str[c->type],
				c->kind == KABA_TCOL_CHECK_TRUE ? "true" : "false");
	default:
		return snprintf(out, cap, "%s.%s%s@%u catch %s=true",
				str[c->class_name], str[c->name], str[c->desc],
				c->bci, str[c->type]);
	}
}

/* Internal name to Java name: a/b/C -> a.b.C */
static void put_dotted(struct kaba_buf *out, const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		kaba_buf_u8(out, s[i] == '/' ? '.' : (uint8_t)s[i]);
}

/* One field descriptor in Java syntax; returns the bytes consumed. */
static size_t put_type(struct kaba_buf *out, const char *d)
{
	static const char prim[] = "BbyteCcharDdoubleFfloatIintJlongSshortZbooleanVvoid";
	size_t dims = 0, n;
	const char *p;

	while (d[dims] == '[')
		dims++;
	if (d[dims] == 'L') {
		p = strchr(d + dims, ';');
		n = p ? (size_t)(p - d) + 1 : strlen(d);
		put_dotted(out, d + dims + 1, n - dims - (p ? 2 : 1));
	} else {
		const char *q = d[dims] ? strchr(prim, d[dims]) : NULL;
		size_t len = 0;

		n = dims + (d[dims] != '\0');
		if (q) {
			while (q[1 + len] >= 'a')
				len++;
			kaba_buf_put(out, q + 1, len);
		}
	}
	while (dims--)
		kaba_buf_put(out, "[]", 2);
	return n;
}

/* Soot signature: <a.b.C: ret name(args)> for methods, <a.b.C: type name>
 * for fields, a.b.C for classes. */
static void put_signature(struct kaba_buf *out, const char *cls,
			  const char *name, const char *desc)
{
	const char *args, *ret;

	if (!*name) {
		put_dotted(out, cls, strlen(cls));
		return;
	}
	kaba_buf_u8(out, '<');
	put_dotted(out, cls, strlen(cls));
	kaba_buf_put(out, ": ", 2);
	if (desc[0] != '(') {
		put_type(out, desc);
		kaba_buf_printf(out, " %s>", name);
		return;
	}
	ret = strchr(desc, ')');
	if (!ret) {
		kaba_buf_printf(out, "? %s>", name);
		return;
	}
	put_type(out, ret + 1);
	kaba_buf_printf(out, " %s(", name);
	for (args = desc + 1; args < ret;) {
		if (args != desc + 1)
			kaba_buf_u8(out, ',');
		args += put_type(out, args);
	}
	kaba_buf_put(out, ")>", 2);
}

void kaba_trace_tamiflex(const struct kaba_trace *t, struct kaba_buf *out)
{
	static const char *const kind[KABA_API_COUNT] = {
		"Class.forName", "Class.newInstance", "Constructor.newInstance",
		"Method.invoke", "Field.get*", "Field.set*", "Array.newInstance",
	};
	uint32_t i;

	for (i = 0; i < t->nreflect; i++) {
		const struct kaba_trace_reflect *r = &t->reflect[i];
		const char *cc = t->strings[r->caller_class];

		kaba_buf_printf(out, "%s;", kind[r->api]);
		put_signature(out, t->strings[r->target_class],
			      t->strings[r->target_name], t->strings[r->target_desc]);
		kaba_buf_u8(out, ';');
		put_dotted(out, cc, strlen(cc));
		kaba_buf_printf(out, ".%s;%d;;\n", t->strings[r->caller_method],
				r->line ? (int)r->line : -1);
	}
}
