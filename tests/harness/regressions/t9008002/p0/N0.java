package t9008002.p0;

public enum N0 {
	A, B {
		public int v() { t9008002.p0.K0 x = new t9008002.p0.K0(); try { return 7000 + x.m1(); } catch (RuntimeException e) { return -7000; } }
	}, C;
	final t9008002.p0.K0 k = new t9008002.p0.K0();
	public int v() { try { return 7100 + k.m0(); } catch (RuntimeException e) { return -7100; } }
}
