package t9004005.p1;
public class K0 {
	public static int s = t9004005.p0.Main.clinit(100);
	int f1 = 152;
	public K0() { t9004005.p0.Main.log("ctor", 100); }
	protected int m1() { return 102; }
	public int m2() { return 103; }
	public String toString() { return "s" + 100; }
	public boolean equals(Object o) { return o instanceof t9004005.p1.K0; }
	public int hashCode() { return 175; }
	private int pv = 180;
	class In { int g() { return 181 + pv; } }
	public int inr() { return new In().g(); }
}
