package t9008002.p0;

public class K3 extends t9008002.p0.K1 implements t9008002.p0.J0 {
	public int f1 = 452;
}
