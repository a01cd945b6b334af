/*
 * Java source for a program model.  One member per line and one probe per
 * line, so line-based delta debugging removes whole members and probes.
 * Names are always fully qualified: no imports to keep consistent while
 * shrinking, and classes of both packages read alike.
 *
 * Printed numbers name the definition that produced them:
 * 100·(class+1) + offset, offsets 1.. methods, 51.. fields, 60.. overloads,
 * 70 key, 75 hashCode, 80 inner, 90 lambda; J0 and J1 are classes C and C+1.
 */
#include "kgen.h"

#define PUT(...) kaba_buf_printf(b, __VA_ARGS__)

static const char *const access_word[] = {
	[ACC_PRIVATE] = "private ", [ACC_PACKAGE] = "",
	[ACC_PROTECTED] = "protected ", [ACC_PUBLIC] = "public ",
};

static int id(int c, int offset)
{
	return 100 * (c + 1) + offset;
}

static void put_class(struct kaba_buf *b, const struct kgen_prog *p, int c)
{
	kaba_buf_printf(b, "t%llu.p%d.K%d", p->index, p->k[c].pkg, c);
}

static void put_type(struct kaba_buf *b, const struct kgen_prog *p, int t)
{
	if (t < p->C)
		put_class(b, p, t);
	else
		PUT("t%llu.p0.J%d", p->index, t - p->C);
}

static void emit_body(struct kaba_buf *b, const struct kgen_prog *p, int c, int k)
{
	const struct kgen_method *m = &p->k[c].m[k];
	int v = id(c, k + 1);

	switch (m->body) {
	case BODY_LITERAL:
		PUT("return %d;", v);
		break;
	case BODY_SUPER:
		PUT("return %d + super.m%d();", v, k);
		break;
	case BODY_SELF:
		PUT("return %d + this.m%d();", v, k);
		break;
	case BODY_CALL:
		PUT("return %d + this.m%d();", v, m->arg);
		break;
	case BODY_FIELD_THIS:
		PUT("return %d + (int) this.f%d;", v, m->arg);
		break;
	case BODY_FIELD_SUPER:
		PUT("return %d + (int) super.f%d;", v, m->arg);
		break;
	case BODY_STATIC:
		PUT("return %d + (++", v);
		put_class(b, p, c);
		PUT(".s);");
		break;
	case BODY_THROW:
		PUT("if ((t%llu.p0.Main.tick() & 1) == 0) throw new t%llu.p%d.E%d(%d); return %d;",
		    p->index, p->index, m->arg == 1, m->arg, v, v);
		break;
	case BODY_INSTANCEOF:
		PUT("return %d + (((Object) this) instanceof ", v);
		put_type(b, p, m->arg);
		PUT(" ? 1 : 0);");
		break;
	}
}

void kgen_emit_class(struct kaba_buf *b, const struct kgen_prog *p, int c)
{
	const struct kgen_class *k = &p->k[c];
	const char *sep = " implements ";
	int i, root = c;

	while (p->k[root].parent >= 0)
		root = p->k[root].parent;
	PUT("package t%llu.p%d;\n\npublic class K%d", p->index, k->pkg, c);
	if (k->parent >= 0) {
		PUT(" extends ");
		put_class(b, p, k->parent);
	}
	for (i = 0; i < 2; i++) {
		if (k->impl >> i & 1) {
			PUT("%st%llu.p0.J%d", sep, p->index, i);
			sep = ", ";
		}
	}
	if (k->comparable) {
		PUT("%sjava.lang.Comparable<", sep);
		put_class(b, p, c);
		PUT(">");
	}
	PUT(" {\n");
	if (k->has_static)
		PUT("\t%sstatic int s = t%llu.p0.Main.clinit(%d);\n", access_word[k->static_acc],
		    p->index, id(c, 0));
	for (i = 0; i < p->F; i++)
		if (k->f[i].declared)
			PUT("\t%s%s f%d = %d%s;\n", access_word[k->f[i].acc],
			    k->f[i].is_long ? "long" : "int", i, id(c, 51 + i),
			    k->f[i].is_long ? "L" : "");
	if (p->features & FEAT_CTOR)
		PUT("\tpublic K%d() { t%llu.p0.Main.log(\"ctor\", %d); }\n", c, p->index, id(c, 0));
	for (i = 0; i < p->M; i++) {
		if (!k->m[i].declared)
			continue;
		PUT("\t%sint m%d() { ", access_word[k->m[i].acc], i);
		emit_body(b, p, c, i);
		PUT(" }\n");
	}
	for (i = 0; i < p->C; i++) {
		if (k->ov >> i & 1) {
			PUT("\tpublic int ov(");
			put_class(b, p, i);
			PUT(" x) { return %d; }\n", id(c, 60 + i));
		}
	}
	if (k->has_tostring)
		PUT("\tpublic String toString() { return \"s\" + %d; }\n", id(c, 0));
	if (k->has_equals) {
		PUT("\tpublic boolean equals(Object o) { return o instanceof ");
		put_class(b, p, c);
		PUT("; }\n\tpublic int hashCode() { return %d; }\n", id(c, 75));
	}
	if (k->has_key)
		PUT("\tpublic int key() { return %d; }\n", id(c, 70));
	if (k->comparable) {
		PUT("\tpublic int compareTo(");
		put_class(b, p, c);
		PUT(" o) { return Integer.compare(this.key(), o.key()); }\n");
	}
	if (k->has_inner) {
		PUT("\tprivate int pv = %d;\n", id(c, 80));
		PUT("\tclass In { int g() { return %d + pv; } }\n", id(c, 81));
		PUT("\tpublic int inr() { return new In().g(); }\n");
	}
	if (k->has_lambda) {
		PUT("\tpublic int lam() { java.util.function.IntSupplier q = () -> %d", id(c, 90));
		if (k->lambda_call >= 0)
			PUT(" + this.m%d()", k->lambda_call);
		PUT("; return q.getAsInt(); }\n");
	}
	PUT("}\n");
}

