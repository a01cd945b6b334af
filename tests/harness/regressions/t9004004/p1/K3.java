package t9004004.p1;
public class K3 extends t9004004.p0.K2 implements t9004004.p0.J0, t9004004.p0.J1 {
	public int m0() { return 401 + (int) this.f1; }
}
