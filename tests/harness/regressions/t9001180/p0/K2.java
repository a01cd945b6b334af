package t9001180.p0;

public class K2 extends t9001180.p0.K1 {
	public int f0 = 351;
}
