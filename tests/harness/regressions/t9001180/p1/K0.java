package t9001180.p1;

public class K0 implements t9001180.p0.J0 {
}
