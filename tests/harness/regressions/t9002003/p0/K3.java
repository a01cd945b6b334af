package t9002003.p0;

public class K3 extends t9002003.p1.K0 {
	public K3() { t9002003.p0.Main.log("ctor", 400); }
	public int m0() { if ((t9002003.p0.Main.tick() & 1) == 0) throw new t9002003.p0.E2(401); return 401; }
	int m1() { if ((t9002003.p0.Main.tick() & 1) == 0) throw new t9002003.p1.E1(402); return 402; }
	int m2() { return 403 + this.m1(); }
	public String toString() { return "s" + 400; }
	private int pv = 480;
	class In { int g() { return 481 + pv; } }
	public int inr() { return new In().g(); }
}
