/*
 * Class files (JVMS chapter 4, versions 45 through 69): an exact parser, a
 * writer that reproduces the input byte for byte, and the edits the
 * rewriter and the tracing agent need.
 *
 * Ownership.  A parsed class lives in a caller-supplied arena and frees with
 * it.  Utf8 constants, instruction bytes and uninterpreted attributes point
 * INTO THE INPUT BUFFER: the caller keeps that buffer alive and unchanged as
 * long as the class (or any pointer taken from it) is used.  Nothing is
 * copied that does not need to be.
 *
 * Exactness.  Every structure keeps what the writer needs to reproduce it:
 * the constant pool as parsed (entry order, unused slots, both Long/Double
 * slots), attributes in their original order, the original encoding of
 * interpreted attributes (`raw`), the StackMapTable frame kinds.  Writing an
 * unmodified class is a single copy of the input.
 *
 * Modification.  The functions below that change a class keep the
 * bookkeeping right themselves.  Code that edits the structs directly must
 * (1) set `cls->modified`, (2) call kaba_attr_touch() on an interpreted
 * attribute whose decoded form it changed (the writer then re-encodes it
 * instead of copying `raw`; an attribute holding a touched one, like Code
 * holding its StackMapTable, is re-encoded automatically), and (3) call
 * kaba_cp_touch() after changing an existing constant-pool entry in place.
 *
 * Indices are the class file's own: constant-pool indices are 1-based,
 * 0 means "none" where JVMS allows it (super_class of Object, catch-all
 * handler, anonymous inner class name).
 */
#ifndef KABA_CLASSFILE_H
#define KABA_CLASSFILE_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "kaba/arena.h"
#include "kaba/buf.h"
#include "kaba/bytecode.h"
#include "kaba/error.h"

/* Documented limits; input beyond them is refused with KABA_EINPUT. */
enum {
	KABA_CLASS_MIN_MAJOR = 45,
	KABA_CLASS_MAX_MAJOR = 69,            /* Java 25 */
	KABA_CLASS_MAX_SIZE = 64 << 20,       /* bytes of one class file */
	KABA_CODE_MAX_LENGTH = 65535,         /* JVMS 4.7.3: code_length < 65536 */
	KABA_CP_MAX_COUNT = 65535,            /* constant_pool_count is a u2 */
};

/* ---- constant pool ------------------------------------------------------ */

enum kaba_cp_tag {
	KABA_CP_NONE = 0,           /* slot 0 and the second slot of Long/Double */
	KABA_CP_UTF8 = 1,
	KABA_CP_INTEGER = 3,
	KABA_CP_FLOAT = 4,
	KABA_CP_LONG = 5,
	KABA_CP_DOUBLE = 6,
	KABA_CP_CLASS = 7,
	KABA_CP_STRING = 8,
	KABA_CP_FIELDREF = 9,
	KABA_CP_METHODREF = 10,
	KABA_CP_INTERFACE_METHODREF = 11,
	KABA_CP_NAME_AND_TYPE = 12,
	KABA_CP_METHOD_HANDLE = 15,
	KABA_CP_METHOD_TYPE = 16,
	KABA_CP_DYNAMIC = 17,
	KABA_CP_INVOKE_DYNAMIC = 18,
	KABA_CP_MODULE = 19,
	KABA_CP_PACKAGE = 20,
};

/* MethodHandle reference kinds (JVMS 5.4.3.5). */
enum kaba_ref_kind {
	KABA_REF_GET_FIELD = 1, KABA_REF_GET_STATIC, KABA_REF_PUT_FIELD,
	KABA_REF_PUT_STATIC, KABA_REF_INVOKE_VIRTUAL, KABA_REF_INVOKE_STATIC,
	KABA_REF_INVOKE_SPECIAL, KABA_REF_NEW_INVOKE_SPECIAL,
	KABA_REF_INVOKE_INTERFACE,
};

