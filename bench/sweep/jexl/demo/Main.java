package demo;

import java.util.*;

import org.apache.commons.jexl3.*;

/** Drives JEXL 3 (bench/sweep/jexl.sh): expressions and scripts over
 *  contexts holding our beans, maps, lists and arrays; functions in a
 *  namespace, lambdas, loops, errors in strict and lenient engines. */
public class Main {
    public static class Point {
        private final int x, y;
        public Point(int x, int y) { this.x = x; this.y = y; }
        public int getX() { return x; }
        public int getY() { return y; }
        public Point plus(Point o) { return new Point(x + o.x, y + o.y); }
        public double norm() { return Math.sqrt(x * x + y * y); }
        @Override public String toString() { return "(" + x + "," + y + ")"; }
    }

    public static class Colored extends Point {
        private String color;
        public Colored(int x, int y, String color) { super(x, y); this.color = color; }
        public String getColor() { return color; }
        public void setColor(String c) { color = c; }
        @Override public String toString() { return color + super.toString(); }
    }

    public static class MathFns {
        public static int gcd(int a, int b) { return b == 0 ? a : gcd(b, a % b); }
        public String shout(String s) { return s.toUpperCase() + "!"; }
        public int sum(int... xs) { int s = 0; for (int x : xs) s += x; return s; }
    }

    public static void main(String[] args) throws Exception {
        Map<String, Object> ns = new HashMap<>();
        ns.put("m", MathFns.class);
        ns.put("f", new MathFns());
        boolean strict = !args[0].equals("lenient");
        JexlEngine jexl = new JexlBuilder().namespaces(ns).strict(strict).silent(false).cache(64).create();
        JexlContext ctx = new MapContext();
        ctx.set("p", new Point(3, 4));
        ctx.set("c", new Colored(1, 2, "red"));
        ctx.set("list", new ArrayList<>(Arrays.asList(5, 3, 8, 1)));
        ctx.set("arr", new int[] { 10, 20, 30 });
        Map<String, Object> m = new TreeMap<>();
        m.put("a", 1); m.put("b", "two");
        ctx.set("map", m);
        String[] lines = args[0].equals("lenient") || args[0].equals("strict") ? ERRORS
            : args[0].equals("expr") ? EXPRESSIONS : SCRIPTS;
        for (String src : lines) {
            try {
                Object r = args[0].equals("expr") || args[0].equals("lenient") || args[0].equals("strict")
                    ? jexl.createExpression(src).evaluate(ctx)
                    : jexl.createScript(src).execute(ctx);
                System.out.println(src + " => " + show(r) + (r == null ? "" : " : " + r.getClass().getSimpleName()));
            } catch (RuntimeException e) {
                System.out.println(src + " !! " + e.getClass().getSimpleName() + ": " + e.getMessage());
            }
        }
        System.out.println("after: c=" + ctx.get("c") + " list=" + ctx.get("list") + " map=" + ctx.get("map") + " x=" + ctx.get("x"));
    }

    /** r's elements for arrays and collections: their own toString
     *  prints identity hashes, which differ from run to run */
    static String show(Object r) {
        if (r instanceof int[]) return Arrays.toString((int[]) r);
        if (r instanceof Object[]) return Arrays.deepToString((Object[]) r);
        if (r instanceof Collection && !(r instanceof List || r instanceof Set)) return new ArrayList<Object>((Collection<?>) r).toString();
        return String.valueOf(r);
    }

    static final String[] EXPRESSIONS = {
        "1 + 2 * 3 - 4 / 2",
        "7 % 3 + 2 ** 3",
        "10 / 4.0",
        "'abc' + 1 + 2",
        "p.x * p.y",
        "p.norm()",
        "p.plus(c)",
        "c.color",
        "c.color = 'blue'",
        "list[2] + arr[1]",
        "list.size() + size(arr) + size('hello')",
        "map.a + 1",
        "map['b'] == 'two'",
        "empty(map.missing)",
        "p.x > 2 && c.x < 2 || false",
        "p.x == 3 ? 'three' : 'other'",
        "x ?: 'default'",
        "'hello' =~ '^h.*'",
        "3 =~ [1, 2, 3]",
        "[1, 2, 3].size()",
        "{'k' : 'v', 'n' : 2}['n']",
        "1..5",
        "m:gcd(84, 36)",
        "f:shout('hi')",
        "f:sum(1, 2, 3, 4)",
        "new('java.lang.StringBuilder', 'ab').reverse().toString()",
        "~5 & 0xFF | 1 ^ 2",
        "-p.x",
        "!(p.x > 1)",
        "'a' < 'b' and 2 ge 1",
    };

    static final String[] SCRIPTS = {
        "var s = 0; for (var i : 1..10) { s += i; } s",
        "var r = ''; var i = 0; while (i < 5) { r = r + i; i = i + 1; } r",
        "var fact = function(n) { n <= 1 ? 1 : n * fact(n - 1) }; fact(10)",
        "var add = (a, b) -> a + b; add(2, 40)",
        "var t = []; for (var e : list) { if (e > 2) t.add(e * 10); } t",
        "x = 41; x + 1",
        "var total = 0; for (var k : map.keySet()) { total += size(k); } total",
        "var b = new('java.util.TreeSet'); b.add('z'); b.add('a'); b",
        "if (p.x > 5) { 'big' } else if (p.x > 2) { 'medium' } else { 'small' }",
        "var q = c; q.color = 'green'; q.toString()",
        "var a = [3, 1, 2]; a[0] = 9; a",
        "var sum = 0; for (var v : arr) { if (v == 20) continue; sum += v; } sum",
        "var s = 'x'; s += 'y'; s += 1; s",
        "return 'early'; 'late'",
    };

    static final String[] ERRORS = {
        "undefinedVar + 1",
        "p.nosuch",
        "p.missingMethod()",
        "1 / 0",
        "list[99]",
        "'abc' - 1",
        "f:nope()",
        "1 +",
        "map.b.length()",
        "null.x",
    };
}
