package t9007001.p0;

public class K2 extends t9007001.p0.K0 implements t9007001.p0.J0 {
	public static int s = t9007001.p0.Main.clinit(300);
	public long f1 = 352L;
	public K2() { t9007001.p0.Main.log("ctor", 300); }
	public int m0() { return 301 + (++t9007001.p0.K2.s); }
	public int m2() { return 303; }
	private int pv = 380;
	class In { int g() { return 381 + pv; } }
	public int inr() { return new In().g(); }
}
