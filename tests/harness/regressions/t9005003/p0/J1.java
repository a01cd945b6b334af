package t9005003.p0;

public interface J1 extends t9005003.p0.J0 {
	default int m0() { return 601; }
}
