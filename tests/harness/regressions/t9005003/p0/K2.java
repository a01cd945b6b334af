package t9005003.p0;

public class K2 extends t9005003.p0.K1 {
	public K2() { t9005003.p0.Main.log("ctor", 300); }
	public int m2() { return 303; }
	public int ov(t9005003.p0.K2 x) { return 362; }
	public String toString() { return "s" + 300; }
}
