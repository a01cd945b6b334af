package t9004004.p0;
public interface J0 {
}
