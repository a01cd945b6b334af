package p;

/* A local copied into a variable of a supertype after a try/catch: without
 * a LocalVariableTable the analysis once lost the copy's type (issue 19),
 * and the restructured call failed verification. */
public class Main {
	public static void main(String[] args) {
		A a = new A();
		B b = new B();
		try {
			A v = a;
			System.out.println(v.m());
		} catch (RuntimeException e) {
			System.out.println("caught");
		}
		A w = b;
		System.out.println(w.m());
	}
}

class A {
	int f = 1;

	int m() {
		return f;
	}
}

class B extends A {
	int m() {
		return 2 + f;
	}
}
