package t9004004.p1;
public class K0 {
	protected int f1 = 152;
	public int m2() { return 103 + (int) this.f1; }
	public int lam() { java.util.function.IntSupplier q = () -> 190; return q.getAsInt(); }
}
