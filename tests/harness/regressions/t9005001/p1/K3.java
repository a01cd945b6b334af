package t9005001.p1;

public class K3 extends t9005001.p1.K1 {
	public static int s = t9005001.p0.Main.clinit(400);
	public K3() { t9005001.p0.Main.log("ctor", 400); }
	public String toString() { return "s" + 400; }
	public boolean equals(Object o) { return o instanceof t9005001.p1.K3; }
	public int hashCode() { return 475; }
	public int lam() { java.util.function.IntSupplier q = () -> 490 + this.m2(); return q.getAsInt(); }
}
