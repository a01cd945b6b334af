package t9007001.p0;

public class Main {
	static String mode = "all";
	static int ticks;
	static t9007001.p0.K0 o0;
	static t9007001.p0.K1 o1;
	static t9007001.p0.K2 o2;
	static t9007001.p0.K3 o3;
	static boolean on(int n) { return mode.equals("all") || (n % 2 == 0) == mode.equals("even"); }
	static void out(int n, String kind, Object v) { System.out.println(kind + "#" + n + " " + v); }
	static void ex(int n, String kind, int e, int code) { System.out.println(kind + "#" + n + " !E" + e + " " + code); }
	public static void log(String what, int id) { System.out.println(what + " " + id); }
	public static int clinit(int id) { log("clinit", id); return id; }
	public static int tick() { return ticks++; }
	static String sorted(Object[] a) { Object[] s = a.clone(); java.util.Arrays.sort(s); StringBuilder r = new StringBuilder(); for (Object o : s) for (int i = 0; i < a.length; i++) if (a[i] == o) r.append(i).append(','); return r.toString(); }
	static void statics() {
		if (on(1)) out(1, "static", t9007001.p0.K1.s);
		if (on(2)) out(2, "static", t9007001.p0.K2.s);
		if (on(3)) out(3, "static", t9007001.p0.K3.s);
	}
	static void objects() {
		o0 = new t9007001.p0.K0();
		o1 = new t9007001.p0.K1();
		o2 = new t9007001.p0.K2();
		o3 = new t9007001.p0.K3();
	}
	static void g1() throws Exception {
		if (on(1)) try { out(1, "call", ((t9007001.p0.K0) o0).m1()); } catch (t9007001.p0.E2 e) { ex(1, "call", 2, e.code); } catch (t9007001.p0.E0 e) { ex(1, "call", 0, e.code); } catch (t9007001.p1.E1 e) { ex(1, "call", 1, e.code); }
		if (on(2)) try { out(2, "str", "" + o0); } catch (t9007001.p0.E2 e) { ex(2, "str", 2, e.code); } catch (t9007001.p0.E0 e) { ex(2, "str", 0, e.code); } catch (t9007001.p1.E1 e) { ex(2, "str", 1, e.code); }
		if (on(3)) out(3, "inst", ((Object) o0) instanceof t9007001.p0.K0 ? 1 : 0);
		if (on(4)) try { t9007001.p0.K0 y = (t9007001.p0.K0) (Object) o0; out(4, "cast", 1); } catch (ClassCastException e) { out(4, "cast", 0); }
		if (on(5)) out(5, "inst", ((Object) o0) instanceof t9007001.p0.K1 ? 1 : 0);
		if (on(6)) try { t9007001.p0.K1 y = (t9007001.p0.K1) (Object) o0; out(6, "cast", 1); } catch (ClassCastException e) { out(6, "cast", 0); }
		if (on(7)) out(7, "inst", ((Object) o0) instanceof t9007001.p0.K2 ? 1 : 0);
		if (on(8)) try { t9007001.p0.K2 y = (t9007001.p0.K2) (Object) o0; out(8, "cast", 1); } catch (ClassCastException e) { out(8, "cast", 0); }
		if (on(9)) out(9, "inst", ((Object) o0) instanceof t9007001.p0.K3 ? 1 : 0);
		if (on(10)) try { t9007001.p0.K3 y = (t9007001.p0.K3) (Object) o0; out(10, "cast", 1); } catch (ClassCastException e) { out(10, "cast", 0); }
		if (on(11)) out(11, "inst", ((Object) o0) instanceof t9007001.p0.J0 ? 1 : 0);
		if (on(12)) try { t9007001.p0.J0 y = (t9007001.p0.J0) (Object) o0; out(12, "cast", 1); } catch (ClassCastException e) { out(12, "cast", 0); }
		if (on(13)) try { out(13, "call", ((t9007001.p0.K1) o1).m1()); } catch (t9007001.p0.E2 e) { ex(13, "call", 2, e.code); } catch (t9007001.p0.E0 e) { ex(13, "call", 0, e.code); } catch (t9007001.p1.E1 e) { ex(13, "call", 1, e.code); }
		if (on(14)) try { out(14, "call", ((t9007001.p0.K0) o1).m1()); } catch (t9007001.p0.E2 e) { ex(14, "call", 2, e.code); } catch (t9007001.p0.E0 e) { ex(14, "call", 0, e.code); } catch (t9007001.p1.E1 e) { ex(14, "call", 1, e.code); }
		if (on(15)) try { out(15, "str", "" + o1); } catch (t9007001.p0.E2 e) { ex(15, "str", 2, e.code); } catch (t9007001.p0.E0 e) { ex(15, "str", 0, e.code); } catch (t9007001.p1.E1 e) { ex(15, "str", 1, e.code); }
		if (on(16)) out(16, "inst", ((Object) o1) instanceof t9007001.p0.K0 ? 1 : 0);
		if (on(17)) try { t9007001.p0.K0 y = (t9007001.p0.K0) (Object) o1; out(17, "cast", 1); } catch (ClassCastException e) { out(17, "cast", 0); }
		if (on(18)) out(18, "inst", ((Object) o1) instanceof t9007001.p0.K1 ? 1 : 0);
		if (on(19)) try { t9007001.p0.K1 y = (t9007001.p0.K1) (Object) o1; out(19, "cast", 1); } catch (ClassCastException e) { out(19, "cast", 0); }
		if (on(20)) out(20, "inst", ((Object) o1) instanceof t9007001.p0.K2 ? 1 : 0);
		if (on(21)) try { t9007001.p0.K2 y = (t9007001.p0.K2) (Object) o1; out(21, "cast", 1); } catch (ClassCastException e) { out(21, "cast", 0); }
		if (on(22)) out(22, "inst", ((Object) o1) instanceof t9007001.p0.K3 ? 1 : 0);
		if (on(23)) try { t9007001.p0.K3 y = (t9007001.p0.K3) (Object) o1; out(23, "cast", 1); } catch (ClassCastException e) { out(23, "cast", 0); }
		if (on(24)) out(24, "inst", ((Object) o1) instanceof t9007001.p0.J0 ? 1 : 0);
		if (on(25)) try { t9007001.p0.J0 y = (t9007001.p0.J0) (Object) o1; out(25, "cast", 1); } catch (ClassCastException e) { out(25, "cast", 0); }
		if (on(26)) try { t9007001.p0.K0[] r = new t9007001.p0.K1[1]; r[0] = o1; out(26, "arr", 1); } catch (ArrayStoreException e) { out(26, "arr", 0); }
		if (on(27)) try { t9007001.p0.K0[] r = new t9007001.p0.K1[1]; r[0] = o0; out(27, "arr", 1); } catch (ArrayStoreException e) { out(27, "arr", 0); }
		if (on(28)) try { out(28, "eq", ((Object) o1).equals(o0) ? 1 : 0); } catch (t9007001.p0.E2 e) { ex(28, "eq", 2, e.code); } catch (t9007001.p0.E0 e) { ex(28, "eq", 0, e.code); } catch (t9007001.p1.E1 e) { ex(28, "eq", 1, e.code); }
		if (on(29)) try { out(29, "eq", ((Object) o1).equals(o1) ? 1 : 0); } catch (t9007001.p0.E2 e) { ex(29, "eq", 2, e.code); } catch (t9007001.p0.E0 e) { ex(29, "eq", 0, e.code); } catch (t9007001.p1.E1 e) { ex(29, "eq", 1, e.code); }
		if (on(30)) try { out(30, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o1)).contains(o1) ? 1 : 0); } catch (t9007001.p0.E2 e) { ex(30, "hash", 2, e.code); } catch (t9007001.p0.E0 e) { ex(30, "hash", 0, e.code); } catch (t9007001.p1.E1 e) { ex(30, "hash", 1, e.code); }
		if (on(31)) try { out(31, "eq", ((Object) o1).equals(o2) ? 1 : 0); } catch (t9007001.p0.E2 e) { ex(31, "eq", 2, e.code); } catch (t9007001.p0.E0 e) { ex(31, "eq", 0, e.code); } catch (t9007001.p1.E1 e) { ex(31, "eq", 1, e.code); }
		if (on(32)) try { out(32, "eq", ((Object) o1).equals(o3) ? 1 : 0); } catch (t9007001.p0.E2 e) { ex(32, "eq", 2, e.code); } catch (t9007001.p0.E0 e) { ex(32, "eq", 0, e.code); } catch (t9007001.p1.E1 e) { ex(32, "eq", 1, e.code); }
		if (on(33)) try { out(33, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o1)).contains(o3) ? 1 : 0); } catch (t9007001.p0.E2 e) { ex(33, "hash", 2, e.code); } catch (t9007001.p0.E0 e) { ex(33, "hash", 0, e.code); } catch (t9007001.p1.E1 e) { ex(33, "hash", 1, e.code); }
		if (on(34)) try { out(34, "call", ((t9007001.p0.K2) o2).m0()); } catch (t9007001.p0.E2 e) { ex(34, "call", 2, e.code); } catch (t9007001.p0.E0 e) { ex(34, "call", 0, e.code); } catch (t9007001.p1.E1 e) { ex(34, "call", 1, e.code); }
		if (on(35)) try { out(35, "call", ((t9007001.p0.K2) o2).m1()); } catch (t9007001.p0.E2 e) { ex(35, "call", 2, e.code); } catch (t9007001.p0.E0 e) { ex(35, "call", 0, e.code); } catch (t9007001.p1.E1 e) { ex(35, "call", 1, e.code); }
		if (on(36)) try { out(36, "call", ((t9007001.p0.K2) o2).m2()); } catch (t9007001.p0.E2 e) { ex(36, "call", 2, e.code); } catch (t9007001.p0.E0 e) { ex(36, "call", 0, e.code); } catch (t9007001.p1.E1 e) { ex(36, "call", 1, e.code); }
		if (on(37)) try { out(37, "get", ((t9007001.p0.K2) o2).f1); } catch (t9007001.p0.E2 e) { ex(37, "get", 2, e.code); } catch (t9007001.p0.E0 e) { ex(37, "get", 0, e.code); } catch (t9007001.p1.E1 e) { ex(37, "get", 1, e.code); }
		if (on(38)) try { out(38, "inner", ((t9007001.p0.K2) o2).inr()); } catch (t9007001.p0.E2 e) { ex(38, "inner", 2, e.code); } catch (t9007001.p0.E0 e) { ex(38, "inner", 0, e.code); } catch (t9007001.p1.E1 e) { ex(38, "inner", 1, e.code); }
		if (on(39)) try { out(39, "call", ((t9007001.p0.K0) o2).m1()); } catch (t9007001.p0.E2 e) { ex(39, "call", 2, e.code); } catch (t9007001.p0.E0 e) { ex(39, "call", 0, e.code); } catch (t9007001.p1.E1 e) { ex(39, "call", 1, e.code); }
		if (on(40)) try { out(40, "str", "" + o2); } catch (t9007001.p0.E2 e) { ex(40, "str", 2, e.code); } catch (t9007001.p0.E0 e) { ex(40, "str", 0, e.code); } catch (t9007001.p1.E1 e) { ex(40, "str", 1, e.code); }
	}
	static void g2() throws Exception {
		if (on(41)) try { out(41, "icall", ((t9007001.p0.J0) o2).m0()); } catch (t9007001.p0.E2 e) { ex(41, "icall", 2, e.code); } catch (t9007001.p0.E0 e) { ex(41, "icall", 0, e.code); } catch (t9007001.p1.E1 e) { ex(41, "icall", 1, e.code); }
		if (on(42)) out(42, "inst", ((Object) o2) instanceof t9007001.p0.K0 ? 1 : 0);
		if (on(43)) try { t9007001.p0.K0 y = (t9007001.p0.K0) (Object) o2; out(43, "cast", 1); } catch (ClassCastException e) { out(43, "cast", 0); }
		if (on(44)) out(44, "inst", ((Object) o2) instanceof t9007001.p0.K1 ? 1 : 0);
		if (on(45)) try { t9007001.p0.K1 y = (t9007001.p0.K1) (Object) o2; out(45, "cast", 1); } catch (ClassCastException e) { out(45, "cast", 0); }
		if (on(46)) out(46, "inst", ((Object) o2) instanceof t9007001.p0.K2 ? 1 : 0);
		if (on(47)) try { t9007001.p0.K2 y = (t9007001.p0.K2) (Object) o2; out(47, "cast", 1); } catch (ClassCastException e) { out(47, "cast", 0); }
		if (on(48)) out(48, "inst", ((Object) o2) instanceof t9007001.p0.K3 ? 1 : 0);
		if (on(49)) try { t9007001.p0.K3 y = (t9007001.p0.K3) (Object) o2; out(49, "cast", 1); } catch (ClassCastException e) { out(49, "cast", 0); }
		if (on(50)) out(50, "inst", ((Object) o2) instanceof t9007001.p0.J0 ? 1 : 0);
		if (on(51)) try { t9007001.p0.J0 y = (t9007001.p0.J0) (Object) o2; out(51, "cast", 1); } catch (ClassCastException e) { out(51, "cast", 0); }
		if (on(52)) try { t9007001.p0.K0[] r = new t9007001.p0.K2[1]; r[0] = o2; out(52, "arr", 1); } catch (ArrayStoreException e) { out(52, "arr", 0); }
		if (on(53)) try { t9007001.p0.K0[] r = new t9007001.p0.K2[1]; r[0] = o0; out(53, "arr", 1); } catch (ArrayStoreException e) { out(53, "arr", 0); }
		if (on(54)) try { out(54, "call", ((t9007001.p0.K3) o3).m0()); } catch (t9007001.p0.E2 e) { ex(54, "call", 2, e.code); } catch (t9007001.p0.E0 e) { ex(54, "call", 0, e.code); } catch (t9007001.p1.E1 e) { ex(54, "call", 1, e.code); }
		if (on(55)) try { out(55, "call", ((t9007001.p0.K3) o3).m1()); } catch (t9007001.p0.E2 e) { ex(55, "call", 2, e.code); } catch (t9007001.p0.E0 e) { ex(55, "call", 0, e.code); } catch (t9007001.p1.E1 e) { ex(55, "call", 1, e.code); }
		if (on(56)) try { out(56, "get", ((t9007001.p0.K3) o3).f1); } catch (t9007001.p0.E2 e) { ex(56, "get", 2, e.code); } catch (t9007001.p0.E0 e) { ex(56, "get", 0, e.code); } catch (t9007001.p1.E1 e) { ex(56, "get", 1, e.code); }
		if (on(57)) try { out(57, "call", ((t9007001.p0.K1) o3).m1()); } catch (t9007001.p0.E2 e) { ex(57, "call", 2, e.code); } catch (t9007001.p0.E0 e) { ex(57, "call", 0, e.code); } catch (t9007001.p1.E1 e) { ex(57, "call", 1, e.code); }
		if (on(58)) try { out(58, "call", ((t9007001.p0.K0) o3).m1()); } catch (t9007001.p0.E2 e) { ex(58, "call", 2, e.code); } catch (t9007001.p0.E0 e) { ex(58, "call", 0, e.code); } catch (t9007001.p1.E1 e) { ex(58, "call", 1, e.code); }
		if (on(59)) try { out(59, "str", "" + o3); } catch (t9007001.p0.E2 e) { ex(59, "str", 2, e.code); } catch (t9007001.p0.E0 e) { ex(59, "str", 0, e.code); } catch (t9007001.p1.E1 e) { ex(59, "str", 1, e.code); }
		if (on(60)) try { out(60, "icall", ((t9007001.p0.J0) o3).m0()); } catch (t9007001.p0.E2 e) { ex(60, "icall", 2, e.code); } catch (t9007001.p0.E0 e) { ex(60, "icall", 0, e.code); } catch (t9007001.p1.E1 e) { ex(60, "icall", 1, e.code); }
		if (on(61)) out(61, "inst", ((Object) o3) instanceof t9007001.p0.K0 ? 1 : 0);
		if (on(62)) try { t9007001.p0.K0 y = (t9007001.p0.K0) (Object) o3; out(62, "cast", 1); } catch (ClassCastException e) { out(62, "cast", 0); }
		if (on(63)) out(63, "inst", ((Object) o3) instanceof t9007001.p0.K1 ? 1 : 0);
		if (on(64)) try { t9007001.p0.K1 y = (t9007001.p0.K1) (Object) o3; out(64, "cast", 1); } catch (ClassCastException e) { out(64, "cast", 0); }
		if (on(65)) out(65, "inst", ((Object) o3) instanceof t9007001.p0.K2 ? 1 : 0);
		if (on(66)) try { t9007001.p0.K2 y = (t9007001.p0.K2) (Object) o3; out(66, "cast", 1); } catch (ClassCastException e) { out(66, "cast", 0); }
		if (on(67)) out(67, "inst", ((Object) o3) instanceof t9007001.p0.K3 ? 1 : 0);
		if (on(68)) try { t9007001.p0.K3 y = (t9007001.p0.K3) (Object) o3; out(68, "cast", 1); } catch (ClassCastException e) { out(68, "cast", 0); }
		if (on(69)) out(69, "inst", ((Object) o3) instanceof t9007001.p0.J0 ? 1 : 0);
		if (on(70)) try { t9007001.p0.J0 y = (t9007001.p0.J0) (Object) o3; out(70, "cast", 1); } catch (ClassCastException e) { out(70, "cast", 0); }
		if (on(71)) try { t9007001.p0.K1[] r = new t9007001.p0.K3[1]; r[0] = o3; out(71, "arr", 1); } catch (ArrayStoreException e) { out(71, "arr", 0); }
		if (on(72)) try { t9007001.p0.K1[] r = new t9007001.p0.K3[1]; r[0] = o1; out(72, "arr", 1); } catch (ArrayStoreException e) { out(72, "arr", 0); }
		if (on(73)) try { out(73, "eq", ((Object) o3).equals(o0) ? 1 : 0); } catch (t9007001.p0.E2 e) { ex(73, "eq", 2, e.code); } catch (t9007001.p0.E0 e) { ex(73, "eq", 0, e.code); } catch (t9007001.p1.E1 e) { ex(73, "eq", 1, e.code); }
		if (on(74)) try { out(74, "eq", ((Object) o3).equals(o1) ? 1 : 0); } catch (t9007001.p0.E2 e) { ex(74, "eq", 2, e.code); } catch (t9007001.p0.E0 e) { ex(74, "eq", 0, e.code); } catch (t9007001.p1.E1 e) { ex(74, "eq", 1, e.code); }
		if (on(75)) try { out(75, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o3)).contains(o1) ? 1 : 0); } catch (t9007001.p0.E2 e) { ex(75, "hash", 2, e.code); } catch (t9007001.p0.E0 e) { ex(75, "hash", 0, e.code); } catch (t9007001.p1.E1 e) { ex(75, "hash", 1, e.code); }
		if (on(76)) try { out(76, "eq", ((Object) o3).equals(o2) ? 1 : 0); } catch (t9007001.p0.E2 e) { ex(76, "eq", 2, e.code); } catch (t9007001.p0.E0 e) { ex(76, "eq", 0, e.code); } catch (t9007001.p1.E1 e) { ex(76, "eq", 1, e.code); }
		if (on(77)) try { out(77, "eq", ((Object) o3).equals(o3) ? 1 : 0); } catch (t9007001.p0.E2 e) { ex(77, "eq", 2, e.code); } catch (t9007001.p0.E0 e) { ex(77, "eq", 0, e.code); } catch (t9007001.p1.E1 e) { ex(77, "eq", 1, e.code); }
		if (on(78)) try { out(78, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o3)).contains(o3) ? 1 : 0); } catch (t9007001.p0.E2 e) { ex(78, "hash", 2, e.code); } catch (t9007001.p0.E0 e) { ex(78, "hash", 0, e.code); } catch (t9007001.p1.E1 e) { ex(78, "hash", 1, e.code); }
	}
	public static void main(String[] args) throws Exception {
		if (args.length > 0) mode = args[0];
		statics();
		objects();
		g1();
		g2();
	}
}
