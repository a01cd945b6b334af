package t9008002.p0;

public class K3 extends t9008002.p0.K1 implements t9008002.p0.J0 {
	public int f1 = 452;
	public K3() { t9008002.p0.Main.log("ctor", 400); }
	public int m0() { return 401 + (int) super.f1; }
	protected int m1() { return 402; }
	public int ov(t9008002.p0.K1 x) { return 461; }
	public String toString() { return "s" + 400; }
	public boolean equals(Object o) { return o instanceof t9008002.p0.K3; }
	public int hashCode() { return 475; }
	public int lam() { java.util.function.IntSupplier q = () -> 490 + this.m0(); return q.getAsInt(); }
}
