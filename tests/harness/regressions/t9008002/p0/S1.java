package t9008002.p0;

import java.io.*;

public class S1 implements Externalizable {
	int n;
	t9008002.p0.K0 k;
	public S1() { Main.log("S1()", 0); k = new t9008002.p0.K0(); }
	public S1(int n) { this.n = n; }
	public int v() { try { return 7500 + k.m1(); } catch (RuntimeException e) { return -7500; } }
	public void writeExternal(ObjectOutput out) throws IOException { out.writeInt(n); }
	public void readExternal(ObjectInput in) throws IOException { n = in.readInt() + v(); }
}
