package t9003003.p0;

public class Main {
	static String mode = "all";
	static int ticks;
	static t9003003.p0.K0 o0;
	static t9003003.p1.K1 o1;
	static t9003003.p0.K2 o2;
	static t9003003.p0.K3 o3;
	static boolean on(int n) { return mode.equals("all") || (n % 2 == 0) == mode.equals("even"); }
	static void out(int n, String kind, Object v) { System.out.println(kind + "#" + n + " " + v); }
	static void ex(int n, String kind, int e, int code) { System.out.println(kind + "#" + n + " !E" + e + " " + code); }
	public static void log(String what, int id) { System.out.println(what + " " + id); }
	public static int clinit(int id) { log("clinit", id); return id; }
	public static int tick() { return ticks++; }
	static String sorted(Object[] a) { Object[] s = a.clone(); java.util.Arrays.sort(s); StringBuilder r = new StringBuilder(); for (Object o : s) for (int i = 0; i < a.length; i++) if (a[i] == o) r.append(i).append(','); return r.toString(); }
	static void statics() {
		if (on(1)) out(1, "static", t9003003.p0.K0.s);
		if (on(2)) out(2, "static", t9003003.p1.K1.s);
		if (on(3)) out(3, "static", t9003003.p0.K2.s);
		if (on(4)) out(4, "static", t9003003.p0.K3.s);
	}
	static void objects() {
		o0 = new t9003003.p0.K0();
		o1 = new t9003003.p1.K1();
		o2 = new t9003003.p0.K2();
		o3 = new t9003003.p0.K3();
	}
	static void g1() throws Exception {
		if (on(1)) try { out(1, "call", ((t9003003.p0.K0) o0).m0()); } catch (t9003003.p0.E2 e) { ex(1, "call", 2, e.code); } catch (t9003003.p0.E0 e) { ex(1, "call", 0, e.code); } catch (t9003003.p1.E1 e) { ex(1, "call", 1, e.code); }
		if (on(2)) try { out(2, "call", ((t9003003.p0.K0) o0).m1()); } catch (t9003003.p0.E2 e) { ex(2, "call", 2, e.code); } catch (t9003003.p0.E0 e) { ex(2, "call", 0, e.code); } catch (t9003003.p1.E1 e) { ex(2, "call", 1, e.code); }
		if (on(3)) try { out(3, "str", "" + o0); } catch (t9003003.p0.E2 e) { ex(3, "str", 2, e.code); } catch (t9003003.p0.E0 e) { ex(3, "str", 0, e.code); } catch (t9003003.p1.E1 e) { ex(3, "str", 1, e.code); }
		if (on(4)) try { out(4, "icall", ((t9003003.p0.J0) o0).m0()); } catch (t9003003.p0.E2 e) { ex(4, "icall", 2, e.code); } catch (t9003003.p0.E0 e) { ex(4, "icall", 0, e.code); } catch (t9003003.p1.E1 e) { ex(4, "icall", 1, e.code); }
		if (on(5)) out(5, "inst", ((Object) o0) instanceof t9003003.p0.K0 ? 1 : 0);
		if (on(6)) try { t9003003.p0.K0 y = (t9003003.p0.K0) (Object) o0; out(6, "cast", 1); } catch (ClassCastException e) { out(6, "cast", 0); }
		if (on(7)) out(7, "inst", ((Object) o0) instanceof t9003003.p1.K1 ? 1 : 0);
		if (on(8)) try { t9003003.p1.K1 y = (t9003003.p1.K1) (Object) o0; out(8, "cast", 1); } catch (ClassCastException e) { out(8, "cast", 0); }
		if (on(9)) out(9, "inst", ((Object) o0) instanceof t9003003.p0.K2 ? 1 : 0);
		if (on(10)) try { t9003003.p0.K2 y = (t9003003.p0.K2) (Object) o0; out(10, "cast", 1); } catch (ClassCastException e) { out(10, "cast", 0); }
		if (on(11)) out(11, "inst", ((Object) o0) instanceof t9003003.p0.K3 ? 1 : 0);
		if (on(12)) try { t9003003.p0.K3 y = (t9003003.p0.K3) (Object) o0; out(12, "cast", 1); } catch (ClassCastException e) { out(12, "cast", 0); }
		if (on(13)) out(13, "inst", ((Object) o0) instanceof t9003003.p0.J0 ? 1 : 0);
		if (on(14)) try { t9003003.p0.J0 y = (t9003003.p0.J0) (Object) o0; out(14, "cast", 1); } catch (ClassCastException e) { out(14, "cast", 0); }
		if (on(15)) try { out(15, "eq", ((Object) o0).equals(o0) ? 1 : 0); } catch (t9003003.p0.E2 e) { ex(15, "eq", 2, e.code); } catch (t9003003.p0.E0 e) { ex(15, "eq", 0, e.code); } catch (t9003003.p1.E1 e) { ex(15, "eq", 1, e.code); }
		if (on(16)) try { out(16, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o0)).contains(o0) ? 1 : 0); } catch (t9003003.p0.E2 e) { ex(16, "hash", 2, e.code); } catch (t9003003.p0.E0 e) { ex(16, "hash", 0, e.code); } catch (t9003003.p1.E1 e) { ex(16, "hash", 1, e.code); }
		if (on(17)) try { out(17, "eq", ((Object) o0).equals(o1) ? 1 : 0); } catch (t9003003.p0.E2 e) { ex(17, "eq", 2, e.code); } catch (t9003003.p0.E0 e) { ex(17, "eq", 0, e.code); } catch (t9003003.p1.E1 e) { ex(17, "eq", 1, e.code); }
		if (on(18)) try { out(18, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o0)).contains(o1) ? 1 : 0); } catch (t9003003.p0.E2 e) { ex(18, "hash", 2, e.code); } catch (t9003003.p0.E0 e) { ex(18, "hash", 0, e.code); } catch (t9003003.p1.E1 e) { ex(18, "hash", 1, e.code); }
		if (on(19)) try { out(19, "eq", ((Object) o0).equals(o2) ? 1 : 0); } catch (t9003003.p0.E2 e) { ex(19, "eq", 2, e.code); } catch (t9003003.p0.E0 e) { ex(19, "eq", 0, e.code); } catch (t9003003.p1.E1 e) { ex(19, "eq", 1, e.code); }
		if (on(20)) try { out(20, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o0)).contains(o2) ? 1 : 0); } catch (t9003003.p0.E2 e) { ex(20, "hash", 2, e.code); } catch (t9003003.p0.E0 e) { ex(20, "hash", 0, e.code); } catch (t9003003.p1.E1 e) { ex(20, "hash", 1, e.code); }
		if (on(21)) try { out(21, "eq", ((Object) o0).equals(o3) ? 1 : 0); } catch (t9003003.p0.E2 e) { ex(21, "eq", 2, e.code); } catch (t9003003.p0.E0 e) { ex(21, "eq", 0, e.code); } catch (t9003003.p1.E1 e) { ex(21, "eq", 1, e.code); }
		if (on(22)) try { out(22, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o0)).contains(o3) ? 1 : 0); } catch (t9003003.p0.E2 e) { ex(22, "hash", 2, e.code); } catch (t9003003.p0.E0 e) { ex(22, "hash", 0, e.code); } catch (t9003003.p1.E1 e) { ex(22, "hash", 1, e.code); }
		if (on(23)) try { out(23, "call", ((t9003003.p1.K1) o1).m0()); } catch (t9003003.p0.E2 e) { ex(23, "call", 2, e.code); } catch (t9003003.p0.E0 e) { ex(23, "call", 0, e.code); } catch (t9003003.p1.E1 e) { ex(23, "call", 1, e.code); }
		if (on(24)) try { out(24, "call", ((t9003003.p1.K1) o1).m1()); } catch (t9003003.p0.E2 e) { ex(24, "call", 2, e.code); } catch (t9003003.p0.E0 e) { ex(24, "call", 0, e.code); } catch (t9003003.p1.E1 e) { ex(24, "call", 1, e.code); }
		if (on(25)) try { out(25, "ov", ((t9003003.p1.K1) o1).ov(o1)); } catch (t9003003.p0.E2 e) { ex(25, "ov", 2, e.code); } catch (t9003003.p0.E0 e) { ex(25, "ov", 0, e.code); } catch (t9003003.p1.E1 e) { ex(25, "ov", 1, e.code); }
		if (on(26)) try { out(26, "ov", ((t9003003.p1.K1) o1).ov(o2)); } catch (t9003003.p0.E2 e) { ex(26, "ov", 2, e.code); } catch (t9003003.p0.E0 e) { ex(26, "ov", 0, e.code); } catch (t9003003.p1.E1 e) { ex(26, "ov", 1, e.code); }
		if (on(27)) try { out(27, "ov", ((t9003003.p1.K1) o1).ov(o3)); } catch (t9003003.p0.E2 e) { ex(27, "ov", 2, e.code); } catch (t9003003.p0.E0 e) { ex(27, "ov", 0, e.code); } catch (t9003003.p1.E1 e) { ex(27, "ov", 1, e.code); }
		if (on(28)) try { out(28, "inner", ((t9003003.p1.K1) o1).inr()); } catch (t9003003.p0.E2 e) { ex(28, "inner", 2, e.code); } catch (t9003003.p0.E0 e) { ex(28, "inner", 0, e.code); } catch (t9003003.p1.E1 e) { ex(28, "inner", 1, e.code); }
		if (on(29)) try { out(29, "call", ((t9003003.p0.K0) o1).m0()); } catch (t9003003.p0.E2 e) { ex(29, "call", 2, e.code); } catch (t9003003.p0.E0 e) { ex(29, "call", 0, e.code); } catch (t9003003.p1.E1 e) { ex(29, "call", 1, e.code); }
		if (on(30)) try { out(30, "call", ((t9003003.p0.K0) o1).m1()); } catch (t9003003.p0.E2 e) { ex(30, "call", 2, e.code); } catch (t9003003.p0.E0 e) { ex(30, "call", 0, e.code); } catch (t9003003.p1.E1 e) { ex(30, "call", 1, e.code); }
		if (on(31)) try { out(31, "str", "" + o1); } catch (t9003003.p0.E2 e) { ex(31, "str", 2, e.code); } catch (t9003003.p0.E0 e) { ex(31, "str", 0, e.code); } catch (t9003003.p1.E1 e) { ex(31, "str", 1, e.code); }
		if (on(32)) try { out(32, "icall", ((t9003003.p0.J0) o1).m0()); } catch (t9003003.p0.E2 e) { ex(32, "icall", 2, e.code); } catch (t9003003.p0.E0 e) { ex(32, "icall", 0, e.code); } catch (t9003003.p1.E1 e) { ex(32, "icall", 1, e.code); }
		if (on(33)) out(33, "inst", ((Object) o1) instanceof t9003003.p0.K0 ? 1 : 0);
		if (on(34)) try { t9003003.p0.K0 y = (t9003003.p0.K0) (Object) o1; out(34, "cast", 1); } catch (ClassCastException e) { out(34, "cast", 0); }
		if (on(35)) out(35, "inst", ((Object) o1) instanceof t9003003.p1.K1 ? 1 : 0);
		if (on(36)) try { t9003003.p1.K1 y = (t9003003.p1.K1) (Object) o1; out(36, "cast", 1); } catch (ClassCastException e) { out(36, "cast", 0); }
		if (on(37)) out(37, "inst", ((Object) o1) instanceof t9003003.p0.K2 ? 1 : 0);
		if (on(38)) try { t9003003.p0.K2 y = (t9003003.p0.K2) (Object) o1; out(38, "cast", 1); } catch (ClassCastException e) { out(38, "cast", 0); }
		if (on(39)) out(39, "inst", ((Object) o1) instanceof t9003003.p0.K3 ? 1 : 0);
		if (on(40)) try { t9003003.p0.K3 y = (t9003003.p0.K3) (Object) o1; out(40, "cast", 1); } catch (ClassCastException e) { out(40, "cast", 0); }
	}
	static void g2() throws Exception {
		if (on(41)) out(41, "inst", ((Object) o1) instanceof t9003003.p0.J0 ? 1 : 0);
		if (on(42)) try { t9003003.p0.J0 y = (t9003003.p0.J0) (Object) o1; out(42, "cast", 1); } catch (ClassCastException e) { out(42, "cast", 0); }
		if (on(43)) try { t9003003.p0.K0[] r = new t9003003.p1.K1[1]; r[0] = o1; out(43, "arr", 1); } catch (ArrayStoreException e) { out(43, "arr", 0); }
		if (on(44)) try { t9003003.p0.K0[] r = new t9003003.p1.K1[1]; r[0] = o0; out(44, "arr", 1); } catch (ArrayStoreException e) { out(44, "arr", 0); }
		if (on(45)) try { out(45, "eq", ((Object) o1).equals(o0) ? 1 : 0); } catch (t9003003.p0.E2 e) { ex(45, "eq", 2, e.code); } catch (t9003003.p0.E0 e) { ex(45, "eq", 0, e.code); } catch (t9003003.p1.E1 e) { ex(45, "eq", 1, e.code); }
		if (on(46)) try { out(46, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o1)).contains(o0) ? 1 : 0); } catch (t9003003.p0.E2 e) { ex(46, "hash", 2, e.code); } catch (t9003003.p0.E0 e) { ex(46, "hash", 0, e.code); } catch (t9003003.p1.E1 e) { ex(46, "hash", 1, e.code); }
		if (on(47)) try { out(47, "eq", ((Object) o1).equals(o1) ? 1 : 0); } catch (t9003003.p0.E2 e) { ex(47, "eq", 2, e.code); } catch (t9003003.p0.E0 e) { ex(47, "eq", 0, e.code); } catch (t9003003.p1.E1 e) { ex(47, "eq", 1, e.code); }
		if (on(48)) try { out(48, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o1)).contains(o1) ? 1 : 0); } catch (t9003003.p0.E2 e) { ex(48, "hash", 2, e.code); } catch (t9003003.p0.E0 e) { ex(48, "hash", 0, e.code); } catch (t9003003.p1.E1 e) { ex(48, "hash", 1, e.code); }
		if (on(49)) try { out(49, "eq", ((Object) o1).equals(o2) ? 1 : 0); } catch (t9003003.p0.E2 e) { ex(49, "eq", 2, e.code); } catch (t9003003.p0.E0 e) { ex(49, "eq", 0, e.code); } catch (t9003003.p1.E1 e) { ex(49, "eq", 1, e.code); }
		if (on(50)) try { out(50, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o1)).contains(o2) ? 1 : 0); } catch (t9003003.p0.E2 e) { ex(50, "hash", 2, e.code); } catch (t9003003.p0.E0 e) { ex(50, "hash", 0, e.code); } catch (t9003003.p1.E1 e) { ex(50, "hash", 1, e.code); }
		if (on(51)) try { out(51, "eq", ((Object) o1).equals(o3) ? 1 : 0); } catch (t9003003.p0.E2 e) { ex(51, "eq", 2, e.code); } catch (t9003003.p0.E0 e) { ex(51, "eq", 0, e.code); } catch (t9003003.p1.E1 e) { ex(51, "eq", 1, e.code); }
		if (on(52)) try { out(52, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o1)).contains(o3) ? 1 : 0); } catch (t9003003.p0.E2 e) { ex(52, "hash", 2, e.code); } catch (t9003003.p0.E0 e) { ex(52, "hash", 0, e.code); } catch (t9003003.p1.E1 e) { ex(52, "hash", 1, e.code); }
		if (on(53)) try { out(53, "call", ((t9003003.p0.K2) o2).m0()); } catch (t9003003.p0.E2 e) { ex(53, "call", 2, e.code); } catch (t9003003.p0.E0 e) { ex(53, "call", 0, e.code); } catch (t9003003.p1.E1 e) { ex(53, "call", 1, e.code); }
		if (on(54)) try { out(54, "call", ((t9003003.p0.K2) o2).m1()); } catch (t9003003.p0.E2 e) { ex(54, "call", 2, e.code); } catch (t9003003.p0.E0 e) { ex(54, "call", 0, e.code); } catch (t9003003.p1.E1 e) { ex(54, "call", 1, e.code); }
		if (on(55)) try { out(55, "call", ((t9003003.p0.K2) o2).m2()); } catch (t9003003.p0.E2 e) { ex(55, "call", 2, e.code); } catch (t9003003.p0.E0 e) { ex(55, "call", 0, e.code); } catch (t9003003.p1.E1 e) { ex(55, "call", 1, e.code); }
		if (on(56)) try { out(56, "get", ((t9003003.p0.K2) o2).f0); } catch (t9003003.p0.E2 e) { ex(56, "get", 2, e.code); } catch (t9003003.p0.E0 e) { ex(56, "get", 0, e.code); } catch (t9003003.p1.E1 e) { ex(56, "get", 1, e.code); }
		if (on(57)) try { out(57, "get", ((t9003003.p0.K2) o2).f1); } catch (t9003003.p0.E2 e) { ex(57, "get", 2, e.code); } catch (t9003003.p0.E0 e) { ex(57, "get", 0, e.code); } catch (t9003003.p1.E1 e) { ex(57, "get", 1, e.code); }
		if (on(58)) try { out(58, "ov", ((t9003003.p0.K2) o2).ov(o1)); } catch (t9003003.p0.E2 e) { ex(58, "ov", 2, e.code); } catch (t9003003.p0.E0 e) { ex(58, "ov", 0, e.code); } catch (t9003003.p1.E1 e) { ex(58, "ov", 1, e.code); }
		if (on(59)) try { out(59, "ov", ((t9003003.p0.K2) o2).ov(o2)); } catch (t9003003.p0.E2 e) { ex(59, "ov", 2, e.code); } catch (t9003003.p0.E0 e) { ex(59, "ov", 0, e.code); } catch (t9003003.p1.E1 e) { ex(59, "ov", 1, e.code); }
		if (on(60)) try { out(60, "ov", ((t9003003.p0.K2) o2).ov(o3)); } catch (t9003003.p0.E2 e) { ex(60, "ov", 2, e.code); } catch (t9003003.p0.E0 e) { ex(60, "ov", 0, e.code); } catch (t9003003.p1.E1 e) { ex(60, "ov", 1, e.code); }
		if (on(61)) try { out(61, "inner", ((t9003003.p0.K2) o2).inr()); } catch (t9003003.p0.E2 e) { ex(61, "inner", 2, e.code); } catch (t9003003.p0.E0 e) { ex(61, "inner", 0, e.code); } catch (t9003003.p1.E1 e) { ex(61, "inner", 1, e.code); }
		if (on(62)) try { out(62, "call", ((t9003003.p1.K1) o2).m0()); } catch (t9003003.p0.E2 e) { ex(62, "call", 2, e.code); } catch (t9003003.p0.E0 e) { ex(62, "call", 0, e.code); } catch (t9003003.p1.E1 e) { ex(62, "call", 1, e.code); }
		if (on(63)) try { out(63, "call", ((t9003003.p1.K1) o2).m1()); } catch (t9003003.p0.E2 e) { ex(63, "call", 2, e.code); } catch (t9003003.p0.E0 e) { ex(63, "call", 0, e.code); } catch (t9003003.p1.E1 e) { ex(63, "call", 1, e.code); }
		if (on(64)) try { out(64, "ov", ((t9003003.p1.K1) o2).ov(o1)); } catch (t9003003.p0.E2 e) { ex(64, "ov", 2, e.code); } catch (t9003003.p0.E0 e) { ex(64, "ov", 0, e.code); } catch (t9003003.p1.E1 e) { ex(64, "ov", 1, e.code); }
		if (on(65)) try { out(65, "ov", ((t9003003.p1.K1) o2).ov(o2)); } catch (t9003003.p0.E2 e) { ex(65, "ov", 2, e.code); } catch (t9003003.p0.E0 e) { ex(65, "ov", 0, e.code); } catch (t9003003.p1.E1 e) { ex(65, "ov", 1, e.code); }
		if (on(66)) try { out(66, "ov", ((t9003003.p1.K1) o2).ov(o3)); } catch (t9003003.p0.E2 e) { ex(66, "ov", 2, e.code); } catch (t9003003.p0.E0 e) { ex(66, "ov", 0, e.code); } catch (t9003003.p1.E1 e) { ex(66, "ov", 1, e.code); }
		if (on(67)) try { out(67, "inner", ((t9003003.p1.K1) o2).inr()); } catch (t9003003.p0.E2 e) { ex(67, "inner", 2, e.code); } catch (t9003003.p0.E0 e) { ex(67, "inner", 0, e.code); } catch (t9003003.p1.E1 e) { ex(67, "inner", 1, e.code); }
		if (on(68)) try { out(68, "call", ((t9003003.p0.K0) o2).m0()); } catch (t9003003.p0.E2 e) { ex(68, "call", 2, e.code); } catch (t9003003.p0.E0 e) { ex(68, "call", 0, e.code); } catch (t9003003.p1.E1 e) { ex(68, "call", 1, e.code); }
		if (on(69)) try { out(69, "call", ((t9003003.p0.K0) o2).m1()); } catch (t9003003.p0.E2 e) { ex(69, "call", 2, e.code); } catch (t9003003.p0.E0 e) { ex(69, "call", 0, e.code); } catch (t9003003.p1.E1 e) { ex(69, "call", 1, e.code); }
		if (on(70)) try { out(70, "str", "" + o2); } catch (t9003003.p0.E2 e) { ex(70, "str", 2, e.code); } catch (t9003003.p0.E0 e) { ex(70, "str", 0, e.code); } catch (t9003003.p1.E1 e) { ex(70, "str", 1, e.code); }
		if (on(71)) try { out(71, "icall", ((t9003003.p0.J0) o2).m0()); } catch (t9003003.p0.E2 e) { ex(71, "icall", 2, e.code); } catch (t9003003.p0.E0 e) { ex(71, "icall", 0, e.code); } catch (t9003003.p1.E1 e) { ex(71, "icall", 1, e.code); }
		if (on(72)) out(72, "inst", ((Object) o2) instanceof t9003003.p0.K0 ? 1 : 0);
		if (on(73)) try { t9003003.p0.K0 y = (t9003003.p0.K0) (Object) o2; out(73, "cast", 1); } catch (ClassCastException e) { out(73, "cast", 0); }
		if (on(74)) out(74, "inst", ((Object) o2) instanceof t9003003.p1.K1 ? 1 : 0);
		if (on(75)) try { t9003003.p1.K1 y = (t9003003.p1.K1) (Object) o2; out(75, "cast", 1); } catch (ClassCastException e) { out(75, "cast", 0); }
		if (on(76)) out(76, "inst", ((Object) o2) instanceof t9003003.p0.K2 ? 1 : 0);
		if (on(77)) try { t9003003.p0.K2 y = (t9003003.p0.K2) (Object) o2; out(77, "cast", 1); } catch (ClassCastException e) { out(77, "cast", 0); }
		if (on(78)) out(78, "inst", ((Object) o2) instanceof t9003003.p0.K3 ? 1 : 0);
		if (on(79)) try { t9003003.p0.K3 y = (t9003003.p0.K3) (Object) o2; out(79, "cast", 1); } catch (ClassCastException e) { out(79, "cast", 0); }
		if (on(80)) out(80, "inst", ((Object) o2) instanceof t9003003.p0.J0 ? 1 : 0);
	}
	static void g3() throws Exception {
		if (on(81)) try { t9003003.p0.J0 y = (t9003003.p0.J0) (Object) o2; out(81, "cast", 1); } catch (ClassCastException e) { out(81, "cast", 0); }
		if (on(82)) try { t9003003.p1.K1[] r = new t9003003.p0.K2[1]; r[0] = o2; out(82, "arr", 1); } catch (ArrayStoreException e) { out(82, "arr", 0); }
		if (on(83)) try { t9003003.p1.K1[] r = new t9003003.p0.K2[1]; r[0] = o1; out(83, "arr", 1); } catch (ArrayStoreException e) { out(83, "arr", 0); }
		if (on(84)) try { out(84, "eq", ((Object) o2).equals(o0) ? 1 : 0); } catch (t9003003.p0.E2 e) { ex(84, "eq", 2, e.code); } catch (t9003003.p0.E0 e) { ex(84, "eq", 0, e.code); } catch (t9003003.p1.E1 e) { ex(84, "eq", 1, e.code); }
		if (on(85)) try { out(85, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o2)).contains(o0) ? 1 : 0); } catch (t9003003.p0.E2 e) { ex(85, "hash", 2, e.code); } catch (t9003003.p0.E0 e) { ex(85, "hash", 0, e.code); } catch (t9003003.p1.E1 e) { ex(85, "hash", 1, e.code); }
		if (on(86)) try { out(86, "eq", ((Object) o2).equals(o1) ? 1 : 0); } catch (t9003003.p0.E2 e) { ex(86, "eq", 2, e.code); } catch (t9003003.p0.E0 e) { ex(86, "eq", 0, e.code); } catch (t9003003.p1.E1 e) { ex(86, "eq", 1, e.code); }
		if (on(87)) try { out(87, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o2)).contains(o1) ? 1 : 0); } catch (t9003003.p0.E2 e) { ex(87, "hash", 2, e.code); } catch (t9003003.p0.E0 e) { ex(87, "hash", 0, e.code); } catch (t9003003.p1.E1 e) { ex(87, "hash", 1, e.code); }
		if (on(88)) try { out(88, "eq", ((Object) o2).equals(o2) ? 1 : 0); } catch (t9003003.p0.E2 e) { ex(88, "eq", 2, e.code); } catch (t9003003.p0.E0 e) { ex(88, "eq", 0, e.code); } catch (t9003003.p1.E1 e) { ex(88, "eq", 1, e.code); }
		if (on(89)) try { out(89, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o2)).contains(o2) ? 1 : 0); } catch (t9003003.p0.E2 e) { ex(89, "hash", 2, e.code); } catch (t9003003.p0.E0 e) { ex(89, "hash", 0, e.code); } catch (t9003003.p1.E1 e) { ex(89, "hash", 1, e.code); }
		if (on(90)) try { out(90, "eq", ((Object) o2).equals(o3) ? 1 : 0); } catch (t9003003.p0.E2 e) { ex(90, "eq", 2, e.code); } catch (t9003003.p0.E0 e) { ex(90, "eq", 0, e.code); } catch (t9003003.p1.E1 e) { ex(90, "eq", 1, e.code); }
		if (on(91)) try { out(91, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o2)).contains(o3) ? 1 : 0); } catch (t9003003.p0.E2 e) { ex(91, "hash", 2, e.code); } catch (t9003003.p0.E0 e) { ex(91, "hash", 0, e.code); } catch (t9003003.p1.E1 e) { ex(91, "hash", 1, e.code); }
		if (on(92)) try { out(92, "call", ((t9003003.p0.K3) o3).m0()); } catch (t9003003.p0.E2 e) { ex(92, "call", 2, e.code); } catch (t9003003.p0.E0 e) { ex(92, "call", 0, e.code); } catch (t9003003.p1.E1 e) { ex(92, "call", 1, e.code); }
		if (on(93)) try { out(93, "call", ((t9003003.p0.K3) o3).m1()); } catch (t9003003.p0.E2 e) { ex(93, "call", 2, e.code); } catch (t9003003.p0.E0 e) { ex(93, "call", 0, e.code); } catch (t9003003.p1.E1 e) { ex(93, "call", 1, e.code); }
		if (on(94)) try { out(94, "call", ((t9003003.p0.K3) o3).m2()); } catch (t9003003.p0.E2 e) { ex(94, "call", 2, e.code); } catch (t9003003.p0.E0 e) { ex(94, "call", 0, e.code); } catch (t9003003.p1.E1 e) { ex(94, "call", 1, e.code); }
		if (on(95)) try { out(95, "get", ((t9003003.p0.K3) o3).f0); } catch (t9003003.p0.E2 e) { ex(95, "get", 2, e.code); } catch (t9003003.p0.E0 e) { ex(95, "get", 0, e.code); } catch (t9003003.p1.E1 e) { ex(95, "get", 1, e.code); }
		if (on(96)) try { out(96, "get", ((t9003003.p0.K3) o3).f1); } catch (t9003003.p0.E2 e) { ex(96, "get", 2, e.code); } catch (t9003003.p0.E0 e) { ex(96, "get", 0, e.code); } catch (t9003003.p1.E1 e) { ex(96, "get", 1, e.code); }
		if (on(97)) try { out(97, "ov", ((t9003003.p0.K3) o3).ov(o1)); } catch (t9003003.p0.E2 e) { ex(97, "ov", 2, e.code); } catch (t9003003.p0.E0 e) { ex(97, "ov", 0, e.code); } catch (t9003003.p1.E1 e) { ex(97, "ov", 1, e.code); }
		if (on(98)) try { out(98, "ov", ((t9003003.p0.K3) o3).ov(o2)); } catch (t9003003.p0.E2 e) { ex(98, "ov", 2, e.code); } catch (t9003003.p0.E0 e) { ex(98, "ov", 0, e.code); } catch (t9003003.p1.E1 e) { ex(98, "ov", 1, e.code); }
		if (on(99)) try { out(99, "ov", ((t9003003.p0.K3) o3).ov(o3)); } catch (t9003003.p0.E2 e) { ex(99, "ov", 2, e.code); } catch (t9003003.p0.E0 e) { ex(99, "ov", 0, e.code); } catch (t9003003.p1.E1 e) { ex(99, "ov", 1, e.code); }
		if (on(100)) try { out(100, "inner", ((t9003003.p0.K3) o3).inr()); } catch (t9003003.p0.E2 e) { ex(100, "inner", 2, e.code); } catch (t9003003.p0.E0 e) { ex(100, "inner", 0, e.code); } catch (t9003003.p1.E1 e) { ex(100, "inner", 1, e.code); }
		if (on(101)) try { out(101, "call", ((t9003003.p0.K2) o3).m0()); } catch (t9003003.p0.E2 e) { ex(101, "call", 2, e.code); } catch (t9003003.p0.E0 e) { ex(101, "call", 0, e.code); } catch (t9003003.p1.E1 e) { ex(101, "call", 1, e.code); }
		if (on(102)) try { out(102, "call", ((t9003003.p0.K2) o3).m1()); } catch (t9003003.p0.E2 e) { ex(102, "call", 2, e.code); } catch (t9003003.p0.E0 e) { ex(102, "call", 0, e.code); } catch (t9003003.p1.E1 e) { ex(102, "call", 1, e.code); }
		if (on(103)) try { out(103, "call", ((t9003003.p0.K2) o3).m2()); } catch (t9003003.p0.E2 e) { ex(103, "call", 2, e.code); } catch (t9003003.p0.E0 e) { ex(103, "call", 0, e.code); } catch (t9003003.p1.E1 e) { ex(103, "call", 1, e.code); }
		if (on(104)) try { out(104, "get", ((t9003003.p0.K2) o3).f0); } catch (t9003003.p0.E2 e) { ex(104, "get", 2, e.code); } catch (t9003003.p0.E0 e) { ex(104, "get", 0, e.code); } catch (t9003003.p1.E1 e) { ex(104, "get", 1, e.code); }
		if (on(105)) try { out(105, "get", ((t9003003.p0.K2) o3).f1); } catch (t9003003.p0.E2 e) { ex(105, "get", 2, e.code); } catch (t9003003.p0.E0 e) { ex(105, "get", 0, e.code); } catch (t9003003.p1.E1 e) { ex(105, "get", 1, e.code); }
		if (on(106)) try { out(106, "ov", ((t9003003.p0.K2) o3).ov(o1)); } catch (t9003003.p0.E2 e) { ex(106, "ov", 2, e.code); } catch (t9003003.p0.E0 e) { ex(106, "ov", 0, e.code); } catch (t9003003.p1.E1 e) { ex(106, "ov", 1, e.code); }
		if (on(107)) try { out(107, "ov", ((t9003003.p0.K2) o3).ov(o2)); } catch (t9003003.p0.E2 e) { ex(107, "ov", 2, e.code); } catch (t9003003.p0.E0 e) { ex(107, "ov", 0, e.code); } catch (t9003003.p1.E1 e) { ex(107, "ov", 1, e.code); }
		if (on(108)) try { out(108, "ov", ((t9003003.p0.K2) o3).ov(o3)); } catch (t9003003.p0.E2 e) { ex(108, "ov", 2, e.code); } catch (t9003003.p0.E0 e) { ex(108, "ov", 0, e.code); } catch (t9003003.p1.E1 e) { ex(108, "ov", 1, e.code); }
		if (on(109)) try { out(109, "inner", ((t9003003.p0.K2) o3).inr()); } catch (t9003003.p0.E2 e) { ex(109, "inner", 2, e.code); } catch (t9003003.p0.E0 e) { ex(109, "inner", 0, e.code); } catch (t9003003.p1.E1 e) { ex(109, "inner", 1, e.code); }
		if (on(110)) try { out(110, "call", ((t9003003.p1.K1) o3).m0()); } catch (t9003003.p0.E2 e) { ex(110, "call", 2, e.code); } catch (t9003003.p0.E0 e) { ex(110, "call", 0, e.code); } catch (t9003003.p1.E1 e) { ex(110, "call", 1, e.code); }
		if (on(111)) try { out(111, "call", ((t9003003.p1.K1) o3).m1()); } catch (t9003003.p0.E2 e) { ex(111, "call", 2, e.code); } catch (t9003003.p0.E0 e) { ex(111, "call", 0, e.code); } catch (t9003003.p1.E1 e) { ex(111, "call", 1, e.code); }
		if (on(112)) try { out(112, "ov", ((t9003003.p1.K1) o3).ov(o1)); } catch (t9003003.p0.E2 e) { ex(112, "ov", 2, e.code); } catch (t9003003.p0.E0 e) { ex(112, "ov", 0, e.code); } catch (t9003003.p1.E1 e) { ex(112, "ov", 1, e.code); }
		if (on(113)) try { out(113, "ov", ((t9003003.p1.K1) o3).ov(o2)); } catch (t9003003.p0.E2 e) { ex(113, "ov", 2, e.code); } catch (t9003003.p0.E0 e) { ex(113, "ov", 0, e.code); } catch (t9003003.p1.E1 e) { ex(113, "ov", 1, e.code); }
		if (on(114)) try { out(114, "ov", ((t9003003.p1.K1) o3).ov(o3)); } catch (t9003003.p0.E2 e) { ex(114, "ov", 2, e.code); } catch (t9003003.p0.E0 e) { ex(114, "ov", 0, e.code); } catch (t9003003.p1.E1 e) { ex(114, "ov", 1, e.code); }
		if (on(115)) try { out(115, "inner", ((t9003003.p1.K1) o3).inr()); } catch (t9003003.p0.E2 e) { ex(115, "inner", 2, e.code); } catch (t9003003.p0.E0 e) { ex(115, "inner", 0, e.code); } catch (t9003003.p1.E1 e) { ex(115, "inner", 1, e.code); }
		if (on(116)) try { out(116, "call", ((t9003003.p0.K0) o3).m0()); } catch (t9003003.p0.E2 e) { ex(116, "call", 2, e.code); } catch (t9003003.p0.E0 e) { ex(116, "call", 0, e.code); } catch (t9003003.p1.E1 e) { ex(116, "call", 1, e.code); }
		if (on(117)) try { out(117, "call", ((t9003003.p0.K0) o3).m1()); } catch (t9003003.p0.E2 e) { ex(117, "call", 2, e.code); } catch (t9003003.p0.E0 e) { ex(117, "call", 0, e.code); } catch (t9003003.p1.E1 e) { ex(117, "call", 1, e.code); }
		if (on(118)) try { out(118, "str", "" + o3); } catch (t9003003.p0.E2 e) { ex(118, "str", 2, e.code); } catch (t9003003.p0.E0 e) { ex(118, "str", 0, e.code); } catch (t9003003.p1.E1 e) { ex(118, "str", 1, e.code); }
		if (on(119)) try { out(119, "icall", ((t9003003.p0.J0) o3).m0()); } catch (t9003003.p0.E2 e) { ex(119, "icall", 2, e.code); } catch (t9003003.p0.E0 e) { ex(119, "icall", 0, e.code); } catch (t9003003.p1.E1 e) { ex(119, "icall", 1, e.code); }
		if (on(120)) out(120, "inst", ((Object) o3) instanceof t9003003.p0.K0 ? 1 : 0);
	}
	static void g4() throws Exception {
		if (on(121)) try { t9003003.p0.K0 y = (t9003003.p0.K0) (Object) o3; out(121, "cast", 1); } catch (ClassCastException e) { out(121, "cast", 0); }
		if (on(122)) out(122, "inst", ((Object) o3) instanceof t9003003.p1.K1 ? 1 : 0);
		if (on(123)) try { t9003003.p1.K1 y = (t9003003.p1.K1) (Object) o3; out(123, "cast", 1); } catch (ClassCastException e) { out(123, "cast", 0); }
		if (on(124)) out(124, "inst", ((Object) o3) instanceof t9003003.p0.K2 ? 1 : 0);
		if (on(125)) try { t9003003.p0.K2 y = (t9003003.p0.K2) (Object) o3; out(125, "cast", 1); } catch (ClassCastException e) { out(125, "cast", 0); }
		if (on(126)) out(126, "inst", ((Object) o3) instanceof t9003003.p0.K3 ? 1 : 0);
		if (on(127)) try { t9003003.p0.K3 y = (t9003003.p0.K3) (Object) o3; out(127, "cast", 1); } catch (ClassCastException e) { out(127, "cast", 0); }
		if (on(128)) out(128, "inst", ((Object) o3) instanceof t9003003.p0.J0 ? 1 : 0);
		if (on(129)) try { t9003003.p0.J0 y = (t9003003.p0.J0) (Object) o3; out(129, "cast", 1); } catch (ClassCastException e) { out(129, "cast", 0); }
		if (on(130)) try { t9003003.p0.K2[] r = new t9003003.p0.K3[1]; r[0] = o3; out(130, "arr", 1); } catch (ArrayStoreException e) { out(130, "arr", 0); }
		if (on(131)) try { t9003003.p0.K2[] r = new t9003003.p0.K3[1]; r[0] = o2; out(131, "arr", 1); } catch (ArrayStoreException e) { out(131, "arr", 0); }
		if (on(132)) try { out(132, "eq", ((Object) o3).equals(o0) ? 1 : 0); } catch (t9003003.p0.E2 e) { ex(132, "eq", 2, e.code); } catch (t9003003.p0.E0 e) { ex(132, "eq", 0, e.code); } catch (t9003003.p1.E1 e) { ex(132, "eq", 1, e.code); }
		if (on(133)) try { out(133, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o3)).contains(o0) ? 1 : 0); } catch (t9003003.p0.E2 e) { ex(133, "hash", 2, e.code); } catch (t9003003.p0.E0 e) { ex(133, "hash", 0, e.code); } catch (t9003003.p1.E1 e) { ex(133, "hash", 1, e.code); }
		if (on(134)) try { out(134, "eq", ((Object) o3).equals(o1) ? 1 : 0); } catch (t9003003.p0.E2 e) { ex(134, "eq", 2, e.code); } catch (t9003003.p0.E0 e) { ex(134, "eq", 0, e.code); } catch (t9003003.p1.E1 e) { ex(134, "eq", 1, e.code); }
		if (on(135)) try { out(135, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o3)).contains(o1) ? 1 : 0); } catch (t9003003.p0.E2 e) { ex(135, "hash", 2, e.code); } catch (t9003003.p0.E0 e) { ex(135, "hash", 0, e.code); } catch (t9003003.p1.E1 e) { ex(135, "hash", 1, e.code); }
		if (on(136)) try { out(136, "eq", ((Object) o3).equals(o2) ? 1 : 0); } catch (t9003003.p0.E2 e) { ex(136, "eq", 2, e.code); } catch (t9003003.p0.E0 e) { ex(136, "eq", 0, e.code); } catch (t9003003.p1.E1 e) { ex(136, "eq", 1, e.code); }
		if (on(137)) try { out(137, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o3)).contains(o2) ? 1 : 0); } catch (t9003003.p0.E2 e) { ex(137, "hash", 2, e.code); } catch (t9003003.p0.E0 e) { ex(137, "hash", 0, e.code); } catch (t9003003.p1.E1 e) { ex(137, "hash", 1, e.code); }
		if (on(138)) try { out(138, "eq", ((Object) o3).equals(o3) ? 1 : 0); } catch (t9003003.p0.E2 e) { ex(138, "eq", 2, e.code); } catch (t9003003.p0.E0 e) { ex(138, "eq", 0, e.code); } catch (t9003003.p1.E1 e) { ex(138, "eq", 1, e.code); }
		if (on(139)) try { out(139, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o3)).contains(o3) ? 1 : 0); } catch (t9003003.p0.E2 e) { ex(139, "hash", 2, e.code); } catch (t9003003.p0.E0 e) { ex(139, "hash", 0, e.code); } catch (t9003003.p1.E1 e) { ex(139, "hash", 1, e.code); }
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
