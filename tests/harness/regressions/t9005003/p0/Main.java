package t9005003.p0;

public class Main {
	static String mode = "all";
	static int ticks;
	static t9005003.p1.K0 o0;
	static t9005003.p0.K1 o1;
	static t9005003.p0.K2 o2;
	static t9005003.p1.K3 o3;
	static boolean on(int n) { return mode.equals("all") || (n % 2 == 0) == mode.equals("even"); }
	static void out(int n, String kind, Object v) { System.out.println(kind + "#" + n + " " + v); }
	static void ex(int n, String kind, int e, int code) { System.out.println(kind + "#" + n + " !E" + e + " " + code); }
	public static void log(String what, int id) { System.out.println(what + " " + id); }
	public static int clinit(int id) { log("clinit", id); return id; }
	public static int tick() { return ticks++; }
	static String sorted(Object[] a) { Object[] s = a.clone(); java.util.Arrays.sort(s); StringBuilder r = new StringBuilder(); for (Object o : s) for (int i = 0; i < a.length; i++) if (a[i] == o) r.append(i).append(','); return r.toString(); }
	static void statics() {
	}
	static void objects() {
		o0 = new t9005003.p1.K0();
		o1 = new t9005003.p0.K1();
		o2 = new t9005003.p0.K2();
		o3 = new t9005003.p1.K3();
	}
	static void g1() throws Exception {
		if (on(1)) try { out(1, "call", ((t9005003.p1.K0) o0).m2()); } catch (t9005003.p0.E2 e) { ex(1, "call", 2, e.code); } catch (t9005003.p0.E0 e) { ex(1, "call", 0, e.code); } catch (t9005003.p1.E1 e) { ex(1, "call", 1, e.code); }
		if (on(2)) try { out(2, "inner", ((t9005003.p1.K0) o0).inr()); } catch (t9005003.p0.E2 e) { ex(2, "inner", 2, e.code); } catch (t9005003.p0.E0 e) { ex(2, "inner", 0, e.code); } catch (t9005003.p1.E1 e) { ex(2, "inner", 1, e.code); }
		if (on(3)) try { out(3, "lambda", ((t9005003.p1.K0) o0).lam()); } catch (t9005003.p0.E2 e) { ex(3, "lambda", 2, e.code); } catch (t9005003.p0.E0 e) { ex(3, "lambda", 0, e.code); } catch (t9005003.p1.E1 e) { ex(3, "lambda", 1, e.code); }
		if (on(4)) try { out(4, "str", "" + o0); } catch (t9005003.p0.E2 e) { ex(4, "str", 2, e.code); } catch (t9005003.p0.E0 e) { ex(4, "str", 0, e.code); } catch (t9005003.p1.E1 e) { ex(4, "str", 1, e.code); }
		if (on(5)) out(5, "inst", ((Object) o0) instanceof t9005003.p1.K0 ? 1 : 0);
		if (on(6)) try { t9005003.p1.K0 y = (t9005003.p1.K0) (Object) o0; out(6, "cast", 1); } catch (ClassCastException e) { out(6, "cast", 0); }
		if (on(7)) out(7, "inst", ((Object) o0) instanceof t9005003.p0.K1 ? 1 : 0);
		if (on(8)) try { t9005003.p0.K1 y = (t9005003.p0.K1) (Object) o0; out(8, "cast", 1); } catch (ClassCastException e) { out(8, "cast", 0); }
		if (on(9)) out(9, "inst", ((Object) o0) instanceof t9005003.p0.K2 ? 1 : 0);
		if (on(10)) try { t9005003.p0.K2 y = (t9005003.p0.K2) (Object) o0; out(10, "cast", 1); } catch (ClassCastException e) { out(10, "cast", 0); }
		if (on(11)) out(11, "inst", ((Object) o0) instanceof t9005003.p1.K3 ? 1 : 0);
		if (on(12)) try { t9005003.p1.K3 y = (t9005003.p1.K3) (Object) o0; out(12, "cast", 1); } catch (ClassCastException e) { out(12, "cast", 0); }
		if (on(13)) out(13, "inst", ((Object) o0) instanceof t9005003.p0.J0 ? 1 : 0);
		if (on(14)) try { t9005003.p0.J0 y = (t9005003.p0.J0) (Object) o0; out(14, "cast", 1); } catch (ClassCastException e) { out(14, "cast", 0); }
		if (on(15)) out(15, "inst", ((Object) o0) instanceof t9005003.p0.J1 ? 1 : 0);
		if (on(16)) try { t9005003.p0.J1 y = (t9005003.p0.J1) (Object) o0; out(16, "cast", 1); } catch (ClassCastException e) { out(16, "cast", 0); }
		if (on(17)) try { out(17, "eq", ((Object) o0).equals(o0) ? 1 : 0); } catch (t9005003.p0.E2 e) { ex(17, "eq", 2, e.code); } catch (t9005003.p0.E0 e) { ex(17, "eq", 0, e.code); } catch (t9005003.p1.E1 e) { ex(17, "eq", 1, e.code); }
		if (on(18)) try { out(18, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o0)).contains(o0) ? 1 : 0); } catch (t9005003.p0.E2 e) { ex(18, "hash", 2, e.code); } catch (t9005003.p0.E0 e) { ex(18, "hash", 0, e.code); } catch (t9005003.p1.E1 e) { ex(18, "hash", 1, e.code); }
		if (on(19)) try { out(19, "eq", ((Object) o0).equals(o1) ? 1 : 0); } catch (t9005003.p0.E2 e) { ex(19, "eq", 2, e.code); } catch (t9005003.p0.E0 e) { ex(19, "eq", 0, e.code); } catch (t9005003.p1.E1 e) { ex(19, "eq", 1, e.code); }
		if (on(20)) try { out(20, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o0)).contains(o1) ? 1 : 0); } catch (t9005003.p0.E2 e) { ex(20, "hash", 2, e.code); } catch (t9005003.p0.E0 e) { ex(20, "hash", 0, e.code); } catch (t9005003.p1.E1 e) { ex(20, "hash", 1, e.code); }
		if (on(21)) try { out(21, "eq", ((Object) o0).equals(o2) ? 1 : 0); } catch (t9005003.p0.E2 e) { ex(21, "eq", 2, e.code); } catch (t9005003.p0.E0 e) { ex(21, "eq", 0, e.code); } catch (t9005003.p1.E1 e) { ex(21, "eq", 1, e.code); }
		if (on(22)) try { out(22, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o0)).contains(o2) ? 1 : 0); } catch (t9005003.p0.E2 e) { ex(22, "hash", 2, e.code); } catch (t9005003.p0.E0 e) { ex(22, "hash", 0, e.code); } catch (t9005003.p1.E1 e) { ex(22, "hash", 1, e.code); }
		if (on(23)) try { out(23, "eq", ((Object) o0).equals(o3) ? 1 : 0); } catch (t9005003.p0.E2 e) { ex(23, "eq", 2, e.code); } catch (t9005003.p0.E0 e) { ex(23, "eq", 0, e.code); } catch (t9005003.p1.E1 e) { ex(23, "eq", 1, e.code); }
		if (on(24)) try { out(24, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o0)).contains(o3) ? 1 : 0); } catch (t9005003.p0.E2 e) { ex(24, "hash", 2, e.code); } catch (t9005003.p0.E0 e) { ex(24, "hash", 0, e.code); } catch (t9005003.p1.E1 e) { ex(24, "hash", 1, e.code); }
		if (on(25)) try { out(25, "call", ((t9005003.p0.K1) o1).m0()); } catch (t9005003.p0.E2 e) { ex(25, "call", 2, e.code); } catch (t9005003.p0.E0 e) { ex(25, "call", 0, e.code); } catch (t9005003.p1.E1 e) { ex(25, "call", 1, e.code); }
		if (on(26)) try { out(26, "call", ((t9005003.p0.K1) o1).m2()); } catch (t9005003.p0.E2 e) { ex(26, "call", 2, e.code); } catch (t9005003.p0.E0 e) { ex(26, "call", 0, e.code); } catch (t9005003.p1.E1 e) { ex(26, "call", 1, e.code); }
		if (on(27)) try { out(27, "ov", ((t9005003.p0.K1) o1).ov(o1)); } catch (t9005003.p0.E2 e) { ex(27, "ov", 2, e.code); } catch (t9005003.p0.E0 e) { ex(27, "ov", 0, e.code); } catch (t9005003.p1.E1 e) { ex(27, "ov", 1, e.code); }
		if (on(28)) try { out(28, "ov", ((t9005003.p0.K1) o1).ov(o2)); } catch (t9005003.p0.E2 e) { ex(28, "ov", 2, e.code); } catch (t9005003.p0.E0 e) { ex(28, "ov", 0, e.code); } catch (t9005003.p1.E1 e) { ex(28, "ov", 1, e.code); }
		if (on(29)) try { out(29, "ov", ((t9005003.p0.K1) o1).ov(o3)); } catch (t9005003.p0.E2 e) { ex(29, "ov", 2, e.code); } catch (t9005003.p0.E0 e) { ex(29, "ov", 0, e.code); } catch (t9005003.p1.E1 e) { ex(29, "ov", 1, e.code); }
		if (on(30)) try { out(30, "inner", ((t9005003.p0.K1) o1).inr()); } catch (t9005003.p0.E2 e) { ex(30, "inner", 2, e.code); } catch (t9005003.p0.E0 e) { ex(30, "inner", 0, e.code); } catch (t9005003.p1.E1 e) { ex(30, "inner", 1, e.code); }
		if (on(31)) try { out(31, "lambda", ((t9005003.p0.K1) o1).lam()); } catch (t9005003.p0.E2 e) { ex(31, "lambda", 2, e.code); } catch (t9005003.p0.E0 e) { ex(31, "lambda", 0, e.code); } catch (t9005003.p1.E1 e) { ex(31, "lambda", 1, e.code); }
		if (on(32)) try { out(32, "call", ((t9005003.p1.K0) o1).m2()); } catch (t9005003.p0.E2 e) { ex(32, "call", 2, e.code); } catch (t9005003.p0.E0 e) { ex(32, "call", 0, e.code); } catch (t9005003.p1.E1 e) { ex(32, "call", 1, e.code); }
		if (on(33)) try { out(33, "inner", ((t9005003.p1.K0) o1).inr()); } catch (t9005003.p0.E2 e) { ex(33, "inner", 2, e.code); } catch (t9005003.p0.E0 e) { ex(33, "inner", 0, e.code); } catch (t9005003.p1.E1 e) { ex(33, "inner", 1, e.code); }
		if (on(34)) try { out(34, "lambda", ((t9005003.p1.K0) o1).lam()); } catch (t9005003.p0.E2 e) { ex(34, "lambda", 2, e.code); } catch (t9005003.p0.E0 e) { ex(34, "lambda", 0, e.code); } catch (t9005003.p1.E1 e) { ex(34, "lambda", 1, e.code); }
		if (on(35)) try { out(35, "str", "" + o1); } catch (t9005003.p0.E2 e) { ex(35, "str", 2, e.code); } catch (t9005003.p0.E0 e) { ex(35, "str", 0, e.code); } catch (t9005003.p1.E1 e) { ex(35, "str", 1, e.code); }
		if (on(36)) out(36, "inst", ((Object) o1) instanceof t9005003.p1.K0 ? 1 : 0);
		if (on(37)) try { t9005003.p1.K0 y = (t9005003.p1.K0) (Object) o1; out(37, "cast", 1); } catch (ClassCastException e) { out(37, "cast", 0); }
		if (on(38)) out(38, "inst", ((Object) o1) instanceof t9005003.p0.K1 ? 1 : 0);
		if (on(39)) try { t9005003.p0.K1 y = (t9005003.p0.K1) (Object) o1; out(39, "cast", 1); } catch (ClassCastException e) { out(39, "cast", 0); }
		if (on(40)) out(40, "inst", ((Object) o1) instanceof t9005003.p0.K2 ? 1 : 0);
	}
	static void g2() throws Exception {
		if (on(41)) try { t9005003.p0.K2 y = (t9005003.p0.K2) (Object) o1; out(41, "cast", 1); } catch (ClassCastException e) { out(41, "cast", 0); }
		if (on(42)) out(42, "inst", ((Object) o1) instanceof t9005003.p1.K3 ? 1 : 0);
		if (on(43)) try { t9005003.p1.K3 y = (t9005003.p1.K3) (Object) o1; out(43, "cast", 1); } catch (ClassCastException e) { out(43, "cast", 0); }
		if (on(44)) out(44, "inst", ((Object) o1) instanceof t9005003.p0.J0 ? 1 : 0);
		if (on(45)) try { t9005003.p0.J0 y = (t9005003.p0.J0) (Object) o1; out(45, "cast", 1); } catch (ClassCastException e) { out(45, "cast", 0); }
		if (on(46)) out(46, "inst", ((Object) o1) instanceof t9005003.p0.J1 ? 1 : 0);
		if (on(47)) try { t9005003.p0.J1 y = (t9005003.p0.J1) (Object) o1; out(47, "cast", 1); } catch (ClassCastException e) { out(47, "cast", 0); }
		if (on(48)) try { t9005003.p1.K0[] r = new t9005003.p0.K1[1]; r[0] = o1; out(48, "arr", 1); } catch (ArrayStoreException e) { out(48, "arr", 0); }
		if (on(49)) try { t9005003.p1.K0[] r = new t9005003.p0.K1[1]; r[0] = o0; out(49, "arr", 1); } catch (ArrayStoreException e) { out(49, "arr", 0); }
		if (on(50)) try { out(50, "eq", ((Object) o1).equals(o0) ? 1 : 0); } catch (t9005003.p0.E2 e) { ex(50, "eq", 2, e.code); } catch (t9005003.p0.E0 e) { ex(50, "eq", 0, e.code); } catch (t9005003.p1.E1 e) { ex(50, "eq", 1, e.code); }
		if (on(51)) try { out(51, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o1)).contains(o0) ? 1 : 0); } catch (t9005003.p0.E2 e) { ex(51, "hash", 2, e.code); } catch (t9005003.p0.E0 e) { ex(51, "hash", 0, e.code); } catch (t9005003.p1.E1 e) { ex(51, "hash", 1, e.code); }
		if (on(52)) try { out(52, "eq", ((Object) o1).equals(o1) ? 1 : 0); } catch (t9005003.p0.E2 e) { ex(52, "eq", 2, e.code); } catch (t9005003.p0.E0 e) { ex(52, "eq", 0, e.code); } catch (t9005003.p1.E1 e) { ex(52, "eq", 1, e.code); }
		if (on(53)) try { out(53, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o1)).contains(o1) ? 1 : 0); } catch (t9005003.p0.E2 e) { ex(53, "hash", 2, e.code); } catch (t9005003.p0.E0 e) { ex(53, "hash", 0, e.code); } catch (t9005003.p1.E1 e) { ex(53, "hash", 1, e.code); }
		if (on(54)) try { out(54, "eq", ((Object) o1).equals(o2) ? 1 : 0); } catch (t9005003.p0.E2 e) { ex(54, "eq", 2, e.code); } catch (t9005003.p0.E0 e) { ex(54, "eq", 0, e.code); } catch (t9005003.p1.E1 e) { ex(54, "eq", 1, e.code); }
		if (on(55)) try { out(55, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o1)).contains(o2) ? 1 : 0); } catch (t9005003.p0.E2 e) { ex(55, "hash", 2, e.code); } catch (t9005003.p0.E0 e) { ex(55, "hash", 0, e.code); } catch (t9005003.p1.E1 e) { ex(55, "hash", 1, e.code); }
		if (on(56)) try { out(56, "eq", ((Object) o1).equals(o3) ? 1 : 0); } catch (t9005003.p0.E2 e) { ex(56, "eq", 2, e.code); } catch (t9005003.p0.E0 e) { ex(56, "eq", 0, e.code); } catch (t9005003.p1.E1 e) { ex(56, "eq", 1, e.code); }
		if (on(57)) try { out(57, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o1)).contains(o3) ? 1 : 0); } catch (t9005003.p0.E2 e) { ex(57, "hash", 2, e.code); } catch (t9005003.p0.E0 e) { ex(57, "hash", 0, e.code); } catch (t9005003.p1.E1 e) { ex(57, "hash", 1, e.code); }
		if (on(58)) try { out(58, "call", ((t9005003.p0.K2) o2).m0()); } catch (t9005003.p0.E2 e) { ex(58, "call", 2, e.code); } catch (t9005003.p0.E0 e) { ex(58, "call", 0, e.code); } catch (t9005003.p1.E1 e) { ex(58, "call", 1, e.code); }
		if (on(59)) try { out(59, "call", ((t9005003.p0.K2) o2).m2()); } catch (t9005003.p0.E2 e) { ex(59, "call", 2, e.code); } catch (t9005003.p0.E0 e) { ex(59, "call", 0, e.code); } catch (t9005003.p1.E1 e) { ex(59, "call", 1, e.code); }
		if (on(60)) try { out(60, "ov", ((t9005003.p0.K2) o2).ov(o1)); } catch (t9005003.p0.E2 e) { ex(60, "ov", 2, e.code); } catch (t9005003.p0.E0 e) { ex(60, "ov", 0, e.code); } catch (t9005003.p1.E1 e) { ex(60, "ov", 1, e.code); }
		if (on(61)) try { out(61, "ov", ((t9005003.p0.K2) o2).ov(o2)); } catch (t9005003.p0.E2 e) { ex(61, "ov", 2, e.code); } catch (t9005003.p0.E0 e) { ex(61, "ov", 0, e.code); } catch (t9005003.p1.E1 e) { ex(61, "ov", 1, e.code); }
		if (on(62)) try { out(62, "ov", ((t9005003.p0.K2) o2).ov(o3)); } catch (t9005003.p0.E2 e) { ex(62, "ov", 2, e.code); } catch (t9005003.p0.E0 e) { ex(62, "ov", 0, e.code); } catch (t9005003.p1.E1 e) { ex(62, "ov", 1, e.code); }
		if (on(63)) try { out(63, "inner", ((t9005003.p0.K2) o2).inr()); } catch (t9005003.p0.E2 e) { ex(63, "inner", 2, e.code); } catch (t9005003.p0.E0 e) { ex(63, "inner", 0, e.code); } catch (t9005003.p1.E1 e) { ex(63, "inner", 1, e.code); }
		if (on(64)) try { out(64, "lambda", ((t9005003.p0.K2) o2).lam()); } catch (t9005003.p0.E2 e) { ex(64, "lambda", 2, e.code); } catch (t9005003.p0.E0 e) { ex(64, "lambda", 0, e.code); } catch (t9005003.p1.E1 e) { ex(64, "lambda", 1, e.code); }
		if (on(65)) try { out(65, "call", ((t9005003.p0.K1) o2).m0()); } catch (t9005003.p0.E2 e) { ex(65, "call", 2, e.code); } catch (t9005003.p0.E0 e) { ex(65, "call", 0, e.code); } catch (t9005003.p1.E1 e) { ex(65, "call", 1, e.code); }
		if (on(66)) try { out(66, "call", ((t9005003.p0.K1) o2).m2()); } catch (t9005003.p0.E2 e) { ex(66, "call", 2, e.code); } catch (t9005003.p0.E0 e) { ex(66, "call", 0, e.code); } catch (t9005003.p1.E1 e) { ex(66, "call", 1, e.code); }
		if (on(67)) try { out(67, "ov", ((t9005003.p0.K1) o2).ov(o1)); } catch (t9005003.p0.E2 e) { ex(67, "ov", 2, e.code); } catch (t9005003.p0.E0 e) { ex(67, "ov", 0, e.code); } catch (t9005003.p1.E1 e) { ex(67, "ov", 1, e.code); }
		if (on(68)) try { out(68, "ov", ((t9005003.p0.K1) o2).ov(o2)); } catch (t9005003.p0.E2 e) { ex(68, "ov", 2, e.code); } catch (t9005003.p0.E0 e) { ex(68, "ov", 0, e.code); } catch (t9005003.p1.E1 e) { ex(68, "ov", 1, e.code); }
		if (on(69)) try { out(69, "ov", ((t9005003.p0.K1) o2).ov(o3)); } catch (t9005003.p0.E2 e) { ex(69, "ov", 2, e.code); } catch (t9005003.p0.E0 e) { ex(69, "ov", 0, e.code); } catch (t9005003.p1.E1 e) { ex(69, "ov", 1, e.code); }
		if (on(70)) try { out(70, "inner", ((t9005003.p0.K1) o2).inr()); } catch (t9005003.p0.E2 e) { ex(70, "inner", 2, e.code); } catch (t9005003.p0.E0 e) { ex(70, "inner", 0, e.code); } catch (t9005003.p1.E1 e) { ex(70, "inner", 1, e.code); }
		if (on(71)) try { out(71, "lambda", ((t9005003.p0.K1) o2).lam()); } catch (t9005003.p0.E2 e) { ex(71, "lambda", 2, e.code); } catch (t9005003.p0.E0 e) { ex(71, "lambda", 0, e.code); } catch (t9005003.p1.E1 e) { ex(71, "lambda", 1, e.code); }
		if (on(72)) try { out(72, "call", ((t9005003.p1.K0) o2).m2()); } catch (t9005003.p0.E2 e) { ex(72, "call", 2, e.code); } catch (t9005003.p0.E0 e) { ex(72, "call", 0, e.code); } catch (t9005003.p1.E1 e) { ex(72, "call", 1, e.code); }
		if (on(73)) try { out(73, "inner", ((t9005003.p1.K0) o2).inr()); } catch (t9005003.p0.E2 e) { ex(73, "inner", 2, e.code); } catch (t9005003.p0.E0 e) { ex(73, "inner", 0, e.code); } catch (t9005003.p1.E1 e) { ex(73, "inner", 1, e.code); }
		if (on(74)) try { out(74, "lambda", ((t9005003.p1.K0) o2).lam()); } catch (t9005003.p0.E2 e) { ex(74, "lambda", 2, e.code); } catch (t9005003.p0.E0 e) { ex(74, "lambda", 0, e.code); } catch (t9005003.p1.E1 e) { ex(74, "lambda", 1, e.code); }
		if (on(75)) try { out(75, "str", "" + o2); } catch (t9005003.p0.E2 e) { ex(75, "str", 2, e.code); } catch (t9005003.p0.E0 e) { ex(75, "str", 0, e.code); } catch (t9005003.p1.E1 e) { ex(75, "str", 1, e.code); }
		if (on(76)) out(76, "inst", ((Object) o2) instanceof t9005003.p1.K0 ? 1 : 0);
		if (on(77)) try { t9005003.p1.K0 y = (t9005003.p1.K0) (Object) o2; out(77, "cast", 1); } catch (ClassCastException e) { out(77, "cast", 0); }
		if (on(78)) out(78, "inst", ((Object) o2) instanceof t9005003.p0.K1 ? 1 : 0);
		if (on(79)) try { t9005003.p0.K1 y = (t9005003.p0.K1) (Object) o2; out(79, "cast", 1); } catch (ClassCastException e) { out(79, "cast", 0); }
		if (on(80)) out(80, "inst", ((Object) o2) instanceof t9005003.p0.K2 ? 1 : 0);
	}
	static void g3() throws Exception {
		if (on(81)) try { t9005003.p0.K2 y = (t9005003.p0.K2) (Object) o2; out(81, "cast", 1); } catch (ClassCastException e) { out(81, "cast", 0); }
		if (on(82)) out(82, "inst", ((Object) o2) instanceof t9005003.p1.K3 ? 1 : 0);
		if (on(83)) try { t9005003.p1.K3 y = (t9005003.p1.K3) (Object) o2; out(83, "cast", 1); } catch (ClassCastException e) { out(83, "cast", 0); }
		if (on(84)) out(84, "inst", ((Object) o2) instanceof t9005003.p0.J0 ? 1 : 0);
		if (on(85)) try { t9005003.p0.J0 y = (t9005003.p0.J0) (Object) o2; out(85, "cast", 1); } catch (ClassCastException e) { out(85, "cast", 0); }
		if (on(86)) out(86, "inst", ((Object) o2) instanceof t9005003.p0.J1 ? 1 : 0);
		if (on(87)) try { t9005003.p0.J1 y = (t9005003.p0.J1) (Object) o2; out(87, "cast", 1); } catch (ClassCastException e) { out(87, "cast", 0); }
		if (on(88)) try { t9005003.p0.K1[] r = new t9005003.p0.K2[1]; r[0] = o2; out(88, "arr", 1); } catch (ArrayStoreException e) { out(88, "arr", 0); }
		if (on(89)) try { t9005003.p0.K1[] r = new t9005003.p0.K2[1]; r[0] = o1; out(89, "arr", 1); } catch (ArrayStoreException e) { out(89, "arr", 0); }
		if (on(90)) try { out(90, "eq", ((Object) o2).equals(o0) ? 1 : 0); } catch (t9005003.p0.E2 e) { ex(90, "eq", 2, e.code); } catch (t9005003.p0.E0 e) { ex(90, "eq", 0, e.code); } catch (t9005003.p1.E1 e) { ex(90, "eq", 1, e.code); }
		if (on(91)) try { out(91, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o2)).contains(o0) ? 1 : 0); } catch (t9005003.p0.E2 e) { ex(91, "hash", 2, e.code); } catch (t9005003.p0.E0 e) { ex(91, "hash", 0, e.code); } catch (t9005003.p1.E1 e) { ex(91, "hash", 1, e.code); }
		if (on(92)) try { out(92, "eq", ((Object) o2).equals(o1) ? 1 : 0); } catch (t9005003.p0.E2 e) { ex(92, "eq", 2, e.code); } catch (t9005003.p0.E0 e) { ex(92, "eq", 0, e.code); } catch (t9005003.p1.E1 e) { ex(92, "eq", 1, e.code); }
		if (on(93)) try { out(93, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o2)).contains(o1) ? 1 : 0); } catch (t9005003.p0.E2 e) { ex(93, "hash", 2, e.code); } catch (t9005003.p0.E0 e) { ex(93, "hash", 0, e.code); } catch (t9005003.p1.E1 e) { ex(93, "hash", 1, e.code); }
		if (on(94)) try { out(94, "eq", ((Object) o2).equals(o2) ? 1 : 0); } catch (t9005003.p0.E2 e) { ex(94, "eq", 2, e.code); } catch (t9005003.p0.E0 e) { ex(94, "eq", 0, e.code); } catch (t9005003.p1.E1 e) { ex(94, "eq", 1, e.code); }
		if (on(95)) try { out(95, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o2)).contains(o2) ? 1 : 0); } catch (t9005003.p0.E2 e) { ex(95, "hash", 2, e.code); } catch (t9005003.p0.E0 e) { ex(95, "hash", 0, e.code); } catch (t9005003.p1.E1 e) { ex(95, "hash", 1, e.code); }
		if (on(96)) try { out(96, "eq", ((Object) o2).equals(o3) ? 1 : 0); } catch (t9005003.p0.E2 e) { ex(96, "eq", 2, e.code); } catch (t9005003.p0.E0 e) { ex(96, "eq", 0, e.code); } catch (t9005003.p1.E1 e) { ex(96, "eq", 1, e.code); }
		if (on(97)) try { out(97, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o2)).contains(o3) ? 1 : 0); } catch (t9005003.p0.E2 e) { ex(97, "hash", 2, e.code); } catch (t9005003.p0.E0 e) { ex(97, "hash", 0, e.code); } catch (t9005003.p1.E1 e) { ex(97, "hash", 1, e.code); }
		if (on(98)) try { out(98, "call", ((t9005003.p1.K3) o3).m0()); } catch (t9005003.p0.E2 e) { ex(98, "call", 2, e.code); } catch (t9005003.p0.E0 e) { ex(98, "call", 0, e.code); } catch (t9005003.p1.E1 e) { ex(98, "call", 1, e.code); }
		if (on(99)) try { out(99, "call", ((t9005003.p1.K3) o3).m1()); } catch (t9005003.p0.E2 e) { ex(99, "call", 2, e.code); } catch (t9005003.p0.E0 e) { ex(99, "call", 0, e.code); } catch (t9005003.p1.E1 e) { ex(99, "call", 1, e.code); }
		if (on(100)) try { out(100, "call", ((t9005003.p1.K3) o3).m2()); } catch (t9005003.p0.E2 e) { ex(100, "call", 2, e.code); } catch (t9005003.p0.E0 e) { ex(100, "call", 0, e.code); } catch (t9005003.p1.E1 e) { ex(100, "call", 1, e.code); }
		if (on(101)) try { out(101, "ov", ((t9005003.p1.K3) o3).ov(o1)); } catch (t9005003.p0.E2 e) { ex(101, "ov", 2, e.code); } catch (t9005003.p0.E0 e) { ex(101, "ov", 0, e.code); } catch (t9005003.p1.E1 e) { ex(101, "ov", 1, e.code); }
		if (on(102)) try { out(102, "ov", ((t9005003.p1.K3) o3).ov(o2)); } catch (t9005003.p0.E2 e) { ex(102, "ov", 2, e.code); } catch (t9005003.p0.E0 e) { ex(102, "ov", 0, e.code); } catch (t9005003.p1.E1 e) { ex(102, "ov", 1, e.code); }
		if (on(103)) try { out(103, "ov", ((t9005003.p1.K3) o3).ov(o3)); } catch (t9005003.p0.E2 e) { ex(103, "ov", 2, e.code); } catch (t9005003.p0.E0 e) { ex(103, "ov", 0, e.code); } catch (t9005003.p1.E1 e) { ex(103, "ov", 1, e.code); }
		if (on(104)) try { out(104, "inner", ((t9005003.p1.K3) o3).inr()); } catch (t9005003.p0.E2 e) { ex(104, "inner", 2, e.code); } catch (t9005003.p0.E0 e) { ex(104, "inner", 0, e.code); } catch (t9005003.p1.E1 e) { ex(104, "inner", 1, e.code); }
		if (on(105)) try { out(105, "lambda", ((t9005003.p1.K3) o3).lam()); } catch (t9005003.p0.E2 e) { ex(105, "lambda", 2, e.code); } catch (t9005003.p0.E0 e) { ex(105, "lambda", 0, e.code); } catch (t9005003.p1.E1 e) { ex(105, "lambda", 1, e.code); }
		if (on(106)) try { out(106, "call", ((t9005003.p0.K2) o3).m0()); } catch (t9005003.p0.E2 e) { ex(106, "call", 2, e.code); } catch (t9005003.p0.E0 e) { ex(106, "call", 0, e.code); } catch (t9005003.p1.E1 e) { ex(106, "call", 1, e.code); }
		if (on(107)) try { out(107, "call", ((t9005003.p0.K2) o3).m2()); } catch (t9005003.p0.E2 e) { ex(107, "call", 2, e.code); } catch (t9005003.p0.E0 e) { ex(107, "call", 0, e.code); } catch (t9005003.p1.E1 e) { ex(107, "call", 1, e.code); }
		if (on(108)) try { out(108, "ov", ((t9005003.p0.K2) o3).ov(o1)); } catch (t9005003.p0.E2 e) { ex(108, "ov", 2, e.code); } catch (t9005003.p0.E0 e) { ex(108, "ov", 0, e.code); } catch (t9005003.p1.E1 e) { ex(108, "ov", 1, e.code); }
		if (on(109)) try { out(109, "ov", ((t9005003.p0.K2) o3).ov(o2)); } catch (t9005003.p0.E2 e) { ex(109, "ov", 2, e.code); } catch (t9005003.p0.E0 e) { ex(109, "ov", 0, e.code); } catch (t9005003.p1.E1 e) { ex(109, "ov", 1, e.code); }
		if (on(110)) try { out(110, "ov", ((t9005003.p0.K2) o3).ov(o3)); } catch (t9005003.p0.E2 e) { ex(110, "ov", 2, e.code); } catch (t9005003.p0.E0 e) { ex(110, "ov", 0, e.code); } catch (t9005003.p1.E1 e) { ex(110, "ov", 1, e.code); }
		if (on(111)) try { out(111, "inner", ((t9005003.p0.K2) o3).inr()); } catch (t9005003.p0.E2 e) { ex(111, "inner", 2, e.code); } catch (t9005003.p0.E0 e) { ex(111, "inner", 0, e.code); } catch (t9005003.p1.E1 e) { ex(111, "inner", 1, e.code); }
		if (on(112)) try { out(112, "lambda", ((t9005003.p0.K2) o3).lam()); } catch (t9005003.p0.E2 e) { ex(112, "lambda", 2, e.code); } catch (t9005003.p0.E0 e) { ex(112, "lambda", 0, e.code); } catch (t9005003.p1.E1 e) { ex(112, "lambda", 1, e.code); }
		if (on(113)) try { out(113, "call", ((t9005003.p0.K1) o3).m0()); } catch (t9005003.p0.E2 e) { ex(113, "call", 2, e.code); } catch (t9005003.p0.E0 e) { ex(113, "call", 0, e.code); } catch (t9005003.p1.E1 e) { ex(113, "call", 1, e.code); }
		if (on(114)) try { out(114, "call", ((t9005003.p0.K1) o3).m2()); } catch (t9005003.p0.E2 e) { ex(114, "call", 2, e.code); } catch (t9005003.p0.E0 e) { ex(114, "call", 0, e.code); } catch (t9005003.p1.E1 e) { ex(114, "call", 1, e.code); }
		if (on(115)) try { out(115, "ov", ((t9005003.p0.K1) o3).ov(o1)); } catch (t9005003.p0.E2 e) { ex(115, "ov", 2, e.code); } catch (t9005003.p0.E0 e) { ex(115, "ov", 0, e.code); } catch (t9005003.p1.E1 e) { ex(115, "ov", 1, e.code); }
		if (on(116)) try { out(116, "ov", ((t9005003.p0.K1) o3).ov(o2)); } catch (t9005003.p0.E2 e) { ex(116, "ov", 2, e.code); } catch (t9005003.p0.E0 e) { ex(116, "ov", 0, e.code); } catch (t9005003.p1.E1 e) { ex(116, "ov", 1, e.code); }
		if (on(117)) try { out(117, "ov", ((t9005003.p0.K1) o3).ov(o3)); } catch (t9005003.p0.E2 e) { ex(117, "ov", 2, e.code); } catch (t9005003.p0.E0 e) { ex(117, "ov", 0, e.code); } catch (t9005003.p1.E1 e) { ex(117, "ov", 1, e.code); }
		if (on(118)) try { out(118, "inner", ((t9005003.p0.K1) o3).inr()); } catch (t9005003.p0.E2 e) { ex(118, "inner", 2, e.code); } catch (t9005003.p0.E0 e) { ex(118, "inner", 0, e.code); } catch (t9005003.p1.E1 e) { ex(118, "inner", 1, e.code); }
		if (on(119)) try { out(119, "lambda", ((t9005003.p0.K1) o3).lam()); } catch (t9005003.p0.E2 e) { ex(119, "lambda", 2, e.code); } catch (t9005003.p0.E0 e) { ex(119, "lambda", 0, e.code); } catch (t9005003.p1.E1 e) { ex(119, "lambda", 1, e.code); }
		if (on(120)) try { out(120, "call", ((t9005003.p1.K0) o3).m2()); } catch (t9005003.p0.E2 e) { ex(120, "call", 2, e.code); } catch (t9005003.p0.E0 e) { ex(120, "call", 0, e.code); } catch (t9005003.p1.E1 e) { ex(120, "call", 1, e.code); }
	}
	static void g4() throws Exception {
		if (on(121)) try { out(121, "inner", ((t9005003.p1.K0) o3).inr()); } catch (t9005003.p0.E2 e) { ex(121, "inner", 2, e.code); } catch (t9005003.p0.E0 e) { ex(121, "inner", 0, e.code); } catch (t9005003.p1.E1 e) { ex(121, "inner", 1, e.code); }
		if (on(122)) try { out(122, "lambda", ((t9005003.p1.K0) o3).lam()); } catch (t9005003.p0.E2 e) { ex(122, "lambda", 2, e.code); } catch (t9005003.p0.E0 e) { ex(122, "lambda", 0, e.code); } catch (t9005003.p1.E1 e) { ex(122, "lambda", 1, e.code); }
		if (on(123)) try { out(123, "str", "" + o3); } catch (t9005003.p0.E2 e) { ex(123, "str", 2, e.code); } catch (t9005003.p0.E0 e) { ex(123, "str", 0, e.code); } catch (t9005003.p1.E1 e) { ex(123, "str", 1, e.code); }
		if (on(124)) try { out(124, "icall", ((t9005003.p0.J0) o3).m0()); } catch (t9005003.p0.E2 e) { ex(124, "icall", 2, e.code); } catch (t9005003.p0.E0 e) { ex(124, "icall", 0, e.code); } catch (t9005003.p1.E1 e) { ex(124, "icall", 1, e.code); }
		if (on(125)) try { out(125, "icall", ((t9005003.p0.J1) o3).m0()); } catch (t9005003.p0.E2 e) { ex(125, "icall", 2, e.code); } catch (t9005003.p0.E0 e) { ex(125, "icall", 0, e.code); } catch (t9005003.p1.E1 e) { ex(125, "icall", 1, e.code); }
		if (on(126)) out(126, "inst", ((Object) o3) instanceof t9005003.p1.K0 ? 1 : 0);
		if (on(127)) try { t9005003.p1.K0 y = (t9005003.p1.K0) (Object) o3; out(127, "cast", 1); } catch (ClassCastException e) { out(127, "cast", 0); }
		if (on(128)) out(128, "inst", ((Object) o3) instanceof t9005003.p0.K1 ? 1 : 0);
		if (on(129)) try { t9005003.p0.K1 y = (t9005003.p0.K1) (Object) o3; out(129, "cast", 1); } catch (ClassCastException e) { out(129, "cast", 0); }
		if (on(130)) out(130, "inst", ((Object) o3) instanceof t9005003.p0.K2 ? 1 : 0);
		if (on(131)) try { t9005003.p0.K2 y = (t9005003.p0.K2) (Object) o3; out(131, "cast", 1); } catch (ClassCastException e) { out(131, "cast", 0); }
		if (on(132)) out(132, "inst", ((Object) o3) instanceof t9005003.p1.K3 ? 1 : 0);
		if (on(133)) try { t9005003.p1.K3 y = (t9005003.p1.K3) (Object) o3; out(133, "cast", 1); } catch (ClassCastException e) { out(133, "cast", 0); }
		if (on(134)) out(134, "inst", ((Object) o3) instanceof t9005003.p0.J0 ? 1 : 0);
		if (on(135)) try { t9005003.p0.J0 y = (t9005003.p0.J0) (Object) o3; out(135, "cast", 1); } catch (ClassCastException e) { out(135, "cast", 0); }
		if (on(136)) out(136, "inst", ((Object) o3) instanceof t9005003.p0.J1 ? 1 : 0);
		if (on(137)) try { t9005003.p0.J1 y = (t9005003.p0.J1) (Object) o3; out(137, "cast", 1); } catch (ClassCastException e) { out(137, "cast", 0); }
		if (on(138)) try { t9005003.p0.K2[] r = new t9005003.p1.K3[1]; r[0] = o3; out(138, "arr", 1); } catch (ArrayStoreException e) { out(138, "arr", 0); }
		if (on(139)) try { t9005003.p0.K2[] r = new t9005003.p1.K3[1]; r[0] = o2; out(139, "arr", 1); } catch (ArrayStoreException e) { out(139, "arr", 0); }
		if (on(140)) try { out(140, "eq", ((Object) o3).equals(o0) ? 1 : 0); } catch (t9005003.p0.E2 e) { ex(140, "eq", 2, e.code); } catch (t9005003.p0.E0 e) { ex(140, "eq", 0, e.code); } catch (t9005003.p1.E1 e) { ex(140, "eq", 1, e.code); }
		if (on(141)) try { out(141, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o3)).contains(o0) ? 1 : 0); } catch (t9005003.p0.E2 e) { ex(141, "hash", 2, e.code); } catch (t9005003.p0.E0 e) { ex(141, "hash", 0, e.code); } catch (t9005003.p1.E1 e) { ex(141, "hash", 1, e.code); }
		if (on(142)) try { out(142, "eq", ((Object) o3).equals(o1) ? 1 : 0); } catch (t9005003.p0.E2 e) { ex(142, "eq", 2, e.code); } catch (t9005003.p0.E0 e) { ex(142, "eq", 0, e.code); } catch (t9005003.p1.E1 e) { ex(142, "eq", 1, e.code); }
		if (on(143)) try { out(143, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o3)).contains(o1) ? 1 : 0); } catch (t9005003.p0.E2 e) { ex(143, "hash", 2, e.code); } catch (t9005003.p0.E0 e) { ex(143, "hash", 0, e.code); } catch (t9005003.p1.E1 e) { ex(143, "hash", 1, e.code); }
		if (on(144)) try { out(144, "eq", ((Object) o3).equals(o2) ? 1 : 0); } catch (t9005003.p0.E2 e) { ex(144, "eq", 2, e.code); } catch (t9005003.p0.E0 e) { ex(144, "eq", 0, e.code); } catch (t9005003.p1.E1 e) { ex(144, "eq", 1, e.code); }
		if (on(145)) try { out(145, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o3)).contains(o2) ? 1 : 0); } catch (t9005003.p0.E2 e) { ex(145, "hash", 2, e.code); } catch (t9005003.p0.E0 e) { ex(145, "hash", 0, e.code); } catch (t9005003.p1.E1 e) { ex(145, "hash", 1, e.code); }
		if (on(146)) try { out(146, "eq", ((Object) o3).equals(o3) ? 1 : 0); } catch (t9005003.p0.E2 e) { ex(146, "eq", 2, e.code); } catch (t9005003.p0.E0 e) { ex(146, "eq", 0, e.code); } catch (t9005003.p1.E1 e) { ex(146, "eq", 1, e.code); }
		if (on(147)) try { out(147, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o3)).contains(o3) ? 1 : 0); } catch (t9005003.p0.E2 e) { ex(147, "hash", 2, e.code); } catch (t9005003.p0.E0 e) { ex(147, "hash", 0, e.code); } catch (t9005003.p1.E1 e) { ex(147, "hash", 1, e.code); }
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
