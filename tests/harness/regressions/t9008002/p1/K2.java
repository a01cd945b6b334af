package t9008002.p1;

public class K2 extends t9008002.p0.K1 {
	public K2() { t9008002.p0.Main.log("ctor", 300); }
	public int m1() { return 302; }
	public int m2() { return 303; }
	public int key() { return 370; }
}
