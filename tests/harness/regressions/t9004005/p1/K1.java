package t9004005.p1;

public class K1 extends t9004005.p1.K0 {
	protected int f0 = 251;
	public String toString() { return "s" + 200; }
}
