package t9008003.p0;
public interface J0 {
	default int m0() { return 501; }
}
