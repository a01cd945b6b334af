package t9006001.p0;

public class Main {
	static String mode = "all";
	static int ticks;
	static t9006001.p0.K0 o0;
	static t9006001.p1.K1 o1;
	static t9006001.p0.K2 o2;
	static t9006001.p1.K3 o3;
	static boolean on(int n) { return mode.equals("all") || (n % 2 == 0) == mode.equals("even"); }
	static void out(int n, String kind, Object v) { System.out.println(kind + "#" + n + " " + v); }
	static void ex(int n, String kind, int e, int code) { System.out.println(kind + "#" + n + " !E" + e + " " + code); }
	public static void log(String what, int id) { System.out.println(what + " " + id); }
	public static int clinit(int id) { log("clinit", id); return id; }
	public static int tick() { return ticks++; }
	static String sorted(Object[] a) { Object[] s = a.clone(); java.util.Arrays.sort(s); StringBuilder r = new StringBuilder(); for (Object o : s) for (int i = 0; i < a.length; i++) if (a[i] == o) r.append(i).append(','); return r.toString(); }
	static void statics() {
		if (on(1)) out(1, "static", t9006001.p0.K2.s);
		if (on(2)) out(2, "static", t9006001.p1.K3.s);
	}
	static void objects() {
		o0 = new t9006001.p0.K0();
		o1 = new t9006001.p1.K1();
		o2 = new t9006001.p0.K2();
		o3 = new t9006001.p1.K3();
	}
	static void g1() throws Exception {
		if (on(1)) try { out(1, "call", ((t9006001.p0.K0) o0).m1()); } catch (t9006001.p0.E2 e) { ex(1, "call", 2, e.code); } catch (t9006001.p0.E0 e) { ex(1, "call", 0, e.code); } catch (t9006001.p1.E1 e) { ex(1, "call", 1, e.code); }
		if (on(2)) try { out(2, "get", ((t9006001.p0.K0) o0).f1); } catch (t9006001.p0.E2 e) { ex(2, "get", 2, e.code); } catch (t9006001.p0.E0 e) { ex(2, "get", 0, e.code); } catch (t9006001.p1.E1 e) { ex(2, "get", 1, e.code); }
		if (on(3)) out(3, "inst", ((Object) o0) instanceof t9006001.p0.K0 ? 1 : 0);
		if (on(4)) try { t9006001.p0.K0 y = (t9006001.p0.K0) (Object) o0; out(4, "cast", 1); } catch (ClassCastException e) { out(4, "cast", 0); }
		if (on(5)) out(5, "inst", ((Object) o0) instanceof t9006001.p1.K1 ? 1 : 0);
		if (on(6)) try { t9006001.p1.K1 y = (t9006001.p1.K1) (Object) o0; out(6, "cast", 1); } catch (ClassCastException e) { out(6, "cast", 0); }
		if (on(7)) out(7, "inst", ((Object) o0) instanceof t9006001.p0.K2 ? 1 : 0);
		if (on(8)) try { t9006001.p0.K2 y = (t9006001.p0.K2) (Object) o0; out(8, "cast", 1); } catch (ClassCastException e) { out(8, "cast", 0); }
		if (on(9)) out(9, "inst", ((Object) o0) instanceof t9006001.p1.K3 ? 1 : 0);
		if (on(10)) try { t9006001.p1.K3 y = (t9006001.p1.K3) (Object) o0; out(10, "cast", 1); } catch (ClassCastException e) { out(10, "cast", 0); }
		if (on(11)) out(11, "inst", ((Object) o0) instanceof t9006001.p0.J0 ? 1 : 0);
		if (on(12)) try { t9006001.p0.J0 y = (t9006001.p0.J0) (Object) o0; out(12, "cast", 1); } catch (ClassCastException e) { out(12, "cast", 0); }
		if (on(13)) try { out(13, "call", ((t9006001.p1.K1) o1).m0()); } catch (t9006001.p0.E2 e) { ex(13, "call", 2, e.code); } catch (t9006001.p0.E0 e) { ex(13, "call", 0, e.code); } catch (t9006001.p1.E1 e) { ex(13, "call", 1, e.code); }
		if (on(14)) try { out(14, "call", ((t9006001.p1.K1) o1).m2()); } catch (t9006001.p0.E2 e) { ex(14, "call", 2, e.code); } catch (t9006001.p0.E0 e) { ex(14, "call", 0, e.code); } catch (t9006001.p1.E1 e) { ex(14, "call", 1, e.code); }
		if (on(15)) try { out(15, "get", ((t9006001.p1.K1) o1).f1); } catch (t9006001.p0.E2 e) { ex(15, "get", 2, e.code); } catch (t9006001.p0.E0 e) { ex(15, "get", 0, e.code); } catch (t9006001.p1.E1 e) { ex(15, "get", 1, e.code); }
		if (on(16)) try { out(16, "ov", ((t9006001.p1.K1) o1).ov(o0)); } catch (t9006001.p0.E2 e) { ex(16, "ov", 2, e.code); } catch (t9006001.p0.E0 e) { ex(16, "ov", 0, e.code); } catch (t9006001.p1.E1 e) { ex(16, "ov", 1, e.code); }
		if (on(17)) try { out(17, "ov", ((t9006001.p1.K1) o1).ov(o1)); } catch (t9006001.p0.E2 e) { ex(17, "ov", 2, e.code); } catch (t9006001.p0.E0 e) { ex(17, "ov", 0, e.code); } catch (t9006001.p1.E1 e) { ex(17, "ov", 1, e.code); }
		if (on(18)) try { out(18, "ov", ((t9006001.p1.K1) o1).ov(o2)); } catch (t9006001.p0.E2 e) { ex(18, "ov", 2, e.code); } catch (t9006001.p0.E0 e) { ex(18, "ov", 0, e.code); } catch (t9006001.p1.E1 e) { ex(18, "ov", 1, e.code); }
		if (on(19)) try { out(19, "ov", ((t9006001.p1.K1) o1).ov(o3)); } catch (t9006001.p0.E2 e) { ex(19, "ov", 2, e.code); } catch (t9006001.p0.E0 e) { ex(19, "ov", 0, e.code); } catch (t9006001.p1.E1 e) { ex(19, "ov", 1, e.code); }
		if (on(20)) try { out(20, "inner", ((t9006001.p1.K1) o1).inr()); } catch (t9006001.p0.E2 e) { ex(20, "inner", 2, e.code); } catch (t9006001.p0.E0 e) { ex(20, "inner", 0, e.code); } catch (t9006001.p1.E1 e) { ex(20, "inner", 1, e.code); }
		if (on(21)) try { out(21, "call", ((t9006001.p0.K0) o1).m1()); } catch (t9006001.p0.E2 e) { ex(21, "call", 2, e.code); } catch (t9006001.p0.E0 e) { ex(21, "call", 0, e.code); } catch (t9006001.p1.E1 e) { ex(21, "call", 1, e.code); }
		if (on(22)) try { out(22, "get", ((t9006001.p0.K0) o1).f1); } catch (t9006001.p0.E2 e) { ex(22, "get", 2, e.code); } catch (t9006001.p0.E0 e) { ex(22, "get", 0, e.code); } catch (t9006001.p1.E1 e) { ex(22, "get", 1, e.code); }
		if (on(23)) try { out(23, "str", "" + o1); } catch (t9006001.p0.E2 e) { ex(23, "str", 2, e.code); } catch (t9006001.p0.E0 e) { ex(23, "str", 0, e.code); } catch (t9006001.p1.E1 e) { ex(23, "str", 1, e.code); }
		if (on(24)) out(24, "inst", ((Object) o1) instanceof t9006001.p0.K0 ? 1 : 0);
		if (on(25)) try { t9006001.p0.K0 y = (t9006001.p0.K0) (Object) o1; out(25, "cast", 1); } catch (ClassCastException e) { out(25, "cast", 0); }
		if (on(26)) out(26, "inst", ((Object) o1) instanceof t9006001.p1.K1 ? 1 : 0);
		if (on(27)) try { t9006001.p1.K1 y = (t9006001.p1.K1) (Object) o1; out(27, "cast", 1); } catch (ClassCastException e) { out(27, "cast", 0); }
		if (on(28)) out(28, "inst", ((Object) o1) instanceof t9006001.p0.K2 ? 1 : 0);
		if (on(29)) try { t9006001.p0.K2 y = (t9006001.p0.K2) (Object) o1; out(29, "cast", 1); } catch (ClassCastException e) { out(29, "cast", 0); }
		if (on(30)) out(30, "inst", ((Object) o1) instanceof t9006001.p1.K3 ? 1 : 0);
		if (on(31)) try { t9006001.p1.K3 y = (t9006001.p1.K3) (Object) o1; out(31, "cast", 1); } catch (ClassCastException e) { out(31, "cast", 0); }
		if (on(32)) out(32, "inst", ((Object) o1) instanceof t9006001.p0.J0 ? 1 : 0);
		if (on(33)) try { t9006001.p0.J0 y = (t9006001.p0.J0) (Object) o1; out(33, "cast", 1); } catch (ClassCastException e) { out(33, "cast", 0); }
		if (on(34)) try { t9006001.p0.K0[] r = new t9006001.p1.K1[1]; r[0] = o1; out(34, "arr", 1); } catch (ArrayStoreException e) { out(34, "arr", 0); }
		if (on(35)) try { t9006001.p0.K0[] r = new t9006001.p1.K1[1]; r[0] = o0; out(35, "arr", 1); } catch (ArrayStoreException e) { out(35, "arr", 0); }
		if (on(36)) try { out(36, "call", ((t9006001.p0.K2) o2).m0()); } catch (t9006001.p0.E2 e) { ex(36, "call", 2, e.code); } catch (t9006001.p0.E0 e) { ex(36, "call", 0, e.code); } catch (t9006001.p1.E1 e) { ex(36, "call", 1, e.code); }
		if (on(37)) try { out(37, "call", ((t9006001.p0.K2) o2).m1()); } catch (t9006001.p0.E2 e) { ex(37, "call", 2, e.code); } catch (t9006001.p0.E0 e) { ex(37, "call", 0, e.code); } catch (t9006001.p1.E1 e) { ex(37, "call", 1, e.code); }
		if (on(38)) try { out(38, "call", ((t9006001.p0.K2) o2).m2()); } catch (t9006001.p0.E2 e) { ex(38, "call", 2, e.code); } catch (t9006001.p0.E0 e) { ex(38, "call", 0, e.code); } catch (t9006001.p1.E1 e) { ex(38, "call", 1, e.code); }
		if (on(39)) try { out(39, "get", ((t9006001.p0.K2) o2).f1); } catch (t9006001.p0.E2 e) { ex(39, "get", 2, e.code); } catch (t9006001.p0.E0 e) { ex(39, "get", 0, e.code); } catch (t9006001.p1.E1 e) { ex(39, "get", 1, e.code); }
		if (on(40)) try { out(40, "ov", ((t9006001.p0.K2) o2).ov(o0)); } catch (t9006001.p0.E2 e) { ex(40, "ov", 2, e.code); } catch (t9006001.p0.E0 e) { ex(40, "ov", 0, e.code); } catch (t9006001.p1.E1 e) { ex(40, "ov", 1, e.code); }
	}
	static void g2() throws Exception {
		if (on(41)) try { out(41, "ov", ((t9006001.p0.K2) o2).ov(o1)); } catch (t9006001.p0.E2 e) { ex(41, "ov", 2, e.code); } catch (t9006001.p0.E0 e) { ex(41, "ov", 0, e.code); } catch (t9006001.p1.E1 e) { ex(41, "ov", 1, e.code); }
		if (on(42)) try { out(42, "ov", ((t9006001.p0.K2) o2).ov(o2)); } catch (t9006001.p0.E2 e) { ex(42, "ov", 2, e.code); } catch (t9006001.p0.E0 e) { ex(42, "ov", 0, e.code); } catch (t9006001.p1.E1 e) { ex(42, "ov", 1, e.code); }
		if (on(43)) try { out(43, "ov", ((t9006001.p0.K2) o2).ov(o3)); } catch (t9006001.p0.E2 e) { ex(43, "ov", 2, e.code); } catch (t9006001.p0.E0 e) { ex(43, "ov", 0, e.code); } catch (t9006001.p1.E1 e) { ex(43, "ov", 1, e.code); }
		if (on(44)) try { out(44, "inner", ((t9006001.p0.K2) o2).inr()); } catch (t9006001.p0.E2 e) { ex(44, "inner", 2, e.code); } catch (t9006001.p0.E0 e) { ex(44, "inner", 0, e.code); } catch (t9006001.p1.E1 e) { ex(44, "inner", 1, e.code); }
		if (on(45)) try { out(45, "call", ((t9006001.p1.K1) o2).m0()); } catch (t9006001.p0.E2 e) { ex(45, "call", 2, e.code); } catch (t9006001.p0.E0 e) { ex(45, "call", 0, e.code); } catch (t9006001.p1.E1 e) { ex(45, "call", 1, e.code); }
		if (on(46)) try { out(46, "call", ((t9006001.p1.K1) o2).m2()); } catch (t9006001.p0.E2 e) { ex(46, "call", 2, e.code); } catch (t9006001.p0.E0 e) { ex(46, "call", 0, e.code); } catch (t9006001.p1.E1 e) { ex(46, "call", 1, e.code); }
		if (on(47)) try { out(47, "get", ((t9006001.p1.K1) o2).f1); } catch (t9006001.p0.E2 e) { ex(47, "get", 2, e.code); } catch (t9006001.p0.E0 e) { ex(47, "get", 0, e.code); } catch (t9006001.p1.E1 e) { ex(47, "get", 1, e.code); }
		if (on(48)) try { out(48, "ov", ((t9006001.p1.K1) o2).ov(o0)); } catch (t9006001.p0.E2 e) { ex(48, "ov", 2, e.code); } catch (t9006001.p0.E0 e) { ex(48, "ov", 0, e.code); } catch (t9006001.p1.E1 e) { ex(48, "ov", 1, e.code); }
		if (on(49)) try { out(49, "ov", ((t9006001.p1.K1) o2).ov(o1)); } catch (t9006001.p0.E2 e) { ex(49, "ov", 2, e.code); } catch (t9006001.p0.E0 e) { ex(49, "ov", 0, e.code); } catch (t9006001.p1.E1 e) { ex(49, "ov", 1, e.code); }
		if (on(50)) try { out(50, "ov", ((t9006001.p1.K1) o2).ov(o2)); } catch (t9006001.p0.E2 e) { ex(50, "ov", 2, e.code); } catch (t9006001.p0.E0 e) { ex(50, "ov", 0, e.code); } catch (t9006001.p1.E1 e) { ex(50, "ov", 1, e.code); }
		if (on(51)) try { out(51, "ov", ((t9006001.p1.K1) o2).ov(o3)); } catch (t9006001.p0.E2 e) { ex(51, "ov", 2, e.code); } catch (t9006001.p0.E0 e) { ex(51, "ov", 0, e.code); } catch (t9006001.p1.E1 e) { ex(51, "ov", 1, e.code); }
		if (on(52)) try { out(52, "inner", ((t9006001.p1.K1) o2).inr()); } catch (t9006001.p0.E2 e) { ex(52, "inner", 2, e.code); } catch (t9006001.p0.E0 e) { ex(52, "inner", 0, e.code); } catch (t9006001.p1.E1 e) { ex(52, "inner", 1, e.code); }
		if (on(53)) try { out(53, "call", ((t9006001.p0.K0) o2).m1()); } catch (t9006001.p0.E2 e) { ex(53, "call", 2, e.code); } catch (t9006001.p0.E0 e) { ex(53, "call", 0, e.code); } catch (t9006001.p1.E1 e) { ex(53, "call", 1, e.code); }
		if (on(54)) try { out(54, "get", ((t9006001.p0.K0) o2).f1); } catch (t9006001.p0.E2 e) { ex(54, "get", 2, e.code); } catch (t9006001.p0.E0 e) { ex(54, "get", 0, e.code); } catch (t9006001.p1.E1 e) { ex(54, "get", 1, e.code); }
		if (on(55)) try { out(55, "str", "" + o2); } catch (t9006001.p0.E2 e) { ex(55, "str", 2, e.code); } catch (t9006001.p0.E0 e) { ex(55, "str", 0, e.code); } catch (t9006001.p1.E1 e) { ex(55, "str", 1, e.code); }
		if (on(56)) out(56, "inst", ((Object) o2) instanceof t9006001.p0.K0 ? 1 : 0);
		if (on(57)) try { t9006001.p0.K0 y = (t9006001.p0.K0) (Object) o2; out(57, "cast", 1); } catch (ClassCastException e) { out(57, "cast", 0); }
		if (on(58)) out(58, "inst", ((Object) o2) instanceof t9006001.p1.K1 ? 1 : 0);
		if (on(59)) try { t9006001.p1.K1 y = (t9006001.p1.K1) (Object) o2; out(59, "cast", 1); } catch (ClassCastException e) { out(59, "cast", 0); }
		if (on(60)) out(60, "inst", ((Object) o2) instanceof t9006001.p0.K2 ? 1 : 0);
		if (on(61)) try { t9006001.p0.K2 y = (t9006001.p0.K2) (Object) o2; out(61, "cast", 1); } catch (ClassCastException e) { out(61, "cast", 0); }
		if (on(62)) out(62, "inst", ((Object) o2) instanceof t9006001.p1.K3 ? 1 : 0);
		if (on(63)) try { t9006001.p1.K3 y = (t9006001.p1.K3) (Object) o2; out(63, "cast", 1); } catch (ClassCastException e) { out(63, "cast", 0); }
		if (on(64)) out(64, "inst", ((Object) o2) instanceof t9006001.p0.J0 ? 1 : 0);
		if (on(65)) try { t9006001.p0.J0 y = (t9006001.p0.J0) (Object) o2; out(65, "cast", 1); } catch (ClassCastException e) { out(65, "cast", 0); }
		if (on(66)) try { t9006001.p1.K1[] r = new t9006001.p0.K2[1]; r[0] = o2; out(66, "arr", 1); } catch (ArrayStoreException e) { out(66, "arr", 0); }
		if (on(67)) try { t9006001.p1.K1[] r = new t9006001.p0.K2[1]; r[0] = o1; out(67, "arr", 1); } catch (ArrayStoreException e) { out(67, "arr", 0); }
		if (on(68)) try { out(68, "call", ((t9006001.p1.K3) o3).m0()); } catch (t9006001.p0.E2 e) { ex(68, "call", 2, e.code); } catch (t9006001.p0.E0 e) { ex(68, "call", 0, e.code); } catch (t9006001.p1.E1 e) { ex(68, "call", 1, e.code); }
		if (on(69)) try { out(69, "call", ((t9006001.p1.K3) o3).m1()); } catch (t9006001.p0.E2 e) { ex(69, "call", 2, e.code); } catch (t9006001.p0.E0 e) { ex(69, "call", 0, e.code); } catch (t9006001.p1.E1 e) { ex(69, "call", 1, e.code); }
		if (on(70)) try { out(70, "call", ((t9006001.p1.K3) o3).m2()); } catch (t9006001.p0.E2 e) { ex(70, "call", 2, e.code); } catch (t9006001.p0.E0 e) { ex(70, "call", 0, e.code); } catch (t9006001.p1.E1 e) { ex(70, "call", 1, e.code); }
		if (on(71)) try { out(71, "get", ((t9006001.p1.K3) o3).f1); } catch (t9006001.p0.E2 e) { ex(71, "get", 2, e.code); } catch (t9006001.p0.E0 e) { ex(71, "get", 0, e.code); } catch (t9006001.p1.E1 e) { ex(71, "get", 1, e.code); }
		if (on(72)) try { out(72, "ov", ((t9006001.p1.K3) o3).ov(o0)); } catch (t9006001.p0.E2 e) { ex(72, "ov", 2, e.code); } catch (t9006001.p0.E0 e) { ex(72, "ov", 0, e.code); } catch (t9006001.p1.E1 e) { ex(72, "ov", 1, e.code); }
		if (on(73)) try { out(73, "ov", ((t9006001.p1.K3) o3).ov(o1)); } catch (t9006001.p0.E2 e) { ex(73, "ov", 2, e.code); } catch (t9006001.p0.E0 e) { ex(73, "ov", 0, e.code); } catch (t9006001.p1.E1 e) { ex(73, "ov", 1, e.code); }
		if (on(74)) try { out(74, "ov", ((t9006001.p1.K3) o3).ov(o2)); } catch (t9006001.p0.E2 e) { ex(74, "ov", 2, e.code); } catch (t9006001.p0.E0 e) { ex(74, "ov", 0, e.code); } catch (t9006001.p1.E1 e) { ex(74, "ov", 1, e.code); }
		if (on(75)) try { out(75, "ov", ((t9006001.p1.K3) o3).ov(o3)); } catch (t9006001.p0.E2 e) { ex(75, "ov", 2, e.code); } catch (t9006001.p0.E0 e) { ex(75, "ov", 0, e.code); } catch (t9006001.p1.E1 e) { ex(75, "ov", 1, e.code); }
		if (on(76)) try { out(76, "inner", ((t9006001.p1.K3) o3).inr()); } catch (t9006001.p0.E2 e) { ex(76, "inner", 2, e.code); } catch (t9006001.p0.E0 e) { ex(76, "inner", 0, e.code); } catch (t9006001.p1.E1 e) { ex(76, "inner", 1, e.code); }
		if (on(77)) try { out(77, "call", ((t9006001.p0.K2) o3).m0()); } catch (t9006001.p0.E2 e) { ex(77, "call", 2, e.code); } catch (t9006001.p0.E0 e) { ex(77, "call", 0, e.code); } catch (t9006001.p1.E1 e) { ex(77, "call", 1, e.code); }
		if (on(78)) try { out(78, "call", ((t9006001.p0.K2) o3).m1()); } catch (t9006001.p0.E2 e) { ex(78, "call", 2, e.code); } catch (t9006001.p0.E0 e) { ex(78, "call", 0, e.code); } catch (t9006001.p1.E1 e) { ex(78, "call", 1, e.code); }
		if (on(79)) try { out(79, "call", ((t9006001.p0.K2) o3).m2()); } catch (t9006001.p0.E2 e) { ex(79, "call", 2, e.code); } catch (t9006001.p0.E0 e) { ex(79, "call", 0, e.code); } catch (t9006001.p1.E1 e) { ex(79, "call", 1, e.code); }
		if (on(80)) try { out(80, "get", ((t9006001.p0.K2) o3).f1); } catch (t9006001.p0.E2 e) { ex(80, "get", 2, e.code); } catch (t9006001.p0.E0 e) { ex(80, "get", 0, e.code); } catch (t9006001.p1.E1 e) { ex(80, "get", 1, e.code); }
	}
	static void g3() throws Exception {
		if (on(81)) try { out(81, "ov", ((t9006001.p0.K2) o3).ov(o0)); } catch (t9006001.p0.E2 e) { ex(81, "ov", 2, e.code); } catch (t9006001.p0.E0 e) { ex(81, "ov", 0, e.code); } catch (t9006001.p1.E1 e) { ex(81, "ov", 1, e.code); }
		if (on(82)) try { out(82, "ov", ((t9006001.p0.K2) o3).ov(o1)); } catch (t9006001.p0.E2 e) { ex(82, "ov", 2, e.code); } catch (t9006001.p0.E0 e) { ex(82, "ov", 0, e.code); } catch (t9006001.p1.E1 e) { ex(82, "ov", 1, e.code); }
		if (on(83)) try { out(83, "ov", ((t9006001.p0.K2) o3).ov(o2)); } catch (t9006001.p0.E2 e) { ex(83, "ov", 2, e.code); } catch (t9006001.p0.E0 e) { ex(83, "ov", 0, e.code); } catch (t9006001.p1.E1 e) { ex(83, "ov", 1, e.code); }
		if (on(84)) try { out(84, "ov", ((t9006001.p0.K2) o3).ov(o3)); } catch (t9006001.p0.E2 e) { ex(84, "ov", 2, e.code); } catch (t9006001.p0.E0 e) { ex(84, "ov", 0, e.code); } catch (t9006001.p1.E1 e) { ex(84, "ov", 1, e.code); }
		if (on(85)) try { out(85, "inner", ((t9006001.p0.K2) o3).inr()); } catch (t9006001.p0.E2 e) { ex(85, "inner", 2, e.code); } catch (t9006001.p0.E0 e) { ex(85, "inner", 0, e.code); } catch (t9006001.p1.E1 e) { ex(85, "inner", 1, e.code); }
		if (on(86)) try { out(86, "call", ((t9006001.p1.K1) o3).m0()); } catch (t9006001.p0.E2 e) { ex(86, "call", 2, e.code); } catch (t9006001.p0.E0 e) { ex(86, "call", 0, e.code); } catch (t9006001.p1.E1 e) { ex(86, "call", 1, e.code); }
		if (on(87)) try { out(87, "call", ((t9006001.p1.K1) o3).m2()); } catch (t9006001.p0.E2 e) { ex(87, "call", 2, e.code); } catch (t9006001.p0.E0 e) { ex(87, "call", 0, e.code); } catch (t9006001.p1.E1 e) { ex(87, "call", 1, e.code); }
		if (on(88)) try { out(88, "get", ((t9006001.p1.K1) o3).f1); } catch (t9006001.p0.E2 e) { ex(88, "get", 2, e.code); } catch (t9006001.p0.E0 e) { ex(88, "get", 0, e.code); } catch (t9006001.p1.E1 e) { ex(88, "get", 1, e.code); }
		if (on(89)) try { out(89, "ov", ((t9006001.p1.K1) o3).ov(o0)); } catch (t9006001.p0.E2 e) { ex(89, "ov", 2, e.code); } catch (t9006001.p0.E0 e) { ex(89, "ov", 0, e.code); } catch (t9006001.p1.E1 e) { ex(89, "ov", 1, e.code); }
		if (on(90)) try { out(90, "ov", ((t9006001.p1.K1) o3).ov(o1)); } catch (t9006001.p0.E2 e) { ex(90, "ov", 2, e.code); } catch (t9006001.p0.E0 e) { ex(90, "ov", 0, e.code); } catch (t9006001.p1.E1 e) { ex(90, "ov", 1, e.code); }
		if (on(91)) try { out(91, "ov", ((t9006001.p1.K1) o3).ov(o2)); } catch (t9006001.p0.E2 e) { ex(91, "ov", 2, e.code); } catch (t9006001.p0.E0 e) { ex(91, "ov", 0, e.code); } catch (t9006001.p1.E1 e) { ex(91, "ov", 1, e.code); }
		if (on(92)) try { out(92, "ov", ((t9006001.p1.K1) o3).ov(o3)); } catch (t9006001.p0.E2 e) { ex(92, "ov", 2, e.code); } catch (t9006001.p0.E0 e) { ex(92, "ov", 0, e.code); } catch (t9006001.p1.E1 e) { ex(92, "ov", 1, e.code); }
		if (on(93)) try { out(93, "inner", ((t9006001.p1.K1) o3).inr()); } catch (t9006001.p0.E2 e) { ex(93, "inner", 2, e.code); } catch (t9006001.p0.E0 e) { ex(93, "inner", 0, e.code); } catch (t9006001.p1.E1 e) { ex(93, "inner", 1, e.code); }
		if (on(94)) try { out(94, "call", ((t9006001.p0.K0) o3).m1()); } catch (t9006001.p0.E2 e) { ex(94, "call", 2, e.code); } catch (t9006001.p0.E0 e) { ex(94, "call", 0, e.code); } catch (t9006001.p1.E1 e) { ex(94, "call", 1, e.code); }
		if (on(95)) try { out(95, "get", ((t9006001.p0.K0) o3).f1); } catch (t9006001.p0.E2 e) { ex(95, "get", 2, e.code); } catch (t9006001.p0.E0 e) { ex(95, "get", 0, e.code); } catch (t9006001.p1.E1 e) { ex(95, "get", 1, e.code); }
		if (on(96)) try { out(96, "str", "" + o3); } catch (t9006001.p0.E2 e) { ex(96, "str", 2, e.code); } catch (t9006001.p0.E0 e) { ex(96, "str", 0, e.code); } catch (t9006001.p1.E1 e) { ex(96, "str", 1, e.code); }
		if (on(97)) out(97, "inst", ((Object) o3) instanceof t9006001.p0.K0 ? 1 : 0);
		if (on(98)) try { t9006001.p0.K0 y = (t9006001.p0.K0) (Object) o3; out(98, "cast", 1); } catch (ClassCastException e) { out(98, "cast", 0); }
		if (on(99)) out(99, "inst", ((Object) o3) instanceof t9006001.p1.K1 ? 1 : 0);
		if (on(100)) try { t9006001.p1.K1 y = (t9006001.p1.K1) (Object) o3; out(100, "cast", 1); } catch (ClassCastException e) { out(100, "cast", 0); }
		if (on(101)) out(101, "inst", ((Object) o3) instanceof t9006001.p0.K2 ? 1 : 0);
		if (on(102)) try { t9006001.p0.K2 y = (t9006001.p0.K2) (Object) o3; out(102, "cast", 1); } catch (ClassCastException e) { out(102, "cast", 0); }
		if (on(103)) out(103, "inst", ((Object) o3) instanceof t9006001.p1.K3 ? 1 : 0);
		if (on(104)) try { t9006001.p1.K3 y = (t9006001.p1.K3) (Object) o3; out(104, "cast", 1); } catch (ClassCastException e) { out(104, "cast", 0); }
		if (on(105)) out(105, "inst", ((Object) o3) instanceof t9006001.p0.J0 ? 1 : 0);
		if (on(106)) try { t9006001.p0.J0 y = (t9006001.p0.J0) (Object) o3; out(106, "cast", 1); } catch (ClassCastException e) { out(106, "cast", 0); }
		if (on(107)) try { t9006001.p0.K2[] r = new t9006001.p1.K3[1]; r[0] = o3; out(107, "arr", 1); } catch (ArrayStoreException e) { out(107, "arr", 0); }
		if (on(108)) try { t9006001.p0.K2[] r = new t9006001.p1.K3[1]; r[0] = o2; out(108, "arr", 1); } catch (ArrayStoreException e) { out(108, "arr", 0); }
		if (on(109)) try { out(109, "eq", ((Object) o3).equals(o0) ? 1 : 0); } catch (t9006001.p0.E2 e) { ex(109, "eq", 2, e.code); } catch (t9006001.p0.E0 e) { ex(109, "eq", 0, e.code); } catch (t9006001.p1.E1 e) { ex(109, "eq", 1, e.code); }
		if (on(110)) try { out(110, "eq", ((Object) o3).equals(o1) ? 1 : 0); } catch (t9006001.p0.E2 e) { ex(110, "eq", 2, e.code); } catch (t9006001.p0.E0 e) { ex(110, "eq", 0, e.code); } catch (t9006001.p1.E1 e) { ex(110, "eq", 1, e.code); }
		if (on(111)) try { out(111, "eq", ((Object) o3).equals(o2) ? 1 : 0); } catch (t9006001.p0.E2 e) { ex(111, "eq", 2, e.code); } catch (t9006001.p0.E0 e) { ex(111, "eq", 0, e.code); } catch (t9006001.p1.E1 e) { ex(111, "eq", 1, e.code); }
		if (on(112)) try { out(112, "eq", ((Object) o3).equals(o3) ? 1 : 0); } catch (t9006001.p0.E2 e) { ex(112, "eq", 2, e.code); } catch (t9006001.p0.E0 e) { ex(112, "eq", 0, e.code); } catch (t9006001.p1.E1 e) { ex(112, "eq", 1, e.code); }
		if (on(113)) try { out(113, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o3)).contains(o3) ? 1 : 0); } catch (t9006001.p0.E2 e) { ex(113, "hash", 2, e.code); } catch (t9006001.p0.E0 e) { ex(113, "hash", 0, e.code); } catch (t9006001.p1.E1 e) { ex(113, "hash", 1, e.code); }
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
