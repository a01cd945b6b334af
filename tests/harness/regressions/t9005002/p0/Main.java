package t9005002.p0;

public class Main {
	static String mode = "all";
	static int ticks;
	static t9005002.p1.K0 o0;
	static t9005002.p0.K1 o1;
	static t9005002.p0.K2 o2;
	static t9005002.p0.K3 o3;
	static boolean on(int n) { return mode.equals("all") || (n % 2 == 0) == mode.equals("even"); }
	static void out(int n, String kind, Object v) { System.out.println(kind + "#" + n + " " + v); }
	static void ex(int n, String kind, int e, int code) { System.out.println(kind + "#" + n + " !E" + e + " " + code); }
	public static void log(String what, int id) { System.out.println(what + " " + id); }
	public static int clinit(int id) { log("clinit", id); return id; }
	public static int tick() { return ticks++; }
	static String sorted(Object[] a) { Object[] s = a.clone(); java.util.Arrays.sort(s); StringBuilder r = new StringBuilder(); for (Object o : s) for (int i = 0; i < a.length; i++) if (a[i] == o) r.append(i).append(','); return r.toString(); }
	static void statics() {
		if (on(1)) out(1, "static", t9005002.p1.K0.s);
		if (on(2)) out(2, "static", t9005002.p0.K1.s);
		if (on(3)) out(3, "static", t9005002.p0.K2.s);
		if (on(4)) out(4, "static", t9005002.p0.K3.s);
	}
	static void objects() {
		o0 = new t9005002.p1.K0();
		o1 = new t9005002.p0.K1();
		o2 = new t9005002.p0.K2();
		o3 = new t9005002.p0.K3();
	}
	static void g1() throws Exception {
		if (on(1)) try { out(1, "get", ((t9005002.p1.K0) o0).f0); } catch (t9005002.p0.E2 e) { ex(1, "get", 2, e.code); } catch (t9005002.p0.E0 e) { ex(1, "get", 0, e.code); } catch (t9005002.p1.E1 e) { ex(1, "get", 1, e.code); }
		if (on(2)) try { out(2, "get", ((t9005002.p1.K0) o0).f1); } catch (t9005002.p0.E2 e) { ex(2, "get", 2, e.code); } catch (t9005002.p0.E0 e) { ex(2, "get", 0, e.code); } catch (t9005002.p1.E1 e) { ex(2, "get", 1, e.code); }
		if (on(3)) try { out(3, "ov", ((t9005002.p1.K0) o0).ov(o1)); } catch (t9005002.p0.E2 e) { ex(3, "ov", 2, e.code); } catch (t9005002.p0.E0 e) { ex(3, "ov", 0, e.code); } catch (t9005002.p1.E1 e) { ex(3, "ov", 1, e.code); }
		if (on(4)) try { out(4, "ov", ((t9005002.p1.K0) o0).ov(o3)); } catch (t9005002.p0.E2 e) { ex(4, "ov", 2, e.code); } catch (t9005002.p0.E0 e) { ex(4, "ov", 0, e.code); } catch (t9005002.p1.E1 e) { ex(4, "ov", 1, e.code); }
		if (on(5)) try { out(5, "inner", ((t9005002.p1.K0) o0).inr()); } catch (t9005002.p0.E2 e) { ex(5, "inner", 2, e.code); } catch (t9005002.p0.E0 e) { ex(5, "inner", 0, e.code); } catch (t9005002.p1.E1 e) { ex(5, "inner", 1, e.code); }
		if (on(6)) out(6, "inst", ((Object) o0) instanceof t9005002.p1.K0 ? 1 : 0);
		if (on(7)) try { t9005002.p1.K0 y = (t9005002.p1.K0) (Object) o0; out(7, "cast", 1); } catch (ClassCastException e) { out(7, "cast", 0); }
		if (on(8)) out(8, "inst", ((Object) o0) instanceof t9005002.p0.K1 ? 1 : 0);
		if (on(9)) try { t9005002.p0.K1 y = (t9005002.p0.K1) (Object) o0; out(9, "cast", 1); } catch (ClassCastException e) { out(9, "cast", 0); }
		if (on(10)) out(10, "inst", ((Object) o0) instanceof t9005002.p0.K2 ? 1 : 0);
		if (on(11)) try { t9005002.p0.K2 y = (t9005002.p0.K2) (Object) o0; out(11, "cast", 1); } catch (ClassCastException e) { out(11, "cast", 0); }
		if (on(12)) out(12, "inst", ((Object) o0) instanceof t9005002.p0.K3 ? 1 : 0);
		if (on(13)) try { t9005002.p0.K3 y = (t9005002.p0.K3) (Object) o0; out(13, "cast", 1); } catch (ClassCastException e) { out(13, "cast", 0); }
		if (on(14)) out(14, "inst", ((Object) o0) instanceof t9005002.p0.J0 ? 1 : 0);
		if (on(15)) try { t9005002.p0.J0 y = (t9005002.p0.J0) (Object) o0; out(15, "cast", 1); } catch (ClassCastException e) { out(15, "cast", 0); }
		if (on(16)) out(16, "inst", ((Object) o0) instanceof t9005002.p0.J1 ? 1 : 0);
		if (on(17)) try { t9005002.p0.J1 y = (t9005002.p0.J1) (Object) o0; out(17, "cast", 1); } catch (ClassCastException e) { out(17, "cast", 0); }
		if (on(18)) try { out(18, "eq", ((Object) o0).equals(o0) ? 1 : 0); } catch (t9005002.p0.E2 e) { ex(18, "eq", 2, e.code); } catch (t9005002.p0.E0 e) { ex(18, "eq", 0, e.code); } catch (t9005002.p1.E1 e) { ex(18, "eq", 1, e.code); }
		if (on(19)) try { out(19, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o0)).contains(o0) ? 1 : 0); } catch (t9005002.p0.E2 e) { ex(19, "hash", 2, e.code); } catch (t9005002.p0.E0 e) { ex(19, "hash", 0, e.code); } catch (t9005002.p1.E1 e) { ex(19, "hash", 1, e.code); }
		if (on(20)) try { out(20, "eq", ((Object) o0).equals(o1) ? 1 : 0); } catch (t9005002.p0.E2 e) { ex(20, "eq", 2, e.code); } catch (t9005002.p0.E0 e) { ex(20, "eq", 0, e.code); } catch (t9005002.p1.E1 e) { ex(20, "eq", 1, e.code); }
		if (on(21)) try { out(21, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o0)).contains(o1) ? 1 : 0); } catch (t9005002.p0.E2 e) { ex(21, "hash", 2, e.code); } catch (t9005002.p0.E0 e) { ex(21, "hash", 0, e.code); } catch (t9005002.p1.E1 e) { ex(21, "hash", 1, e.code); }
		if (on(22)) try { out(22, "eq", ((Object) o0).equals(o2) ? 1 : 0); } catch (t9005002.p0.E2 e) { ex(22, "eq", 2, e.code); } catch (t9005002.p0.E0 e) { ex(22, "eq", 0, e.code); } catch (t9005002.p1.E1 e) { ex(22, "eq", 1, e.code); }
		if (on(23)) try { out(23, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o0)).contains(o2) ? 1 : 0); } catch (t9005002.p0.E2 e) { ex(23, "hash", 2, e.code); } catch (t9005002.p0.E0 e) { ex(23, "hash", 0, e.code); } catch (t9005002.p1.E1 e) { ex(23, "hash", 1, e.code); }
		if (on(24)) try { out(24, "eq", ((Object) o0).equals(o3) ? 1 : 0); } catch (t9005002.p0.E2 e) { ex(24, "eq", 2, e.code); } catch (t9005002.p0.E0 e) { ex(24, "eq", 0, e.code); } catch (t9005002.p1.E1 e) { ex(24, "eq", 1, e.code); }
		if (on(25)) try { out(25, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o0)).contains(o3) ? 1 : 0); } catch (t9005002.p0.E2 e) { ex(25, "hash", 2, e.code); } catch (t9005002.p0.E0 e) { ex(25, "hash", 0, e.code); } catch (t9005002.p1.E1 e) { ex(25, "hash", 1, e.code); }
		if (on(26)) try { out(26, "call", ((t9005002.p0.K1) o1).m0()); } catch (t9005002.p0.E2 e) { ex(26, "call", 2, e.code); } catch (t9005002.p0.E0 e) { ex(26, "call", 0, e.code); } catch (t9005002.p1.E1 e) { ex(26, "call", 1, e.code); }
		if (on(27)) try { out(27, "get", ((t9005002.p0.K1) o1).f0); } catch (t9005002.p0.E2 e) { ex(27, "get", 2, e.code); } catch (t9005002.p0.E0 e) { ex(27, "get", 0, e.code); } catch (t9005002.p1.E1 e) { ex(27, "get", 1, e.code); }
		if (on(28)) try { out(28, "get", ((t9005002.p0.K1) o1).f1); } catch (t9005002.p0.E2 e) { ex(28, "get", 2, e.code); } catch (t9005002.p0.E0 e) { ex(28, "get", 0, e.code); } catch (t9005002.p1.E1 e) { ex(28, "get", 1, e.code); }
		if (on(29)) try { out(29, "ov", ((t9005002.p0.K1) o1).ov(o0)); } catch (t9005002.p0.E2 e) { ex(29, "ov", 2, e.code); } catch (t9005002.p0.E0 e) { ex(29, "ov", 0, e.code); } catch (t9005002.p1.E1 e) { ex(29, "ov", 1, e.code); }
		if (on(30)) try { out(30, "ov", ((t9005002.p0.K1) o1).ov(o1)); } catch (t9005002.p0.E2 e) { ex(30, "ov", 2, e.code); } catch (t9005002.p0.E0 e) { ex(30, "ov", 0, e.code); } catch (t9005002.p1.E1 e) { ex(30, "ov", 1, e.code); }
		if (on(31)) try { out(31, "ov", ((t9005002.p0.K1) o1).ov(o2)); } catch (t9005002.p0.E2 e) { ex(31, "ov", 2, e.code); } catch (t9005002.p0.E0 e) { ex(31, "ov", 0, e.code); } catch (t9005002.p1.E1 e) { ex(31, "ov", 1, e.code); }
		if (on(32)) try { out(32, "ov", ((t9005002.p0.K1) o1).ov(o3)); } catch (t9005002.p0.E2 e) { ex(32, "ov", 2, e.code); } catch (t9005002.p0.E0 e) { ex(32, "ov", 0, e.code); } catch (t9005002.p1.E1 e) { ex(32, "ov", 1, e.code); }
		if (on(33)) try { out(33, "inner", ((t9005002.p0.K1) o1).inr()); } catch (t9005002.p0.E2 e) { ex(33, "inner", 2, e.code); } catch (t9005002.p0.E0 e) { ex(33, "inner", 0, e.code); } catch (t9005002.p1.E1 e) { ex(33, "inner", 1, e.code); }
		if (on(34)) try { out(34, "get", ((t9005002.p1.K0) o1).f0); } catch (t9005002.p0.E2 e) { ex(34, "get", 2, e.code); } catch (t9005002.p0.E0 e) { ex(34, "get", 0, e.code); } catch (t9005002.p1.E1 e) { ex(34, "get", 1, e.code); }
		if (on(35)) try { out(35, "get", ((t9005002.p1.K0) o1).f1); } catch (t9005002.p0.E2 e) { ex(35, "get", 2, e.code); } catch (t9005002.p0.E0 e) { ex(35, "get", 0, e.code); } catch (t9005002.p1.E1 e) { ex(35, "get", 1, e.code); }
		if (on(36)) try { out(36, "ov", ((t9005002.p1.K0) o1).ov(o1)); } catch (t9005002.p0.E2 e) { ex(36, "ov", 2, e.code); } catch (t9005002.p0.E0 e) { ex(36, "ov", 0, e.code); } catch (t9005002.p1.E1 e) { ex(36, "ov", 1, e.code); }
		if (on(37)) try { out(37, "ov", ((t9005002.p1.K0) o1).ov(o3)); } catch (t9005002.p0.E2 e) { ex(37, "ov", 2, e.code); } catch (t9005002.p0.E0 e) { ex(37, "ov", 0, e.code); } catch (t9005002.p1.E1 e) { ex(37, "ov", 1, e.code); }
		if (on(38)) try { out(38, "inner", ((t9005002.p1.K0) o1).inr()); } catch (t9005002.p0.E2 e) { ex(38, "inner", 2, e.code); } catch (t9005002.p0.E0 e) { ex(38, "inner", 0, e.code); } catch (t9005002.p1.E1 e) { ex(38, "inner", 1, e.code); }
		if (on(39)) try { out(39, "icall", ((t9005002.p0.J0) o1).m0()); } catch (t9005002.p0.E2 e) { ex(39, "icall", 2, e.code); } catch (t9005002.p0.E0 e) { ex(39, "icall", 0, e.code); } catch (t9005002.p1.E1 e) { ex(39, "icall", 1, e.code); }
		if (on(40)) try { out(40, "icall", ((t9005002.p0.J1) o1).m0()); } catch (t9005002.p0.E2 e) { ex(40, "icall", 2, e.code); } catch (t9005002.p0.E0 e) { ex(40, "icall", 0, e.code); } catch (t9005002.p1.E1 e) { ex(40, "icall", 1, e.code); }
	}
	static void g2() throws Exception {
		if (on(41)) out(41, "inst", ((Object) o1) instanceof t9005002.p1.K0 ? 1 : 0);
		if (on(42)) try { t9005002.p1.K0 y = (t9005002.p1.K0) (Object) o1; out(42, "cast", 1); } catch (ClassCastException e) { out(42, "cast", 0); }
		if (on(43)) out(43, "inst", ((Object) o1) instanceof t9005002.p0.K1 ? 1 : 0);
		if (on(44)) try { t9005002.p0.K1 y = (t9005002.p0.K1) (Object) o1; out(44, "cast", 1); } catch (ClassCastException e) { out(44, "cast", 0); }
		if (on(45)) out(45, "inst", ((Object) o1) instanceof t9005002.p0.K2 ? 1 : 0);
		if (on(46)) try { t9005002.p0.K2 y = (t9005002.p0.K2) (Object) o1; out(46, "cast", 1); } catch (ClassCastException e) { out(46, "cast", 0); }
		if (on(47)) out(47, "inst", ((Object) o1) instanceof t9005002.p0.K3 ? 1 : 0);
		if (on(48)) try { t9005002.p0.K3 y = (t9005002.p0.K3) (Object) o1; out(48, "cast", 1); } catch (ClassCastException e) { out(48, "cast", 0); }
		if (on(49)) out(49, "inst", ((Object) o1) instanceof t9005002.p0.J0 ? 1 : 0);
		if (on(50)) try { t9005002.p0.J0 y = (t9005002.p0.J0) (Object) o1; out(50, "cast", 1); } catch (ClassCastException e) { out(50, "cast", 0); }
		if (on(51)) out(51, "inst", ((Object) o1) instanceof t9005002.p0.J1 ? 1 : 0);
		if (on(52)) try { t9005002.p0.J1 y = (t9005002.p0.J1) (Object) o1; out(52, "cast", 1); } catch (ClassCastException e) { out(52, "cast", 0); }
		if (on(53)) try { t9005002.p1.K0[] r = new t9005002.p0.K1[1]; r[0] = o1; out(53, "arr", 1); } catch (ArrayStoreException e) { out(53, "arr", 0); }
		if (on(54)) try { t9005002.p1.K0[] r = new t9005002.p0.K1[1]; r[0] = o0; out(54, "arr", 1); } catch (ArrayStoreException e) { out(54, "arr", 0); }
		if (on(55)) try { out(55, "eq", ((Object) o1).equals(o0) ? 1 : 0); } catch (t9005002.p0.E2 e) { ex(55, "eq", 2, e.code); } catch (t9005002.p0.E0 e) { ex(55, "eq", 0, e.code); } catch (t9005002.p1.E1 e) { ex(55, "eq", 1, e.code); }
		if (on(56)) try { out(56, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o1)).contains(o0) ? 1 : 0); } catch (t9005002.p0.E2 e) { ex(56, "hash", 2, e.code); } catch (t9005002.p0.E0 e) { ex(56, "hash", 0, e.code); } catch (t9005002.p1.E1 e) { ex(56, "hash", 1, e.code); }
		if (on(57)) try { out(57, "eq", ((Object) o1).equals(o1) ? 1 : 0); } catch (t9005002.p0.E2 e) { ex(57, "eq", 2, e.code); } catch (t9005002.p0.E0 e) { ex(57, "eq", 0, e.code); } catch (t9005002.p1.E1 e) { ex(57, "eq", 1, e.code); }
		if (on(58)) try { out(58, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o1)).contains(o1) ? 1 : 0); } catch (t9005002.p0.E2 e) { ex(58, "hash", 2, e.code); } catch (t9005002.p0.E0 e) { ex(58, "hash", 0, e.code); } catch (t9005002.p1.E1 e) { ex(58, "hash", 1, e.code); }
		if (on(59)) try { out(59, "eq", ((Object) o1).equals(o2) ? 1 : 0); } catch (t9005002.p0.E2 e) { ex(59, "eq", 2, e.code); } catch (t9005002.p0.E0 e) { ex(59, "eq", 0, e.code); } catch (t9005002.p1.E1 e) { ex(59, "eq", 1, e.code); }
		if (on(60)) try { out(60, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o1)).contains(o2) ? 1 : 0); } catch (t9005002.p0.E2 e) { ex(60, "hash", 2, e.code); } catch (t9005002.p0.E0 e) { ex(60, "hash", 0, e.code); } catch (t9005002.p1.E1 e) { ex(60, "hash", 1, e.code); }
		if (on(61)) try { out(61, "eq", ((Object) o1).equals(o3) ? 1 : 0); } catch (t9005002.p0.E2 e) { ex(61, "eq", 2, e.code); } catch (t9005002.p0.E0 e) { ex(61, "eq", 0, e.code); } catch (t9005002.p1.E1 e) { ex(61, "eq", 1, e.code); }
		if (on(62)) try { out(62, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o1)).contains(o3) ? 1 : 0); } catch (t9005002.p0.E2 e) { ex(62, "hash", 2, e.code); } catch (t9005002.p0.E0 e) { ex(62, "hash", 0, e.code); } catch (t9005002.p1.E1 e) { ex(62, "hash", 1, e.code); }
		if (on(63)) try { out(63, "call", ((t9005002.p0.K2) o2).m0()); } catch (t9005002.p0.E2 e) { ex(63, "call", 2, e.code); } catch (t9005002.p0.E0 e) { ex(63, "call", 0, e.code); } catch (t9005002.p1.E1 e) { ex(63, "call", 1, e.code); }
		if (on(64)) try { out(64, "call", ((t9005002.p0.K2) o2).m1()); } catch (t9005002.p0.E2 e) { ex(64, "call", 2, e.code); } catch (t9005002.p0.E0 e) { ex(64, "call", 0, e.code); } catch (t9005002.p1.E1 e) { ex(64, "call", 1, e.code); }
		if (on(65)) try { out(65, "get", ((t9005002.p0.K2) o2).f0); } catch (t9005002.p0.E2 e) { ex(65, "get", 2, e.code); } catch (t9005002.p0.E0 e) { ex(65, "get", 0, e.code); } catch (t9005002.p1.E1 e) { ex(65, "get", 1, e.code); }
		if (on(66)) try { out(66, "get", ((t9005002.p0.K2) o2).f1); } catch (t9005002.p0.E2 e) { ex(66, "get", 2, e.code); } catch (t9005002.p0.E0 e) { ex(66, "get", 0, e.code); } catch (t9005002.p1.E1 e) { ex(66, "get", 1, e.code); }
		if (on(67)) try { out(67, "ov", ((t9005002.p0.K2) o2).ov(o1)); } catch (t9005002.p0.E2 e) { ex(67, "ov", 2, e.code); } catch (t9005002.p0.E0 e) { ex(67, "ov", 0, e.code); } catch (t9005002.p1.E1 e) { ex(67, "ov", 1, e.code); }
		if (on(68)) try { out(68, "ov", ((t9005002.p0.K2) o2).ov(o2)); } catch (t9005002.p0.E2 e) { ex(68, "ov", 2, e.code); } catch (t9005002.p0.E0 e) { ex(68, "ov", 0, e.code); } catch (t9005002.p1.E1 e) { ex(68, "ov", 1, e.code); }
		if (on(69)) try { out(69, "ov", ((t9005002.p0.K2) o2).ov(o3)); } catch (t9005002.p0.E2 e) { ex(69, "ov", 2, e.code); } catch (t9005002.p0.E0 e) { ex(69, "ov", 0, e.code); } catch (t9005002.p1.E1 e) { ex(69, "ov", 1, e.code); }
		if (on(70)) try { out(70, "inner", ((t9005002.p0.K2) o2).inr()); } catch (t9005002.p0.E2 e) { ex(70, "inner", 2, e.code); } catch (t9005002.p0.E0 e) { ex(70, "inner", 0, e.code); } catch (t9005002.p1.E1 e) { ex(70, "inner", 1, e.code); }
		if (on(71)) try { out(71, "lambda", ((t9005002.p0.K2) o2).lam()); } catch (t9005002.p0.E2 e) { ex(71, "lambda", 2, e.code); } catch (t9005002.p0.E0 e) { ex(71, "lambda", 0, e.code); } catch (t9005002.p1.E1 e) { ex(71, "lambda", 1, e.code); }
		if (on(72)) try { out(72, "get", ((t9005002.p1.K0) o2).f0); } catch (t9005002.p0.E2 e) { ex(72, "get", 2, e.code); } catch (t9005002.p0.E0 e) { ex(72, "get", 0, e.code); } catch (t9005002.p1.E1 e) { ex(72, "get", 1, e.code); }
		if (on(73)) try { out(73, "get", ((t9005002.p1.K0) o2).f1); } catch (t9005002.p0.E2 e) { ex(73, "get", 2, e.code); } catch (t9005002.p0.E0 e) { ex(73, "get", 0, e.code); } catch (t9005002.p1.E1 e) { ex(73, "get", 1, e.code); }
		if (on(74)) try { out(74, "ov", ((t9005002.p1.K0) o2).ov(o1)); } catch (t9005002.p0.E2 e) { ex(74, "ov", 2, e.code); } catch (t9005002.p0.E0 e) { ex(74, "ov", 0, e.code); } catch (t9005002.p1.E1 e) { ex(74, "ov", 1, e.code); }
		if (on(75)) try { out(75, "ov", ((t9005002.p1.K0) o2).ov(o3)); } catch (t9005002.p0.E2 e) { ex(75, "ov", 2, e.code); } catch (t9005002.p0.E0 e) { ex(75, "ov", 0, e.code); } catch (t9005002.p1.E1 e) { ex(75, "ov", 1, e.code); }
		if (on(76)) try { out(76, "inner", ((t9005002.p1.K0) o2).inr()); } catch (t9005002.p0.E2 e) { ex(76, "inner", 2, e.code); } catch (t9005002.p0.E0 e) { ex(76, "inner", 0, e.code); } catch (t9005002.p1.E1 e) { ex(76, "inner", 1, e.code); }
		if (on(77)) out(77, "inst", ((Object) o2) instanceof t9005002.p1.K0 ? 1 : 0);
		if (on(78)) try { t9005002.p1.K0 y = (t9005002.p1.K0) (Object) o2; out(78, "cast", 1); } catch (ClassCastException e) { out(78, "cast", 0); }
		if (on(79)) out(79, "inst", ((Object) o2) instanceof t9005002.p0.K1 ? 1 : 0);
		if (on(80)) try { t9005002.p0.K1 y = (t9005002.p0.K1) (Object) o2; out(80, "cast", 1); } catch (ClassCastException e) { out(80, "cast", 0); }
	}
	static void g3() throws Exception {
		if (on(81)) out(81, "inst", ((Object) o2) instanceof t9005002.p0.K2 ? 1 : 0);
		if (on(82)) try { t9005002.p0.K2 y = (t9005002.p0.K2) (Object) o2; out(82, "cast", 1); } catch (ClassCastException e) { out(82, "cast", 0); }
		if (on(83)) out(83, "inst", ((Object) o2) instanceof t9005002.p0.K3 ? 1 : 0);
		if (on(84)) try { t9005002.p0.K3 y = (t9005002.p0.K3) (Object) o2; out(84, "cast", 1); } catch (ClassCastException e) { out(84, "cast", 0); }
		if (on(85)) out(85, "inst", ((Object) o2) instanceof t9005002.p0.J0 ? 1 : 0);
		if (on(86)) try { t9005002.p0.J0 y = (t9005002.p0.J0) (Object) o2; out(86, "cast", 1); } catch (ClassCastException e) { out(86, "cast", 0); }
		if (on(87)) out(87, "inst", ((Object) o2) instanceof t9005002.p0.J1 ? 1 : 0);
		if (on(88)) try { t9005002.p0.J1 y = (t9005002.p0.J1) (Object) o2; out(88, "cast", 1); } catch (ClassCastException e) { out(88, "cast", 0); }
		if (on(89)) try { t9005002.p1.K0[] r = new t9005002.p0.K2[1]; r[0] = o2; out(89, "arr", 1); } catch (ArrayStoreException e) { out(89, "arr", 0); }
		if (on(90)) try { t9005002.p1.K0[] r = new t9005002.p0.K2[1]; r[0] = o0; out(90, "arr", 1); } catch (ArrayStoreException e) { out(90, "arr", 0); }
		if (on(91)) try { out(91, "eq", ((Object) o2).equals(o0) ? 1 : 0); } catch (t9005002.p0.E2 e) { ex(91, "eq", 2, e.code); } catch (t9005002.p0.E0 e) { ex(91, "eq", 0, e.code); } catch (t9005002.p1.E1 e) { ex(91, "eq", 1, e.code); }
		if (on(92)) try { out(92, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o2)).contains(o0) ? 1 : 0); } catch (t9005002.p0.E2 e) { ex(92, "hash", 2, e.code); } catch (t9005002.p0.E0 e) { ex(92, "hash", 0, e.code); } catch (t9005002.p1.E1 e) { ex(92, "hash", 1, e.code); }
		if (on(93)) try { out(93, "eq", ((Object) o2).equals(o1) ? 1 : 0); } catch (t9005002.p0.E2 e) { ex(93, "eq", 2, e.code); } catch (t9005002.p0.E0 e) { ex(93, "eq", 0, e.code); } catch (t9005002.p1.E1 e) { ex(93, "eq", 1, e.code); }
		if (on(94)) try { out(94, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o2)).contains(o1) ? 1 : 0); } catch (t9005002.p0.E2 e) { ex(94, "hash", 2, e.code); } catch (t9005002.p0.E0 e) { ex(94, "hash", 0, e.code); } catch (t9005002.p1.E1 e) { ex(94, "hash", 1, e.code); }
		if (on(95)) try { out(95, "eq", ((Object) o2).equals(o2) ? 1 : 0); } catch (t9005002.p0.E2 e) { ex(95, "eq", 2, e.code); } catch (t9005002.p0.E0 e) { ex(95, "eq", 0, e.code); } catch (t9005002.p1.E1 e) { ex(95, "eq", 1, e.code); }
		if (on(96)) try { out(96, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o2)).contains(o2) ? 1 : 0); } catch (t9005002.p0.E2 e) { ex(96, "hash", 2, e.code); } catch (t9005002.p0.E0 e) { ex(96, "hash", 0, e.code); } catch (t9005002.p1.E1 e) { ex(96, "hash", 1, e.code); }
		if (on(97)) try { out(97, "eq", ((Object) o2).equals(o3) ? 1 : 0); } catch (t9005002.p0.E2 e) { ex(97, "eq", 2, e.code); } catch (t9005002.p0.E0 e) { ex(97, "eq", 0, e.code); } catch (t9005002.p1.E1 e) { ex(97, "eq", 1, e.code); }
		if (on(98)) try { out(98, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o2)).contains(o3) ? 1 : 0); } catch (t9005002.p0.E2 e) { ex(98, "hash", 2, e.code); } catch (t9005002.p0.E0 e) { ex(98, "hash", 0, e.code); } catch (t9005002.p1.E1 e) { ex(98, "hash", 1, e.code); }
		if (on(99)) try { out(99, "call", ((t9005002.p0.K3) o3).m0()); } catch (t9005002.p0.E2 e) { ex(99, "call", 2, e.code); } catch (t9005002.p0.E0 e) { ex(99, "call", 0, e.code); } catch (t9005002.p1.E1 e) { ex(99, "call", 1, e.code); }
		if (on(100)) try { out(100, "call", ((t9005002.p0.K3) o3).m1()); } catch (t9005002.p0.E2 e) { ex(100, "call", 2, e.code); } catch (t9005002.p0.E0 e) { ex(100, "call", 0, e.code); } catch (t9005002.p1.E1 e) { ex(100, "call", 1, e.code); }
		if (on(101)) try { out(101, "call", ((t9005002.p0.K3) o3).m2()); } catch (t9005002.p0.E2 e) { ex(101, "call", 2, e.code); } catch (t9005002.p0.E0 e) { ex(101, "call", 0, e.code); } catch (t9005002.p1.E1 e) { ex(101, "call", 1, e.code); }
		if (on(102)) try { out(102, "get", ((t9005002.p0.K3) o3).f0); } catch (t9005002.p0.E2 e) { ex(102, "get", 2, e.code); } catch (t9005002.p0.E0 e) { ex(102, "get", 0, e.code); } catch (t9005002.p1.E1 e) { ex(102, "get", 1, e.code); }
		if (on(103)) try { out(103, "get", ((t9005002.p0.K3) o3).f1); } catch (t9005002.p0.E2 e) { ex(103, "get", 2, e.code); } catch (t9005002.p0.E0 e) { ex(103, "get", 0, e.code); } catch (t9005002.p1.E1 e) { ex(103, "get", 1, e.code); }
		if (on(104)) try { out(104, "ov", ((t9005002.p0.K3) o3).ov(o1)); } catch (t9005002.p0.E2 e) { ex(104, "ov", 2, e.code); } catch (t9005002.p0.E0 e) { ex(104, "ov", 0, e.code); } catch (t9005002.p1.E1 e) { ex(104, "ov", 1, e.code); }
		if (on(105)) try { out(105, "ov", ((t9005002.p0.K3) o3).ov(o2)); } catch (t9005002.p0.E2 e) { ex(105, "ov", 2, e.code); } catch (t9005002.p0.E0 e) { ex(105, "ov", 0, e.code); } catch (t9005002.p1.E1 e) { ex(105, "ov", 1, e.code); }
		if (on(106)) try { out(106, "ov", ((t9005002.p0.K3) o3).ov(o3)); } catch (t9005002.p0.E2 e) { ex(106, "ov", 2, e.code); } catch (t9005002.p0.E0 e) { ex(106, "ov", 0, e.code); } catch (t9005002.p1.E1 e) { ex(106, "ov", 1, e.code); }
		if (on(107)) try { out(107, "inner", ((t9005002.p0.K3) o3).inr()); } catch (t9005002.p0.E2 e) { ex(107, "inner", 2, e.code); } catch (t9005002.p0.E0 e) { ex(107, "inner", 0, e.code); } catch (t9005002.p1.E1 e) { ex(107, "inner", 1, e.code); }
		if (on(108)) try { out(108, "lambda", ((t9005002.p0.K3) o3).lam()); } catch (t9005002.p0.E2 e) { ex(108, "lambda", 2, e.code); } catch (t9005002.p0.E0 e) { ex(108, "lambda", 0, e.code); } catch (t9005002.p1.E1 e) { ex(108, "lambda", 1, e.code); }
		if (on(109)) try { out(109, "call", ((t9005002.p0.K2) o3).m0()); } catch (t9005002.p0.E2 e) { ex(109, "call", 2, e.code); } catch (t9005002.p0.E0 e) { ex(109, "call", 0, e.code); } catch (t9005002.p1.E1 e) { ex(109, "call", 1, e.code); }
		if (on(110)) try { out(110, "call", ((t9005002.p0.K2) o3).m1()); } catch (t9005002.p0.E2 e) { ex(110, "call", 2, e.code); } catch (t9005002.p0.E0 e) { ex(110, "call", 0, e.code); } catch (t9005002.p1.E1 e) { ex(110, "call", 1, e.code); }
		if (on(111)) try { out(111, "get", ((t9005002.p0.K2) o3).f0); } catch (t9005002.p0.E2 e) { ex(111, "get", 2, e.code); } catch (t9005002.p0.E0 e) { ex(111, "get", 0, e.code); } catch (t9005002.p1.E1 e) { ex(111, "get", 1, e.code); }
		if (on(112)) try { out(112, "get", ((t9005002.p0.K2) o3).f1); } catch (t9005002.p0.E2 e) { ex(112, "get", 2, e.code); } catch (t9005002.p0.E0 e) { ex(112, "get", 0, e.code); } catch (t9005002.p1.E1 e) { ex(112, "get", 1, e.code); }
		if (on(113)) try { out(113, "ov", ((t9005002.p0.K2) o3).ov(o1)); } catch (t9005002.p0.E2 e) { ex(113, "ov", 2, e.code); } catch (t9005002.p0.E0 e) { ex(113, "ov", 0, e.code); } catch (t9005002.p1.E1 e) { ex(113, "ov", 1, e.code); }
		if (on(114)) try { out(114, "ov", ((t9005002.p0.K2) o3).ov(o2)); } catch (t9005002.p0.E2 e) { ex(114, "ov", 2, e.code); } catch (t9005002.p0.E0 e) { ex(114, "ov", 0, e.code); } catch (t9005002.p1.E1 e) { ex(114, "ov", 1, e.code); }
		if (on(115)) try { out(115, "ov", ((t9005002.p0.K2) o3).ov(o3)); } catch (t9005002.p0.E2 e) { ex(115, "ov", 2, e.code); } catch (t9005002.p0.E0 e) { ex(115, "ov", 0, e.code); } catch (t9005002.p1.E1 e) { ex(115, "ov", 1, e.code); }
		if (on(116)) try { out(116, "inner", ((t9005002.p0.K2) o3).inr()); } catch (t9005002.p0.E2 e) { ex(116, "inner", 2, e.code); } catch (t9005002.p0.E0 e) { ex(116, "inner", 0, e.code); } catch (t9005002.p1.E1 e) { ex(116, "inner", 1, e.code); }
		if (on(117)) try { out(117, "lambda", ((t9005002.p0.K2) o3).lam()); } catch (t9005002.p0.E2 e) { ex(117, "lambda", 2, e.code); } catch (t9005002.p0.E0 e) { ex(117, "lambda", 0, e.code); } catch (t9005002.p1.E1 e) { ex(117, "lambda", 1, e.code); }
		if (on(118)) try { out(118, "get", ((t9005002.p1.K0) o3).f0); } catch (t9005002.p0.E2 e) { ex(118, "get", 2, e.code); } catch (t9005002.p0.E0 e) { ex(118, "get", 0, e.code); } catch (t9005002.p1.E1 e) { ex(118, "get", 1, e.code); }
		if (on(119)) try { out(119, "get", ((t9005002.p1.K0) o3).f1); } catch (t9005002.p0.E2 e) { ex(119, "get", 2, e.code); } catch (t9005002.p0.E0 e) { ex(119, "get", 0, e.code); } catch (t9005002.p1.E1 e) { ex(119, "get", 1, e.code); }
		if (on(120)) try { out(120, "ov", ((t9005002.p1.K0) o3).ov(o1)); } catch (t9005002.p0.E2 e) { ex(120, "ov", 2, e.code); } catch (t9005002.p0.E0 e) { ex(120, "ov", 0, e.code); } catch (t9005002.p1.E1 e) { ex(120, "ov", 1, e.code); }
	}
	static void g4() throws Exception {
		if (on(121)) try { out(121, "ov", ((t9005002.p1.K0) o3).ov(o3)); } catch (t9005002.p0.E2 e) { ex(121, "ov", 2, e.code); } catch (t9005002.p0.E0 e) { ex(121, "ov", 0, e.code); } catch (t9005002.p1.E1 e) { ex(121, "ov", 1, e.code); }
		if (on(122)) try { out(122, "inner", ((t9005002.p1.K0) o3).inr()); } catch (t9005002.p0.E2 e) { ex(122, "inner", 2, e.code); } catch (t9005002.p0.E0 e) { ex(122, "inner", 0, e.code); } catch (t9005002.p1.E1 e) { ex(122, "inner", 1, e.code); }
		if (on(123)) try { out(123, "icall", ((t9005002.p0.J0) o3).m0()); } catch (t9005002.p0.E2 e) { ex(123, "icall", 2, e.code); } catch (t9005002.p0.E0 e) { ex(123, "icall", 0, e.code); } catch (t9005002.p1.E1 e) { ex(123, "icall", 1, e.code); }
		if (on(124)) try { out(124, "icall", ((t9005002.p0.J1) o3).m0()); } catch (t9005002.p0.E2 e) { ex(124, "icall", 2, e.code); } catch (t9005002.p0.E0 e) { ex(124, "icall", 0, e.code); } catch (t9005002.p1.E1 e) { ex(124, "icall", 1, e.code); }
		if (on(125)) out(125, "inst", ((Object) o3) instanceof t9005002.p1.K0 ? 1 : 0);
		if (on(126)) try { t9005002.p1.K0 y = (t9005002.p1.K0) (Object) o3; out(126, "cast", 1); } catch (ClassCastException e) { out(126, "cast", 0); }
		if (on(127)) out(127, "inst", ((Object) o3) instanceof t9005002.p0.K1 ? 1 : 0);
		if (on(128)) try { t9005002.p0.K1 y = (t9005002.p0.K1) (Object) o3; out(128, "cast", 1); } catch (ClassCastException e) { out(128, "cast", 0); }
		if (on(129)) out(129, "inst", ((Object) o3) instanceof t9005002.p0.K2 ? 1 : 0);
		if (on(130)) try { t9005002.p0.K2 y = (t9005002.p0.K2) (Object) o3; out(130, "cast", 1); } catch (ClassCastException e) { out(130, "cast", 0); }
		if (on(131)) out(131, "inst", ((Object) o3) instanceof t9005002.p0.K3 ? 1 : 0);
		if (on(132)) try { t9005002.p0.K3 y = (t9005002.p0.K3) (Object) o3; out(132, "cast", 1); } catch (ClassCastException e) { out(132, "cast", 0); }
		if (on(133)) out(133, "inst", ((Object) o3) instanceof t9005002.p0.J0 ? 1 : 0);
		if (on(134)) try { t9005002.p0.J0 y = (t9005002.p0.J0) (Object) o3; out(134, "cast", 1); } catch (ClassCastException e) { out(134, "cast", 0); }
		if (on(135)) out(135, "inst", ((Object) o3) instanceof t9005002.p0.J1 ? 1 : 0);
		if (on(136)) try { t9005002.p0.J1 y = (t9005002.p0.J1) (Object) o3; out(136, "cast", 1); } catch (ClassCastException e) { out(136, "cast", 0); }
		if (on(137)) try { t9005002.p0.K2[] r = new t9005002.p0.K3[1]; r[0] = o3; out(137, "arr", 1); } catch (ArrayStoreException e) { out(137, "arr", 0); }
		if (on(138)) try { t9005002.p0.K2[] r = new t9005002.p0.K3[1]; r[0] = o2; out(138, "arr", 1); } catch (ArrayStoreException e) { out(138, "arr", 0); }
		if (on(139)) try { out(139, "eq", ((Object) o3).equals(o0) ? 1 : 0); } catch (t9005002.p0.E2 e) { ex(139, "eq", 2, e.code); } catch (t9005002.p0.E0 e) { ex(139, "eq", 0, e.code); } catch (t9005002.p1.E1 e) { ex(139, "eq", 1, e.code); }
		if (on(140)) try { out(140, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o3)).contains(o0) ? 1 : 0); } catch (t9005002.p0.E2 e) { ex(140, "hash", 2, e.code); } catch (t9005002.p0.E0 e) { ex(140, "hash", 0, e.code); } catch (t9005002.p1.E1 e) { ex(140, "hash", 1, e.code); }
		if (on(141)) try { out(141, "eq", ((Object) o3).equals(o1) ? 1 : 0); } catch (t9005002.p0.E2 e) { ex(141, "eq", 2, e.code); } catch (t9005002.p0.E0 e) { ex(141, "eq", 0, e.code); } catch (t9005002.p1.E1 e) { ex(141, "eq", 1, e.code); }
		if (on(142)) try { out(142, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o3)).contains(o1) ? 1 : 0); } catch (t9005002.p0.E2 e) { ex(142, "hash", 2, e.code); } catch (t9005002.p0.E0 e) { ex(142, "hash", 0, e.code); } catch (t9005002.p1.E1 e) { ex(142, "hash", 1, e.code); }
		if (on(143)) try { out(143, "eq", ((Object) o3).equals(o2) ? 1 : 0); } catch (t9005002.p0.E2 e) { ex(143, "eq", 2, e.code); } catch (t9005002.p0.E0 e) { ex(143, "eq", 0, e.code); } catch (t9005002.p1.E1 e) { ex(143, "eq", 1, e.code); }
		if (on(144)) try { out(144, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o3)).contains(o2) ? 1 : 0); } catch (t9005002.p0.E2 e) { ex(144, "hash", 2, e.code); } catch (t9005002.p0.E0 e) { ex(144, "hash", 0, e.code); } catch (t9005002.p1.E1 e) { ex(144, "hash", 1, e.code); }
		if (on(145)) try { out(145, "eq", ((Object) o3).equals(o3) ? 1 : 0); } catch (t9005002.p0.E2 e) { ex(145, "eq", 2, e.code); } catch (t9005002.p0.E0 e) { ex(145, "eq", 0, e.code); } catch (t9005002.p1.E1 e) { ex(145, "eq", 1, e.code); }
		if (on(146)) try { out(146, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o3)).contains(o3) ? 1 : 0); } catch (t9005002.p0.E2 e) { ex(146, "hash", 2, e.code); } catch (t9005002.p0.E0 e) { ex(146, "hash", 0, e.code); } catch (t9005002.p1.E1 e) { ex(146, "hash", 1, e.code); }
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
