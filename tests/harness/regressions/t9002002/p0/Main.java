package t9002002.p0;
public class Main {
	public static void main(String[] args) {
		t9002002.p1.K2 o = new t9002002.p1.K2();
		System.out.println(((K0) o).m1());
		System.out.println(o.m1());
	}
}
