package t9002003.p1;

public class K1 extends t9002003.p1.K0 {
	public long f0 = 251L;
	public K1() { t9002003.p0.Main.log("ctor", 200); }
	public int m0() { return 201; }
	public int lam() { java.util.function.IntSupplier q = () -> 290 + this.m2(); return q.getAsInt(); }
}
