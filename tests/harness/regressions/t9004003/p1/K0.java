package t9004003.p1;

public class K0 implements t9004003.p0.J0, t9004003.p0.J1 {
	public int f0 = 151;
	public K0() { t9004003.p0.Main.log("ctor", 100); }
	protected int m1() { return 102 + this.m0(); }
	int m2() { return 103 + this.m0(); }
	public String toString() { return "s" + 100; }
	public int lam() { java.util.function.IntSupplier q = () -> 190 + this.m0(); return q.getAsInt(); }
}
