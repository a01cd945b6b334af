package t9003001.p0;
public class Main {
	static String mode = "all";
	static t9003001.p1.K0 o0;
	static t9003001.p0.K1 o1;
	static t9003001.p0.K3 o3;
	static boolean on(int n) { return mode.equals("all") || (n % 2 == 0) == mode.equals("even"); }
	static void out(int n, String kind, Object v) { System.out.println(kind + "#" + n + " " + v); }
	static void ex(int n, String kind, int e, int code) { System.out.println(kind + "#" + n + " !E" + e + " " + code); }
	public static void log(String what, int id) { System.out.println(what + " " + id); }
	public static int clinit(int id) { log("clinit", id); return id; }
	static void statics() {
	}
	static void objects() {
		o1 = new t9003001.p0.K1();
		o3 = new t9003001.p0.K3();
	}
	static void g1() throws Exception {
		if (on(39)) try { t9003001.p0.J0 y = (t9003001.p0.J0) (Object) o1; out(39, "cast", 1); } catch (ClassCastException e) { out(39, "cast", 0); }
		if (on(40)) try { out(40, "eq", ((Object) o1).equals(o0) ? 1 : 0); } catch (t9003001.p0.E2 e) { ex(40, "eq", 2, e.code); } catch (t9003001.p0.E0 e) { ex(40, "eq", 0, e.code); } catch (t9003001.p1.E1 e) { ex(40, "eq", 1, e.code); }
	}
	static void g2() throws Exception {
	}
	static void g3() throws Exception {
		if (on(88)) try { out(88, "eq", ((Object) o3).equals(o3) ? 1 : 0); } catch (t9003001.p0.E2 e) { ex(88, "eq", 2, e.code); } catch (t9003001.p0.E0 e) { ex(88, "eq", 0, e.code); } catch (t9003001.p1.E1 e) { ex(88, "eq", 1, e.code); }
	}
	public static void main(String[] args) throws Exception {
		objects();
		g1();
		g3();
	}
}
