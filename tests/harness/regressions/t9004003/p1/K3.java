package t9004003.p1;

public class K3 {
	public K3() { t9004003.p0.Main.log("ctor", 400); }
}
