package t9008003.p0;

public class Main {
	static String mode = "all";
	static int ticks;
	static t9008003.p1.K0 o0;
	static t9008003.p1.K1 o1;
	static t9008003.p1.K2 o2;
	static t9008003.p1.K3 o3;
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
		o0 = new t9008003.p1.K0();
		o1 = new t9008003.p1.K1();
		o2 = new t9008003.p1.K2();
		o3 = new t9008003.p1.K3();
	}
	static void g1() throws Exception {
		if (on(1)) try { out(1, "str", "" + o0); } catch (t9008003.p0.E2 e) { ex(1, "str", 2, e.code); } catch (t9008003.p0.E0 e) { ex(1, "str", 0, e.code); } catch (t9008003.p1.E1 e) { ex(1, "str", 1, e.code); }
		if (on(2)) out(2, "inst", ((Object) o0) instanceof t9008003.p1.K0 ? 1 : 0);
		if (on(3)) try { t9008003.p1.K0 y = (t9008003.p1.K0) (Object) o0; out(3, "cast", 1); } catch (ClassCastException e) { out(3, "cast", 0); }
		if (on(4)) out(4, "inst", ((Object) o0) instanceof t9008003.p1.K1 ? 1 : 0);
		if (on(5)) try { t9008003.p1.K1 y = (t9008003.p1.K1) (Object) o0; out(5, "cast", 1); } catch (ClassCastException e) { out(5, "cast", 0); }
		if (on(6)) out(6, "inst", ((Object) o0) instanceof t9008003.p1.K2 ? 1 : 0);
		if (on(7)) try { t9008003.p1.K2 y = (t9008003.p1.K2) (Object) o0; out(7, "cast", 1); } catch (ClassCastException e) { out(7, "cast", 0); }
		if (on(8)) out(8, "inst", ((Object) o0) instanceof t9008003.p1.K3 ? 1 : 0);
		if (on(9)) try { t9008003.p1.K3 y = (t9008003.p1.K3) (Object) o0; out(9, "cast", 1); } catch (ClassCastException e) { out(9, "cast", 0); }
		if (on(10)) out(10, "inst", ((Object) o0) instanceof t9008003.p0.J0 ? 1 : 0);
		if (on(11)) try { t9008003.p0.J0 y = (t9008003.p0.J0) (Object) o0; out(11, "cast", 1); } catch (ClassCastException e) { out(11, "cast", 0); }
		if (on(12)) try { out(12, "eq", ((Object) o0).equals(o0) ? 1 : 0); } catch (t9008003.p0.E2 e) { ex(12, "eq", 2, e.code); } catch (t9008003.p0.E0 e) { ex(12, "eq", 0, e.code); } catch (t9008003.p1.E1 e) { ex(12, "eq", 1, e.code); }
		if (on(13)) try { out(13, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o0)).contains(o0) ? 1 : 0); } catch (t9008003.p0.E2 e) { ex(13, "hash", 2, e.code); } catch (t9008003.p0.E0 e) { ex(13, "hash", 0, e.code); } catch (t9008003.p1.E1 e) { ex(13, "hash", 1, e.code); }
		if (on(14)) try { out(14, "eq", ((Object) o0).equals(o1) ? 1 : 0); } catch (t9008003.p0.E2 e) { ex(14, "eq", 2, e.code); } catch (t9008003.p0.E0 e) { ex(14, "eq", 0, e.code); } catch (t9008003.p1.E1 e) { ex(14, "eq", 1, e.code); }
		if (on(15)) try { out(15, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o0)).contains(o1) ? 1 : 0); } catch (t9008003.p0.E2 e) { ex(15, "hash", 2, e.code); } catch (t9008003.p0.E0 e) { ex(15, "hash", 0, e.code); } catch (t9008003.p1.E1 e) { ex(15, "hash", 1, e.code); }
		if (on(16)) try { out(16, "eq", ((Object) o0).equals(o2) ? 1 : 0); } catch (t9008003.p0.E2 e) { ex(16, "eq", 2, e.code); } catch (t9008003.p0.E0 e) { ex(16, "eq", 0, e.code); } catch (t9008003.p1.E1 e) { ex(16, "eq", 1, e.code); }
		if (on(17)) try { out(17, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o0)).contains(o2) ? 1 : 0); } catch (t9008003.p0.E2 e) { ex(17, "hash", 2, e.code); } catch (t9008003.p0.E0 e) { ex(17, "hash", 0, e.code); } catch (t9008003.p1.E1 e) { ex(17, "hash", 1, e.code); }
		if (on(18)) try { out(18, "eq", ((Object) o0).equals(o3) ? 1 : 0); } catch (t9008003.p0.E2 e) { ex(18, "eq", 2, e.code); } catch (t9008003.p0.E0 e) { ex(18, "eq", 0, e.code); } catch (t9008003.p1.E1 e) { ex(18, "eq", 1, e.code); }
		if (on(19)) try { out(19, "sort", sorted(new t9008003.p1.K0[] {o2, o1, o0})); } catch (t9008003.p0.E2 e) { ex(19, "sort", 2, e.code); } catch (t9008003.p0.E0 e) { ex(19, "sort", 0, e.code); } catch (t9008003.p1.E1 e) { ex(19, "sort", 1, e.code); }
		if (on(20)) try { out(20, "call", ((t9008003.p1.K1) o1).m0()); } catch (t9008003.p0.E2 e) { ex(20, "call", 2, e.code); } catch (t9008003.p0.E0 e) { ex(20, "call", 0, e.code); } catch (t9008003.p1.E1 e) { ex(20, "call", 1, e.code); }
		if (on(21)) try { out(21, "ov", ((t9008003.p1.K1) o1).ov(o2)); } catch (t9008003.p0.E2 e) { ex(21, "ov", 2, e.code); } catch (t9008003.p0.E0 e) { ex(21, "ov", 0, e.code); } catch (t9008003.p1.E1 e) { ex(21, "ov", 1, e.code); }
		if (on(22)) try { out(22, "inner", ((t9008003.p1.K1) o1).inr()); } catch (t9008003.p0.E2 e) { ex(22, "inner", 2, e.code); } catch (t9008003.p0.E0 e) { ex(22, "inner", 0, e.code); } catch (t9008003.p1.E1 e) { ex(22, "inner", 1, e.code); }
		if (on(23)) try { out(23, "lambda", ((t9008003.p1.K1) o1).lam()); } catch (t9008003.p0.E2 e) { ex(23, "lambda", 2, e.code); } catch (t9008003.p0.E0 e) { ex(23, "lambda", 0, e.code); } catch (t9008003.p1.E1 e) { ex(23, "lambda", 1, e.code); }
		if (on(24)) try { out(24, "str", "" + o1); } catch (t9008003.p0.E2 e) { ex(24, "str", 2, e.code); } catch (t9008003.p0.E0 e) { ex(24, "str", 0, e.code); } catch (t9008003.p1.E1 e) { ex(24, "str", 1, e.code); }
		if (on(25)) try { out(25, "icall", ((t9008003.p0.J0) o1).m0()); } catch (t9008003.p0.E2 e) { ex(25, "icall", 2, e.code); } catch (t9008003.p0.E0 e) { ex(25, "icall", 0, e.code); } catch (t9008003.p1.E1 e) { ex(25, "icall", 1, e.code); }
		if (on(26)) out(26, "inst", ((Object) o1) instanceof t9008003.p1.K0 ? 1 : 0);
		if (on(27)) try { t9008003.p1.K0 y = (t9008003.p1.K0) (Object) o1; out(27, "cast", 1); } catch (ClassCastException e) { out(27, "cast", 0); }
		if (on(28)) out(28, "inst", ((Object) o1) instanceof t9008003.p1.K1 ? 1 : 0);
		if (on(29)) try { t9008003.p1.K1 y = (t9008003.p1.K1) (Object) o1; out(29, "cast", 1); } catch (ClassCastException e) { out(29, "cast", 0); }
		if (on(30)) out(30, "inst", ((Object) o1) instanceof t9008003.p1.K2 ? 1 : 0);
		if (on(31)) try { t9008003.p1.K2 y = (t9008003.p1.K2) (Object) o1; out(31, "cast", 1); } catch (ClassCastException e) { out(31, "cast", 0); }
		if (on(32)) out(32, "inst", ((Object) o1) instanceof t9008003.p1.K3 ? 1 : 0);
		if (on(33)) try { t9008003.p1.K3 y = (t9008003.p1.K3) (Object) o1; out(33, "cast", 1); } catch (ClassCastException e) { out(33, "cast", 0); }
		if (on(34)) out(34, "inst", ((Object) o1) instanceof t9008003.p0.J0 ? 1 : 0);
		if (on(35)) try { t9008003.p0.J0 y = (t9008003.p0.J0) (Object) o1; out(35, "cast", 1); } catch (ClassCastException e) { out(35, "cast", 0); }
		if (on(36)) try { t9008003.p1.K0[] r = new t9008003.p1.K1[1]; r[0] = o1; out(36, "arr", 1); } catch (ArrayStoreException e) { out(36, "arr", 0); }
		if (on(37)) try { t9008003.p1.K0[] r = new t9008003.p1.K1[1]; r[0] = o0; out(37, "arr", 1); } catch (ArrayStoreException e) { out(37, "arr", 0); }
		if (on(38)) try { out(38, "eq", ((Object) o1).equals(o0) ? 1 : 0); } catch (t9008003.p0.E2 e) { ex(38, "eq", 2, e.code); } catch (t9008003.p0.E0 e) { ex(38, "eq", 0, e.code); } catch (t9008003.p1.E1 e) { ex(38, "eq", 1, e.code); }
		if (on(39)) try { out(39, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o1)).contains(o0) ? 1 : 0); } catch (t9008003.p0.E2 e) { ex(39, "hash", 2, e.code); } catch (t9008003.p0.E0 e) { ex(39, "hash", 0, e.code); } catch (t9008003.p1.E1 e) { ex(39, "hash", 1, e.code); }
		if (on(40)) try { out(40, "eq", ((Object) o1).equals(o1) ? 1 : 0); } catch (t9008003.p0.E2 e) { ex(40, "eq", 2, e.code); } catch (t9008003.p0.E0 e) { ex(40, "eq", 0, e.code); } catch (t9008003.p1.E1 e) { ex(40, "eq", 1, e.code); }
	}
	static void g2() throws Exception {
		if (on(41)) try { out(41, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o1)).contains(o1) ? 1 : 0); } catch (t9008003.p0.E2 e) { ex(41, "hash", 2, e.code); } catch (t9008003.p0.E0 e) { ex(41, "hash", 0, e.code); } catch (t9008003.p1.E1 e) { ex(41, "hash", 1, e.code); }
		if (on(42)) try { out(42, "eq", ((Object) o1).equals(o2) ? 1 : 0); } catch (t9008003.p0.E2 e) { ex(42, "eq", 2, e.code); } catch (t9008003.p0.E0 e) { ex(42, "eq", 0, e.code); } catch (t9008003.p1.E1 e) { ex(42, "eq", 1, e.code); }
		if (on(43)) try { out(43, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o1)).contains(o2) ? 1 : 0); } catch (t9008003.p0.E2 e) { ex(43, "hash", 2, e.code); } catch (t9008003.p0.E0 e) { ex(43, "hash", 0, e.code); } catch (t9008003.p1.E1 e) { ex(43, "hash", 1, e.code); }
		if (on(44)) try { out(44, "eq", ((Object) o1).equals(o3) ? 1 : 0); } catch (t9008003.p0.E2 e) { ex(44, "eq", 2, e.code); } catch (t9008003.p0.E0 e) { ex(44, "eq", 0, e.code); } catch (t9008003.p1.E1 e) { ex(44, "eq", 1, e.code); }
		if (on(45)) try { out(45, "call", ((t9008003.p1.K2) o2).m0()); } catch (t9008003.p0.E2 e) { ex(45, "call", 2, e.code); } catch (t9008003.p0.E0 e) { ex(45, "call", 0, e.code); } catch (t9008003.p1.E1 e) { ex(45, "call", 1, e.code); }
		if (on(46)) try { out(46, "get", ((t9008003.p1.K2) o2).f1); } catch (t9008003.p0.E2 e) { ex(46, "get", 2, e.code); } catch (t9008003.p0.E0 e) { ex(46, "get", 0, e.code); } catch (t9008003.p1.E1 e) { ex(46, "get", 1, e.code); }
		if (on(47)) try { out(47, "ov", ((t9008003.p1.K2) o2).ov(o2)); } catch (t9008003.p0.E2 e) { ex(47, "ov", 2, e.code); } catch (t9008003.p0.E0 e) { ex(47, "ov", 0, e.code); } catch (t9008003.p1.E1 e) { ex(47, "ov", 1, e.code); }
		if (on(48)) try { out(48, "inner", ((t9008003.p1.K2) o2).inr()); } catch (t9008003.p0.E2 e) { ex(48, "inner", 2, e.code); } catch (t9008003.p0.E0 e) { ex(48, "inner", 0, e.code); } catch (t9008003.p1.E1 e) { ex(48, "inner", 1, e.code); }
		if (on(49)) try { out(49, "lambda", ((t9008003.p1.K2) o2).lam()); } catch (t9008003.p0.E2 e) { ex(49, "lambda", 2, e.code); } catch (t9008003.p0.E0 e) { ex(49, "lambda", 0, e.code); } catch (t9008003.p1.E1 e) { ex(49, "lambda", 1, e.code); }
		if (on(50)) try { out(50, "call", ((t9008003.p1.K1) o2).m0()); } catch (t9008003.p0.E2 e) { ex(50, "call", 2, e.code); } catch (t9008003.p0.E0 e) { ex(50, "call", 0, e.code); } catch (t9008003.p1.E1 e) { ex(50, "call", 1, e.code); }
		if (on(51)) try { out(51, "ov", ((t9008003.p1.K1) o2).ov(o2)); } catch (t9008003.p0.E2 e) { ex(51, "ov", 2, e.code); } catch (t9008003.p0.E0 e) { ex(51, "ov", 0, e.code); } catch (t9008003.p1.E1 e) { ex(51, "ov", 1, e.code); }
		if (on(52)) try { out(52, "inner", ((t9008003.p1.K1) o2).inr()); } catch (t9008003.p0.E2 e) { ex(52, "inner", 2, e.code); } catch (t9008003.p0.E0 e) { ex(52, "inner", 0, e.code); } catch (t9008003.p1.E1 e) { ex(52, "inner", 1, e.code); }
		if (on(53)) try { out(53, "lambda", ((t9008003.p1.K1) o2).lam()); } catch (t9008003.p0.E2 e) { ex(53, "lambda", 2, e.code); } catch (t9008003.p0.E0 e) { ex(53, "lambda", 0, e.code); } catch (t9008003.p1.E1 e) { ex(53, "lambda", 1, e.code); }
		if (on(54)) try { out(54, "str", "" + o2); } catch (t9008003.p0.E2 e) { ex(54, "str", 2, e.code); } catch (t9008003.p0.E0 e) { ex(54, "str", 0, e.code); } catch (t9008003.p1.E1 e) { ex(54, "str", 1, e.code); }
		if (on(55)) try { out(55, "icall", ((t9008003.p0.J0) o2).m0()); } catch (t9008003.p0.E2 e) { ex(55, "icall", 2, e.code); } catch (t9008003.p0.E0 e) { ex(55, "icall", 0, e.code); } catch (t9008003.p1.E1 e) { ex(55, "icall", 1, e.code); }
		if (on(56)) out(56, "inst", ((Object) o2) instanceof t9008003.p1.K0 ? 1 : 0);
		if (on(57)) try { t9008003.p1.K0 y = (t9008003.p1.K0) (Object) o2; out(57, "cast", 1); } catch (ClassCastException e) { out(57, "cast", 0); }
		if (on(58)) out(58, "inst", ((Object) o2) instanceof t9008003.p1.K1 ? 1 : 0);
		if (on(59)) try { t9008003.p1.K1 y = (t9008003.p1.K1) (Object) o2; out(59, "cast", 1); } catch (ClassCastException e) { out(59, "cast", 0); }
		if (on(60)) out(60, "inst", ((Object) o2) instanceof t9008003.p1.K2 ? 1 : 0);
		if (on(61)) try { t9008003.p1.K2 y = (t9008003.p1.K2) (Object) o2; out(61, "cast", 1); } catch (ClassCastException e) { out(61, "cast", 0); }
		if (on(62)) out(62, "inst", ((Object) o2) instanceof t9008003.p1.K3 ? 1 : 0);
		if (on(63)) try { t9008003.p1.K3 y = (t9008003.p1.K3) (Object) o2; out(63, "cast", 1); } catch (ClassCastException e) { out(63, "cast", 0); }
		if (on(64)) out(64, "inst", ((Object) o2) instanceof t9008003.p0.J0 ? 1 : 0);
		if (on(65)) try { t9008003.p0.J0 y = (t9008003.p0.J0) (Object) o2; out(65, "cast", 1); } catch (ClassCastException e) { out(65, "cast", 0); }
		if (on(66)) try { t9008003.p1.K1[] r = new t9008003.p1.K2[1]; r[0] = o2; out(66, "arr", 1); } catch (ArrayStoreException e) { out(66, "arr", 0); }
		if (on(67)) try { t9008003.p1.K1[] r = new t9008003.p1.K2[1]; r[0] = o1; out(67, "arr", 1); } catch (ArrayStoreException e) { out(67, "arr", 0); }
		if (on(68)) try { out(68, "eq", ((Object) o2).equals(o0) ? 1 : 0); } catch (t9008003.p0.E2 e) { ex(68, "eq", 2, e.code); } catch (t9008003.p0.E0 e) { ex(68, "eq", 0, e.code); } catch (t9008003.p1.E1 e) { ex(68, "eq", 1, e.code); }
		if (on(69)) try { out(69, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o2)).contains(o0) ? 1 : 0); } catch (t9008003.p0.E2 e) { ex(69, "hash", 2, e.code); } catch (t9008003.p0.E0 e) { ex(69, "hash", 0, e.code); } catch (t9008003.p1.E1 e) { ex(69, "hash", 1, e.code); }
		if (on(70)) try { out(70, "eq", ((Object) o2).equals(o1) ? 1 : 0); } catch (t9008003.p0.E2 e) { ex(70, "eq", 2, e.code); } catch (t9008003.p0.E0 e) { ex(70, "eq", 0, e.code); } catch (t9008003.p1.E1 e) { ex(70, "eq", 1, e.code); }
		if (on(71)) try { out(71, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o2)).contains(o1) ? 1 : 0); } catch (t9008003.p0.E2 e) { ex(71, "hash", 2, e.code); } catch (t9008003.p0.E0 e) { ex(71, "hash", 0, e.code); } catch (t9008003.p1.E1 e) { ex(71, "hash", 1, e.code); }
		if (on(72)) try { out(72, "eq", ((Object) o2).equals(o2) ? 1 : 0); } catch (t9008003.p0.E2 e) { ex(72, "eq", 2, e.code); } catch (t9008003.p0.E0 e) { ex(72, "eq", 0, e.code); } catch (t9008003.p1.E1 e) { ex(72, "eq", 1, e.code); }
		if (on(73)) try { out(73, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o2)).contains(o2) ? 1 : 0); } catch (t9008003.p0.E2 e) { ex(73, "hash", 2, e.code); } catch (t9008003.p0.E0 e) { ex(73, "hash", 0, e.code); } catch (t9008003.p1.E1 e) { ex(73, "hash", 1, e.code); }
		if (on(74)) try { out(74, "eq", ((Object) o2).equals(o3) ? 1 : 0); } catch (t9008003.p0.E2 e) { ex(74, "eq", 2, e.code); } catch (t9008003.p0.E0 e) { ex(74, "eq", 0, e.code); } catch (t9008003.p1.E1 e) { ex(74, "eq", 1, e.code); }
		if (on(75)) try { out(75, "call", ((t9008003.p1.K3) o3).m0()); } catch (t9008003.p0.E2 e) { ex(75, "call", 2, e.code); } catch (t9008003.p0.E0 e) { ex(75, "call", 0, e.code); } catch (t9008003.p1.E1 e) { ex(75, "call", 1, e.code); }
		if (on(76)) try { out(76, "call", ((t9008003.p1.K3) o3).m2()); } catch (t9008003.p0.E2 e) { ex(76, "call", 2, e.code); } catch (t9008003.p0.E0 e) { ex(76, "call", 0, e.code); } catch (t9008003.p1.E1 e) { ex(76, "call", 1, e.code); }
		if (on(77)) try { out(77, "ov", ((t9008003.p1.K3) o3).ov(o0)); } catch (t9008003.p0.E2 e) { ex(77, "ov", 2, e.code); } catch (t9008003.p0.E0 e) { ex(77, "ov", 0, e.code); } catch (t9008003.p1.E1 e) { ex(77, "ov", 1, e.code); }
		if (on(78)) try { out(78, "ov", ((t9008003.p1.K3) o3).ov(o1)); } catch (t9008003.p0.E2 e) { ex(78, "ov", 2, e.code); } catch (t9008003.p0.E0 e) { ex(78, "ov", 0, e.code); } catch (t9008003.p1.E1 e) { ex(78, "ov", 1, e.code); }
		if (on(79)) try { out(79, "ov", ((t9008003.p1.K3) o3).ov(o2)); } catch (t9008003.p0.E2 e) { ex(79, "ov", 2, e.code); } catch (t9008003.p0.E0 e) { ex(79, "ov", 0, e.code); } catch (t9008003.p1.E1 e) { ex(79, "ov", 1, e.code); }
		if (on(80)) try { out(80, "inner", ((t9008003.p1.K3) o3).inr()); } catch (t9008003.p0.E2 e) { ex(80, "inner", 2, e.code); } catch (t9008003.p0.E0 e) { ex(80, "inner", 0, e.code); } catch (t9008003.p1.E1 e) { ex(80, "inner", 1, e.code); }
	}
	static void g3() throws Exception {
		if (on(81)) try { out(81, "lambda", ((t9008003.p1.K3) o3).lam()); } catch (t9008003.p0.E2 e) { ex(81, "lambda", 2, e.code); } catch (t9008003.p0.E0 e) { ex(81, "lambda", 0, e.code); } catch (t9008003.p1.E1 e) { ex(81, "lambda", 1, e.code); }
		if (on(82)) out(82, "inst", ((Object) o3) instanceof t9008003.p1.K0 ? 1 : 0);
		if (on(83)) try { t9008003.p1.K0 y = (t9008003.p1.K0) (Object) o3; out(83, "cast", 1); } catch (ClassCastException e) { out(83, "cast", 0); }
		if (on(84)) out(84, "inst", ((Object) o3) instanceof t9008003.p1.K1 ? 1 : 0);
		if (on(85)) try { t9008003.p1.K1 y = (t9008003.p1.K1) (Object) o3; out(85, "cast", 1); } catch (ClassCastException e) { out(85, "cast", 0); }
		if (on(86)) out(86, "inst", ((Object) o3) instanceof t9008003.p1.K2 ? 1 : 0);
		if (on(87)) try { t9008003.p1.K2 y = (t9008003.p1.K2) (Object) o3; out(87, "cast", 1); } catch (ClassCastException e) { out(87, "cast", 0); }
		if (on(88)) out(88, "inst", ((Object) o3) instanceof t9008003.p1.K3 ? 1 : 0);
		if (on(89)) try { t9008003.p1.K3 y = (t9008003.p1.K3) (Object) o3; out(89, "cast", 1); } catch (ClassCastException e) { out(89, "cast", 0); }
		if (on(90)) out(90, "inst", ((Object) o3) instanceof t9008003.p0.J0 ? 1 : 0);
		if (on(91)) try { t9008003.p0.J0 y = (t9008003.p0.J0) (Object) o3; out(91, "cast", 1); } catch (ClassCastException e) { out(91, "cast", 0); }
		if (on(92)) try { out(92, "sort", sorted(new t9008003.p1.K3[] {o3})); } catch (t9008003.p0.E2 e) { ex(92, "sort", 2, e.code); } catch (t9008003.p0.E0 e) { ex(92, "sort", 0, e.code); } catch (t9008003.p1.E1 e) { ex(92, "sort", 1, e.code); }
	}
	static int flips;
	static boolean flip() { return (flips++ & 1) == 0; }
	static void thr() { throw new IllegalStateException(); }
	static void l1() {
		if (!on(93)) return;
		t9008003.p1.K1 v;
		if (flip()) {
			t9008003.p1.K1 x = new t9008003.p1.K1();
			v = x;
		} else {
			v = o2;
		}
		try { out(93, "loc", v.m0()); } catch (RuntimeException e) { out(93, "lx", 0); }
		out(93, "lin", ((Object) v) instanceof t9008003.p1.K1 ? 1 : 0);
	}
	static void l2() {
		if (!on(94)) return;
		t9008003.p1.K1 x = new t9008003.p1.K1();
		t9008003.p1.K0 w = new t9008003.p1.K0();
		try { out(94, "lt", ((Object) w) instanceof java.lang.Comparable ? 1 : 0); } catch (RuntimeException e) { out(94, "lx", 1); }
		t9008003.p0.J0 v = x;
		try { out(94, "loc", v.m0()); } catch (RuntimeException e) { out(94, "lx", 0); }
	}
	static void l3() {
		if (!on(95)) return;
		t9008003.p1.K2 v;
		if (flip()) {
			t9008003.p1.K2 x = new t9008003.p1.K2();
			v = x;
		} else {
			v = o2;
		}
		try { out(95, "loc", v.m0()); } catch (RuntimeException e) { out(95, "lx", 0); }
		out(95, "lin", ((Object) v) instanceof t9008003.p1.K2 ? 1 : 0);
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
		for (int i = 0; i < 2; i++) {
			try { out(97, "loc", v.m0()); } catch (RuntimeException e) { out(97, "lx", 0); }
			v = o1;
		}
		try { out(97, "loc", v.m0()); } catch (RuntimeException e) { out(97, "lx", 0); }
	}
	static void l6() {
		if (!on(98)) return;
		try { thr(); } catch (IllegalStateException ise) {
			t9008003.p1.K3 x = new t9008003.p1.K3();
			t9008003.p1.K1 w = new t9008003.p1.K1();
			try { out(98, "lt", w.m0()); } catch (RuntimeException e) { out(98, "lx", 1); }
			t9008003.p1.K3 v = x;
			try { out(98, "loc", v.m0()); } catch (RuntimeException e) { out(98, "lx", 0); }
		}
	}
	static Object copy(Object o) throws Exception {
		java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
		try (java.io.ObjectOutputStream out = new java.io.ObjectOutputStream(bytes)) { out.writeObject(o); }
		try (java.io.ObjectInputStream in = new java.io.ObjectInputStream(new java.io.ByteArrayInputStream(bytes.toByteArray()))) { return in.readObject(); }
	}
	static int sw(N0 e) { switch (e) { case A: return 1; case B: return 2; default: return 3; } }
	static void pr() throws Exception {
		if (on(99)) try { out(99, "enum", N0.valueOf("B").v()); } catch (RuntimeException e) { out(99, "prx", e.getClass().getName().startsWith("java.") ? e.toString() : "user"); }
		if (on(100)) try { out(100, "enum", Enum.valueOf(N0.class, "C").v()); } catch (RuntimeException e) { out(100, "prx", e.getClass().getName().startsWith("java.") ? e.toString() : "user"); }
		if (on(101)) try { int s = 0; for (N0 e : java.util.EnumSet.allOf(N0.class)) s = 31 * s + e.v(); out(101, "eset", s); } catch (RuntimeException e) { out(101, "prx", e.getClass().getName().startsWith("java.") ? e.toString() : "user"); }
		if (on(102)) try { out(102, "eset", java.util.EnumSet.complementOf(java.util.EnumSet.of(N0.A))); } catch (RuntimeException e) { out(102, "prx", e.getClass().getName().startsWith("java.") ? e.toString() : "user"); }
		if (on(103)) try { java.util.EnumMap<N0, Integer> m = new java.util.EnumMap<>(N0.class); for (N0 e : N0.values()) m.put(e, e.v()); m.remove(N0.A); out(103, "emap", m); } catch (RuntimeException e) { out(103, "prx", e.getClass().getName().startsWith("java.") ? e.toString() : "user"); }
		if (on(104)) try { out(104, "econst", N0.class.getEnumConstants().length + sw(N0.C) * 10); } catch (RuntimeException e) { out(104, "prx", e.getClass().getName().startsWith("java.") ? e.toString() : "user"); }
		if (on(105)) try { out(105, "enum", N0.valueOf("Z")); } catch (RuntimeException e) { out(105, "prx", e.getClass().getName().startsWith("java.") ? e.toString() : "user"); }
		if (on(106)) try { out(106, "eser", copy(N0.B) == N0.B ? 1 : 0); } catch (RuntimeException e) { out(106, "prx", e.getClass().getName().startsWith("java.") ? e.toString() : "user"); }
		if (on(107)) try { S0 a = (S0) copy(new S0(4)); out(107, "ser", a.n + " " + a.v()); } catch (RuntimeException e) { out(107, "prx", e.getClass().getName().startsWith("java.") ? e.toString() : "user"); }
		if (on(108)) try { S0 a = (S0) copy(new S0(5)); out(108, "ser", a.n + " " + a.v()); } catch (RuntimeException e) { out(108, "prx", e.getClass().getName().startsWith("java.") ? e.toString() : "user"); }
		if (on(109)) try { S1 a = (S1) copy(new S1(6)); out(109, "ext", a.n + " " + a.v()); } catch (RuntimeException e) { out(109, "prx", e.getClass().getName().startsWith("java.") ? e.toString() : "user"); }
	}
	public static void main(String[] args) throws Exception {
		if (args.length > 0) mode = args[0];
		statics();
		objects();
		g1();
		g2();
		g3();
		l1();
		l2();
		l3();
		l4();
		l5();
		l6();
		pr();
	}
}
