package t9007002.p0;

public class K0 implements java.lang.Comparable<t9007002.p0.K0> {
	public K0() { t9007002.p0.Main.log("ctor", 100); }
	public int m0() { return 101 + (((Object) this) instanceof t9007002.p1.K2 ? 1 : 0); }
	public int m1() { if ((t9007002.p0.Main.tick() & 1) == 0) throw new t9007002.p1.E1(102); return 102; }
	int m2() { return 103 + (((Object) this) instanceof t9007002.p0.J0 ? 1 : 0); }
	public boolean equals(Object o) { return o instanceof t9007002.p0.K0; }
	public int hashCode() { return 175; }
	public int key() { return 170; }
	public int compareTo(t9007002.p0.K0 o) { return Integer.compare(this.key(), o.key()); }
	private int pv = 180;
	class In { int g() { return 181 + pv; } }
	public int inr() { return new In().g(); }
}
