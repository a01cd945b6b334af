package t9004005.p1;

public class K3 extends t9004005.p1.K0 implements t9004005.p0.J0 {
	public int m0() { return 401 + (((Object) this) instanceof t9004005.p1.K2 ? 1 : 0); }
	public int m2() { return 403 + (int) this.f1; }
	public boolean equals(Object o) { return o instanceof t9004005.p1.K3; }
	public int hashCode() { return 475; }
	public int lam() { java.util.function.IntSupplier q = () -> 490 + this.m1(); return q.getAsInt(); }
}
