package t9004001.p1;

public class K2 extends t9004001.p1.K1 {
	public static int s = t9004001.p0.Main.clinit(300);
	public int f1 = 352;
	public K2() { t9004001.p0.Main.log("ctor", 300); }
	public int m0() { return 301; }
	public int m1() { return 302 + (((Object) this) instanceof t9004001.p0.K4 ? 1 : 0); }
	public boolean equals(Object o) { return o instanceof t9004001.p1.K2; }
	public int hashCode() { return 375; }
	public int lam() { java.util.function.IntSupplier q = () -> 390 + this.m0(); return q.getAsInt(); }
}
