package t9004005.p0;
public class Main {
	static String mode = "all";
	static t9004005.p1.K0 o0;
	static t9004005.p1.K2 o2;
	static t9004005.p1.K3 o3;
	static boolean on(int n) { return mode.equals("all") || (n % 2 == 0) == mode.equals("even"); }
	static void out(int n, String kind, Object v) { System.out.println(kind + "#" + n + " " + v); }
	static void ex(int n, String kind, int e, int code) { System.out.println(kind + "#" + n + " !E" + e + " " + code); }
	public static void log(String what, int id) { System.out.println(what + " " + id); }
	public static int clinit(int id) { log("clinit", id); return id; }
	static void statics() {
	}
	static void objects() {
		o0 = new t9004005.p1.K0();
		o2 = new t9004005.p1.K2();
		o3 = new t9004005.p1.K3();
	}
	static void g1() throws Exception {
		if (on(3)) try { out(3, "str", "" + o0); } catch (t9004005.p0.E2 e) { ex(3, "str", 2, e.code); } catch (t9004005.p0.E0 e) { ex(3, "str", 0, e.code); } catch (t9004005.p1.E1 e) { ex(3, "str", 1, e.code); }
	}
	static void g2() throws Exception {
		if (on(52)) try { out(52, "call", ((t9004005.p1.K2) o2).m0()); } catch (t9004005.p0.E2 e) { ex(52, "call", 2, e.code); } catch (t9004005.p0.E0 e) { ex(52, "call", 0, e.code); } catch (t9004005.p1.E1 e) { ex(52, "call", 1, e.code); }
		if (on(53)) try { out(53, "call", ((t9004005.p1.K2) o2).m2()); } catch (t9004005.p0.E2 e) { ex(53, "call", 2, e.code); } catch (t9004005.p0.E0 e) { ex(53, "call", 0, e.code); } catch (t9004005.p1.E1 e) { ex(53, "call", 1, e.code); }
	}
	static void g3() throws Exception {
		if (on(82)) try { out(82, "call", ((t9004005.p1.K3) o3).m2()); } catch (t9004005.p0.E2 e) { ex(82, "call", 2, e.code); } catch (t9004005.p0.E0 e) { ex(82, "call", 0, e.code); } catch (t9004005.p1.E1 e) { ex(82, "call", 1, e.code); }
		if (on(88)) try { out(88, "lambda", ((t9004005.p1.K3) o3).lam()); } catch (t9004005.p0.E2 e) { ex(88, "lambda", 2, e.code); } catch (t9004005.p0.E0 e) { ex(88, "lambda", 0, e.code); } catch (t9004005.p1.E1 e) { ex(88, "lambda", 1, e.code); }
		if (on(92)) try { out(92, "icall", ((t9004005.p0.J0) o3).m0()); } catch (t9004005.p0.E2 e) { ex(92, "icall", 2, e.code); } catch (t9004005.p0.E0 e) { ex(92, "icall", 0, e.code); } catch (t9004005.p1.E1 e) { ex(92, "icall", 1, e.code); }
		if (on(110)) try { out(110, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o3)).contains(o2) ? 1 : 0); } catch (t9004005.p0.E2 e) { ex(110, "hash", 2, e.code); } catch (t9004005.p0.E0 e) { ex(110, "hash", 0, e.code); } catch (t9004005.p1.E1 e) { ex(110, "hash", 1, e.code); }
	}
	public static void main(String[] args) throws Exception {
		objects();
		g1();
		g2();
		g3();
	}
}
