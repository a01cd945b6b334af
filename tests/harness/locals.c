/*
 * The `locals` feature: probes that hold the program's objects in local
 * variables of Main, the shapes in which javac's LocalVariableTable (or its
 * absence, without -g) and the order of a method's blocks matter to an
 * analysis.  Every other probe reads the objects from Main's static fields,
 * so without this feature no program has a local of a program class.
 *
 * Each object c seen as each of its views a (its class, every superclass,
 * J0 and J1 when it implements them) gets one method lN with one shape:
 *   TRY_BEFORE  a try/catch on another object, then `Ka v = x; v.mk()`
 *   NESTED      the same inside a catch block of an always-taken handler
 *   IN_TRY      the copy and call inside a try, a second copy after it
 *   BRANCH      `Ka v;` stored in both branches of an if (one local, two
 *               LocalVariableTable ranges), then called and type-checked
 *   LOOP        a local called in a loop and reassigned at its end
 * Shapes and choices come from a stream of their own (seeded by SEED and
 * INDEX), so the rest of a program is the one kgen writes without the
 * feature; the lN run after every other probe, so they do not move the
 * ticks that decide which calls throw there.
 */
#include "kgen.h"

#define PUT(...) kaba_buf_printf(b, __VA_ARGS__)

enum shape { TRY_BEFORE, NESTED, IN_TRY, BRANCH, LOOP, NSHAPES };

struct locals {
	struct kaba_buf *b;
	const struct kgen_prog *p;
	uint64_t rng;
	int n; /* the current probe's number */
};

/* A view: a class index, or C + t for the interface Jt. */
static void put_view(struct locals *l, int a)
{
	if (a < l->p->C)
		kaba_buf_printf(l->b, "t%llu.p%d.K%d", l->p->index, l->p->k[a].pkg, a);
	else
		kaba_buf_printf(l->b, "t%llu.p0.J%d", l->p->index, a - l->p->C);
}

static int implements_j1(const struct kgen_prog *p, int c)
{
	for (; c >= 0; c = p->k[c].parent)
		if (p->k[c].impl >> 1 & 1)
			return 1;
	return 0;
}

/* Whether an object of class y may be stored in a variable of view a. */
static int fits(const struct kgen_prog *p, int y, int a)
{
	if (a < p->C)
		return kgen_subclass(p, y, a);
	return kgen_is_j0(p, y) && (a == p->C || implements_j1(p, y));
}

/* A method Main may call on view a (m0 on an interface), or -1. */
static int draw_call(struct locals *l, int a)
{
	int legal[KGEN_MAXM], n = 0, k;

	if (a >= l->p->C)
		return 0;
	for (k = 0; k < l->p->M; k++)
		if (kgen_main_can_call(l->p, a, k))
			legal[n++] = k;
	return n ? legal[kgen_below(&l->rng, (unsigned)n)] : -1;
}

/* A class whose objects fit view a, other than c when there is one. */
static int draw_fitting(struct locals *l, int c, int a)
{
	int y[KGEN_MAXC], n = 0, i;

	for (i = 0; i < l->p->C; i++)
		if (i != c && fits(l->p, i, a))
			y[n++] = i;
	return n ? y[kgen_below(&l->rng, (unsigned)n)] : c;
}

/* One statement printing var.mk(); inside a try when the program's
 * methods may throw (with `exc`), so that a throw prints and the probe
 * goes on. */
static void say(struct locals *l, const char *indent, const char *var, int k)
{
	struct kaba_buf *b = l->b;

	if (l->p->features & FEAT_EXC)
		PUT("%stry { out(%d, \"loc\", %s.m%d()); } catch (RuntimeException e) { out(%d, \"lx\", 0); }\n",
		    indent, l->n, var, k, l->n);
	else
		PUT("%sout(%d, \"loc\", %s.m%d());\n", indent, l->n, var, k);
}

/* `Kw w = new Kw();` and a try/catch around a call on it (a type check
 * when Main may call nothing on Kw). */
static void other_try(struct locals *l, const char *indent, const char *var)
{
	struct kaba_buf *b = l->b;
	int w = (int)kgen_below(&l->rng, (unsigned)l->p->C), k = draw_call(l, w);

	PUT("%s", indent);
	put_view(l, w);
	PUT(" %s = new ", var);
	put_view(l, w);
	PUT("();\n%stry { ", indent);
	if (k >= 0)
		PUT("out(%d, \"lt\", %s.m%d());", l->n, var, k);
	else
		PUT("out(%d, \"lt\", ((Object) %s) instanceof java.lang.Comparable ? 1 : 0);", l->n, var);
	PUT(" } catch (RuntimeException e) { out(%d, \"lx\", 1); }\n", l->n);
}

