// Compiled and run by janino (bench/sweep/janino.sh): classes, interfaces,
// abstract methods, overriding, super calls, static and inner classes.
import java.util.*;

public class Shapes {
    interface Shape { double area(); String name(); }

    static abstract class Base implements Shape {
        protected final String id;
        Base(String id) { this.id = id; }
        @Override public String name() { return getClass().getName().replace('$', '.') + "#" + id; }
        @Override public String toString() { return name() + " area=" + Math.round(area() * 100) / 100.0; }
    }

    static class Circle extends Base {
        double r;
        Circle(String id, double r) { super(id); this.r = r; }
        @Override public double area() { return Math.PI * r * r; }
    }

    static class Rect extends Base {
        double w, h;
        Rect(String id, double w, double h) { super(id); this.w = w; this.h = h; }
        @Override public double area() { return w * h; }
    }

    static class Square extends Rect {
        Square(String id, double s) { super(id, s, s); }
        @Override public String name() { return "square(" + super.name() + ")"; }
    }

    class Counter {
        int n;
        void add(Shape s) { n++; total += s.area(); }
    }

    double total;

    public static void main(String[] args) {
        List shapes = new ArrayList();
        shapes.add(new Circle("c1", 1.5));
        shapes.add(new Rect("r1", 2, 3.25));
        shapes.add(new Square("s1", 4));
        shapes.add(new Shape() {
            @Override public double area() { return 7; }
            @Override public String name() { return "anonymous"; }
            @Override public String toString() { return "anon area=7"; }
        });
        Shapes outer = new Shapes();
        Shapes.Counter c = outer.new Counter();
        for (Iterator it = shapes.iterator(); it.hasNext();) {
            Shape s = (Shape) it.next();
            c.add(s);
            System.out.println(s);
        }
        Collections.sort(shapes, new Comparator() {
            @Override public int compare(Object a, Object b) {
                return Double.compare(((Shape) a).area(), ((Shape) b).area());
            }
        });
        StringBuffer order = new StringBuffer();
        for (int i = 0; i < shapes.size(); i++) {
            if (i > 0) order.append(", ");
            order.append(((Shape) shapes.get(i)).name());
        }
        System.out.println("by area: " + order);
        System.out.println("count=" + c.n + " total=" + Math.round(outer.total));
        System.out.println("args=" + Arrays.asList(args));
    }
}