struct kaba_cp_entry {
	uint8_t tag;                    /* enum kaba_cp_tag */
	union {
		struct {                /* Utf8: modified UTF-8, not NUL-terminated */
			const char *bytes;
			uint16_t len;
		} utf8;
		uint32_t bits32;        /* Integer, Float (raw IEEE bits) */
		uint64_t bits64;        /* Long, Double (raw IEEE bits) */
		/* Class (name), String (string), MethodType (descriptor),
		 * Module, Package (name): one Utf8 index */
		uint16_t index;
		struct {                /* Fieldref, Methodref, InterfaceMethodref */
			uint16_t class_index, nat_index;
		} ref;
		struct {                /* NameAndType */
			uint16_t name_index, descriptor_index;
		} nat;
		struct {                /* MethodHandle */
			uint8_t kind;   /* enum kaba_ref_kind */
			uint16_t index;
		} handle;
		struct {                /* Dynamic, InvokeDynamic */
			uint16_t bsm_index, nat_index;
		} dyn;
	};
};

struct kaba_cpool {
	struct kaba_cp_entry *entries;  /* [count]; entries[0] unused */
	uint32_t count;                 /* constant_pool_count (1 + slots) */
	uint32_t cap;
	/* Entries 1..raw_count-1 are encoded as `raw` (the input bytes);
	 * raw == NULL after an in-place change (kaba_cp_touch). */
	const uint8_t *raw;
	size_t raw_len;
	uint32_t raw_count;
	/* Lookup table for kaba_cp_find/kaba_cp_intern, built on first use. */
	uint16_t *hash;
	uint32_t hash_cap, hash_filled;
};

/* ---- attributes ---------------------------------------------------------- */

/* Attributes the parser interprets (in the contexts where JVMS defines
 * them); every other attribute, annotations included, stays KABA_ATTR_RAW. */
enum kaba_attr_kind {
	KABA_ATTR_RAW = 0,
	KABA_ATTR_CONSTANT_VALUE,         /* field */
	KABA_ATTR_CODE,                   /* method */
	KABA_ATTR_STACK_MAP_TABLE,        /* code */
	KABA_ATTR_EXCEPTIONS,             /* method */
	KABA_ATTR_INNER_CLASSES,          /* class */
	KABA_ATTR_ENCLOSING_METHOD,       /* class */
	KABA_ATTR_SIGNATURE,              /* class, field, method, record component */
	KABA_ATTR_SOURCE_FILE,            /* class */
	KABA_ATTR_LINE_NUMBER_TABLE,      /* code */
	KABA_ATTR_LOCAL_VARIABLE_TABLE,   /* code */
	KABA_ATTR_LOCAL_VARIABLE_TYPE_TABLE, /* code */
	KABA_ATTR_BOOTSTRAP_METHODS,      /* class */
	KABA_ATTR_METHOD_PARAMETERS,      /* method */
	KABA_ATTR_MODULE,                 /* class */
	KABA_ATTR_MODULE_PACKAGES,        /* class */
	KABA_ATTR_MODULE_MAIN_CLASS,      /* class */
	KABA_ATTR_NEST_HOST,              /* class */
	KABA_ATTR_NEST_MEMBERS,           /* class */
	KABA_ATTR_RECORD,                 /* class */
	KABA_ATTR_PERMITTED_SUBCLASSES,   /* class */
	KABA_ATTR_KIND_COUNT
};

struct kaba_attr;

struct kaba_attrs {
	struct kaba_attr *v;
	uint16_t n, cap;
};

/* A list of constant-pool indices: Exceptions, NestMembers,
 * PermittedSubclasses, ModulePackages, the class's interfaces. */
struct kaba_u16s {
	uint16_t *v;
	uint16_t n, cap;
};

struct kaba_exception_entry {
	uint16_t start_pc, end_pc, handler_pc;
	uint16_t catch_type;            /* Class index, 0 = any */
};

