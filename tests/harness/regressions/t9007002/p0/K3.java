package t9007002.p0;

public class K3 extends t9007002.p0.K1 implements t9007002.p0.J0 {
	public K3() { t9007002.p0.Main.log("ctor", 400); }
	public int m0() { return 401; }
	public int ov(t9007002.p0.K1 x) { return 461; }
	public boolean equals(Object o) { return o instanceof t9007002.p0.K3; }
	public int hashCode() { return 475; }
}
