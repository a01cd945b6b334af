package p;

public class K1 extends K0 implements I {
	public int m() {
		return 2;
	}

	public int n() {
		return 3;
	}
}
