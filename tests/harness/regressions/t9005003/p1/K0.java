package t9005003.p1;

public class K0 {
	private int f0 = 151;
	protected int f1 = 152;
	public K0() { t9005003.p0.Main.log("ctor", 100); }
	public int m2() { return 103 + (int) this.f1; }
	public String toString() { return "s" + 100; }
	public boolean equals(Object o) { return o instanceof t9005003.p1.K0; }
	public int hashCode() { return 175; }
	private int pv = 180;
	class In { int g() { return 181 + pv; } }
	public int inr() { return new In().g(); }
	public int lam() { java.util.function.IntSupplier q = () -> 190; return q.getAsInt(); }
}
