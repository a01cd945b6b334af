package t9002001.p0;
public class K1 { public int ov(K1 x) { return 261; } }
