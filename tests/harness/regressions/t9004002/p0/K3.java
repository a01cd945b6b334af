package t9004002.p0;

public class K3 extends t9004002.p1.K0 {
	public static int s = t9004002.p0.Main.clinit(400);
	public K3() { t9004002.p0.Main.log("ctor", 400); }
	public int ov(t9004002.p0.K3 x) { return 463; }
	public boolean equals(Object o) { return o instanceof t9004002.p0.K3; }
}
