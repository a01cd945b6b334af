/*
 * Line-based delta debugging (ddmin) of a failing generated program
 * (docs/harness.md §4, last paragraph): remove lines of the program's
 * sources, and of the mutated class if a mutant engine failed, as long as
 * the oracle still gives the same failure key (category, probe kind,
 * throwable class).  kgen writes one member and one probe per line, so
 * most removals keep the program compilable.
 *
 *   Shrink SRC/tN [MUTANT-SRC/tN|-] RELEASE ENGINE OUTDIR [NEWNAME] [SECONDS]
 *
 * ENGINE is a template with {in} {out} {name} (e.g. "sh
 * tests/harness/engines/static.sh {in} {out} {name}"), or "-" for the
 * mutant overlay.  An engine failure keeps its exit status and the first
 * line of its stderr, names and numbers left out, so the reproducer
 * fails the same way.  Writes the reduced program to OUTDIR/NAME (NEWNAME renames the
 * tN prefix), the mutated class as *.java.mutant, and REPRO.txt.  Run with
 * -Xverify:all like the Runner.
 */
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

public final class Shrink {
	/* One source line: which file, which text; mutant lines are in the
	 * overlay class. */
	record Line(String file, boolean mutant, String text) {}

	final List<Line> lines = new ArrayList<>();
	final String name, release, engine;
	final Path scratch;
	final JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
	final OutputStream quiet = OutputStream.nullOutputStream();
	int tests;

	Shrink(String name, String release, String engine, Path scratch) {
		this.name = name;
		this.release = release;
		this.engine = engine;
		this.scratch = scratch;
	}

	void load(Path dir, boolean mutant) throws IOException {
		List<Path> files;
		try (Stream<Path> s = Files.walk(dir)) {
			files = s.filter(f -> f.toString().endsWith(".java")).sorted().collect(Collectors.toList());
		}
		for (Path f : files)
			for (String t : Files.readAllLines(f))
				lines.add(new Line(dir.relativize(f).toString(), mutant, t));
	}

	/* Write the kept lines under root/name, mutant lines to root/name.mutant
	 * (or to *.java.mutant next to the program when `inline`). */
	void write(List<Integer> keep, Path root, String as, boolean inline) throws IOException {
		Map<String, StringBuilder> files = new java.util.TreeMap<>();
		for (int i : keep) {
			Line l = lines.get(i);
			String key = (l.mutant ? (inline ? as + "/" : as + ".mutant/") : as + "/") + l.file + (l.mutant && inline ? ".mutant" : "");
			files.computeIfAbsent(key, k -> new StringBuilder()).append(l.text.replace(name + ".", as + ".")).append('\n');
		}
		for (Map.Entry<String, StringBuilder> e : files.entrySet()) {
			Path p = root.resolve(e.getKey());
			Files.createDirectories(p.getParent());
			Files.writeString(p, e.getValue());
		}
	}

	boolean compile(Path src, Path out, String... extra) throws IOException {
		List<String> args = new ArrayList<>(List.of("-nowarn", "--release", release, "-d", out.toString()));
		args.addAll(List.of(extra));
		try (Stream<Path> s = Files.walk(src)) {
			s.filter(f -> f.toString().endsWith(".java")).forEach(f -> args.add(f.toString()));
		}
		return javac.run(null, quiet, quiet, args.toArray(new String[0])) == 0;
	}

	/* The oracle's verdict for the kept lines, or null if they do not compile. */
	String verdict(List<Integer> keep) throws Exception {
		tests++;
		Path t = scratch.resolve("try" + tests);
		write(keep, t.resolve("src"), name, false);
		if (!Files.isDirectory(t.resolve("src").resolve(name)) || !compile(t.resolve("src").resolve(name), t.resolve("classes"))
		    || !Files.isDirectory(t.resolve("classes").resolve(name)))
			return null;
		Path orig = t.resolve("orig.jar"), ref = t.resolve("ref.jar");
		Runner.writeJar(orig, Runner.files(t.resolve("classes").resolve(name), null));
		if (engine.equals("-")) {
			Path msrc = t.resolve("src").resolve(name + ".mutant");
			if (!Files.isDirectory(msrc) || !compile(msrc, t.resolve("mclasses"),
								 "-cp", t.resolve("classes").toString(), "-implicit:none", "-sourcepath", "")
			    || !Files.isDirectory(t.resolve("mclasses").resolve(name)))
				return null;
			Runner.writeJar(ref, Runner.files(t.resolve("classes").resolve(name), t.resolve("mclasses").resolve(name)));
		} else {
			String cmd = engine.replace("{in}", orig.toString()).replace("{out}", ref.toString()).replace("{name}", name);
			Path err = t.resolve("engine.err");
			Process p = new ProcessBuilder("sh", "-c", cmd).redirectError(err.toFile())
				.redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
			if (!p.waitFor(60, TimeUnit.SECONDS)) {
				p.destroyForcibly();
				return "ENGINE_TIMEOUT";
			}
			if (p.exitValue() != 0)
				return engineFailure(p.exitValue(), Files.readAllLines(err));
		}
		Path runs = Paths.get(ref + ".runs");
		return Runner.promised(name, orig, ref,
				       Files.exists(runs) ? String.join(",", Files.readAllLines(runs)) : "all", null);
	}

