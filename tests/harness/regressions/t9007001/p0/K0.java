package t9007001.p0;

public class K0 {
	public K0() { t9007001.p0.Main.log("ctor", 100); }
	public int m1() { return 102 + (((Object) this) instanceof t9007001.p0.J0 ? 1 : 0); }
	public String toString() { return "s" + 100; }
}
