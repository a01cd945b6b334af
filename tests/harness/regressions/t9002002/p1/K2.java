package t9002002.p1;
public class K2 extends t9002002.p0.K0 {
	public int m1() { return 302; }
}
