package t9003003.p0;

public class K3 extends t9003003.p0.K2 implements t9003003.p0.J0 {
	static int s = t9003003.p0.Main.clinit(400);
	int f1 = 452;
	public K3() { t9003003.p0.Main.log("ctor", 400); }
	public int m0() { return 401 + (int) this.f0; }
	public int m2() { return 403; }
	public boolean equals(Object o) { return o instanceof t9003003.p0.K3; }
	public int hashCode() { return 475; }
}
