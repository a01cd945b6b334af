/*
 * kgen: the program model of the behaviour harness (docs/harness.md §2).
 *
 * A program is a forest of classes K0..K(C-1) over packages p0/p1, the
 * interfaces J0 (default m0) and J1 (extends J0, overrides the default),
 * the exceptions E0, E2 extends E0 (p0) and E1 (p1), with `funcref` the
 * functional interfaces F<T>, G and H (p0), and a Main in p0 whose
 * probes observe every legal member access.  The skeleton (parents,
 * packages, implements bits) comes from INDEX; everything else from a
 * SplitMix64 stream seeded by (SEED, INDEX).  Every choice is checked
 * against the Java rules before it is made, so javac accepts the program.
 */
#ifndef KGEN_H
#define KGEN_H

#include <stdint.h>

#include "kaba/buf.h"

#define KGEN_MAXC 8
#define KGEN_MAXM 6
#define KGEN_MAXF 4

/* Ordered by strength, so "never weaker" is a comparison. */
enum kgen_access { ACC_PRIVATE, ACC_PACKAGE, ACC_PROTECTED, ACC_PUBLIC };

enum kgen_body {
	BODY_LITERAL,     /* return ID; */
	BODY_SUPER,       /* return ID + super.mk(); */
	BODY_SELF,        /* return ID + this.mk(); (mutant 1 only: recursion) */
	BODY_CALL,        /* return ID + this.mj(); j < k */
	BODY_FIELD_THIS,  /* return ID + (int) this.fj; */
	BODY_FIELD_SUPER, /* return ID + (int) super.fj; */
	BODY_STATIC,      /* return ID + (++Ki.s); */
	BODY_THROW,       /* every other call throws E1 or E2 */
	BODY_INSTANCEOF,  /* return ID + (this instanceof T ? 1 : 0); */
};

/* Feature bits (-x / -r). */
enum {
	FEAT_FIELDS = 1 << 0,
	FEAT_SUPER = 1 << 1,     /* super calls and super field reads */
	FEAT_CASTS = 1 << 2,     /* instanceof/cast matrix, instanceof bodies */
	FEAT_IFACE = 1 << 3,     /* interface calls */
	FEAT_EXC = 1 << 4,       /* throwing bodies */
	FEAT_STATIC = 1 << 5,    /* static fields, <clinit>, static counters */
	FEAT_CTOR = 1 << 6,      /* printing constructors */
	FEAT_OVERLOAD = 1 << 7,  /* ov(Kx) overloads */
	FEAT_CALLBACK = 1 << 8,  /* toString, equals/hashCode through HashSet, Comparable through Arrays.sort */
	FEAT_ARRAYS = 1 << 9,    /* covariant array stores */
	FEAT_INNER = 1 << 10,    /* inner class reading a private outer field */
	FEAT_LAMBDA = 1 << 11,   /* lambda capturing this */
	FEAT_REFLECT = 1 << 12,  /* reflection probes (off by default) */
	FEAT_EXIT = 1 << 13,     /* main ends in System.exit(checksum of its output & 0x7f):
				    off by default and not in `all`, it needs a JVM per run */
	FEAT_FUNCREF = 1 << 14,  /* lambdas and method references of the user functional
				    interfaces F, G, H (off by default, in `all`) */
	FEAT_LOCALS = 1 << 15,   /* objects in locals of Main: copies to a supertype or interface
				    around try/catch, nested catches, branches, loops (locals.c;
				    off by default and not in `all`: no program without it changes) */
	FEAT_PROTOCOL = 1 << 16, /* the enum N0, the Serializable S0 and the Externalizable S1
				    used through library protocols that call them back by
				    reflection (protocol.c; off by default and not in `all`) */
	FEAT_DEFAULT = (1 << 12) - 1,
};

struct kgen_method {
	int declared;
	enum kgen_access acc;
	enum kgen_body body;
	int arg; /* callee/field/class index, or exception number */
};

struct kgen_field {
	int declared;
	enum kgen_access acc;
	int is_long; /* hiding with another type catches name-only keys */
};

