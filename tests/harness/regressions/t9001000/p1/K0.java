package t9001000.p1;

public class K0 {
	private int f0 = 151;
	public K0() { t9001000.p0.Main.log("ctor", 100); }
	public int m0() { return 101 + (int) this.f0; }
	public int lam() { java.util.function.IntSupplier q = () -> 190 + this.m0(); return q.getAsInt(); }
}
