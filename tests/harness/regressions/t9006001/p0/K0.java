package t9006001.p0;

public class K0 {
	protected long f1 = 152L;
	public K0() { t9006001.p0.Main.log("ctor", 100); }
	int m1() { if ((t9006001.p0.Main.tick() & 1) == 0) throw new t9006001.p0.E2(102); return 102; }
	private int m2() { return 103 + (((Object) this) instanceof t9006001.p0.J0 ? 1 : 0); }
}
