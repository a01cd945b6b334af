package t9005003.p1;

public class K3 extends t9005003.p0.K2 implements t9005003.p0.J0, t9005003.p0.J1 {
	int f1 = 452;
	public K3() { t9005003.p0.Main.log("ctor", 400); }
	public int m0() { return 401 + (int) this.f1; }
	public int m1() { return 402; }
}
