package p;

/* No longer a K0: Main's invokevirtual K0.m on it fails verification. */
public class K1 implements I {
	public int m() {
		return 2;
	}

	public int n() {
		return 3;
	}
}
