package t9007002.p1;

public class K2 extends t9007002.p0.K0 implements t9007002.p0.J0 {
	protected int f0 = 351;
	public K2() { t9007002.p0.Main.log("ctor", 300); }
	public int m0() { return 301 + (int) this.f0; }
	public int m1() { return 302 + super.m1(); }
	public int ov(t9007002.p0.K1 x) { return 361; }
	public int ov(t9007002.p0.K3 x) { return 363; }
	public boolean equals(Object o) { return o instanceof t9007002.p1.K2; }
	public int hashCode() { return 375; }
}
