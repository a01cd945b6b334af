/* Changing a parsed class: lookups, new attributes and members, new code. */
#include "internal.h"

#include <string.h>

/* Errors from edits name the class, since callers rarely have a better
 * location at hand. */
int cf_edit_fail(struct kaba_class *cls, struct kaba_error *err, int status,
		 const char *what)
{
	size_t len = 0;
	const char *name = kaba_cp_class_name(cls, cls->this_class, &len);
	char where[256];

	snprintf(where, sizeof(where), "%.*s", name ? (int)(len > 200 ? 200 : len) : 0,
		 name ? name : "");
	return kaba_fail(err, status, where, -1, "%s", what);
}

void *kaba_class_alloc(struct kaba_class *cls, size_t n, size_t size,
		       struct kaba_error *err)
{
	void *p = NULL;

	if (!size || n <= SIZE_MAX / size)
		p = kaba_arena_alloc(cls->arena, n && size ? n * size : 1);
	if (!p)
		cf_edit_fail(cls, err, KABA_EIO, "out of memory");
	return p;
}

struct kaba_attr *kaba_attr_find(const struct kaba_attrs *attrs,
				 enum kaba_attr_kind kind)
{
	uint16_t i;

	for (i = 0; i < attrs->n; i++)
		if (attrs->v[i].kind == kind)
			return &attrs->v[i];
	return NULL;
}

struct kaba_attr *kaba_attr_find_named(const struct kaba_class *cls,
				       const struct kaba_attrs *attrs,
				       const char *name)
{
	uint16_t i;

	for (i = 0; i < attrs->n; i++)
		if (kaba_cp_utf8_equals(cls, attrs->v[i].name_index, name))
			return &attrs->v[i];
	return NULL;
}

struct kaba_code *kaba_member_code(const struct kaba_member *m)
{
	struct kaba_attr *a = kaba_attr_find(&m->attrs, KABA_ATTR_CODE);

	return a ? a->code : NULL;
}

uint32_t kaba_code_line(const struct kaba_code *code, uint32_t pc)
{
	const struct kaba_attr *a = kaba_attr_find(&code->attrs, KABA_ATTR_LINE_NUMBER_TABLE);
	uint32_t best = 0, best_pc = 0;
	uint16_t i;

	for (i = 0; a && i < a->lines->n; i++)
		if (a->lines->v[i].start_pc <= pc && a->lines->v[i].start_pc >= best_pc) {
			best = a->lines->v[i].line;
			best_pc = a->lines->v[i].start_pc;
		}
	return best;
}

void kaba_attr_touch(struct kaba_class *cls, struct kaba_attr *a)
{
	if (a->kind != KABA_ATTR_RAW)
		a->raw = NULL;
	cls->modified = 1;
}

static int grow(struct kaba_class *cls, void **v, uint16_t n, uint16_t *cap,
		size_t size, struct kaba_error *err)
{
	int st = cf_list_grow(cls, v, n, cap, size);

	if (st == KABA_EINPUT)
		return cf_edit_fail(cls, err, st, "list full: a class-file count is limited to 65535");
	return st ? cf_edit_fail(cls, err, st, "out of memory") : 0;
}

/* A zeroed decoded form for a new attribute of `kind`. */
static int attr_init(struct kaba_class *cls, struct kaba_attr *a,
		     struct kaba_error *err)
{
	size_t size = 0;
	void **slot = NULL;

	switch (a->kind) {
	case KABA_ATTR_CODE:
		size = sizeof(struct kaba_code), slot = (void **)&a->code;
		break;
	case KABA_ATTR_STACK_MAP_TABLE:
		size = sizeof(struct kaba_stack_map), slot = (void **)&a->stack_map;
		break;
	case KABA_ATTR_LINE_NUMBER_TABLE:
		size = sizeof(struct kaba_line_numbers), slot = (void **)&a->lines;
		break;
	case KABA_ATTR_LOCAL_VARIABLE_TABLE:
	case KABA_ATTR_LOCAL_VARIABLE_TYPE_TABLE:
		size = sizeof(struct kaba_local_vars), slot = (void **)&a->locals;
		break;
	case KABA_ATTR_INNER_CLASSES:
		size = sizeof(struct kaba_inner_classes), slot = (void **)&a->inner_classes;
		break;
	case KABA_ATTR_BOOTSTRAP_METHODS:
		size = sizeof(struct kaba_bootstrap_methods), slot = (void **)&a->bootstrap;
		break;
	case KABA_ATTR_METHOD_PARAMETERS:
		size = sizeof(struct kaba_method_parameters), slot = (void **)&a->parameters;
		break;
	case KABA_ATTR_RECORD:
		size = sizeof(struct kaba_record), slot = (void **)&a->record;
		break;
	case KABA_ATTR_MODULE:
		size = sizeof(struct kaba_module), slot = (void **)&a->module;
		break;
	default:
		return 0;
	}
	*slot = kaba_class_alloc(cls, 1, size, err);
	return *slot ? 0 : KABA_EIO;
}

static struct kaba_attr *attr_append(struct kaba_class *cls,
				     struct kaba_attrs *attrs, const char *name,
				     struct kaba_error *err)
{
	uint16_t name_index = kaba_cp_intern_utf8(cls, name, strlen(name), err);
	struct kaba_attr *a;

