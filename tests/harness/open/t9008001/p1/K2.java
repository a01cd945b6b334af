package t9008001.p1;

public class K2 extends t9008001.p1.K0 implements t9008001.p0.J0 {
	private int f0 = 351;
	public K2() { t9008001.p0.Main.log("ctor", 300); }
	public int m1() { return 302; }
	public int ov(t9008001.p1.K0 x) { return 360; }
	public boolean equals(Object o) { return o instanceof t9008001.p1.K2; }
	public int hashCode() { return 375; }
	private int pv = 380;
	class In { int g() { return 381 + pv; } }
	public int inr() { return new In().g(); }
}
