package t9000100.p1;

public class K2 extends t9000100.p0.K1 {
}
