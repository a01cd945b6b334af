/*
 * The metamorphic check's compiler (tests/e2e/metamorphic.sh): many
 * variants of many programs compiled and packed in one JVM.
 *
 *   Meta compile LIST
 *       LIST lines: JAR <TAB> SRCDIR <TAB> COMPILER <TAB> OPTIONS, COMPILER
 *       `javac` (the JDK's, in process) or `ecj` (Eclipse's batch compiler,
 *       which must be on the class path), OPTIONS separated by spaces.
 *       Every .java under SRCDIR is compiled with OPTIONS and packed into
 *       JAR with SRCDIR/MANIFEST.MF and SRCDIR/resources/ (the Makefile's
 *       layout of a fixture).  Prints "JAR ok" or "JAR fail FIRST-ERROR".
 *
 * One compiling JVM instead of one javac per variant: the check compiles
 * several hundred variants, and a JVM start costs more than most compiles.
 */
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;

public final class Meta {
	public static void main(String[] args) throws Throwable {
		if (args.length == 2 && args[0].equals("compile")) {
			compileList(Paths.get(args[1]));
		} else {
			System.err.println("usage: Meta compile LIST");
			System.exit(64);
		}
	}

	/* ---- compiling ---- */

	static void compileList(Path list) throws Exception {
		for (String line : Files.readAllLines(list)) {
			String[] f = line.split("\t", -1);
			if (f.length != 4)
				continue;
			String error = compile(Paths.get(f[0]), Paths.get(f[1]), f[2], f[3]);
			System.out.println(f[0] + (error == null ? " ok" : " fail " + error));
		}
	}

	/* Compile and pack one variant; null, or the compiler's first error. */
	static String compile(Path jar, Path src, String compiler, String options) throws Exception {
		Path classes = jar.resolveSibling(jar.getFileName() + ".d");
		delete(classes);
		Files.createDirectories(classes);
		List<String> argv = new ArrayList<>(Arrays.asList(options.trim().split(" +")));
		argv.addAll(List.of("-nowarn", "-encoding", "UTF-8", "-d", classes.toString()));
		try (Stream<Path> s = Files.walk(src)) {
			s.filter(p -> p.toString().endsWith(".java") && !p.startsWith(src.resolve("resources")))
				.sorted().forEach(p -> argv.add(p.toString()));
		}
		ByteArrayOutputStream log = new ByteArrayOutputStream();
		boolean ok;
		try (PrintWriter w = new PrintWriter(log, true, StandardCharsets.UTF_8)) {
			ok = compiler.equals("ecj") ? ecj(argv, w) : javac(argv, log);
		}
		if (!ok) {
			String text = log.toString(StandardCharsets.UTF_8);
			String first = Arrays.stream(text.split("\n")).filter(l -> l.contains("rror")).findFirst().orElse(text);
			return first.trim().replace('\t', ' ');
		}
		Path resources = src.resolve("resources");
		if (Files.isDirectory(resources))
			copyTree(resources, classes);
		pack(classes, src.resolve("MANIFEST.MF"), jar);
		return null;
	}

	static boolean javac(List<String> argv, OutputStream log) {
		javax.tools.JavaCompiler c = javax.tools.ToolProvider.getSystemJavaCompiler();
		return c.run(null, log, log, argv.toArray(new String[0])) == 0;
	}

	/* Eclipse's public batch entry point, found by reflection so that this
	 * file compiles without ecj. */
	static boolean ecj(List<String> argv, PrintWriter log) throws Exception {
		Class<?> bc = Class.forName("org.eclipse.jdt.core.compiler.batch.BatchCompiler");
		Class<?> progress = Class.forName("org.eclipse.jdt.core.compiler.CompilationProgress");
		Method m = bc.getMethod("compile", String[].class, PrintWriter.class, PrintWriter.class, progress);
		return (Boolean) m.invoke(null, argv.toArray(new String[0]), log, log, null);
	}

	static void pack(Path classes, Path manifestFile, Path jar) throws IOException {
		Manifest mf = new Manifest();
		if (Files.exists(manifestFile)) {
			try (InputStream in = Files.newInputStream(manifestFile)) {
				mf.read(in);
			}
		}
		mf.getMainAttributes().putIfAbsent(java.util.jar.Attributes.Name.MANIFEST_VERSION, "1.0");
		List<Path> files;
		try (Stream<Path> s = Files.walk(classes)) {
			files = s.filter(Files::isRegularFile).sorted().collect(Collectors.toList());
		}
		try (JarOutputStream z = new JarOutputStream(Files.newOutputStream(jar), mf)) {
			for (Path f : files) {
				z.putNextEntry(new ZipEntry(classes.relativize(f).toString().replace('\\', '/')));
				z.write(Files.readAllBytes(f));
				z.closeEntry();
			}
		}
	}

	static void copyTree(Path from, Path to) throws IOException {
		try (Stream<Path> s = Files.walk(from)) {
			for (Path f : s.filter(Files::isRegularFile).collect(Collectors.toList())) {
				Path t = to.resolve(from.relativize(f).toString());
				Files.createDirectories(t.getParent());
				Files.copy(f, t, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
			}
		}
	}

	static void delete(Path dir) throws IOException {
		if (!Files.exists(dir))
			return;
		try (Stream<Path> s = Files.walk(dir)) {
			for (Path p : s.sorted(Comparator.reverseOrder()).collect(Collectors.toList()))
				Files.delete(p);
		}
	}
}
