package t9004006.p0;
public class Main {
	static String mode = "all";
	static int ticks;
	static t9004006.p1.K0 o0;
	static t9004006.p1.K1 o1;
	static t9004006.p0.K2 o2;
	static t9004006.p1.K3 o3;
	static boolean on(int n) { return mode.equals("all") || (n % 2 == 0) == mode.equals("even"); }
	static void out(int n, String kind, Object v) { System.out.println(kind + "#" + n + " " + v); }
	static void ex(int n, String kind, int e, int code) { System.out.println(kind + "#" + n + " !E" + e + " " + code); }
	public static void log(String what, int id) { System.out.println(what + " " + id); }
	public static int clinit(int id) { log("clinit", id); return id; }
	public static int tick() { return ticks++; }
	static void statics() {
		if (on(1)) out(1, "static", t9004006.p1.K3.s);
	}
	static void objects() {
		o0 = new t9004006.p1.K0();
		o1 = new t9004006.p1.K1();
		o2 = new t9004006.p0.K2();
		o3 = new t9004006.p1.K3();
	}
	static void g1() throws Exception {
		if (on(3)) try { out(3, "str", "" + o0); } catch (t9004006.p0.E2 e) { ex(3, "str", 2, e.code); } catch (t9004006.p0.E0 e) { ex(3, "str", 0, e.code); } catch (t9004006.p1.E1 e) { ex(3, "str", 1, e.code); }
	}
	static void g2() throws Exception {
		if (on(41)) try { out(41, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o1)).contains(o2) ? 1 : 0); } catch (t9004006.p0.E2 e) { ex(41, "hash", 2, e.code); } catch (t9004006.p0.E0 e) { ex(41, "hash", 0, e.code); } catch (t9004006.p1.E1 e) { ex(41, "hash", 1, e.code); }
		if (on(42)) try { out(42, "eq", ((Object) o1).equals(o3) ? 1 : 0); } catch (t9004006.p0.E2 e) { ex(42, "eq", 2, e.code); } catch (t9004006.p0.E0 e) { ex(42, "eq", 0, e.code); } catch (t9004006.p1.E1 e) { ex(42, "eq", 1, e.code); }
		if (on(73)) try { out(73, "eq", ((Object) o2).equals(o3) ? 1 : 0); } catch (t9004006.p0.E2 e) { ex(73, "eq", 2, e.code); } catch (t9004006.p0.E0 e) { ex(73, "eq", 0, e.code); } catch (t9004006.p1.E1 e) { ex(73, "eq", 1, e.code); }
		if (on(74)) try { out(74, "hash", new java.util.HashSet<Object>(java.util.Arrays.asList((Object) o2)).contains(o3) ? 1 : 0); } catch (t9004006.p0.E2 e) { ex(74, "hash", 2, e.code); } catch (t9004006.p0.E0 e) { ex(74, "hash", 0, e.code); } catch (t9004006.p1.E1 e) { ex(74, "hash", 1, e.code); }
	}
	static void g3() throws Exception {
	}
	public static void main(String[] args) throws Exception {
		statics();
		objects();
		g1();
		g2();
		g3();
	}
}
