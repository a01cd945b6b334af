package t9008003.p1;

public class K3 implements java.lang.Comparable<t9008003.p1.K3> {
	static int s = t9008003.p0.Main.clinit(400);
	protected long f0 = 451L;
	public K3() { t9008003.p0.Main.log("ctor", 400); }
	public int m0() { return 401; }
	public int m2() { return 403; }
	public int ov(t9008003.p1.K0 x) { return 460; }
	public int key() { return 470; }
	public int compareTo(t9008003.p1.K3 o) { return Integer.compare(this.key(), o.key()); }
	private int pv = 480;
	class In { int g() { return 481 + pv; } }
	public int inr() { return new In().g(); }
	public int lam() { java.util.function.IntSupplier q = () -> 490; return q.getAsInt(); }
}
