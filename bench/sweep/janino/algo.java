// Compiled and run by janino (bench/sweep/janino.sh): loops, switch,
// recursion, arrays, longs and chars, exceptions, labelled breaks,
// synchronized, static initialisers, string switches by hand.
public class Algo {
    static final int[] PRIMES;
    static {
        int[] p = new int[20];
        int n = 0;
        outer:
        for (int i = 2; n < p.length; i++) {
            for (int j = 0; j < n; j++) {
                if (i % p[j] == 0) continue outer;
            }
            p[n++] = i;
        }
        PRIMES = p;
    }

    static long fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

    static String roman(int n) {
        int[] v = { 1000, 900, 500, 400, 100, 90, 50, 40, 10, 9, 5, 4, 1 };
        String[] s = { "M", "CM", "D", "CD", "C", "XC", "L", "XL", "X", "IX", "V", "IV", "I" };
        StringBuffer b = new StringBuffer();
        for (int i = 0; i < v.length; i++) {
            while (n >= v[i]) { b.append(s[i]); n -= v[i]; }
        }
        return b.toString();
    }

    static String kind(char c) {
        switch (c) {
        case 'a': case 'e': case 'i': case 'o': case 'u':
            return "vowel";
        case ' ':
            return "space";
        default:
            if (Character.isDigit(c)) return "digit";
            return Character.isLetter(c) ? "consonant" : "other";
        }
    }

    static int divide(int a, int b) {
        try {
            return a / b;
        } catch (ArithmeticException e) {
            System.out.println("caught " + e.getMessage());
            return -1;
        } finally {
            System.out.println("finally " + a + "/" + b);
        }
    }

    static synchronized void sort(int[] a) {
        for (int i = 1; i < a.length; i++) {
            int x = a[i], j = i - 1;
            while (j >= 0 && a[j] > x) { a[j + 1] = a[j]; j--; }
            a[j + 1] = x;
        }
    }

    public static void main(String[] args) {
        StringBuffer b = new StringBuffer();
        for (int i = 0; i < PRIMES.length; i++) b.append(PRIMES[i]).append(' ');
        System.out.println("primes " + b.toString().trim());
        System.out.println("fib(25)=" + fib(25));
        System.out.println("roman 1994=" + roman(1994) + " 2026=" + roman(2026));
        String text = "kaba 2 go!";
        for (int i = 0; i < text.length(); i++) System.out.print(kind(text.charAt(i)) + (i + 1 < text.length() ? "," : "\n"));
        System.out.println(divide(7, 2) + " " + divide(1, 0));
        int[] a = { 5, -3, 12, 0, 7, 7, 1 };
        sort(a);
        b.setLength(0);
        for (int i = 0; i < a.length; i++) b.append(a[i]).append(i + 1 < a.length ? "," : "");
        System.out.println("sorted " + b);
        long big = 1L << 40;
        System.out.println("shift " + big + " " + (big >>> 3) + " " + (-big >> 2) + " " + (int) big);
        double d = 10.0 / 3;
        System.out.println("double " + (float) d + " " + (long) (d * 1e6) + " " + (d > 3 && d < 4));
        Object o = args.length > 0 ? (Object) args[0] : new Integer(42);
        if (o instanceof String) System.out.println("string " + ((String) o).toUpperCase());
        else System.out.println("integer " + ((Integer) o).intValue() * 2);
        throw new IllegalStateException("done on purpose");
    }
}
