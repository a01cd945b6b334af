package t9004004.p0;
public interface J1 extends t9004004.p0.J0 {
}
