package t9008002.p0;

public class K1 implements java.lang.Comparable<t9008002.p0.K1> {
	public long f1 = 252L;
	public K1() { t9008002.p0.Main.log("ctor", 200); }
	public int m0() { return 201 + (((Object) this) instanceof t9008002.p0.K1 ? 1 : 0); }
	protected int m1() { return 202 + this.m0(); }
	int m2() { return 203 + this.m1(); }
	public int ov(t9008002.p0.K0 x) { return 260; }
	public int hashCode() { return 275; }
	public int key() { return 270; }
	public int compareTo(t9008002.p0.K1 o) { return Integer.compare(this.key(), o.key()); }
}
