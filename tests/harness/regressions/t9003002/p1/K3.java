package t9003002.p1;

public class K3 extends t9003002.p1.K1 implements t9003002.p0.J0 {
	private int f0 = 451;
	public K3() { t9003002.p0.Main.log("ctor", 400); }
	private int pv = 480;
	class In { int g() { return 481 + pv; } }
	public int inr() { return new In().g(); }
}
