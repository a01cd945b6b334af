package t9000100.p0;

public class Main {
	static String mode = "all";
	static int ticks;
	static t9000100.p0.K0 o0;
	static t9000100.p0.K1 o1;
	static t9000100.p1.K2 o2;
	static t9000100.p0.K3 o3;
	static boolean on(int n) { return mode.equals("all") || (n % 2 == 0) == mode.equals("even"); }
	static void out(int n, String kind, Object v) { System.out.println(kind + "#" + n + " " + v); }
	static void ex(int n, String kind, int e, int code) { System.out.println(kind + "#" + n + " !E" + e + " " + code); }
	public static void log(String what, int id) { System.out.println(what + " " + id); }
	public static int clinit(int id) { log("clinit", id); return id; }
	public static int tick() { return ticks++; }
	static String sorted(Object[] a) { Object[] s = a.clone(); java.util.Arrays.sort(s); StringBuilder r = new StringBuilder(); for (Object o : s) for (int i = 0; i < a.length; i++) if (a[i] == o) r.append(i).append(','); return r.toString(); }
	static void statics() {
	}
	static void g1() throws Exception {
		if (on(33)) try { out(33, "ov", ((t9000100.p0.K1) o2).ov(o1)); } catch (t9000100.p0.E2 e) { ex(33, "ov", 2, e.code); } catch (t9000100.p0.E0 e) { ex(33, "ov", 0, e.code); } catch (t9000100.p1.E1 e) { ex(33, "ov", 1, e.code); }
		if (on(34)) try { out(34, "ov", ((t9000100.p0.K1) o2).ov(o2)); } catch (t9000100.p0.E2 e) { ex(34, "ov", 2, e.code); } catch (t9000100.p0.E0 e) { ex(34, "ov", 0, e.code); } catch (t9000100.p1.E1 e) { ex(34, "ov", 1, e.code); }
		if (on(40)) out(40, "inst", ((Object) o2) instanceof t9000100.p1.K2 ? 1 : 0);
	}
	static void g2() throws Exception {
		if (on(41)) try { t9000100.p1.K2 y = (t9000100.p1.K2) (Object) o2; out(41, "cast", 1); } catch (ClassCastException e) { out(41, "cast", 0); }
		if (on(62)) try { t9000100.p0.J0 y = (t9000100.p0.J0) (Object) o3; out(62, "cast", 1); } catch (ClassCastException e) { out(62, "cast", 0); }
	}
	public static void main(String[] args) throws Exception {
		if (args.length > 0) mode = args[0];
		statics();
	}
}
