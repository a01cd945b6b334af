package t9008002.p0;

public class E0 extends RuntimeException {
	public final int code;
	public E0(int code) { this.code = code; }
}