struct kaba_code {
	uint16_t max_stack, max_locals;
	uint32_t code_len;
	const uint8_t *code;            /* into the input, or arena bytes */
	uint16_t nexceptions;
	struct kaba_exception_entry *exceptions;
	struct kaba_attrs attrs;        /* StackMapTable, LineNumberTable, ... */
	uint32_t code_offset;           /* file offset of code[0] (0 if new), for messages */
};

/* StackMapTable verification types (JVMS 4.7.4). */
enum kaba_vtype_tag {
	KABA_VT_TOP = 0, KABA_VT_INTEGER = 1, KABA_VT_FLOAT = 2,
	KABA_VT_DOUBLE = 3, KABA_VT_LONG = 4, KABA_VT_NULL = 5,
	KABA_VT_UNINITIALIZED_THIS = 6, KABA_VT_OBJECT = 7,
	KABA_VT_UNINITIALIZED = 8,
};

struct kaba_vtype {
	uint8_t tag;                    /* enum kaba_vtype_tag */
	uint16_t data;                  /* OBJECT: Class index; UNINITIALIZED: offset of its `new` */
};

enum kaba_frame_kind {
	KABA_FRAME_SAME,                /* frame_type 0-63, or 251 when extended */
	KABA_FRAME_SAME_LOCALS_1,       /* 64-127, or 247 when extended; stack[0] */
	KABA_FRAME_CHOP,                /* 248-250: chop `chop` locals */
	KABA_FRAME_APPEND,              /* 252-254: locals[] are the appended ones */
	KABA_FRAME_FULL,                /* 255 */
};

struct kaba_frame {
	uint8_t kind;                   /* enum kaba_frame_kind */
	/* SAME and SAME_LOCALS_1 written in the extended form (251, 247) even
	 * if the delta would fit the short one; the encoder keeps the short
	 * form only while the delta fits. */
	uint8_t extended;
	uint8_t chop;                   /* CHOP: 1..3 */
	uint16_t offset_delta;
	uint16_t nlocals, nstack;
	struct kaba_vtype *locals, *stack;
};

struct kaba_stack_map {
	uint16_t nframes;
	struct kaba_frame *frames;
};

struct kaba_line_number {
	uint16_t start_pc, line;
};

struct kaba_line_numbers {
	uint16_t n;
	struct kaba_line_number *v;
};

/* LocalVariableTable and LocalVariableTypeTable (descriptor_index is the
 * signature_index in the latter). */
struct kaba_local_var {
	uint16_t start_pc, length, name_index, descriptor_index, index;
};

struct kaba_local_vars {
	uint16_t n;
	struct kaba_local_var *v;
};

struct kaba_inner_class {
	uint16_t inner_class_index, outer_class_index, inner_name_index;
	uint16_t access;
};

struct kaba_inner_classes {
	uint16_t n;
	struct kaba_inner_class *v;
};

struct kaba_enclosing_method {
	uint16_t class_index, method_index;   /* method_index: NameAndType or 0 */
};

struct kaba_bootstrap_method {
	uint16_t method_ref;            /* MethodHandle index */
	uint16_t nargs;
	uint16_t *args;                 /* loadable constant indices */
};

struct kaba_bootstrap_methods {
	uint16_t n;
	struct kaba_bootstrap_method *v;
};

struct kaba_method_parameter {
	uint16_t name_index, access;
};

struct kaba_method_parameters {
	uint8_t n;
	struct kaba_method_parameter *v;
};

struct kaba_record_component {
	uint16_t name_index, descriptor_index;
	struct kaba_attrs attrs;
};

struct kaba_record {
	uint16_t n;
	struct kaba_record_component *v;
};

struct kaba_module_require {
	uint16_t index, flags, version_index;
};

/* exports and opens; `to` lists Module indices */
struct kaba_module_export {
	uint16_t index, flags;
	struct kaba_u16s to;
};

struct kaba_module_provide {
	uint16_t index;
	struct kaba_u16s with;
};

struct kaba_module {
	uint16_t name_index, flags, version_index;
	uint16_t nrequires, nexports, nopens, nprovides;
	struct kaba_module_require *requires;
	struct kaba_module_export *exports, *opens;
	struct kaba_u16s uses;
	struct kaba_module_provide *provides;
};

