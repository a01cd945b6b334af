package t9006002.p0;

public class K1 extends t9006002.p0.K0 {
	private int f0 = 251;
	public K1() { t9006002.p0.Main.log("ctor", 200); }
	public int m0() { return 201 + (int) this.f1; }
	public int m2() { return 203 + (++t9006002.p0.K1.s); }
}
