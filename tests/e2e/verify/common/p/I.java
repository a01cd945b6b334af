package p;

public interface I {
	int n();
}
