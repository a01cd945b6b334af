package t9004006.p0;
public interface J0 {
}