/* The fixed types: E0, E1, E2, J0, J1; with `funcref` the functional
 * interfaces F<T> (its parameter erased to Object), G (a parameter of the
 * root class K0) and H (no parameter: bound references). */
void kgen_emit_support(struct kaba_buf *b, const struct kgen_prog *p, const char *which)
{
	unsigned long long n = p->index;

	if (which[0] == 'F') {
		PUT("package t%llu.p0;\n\npublic interface F<T> {\n\tint ap(T t);\n}\n", n);
	} else if (which[0] == 'G') {
		PUT("package t%llu.p0;\n\npublic interface G {\n\tint ap(", n);
		put_class(b, p, 0);
		PUT(" o);\n}\n");
	} else if (which[0] == 'H') {
		PUT("package t%llu.p0;\n\npublic interface H {\n\tint ap();\n}\n", n);
	} else if (which[0] == 'E' && which[1] == '2') {
		PUT("package t%llu.p0;\n\npublic class E2 extends t%llu.p0.E0 {\n"
		    "\tpublic E2(int code) { super(code); }\n}\n", n, n);
	} else if (which[0] == 'E') {
		PUT("package t%llu.p%d;\n\npublic class %s extends RuntimeException {\n"
		    "\tpublic final int code;\n"
		    "\tpublic %s(int code) { this.code = code; }\n}\n",
		    n, which[1] == '1', which, which);
	} else if (which[1] == '0') {
		PUT("package t%llu.p0;\n\npublic interface J0 {\n", n);
		if (p->M > 0)
			PUT("\tdefault int m0() { return %d; }\n", id(p->C, 1));
		PUT("}\n");
	} else {
		PUT("package t%llu.p0;\n\npublic interface J1 extends t%llu.p0.J0 {\n", n, n);
		if (p->M > 0)
			PUT("\tdefault int m0() { return %d; }\n", id(p->C + 1, 1));
		PUT("}\n");
	}
}

/* Probes are numbered; Main splits them into methods g1, g2, ... */
struct probes {
	struct kaba_buf *b;
	const struct kgen_prog *p;
	int n;      /* probes so far */
	int groups; /* methods opened */
};

#define PROBES_PER_METHOD 40

static void probe_open(struct probes *q)
{
	struct kaba_buf *b = q->b;

	if (q->n % PROBES_PER_METHOD == 0) {
		if (q->groups)
			PUT("\t}\n");
		PUT("\tstatic void g%d() throws Exception {\n", ++q->groups);
	}
	q->n++;
}

/* A probe whose expression may throw one of the program's exceptions
 * (without `exc` the program has none). */
static void probe_begin(struct probes *q)
{
	probe_open(q);
	kaba_buf_printf(q->b, "\t\tif (on(%d)) %sout(%d, \"", q->n, q->p->features & FEAT_EXC ? "try { " : "", q->n);
}

