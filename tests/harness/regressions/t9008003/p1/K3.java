package t9008003.p1;

public class K3 implements java.lang.Comparable<t9008003.p1.K3> {
	public int m2() { return 403; }
	public int ov(t9008003.p1.K0 x) { return 460; }
	public int key() { return 470; }
	public int compareTo(t9008003.p1.K3 o) { return Integer.compare(this.key(), o.key()); }
}
