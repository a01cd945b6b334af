package t9009001.p0;

public interface J0 {
	default int m0() { return 401; }
}