static void probe_end(struct probes *q, const char *kind)
{
	struct kaba_buf *b = q->b;
	unsigned long long t = q->p->index;
	int n = q->n;

	if (!(q->p->features & FEAT_EXC)) {
		PUT(");\n");
		return;
	}
	PUT("); } catch (t%llu.p0.E2 e) { ex(%d, \"%s\", 2, e.code); }"
	    " catch (t%llu.p0.E0 e) { ex(%d, \"%s\", 0, e.code); }"
	    " catch (t%llu.p1.E1 e) { ex(%d, \"%s\", 1, e.code); }\n",
	    t, n, kind, t, n, kind, t, n, kind);
}

static void put_receiver(struct probes *q, int c, int a)
{
	struct kaba_buf *b = q->b;

	PUT("((");
	put_class(b, q->p, a);
	PUT(") o%d)", c);
}

/* With `funcref`, the call of method k on object c seen as type a again,
 * through lambdas and method references of the user functional interfaces:
 * unbound (F<Ka>, dispatching on c) and bound (H) when a is c's own class,
 * a lambda (G) when a is K0. */
static void probe_funcref(struct probes *q, int c, int a, int k)
{
	const struct kgen_prog *p = q->p;
	struct kaba_buf *b = q->b;

	if (a == c) {
		probe_begin(q);
		PUT("fref\", ((t%llu.p0.F<", p->index);
		put_class(b, p, a);
		PUT(">) ");
		put_class(b, p, a);
		PUT("::m%d).ap(o%d)", k, c);
		probe_end(q, "fref");
		probe_begin(q);
		PUT("href\", ((t%llu.p0.H) ", p->index);
		put_receiver(q, c, a);
		PUT("::m%d).ap()", k);
		probe_end(q, "href");
	}
	if (a == 0) {
		probe_begin(q);
		PUT("gref\", ((t%llu.p0.G) x -> x.m%d()).ap(o%d)", p->index, k, c);
		probe_end(q, "gref");
	}
}

/* Calls, field reads and overload calls on object c seen as static type a. */
static void probe_members(struct probes *q, int c, int a)
{
	const struct kgen_prog *p = q->p;
	struct kaba_buf *b = q->b;
	int k, d, x, j, s;

	for (k = 0; k < p->M; k++) {
		if (!kgen_main_can_call(p, a, k))
			continue;
		d = kgen_method_member(p, a, k);
		probe_begin(q);
		PUT("call\", ");
		put_receiver(q, c, a);
		PUT(".m%d()", k);
		probe_end(q, "call");
		if (d >= 0 && (p->features & FEAT_FUNCREF))
			probe_funcref(q, c, a, k);
	}
	for (j = 0; j < p->F; j++) {
		d = kgen_field_member(p, a, j);
		if (d < 0 || !kgen_main_can_access(p, d, p->k[d].f[j].acc))
			continue;
		probe_begin(q);
		PUT("get\", ");
		put_receiver(q, c, a);
		PUT(".f%d", j);
		probe_end(q, "get");
	}
	for (x = 0; x < p->C; x++) {
		/* ov(Kj) overloads visible in a that accept a Kx: the most
		 * specific is unique because the Kj are all ancestors of x. */
		int any = 0;

		for (s = a; s >= 0 && !any; s = p->k[s].parent)
			for (j = 0; j < p->C; j++)
				if ((p->k[s].ov >> j & 1) && kgen_subclass(p, x, j))
					any = 1;
		if (!any)
			continue;
		probe_begin(q);
		PUT("ov\", ");
		put_receiver(q, c, a);
		PUT(".ov(o%d)", x);
		probe_end(q, "ov");
	}
	for (s = a; s >= 0; s = p->k[s].parent) {
		if (p->k[s].has_inner) {
			probe_begin(q);
			PUT("inner\", ");
			put_receiver(q, c, a);
			PUT(".inr()");
			probe_end(q, "inner");
			break;
		}
	}
	for (s = a; s >= 0; s = p->k[s].parent) {
		if (p->k[s].has_lambda) {
			probe_begin(q);
			PUT("lambda\", ");
			put_receiver(q, c, a);
			PUT(".lam()");
			probe_end(q, "lambda");
			break;
		}
	}
}

