/*
 * Shared between the class-file sources only: the bounds-checked reader the
 * parser is built on, the attribute-name table, and the code walk that both
 * kaba_code_check and the parser's Code validation use.
 */
#ifndef KABA_CLASSFILE_INTERNAL_H
#define KABA_CLASSFILE_INTERNAL_H

#include "kaba/bytecode.h"
#include "kaba/classfile.h"

/* A cursor over the input.  Every read checks the bytes are there first;
 * on failure the error is recorded once and the caller unwinds. */
struct cf_reader {
	const uint8_t *data;
	size_t len, pos;
	const char *where;
	const char *unit;       /* what r->len ends: "class file" or an attribute name */
	struct kaba_error *err;
	struct kaba_class *cls;
	uint32_t *cp_offsets;   /* file offset of each constant-pool entry */
	uint8_t *attr_kinds;    /* per Utf8 index: cached kind + 1, 0 = unknown yet */
	uint32_t nbootstrap;    /* entries in BootstrapMethods, checked at the end */
	int has_bootstrap;
	uint8_t starts[65536 / 8]; /* instruction starts of the Code being parsed */
};

static inline uint16_t cf_u16(const uint8_t *p)
{
	return (uint16_t)(p[0] << 8 | p[1]);
}

static inline uint32_t cf_u32(const uint8_t *p)
{
	return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

int cf_truncated(struct cf_reader *r, size_t need);

/* Ensure n more bytes; 0 or the error status. */
static inline int cf_need(struct cf_reader *r, size_t n)
{
	return r->pos <= r->len && r->len - r->pos >= n ? 0 : cf_truncated(r, n);
}

/* Readers for callers that did cf_need first. */
static inline uint8_t cf_get8(struct cf_reader *r)
{
	return r->data[r->pos++];
}

static inline uint16_t cf_get16(struct cf_reader *r)
{
	uint16_t v = cf_u16(r->data + r->pos);

	r->pos += 2;
	return v;
}

static inline uint32_t cf_get32(struct cf_reader *r)
{
	uint32_t v = cf_u32(r->data + r->pos);

	r->pos += 4;
	return v;
}

/* Fail with KABA_EINPUT at `offset`. */
int cf_fail(struct cf_reader *r, size_t offset, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
int cf_oom(struct cf_reader *r);
void *cf_alloc(struct cf_reader *r, size_t n, size_t size);

/*
 * Refuse a count whose items (at least `min_size` bytes each) cannot fit
 * into the bytes left before `end`: absurd counts are caught before
 * anything is allocated for them.
 */
int cf_check_count(struct cf_reader *r, uint32_t count, size_t min_size,
		   size_t end, const char *what);

/* Constant-pool checks: the index (read at file offset `at`) is in range
 * and its entry has one of the tags in `tags` (a bit per tag). */
#define CF_TAG(t) (1u << (t))
#define CF_LOADABLE (CF_TAG(KABA_CP_INTEGER) | CF_TAG(KABA_CP_FLOAT) | \
	CF_TAG(KABA_CP_LONG) | CF_TAG(KABA_CP_DOUBLE) | CF_TAG(KABA_CP_CLASS) | \
	CF_TAG(KABA_CP_STRING) | CF_TAG(KABA_CP_METHOD_HANDLE) | \
	CF_TAG(KABA_CP_METHOD_TYPE) | CF_TAG(KABA_CP_DYNAMIC))
int cf_bad_index(struct cf_reader *r, uint32_t index, uint32_t tags,
		 size_t at);

/* Inline, since every index in a class goes through here. */
static inline int cf_check_index(struct cf_reader *r, uint32_t index,
				 uint32_t tags, size_t at)
{
	const struct kaba_cpool *cp = &r->cls->cp;

	if (index && index < cp->count && (tags & CF_TAG(cp->entries[index].tag)))
		return 0;
	return cf_bad_index(r, index, tags, at);
}
/* The same, allowing 0 ("none"). */
int cf_check_index0(struct cf_reader *r, uint32_t index, uint32_t tags,
		    size_t at);
/* Read a u2 index and check it (cf_need done by the caller or not: this
 * one checks the bytes too). */
int cf_read_index(struct cf_reader *r, uint32_t tags, uint16_t *out);
int cf_read_index0(struct cf_reader *r, uint32_t tags, uint16_t *out);

/*
 * A member's name and descriptor, both Utf8 indices already checked: a
 * method or field descriptor, and a name valid for a method (allowing
 * <init> and <clinit>) when `method_name`, else for a field.  The offsets
 * locate the two indices for messages.
 */
int cf_check_name_type(struct cf_reader *r, uint16_t name_index, size_t name_at,
		       uint16_t desc_index, size_t desc_at, int method,
		       int method_name);

/* Parse the constant pool at r->pos. */
int cf_parse_cpool(struct cf_reader *r);
/* Checks that need the whole class (Dynamic entries vs BootstrapMethods). */
int cf_check_cpool_late(struct cf_reader *r);

/* Where an attribute is found; the kind of a name depends on it. */
enum cf_context {
	CF_CTX_CLASS, CF_CTX_FIELD, CF_CTX_METHOD, CF_CTX_CODE,
	CF_CTX_RECORD_COMPONENT,
};
int cf_parse_attrs(struct cf_reader *r, struct kaba_attrs *attrs,
		   enum cf_context ctx, struct kaba_code *code);
/* Code (code_parse.c) and the tables nested in it (`code` is their Code). */
int cf_parse_code(struct cf_reader *r, struct kaba_attr *a);
int cf_parse_code_table(struct cf_reader *r, struct kaba_attr *a,
			const struct kaba_code *code);
enum kaba_attr_kind cf_attr_kind_of(const char *name, size_t len,
				    enum cf_context ctx);

/* Appending to a buffer with the capacity check inline: the writer emits
 * millions of two-byte fields, and kaba_buf_u16 costs a call and a memcpy
 * for each (15% of a re-encoding round trip when measured). */
static inline void cf_put8(struct kaba_buf *b, uint8_t v)
{
	if (b->cap - b->len >= 1)
		b->data[b->len++] = v;
	else
		kaba_buf_u8(b, v);
}

static inline void cf_put16(struct kaba_buf *b, uint16_t v)
{
	if (b->cap - b->len >= 2) {
		b->data[b->len] = (uint8_t)(v >> 8);
		b->data[b->len + 1] = (uint8_t)v;
		b->len += 2;
	} else {
		kaba_buf_u16(b, v);
	}
}

static inline void cf_put32(struct kaba_buf *b, uint32_t v)
{
	if (b->cap - b->len >= 4) {
		b->data[b->len] = (uint8_t)(v >> 24);
		b->data[b->len + 1] = (uint8_t)(v >> 16);
		b->data[b->len + 2] = (uint8_t)(v >> 8);
		b->data[b->len + 3] = (uint8_t)v;
		b->len += 4;
	} else {
		kaba_buf_u32(b, v);
	}
}

/* Encoders used by the writer: the info bytes of an interpreted attribute. */
void cf_encode_attr_info(struct kaba_buf *out, const struct kaba_attr *a,
			 unsigned flags);
void cf_write_attrs(struct kaba_buf *out, const struct kaba_attrs *attrs,
		    unsigned flags);
void cf_encode_cp_entry(struct kaba_buf *out, const struct kaba_cp_entry *e);

/*
 * Decode all of code[0..len), marking instruction starts in `starts` (a
 * bit per offset, may be NULL) and calling visit (may be NULL) on each
 * instruction that has operands; then check every branch and switch
 * target is a start.  A non-zero return from visit stops the walk and is
 * returned.
 */
typedef int cf_insn_visit(void *ctx, const struct kaba_insn *insn);
int cf_code_walk(const uint8_t *code, uint32_t len, uint8_t *starts,
		 cf_insn_visit *visit, void *ctx, const char *where,
		 long long file_offset, struct kaba_error *err);

/* Padding after a switch opcode at `offset`: its operands start at the
 * next multiple of four from the code start. */
static inline uint32_t cf_switch_pad(uint64_t offset)
{
	return 3 - (uint32_t)(offset & 3);
}

static inline int cf_is_start(const uint8_t *starts, uint32_t pc)
{
	return starts[pc >> 3] >> (pc & 7) & 1;
}

/* Modified UTF-8 as JVMS 4.4.7 and HotSpot accept it: no NUL byte, no
 * bytes 0xf0-0xff, well-formed two- and three-byte sequences. */
int cf_utf8_valid(const uint8_t *s, size_t len);

/* An error from an edit, located at the class's name. */
int cf_edit_fail(struct kaba_class *cls, struct kaba_error *err, int status,
		 const char *what);

/* Room for one more element in an arena-backed list (elements of `size`
 * bytes): 0, KABA_EINPUT when it holds 65535 already, KABA_EIO when out
 * of memory. */
int cf_list_grow(struct kaba_class *cls, void **v, uint16_t n, uint16_t *cap,
		 size_t size);

#endif