	if (!name_index || grow(cls, (void **)&attrs->v, attrs->n, &attrs->cap,
				sizeof(*attrs->v), err))
		return NULL;
	a = &attrs->v[attrs->n++];
	memset(a, 0, sizeof(*a));
	a->name_index = name_index;
	cls->modified = 1;
	return a;
}

struct kaba_attr *kaba_attr_add(struct kaba_class *cls, struct kaba_attrs *attrs,
				enum kaba_attr_kind kind, struct kaba_error *err)
{
	const char *name = kaba_attr_kind_name(kind);
	struct kaba_attr *a;

	if (!name) {
		cf_edit_fail(cls, err, KABA_EINTERNAL, "kaba_attr_add needs an interpreted kind");
		return NULL;
	}
	if (!(a = attr_append(cls, attrs, name, err)))
		return NULL;
	a->kind = (uint8_t)kind;
	if (attr_init(cls, a, err)) {
		attrs->n--;
		return NULL;
	}
	return a;
}

struct kaba_attr *kaba_attr_add_raw(struct kaba_class *cls,
				    struct kaba_attrs *attrs, const char *name,
				    const uint8_t *bytes, uint32_t len,
				    struct kaba_error *err)
{
	uint8_t *copy = kaba_class_alloc(cls, len, 1, err);
	struct kaba_attr *a;

	if (!copy || !(a = attr_append(cls, attrs, name, err)))
		return NULL;
	if (len)
		memcpy(copy, bytes, len);
	a->raw = copy;
	a->len = len;
	return a;
}

void kaba_attr_remove(struct kaba_class *cls, struct kaba_attrs *attrs,
		      uint16_t i)
{
	if (i >= attrs->n)
		return;
	memmove(&attrs->v[i], &attrs->v[i + 1], (size_t)(attrs->n - i - 1) * sizeof(*attrs->v));
	attrs->n--;
	cls->modified = 1;
}

struct kaba_member *kaba_member_add(struct kaba_class *cls,
				    struct kaba_members *list, uint16_t access,
				    const char *name, const char *descriptor,
				    struct kaba_error *err)
{
	uint16_t ni = kaba_cp_intern_utf8(cls, name, strlen(name), err);
	uint16_t di = ni ? kaba_cp_intern_utf8(cls, descriptor, strlen(descriptor), err) : 0;
	struct kaba_member *m;

	if (!di || grow(cls, (void **)&list->v, list->n, &list->cap, sizeof(*list->v), err))
		return NULL;
	m = &list->v[list->n++];
	memset(m, 0, sizeof(*m));
	m->access = access;
	m->name_index = ni;
	m->descriptor_index = di;
	cls->modified = 1;
	return m;
}

void kaba_member_remove(struct kaba_class *cls, struct kaba_members *list,
			uint16_t i)
{
	if (i >= list->n)
		return;
	memmove(&list->v[i], &list->v[i + 1], (size_t)(list->n - i - 1) * sizeof(*list->v));
	list->n--;
	cls->modified = 1;
}

int kaba_member_rename(struct kaba_class *cls, struct kaba_member *m,
		       const char *name, const char *descriptor,
		       struct kaba_error *err)
{
	uint16_t ni = m->name_index, di = m->descriptor_index;

	if (name && !(ni = kaba_cp_intern_utf8(cls, name, strlen(name), err)))
		return err ? err->status : KABA_EINPUT;
	if (descriptor && !(di = kaba_cp_intern_utf8(cls, descriptor, strlen(descriptor), err)))
		return err ? err->status : KABA_EINPUT;
	m->name_index = ni;
	m->descriptor_index = di;
	cls->modified = 1;
	return KABA_OK;
}

int kaba_u16s_push(struct kaba_class *cls, struct kaba_u16s *list, uint16_t v,
		   struct kaba_error *err)
{
	int st = grow(cls, (void **)&list->v, list->n, &list->cap, sizeof(*list->v), err);

	if (st)
		return st;
	list->v[list->n++] = v;
	cls->modified = 1;
	return KABA_OK;
}

struct kaba_code *kaba_member_set_code(struct kaba_class *cls,
				       struct kaba_member *m,
				       const uint8_t *code, uint32_t len,
				       uint16_t max_stack, uint16_t max_locals,
				       struct kaba_error *err)
{
	struct kaba_attr *a = kaba_attr_find(&m->attrs, KABA_ATTR_CODE);
	uint8_t *copy;
	struct kaba_code *c;

	if (len == 0 || len > KABA_CODE_MAX_LENGTH) {
		cf_edit_fail(cls, err, KABA_EINPUT, "code length not in 1..65535");
		return NULL;
	}
	if (!(copy = kaba_class_alloc(cls, len, 1, err)))
		return NULL;
	if (!a && !(a = kaba_attr_add(cls, &m->attrs, KABA_ATTR_CODE, err)))
		return NULL;
	memcpy(copy, code, len);
	c = a->code;
	memset(c, 0, sizeof(*c));
	c->code = copy;
	c->code_len = len;
	c->max_stack = max_stack;
	c->max_locals = max_locals;
	kaba_attr_touch(cls, a);
	return c;
}
