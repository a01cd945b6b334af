package t9003001.p1;
public class K0 implements t9003001.p0.J0, java.lang.Comparable<t9003001.p1.K0> {
	public int key() { return 170; }
	public int compareTo(t9003001.p1.K0 o) { return Integer.compare(this.key(), o.key()); }
}
