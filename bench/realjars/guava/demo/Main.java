package demo;

import com.google.common.base.*;
import com.google.common.collect.*;
import com.google.common.primitives.Ints;
import com.google.common.math.IntMath;
import com.google.common.hash.Hashing;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

public class Main {
	public static void main(String[] args) {
		ImmutableList<String> words = ImmutableList.of("delta", "alpha", "charlie", "bravo", "alpha");
		System.out.println(words);
		System.out.println(Ordering.natural().sortedCopy(words));
		System.out.println(ImmutableSet.copyOf(words));
		System.out.println(ImmutableSortedSet.copyOf(words));
		Multimap<Integer, String> byLen = ArrayListMultimap.create();
		for (String w : words) byLen.put(w.length(), w);
		System.out.println(byLen);
		Multiset<String> counts = HashMultiset.create(words);
		System.out.println(counts.count("alpha") + " " + counts.elementSet().size());
		System.out.println(Joiner.on(", ").skipNulls().join(Arrays.asList("a", null, "b")));
		System.out.println(Splitter.on(',').trimResults().omitEmptyStrings().splitToList(" x, y,,z "));
		System.out.println(CharMatcher.digit().retainFrom("a1b2c3"));
		System.out.println(Strings.padStart("7", 3, '0') + Strings.repeat("ab", 3));
		Optional<String> o = Optional.fromNullable(args.length > 0 ? args[0] : null);
		System.out.println(o.or("none"));
		System.out.println(Lists.transform(words, String::toUpperCase));
		System.out.println(Maps.uniqueIndex(ImmutableSet.of("one", "three", "fives!"), String::length));
		BiMap<String, Integer> bi = HashBiMap.create();
		bi.put("x", 1); bi.put("y", 2);
		System.out.println(bi.inverse().get(2));
		Table<String, String, Integer> t = HashBasedTable.create();
		t.put("r", "c", 5);
		System.out.println(t.row("r"));
		System.out.println(Ints.max(3, 9, 4) + " " + IntMath.gcd(12, 18) + " " + IntMath.binomial(6, 2));
		System.out.println(Hashing.murmur3_32_fixed().hashString("kaba", StandardCharsets.UTF_8));
		RangeSet<Integer> rs = TreeRangeSet.create();
		rs.add(Range.closed(1, 5)); rs.add(Range.closedOpen(7, 9));
		System.out.println(rs + " " + rs.contains(8));
		System.out.println(Iterables.getLast(words) + " " + FluentIterable.from(words).filter(w -> w.startsWith("a")).size());
		System.out.println(MoreObjects.toStringHelper("P").add("x", 1).add("y", "two").toString());
		try { Preconditions.checkArgument(false, "bad %s", 42); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
		System.out.println(Objects.equal("a", "a") + " " + Objects.hashCode(1, 2));
		System.out.println(ImmutableMap.of("k1", 1, "k2", 2).entrySet());
		System.out.println(Sets.union(ImmutableSet.of(1, 2), ImmutableSet.of(2, 3)));
		System.out.println(Collections2.permutations(ImmutableList.of(1, 2, 3)).size());
	}
}
