package demo;

import java.io.Serializable;
import java.util.*;
import org.apache.commons.lang3.*;
import org.apache.commons.lang3.builder.*;
import org.apache.commons.lang3.reflect.*;
import org.apache.commons.lang3.text.WordUtils;
import org.apache.commons.lang3.tuple.*;

/** A client of commons-lang3 whose own class hierarchy the library inspects
 *  by reflection: reflective toString/equals/hashCode/compareTo/diff over
 *  inherited fields, fields and methods read and invoked by name, the
 *  superclasses and interfaces listed, serialization clones, enums by name;
 *  and the string, number, array and date utilities. */
public class Main {
	interface Priced { int price(); }
	interface Named { String name(); }

	public static class Item implements Serializable, Named {
		private static final long serialVersionUID = 1L;
		protected String name;
		private int weight;
		transient int cache = 7;
		public Item(String name, int weight) { this.name = name; this.weight = weight; }
		public String name() { return name; }
		public int getWeight() { return weight; }
		public String describe(String prefix) { return prefix + name; }
	}

	static class Book extends Item implements Priced, Comparable<Book> {
		private static final long serialVersionUID = 2L;
		private final String author;
		private int pages;
		private List<String> tags = new ArrayList<>();
		Book(String name, String author, int pages) { super(name, pages / 100); this.author = author; this.pages = pages; }
		public int price() { return pages / 10; }
		@Override public String describe(String prefix) { return prefix + name + " by " + author; }
		public int compareTo(Book o) { return CompareToBuilder.reflectionCompare(this, o, "tags"); }
		@Override public boolean equals(Object o) { return EqualsBuilder.reflectionEquals(this, o); }
		@Override public int hashCode() { return HashCodeBuilder.reflectionHashCode(17, 37, this); }
		@Override public String toString() { return ReflectionToStringBuilder.toString(this, ToStringStyle.SHORT_PREFIX_STYLE); }
	}

	static final class Comic extends Book implements Diffable<Comic> {
		private static final long serialVersionUID = 3L;
		boolean color;
		Comic(String name, String author, int pages, boolean color) { super(name, author, pages); this.color = color; }
		public DiffResult<Comic> diff(Comic o) { return new ReflectionDiffBuilder<>(this, o, ToStringStyle.SHORT_PREFIX_STYLE).build(); }
	}

	enum Shelf { TOP, MIDDLE, BOTTOM }

