package t9006002.p0;

public class K0 implements t9006002.p0.J0 {
	static int s = t9006002.p0.Main.clinit(100);
	public int f1 = 152;
	public K0() { t9006002.p0.Main.log("ctor", 100); }
	public int m0() { if ((t9006002.p0.Main.tick() & 1) == 0) throw new t9006002.p1.E1(101); return 101; }
	int m2() { return 103 + this.m0(); }
	public int ov(t9006002.p1.K3 x) { return 163; }
	public boolean equals(Object o) { return o instanceof t9006002.p0.K0; }
	public int hashCode() { return 175; }
}
