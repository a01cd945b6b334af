package t9005003.p0;

public interface J0 {
	default int m0() { return 501; }
}
