package t9008003.p0;

public enum N0 {
	A, B {
		public int v() { t9008003.p1.K0 x = new t9008003.p1.K0(); return 7000 + (x == null ? 0 : 1); }
	}, C;
	final t9008003.p1.K3 k = new t9008003.p1.K3();
	public int v() { try { return 7100 + k.m2(); } catch (RuntimeException e) { return -7100; } }
}
