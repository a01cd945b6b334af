package t9008001.p1;

public class K1 extends t9008001.p1.K0 {
	public int f0 = 251;
	public K1() { t9008001.p0.Main.log("ctor", 200); }
	public int ov(t9008001.p1.K0 x) { return 260; }
	public int lam() { java.util.function.IntSupplier q = () -> 290; return q.getAsInt(); }
}
