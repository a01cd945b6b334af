package t9008001.p0;

public interface J0 {
	default int m0() { return 401; }
}
