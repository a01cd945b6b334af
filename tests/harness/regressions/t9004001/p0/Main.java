package t9004001.p0;

public class Main {
	static String mode = "all";
	static int ticks;
	static t9004001.p0.K0 o0;
	static t9004001.p1.K1 o1;
	static t9004001.p1.K2 o2;
	static t9004001.p0.K3 o3;
	static t9004001.p0.K4 o4;
	static boolean on(int n) { return mode.equals("all") || (n % 2 == 0) == mode.equals("even"); }
	static void out(int n, String kind, Object v) { System.out.println(kind + "#" + n + " " + v); }
	static void ex(int n, String kind, int e, int code) { System.out.println(kind + "#" + n + " !E" + e + " " + code); }
	public static void log(String what, int id) { System.out.println(what + " " + id); }
	public static int clinit(int id) { log("clinit", id); return id; }
	public static int tick() { return ticks++; }
	static String sorted(Object[] a) { Object[] s = a.clone(); java.util.Arrays.sort(s); StringBuilder r = new StringBuilder(); for (Object o : s) for (int i = 0; i < a.length; i++) if (a[i] == o) r.append(i).append(','); return r.toString(); }
	static void statics() {
		if (on(1)) out(1, "static", t9004001.p0.K0.s);
		if (on(2)) out(2, "static", t9004001.p1.K1.s);
		if (on(3)) out(3, "static", t9004001.p1.K2.s);
		if (on(4)) out(4, "static", t9004001.p0.K3.s);
		if (on(5)) out(5, "static", t9004001.p0.K4.s);
	}
	static void objects() {
		o0 = new t9004001.p0.K0();
		o1 = new t9004001.p1.K1();
		o2 = new t9004001.p1.K2();
		o3 = new t9004001.p0.K3();
		o4 = new t9004001.p0.K4();
	}
	static void g1() throws Exception {
		if (on(1)) try { out(1, "call", ((t9004001.p0.K0) o0).m0()); } catch (t9004001.p0.E2 e) { ex(1, "call", 2, e.code); } catch (t9004001.p0.E0 e) { ex(1, "call", 0, e.code); } catch (t9004001.p1.E1 e) { ex(1, "call", 1, e.code); }
		if (on(2)) try { out(2, "get", ((t9004001.p0.K0) o0).f0); } catch (t9004001.p0.E2 e) { ex(2, "get", 2, e.code); } catch (t9004001.p0.E0 e) { ex(2, "get", 0, e.code); } catch (t9004001.p1.E1 e) { ex(2, "get", 1, e.code); }
		if (on(3)) try { out(3, "get", ((t9004001.p0.K0) o0).f1); } catch (t9004001.p0.E2 e) { ex(3, "get", 2, e.code); } catch (t9004001.p0.E0 e) { ex(3, "get", 0, e.code); } catch (t9004001.p1.E1 e) { ex(3, "get", 1, e.code); }
		if (on(4)) try { out(4, "ov", ((t9004001.p0.K0) o0).ov(o2)); } catch (t9004001.p0.E2 e) { ex(4, "ov", 2, e.code); } catch (t9004001.p0.E0 e) { ex(4, "ov", 0, e.code); } catch (t9004001.p1.E1 e) { ex(4, "ov", 1, e.code); }
		if (on(5)) try { out(5, "lambda", ((t9004001.p0.K0) o0).lam()); } catch (t9004001.p0.E2 e) { ex(5, "lambda", 2, e.code); } catch (t9004001.p0.E0 e) { ex(5, "lambda", 0, e.code); } catch (t9004001.p1.E1 e) { ex(5, "lambda", 1, e.code); }
		if (on(6)) try { out(6, "str", "" + o0); } catch (t9004001.p0.E2 e) { ex(6, "str", 2, e.code); } catch (t9004001.p0.E0 e) { ex(6, "str", 0, e.code); } catch (t9004001.p1.E1 e) { ex(6, "str", 1, e.code); }
		if (on(7)) out(7, "inst", ((Object) o0) instanceof t9004001.p0.K0 ? 1 : 0);
		if (on(8)) try { t9004001.p0.K0 y = (t9004001.p0.K0) (Object) o0; out(8, "cast", 1); } catch (ClassCastException e) { out(8, "cast", 0); }
		if (on(9)) out(9, "inst", ((Object) o0) instanceof t9004001.p1.K1 ? 1 : 0);
		if (on(10)) try { t9004001.p1.K1 y = (t9004001.p1.K1) (Object) o0; out(10, "cast", 1); } catch (ClassCastException e) { out(10, "cast", 0); }
		if (on(11)) out(11, "inst", ((Object) o0) instanceof t9004001.p1.K2 ? 1 : 0);
		if (on(12)) try { t9004001.p1.K2 y = (t9004001.p1.K2) (Object) o0; out(12, "cast", 1); } catch (ClassCastException e) { out(12, "cast", 0); }
		if (on(13)) out(13, "inst", ((Object) o0) instanceof t9004001.p0.K3 ? 1 : 0);
		if (on(14)) try { t9004001.p0.K3 y = (t9004001.p0.K3) (Object) o0; out(14, "cast", 1); } catch (ClassCastException e) { out(14, "cast", 0); }
		if (on(15)) out(15, "inst", ((Object) o0) instanceof t9004001.p0.K4 ? 1 : 0);
		if (on(16)) try { t9004001.p0.K4 y = (t9004001.p0.K4) (Object) o0; out(16, "cast", 1); } catch (ClassCastException e) { out(16, "cast", 0); }
		if (on(17)) out(17, "inst", ((Object) o0) instanceof t9004001.p0.J0 ? 1 : 0);
		if (on(18)) try { t9004001.p0.J0 y = (t9004001.p0.J0) (Object) o0; out(18, "cast", 1); } catch (ClassCastException e) { out(18, "cast", 0); }
		if (on(19)) out(19, "inst", ((Object) o0) instanceof t9004001.p0.J1 ? 1 : 0);
		if (on(20)) try { t9004001.p0.J1 y = (t9004001.p0.J1) (Object) o0; out(20, "cast", 1); } catch (ClassCastException e) { out(20, "cast", 0); }
		if (on(21)) out(21, "refl", o0.getClass().getSimpleName() + " " + o0.getClass().getSuperclass().getSimpleName());
		if (on(22)) out(22, "refl", Class.forName("t9004001.p0.K0").getDeclaredMethods().length);
		if (on(23)) try { out(23, "call", ((t9004001.p1.K1) o1).m0()); } catch (t9004001.p0.E2 e) { ex(23, "call", 2, e.code); } catch (t9004001.p0.E0 e) { ex(23, "call", 0, e.code); } catch (t9004001.p1.E1 e) { ex(23, "call", 1, e.code); }
		if (on(24)) try { out(24, "call", ((t9004001.p1.K1) o1).m1()); } catch (t9004001.p0.E2 e) { ex(24, "call", 2, e.code); } catch (t9004001.p0.E0 e) { ex(24, "call", 0, e.code); } catch (t9004001.p1.E1 e) { ex(24, "call", 1, e.code); }
		if (on(25)) try { out(25, "get", ((t9004001.p1.K1) o1).f0); } catch (t9004001.p0.E2 e) { ex(25, "get", 2, e.code); } catch (t9004001.p0.E0 e) { ex(25, "get", 0, e.code); } catch (t9004001.p1.E1 e) { ex(25, "get", 1, e.code); }
		if (on(26)) try { out(26, "get", ((t9004001.p1.K1) o1).f1); } catch (t9004001.p0.E2 e) { ex(26, "get", 2, e.code); } catch (t9004001.p0.E0 e) { ex(26, "get", 0, e.code); } catch (t9004001.p1.E1 e) { ex(26, "get", 1, e.code); }
		if (on(27)) try { out(27, "ov", ((t9004001.p1.K1) o1).ov(o2)); } catch (t9004001.p0.E2 e) { ex(27, "ov", 2, e.code); } catch (t9004001.p0.E0 e) { ex(27, "ov", 0, e.code); } catch (t9004001.p1.E1 e) { ex(27, "ov", 1, e.code); }
		if (on(28)) try { out(28, "lambda", ((t9004001.p1.K1) o1).lam()); } catch (t9004001.p0.E2 e) { ex(28, "lambda", 2, e.code); } catch (t9004001.p0.E0 e) { ex(28, "lambda", 0, e.code); } catch (t9004001.p1.E1 e) { ex(28, "lambda", 1, e.code); }
		if (on(29)) try { out(29, "call", ((t9004001.p0.K0) o1).m0()); } catch (t9004001.p0.E2 e) { ex(29, "call", 2, e.code); } catch (t9004001.p0.E0 e) { ex(29, "call", 0, e.code); } catch (t9004001.p1.E1 e) { ex(29, "call", 1, e.code); }
		if (on(30)) try { out(30, "get", ((t9004001.p0.K0) o1).f0); } catch (t9004001.p0.E2 e) { ex(30, "get", 2, e.code); } catch (t9004001.p0.E0 e) { ex(30, "get", 0, e.code); } catch (t9004001.p1.E1 e) { ex(30, "get", 1, e.code); }
		if (on(31)) try { out(31, "get", ((t9004001.p0.K0) o1).f1); } catch (t9004001.p0.E2 e) { ex(31, "get", 2, e.code); } catch (t9004001.p0.E0 e) { ex(31, "get", 0, e.code); } catch (t9004001.p1.E1 e) { ex(31, "get", 1, e.code); }
		if (on(32)) try { out(32, "ov", ((t9004001.p0.K0) o1).ov(o2)); } catch (t9004001.p0.E2 e) { ex(32, "ov", 2, e.code); } catch (t9004001.p0.E0 e) { ex(32, "ov", 0, e.code); } catch (t9004001.p1.E1 e) { ex(32, "ov", 1, e.code); }
		if (on(33)) try { out(33, "lambda", ((t9004001.p0.K0) o1).lam()); } catch (t9004001.p0.E2 e) { ex(33, "lambda", 2, e.code); } catch (t9004001.p0.E0 e) { ex(33, "lambda", 0, e.code); } catch (t9004001.p1.E1 e) { ex(33, "lambda", 1, e.code); }
		if (on(34)) try { out(34, "str", "" + o1); } catch (t9004001.p0.E2 e) { ex(34, "str", 2, e.code); } catch (t9004001.p0.E0 e) { ex(34, "str", 0, e.code); } catch (t9004001.p1.E1 e) { ex(34, "str", 1, e.code); }
		if (on(35)) try { out(35, "icall", ((t9004001.p0.J0) o1).m0()); } catch (t9004001.p0.E2 e) { ex(35, "icall", 2, e.code); } catch (t9004001.p0.E0 e) { ex(35, "icall", 0, e.code); } catch (t9004001.p1.E1 e) { ex(35, "icall", 1, e.code); }
		if (on(36)) try { out(36, "icall", ((t9004001.p0.J1) o1).m0()); } catch (t9004001.p0.E2 e) { ex(36, "icall", 2, e.code); } catch (t9004001.p0.E0 e) { ex(36, "icall", 0, e.code); } catch (t9004001.p1.E1 e) { ex(36, "icall", 1, e.code); }
		if (on(37)) out(37, "inst", ((Object) o1) instanceof t9004001.p0.K0 ? 1 : 0);
		if (on(38)) try { t9004001.p0.K0 y = (t9004001.p0.K0) (Object) o1; out(38, "cast", 1); } catch (ClassCastException e) { out(38, "cast", 0); }
		if (on(39)) out(39, "inst", ((Object) o1) instanceof t9004001.p1.K1 ? 1 : 0);
		if (on(40)) try { t9004001.p1.K1 y = (t9004001.p1.K1) (Object) o1; out(40, "cast", 1); } catch (ClassCastException e) { out(40, "cast", 0); }
	}
	static void g2() throws Exception {
		if (on(41)) out(41, "inst", ((Object) o1) instanceof t9004001.p1.K2 ? 1 : 0);
		if (on(42)) try { t9004001.p1.K2 y = (t9004001.p1.K2) (Object) o1; out(42, "cast", 1); } catch (ClassCastException e) { out(42, "cast", 0); }
		if (on(43)) out(43, "inst", ((Object) o1) instanceof t9004001.p0.K3 ? 1 : 0);
		if (on(44)) try { t9004001.p0.K3 y = (t9004001.p0.K3) (Object) o1; out(44, "cast", 1); } catch (ClassCastException e) { out(44, "cast", 0); }
		if (on(45)) out(45, "inst", ((Object) o1) instanceof t9004001.p0.K4 ? 1 : 0);
		if (on(46)) try { t9004001.p0.K4 y = (t9004001.p0.K4) (Object) o1; out(46, "cast", 1); } catch (ClassCastException e) { out(46, "cast", 0); }
		if (on(47)) out(47, "inst", ((Object) o1) instanceof t9004001.p0.J0 ? 1 : 0);
		if (on(48)) try { t9004001.p0.J0 y = (t9004001.p0.J0) (Object) o1; out(48, "cast", 1); } catch (ClassCastException e) { out(48, "cast", 0); }
		if (on(49)) out(49, "inst", ((Object) o1) instanceof t9004001.p0.J1 ? 1 : 0);
		if (on(50)) try { t9004001.p0.J1 y = (t9004001.p0.J1) (Object) o1; out(50, "cast", 1); } catch (ClassCastException e) { out(50, "cast", 0); }
		if (on(51)) out(51, "refl", o1.getClass().getSimpleName() + " " + o1.getClass().getSuperclass().getSimpleName());
		if (on(52)) out(52, "refl", Class.forName("t9004001.p1.K1").getDeclaredMethods().length);
		if (on(53)) try { t9004001.p0.K0[] r = new t9004001.p1.K1[1]; r[0] = o1; out(53, "arr", 1); } catch (ArrayStoreException e) { out(53, "arr", 0); }
		if (on(54)) try { t9004001.p0.K0[] r = new t9004001.p1.K1[1]; r[0] = o0; out(54, "arr", 1); } catch (ArrayStoreException e) { out(54, "arr", 0); }
		if (on(55)) try { out(55, "call", ((t9004001.p1.K2) o2).m0()); } catch (t9004001.p0.E2 e) { ex(55, "call", 2, e.code); } catch (t9004001.p0.E0 e) { ex(55, "call", 0, e.code); } catch (t9004001.p1.E1 e) { ex(55, "call", 1, e.code); }
		if (on(56)) try { out(56, "call", ((t9004001.p1.K2) o2).m1()); } catch (t9004001.p0.E2 e) { ex(56, "call", 2, e.code); } catch (t9004001.p0.E0 e) { ex(56, "call", 0, e.code); } catch (t9004001.p1.E1 e) { ex(56, "call", 1, e.code); }
		if (on(57)) try { out(57, "get", ((t9004001.p1.K2) o2).f0); } catch (t9004001.p0.E2 e) { ex(57, "get", 2, e.code); } catch (t9004001.p0.E0 e) { ex(57, "get", 0, e.code); } catch (t9004001.p1.E1 e) { ex(57, "get", 1, e.code); }
		if (on(58)) try { out(58, "get", ((t9004001.p1.K2) o2).f1); } catch (t9004001.p0.E2 e) { ex(58, "get", 2, e.code); } catch (t9004001.p0.E0 e) { ex(58, "get", 0, e.code); } catch (t9004001.p1.E1 e) { ex(58, "get", 1, e.code); }
		if (on(59)) try { out(59, "ov", ((t9004001.p1.K2) o2).ov(o2)); } catch (t9004001.p0.E2 e) { ex(59, "ov", 2, e.code); } catch (t9004001.p0.E0 e) { ex(59, "ov", 0, e.code); } catch (t9004001.p1.E1 e) { ex(59, "ov", 1, e.code); }
		if (on(60)) try { out(60, "lambda", ((t9004001.p1.K2) o2).lam()); } catch (t9004001.p0.E2 e) { ex(60, "lambda", 2, e.code); } catch (t9004001.p0.E0 e) { ex(60, "lambda", 0, e.code); } catch (t9004001.p1.E1 e) { ex(60, "lambda", 1, e.code); }
		if (on(61)) try { out(61, "call", ((t9004001.p1.K1) o2).m0()); } catch (t9004001.p0.E2 e) { ex(61, "call", 2, e.code); } catch (t9004001.p0.E0 e) { ex(61, "call", 0, e.code); } catch (t9004001.p1.E1 e) { ex(61, "call", 1, e.code); }
		if (on(62)) try { out(62, "call", ((t9004001.p1.K1) o2).m1()); } catch (t9004001.p0.E2 e) { ex(62, "call", 2, e.code); } catch (t9004001.p0.E0 e) { ex(62, "call", 0, e.code); } catch (t9004001.p1.E1 e) { ex(62, "call", 1, e.code); }
		if (on(63)) try { out(63, "get", ((t9004001.p1.K1) o2).f0); } catch (t9004001.p0.E2 e) { ex(63, "get", 2, e.code); } catch (t9004001.p0.E0 e) { ex(63, "get", 0, e.code); } catch (t9004001.p1.E1 e) { ex(63, "get", 1, e.code); }
		if (on(64)) try { out(64, "get", ((t9004001.p1.K1) o2).f1); } catch (t9004001.p0.E2 e) { ex(64, "get", 2, e.code); } catch (t9004001.p0.E0 e) { ex(64, "get", 0, e.code); } catch (t9004001.p1.E1 e) { ex(64, "get", 1, e.code); }
		if (on(65)) try { out(65, "ov", ((t9004001.p1.K1) o2).ov(o2)); } catch (t9004001.p0.E2 e) { ex(65, "ov", 2, e.code); } catch (t9004001.p0.E0 e) { ex(65, "ov", 0, e.code); } catch (t9004001.p1.E1 e) { ex(65, "ov", 1, e.code); }
		if (on(66)) try { out(66, "lambda", ((t9004001.p1.K1) o2).lam()); } catch (t9004001.p0.E2 e) { ex(66, "lambda", 2, e.code); } catch (t9004001.p0.E0 e) { ex(66, "lambda", 0, e.code); } catch (t9004001.p1.E1 e) { ex(66, "lambda", 1, e.code); }
		if (on(67)) try { out(67, "call", ((t9004001.p0.K0) o2).m0()); } catch (t9004001.p0.E2 e) { ex(67, "call", 2, e.code); } catch (t9004001.p0.E0 e) { ex(67, "call", 0, e.code); } catch (t9004001.p1.E1 e) { ex(67, "call", 1, e.code); }
		if (on(68)) try { out(68, "get", ((t9004001.p0.K0) o2).f0); } catch (t9004001.p0.E2 e) { ex(68, "get", 2, e.code); } catch (t9004001.p0.E0 e) { ex(68, "get", 0, e.code); } catch (t9004001.p1.E1 e) { ex(68, "get", 1, e.code); }
		if (on(69)) try { out(69, "get", ((t9004001.p0.K0) o2).f1); } catch (t9004001.p0.E2 e) { ex(69, "get", 2, e.code); } catch (t9004001.p0.E0 e) { ex(69, "get", 0, e.code); } catch (t9004001.p1.E1 e) { ex(69, "get", 1, e.code); }
		if (on(70)) try { out(70, "ov", ((t9004001.p0.K0) o2).ov(o2)); } catch (t9004001.p0.E2 e) { ex(70, "ov", 2, e.code); } catch (t9004001.p0.E0 e) { ex(70, "ov", 0, e.code); } catch (t9004001.p1.E1 e) { ex(70, "ov", 1, e.code); }
		if (on(71)) try { out(71, "lambda", ((t9004001.p0.K0) o2).lam()); } catch (t9004001.p0.E2 e) { ex(71, "lambda", 2, e.code); } catch (t9004001.p0.E0 e) { ex(71, "lambda", 0, e.code); } catch (t9004001.p1.E1 e) { ex(71, "lambda", 1, e.code); }
		if (on(72)) try { out(72, "str", "" + o2); } catch (t9004001.p0.E2 e) { ex(72, "str", 2, e.code); } catch (t9004001.p0.E0 e) { ex(72, "str", 0, e.code); } catch (t9004001.p1.E1 e) { ex(72, "str", 1, e.code); }
		if (on(73)) try { out(73, "icall", ((t9004001.p0.J0) o2).m0()); } catch (t9004001.p0.E2 e) { ex(73, "icall", 2, e.code); } catch (t9004001.p0.E0 e) { ex(73, "icall", 0, e.code); } catch (t9004001.p1.E1 e) { ex(73, "icall", 1, e.code); }
		if (on(74)) try { out(74, "icall", ((t9004001.p0.J1) o2).m0()); } catch (t9004001.p0.E2 e) { ex(74, "icall", 2, e.code); } catch (t9004001.p0.E0 e) { ex(74, "icall", 0, e.code); } catch (t9004001.p1.E1 e) { ex(74, "icall", 1, e.code); }
		if (on(75)) out(75, "inst", ((Object) o2) instanceof t9004001.p0.K0 ? 1 : 0);
		if (on(76)) try { t9004001.p0.K0 y = (t9004001.p0.K0) (Object) o2; out(76, "cast", 1); } catch (ClassCastException e) { out(76, "cast", 0); }
		if (on(77)) out(77, "inst", ((Object) o2) instanceof t9004001.p1.K1 ? 1 : 0);
		if (on(78)) try { t9004001.p1.K1 y = (t9004001.p1.K1) (Object) o2; out(78, "cast", 1); } catch (ClassCastException e) { out(78, "cast", 0); }
		if (on(79)) out(79, "inst", ((Object) o2) instanceof t9004001.p1.K2 ? 1 : 0);
		if (on(80)) try { t9004001.p1.K2 y = (t9004001.p1.K2) (Object) o2; out(80, "cast", 1); } catch (ClassCastException e) { out(80, "cast", 0); }
	}
	static void g3() throws Exception {
		if (on(81)) out(81, "inst", ((Object) o2) instanceof t9004001.p0.K3 ? 1 : 0);
		if (on(82)) try { t9004001.p0.K3 y = (t9004001.p0.K3) (Object) o2; out(82, "cast", 1); } catch (ClassCastException e) { out(82, "cast", 0); }
		if (on(83)) out(83, "inst", ((Object) o2) instanceof t9004001.p0.K4 ? 1 : 0);
		if (on(84)) try { t9004001.p0.K4 y = (t9004001.p0.K4) (Object) o2; out(84, "cast", 1); } catch (ClassCastException e) { out(84, "cast", 0); }
		if (on(85)) out(85, "inst", ((Object) o2) instanceof t9004001.p0.J0 ? 1 : 0);
		if (on(86)) try { t9004001.p0.J0 y = (t9004001.p0.J0) (Object) o2; out(86, "cast", 1); } catch (ClassCastException e) { out(86, "cast", 0); }
		if (on(87)) out(87, "inst", ((Object) o2) instanceof t9004001.p0.J1 ? 1 : 0);
		if (on(88)) try { t9004001.p0.J1 y = (t9004001.p0.J1) (Object) o2; out(88, "cast", 1); } catch (ClassCastException e) { out(88, "cast", 0); }
		if (on(89)) out(89, "refl", o2.getClass().getSimpleName() + " " + o2.getClass().getSuperclass().getSimpleName());
		if (on(90)) out(90, "refl", Class.forName("t9004001.p1.K2").getDeclaredMethods().length);
		if (on(91)) try { t9004001.p1.K1[] r = new t9004001.p1.K2[1]; r[0] = o2; out(91, "arr", 1); } catch (ArrayStoreException e) { out(91, "arr", 0); }
		if (on(92)) try { t9004001.p1.K1[] r = new t9004001.p1.K2[1]; r[0] = o1; out(92, "arr", 1); } catch (ArrayStoreException e) { out(92, "arr", 0); }
		if (on(93)) try { out(93, "eq", ((Object) o2).equals(o0) ? 1 : 0); } catch (t9004001.p0.E2 e) { ex(93, "eq", 2, e.code); } catch (t9004001.p0.E0 e) { ex(93, "eq", 0, e.code); } catch (t9004001.p1.E1 e) { ex(93, "eq", 1, e.code); }
		if (on(94)) try { out(94, "eq", ((Object) o2).equals(o1) ? 1 : 0); } catch (t9004001.p0.E2 e) { ex(94, "eq", 2, e.code); } catch (t9004001.p0.E0 e) { ex(94, "eq", 0, e.code); } catch (t9004001.p1.E1 e) { ex(94, "eq", 1, e.code); }
		if (on(95)) try { out(95, "eq", ((Object) o2).equals(o2) ? 1 : 0); } catch (t9004001.p0.E2 e) { ex(95, "eq", 2, e.code); } catch (t9004001.p0.E0 e) { ex(95, "eq", 0, e.code); } catch (t9004001.p1.E1 e) { ex(95, "eq", 1, e.code); }
		if (on(96)) try { out(96, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o2)).contains(o2) ? 1 : 0); } catch (t9004001.p0.E2 e) { ex(96, "hash", 2, e.code); } catch (t9004001.p0.E0 e) { ex(96, "hash", 0, e.code); } catch (t9004001.p1.E1 e) { ex(96, "hash", 1, e.code); }
		if (on(97)) try { out(97, "eq", ((Object) o2).equals(o3) ? 1 : 0); } catch (t9004001.p0.E2 e) { ex(97, "eq", 2, e.code); } catch (t9004001.p0.E0 e) { ex(97, "eq", 0, e.code); } catch (t9004001.p1.E1 e) { ex(97, "eq", 1, e.code); }
		if (on(98)) try { out(98, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o2)).contains(o3) ? 1 : 0); } catch (t9004001.p0.E2 e) { ex(98, "hash", 2, e.code); } catch (t9004001.p0.E0 e) { ex(98, "hash", 0, e.code); } catch (t9004001.p1.E1 e) { ex(98, "hash", 1, e.code); }
		if (on(99)) try { out(99, "eq", ((Object) o2).equals(o4) ? 1 : 0); } catch (t9004001.p0.E2 e) { ex(99, "eq", 2, e.code); } catch (t9004001.p0.E0 e) { ex(99, "eq", 0, e.code); } catch (t9004001.p1.E1 e) { ex(99, "eq", 1, e.code); }
		if (on(100)) try { out(100, "call", ((t9004001.p0.K3) o3).m0()); } catch (t9004001.p0.E2 e) { ex(100, "call", 2, e.code); } catch (t9004001.p0.E0 e) { ex(100, "call", 0, e.code); } catch (t9004001.p1.E1 e) { ex(100, "call", 1, e.code); }
		if (on(101)) try { out(101, "call", ((t9004001.p0.K3) o3).m1()); } catch (t9004001.p0.E2 e) { ex(101, "call", 2, e.code); } catch (t9004001.p0.E0 e) { ex(101, "call", 0, e.code); } catch (t9004001.p1.E1 e) { ex(101, "call", 1, e.code); }
		if (on(102)) try { out(102, "get", ((t9004001.p0.K3) o3).f0); } catch (t9004001.p0.E2 e) { ex(102, "get", 2, e.code); } catch (t9004001.p0.E0 e) { ex(102, "get", 0, e.code); } catch (t9004001.p1.E1 e) { ex(102, "get", 1, e.code); }
		if (on(103)) try { out(103, "get", ((t9004001.p0.K3) o3).f1); } catch (t9004001.p0.E2 e) { ex(103, "get", 2, e.code); } catch (t9004001.p0.E0 e) { ex(103, "get", 0, e.code); } catch (t9004001.p1.E1 e) { ex(103, "get", 1, e.code); }
		if (on(104)) try { out(104, "ov", ((t9004001.p0.K3) o3).ov(o2)); } catch (t9004001.p0.E2 e) { ex(104, "ov", 2, e.code); } catch (t9004001.p0.E0 e) { ex(104, "ov", 0, e.code); } catch (t9004001.p1.E1 e) { ex(104, "ov", 1, e.code); }
		if (on(105)) try { out(105, "lambda", ((t9004001.p0.K3) o3).lam()); } catch (t9004001.p0.E2 e) { ex(105, "lambda", 2, e.code); } catch (t9004001.p0.E0 e) { ex(105, "lambda", 0, e.code); } catch (t9004001.p1.E1 e) { ex(105, "lambda", 1, e.code); }
		if (on(106)) try { out(106, "call", ((t9004001.p0.K0) o3).m0()); } catch (t9004001.p0.E2 e) { ex(106, "call", 2, e.code); } catch (t9004001.p0.E0 e) { ex(106, "call", 0, e.code); } catch (t9004001.p1.E1 e) { ex(106, "call", 1, e.code); }
		if (on(107)) try { out(107, "get", ((t9004001.p0.K0) o3).f0); } catch (t9004001.p0.E2 e) { ex(107, "get", 2, e.code); } catch (t9004001.p0.E0 e) { ex(107, "get", 0, e.code); } catch (t9004001.p1.E1 e) { ex(107, "get", 1, e.code); }
		if (on(108)) try { out(108, "get", ((t9004001.p0.K0) o3).f1); } catch (t9004001.p0.E2 e) { ex(108, "get", 2, e.code); } catch (t9004001.p0.E0 e) { ex(108, "get", 0, e.code); } catch (t9004001.p1.E1 e) { ex(108, "get", 1, e.code); }
		if (on(109)) try { out(109, "ov", ((t9004001.p0.K0) o3).ov(o2)); } catch (t9004001.p0.E2 e) { ex(109, "ov", 2, e.code); } catch (t9004001.p0.E0 e) { ex(109, "ov", 0, e.code); } catch (t9004001.p1.E1 e) { ex(109, "ov", 1, e.code); }
		if (on(110)) try { out(110, "lambda", ((t9004001.p0.K0) o3).lam()); } catch (t9004001.p0.E2 e) { ex(110, "lambda", 2, e.code); } catch (t9004001.p0.E0 e) { ex(110, "lambda", 0, e.code); } catch (t9004001.p1.E1 e) { ex(110, "lambda", 1, e.code); }
		if (on(111)) try { out(111, "str", "" + o3); } catch (t9004001.p0.E2 e) { ex(111, "str", 2, e.code); } catch (t9004001.p0.E0 e) { ex(111, "str", 0, e.code); } catch (t9004001.p1.E1 e) { ex(111, "str", 1, e.code); }
		if (on(112)) try { out(112, "icall", ((t9004001.p0.J0) o3).m0()); } catch (t9004001.p0.E2 e) { ex(112, "icall", 2, e.code); } catch (t9004001.p0.E0 e) { ex(112, "icall", 0, e.code); } catch (t9004001.p1.E1 e) { ex(112, "icall", 1, e.code); }
		if (on(113)) out(113, "inst", ((Object) o3) instanceof t9004001.p0.K0 ? 1 : 0);
		if (on(114)) try { t9004001.p0.K0 y = (t9004001.p0.K0) (Object) o3; out(114, "cast", 1); } catch (ClassCastException e) { out(114, "cast", 0); }
		if (on(115)) out(115, "inst", ((Object) o3) instanceof t9004001.p1.K1 ? 1 : 0);
		if (on(116)) try { t9004001.p1.K1 y = (t9004001.p1.K1) (Object) o3; out(116, "cast", 1); } catch (ClassCastException e) { out(116, "cast", 0); }
		if (on(117)) out(117, "inst", ((Object) o3) instanceof t9004001.p1.K2 ? 1 : 0);
		if (on(118)) try { t9004001.p1.K2 y = (t9004001.p1.K2) (Object) o3; out(118, "cast", 1); } catch (ClassCastException e) { out(118, "cast", 0); }
		if (on(119)) out(119, "inst", ((Object) o3) instanceof t9004001.p0.K3 ? 1 : 0);
		if (on(120)) try { t9004001.p0.K3 y = (t9004001.p0.K3) (Object) o3; out(120, "cast", 1); } catch (ClassCastException e) { out(120, "cast", 0); }
	}
	static void g4() throws Exception {
		if (on(121)) out(121, "inst", ((Object) o3) instanceof t9004001.p0.K4 ? 1 : 0);
		if (on(122)) try { t9004001.p0.K4 y = (t9004001.p0.K4) (Object) o3; out(122, "cast", 1); } catch (ClassCastException e) { out(122, "cast", 0); }
		if (on(123)) out(123, "inst", ((Object) o3) instanceof t9004001.p0.J0 ? 1 : 0);
		if (on(124)) try { t9004001.p0.J0 y = (t9004001.p0.J0) (Object) o3; out(124, "cast", 1); } catch (ClassCastException e) { out(124, "cast", 0); }
		if (on(125)) out(125, "inst", ((Object) o3) instanceof t9004001.p0.J1 ? 1 : 0);
		if (on(126)) try { t9004001.p0.J1 y = (t9004001.p0.J1) (Object) o3; out(126, "cast", 1); } catch (ClassCastException e) { out(126, "cast", 0); }
		if (on(127)) out(127, "refl", o3.getClass().getSimpleName() + " " + o3.getClass().getSuperclass().getSimpleName());
		if (on(128)) out(128, "refl", Class.forName("t9004001.p0.K3").getDeclaredMethods().length);
		if (on(129)) try { t9004001.p0.K0[] r = new t9004001.p0.K3[1]; r[0] = o3; out(129, "arr", 1); } catch (ArrayStoreException e) { out(129, "arr", 0); }
		if (on(130)) try { t9004001.p0.K0[] r = new t9004001.p0.K3[1]; r[0] = o0; out(130, "arr", 1); } catch (ArrayStoreException e) { out(130, "arr", 0); }
		if (on(131)) try { out(131, "eq", ((Object) o3).equals(o0) ? 1 : 0); } catch (t9004001.p0.E2 e) { ex(131, "eq", 2, e.code); } catch (t9004001.p0.E0 e) { ex(131, "eq", 0, e.code); } catch (t9004001.p1.E1 e) { ex(131, "eq", 1, e.code); }
		if (on(132)) try { out(132, "eq", ((Object) o3).equals(o1) ? 1 : 0); } catch (t9004001.p0.E2 e) { ex(132, "eq", 2, e.code); } catch (t9004001.p0.E0 e) { ex(132, "eq", 0, e.code); } catch (t9004001.p1.E1 e) { ex(132, "eq", 1, e.code); }
		if (on(133)) try { out(133, "eq", ((Object) o3).equals(o2) ? 1 : 0); } catch (t9004001.p0.E2 e) { ex(133, "eq", 2, e.code); } catch (t9004001.p0.E0 e) { ex(133, "eq", 0, e.code); } catch (t9004001.p1.E1 e) { ex(133, "eq", 1, e.code); }
		if (on(134)) try { out(134, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o3)).contains(o2) ? 1 : 0); } catch (t9004001.p0.E2 e) { ex(134, "hash", 2, e.code); } catch (t9004001.p0.E0 e) { ex(134, "hash", 0, e.code); } catch (t9004001.p1.E1 e) { ex(134, "hash", 1, e.code); }
		if (on(135)) try { out(135, "eq", ((Object) o3).equals(o3) ? 1 : 0); } catch (t9004001.p0.E2 e) { ex(135, "eq", 2, e.code); } catch (t9004001.p0.E0 e) { ex(135, "eq", 0, e.code); } catch (t9004001.p1.E1 e) { ex(135, "eq", 1, e.code); }
		if (on(136)) try { out(136, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o3)).contains(o3) ? 1 : 0); } catch (t9004001.p0.E2 e) { ex(136, "hash", 2, e.code); } catch (t9004001.p0.E0 e) { ex(136, "hash", 0, e.code); } catch (t9004001.p1.E1 e) { ex(136, "hash", 1, e.code); }
		if (on(137)) try { out(137, "eq", ((Object) o3).equals(o4) ? 1 : 0); } catch (t9004001.p0.E2 e) { ex(137, "eq", 2, e.code); } catch (t9004001.p0.E0 e) { ex(137, "eq", 0, e.code); } catch (t9004001.p1.E1 e) { ex(137, "eq", 1, e.code); }
		if (on(138)) try { out(138, "call", ((t9004001.p0.K4) o4).m0()); } catch (t9004001.p0.E2 e) { ex(138, "call", 2, e.code); } catch (t9004001.p0.E0 e) { ex(138, "call", 0, e.code); } catch (t9004001.p1.E1 e) { ex(138, "call", 1, e.code); }
		if (on(139)) try { out(139, "call", ((t9004001.p0.K4) o4).m1()); } catch (t9004001.p0.E2 e) { ex(139, "call", 2, e.code); } catch (t9004001.p0.E0 e) { ex(139, "call", 0, e.code); } catch (t9004001.p1.E1 e) { ex(139, "call", 1, e.code); }
		if (on(140)) try { out(140, "get", ((t9004001.p0.K4) o4).f0); } catch (t9004001.p0.E2 e) { ex(140, "get", 2, e.code); } catch (t9004001.p0.E0 e) { ex(140, "get", 0, e.code); } catch (t9004001.p1.E1 e) { ex(140, "get", 1, e.code); }
		if (on(141)) try { out(141, "get", ((t9004001.p0.K4) o4).f1); } catch (t9004001.p0.E2 e) { ex(141, "get", 2, e.code); } catch (t9004001.p0.E0 e) { ex(141, "get", 0, e.code); } catch (t9004001.p1.E1 e) { ex(141, "get", 1, e.code); }
		if (on(142)) try { out(142, "ov", ((t9004001.p0.K4) o4).ov(o1)); } catch (t9004001.p0.E2 e) { ex(142, "ov", 2, e.code); } catch (t9004001.p0.E0 e) { ex(142, "ov", 0, e.code); } catch (t9004001.p1.E1 e) { ex(142, "ov", 1, e.code); }
		if (on(143)) try { out(143, "ov", ((t9004001.p0.K4) o4).ov(o2)); } catch (t9004001.p0.E2 e) { ex(143, "ov", 2, e.code); } catch (t9004001.p0.E0 e) { ex(143, "ov", 0, e.code); } catch (t9004001.p1.E1 e) { ex(143, "ov", 1, e.code); }
		if (on(144)) try { out(144, "ov", ((t9004001.p0.K4) o4).ov(o4)); } catch (t9004001.p0.E2 e) { ex(144, "ov", 2, e.code); } catch (t9004001.p0.E0 e) { ex(144, "ov", 0, e.code); } catch (t9004001.p1.E1 e) { ex(144, "ov", 1, e.code); }
		if (on(145)) try { out(145, "lambda", ((t9004001.p0.K4) o4).lam()); } catch (t9004001.p0.E2 e) { ex(145, "lambda", 2, e.code); } catch (t9004001.p0.E0 e) { ex(145, "lambda", 0, e.code); } catch (t9004001.p1.E1 e) { ex(145, "lambda", 1, e.code); }
		if (on(146)) try { out(146, "call", ((t9004001.p1.K1) o4).m0()); } catch (t9004001.p0.E2 e) { ex(146, "call", 2, e.code); } catch (t9004001.p0.E0 e) { ex(146, "call", 0, e.code); } catch (t9004001.p1.E1 e) { ex(146, "call", 1, e.code); }
		if (on(147)) try { out(147, "call", ((t9004001.p1.K1) o4).m1()); } catch (t9004001.p0.E2 e) { ex(147, "call", 2, e.code); } catch (t9004001.p0.E0 e) { ex(147, "call", 0, e.code); } catch (t9004001.p1.E1 e) { ex(147, "call", 1, e.code); }
		if (on(148)) try { out(148, "get", ((t9004001.p1.K1) o4).f0); } catch (t9004001.p0.E2 e) { ex(148, "get", 2, e.code); } catch (t9004001.p0.E0 e) { ex(148, "get", 0, e.code); } catch (t9004001.p1.E1 e) { ex(148, "get", 1, e.code); }
		if (on(149)) try { out(149, "get", ((t9004001.p1.K1) o4).f1); } catch (t9004001.p0.E2 e) { ex(149, "get", 2, e.code); } catch (t9004001.p0.E0 e) { ex(149, "get", 0, e.code); } catch (t9004001.p1.E1 e) { ex(149, "get", 1, e.code); }
		if (on(150)) try { out(150, "ov", ((t9004001.p1.K1) o4).ov(o2)); } catch (t9004001.p0.E2 e) { ex(150, "ov", 2, e.code); } catch (t9004001.p0.E0 e) { ex(150, "ov", 0, e.code); } catch (t9004001.p1.E1 e) { ex(150, "ov", 1, e.code); }
		if (on(151)) try { out(151, "lambda", ((t9004001.p1.K1) o4).lam()); } catch (t9004001.p0.E2 e) { ex(151, "lambda", 2, e.code); } catch (t9004001.p0.E0 e) { ex(151, "lambda", 0, e.code); } catch (t9004001.p1.E1 e) { ex(151, "lambda", 1, e.code); }
		if (on(152)) try { out(152, "call", ((t9004001.p0.K0) o4).m0()); } catch (t9004001.p0.E2 e) { ex(152, "call", 2, e.code); } catch (t9004001.p0.E0 e) { ex(152, "call", 0, e.code); } catch (t9004001.p1.E1 e) { ex(152, "call", 1, e.code); }
		if (on(153)) try { out(153, "get", ((t9004001.p0.K0) o4).f0); } catch (t9004001.p0.E2 e) { ex(153, "get", 2, e.code); } catch (t9004001.p0.E0 e) { ex(153, "get", 0, e.code); } catch (t9004001.p1.E1 e) { ex(153, "get", 1, e.code); }
		if (on(154)) try { out(154, "get", ((t9004001.p0.K0) o4).f1); } catch (t9004001.p0.E2 e) { ex(154, "get", 2, e.code); } catch (t9004001.p0.E0 e) { ex(154, "get", 0, e.code); } catch (t9004001.p1.E1 e) { ex(154, "get", 1, e.code); }
		if (on(155)) try { out(155, "ov", ((t9004001.p0.K0) o4).ov(o2)); } catch (t9004001.p0.E2 e) { ex(155, "ov", 2, e.code); } catch (t9004001.p0.E0 e) { ex(155, "ov", 0, e.code); } catch (t9004001.p1.E1 e) { ex(155, "ov", 1, e.code); }
		if (on(156)) try { out(156, "lambda", ((t9004001.p0.K0) o4).lam()); } catch (t9004001.p0.E2 e) { ex(156, "lambda", 2, e.code); } catch (t9004001.p0.E0 e) { ex(156, "lambda", 0, e.code); } catch (t9004001.p1.E1 e) { ex(156, "lambda", 1, e.code); }
		if (on(157)) try { out(157, "str", "" + o4); } catch (t9004001.p0.E2 e) { ex(157, "str", 2, e.code); } catch (t9004001.p0.E0 e) { ex(157, "str", 0, e.code); } catch (t9004001.p1.E1 e) { ex(157, "str", 1, e.code); }
		if (on(158)) try { out(158, "icall", ((t9004001.p0.J0) o4).m0()); } catch (t9004001.p0.E2 e) { ex(158, "icall", 2, e.code); } catch (t9004001.p0.E0 e) { ex(158, "icall", 0, e.code); } catch (t9004001.p1.E1 e) { ex(158, "icall", 1, e.code); }
		if (on(159)) try { out(159, "icall", ((t9004001.p0.J1) o4).m0()); } catch (t9004001.p0.E2 e) { ex(159, "icall", 2, e.code); } catch (t9004001.p0.E0 e) { ex(159, "icall", 0, e.code); } catch (t9004001.p1.E1 e) { ex(159, "icall", 1, e.code); }
		if (on(160)) out(160, "inst", ((Object) o4) instanceof t9004001.p0.K0 ? 1 : 0);
	}
	static void g5() throws Exception {
		if (on(161)) try { t9004001.p0.K0 y = (t9004001.p0.K0) (Object) o4; out(161, "cast", 1); } catch (ClassCastException e) { out(161, "cast", 0); }
		if (on(162)) out(162, "inst", ((Object) o4) instanceof t9004001.p1.K1 ? 1 : 0);
		if (on(163)) try { t9004001.p1.K1 y = (t9004001.p1.K1) (Object) o4; out(163, "cast", 1); } catch (ClassCastException e) { out(163, "cast", 0); }
		if (on(164)) out(164, "inst", ((Object) o4) instanceof t9004001.p1.K2 ? 1 : 0);
		if (on(165)) try { t9004001.p1.K2 y = (t9004001.p1.K2) (Object) o4; out(165, "cast", 1); } catch (ClassCastException e) { out(165, "cast", 0); }
		if (on(166)) out(166, "inst", ((Object) o4) instanceof t9004001.p0.K3 ? 1 : 0);
		if (on(167)) try { t9004001.p0.K3 y = (t9004001.p0.K3) (Object) o4; out(167, "cast", 1); } catch (ClassCastException e) { out(167, "cast", 0); }
		if (on(168)) out(168, "inst", ((Object) o4) instanceof t9004001.p0.K4 ? 1 : 0);
		if (on(169)) try { t9004001.p0.K4 y = (t9004001.p0.K4) (Object) o4; out(169, "cast", 1); } catch (ClassCastException e) { out(169, "cast", 0); }
		if (on(170)) out(170, "inst", ((Object) o4) instanceof t9004001.p0.J0 ? 1 : 0);
		if (on(171)) try { t9004001.p0.J0 y = (t9004001.p0.J0) (Object) o4; out(171, "cast", 1); } catch (ClassCastException e) { out(171, "cast", 0); }
		if (on(172)) out(172, "inst", ((Object) o4) instanceof t9004001.p0.J1 ? 1 : 0);
		if (on(173)) try { t9004001.p0.J1 y = (t9004001.p0.J1) (Object) o4; out(173, "cast", 1); } catch (ClassCastException e) { out(173, "cast", 0); }
		if (on(174)) out(174, "refl", o4.getClass().getSimpleName() + " " + o4.getClass().getSuperclass().getSimpleName());
		if (on(175)) out(175, "refl", Class.forName("t9004001.p0.K4").getDeclaredMethods().length);
		if (on(176)) try { t9004001.p1.K1[] r = new t9004001.p0.K4[1]; r[0] = o4; out(176, "arr", 1); } catch (ArrayStoreException e) { out(176, "arr", 0); }
		if (on(177)) try { t9004001.p1.K1[] r = new t9004001.p0.K4[1]; r[0] = o1; out(177, "arr", 1); } catch (ArrayStoreException e) { out(177, "arr", 0); }
	}
	public static void main(String[] args) throws Exception {
		if (args.length > 0) mode = args[0];
		statics();
		objects();
		g1();
		g2();
		g3();
		g4();
		g5();
	}
}
