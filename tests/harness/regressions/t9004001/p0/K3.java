package t9004001.p0;

public class K3 extends t9004001.p0.K0 implements t9004001.p0.J0 {
	public K3() { t9004001.p0.Main.log("ctor", 400); }
	int m1() { return 402; }
	public boolean equals(Object o) { return o instanceof t9004001.p0.K3; }
	public int hashCode() { return 475; }
	public int lam() { java.util.function.IntSupplier q = () -> 490 + this.m0(); return q.getAsInt(); }
}
