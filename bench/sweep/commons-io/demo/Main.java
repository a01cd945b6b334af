package demo;

import java.io.*;
import java.nio.charset.StandardCharsets;
import java.util.*;
import org.apache.commons.io.*;
import org.apache.commons.io.comparator.*;
import org.apache.commons.io.filefilter.*;
import org.apache.commons.io.input.*;
import org.apache.commons.io.output.NullOutputStream;
import org.apache.commons.io.output.StringBuilderWriter;
import org.apache.commons.io.output.TeeOutputStream;

/** A client of commons-io: in its working folder (args[0] names a mode)
 *  builds a small tree of files, then walks, filters, sorts, copies,
 *  compares and reads them back through the library's utilities, streams,
 *  file filters and comparators (the filters and comparators are
 *  Serializable: one mode sends them through object streams); prints what
 *  it sees, sizes and names only (no times, no absolute paths). */
public class Main {
	static File root = new File("tree");

	static String rel(File f) {
		return root.toPath().relativize(f.toPath()).toString();
	}

	static void build() throws IOException {
		FileUtils.forceMkdir(new File(root, "a/b/c"));
		FileUtils.forceMkdir(new File(root, "d"));
		FileUtils.writeStringToFile(new File(root, "one.txt"), "alpha\nbeta\ngamma\n", StandardCharsets.UTF_8);
		FileUtils.writeLines(new File(root, "a/two.txt"), "UTF-8", Arrays.asList("x", "yy", "zzz"));
		FileUtils.writeByteArrayToFile(new File(root, "a/b/bin.dat"), new byte[] {1, 2, 3, 4, 5, 6, 7, 8});
		FileUtils.writeStringToFile(new File(root, "a/b/c/deep.java"), "class Deep {}\n", StandardCharsets.UTF_8);
		FileUtils.writeStringToFile(new File(root, "d/.hidden"), "h", StandardCharsets.UTF_8);
		FileUtils.writeStringToFile(new File(root, "d/big.log"), StringUtils.repeat("line of a log\n", 300), StandardCharsets.UTF_8);
	}

	/** commons-lang-free repeat, so the client needs commons-io alone */
	static class StringUtils {
		static String repeat(String s, int n) {
			StringBuilder b = new StringBuilder();
			for (int i = 0; i < n; i++)
				b.append(s);
			return b.toString();
		}
	}

	static List<String> names(Collection<File> files) {
		List<String> out = new ArrayList<>();
		for (File f : files)
			out.add(rel(f));
		Collections.sort(out);
		return out;
	}

	static void walk() {
		System.out.println("all " + names(FileUtils.listFiles(root, TrueFileFilter.INSTANCE, TrueFileFilter.INSTANCE)));
		System.out.println("txt " + names(FileUtils.listFiles(root, new String[] {"txt"}, true)));
		IOFileFilter f = FileFilterUtils.and(FileFilterUtils.fileFileFilter(),
			FileFilterUtils.or(new SuffixFileFilter(".java"), new WildcardFileFilter("*.log"), new PrefixFileFilter(".")));
		System.out.println("filtered " + names(FileUtils.listFiles(root, f, DirectoryFileFilter.INSTANCE)));
		System.out.println("not hidden " + names(FileUtils.listFiles(root, FileFilterUtils.notFileFilter(HiddenFileFilter.HIDDEN), TrueFileFilter.TRUE)));
		System.out.println("size>20 " + names(FileUtils.listFiles(root, new SizeFileFilter(20), TrueFileFilter.TRUE)));
		System.out.println("regex " + names(FileUtils.listFiles(root, new RegexFileFilter("^[a-z]+\\.(txt|dat)$"), TrueFileFilter.TRUE)));
		System.out.println("dirs " + names(FileUtils.listFilesAndDirs(root, FalseFileFilter.FALSE, TrueFileFilter.TRUE)));
		System.out.println("size of tree " + FileUtils.sizeOfDirectory(root));
	}

	static void sort() {
		List<File> files = new ArrayList<>(FileUtils.listFiles(root, TrueFileFilter.INSTANCE, TrueFileFilter.INSTANCE));
		Comparator<File>[] cs = new Comparator[] {NameFileComparator.NAME_COMPARATOR, NameFileComparator.NAME_REVERSE,
			SizeFileComparator.SIZE_COMPARATOR, ExtensionFileComparator.EXTENSION_INSENSITIVE_COMPARATOR,
			PathFileComparator.PATH_COMPARATOR, new CompositeFileComparator(SizeFileComparator.SIZE_REVERSE, NameFileComparator.NAME_COMPARATOR)};
		for (Comparator<File> c : cs) {
			List<File> l = new ArrayList<>(files);
			l.sort(NameFileComparator.NAME_COMPARATOR);
			l.sort(c);
			List<String> n = new ArrayList<>();
			for (File x : l)
				n.add(rel(x));
			System.out.println(c.getClass().getSimpleName() + " " + n);
		}
	}

