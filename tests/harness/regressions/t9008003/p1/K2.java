package t9008003.p1;

public class K2 extends t9008003.p1.K1 implements t9008003.p0.J0 {
	public int f1 = 352;
	public K2() { t9008003.p0.Main.log("ctor", 300); }
	public int key() { return 370; }
}