/* Probes that depend only on the object: toString, interfaces, casts. */
static void probe_object(struct probes *q, int c)
{
	const struct kgen_prog *p = q->p;
	struct kaba_buf *b = q->b;
	int s, t, j1 = 0;

	for (s = c; s >= 0; s = p->k[s].parent) {
		if (p->k[s].has_tostring) {
			probe_begin(q);
			PUT("str\", \"\" + o%d", c);
			probe_end(q, "str");
			break;
		}
	}
	for (s = c; s >= 0; s = p->k[s].parent)
		j1 |= p->k[s].impl >> 1 & 1;
	if ((p->features & FEAT_IFACE) && p->M > 0 && kgen_is_j0(p, c)) {
		for (t = 0; t <= j1; t++) {
			probe_begin(q);
			PUT("icall\", ((t%llu.p0.J%d) o%d).m0()", p->index, t, c);
			probe_end(q, "icall");
		}
	}
	if (p->features & FEAT_CASTS) {
		for (t = 0; t < p->C + (p->I > 0 ? p->I : 0); t++) {
			probe_open(q);
			PUT("\t\tif (on(%d)) out(%d, \"inst\", ((Object) o%d) instanceof ", q->n, q->n, c);
			put_type(b, p, t);
			PUT(" ? 1 : 0);\n");
			probe_open(q);
			PUT("\t\tif (on(%d)) try { ", q->n);
			put_type(b, p, t);
			PUT(" y = (");
			put_type(b, p, t);
			PUT(") (Object) o%d; out(%d, \"cast\", 1); } catch (ClassCastException e) { out(%d, \"cast\", 0); }\n",
			    c, q->n, q->n);
		}
	}
	if (p->features & FEAT_REFLECT) {
		probe_open(q);
		PUT("\t\tif (on(%d)) out(%d, \"refl\", o%d.getClass().getSimpleName() + \" \" + o%d.getClass().getSuperclass().getSimpleName());\n",
		    q->n, q->n, c, c);
		probe_open(q);
		PUT("\t\tif (on(%d)) out(%d, \"refl\", Class.forName(\"t%llu.p%d.K%d\").getDeclaredMethods().length);\n",
		    q->n, q->n, p->index, p->k[c].pkg, c);
		/* every int field of the object's classes read through the object,
		 * statics too, as reflective printers do: a static `s` hiding
		 * its parent's lands on the object's row in a traced table */
		probe_open(q);
		PUT("\t\tif (on(%d)) out(%d, \"refl\", fieldSum(o%d));\n", q->n, q->n, c);
	}
}

static int overrides_equals(const struct kgen_prog *p, int c)
{
	for (; c >= 0; c = p->k[c].parent)
		if (p->k[c].has_equals)
			return 1;
	return 0;
}

/* §7.13: equals called directly and by HashSet.contains, which also calls
 * hashCode; only between objects whose hashCode is overridden, since an
 * identity hash would make the bucket, and so the answer, vary. */
static void probe_equals(struct probes *q, int c)
{
	const struct kgen_prog *p = q->p;
	struct kaba_buf *b = q->b;
	int x;

	if (!overrides_equals(p, c))
		return;
	for (x = 0; x < p->C; x++) {
		probe_begin(q);
		PUT("eq\", ((Object) o%d).equals(o%d) ? 1 : 0", c, x);
		probe_end(q, "eq");
		if (!overrides_equals(p, x))
			continue;
		probe_begin(q);
		PUT("hash\", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o%d)).contains(o%d) ? 1 : 0", c, x);
		probe_end(q, "hash");
	}
}

/* §7.8: a Ka[] that is really a Kb[] accepts a Kb and refuses a Ka. */
static void probe_arrays(struct probes *q, int c)
{
	const struct kgen_prog *p = q->p;
	struct kaba_buf *b = q->b;
	int a = p->k[c].parent, x;

	if (a < 0 || !(p->features & FEAT_ARRAYS))
		return;
	for (x = 0; x < 2; x++) {
		probe_open(q);
		PUT("\t\tif (on(%d)) try { ", q->n);
		put_class(b, p, a);
		PUT("[] r = new ");
		put_class(b, p, c);
		PUT("[1]; r[0] = o%d; out(%d, \"arr\", 1); } catch (ArrayStoreException e) { out(%d, \"arr\", 0); }\n",
		    x ? a : c, q->n, q->n);
	}
}

/* §7.13: Arrays.sort calls compareTo, a library callback. */
static void probe_sort(struct probes *q, int r)
{
	const struct kgen_prog *p = q->p;
	struct kaba_buf *b = q->b;
	const char *sep = "";
	int c;

	probe_begin(q);
	PUT("sort\", sorted(new ");
	put_class(b, p, r);
	PUT("[] {");
	for (c = p->C - 1; c >= 0; c--) {
		if (kgen_subclass(p, c, r)) {
			PUT("%so%d", sep, c);
			sep = ", ";
		}
	}
	PUT("})");
	probe_end(q, "sort");
}