/* `Kc x = new Kc();` */
static void new_local(struct locals *l, const char *indent, int c, const char *var)
{
	struct kaba_buf *b = l->b;

	PUT("%s", indent);
	put_view(l, c);
	PUT(" %s = new ", var);
	put_view(l, c);
	PUT("();\n");
}

/* `Ka v = x;` */
static void copy(struct locals *l, const char *indent, int a, const char *to, const char *from)
{
	struct kaba_buf *b = l->b;

	PUT("%s", indent);
	put_view(l, a);
	PUT(" %s = %s;\n", to, from);
}

static void shape(struct locals *l, enum shape s, int c, int a, int k)
{
	struct kaba_buf *b = l->b;
	int y;

	switch (s) {
	case TRY_BEFORE:
		new_local(l, "\t\t", c, "x");
		other_try(l, "\t\t", "w");
		copy(l, "\t\t", a, "v", "x");
		say(l, "\t\t", "v", k);
		break;
	case NESTED:
		PUT("\t\ttry { thr(); } catch (IllegalStateException ise) {\n");
		new_local(l, "\t\t\t", c, "x");
		other_try(l, "\t\t\t", "w");
		copy(l, "\t\t\t", a, "v", "x");
		say(l, "\t\t\t", "v", k);
		PUT("\t\t}\n");
		break;
	case IN_TRY:
		new_local(l, "\t\t", c, "x");
		PUT("\t\ttry {\n");
		copy(l, "\t\t\t", a, "u", "x");
		PUT("\t\t\tout(%d, \"loc\", u.m%d());\n", l->n, k);
		PUT("\t\t} catch (RuntimeException e) { out(%d, \"lx\", 2); }\n", l->n);
		copy(l, "\t\t", a, "v", "x");
		say(l, "\t\t", "v", k);
		break;
	case BRANCH:
		y = draw_fitting(l, c, a);
		PUT("\t\t");
		put_view(l, a);
		PUT(" v;\n\t\tif (flip()) {\n");
		new_local(l, "\t\t\t", c, "x");
		PUT("\t\t\tv = x;\n\t\t} else {\n\t\t\tv = o%d;\n\t\t}\n", y);
		say(l, "\t\t", "v", k);
		PUT("\t\tout(%d, \"lin\", ((Object) v) instanceof ", l->n);
		put_view(l, c);
		PUT(" ? 1 : 0);\n");
		break;
	case LOOP:
		y = draw_fitting(l, c, a);
		new_local(l, "\t\t", c, "x");
		copy(l, "\t\t", a, "v", "x");
		PUT("\t\tfor (int i = 0; i < 2; i++) {\n");
		say(l, "\t\t\t", "v", k);
		PUT("\t\t\tv = o%d;\n\t\t}\n", y);
		say(l, "\t\t", "v", k);
		break;
	case NSHAPES:
		break;
	}
}

/* The method lN of object c seen as view a, if Main may call on a. */
static int probe(struct locals *l, int c, int a, int methods)
{
	struct kaba_buf *b = l->b;
	int k = draw_call(l, a);

	if (k < 0)
		return methods;
	l->n++;
	PUT("\tstatic void l%d() {\n\t\tif (!on(%d)) return;\n", methods + 1, l->n);
	shape(l, (enum shape)kgen_below(&l->rng, NSHAPES), c, a, k);
	PUT("\t}\n");
	return methods + 1;
}

int kgen_emit_locals(struct kaba_buf *b, const struct kgen_prog *p, int first)
{
	struct locals l = { b, p, p->seed * 0xbf58476d1ce4e5b9ULL ^ p->index * 0x94d049bb133111ebULL ^ 0x6c6f63616c73ULL,
			    first };
	int c, a, t, methods = 0;

	kgen_next(&l.rng);
	for (c = 0; c < p->C; c++) {
		for (a = c; a >= 0; a = p->k[a].parent)
			methods = probe(&l, c, a, methods);
		for (t = 0; t < p->I && (p->features & FEAT_IFACE) && p->M > 0; t++)
			if (fits(p, c, p->C + t))
				methods = probe(&l, c, p->C + t, methods);
	}
	return methods;
}
