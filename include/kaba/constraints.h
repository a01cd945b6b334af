/*
 * constraints: the type constraints of docs/constraints.md §3 as implications of a
 * member-access table, and the closure of the table to their least fixpoint.
 *
 * Every assignment-like rule says "type(sub) ≤ type(super)", which the table
 * expresses as the row implication super ⇒ sub (row(super) ⊆ row(sub)): the
 * subtype must offer every member the supertype's users access.  The
 * builders below name the rules C1–C12 and take their arguments in the order
 * the rule is written in, so a generator reads like the specification.
 * Whether a rule applies at all (C7's --recv, C8 only for single-target
 * self-calls) is the generator's decision; the closure applies what it gets.
 */
#ifndef KABA_CONSTRAINTS_H
#define KABA_CONSTRAINTS_H

#include "kaba/table.h"

/* type(sub) ≤ type(super): the row implication super ⇒ sub. */
int kaba_constrain_type(struct kaba_table *t, enum kaba_rule rule, size_t sub, size_t super,
			struct kaba_error *err);

/* C1  x = y:                 type(y) ≤ type(x) */
static inline int kaba_c1_assign(struct kaba_table *t, size_t x, size_t y, struct kaba_error *err)
{
	return kaba_constrain_type(t, KABA_C1_ASSIGN, y, x, err);
}

/* C2  x = new C() at site O: type(O) ≤ type(x) */
static inline int kaba_c2_alloc(struct kaba_table *t, size_t x, size_t object,
				struct kaba_error *err)
{
	return kaba_constrain_type(t, KABA_C2_ALLOC, object, x, err);
}

/* C3  actual a passed to formal p: type(a) ≤ type(p) */
static inline int kaba_c3_param(struct kaba_table *t, size_t formal, size_t actual,
				struct kaba_error *err)
{
	return kaba_constrain_type(t, KABA_C3_PARAM, actual, formal, err);
}

/* C4  `return e` (target C.f.ret) and `x = o.f()` (target x, value C.f.ret):
 * type(value) ≤ type(target) */
static inline int kaba_c4_return(struct kaba_table *t, size_t target, size_t value,
				 struct kaba_error *err)
{
	return kaba_constrain_type(t, KABA_C4_RETURN, value, target, err);
}

/* C5  field store `r.fld = y` (target fld) and load `x = r.fld` (value fld) */
static inline int kaba_c5_field(struct kaba_table *t, size_t target, size_t value,
				struct kaba_error *err)
{
	return kaba_constrain_type(t, KABA_C5_FIELD, value, target, err);
}

/* C6  object O dispatches to C.f: type(O) ≤ type(C.f.this) */
static inline int kaba_c6_object_this(struct kaba_table *t, size_t this_row, size_t object,
				      struct kaba_error *err)
{
	return kaba_constrain_type(t, KABA_C6_OBJECT_THIS, object, this_row, err);
}

/* C7  receiver p of a call that may run C.f: type(C.f.this) ≤ type(p) */
static inline int kaba_c7_receiver(struct kaba_table *t, size_t receiver, size_t this_row,
				   struct kaba_error *err)
{
	return kaba_constrain_type(t, KABA_C7_RECEIVER, this_row, receiver, err);
}

/* C8  single-target self-call or statically bound call from `caller`'s body to
 * `callee`: type(caller.this) ≤ type(callee.this) */
static inline int kaba_c8_self_call(struct kaba_table *t, size_t callee_this, size_t caller_this,
				    struct kaba_error *err)
{
	return kaba_constrain_type(t, KABA_C8_SELF_CALL, caller_this, callee_this, err);
}

/* C9  statically bound call on receiver p: type(p) ≤ type(C.f.this) */
static inline int kaba_c9_static_call(struct kaba_table *t, size_t this_row, size_t receiver,
				      struct kaba_error *err)
{
	return kaba_constrain_type(t, KABA_C9_STATIC_CALL, receiver, this_row, err);
}

/* Column implication a ⇒ b: every row holding a holds b. */
int kaba_constrain_column(struct kaba_table *t, enum kaba_rule rule, size_t a, size_t b,
			  struct kaba_error *err);

/* C10 def(C.f) ⇒ dcl(C.f) */
static inline int kaba_c10_def_dcl(struct kaba_table *t, size_t def, size_t dcl,
				   struct kaba_error *err)
{
	return kaba_constrain_column(t, KABA_C10_DEF_DCL, def, dcl, err);
}

/* C11/C12 dominance: B.m overrides (or, for fields, hides) A.m.  Once some
 * row holds both columns, overriding ⇒ overridden.  Both columns must be of
 * one kind: def (C11), field (C11) or dcl (C12). */
int kaba_dominance(struct kaba_table *t, size_t overriding, size_t overridden,
		   struct kaba_error *err);

struct kaba_closure_stats {
	size_t components; /* strongly connected components of the row implications */
	size_t rounds;     /* passes over the components */
	size_t fired;      /* dominance implications that became active */
};

/*
 * Close the table: the least table containing the current entries that
 * satisfies every row, column and active dominance implication (activating
 * dominance implications as their trigger appears).  Keeps the entries as
 * they were before in t->initial (unless a snapshot exists already).  Then
 * checks C13: a dominance between two bodies (or hiding fields) in force
 * whose columns came out equal would put both into one class; that is
 * KABA_EUNSUPPORTED, naming both columns.  `stats` may be NULL.
 */
int kaba_close(struct kaba_table *t, struct kaba_closure_stats *stats, struct kaba_error *err);

#endif
