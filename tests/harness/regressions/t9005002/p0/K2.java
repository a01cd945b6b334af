package t9005002.p0;

public class K2 extends t9005002.p1.K0 {
	public K2() { t9005002.p0.Main.log("ctor", 300); }
	public int m0() { return 301; }
	protected int m1() { return 302; }
	public int ov(t9005002.p0.K2 x) { return 362; }
	public int lam() { java.util.function.IntSupplier q = () -> 390 + this.m1(); return q.getAsInt(); }
}
