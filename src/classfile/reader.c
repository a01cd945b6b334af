/* The checked reader under the parser: truncation, counts, indices, Utf8. */
#include "internal.h"

#include "kaba/descriptor.h"

#include <stdarg.h>
#include <string.h>

int cf_fail(struct cf_reader *r, size_t offset, const char *fmt, ...)
{
	va_list ap;
	char what[400];

	va_start(ap, fmt);
	vsnprintf(what, sizeof(what), fmt, ap);
	va_end(ap);
	return kaba_fail(r->err, KABA_EINPUT, r->where, (long long)offset, "%s", what);
}

int cf_truncated(struct cf_reader *r, size_t need)
{
	return cf_fail(r, r->pos, "truncated %s: %zu bytes needed, %zu left",
		       r->unit, need, r->len > r->pos ? r->len - r->pos : 0);
}

int cf_oom(struct cf_reader *r)
{
	return kaba_fail(r->err, KABA_EIO, r->where, -1, "out of memory");
}

void *cf_alloc(struct cf_reader *r, size_t n, size_t size)
{
	void *p;

	/* n and size come from u2/u4 counts already checked against the
	 * input size, so n * size cannot overflow a size_t. */
	p = kaba_arena_alloc(r->cls->arena, n && size ? n * size : 1);
	if (!p)
		cf_oom(r);
	return p;
}

int cf_check_count(struct cf_reader *r, uint32_t count, size_t min_size,
		   size_t end, const char *what)
{
	size_t left = end > r->pos ? end - r->pos : 0;

	if ((uint64_t)count * min_size > left)
		return cf_fail(r, r->pos, "%s count %u does not fit in the %zu bytes left",
			       what, count, left);
	return 0;
}

static const char *tag_name(unsigned tag)
{
	static const char *const names[] = {
		[KABA_CP_NONE] = "unusable slot",
		[KABA_CP_UTF8] = "Utf8", [KABA_CP_INTEGER] = "Integer",
		[KABA_CP_FLOAT] = "Float", [KABA_CP_LONG] = "Long",
		[KABA_CP_DOUBLE] = "Double", [KABA_CP_CLASS] = "Class",
		[KABA_CP_STRING] = "String", [KABA_CP_FIELDREF] = "Fieldref",
		[KABA_CP_METHODREF] = "Methodref",
		[KABA_CP_INTERFACE_METHODREF] = "InterfaceMethodref",
		[KABA_CP_NAME_AND_TYPE] = "NameAndType",
		[KABA_CP_METHOD_HANDLE] = "MethodHandle",
		[KABA_CP_METHOD_TYPE] = "MethodType",
		[KABA_CP_DYNAMIC] = "Dynamic",
		[KABA_CP_INVOKE_DYNAMIC] = "InvokeDynamic",
		[KABA_CP_MODULE] = "Module", [KABA_CP_PACKAGE] = "Package",
	};

	return tag < sizeof(names) / sizeof(names[0]) && names[tag] ? names[tag] : "?";
}

/* The failing case of cf_check_index: say what is wrong. */
int cf_bad_index(struct cf_reader *r, uint32_t index, uint32_t tags,
		 size_t at)
{
	const struct kaba_cpool *cp = &r->cls->cp;
	unsigned tag, t;
	char expected[200];
	size_t n = 0;

	if (index == 0 || index >= cp->count)
		return cf_fail(r, at, "bad constant-pool index %u (pool has %u entries)",
			       index, cp->count);
	tag = cp->entries[index].tag;
	expected[0] = '\0';
	for (t = 1; t <= KABA_CP_PACKAGE && n < sizeof(expected); t++)
		if (tags & CF_TAG(t))
			n += (size_t)snprintf(expected + n, sizeof(expected) - n,
					      "%s%s", n ? " or " : "", tag_name(t));
	return cf_fail(r, at, "constant-pool entry %u has tag %s, expected %s",
		       index, tag_name(tag), expected);
}

int cf_check_index0(struct cf_reader *r, uint32_t index, uint32_t tags,
		    size_t at)
{
	return index ? cf_check_index(r, index, tags, at) : 0;
}

int cf_read_index(struct cf_reader *r, uint32_t tags, uint16_t *out)
{
	int st = cf_need(r, 2);

	if (st)
		return st;
	*out = cf_get16(r);
	return cf_check_index(r, *out, tags, r->pos - 2);
}

int cf_read_index0(struct cf_reader *r, uint32_t tags, uint16_t *out)
{
	int st = cf_need(r, 2);

	if (st)
		return st;
	*out = cf_get16(r);
	return cf_check_index0(r, *out, tags, r->pos - 2);
}

/* Eight bytes at a time while they are ASCII without NUL, the common case. */
static size_t ascii_prefix(const uint8_t *s, size_t len)
{
	const uint64_t ones = 0x0101010101010101u, highs = 0x8080808080808080u;
	size_t i = 0;
	uint64_t v;

	for (; i + 8 <= len; i += 8) {
		memcpy(&v, s + i, 8);
		if ((v & highs) || ((v - ones) & ~v & highs))
			break;
	}
	return i;
}

int cf_utf8_valid(const uint8_t *s, size_t len)
{
	size_t i = ascii_prefix(s, len);

	while (i < len) {
		uint8_t c = s[i];

		if (c >= 0x01 && c < 0x80) {
			i++;
		} else if ((c & 0xe0) == 0xc0) {
			if (i + 1 >= len || (s[i + 1] & 0xc0) != 0x80)
				return 0;
			i += 2;
		} else if ((c & 0xf0) == 0xe0) {
			if (i + 2 >= len || (s[i + 1] & 0xc0) != 0x80 ||
			    (s[i + 2] & 0xc0) != 0x80)
				return 0;
			i += 3;
		} else {
			return 0;   /* NUL, a stray continuation byte, or 0xf0-0xff */
		}
	}
	return 1;
}

int cf_list_grow(struct kaba_class *cls, void **v, uint16_t n, uint16_t *cap,
		 size_t size)
{
	uint32_t ncap;
	void *nv;

	if (n < *cap)
		return 0;
	if (n == UINT16_MAX)
		return KABA_EINPUT;
	ncap = *cap ? (uint32_t)*cap * 2 : 4;
	if (ncap > UINT16_MAX)
		ncap = UINT16_MAX;
	nv = kaba_arena_alloc(cls->arena, ncap * size);
	if (!nv)
		return KABA_EIO;
	if (n)
		memcpy(nv, *v, n * size);
	*v = nv;
	*cap = (uint16_t)ncap;
	return 0;
}

int cf_check_name_type(struct cf_reader *r, uint16_t name_index, size_t name_at,
		       uint16_t desc_index, size_t desc_at, int method,
		       int method_name)
{
	size_t len;
	const char *s = kaba_cp_utf8(r->cls, name_index, &len);

	if (!kaba_member_name_valid(s, len, method_name))
		return cf_fail(r, name_at, "bad %s name \"%.*s\"", method ? "method" : "field",
			       (int)(len > 200 ? 200 : len), s);
	s = kaba_cp_utf8(r->cls, desc_index, &len);
	if (method ? !kaba_desc_is_method(s, len) : !kaba_desc_is_field(s, len))
		return cf_fail(r, desc_at, "bad %s descriptor \"%.*s\"", method ? "method" : "field",
			       (int)(len > 200 ? 200 : len), s);
	return 0;
}
