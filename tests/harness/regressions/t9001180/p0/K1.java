package t9001180.p0;

public class K1 implements t9001180.p0.J0 {
	public static int s = t9001180.p0.Main.clinit(200);
	public long f0 = 251L;
	public K1() { t9001180.p0.Main.log("ctor", 200); }
	public int m2() { return 203 + this.m0(); }
	public int ov(t9001180.p0.K1 x) { return 261; }
	public int lam() { java.util.function.IntSupplier q = () -> 290 + this.m2(); return q.getAsInt(); }
}
