package t9009001.p0;

public interface F<T> {
	int ap(T t);
}
