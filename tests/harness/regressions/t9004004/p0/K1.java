package t9004004.p0;
public class K1 extends t9004004.p1.K0 {
	public int m0() { if ((t9004004.p0.Main.tick() & 1) == 0) throw new t9004004.p1.E1(201); return 201; }
	public int ov(t9004004.p0.K1 x) { return 261; }
}
