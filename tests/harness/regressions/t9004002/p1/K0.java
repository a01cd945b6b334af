package t9004002.p1;

public class K0 implements t9004002.p0.J0, t9004002.p0.J1, java.lang.Comparable<t9004002.p1.K0> {
	public int f0 = 151;
	public int f1 = 152;
	public K0() { t9004002.p0.Main.log("ctor", 100); }
	public int m1() { if ((t9004002.p0.Main.tick() & 1) == 0) throw new t9004002.p0.E2(102); return 102; }
	public int ov(t9004002.p1.K1 x) { return 161; }
	public String toString() { return "s" + 100; }
	public int key() { return 170; }
	public int compareTo(t9004002.p1.K0 o) { return Integer.compare(this.key(), o.key()); }
}
