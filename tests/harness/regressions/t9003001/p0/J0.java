package t9003001.p0;
public interface J0 {
}
