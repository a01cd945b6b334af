package t9007002.p0;

public class K1 extends t9007002.p0.K0 {
	public static int s = t9007002.p0.Main.clinit(200);
	int f0 = 251;
	protected int f1 = 252;
	public K1() { t9007002.p0.Main.log("ctor", 200); }
	public int m0() { return 201 + (int) this.f1; }
	public int m1() { if ((t9007002.p0.Main.tick() & 1) == 0) throw new t9007002.p0.E2(202); return 202; }
	public int ov(t9007002.p0.K1 x) { return 261; }
	public boolean equals(Object o) { return o instanceof t9007002.p0.K1; }
	public int hashCode() { return 275; }
	public int key() { return 270; }
	private int pv = 280;
	class In { int g() { return 281 + pv; } }
	public int inr() { return new In().g(); }
}
