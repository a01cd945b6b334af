package t9008001.p0;

public class Main {
	static String mode = "all";
	static int ticks;
	static t9008001.p1.K0 o0;
	static t9008001.p1.K1 o1;
	static t9008001.p1.K2 o2;
	static boolean on(int n) { return mode.equals("all") || (n % 2 == 0) == mode.equals("even"); }
	static void out(int n, String kind, Object v) { System.out.println(kind + "#" + n + " " + v); }
	static void ex(int n, String kind, int e, int code) { System.out.println(kind + "#" + n + " !E" + e + " " + code); }
	public static void log(String what, int id) { System.out.println(what + " " + id); }
	public static int clinit(int id) { log("clinit", id); return id; }
	public static int tick() { return ticks++; }
	static String sorted(Object[] a) { Object[] s = a.clone(); java.util.Arrays.sort(s); StringBuilder r = new StringBuilder(); for (Object o : s) for (int i = 0; i < a.length; i++) if (a[i] == o) r.append(i).append(','); return r.toString(); }
	static void statics() {
		if (on(1)) out(1, "static", t9008001.p1.K0.s);
		if (on(2)) out(2, "static", t9008001.p1.K1.s);
		if (on(3)) out(3, "static", t9008001.p1.K2.s);
	}
	static void objects() {
		o0 = new t9008001.p1.K0();
		o1 = new t9008001.p1.K1();
		o2 = new t9008001.p1.K2();
	}
	static void g1() throws Exception {
		if (on(1)) try { out(1, "call", ((t9008001.p1.K0) o0).m0()); } catch (t9008001.p0.E2 e) { ex(1, "call", 2, e.code); } catch (t9008001.p0.E0 e) { ex(1, "call", 0, e.code); } catch (t9008001.p1.E1 e) { ex(1, "call", 1, e.code); }
		if (on(2)) try { out(2, "get", ((t9008001.p1.K0) o0).f0); } catch (t9008001.p0.E2 e) { ex(2, "get", 2, e.code); } catch (t9008001.p0.E0 e) { ex(2, "get", 0, e.code); } catch (t9008001.p1.E1 e) { ex(2, "get", 1, e.code); }
		if (on(3)) try { out(3, "lambda", ((t9008001.p1.K0) o0).lam()); } catch (t9008001.p0.E2 e) { ex(3, "lambda", 2, e.code); } catch (t9008001.p0.E0 e) { ex(3, "lambda", 0, e.code); } catch (t9008001.p1.E1 e) { ex(3, "lambda", 1, e.code); }
		if (on(4)) try { out(4, "str", "" + o0); } catch (t9008001.p0.E2 e) { ex(4, "str", 2, e.code); } catch (t9008001.p0.E0 e) { ex(4, "str", 0, e.code); } catch (t9008001.p1.E1 e) { ex(4, "str", 1, e.code); }
		if (on(5)) try { out(5, "icall", ((t9008001.p0.J0) o0).m0()); } catch (t9008001.p0.E2 e) { ex(5, "icall", 2, e.code); } catch (t9008001.p0.E0 e) { ex(5, "icall", 0, e.code); } catch (t9008001.p1.E1 e) { ex(5, "icall", 1, e.code); }
		if (on(6)) out(6, "inst", ((Object) o0) instanceof t9008001.p1.K0 ? 1 : 0);
		if (on(7)) try { t9008001.p1.K0 y = (t9008001.p1.K0) (Object) o0; out(7, "cast", 1); } catch (ClassCastException e) { out(7, "cast", 0); }
		if (on(8)) out(8, "inst", ((Object) o0) instanceof t9008001.p1.K1 ? 1 : 0);
		if (on(9)) try { t9008001.p1.K1 y = (t9008001.p1.K1) (Object) o0; out(9, "cast", 1); } catch (ClassCastException e) { out(9, "cast", 0); }
		if (on(10)) out(10, "inst", ((Object) o0) instanceof t9008001.p1.K2 ? 1 : 0);
		if (on(11)) try { t9008001.p1.K2 y = (t9008001.p1.K2) (Object) o0; out(11, "cast", 1); } catch (ClassCastException e) { out(11, "cast", 0); }
		if (on(12)) out(12, "inst", ((Object) o0) instanceof t9008001.p0.J0 ? 1 : 0);
		if (on(13)) try { t9008001.p0.J0 y = (t9008001.p0.J0) (Object) o0; out(13, "cast", 1); } catch (ClassCastException e) { out(13, "cast", 0); }
		if (on(14)) try { out(14, "call", ((t9008001.p1.K1) o1).m0()); } catch (t9008001.p0.E2 e) { ex(14, "call", 2, e.code); } catch (t9008001.p0.E0 e) { ex(14, "call", 0, e.code); } catch (t9008001.p1.E1 e) { ex(14, "call", 1, e.code); }
		if (on(15)) try { out(15, "get", ((t9008001.p1.K1) o1).f0); } catch (t9008001.p0.E2 e) { ex(15, "get", 2, e.code); } catch (t9008001.p0.E0 e) { ex(15, "get", 0, e.code); } catch (t9008001.p1.E1 e) { ex(15, "get", 1, e.code); }
		if (on(16)) try { out(16, "ov", ((t9008001.p1.K1) o1).ov(o0)); } catch (t9008001.p0.E2 e) { ex(16, "ov", 2, e.code); } catch (t9008001.p0.E0 e) { ex(16, "ov", 0, e.code); } catch (t9008001.p1.E1 e) { ex(16, "ov", 1, e.code); }
		if (on(17)) try { out(17, "ov", ((t9008001.p1.K1) o1).ov(o1)); } catch (t9008001.p0.E2 e) { ex(17, "ov", 2, e.code); } catch (t9008001.p0.E0 e) { ex(17, "ov", 0, e.code); } catch (t9008001.p1.E1 e) { ex(17, "ov", 1, e.code); }
		if (on(18)) try { out(18, "ov", ((t9008001.p1.K1) o1).ov(o2)); } catch (t9008001.p0.E2 e) { ex(18, "ov", 2, e.code); } catch (t9008001.p0.E0 e) { ex(18, "ov", 0, e.code); } catch (t9008001.p1.E1 e) { ex(18, "ov", 1, e.code); }
		if (on(19)) try { out(19, "lambda", ((t9008001.p1.K1) o1).lam()); } catch (t9008001.p0.E2 e) { ex(19, "lambda", 2, e.code); } catch (t9008001.p0.E0 e) { ex(19, "lambda", 0, e.code); } catch (t9008001.p1.E1 e) { ex(19, "lambda", 1, e.code); }
		if (on(20)) try { out(20, "call", ((t9008001.p1.K0) o1).m0()); } catch (t9008001.p0.E2 e) { ex(20, "call", 2, e.code); } catch (t9008001.p0.E0 e) { ex(20, "call", 0, e.code); } catch (t9008001.p1.E1 e) { ex(20, "call", 1, e.code); }
		if (on(21)) try { out(21, "get", ((t9008001.p1.K0) o1).f0); } catch (t9008001.p0.E2 e) { ex(21, "get", 2, e.code); } catch (t9008001.p0.E0 e) { ex(21, "get", 0, e.code); } catch (t9008001.p1.E1 e) { ex(21, "get", 1, e.code); }
		if (on(22)) try { out(22, "lambda", ((t9008001.p1.K0) o1).lam()); } catch (t9008001.p0.E2 e) { ex(22, "lambda", 2, e.code); } catch (t9008001.p0.E0 e) { ex(22, "lambda", 0, e.code); } catch (t9008001.p1.E1 e) { ex(22, "lambda", 1, e.code); }
		if (on(23)) try { out(23, "str", "" + o1); } catch (t9008001.p0.E2 e) { ex(23, "str", 2, e.code); } catch (t9008001.p0.E0 e) { ex(23, "str", 0, e.code); } catch (t9008001.p1.E1 e) { ex(23, "str", 1, e.code); }
		if (on(24)) try { out(24, "icall", ((t9008001.p0.J0) o1).m0()); } catch (t9008001.p0.E2 e) { ex(24, "icall", 2, e.code); } catch (t9008001.p0.E0 e) { ex(24, "icall", 0, e.code); } catch (t9008001.p1.E1 e) { ex(24, "icall", 1, e.code); }
		if (on(25)) out(25, "inst", ((Object) o1) instanceof t9008001.p1.K0 ? 1 : 0);
		if (on(26)) try { t9008001.p1.K0 y = (t9008001.p1.K0) (Object) o1; out(26, "cast", 1); } catch (ClassCastException e) { out(26, "cast", 0); }
		if (on(27)) out(27, "inst", ((Object) o1) instanceof t9008001.p1.K1 ? 1 : 0);
		if (on(28)) try { t9008001.p1.K1 y = (t9008001.p1.K1) (Object) o1; out(28, "cast", 1); } catch (ClassCastException e) { out(28, "cast", 0); }
		if (on(29)) out(29, "inst", ((Object) o1) instanceof t9008001.p1.K2 ? 1 : 0);
		if (on(30)) try { t9008001.p1.K2 y = (t9008001.p1.K2) (Object) o1; out(30, "cast", 1); } catch (ClassCastException e) { out(30, "cast", 0); }
		if (on(31)) out(31, "inst", ((Object) o1) instanceof t9008001.p0.J0 ? 1 : 0);
		if (on(32)) try { t9008001.p0.J0 y = (t9008001.p0.J0) (Object) o1; out(32, "cast", 1); } catch (ClassCastException e) { out(32, "cast", 0); }
		if (on(33)) try { t9008001.p1.K0[] r = new t9008001.p1.K1[1]; r[0] = o1; out(33, "arr", 1); } catch (ArrayStoreException e) { out(33, "arr", 0); }
		if (on(34)) try { t9008001.p1.K0[] r = new t9008001.p1.K1[1]; r[0] = o0; out(34, "arr", 1); } catch (ArrayStoreException e) { out(34, "arr", 0); }
		if (on(35)) try { out(35, "call", ((t9008001.p1.K2) o2).m0()); } catch (t9008001.p0.E2 e) { ex(35, "call", 2, e.code); } catch (t9008001.p0.E0 e) { ex(35, "call", 0, e.code); } catch (t9008001.p1.E1 e) { ex(35, "call", 1, e.code); }
		if (on(36)) try { out(36, "call", ((t9008001.p1.K2) o2).m1()); } catch (t9008001.p0.E2 e) { ex(36, "call", 2, e.code); } catch (t9008001.p0.E0 e) { ex(36, "call", 0, e.code); } catch (t9008001.p1.E1 e) { ex(36, "call", 1, e.code); }
		if (on(37)) try { out(37, "ov", ((t9008001.p1.K2) o2).ov(o0)); } catch (t9008001.p0.E2 e) { ex(37, "ov", 2, e.code); } catch (t9008001.p0.E0 e) { ex(37, "ov", 0, e.code); } catch (t9008001.p1.E1 e) { ex(37, "ov", 1, e.code); }
		if (on(38)) try { out(38, "ov", ((t9008001.p1.K2) o2).ov(o1)); } catch (t9008001.p0.E2 e) { ex(38, "ov", 2, e.code); } catch (t9008001.p0.E0 e) { ex(38, "ov", 0, e.code); } catch (t9008001.p1.E1 e) { ex(38, "ov", 1, e.code); }
		if (on(39)) try { out(39, "ov", ((t9008001.p1.K2) o2).ov(o2)); } catch (t9008001.p0.E2 e) { ex(39, "ov", 2, e.code); } catch (t9008001.p0.E0 e) { ex(39, "ov", 0, e.code); } catch (t9008001.p1.E1 e) { ex(39, "ov", 1, e.code); }
		if (on(40)) try { out(40, "inner", ((t9008001.p1.K2) o2).inr()); } catch (t9008001.p0.E2 e) { ex(40, "inner", 2, e.code); } catch (t9008001.p0.E0 e) { ex(40, "inner", 0, e.code); } catch (t9008001.p1.E1 e) { ex(40, "inner", 1, e.code); }
	}
	static void g2() throws Exception {
		if (on(41)) try { out(41, "lambda", ((t9008001.p1.K2) o2).lam()); } catch (t9008001.p0.E2 e) { ex(41, "lambda", 2, e.code); } catch (t9008001.p0.E0 e) { ex(41, "lambda", 0, e.code); } catch (t9008001.p1.E1 e) { ex(41, "lambda", 1, e.code); }
		if (on(42)) try { out(42, "call", ((t9008001.p1.K0) o2).m0()); } catch (t9008001.p0.E2 e) { ex(42, "call", 2, e.code); } catch (t9008001.p0.E0 e) { ex(42, "call", 0, e.code); } catch (t9008001.p1.E1 e) { ex(42, "call", 1, e.code); }
		if (on(43)) try { out(43, "get", ((t9008001.p1.K0) o2).f0); } catch (t9008001.p0.E2 e) { ex(43, "get", 2, e.code); } catch (t9008001.p0.E0 e) { ex(43, "get", 0, e.code); } catch (t9008001.p1.E1 e) { ex(43, "get", 1, e.code); }
		if (on(44)) try { out(44, "lambda", ((t9008001.p1.K0) o2).lam()); } catch (t9008001.p0.E2 e) { ex(44, "lambda", 2, e.code); } catch (t9008001.p0.E0 e) { ex(44, "lambda", 0, e.code); } catch (t9008001.p1.E1 e) { ex(44, "lambda", 1, e.code); }
		if (on(45)) try { out(45, "str", "" + o2); } catch (t9008001.p0.E2 e) { ex(45, "str", 2, e.code); } catch (t9008001.p0.E0 e) { ex(45, "str", 0, e.code); } catch (t9008001.p1.E1 e) { ex(45, "str", 1, e.code); }
		if (on(46)) try { out(46, "icall", ((t9008001.p0.J0) o2).m0()); } catch (t9008001.p0.E2 e) { ex(46, "icall", 2, e.code); } catch (t9008001.p0.E0 e) { ex(46, "icall", 0, e.code); } catch (t9008001.p1.E1 e) { ex(46, "icall", 1, e.code); }
		if (on(47)) out(47, "inst", ((Object) o2) instanceof t9008001.p1.K0 ? 1 : 0);
		if (on(48)) try { t9008001.p1.K0 y = (t9008001.p1.K0) (Object) o2; out(48, "cast", 1); } catch (ClassCastException e) { out(48, "cast", 0); }
		if (on(49)) out(49, "inst", ((Object) o2) instanceof t9008001.p1.K1 ? 1 : 0);
		if (on(50)) try { t9008001.p1.K1 y = (t9008001.p1.K1) (Object) o2; out(50, "cast", 1); } catch (ClassCastException e) { out(50, "cast", 0); }
		if (on(51)) out(51, "inst", ((Object) o2) instanceof t9008001.p1.K2 ? 1 : 0);
		if (on(52)) try { t9008001.p1.K2 y = (t9008001.p1.K2) (Object) o2; out(52, "cast", 1); } catch (ClassCastException e) { out(52, "cast", 0); }
		if (on(53)) out(53, "inst", ((Object) o2) instanceof t9008001.p0.J0 ? 1 : 0);
		if (on(54)) try { t9008001.p0.J0 y = (t9008001.p0.J0) (Object) o2; out(54, "cast", 1); } catch (ClassCastException e) { out(54, "cast", 0); }
		if (on(55)) try { t9008001.p1.K0[] r = new t9008001.p1.K2[1]; r[0] = o2; out(55, "arr", 1); } catch (ArrayStoreException e) { out(55, "arr", 0); }
		if (on(56)) try { t9008001.p1.K0[] r = new t9008001.p1.K2[1]; r[0] = o0; out(56, "arr", 1); } catch (ArrayStoreException e) { out(56, "arr", 0); }
		if (on(57)) try { out(57, "eq", ((Object) o2).equals(o0) ? 1 : 0); } catch (t9008001.p0.E2 e) { ex(57, "eq", 2, e.code); } catch (t9008001.p0.E0 e) { ex(57, "eq", 0, e.code); } catch (t9008001.p1.E1 e) { ex(57, "eq", 1, e.code); }
		if (on(58)) try { out(58, "eq", ((Object) o2).equals(o1) ? 1 : 0); } catch (t9008001.p0.E2 e) { ex(58, "eq", 2, e.code); } catch (t9008001.p0.E0 e) { ex(58, "eq", 0, e.code); } catch (t9008001.p1.E1 e) { ex(58, "eq", 1, e.code); }
		if (on(59)) try { out(59, "eq", ((Object) o2).equals(o2) ? 1 : 0); } catch (t9008001.p0.E2 e) { ex(59, "eq", 2, e.code); } catch (t9008001.p0.E0 e) { ex(59, "eq", 0, e.code); } catch (t9008001.p1.E1 e) { ex(59, "eq", 1, e.code); }
		if (on(60)) try { out(60, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o2)).contains(o2) ? 1 : 0); } catch (t9008001.p0.E2 e) { ex(60, "hash", 2, e.code); } catch (t9008001.p0.E0 e) { ex(60, "hash", 0, e.code); } catch (t9008001.p1.E1 e) { ex(60, "hash", 1, e.code); }
	}
	static Object copy(Object o) throws Exception {
		java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
		try (java.io.ObjectOutputStream out = new java.io.ObjectOutputStream(bytes)) { out.writeObject(o); }
		try (java.io.ObjectInputStream in = new java.io.ObjectInputStream(new java.io.ByteArrayInputStream(bytes.toByteArray()))) { return in.readObject(); }
	}
	static int sw(N0 e) { switch (e) { case A: return 1; case B: return 2; default: return 3; } }
	static void pr() throws Exception {
		if (on(61)) try { out(61, "enum", N0.valueOf("B").v()); } catch (RuntimeException e) { out(61, "prx", e.getClass().getName().startsWith("java.") ? e.toString() : "user"); }
		if (on(62)) try { out(62, "enum", Enum.valueOf(N0.class, "C").v()); } catch (RuntimeException e) { out(62, "prx", e.getClass().getName().startsWith("java.") ? e.toString() : "user"); }
		if (on(63)) try { int s = 0; for (N0 e : java.util.EnumSet.allOf(N0.class)) s = 31 * s + e.v(); out(63, "eset", s); } catch (RuntimeException e) { out(63, "prx", e.getClass().getName().startsWith("java.") ? e.toString() : "user"); }
		if (on(64)) try { out(64, "eset", java.util.EnumSet.complementOf(java.util.EnumSet.of(N0.A))); } catch (RuntimeException e) { out(64, "prx", e.getClass().getName().startsWith("java.") ? e.toString() : "user"); }
		if (on(65)) try { java.util.EnumMap<N0, Integer> m = new java.util.EnumMap<>(N0.class); for (N0 e : N0.values()) m.put(e, e.v()); m.remove(N0.A); out(65, "emap", m); } catch (RuntimeException e) { out(65, "prx", e.getClass().getName().startsWith("java.") ? e.toString() : "user"); }
		if (on(66)) try { out(66, "econst", N0.class.getEnumConstants().length + sw(N0.C) * 10); } catch (RuntimeException e) { out(66, "prx", e.getClass().getName().startsWith("java.") ? e.toString() : "user"); }
		if (on(67)) try { out(67, "enum", N0.valueOf("Z")); } catch (RuntimeException e) { out(67, "prx", e.getClass().getName().startsWith("java.") ? e.toString() : "user"); }
		if (on(68)) try { out(68, "eser", copy(N0.B) == N0.B ? 1 : 0); } catch (RuntimeException e) { out(68, "prx", e.getClass().getName().startsWith("java.") ? e.toString() : "user"); }
		if (on(69)) try { S0 a = (S0) copy(new S0(4)); out(69, "ser", a.n + " " + a.v()); } catch (RuntimeException e) { out(69, "prx", e.getClass().getName().startsWith("java.") ? e.toString() : "user"); }
		if (on(70)) try { S0 a = (S0) copy(new S0(5)); out(70, "ser", a.n + " " + a.v()); } catch (RuntimeException e) { out(70, "prx", e.getClass().getName().startsWith("java.") ? e.toString() : "user"); }
		if (on(71)) try { S1 a = (S1) copy(new S1(6)); out(71, "ext", a.n + " " + a.v()); } catch (RuntimeException e) { out(71, "prx", e.getClass().getName().startsWith("java.") ? e.toString() : "user"); }
	}
	public static void main(String[] args) throws Exception {
		if (args.length > 0) mode = args[0];
		statics();
		objects();
		g1();
		g2();
		pr();
	}
}
