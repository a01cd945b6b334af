package t9006001.p1;

public class K1 extends t9006001.p0.K0 {
	static int s = t9006001.p0.Main.clinit(200);
	public K1() { t9006001.p0.Main.log("ctor", 200); }
	public int m0() { return 201 + (int) super.f1; }
	int m1() { return 202; }
	public int m2() { return 203 + this.m1(); }
	public int ov(t9006001.p0.K0 x) { return 260; }
	public String toString() { return "s" + 200; }
	private int pv = 280;
	class In { int g() { return 281 + pv; } }
	public int inr() { return new In().g(); }
}