struct kaba_attr {
	uint16_t name_index;            /* Utf8 */
	uint8_t kind;                   /* enum kaba_attr_kind */
	/* The attribute's info bytes as parsed (attribute_length `len`);
	 * NULL when the decoded form below is authoritative (new or touched). */
	const uint8_t *raw;
	uint32_t len;
	uint32_t offset;                /* file offset of the info bytes, for messages */
	union {
		uint16_t index;         /* ConstantValue, Signature, SourceFile,
					 * NestHost, ModuleMainClass */
		struct kaba_u16s list;  /* Exceptions, NestMembers,
					 * PermittedSubclasses, ModulePackages */
		struct kaba_code *code;
		struct kaba_stack_map *stack_map;
		struct kaba_line_numbers *lines;
		struct kaba_local_vars *locals;   /* both local variable tables */
		struct kaba_inner_classes *inner_classes;
		struct kaba_enclosing_method enclosing;
		struct kaba_bootstrap_methods *bootstrap;
		struct kaba_method_parameters *parameters;
		struct kaba_record *record;
		struct kaba_module *module;
	};
};

/* ---- classes ------------------------------------------------------------- */

/* Access flags (JVMS tables 4.1-B, 4.5-A, 4.6-A). */
enum {
	KABA_ACC_PUBLIC = 0x0001, KABA_ACC_PRIVATE = 0x0002,
	KABA_ACC_PROTECTED = 0x0004, KABA_ACC_STATIC = 0x0008,
	KABA_ACC_FINAL = 0x0010, KABA_ACC_SUPER = 0x0020,
	KABA_ACC_SYNCHRONIZED = 0x0020, KABA_ACC_VOLATILE = 0x0040,
	KABA_ACC_BRIDGE = 0x0040, KABA_ACC_TRANSIENT = 0x0080,
	KABA_ACC_VARARGS = 0x0080, KABA_ACC_NATIVE = 0x0100,
	KABA_ACC_INTERFACE = 0x0200, KABA_ACC_ABSTRACT = 0x0400,
	KABA_ACC_STRICT = 0x0800, KABA_ACC_SYNTHETIC = 0x1000,
	KABA_ACC_ANNOTATION = 0x2000, KABA_ACC_ENUM = 0x4000,
	KABA_ACC_MODULE = 0x8000,
};

/* A field or a method. */
struct kaba_member {
	uint16_t access, name_index, descriptor_index;
	struct kaba_attrs attrs;
};

struct kaba_members {
	struct kaba_member *v;
	uint16_t n, cap;
};

struct kaba_class {
	struct kaba_arena *arena;       /* where this class and its edits live */
	const uint8_t *data;            /* the input (caller keeps it alive) */
	size_t len;
	int modified;                   /* 0: the writer copies `data` */
	uint16_t minor, major;
	struct kaba_cpool cp;
	uint16_t access, this_class, super_class;
	struct kaba_u16s interfaces;
	struct kaba_members fields, methods;
	struct kaba_attrs attrs;
};

/*
 * Parse `len` bytes.  On success *out is a class allocated in `arena`
 * (which must outlive it, as must `data`).  On bad input returns
 * KABA_EINPUT with err->where = `where` (e.g. "a.jar!p/C.class") and
 * err->offset the byte offset of the problem; out of memory is KABA_EIO.
 * Everything is checked: constant-pool indices and tags wherever they are
 * used (instructions included), names and descriptors, lengths and counts
 * (before allocating), instructions, branch targets, exception ranges.
 * Interpreted attributes must fill their length exactly.  Nonzero switch
 * padding is refused (HotSpot too refuses it from version 51 on).
 */
int kaba_class_parse(const uint8_t *data, size_t len, struct kaba_arena *arena,
		     const char *where, struct kaba_class **out,
		     struct kaba_error *err);

/* Writer flags. */
enum {
	/* Re-encode every interpreted structure from its decoded form instead
	 * of copying parsed bytes (tests use this to prove the encoders exact). */
	KABA_WRITE_REENCODE = 1,
};

