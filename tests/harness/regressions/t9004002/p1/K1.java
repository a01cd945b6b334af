package t9004002.p1;

public class K1 implements t9004002.p0.J0, java.lang.Comparable<t9004002.p1.K1> {
	public int hashCode() { return 275; }
	public int key() { return 270; }
	public int compareTo(t9004002.p1.K1 o) { return Integer.compare(this.key(), o.key()); }
}
