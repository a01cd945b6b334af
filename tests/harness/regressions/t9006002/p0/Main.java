package t9006002.p0;

public class Main {
	static String mode = "all";
	static int ticks;
	static t9006002.p0.K0 o0;
	static t9006002.p0.K1 o1;
	static t9006002.p1.K2 o2;
	static t9006002.p1.K3 o3;
	static boolean on(int n) { return mode.equals("all") || (n % 2 == 0) == mode.equals("even"); }
	static void out(int n, String kind, Object v) { System.out.println(kind + "#" + n + " " + v); }
	static void ex(int n, String kind, int e, int code) { System.out.println(kind + "#" + n + " !E" + e + " " + code); }
	public static void log(String what, int id) { System.out.println(what + " " + id); }
	public static int clinit(int id) { log("clinit", id); return id; }
	public static int tick() { return ticks++; }
	static String sorted(Object[] a) { Object[] s = a.clone(); java.util.Arrays.sort(s); StringBuilder r = new StringBuilder(); for (Object o : s) for (int i = 0; i < a.length; i++) if (a[i] == o) r.append(i).append(','); return r.toString(); }
	static void statics() {
		if (on(1)) out(1, "static", t9006002.p0.K0.s);
		if (on(2)) out(2, "static", t9006002.p0.K1.s);
	}
	static void objects() {
		o0 = new t9006002.p0.K0();
		o1 = new t9006002.p0.K1();
		o2 = new t9006002.p1.K2();
		o3 = new t9006002.p1.K3();
	}
	static void g1() throws Exception {
		if (on(1)) try { out(1, "call", ((t9006002.p0.K0) o0).m0()); } catch (t9006002.p0.E2 e) { ex(1, "call", 2, e.code); } catch (t9006002.p0.E0 e) { ex(1, "call", 0, e.code); } catch (t9006002.p1.E1 e) { ex(1, "call", 1, e.code); }
		if (on(2)) try { out(2, "call", ((t9006002.p0.K0) o0).m2()); } catch (t9006002.p0.E2 e) { ex(2, "call", 2, e.code); } catch (t9006002.p0.E0 e) { ex(2, "call", 0, e.code); } catch (t9006002.p1.E1 e) { ex(2, "call", 1, e.code); }
		if (on(3)) try { out(3, "get", ((t9006002.p0.K0) o0).f1); } catch (t9006002.p0.E2 e) { ex(3, "get", 2, e.code); } catch (t9006002.p0.E0 e) { ex(3, "get", 0, e.code); } catch (t9006002.p1.E1 e) { ex(3, "get", 1, e.code); }
		if (on(4)) try { out(4, "ov", ((t9006002.p0.K0) o0).ov(o3)); } catch (t9006002.p0.E2 e) { ex(4, "ov", 2, e.code); } catch (t9006002.p0.E0 e) { ex(4, "ov", 0, e.code); } catch (t9006002.p1.E1 e) { ex(4, "ov", 1, e.code); }
		if (on(5)) try { out(5, "icall", ((t9006002.p0.J0) o0).m0()); } catch (t9006002.p0.E2 e) { ex(5, "icall", 2, e.code); } catch (t9006002.p0.E0 e) { ex(5, "icall", 0, e.code); } catch (t9006002.p1.E1 e) { ex(5, "icall", 1, e.code); }
		if (on(6)) out(6, "inst", ((Object) o0) instanceof t9006002.p0.K0 ? 1 : 0);
		if (on(7)) try { t9006002.p0.K0 y = (t9006002.p0.K0) (Object) o0; out(7, "cast", 1); } catch (ClassCastException e) { out(7, "cast", 0); }
		if (on(8)) out(8, "inst", ((Object) o0) instanceof t9006002.p0.K1 ? 1 : 0);
		if (on(9)) try { t9006002.p0.K1 y = (t9006002.p0.K1) (Object) o0; out(9, "cast", 1); } catch (ClassCastException e) { out(9, "cast", 0); }
		if (on(10)) out(10, "inst", ((Object) o0) instanceof t9006002.p1.K2 ? 1 : 0);
		if (on(11)) try { t9006002.p1.K2 y = (t9006002.p1.K2) (Object) o0; out(11, "cast", 1); } catch (ClassCastException e) { out(11, "cast", 0); }
		if (on(12)) out(12, "inst", ((Object) o0) instanceof t9006002.p1.K3 ? 1 : 0);
		if (on(13)) try { t9006002.p1.K3 y = (t9006002.p1.K3) (Object) o0; out(13, "cast", 1); } catch (ClassCastException e) { out(13, "cast", 0); }
		if (on(14)) out(14, "inst", ((Object) o0) instanceof t9006002.p0.J0 ? 1 : 0);
		if (on(15)) try { t9006002.p0.J0 y = (t9006002.p0.J0) (Object) o0; out(15, "cast", 1); } catch (ClassCastException e) { out(15, "cast", 0); }
		if (on(16)) try { out(16, "eq", ((Object) o0).equals(o0) ? 1 : 0); } catch (t9006002.p0.E2 e) { ex(16, "eq", 2, e.code); } catch (t9006002.p0.E0 e) { ex(16, "eq", 0, e.code); } catch (t9006002.p1.E1 e) { ex(16, "eq", 1, e.code); }
		if (on(17)) try { out(17, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o0)).contains(o0) ? 1 : 0); } catch (t9006002.p0.E2 e) { ex(17, "hash", 2, e.code); } catch (t9006002.p0.E0 e) { ex(17, "hash", 0, e.code); } catch (t9006002.p1.E1 e) { ex(17, "hash", 1, e.code); }
		if (on(18)) try { out(18, "eq", ((Object) o0).equals(o1) ? 1 : 0); } catch (t9006002.p0.E2 e) { ex(18, "eq", 2, e.code); } catch (t9006002.p0.E0 e) { ex(18, "eq", 0, e.code); } catch (t9006002.p1.E1 e) { ex(18, "eq", 1, e.code); }
		if (on(19)) try { out(19, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o0)).contains(o1) ? 1 : 0); } catch (t9006002.p0.E2 e) { ex(19, "hash", 2, e.code); } catch (t9006002.p0.E0 e) { ex(19, "hash", 0, e.code); } catch (t9006002.p1.E1 e) { ex(19, "hash", 1, e.code); }
		if (on(20)) try { out(20, "eq", ((Object) o0).equals(o2) ? 1 : 0); } catch (t9006002.p0.E2 e) { ex(20, "eq", 2, e.code); } catch (t9006002.p0.E0 e) { ex(20, "eq", 0, e.code); } catch (t9006002.p1.E1 e) { ex(20, "eq", 1, e.code); }
		if (on(21)) try { out(21, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o0)).contains(o2) ? 1 : 0); } catch (t9006002.p0.E2 e) { ex(21, "hash", 2, e.code); } catch (t9006002.p0.E0 e) { ex(21, "hash", 0, e.code); } catch (t9006002.p1.E1 e) { ex(21, "hash", 1, e.code); }
		if (on(22)) try { out(22, "eq", ((Object) o0).equals(o3) ? 1 : 0); } catch (t9006002.p0.E2 e) { ex(22, "eq", 2, e.code); } catch (t9006002.p0.E0 e) { ex(22, "eq", 0, e.code); } catch (t9006002.p1.E1 e) { ex(22, "eq", 1, e.code); }
		if (on(23)) try { out(23, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o0)).contains(o3) ? 1 : 0); } catch (t9006002.p0.E2 e) { ex(23, "hash", 2, e.code); } catch (t9006002.p0.E0 e) { ex(23, "hash", 0, e.code); } catch (t9006002.p1.E1 e) { ex(23, "hash", 1, e.code); }
		if (on(24)) try { out(24, "call", ((t9006002.p0.K1) o1).m0()); } catch (t9006002.p0.E2 e) { ex(24, "call", 2, e.code); } catch (t9006002.p0.E0 e) { ex(24, "call", 0, e.code); } catch (t9006002.p1.E1 e) { ex(24, "call", 1, e.code); }
		if (on(25)) try { out(25, "call", ((t9006002.p0.K1) o1).m2()); } catch (t9006002.p0.E2 e) { ex(25, "call", 2, e.code); } catch (t9006002.p0.E0 e) { ex(25, "call", 0, e.code); } catch (t9006002.p1.E1 e) { ex(25, "call", 1, e.code); }
		if (on(26)) try { out(26, "get", ((t9006002.p0.K1) o1).f1); } catch (t9006002.p0.E2 e) { ex(26, "get", 2, e.code); } catch (t9006002.p0.E0 e) { ex(26, "get", 0, e.code); } catch (t9006002.p1.E1 e) { ex(26, "get", 1, e.code); }
		if (on(27)) try { out(27, "ov", ((t9006002.p0.K1) o1).ov(o3)); } catch (t9006002.p0.E2 e) { ex(27, "ov", 2, e.code); } catch (t9006002.p0.E0 e) { ex(27, "ov", 0, e.code); } catch (t9006002.p1.E1 e) { ex(27, "ov", 1, e.code); }
		if (on(28)) try { out(28, "call", ((t9006002.p0.K0) o1).m0()); } catch (t9006002.p0.E2 e) { ex(28, "call", 2, e.code); } catch (t9006002.p0.E0 e) { ex(28, "call", 0, e.code); } catch (t9006002.p1.E1 e) { ex(28, "call", 1, e.code); }
		if (on(29)) try { out(29, "call", ((t9006002.p0.K0) o1).m2()); } catch (t9006002.p0.E2 e) { ex(29, "call", 2, e.code); } catch (t9006002.p0.E0 e) { ex(29, "call", 0, e.code); } catch (t9006002.p1.E1 e) { ex(29, "call", 1, e.code); }
		if (on(30)) try { out(30, "get", ((t9006002.p0.K0) o1).f1); } catch (t9006002.p0.E2 e) { ex(30, "get", 2, e.code); } catch (t9006002.p0.E0 e) { ex(30, "get", 0, e.code); } catch (t9006002.p1.E1 e) { ex(30, "get", 1, e.code); }
		if (on(31)) try { out(31, "ov", ((t9006002.p0.K0) o1).ov(o3)); } catch (t9006002.p0.E2 e) { ex(31, "ov", 2, e.code); } catch (t9006002.p0.E0 e) { ex(31, "ov", 0, e.code); } catch (t9006002.p1.E1 e) { ex(31, "ov", 1, e.code); }
		if (on(32)) try { out(32, "icall", ((t9006002.p0.J0) o1).m0()); } catch (t9006002.p0.E2 e) { ex(32, "icall", 2, e.code); } catch (t9006002.p0.E0 e) { ex(32, "icall", 0, e.code); } catch (t9006002.p1.E1 e) { ex(32, "icall", 1, e.code); }
		if (on(33)) out(33, "inst", ((Object) o1) instanceof t9006002.p0.K0 ? 1 : 0);
		if (on(34)) try { t9006002.p0.K0 y = (t9006002.p0.K0) (Object) o1; out(34, "cast", 1); } catch (ClassCastException e) { out(34, "cast", 0); }
		if (on(35)) out(35, "inst", ((Object) o1) instanceof t9006002.p0.K1 ? 1 : 0);
		if (on(36)) try { t9006002.p0.K1 y = (t9006002.p0.K1) (Object) o1; out(36, "cast", 1); } catch (ClassCastException e) { out(36, "cast", 0); }
		if (on(37)) out(37, "inst", ((Object) o1) instanceof t9006002.p1.K2 ? 1 : 0);
		if (on(38)) try { t9006002.p1.K2 y = (t9006002.p1.K2) (Object) o1; out(38, "cast", 1); } catch (ClassCastException e) { out(38, "cast", 0); }
		if (on(39)) out(39, "inst", ((Object) o1) instanceof t9006002.p1.K3 ? 1 : 0);
		if (on(40)) try { t9006002.p1.K3 y = (t9006002.p1.K3) (Object) o1; out(40, "cast", 1); } catch (ClassCastException e) { out(40, "cast", 0); }
	}
	static void g2() throws Exception {
		if (on(41)) out(41, "inst", ((Object) o1) instanceof t9006002.p0.J0 ? 1 : 0);
		if (on(42)) try { t9006002.p0.J0 y = (t9006002.p0.J0) (Object) o1; out(42, "cast", 1); } catch (ClassCastException e) { out(42, "cast", 0); }
		if (on(43)) try { t9006002.p0.K0[] r = new t9006002.p0.K1[1]; r[0] = o1; out(43, "arr", 1); } catch (ArrayStoreException e) { out(43, "arr", 0); }
		if (on(44)) try { t9006002.p0.K0[] r = new t9006002.p0.K1[1]; r[0] = o0; out(44, "arr", 1); } catch (ArrayStoreException e) { out(44, "arr", 0); }
		if (on(45)) try { out(45, "eq", ((Object) o1).equals(o0) ? 1 : 0); } catch (t9006002.p0.E2 e) { ex(45, "eq", 2, e.code); } catch (t9006002.p0.E0 e) { ex(45, "eq", 0, e.code); } catch (t9006002.p1.E1 e) { ex(45, "eq", 1, e.code); }
		if (on(46)) try { out(46, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o1)).contains(o0) ? 1 : 0); } catch (t9006002.p0.E2 e) { ex(46, "hash", 2, e.code); } catch (t9006002.p0.E0 e) { ex(46, "hash", 0, e.code); } catch (t9006002.p1.E1 e) { ex(46, "hash", 1, e.code); }
		if (on(47)) try { out(47, "eq", ((Object) o1).equals(o1) ? 1 : 0); } catch (t9006002.p0.E2 e) { ex(47, "eq", 2, e.code); } catch (t9006002.p0.E0 e) { ex(47, "eq", 0, e.code); } catch (t9006002.p1.E1 e) { ex(47, "eq", 1, e.code); }
		if (on(48)) try { out(48, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o1)).contains(o1) ? 1 : 0); } catch (t9006002.p0.E2 e) { ex(48, "hash", 2, e.code); } catch (t9006002.p0.E0 e) { ex(48, "hash", 0, e.code); } catch (t9006002.p1.E1 e) { ex(48, "hash", 1, e.code); }
		if (on(49)) try { out(49, "eq", ((Object) o1).equals(o2) ? 1 : 0); } catch (t9006002.p0.E2 e) { ex(49, "eq", 2, e.code); } catch (t9006002.p0.E0 e) { ex(49, "eq", 0, e.code); } catch (t9006002.p1.E1 e) { ex(49, "eq", 1, e.code); }
		if (on(50)) try { out(50, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o1)).contains(o2) ? 1 : 0); } catch (t9006002.p0.E2 e) { ex(50, "hash", 2, e.code); } catch (t9006002.p0.E0 e) { ex(50, "hash", 0, e.code); } catch (t9006002.p1.E1 e) { ex(50, "hash", 1, e.code); }
		if (on(51)) try { out(51, "eq", ((Object) o1).equals(o3) ? 1 : 0); } catch (t9006002.p0.E2 e) { ex(51, "eq", 2, e.code); } catch (t9006002.p0.E0 e) { ex(51, "eq", 0, e.code); } catch (t9006002.p1.E1 e) { ex(51, "eq", 1, e.code); }
		if (on(52)) try { out(52, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o1)).contains(o3) ? 1 : 0); } catch (t9006002.p0.E2 e) { ex(52, "hash", 2, e.code); } catch (t9006002.p0.E0 e) { ex(52, "hash", 0, e.code); } catch (t9006002.p1.E1 e) { ex(52, "hash", 1, e.code); }
		if (on(53)) try { out(53, "call", ((t9006002.p1.K2) o2).m0()); } catch (t9006002.p0.E2 e) { ex(53, "call", 2, e.code); } catch (t9006002.p0.E0 e) { ex(53, "call", 0, e.code); } catch (t9006002.p1.E1 e) { ex(53, "call", 1, e.code); }
		if (on(54)) try { out(54, "call", ((t9006002.p1.K2) o2).m2()); } catch (t9006002.p0.E2 e) { ex(54, "call", 2, e.code); } catch (t9006002.p0.E0 e) { ex(54, "call", 0, e.code); } catch (t9006002.p1.E1 e) { ex(54, "call", 1, e.code); }
		if (on(55)) try { out(55, "get", ((t9006002.p1.K2) o2).f1); } catch (t9006002.p0.E2 e) { ex(55, "get", 2, e.code); } catch (t9006002.p0.E0 e) { ex(55, "get", 0, e.code); } catch (t9006002.p1.E1 e) { ex(55, "get", 1, e.code); }
		if (on(56)) try { out(56, "ov", ((t9006002.p1.K2) o2).ov(o0)); } catch (t9006002.p0.E2 e) { ex(56, "ov", 2, e.code); } catch (t9006002.p0.E0 e) { ex(56, "ov", 0, e.code); } catch (t9006002.p1.E1 e) { ex(56, "ov", 1, e.code); }
		if (on(57)) try { out(57, "ov", ((t9006002.p1.K2) o2).ov(o1)); } catch (t9006002.p0.E2 e) { ex(57, "ov", 2, e.code); } catch (t9006002.p0.E0 e) { ex(57, "ov", 0, e.code); } catch (t9006002.p1.E1 e) { ex(57, "ov", 1, e.code); }
		if (on(58)) try { out(58, "ov", ((t9006002.p1.K2) o2).ov(o2)); } catch (t9006002.p0.E2 e) { ex(58, "ov", 2, e.code); } catch (t9006002.p0.E0 e) { ex(58, "ov", 0, e.code); } catch (t9006002.p1.E1 e) { ex(58, "ov", 1, e.code); }
		if (on(59)) try { out(59, "ov", ((t9006002.p1.K2) o2).ov(o3)); } catch (t9006002.p0.E2 e) { ex(59, "ov", 2, e.code); } catch (t9006002.p0.E0 e) { ex(59, "ov", 0, e.code); } catch (t9006002.p1.E1 e) { ex(59, "ov", 1, e.code); }
		if (on(60)) try { out(60, "call", ((t9006002.p0.K1) o2).m0()); } catch (t9006002.p0.E2 e) { ex(60, "call", 2, e.code); } catch (t9006002.p0.E0 e) { ex(60, "call", 0, e.code); } catch (t9006002.p1.E1 e) { ex(60, "call", 1, e.code); }
		if (on(61)) try { out(61, "call", ((t9006002.p0.K1) o2).m2()); } catch (t9006002.p0.E2 e) { ex(61, "call", 2, e.code); } catch (t9006002.p0.E0 e) { ex(61, "call", 0, e.code); } catch (t9006002.p1.E1 e) { ex(61, "call", 1, e.code); }
		if (on(62)) try { out(62, "get", ((t9006002.p0.K1) o2).f1); } catch (t9006002.p0.E2 e) { ex(62, "get", 2, e.code); } catch (t9006002.p0.E0 e) { ex(62, "get", 0, e.code); } catch (t9006002.p1.E1 e) { ex(62, "get", 1, e.code); }
		if (on(63)) try { out(63, "ov", ((t9006002.p0.K1) o2).ov(o3)); } catch (t9006002.p0.E2 e) { ex(63, "ov", 2, e.code); } catch (t9006002.p0.E0 e) { ex(63, "ov", 0, e.code); } catch (t9006002.p1.E1 e) { ex(63, "ov", 1, e.code); }
		if (on(64)) try { out(64, "call", ((t9006002.p0.K0) o2).m0()); } catch (t9006002.p0.E2 e) { ex(64, "call", 2, e.code); } catch (t9006002.p0.E0 e) { ex(64, "call", 0, e.code); } catch (t9006002.p1.E1 e) { ex(64, "call", 1, e.code); }
		if (on(65)) try { out(65, "call", ((t9006002.p0.K0) o2).m2()); } catch (t9006002.p0.E2 e) { ex(65, "call", 2, e.code); } catch (t9006002.p0.E0 e) { ex(65, "call", 0, e.code); } catch (t9006002.p1.E1 e) { ex(65, "call", 1, e.code); }
		if (on(66)) try { out(66, "get", ((t9006002.p0.K0) o2).f1); } catch (t9006002.p0.E2 e) { ex(66, "get", 2, e.code); } catch (t9006002.p0.E0 e) { ex(66, "get", 0, e.code); } catch (t9006002.p1.E1 e) { ex(66, "get", 1, e.code); }
		if (on(67)) try { out(67, "ov", ((t9006002.p0.K0) o2).ov(o3)); } catch (t9006002.p0.E2 e) { ex(67, "ov", 2, e.code); } catch (t9006002.p0.E0 e) { ex(67, "ov", 0, e.code); } catch (t9006002.p1.E1 e) { ex(67, "ov", 1, e.code); }
		if (on(68)) try { out(68, "icall", ((t9006002.p0.J0) o2).m0()); } catch (t9006002.p0.E2 e) { ex(68, "icall", 2, e.code); } catch (t9006002.p0.E0 e) { ex(68, "icall", 0, e.code); } catch (t9006002.p1.E1 e) { ex(68, "icall", 1, e.code); }
		if (on(69)) out(69, "inst", ((Object) o2) instanceof t9006002.p0.K0 ? 1 : 0);
		if (on(70)) try { t9006002.p0.K0 y = (t9006002.p0.K0) (Object) o2; out(70, "cast", 1); } catch (ClassCastException e) { out(70, "cast", 0); }
		if (on(71)) out(71, "inst", ((Object) o2) instanceof t9006002.p0.K1 ? 1 : 0);
		if (on(72)) try { t9006002.p0.K1 y = (t9006002.p0.K1) (Object) o2; out(72, "cast", 1); } catch (ClassCastException e) { out(72, "cast", 0); }
		if (on(73)) out(73, "inst", ((Object) o2) instanceof t9006002.p1.K2 ? 1 : 0);
		if (on(74)) try { t9006002.p1.K2 y = (t9006002.p1.K2) (Object) o2; out(74, "cast", 1); } catch (ClassCastException e) { out(74, "cast", 0); }
		if (on(75)) out(75, "inst", ((Object) o2) instanceof t9006002.p1.K3 ? 1 : 0);
		if (on(76)) try { t9006002.p1.K3 y = (t9006002.p1.K3) (Object) o2; out(76, "cast", 1); } catch (ClassCastException e) { out(76, "cast", 0); }
		if (on(77)) out(77, "inst", ((Object) o2) instanceof t9006002.p0.J0 ? 1 : 0);
		if (on(78)) try { t9006002.p0.J0 y = (t9006002.p0.J0) (Object) o2; out(78, "cast", 1); } catch (ClassCastException e) { out(78, "cast", 0); }
		if (on(79)) try { t9006002.p0.K1[] r = new t9006002.p1.K2[1]; r[0] = o2; out(79, "arr", 1); } catch (ArrayStoreException e) { out(79, "arr", 0); }
		if (on(80)) try { t9006002.p0.K1[] r = new t9006002.p1.K2[1]; r[0] = o1; out(80, "arr", 1); } catch (ArrayStoreException e) { out(80, "arr", 0); }
	}
	static void g3() throws Exception {
		if (on(81)) try { out(81, "eq", ((Object) o2).equals(o0) ? 1 : 0); } catch (t9006002.p0.E2 e) { ex(81, "eq", 2, e.code); } catch (t9006002.p0.E0 e) { ex(81, "eq", 0, e.code); } catch (t9006002.p1.E1 e) { ex(81, "eq", 1, e.code); }
		if (on(82)) try { out(82, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o2)).contains(o0) ? 1 : 0); } catch (t9006002.p0.E2 e) { ex(82, "hash", 2, e.code); } catch (t9006002.p0.E0 e) { ex(82, "hash", 0, e.code); } catch (t9006002.p1.E1 e) { ex(82, "hash", 1, e.code); }
		if (on(83)) try { out(83, "eq", ((Object) o2).equals(o1) ? 1 : 0); } catch (t9006002.p0.E2 e) { ex(83, "eq", 2, e.code); } catch (t9006002.p0.E0 e) { ex(83, "eq", 0, e.code); } catch (t9006002.p1.E1 e) { ex(83, "eq", 1, e.code); }
		if (on(84)) try { out(84, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o2)).contains(o1) ? 1 : 0); } catch (t9006002.p0.E2 e) { ex(84, "hash", 2, e.code); } catch (t9006002.p0.E0 e) { ex(84, "hash", 0, e.code); } catch (t9006002.p1.E1 e) { ex(84, "hash", 1, e.code); }
		if (on(85)) try { out(85, "eq", ((Object) o2).equals(o2) ? 1 : 0); } catch (t9006002.p0.E2 e) { ex(85, "eq", 2, e.code); } catch (t9006002.p0.E0 e) { ex(85, "eq", 0, e.code); } catch (t9006002.p1.E1 e) { ex(85, "eq", 1, e.code); }
		if (on(86)) try { out(86, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o2)).contains(o2) ? 1 : 0); } catch (t9006002.p0.E2 e) { ex(86, "hash", 2, e.code); } catch (t9006002.p0.E0 e) { ex(86, "hash", 0, e.code); } catch (t9006002.p1.E1 e) { ex(86, "hash", 1, e.code); }
		if (on(87)) try { out(87, "eq", ((Object) o2).equals(o3) ? 1 : 0); } catch (t9006002.p0.E2 e) { ex(87, "eq", 2, e.code); } catch (t9006002.p0.E0 e) { ex(87, "eq", 0, e.code); } catch (t9006002.p1.E1 e) { ex(87, "eq", 1, e.code); }
		if (on(88)) try { out(88, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o2)).contains(o3) ? 1 : 0); } catch (t9006002.p0.E2 e) { ex(88, "hash", 2, e.code); } catch (t9006002.p0.E0 e) { ex(88, "hash", 0, e.code); } catch (t9006002.p1.E1 e) { ex(88, "hash", 1, e.code); }
		if (on(89)) try { out(89, "call", ((t9006002.p1.K3) o3).m0()); } catch (t9006002.p0.E2 e) { ex(89, "call", 2, e.code); } catch (t9006002.p0.E0 e) { ex(89, "call", 0, e.code); } catch (t9006002.p1.E1 e) { ex(89, "call", 1, e.code); }
		if (on(90)) try { out(90, "call", ((t9006002.p1.K3) o3).m1()); } catch (t9006002.p0.E2 e) { ex(90, "call", 2, e.code); } catch (t9006002.p0.E0 e) { ex(90, "call", 0, e.code); } catch (t9006002.p1.E1 e) { ex(90, "call", 1, e.code); }
		if (on(91)) try { out(91, "call", ((t9006002.p1.K3) o3).m2()); } catch (t9006002.p0.E2 e) { ex(91, "call", 2, e.code); } catch (t9006002.p0.E0 e) { ex(91, "call", 0, e.code); } catch (t9006002.p1.E1 e) { ex(91, "call", 1, e.code); }
		if (on(92)) try { out(92, "get", ((t9006002.p1.K3) o3).f1); } catch (t9006002.p0.E2 e) { ex(92, "get", 2, e.code); } catch (t9006002.p0.E0 e) { ex(92, "get", 0, e.code); } catch (t9006002.p1.E1 e) { ex(92, "get", 1, e.code); }
		if (on(93)) try { out(93, "ov", ((t9006002.p1.K3) o3).ov(o0)); } catch (t9006002.p0.E2 e) { ex(93, "ov", 2, e.code); } catch (t9006002.p0.E0 e) { ex(93, "ov", 0, e.code); } catch (t9006002.p1.E1 e) { ex(93, "ov", 1, e.code); }
		if (on(94)) try { out(94, "ov", ((t9006002.p1.K3) o3).ov(o1)); } catch (t9006002.p0.E2 e) { ex(94, "ov", 2, e.code); } catch (t9006002.p0.E0 e) { ex(94, "ov", 0, e.code); } catch (t9006002.p1.E1 e) { ex(94, "ov", 1, e.code); }
		if (on(95)) try { out(95, "ov", ((t9006002.p1.K3) o3).ov(o2)); } catch (t9006002.p0.E2 e) { ex(95, "ov", 2, e.code); } catch (t9006002.p0.E0 e) { ex(95, "ov", 0, e.code); } catch (t9006002.p1.E1 e) { ex(95, "ov", 1, e.code); }
		if (on(96)) try { out(96, "ov", ((t9006002.p1.K3) o3).ov(o3)); } catch (t9006002.p0.E2 e) { ex(96, "ov", 2, e.code); } catch (t9006002.p0.E0 e) { ex(96, "ov", 0, e.code); } catch (t9006002.p1.E1 e) { ex(96, "ov", 1, e.code); }
		if (on(97)) try { out(97, "call", ((t9006002.p1.K2) o3).m0()); } catch (t9006002.p0.E2 e) { ex(97, "call", 2, e.code); } catch (t9006002.p0.E0 e) { ex(97, "call", 0, e.code); } catch (t9006002.p1.E1 e) { ex(97, "call", 1, e.code); }
		if (on(98)) try { out(98, "call", ((t9006002.p1.K2) o3).m2()); } catch (t9006002.p0.E2 e) { ex(98, "call", 2, e.code); } catch (t9006002.p0.E0 e) { ex(98, "call", 0, e.code); } catch (t9006002.p1.E1 e) { ex(98, "call", 1, e.code); }
		if (on(99)) try { out(99, "get", ((t9006002.p1.K2) o3).f1); } catch (t9006002.p0.E2 e) { ex(99, "get", 2, e.code); } catch (t9006002.p0.E0 e) { ex(99, "get", 0, e.code); } catch (t9006002.p1.E1 e) { ex(99, "get", 1, e.code); }
		if (on(100)) try { out(100, "ov", ((t9006002.p1.K2) o3).ov(o0)); } catch (t9006002.p0.E2 e) { ex(100, "ov", 2, e.code); } catch (t9006002.p0.E0 e) { ex(100, "ov", 0, e.code); } catch (t9006002.p1.E1 e) { ex(100, "ov", 1, e.code); }
		if (on(101)) try { out(101, "ov", ((t9006002.p1.K2) o3).ov(o1)); } catch (t9006002.p0.E2 e) { ex(101, "ov", 2, e.code); } catch (t9006002.p0.E0 e) { ex(101, "ov", 0, e.code); } catch (t9006002.p1.E1 e) { ex(101, "ov", 1, e.code); }
		if (on(102)) try { out(102, "ov", ((t9006002.p1.K2) o3).ov(o2)); } catch (t9006002.p0.E2 e) { ex(102, "ov", 2, e.code); } catch (t9006002.p0.E0 e) { ex(102, "ov", 0, e.code); } catch (t9006002.p1.E1 e) { ex(102, "ov", 1, e.code); }
		if (on(103)) try { out(103, "ov", ((t9006002.p1.K2) o3).ov(o3)); } catch (t9006002.p0.E2 e) { ex(103, "ov", 2, e.code); } catch (t9006002.p0.E0 e) { ex(103, "ov", 0, e.code); } catch (t9006002.p1.E1 e) { ex(103, "ov", 1, e.code); }
		if (on(104)) try { out(104, "call", ((t9006002.p0.K1) o3).m0()); } catch (t9006002.p0.E2 e) { ex(104, "call", 2, e.code); } catch (t9006002.p0.E0 e) { ex(104, "call", 0, e.code); } catch (t9006002.p1.E1 e) { ex(104, "call", 1, e.code); }
		if (on(105)) try { out(105, "call", ((t9006002.p0.K1) o3).m2()); } catch (t9006002.p0.E2 e) { ex(105, "call", 2, e.code); } catch (t9006002.p0.E0 e) { ex(105, "call", 0, e.code); } catch (t9006002.p1.E1 e) { ex(105, "call", 1, e.code); }
		if (on(106)) try { out(106, "get", ((t9006002.p0.K1) o3).f1); } catch (t9006002.p0.E2 e) { ex(106, "get", 2, e.code); } catch (t9006002.p0.E0 e) { ex(106, "get", 0, e.code); } catch (t9006002.p1.E1 e) { ex(106, "get", 1, e.code); }
		if (on(107)) try { out(107, "ov", ((t9006002.p0.K1) o3).ov(o3)); } catch (t9006002.p0.E2 e) { ex(107, "ov", 2, e.code); } catch (t9006002.p0.E0 e) { ex(107, "ov", 0, e.code); } catch (t9006002.p1.E1 e) { ex(107, "ov", 1, e.code); }
		if (on(108)) try { out(108, "call", ((t9006002.p0.K0) o3).m0()); } catch (t9006002.p0.E2 e) { ex(108, "call", 2, e.code); } catch (t9006002.p0.E0 e) { ex(108, "call", 0, e.code); } catch (t9006002.p1.E1 e) { ex(108, "call", 1, e.code); }
		if (on(109)) try { out(109, "call", ((t9006002.p0.K0) o3).m2()); } catch (t9006002.p0.E2 e) { ex(109, "call", 2, e.code); } catch (t9006002.p0.E0 e) { ex(109, "call", 0, e.code); } catch (t9006002.p1.E1 e) { ex(109, "call", 1, e.code); }
		if (on(110)) try { out(110, "get", ((t9006002.p0.K0) o3).f1); } catch (t9006002.p0.E2 e) { ex(110, "get", 2, e.code); } catch (t9006002.p0.E0 e) { ex(110, "get", 0, e.code); } catch (t9006002.p1.E1 e) { ex(110, "get", 1, e.code); }
		if (on(111)) try { out(111, "ov", ((t9006002.p0.K0) o3).ov(o3)); } catch (t9006002.p0.E2 e) { ex(111, "ov", 2, e.code); } catch (t9006002.p0.E0 e) { ex(111, "ov", 0, e.code); } catch (t9006002.p1.E1 e) { ex(111, "ov", 1, e.code); }
		if (on(112)) try { out(112, "str", "" + o3); } catch (t9006002.p0.E2 e) { ex(112, "str", 2, e.code); } catch (t9006002.p0.E0 e) { ex(112, "str", 0, e.code); } catch (t9006002.p1.E1 e) { ex(112, "str", 1, e.code); }
		if (on(113)) try { out(113, "icall", ((t9006002.p0.J0) o3).m0()); } catch (t9006002.p0.E2 e) { ex(113, "icall", 2, e.code); } catch (t9006002.p0.E0 e) { ex(113, "icall", 0, e.code); } catch (t9006002.p1.E1 e) { ex(113, "icall", 1, e.code); }
		if (on(114)) out(114, "inst", ((Object) o3) instanceof t9006002.p0.K0 ? 1 : 0);
		if (on(115)) try { t9006002.p0.K0 y = (t9006002.p0.K0) (Object) o3; out(115, "cast", 1); } catch (ClassCastException e) { out(115, "cast", 0); }
		if (on(116)) out(116, "inst", ((Object) o3) instanceof t9006002.p0.K1 ? 1 : 0);
		if (on(117)) try { t9006002.p0.K1 y = (t9006002.p0.K1) (Object) o3; out(117, "cast", 1); } catch (ClassCastException e) { out(117, "cast", 0); }
		if (on(118)) out(118, "inst", ((Object) o3) instanceof t9006002.p1.K2 ? 1 : 0);
		if (on(119)) try { t9006002.p1.K2 y = (t9006002.p1.K2) (Object) o3; out(119, "cast", 1); } catch (ClassCastException e) { out(119, "cast", 0); }
		if (on(120)) out(120, "inst", ((Object) o3) instanceof t9006002.p1.K3 ? 1 : 0);
	}
	static void g4() throws Exception {
		if (on(121)) try { t9006002.p1.K3 y = (t9006002.p1.K3) (Object) o3; out(121, "cast", 1); } catch (ClassCastException e) { out(121, "cast", 0); }
		if (on(122)) out(122, "inst", ((Object) o3) instanceof t9006002.p0.J0 ? 1 : 0);
		if (on(123)) try { t9006002.p0.J0 y = (t9006002.p0.J0) (Object) o3; out(123, "cast", 1); } catch (ClassCastException e) { out(123, "cast", 0); }
		if (on(124)) try { t9006002.p1.K2[] r = new t9006002.p1.K3[1]; r[0] = o3; out(124, "arr", 1); } catch (ArrayStoreException e) { out(124, "arr", 0); }
		if (on(125)) try { t9006002.p1.K2[] r = new t9006002.p1.K3[1]; r[0] = o2; out(125, "arr", 1); } catch (ArrayStoreException e) { out(125, "arr", 0); }
		if (on(126)) try { out(126, "eq", ((Object) o3).equals(o0) ? 1 : 0); } catch (t9006002.p0.E2 e) { ex(126, "eq", 2, e.code); } catch (t9006002.p0.E0 e) { ex(126, "eq", 0, e.code); } catch (t9006002.p1.E1 e) { ex(126, "eq", 1, e.code); }
		if (on(127)) try { out(127, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o3)).contains(o0) ? 1 : 0); } catch (t9006002.p0.E2 e) { ex(127, "hash", 2, e.code); } catch (t9006002.p0.E0 e) { ex(127, "hash", 0, e.code); } catch (t9006002.p1.E1 e) { ex(127, "hash", 1, e.code); }
		if (on(128)) try { out(128, "eq", ((Object) o3).equals(o1) ? 1 : 0); } catch (t9006002.p0.E2 e) { ex(128, "eq", 2, e.code); } catch (t9006002.p0.E0 e) { ex(128, "eq", 0, e.code); } catch (t9006002.p1.E1 e) { ex(128, "eq", 1, e.code); }
		if (on(129)) try { out(129, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o3)).contains(o1) ? 1 : 0); } catch (t9006002.p0.E2 e) { ex(129, "hash", 2, e.code); } catch (t9006002.p0.E0 e) { ex(129, "hash", 0, e.code); } catch (t9006002.p1.E1 e) { ex(129, "hash", 1, e.code); }
		if (on(130)) try { out(130, "eq", ((Object) o3).equals(o2) ? 1 : 0); } catch (t9006002.p0.E2 e) { ex(130, "eq", 2, e.code); } catch (t9006002.p0.E0 e) { ex(130, "eq", 0, e.code); } catch (t9006002.p1.E1 e) { ex(130, "eq", 1, e.code); }
		if (on(131)) try { out(131, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o3)).contains(o2) ? 1 : 0); } catch (t9006002.p0.E2 e) { ex(131, "hash", 2, e.code); } catch (t9006002.p0.E0 e) { ex(131, "hash", 0, e.code); } catch (t9006002.p1.E1 e) { ex(131, "hash", 1, e.code); }
		if (on(132)) try { out(132, "eq", ((Object) o3).equals(o3) ? 1 : 0); } catch (t9006002.p0.E2 e) { ex(132, "eq", 2, e.code); } catch (t9006002.p0.E0 e) { ex(132, "eq", 0, e.code); } catch (t9006002.p1.E1 e) { ex(132, "eq", 1, e.code); }
		if (on(133)) try { out(133, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o3)).contains(o3) ? 1 : 0); } catch (t9006002.p0.E2 e) { ex(133, "hash", 2, e.code); } catch (t9006002.p0.E0 e) { ex(133, "hash", 0, e.code); } catch (t9006002.p1.E1 e) { ex(133, "hash", 1, e.code); }
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
