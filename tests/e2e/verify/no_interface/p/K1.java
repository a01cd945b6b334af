package p;

/* No longer an I: Main verifies, its invokeinterface I.n throws
 * IncompatibleClassChangeError. */
public class K1 extends K0 {
	public int m() {
		return 2;
	}

	public int n() {
		return 3;
	}
}
