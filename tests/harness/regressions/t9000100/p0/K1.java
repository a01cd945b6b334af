package t9000100.p0;

public class K1 implements java.lang.Comparable<t9000100.p0.K1> {
	private int f1 = 252;
	public int ov(t9000100.p0.K1 x) { return 261; }
	public int key() { return 270; }
	public int compareTo(t9000100.p0.K1 o) { return Integer.compare(this.key(), o.key()); }
}
