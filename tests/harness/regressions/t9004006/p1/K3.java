package t9004006.p1;

public class K3 extends t9004006.p1.K0 {
	public static int s = t9004006.p0.Main.clinit(400);
	public K3() { t9004006.p0.Main.log("ctor", 400); }
	public int m0() { if ((t9004006.p0.Main.tick() & 1) == 0) throw new t9004006.p0.E2(401); return 401; }
	int m1() { return 402 + (++t9004006.p1.K3.s); }
	public boolean equals(Object o) { return o instanceof t9004006.p1.K3; }
	public int hashCode() { return 475; }
}
