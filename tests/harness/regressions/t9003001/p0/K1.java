package t9003001.p0;
public class K1 implements java.lang.Comparable<t9003001.p0.K1> {
	static int s = t9003001.p0.Main.clinit(200);
	public int key() { return 270; }
	public int compareTo(t9003001.p0.K1 o) { return Integer.compare(this.key(), o.key()); }
}
