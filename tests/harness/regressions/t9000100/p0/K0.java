package t9000100.p0;

public class K0 {
	static int s = t9000100.p0.Main.clinit(100);
	public String toString() { return "s" + 100; }
}
