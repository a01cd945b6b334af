package t9008003.p0;
public class Main {
	static String mode = "all";
	static t9008003.p1.K0 o0;
	static t9008003.p1.K1 o1;
	static t9008003.p1.K2 o2;
	static boolean on(int n) { return mode.equals("all") || (n % 2 == 0) == mode.equals("even"); }
	static void out(int n, String kind, Object v) { System.out.println(kind + "#" + n + " " + v); }
	static void ex(int n, String kind, int e, int code) { System.out.println(kind + "#" + n + " !E" + e + " " + code); }
	public static void log(String what, int id) { System.out.println(what + " " + id); }
	static String sorted(Object[] a) { Object[] s = a.clone(); java.util.Arrays.sort(s); StringBuilder r = new StringBuilder(); for (Object o : s) for (int i = 0; i < a.length; i++) if (a[i] == o) r.append(i).append(','); return r.toString(); }
	static void statics() {
	}
	static void objects() {
		o0 = new t9008003.p1.K0();
		o1 = new t9008003.p1.K1();
		o2 = new t9008003.p1.K2();
	}
	static void g1() throws Exception {
		if (on(19)) try { out(19, "sort", sorted(new t9008003.p1.K0[] {o2, o1, o0})); } catch (t9008003.p0.E2 e) { ex(19, "sort", 2, e.code); } catch (t9008003.p0.E0 e) { ex(19, "sort", 0, e.code); } catch (t9008003.p1.E1 e) { ex(19, "sort", 1, e.code); }
	}
	static void g2() throws Exception {
	}
	static void g3() throws Exception {
	}
	static int flips;
	static boolean flip() { return (flips++ & 1) == 0; }
	static void thr() { throw new IllegalStateException(); }
	static void l1() {
		t9008003.p1.K1 v;
		if (flip()) {
			t9008003.p1.K1 x = new t9008003.p1.K1();
			v = x;
		} else {
			v = o2;
		}
		try { out(93, "loc", v.m0()); } catch (RuntimeException e) { out(93, "lx", 0); }
	}
	static void l2() {
	}
	static void l3() {
		t9008003.p1.K2 v;
		if (flip()) {
			t9008003.p1.K2 x = new t9008003.p1.K2();
			v = x;
		} else {
			v = o2;
		}
	}
	static void l4() {
		if (!on(96)) return;
		t9008003.p1.K2 x = new t9008003.p1.K2();
		t9008003.p1.K1 v = x;
		for (int i = 0; i < 2; i++) {
			try { out(96, "loc", v.m0()); } catch (RuntimeException e) { out(96, "lx", 0); }
			v = o1;
		}
		try { out(96, "loc", v.m0()); } catch (RuntimeException e) { out(96, "lx", 0); }
	}
	static void l5() {
		if (!on(97)) return;
		t9008003.p1.K2 x = new t9008003.p1.K2();
		t9008003.p0.J0 v = x;
		try { out(97, "loc", v.m0()); } catch (RuntimeException e) { out(97, "lx", 0); }
	}
	static void l6() {
		if (!on(98)) return;
		try { thr(); } catch (IllegalStateException ise) {
			t9008003.p1.K3 x = new t9008003.p1.K3();
		}
	}
	static Object copy(Object o) throws Exception {
		java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
		try (java.io.ObjectOutputStream out = new java.io.ObjectOutputStream(bytes)) { out.writeObject(o); }
		try (java.io.ObjectInputStream in = new java.io.ObjectInputStream(new java.io.ByteArrayInputStream(bytes.toByteArray()))) { return in.readObject(); }
	}
	static int sw(N0 e) { switch (e) { case A: return 1; case B: return 2; default: return 3; } }
	public static void main(String[] args) throws Exception {
		if (args.length > 0) mode = args[0];
		statics();
		objects();
		g1();
		g2();
		g3();
		l1();
	}
}
