package t9004004.p0;
public class K2 extends t9004004.p0.K1 {
	public int m2() { return 303; }
	public int ov(t9004004.p0.K2 x) { return 362; }
}
