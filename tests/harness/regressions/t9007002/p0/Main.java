package t9007002.p0;

public class Main {
	static String mode = "all";
	static int ticks;
	static t9007002.p0.K0 o0;
	static t9007002.p0.K1 o1;
	static t9007002.p1.K2 o2;
	static t9007002.p0.K3 o3;
	static boolean on(int n) { return mode.equals("all") || (n % 2 == 0) == mode.equals("even"); }
	static void out(int n, String kind, Object v) { System.out.println(kind + "#" + n + " " + v); }
	static void ex(int n, String kind, int e, int code) { System.out.println(kind + "#" + n + " !E" + e + " " + code); }
	public static void log(String what, int id) { System.out.println(what + " " + id); }
	public static int clinit(int id) { log("clinit", id); return id; }
	public static int tick() { return ticks++; }
	static String sorted(Object[] a) { Object[] s = a.clone(); java.util.Arrays.sort(s); StringBuilder r = new StringBuilder(); for (Object o : s) for (int i = 0; i < a.length; i++) if (a[i] == o) r.append(i).append(','); return r.toString(); }
	static void statics() {
		if (on(1)) out(1, "static", t9007002.p0.K1.s);
		if (on(2)) out(2, "static", t9007002.p0.K3.s);
	}
	static void objects() {
		o0 = new t9007002.p0.K0();
		o1 = new t9007002.p0.K1();
		o2 = new t9007002.p1.K2();
		o3 = new t9007002.p0.K3();
	}
	static void g1() throws Exception {
		if (on(1)) try { out(1, "call", ((t9007002.p0.K0) o0).m0()); } catch (t9007002.p0.E2 e) { ex(1, "call", 2, e.code); } catch (t9007002.p0.E0 e) { ex(1, "call", 0, e.code); } catch (t9007002.p1.E1 e) { ex(1, "call", 1, e.code); }
		if (on(2)) try { out(2, "call", ((t9007002.p0.K0) o0).m1()); } catch (t9007002.p0.E2 e) { ex(2, "call", 2, e.code); } catch (t9007002.p0.E0 e) { ex(2, "call", 0, e.code); } catch (t9007002.p1.E1 e) { ex(2, "call", 1, e.code); }
		if (on(3)) try { out(3, "call", ((t9007002.p0.K0) o0).m2()); } catch (t9007002.p0.E2 e) { ex(3, "call", 2, e.code); } catch (t9007002.p0.E0 e) { ex(3, "call", 0, e.code); } catch (t9007002.p1.E1 e) { ex(3, "call", 1, e.code); }
		if (on(4)) try { out(4, "inner", ((t9007002.p0.K0) o0).inr()); } catch (t9007002.p0.E2 e) { ex(4, "inner", 2, e.code); } catch (t9007002.p0.E0 e) { ex(4, "inner", 0, e.code); } catch (t9007002.p1.E1 e) { ex(4, "inner", 1, e.code); }
		if (on(5)) out(5, "inst", ((Object) o0) instanceof t9007002.p0.K0 ? 1 : 0);
		if (on(6)) try { t9007002.p0.K0 y = (t9007002.p0.K0) (Object) o0; out(6, "cast", 1); } catch (ClassCastException e) { out(6, "cast", 0); }
		if (on(7)) out(7, "inst", ((Object) o0) instanceof t9007002.p0.K1 ? 1 : 0);
		if (on(8)) try { t9007002.p0.K1 y = (t9007002.p0.K1) (Object) o0; out(8, "cast", 1); } catch (ClassCastException e) { out(8, "cast", 0); }
		if (on(9)) out(9, "inst", ((Object) o0) instanceof t9007002.p1.K2 ? 1 : 0);
		if (on(10)) try { t9007002.p1.K2 y = (t9007002.p1.K2) (Object) o0; out(10, "cast", 1); } catch (ClassCastException e) { out(10, "cast", 0); }
		if (on(11)) out(11, "inst", ((Object) o0) instanceof t9007002.p0.K3 ? 1 : 0);
		if (on(12)) try { t9007002.p0.K3 y = (t9007002.p0.K3) (Object) o0; out(12, "cast", 1); } catch (ClassCastException e) { out(12, "cast", 0); }
		if (on(13)) out(13, "inst", ((Object) o0) instanceof t9007002.p0.J0 ? 1 : 0);
		if (on(14)) try { t9007002.p0.J0 y = (t9007002.p0.J0) (Object) o0; out(14, "cast", 1); } catch (ClassCastException e) { out(14, "cast", 0); }
		if (on(15)) try { out(15, "eq", ((Object) o0).equals(o0) ? 1 : 0); } catch (t9007002.p0.E2 e) { ex(15, "eq", 2, e.code); } catch (t9007002.p0.E0 e) { ex(15, "eq", 0, e.code); } catch (t9007002.p1.E1 e) { ex(15, "eq", 1, e.code); }
		if (on(16)) try { out(16, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o0)).contains(o0) ? 1 : 0); } catch (t9007002.p0.E2 e) { ex(16, "hash", 2, e.code); } catch (t9007002.p0.E0 e) { ex(16, "hash", 0, e.code); } catch (t9007002.p1.E1 e) { ex(16, "hash", 1, e.code); }
		if (on(17)) try { out(17, "eq", ((Object) o0).equals(o1) ? 1 : 0); } catch (t9007002.p0.E2 e) { ex(17, "eq", 2, e.code); } catch (t9007002.p0.E0 e) { ex(17, "eq", 0, e.code); } catch (t9007002.p1.E1 e) { ex(17, "eq", 1, e.code); }
		if (on(18)) try { out(18, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o0)).contains(o1) ? 1 : 0); } catch (t9007002.p0.E2 e) { ex(18, "hash", 2, e.code); } catch (t9007002.p0.E0 e) { ex(18, "hash", 0, e.code); } catch (t9007002.p1.E1 e) { ex(18, "hash", 1, e.code); }
		if (on(19)) try { out(19, "eq", ((Object) o0).equals(o2) ? 1 : 0); } catch (t9007002.p0.E2 e) { ex(19, "eq", 2, e.code); } catch (t9007002.p0.E0 e) { ex(19, "eq", 0, e.code); } catch (t9007002.p1.E1 e) { ex(19, "eq", 1, e.code); }
		if (on(20)) try { out(20, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o0)).contains(o2) ? 1 : 0); } catch (t9007002.p0.E2 e) { ex(20, "hash", 2, e.code); } catch (t9007002.p0.E0 e) { ex(20, "hash", 0, e.code); } catch (t9007002.p1.E1 e) { ex(20, "hash", 1, e.code); }
		if (on(21)) try { out(21, "eq", ((Object) o0).equals(o3) ? 1 : 0); } catch (t9007002.p0.E2 e) { ex(21, "eq", 2, e.code); } catch (t9007002.p0.E0 e) { ex(21, "eq", 0, e.code); } catch (t9007002.p1.E1 e) { ex(21, "eq", 1, e.code); }
		if (on(22)) try { out(22, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o0)).contains(o3) ? 1 : 0); } catch (t9007002.p0.E2 e) { ex(22, "hash", 2, e.code); } catch (t9007002.p0.E0 e) { ex(22, "hash", 0, e.code); } catch (t9007002.p1.E1 e) { ex(22, "hash", 1, e.code); }
		if (on(23)) try { out(23, "sort", sorted(new t9007002.p0.K0[] {o3, o2, o1, o0})); } catch (t9007002.p0.E2 e) { ex(23, "sort", 2, e.code); } catch (t9007002.p0.E0 e) { ex(23, "sort", 0, e.code); } catch (t9007002.p1.E1 e) { ex(23, "sort", 1, e.code); }
		if (on(24)) try { out(24, "call", ((t9007002.p0.K1) o1).m0()); } catch (t9007002.p0.E2 e) { ex(24, "call", 2, e.code); } catch (t9007002.p0.E0 e) { ex(24, "call", 0, e.code); } catch (t9007002.p1.E1 e) { ex(24, "call", 1, e.code); }
		if (on(25)) try { out(25, "call", ((t9007002.p0.K1) o1).m1()); } catch (t9007002.p0.E2 e) { ex(25, "call", 2, e.code); } catch (t9007002.p0.E0 e) { ex(25, "call", 0, e.code); } catch (t9007002.p1.E1 e) { ex(25, "call", 1, e.code); }
		if (on(26)) try { out(26, "call", ((t9007002.p0.K1) o1).m2()); } catch (t9007002.p0.E2 e) { ex(26, "call", 2, e.code); } catch (t9007002.p0.E0 e) { ex(26, "call", 0, e.code); } catch (t9007002.p1.E1 e) { ex(26, "call", 1, e.code); }
		if (on(27)) try { out(27, "get", ((t9007002.p0.K1) o1).f0); } catch (t9007002.p0.E2 e) { ex(27, "get", 2, e.code); } catch (t9007002.p0.E0 e) { ex(27, "get", 0, e.code); } catch (t9007002.p1.E1 e) { ex(27, "get", 1, e.code); }
		if (on(28)) try { out(28, "get", ((t9007002.p0.K1) o1).f1); } catch (t9007002.p0.E2 e) { ex(28, "get", 2, e.code); } catch (t9007002.p0.E0 e) { ex(28, "get", 0, e.code); } catch (t9007002.p1.E1 e) { ex(28, "get", 1, e.code); }
		if (on(29)) try { out(29, "ov", ((t9007002.p0.K1) o1).ov(o1)); } catch (t9007002.p0.E2 e) { ex(29, "ov", 2, e.code); } catch (t9007002.p0.E0 e) { ex(29, "ov", 0, e.code); } catch (t9007002.p1.E1 e) { ex(29, "ov", 1, e.code); }
		if (on(30)) try { out(30, "ov", ((t9007002.p0.K1) o1).ov(o3)); } catch (t9007002.p0.E2 e) { ex(30, "ov", 2, e.code); } catch (t9007002.p0.E0 e) { ex(30, "ov", 0, e.code); } catch (t9007002.p1.E1 e) { ex(30, "ov", 1, e.code); }
		if (on(31)) try { out(31, "inner", ((t9007002.p0.K1) o1).inr()); } catch (t9007002.p0.E2 e) { ex(31, "inner", 2, e.code); } catch (t9007002.p0.E0 e) { ex(31, "inner", 0, e.code); } catch (t9007002.p1.E1 e) { ex(31, "inner", 1, e.code); }
		if (on(32)) try { out(32, "call", ((t9007002.p0.K0) o1).m0()); } catch (t9007002.p0.E2 e) { ex(32, "call", 2, e.code); } catch (t9007002.p0.E0 e) { ex(32, "call", 0, e.code); } catch (t9007002.p1.E1 e) { ex(32, "call", 1, e.code); }
		if (on(33)) try { out(33, "call", ((t9007002.p0.K0) o1).m1()); } catch (t9007002.p0.E2 e) { ex(33, "call", 2, e.code); } catch (t9007002.p0.E0 e) { ex(33, "call", 0, e.code); } catch (t9007002.p1.E1 e) { ex(33, "call", 1, e.code); }
		if (on(34)) try { out(34, "call", ((t9007002.p0.K0) o1).m2()); } catch (t9007002.p0.E2 e) { ex(34, "call", 2, e.code); } catch (t9007002.p0.E0 e) { ex(34, "call", 0, e.code); } catch (t9007002.p1.E1 e) { ex(34, "call", 1, e.code); }
		if (on(35)) try { out(35, "inner", ((t9007002.p0.K0) o1).inr()); } catch (t9007002.p0.E2 e) { ex(35, "inner", 2, e.code); } catch (t9007002.p0.E0 e) { ex(35, "inner", 0, e.code); } catch (t9007002.p1.E1 e) { ex(35, "inner", 1, e.code); }
		if (on(36)) out(36, "inst", ((Object) o1) instanceof t9007002.p0.K0 ? 1 : 0);
		if (on(37)) try { t9007002.p0.K0 y = (t9007002.p0.K0) (Object) o1; out(37, "cast", 1); } catch (ClassCastException e) { out(37, "cast", 0); }
		if (on(38)) out(38, "inst", ((Object) o1) instanceof t9007002.p0.K1 ? 1 : 0);
		if (on(39)) try { t9007002.p0.K1 y = (t9007002.p0.K1) (Object) o1; out(39, "cast", 1); } catch (ClassCastException e) { out(39, "cast", 0); }
		if (on(40)) out(40, "inst", ((Object) o1) instanceof t9007002.p1.K2 ? 1 : 0);
	}
	static void g2() throws Exception {
		if (on(41)) try { t9007002.p1.K2 y = (t9007002.p1.K2) (Object) o1; out(41, "cast", 1); } catch (ClassCastException e) { out(41, "cast", 0); }
		if (on(42)) out(42, "inst", ((Object) o1) instanceof t9007002.p0.K3 ? 1 : 0);
		if (on(43)) try { t9007002.p0.K3 y = (t9007002.p0.K3) (Object) o1; out(43, "cast", 1); } catch (ClassCastException e) { out(43, "cast", 0); }
		if (on(44)) out(44, "inst", ((Object) o1) instanceof t9007002.p0.J0 ? 1 : 0);
		if (on(45)) try { t9007002.p0.J0 y = (t9007002.p0.J0) (Object) o1; out(45, "cast", 1); } catch (ClassCastException e) { out(45, "cast", 0); }
		if (on(46)) try { t9007002.p0.K0[] r = new t9007002.p0.K1[1]; r[0] = o1; out(46, "arr", 1); } catch (ArrayStoreException e) { out(46, "arr", 0); }
		if (on(47)) try { t9007002.p0.K0[] r = new t9007002.p0.K1[1]; r[0] = o0; out(47, "arr", 1); } catch (ArrayStoreException e) { out(47, "arr", 0); }
		if (on(48)) try { out(48, "eq", ((Object) o1).equals(o0) ? 1 : 0); } catch (t9007002.p0.E2 e) { ex(48, "eq", 2, e.code); } catch (t9007002.p0.E0 e) { ex(48, "eq", 0, e.code); } catch (t9007002.p1.E1 e) { ex(48, "eq", 1, e.code); }
		if (on(49)) try { out(49, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o1)).contains(o0) ? 1 : 0); } catch (t9007002.p0.E2 e) { ex(49, "hash", 2, e.code); } catch (t9007002.p0.E0 e) { ex(49, "hash", 0, e.code); } catch (t9007002.p1.E1 e) { ex(49, "hash", 1, e.code); }
		if (on(50)) try { out(50, "eq", ((Object) o1).equals(o1) ? 1 : 0); } catch (t9007002.p0.E2 e) { ex(50, "eq", 2, e.code); } catch (t9007002.p0.E0 e) { ex(50, "eq", 0, e.code); } catch (t9007002.p1.E1 e) { ex(50, "eq", 1, e.code); }
		if (on(51)) try { out(51, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o1)).contains(o1) ? 1 : 0); } catch (t9007002.p0.E2 e) { ex(51, "hash", 2, e.code); } catch (t9007002.p0.E0 e) { ex(51, "hash", 0, e.code); } catch (t9007002.p1.E1 e) { ex(51, "hash", 1, e.code); }
		if (on(52)) try { out(52, "eq", ((Object) o1).equals(o2) ? 1 : 0); } catch (t9007002.p0.E2 e) { ex(52, "eq", 2, e.code); } catch (t9007002.p0.E0 e) { ex(52, "eq", 0, e.code); } catch (t9007002.p1.E1 e) { ex(52, "eq", 1, e.code); }
		if (on(53)) try { out(53, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o1)).contains(o2) ? 1 : 0); } catch (t9007002.p0.E2 e) { ex(53, "hash", 2, e.code); } catch (t9007002.p0.E0 e) { ex(53, "hash", 0, e.code); } catch (t9007002.p1.E1 e) { ex(53, "hash", 1, e.code); }
		if (on(54)) try { out(54, "eq", ((Object) o1).equals(o3) ? 1 : 0); } catch (t9007002.p0.E2 e) { ex(54, "eq", 2, e.code); } catch (t9007002.p0.E0 e) { ex(54, "eq", 0, e.code); } catch (t9007002.p1.E1 e) { ex(54, "eq", 1, e.code); }
		if (on(55)) try { out(55, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o1)).contains(o3) ? 1 : 0); } catch (t9007002.p0.E2 e) { ex(55, "hash", 2, e.code); } catch (t9007002.p0.E0 e) { ex(55, "hash", 0, e.code); } catch (t9007002.p1.E1 e) { ex(55, "hash", 1, e.code); }
		if (on(56)) try { out(56, "call", ((t9007002.p1.K2) o2).m0()); } catch (t9007002.p0.E2 e) { ex(56, "call", 2, e.code); } catch (t9007002.p0.E0 e) { ex(56, "call", 0, e.code); } catch (t9007002.p1.E1 e) { ex(56, "call", 1, e.code); }
		if (on(57)) try { out(57, "call", ((t9007002.p1.K2) o2).m1()); } catch (t9007002.p0.E2 e) { ex(57, "call", 2, e.code); } catch (t9007002.p0.E0 e) { ex(57, "call", 0, e.code); } catch (t9007002.p1.E1 e) { ex(57, "call", 1, e.code); }
		if (on(58)) try { out(58, "ov", ((t9007002.p1.K2) o2).ov(o1)); } catch (t9007002.p0.E2 e) { ex(58, "ov", 2, e.code); } catch (t9007002.p0.E0 e) { ex(58, "ov", 0, e.code); } catch (t9007002.p1.E1 e) { ex(58, "ov", 1, e.code); }
		if (on(59)) try { out(59, "ov", ((t9007002.p1.K2) o2).ov(o3)); } catch (t9007002.p0.E2 e) { ex(59, "ov", 2, e.code); } catch (t9007002.p0.E0 e) { ex(59, "ov", 0, e.code); } catch (t9007002.p1.E1 e) { ex(59, "ov", 1, e.code); }
		if (on(60)) try { out(60, "inner", ((t9007002.p1.K2) o2).inr()); } catch (t9007002.p0.E2 e) { ex(60, "inner", 2, e.code); } catch (t9007002.p0.E0 e) { ex(60, "inner", 0, e.code); } catch (t9007002.p1.E1 e) { ex(60, "inner", 1, e.code); }
		if (on(61)) try { out(61, "call", ((t9007002.p0.K0) o2).m0()); } catch (t9007002.p0.E2 e) { ex(61, "call", 2, e.code); } catch (t9007002.p0.E0 e) { ex(61, "call", 0, e.code); } catch (t9007002.p1.E1 e) { ex(61, "call", 1, e.code); }
		if (on(62)) try { out(62, "call", ((t9007002.p0.K0) o2).m1()); } catch (t9007002.p0.E2 e) { ex(62, "call", 2, e.code); } catch (t9007002.p0.E0 e) { ex(62, "call", 0, e.code); } catch (t9007002.p1.E1 e) { ex(62, "call", 1, e.code); }
		if (on(63)) try { out(63, "call", ((t9007002.p0.K0) o2).m2()); } catch (t9007002.p0.E2 e) { ex(63, "call", 2, e.code); } catch (t9007002.p0.E0 e) { ex(63, "call", 0, e.code); } catch (t9007002.p1.E1 e) { ex(63, "call", 1, e.code); }
		if (on(64)) try { out(64, "inner", ((t9007002.p0.K0) o2).inr()); } catch (t9007002.p0.E2 e) { ex(64, "inner", 2, e.code); } catch (t9007002.p0.E0 e) { ex(64, "inner", 0, e.code); } catch (t9007002.p1.E1 e) { ex(64, "inner", 1, e.code); }
		if (on(65)) try { out(65, "icall", ((t9007002.p0.J0) o2).m0()); } catch (t9007002.p0.E2 e) { ex(65, "icall", 2, e.code); } catch (t9007002.p0.E0 e) { ex(65, "icall", 0, e.code); } catch (t9007002.p1.E1 e) { ex(65, "icall", 1, e.code); }
		if (on(66)) out(66, "inst", ((Object) o2) instanceof t9007002.p0.K0 ? 1 : 0);
		if (on(67)) try { t9007002.p0.K0 y = (t9007002.p0.K0) (Object) o2; out(67, "cast", 1); } catch (ClassCastException e) { out(67, "cast", 0); }
		if (on(68)) out(68, "inst", ((Object) o2) instanceof t9007002.p0.K1 ? 1 : 0);
		if (on(69)) try { t9007002.p0.K1 y = (t9007002.p0.K1) (Object) o2; out(69, "cast", 1); } catch (ClassCastException e) { out(69, "cast", 0); }
		if (on(70)) out(70, "inst", ((Object) o2) instanceof t9007002.p1.K2 ? 1 : 0);
		if (on(71)) try { t9007002.p1.K2 y = (t9007002.p1.K2) (Object) o2; out(71, "cast", 1); } catch (ClassCastException e) { out(71, "cast", 0); }
		if (on(72)) out(72, "inst", ((Object) o2) instanceof t9007002.p0.K3 ? 1 : 0);
		if (on(73)) try { t9007002.p0.K3 y = (t9007002.p0.K3) (Object) o2; out(73, "cast", 1); } catch (ClassCastException e) { out(73, "cast", 0); }
		if (on(74)) out(74, "inst", ((Object) o2) instanceof t9007002.p0.J0 ? 1 : 0);
		if (on(75)) try { t9007002.p0.J0 y = (t9007002.p0.J0) (Object) o2; out(75, "cast", 1); } catch (ClassCastException e) { out(75, "cast", 0); }
		if (on(76)) try { t9007002.p0.K0[] r = new t9007002.p1.K2[1]; r[0] = o2; out(76, "arr", 1); } catch (ArrayStoreException e) { out(76, "arr", 0); }
		if (on(77)) try { t9007002.p0.K0[] r = new t9007002.p1.K2[1]; r[0] = o0; out(77, "arr", 1); } catch (ArrayStoreException e) { out(77, "arr", 0); }
		if (on(78)) try { out(78, "eq", ((Object) o2).equals(o0) ? 1 : 0); } catch (t9007002.p0.E2 e) { ex(78, "eq", 2, e.code); } catch (t9007002.p0.E0 e) { ex(78, "eq", 0, e.code); } catch (t9007002.p1.E1 e) { ex(78, "eq", 1, e.code); }
		if (on(79)) try { out(79, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o2)).contains(o0) ? 1 : 0); } catch (t9007002.p0.E2 e) { ex(79, "hash", 2, e.code); } catch (t9007002.p0.E0 e) { ex(79, "hash", 0, e.code); } catch (t9007002.p1.E1 e) { ex(79, "hash", 1, e.code); }
		if (on(80)) try { out(80, "eq", ((Object) o2).equals(o1) ? 1 : 0); } catch (t9007002.p0.E2 e) { ex(80, "eq", 2, e.code); } catch (t9007002.p0.E0 e) { ex(80, "eq", 0, e.code); } catch (t9007002.p1.E1 e) { ex(80, "eq", 1, e.code); }
	}
	static void g3() throws Exception {
		if (on(81)) try { out(81, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o2)).contains(o1) ? 1 : 0); } catch (t9007002.p0.E2 e) { ex(81, "hash", 2, e.code); } catch (t9007002.p0.E0 e) { ex(81, "hash", 0, e.code); } catch (t9007002.p1.E1 e) { ex(81, "hash", 1, e.code); }
		if (on(82)) try { out(82, "eq", ((Object) o2).equals(o2) ? 1 : 0); } catch (t9007002.p0.E2 e) { ex(82, "eq", 2, e.code); } catch (t9007002.p0.E0 e) { ex(82, "eq", 0, e.code); } catch (t9007002.p1.E1 e) { ex(82, "eq", 1, e.code); }
		if (on(83)) try { out(83, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o2)).contains(o2) ? 1 : 0); } catch (t9007002.p0.E2 e) { ex(83, "hash", 2, e.code); } catch (t9007002.p0.E0 e) { ex(83, "hash", 0, e.code); } catch (t9007002.p1.E1 e) { ex(83, "hash", 1, e.code); }
		if (on(84)) try { out(84, "eq", ((Object) o2).equals(o3) ? 1 : 0); } catch (t9007002.p0.E2 e) { ex(84, "eq", 2, e.code); } catch (t9007002.p0.E0 e) { ex(84, "eq", 0, e.code); } catch (t9007002.p1.E1 e) { ex(84, "eq", 1, e.code); }
		if (on(85)) try { out(85, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o2)).contains(o3) ? 1 : 0); } catch (t9007002.p0.E2 e) { ex(85, "hash", 2, e.code); } catch (t9007002.p0.E0 e) { ex(85, "hash", 0, e.code); } catch (t9007002.p1.E1 e) { ex(85, "hash", 1, e.code); }
		if (on(86)) try { out(86, "call", ((t9007002.p0.K3) o3).m0()); } catch (t9007002.p0.E2 e) { ex(86, "call", 2, e.code); } catch (t9007002.p0.E0 e) { ex(86, "call", 0, e.code); } catch (t9007002.p1.E1 e) { ex(86, "call", 1, e.code); }
		if (on(87)) try { out(87, "call", ((t9007002.p0.K3) o3).m1()); } catch (t9007002.p0.E2 e) { ex(87, "call", 2, e.code); } catch (t9007002.p0.E0 e) { ex(87, "call", 0, e.code); } catch (t9007002.p1.E1 e) { ex(87, "call", 1, e.code); }
		if (on(88)) try { out(88, "call", ((t9007002.p0.K3) o3).m2()); } catch (t9007002.p0.E2 e) { ex(88, "call", 2, e.code); } catch (t9007002.p0.E0 e) { ex(88, "call", 0, e.code); } catch (t9007002.p1.E1 e) { ex(88, "call", 1, e.code); }
		if (on(89)) try { out(89, "get", ((t9007002.p0.K3) o3).f0); } catch (t9007002.p0.E2 e) { ex(89, "get", 2, e.code); } catch (t9007002.p0.E0 e) { ex(89, "get", 0, e.code); } catch (t9007002.p1.E1 e) { ex(89, "get", 1, e.code); }
		if (on(90)) try { out(90, "get", ((t9007002.p0.K3) o3).f1); } catch (t9007002.p0.E2 e) { ex(90, "get", 2, e.code); } catch (t9007002.p0.E0 e) { ex(90, "get", 0, e.code); } catch (t9007002.p1.E1 e) { ex(90, "get", 1, e.code); }
		if (on(91)) try { out(91, "ov", ((t9007002.p0.K3) o3).ov(o1)); } catch (t9007002.p0.E2 e) { ex(91, "ov", 2, e.code); } catch (t9007002.p0.E0 e) { ex(91, "ov", 0, e.code); } catch (t9007002.p1.E1 e) { ex(91, "ov", 1, e.code); }
		if (on(92)) try { out(92, "ov", ((t9007002.p0.K3) o3).ov(o3)); } catch (t9007002.p0.E2 e) { ex(92, "ov", 2, e.code); } catch (t9007002.p0.E0 e) { ex(92, "ov", 0, e.code); } catch (t9007002.p1.E1 e) { ex(92, "ov", 1, e.code); }
		if (on(93)) try { out(93, "inner", ((t9007002.p0.K3) o3).inr()); } catch (t9007002.p0.E2 e) { ex(93, "inner", 2, e.code); } catch (t9007002.p0.E0 e) { ex(93, "inner", 0, e.code); } catch (t9007002.p1.E1 e) { ex(93, "inner", 1, e.code); }
		if (on(94)) try { out(94, "call", ((t9007002.p0.K1) o3).m0()); } catch (t9007002.p0.E2 e) { ex(94, "call", 2, e.code); } catch (t9007002.p0.E0 e) { ex(94, "call", 0, e.code); } catch (t9007002.p1.E1 e) { ex(94, "call", 1, e.code); }
		if (on(95)) try { out(95, "call", ((t9007002.p0.K1) o3).m1()); } catch (t9007002.p0.E2 e) { ex(95, "call", 2, e.code); } catch (t9007002.p0.E0 e) { ex(95, "call", 0, e.code); } catch (t9007002.p1.E1 e) { ex(95, "call", 1, e.code); }
		if (on(96)) try { out(96, "call", ((t9007002.p0.K1) o3).m2()); } catch (t9007002.p0.E2 e) { ex(96, "call", 2, e.code); } catch (t9007002.p0.E0 e) { ex(96, "call", 0, e.code); } catch (t9007002.p1.E1 e) { ex(96, "call", 1, e.code); }
		if (on(97)) try { out(97, "get", ((t9007002.p0.K1) o3).f0); } catch (t9007002.p0.E2 e) { ex(97, "get", 2, e.code); } catch (t9007002.p0.E0 e) { ex(97, "get", 0, e.code); } catch (t9007002.p1.E1 e) { ex(97, "get", 1, e.code); }
		if (on(98)) try { out(98, "get", ((t9007002.p0.K1) o3).f1); } catch (t9007002.p0.E2 e) { ex(98, "get", 2, e.code); } catch (t9007002.p0.E0 e) { ex(98, "get", 0, e.code); } catch (t9007002.p1.E1 e) { ex(98, "get", 1, e.code); }
		if (on(99)) try { out(99, "ov", ((t9007002.p0.K1) o3).ov(o1)); } catch (t9007002.p0.E2 e) { ex(99, "ov", 2, e.code); } catch (t9007002.p0.E0 e) { ex(99, "ov", 0, e.code); } catch (t9007002.p1.E1 e) { ex(99, "ov", 1, e.code); }
		if (on(100)) try { out(100, "ov", ((t9007002.p0.K1) o3).ov(o3)); } catch (t9007002.p0.E2 e) { ex(100, "ov", 2, e.code); } catch (t9007002.p0.E0 e) { ex(100, "ov", 0, e.code); } catch (t9007002.p1.E1 e) { ex(100, "ov", 1, e.code); }
		if (on(101)) try { out(101, "inner", ((t9007002.p0.K1) o3).inr()); } catch (t9007002.p0.E2 e) { ex(101, "inner", 2, e.code); } catch (t9007002.p0.E0 e) { ex(101, "inner", 0, e.code); } catch (t9007002.p1.E1 e) { ex(101, "inner", 1, e.code); }
		if (on(102)) try { out(102, "call", ((t9007002.p0.K0) o3).m0()); } catch (t9007002.p0.E2 e) { ex(102, "call", 2, e.code); } catch (t9007002.p0.E0 e) { ex(102, "call", 0, e.code); } catch (t9007002.p1.E1 e) { ex(102, "call", 1, e.code); }
		if (on(103)) try { out(103, "call", ((t9007002.p0.K0) o3).m1()); } catch (t9007002.p0.E2 e) { ex(103, "call", 2, e.code); } catch (t9007002.p0.E0 e) { ex(103, "call", 0, e.code); } catch (t9007002.p1.E1 e) { ex(103, "call", 1, e.code); }
		if (on(104)) try { out(104, "call", ((t9007002.p0.K0) o3).m2()); } catch (t9007002.p0.E2 e) { ex(104, "call", 2, e.code); } catch (t9007002.p0.E0 e) { ex(104, "call", 0, e.code); } catch (t9007002.p1.E1 e) { ex(104, "call", 1, e.code); }
		if (on(105)) try { out(105, "inner", ((t9007002.p0.K0) o3).inr()); } catch (t9007002.p0.E2 e) { ex(105, "inner", 2, e.code); } catch (t9007002.p0.E0 e) { ex(105, "inner", 0, e.code); } catch (t9007002.p1.E1 e) { ex(105, "inner", 1, e.code); }
		if (on(106)) try { out(106, "icall", ((t9007002.p0.J0) o3).m0()); } catch (t9007002.p0.E2 e) { ex(106, "icall", 2, e.code); } catch (t9007002.p0.E0 e) { ex(106, "icall", 0, e.code); } catch (t9007002.p1.E1 e) { ex(106, "icall", 1, e.code); }
		if (on(107)) out(107, "inst", ((Object) o3) instanceof t9007002.p0.K0 ? 1 : 0);
		if (on(108)) try { t9007002.p0.K0 y = (t9007002.p0.K0) (Object) o3; out(108, "cast", 1); } catch (ClassCastException e) { out(108, "cast", 0); }
		if (on(109)) out(109, "inst", ((Object) o3) instanceof t9007002.p0.K1 ? 1 : 0);
		if (on(110)) try { t9007002.p0.K1 y = (t9007002.p0.K1) (Object) o3; out(110, "cast", 1); } catch (ClassCastException e) { out(110, "cast", 0); }
		if (on(111)) out(111, "inst", ((Object) o3) instanceof t9007002.p1.K2 ? 1 : 0);
		if (on(112)) try { t9007002.p1.K2 y = (t9007002.p1.K2) (Object) o3; out(112, "cast", 1); } catch (ClassCastException e) { out(112, "cast", 0); }
		if (on(113)) out(113, "inst", ((Object) o3) instanceof t9007002.p0.K3 ? 1 : 0);
		if (on(114)) try { t9007002.p0.K3 y = (t9007002.p0.K3) (Object) o3; out(114, "cast", 1); } catch (ClassCastException e) { out(114, "cast", 0); }
		if (on(115)) out(115, "inst", ((Object) o3) instanceof t9007002.p0.J0 ? 1 : 0);
		if (on(116)) try { t9007002.p0.J0 y = (t9007002.p0.J0) (Object) o3; out(116, "cast", 1); } catch (ClassCastException e) { out(116, "cast", 0); }
		if (on(117)) try { t9007002.p0.K1[] r = new t9007002.p0.K3[1]; r[0] = o3; out(117, "arr", 1); } catch (ArrayStoreException e) { out(117, "arr", 0); }
		if (on(118)) try { t9007002.p0.K1[] r = new t9007002.p0.K3[1]; r[0] = o1; out(118, "arr", 1); } catch (ArrayStoreException e) { out(118, "arr", 0); }
		if (on(119)) try { out(119, "eq", ((Object) o3).equals(o0) ? 1 : 0); } catch (t9007002.p0.E2 e) { ex(119, "eq", 2, e.code); } catch (t9007002.p0.E0 e) { ex(119, "eq", 0, e.code); } catch (t9007002.p1.E1 e) { ex(119, "eq", 1, e.code); }
		if (on(120)) try { out(120, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o3)).contains(o0) ? 1 : 0); } catch (t9007002.p0.E2 e) { ex(120, "hash", 2, e.code); } catch (t9007002.p0.E0 e) { ex(120, "hash", 0, e.code); } catch (t9007002.p1.E1 e) { ex(120, "hash", 1, e.code); }
	}
	static void g4() throws Exception {
		if (on(121)) try { out(121, "eq", ((Object) o3).equals(o1) ? 1 : 0); } catch (t9007002.p0.E2 e) { ex(121, "eq", 2, e.code); } catch (t9007002.p0.E0 e) { ex(121, "eq", 0, e.code); } catch (t9007002.p1.E1 e) { ex(121, "eq", 1, e.code); }
		if (on(122)) try { out(122, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o3)).contains(o1) ? 1 : 0); } catch (t9007002.p0.E2 e) { ex(122, "hash", 2, e.code); } catch (t9007002.p0.E0 e) { ex(122, "hash", 0, e.code); } catch (t9007002.p1.E1 e) { ex(122, "hash", 1, e.code); }
		if (on(123)) try { out(123, "eq", ((Object) o3).equals(o2) ? 1 : 0); } catch (t9007002.p0.E2 e) { ex(123, "eq", 2, e.code); } catch (t9007002.p0.E0 e) { ex(123, "eq", 0, e.code); } catch (t9007002.p1.E1 e) { ex(123, "eq", 1, e.code); }
		if (on(124)) try { out(124, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o3)).contains(o2) ? 1 : 0); } catch (t9007002.p0.E2 e) { ex(124, "hash", 2, e.code); } catch (t9007002.p0.E0 e) { ex(124, "hash", 0, e.code); } catch (t9007002.p1.E1 e) { ex(124, "hash", 1, e.code); }
		if (on(125)) try { out(125, "eq", ((Object) o3).equals(o3) ? 1 : 0); } catch (t9007002.p0.E2 e) { ex(125, "eq", 2, e.code); } catch (t9007002.p0.E0 e) { ex(125, "eq", 0, e.code); } catch (t9007002.p1.E1 e) { ex(125, "eq", 1, e.code); }
		if (on(126)) try { out(126, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o3)).contains(o3) ? 1 : 0); } catch (t9007002.p0.E2 e) { ex(126, "hash", 2, e.code); } catch (t9007002.p0.E0 e) { ex(126, "hash", 0, e.code); } catch (t9007002.p1.E1 e) { ex(126, "hash", 1, e.code); }
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
