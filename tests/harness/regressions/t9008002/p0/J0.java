package t9008002.p0;

public interface J0 {
	default int m0() { return 501; }
}
