package t9009001.p0;

public class E2 extends t9009001.p0.E0 {
	public E2(int code) { super(code); }
}
