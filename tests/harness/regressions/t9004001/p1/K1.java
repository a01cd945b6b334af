package t9004001.p1;

public class K1 extends t9004001.p0.K0 implements t9004001.p0.J1 {
	public static int s = t9004001.p0.Main.clinit(200);
	public K1() { t9004001.p0.Main.log("ctor", 200); }
	public int m1() { return 202 + (((Object) this) instanceof t9004001.p0.K3 ? 1 : 0); }
	protected int m2() { return 203 + (++t9004001.p1.K1.s); }
}