	public static void main(String[] args) throws Exception {
		String mode = args[0];
		Book dune = new Book("Dune", "Herbert", 612);
		Comic tin = new Comic("Tintin", "Herge", 62, true);
		if (mode.equals("reflect")) {
			System.out.println(dune);
			System.out.println(tin);
			System.out.println(ReflectionToStringBuilder.toString(tin, ToStringStyle.NO_CLASS_NAME_STYLE, true, true));
			System.out.println(new ToStringBuilder(dune, ToStringStyle.JSON_STYLE).append("name", dune.name).append("price", dune.price()).build());
			Book dune2 = SerializationUtils.clone(dune);
			System.out.println("clone equal " + dune.equals(dune2) + " hash " + (dune.hashCode() == dune2.hashCode()) + " cache " + dune2.cache);
			Book emma = new Book("Emma", "Austen", 474);
			System.out.println("compare " + dune.compareTo(emma) + " " + emma.compareTo(dune) + " " + dune.compareTo(dune2));
			Comic tin2 = new Comic("Tintin", "Herge", 64, false);
			for (Diff<?> d : tin.diff(tin2))
				System.out.println("diff " + d.getFieldName() + " " + d.getLeft() + " -> " + d.getRight());
			System.out.println("field " + FieldUtils.readField(tin, "name", true) + " " + FieldUtils.readField(tin, "pages", true)
				+ " declared " + FieldUtils.readDeclaredField(tin, "color", true));
			FieldUtils.writeField(tin, "pages", 99, true);
			System.out.println("written " + tin.price());
			System.out.println("all fields " + FieldUtils.getAllFieldsList(Comic.class).size());
			System.out.println("invoke " + MethodUtils.invokeMethod(tin, "describe", "comic: ") + " " + MethodUtils.invokeMethod(dune, "price")
				+ " " + MethodUtils.invokeMethod(tin, true, "getWeight"));
			System.out.println("supers " + ClassUtils.getAllSuperclasses(Comic.class));
			System.out.println("interfaces " + ClassUtils.getAllInterfaces(Comic.class));
			System.out.println("assignable " + ClassUtils.isAssignable(Comic.class, Priced.class) + " " + TypeUtils.isAssignable(Book.class, Comparable.class));
			System.out.println("short " + ClassUtils.getShortClassName(tin, "?") + " " + ClassUtils.getPackageName(Book.class));
			Item made = ConstructorUtils.invokeConstructor(Item.class, "Made", 3);
			System.out.println("made " + made.name() + " " + made.getWeight());
			System.out.println("enum " + EnumUtils.getEnum(Shelf.class, "MIDDLE") + " " + EnumUtils.isValidEnum(Shelf.class, "SIDE") + " "
				+ EnumUtils.getEnumMap(Shelf.class) + " " + EnumUtils.generateBitVector(Shelf.class, Shelf.TOP, Shelf.BOTTOM));
			try {
				MethodUtils.invokeMethod(dune, "missing");
			} catch (NoSuchMethodException e) {
				System.out.println("no method: " + e.getMessage());
			}
		} else if (mode.equals("strings")) {
			System.out.println(StringUtils.abbreviate("restructuring class hierarchies", 15) + "|" + StringUtils.center("k", 7, '*') + "|"
				+ StringUtils.capitalize("kaba") + "|" + StringUtils.join(new int[] { 1, 2, 3 }, '-') + "|" + StringUtils.reverseDelimited("a.b.c", '.')
				+ "|" + StringUtils.getLevenshteinDistance("kitten", "sitting") + "|" + StringUtils.difference("abcde", "abxyz")
				+ "|" + StringUtils.splitByCharacterTypeCamelCase("parseXMLFile2Now").length + "|" + WordUtils.wrap("the quick brown fox jumps", 10, "/", true)
				+ "|" + StringEscapeUtils.escapeJava("tab\there \"q\"") + "|" + StringUtils.repeat("ab", ",", 3));
			System.out.println(ArrayUtils.toString(ArrayUtils.addAll(new int[] { 1, 2 }, 3, 4)) + " " + ArrayUtils.indexOf(new String[] { "x", "y" }, "y")
				+ " " + ArrayUtils.toString(ArrayUtils.removeAllOccurrences(new Integer[] { 1, 2, 1, 3 }, 1)));
		} else if (mode.equals("numbers")) {
			System.out.println(org.apache.commons.lang3.math.NumberUtils.createNumber("0x1F") + " " + org.apache.commons.lang3.math.NumberUtils.max(3, 9, 4)
				+ " " + org.apache.commons.lang3.math.Fraction.getFraction(6, 8).reduce() + " " + org.apache.commons.lang3.math.Fraction.getFraction("1 1/2").doubleValue()
				+ " " + Range.between(3, 9).contains(5) + " " + Range.between(3, 9).intersectionWith(Range.between(7, 12))
				+ " " + Pair.of("k", 1) + " " + Triple.of(1, "b", 3.0) + " " + new MutablePair<>("a", 2).setValue(5)
				+ " " + CharSet.getInstance("a-e").contains('c') + " " + BooleanUtils.toStringYesNo(true) + " " + Conversion.intToHex(255, 0, "", 0, 2));
			try {
				org.apache.commons.lang3.math.NumberUtils.createNumber("12abc");
			} catch (NumberFormatException e) {
				System.out.println("bad number: " + e.getMessage());
			}
			Validate.isTrue(args.length > 5, "need %d args, got %d", 6, args.length);
		}
	}
}
