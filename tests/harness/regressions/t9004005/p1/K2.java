package t9004005.p1;

public class K2 extends t9004005.p1.K0 implements t9004005.p0.J0 {
	public static int s = t9004005.p0.Main.clinit(300);
	public int ov(t9004005.p1.K2 x) { return 362; }
	public String toString() { return "s" + 300; }
}
