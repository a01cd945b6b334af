package t9008002.p0;

import java.io.*;

public class S0 extends t9008002.p0.K3 implements Serializable {
	int n;
	transient t9008002.p0.K0 k;
	public S0(int n) { this.n = n; k = new t9008002.p0.K0(); }
	int w() { try { return 7200 + k.m1(); } catch (RuntimeException e) { return -7200; } }
	int r(t9008002.p0.K0 x) { try { return 7300 + x.m1(); } catch (RuntimeException e) { return -7300; } }
	public int v() { try { return 7400 + this.m0(); } catch (RuntimeException e) { return -7400; } }
	private void writeObject(ObjectOutputStream out) throws IOException { Main.log("writeObject", n); out.defaultWriteObject(); out.writeInt(w()); }
	private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException { in.defaultReadObject(); int h = in.readInt(); t9008002.p0.K0 x = new t9008002.p0.K0(); Main.log("readObject", h + r(x)); }
	private Object writeReplace() { Main.log("writeReplace", n); return n % 2 == 0 ? this : new S0(n + 1); }
	private Object readResolve() { Main.log("readResolve", n); k = new t9008002.p0.K0(); return this; }
}
