package t9004004.p0;
public class Main {
	static String mode = "all";
	static int ticks;
	static t9004004.p0.K1 o1;
	static t9004004.p0.K2 o2;
	static t9004004.p1.K3 o3;
	static boolean on(int n) { return mode.equals("all") || (n % 2 == 0) == mode.equals("even"); }
	static void out(int n, String kind, Object v) { System.out.println(kind + "#" + n + " " + v); }
	static void ex(int n, String kind, int e, int code) { System.out.println(kind + "#" + n + " !E" + e + " " + code); }
	public static int tick() { return ticks++; }
	static void objects() {
		o1 = new t9004004.p0.K1();
		o2 = new t9004004.p0.K2();
		o3 = new t9004004.p1.K3();
	}
	static void g1() throws Exception {
		if (on(31)) try { out(31, "lambda", ((t9004004.p0.K1) o1).lam()); } catch (t9004004.p0.E2 e) { ex(31, "lambda", 2, e.code); } catch (t9004004.p0.E0 e) { ex(31, "lambda", 0, e.code); } catch (t9004004.p1.E1 e) { ex(31, "lambda", 1, e.code); }
		if (on(32)) try { out(32, "call", ((t9004004.p1.K0) o1).m2()); } catch (t9004004.p0.E2 e) { ex(32, "call", 2, e.code); } catch (t9004004.p0.E0 e) { ex(32, "call", 0, e.code); } catch (t9004004.p1.E1 e) { ex(32, "call", 1, e.code); }
	}
	static void g2() throws Exception {
		if (on(71)) try { out(71, "lambda", ((t9004004.p0.K1) o2).lam()); } catch (t9004004.p0.E2 e) { ex(71, "lambda", 2, e.code); } catch (t9004004.p0.E0 e) { ex(71, "lambda", 0, e.code); } catch (t9004004.p1.E1 e) { ex(71, "lambda", 1, e.code); }
	}
	static void g3() throws Exception {
		if (on(110)) try { out(110, "ov", ((t9004004.p0.K2) o3).ov(o3)); } catch (t9004004.p0.E2 e) { ex(110, "ov", 2, e.code); } catch (t9004004.p0.E0 e) { ex(110, "ov", 0, e.code); } catch (t9004004.p1.E1 e) { ex(110, "ov", 1, e.code); }
		if (on(113)) try { out(113, "call", ((t9004004.p0.K1) o3).m0()); } catch (t9004004.p0.E2 e) { ex(113, "call", 2, e.code); } catch (t9004004.p0.E0 e) { ex(113, "call", 0, e.code); } catch (t9004004.p1.E1 e) { ex(113, "call", 1, e.code); }
		if (on(117)) try { out(117, "ov", ((t9004004.p0.K1) o3).ov(o3)); } catch (t9004004.p0.E2 e) { ex(117, "ov", 2, e.code); } catch (t9004004.p0.E0 e) { ex(117, "ov", 0, e.code); } catch (t9004004.p1.E1 e) { ex(117, "ov", 1, e.code); }
		if (on(120)) try { out(120, "call", ((t9004004.p1.K0) o3).m2()); } catch (t9004004.p0.E2 e) { ex(120, "call", 2, e.code); } catch (t9004004.p0.E0 e) { ex(120, "call", 0, e.code); } catch (t9004004.p1.E1 e) { ex(120, "call", 1, e.code); }
	}
	static void g4() throws Exception {
	}
	public static void main(String[] args) throws Exception {
		objects();
		g1();
		g2();
		g3();
	}
}
