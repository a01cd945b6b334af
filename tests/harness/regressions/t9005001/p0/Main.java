package t9005001.p0;

public class Main {
	static String mode = "all";
	static int ticks;
	static t9005001.p0.K0 o0;
	static t9005001.p1.K1 o1;
	static t9005001.p1.K2 o2;
	static t9005001.p1.K3 o3;
	static boolean on(int n) { return mode.equals("all") || (n % 2 == 0) == mode.equals("even"); }
	static void out(int n, String kind, Object v) { System.out.println(kind + "#" + n + " " + v); }
	static void ex(int n, String kind, int e, int code) { System.out.println(kind + "#" + n + " !E" + e + " " + code); }
	public static void log(String what, int id) { System.out.println(what + " " + id); }
	public static int clinit(int id) { log("clinit", id); return id; }
	public static int tick() { return ticks++; }
	static String sorted(Object[] a) { Object[] s = a.clone(); java.util.Arrays.sort(s); StringBuilder r = new StringBuilder(); for (Object o : s) for (int i = 0; i < a.length; i++) if (a[i] == o) r.append(i).append(','); return r.toString(); }
	static void statics() {
		if (on(1)) out(1, "static", t9005001.p1.K1.s);
		if (on(2)) out(2, "static", t9005001.p1.K2.s);
		if (on(3)) out(3, "static", t9005001.p1.K3.s);
	}
	static void objects() {
		o0 = new t9005001.p0.K0();
		o1 = new t9005001.p1.K1();
		o2 = new t9005001.p1.K2();
		o3 = new t9005001.p1.K3();
	}
	static void g1() throws Exception {
		if (on(1)) try { out(1, "get", ((t9005001.p0.K0) o0).f0); } catch (t9005001.p0.E2 e) { ex(1, "get", 2, e.code); } catch (t9005001.p0.E0 e) { ex(1, "get", 0, e.code); } catch (t9005001.p1.E1 e) { ex(1, "get", 1, e.code); }
		if (on(2)) try { out(2, "ov", ((t9005001.p0.K0) o0).ov(o0)); } catch (t9005001.p0.E2 e) { ex(2, "ov", 2, e.code); } catch (t9005001.p0.E0 e) { ex(2, "ov", 0, e.code); } catch (t9005001.p1.E1 e) { ex(2, "ov", 1, e.code); }
		if (on(3)) try { out(3, "ov", ((t9005001.p0.K0) o0).ov(o1)); } catch (t9005001.p0.E2 e) { ex(3, "ov", 2, e.code); } catch (t9005001.p0.E0 e) { ex(3, "ov", 0, e.code); } catch (t9005001.p1.E1 e) { ex(3, "ov", 1, e.code); }
		if (on(4)) try { out(4, "ov", ((t9005001.p0.K0) o0).ov(o2)); } catch (t9005001.p0.E2 e) { ex(4, "ov", 2, e.code); } catch (t9005001.p0.E0 e) { ex(4, "ov", 0, e.code); } catch (t9005001.p1.E1 e) { ex(4, "ov", 1, e.code); }
		if (on(5)) try { out(5, "ov", ((t9005001.p0.K0) o0).ov(o3)); } catch (t9005001.p0.E2 e) { ex(5, "ov", 2, e.code); } catch (t9005001.p0.E0 e) { ex(5, "ov", 0, e.code); } catch (t9005001.p1.E1 e) { ex(5, "ov", 1, e.code); }
		if (on(6)) try { out(6, "str", "" + o0); } catch (t9005001.p0.E2 e) { ex(6, "str", 2, e.code); } catch (t9005001.p0.E0 e) { ex(6, "str", 0, e.code); } catch (t9005001.p1.E1 e) { ex(6, "str", 1, e.code); }
		if (on(7)) out(7, "inst", ((Object) o0) instanceof t9005001.p0.K0 ? 1 : 0);
		if (on(8)) try { t9005001.p0.K0 y = (t9005001.p0.K0) (Object) o0; out(8, "cast", 1); } catch (ClassCastException e) { out(8, "cast", 0); }
		if (on(9)) out(9, "inst", ((Object) o0) instanceof t9005001.p1.K1 ? 1 : 0);
		if (on(10)) try { t9005001.p1.K1 y = (t9005001.p1.K1) (Object) o0; out(10, "cast", 1); } catch (ClassCastException e) { out(10, "cast", 0); }
		if (on(11)) out(11, "inst", ((Object) o0) instanceof t9005001.p1.K2 ? 1 : 0);
		if (on(12)) try { t9005001.p1.K2 y = (t9005001.p1.K2) (Object) o0; out(12, "cast", 1); } catch (ClassCastException e) { out(12, "cast", 0); }
		if (on(13)) out(13, "inst", ((Object) o0) instanceof t9005001.p1.K3 ? 1 : 0);
		if (on(14)) try { t9005001.p1.K3 y = (t9005001.p1.K3) (Object) o0; out(14, "cast", 1); } catch (ClassCastException e) { out(14, "cast", 0); }
		if (on(15)) out(15, "inst", ((Object) o0) instanceof t9005001.p0.J0 ? 1 : 0);
		if (on(16)) try { t9005001.p0.J0 y = (t9005001.p0.J0) (Object) o0; out(16, "cast", 1); } catch (ClassCastException e) { out(16, "cast", 0); }
		if (on(17)) try { out(17, "call", ((t9005001.p1.K1) o1).m0()); } catch (t9005001.p0.E2 e) { ex(17, "call", 2, e.code); } catch (t9005001.p0.E0 e) { ex(17, "call", 0, e.code); } catch (t9005001.p1.E1 e) { ex(17, "call", 1, e.code); }
		if (on(18)) try { out(18, "call", ((t9005001.p1.K1) o1).m2()); } catch (t9005001.p0.E2 e) { ex(18, "call", 2, e.code); } catch (t9005001.p0.E0 e) { ex(18, "call", 0, e.code); } catch (t9005001.p1.E1 e) { ex(18, "call", 1, e.code); }
		if (on(19)) try { out(19, "get", ((t9005001.p1.K1) o1).f0); } catch (t9005001.p0.E2 e) { ex(19, "get", 2, e.code); } catch (t9005001.p0.E0 e) { ex(19, "get", 0, e.code); } catch (t9005001.p1.E1 e) { ex(19, "get", 1, e.code); }
		if (on(20)) try { out(20, "ov", ((t9005001.p1.K1) o1).ov(o0)); } catch (t9005001.p0.E2 e) { ex(20, "ov", 2, e.code); } catch (t9005001.p0.E0 e) { ex(20, "ov", 0, e.code); } catch (t9005001.p1.E1 e) { ex(20, "ov", 1, e.code); }
		if (on(21)) try { out(21, "ov", ((t9005001.p1.K1) o1).ov(o1)); } catch (t9005001.p0.E2 e) { ex(21, "ov", 2, e.code); } catch (t9005001.p0.E0 e) { ex(21, "ov", 0, e.code); } catch (t9005001.p1.E1 e) { ex(21, "ov", 1, e.code); }
		if (on(22)) try { out(22, "ov", ((t9005001.p1.K1) o1).ov(o2)); } catch (t9005001.p0.E2 e) { ex(22, "ov", 2, e.code); } catch (t9005001.p0.E0 e) { ex(22, "ov", 0, e.code); } catch (t9005001.p1.E1 e) { ex(22, "ov", 1, e.code); }
		if (on(23)) try { out(23, "ov", ((t9005001.p1.K1) o1).ov(o3)); } catch (t9005001.p0.E2 e) { ex(23, "ov", 2, e.code); } catch (t9005001.p0.E0 e) { ex(23, "ov", 0, e.code); } catch (t9005001.p1.E1 e) { ex(23, "ov", 1, e.code); }
		if (on(24)) try { out(24, "get", ((t9005001.p0.K0) o1).f0); } catch (t9005001.p0.E2 e) { ex(24, "get", 2, e.code); } catch (t9005001.p0.E0 e) { ex(24, "get", 0, e.code); } catch (t9005001.p1.E1 e) { ex(24, "get", 1, e.code); }
		if (on(25)) try { out(25, "ov", ((t9005001.p0.K0) o1).ov(o0)); } catch (t9005001.p0.E2 e) { ex(25, "ov", 2, e.code); } catch (t9005001.p0.E0 e) { ex(25, "ov", 0, e.code); } catch (t9005001.p1.E1 e) { ex(25, "ov", 1, e.code); }
		if (on(26)) try { out(26, "ov", ((t9005001.p0.K0) o1).ov(o1)); } catch (t9005001.p0.E2 e) { ex(26, "ov", 2, e.code); } catch (t9005001.p0.E0 e) { ex(26, "ov", 0, e.code); } catch (t9005001.p1.E1 e) { ex(26, "ov", 1, e.code); }
		if (on(27)) try { out(27, "ov", ((t9005001.p0.K0) o1).ov(o2)); } catch (t9005001.p0.E2 e) { ex(27, "ov", 2, e.code); } catch (t9005001.p0.E0 e) { ex(27, "ov", 0, e.code); } catch (t9005001.p1.E1 e) { ex(27, "ov", 1, e.code); }
		if (on(28)) try { out(28, "ov", ((t9005001.p0.K0) o1).ov(o3)); } catch (t9005001.p0.E2 e) { ex(28, "ov", 2, e.code); } catch (t9005001.p0.E0 e) { ex(28, "ov", 0, e.code); } catch (t9005001.p1.E1 e) { ex(28, "ov", 1, e.code); }
		if (on(29)) try { out(29, "str", "" + o1); } catch (t9005001.p0.E2 e) { ex(29, "str", 2, e.code); } catch (t9005001.p0.E0 e) { ex(29, "str", 0, e.code); } catch (t9005001.p1.E1 e) { ex(29, "str", 1, e.code); }
		if (on(30)) try { out(30, "icall", ((t9005001.p0.J0) o1).m0()); } catch (t9005001.p0.E2 e) { ex(30, "icall", 2, e.code); } catch (t9005001.p0.E0 e) { ex(30, "icall", 0, e.code); } catch (t9005001.p1.E1 e) { ex(30, "icall", 1, e.code); }
		if (on(31)) out(31, "inst", ((Object) o1) instanceof t9005001.p0.K0 ? 1 : 0);
		if (on(32)) try { t9005001.p0.K0 y = (t9005001.p0.K0) (Object) o1; out(32, "cast", 1); } catch (ClassCastException e) { out(32, "cast", 0); }
		if (on(33)) out(33, "inst", ((Object) o1) instanceof t9005001.p1.K1 ? 1 : 0);
		if (on(34)) try { t9005001.p1.K1 y = (t9005001.p1.K1) (Object) o1; out(34, "cast", 1); } catch (ClassCastException e) { out(34, "cast", 0); }
		if (on(35)) out(35, "inst", ((Object) o1) instanceof t9005001.p1.K2 ? 1 : 0);
		if (on(36)) try { t9005001.p1.K2 y = (t9005001.p1.K2) (Object) o1; out(36, "cast", 1); } catch (ClassCastException e) { out(36, "cast", 0); }
		if (on(37)) out(37, "inst", ((Object) o1) instanceof t9005001.p1.K3 ? 1 : 0);
		if (on(38)) try { t9005001.p1.K3 y = (t9005001.p1.K3) (Object) o1; out(38, "cast", 1); } catch (ClassCastException e) { out(38, "cast", 0); }
		if (on(39)) out(39, "inst", ((Object) o1) instanceof t9005001.p0.J0 ? 1 : 0);
		if (on(40)) try { t9005001.p0.J0 y = (t9005001.p0.J0) (Object) o1; out(40, "cast", 1); } catch (ClassCastException e) { out(40, "cast", 0); }
	}
	static void g2() throws Exception {
		if (on(41)) try { t9005001.p0.K0[] r = new t9005001.p1.K1[1]; r[0] = o1; out(41, "arr", 1); } catch (ArrayStoreException e) { out(41, "arr", 0); }
		if (on(42)) try { t9005001.p0.K0[] r = new t9005001.p1.K1[1]; r[0] = o0; out(42, "arr", 1); } catch (ArrayStoreException e) { out(42, "arr", 0); }
		if (on(43)) try { out(43, "call", ((t9005001.p1.K2) o2).m0()); } catch (t9005001.p0.E2 e) { ex(43, "call", 2, e.code); } catch (t9005001.p0.E0 e) { ex(43, "call", 0, e.code); } catch (t9005001.p1.E1 e) { ex(43, "call", 1, e.code); }
		if (on(44)) try { out(44, "call", ((t9005001.p1.K2) o2).m2()); } catch (t9005001.p0.E2 e) { ex(44, "call", 2, e.code); } catch (t9005001.p0.E0 e) { ex(44, "call", 0, e.code); } catch (t9005001.p1.E1 e) { ex(44, "call", 1, e.code); }
		if (on(45)) try { out(45, "ov", ((t9005001.p1.K2) o2).ov(o0)); } catch (t9005001.p0.E2 e) { ex(45, "ov", 2, e.code); } catch (t9005001.p0.E0 e) { ex(45, "ov", 0, e.code); } catch (t9005001.p1.E1 e) { ex(45, "ov", 1, e.code); }
		if (on(46)) try { out(46, "ov", ((t9005001.p1.K2) o2).ov(o1)); } catch (t9005001.p0.E2 e) { ex(46, "ov", 2, e.code); } catch (t9005001.p0.E0 e) { ex(46, "ov", 0, e.code); } catch (t9005001.p1.E1 e) { ex(46, "ov", 1, e.code); }
		if (on(47)) try { out(47, "ov", ((t9005001.p1.K2) o2).ov(o2)); } catch (t9005001.p0.E2 e) { ex(47, "ov", 2, e.code); } catch (t9005001.p0.E0 e) { ex(47, "ov", 0, e.code); } catch (t9005001.p1.E1 e) { ex(47, "ov", 1, e.code); }
		if (on(48)) try { out(48, "ov", ((t9005001.p1.K2) o2).ov(o3)); } catch (t9005001.p0.E2 e) { ex(48, "ov", 2, e.code); } catch (t9005001.p0.E0 e) { ex(48, "ov", 0, e.code); } catch (t9005001.p1.E1 e) { ex(48, "ov", 1, e.code); }
		if (on(49)) try { out(49, "call", ((t9005001.p1.K1) o2).m0()); } catch (t9005001.p0.E2 e) { ex(49, "call", 2, e.code); } catch (t9005001.p0.E0 e) { ex(49, "call", 0, e.code); } catch (t9005001.p1.E1 e) { ex(49, "call", 1, e.code); }
		if (on(50)) try { out(50, "call", ((t9005001.p1.K1) o2).m2()); } catch (t9005001.p0.E2 e) { ex(50, "call", 2, e.code); } catch (t9005001.p0.E0 e) { ex(50, "call", 0, e.code); } catch (t9005001.p1.E1 e) { ex(50, "call", 1, e.code); }
		if (on(51)) try { out(51, "get", ((t9005001.p1.K1) o2).f0); } catch (t9005001.p0.E2 e) { ex(51, "get", 2, e.code); } catch (t9005001.p0.E0 e) { ex(51, "get", 0, e.code); } catch (t9005001.p1.E1 e) { ex(51, "get", 1, e.code); }
		if (on(52)) try { out(52, "ov", ((t9005001.p1.K1) o2).ov(o0)); } catch (t9005001.p0.E2 e) { ex(52, "ov", 2, e.code); } catch (t9005001.p0.E0 e) { ex(52, "ov", 0, e.code); } catch (t9005001.p1.E1 e) { ex(52, "ov", 1, e.code); }
		if (on(53)) try { out(53, "ov", ((t9005001.p1.K1) o2).ov(o1)); } catch (t9005001.p0.E2 e) { ex(53, "ov", 2, e.code); } catch (t9005001.p0.E0 e) { ex(53, "ov", 0, e.code); } catch (t9005001.p1.E1 e) { ex(53, "ov", 1, e.code); }
		if (on(54)) try { out(54, "ov", ((t9005001.p1.K1) o2).ov(o2)); } catch (t9005001.p0.E2 e) { ex(54, "ov", 2, e.code); } catch (t9005001.p0.E0 e) { ex(54, "ov", 0, e.code); } catch (t9005001.p1.E1 e) { ex(54, "ov", 1, e.code); }
		if (on(55)) try { out(55, "ov", ((t9005001.p1.K1) o2).ov(o3)); } catch (t9005001.p0.E2 e) { ex(55, "ov", 2, e.code); } catch (t9005001.p0.E0 e) { ex(55, "ov", 0, e.code); } catch (t9005001.p1.E1 e) { ex(55, "ov", 1, e.code); }
		if (on(56)) try { out(56, "get", ((t9005001.p0.K0) o2).f0); } catch (t9005001.p0.E2 e) { ex(56, "get", 2, e.code); } catch (t9005001.p0.E0 e) { ex(56, "get", 0, e.code); } catch (t9005001.p1.E1 e) { ex(56, "get", 1, e.code); }
		if (on(57)) try { out(57, "ov", ((t9005001.p0.K0) o2).ov(o0)); } catch (t9005001.p0.E2 e) { ex(57, "ov", 2, e.code); } catch (t9005001.p0.E0 e) { ex(57, "ov", 0, e.code); } catch (t9005001.p1.E1 e) { ex(57, "ov", 1, e.code); }
		if (on(58)) try { out(58, "ov", ((t9005001.p0.K0) o2).ov(o1)); } catch (t9005001.p0.E2 e) { ex(58, "ov", 2, e.code); } catch (t9005001.p0.E0 e) { ex(58, "ov", 0, e.code); } catch (t9005001.p1.E1 e) { ex(58, "ov", 1, e.code); }
		if (on(59)) try { out(59, "ov", ((t9005001.p0.K0) o2).ov(o2)); } catch (t9005001.p0.E2 e) { ex(59, "ov", 2, e.code); } catch (t9005001.p0.E0 e) { ex(59, "ov", 0, e.code); } catch (t9005001.p1.E1 e) { ex(59, "ov", 1, e.code); }
		if (on(60)) try { out(60, "ov", ((t9005001.p0.K0) o2).ov(o3)); } catch (t9005001.p0.E2 e) { ex(60, "ov", 2, e.code); } catch (t9005001.p0.E0 e) { ex(60, "ov", 0, e.code); } catch (t9005001.p1.E1 e) { ex(60, "ov", 1, e.code); }
		if (on(61)) try { out(61, "str", "" + o2); } catch (t9005001.p0.E2 e) { ex(61, "str", 2, e.code); } catch (t9005001.p0.E0 e) { ex(61, "str", 0, e.code); } catch (t9005001.p1.E1 e) { ex(61, "str", 1, e.code); }
		if (on(62)) try { out(62, "icall", ((t9005001.p0.J0) o2).m0()); } catch (t9005001.p0.E2 e) { ex(62, "icall", 2, e.code); } catch (t9005001.p0.E0 e) { ex(62, "icall", 0, e.code); } catch (t9005001.p1.E1 e) { ex(62, "icall", 1, e.code); }
		if (on(63)) out(63, "inst", ((Object) o2) instanceof t9005001.p0.K0 ? 1 : 0);
		if (on(64)) try { t9005001.p0.K0 y = (t9005001.p0.K0) (Object) o2; out(64, "cast", 1); } catch (ClassCastException e) { out(64, "cast", 0); }
		if (on(65)) out(65, "inst", ((Object) o2) instanceof t9005001.p1.K1 ? 1 : 0);
		if (on(66)) try { t9005001.p1.K1 y = (t9005001.p1.K1) (Object) o2; out(66, "cast", 1); } catch (ClassCastException e) { out(66, "cast", 0); }
		if (on(67)) out(67, "inst", ((Object) o2) instanceof t9005001.p1.K2 ? 1 : 0);
		if (on(68)) try { t9005001.p1.K2 y = (t9005001.p1.K2) (Object) o2; out(68, "cast", 1); } catch (ClassCastException e) { out(68, "cast", 0); }
		if (on(69)) out(69, "inst", ((Object) o2) instanceof t9005001.p1.K3 ? 1 : 0);
		if (on(70)) try { t9005001.p1.K3 y = (t9005001.p1.K3) (Object) o2; out(70, "cast", 1); } catch (ClassCastException e) { out(70, "cast", 0); }
		if (on(71)) out(71, "inst", ((Object) o2) instanceof t9005001.p0.J0 ? 1 : 0);
		if (on(72)) try { t9005001.p0.J0 y = (t9005001.p0.J0) (Object) o2; out(72, "cast", 1); } catch (ClassCastException e) { out(72, "cast", 0); }
		if (on(73)) try { t9005001.p1.K1[] r = new t9005001.p1.K2[1]; r[0] = o2; out(73, "arr", 1); } catch (ArrayStoreException e) { out(73, "arr", 0); }
		if (on(74)) try { t9005001.p1.K1[] r = new t9005001.p1.K2[1]; r[0] = o1; out(74, "arr", 1); } catch (ArrayStoreException e) { out(74, "arr", 0); }
		if (on(75)) try { out(75, "eq", ((Object) o2).equals(o0) ? 1 : 0); } catch (t9005001.p0.E2 e) { ex(75, "eq", 2, e.code); } catch (t9005001.p0.E0 e) { ex(75, "eq", 0, e.code); } catch (t9005001.p1.E1 e) { ex(75, "eq", 1, e.code); }
		if (on(76)) try { out(76, "eq", ((Object) o2).equals(o1) ? 1 : 0); } catch (t9005001.p0.E2 e) { ex(76, "eq", 2, e.code); } catch (t9005001.p0.E0 e) { ex(76, "eq", 0, e.code); } catch (t9005001.p1.E1 e) { ex(76, "eq", 1, e.code); }
		if (on(77)) try { out(77, "eq", ((Object) o2).equals(o2) ? 1 : 0); } catch (t9005001.p0.E2 e) { ex(77, "eq", 2, e.code); } catch (t9005001.p0.E0 e) { ex(77, "eq", 0, e.code); } catch (t9005001.p1.E1 e) { ex(77, "eq", 1, e.code); }
		if (on(78)) try { out(78, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o2)).contains(o2) ? 1 : 0); } catch (t9005001.p0.E2 e) { ex(78, "hash", 2, e.code); } catch (t9005001.p0.E0 e) { ex(78, "hash", 0, e.code); } catch (t9005001.p1.E1 e) { ex(78, "hash", 1, e.code); }
		if (on(79)) try { out(79, "eq", ((Object) o2).equals(o3) ? 1 : 0); } catch (t9005001.p0.E2 e) { ex(79, "eq", 2, e.code); } catch (t9005001.p0.E0 e) { ex(79, "eq", 0, e.code); } catch (t9005001.p1.E1 e) { ex(79, "eq", 1, e.code); }
		if (on(80)) try { out(80, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o2)).contains(o3) ? 1 : 0); } catch (t9005001.p0.E2 e) { ex(80, "hash", 2, e.code); } catch (t9005001.p0.E0 e) { ex(80, "hash", 0, e.code); } catch (t9005001.p1.E1 e) { ex(80, "hash", 1, e.code); }
	}
	static void g3() throws Exception {
		if (on(81)) try { out(81, "call", ((t9005001.p1.K3) o3).m0()); } catch (t9005001.p0.E2 e) { ex(81, "call", 2, e.code); } catch (t9005001.p0.E0 e) { ex(81, "call", 0, e.code); } catch (t9005001.p1.E1 e) { ex(81, "call", 1, e.code); }
		if (on(82)) try { out(82, "call", ((t9005001.p1.K3) o3).m2()); } catch (t9005001.p0.E2 e) { ex(82, "call", 2, e.code); } catch (t9005001.p0.E0 e) { ex(82, "call", 0, e.code); } catch (t9005001.p1.E1 e) { ex(82, "call", 1, e.code); }
		if (on(83)) try { out(83, "get", ((t9005001.p1.K3) o3).f0); } catch (t9005001.p0.E2 e) { ex(83, "get", 2, e.code); } catch (t9005001.p0.E0 e) { ex(83, "get", 0, e.code); } catch (t9005001.p1.E1 e) { ex(83, "get", 1, e.code); }
		if (on(84)) try { out(84, "ov", ((t9005001.p1.K3) o3).ov(o0)); } catch (t9005001.p0.E2 e) { ex(84, "ov", 2, e.code); } catch (t9005001.p0.E0 e) { ex(84, "ov", 0, e.code); } catch (t9005001.p1.E1 e) { ex(84, "ov", 1, e.code); }
		if (on(85)) try { out(85, "ov", ((t9005001.p1.K3) o3).ov(o1)); } catch (t9005001.p0.E2 e) { ex(85, "ov", 2, e.code); } catch (t9005001.p0.E0 e) { ex(85, "ov", 0, e.code); } catch (t9005001.p1.E1 e) { ex(85, "ov", 1, e.code); }
		if (on(86)) try { out(86, "ov", ((t9005001.p1.K3) o3).ov(o2)); } catch (t9005001.p0.E2 e) { ex(86, "ov", 2, e.code); } catch (t9005001.p0.E0 e) { ex(86, "ov", 0, e.code); } catch (t9005001.p1.E1 e) { ex(86, "ov", 1, e.code); }
		if (on(87)) try { out(87, "ov", ((t9005001.p1.K3) o3).ov(o3)); } catch (t9005001.p0.E2 e) { ex(87, "ov", 2, e.code); } catch (t9005001.p0.E0 e) { ex(87, "ov", 0, e.code); } catch (t9005001.p1.E1 e) { ex(87, "ov", 1, e.code); }
		if (on(88)) try { out(88, "lambda", ((t9005001.p1.K3) o3).lam()); } catch (t9005001.p0.E2 e) { ex(88, "lambda", 2, e.code); } catch (t9005001.p0.E0 e) { ex(88, "lambda", 0, e.code); } catch (t9005001.p1.E1 e) { ex(88, "lambda", 1, e.code); }
		if (on(89)) try { out(89, "call", ((t9005001.p1.K1) o3).m0()); } catch (t9005001.p0.E2 e) { ex(89, "call", 2, e.code); } catch (t9005001.p0.E0 e) { ex(89, "call", 0, e.code); } catch (t9005001.p1.E1 e) { ex(89, "call", 1, e.code); }
		if (on(90)) try { out(90, "call", ((t9005001.p1.K1) o3).m2()); } catch (t9005001.p0.E2 e) { ex(90, "call", 2, e.code); } catch (t9005001.p0.E0 e) { ex(90, "call", 0, e.code); } catch (t9005001.p1.E1 e) { ex(90, "call", 1, e.code); }
		if (on(91)) try { out(91, "get", ((t9005001.p1.K1) o3).f0); } catch (t9005001.p0.E2 e) { ex(91, "get", 2, e.code); } catch (t9005001.p0.E0 e) { ex(91, "get", 0, e.code); } catch (t9005001.p1.E1 e) { ex(91, "get", 1, e.code); }
		if (on(92)) try { out(92, "ov", ((t9005001.p1.K1) o3).ov(o0)); } catch (t9005001.p0.E2 e) { ex(92, "ov", 2, e.code); } catch (t9005001.p0.E0 e) { ex(92, "ov", 0, e.code); } catch (t9005001.p1.E1 e) { ex(92, "ov", 1, e.code); }
		if (on(93)) try { out(93, "ov", ((t9005001.p1.K1) o3).ov(o1)); } catch (t9005001.p0.E2 e) { ex(93, "ov", 2, e.code); } catch (t9005001.p0.E0 e) { ex(93, "ov", 0, e.code); } catch (t9005001.p1.E1 e) { ex(93, "ov", 1, e.code); }
		if (on(94)) try { out(94, "ov", ((t9005001.p1.K1) o3).ov(o2)); } catch (t9005001.p0.E2 e) { ex(94, "ov", 2, e.code); } catch (t9005001.p0.E0 e) { ex(94, "ov", 0, e.code); } catch (t9005001.p1.E1 e) { ex(94, "ov", 1, e.code); }
		if (on(95)) try { out(95, "ov", ((t9005001.p1.K1) o3).ov(o3)); } catch (t9005001.p0.E2 e) { ex(95, "ov", 2, e.code); } catch (t9005001.p0.E0 e) { ex(95, "ov", 0, e.code); } catch (t9005001.p1.E1 e) { ex(95, "ov", 1, e.code); }
		if (on(96)) try { out(96, "get", ((t9005001.p0.K0) o3).f0); } catch (t9005001.p0.E2 e) { ex(96, "get", 2, e.code); } catch (t9005001.p0.E0 e) { ex(96, "get", 0, e.code); } catch (t9005001.p1.E1 e) { ex(96, "get", 1, e.code); }
		if (on(97)) try { out(97, "ov", ((t9005001.p0.K0) o3).ov(o0)); } catch (t9005001.p0.E2 e) { ex(97, "ov", 2, e.code); } catch (t9005001.p0.E0 e) { ex(97, "ov", 0, e.code); } catch (t9005001.p1.E1 e) { ex(97, "ov", 1, e.code); }
		if (on(98)) try { out(98, "ov", ((t9005001.p0.K0) o3).ov(o1)); } catch (t9005001.p0.E2 e) { ex(98, "ov", 2, e.code); } catch (t9005001.p0.E0 e) { ex(98, "ov", 0, e.code); } catch (t9005001.p1.E1 e) { ex(98, "ov", 1, e.code); }
		if (on(99)) try { out(99, "ov", ((t9005001.p0.K0) o3).ov(o2)); } catch (t9005001.p0.E2 e) { ex(99, "ov", 2, e.code); } catch (t9005001.p0.E0 e) { ex(99, "ov", 0, e.code); } catch (t9005001.p1.E1 e) { ex(99, "ov", 1, e.code); }
		if (on(100)) try { out(100, "ov", ((t9005001.p0.K0) o3).ov(o3)); } catch (t9005001.p0.E2 e) { ex(100, "ov", 2, e.code); } catch (t9005001.p0.E0 e) { ex(100, "ov", 0, e.code); } catch (t9005001.p1.E1 e) { ex(100, "ov", 1, e.code); }
		if (on(101)) try { out(101, "str", "" + o3); } catch (t9005001.p0.E2 e) { ex(101, "str", 2, e.code); } catch (t9005001.p0.E0 e) { ex(101, "str", 0, e.code); } catch (t9005001.p1.E1 e) { ex(101, "str", 1, e.code); }
		if (on(102)) try { out(102, "icall", ((t9005001.p0.J0) o3).m0()); } catch (t9005001.p0.E2 e) { ex(102, "icall", 2, e.code); } catch (t9005001.p0.E0 e) { ex(102, "icall", 0, e.code); } catch (t9005001.p1.E1 e) { ex(102, "icall", 1, e.code); }
		if (on(103)) out(103, "inst", ((Object) o3) instanceof t9005001.p0.K0 ? 1 : 0);
		if (on(104)) try { t9005001.p0.K0 y = (t9005001.p0.K0) (Object) o3; out(104, "cast", 1); } catch (ClassCastException e) { out(104, "cast", 0); }
		if (on(105)) out(105, "inst", ((Object) o3) instanceof t9005001.p1.K1 ? 1 : 0);
		if (on(106)) try { t9005001.p1.K1 y = (t9005001.p1.K1) (Object) o3; out(106, "cast", 1); } catch (ClassCastException e) { out(106, "cast", 0); }
		if (on(107)) out(107, "inst", ((Object) o3) instanceof t9005001.p1.K2 ? 1 : 0);
		if (on(108)) try { t9005001.p1.K2 y = (t9005001.p1.K2) (Object) o3; out(108, "cast", 1); } catch (ClassCastException e) { out(108, "cast", 0); }
		if (on(109)) out(109, "inst", ((Object) o3) instanceof t9005001.p1.K3 ? 1 : 0);
		if (on(110)) try { t9005001.p1.K3 y = (t9005001.p1.K3) (Object) o3; out(110, "cast", 1); } catch (ClassCastException e) { out(110, "cast", 0); }
		if (on(111)) out(111, "inst", ((Object) o3) instanceof t9005001.p0.J0 ? 1 : 0);
		if (on(112)) try { t9005001.p0.J0 y = (t9005001.p0.J0) (Object) o3; out(112, "cast", 1); } catch (ClassCastException e) { out(112, "cast", 0); }
		if (on(113)) try { t9005001.p1.K1[] r = new t9005001.p1.K3[1]; r[0] = o3; out(113, "arr", 1); } catch (ArrayStoreException e) { out(113, "arr", 0); }
		if (on(114)) try { t9005001.p1.K1[] r = new t9005001.p1.K3[1]; r[0] = o1; out(114, "arr", 1); } catch (ArrayStoreException e) { out(114, "arr", 0); }
		if (on(115)) try { out(115, "eq", ((Object) o3).equals(o0) ? 1 : 0); } catch (t9005001.p0.E2 e) { ex(115, "eq", 2, e.code); } catch (t9005001.p0.E0 e) { ex(115, "eq", 0, e.code); } catch (t9005001.p1.E1 e) { ex(115, "eq", 1, e.code); }
		if (on(116)) try { out(116, "eq", ((Object) o3).equals(o1) ? 1 : 0); } catch (t9005001.p0.E2 e) { ex(116, "eq", 2, e.code); } catch (t9005001.p0.E0 e) { ex(116, "eq", 0, e.code); } catch (t9005001.p1.E1 e) { ex(116, "eq", 1, e.code); }
		if (on(117)) try { out(117, "eq", ((Object) o3).equals(o2) ? 1 : 0); } catch (t9005001.p0.E2 e) { ex(117, "eq", 2, e.code); } catch (t9005001.p0.E0 e) { ex(117, "eq", 0, e.code); } catch (t9005001.p1.E1 e) { ex(117, "eq", 1, e.code); }
		if (on(118)) try { out(118, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o3)).contains(o2) ? 1 : 0); } catch (t9005001.p0.E2 e) { ex(118, "hash", 2, e.code); } catch (t9005001.p0.E0 e) { ex(118, "hash", 0, e.code); } catch (t9005001.p1.E1 e) { ex(118, "hash", 1, e.code); }
		if (on(119)) try { out(119, "eq", ((Object) o3).equals(o3) ? 1 : 0); } catch (t9005001.p0.E2 e) { ex(119, "eq", 2, e.code); } catch (t9005001.p0.E0 e) { ex(119, "eq", 0, e.code); } catch (t9005001.p1.E1 e) { ex(119, "eq", 1, e.code); }
		if (on(120)) try { out(120, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o3)).contains(o3) ? 1 : 0); } catch (t9005001.p0.E2 e) { ex(120, "hash", 2, e.code); } catch (t9005001.p0.E0 e) { ex(120, "hash", 0, e.code); } catch (t9005001.p1.E1 e) { ex(120, "hash", 1, e.code); }
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
