package t9004007.p0;
public class K0 {
	int f1 = 152;
	int m2() { return 103; }
}
