package t9002001.p0;
public class K2 extends K1 {
	public int m1() { return 302; }
}
