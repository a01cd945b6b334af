package t9004001.p0;

public class K4 extends t9004001.p1.K1 implements t9004001.p0.J0, t9004001.p0.J1 {
	public int f0 = 551;
	public int f1 = 552;
	public K4() { t9004001.p0.Main.log("ctor", 500); }
	public int m0() { return 501 + (((Object) this) instanceof t9004001.p0.J0 ? 1 : 0); }
}
