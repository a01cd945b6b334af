package t9004007.p0;
public interface J0 {
}
