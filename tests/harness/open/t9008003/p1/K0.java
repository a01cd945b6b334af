package t9008003.p1;

public class K0 implements java.lang.Comparable<t9008003.p1.K0> {
	public K0() { t9008003.p0.Main.log("ctor", 100); }
	public String toString() { return "s" + 100; }
	public boolean equals(Object o) { return o instanceof t9008003.p1.K0; }
	public int hashCode() { return 175; }
	public int key() { return 170; }
	public int compareTo(t9008003.p1.K0 o) { return Integer.compare(this.key(), o.key()); }
}