/* Append the class file to `out`.  Fails only on out of memory, or with
 * KABA_EINPUT on a model that cannot be encoded (a hand-built stack-map
 * frame whose kind does not match its counts). */
int kaba_class_write(const struct kaba_class *cls, struct kaba_buf *out,
		     unsigned flags, const char *where, struct kaba_error *err);

/* A javap-like listing for debugging. */
void kaba_class_dump(FILE *f, const struct kaba_class *cls);

/* ---- reading names -------------------------------------------------------- */

/* Utf8 bytes at `index` (not NUL-terminated) and their length, or NULL if
 * the index is out of range or not a Utf8. */
const char *kaba_cp_utf8(const struct kaba_class *cls, uint32_t index,
			 size_t *len);
/* The name of a Class (or Module/Package) entry; NULL if not one. */
const char *kaba_cp_class_name(const struct kaba_class *cls, uint32_t index,
			       size_t *len);
/* 1 if entry `index` is a Utf8 equal to the C string s. */
int kaba_cp_utf8_equals(const struct kaba_class *cls, uint32_t index,
			const char *s);
/* A NUL-terminated copy of Utf8 `index` in `arena`, NULL if not a Utf8 or OOM. */
char *kaba_cp_strdup(struct kaba_arena *arena, const struct kaba_class *cls,
		     uint32_t index);

/* Member name and descriptor (Utf8 bytes, not NUL-terminated). */
const char *kaba_member_name(const struct kaba_class *cls,
			     const struct kaba_member *m, size_t *len);
const char *kaba_member_descriptor(const struct kaba_class *cls,
				   const struct kaba_member *m, size_t *len);

/* The first attribute of `kind` in a list, or NULL. */
struct kaba_attr *kaba_attr_find(const struct kaba_attrs *attrs,
				 enum kaba_attr_kind kind);
/* The first attribute named `name` in a list, or NULL. */
struct kaba_attr *kaba_attr_find_named(const struct kaba_class *cls,
				       const struct kaba_attrs *attrs,
				       const char *name);
/* A method's Code, or NULL (abstract, native). */
struct kaba_code *kaba_member_code(const struct kaba_member *m);
/* The source line of code offset pc by the LineNumberTable (0 when it has none). */
uint32_t kaba_code_line(const struct kaba_code *code, uint32_t pc);

/* The JVMS name of an attribute kind ("Code"); NULL for KABA_ATTR_RAW. */
const char *kaba_attr_kind_name(enum kaba_attr_kind kind);

/* ---- changing a class ---------------------------------------------------- */

/*
 * Find an equal entry or append one.  Return its index, or 0 with `err`
 * filled (pool full at 65535 slots: KABA_EINPUT "constant pool full";
 * out of memory: KABA_EIO).  Utf8 bytes are copied into the class's arena;
 * they must be modified UTF-8 already (ASCII names are), anything else is
 * refused with KABA_EINPUT.  `where` for messages is the class's name,
 * filled in by the callee.  New entries go after the parsed ones, so an
 * otherwise unchanged pool is still written as one copy.
 */
uint16_t kaba_cp_intern(struct kaba_class *cls, const struct kaba_cp_entry *e,
			struct kaba_error *err);
/* The index of an equal entry, or 0. */
uint16_t kaba_cp_find(struct kaba_class *cls, const struct kaba_cp_entry *e);

uint16_t kaba_cp_intern_utf8(struct kaba_class *cls, const char *s, size_t len,
			     struct kaba_error *err);
uint16_t kaba_cp_intern_class(struct kaba_class *cls, const char *name,
			      size_t len, struct kaba_error *err);
uint16_t kaba_cp_intern_string(struct kaba_class *cls, const char *s,
			       size_t len, struct kaba_error *err);
uint16_t kaba_cp_intern_nat(struct kaba_class *cls, const char *name,
			    const char *descriptor, struct kaba_error *err);
