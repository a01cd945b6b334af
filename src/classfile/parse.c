/* The class-file parser: header, constant pool, members, attributes. */
#include "internal.h"

#include <stddef.h>
#include <string.h>

static int parse_header(struct cf_reader *r)
{
	struct kaba_class *cls = r->cls;
	int st;

	if ((st = cf_need(r, 8)))
		return st;
	if (cf_get32(r) != 0xCAFEBABEu)
		return cf_fail(r, 0, "not a class file (bad magic)");
	cls->minor = cf_get16(r);
	cls->major = cf_get16(r);
	if (cls->major < KABA_CLASS_MIN_MAJOR || cls->major > KABA_CLASS_MAX_MAJOR)
		return cf_fail(r, 6, "unsupported class-file version %u.%u (kaba reads %u to %u)",
			       cls->major, cls->minor, KABA_CLASS_MIN_MAJOR, KABA_CLASS_MAX_MAJOR);
	/* From Java 12 on the minor version is 0 or 65535 (preview features). */
	if (cls->major >= 56 && cls->minor != 0 && cls->minor != 0xffff)
		return cf_fail(r, 4, "bad minor version %u for class-file version %u",
			       cls->minor, cls->major);
	return 0;
}

static int parse_member(struct cf_reader *r, struct kaba_member *m, int method)
{
	size_t at;
	int st;

	if ((st = cf_need(r, 2)))
		return st;
	m->access = cf_get16(r);
	at = r->pos;
	if ((st = cf_read_index(r, CF_TAG(KABA_CP_UTF8), &m->name_index)) ||
	    (st = cf_read_index(r, CF_TAG(KABA_CP_UTF8), &m->descriptor_index)) ||
	    (st = cf_check_name_type(r, m->name_index, at, m->descriptor_index, at + 2,
				     method, method)))
		return st;
	return cf_parse_attrs(r, &m->attrs, method ? CF_CTX_METHOD : CF_CTX_FIELD, NULL);
}

static int parse_members(struct cf_reader *r, struct kaba_members *list, int method)
{
	uint16_t i;
	int st;

	if ((st = cf_need(r, 2)))
		return st;
	list->n = list->cap = cf_get16(r);
	if ((st = cf_check_count(r, list->n, 8, r->len, method ? "method" : "field")))
		return st;
	if (!(list->v = cf_alloc(r, list->n, sizeof(*list->v))))
		return KABA_EIO;
	for (i = 0; i < list->n; i++)
		if ((st = parse_member(r, &list->v[i], method)))
			return st;
	return 0;
}

static int parse_class(struct cf_reader *r)
{
	struct kaba_class *cls = r->cls;
	uint16_t i;
	int st;

	if ((st = parse_header(r)) || (st = cf_parse_cpool(r)) || (st = cf_need(r, 2)))
		return st;
	cls->access = cf_get16(r);
	if ((st = cf_read_index(r, CF_TAG(KABA_CP_CLASS), &cls->this_class)) ||
	    (st = cf_read_index0(r, CF_TAG(KABA_CP_CLASS), &cls->super_class)) ||
	    (st = cf_need(r, 2)))
		return st;
	cls->interfaces.n = cls->interfaces.cap = cf_get16(r);
	if ((st = cf_check_count(r, cls->interfaces.n, 2, r->len, "interface")))
		return st;
	if (!(cls->interfaces.v = cf_alloc(r, cls->interfaces.n, sizeof(uint16_t))))
		return KABA_EIO;
	for (i = 0; i < cls->interfaces.n; i++)
		if ((st = cf_read_index(r, CF_TAG(KABA_CP_CLASS), &cls->interfaces.v[i])))
			return st;
	if ((st = parse_members(r, &cls->fields, 0)) ||
	    (st = parse_members(r, &cls->methods, 1)) ||
	    (st = cf_parse_attrs(r, &cls->attrs, CF_CTX_CLASS, NULL)))
		return st;
	if (r->pos != r->len)
		return cf_fail(r, r->pos, "%zu bytes after the end of the class", r->len - r->pos);
	return cf_check_cpool_late(r);
}

int kaba_class_parse(const uint8_t *data, size_t len, struct kaba_arena *arena,
		     const char *where, struct kaba_class **out,
		     struct kaba_error *err)
{
	struct kaba_error local;
	struct cf_reader r;
	struct kaba_class *cls;
	int st;

	*out = NULL;
	if (!err)
		err = &local;
	if (len > KABA_CLASS_MAX_SIZE)
		return kaba_fail(err, KABA_EINPUT, where, -1,
				 "class file of %zu bytes above the limit of %d", len,
				 KABA_CLASS_MAX_SIZE);
	cls = kaba_arena_alloc(arena, sizeof(*cls));
	if (!cls)
		return kaba_fail(err, KABA_EIO, where, -1, "out of memory");
	cls->arena = arena;
	cls->data = data;
	cls->len = len;
	memset(&r, 0, offsetof(struct cf_reader, starts));
	r.data = data;
	r.len = len;
	r.where = where;
	r.unit = "class file";
	r.err = err;
	r.cls = cls;
	st = parse_class(&r);
	if (st)
		return st;
	*out = cls;
	return KABA_OK;
}
