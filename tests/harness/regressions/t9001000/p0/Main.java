package t9001000.p0;

public class Main {
	static String mode = "all";
	static int ticks;
	static t9001000.p1.K0 o0;
	static t9001000.p0.K1 o1;
	static t9001000.p0.K2 o2;
	static t9001000.p1.K3 o3;
	static boolean on(int n) { return mode.equals("all") || (n % 2 == 0) == mode.equals("even"); }
	static void out(int n, String kind, Object v) { System.out.println(kind + "#" + n + " " + v); }
	static void ex(int n, String kind, int e, int code) { System.out.println(kind + "#" + n + " !E" + e + " " + code); }
	public static void log(String what, int id) { System.out.println(what + " " + id); }
	public static int clinit(int id) { log("clinit", id); return id; }
	static void objects() {
		o0 = new t9001000.p1.K0();
		o1 = new t9001000.p0.K1();
		o2 = new t9001000.p0.K2();
		o3 = new t9001000.p1.K3();
	}
	static void g1() throws Exception {
		if (on(36)) try { out(36, "call", ((t9001000.p0.K2) o2).m1()); } catch (t9001000.p0.E2 e) { ex(36, "call", 2, e.code); } catch (t9001000.p0.E0 e) { ex(36, "call", 0, e.code); } catch (t9001000.p1.E1 e) { ex(36, "call", 1, e.code); }
	}
	public static void main(String[] args) throws Exception {
		objects();
		g1();
	}
}
