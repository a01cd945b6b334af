package t9004007.p1;
public class K1 extends t9004007.p0.K0 {
	public int m2() { return 203 + (((Object) this) instanceof t9004007.p0.J0 ? 1 : 0); }
}
