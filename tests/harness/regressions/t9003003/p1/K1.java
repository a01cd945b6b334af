package t9003003.p1;

public class K1 extends t9003003.p0.K0 implements t9003003.p0.J0 {
	public static int s = t9003003.p0.Main.clinit(200);
	public K1() { t9003003.p0.Main.log("ctor", 200); }
	public int m0() { return 201 + super.m0(); }
	public int m1() { return 202 + this.m0(); }
	public int ov(t9003003.p1.K1 x) { return 261; }
	public int ov(t9003003.p0.K2 x) { return 262; }
	private int pv = 280;
	class In { int g() { return 281 + pv; } }
	public int inr() { return new In().g(); }
}
