package p;

public class K0 {
	public int m() {
		return 1;
	}
}
