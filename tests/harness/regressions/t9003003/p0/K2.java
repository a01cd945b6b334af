package t9003003.p0;

public class K2 extends t9003003.p1.K1 implements t9003003.p0.J0 {
	public int f0 = 351;
	protected int f1 = 352;
	public K2() { t9003003.p0.Main.log("ctor", 300); }
	public int m0() { return 301; }
	public int m1() { return 302 + this.m0(); }
	public int m2() { return 303 + this.m0(); }
	public int ov(t9003003.p1.K1 x) { return 361; }
	public String toString() { return "s" + 300; }
}
