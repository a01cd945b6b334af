package demo;

import java.io.FileReader;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;

import org.codehaus.commons.compiler.CompileException;
import org.codehaus.janino.ClassBodyEvaluator;
import org.codehaus.janino.ExpressionEvaluator;
import org.codehaus.janino.ScriptEvaluator;
import org.codehaus.janino.SimpleCompiler;

/** Drives janino (bench/sweep/janino.sh): compiles sources, expressions,
 *  scripts and class bodies in memory and runs what it made. */
public class Main {
    public static void main(String[] args) throws Exception {
        try {
            switch (args[0]) {
            case "class": compileAndRun(args); break;
            case "expr": expressions(); break;
            case "script": scripts(); break;
            case "body": classBody(); break;
            default: throw new IllegalArgumentException(args[0]);
            }
        } catch (CompileException e) {
            System.out.println("compile error: " + e.getMessage());
            System.exit(3);
        }
    }

    /** class FILE NAME ARGS...: compiles FILE, runs NAME.main(ARGS) */
    static void compileAndRun(String[] args) throws Exception {
        SimpleCompiler c = new SimpleCompiler();
        try (FileReader r = new FileReader(args[1])) {
            c.cook(new java.io.File(args[1]).getName(), r);
        }
        Class<?> k = c.getClassLoader().loadClass(args[2]);
        String[] rest = new String[args.length - 3];
        System.arraycopy(args, 3, rest, 0, rest.length);
        Method m = k.getMethod("main", String[].class);
        try {
            m.invoke(null, (Object) rest);
        } catch (InvocationTargetException e) {
            System.out.println("program threw " + e.getCause());
        }
    }

    static void expressions() throws Exception {
        String[][] cases = {
            { "a + b * 2", "int" },
            { "a > b ? \"a\" : \"b\" + a", "String" },
            { "Math.max(a, b) / 3.0", "double" },
            { "(long) a << 33 | b", "long" },
            { "new StringBuilder(\"x\").append(a).reverse().toString()", "String" },
            { "java.util.Arrays.asList(new Integer[] { new Integer(a), new Integer(b) }).toString()", "String" },
            { "a / (b - b)", "int" },
            { "a +", "int" },
        };
        for (String[] c : cases) {
            Class<?> type = c[1].equals("int") ? int.class : c[1].equals("long") ? long.class
                : c[1].equals("double") ? double.class : String.class;
            try {
                ExpressionEvaluator e = new ExpressionEvaluator(c[0], type,
                    new String[] { "a", "b" }, new Class[] { int.class, int.class });
                for (int a = 1; a <= 9; a += 4) {
                    System.out.println(c[0] + " [a=" + a + ",b=5] = " + e.evaluate(new Object[] { a, 5 }));
                }
            } catch (CompileException e) {
                System.out.println(c[0] + ": compile error: " + e.getMessage());
            } catch (InvocationTargetException e) {
                System.out.println(c[0] + ": threw " + e.getCause());
            }
        }
    }

    static void scripts() throws Exception {
        ScriptEvaluator s = new ScriptEvaluator();
        s.setParameters(new String[] { "n" }, new Class[] { int.class });
        s.setReturnType(String.class);
        s.cook("StringBuilder b = new StringBuilder();\n"
             + "for (int i = 1; i <= n; i++) {\n"
             + "  if (i % 15 == 0) b.append(\"FizzBuzz\");\n"
             + "  else if (i % 3 == 0) b.append(\"Fizz\");\n"
             + "  else if (i % 5 == 0) b.append(\"Buzz\");\n"
             + "  else b.append(i);\n"
             + "  b.append(' ');\n"
             + "}\n"
             + "return b.toString().trim();\n");
        System.out.println(s.evaluate(new Object[] { 20 }));
        ScriptEvaluator t = new ScriptEvaluator();
        t.setReturnType(void.class);
        t.cook("java.util.Map m = new java.util.TreeMap();\n"
             + "String[] w = \"the quick brown fox jumps over the lazy dog the end\".split(\" \");\n"
             + "for (int i = 0; i < w.length; i++) {\n"
             + "  Integer c = (Integer) m.get(w[i]);\n"
             + "  m.put(w[i], new Integer(c == null ? 1 : c.intValue() + 1));\n"
             + "}\n"
             + "System.out.println(m);\n");
        t.evaluate(new Object[0]);
        try {
            new ScriptEvaluator().cook("int x = ;");
        } catch (CompileException e) {
            System.out.println("script compile error: " + e.getMessage());
        }
    }

    static void classBody() throws Exception {
        ClassBodyEvaluator e = new ClassBodyEvaluator();
        e.setImplementedInterfaces(new Class[] { Runnable.class });
        e.cook("private int count;\n"
             + "@Override public void run() { for (int i = 0; i < 3; i++) tick(i); System.out.println(\"count \" + count); }\n"
             + "private void tick(int i) { count += i * i; System.out.println(\"tick \" + i); }\n"
             + "@Override public String toString() { return \"body with \" + count; }\n");
        Object o = e.getClazz().getDeclaredConstructor().newInstance();
        ((Runnable) o).run();
        System.out.println(o);
    }
}
