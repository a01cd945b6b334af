package t9008003.p1;

public class K1 extends t9008003.p1.K0 implements t9008003.p0.J0 {
	private int f1 = 252;
	public K1() { t9008003.p0.Main.log("ctor", 200); }
	int m1() { return 202 + (int) this.f1; }
	public int ov(t9008003.p1.K2 x) { return 262; }
	public int hashCode() { return 275; }
	private int pv = 280;
	public int lam() { java.util.function.IntSupplier q = () -> 290 + this.m1(); return q.getAsInt(); }
}
