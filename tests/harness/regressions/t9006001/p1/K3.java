package t9006001.p1;

public class K3 extends t9006001.p0.K2 {
	public static int s = t9006001.p0.Main.clinit(400);
	protected long f0 = 451L;
	public K3() { t9006001.p0.Main.log("ctor", 400); }
	public int m2() { return 403 + this.m0(); }
	public int ov(t9006001.p1.K1 x) { return 461; }
	public String toString() { return "s" + 400; }
	public boolean equals(Object o) { return o instanceof t9006001.p1.K3; }
	public int hashCode() { return 475; }
}
