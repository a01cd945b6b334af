package t9009001.p0;

public class Main {
	static String mode = "all";
	static int ticks;
	static t9009001.p0.K0 o0;
	static t9009001.p1.K1 o1;
	static t9009001.p1.K2 o2;
	static int fieldSum(Object o) throws IllegalAccessException { int s = 0; for (Class<?> c = o.getClass(); c != Object.class; c = c.getSuperclass()) for (java.lang.reflect.Field f : c.getDeclaredFields()) if (f.getType() == int.class) { f.setAccessible(true); s += f.getInt(o); } return s; }
	static boolean on(int n) { return mode.equals("all") || (n % 2 == 0) == mode.equals("even"); }
	static void out(int n, String kind, Object v) { System.out.println(kind + "#" + n + " " + v); }
	static void ex(int n, String kind, int e, int code) { System.out.println(kind + "#" + n + " !E" + e + " " + code); }
	public static void log(String what, int id) { System.out.println(what + " " + id); }
	public static int clinit(int id) { log("clinit", id); return id; }
	public static int tick() { return ticks++; }
	static String sorted(Object[] a) { Object[] s = a.clone(); java.util.Arrays.sort(s); StringBuilder r = new StringBuilder(); for (Object o : s) for (int i = 0; i < a.length; i++) if (a[i] == o) r.append(i).append(','); return r.toString(); }
	static void statics() {
		if (on(1)) out(1, "static", t9009001.p0.K0.s);
		if (on(2)) out(2, "static", t9009001.p1.K1.s);
	}
	static void objects() {
		o0 = new t9009001.p0.K0();
		o1 = new t9009001.p1.K1();
		o2 = new t9009001.p1.K2();
	}
	static void g1() throws Exception {
	}
	static void g2() throws Exception {
		if (on(41)) out(41, "inst", ((Object) o1) instanceof t9009001.p1.K1 ? 1 : 0);
		if (on(42)) try { t9009001.p1.K1 y = (t9009001.p1.K1) (Object) o1; out(42, "cast", 1); } catch (ClassCastException e) { out(42, "cast", 0); }
		if (on(43)) out(43, "inst", ((Object) o1) instanceof t9009001.p1.K2 ? 1 : 0);
		if (on(44)) try { t9009001.p1.K2 y = (t9009001.p1.K2) (Object) o1; out(44, "cast", 1); } catch (ClassCastException e) { out(44, "cast", 0); }
		if (on(45)) out(45, "inst", ((Object) o1) instanceof t9009001.p0.J0 ? 1 : 0);
		if (on(72)) try { out(72, "call", ((t9009001.p0.K0) o2).m0()); } catch (t9009001.p0.E2 e) { ex(72, "call", 2, e.code); } catch (t9009001.p0.E0 e) { ex(72, "call", 0, e.code); } catch (t9009001.p1.E1 e) { ex(72, "call", 1, e.code); }
		if (on(73)) try { out(73, "gref", ((t9009001.p0.G) x -> x.m0()).ap(o2)); } catch (t9009001.p0.E2 e) { ex(73, "gref", 2, e.code); } catch (t9009001.p0.E0 e) { ex(73, "gref", 0, e.code); } catch (t9009001.p1.E1 e) { ex(73, "gref", 1, e.code); }
		if (on(74)) try { out(74, "inner", ((t9009001.p0.K0) o2).inr()); } catch (t9009001.p0.E2 e) { ex(74, "inner", 2, e.code); } catch (t9009001.p0.E0 e) { ex(74, "inner", 0, e.code); } catch (t9009001.p1.E1 e) { ex(74, "inner", 1, e.code); }
		if (on(75)) try { out(75, "lambda", ((t9009001.p0.K0) o2).lam()); } catch (t9009001.p0.E2 e) { ex(75, "lambda", 2, e.code); } catch (t9009001.p0.E0 e) { ex(75, "lambda", 0, e.code); } catch (t9009001.p1.E1 e) { ex(75, "lambda", 1, e.code); }
		if (on(76)) try { out(76, "str", "" + o2); } catch (t9009001.p0.E2 e) { ex(76, "str", 2, e.code); } catch (t9009001.p0.E0 e) { ex(76, "str", 0, e.code); } catch (t9009001.p1.E1 e) { ex(76, "str", 1, e.code); }
		if (on(77)) try { out(77, "icall", ((t9009001.p0.J0) o2).m0()); } catch (t9009001.p0.E2 e) { ex(77, "icall", 2, e.code); } catch (t9009001.p0.E0 e) { ex(77, "icall", 0, e.code); } catch (t9009001.p1.E1 e) { ex(77, "icall", 1, e.code); }
		if (on(78)) out(78, "inst", ((Object) o2) instanceof t9009001.p0.K0 ? 1 : 0);
		if (on(79)) try { t9009001.p0.K0 y = (t9009001.p0.K0) (Object) o2; out(79, "cast", 1); } catch (ClassCastException e) { out(79, "cast", 0); }
		if (on(80)) out(80, "inst", ((Object) o2) instanceof t9009001.p1.K1 ? 1 : 0);
	}
	static void g3() throws Exception {
		if (on(81)) try { t9009001.p1.K1 y = (t9009001.p1.K1) (Object) o2; out(81, "cast", 1); } catch (ClassCastException e) { out(81, "cast", 0); }
		if (on(82)) out(82, "inst", ((Object) o2) instanceof t9009001.p1.K2 ? 1 : 0);
		if (on(83)) try { t9009001.p1.K2 y = (t9009001.p1.K2) (Object) o2; out(83, "cast", 1); } catch (ClassCastException e) { out(83, "cast", 0); }
		if (on(84)) out(84, "inst", ((Object) o2) instanceof t9009001.p0.J0 ? 1 : 0);
		if (on(85)) try { t9009001.p0.J0 y = (t9009001.p0.J0) (Object) o2; out(85, "cast", 1); } catch (ClassCastException e) { out(85, "cast", 0); }
		if (on(86)) out(86, "refl", o2.getClass().getSimpleName() + " " + o2.getClass().getSuperclass().getSimpleName());
		if (on(87)) out(87, "refl", Class.forName("t9009001.p1.K2").getDeclaredMethods().length);
		if (on(88)) out(88, "refl", fieldSum(o2));
		if (on(89)) try { t9009001.p1.K1[] r = new t9009001.p1.K2[1]; r[0] = o2; out(89, "arr", 1); } catch (ArrayStoreException e) { out(89, "arr", 0); }
		if (on(90)) try { t9009001.p1.K1[] r = new t9009001.p1.K2[1]; r[0] = o1; out(90, "arr", 1); } catch (ArrayStoreException e) { out(90, "arr", 0); }
		if (on(91)) try { out(91, "eq", ((Object) o2).equals(o0) ? 1 : 0); } catch (t9009001.p0.E2 e) { ex(91, "eq", 2, e.code); } catch (t9009001.p0.E0 e) { ex(91, "eq", 0, e.code); } catch (t9009001.p1.E1 e) { ex(91, "eq", 1, e.code); }
		if (on(92)) try { out(92, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o2)).contains(o0) ? 1 : 0); } catch (t9009001.p0.E2 e) { ex(92, "hash", 2, e.code); } catch (t9009001.p0.E0 e) { ex(92, "hash", 0, e.code); } catch (t9009001.p1.E1 e) { ex(92, "hash", 1, e.code); }
		if (on(93)) try { out(93, "eq", ((Object) o2).equals(o1) ? 1 : 0); } catch (t9009001.p0.E2 e) { ex(93, "eq", 2, e.code); } catch (t9009001.p0.E0 e) { ex(93, "eq", 0, e.code); } catch (t9009001.p1.E1 e) { ex(93, "eq", 1, e.code); }
		if (on(94)) try { out(94, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o2)).contains(o1) ? 1 : 0); } catch (t9009001.p0.E2 e) { ex(94, "hash", 2, e.code); } catch (t9009001.p0.E0 e) { ex(94, "hash", 0, e.code); } catch (t9009001.p1.E1 e) { ex(94, "hash", 1, e.code); }
		if (on(95)) try { out(95, "eq", ((Object) o2).equals(o2) ? 1 : 0); } catch (t9009001.p0.E2 e) { ex(95, "eq", 2, e.code); } catch (t9009001.p0.E0 e) { ex(95, "eq", 0, e.code); } catch (t9009001.p1.E1 e) { ex(95, "eq", 1, e.code); }
		if (on(96)) try { out(96, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o2)).contains(o2) ? 1 : 0); } catch (t9009001.p0.E2 e) { ex(96, "hash", 2, e.code); } catch (t9009001.p0.E0 e) { ex(96, "hash", 0, e.code); } catch (t9009001.p1.E1 e) { ex(96, "hash", 1, e.code); }
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