	static void io() throws IOException {
		File one = new File(root, "one.txt");
		System.out.println("lines " + FileUtils.readLines(one, StandardCharsets.UTF_8));
		try (LineIterator it = FileUtils.lineIterator(one, "UTF-8")) {
			while (it.hasNext())
				System.out.println("it " + it.nextLine());
		}
		FileUtils.copyDirectory(new File(root, "a"), new File(root, "copy"));
		System.out.println("copied " + names(FileUtils.listFiles(new File(root, "copy"), null, true)));
		System.out.println("equal " + FileUtils.contentEquals(new File(root, "a/two.txt"), new File(root, "copy/two.txt"))
			+ " " + FileUtils.contentEquals(one, new File(root, "a/two.txt")));
		System.out.println("checksum " + FileUtils.checksumCRC32(new File(root, "d/big.log")));
		ByteArrayOutputStream bytes = new ByteArrayOutputStream();
		try (InputStream in = new BoundedInputStream(new FileInputStream(new File(root, "d/big.log")), 30);
		     TeeOutputStream tee = new TeeOutputStream(bytes, NullOutputStream.NULL_OUTPUT_STREAM)) {
			System.out.println("copied bytes " + IOUtils.copy(in, tee));
		}
		System.out.println("bounded [" + bytes.toString("UTF-8") + "]");
		CountingInputStream cin = new CountingInputStream(new ByteArrayInputStream(new byte[1000]));
		IOUtils.skipFully(cin, 300);
		System.out.println("counted " + cin.getCount() + " remaining " + IOUtils.toByteArray(cin).length);
		StringBuilderWriter sw = new StringBuilderWriter();
		try (Reader r = new CharSequenceReader("chars through a reader")) {
			IOUtils.copy(r, sw);
		}
		System.out.println("writer " + sw);
		try (ReversedLinesFileReader rev = new ReversedLinesFileReader(one, StandardCharsets.UTF_8)) {
			System.out.println("reversed " + rev.readLine() + " " + rev.readLine());
		}
		System.out.println("bom " + new BOMInputStream(new ByteArrayInputStream(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, 'h', 'i'})).hasBOM());
		ByteArrayOutputStream hex = new ByteArrayOutputStream();
		HexDump.dump("hex dump bytes!!".getBytes(), 0, hex, 0);
		System.out.print(hex.toString("UTF-8"));
		System.out.println("names " + FilenameUtils.getBaseName("x/y/z.tar.gz") + " " + FilenameUtils.getExtension("a.b/c.txt")
			+ " " + FilenameUtils.normalize("a/./b/../c//d") + " " + FilenameUtils.wildcardMatch("Foo.JAVA", "*.java", IOCase.INSENSITIVE)
			+ " " + FilenameUtils.concat("base", "../other/f") + " " + FilenameUtils.separatorsToUnix("a\\b\\c"));
		try {
			FileUtils.readFileToString(new File(root, "missing"), StandardCharsets.UTF_8);
		} catch (IOException e) {
			System.out.println("missing: " + e.getClass().getSimpleName());
		}
		FileUtils.deleteDirectory(new File(root, "copy"));
		System.out.println("deleted " + new File(root, "copy").exists());
	}

	static void serial() throws Exception {
		List<Object> objs = Arrays.asList(new SuffixFileFilter(".java"), new WildcardFileFilter("*.log"),
			FileFilterUtils.and(new PrefixFileFilter("o"), new NameFileFilter("one.txt")),
			NameFileComparator.NAME_INSENSITIVE_COMPARATOR, new SizeFileFilter(10, false), IOCase.SYSTEM);
		ByteArrayOutputStream b = new ByteArrayOutputStream();
		try (ObjectOutputStream out = new ObjectOutputStream(b)) {
			out.writeObject(new ArrayList<>(objs));
		}
		List<?> back;
		try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(b.toByteArray()))) {
			back = (List<?>) in.readObject();
		}
		File[] all = FileUtils.listFiles(root, TrueFileFilter.INSTANCE, TrueFileFilter.INSTANCE).toArray(new File[0]);
		Arrays.sort(all);
		for (Object o : back) {
			if (o instanceof IOFileFilter) {
				List<String> n = new ArrayList<>();
				for (File f : all)
					if (((IOFileFilter) o).accept(f))
						n.add(rel(f));
				System.out.println("serial " + o + " " + n);
			} else
				System.out.println("serial " + o.getClass().getSimpleName() + " " + (o == IOCase.SYSTEM));
		}
	}

	public static void main(String[] args) throws Exception {
		build();
		String mode = args.length > 0 ? args[0] : "all";
		if (mode.equals("walk") || mode.equals("all"))
			walk();
		if (mode.equals("sort") || mode.equals("all"))
			sort();
		if (mode.equals("io") || mode.equals("all"))
			io();
		if (mode.equals("serial") || mode.equals("all"))
			serial();
		if (mode.equals("bad"))
			try {
				FileUtils.copyFile(new File(root, "nope"), new File(root, "x"));
			} catch (IOException e) {
				System.out.println(e.getClass().getName() + ": " + e.getMessage());
				System.exit(3);
			}
	}
}
