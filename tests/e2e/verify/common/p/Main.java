package p;

/* Compiled against K1 extends K0 implements I; run against a K1 that has
 * lost one of the two (verify.sh). */
public class Main {
	public static void main(String[] args) {
		K0 k = new K1();
		System.out.println(k.m());
		I i = new K1();
		System.out.println(i.n());
	}
}
