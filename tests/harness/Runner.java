/*
 * The oracle's runner (docs/harness.md §3): one JVM per batch runs the
 * original and the restructured jar of each program, each in a fresh
 * URLClassLoader over the platform loader, compares exit status and stdout
 * bytes and classifies the difference (§4).
 *
 *   Runner pack CLASSES JARS [OVERLAY OVERLAID]
 *       one jar per program directory CLASSES/tN -> JARS/tN.jar; with an
 *       overlay, OVERLAID/tN.jar holds CLASSES/tN with OVERLAY/tN on top
 *       (the mutant engines of §6).
 *   Runner run LIST OUTDIR [--own-jvm]
 *       LIST lines: NAME ORIG.jar REF.jar ENGINE [RUNS], ENGINE being "ok"
 *       or the engine's category, RUNS the comma-separated modes of main
 *       (all, even, odd) the engine promises to preserve (default all);
 *       prints "NAME CATEGORY detail" per program and keeps both outputs
 *       of each non-PASS in OUTDIR.
 *   Runner check NAME ORIG.jar REF.jar [RUNS]
 *       the same for one program, by hand.
 *   Runner exec JAR MAIN MODE
 *       one run in this JVM, for --own-jvm: programs whose main ends in
 *       System.exit (the exit-code programs of §5) need a JVM per run.
 *       MODE "-" runs main with no arguments (tests/e2e/metamorphic.sh
 *       runs the fixtures' programs so).
 *
 * Run it with -Xverify:all so that loading a class verifies it.
 */
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Enumeration;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;

public final class Runner {
	static final long TIMEOUT_MS = 5000;
	static final long STACK = 4L << 20;
	/* Fixed entry times make jars reproducible byte for byte. */
	static final long ZIP_TIME = 315532800000L + 86400000L;
	/* Each run in a JVM of its own (run --own-jvm). */
	static boolean ownJvm;

	/* What one run of a program did. */
	static final class Result {
		String status = "EXIT 0"; /* EXIT n, VERIFY, TIMEOUT, FORMAT */
		String where = "";        /* the class that failed verification */
		String kind = "";         /* category() of what was thrown, "" if nothing */
		String thrown = "";       /* its class and first message line */
		byte[] out = new byte[0];

		void threw(Throwable t) {
			kind = category(t);
			/* The first line only: VerifyError appends a whole dump. */
			String m = String.valueOf(t.getMessage()).split("\n", 2)[0];
			thrown = t.getClass().getName() + ": " + (m.length() > 200 ? m.substring(0, 200) + "..." : m);
		}

		String describe() {
			StringBuilder s = new StringBuilder(status);
			if (!where.isEmpty())
				s.append(' ').append(where);
			if (!thrown.isEmpty())
				s.append(' ').append(thrown);
			return s.toString();
		}

		boolean sameAs(Result o) {
			return status.equals(o.status) && Arrays.equals(out, o.out);
		}
	}

	public static void main(String[] args) throws Exception {
		switch (args.length > 0 ? args[0] : "") {
		case "pack":
			pack(Paths.get(args[1]), args[2].equals("-") ? null : Paths.get(args[2]),
			     args.length > 4 ? Paths.get(args[3]) : null, args.length > 4 ? Paths.get(args[4]) : null);
			break;
		case "run":
			ownJvm = args.length > 3 && args[3].equals("--own-jvm");
			runList(Paths.get(args[1]), Paths.get(args[2]));
			break;
		case "exec":
			exec(Paths.get(args[1]), args[2], args[3]);
			break;
		case "check":
			System.out.println(args[1] + " " + promised(args[1], Paths.get(args[2]), Paths.get(args[3]),
								    args.length > 4 ? args[4] : "all", null));
			break;
		default:
			System.err.println("usage: Runner pack|run|check|exec ...");
			System.exit(64);
		}
		System.exit(0);
	}

	/* ---- packing ---- */

	static void pack(Path classes, Path jars, Path overlay, Path overlaid) throws IOException {
		if (jars != null) {
			Files.createDirectories(jars);
			for (Path prog : programs(classes))
				writeJar(jars.resolve(prog.getFileName() + ".jar"), files(prog, null));
		}
		if (overlay == null)
			return;
		Files.createDirectories(overlaid);
		for (Path top : programs(overlay)) {
			String name = top.getFileName().toString();
			writeJar(overlaid.resolve(name + ".jar"), files(classes.resolve(name), top));
		}
	}

