package t9001180.p0;

public class K3 implements java.lang.Comparable<t9001180.p0.K3> {
	public static int s = t9001180.p0.Main.clinit(400);
	public long f0 = 451L;
	public int key() { return 470; }
	public int compareTo(t9001180.p0.K3 o) { return Integer.compare(this.key(), o.key()); }
}
