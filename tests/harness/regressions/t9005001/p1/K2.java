package t9005001.p1;

public class K2 extends t9005001.p1.K1 {
	public static int s = t9005001.p0.Main.clinit(300);
	int f0 = 351;
	public K2() { t9005001.p0.Main.log("ctor", 300); }
	public int m2() { return 303 + (((Object) this) instanceof t9005001.p0.K0 ? 1 : 0); }
	public int ov(t9005001.p1.K2 x) { return 362; }
	public boolean equals(Object o) { return o instanceof t9005001.p1.K2; }
	public int hashCode() { return 375; }
}
