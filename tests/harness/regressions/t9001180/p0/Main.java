package t9001180.p0;

public class Main {
	static String mode = "all";
	static int ticks;
	static t9001180.p1.K0 o0;
	static t9001180.p0.K1 o1;
	static t9001180.p0.K2 o2;
	static t9001180.p0.K3 o3;
	static boolean on(int n) { return mode.equals("all") || (n % 2 == 0) == mode.equals("even"); }
	static void out(int n, String kind, Object v) { System.out.println(kind + "#" + n + " " + v); }
	static void ex(int n, String kind, int e, int code) { System.out.println(kind + "#" + n + " !E" + e + " " + code); }
	public static void log(String what, int id) { System.out.println(what + " " + id); }
	public static int clinit(int id) { log("clinit", id); return id; }
	public static int tick() { return ticks++; }
	static String sorted(Object[] a) { Object[] s = a.clone(); java.util.Arrays.sort(s); StringBuilder r = new StringBuilder(); for (Object o : s) for (int i = 0; i < a.length; i++) if (a[i] == o) r.append(i).append(','); return r.toString(); }
	static void statics() {
		if (on(3)) out(3, "static", t9001180.p0.K3.s);
	}
	static void objects() {
		o0 = new t9001180.p1.K0();
		o1 = new t9001180.p0.K1();
		o2 = new t9001180.p0.K2();
		o3 = new t9001180.p0.K3();
	}
	static void g1() throws Exception {
		if (on(1)) try { out(1, "call", ((t9001180.p1.K0) o0).m0()); } catch (t9001180.p0.E2 e) { ex(1, "call", 2, e.code); } catch (t9001180.p0.E0 e) { ex(1, "call", 0, e.code); } catch (t9001180.p1.E1 e) { ex(1, "call", 1, e.code); }
	}
	static void g2() throws Exception {
		if (on(41)) try { out(41, "get", ((t9001180.p0.K2) o2).f0); } catch (t9001180.p0.E2 e) { ex(41, "get", 2, e.code); } catch (t9001180.p0.E0 e) { ex(41, "get", 0, e.code); } catch (t9001180.p1.E1 e) { ex(41, "get", 1, e.code); }
		if (on(49)) try { out(49, "get", ((t9001180.p0.K1) o2).f0); } catch (t9001180.p0.E2 e) { ex(49, "get", 2, e.code); } catch (t9001180.p0.E0 e) { ex(49, "get", 0, e.code); } catch (t9001180.p1.E1 e) { ex(49, "get", 1, e.code); }
	}
	static void g3() throws Exception {
		if (on(83)) try { out(83, "sort", sorted(new t9001180.p0.K3[] {o3})); } catch (t9001180.p0.E2 e) { ex(83, "sort", 2, e.code); } catch (t9001180.p0.E0 e) { ex(83, "sort", 0, e.code); } catch (t9001180.p1.E1 e) { ex(83, "sort", 1, e.code); }
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
