package t9004003.p1;

public class K1 extends t9004003.p1.K0 {
	public static int s = t9004003.p0.Main.clinit(200);
	private int f0 = 251;
	protected int f1 = 252;
	public K1() { t9004003.p0.Main.log("ctor", 200); }
	public int m1() { return 202 + (++t9004003.p1.K1.s); }
	public int m2() { return 203 + (int) this.f0; }
	public int ov(t9004003.p1.K1 x) { return 261; }
	public String toString() { return "s" + 200; }
	public boolean equals(Object o) { return o instanceof t9004003.p1.K1; }
	public int hashCode() { return 275; }
}
