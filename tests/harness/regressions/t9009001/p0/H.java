package t9009001.p0;

public interface H {
	int ap();
}
