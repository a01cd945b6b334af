package t9005002.p0;

public class K3 extends t9005002.p0.K2 implements t9005002.p0.J1 {
	protected int f1 = 452;
	public K3() { t9005002.p0.Main.log("ctor", 400); }
	public int m1() { return 402 + (int) this.f0; }
	protected int m2() { if ((t9005002.p0.Main.tick() & 1) == 0) throw new t9005002.p1.E1(403); return 403; }
	public int ov(t9005002.p0.K1 x) { return 461; }
	public int ov(t9005002.p0.K2 x) { return 462; }
}
