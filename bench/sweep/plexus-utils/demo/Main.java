package demo;

import java.io.*;
import java.util.*;
import org.codehaus.plexus.util.*;
import org.codehaus.plexus.util.introspection.ReflectionValueExtractor;
import org.codehaus.plexus.util.xml.*;

/** A client of plexus-utils: ReflectionValueExtractor evaluates Maven-style
 *  expressions ("project.build.outputDirectory", "project.modules[1]",
 *  "project.properties(key)") on objects of ours by calling their getters
 *  by name (no call in the program names most of them); Xpp3Dom reads,
 *  merges and writes XML; StringUtils, SelectorUtils and a DirectoryScanner
 *  over a tree the client writes in its run folder.  args[0] picks the part. */
public class Main {
	public static class Build {
		private final String dir;
		public Build(String dir) { this.dir = dir; }
		public String getOutputDirectory() { return dir + "/classes"; }
		public String getDirectory() { return dir; }
		public boolean isIncremental() { return dir.length() > 3; }
	}

	public static class Project {
		private final String name;
		private final Build build;
		private final List<String> modules = Arrays.asList("core", "cli", "web");
		private final Map<String, Object> properties = new TreeMap<>();
		private final Project parent;
		public Project(String name, Project parent) {
			this.name = name;
			this.parent = parent;
			build = new Build("target-" + name);
			properties.put("encoding", "UTF-8");
			properties.put("level", 17);
		}
		public String getName() { return name; }
		public Build getBuild() { return build; }
		public List<String> getModules() { return modules; }
		public Map<String, Object> getProperties() { return properties; }
		public Project getParent() { return parent; }
		public String[] getTags() { return new String[] {"a", "b"}; }
		public int getDepth() { return parent == null ? 0 : 1 + parent.getDepth(); }
	}

	public static class Session {
		private final Project project;
		public Session(Project p) { project = p; }
		public Project getProject() { return project; }
	}

	static void expressions() throws Exception {
		Session s = new Session(new Project("child", new Project("root", null)));
		String[] exprs = {"project.name", "project.build.outputDirectory", "project.build.incremental",
			"project.modules[1]", "project.properties(encoding)", "project.properties(level)",
			"project.parent.name", "project.parent.build.directory", "project.depth", "project.tags[0]",
			"project.parent.parent", "project.nothing", "project.modules[7]"};
		for (String e : exprs) {
			Object v;
			try {
				v = ReflectionValueExtractor.evaluate("session." + e, s);
			} catch (Exception x) {
				v = x.getClass().getSimpleName();
			}
			System.out.println(e + " = " + v);
		}
	}

	static final String POM = "<project><name>demo</name><deps>"
		+ "<dep scope=\"test\"><id>junit</id></dep><dep><id>guice</id></dep></deps>"
		+ "<conf combine.children=\"append\"><a>1</a></conf></project>";
	static final String OVERRIDE = "<project><name>over</name><conf><b>2</b></conf><extra>x</extra></project>";

	static void xml() throws Exception {
		Xpp3Dom pom = Xpp3DomBuilder.build(new StringReader(POM));
		Xpp3Dom over = Xpp3DomBuilder.build(new StringReader(OVERRIDE));
		System.out.println("name " + pom.getChild("name").getValue() + " deps " + pom.getChild("deps").getChildCount());
		for (Xpp3Dom d : pom.getChild("deps").getChildren("dep"))
			System.out.println("dep " + d.getChild("id").getValue() + " scope " + d.getAttribute("scope"));
		Xpp3Dom merged = Xpp3Dom.mergeXpp3Dom(over, pom);
		StringWriter w = new StringWriter();
		Xpp3DomWriter.write(w, merged);
		System.out.println(w);
		System.out.println("equal " + merged.equals(Xpp3DomBuilder.build(new StringReader(w.toString()))));
		try {
			Xpp3DomBuilder.build(new StringReader("<a><b></a>"));
		} catch (Exception e) {
			System.out.println("bad xml: " + e.getClass().getSimpleName());
		}
	}

	static void strings() {
		System.out.println(StringUtils.capitalise("hello") + " " + StringUtils.replace("a.b.c", ".", "/")
			+ " " + Arrays.toString(StringUtils.split("x, y,,z", ", ")) + " " + StringUtils.abbreviate("abcdefghijkl", 8)
			+ " " + StringUtils.addAndDeHump("someCamelCase") + " " + StringUtils.removeDuplicateWhitespace("a   b \t c")
			+ " " + StringUtils.interpolate("${a}-${b}", Collections.singletonMap("a", "1")) + " " + StringUtils.isBlank("  "));
		System.out.println(SelectorUtils.matchPath("**/*.java", "src/main/A.java") + " "
			+ SelectorUtils.match("f?o*", "foobar") + " " + SelectorUtils.matchPath("src/**/test/*", "src/a/b/test/x"));
	}

	static void scan() throws IOException {
		for (String f : new String[] {"src/main/A.java", "src/main/b/B.java", "src/test/T.java", "docs/x.txt", "target/c/A.class"}) {
			File file = new File("tree", f);
			file.getParentFile().mkdirs();
			FileUtils.fileWrite(file, "UTF-8", f + "\n");
		}
		DirectoryScanner ds = new DirectoryScanner();
		ds.setBasedir("tree");
		ds.setIncludes(new String[] {"**/*.java", "**/*.txt"});
		ds.setExcludes(new String[] {"src/test/**"});
		ds.scan();
		String[] files = ds.getIncludedFiles();
		Arrays.sort(files);
		System.out.println("included " + Arrays.toString(files));
		String[] ex = ds.getExcludedFiles();
		Arrays.sort(ex);
		System.out.println("excluded " + Arrays.toString(ex));
		System.out.println("read " + FileUtils.fileRead(new File("tree/docs/x.txt"), "UTF-8").trim()
			+ " ext " + FileUtils.getExtension("a/b.tar.gz") + " names " + FileUtils.getFileNames(new File("tree"), "**/*.java", null, false).size());
	}

	public static void main(String[] args) throws Exception {
		String which = args.length > 0 ? args[0] : "all";
		if (which.equals("expr") || which.equals("all"))
			expressions();
		if (which.equals("xml") || which.equals("all"))
			xml();
		if (which.equals("strings") || which.equals("all"))
			strings();
		if (which.equals("scan") || which.equals("all"))
			scan();
	}
}
