package t9002002.p0;
public class K0 {
	int m1() { return 102; }
}
