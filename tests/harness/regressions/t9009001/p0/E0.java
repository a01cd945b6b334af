package t9009001.p0;

public class E0 extends RuntimeException {
	public final int code;
	public E0(int code) { this.code = code; }
}
