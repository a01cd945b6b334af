package t9009001.p1;

public class K1 extends t9009001.p0.K0 implements t9009001.p0.J0 {
	public static int s = t9009001.p0.Main.clinit(200);
	public long f0 = 251L;
	public K1() { t9009001.p0.Main.log("ctor", 200); }
	public int m0() { return 201 + (++t9009001.p1.K1.s); }
	protected int m1() { return 202 + (int) this.f0; }
	public int ov(t9009001.p1.K1 x) { return 261; }
	public String toString() { return "s" + 200; }
	private int pv = 280;
	class In { int g() { return 281 + pv; } }
	public int inr() { return new In().g(); }
}
