// bench/verify: load and link each class named on stdin (binary names, one a
// line) without initialising it, so that HotSpot verifies it (run with
// -Xverify:all -Xshare:off; for the JDK's own classes also with
// --add-modules ALL-SYSTEM); one verdict a line on stdout:
//   OK NAME | VERIFY NAME: message | OTHER NAME: exception (not verified:
//   a missing dependency, a class the loader may not define).
import java.io.BufferedReader;
import java.io.InputStreamReader;

public class VerifyEach {
	public static void main(String[] args) throws Exception {
		ClassLoader loader = VerifyEach.class.getClassLoader();
		BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
		for (String name; (name = in.readLine()) != null;) {
			String internal = name.replace('.', '/');
			try {
				// linking verifies; getDeclaredMethods links
				Class.forName(name, false, loader).getDeclaredMethods();
				System.out.println("OK " + internal);
			} catch (VerifyError e) {
				System.out.println("VERIFY " + internal + ": " + oneLine(e.getMessage()));
			} catch (Throwable t) {
				System.out.println("OTHER " + internal + ": " + t.getClass().getName());
			}
		}
	}

	private static String oneLine(String s) {
		return s == null ? "" : s.replace('\n', ' ');
	}
}
