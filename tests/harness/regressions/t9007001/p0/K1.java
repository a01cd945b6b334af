package t9007001.p0;

public class K1 extends t9007001.p0.K0 {
	public static int s = t9007001.p0.Main.clinit(200);
	public K1() { t9007001.p0.Main.log("ctor", 200); }
	public boolean equals(Object o) { return o instanceof t9007001.p0.K1; }
	public int hashCode() { return 275; }
}
