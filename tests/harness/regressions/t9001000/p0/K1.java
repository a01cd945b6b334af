package t9001000.p0;
public class K1 implements t9001000.p0.J0, java.lang.Comparable<t9001000.p0.K1> {
	static int s = t9001000.p0.Main.clinit(200);
	public int f1 = 252;
	public K1() { t9001000.p0.Main.log("ctor", 200); }
	public int m0() { return 201; }
	int m1() { return 202 + (int) this.f1; }
	int m2() { return 203 + this.m0(); }
	public int ov(t9001000.p1.K0 x) { return 260; }
	public String toString() { return "s" + 200; }
	public int key() { return 270; }
	public int compareTo(t9001000.p0.K1 o) { return Integer.compare(this.key(), o.key()); }
}
