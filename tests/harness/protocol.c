/*
 * The `protocol` feature: the program's classes used through library
 * protocols that call them back by reflection, with no call in the program
 * that names the method called.  Such callbacks are what a points-to
 * analysis misses unless it models the protocol (the sweep of real
 * programs found two: an enum's values(), serialization's private hooks).
 *
 *   N0  an enum in p0 whose constants' bodies and field mention program
 *       classes; Main reaches it through valueOf, Enum.valueOf, EnumSet,
 *       EnumMap, getEnumConstants, a switch and the object streams (all
 *       call the enum's values() reflectively)
 *   S0  a Serializable subclass of a drawn program class, with the private
 *       hooks writeObject, readObject, writeReplace and readResolve; the
 *       stream makes the object through the superclass's no-argument
 *       constructor
 *   S1  an Externalizable class whose public no-argument constructor only
 *       the stream calls
 *
 * The bodies call methods Main may call (a stream of their own, seeded by
 * SEED and INDEX), each in a try, so a throwing method prints and the probe
 * goes on.  Main's method pr() runs after every other probe; without the
 * feature no program changes.
 */
#include "kgen.h"

#define PUT(...) kaba_buf_printf(b, __VA_ARGS__)

/* The drawn parts: S0's superclass and the calls in each body. */
struct protocol {
	int super;   /* S0 extends K(super) */
	int cls[6];  /* classes of the objects the bodies make */
	int call[6]; /* the method each body calls on them, or -1 */
};

enum { ENUM_BODY, ENUM_FIELD, WRITE_HOOK, READ_HOOK, S0_VALUE, EXTERNAL };

static void draw(const struct kgen_prog *p, struct protocol *d)
{
	uint64_t rng = p->seed * 0xd6e8feb86659fd93ULL ^ p->index * 0x2545f4914f6cdd1dULL ^ 0x70726f746fULL;
	int i, k, legal[KGEN_MAXM], n;

	kgen_next(&rng);
	d->super = (int)kgen_below(&rng, (unsigned)p->C);
	for (i = 0; i < 6; i++) {
		/* S0's value calls a method it inherits */
		d->cls[i] = i == S0_VALUE ? d->super : (int)kgen_below(&rng, (unsigned)p->C);
		for (n = 0, k = 0; k < p->M; k++)
			if (kgen_main_can_call(p, d->cls[i], k))
				legal[n++] = k;
		d->call[i] = n ? legal[kgen_below(&rng, (unsigned)n)] : -1;
	}
}

static void put_class(struct kaba_buf *b, const struct kgen_prog *p, int c)
{
	PUT("t%llu.p%d.K%d", p->index, p->k[c].pkg, c);
}

/* `new Kc()` */
static void put_new(struct kaba_buf *b, const struct kgen_prog *p, int c)
{
	PUT("new ");
	put_class(b, p, c);
	PUT("()");
}

/* `Kc var = new Kc();` */
static void put_local(struct kaba_buf *b, const struct kgen_prog *p, int c, const char *var)
{
	put_class(b, p, c);
	PUT(" %s = ", var);
	put_new(b, p, c);
	PUT(";");
}

/* `return BASE + x.mk();` in a try (x: an expression of class d->cls[i]),
 * or BASE alone when Main may call nothing on that class. */
static void put_return(struct kaba_buf *b, const struct protocol *d, int i,
		       const char *x, int base)
{
	if (d->call[i] < 0) {
		PUT("return %d + (%s == null ? 0 : 1);", base, x);
		return;
	}
	PUT("try { return %d + %s.m%d(); } catch (RuntimeException e) { return %d; }", base, x, d->call[i], -base);
}

static void emit_enum(struct kaba_buf *b, const struct kgen_prog *p, const struct protocol *d)
{
	PUT("package t%llu.p0;\n\npublic enum N0 {\n\tA, B {\n\t\tpublic int v() { ", p->index);
	put_local(b, p, d->cls[ENUM_BODY], "x");
	PUT(" ");
	put_return(b, d, ENUM_BODY, "x", 7000);
	PUT(" }\n\t}, C;\n\tfinal ");
	put_local(b, p, d->cls[ENUM_FIELD], "k");
	PUT("\n\tpublic int v() { ");
	put_return(b, d, ENUM_FIELD, "k", 7100);
	PUT(" }\n}\n");
}

