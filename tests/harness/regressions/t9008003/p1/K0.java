package t9008003.p1;

public class K0 implements java.lang.Comparable<t9008003.p1.K0> {
	public int key() { return 170; }
	public int compareTo(t9008003.p1.K0 o) { return Integer.compare(this.key(), o.key()); }
}
