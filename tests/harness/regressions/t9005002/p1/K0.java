package t9005002.p1;

public class K0 {
	public static int s = t9005002.p0.Main.clinit(100);
	public int f0 = 151;
	public int f1 = 152;
	public K0() { t9005002.p0.Main.log("ctor", 100); }
	protected int m1() { return 102; }
	protected int m2() { return 103; }
	public int ov(t9005002.p0.K1 x) { return 161; }
	public int ov(t9005002.p0.K3 x) { return 163; }
	public boolean equals(Object o) { return o instanceof t9005002.p1.K0; }
	public int hashCode() { return 175; }
	private int pv = 180;
	class In { int g() { return 181 + pv; } }
	public int inr() { return new In().g(); }
}
