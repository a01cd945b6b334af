package t9004002.p0;

public class Main {
	static String mode = "all";
	static int ticks;
	static t9004002.p1.K0 o0;
	static t9004002.p1.K1 o1;
	static t9004002.p1.K2 o2;
	static t9004002.p0.K3 o3;
	static boolean on(int n) { return mode.equals("all") || (n % 2 == 0) == mode.equals("even"); }
	static void out(int n, String kind, Object v) { System.out.println(kind + "#" + n + " " + v); }
	static void ex(int n, String kind, int e, int code) { System.out.println(kind + "#" + n + " !E" + e + " " + code); }
	public static void log(String what, int id) { System.out.println(what + " " + id); }
	public static int clinit(int id) { log("clinit", id); return id; }
	public static int tick() { return ticks++; }
	static String sorted(Object[] a) { Object[] s = a.clone(); java.util.Arrays.sort(s); StringBuilder r = new StringBuilder(); for (Object o : s) for (int i = 0; i < a.length; i++) if (a[i] == o) r.append(i).append(','); return r.toString(); }
	static void statics() {
		if (on(1)) out(1, "static", t9004002.p0.K3.s);
	}
	static void objects() {
		o0 = new t9004002.p1.K0();
		o1 = new t9004002.p1.K1();
		o2 = new t9004002.p1.K2();
		o3 = new t9004002.p0.K3();
	}
	static void g1() throws Exception {
		if (on(1)) try { out(1, "call", ((t9004002.p1.K0) o0).m0()); } catch (t9004002.p0.E2 e) { ex(1, "call", 2, e.code); } catch (t9004002.p0.E0 e) { ex(1, "call", 0, e.code); } catch (t9004002.p1.E1 e) { ex(1, "call", 1, e.code); }
		if (on(8)) try { out(8, "icall", ((t9004002.p0.J0) o0).m0()); } catch (t9004002.p0.E2 e) { ex(8, "icall", 2, e.code); } catch (t9004002.p0.E0 e) { ex(8, "icall", 0, e.code); } catch (t9004002.p1.E1 e) { ex(8, "icall", 1, e.code); }
		if (on(9)) try { out(9, "icall", ((t9004002.p0.J1) o0).m0()); } catch (t9004002.p0.E2 e) { ex(9, "icall", 2, e.code); } catch (t9004002.p0.E0 e) { ex(9, "icall", 0, e.code); } catch (t9004002.p1.E1 e) { ex(9, "icall", 1, e.code); }
	}
	static void g2() throws Exception {
		if (on(41)) try { out(41, "eq", ((Object) o1).equals(o0) ? 1 : 0); } catch (t9004002.p0.E2 e) { ex(41, "eq", 2, e.code); } catch (t9004002.p0.E0 e) { ex(41, "eq", 0, e.code); } catch (t9004002.p1.E1 e) { ex(41, "eq", 1, e.code); }
		if (on(42)) try { out(42, "eq", ((Object) o1).equals(o1) ? 1 : 0); } catch (t9004002.p0.E2 e) { ex(42, "eq", 2, e.code); } catch (t9004002.p0.E0 e) { ex(42, "eq", 0, e.code); } catch (t9004002.p1.E1 e) { ex(42, "eq", 1, e.code); }
	}
	static void g3() throws Exception {
		if (on(81)) try { out(81, "call", ((t9004002.p0.K3) o3).m0()); } catch (t9004002.p0.E2 e) { ex(81, "call", 2, e.code); } catch (t9004002.p0.E0 e) { ex(81, "call", 0, e.code); } catch (t9004002.p1.E1 e) { ex(81, "call", 1, e.code); }
		if (on(82)) try { out(82, "call", ((t9004002.p0.K3) o3).m1()); } catch (t9004002.p0.E2 e) { ex(82, "call", 2, e.code); } catch (t9004002.p0.E0 e) { ex(82, "call", 0, e.code); } catch (t9004002.p1.E1 e) { ex(82, "call", 1, e.code); }
		if (on(87)) try { out(87, "ov", ((t9004002.p0.K3) o3).ov(o3)); } catch (t9004002.p0.E2 e) { ex(87, "ov", 2, e.code); } catch (t9004002.p0.E0 e) { ex(87, "ov", 0, e.code); } catch (t9004002.p1.E1 e) { ex(87, "ov", 1, e.code); }
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
