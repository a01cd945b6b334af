public class K2 implements t9003001.p0.J0 {
}
