package t9004007.p0;
public class Main {
	static String mode = "all";
	static t9004007.p0.K2 o2;
	static boolean on(int n) { return mode.equals("all") || (n % 2 == 0) == mode.equals("even"); }
	static void out(int n, String kind, Object v) { System.out.println(kind + "#" + n + " " + v); }
	static void ex(int n, String kind, int e, int code) { System.out.println(kind + "#" + n + " !E" + e + " " + code); }
	public static void log(String what, int id) { System.out.println(what + " " + id); }
	public static int clinit(int id) { log("clinit", id); return id; }
	static void statics() {
	}
	static void objects() {
		o2 = new t9004007.p0.K2();
	}
	static void g1() throws Exception {
		if (on(35)) try { out(35, "call", ((t9004007.p0.K2) o2).m2()); } catch (t9004007.p0.E2 e) { ex(35, "call", 2, e.code); } catch (t9004007.p0.E0 e) { ex(35, "call", 0, e.code); } catch (t9004007.p1.E1 e) { ex(35, "call", 1, e.code); }
		if (on(40)) try { out(40, "call", ((t9004007.p0.K0) o2).m2()); } catch (t9004007.p0.E2 e) { ex(40, "call", 2, e.code); } catch (t9004007.p0.E0 e) { ex(40, "call", 0, e.code); } catch (t9004007.p1.E1 e) { ex(40, "call", 1, e.code); }
	}
	static void g2() throws Exception {
		if (on(42)) try { out(42, "get", ((t9004007.p0.K0) o2).f1); } catch (t9004007.p0.E2 e) { ex(42, "get", 2, e.code); } catch (t9004007.p0.E0 e) { ex(42, "get", 0, e.code); } catch (t9004007.p1.E1 e) { ex(42, "get", 1, e.code); }
	}
	static void g3() throws Exception {
	}
	public static void main(String[] args) throws Exception {
		objects();
		g1();
		g2();
	}
}
