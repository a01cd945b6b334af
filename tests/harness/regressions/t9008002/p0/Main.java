package t9008002.p0;

public class Main {
	static String mode = "all";
	static int ticks;
	static t9008002.p0.K0 o0;
	static t9008002.p0.K1 o1;
	static t9008002.p1.K2 o2;
	static t9008002.p0.K3 o3;
	static boolean on(int n) { return mode.equals("all") || (n % 2 == 0) == mode.equals("even"); }
	static void out(int n, String kind, Object v) { System.out.println(kind + "#" + n + " " + v); }
	static void ex(int n, String kind, int e, int code) { System.out.println(kind + "#" + n + " !E" + e + " " + code); }
	public static void log(String what, int id) { System.out.println(what + " " + id); }
	public static int clinit(int id) { log("clinit", id); return id; }
	public static int tick() { return ticks++; }
	static String sorted(Object[] a) { Object[] s = a.clone(); java.util.Arrays.sort(s); StringBuilder r = new StringBuilder(); for (Object o : s) for (int i = 0; i < a.length; i++) if (a[i] == o) r.append(i).append(','); return r.toString(); }
	static void statics() {
		if (on(1)) out(1, "static", t9008002.p0.K0.s);
	}
	static void objects() {
		o0 = new t9008002.p0.K0();
		o1 = new t9008002.p0.K1();
		o2 = new t9008002.p1.K2();
		o3 = new t9008002.p0.K3();
	}
	static void g1() throws Exception {
		if (on(1)) try { out(1, "call", ((t9008002.p0.K0) o0).m0()); } catch (t9008002.p0.E2 e) { ex(1, "call", 2, e.code); } catch (t9008002.p0.E0 e) { ex(1, "call", 0, e.code); } catch (t9008002.p1.E1 e) { ex(1, "call", 1, e.code); }
		if (on(2)) try { out(2, "call", ((t9008002.p0.K0) o0).m1()); } catch (t9008002.p0.E2 e) { ex(2, "call", 2, e.code); } catch (t9008002.p0.E0 e) { ex(2, "call", 0, e.code); } catch (t9008002.p1.E1 e) { ex(2, "call", 1, e.code); }
	}
	static void g2() throws Exception {
		if (on(48)) try { out(48, "call", ((t9008002.p1.K2) o2).m1()); } catch (t9008002.p0.E2 e) { ex(48, "call", 2, e.code); } catch (t9008002.p0.E0 e) { ex(48, "call", 0, e.code); } catch (t9008002.p1.E1 e) { ex(48, "call", 1, e.code); }
		if (on(49)) try { out(49, "call", ((t9008002.p1.K2) o2).m2()); } catch (t9008002.p0.E2 e) { ex(49, "call", 2, e.code); } catch (t9008002.p0.E0 e) { ex(49, "call", 0, e.code); } catch (t9008002.p1.E1 e) { ex(49, "call", 1, e.code); }
		if (on(50)) try { out(50, "get", ((t9008002.p1.K2) o2).f1); } catch (t9008002.p0.E2 e) { ex(50, "get", 2, e.code); } catch (t9008002.p0.E0 e) { ex(50, "get", 0, e.code); } catch (t9008002.p1.E1 e) { ex(50, "get", 1, e.code); }
		if (on(51)) try { out(51, "ov", ((t9008002.p1.K2) o2).ov(o0)); } catch (t9008002.p0.E2 e) { ex(51, "ov", 2, e.code); } catch (t9008002.p0.E0 e) { ex(51, "ov", 0, e.code); } catch (t9008002.p1.E1 e) { ex(51, "ov", 1, e.code); }
		if (on(58)) try { out(58, "call", ((t9008002.p0.K1) o2).m2()); } catch (t9008002.p0.E2 e) { ex(58, "call", 2, e.code); } catch (t9008002.p0.E0 e) { ex(58, "call", 0, e.code); } catch (t9008002.p1.E1 e) { ex(58, "call", 1, e.code); }
		if (on(80)) try { out(80, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o2)).contains(o1) ? 1 : 0); } catch (t9008002.p0.E2 e) { ex(80, "hash", 2, e.code); } catch (t9008002.p0.E0 e) { ex(80, "hash", 0, e.code); } catch (t9008002.p1.E1 e) { ex(80, "hash", 1, e.code); }
	}
	static void g3() throws Exception {
		if (on(119)) try { out(119, "eq", ((Object) o3).equals(o1) ? 1 : 0); } catch (t9008002.p0.E2 e) { ex(119, "eq", 2, e.code); } catch (t9008002.p0.E0 e) { ex(119, "eq", 0, e.code); } catch (t9008002.p1.E1 e) { ex(119, "eq", 1, e.code); }
		if (on(120)) try { out(120, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o3)).contains(o1) ? 1 : 0); } catch (t9008002.p0.E2 e) { ex(120, "hash", 2, e.code); } catch (t9008002.p0.E0 e) { ex(120, "hash", 0, e.code); } catch (t9008002.p1.E1 e) { ex(120, "hash", 1, e.code); }
	}
	static void g4() throws Exception {
		if (on(121)) try { out(121, "eq", ((Object) o3).equals(o2) ? 1 : 0); } catch (t9008002.p0.E2 e) { ex(121, "eq", 2, e.code); } catch (t9008002.p0.E0 e) { ex(121, "eq", 0, e.code); } catch (t9008002.p1.E1 e) { ex(121, "eq", 1, e.code); }
		if (on(124)) try { out(124, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o3)).contains(o3) ? 1 : 0); } catch (t9008002.p0.E2 e) { ex(124, "hash", 2, e.code); } catch (t9008002.p0.E0 e) { ex(124, "hash", 0, e.code); } catch (t9008002.p1.E1 e) { ex(124, "hash", 1, e.code); }
	}
	static int flips;
	static boolean flip() { return (flips++ & 1) == 0; }
	static void thr() { throw new IllegalStateException(); }
	static void l1() {
		if (!on(125)) return;
		t9008002.p0.K0 x = new t9008002.p0.K0();
		t9008002.p0.K0 w = new t9008002.p0.K0();
		try { out(125, "lt", w.m1()); } catch (RuntimeException e) { out(125, "lx", 1); }
		t9008002.p0.K0 v = x;
		try { out(125, "loc", v.m0()); } catch (RuntimeException e) { out(125, "lx", 0); }
	}
	static void l2() {
		if (!on(126)) return;
		try { thr(); } catch (IllegalStateException ise) {
			t9008002.p0.K0 x = new t9008002.p0.K0();
			t9008002.p0.K0 w = new t9008002.p0.K0();
			try { out(126, "lt", w.m0()); } catch (RuntimeException e) { out(126, "lx", 1); }
			t9008002.p0.J0 v = x;
			try { out(126, "loc", v.m0()); } catch (RuntimeException e) { out(126, "lx", 0); }
		}
	}
	static void l3() {
		if (!on(127)) return;
		t9008002.p0.K1 x = new t9008002.p0.K1();
		t9008002.p0.K1 v = x;
		for (int i = 0; i < 2; i++) {
			try { out(127, "loc", v.m2()); } catch (RuntimeException e) { out(127, "lx", 0); }
			v = o2;
		}
		try { out(127, "loc", v.m2()); } catch (RuntimeException e) { out(127, "lx", 0); }
	}
	static void l4() {
		if (!on(128)) return;
		t9008002.p1.K2 x = new t9008002.p1.K2();
		t9008002.p1.K2 v = x;
		for (int i = 0; i < 2; i++) {
			try { out(128, "loc", v.m1()); } catch (RuntimeException e) { out(128, "lx", 0); }
			v = o2;
		}
		try { out(128, "loc", v.m1()); } catch (RuntimeException e) { out(128, "lx", 0); }
	}
	static void l5() {
		if (!on(129)) return;
		t9008002.p1.K2 x = new t9008002.p1.K2();
		t9008002.p0.K1 v = x;
		for (int i = 0; i < 2; i++) {
			try { out(129, "loc", v.m1()); } catch (RuntimeException e) { out(129, "lx", 0); }
			v = o3;
		}
		try { out(129, "loc", v.m1()); } catch (RuntimeException e) { out(129, "lx", 0); }
	}
	static void l6() {
		if (!on(130)) return;
		try { thr(); } catch (IllegalStateException ise) {
			t9008002.p0.K3 x = new t9008002.p0.K3();
			t9008002.p0.K1 w = new t9008002.p0.K1();
			try { out(130, "lt", w.m1()); } catch (RuntimeException e) { out(130, "lx", 1); }
			t9008002.p0.K3 v = x;
			try { out(130, "loc", v.m2()); } catch (RuntimeException e) { out(130, "lx", 0); }
		}
		t9008002.p0.K3 x = new t9008002.p0.K3();
		t9008002.p0.K3 w = new t9008002.p0.K3();
		try { out(131, "lt", w.m2()); } catch (RuntimeException e) { out(131, "lx", 1); }
		t9008002.p0.K1 v = x;
		try { out(131, "loc", v.m2()); } catch (RuntimeException e) { out(131, "lx", 0); }
	}
	static void l8() {
		if (!on(132)) return;
		t9008002.p0.J0 v;
		if (flip()) {
			t9008002.p0.K3 x = new t9008002.p0.K3();
			v = x;
		} else {
			v = o0;
		}
		try { out(132, "loc", v.m0()); } catch (RuntimeException e) { out(132, "lx", 0); }
		out(132, "lin", ((Object) v) instanceof t9008002.p0.K3 ? 1 : 0);
	}
	static void pr() throws Exception {
		if (on(133)) try { out(133, "enum", N0.valueOf("B").v()); } catch (RuntimeException e) { out(133, "prx", e.getClass().getName().startsWith("java.") ? e.toString() : "user"); }
		if (on(134)) try { out(134, "enum", Enum.valueOf(N0.class, "C").v()); } catch (RuntimeException e) { out(134, "prx", e.getClass().getName().startsWith("java.") ? e.toString() : "user"); }
	}
	public static void main(String[] args) throws Exception {
		if (args.length > 0) mode = args[0];
		statics();
		objects();
		g1();
		g2();
		g3();
		g4();
	}
}
