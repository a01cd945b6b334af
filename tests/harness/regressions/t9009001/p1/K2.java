package t9009001.p1;

public class K2 extends t9009001.p1.K1 {
	static int s = t9009001.p0.Main.clinit(300);
	public int f0 = 351;
	public K2() { t9009001.p0.Main.log("ctor", 300); }
	public String toString() { return "s" + 300; }
}