/* tag: KABA_CP_FIELDREF, KABA_CP_METHODREF or KABA_CP_INTERFACE_METHODREF */
uint16_t kaba_cp_intern_ref(struct kaba_class *cls, enum kaba_cp_tag tag,
			    const char *owner, const char *name,
			    const char *descriptor, struct kaba_error *err);
uint16_t kaba_cp_intern_int(struct kaba_class *cls, int32_t v,
			    struct kaba_error *err);
uint16_t kaba_cp_intern_long(struct kaba_class *cls, int64_t v,
			     struct kaba_error *err);
uint16_t kaba_cp_intern_float(struct kaba_class *cls, float v,
			      struct kaba_error *err);
uint16_t kaba_cp_intern_double(struct kaba_class *cls, double v,
			       struct kaba_error *err);

/* After an in-place change of an existing entry: re-encode the pool (and
 * rebuild the lookup table on the next find). */
void kaba_cp_touch(struct kaba_class *cls);
/* Point Class entry `index` at a new name (rename a class reference). */
int kaba_cp_set_class_name(struct kaba_class *cls, uint16_t index,
			   const char *name, size_t len, struct kaba_error *err);

/* The decoded form of `a` changed: re-encode it when writing. */
void kaba_attr_touch(struct kaba_class *cls, struct kaba_attr *a);

/* Append an attribute of `kind` (its name is interned) with a zeroed
 * decoded form, or a raw one; return it, or NULL with err filled.  The
 * pointer is valid until the list grows again. */
struct kaba_attr *kaba_attr_add(struct kaba_class *cls, struct kaba_attrs *attrs,
				enum kaba_attr_kind kind, struct kaba_error *err);
struct kaba_attr *kaba_attr_add_raw(struct kaba_class *cls,
				    struct kaba_attrs *attrs, const char *name,
				    const uint8_t *bytes, uint32_t len,
				    struct kaba_error *err);
void kaba_attr_remove(struct kaba_class *cls, struct kaba_attrs *attrs,
		      uint16_t i);

/* Append a field or a method (name and descriptor interned); NULL with err
 * filled on failure.  Pointers into the list are valid until it grows. */
struct kaba_member *kaba_member_add(struct kaba_class *cls,
				    struct kaba_members *list, uint16_t access,
				    const char *name, const char *descriptor,
				    struct kaba_error *err);
void kaba_member_remove(struct kaba_class *cls, struct kaba_members *list,
			uint16_t i);
/* Change a member's name and/or descriptor (NULL keeps it). */
int kaba_member_rename(struct kaba_class *cls, struct kaba_member *m,
		       const char *name, const char *descriptor,
		       struct kaba_error *err);

/* Append to an index list (interfaces, Exceptions, ...) in the class's arena. */
int kaba_u16s_push(struct kaba_class *cls, struct kaba_u16s *list, uint16_t v,
		   struct kaba_error *err);

/*
 * Give method `m` new code: the bytes are copied into the arena; the
 * exception table and nested attributes start empty (fill them through
 * the returned struct); creates the Code attribute if `m` had none.
 * NULL with err filled on failure.
 */
struct kaba_code *kaba_member_set_code(struct kaba_class *cls,
				       struct kaba_member *m,
				       const uint8_t *code, uint32_t len,
				       uint16_t max_stack, uint16_t max_locals,
				       struct kaba_error *err);

