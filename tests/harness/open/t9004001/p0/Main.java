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
		if (on(38)) try { t9004001.p0.K0 y = (t9004001.p0.K0) (Object) o1; out(38, "cast", 1); } catch (ClassCastException e) { out(38, "cast", 0); }
		if (on(39)) out(39, "inst", ((Object) o1) instanceof t9004001.p1.K1 ? 1 : 0);
		if (on(40)) try { t9004001.p1.K1 y = (t9004001.p1.K1) (Object) o1; out(40, "cast", 1); } catch (ClassCastException e) { out(40, "cast", 0); }
	}
	static void g2() throws Exception {
	}
	static void g3() throws Exception {
		if (on(81)) out(81, "inst", ((Object) o2) instanceof t9004001.p0.K3 ? 1 : 0);
		if (on(82)) try { t9004001.p0.K3 y = (t9004001.p0.K3) (Object) o2; out(82, "cast", 1); } catch (ClassCastException e) { out(82, "cast", 0); }
		if (on(83)) out(83, "inst", ((Object) o2) instanceof t9004001.p0.K4 ? 1 : 0);
		if (on(119)) out(119, "inst", ((Object) o3) instanceof t9004001.p0.K3 ? 1 : 0);
		if (on(120)) try { t9004001.p0.K3 y = (t9004001.p0.K3) (Object) o3; out(120, "cast", 1); } catch (ClassCastException e) { out(120, "cast", 0); }
	}
	static void g4() throws Exception {
		if (on(121)) out(121, "inst", ((Object) o3) instanceof t9004001.p0.K4 ? 1 : 0);
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
		if (on(175)) out(175, "refl", Class.forName("t9004001.p0.K4").getDeclaredMethods().length);
		if (on(176)) try { t9004001.p1.K1[] r = new t9004001.p0.K4[1]; r[0] = o4; out(176, "arr", 1); } catch (ArrayStoreException e) { out(176, "arr", 0); }
		if (on(177)) try { t9004001.p1.K1[] r = new t9004001.p0.K4[1]; r[0] = o1; out(177, "arr", 1); } catch (ArrayStoreException e) { out(177, "arr", 0); }
	}
	public static void main(String[] args) throws Exception {
		g3();
		g4();
		g5();
	}
}