void kgen_emit_main(struct kaba_buf *b, const struct kgen_prog *p)
{
	struct probes q = { b, p, 0, 0 };
	unsigned long long t = p->index;
	int c, a, d, g, locals = 0, protocol = 0;
	/* With `exit` every printed line also goes into a checksum, main's
	 * exit status (§2): a rewrite that changes it changes the status. */
	const char *say = p->features & FEAT_EXIT ? "say" : "System.out.println";

	PUT("package t%llu.p0;\n\npublic class Main {\n", t);
	PUT("\tstatic String mode = \"all\";\n\tstatic int ticks;\n");
	if (p->features & FEAT_EXIT)
		PUT("\tstatic int sum;\n"
		    "\tstatic void say(String s) { System.out.println(s); sum = 31 * sum + s.hashCode(); }\n");
	for (c = 0; c < p->C; c++) {
		PUT("\tstatic ");
		put_class(b, p, c);
		PUT(" o%d;\n", c);
	}
	if (p->features & FEAT_REFLECT)
		PUT("\tstatic int fieldSum(Object o) throws IllegalAccessException { int s = 0;"
		    " for (Class<?> c = o.getClass(); c != Object.class; c = c.getSuperclass())"
		    " for (java.lang.reflect.Field f : c.getDeclaredFields())"
		    " if (f.getType() == int.class) { f.setAccessible(true); s += f.getInt(o); } return s; }\n");
	PUT("\tstatic boolean on(int n) { return mode.equals(\"all\") || (n %% 2 == 0) == mode.equals(\"even\"); }\n"
	    "\tstatic void out(int n, String kind, Object v) { %s(kind + \"#\" + n + \" \" + v); }\n"
	    "\tstatic void ex(int n, String kind, int e, int code) { %s(kind + \"#\" + n + \" !E\" + e + \" \" + code); }\n"
	    "\tpublic static void log(String what, int id) { %s(what + \" \" + id); }\n"
	    "\tpublic static int clinit(int id) { log(\"clinit\", id); return id; }\n"
	    "\tpublic static int tick() { return ticks++; }\n"
	    /* The sorted order as positions in the unsorted array: no names. */
	    "\tstatic String sorted(Object[] a) { Object[] s = a.clone(); java.util.Arrays.sort(s); StringBuilder r = new StringBuilder();"
	    " for (Object o : s) for (int i = 0; i < a.length; i++) if (a[i] == o) r.append(i).append(','); return r.toString(); }\n",
	    say, say, say);
	/* Statics first: reading Kb.s declared in Ka initialises only Ka (§7.10). */
	PUT("\tstatic void statics() {\n");
	for (a = 0; a < p->C; a++) {
		d = kgen_static_member(p, a);
		if (d < 0 || !kgen_main_can_access(p, d, p->k[d].static_acc))
			continue;
		q.n++;
		PUT("\t\tif (on(%d)) out(%d, \"static\", ", q.n, q.n);
		put_class(b, p, a);
		PUT(".s);\n");
	}
	PUT("\t}\n\tstatic void objects() {\n");
	for (c = 0; c < p->C; c++) {
		PUT("\t\to%d = new ", c);
		put_class(b, p, c);
		PUT("();\n");
	}
	PUT("\t}\n");
	/* Probe methods start on a fresh group boundary. */
	q.n = 0;
	for (c = 0; c < p->C; c++) {
		for (a = c; a >= 0; a = p->k[a].parent)
			probe_members(&q, c, a);
		probe_object(&q, c);
		probe_arrays(&q, c);
		probe_equals(&q, c);
		if (p->k[c].comparable)
			probe_sort(&q, c);
	}
	if (q.groups)
		PUT("\t}\n");
	if (p->features & FEAT_LOCALS) {
		PUT("\tstatic int flips;\n\tstatic boolean flip() { return (flips++ & 1) == 0; }\n"
		    "\tstatic void thr() { throw new IllegalStateException(); }\n");
		locals = kgen_emit_locals(b, p, q.n);
	}
	if (p->features & FEAT_PROTOCOL)
		protocol = kgen_emit_protocol_probes(b, q.n + locals);
	PUT("\tpublic static void main(String[] args) throws Exception {\n"
	    "\t\tif (args.length > 0) mode = args[0];\n"
	    "\t\tstatics();\n\t\tobjects();\n");
	for (g = 1; g <= q.groups; g++)
		PUT("\t\tg%d();\n", g);
	for (g = 1; g <= locals; g++)
		PUT("\t\tl%d();\n", g);
	if (protocol)
		PUT("\t\tpr();\n");
	if (p->features & FEAT_EXIT)
		PUT("\t\tSystem.exit(sum & 0x7f);\n");
	PUT("\t}\n}\n");
}
