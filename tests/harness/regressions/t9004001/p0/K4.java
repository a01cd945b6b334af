package t9004001.p0;

public class K4 extends t9004001.p1.K1 implements t9004001.p0.J0, t9004001.p0.J1 {
	public int f0 = 551;
	public int f1 = 552;
	public K4() { t9004001.p0.Main.log("ctor", 500); }
	public int m0() { return 501 + (((Object) this) instanceof t9004001.p0.J0 ? 1 : 0); }
	public int m1() { return 502; }
	public int ov(t9004001.p1.K1 x) { return 561; }
	public int ov(t9004001.p1.K2 x) { return 562; }
	public String toString() { return "s" + 500; }
	public int lam() { java.util.function.IntSupplier q = () -> 590 + this.m1(); return q.getAsInt(); }
}
