package t9003002.p0;

public class Main {
	static String mode = "all";
	static int ticks;
	static t9003002.p1.K0 o0;
	static t9003002.p1.K1 o1;
	static t9003002.p1.K2 o2;
	static t9003002.p1.K3 o3;
	static boolean on(int n) { return mode.equals("all") || (n % 2 == 0) == mode.equals("even"); }
	static void out(int n, String kind, Object v) { System.out.println(kind + "#" + n + " " + v); }
	static void ex(int n, String kind, int e, int code) { System.out.println(kind + "#" + n + " !E" + e + " " + code); }
	public static void log(String what, int id) { System.out.println(what + " " + id); }
	public static int clinit(int id) { log("clinit", id); return id; }
	static void statics() {
	}
	static void objects() {
		o0 = new t9003002.p1.K0();
		o1 = new t9003002.p1.K1();
		o2 = new t9003002.p1.K2();
		o3 = new t9003002.p1.K3();
	}
	static void g1() throws Exception {
		if (on(1)) try { out(1, "call", ((t9003002.p1.K0) o0).m0()); } catch (t9003002.p0.E2 e) { ex(1, "call", 2, e.code); } catch (t9003002.p0.E0 e) { ex(1, "call", 0, e.code); } catch (t9003002.p1.E1 e) { ex(1, "call", 1, e.code); }
		if (on(19)) try { out(19, "call", ((t9003002.p1.K1) o1).m2()); } catch (t9003002.p0.E2 e) { ex(19, "call", 2, e.code); } catch (t9003002.p0.E0 e) { ex(19, "call", 0, e.code); } catch (t9003002.p1.E1 e) { ex(19, "call", 1, e.code); }
		if (on(20)) try { out(20, "get", ((t9003002.p1.K1) o1).f1); } catch (t9003002.p0.E2 e) { ex(20, "get", 2, e.code); } catch (t9003002.p0.E0 e) { ex(20, "get", 0, e.code); } catch (t9003002.p1.E1 e) { ex(20, "get", 1, e.code); }
		if (on(21)) try { out(21, "inner", ((t9003002.p1.K1) o1).inr()); } catch (t9003002.p0.E2 e) { ex(21, "inner", 2, e.code); } catch (t9003002.p0.E0 e) { ex(21, "inner", 0, e.code); } catch (t9003002.p1.E1 e) { ex(21, "inner", 1, e.code); }
		if (on(22)) out(22, "inst", ((Object) o1) instanceof t9003002.p1.K0 ? 1 : 0);
		if (on(40)) try { out(40, "icall", ((t9003002.p0.J0) o2).m0()); } catch (t9003002.p0.E2 e) { ex(40, "icall", 2, e.code); } catch (t9003002.p0.E0 e) { ex(40, "icall", 0, e.code); } catch (t9003002.p1.E1 e) { ex(40, "icall", 1, e.code); }
	}
	static void g2() throws Exception {
		if (on(61)) try { out(61, "call", ((t9003002.p1.K1) o3).m2()); } catch (t9003002.p0.E2 e) { ex(61, "call", 2, e.code); } catch (t9003002.p0.E0 e) { ex(61, "call", 0, e.code); } catch (t9003002.p1.E1 e) { ex(61, "call", 1, e.code); }
		if (on(62)) try { out(62, "get", ((t9003002.p1.K1) o3).f1); } catch (t9003002.p0.E2 e) { ex(62, "get", 2, e.code); } catch (t9003002.p0.E0 e) { ex(62, "get", 0, e.code); } catch (t9003002.p1.E1 e) { ex(62, "get", 1, e.code); }
	}
	public static void main(String[] args) throws Exception {
		if (args.length > 0) mode = args[0];
		statics();
		objects();
		g1();
		g2();
	}
}
