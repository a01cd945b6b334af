package t9004006.p0;
public class K2 extends t9004006.p1.K0 implements t9004006.p0.J0 {
	public String toString() { return "s" + 300; }
}
