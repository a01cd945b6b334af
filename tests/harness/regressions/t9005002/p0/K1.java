package t9005002.p0;

public class K1 extends t9005002.p1.K0 implements t9005002.p0.J0, t9005002.p0.J1 {
	public int f1 = 252;
	public K1() { t9005002.p0.Main.log("ctor", 200); }
	public int ov(t9005002.p1.K0 x) { return 260; }
	public int ov(t9005002.p0.K2 x) { return 262; }
	public int ov(t9005002.p0.K3 x) { return 263; }
	public boolean equals(Object o) { return o instanceof t9005002.p0.K1; }
	public int hashCode() { return 275; }
}
