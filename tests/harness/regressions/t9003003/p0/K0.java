package t9003003.p0;

public class K0 implements t9003003.p0.J0 {
	public static int s = t9003003.p0.Main.clinit(100);
	public K0() { t9003003.p0.Main.log("ctor", 100); }
	int m1() { if ((t9003003.p0.Main.tick() & 1) == 0) throw new t9003003.p1.E1(102); return 102; }
	public String toString() { return "s" + 100; }
	public boolean equals(Object o) { return o instanceof t9003003.p0.K0; }
	public int hashCode() { return 175; }
}
