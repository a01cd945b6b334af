package t9003002.p1;

public class K0 implements t9003002.p0.J0 {
	protected int f1 = 152;
}
