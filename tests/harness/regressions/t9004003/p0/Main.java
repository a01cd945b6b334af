package t9004003.p0;

public class Main {
	static String mode = "all";
	static int ticks;
	static t9004003.p1.K0 o0;
	static t9004003.p1.K1 o1;
	static t9004003.p1.K2 o2;
	static t9004003.p1.K3 o3;
	static boolean on(int n) { return mode.equals("all") || (n % 2 == 0) == mode.equals("even"); }
	static void out(int n, String kind, Object v) { System.out.println(kind + "#" + n + " " + v); }
	static void ex(int n, String kind, int e, int code) { System.out.println(kind + "#" + n + " !E" + e + " " + code); }
	public static void log(String what, int id) { System.out.println(what + " " + id); }
	public static int clinit(int id) { log("clinit", id); return id; }
	public static int tick() { return ticks++; }
	static String sorted(Object[] a) { Object[] s = a.clone(); java.util.Arrays.sort(s); StringBuilder r = new StringBuilder(); for (Object o : s) for (int i = 0; i < a.length; i++) if (a[i] == o) r.append(i).append(','); return r.toString(); }
	static void statics() {
		if (on(1)) out(1, "static", t9004003.p1.K1.s);
		if (on(2)) out(2, "static", t9004003.p1.K2.s);
	}
	static void objects() {
		o0 = new t9004003.p1.K0();
		o1 = new t9004003.p1.K1();
		o2 = new t9004003.p1.K2();
		o3 = new t9004003.p1.K3();
	}
	static void g1() throws Exception {
		if (on(1)) try { out(1, "call", ((t9004003.p1.K0) o0).m0()); } catch (t9004003.p0.E2 e) { ex(1, "call", 2, e.code); } catch (t9004003.p0.E0 e) { ex(1, "call", 0, e.code); } catch (t9004003.p1.E1 e) { ex(1, "call", 1, e.code); }
		if (on(23)) try { out(23, "ov", ((t9004003.p1.K1) o1).ov(o2)); } catch (t9004003.p0.E2 e) { ex(23, "ov", 2, e.code); } catch (t9004003.p0.E0 e) { ex(23, "ov", 0, e.code); } catch (t9004003.p1.E1 e) { ex(23, "ov", 1, e.code); }
		if (on(24)) try { out(24, "lambda", ((t9004003.p1.K1) o1).lam()); } catch (t9004003.p0.E2 e) { ex(24, "lambda", 2, e.code); } catch (t9004003.p0.E0 e) { ex(24, "lambda", 0, e.code); } catch (t9004003.p1.E1 e) { ex(24, "lambda", 1, e.code); }
		if (on(25)) try { out(25, "call", ((t9004003.p1.K0) o1).m0()); } catch (t9004003.p0.E2 e) { ex(25, "call", 2, e.code); } catch (t9004003.p0.E0 e) { ex(25, "call", 0, e.code); } catch (t9004003.p1.E1 e) { ex(25, "call", 1, e.code); }
	}
	static void g2() throws Exception {
		if (on(41)) out(41, "inst", ((Object) o1) instanceof t9004003.p0.J1 ? 1 : 0);
		if (on(63)) try { out(63, "ov", ((t9004003.p1.K1) o2).ov(o2)); } catch (t9004003.p0.E2 e) { ex(63, "ov", 2, e.code); } catch (t9004003.p0.E0 e) { ex(63, "ov", 0, e.code); } catch (t9004003.p1.E1 e) { ex(63, "ov", 1, e.code); }
		if (on(64)) try { out(64, "lambda", ((t9004003.p1.K1) o2).lam()); } catch (t9004003.p0.E2 e) { ex(64, "lambda", 2, e.code); } catch (t9004003.p0.E0 e) { ex(64, "lambda", 0, e.code); } catch (t9004003.p1.E1 e) { ex(64, "lambda", 1, e.code); }
		if (on(65)) try { out(65, "call", ((t9004003.p1.K0) o2).m0()); } catch (t9004003.p0.E2 e) { ex(65, "call", 2, e.code); } catch (t9004003.p0.E0 e) { ex(65, "call", 0, e.code); } catch (t9004003.p1.E1 e) { ex(65, "call", 1, e.code); }
		if (on(66)) try { out(66, "get", ((t9004003.p1.K0) o2).f0); } catch (t9004003.p0.E2 e) { ex(66, "get", 2, e.code); } catch (t9004003.p0.E0 e) { ex(66, "get", 0, e.code); } catch (t9004003.p1.E1 e) { ex(66, "get", 1, e.code); }
		if (on(67)) try { out(67, "lambda", ((t9004003.p1.K0) o2).lam()); } catch (t9004003.p0.E2 e) { ex(67, "lambda", 2, e.code); } catch (t9004003.p0.E0 e) { ex(67, "lambda", 0, e.code); } catch (t9004003.p1.E1 e) { ex(67, "lambda", 1, e.code); }
		if (on(68)) try { out(68, "str", "" + o2); } catch (t9004003.p0.E2 e) { ex(68, "str", 2, e.code); } catch (t9004003.p0.E0 e) { ex(68, "str", 0, e.code); } catch (t9004003.p1.E1 e) { ex(68, "str", 1, e.code); }
		if (on(69)) try { out(69, "icall", ((t9004003.p0.J0) o2).m0()); } catch (t9004003.p0.E2 e) { ex(69, "icall", 2, e.code); } catch (t9004003.p0.E0 e) { ex(69, "icall", 0, e.code); } catch (t9004003.p1.E1 e) { ex(69, "icall", 1, e.code); }
		if (on(70)) try { out(70, "icall", ((t9004003.p0.J1) o2).m0()); } catch (t9004003.p0.E2 e) { ex(70, "icall", 2, e.code); } catch (t9004003.p0.E0 e) { ex(70, "icall", 0, e.code); } catch (t9004003.p1.E1 e) { ex(70, "icall", 1, e.code); }
		if (on(71)) out(71, "inst", ((Object) o2) instanceof t9004003.p1.K0 ? 1 : 0);
		if (on(80)) try { t9004003.p0.J0 y = (t9004003.p0.J0) (Object) o2; out(80, "cast", 1); } catch (ClassCastException e) { out(80, "cast", 0); }
	}
	static void g3() throws Exception {
		if (on(81)) out(81, "inst", ((Object) o2) instanceof t9004003.p0.J1 ? 1 : 0);
		if (on(110)) try { out(110, "eq", ((Object) o3).equals(o3) ? 1 : 0); } catch (t9004003.p0.E2 e) { ex(110, "eq", 2, e.code); } catch (t9004003.p0.E0 e) { ex(110, "eq", 0, e.code); } catch (t9004003.p1.E1 e) { ex(110, "eq", 1, e.code); }
		if (on(111)) try { out(111, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o3)).contains(o3) ? 1 : 0); } catch (t9004003.p0.E2 e) { ex(111, "hash", 2, e.code); } catch (t9004003.p0.E0 e) { ex(111, "hash", 0, e.code); } catch (t9004003.p1.E1 e) { ex(111, "hash", 1, e.code); }
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
