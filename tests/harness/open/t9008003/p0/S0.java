package t9008003.p0;

import java.io.*;

public class S0 extends t9008003.p1.K3 implements Serializable {
	int n;
	transient t9008003.p1.K0 k;
	public S0(int n) { this.n = n; k = new t9008003.p1.K0(); }
	int w() { return 7200 + (k == null ? 0 : 1); }
	int r(t9008003.p1.K0 x) { return 7300 + (x == null ? 0 : 1); }
	public int v() { try { return 7400 + this.m0(); } catch (RuntimeException e) { return -7400; } }
	private void writeObject(ObjectOutputStream out) throws IOException { Main.log("writeObject", n); out.defaultWriteObject(); out.writeInt(w()); }
	private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException { in.defaultReadObject(); int h = in.readInt(); t9008003.p1.K0 x = new t9008003.p1.K0(); Main.log("readObject", h + r(x)); }
	private Object writeReplace() { Main.log("writeReplace", n); return n % 2 == 0 ? this : new S0(n + 1); }
	private Object readResolve() { Main.log("readResolve", n); k = new t9008003.p1.K0(); return this; }
}
