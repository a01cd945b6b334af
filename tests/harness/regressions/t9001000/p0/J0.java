package t9001000.p0;
public interface J0 {
}
