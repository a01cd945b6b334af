package t9004003.p1;

public class K2 extends t9004003.p1.K1 {
	public K2() { t9004003.p0.Main.log("ctor", 300); }
	public int m0() { return 301 + (int) super.f1; }
	public int ov(t9004003.p1.K1 x) { return 361; }
	public int ov(t9004003.p1.K2 x) { return 362; }
	public int ov(t9004003.p1.K3 x) { return 363; }
	public String toString() { return "s" + 300; }
}
