package t9004002.p1;

public class K2 extends t9004002.p1.K1 {
	public K2() { t9004002.p0.Main.log("ctor", 300); }
	public String toString() { return "s" + 300; }
	public boolean equals(Object o) { return o instanceof t9004002.p1.K2; }
	public int hashCode() { return 375; }
	private int pv = 380;
	class In { int g() { return 381 + pv; } }
	public int inr() { return new In().g(); }
}
