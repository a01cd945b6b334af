package t9004006.p1;

public class K0 {
	static int s = t9004006.p0.Main.clinit(100);
	public K0() { t9004006.p0.Main.log("ctor", 100); }
	public int ov(t9004006.p0.K2 x) { return 162; }
	public String toString() { return "s" + 100; }
	public boolean equals(Object o) { return o instanceof t9004006.p1.K0; }
	public int hashCode() { return 175; }
	public int lam() { java.util.function.IntSupplier q = () -> 190; return q.getAsInt(); }
}
