package r;

interface Op {
	int apply(int x);

	default int twice(int x) {
		return 2 * apply(x);
	}
}

interface Op2 extends Op {
	default int apply(int x) {
		return x + 100;
	}

	int twice(int x);
}

interface Op3 extends Op {
	default int twice(int x) {
		return 3 * apply(x);
	}
}

public class Main {
	public static void main(String[] args) {
		Op a = x -> x * 3;
		Op2 b = x -> x - 1;
		Op3 c = x -> x + 7;
		Op[] all = { a, b, c };
		for (Op o : all)
			System.out.println(o.twice(2) + " " + o.apply(2));
		System.out.println(b.apply(5) + " " + c.twice(1));
		for (Op o : all)
			System.out.println((o instanceof Op2) + " " + (o instanceof Op3));
	}
}
