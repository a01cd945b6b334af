package t9005003.p0;

public class K1 extends t9005003.p1.K0 {
	private int f1 = 252;
	public K1() { t9005003.p0.Main.log("ctor", 200); }
	public int m0() { if ((t9005003.p0.Main.tick() & 1) == 0) throw new t9005003.p1.E1(201); return 201; }
	public int ov(t9005003.p0.K1 x) { return 261; }
	public String toString() { return "s" + 200; }
	public boolean equals(Object o) { return o instanceof t9005003.p0.K1; }
	public int hashCode() { return 275; }
}