struct kgen_class {
	int parent; /* -1: java.lang.Object */
	int pkg;
	int impl;   /* bit 0: implements J0, bit 1: implements J1 */
	struct kgen_method m[KGEN_MAXM];
	struct kgen_field f[KGEN_MAXF];
	int has_static;      /* static int s with a printing initialiser */
	enum kgen_access static_acc; /* public or package */
	unsigned ov;         /* bit j: declares public int ov(Kj) */
	int has_tostring;
	int has_equals;      /* equals(Object) and hashCode() */
	int comparable;      /* roots only: implements Comparable<Ki> */
	int has_key;         /* public int key(), used by compareTo */
	int has_inner;       /* private pv, inner class In, public int inr() */
	int has_lambda;      /* public int lam() */
	int lambda_call;     /* method lam's lambda calls, or -1 */
};

struct kgen_prog {
	unsigned long long seed, index;
	int C, M, F, P, I;
	int micro; /* micro-mode (M=F=1): m0's and f0's access and body come from INDEX */
	unsigned features;
	struct kgen_class k[KGEN_MAXC];
	unsigned placed; /* features actually placed, for -r and features.txt */
	uint64_t rng;
};

/* SplitMix64. */
uint64_t kgen_next(uint64_t *state);
unsigned kgen_below(uint64_t *state, unsigned n);

/* Number of skeletons for the sizes in p (C!·2^C·2^C, less without p1/J);
 * in micro-mode, times the member combinations of every class. */
unsigned long long kgen_skeletons(const struct kgen_prog *p);

/* Decode p->index into a skeleton and draw members; attempt varies the
 * stream for -r retries.  Returns 0, -1 if the index is out of range, or 1
 * for a micro-mode combination that breaks a Java rule (no program). */
int kgen_build(struct kgen_prog *p, unsigned attempt);

/* Membership (JLS §8.2, §8.4.8): the class declaring method k / field j as
 * seen as a member of class c, or -1. */
int kgen_method_member(const struct kgen_prog *p, int c, int k);
int kgen_field_member(const struct kgen_prog *p, int c, int j);
int kgen_static_member(const struct kgen_prog *p, int c);
/* Whether class c is a subtype of J0 (and so has m0 as a default). */
int kgen_is_j0(const struct kgen_prog *p, int c);
/* Whether Main (in p0, nobody's subclass) may access a member declared in
 * class d with access acc; whether it may call mk on a variable of class a
 * (such a member, or the default m0 of J0). */
int kgen_main_can_access(const struct kgen_prog *p, int d, enum kgen_access acc);
int kgen_main_can_call(const struct kgen_prog *p, int a, int k);
/* Whether c is a (reflexive) subclass of a. */
int kgen_subclass(const struct kgen_prog *p, int c, int a);

/* Check every rule for the declarations and bodies of class c; used for
 * drawing and again for mutants, which change one class. */
int kgen_class_valid(const struct kgen_prog *p, int c);

/* Java source. */
void kgen_emit_class(struct kaba_buf *b, const struct kgen_prog *p, int c);
void kgen_emit_support(struct kaba_buf *b, const struct kgen_prog *p, const char *which);
void kgen_emit_main(struct kaba_buf *b, const struct kgen_prog *p);
void kgen_emit_features(struct kaba_buf *b, const struct kgen_prog *p);
/* With `locals`: Main's methods l1..lN (probes first+1..), returns N. */
int kgen_emit_locals(struct kaba_buf *b, const struct kgen_prog *p, int first);
/* With `protocol`: the types N0, S0 and S1, and Main's method pr() with
 * the probes first+1..; returns their number. */
void kgen_emit_protocol(struct kaba_buf *b, const struct kgen_prog *p, const char *which);
int kgen_emit_protocol_probes(struct kaba_buf *b, int first);

/* Mutant k (1..5, §6): change one class of p in place; returns the class, or
 * -1 if no change of that kind is applicable.  *what describes it. */
int kgen_mutate(struct kgen_prog *p, int k, char *what, int whatlen);

#endif
