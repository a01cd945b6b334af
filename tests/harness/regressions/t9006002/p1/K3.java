package t9006002.p1;

public class K3 extends t9006002.p1.K2 {
	static int s = t9006002.p0.Main.clinit(400);
	public K3() { t9006002.p0.Main.log("ctor", 400); }
	public int m1() { return 402 + (int) super.f1; }
	public int m2() { if ((t9006002.p0.Main.tick() & 1) == 0) throw new t9006002.p0.E2(403); return 403; }
	public String toString() { return "s" + 400; }
}
