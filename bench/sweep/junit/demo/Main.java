package demo;

import java.util.*;
import junit.extensions.RepeatedTest;
import junit.extensions.TestDecorator;
import junit.extensions.TestSetup;
import junit.framework.*;

/** A client of JUnit 3.8: runs test classes of ours (below) through
 *  TestSuite, which finds their test methods, constructors and suite()
 *  methods by reflection, with a listener of ours that prints each test's
 *  start, failure or error and end (JUnit's own runner prints times).  The
 *  tests exercise a small shape hierarchy, so there is something to
 *  restructure besides JUnit.  args[0] picks the suite. */
public class Main {
	/** the program under test */
	static abstract class Shape {
		final String name;
		Shape(String name) { this.name = name; }
		abstract double area();
		double perimeter() { return 0; }
		String describe() { return name + " area " + Math.round(area() * 100) / 100.0; }
	}

	static class Rect extends Shape {
		final double w, h;
		Rect(double w, double h) { super("rect"); this.w = w; this.h = h; }
		Rect(String n, double w, double h) { super(n); this.w = w; this.h = h; }
		double area() { return w * h; }
		double perimeter() { return 2 * (w + h); }
	}

	static class Square extends Rect {
		Square(double s) { super("square", s, s); }
	}

	static class Circle extends Shape {
		final double r;
		Circle(double r) { super("circle"); this.r = r; }
		double area() { return Math.PI * r * r; }
	}

	static class Registry {
		private final Map<String, Shape> shapes = new TreeMap<>();
		void add(Shape s) {
			if (shapes.containsKey(s.name))
				throw new IllegalStateException("duplicate " + s.name);
			shapes.put(s.name, s);
		}
		double total() {
			double t = 0;
			for (Shape s : shapes.values())
				t += s.area();
			return t;
		}
		int size() { return shapes.size(); }
	}

	/** a base with fixtures: setUp and tearDown are called by TestCase.runBare */
	public static abstract class ShapeTest extends TestCase {
		protected Registry reg;
		protected static List<String> log = new ArrayList<>();
		public ShapeTest() {}
		public ShapeTest(String name) { super(name); }
		protected void setUp() { reg = new Registry(); reg.add(new Rect(2, 3)); log.add("setUp " + getName()); }
		protected void tearDown() { log.add("tearDown " + getName()); reg = null; }
		public void testInherited() { assertEquals(1, reg.size()); }
	}

	public static class RectTest extends ShapeTest {
		public RectTest(String name) { super(name); }
		public void testArea() { assertEquals(6.0, reg.total(), 1e-9); }
		public void testSquare() { reg.add(new Square(2)); assertEquals(10.0, reg.total(), 1e-9); }
		public void testPerimeter() { assertEquals(10.0, new Rect(2, 3).perimeter(), 1e-9); }
		public void testFails() { assertEquals("rect area 6.0", new Square(3).describe()); }
		public void testErrors() { reg.add(new Rect(1, 1)); }
		/** not a test: takes a parameter */
		public void testWith(int x) { fail("called"); }
		/** not a test: not public */
		void testHidden() { fail("called"); }
	}

	/** no String constructor: TestSuite uses the no-argument one and setName */
	public static class CircleTest extends ShapeTest {
		public void testCircle() { reg.add(new Circle(1)); assertTrue(reg.total() > 9.14 && reg.total() < 9.15); }
		public void testDescribe() { assertEquals("circle area 3.14", new Circle(1).describe()); }
		public void testNotSame() { assertNotSame(new Circle(1), new Circle(1)); assertNull(null); assertFalse(false); }
		public void testFailNow() { fail("on purpose"); }
	}

	/** a class with a suite() method */
	public static class Suites {
		public static Test suite() {
			TestSuite s = new TestSuite("built");
			s.addTestSuite(RectTest.class);
			s.addTest(new RepeatedTest(new CircleTest() { { setName("testCircle"); } }, 3));
			s.addTest(new TestSetup(new TestSuite(CircleTest.class)) {
				protected void setUp() { System.out.println("suite setUp"); }
				protected void tearDown() { System.out.println("suite tearDown"); }
			});
			s.addTest(TestSuite.createTest(RectTest.class, "testArea"));
			s.addTest(TestSuite.createTest(RectTest.class, "testNoSuchMethod"));
			return s;
		}
	}

	/** not a TestCase: TestSuite warns */
	public static class NotATest {
		public void testX() {}
	}

	static class Printer implements TestListener {
		public void addError(Test t, Throwable e) { System.out.println("  error " + e.getClass().getName() + ": " + e.getMessage()); }
		public void addFailure(Test t, AssertionFailedError e) { System.out.println("  failure " + e.getMessage()); }
		public void endTest(Test t) { System.out.println("  end " + t); }
		public void startTest(Test t) { System.out.println("start " + t); }
	}

	static void run(Test t) {
		TestResult r = new TestResult();
		r.addListener(new Printer());
		t.run(r);
		System.out.println("run " + r.runCount() + " failures " + r.failureCount() + " errors " + r.errorCount()
			+ " ok " + r.wasSuccessful() + " count " + t.countTestCases());
		for (Enumeration<TestFailure> e = r.failures(); e.hasMoreElements();) {
			TestFailure f = e.nextElement();
			System.out.println("failed " + f.failedTest() + ": " + f.exceptionMessage());
		}
		Collections.sort(ShapeTest.log);
		System.out.println("log " + ShapeTest.log.size() + " " + ShapeTest.log.subList(0, Math.min(6, ShapeTest.log.size())));
		ShapeTest.log.clear();
	}

	public static void main(String[] args) throws Exception {
		String which = args.length > 0 ? args[0] : "all";
		if (which.equals("rect") || which.equals("all"))
			run(new TestSuite(RectTest.class));
		if (which.equals("circle") || which.equals("all"))
			run(new TestSuite(CircleTest.class, "circles"));
		if (which.equals("suite") || which.equals("all"))
			run(Suites.suite());
		if (which.equals("bad") || which.equals("all"))
			run(new TestSuite(NotATest.class));
		if (which.equals("name")) {
			Class<?> c = Class.forName("demo.Main$" + args[1]);
			run(new TestSuite(c.asSubclass(TestCase.class)));
		}
	}
}
