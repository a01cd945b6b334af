// Compiled by janino (bench/sweep/janino.sh): a syntax error it reports.
public class Syntax {
    public static void main(String[] args) {
        for (int i = 0; i < 3; i++ {
            System.out.println(i);
        }
    }
}
