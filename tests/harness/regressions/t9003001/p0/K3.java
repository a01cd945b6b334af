package t9003001.p0;
public class K3 extends t9003001.p0.K1 implements t9003001.p0.J0 {
	static int s = t9003001.p0.Main.clinit(400);
	public String toString() { return "s" + 400; }
}