/*
 * Insert instructions into a method's code (the tracing agent's
 * instrumentation).  Each insertion puts `bytes` (complete instructions,
 * no branches or switches) at `offset`, an instruction start of the
 * current code.  By default the inserted code belongs to the instruction
 * at `offset`: branches, exception ranges and handlers, line numbers and
 * stack-map frames that pointed at it now point at the inserted code.
 * With `after_previous` it belongs to the instruction before: branches to
 * `offset` skip it (code to run after a call returns, say); the
 * instruction before must fall through (refused after goto, return,
 * athrow, switches, ret: the code would be unreachable and, without a
 * stack-map frame, unverifiable).  At one offset,
 * after_previous insertions come first, then the others, each group in
 * array order.  The inserted code must leave the operand stack and locals
 * as it found them; `extra_stack` is added to max_stack.
 *
 * Everything that holds a code offset is relocated: branch and switch
 * targets (switch padding recomputed), the exception table, LineNumberTable,
 * LocalVariable(Type)Table, StackMapTable frame offsets and Uninitialized
 * verification types.  Uninterpreted Code attributes (type annotations)
 * would keep stale offsets and are dropped.  Returns KABA_OK;
 * KABA_EINPUT for a bad insertion; KABA_EUNSUPPORTED when a branch no
 * longer fits its 16-bit offset (goto_w widening is not done) or the code
 * outgrows 65535 bytes.  On failure the method is unchanged.
 */
struct kaba_code_insertion {
	uint32_t offset;
	int after_previous;
	const uint8_t *bytes;
	uint32_t len;
};

int kaba_code_insert(struct kaba_class *cls, struct kaba_member *m,
		     const struct kaba_code_insertion *ins, size_t n,
		     uint16_t extra_stack, const char *where,
		     struct kaba_error *err);

/*
 * Annotations stay raw bytes in the model; this walks one annotation
 * attribute (Runtime[In]Visible[Parameter|Type]Annotations,
 * AnnotationDefault) and reports every constant-pool index in it: its
 * position `at` in the attribute's info bytes (where a rewriter patches a
 * copy), the index and its role.  Other attributes are walked as empty.
 * Checks the structure, the indices' tags and the nesting depth; returns
 * KABA_OK, KABA_EINPUT for a malformed attribute, or the first nonzero
 * value `visit` returns.
 */
enum { KABA_ANNOTATION_MAX_DEPTH = 64 };

enum kaba_annotation_role {
	KABA_ANNOTATION_TYPE,           /* Utf8 field descriptor: annotation or enum type */
	KABA_ANNOTATION_ELEMENT,        /* Utf8 element name */
	KABA_ANNOTATION_CONST,          /* Integer, Long, Float, Double or Utf8 value */
	KABA_ANNOTATION_ENUM_CONSTANT,  /* Utf8 enum constant name */
	KABA_ANNOTATION_CLASS,          /* Utf8 return descriptor of a class literal */
};

typedef int kaba_annotation_visit(void *ctx, uint32_t at, uint16_t index,
				  enum kaba_annotation_role role);

int kaba_annotations_walk(const struct kaba_class *cls,
			  const struct kaba_attr *a, kaba_annotation_visit *visit,
			  void *ctx, const char *where, struct kaba_error *err);

/* Arena-backed array allocation with the class's error conventions. */
void *kaba_class_alloc(struct kaba_class *cls, size_t n, size_t size,
		       struct kaba_error *err);

/* ---- the round trip (roundtrip.c) ------------------------------------- */

/* What one input of a round trip produced. */
struct kaba_roundtrip_result {
	struct kaba_buf report;        /* "mismatch WHERE at offset N ..." lines; free it */
	size_t classes, mismatches;
	unsigned long long bytes;      /* of the classes read */
	struct kaba_error err;         /* private: the input's own failure */
	int rc;
};

/* Parse and re-write (KABA_WRITE_REENCODE) every class of the inputs (jars,
 * jmods, class folders, class files) with up to `threads` workers (0: one
 * per CPU), filling
 * results[0 .. ninputs).  With out (one input only) the re-written classes
 * and the input's resources become that jar.  A failure is that of the
 * first failing input in the order given; mismatches are not failures. */
int kaba_roundtrip(const char *const *inputs, int ninputs, long threads, const char *out,
		   struct kaba_roundtrip_result *results, struct kaba_error *err);
/* The mismatch lines of each input in the order given, then (unless
 * quiet) a summary with the rate over `seconds`; the number of mismatches. */
size_t kaba_roundtrip_print(FILE *out, const char *const *inputs, size_t ninputs,
			    const struct kaba_roundtrip_result *results, double seconds);

#endif
