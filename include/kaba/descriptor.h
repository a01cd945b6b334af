/*
 * Field and method descriptors (JVMS 4.3) and internal class names (4.2.1):
 * parsing without allocation, validation, and conversion to the Java
 * syntax used in reports and mapping files (`void m(java.lang.String[])`,
 * `a.b.C$D`).  Descriptors are byte ranges (pointer + length), as they sit
 * in the constant pool; nothing needs to be NUL-terminated.
 */
#ifndef KABA_DESCRIPTOR_H
#define KABA_DESCRIPTOR_H

#include <stddef.h>
#include <stdint.h>

#include "kaba/buf.h"

enum { KABA_DESC_MAX_DIMS = 255 };   /* JVMS 4.3.2 */

struct kaba_type {
	/* 'B' 'C' 'D' 'F' 'I' 'J' 'S' 'Z', 'L' for a class, 'V' (return only);
	 * for arrays the element type's letter, with dims > 0. */
	char base;
	uint8_t dims;
	const char *name;       /* 'L': the internal class name, into the descriptor */
	size_t name_len;
	const char *desc;       /* the whole field type, e.g. "[Ljava/lang/String;" */
	size_t desc_len;
};

/* Operand-stack/local slots of a type: 0 for V, 2 for J and D, else 1. */
int kaba_type_slots(const struct kaba_type *t);

/* Parse one field type at *p (before end), advancing *p past it; 0 on
 * success, -1 if malformed.  `allow_void` also accepts V (return types). */
int kaba_desc_next(const char **p, const char *end, struct kaba_type *t,
		   int allow_void);

/* Whole-descriptor checks: 1 if valid, 0 if not. */
int kaba_desc_is_field(const char *d, size_t len);
int kaba_desc_is_method(const char *d, size_t len);

/*
 * Method descriptors, iterated without allocation:
 *
 *	struct kaba_method_desc md;
 *	struct kaba_type t;
 *	if (kaba_method_desc_init(&md, d, len) == 0)
 *		while (kaba_method_desc_param(&md, &t) > 0) ...;
 *	md.ret is the return type.
 */
struct kaba_method_desc {
	const char *pos, *end;  /* next parameter, ')' */
	unsigned nparams;       /* number of parameters */
	unsigned slots;         /* parameter slots (J and D count 2), without `this` */
	struct kaba_type ret;
};
/* 0 and md filled if the whole descriptor is valid, -1 otherwise. */
int kaba_method_desc_init(struct kaba_method_desc *md, const char *d,
			  size_t len);
/* 1 with *t the next parameter, 0 after the last. */
int kaba_method_desc_param(struct kaba_method_desc *md, struct kaba_type *t);

/*
 * 1 if a valid internal binary class name ("java/lang/Object": non-empty
 * unqualified names separated by '/', none of . ; [ / inside).  A
 * CONSTANT_Class may also hold an array descriptor: kaba_class_ref_valid
 * accepts both.
 */
int kaba_class_name_valid(const char *s, size_t len);
int kaba_class_ref_valid(const char *s, size_t len);
/* 1 if a valid unqualified field/method name (4.2.2); `method` also
 * accepts <init> and <clinit> and refuses '<' '>' elsewhere. */
int kaba_member_name_valid(const char *s, size_t len, int method);

/* Java syntax, appended to out (no NUL): */
/* "java/util/Map$Entry" -> "java.util.Map$Entry" */
void kaba_java_class_name(struct kaba_buf *out, const char *name, size_t len);
/* A parsed type: "int", "java.lang.String[][]", "void". */
void kaba_java_type(struct kaba_buf *out, const struct kaba_type *t);
/* A field descriptor: "I" -> "int"; -1 (nothing appended) if invalid. */
int kaba_java_field_type(struct kaba_buf *out, const char *d, size_t len);
/* "void m(java.lang.String[],int)" from a name and method descriptor;
 * -1 (nothing appended) if the descriptor is invalid.  A separator string
 * between parameters is ",", as in ProGuard mapping files. */
int kaba_java_method(struct kaba_buf *out, const char *name, size_t name_len,
		     const char *d, size_t len);

#endif
