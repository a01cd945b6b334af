package t9008002.p0;

public class K0 implements t9008002.p0.J0, java.lang.Comparable<t9008002.p0.K0> {
	public static int s = t9008002.p0.Main.clinit(100);
	protected int f0 = 151;
	protected int m1() { if ((t9008002.p0.Main.tick() & 1) == 0) throw new t9008002.p0.E2(102); return 102; }
	private int m2() { return 103 + this.m0(); }
	public int ov(t9008002.p0.K1 x) { return 161; }
	public int key() { return 170; }
	public int compareTo(t9008002.p0.K0 o) { return Integer.compare(this.key(), o.key()); }
}
