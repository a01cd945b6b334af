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
		if (on(3)) try { out(3, "get", ((t9008002.p0.K0) o0).f0); } catch (t9008002.p0.E2 e) { ex(3, "get", 2, e.code); } catch (t9008002.p0.E0 e) { ex(3, "get", 0, e.code); } catch (t9008002.p1.E1 e) { ex(3, "get", 1, e.code); }
		if (on(4)) try { out(4, "ov", ((t9008002.p0.K0) o0).ov(o1)); } catch (t9008002.p0.E2 e) { ex(4, "ov", 2, e.code); } catch (t9008002.p0.E0 e) { ex(4, "ov", 0, e.code); } catch (t9008002.p1.E1 e) { ex(4, "ov", 1, e.code); }
		if (on(5)) try { out(5, "ov", ((t9008002.p0.K0) o0).ov(o2)); } catch (t9008002.p0.E2 e) { ex(5, "ov", 2, e.code); } catch (t9008002.p0.E0 e) { ex(5, "ov", 0, e.code); } catch (t9008002.p1.E1 e) { ex(5, "ov", 1, e.code); }
		if (on(6)) try { out(6, "ov", ((t9008002.p0.K0) o0).ov(o3)); } catch (t9008002.p0.E2 e) { ex(6, "ov", 2, e.code); } catch (t9008002.p0.E0 e) { ex(6, "ov", 0, e.code); } catch (t9008002.p1.E1 e) { ex(6, "ov", 1, e.code); }
		if (on(7)) try { out(7, "icall", ((t9008002.p0.J0) o0).m0()); } catch (t9008002.p0.E2 e) { ex(7, "icall", 2, e.code); } catch (t9008002.p0.E0 e) { ex(7, "icall", 0, e.code); } catch (t9008002.p1.E1 e) { ex(7, "icall", 1, e.code); }
		if (on(8)) out(8, "inst", ((Object) o0) instanceof t9008002.p0.K0 ? 1 : 0);
		if (on(9)) try { t9008002.p0.K0 y = (t9008002.p0.K0) (Object) o0; out(9, "cast", 1); } catch (ClassCastException e) { out(9, "cast", 0); }
		if (on(10)) out(10, "inst", ((Object) o0) instanceof t9008002.p0.K1 ? 1 : 0);
		if (on(11)) try { t9008002.p0.K1 y = (t9008002.p0.K1) (Object) o0; out(11, "cast", 1); } catch (ClassCastException e) { out(11, "cast", 0); }
		if (on(12)) out(12, "inst", ((Object) o0) instanceof t9008002.p1.K2 ? 1 : 0);
		if (on(13)) try { t9008002.p1.K2 y = (t9008002.p1.K2) (Object) o0; out(13, "cast", 1); } catch (ClassCastException e) { out(13, "cast", 0); }
		if (on(14)) out(14, "inst", ((Object) o0) instanceof t9008002.p0.K3 ? 1 : 0);
		if (on(15)) try { t9008002.p0.K3 y = (t9008002.p0.K3) (Object) o0; out(15, "cast", 1); } catch (ClassCastException e) { out(15, "cast", 0); }
		if (on(16)) out(16, "inst", ((Object) o0) instanceof t9008002.p0.J0 ? 1 : 0);
		if (on(17)) try { t9008002.p0.J0 y = (t9008002.p0.J0) (Object) o0; out(17, "cast", 1); } catch (ClassCastException e) { out(17, "cast", 0); }
		if (on(18)) try { out(18, "sort", sorted(new t9008002.p0.K0[] {o0})); } catch (t9008002.p0.E2 e) { ex(18, "sort", 2, e.code); } catch (t9008002.p0.E0 e) { ex(18, "sort", 0, e.code); } catch (t9008002.p1.E1 e) { ex(18, "sort", 1, e.code); }
		if (on(19)) try { out(19, "call", ((t9008002.p0.K1) o1).m0()); } catch (t9008002.p0.E2 e) { ex(19, "call", 2, e.code); } catch (t9008002.p0.E0 e) { ex(19, "call", 0, e.code); } catch (t9008002.p1.E1 e) { ex(19, "call", 1, e.code); }
		if (on(20)) try { out(20, "call", ((t9008002.p0.K1) o1).m1()); } catch (t9008002.p0.E2 e) { ex(20, "call", 2, e.code); } catch (t9008002.p0.E0 e) { ex(20, "call", 0, e.code); } catch (t9008002.p1.E1 e) { ex(20, "call", 1, e.code); }
		if (on(21)) try { out(21, "call", ((t9008002.p0.K1) o1).m2()); } catch (t9008002.p0.E2 e) { ex(21, "call", 2, e.code); } catch (t9008002.p0.E0 e) { ex(21, "call", 0, e.code); } catch (t9008002.p1.E1 e) { ex(21, "call", 1, e.code); }
		if (on(22)) try { out(22, "get", ((t9008002.p0.K1) o1).f1); } catch (t9008002.p0.E2 e) { ex(22, "get", 2, e.code); } catch (t9008002.p0.E0 e) { ex(22, "get", 0, e.code); } catch (t9008002.p1.E1 e) { ex(22, "get", 1, e.code); }
		if (on(23)) try { out(23, "ov", ((t9008002.p0.K1) o1).ov(o0)); } catch (t9008002.p0.E2 e) { ex(23, "ov", 2, e.code); } catch (t9008002.p0.E0 e) { ex(23, "ov", 0, e.code); } catch (t9008002.p1.E1 e) { ex(23, "ov", 1, e.code); }
		if (on(24)) try { out(24, "ov", ((t9008002.p0.K1) o1).ov(o1)); } catch (t9008002.p0.E2 e) { ex(24, "ov", 2, e.code); } catch (t9008002.p0.E0 e) { ex(24, "ov", 0, e.code); } catch (t9008002.p1.E1 e) { ex(24, "ov", 1, e.code); }
		if (on(25)) try { out(25, "ov", ((t9008002.p0.K1) o1).ov(o2)); } catch (t9008002.p0.E2 e) { ex(25, "ov", 2, e.code); } catch (t9008002.p0.E0 e) { ex(25, "ov", 0, e.code); } catch (t9008002.p1.E1 e) { ex(25, "ov", 1, e.code); }
		if (on(26)) try { out(26, "ov", ((t9008002.p0.K1) o1).ov(o3)); } catch (t9008002.p0.E2 e) { ex(26, "ov", 2, e.code); } catch (t9008002.p0.E0 e) { ex(26, "ov", 0, e.code); } catch (t9008002.p1.E1 e) { ex(26, "ov", 1, e.code); }
		if (on(27)) try { out(27, "inner", ((t9008002.p0.K1) o1).inr()); } catch (t9008002.p0.E2 e) { ex(27, "inner", 2, e.code); } catch (t9008002.p0.E0 e) { ex(27, "inner", 0, e.code); } catch (t9008002.p1.E1 e) { ex(27, "inner", 1, e.code); }
		if (on(28)) try { out(28, "str", "" + o1); } catch (t9008002.p0.E2 e) { ex(28, "str", 2, e.code); } catch (t9008002.p0.E0 e) { ex(28, "str", 0, e.code); } catch (t9008002.p1.E1 e) { ex(28, "str", 1, e.code); }
		if (on(29)) out(29, "inst", ((Object) o1) instanceof t9008002.p0.K0 ? 1 : 0);
		if (on(30)) try { t9008002.p0.K0 y = (t9008002.p0.K0) (Object) o1; out(30, "cast", 1); } catch (ClassCastException e) { out(30, "cast", 0); }
		if (on(31)) out(31, "inst", ((Object) o1) instanceof t9008002.p0.K1 ? 1 : 0);
		if (on(32)) try { t9008002.p0.K1 y = (t9008002.p0.K1) (Object) o1; out(32, "cast", 1); } catch (ClassCastException e) { out(32, "cast", 0); }
		if (on(33)) out(33, "inst", ((Object) o1) instanceof t9008002.p1.K2 ? 1 : 0);
		if (on(34)) try { t9008002.p1.K2 y = (t9008002.p1.K2) (Object) o1; out(34, "cast", 1); } catch (ClassCastException e) { out(34, "cast", 0); }
		if (on(35)) out(35, "inst", ((Object) o1) instanceof t9008002.p0.K3 ? 1 : 0);
		if (on(36)) try { t9008002.p0.K3 y = (t9008002.p0.K3) (Object) o1; out(36, "cast", 1); } catch (ClassCastException e) { out(36, "cast", 0); }
		if (on(37)) out(37, "inst", ((Object) o1) instanceof t9008002.p0.J0 ? 1 : 0);
		if (on(38)) try { t9008002.p0.J0 y = (t9008002.p0.J0) (Object) o1; out(38, "cast", 1); } catch (ClassCastException e) { out(38, "cast", 0); }
		if (on(39)) try { out(39, "eq", ((Object) o1).equals(o0) ? 1 : 0); } catch (t9008002.p0.E2 e) { ex(39, "eq", 2, e.code); } catch (t9008002.p0.E0 e) { ex(39, "eq", 0, e.code); } catch (t9008002.p1.E1 e) { ex(39, "eq", 1, e.code); }
		if (on(40)) try { out(40, "eq", ((Object) o1).equals(o1) ? 1 : 0); } catch (t9008002.p0.E2 e) { ex(40, "eq", 2, e.code); } catch (t9008002.p0.E0 e) { ex(40, "eq", 0, e.code); } catch (t9008002.p1.E1 e) { ex(40, "eq", 1, e.code); }
	}
	static void g2() throws Exception {
		if (on(41)) try { out(41, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o1)).contains(o1) ? 1 : 0); } catch (t9008002.p0.E2 e) { ex(41, "hash", 2, e.code); } catch (t9008002.p0.E0 e) { ex(41, "hash", 0, e.code); } catch (t9008002.p1.E1 e) { ex(41, "hash", 1, e.code); }
		if (on(42)) try { out(42, "eq", ((Object) o1).equals(o2) ? 1 : 0); } catch (t9008002.p0.E2 e) { ex(42, "eq", 2, e.code); } catch (t9008002.p0.E0 e) { ex(42, "eq", 0, e.code); } catch (t9008002.p1.E1 e) { ex(42, "eq", 1, e.code); }
		if (on(43)) try { out(43, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o1)).contains(o2) ? 1 : 0); } catch (t9008002.p0.E2 e) { ex(43, "hash", 2, e.code); } catch (t9008002.p0.E0 e) { ex(43, "hash", 0, e.code); } catch (t9008002.p1.E1 e) { ex(43, "hash", 1, e.code); }
		if (on(44)) try { out(44, "eq", ((Object) o1).equals(o3) ? 1 : 0); } catch (t9008002.p0.E2 e) { ex(44, "eq", 2, e.code); } catch (t9008002.p0.E0 e) { ex(44, "eq", 0, e.code); } catch (t9008002.p1.E1 e) { ex(44, "eq", 1, e.code); }
		if (on(45)) try { out(45, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o1)).contains(o3) ? 1 : 0); } catch (t9008002.p0.E2 e) { ex(45, "hash", 2, e.code); } catch (t9008002.p0.E0 e) { ex(45, "hash", 0, e.code); } catch (t9008002.p1.E1 e) { ex(45, "hash", 1, e.code); }
		if (on(46)) try { out(46, "sort", sorted(new t9008002.p0.K1[] {o3, o2, o1})); } catch (t9008002.p0.E2 e) { ex(46, "sort", 2, e.code); } catch (t9008002.p0.E0 e) { ex(46, "sort", 0, e.code); } catch (t9008002.p1.E1 e) { ex(46, "sort", 1, e.code); }
		if (on(47)) try { out(47, "call", ((t9008002.p1.K2) o2).m0()); } catch (t9008002.p0.E2 e) { ex(47, "call", 2, e.code); } catch (t9008002.p0.E0 e) { ex(47, "call", 0, e.code); } catch (t9008002.p1.E1 e) { ex(47, "call", 1, e.code); }
		if (on(48)) try { out(48, "call", ((t9008002.p1.K2) o2).m1()); } catch (t9008002.p0.E2 e) { ex(48, "call", 2, e.code); } catch (t9008002.p0.E0 e) { ex(48, "call", 0, e.code); } catch (t9008002.p1.E1 e) { ex(48, "call", 1, e.code); }
		if (on(49)) try { out(49, "call", ((t9008002.p1.K2) o2).m2()); } catch (t9008002.p0.E2 e) { ex(49, "call", 2, e.code); } catch (t9008002.p0.E0 e) { ex(49, "call", 0, e.code); } catch (t9008002.p1.E1 e) { ex(49, "call", 1, e.code); }
		if (on(50)) try { out(50, "get", ((t9008002.p1.K2) o2).f1); } catch (t9008002.p0.E2 e) { ex(50, "get", 2, e.code); } catch (t9008002.p0.E0 e) { ex(50, "get", 0, e.code); } catch (t9008002.p1.E1 e) { ex(50, "get", 1, e.code); }
		if (on(51)) try { out(51, "ov", ((t9008002.p1.K2) o2).ov(o0)); } catch (t9008002.p0.E2 e) { ex(51, "ov", 2, e.code); } catch (t9008002.p0.E0 e) { ex(51, "ov", 0, e.code); } catch (t9008002.p1.E1 e) { ex(51, "ov", 1, e.code); }
		if (on(52)) try { out(52, "ov", ((t9008002.p1.K2) o2).ov(o1)); } catch (t9008002.p0.E2 e) { ex(52, "ov", 2, e.code); } catch (t9008002.p0.E0 e) { ex(52, "ov", 0, e.code); } catch (t9008002.p1.E1 e) { ex(52, "ov", 1, e.code); }
		if (on(53)) try { out(53, "ov", ((t9008002.p1.K2) o2).ov(o2)); } catch (t9008002.p0.E2 e) { ex(53, "ov", 2, e.code); } catch (t9008002.p0.E0 e) { ex(53, "ov", 0, e.code); } catch (t9008002.p1.E1 e) { ex(53, "ov", 1, e.code); }
		if (on(54)) try { out(54, "ov", ((t9008002.p1.K2) o2).ov(o3)); } catch (t9008002.p0.E2 e) { ex(54, "ov", 2, e.code); } catch (t9008002.p0.E0 e) { ex(54, "ov", 0, e.code); } catch (t9008002.p1.E1 e) { ex(54, "ov", 1, e.code); }
		if (on(55)) try { out(55, "inner", ((t9008002.p1.K2) o2).inr()); } catch (t9008002.p0.E2 e) { ex(55, "inner", 2, e.code); } catch (t9008002.p0.E0 e) { ex(55, "inner", 0, e.code); } catch (t9008002.p1.E1 e) { ex(55, "inner", 1, e.code); }
		if (on(56)) try { out(56, "call", ((t9008002.p0.K1) o2).m0()); } catch (t9008002.p0.E2 e) { ex(56, "call", 2, e.code); } catch (t9008002.p0.E0 e) { ex(56, "call", 0, e.code); } catch (t9008002.p1.E1 e) { ex(56, "call", 1, e.code); }
		if (on(57)) try { out(57, "call", ((t9008002.p0.K1) o2).m1()); } catch (t9008002.p0.E2 e) { ex(57, "call", 2, e.code); } catch (t9008002.p0.E0 e) { ex(57, "call", 0, e.code); } catch (t9008002.p1.E1 e) { ex(57, "call", 1, e.code); }
		if (on(58)) try { out(58, "call", ((t9008002.p0.K1) o2).m2()); } catch (t9008002.p0.E2 e) { ex(58, "call", 2, e.code); } catch (t9008002.p0.E0 e) { ex(58, "call", 0, e.code); } catch (t9008002.p1.E1 e) { ex(58, "call", 1, e.code); }
		if (on(59)) try { out(59, "get", ((t9008002.p0.K1) o2).f1); } catch (t9008002.p0.E2 e) { ex(59, "get", 2, e.code); } catch (t9008002.p0.E0 e) { ex(59, "get", 0, e.code); } catch (t9008002.p1.E1 e) { ex(59, "get", 1, e.code); }
		if (on(60)) try { out(60, "ov", ((t9008002.p0.K1) o2).ov(o0)); } catch (t9008002.p0.E2 e) { ex(60, "ov", 2, e.code); } catch (t9008002.p0.E0 e) { ex(60, "ov", 0, e.code); } catch (t9008002.p1.E1 e) { ex(60, "ov", 1, e.code); }
		if (on(61)) try { out(61, "ov", ((t9008002.p0.K1) o2).ov(o1)); } catch (t9008002.p0.E2 e) { ex(61, "ov", 2, e.code); } catch (t9008002.p0.E0 e) { ex(61, "ov", 0, e.code); } catch (t9008002.p1.E1 e) { ex(61, "ov", 1, e.code); }
		if (on(62)) try { out(62, "ov", ((t9008002.p0.K1) o2).ov(o2)); } catch (t9008002.p0.E2 e) { ex(62, "ov", 2, e.code); } catch (t9008002.p0.E0 e) { ex(62, "ov", 0, e.code); } catch (t9008002.p1.E1 e) { ex(62, "ov", 1, e.code); }
		if (on(63)) try { out(63, "ov", ((t9008002.p0.K1) o2).ov(o3)); } catch (t9008002.p0.E2 e) { ex(63, "ov", 2, e.code); } catch (t9008002.p0.E0 e) { ex(63, "ov", 0, e.code); } catch (t9008002.p1.E1 e) { ex(63, "ov", 1, e.code); }
		if (on(64)) try { out(64, "inner", ((t9008002.p0.K1) o2).inr()); } catch (t9008002.p0.E2 e) { ex(64, "inner", 2, e.code); } catch (t9008002.p0.E0 e) { ex(64, "inner", 0, e.code); } catch (t9008002.p1.E1 e) { ex(64, "inner", 1, e.code); }
		if (on(65)) try { out(65, "str", "" + o2); } catch (t9008002.p0.E2 e) { ex(65, "str", 2, e.code); } catch (t9008002.p0.E0 e) { ex(65, "str", 0, e.code); } catch (t9008002.p1.E1 e) { ex(65, "str", 1, e.code); }
		if (on(66)) out(66, "inst", ((Object) o2) instanceof t9008002.p0.K0 ? 1 : 0);
		if (on(67)) try { t9008002.p0.K0 y = (t9008002.p0.K0) (Object) o2; out(67, "cast", 1); } catch (ClassCastException e) { out(67, "cast", 0); }
		if (on(68)) out(68, "inst", ((Object) o2) instanceof t9008002.p0.K1 ? 1 : 0);
		if (on(69)) try { t9008002.p0.K1 y = (t9008002.p0.K1) (Object) o2; out(69, "cast", 1); } catch (ClassCastException e) { out(69, "cast", 0); }
		if (on(70)) out(70, "inst", ((Object) o2) instanceof t9008002.p1.K2 ? 1 : 0);
		if (on(71)) try { t9008002.p1.K2 y = (t9008002.p1.K2) (Object) o2; out(71, "cast", 1); } catch (ClassCastException e) { out(71, "cast", 0); }
		if (on(72)) out(72, "inst", ((Object) o2) instanceof t9008002.p0.K3 ? 1 : 0);
		if (on(73)) try { t9008002.p0.K3 y = (t9008002.p0.K3) (Object) o2; out(73, "cast", 1); } catch (ClassCastException e) { out(73, "cast", 0); }
		if (on(74)) out(74, "inst", ((Object) o2) instanceof t9008002.p0.J0 ? 1 : 0);
		if (on(75)) try { t9008002.p0.J0 y = (t9008002.p0.J0) (Object) o2; out(75, "cast", 1); } catch (ClassCastException e) { out(75, "cast", 0); }
		if (on(76)) try { t9008002.p0.K1[] r = new t9008002.p1.K2[1]; r[0] = o2; out(76, "arr", 1); } catch (ArrayStoreException e) { out(76, "arr", 0); }
		if (on(77)) try { t9008002.p0.K1[] r = new t9008002.p1.K2[1]; r[0] = o1; out(77, "arr", 1); } catch (ArrayStoreException e) { out(77, "arr", 0); }
		if (on(78)) try { out(78, "eq", ((Object) o2).equals(o0) ? 1 : 0); } catch (t9008002.p0.E2 e) { ex(78, "eq", 2, e.code); } catch (t9008002.p0.E0 e) { ex(78, "eq", 0, e.code); } catch (t9008002.p1.E1 e) { ex(78, "eq", 1, e.code); }
		if (on(79)) try { out(79, "eq", ((Object) o2).equals(o1) ? 1 : 0); } catch (t9008002.p0.E2 e) { ex(79, "eq", 2, e.code); } catch (t9008002.p0.E0 e) { ex(79, "eq", 0, e.code); } catch (t9008002.p1.E1 e) { ex(79, "eq", 1, e.code); }
		if (on(80)) try { out(80, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o2)).contains(o1) ? 1 : 0); } catch (t9008002.p0.E2 e) { ex(80, "hash", 2, e.code); } catch (t9008002.p0.E0 e) { ex(80, "hash", 0, e.code); } catch (t9008002.p1.E1 e) { ex(80, "hash", 1, e.code); }
	}
	static void g3() throws Exception {
		if (on(81)) try { out(81, "eq", ((Object) o2).equals(o2) ? 1 : 0); } catch (t9008002.p0.E2 e) { ex(81, "eq", 2, e.code); } catch (t9008002.p0.E0 e) { ex(81, "eq", 0, e.code); } catch (t9008002.p1.E1 e) { ex(81, "eq", 1, e.code); }
		if (on(82)) try { out(82, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o2)).contains(o2) ? 1 : 0); } catch (t9008002.p0.E2 e) { ex(82, "hash", 2, e.code); } catch (t9008002.p0.E0 e) { ex(82, "hash", 0, e.code); } catch (t9008002.p1.E1 e) { ex(82, "hash", 1, e.code); }
		if (on(83)) try { out(83, "eq", ((Object) o2).equals(o3) ? 1 : 0); } catch (t9008002.p0.E2 e) { ex(83, "eq", 2, e.code); } catch (t9008002.p0.E0 e) { ex(83, "eq", 0, e.code); } catch (t9008002.p1.E1 e) { ex(83, "eq", 1, e.code); }
		if (on(84)) try { out(84, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o2)).contains(o3) ? 1 : 0); } catch (t9008002.p0.E2 e) { ex(84, "hash", 2, e.code); } catch (t9008002.p0.E0 e) { ex(84, "hash", 0, e.code); } catch (t9008002.p1.E1 e) { ex(84, "hash", 1, e.code); }
		if (on(85)) try { out(85, "call", ((t9008002.p0.K3) o3).m0()); } catch (t9008002.p0.E2 e) { ex(85, "call", 2, e.code); } catch (t9008002.p0.E0 e) { ex(85, "call", 0, e.code); } catch (t9008002.p1.E1 e) { ex(85, "call", 1, e.code); }
		if (on(86)) try { out(86, "call", ((t9008002.p0.K3) o3).m1()); } catch (t9008002.p0.E2 e) { ex(86, "call", 2, e.code); } catch (t9008002.p0.E0 e) { ex(86, "call", 0, e.code); } catch (t9008002.p1.E1 e) { ex(86, "call", 1, e.code); }
		if (on(87)) try { out(87, "call", ((t9008002.p0.K3) o3).m2()); } catch (t9008002.p0.E2 e) { ex(87, "call", 2, e.code); } catch (t9008002.p0.E0 e) { ex(87, "call", 0, e.code); } catch (t9008002.p1.E1 e) { ex(87, "call", 1, e.code); }
		if (on(88)) try { out(88, "get", ((t9008002.p0.K3) o3).f1); } catch (t9008002.p0.E2 e) { ex(88, "get", 2, e.code); } catch (t9008002.p0.E0 e) { ex(88, "get", 0, e.code); } catch (t9008002.p1.E1 e) { ex(88, "get", 1, e.code); }
		if (on(89)) try { out(89, "ov", ((t9008002.p0.K3) o3).ov(o0)); } catch (t9008002.p0.E2 e) { ex(89, "ov", 2, e.code); } catch (t9008002.p0.E0 e) { ex(89, "ov", 0, e.code); } catch (t9008002.p1.E1 e) { ex(89, "ov", 1, e.code); }
		if (on(90)) try { out(90, "ov", ((t9008002.p0.K3) o3).ov(o1)); } catch (t9008002.p0.E2 e) { ex(90, "ov", 2, e.code); } catch (t9008002.p0.E0 e) { ex(90, "ov", 0, e.code); } catch (t9008002.p1.E1 e) { ex(90, "ov", 1, e.code); }
		if (on(91)) try { out(91, "ov", ((t9008002.p0.K3) o3).ov(o2)); } catch (t9008002.p0.E2 e) { ex(91, "ov", 2, e.code); } catch (t9008002.p0.E0 e) { ex(91, "ov", 0, e.code); } catch (t9008002.p1.E1 e) { ex(91, "ov", 1, e.code); }
		if (on(92)) try { out(92, "ov", ((t9008002.p0.K3) o3).ov(o3)); } catch (t9008002.p0.E2 e) { ex(92, "ov", 2, e.code); } catch (t9008002.p0.E0 e) { ex(92, "ov", 0, e.code); } catch (t9008002.p1.E1 e) { ex(92, "ov", 1, e.code); }
		if (on(93)) try { out(93, "inner", ((t9008002.p0.K3) o3).inr()); } catch (t9008002.p0.E2 e) { ex(93, "inner", 2, e.code); } catch (t9008002.p0.E0 e) { ex(93, "inner", 0, e.code); } catch (t9008002.p1.E1 e) { ex(93, "inner", 1, e.code); }
		if (on(94)) try { out(94, "lambda", ((t9008002.p0.K3) o3).lam()); } catch (t9008002.p0.E2 e) { ex(94, "lambda", 2, e.code); } catch (t9008002.p0.E0 e) { ex(94, "lambda", 0, e.code); } catch (t9008002.p1.E1 e) { ex(94, "lambda", 1, e.code); }
		if (on(95)) try { out(95, "call", ((t9008002.p0.K1) o3).m0()); } catch (t9008002.p0.E2 e) { ex(95, "call", 2, e.code); } catch (t9008002.p0.E0 e) { ex(95, "call", 0, e.code); } catch (t9008002.p1.E1 e) { ex(95, "call", 1, e.code); }
		if (on(96)) try { out(96, "call", ((t9008002.p0.K1) o3).m1()); } catch (t9008002.p0.E2 e) { ex(96, "call", 2, e.code); } catch (t9008002.p0.E0 e) { ex(96, "call", 0, e.code); } catch (t9008002.p1.E1 e) { ex(96, "call", 1, e.code); }
		if (on(97)) try { out(97, "call", ((t9008002.p0.K1) o3).m2()); } catch (t9008002.p0.E2 e) { ex(97, "call", 2, e.code); } catch (t9008002.p0.E0 e) { ex(97, "call", 0, e.code); } catch (t9008002.p1.E1 e) { ex(97, "call", 1, e.code); }
		if (on(98)) try { out(98, "get", ((t9008002.p0.K1) o3).f1); } catch (t9008002.p0.E2 e) { ex(98, "get", 2, e.code); } catch (t9008002.p0.E0 e) { ex(98, "get", 0, e.code); } catch (t9008002.p1.E1 e) { ex(98, "get", 1, e.code); }
		if (on(99)) try { out(99, "ov", ((t9008002.p0.K1) o3).ov(o0)); } catch (t9008002.p0.E2 e) { ex(99, "ov", 2, e.code); } catch (t9008002.p0.E0 e) { ex(99, "ov", 0, e.code); } catch (t9008002.p1.E1 e) { ex(99, "ov", 1, e.code); }
		if (on(100)) try { out(100, "ov", ((t9008002.p0.K1) o3).ov(o1)); } catch (t9008002.p0.E2 e) { ex(100, "ov", 2, e.code); } catch (t9008002.p0.E0 e) { ex(100, "ov", 0, e.code); } catch (t9008002.p1.E1 e) { ex(100, "ov", 1, e.code); }
		if (on(101)) try { out(101, "ov", ((t9008002.p0.K1) o3).ov(o2)); } catch (t9008002.p0.E2 e) { ex(101, "ov", 2, e.code); } catch (t9008002.p0.E0 e) { ex(101, "ov", 0, e.code); } catch (t9008002.p1.E1 e) { ex(101, "ov", 1, e.code); }
		if (on(102)) try { out(102, "ov", ((t9008002.p0.K1) o3).ov(o3)); } catch (t9008002.p0.E2 e) { ex(102, "ov", 2, e.code); } catch (t9008002.p0.E0 e) { ex(102, "ov", 0, e.code); } catch (t9008002.p1.E1 e) { ex(102, "ov", 1, e.code); }
		if (on(103)) try { out(103, "inner", ((t9008002.p0.K1) o3).inr()); } catch (t9008002.p0.E2 e) { ex(103, "inner", 2, e.code); } catch (t9008002.p0.E0 e) { ex(103, "inner", 0, e.code); } catch (t9008002.p1.E1 e) { ex(103, "inner", 1, e.code); }
		if (on(104)) try { out(104, "str", "" + o3); } catch (t9008002.p0.E2 e) { ex(104, "str", 2, e.code); } catch (t9008002.p0.E0 e) { ex(104, "str", 0, e.code); } catch (t9008002.p1.E1 e) { ex(104, "str", 1, e.code); }
		if (on(105)) try { out(105, "icall", ((t9008002.p0.J0) o3).m0()); } catch (t9008002.p0.E2 e) { ex(105, "icall", 2, e.code); } catch (t9008002.p0.E0 e) { ex(105, "icall", 0, e.code); } catch (t9008002.p1.E1 e) { ex(105, "icall", 1, e.code); }
		if (on(106)) out(106, "inst", ((Object) o3) instanceof t9008002.p0.K0 ? 1 : 0);
		if (on(107)) try { t9008002.p0.K0 y = (t9008002.p0.K0) (Object) o3; out(107, "cast", 1); } catch (ClassCastException e) { out(107, "cast", 0); }
		if (on(108)) out(108, "inst", ((Object) o3) instanceof t9008002.p0.K1 ? 1 : 0);
		if (on(109)) try { t9008002.p0.K1 y = (t9008002.p0.K1) (Object) o3; out(109, "cast", 1); } catch (ClassCastException e) { out(109, "cast", 0); }
		if (on(110)) out(110, "inst", ((Object) o3) instanceof t9008002.p1.K2 ? 1 : 0);
		if (on(111)) try { t9008002.p1.K2 y = (t9008002.p1.K2) (Object) o3; out(111, "cast", 1); } catch (ClassCastException e) { out(111, "cast", 0); }
		if (on(112)) out(112, "inst", ((Object) o3) instanceof t9008002.p0.K3 ? 1 : 0);
		if (on(113)) try { t9008002.p0.K3 y = (t9008002.p0.K3) (Object) o3; out(113, "cast", 1); } catch (ClassCastException e) { out(113, "cast", 0); }
		if (on(114)) out(114, "inst", ((Object) o3) instanceof t9008002.p0.J0 ? 1 : 0);
		if (on(115)) try { t9008002.p0.J0 y = (t9008002.p0.J0) (Object) o3; out(115, "cast", 1); } catch (ClassCastException e) { out(115, "cast", 0); }
		if (on(116)) try { t9008002.p0.K1[] r = new t9008002.p0.K3[1]; r[0] = o3; out(116, "arr", 1); } catch (ArrayStoreException e) { out(116, "arr", 0); }
		if (on(117)) try { t9008002.p0.K1[] r = new t9008002.p0.K3[1]; r[0] = o1; out(117, "arr", 1); } catch (ArrayStoreException e) { out(117, "arr", 0); }
		if (on(118)) try { out(118, "eq", ((Object) o3).equals(o0) ? 1 : 0); } catch (t9008002.p0.E2 e) { ex(118, "eq", 2, e.code); } catch (t9008002.p0.E0 e) { ex(118, "eq", 0, e.code); } catch (t9008002.p1.E1 e) { ex(118, "eq", 1, e.code); }
		if (on(119)) try { out(119, "eq", ((Object) o3).equals(o1) ? 1 : 0); } catch (t9008002.p0.E2 e) { ex(119, "eq", 2, e.code); } catch (t9008002.p0.E0 e) { ex(119, "eq", 0, e.code); } catch (t9008002.p1.E1 e) { ex(119, "eq", 1, e.code); }
		if (on(120)) try { out(120, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o3)).contains(o1) ? 1 : 0); } catch (t9008002.p0.E2 e) { ex(120, "hash", 2, e.code); } catch (t9008002.p0.E0 e) { ex(120, "hash", 0, e.code); } catch (t9008002.p1.E1 e) { ex(120, "hash", 1, e.code); }
	}
	static void g4() throws Exception {
		if (on(121)) try { out(121, "eq", ((Object) o3).equals(o2) ? 1 : 0); } catch (t9008002.p0.E2 e) { ex(121, "eq", 2, e.code); } catch (t9008002.p0.E0 e) { ex(121, "eq", 0, e.code); } catch (t9008002.p1.E1 e) { ex(121, "eq", 1, e.code); }
		if (on(122)) try { out(122, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o3)).contains(o2) ? 1 : 0); } catch (t9008002.p0.E2 e) { ex(122, "hash", 2, e.code); } catch (t9008002.p0.E0 e) { ex(122, "hash", 0, e.code); } catch (t9008002.p1.E1 e) { ex(122, "hash", 1, e.code); }
		if (on(123)) try { out(123, "eq", ((Object) o3).equals(o3) ? 1 : 0); } catch (t9008002.p0.E2 e) { ex(123, "eq", 2, e.code); } catch (t9008002.p0.E0 e) { ex(123, "eq", 0, e.code); } catch (t9008002.p1.E1 e) { ex(123, "eq", 1, e.code); }
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
	}
	static void l7() {
		if (!on(131)) return;
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
	static Object copy(Object o) throws Exception {
		java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
		try (java.io.ObjectOutputStream out = new java.io.ObjectOutputStream(bytes)) { out.writeObject(o); }
		try (java.io.ObjectInputStream in = new java.io.ObjectInputStream(new java.io.ByteArrayInputStream(bytes.toByteArray()))) { return in.readObject(); }
	}
	static int sw(N0 e) { switch (e) { case A: return 1; case B: return 2; default: return 3; } }
	static void pr() throws Exception {
		if (on(133)) try { out(133, "enum", N0.valueOf("B").v()); } catch (RuntimeException e) { out(133, "prx", e.getClass().getName().startsWith("java.") ? e.toString() : "user"); }
		if (on(134)) try { out(134, "enum", Enum.valueOf(N0.class, "C").v()); } catch (RuntimeException e) { out(134, "prx", e.getClass().getName().startsWith("java.") ? e.toString() : "user"); }
		if (on(135)) try { int s = 0; for (N0 e : java.util.EnumSet.allOf(N0.class)) s = 31 * s + e.v(); out(135, "eset", s); } catch (RuntimeException e) { out(135, "prx", e.getClass().getName().startsWith("java.") ? e.toString() : "user"); }
		if (on(136)) try { out(136, "eset", java.util.EnumSet.complementOf(java.util.EnumSet.of(N0.A))); } catch (RuntimeException e) { out(136, "prx", e.getClass().getName().startsWith("java.") ? e.toString() : "user"); }
		if (on(137)) try { java.util.EnumMap<N0, Integer> m = new java.util.EnumMap<>(N0.class); for (N0 e : N0.values()) m.put(e, e.v()); m.remove(N0.A); out(137, "emap", m); } catch (RuntimeException e) { out(137, "prx", e.getClass().getName().startsWith("java.") ? e.toString() : "user"); }
		if (on(138)) try { out(138, "econst", N0.class.getEnumConstants().length + sw(N0.C) * 10); } catch (RuntimeException e) { out(138, "prx", e.getClass().getName().startsWith("java.") ? e.toString() : "user"); }
		if (on(139)) try { out(139, "enum", N0.valueOf("Z")); } catch (RuntimeException e) { out(139, "prx", e.getClass().getName().startsWith("java.") ? e.toString() : "user"); }
		if (on(140)) try { out(140, "eser", copy(N0.B) == N0.B ? 1 : 0); } catch (RuntimeException e) { out(140, "prx", e.getClass().getName().startsWith("java.") ? e.toString() : "user"); }
		if (on(141)) try { S0 a = (S0) copy(new S0(4)); out(141, "ser", a.n + " " + a.v()); } catch (RuntimeException e) { out(141, "prx", e.getClass().getName().startsWith("java.") ? e.toString() : "user"); }
		if (on(142)) try { S0 a = (S0) copy(new S0(5)); out(142, "ser", a.n + " " + a.v()); } catch (RuntimeException e) { out(142, "prx", e.getClass().getName().startsWith("java.") ? e.toString() : "user"); }
		if (on(143)) try { S1 a = (S1) copy(new S1(6)); out(143, "ext", a.n + " " + a.v()); } catch (RuntimeException e) { out(143, "prx", e.getClass().getName().startsWith("java.") ? e.toString() : "user"); }
	}
	public static void main(String[] args) throws Exception {
		if (args.length > 0) mode = args[0];
		statics();
		objects();
		g1();
		g2();
		g3();
		g4();
		l1();
		l2();
		l3();
		l4();
		l5();
		l6();
		l7();
		l8();
		pr();
	}
}
