package t9002003.p0;

public class K2 extends t9002003.p1.K0 {
	public static int s = t9002003.p0.Main.clinit(300);
}
