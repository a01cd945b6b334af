package t9009001.p0;

public class K0 implements t9009001.p0.J0 {
	static int s = t9009001.p0.Main.clinit(100);
	public K0() { t9009001.p0.Main.log("ctor", 100); }
	public int m0() { return 101 + (((Object) this) instanceof t9009001.p1.K2 ? 1 : 0); }
	public boolean equals(Object o) { return o instanceof t9009001.p0.K0; }
	public int hashCode() { return 175; }
	private int pv = 180;
	class In { int g() { return 181 + pv; } }
	public int inr() { return new In().g(); }
	public int lam() { java.util.function.IntSupplier q = () -> 190; return q.getAsInt(); }
}
