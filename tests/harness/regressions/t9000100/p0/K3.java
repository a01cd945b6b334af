package t9000100.p0;

public class K3 {
	static int s = t9000100.p0.Main.clinit(400);
}
