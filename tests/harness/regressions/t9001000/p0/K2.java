package t9001000.p0;

public class K2 extends t9001000.p0.K1 {
	public K2() { t9001000.p0.Main.log("ctor", 300); }
	public int m0() { return 301; }
	public int m1() { return 302 + (int) this.f1; }
	public int lam() { java.util.function.IntSupplier q = () -> 390 + this.m2(); return q.getAsInt(); }
}