	/* The category of shard.sh for an engine's exit status, with its first
	 * message line; program names and numbers vary while shrinking. */
	static String engineFailure(int status, List<String> stderr) {
		String what = status == 2 ? "REJECT" : status == 4 ? "NOT_IMPLEMENTED" : "ENGINE_CRASH:exit-" + status;
		String line = stderr.isEmpty() ? "" : stderr.get(0).replaceAll("t[0-9]+\\.", "T.").replaceAll("[0-9]+", "N")
			.replaceAll("^kaba: /[^ ]*: ", "kaba: ");
		return what + " " + line.replace(' ', '_');
	}

	/* What must stay the same: category and throwable class, or for a
	 * behaviour difference the kinds of both first differing lines. */
	static String key(String verdict) {
		if (verdict == null)
			return "";
		if (verdict.matches("^(ENGINE_|NOT_IMPLEMENTED|REJECT).*"))
			return verdict;
		int arrow = verdict.indexOf(" -> ");
		if (verdict.startsWith("BEHAVIOR") && arrow > 0)
			return verdict.split(" ")[0] + " -> " + verdict.substring(arrow + 4).split("[# ]")[0];
		String[] w = verdict.split(" ");
		StringBuilder k = new StringBuilder(w[0]);
		for (String x : w)
			if (x.endsWith(":") && x.contains("."))
				return k.append(' ').append(x).toString();
		return k.toString();
	}

	boolean interesting(List<Integer> keep, String target) throws Exception {
		String v = verdict(keep);
		return v != null && !v.startsWith("PASS") && !v.startsWith("GEN_") && key(v).equals(target);
	}

	/* A behaviour difference names its probe: first try keeping that probe
	 * alone, which usually removes most of Main in one oracle run. */
	List<Integer> focus(List<Integer> all, String verdict, String target) throws Exception {
		java.util.regex.Matcher m = java.util.regex.Pattern.compile("^BEHAVIOR:\\S+ line \\d+: \\S+#(\\d+) ").matcher(verdict);
		if (!m.find())
			return all;
		String keep = "if (on(" + m.group(1) + "))";
		List<Integer> rest = new ArrayList<>();
		for (int i : all) {
			String t = lines.get(i).text.trim();
			if (!t.startsWith("if (on(") || t.startsWith(keep))
				rest.add(i);
		}
		return interesting(rest, target) ? rest : all;
	}

	/* ddmin over complements, then a last one-line-at-a-time pass. */
	List<Integer> ddmin(List<Integer> cur, String target, long deadline) throws Exception {
		int n = 2;
		while (cur.size() >= 2 && System.currentTimeMillis() < deadline) {
			int chunk = (cur.size() + n - 1) / n;
			boolean reduced = false;
			for (int start = 0; start < cur.size() && System.currentTimeMillis() < deadline; start += chunk) {
				List<Integer> rest = new ArrayList<>(cur.subList(0, start));
				rest.addAll(cur.subList(Math.min(cur.size(), start + chunk), cur.size()));
				if (interesting(rest, target)) {
					cur = rest;
					n = Math.max(n - 1, 2);
					reduced = true;
					break;
				}
			}
			if (!reduced) {
				if (n >= cur.size())
					break;
				n = Math.min(2 * n, cur.size());
			}
		}
		return cur;
	}

	public static void main(String[] a) throws Exception {
		Path src = Paths.get(a[0]);
		String name = src.getFileName().toString();
		String as = a.length > 5 ? a[5] : name;
		long seconds = a.length > 6 ? Long.parseLong(a[6]) : 300;
		Path scratch = Files.createTempDirectory("kaba-shrink");
		Shrink s = new Shrink(name, a[2], a[3], scratch);
		s.load(src, false);
		if (!a[1].equals("-"))
			s.load(Paths.get(a[1]), true);
		List<Integer> all = new ArrayList<>();
		for (int i = 0; i < s.lines.size(); i++)
			all.add(i);
		String first = s.verdict(all);
		String target = key(first);
		if (first == null || first.startsWith("PASS") || first.startsWith("GEN_")) {
			System.out.println("not failing: " + first);
			System.exit(1);
		}
		long t0 = System.currentTimeMillis();
		List<Integer> min = s.ddmin(s.focus(all, first, target), target, t0 + seconds * 1000);
		String last = s.verdict(min);
		Path out = Paths.get(a[4]);
		s.write(min, out, as, true);
		Files.writeString(out.resolve(as).resolve("REPRO.txt"),
			"shrunk from " + src + (a[1].equals("-") ? "" : " with mutant " + a[1]) + "\n"
			+ "engine: " + (a[3].equals("-") ? "mutant overlay (*.java.mutant)" : a[3]) + "\n"
			+ "release: " + a[2] + "\n"
			+ "failure: " + last + "\n"
			+ "lines: " + all.size() + " -> " + min.size() + " in " + s.tests + " oracle runs, "
			+ (System.currentTimeMillis() - t0) / 1000 + " s\n");
		System.out.println(key(last) + ": " + all.size() + " -> " + min.size() + " lines, " + s.tests + " runs");
		System.exit(0);
	}
}
