package t9008001.p1;

public class K0 implements t9008001.p0.J0 {
	public static int s = t9008001.p0.Main.clinit(100);
	public int f0 = 151;
	public K0() { t9008001.p0.Main.log("ctor", 100); }
	public int m0() { return 101 + (++t9008001.p1.K0.s); }
	public String toString() { return "s" + 100; }
	public int lam() { java.util.function.IntSupplier q = () -> 190 + this.m0(); return q.getAsInt(); }
}
