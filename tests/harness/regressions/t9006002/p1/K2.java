package t9006002.p1;

public class K2 extends t9006002.p0.K1 {
	static int s = t9006002.p0.Main.clinit(300);
	public K2() { t9006002.p0.Main.log("ctor", 300); }
	private int m1() { return 302 + this.m0(); }
	public int m2() { return 303; }
	public int ov(t9006002.p0.K0 x) { return 360; }
	public int ov(t9006002.p1.K3 x) { return 363; }
}
