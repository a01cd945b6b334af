package t9001000.p1;

public class K3 extends t9001000.p0.K1 {
	public int f0 = 451;
}
