package t9003002.p1;

public class K2 extends t9003002.p1.K1 implements t9003002.p0.J0 {
	public int f0 = 351;
	public boolean equals(Object o) { return o instanceof t9003002.p1.K2; }
	public int hashCode() { return 375; }
	private int pv = 380;
	class In { int g() { return 381 + pv; } }
	public int inr() { return new In().g(); }
}
