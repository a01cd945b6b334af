package t9003002.p1;

public class K1 {
	public static int s = t9003002.p0.Main.clinit(200);
	public int f1 = 252;
	public K1() { t9003002.p0.Main.log("ctor", 200); }
	public int m2() { return 203; }
	private int pv = 280;
	class In { int g() { return 281 + pv; } }
	public int inr() { return new In().g(); }
}
