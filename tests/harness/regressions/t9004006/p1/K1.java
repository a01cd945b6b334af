package t9004006.p1;

public class K1 implements t9004006.p0.J0, java.lang.Comparable<t9004006.p1.K1> {
	public int ov(t9004006.p0.K2 x) { return 262; }
	public String toString() { return "s" + 200; }
	public boolean equals(Object o) { return o instanceof t9004006.p1.K1; }
	public int hashCode() { return 275; }
	public int key() { return 270; }
	public int compareTo(t9004006.p1.K1 o) { return Integer.compare(this.key(), o.key()); }
}
