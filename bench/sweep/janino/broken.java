// Compiled by janino (bench/sweep/janino.sh): a compile error it reports.
public class Broken {
    public static void main(String[] args) {
        int x = 3;
        String s = x.toString();
        System.out.println(s + undefinedName);
    }
}