static void emit_serializable(struct kaba_buf *b, const struct kgen_prog *p, const struct protocol *d)
{
	PUT("package t%llu.p0;\n\nimport java.io.*;\n\npublic class S0 extends ", p->index);
	put_class(b, p, d->super);
	PUT(" implements Serializable {\n\tint n;\n\ttransient ");
	put_class(b, p, d->cls[WRITE_HOOK]);
	PUT(" k;\n\tpublic S0(int n) { this.n = n; k = ");
	put_new(b, p, d->cls[WRITE_HOOK]);
	PUT("; }\n\tint w() { ");
	put_return(b, d, WRITE_HOOK, "k", 7200);
	PUT(" }\n\tint r(");
	put_class(b, p, d->cls[READ_HOOK]);
	PUT(" x) { ");
	put_return(b, d, READ_HOOK, "x", 7300);
	PUT(" }\n\tpublic int v() { ");
	put_return(b, d, S0_VALUE, "this", 7400);
	PUT(" }\n"
	    "\tprivate void writeObject(ObjectOutputStream out) throws IOException {"
	    " Main.log(\"writeObject\", n); out.defaultWriteObject(); out.writeInt(w()); }\n"
	    "\tprivate void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {"
	    " in.defaultReadObject(); int h = in.readInt(); ");
	put_local(b, p, d->cls[READ_HOOK], "x");
	PUT(" Main.log(\"readObject\", h + r(x)); }\n"
	    "\tprivate Object writeReplace() { Main.log(\"writeReplace\", n); return n %% 2 == 0 ? this : new S0(n + 1); }\n"
	    "\tprivate Object readResolve() { Main.log(\"readResolve\", n); k = ");
	put_new(b, p, d->cls[WRITE_HOOK]);
	PUT("; return this; }\n}\n");
}

static void emit_externalizable(struct kaba_buf *b, const struct kgen_prog *p, const struct protocol *d)
{
	PUT("package t%llu.p0;\n\nimport java.io.*;\n\npublic class S1 implements Externalizable {\n\tint n;\n\t",
	    p->index);
	put_class(b, p, d->cls[EXTERNAL]);
	PUT(" k;\n\tpublic S1() { Main.log(\"S1()\", 0); k = ");
	put_new(b, p, d->cls[EXTERNAL]);
	PUT("; }\n\tpublic S1(int n) { this.n = n; }\n\tpublic int v() { ");
	put_return(b, d, EXTERNAL, "k", 7500);
	PUT(" }\n\tpublic void writeExternal(ObjectOutput out) throws IOException { out.writeInt(n); }\n"
	    "\tpublic void readExternal(ObjectInput in) throws IOException { n = in.readInt() + v(); }\n}\n");
}

void kgen_emit_protocol(struct kaba_buf *b, const struct kgen_prog *p, const char *which)
{
	struct protocol d;

	draw(p, &d);
	if (which[0] == 'N')
		emit_enum(b, p, &d);
	else if (which[1] == '0')
		emit_serializable(b, p, &d);
	else
		emit_externalizable(b, p, &d);
}

/* One probe: `if (on(N)) try { STATEMENTS } catch (...) {...}`, each # of
 * the statements replaced by N.  A program's exception prints as "user"
 * (its class may be restructured), the JDK's with its message. */
static void probe(struct kaba_buf *b, int *n, const char *fmt)
{
	++*n;
	PUT("\t\tif (on(%d)) try { ", *n);
	for (; *fmt; fmt++) {
		if (*fmt == '#')
			PUT("%d", *n);
		else
			PUT("%c", *fmt);
	}
	PUT(" } catch (RuntimeException e) { out(%d, \"prx\", e.getClass().getName().startsWith(\"java.\") ? e.toString() : \"user\"); }\n",
	    *n);
}

int kgen_emit_protocol_probes(struct kaba_buf *b, int first)
{
	int n = first;

	PUT("\tstatic Object copy(Object o) throws Exception {\n"
	    "\t\tjava.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();\n"
	    "\t\ttry (java.io.ObjectOutputStream out = new java.io.ObjectOutputStream(bytes)) { out.writeObject(o); }\n"
	    "\t\ttry (java.io.ObjectInputStream in = new java.io.ObjectInputStream(new java.io.ByteArrayInputStream(bytes.toByteArray()))) {"
	    " return in.readObject(); }\n\t}\n"
	    "\tstatic int sw(N0 e) { switch (e) { case A: return 1; case B: return 2; default: return 3; } }\n"
	    "\tstatic void pr() throws Exception {\n");
	probe(b, &n, "out(#, \"enum\", N0.valueOf(\"B\").v());");
	probe(b, &n, "out(#, \"enum\", Enum.valueOf(N0.class, \"C\").v());");
	probe(b, &n, "int s = 0; for (N0 e : java.util.EnumSet.allOf(N0.class)) s = 31 * s + e.v(); out(#, \"eset\", s);");
	probe(b, &n, "out(#, \"eset\", java.util.EnumSet.complementOf(java.util.EnumSet.of(N0.A)));");
	probe(b, &n, "java.util.EnumMap<N0, Integer> m = new java.util.EnumMap<>(N0.class);"
		     " for (N0 e : N0.values()) m.put(e, e.v()); m.remove(N0.A); out(#, \"emap\", m);");
	probe(b, &n, "out(#, \"econst\", N0.class.getEnumConstants().length + sw(N0.C) * 10);");
	probe(b, &n, "out(#, \"enum\", N0.valueOf(\"Z\"));");
	probe(b, &n, "out(#, \"eser\", copy(N0.B) == N0.B ? 1 : 0);");
	probe(b, &n, "S0 a = (S0) copy(new S0(4)); out(#, \"ser\", a.n + \" \" + a.v());");
	probe(b, &n, "S0 a = (S0) copy(new S0(5)); out(#, \"ser\", a.n + \" \" + a.v());");
	probe(b, &n, "S1 a = (S1) copy(new S1(6)); out(#, \"ext\", a.n + \" \" + a.v());");
	PUT("\t}\n");
	return n - first;
}
