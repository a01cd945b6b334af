package t9002001.p0;
public class Main {
	public static void main(String[] args) {
		K1 o1 = new K1();
		K2 o2 = new K2();
		System.out.println(o1.ov(o2));
		System.out.println(o2.m1());
		System.out.println(o2.ov(o2));
	}
}
