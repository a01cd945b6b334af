package t9002003.p1;

public class K0 implements t9002003.p0.J0, java.lang.Comparable<t9002003.p1.K0> {
	public K0() { t9002003.p0.Main.log("ctor", 100); }
	public int m0() { if ((t9002003.p0.Main.tick() & 1) == 0) throw new t9002003.p1.E1(101); return 101; }
	private int m1() { if ((t9002003.p0.Main.tick() & 1) == 0) throw new t9002003.p0.E2(102); return 102; }
	int m2() { return 103 + this.m0(); }
	public int ov(t9002003.p1.K0 x) { return 160; }
	public int key() { return 170; }
	public int compareTo(t9002003.p1.K0 o) { return Integer.compare(this.key(), o.key()); }
	public int lam() { java.util.function.IntSupplier q = () -> 190 + this.m1(); return q.getAsInt(); }
}
