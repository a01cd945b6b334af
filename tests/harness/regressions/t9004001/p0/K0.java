package t9004001.p0;

public class K0 {
	static int s = t9004001.p0.Main.clinit(100);
	public long f0 = 151L;
	public long f1 = 152L;
	public K0() { t9004001.p0.Main.log("ctor", 100); }
	public int m0() { return 101 + (int) this.f0; }
	private int m2() { if ((t9004001.p0.Main.tick() & 1) == 0) throw new t9004001.p1.E1(103); return 103; }
	public int ov(t9004001.p1.K2 x) { return 162; }
	public String toString() { return "s" + 100; }
	public int lam() { java.util.function.IntSupplier q = () -> 190 + this.m0(); return q.getAsInt(); }
}
