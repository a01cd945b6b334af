package t9007001.p0;

public class K3 extends t9007001.p0.K1 implements t9007001.p0.J0 {
	public int f1 = 452;
	public K3() { t9007001.p0.Main.log("ctor", 400); }
	public int m0() { return 401 + (++t9007001.p0.K3.s); }
	public boolean equals(Object o) { return o instanceof t9007001.p0.K3; }
	public int hashCode() { return 475; }
}
