package t9008002.p0;

import java.io.*;

public class S0 extends t9008002.p0.K3 implements Serializable {
	int n;
	transient t9008002.p0.K0 k;
	public S0(int n) { this.n = n; k = new t9008002.p0.K0(); }
	int w() { try { return 7200 + k.m1(); } catch (RuntimeException e) { return -7200; } }
	int r(t9008002.p0.K0 x) { try { return 7300 + x.m1(); } catch (RuntimeException e) { return -7300; } }
	private Object writeReplace() { Main.log("writeReplace", n); return n % 2 == 0 ? this : new S0(n + 1); }
	private Object readResolve() { Main.log("readResolve", n); k = new t9008002.p0.K0(); return this; }
}
