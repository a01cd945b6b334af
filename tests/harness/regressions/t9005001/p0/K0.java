package t9005001.p0;

public class K0 {
	protected int f0 = 151;
	private int f1 = 152;
	public K0() { t9005001.p0.Main.log("ctor", 100); }
	private int m1() { return 102 + (((Object) this) instanceof t9005001.p1.K2 ? 1 : 0); }
	private int m2() { return 103 + (int) this.f1; }
	public int ov(t9005001.p0.K0 x) { return 160; }
	public String toString() { return "s" + 100; }
}
