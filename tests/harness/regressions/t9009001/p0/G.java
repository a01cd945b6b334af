package t9009001.p0;

public interface G {
	int ap(t9009001.p0.K0 o);
}
