package demo;

import java.util.*;
import org.apache.commons.lang3.*;
import org.apache.commons.lang3.builder.*;
import org.apache.commons.lang3.text.WordUtils;
import org.apache.commons.lang3.tuple.*;
import org.apache.commons.lang3.math.NumberUtils;
import org.apache.commons.lang3.math.Fraction;
import org.apache.commons.lang3.time.DurationFormatUtils;
import org.apache.commons.lang3.mutable.MutableInt;

public class Main {
	static class Point {
		int x, y; String name;
		Point(int x, int y, String n) { this.x = x; this.y = y; this.name = n; }
		@Override public String toString() {
			return new ToStringBuilder(this, ToStringStyle.SHORT_PREFIX_STYLE).append("x", x).append("y", y).append("name", name).toString();
		}
		@Override public boolean equals(Object o) {
			if (!(o instanceof Point)) return false;
			Point p = (Point) o;
			return new EqualsBuilder().append(x, p.x).append(y, p.y).append(name, p.name).isEquals();
		}
		@Override public int hashCode() { return new HashCodeBuilder(17, 37).append(x).append(y).append(name).toHashCode(); }
	}

	public static void main(String[] args) {
		String s = args.length > 0 ? args[0] : "hello world of commons";
		System.out.println(StringUtils.capitalize(s));
		System.out.println(StringUtils.abbreviate(s, 10));
		System.out.println(StringUtils.reverse(s));
		System.out.println(StringUtils.join(StringUtils.split(s), '|'));
		System.out.println(StringUtils.leftPad("7", 5, '0'));
		System.out.println(StringUtils.difference(s, "hello there"));
		System.out.println(StringUtils.getLevenshteinDistance(s, "hello word"));
		System.out.println(WordUtils.capitalizeFully(s));
		System.out.println(WordUtils.wrap(s, 8));
		System.out.println(ArrayUtils.toString(ArrayUtils.add(new int[] {1, 2}, 3)));
		System.out.println(ArrayUtils.indexOf(new String[] {"a", "b", "c"}, "c"));
		System.out.println(NumberUtils.toInt("42", -1) + NumberUtils.max(1, 9, 4));
		System.out.println(Fraction.getFraction(3, 12).reduce().add(Fraction.ONE_HALF));
		System.out.println(DurationFormatUtils.formatDuration(3723004L, "H:mm:ss.SSS"));
		Pair<String, Integer> p = Pair.of("k", 1);
		Triple<String, Integer, Boolean> t = ImmutableTriple.of("a", 2, true);
		MutablePair<String, Integer> mp = MutablePair.of("m", 3);
		mp.setValue(4);
		System.out.println(p + " " + t + " " + mp + " " + p.getLeft() + t.getMiddle() + mp.getRight());
		Point a = new Point(1, 2, "a"), b = new Point(1, 2, "a");
		System.out.println(a + " " + a.equals(b) + " " + (a.hashCode() == b.hashCode()));
		System.out.println(ReflectionToStringBuilder.toString(new Point(3, 4, "r"), ToStringStyle.JSON_STYLE));
		System.out.println(new CompareToBuilder().append(1, 2).append("x", "x").toComparison());
		MutableInt m = new MutableInt(5);
		m.add(10);
		System.out.println(m.intValue() + " " + ObjectUtils.defaultIfNull(null, "dflt") + " " + BooleanUtils.toStringYesNo(true));
		System.out.println(RandomStringUtils.random(0) + CharUtils.toString('c') + ClassUtils.getShortClassName(Main.class) + SystemUtils.IS_JAVA_1_8);
		System.out.println(StringEscapeUtils.escapeJava("tab\there \"q\""));
		System.out.println(Validate.notBlank("ok"));
		try { Validate.isTrue(false, "bad %s", "arg"); } catch (IllegalArgumentException e) { System.out.println("caught " + e.getMessage()); }
		System.out.println(new StrBuilderDemo().run());
		System.out.println(Range.between(1, 10).contains(5) + " " + Range.between(1, 10).fit(42));
	}
}

class StrBuilderDemo {
	String run() {
		org.apache.commons.lang3.text.StrBuilder b = new org.apache.commons.lang3.text.StrBuilder();
		b.append("x").appendSeparator(',').append(12).appendPadding(3, '.');
		return b.toString() + new org.apache.commons.lang3.text.StrSubstitutor(java.util.Collections.singletonMap("n", "v")).replace("${n}!");
	}
}
