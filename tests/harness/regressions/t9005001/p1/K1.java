package t9005001.p1;

public class K1 extends t9005001.p0.K0 implements t9005001.p0.J0 {
	public static int s = t9005001.p0.Main.clinit(200);
	public int f0 = 251;
	public K1() { t9005001.p0.Main.log("ctor", 200); }
	public int m0() { return 201 + (++t9005001.p1.K1.s); }
	public int m2() { return 203 + (int) this.f0; }
}
