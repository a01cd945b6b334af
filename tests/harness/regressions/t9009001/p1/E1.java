package t9009001.p1;

public class E1 extends RuntimeException {
	public final int code;
	public E1(int code) { this.code = code; }
}
