// The program of restructure_fallback.sh's missing-class case: Zoo.visit
// merges a lib.Q and a lib.R, and kaba is given app.jar without lib.jar,
// so the stack map frame at that merge cannot be computed.  The refusal
// must freeze Zoo (and what its descriptors name), not every class.
package app;

import lib.P;
import lib.Q;
import lib.R;

class Shape {
	int area() { return 1; }
	int perimeter() { return 4; }
}

class Square extends Shape {
	int area() { return 9; }
}

class Animal {
	String sound() { return "..."; }
	String name() { return "animal"; }
}

class Dog extends Animal {
	String sound() { return "woof"; }
}

class Zoo {
	static String visit(Animal a, boolean first) {
		P p = first ? new Q() : new R();
		return a.sound() + " " + p.tag();
	}
}

public class Main {
	public static void main(String[] args) {
		Shape s = new Shape();
		Square q = new Square();
		System.out.println(s.area() + " " + q.perimeter() + " " + q.area());
		System.out.println(Zoo.visit(new Dog(), args.length == 0) + " " + Zoo.visit(new Animal(), false));
		System.out.println(new Animal().name());
	}
}
