package t9002003.p0;

public class Main {
	static String mode = "all";
	static int ticks;
	static t9002003.p1.K0 o0;
	static t9002003.p1.K1 o1;
	static t9002003.p0.K2 o2;
	static t9002003.p0.K3 o3;
	static boolean on(int n) { return mode.equals("all") || (n % 2 == 0) == mode.equals("even"); }
	static void out(int n, String kind, Object v) { System.out.println(kind + "#" + n + " " + v); }
	static void ex(int n, String kind, int e, int code) { System.out.println(kind + "#" + n + " !E" + e + " " + code); }
	public static void log(String what, int id) { System.out.println(what + " " + id); }
	public static int clinit(int id) { log("clinit", id); return id; }
	public static int tick() { return ticks++; }
	static String sorted(Object[] a) { Object[] s = a.clone(); java.util.Arrays.sort(s); StringBuilder r = new StringBuilder(); for (Object o : s) for (int i = 0; i < a.length; i++) if (a[i] == o) r.append(i).append(','); return r.toString(); }
	static void statics() {
		if (on(1)) out(1, "static", t9002003.p0.K2.s);
	}
	static void objects() {
		o0 = new t9002003.p1.K0();
		o1 = new t9002003.p1.K1();
		o2 = new t9002003.p0.K2();
		o3 = new t9002003.p0.K3();
	}
	static void g1() throws Exception {
		if (on(1)) try { out(1, "call", ((t9002003.p1.K0) o0).m0()); } catch (t9002003.p0.E2 e) { ex(1, "call", 2, e.code); } catch (t9002003.p0.E0 e) { ex(1, "call", 0, e.code); } catch (t9002003.p1.E1 e) { ex(1, "call", 1, e.code); }
		if (on(2)) try { out(2, "ov", ((t9002003.p1.K0) o0).ov(o0)); } catch (t9002003.p0.E2 e) { ex(2, "ov", 2, e.code); } catch (t9002003.p0.E0 e) { ex(2, "ov", 0, e.code); } catch (t9002003.p1.E1 e) { ex(2, "ov", 1, e.code); }
		if (on(3)) try { out(3, "ov", ((t9002003.p1.K0) o0).ov(o1)); } catch (t9002003.p0.E2 e) { ex(3, "ov", 2, e.code); } catch (t9002003.p0.E0 e) { ex(3, "ov", 0, e.code); } catch (t9002003.p1.E1 e) { ex(3, "ov", 1, e.code); }
		if (on(29)) try { out(29, "ov", ((t9002003.p1.K0) o1).ov(o2)); } catch (t9002003.p0.E2 e) { ex(29, "ov", 2, e.code); } catch (t9002003.p0.E0 e) { ex(29, "ov", 0, e.code); } catch (t9002003.p1.E1 e) { ex(29, "ov", 1, e.code); }
		if (on(30)) try { out(30, "ov", ((t9002003.p1.K0) o1).ov(o3)); } catch (t9002003.p0.E2 e) { ex(30, "ov", 2, e.code); } catch (t9002003.p0.E0 e) { ex(30, "ov", 0, e.code); } catch (t9002003.p1.E1 e) { ex(30, "ov", 1, e.code); }
		if (on(31)) try { out(31, "lambda", ((t9002003.p1.K0) o1).lam()); } catch (t9002003.p0.E2 e) { ex(31, "lambda", 2, e.code); } catch (t9002003.p0.E0 e) { ex(31, "lambda", 0, e.code); } catch (t9002003.p1.E1 e) { ex(31, "lambda", 1, e.code); }
		if (on(32)) try { out(32, "icall", ((t9002003.p0.J0) o1).m0()); } catch (t9002003.p0.E2 e) { ex(32, "icall", 2, e.code); } catch (t9002003.p0.E0 e) { ex(32, "icall", 0, e.code); } catch (t9002003.p1.E1 e) { ex(32, "icall", 1, e.code); }
		if (on(33)) out(33, "inst", ((Object) o1) instanceof t9002003.p1.K0 ? 1 : 0);
	}
	static void g2() throws Exception {
		if (on(41)) out(41, "inst", ((Object) o1) instanceof t9002003.p0.J0 ? 1 : 0);
		if (on(77)) try { out(77, "call", ((t9002003.p0.K3) o3).m0()); } catch (t9002003.p0.E2 e) { ex(77, "call", 2, e.code); } catch (t9002003.p0.E0 e) { ex(77, "call", 0, e.code); } catch (t9002003.p1.E1 e) { ex(77, "call", 1, e.code); }
		if (on(78)) try { out(78, "call", ((t9002003.p0.K3) o3).m1()); } catch (t9002003.p0.E2 e) { ex(78, "call", 2, e.code); } catch (t9002003.p0.E0 e) { ex(78, "call", 0, e.code); } catch (t9002003.p1.E1 e) { ex(78, "call", 1, e.code); }
		if (on(79)) try { out(79, "call", ((t9002003.p0.K3) o3).m2()); } catch (t9002003.p0.E2 e) { ex(79, "call", 2, e.code); } catch (t9002003.p0.E0 e) { ex(79, "call", 0, e.code); } catch (t9002003.p1.E1 e) { ex(79, "call", 1, e.code); }
		if (on(80)) try { out(80, "ov", ((t9002003.p0.K3) o3).ov(o0)); } catch (t9002003.p0.E2 e) { ex(80, "ov", 2, e.code); } catch (t9002003.p0.E0 e) { ex(80, "ov", 0, e.code); } catch (t9002003.p1.E1 e) { ex(80, "ov", 1, e.code); }
	}
	static void g3() throws Exception {
		if (on(81)) try { out(81, "ov", ((t9002003.p0.K3) o3).ov(o1)); } catch (t9002003.p0.E2 e) { ex(81, "ov", 2, e.code); } catch (t9002003.p0.E0 e) { ex(81, "ov", 0, e.code); } catch (t9002003.p1.E1 e) { ex(81, "ov", 1, e.code); }
		if (on(82)) try { out(82, "ov", ((t9002003.p0.K3) o3).ov(o2)); } catch (t9002003.p0.E2 e) { ex(82, "ov", 2, e.code); } catch (t9002003.p0.E0 e) { ex(82, "ov", 0, e.code); } catch (t9002003.p1.E1 e) { ex(82, "ov", 1, e.code); }
		if (on(83)) try { out(83, "ov", ((t9002003.p0.K3) o3).ov(o3)); } catch (t9002003.p0.E2 e) { ex(83, "ov", 2, e.code); } catch (t9002003.p0.E0 e) { ex(83, "ov", 0, e.code); } catch (t9002003.p1.E1 e) { ex(83, "ov", 1, e.code); }
		if (on(84)) try { out(84, "inner", ((t9002003.p0.K3) o3).inr()); } catch (t9002003.p0.E2 e) { ex(84, "inner", 2, e.code); } catch (t9002003.p0.E0 e) { ex(84, "inner", 0, e.code); } catch (t9002003.p1.E1 e) { ex(84, "inner", 1, e.code); }
	}
	public static void main(String[] args) throws Exception {
		if (args.length > 0) mode = args[0];
		statics();
		objects();
		g1();
		g2();
		g3();
	}
}
