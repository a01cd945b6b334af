package t9006001.p0;

public class K2 extends t9006001.p1.K1 {
	public static int s = t9006001.p0.Main.clinit(300);
	public K2() { t9006001.p0.Main.log("ctor", 300); }
	public int m0() { return 301 + (((Object) this) instanceof t9006001.p0.K0 ? 1 : 0); }
	public int m1() { return 302 + (++t9006001.p0.K2.s); }
	public String toString() { return "s" + 300; }
}
