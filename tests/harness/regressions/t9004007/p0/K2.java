package t9004007.p0;
public class K2 extends t9004007.p1.K1 implements t9004007.p0.J0 {
	public int m2() { return 303 + super.m2(); }
}
