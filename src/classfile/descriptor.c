/* Descriptors and names (JVMS 4.2, 4.3): parsing, validation, Java syntax. */
#include "kaba/descriptor.h"

#include <string.h>

int kaba_type_slots(const struct kaba_type *t)
{
	if (t->dims)
		return 1;
	return t->base == 'V' ? 0 : t->base == 'J' || t->base == 'D' ? 2 : 1;
}

/* Characters that end or break a name: 1 for . ; [ (never allowed in a
 * binary name), 2 for the package separator.  A table, since every class
 * name of every descriptor of every class file passes through here. */
static const uint8_t name_char[256] = { ['.'] = 1, [';'] = 1, ['['] = 1, ['/'] = 2 };

int kaba_class_name_valid(const char *s, size_t len)
{
	size_t i, seg = 0;

	if (!len)
		return 0;
	for (i = 0; i < len; i++) {
		uint8_t k = name_char[(uint8_t)s[i]];

		if (!k) {
			seg++;
		} else if (k == 1 || !seg) {
			return 0;   /* a bad character, or a leading or doubled '/' */
		} else {
			seg = 0;
		}
	}
	return seg > 0;
}

int kaba_member_name_valid(const char *s, size_t len, int method)
{
	size_t i;

	if (!len)
		return 0;
	if (method && s[0] == '<')
		return (len == 6 && !memcmp(s, "<init>", 6)) ||
		       (len == 8 && !memcmp(s, "<clinit>", 8));
	for (i = 0; i < len; i++) {
		char c = s[i];

		if (c == '.' || c == ';' || c == '[' || c == '/' ||
		    (method && (c == '<' || c == '>')))
			return 0;
	}
	return 1;
}

int kaba_desc_next(const char **p, const char *end, struct kaba_type *t,
		   int allow_void)
{
	const char *s = *p, *semi;
	size_t dims = 0;

	while (s < end && *s == '[') {
		dims++;
		s++;
	}
	if (s >= end || dims > KABA_DESC_MAX_DIMS)
		return -1;
	t->base = *s;
	t->dims = (uint8_t)dims;
	t->name = NULL;
	t->name_len = 0;
	switch (*s) {
	case 'B': case 'C': case 'D': case 'F': case 'I': case 'J':
	case 'S': case 'Z':
		s++;
		break;
	case 'V':
		if (!allow_void || dims)
			return -1;
		s++;
		break;
	case 'L':
		semi = memchr(s + 1, ';', (size_t)(end - s - 1));
		if (!semi || !kaba_class_name_valid(s + 1, (size_t)(semi - s - 1)))
			return -1;
		t->name = s + 1;
		t->name_len = (size_t)(semi - s - 1);
		s = semi + 1;
		break;
	default:
		return -1;
	}
	t->desc = *p;
	t->desc_len = (size_t)(s - *p);
	*p = s;
	return 0;
}

int kaba_desc_is_field(const char *d, size_t len)
{
	struct kaba_type t;
	const char *p = d;

	return kaba_desc_next(&p, d + len, &t, 0) == 0 && p == d + len;
}

int kaba_method_desc_init(struct kaba_method_desc *md, const char *d,
			  size_t len)
{
	const char *p = d + 1, *end = d + len;
	struct kaba_type t;

	if (!len || d[0] != '(')
		return -1;
	md->nparams = 0;
	md->slots = 0;
	while (p < end && *p != ')') {
		if (kaba_desc_next(&p, end, &t, 0))
			return -1;
		md->nparams++;
		md->slots += (unsigned)kaba_type_slots(&t);
	}
	if (p >= end)
		return -1;
	md->pos = d + 1;
	md->end = p;
	p++;
	if (kaba_desc_next(&p, end, &md->ret, 1) || p != end)
		return -1;
	return 0;
}

int kaba_method_desc_param(struct kaba_method_desc *md, struct kaba_type *t)
{
	if (md->pos >= md->end)
		return 0;
	/* init validated the whole list, so this cannot fail */
	return kaba_desc_next(&md->pos, md->end, t, 0) ? 0 : 1;
}

int kaba_desc_is_method(const char *d, size_t len)
{
	struct kaba_method_desc md;

	return kaba_method_desc_init(&md, d, len) == 0;
}

int kaba_class_ref_valid(const char *s, size_t len)
{
	if (len && s[0] == '[')
		return kaba_desc_is_field(s, len);
	return kaba_class_name_valid(s, len);
}

void kaba_java_class_name(struct kaba_buf *out, const char *name, size_t len)
{
	size_t i, start = out->len;

	kaba_buf_put(out, name, len);
	if (out->oom)
		return;
	for (i = start; i < out->len; i++)
		if (out->data[i] == '/')
			out->data[i] = '.';
}

void kaba_java_type(struct kaba_buf *out, const struct kaba_type *t)
{
	const char *s = "?";
	unsigned i;

	switch (t->base) {
	case 'B': s = "byte"; break;
	case 'C': s = "char"; break;
	case 'D': s = "double"; break;
	case 'F': s = "float"; break;
	case 'I': s = "int"; break;
	case 'J': s = "long"; break;
	case 'S': s = "short"; break;
	case 'Z': s = "boolean"; break;
	case 'V': s = "void"; break;
	case 'L':
		kaba_java_class_name(out, t->name, t->name_len);
		s = NULL;
		break;
	}
	if (s)
		kaba_buf_put(out, s, strlen(s));
	for (i = 0; i < t->dims; i++)
		kaba_buf_put(out, "[]", 2);
}

int kaba_java_field_type(struct kaba_buf *out, const char *d, size_t len)
{
	struct kaba_type t;
	const char *p = d;

	if (kaba_desc_next(&p, d + len, &t, 0) || p != d + len)
		return -1;
	kaba_java_type(out, &t);
	return 0;
}

int kaba_java_method(struct kaba_buf *out, const char *name, size_t name_len,
		     const char *d, size_t len)
{
	struct kaba_method_desc md;
	struct kaba_type t;
	unsigned i = 0;

	if (kaba_method_desc_init(&md, d, len))
		return -1;
	kaba_java_type(out, &md.ret);
	kaba_buf_u8(out, ' ');
	kaba_buf_put(out, name, name_len);
	kaba_buf_u8(out, '(');
	while (kaba_method_desc_param(&md, &t) > 0) {
		if (i++)
			kaba_buf_u8(out, ',');
		kaba_java_type(out, &t);
	}
	kaba_buf_u8(out, ')');
	return 0;
}