	static List<Path> programs(Path dir) throws IOException {
		try (Stream<Path> s = Files.list(dir)) {
			List<Path> l = new ArrayList<>();
			s.filter(Files::isDirectory).sorted().forEach(l::add);
			return l;
		}
	}

	/* Entry name -> file, in name order; files under `over` replace or add. */
	static Map<String, Path> files(Path prog, Path over) throws IOException {
		Map<String, Path> m = new TreeMap<>();
		for (Path root : over == null ? List.of(prog) : List.of(prog, over)) {
			Path base = root.getParent();
			try (Stream<Path> s = Files.walk(root)) {
				s.filter(Files::isRegularFile).forEach(f -> m.put(base.relativize(f).toString().replace('\\', '/'), f));
			}
		}
		return m;
	}

	static void writeJar(Path jar, Map<String, Path> entries) throws IOException {
		Path tmp = jar.resolveSibling(jar.getFileName() + ".tmp");
		try (ZipOutputStream z = new ZipOutputStream(Files.newOutputStream(tmp))) {
			for (Map.Entry<String, Path> e : entries.entrySet()) {
				ZipEntry ze = new ZipEntry(e.getKey());
				ze.setTime(ZIP_TIME);
				z.putNextEntry(ze);
				z.write(Files.readAllBytes(e.getValue()));
				z.closeEntry();
			}
		}
		Files.move(tmp, jar, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
	}

	/* ---- running ---- */

	static void runList(Path list, Path outDir) throws Exception {
		Files.createDirectories(outDir);
		for (String line : Files.readAllLines(list)) {
			String[] f = line.trim().split(" ");
			if (f.length < 4)
				continue;
			String verdict = f[3].equals("ok")
				? promised(f[0], Paths.get(f[1]), Paths.get(f[2]), f.length > 4 ? f[4] : "all", outDir)
				: f[3] + " engine";
			System.out.println(f[0] + " " + verdict);
		}
	}

	/* The verdict on the runs the engine promised to preserve.  The
	 * dynamic variant promises only the runs it traced (§3.7); a run it
	 * did not see that changes is DYN_UNSEEN, information, not a failure. */
	static String promised(String name, Path orig, Path ref, String runs, Path outDir) throws Exception {
		List<String> seen = Arrays.asList(runs.split(","));
		String verdict = "PASS";
		for (String mode : seen) {
			verdict = compare(name, orig, ref, mode, outDir);
			if (!verdict.startsWith("PASS"))
				return verdict;
		}
		if (seen.contains("all"))
			return verdict;
		for (String mode : new String[] { "even", "odd" }) {
			if (seen.contains(mode))
				continue;
			String unseen = compare(name, orig, ref, mode, null);
			if (!unseen.startsWith("PASS"))
				return "DYN_UNSEEN " + mode + ": " + unseen;
		}
		return verdict;
	}

	/* The category of program NAME: original vs restructured (§4). */
	static String compare(String name, Path orig, Path ref, String mode, Path outDir) throws Exception {
		String main = name + ".p0.Main";
		Result o = run(orig, main, mode);
		if (!o.kind.isEmpty() || !o.status.startsWith("EXIT "))
			return "GEN_INVALID original " + o.describe();
		String structure = structure(name, orig, ref);
		if (structure != null)
			return structure;
		Result r = run(ref, main, mode);
		String verdict = classify(o, r);
		if (verdict.equals("PASS"))
			return Arrays.equals(Files.readAllBytes(orig), Files.readAllBytes(ref)) ? "PASS noop" : "PASS";
		Result again = run(orig, main, mode);
		if (!again.sameAs(o))
			return "GEN_NONDET original differs between runs";
		if (outDir != null) {
			Files.write(outDir.resolve(name + ".orig.out"), o.out);
			Files.write(outDir.resolve(name + ".ref.out"), r.out);
		}
		return verdict;
	}

	static String classify(Result o, Result r) {
		switch (r.status) {
		case "FORMAT":
			return "FORMAT " + r.describe();
		case "TIMEOUT":
			return "HANG " + r.describe();
		}
		if (!r.kind.isEmpty())
			return r.kind + " " + r.describe();
		if (!r.status.equals(o.status))
			return "EXIT " + o.status.substring(5) + " -> " + r.status.substring(5);
		if (Arrays.equals(o.out, r.out))
			return "PASS";
		return "BEHAVIOR:" + firstDifference(o.out, r.out);
	}

	/* The probe kind ("call", "get", "ctor", ...) of the first differing line. */
	static String firstDifference(byte[] a, byte[] b) {
		String[] x = new String(a, StandardCharsets.UTF_8).split("\n", -1);
		String[] y = new String(b, StandardCharsets.UTF_8).split("\n", -1);
		for (int i = 0; i < Math.max(x.length, y.length); i++) {
			String l = i < x.length ? x[i] : i < y.length ? y[i] : "";
			if (i < x.length && i < y.length && x[i].equals(y[i]))
				continue;
			String kind = l.split("[# ]", 2)[0];
			return (kind.isEmpty() ? "missing" : kind) + " line " + (i + 1) + ": " + (i < x.length ? x[i] : "<none>")
				+ " -> " + (i < y.length ? y[i] : "<none>");
		}
		return "? identical";
	}

	static String category(Throwable t) {
		while ((t instanceof ExceptionInInitializerError || t instanceof InvocationTargetException) && t.getCause() != null)
			t = t.getCause();
		if (t instanceof VerifyError)
			return "VERIFY";
		if (t instanceof ClassFormatError || t instanceof UnsupportedClassVersionError)
			return "FORMAT";
		if (t instanceof LinkageError || t instanceof ClassNotFoundException)
			return "LINKAGE";
		return "CRASH";
	}

	/* §3.6: no duplicate entries, nothing outside the program, Main kept,
	 * at most 4x the classes. */
	static String structure(String name, Path orig, Path ref) {
		try (ZipFile zo = new ZipFile(orig.toFile()); ZipFile zr = new ZipFile(ref.toFile())) {
			Set<String> seen = new HashSet<>();
			int classes = 0;
			for (Enumeration<? extends ZipEntry> e = zr.entries(); e.hasMoreElements();) {
				String n = e.nextElement().getName();
				if (!seen.add(n))
					return "FORMAT duplicate entry " + n;
				if (n.endsWith(".class")) {
					classes++;
					if (!n.startsWith(name + "/"))
						return "FORMAT class outside the program: " + n;
				}
			}
			if (!seen.contains(name + "/p0/Main.class"))
				return "LINKAGE entry point " + name + ".p0.Main missing";
			if (classes > 4 * zo.size())
				return "LATTICE_BLOWUP " + classes + " classes from " + zo.size();
			return null;
		} catch (IOException e) {
			return "FORMAT bad zip: " + e;
		}
	}

	static List<String> classNames(Path jar) throws IOException {
		List<String> l = new ArrayList<>();
		try (ZipFile z = new ZipFile(jar.toFile())) {
			for (Enumeration<? extends ZipEntry> e = z.entries(); e.hasMoreElements();) {
				String n = e.nextElement().getName();
				if (n.endsWith(".class"))
					l.add(n.substring(0, n.length() - 6).replace('/', '.'));
			}
		}
		return l;
	}

	/* One run of main(mode) from jar: in this JVM, or with ownJvm in a JVM
	 * of its own (programs that end in System.exit). */
	static Result run(Path jar, String main, String mode) throws Exception {
		return ownJvm ? fork(jar, main, mode) : inThisJvm(jar, main, mode);
	}

	/* A class loader over jar, over the platform loader, in which every
	 * class is loaded and verified, used or not, and no initialiser runs;
	 * null, with r saying why, if one fails. */
	static URLClassLoader verified(Path jar, Result r) throws IOException {
		List<String> names;
		try {
			names = classNames(jar);
		} catch (IOException e) {
			r.status = "FORMAT";
			r.threw(e);
			return null;
		}
		URLClassLoader cl = new URLClassLoader(new URL[] { jar.toUri().toURL() }, ClassLoader.getPlatformClassLoader());
		for (String n : names) {
			try {
				Class<?> k = Class.forName(n, false, cl);
				k.getDeclaredMethods();
				k.getDeclaredFields();
				k.getDeclaredConstructors();
			} catch (Throwable t) {
				r.status = "VERIFY";
				r.where = n;
				r.threw(t);
				cl.close();
				return null;
			}
		}
		return cl;
	}

	/* main(String[]) of class main, or null with r saying why. */
	static Method mainOf(ClassLoader cl, String main, Result r) {
		try {
			return Class.forName(main, false, cl).getMethod("main", String[].class);
		} catch (Throwable t) {
			r.status = "EXIT 1";
			r.threw(t);
			return null;
		}
	}

	@SuppressWarnings({"deprecation", "removal"})
	static Result inThisJvm(Path jar, String main, String mode) throws Exception {
		Result r = new Result();
		try (URLClassLoader cl = verified(jar, r)) {
			Method m = cl == null ? null : mainOf(cl, main, r);
			if (m == null)
				return r;
			ByteArrayOutputStream bytes = new ByteArrayOutputStream();
			PrintStream saved = System.out;
			Throwable[] thrown = new Throwable[1];
			Thread th = new Thread(null, () -> {
				try {
					m.invoke(null, (Object) new String[] { mode });
				} catch (InvocationTargetException e) {
					thrown[0] = e.getCause();
				} catch (Throwable e) {
					thrown[0] = e;
				}
			}, "main", STACK);
			System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
			try {
				th.start();
				th.join(TIMEOUT_MS);
				if (th.isAlive()) {
					th.stop();
					th.join(1000);
					r.status = "TIMEOUT";
				}
			} finally {
				System.out.flush();
				System.setOut(saved);
			}
			r.out = bytes.toByteArray();
			if (r.status.equals("EXIT 0") && thrown[0] != null) {
				r.status = "EXIT 1";
				r.threw(thrown[0]);
			}
		}
		return r;
	}

	/* The run in a child JVM ("Runner exec"), which reports what went
	 * wrong in a last stderr line: TAG status, where, kind, thrown. */
	static final String TAG = "RUNNER-RESULT\t";

	static Result fork(Path jar, String main, String mode) throws Exception {
		Path out = Files.createTempFile("runner", ".out"), err = Files.createTempFile("runner", ".err");
		Process p = new ProcessBuilder(Paths.get(System.getProperty("java.home"), "bin", "java").toString(),
					       "-Xss8m", "-Xverify:all", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC",
					       "-cp", System.getProperty("java.class.path"), "Runner", "exec",
					       jar.toString(), main, mode)
			.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
		Result r = new Result();
		/* The limit of inThisJvm plus a JVM's start on a loaded machine. */
		if (!p.waitFor(TIMEOUT_MS + 15000, java.util.concurrent.TimeUnit.MILLISECONDS)) {
			p.destroyForcibly().waitFor();
			r.status = "TIMEOUT";
		} else {
			r.status = "EXIT " + p.exitValue();
			for (String l : Files.readAllLines(err))
				if (l.startsWith(TAG)) {
					String[] f = l.substring(TAG.length()).split("\t", 4);
					r.status = f[0];
					r.where = f[1];
					r.kind = f[2];
					r.thrown = f[3];
				}
		}
		r.out = Files.readAllBytes(out);
		Files.delete(out);
		Files.delete(err);
		return r;
	}

	/* Runner exec JAR MAIN MODE: verify every class, then main in this
	 * thread; a System.exit of the program ends the JVM with its status. */
	static void exec(Path jar, String main, String mode) throws Exception {
		Result r = new Result();
		URLClassLoader cl = verified(jar, r);
		Method m = cl == null ? null : mainOf(cl, main, r);
		if (m != null) {
			/* as the launcher does: ServiceLoader and friends look there */
			Thread.currentThread().setContextClassLoader(cl);
			try {
				m.invoke(null, (Object) (mode.equals("-") ? new String[0] : new String[] { mode }));
			} catch (InvocationTargetException e) {
				r.status = "EXIT 1";
				r.threw(e.getCause());
			}
		}
		System.out.flush();
		if (!r.kind.isEmpty())
			System.err.println(TAG + String.join("\t", r.status, r.where, r.kind, r.thrown));
		System.exit(r.kind.isEmpty() ? 0 : 1);
	}
}
