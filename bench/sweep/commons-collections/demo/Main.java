package demo;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.*;

import org.apache.commons.collections4.*;
import org.apache.commons.collections4.bag.HashBag;
import org.apache.commons.collections4.bag.TreeBag;
import org.apache.commons.collections4.bidimap.DualHashBidiMap;
import org.apache.commons.collections4.bidimap.DualTreeBidiMap;
import org.apache.commons.collections4.bidimap.TreeBidiMap;
import org.apache.commons.collections4.collection.PredicatedCollection;
import org.apache.commons.collections4.comparators.ComparatorChain;
import org.apache.commons.collections4.comparators.FixedOrderComparator;
import org.apache.commons.collections4.comparators.NullComparator;
import org.apache.commons.collections4.comparators.ReverseComparator;
import org.apache.commons.collections4.iterators.PermutationIterator;
import org.apache.commons.collections4.list.CursorableLinkedList;
import org.apache.commons.collections4.list.GrowthList;
import org.apache.commons.collections4.list.SetUniqueList;
import org.apache.commons.collections4.list.TreeList;
import org.apache.commons.collections4.map.*;
import org.apache.commons.collections4.multimap.ArrayListValuedHashMap;
import org.apache.commons.collections4.multimap.HashSetValuedHashMap;
import org.apache.commons.collections4.multiset.HashMultiSet;
import org.apache.commons.collections4.queue.CircularFifoQueue;
import org.apache.commons.collections4.set.ListOrderedSet;
import org.apache.commons.collections4.trie.PatriciaTrie;

/** Drives commons-collections4 (bench/sweep/commons-collections.sh): bags,
 *  bidirectional and multi-valued maps, decorated maps and lists, tries,
 *  iterators, functors, comparators, serialization round trips. */
public class Main {
    static final String[] WORDS = "the quick brown fox jumps over the lazy dog and the quick cat naps".split(" ");

    public static void main(String[] args) throws Exception {
        switch (args[0]) {
        case "bags": bags(); break;
        case "maps": maps(); break;
        case "lists": lists(); break;
        case "functors": functors(); break;
        case "serial": serial(); break;
        case "errors": errors(); break;
        default: throw new IllegalArgumentException(args[0]);
        }
    }

    static void bags() {
        Bag<String> hb = new HashBag<>(Arrays.asList(WORDS));
        System.out.println("hashbag the=" + hb.getCount("the") + " quick=" + hb.getCount("quick") + " size=" + hb.size() + " unique=" + new TreeSet<>(hb.uniqueSet()));
        SortedBag<String> tb = new TreeBag<>(Arrays.asList(WORDS));
        System.out.println("treebag " + tb + " first=" + tb.first() + " last=" + tb.last());
        tb.remove("the", 2);
        System.out.println("after remove " + tb);
        MultiSet<String> ms = new HashMultiSet<>();
        for (String w : WORDS) ms.add(w, w.length());
        System.out.println("multiset fox=" + ms.getCount("fox") + " size=" + ms.size());
        Bag<String> sync = BagUtils.synchronizedBag(new HashBag<String>());
        sync.add("a", 3);
        System.out.println("synchronized " + sync.getCount("a") + " " + BagUtils.unmodifiableBag(sync).getClass().getSimpleName());
        PatriciaTrie<Integer> trie = new PatriciaTrie<>();
        for (int i = 0; i < WORDS.length; i++) trie.put(WORDS[i], i);
        System.out.println("trie " + trie + " prefix qu=" + trie.prefixMap("qu") + " prefix n=" + trie.prefixMap("n").keySet());
        System.out.println("trie select " + trie.selectKey("dot") + " next " + trie.nextKey("dog") + " headMap(fox)=" + trie.headMap("fox").keySet());
        CircularFifoQueue<Integer> q = new CircularFifoQueue<>(4);
        for (int i = 0; i < 10; i++) q.add(i * i);
        System.out.println("fifo " + q + " full=" + q.isAtFullCapacity() + " peek=" + q.peek());
    }

    static void maps() {
        BidiMap<String, Integer> bidi = new DualHashBidiMap<>();
        BidiMap<String, Integer> tree = new TreeBidiMap<>();
        SortedBidiMap<String, Integer> dtree = new DualTreeBidiMap<>();
        for (int i = 0; i < 6; i++) { bidi.put(WORDS[i], i); tree.put(WORDS[i], i * 10); dtree.put(WORDS[i], -i); }
        System.out.println("bidi key of 3=" + bidi.getKey(3) + " inverse=" + new TreeMap<>(bidi.inverseBidiMap()));
        System.out.println("treebidi " + tree + " inverse " + tree.inverseBidiMap());
        System.out.println("dualtree " + dtree + " first " + dtree.firstKey() + " inverse " + dtree.inverseBidiMap());
        MultiValuedMap<Integer, String> byLength = new ArrayListValuedHashMap<>();
        MultiValuedMap<Character, String> byFirst = new HashSetValuedHashMap<>();
        for (String w : WORDS) { byLength.put(w.length(), w); byFirst.put(w.charAt(0), w); }
        for (int n = 1; n <= 5; n++) System.out.println("length " + n + ": " + byLength.get(n));
        System.out.println("first t: " + new TreeSet<>(byFirst.get('t')) + " keys " + new TreeSet<>(byFirst.keySet()));
        LRUMap<String, Integer> lru = new LRUMap<>(3);
        for (String w : WORDS) { lru.put(w, w.length()); lru.get("the"); }
        System.out.println("lru " + lru + " full=" + lru.isFull());
        LinkedMap<String, Integer> lm = new LinkedMap<>();
        ListOrderedMap<String, Integer> lom = new ListOrderedMap<>();
        for (String w : WORDS) { lm.put(w, w.hashCode() % 7); lom.put(w, w.length()); }
        System.out.println("linked " + lm + " index(fox)=" + lm.indexOf("fox") + " next(fox)=" + lm.nextKey("fox"));
        System.out.println("listordered " + lom.keyList() + " value(2)=" + lom.getValue(2));
        CaseInsensitiveMap<String, Integer> ci = new CaseInsensitiveMap<>();
        ci.put("Hello", 1); ci.put("HELLO", 2); ci.put("world", 3);
        System.out.println("caseinsensitive " + new TreeMap<>(ci) + " get(hElLo)=" + ci.get("hElLo"));
        Map<String, Integer> lazy = LazyMap.lazyMap(new TreeMap<String, Integer>(), new Transformer<String, Integer>() {
            @Override public Integer transform(String s) { return s.length() * 100; }
        });
        lazy.get("abc"); lazy.get("de");
        System.out.println("lazy " + lazy);
        Map<String, Integer> def = DefaultedMap.defaultedMap(new HashMap<String, Integer>(), -1);
        System.out.println("defaulted " + def.get("missing"));
        MultiKeyMap<String, Integer> mk = new MultiKeyMap<>();
        mk.put("a", "b", 1); mk.put("a", "c", 2); mk.put("x", "b", "z", 3);
        System.out.println("multikey a,c=" + mk.get("a", "c") + " x,b,z=" + mk.get("x", "b", "z") + " size=" + mk.size());
        Map<String, Integer> fixed = FixedSizeMap.fixedSizeMap(new TreeMap<>(Collections.singletonMap("k", 1)));
        try { fixed.put("other", 2); } catch (IllegalArgumentException e) { System.out.println("fixed: " + e.getMessage()); }
        PassiveExpiringMap<String, Integer> pe = new PassiveExpiringMap<>(-1L);
        pe.put("forever", 1);
        System.out.println("passive " + pe.get("forever"));
        Flat3Map<String, Integer> f3 = new Flat3Map<>();
        for (int i = 0; i < 5; i++) { f3.put(WORDS[i], i); System.out.println("flat3 " + i + " " + new TreeMap<>(f3)); }
        MapIterator<String, Integer> it = new HashedMap<>(f3).mapIterator();
        TreeMap<String, Integer> seen = new TreeMap<>();
        while (it.hasNext()) { String k = it.next(); seen.put(k, it.getValue()); }
        System.out.println("mapiterator " + seen);
        System.out.println("inverted " + new TreeMap<>(MapUtils.invertMap(seen)));
    }

    static void lists() {
        TreeList<String> tl = new TreeList<>(Arrays.asList(WORDS));
        tl.add(3, "INSERTED"); tl.remove(0);
        System.out.println("treelist " + tl + " get(5)=" + tl.get(5));
        List<String> unique = SetUniqueList.setUniqueList(new ArrayList<String>());
        unique.addAll(Arrays.asList(WORDS));
        System.out.println("setunique " + unique);
        List<Integer> grow = GrowthList.growthList(new ArrayList<Integer>());
        grow.set(4, 44);
        System.out.println("growth " + grow);
        CursorableLinkedList<String> cl = new CursorableLinkedList<>(Arrays.asList("a", "b", "c", "d"));
        CursorableLinkedList.Cursor<String> cur = cl.cursor();
        cur.next(); cur.next(); cl.add(1, "X"); cur.add("Y"); cl.remove("d");
        cur.close();
        System.out.println("cursorable " + cl);
        Set<String> los = ListOrderedSet.listOrderedSet(new HashSet<String>());
        for (String w : WORDS) los.add(w);
        System.out.println("listorderedset " + los);
        System.out.println("union " + new TreeSet<>(CollectionUtils.union(Arrays.asList(1, 2, 2, 3), Arrays.asList(2, 3, 3, 4))));
        System.out.println("intersection " + CollectionUtils.intersection(Arrays.asList(1, 2, 2, 3), Arrays.asList(2, 2, 3, 4)));
        System.out.println("disjunction " + CollectionUtils.disjunction(Arrays.asList(1, 2, 2, 3), Arrays.asList(2, 3, 3, 4)));
        System.out.println("subtract " + CollectionUtils.subtract(Arrays.asList(WORDS), Arrays.asList("the", "quick")));
        System.out.println("cardinality " + new TreeMap<>(CollectionUtils.getCardinalityMap(Arrays.asList(WORDS))));
        System.out.println("partition " + ListUtils.partition(Arrays.asList(WORDS), 4));
        System.out.println("lcs " + ListUtils.longestCommonSubsequence(Arrays.asList(WORDS), Arrays.asList("quick", "fox", "over", "dog", "cat")));
        System.out.println("collate " + CollectionUtils.collate(Arrays.asList(1, 4, 9), Arrays.asList(2, 3, 10)));
        PermutationIterator<String> perms = new PermutationIterator<>(Arrays.asList("x", "y", "z"));
        StringBuilder b = new StringBuilder();
        while (perms.hasNext()) b.append(perms.next());
        System.out.println("permutations " + b);
        Iterator<String> chained = IteratorUtils.chainedIterator(Arrays.asList("a", "b").iterator(), Arrays.asList("c").iterator());
        System.out.println("chained " + IteratorUtils.toList(chained));
        Iterator<String> filtered = IteratorUtils.filteredIterator(Arrays.asList(WORDS).iterator(), new Predicate<String>() {
            @Override public boolean evaluate(String s) { return s.length() > 3; }
        });
        System.out.println("filtered " + IteratorUtils.toList(filtered));
        Iterable<Integer> lens = IterableUtils.transformedIterable(Arrays.asList(WORDS), new Transformer<String, Integer>() {
            @Override public Integer transform(String s) { return s.length(); }
        });
        System.out.println("transformed " + IterableUtils.toString(lens));
        System.out.println("collated iter " + IteratorUtils.toList(IteratorUtils.collatedIterator(null, Arrays.asList(1, 5, 7).iterator(), Arrays.asList(2, 6).iterator())));
        System.out.println("zipping " + IteratorUtils.toList(IteratorUtils.zippingIterator(Arrays.asList("a", "b", "c").iterator(), Arrays.asList("1", "2").iterator())));
        System.out.println("boundedl " + IteratorUtils.toList(IteratorUtils.boundedIterator(Arrays.asList(WORDS).iterator(), 2, 3)));
    }

    static void functors() {
        Predicate<String> longWord = new Predicate<String>() {
            @Override public boolean evaluate(String s) { return s.length() > 3; }
        };
        Predicate<String> startsT = new Predicate<String>() {
            @Override public boolean evaluate(String s) { return s.startsWith("t"); }
        };
        Predicate<String> either = PredicateUtils.orPredicate(longWord, startsT);
        Predicate<String> neither = PredicateUtils.notPredicate(either);
        Predicate<Object> notNull = PredicateUtils.notNullPredicate();
        Predicate<Object> isString = PredicateUtils.instanceofPredicate(String.class);
        Predicate<String> uniq = PredicateUtils.uniquePredicate();
        for (String w : WORDS) {
            System.out.println(w + " either=" + either.evaluate(w) + " neither=" + neither.evaluate(w) + " notNull=" + notNull.evaluate(w) + " string=" + isString.evaluate(w) + " unique=" + uniq.evaluate(w));
        }
        System.out.println("select " + CollectionUtils.select(Arrays.asList(WORDS), PredicateUtils.allPredicate(Arrays.asList(longWord, PredicateUtils.notPredicate(startsT)))));
        Transformer<String, String> upper = new Transformer<String, String>() {
            @Override public String transform(String s) { return s.toUpperCase(); }
        };
        Transformer<String, String> rev = new Transformer<String, String>() {
            @Override public String transform(String s) { return new StringBuilder(s).reverse().toString(); }
        };
        Transformer<String, String> chain = TransformerUtils.chainedTransformer(upper, rev);
        Transformer<String, String> sw = TransformerUtils.ifTransformer(longWord, chain, TransformerUtils.<String>nopTransformer());
        System.out.println("collect " + CollectionUtils.collect(Arrays.asList(WORDS), sw));
        Map<String, String> m = new TreeMap<>();
        m.put("a", "alpha"); m.put("b", "beta");
        System.out.println("map transformer " + TransformerUtils.mapTransformer(m).transform("b") + " " + TransformerUtils.mapTransformer(m).transform("z"));
        System.out.println("invoker " + TransformerUtils.invokerTransformer("length").transform("abcdef"));
        System.out.println("constant " + TransformerUtils.constantTransformer(42).transform("x") + " string " + TransformerUtils.stringValueTransformer().transform(3.5));
        final StringBuilder log = new StringBuilder();
        Closure<String> append = new Closure<String>() {
            @Override public void execute(String s) { log.append(s.charAt(0)); }
        };
        IterableUtils.forEach(Arrays.asList(WORDS), ClosureUtils.ifClosure(startsT, ClosureUtils.chainedClosure(append, append), append));
        ClosureUtils.forClosure(3, append).execute("zz");
        System.out.println("closures " + log);
        Factory<List<String>> f = FactoryUtils.instantiateFactory((Class) ArrayList.class);
        List<String> made = f.create();
        made.add("made");
        System.out.println("factory " + made + " " + FactoryUtils.constantFactory("c").create());
        ComparatorChain<String> cc = new ComparatorChain<>();
        cc.addComparator(new Comparator<String>() {
            @Override public int compare(String a, String b) { return a.length() - b.length(); }
        });
        cc.addComparator(ComparatorUtils.<String>naturalComparator(), true);
        List<String> sorted = new ArrayList<>(Arrays.asList(WORDS));
        Collections.sort(sorted, cc);
        System.out.println("chain " + sorted);
        FixedOrderComparator<String> foc = new FixedOrderComparator<>("dog", "cat", "fox");
        foc.setUnknownObjectBehavior(FixedOrderComparator.UnknownObjectBehavior.AFTER);
        Collections.sort(sorted, foc);
        System.out.println("fixedorder " + sorted);
        List<String> withNull = new ArrayList<>(Arrays.asList("b", null, "a"));
        Collections.sort(withNull, new NullComparator<String>(false));
        System.out.println("nulls " + withNull);
        Collections.sort(withNull, new ReverseComparator<String>(new NullComparator<String>(true)));
        System.out.println("reverse nulls " + withNull);
        Collection<String> pc = PredicatedCollection.predicatedCollection(new ArrayList<String>(), longWord);
        pc.add("long enough");
        try { pc.add("no"); } catch (IllegalArgumentException e) { System.out.println("predicated: " + e.getMessage().replaceAll("@[0-9a-f]+", "@...")); }
        System.out.println("pc " + pc);
    }

    @SuppressWarnings("unchecked")
    static <T> T roundTrip(T o) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) { out.writeObject(o); }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            return (T) in.readObject();
        }
    }

    static void serial() throws Exception {
        HashBag<String> bag = new HashBag<>(Arrays.asList(WORDS));
        Bag<String> bag2 = roundTrip(bag);
        System.out.println("bag " + bag2.getCount("the") + " " + bag.equals(bag2));
        TreeBidiMap<String, Integer> tb = new TreeBidiMap<>();
        for (int i = 0; i < WORDS.length; i++) tb.put(WORDS[i] + i, i);
        System.out.println("treebidi " + roundTrip(tb));
        DualHashBidiMap<String, Integer> db = new DualHashBidiMap<>(Collections.singletonMap("k", 7));
        System.out.println("dualbidi " + roundTrip(db).getKey(7));
        LRUMap<String, Integer> lru = new LRUMap<>(4);
        for (String w : WORDS) lru.put(w, w.length());
        System.out.println("lru " + roundTrip(lru) + " max " + roundTrip(lru).maxSize());
        LinkedMap<String, Integer> lm = new LinkedMap<>();
        for (String w : WORDS) lm.put(w, 1);
        System.out.println("linked " + roundTrip(lm).keySet());
        ArrayListValuedHashMap<String, Integer> mv = new ArrayListValuedHashMap<>();
        mv.put("a", 1); mv.put("a", 2); mv.put("b", 3);
        System.out.println("multivalued " + roundTrip(mv).get("a"));
        PatriciaTrie<String> trie = new PatriciaTrie<>();
        for (String w : WORDS) trie.put(w, w.toUpperCase());
        System.out.println("trie " + roundTrip(trie).prefixMap("th"));
        CaseInsensitiveMap<String, String> ci = new CaseInsensitiveMap<>(Collections.singletonMap("Key", "v"));
        System.out.println("caseinsensitive " + roundTrip(ci).get("KEY"));
        Flat3Map<String, String> f3 = new Flat3Map<>();
        f3.put("one", "1"); f3.put("two", "2");
        System.out.println("flat3 " + new TreeMap<>(roundTrip(f3)));
        CircularFifoQueue<String> q = new CircularFifoQueue<>(3);
        for (String w : WORDS) q.add(w);
        System.out.println("fifo " + roundTrip(q));
        Predicate<Object> p = PredicateUtils.notNullPredicate();
        System.out.println("predicate " + roundTrip(p).evaluate(null));
        Comparator<String> cmp = new ReverseComparator<>(ComparatorUtils.<String>naturalComparator());
        List<String> s = new ArrayList<>(Arrays.asList(WORDS));
        Collections.sort(s, roundTrip(cmp));
        System.out.println("comparator " + s);
    }

    static void errors() {
        try { new CircularFifoQueue<String>(0); } catch (IllegalArgumentException e) { System.out.println("fifo: " + e.getMessage()); }
        try { new TreeBidiMap<String, Integer>().put(null, 1); } catch (RuntimeException e) { System.out.println("treebidi: " + e.getClass().getName() + " " + e.getMessage()); }
        try { UnmodifiableMap.unmodifiableMap(new HashMap<String, String>()).put("a", "b"); } catch (UnsupportedOperationException e) { System.out.println("unmodifiable: " + e); }
        try { IteratorUtils.emptyIterator().next(); } catch (NoSuchElementException e) { System.out.println("empty: " + e.getMessage()); }
        try { new LRUMap<String, String>(0); } catch (IllegalArgumentException e) { System.out.println("lru: " + e.getMessage()); }
        try { TransformerUtils.invokerTransformer("nope").transform("x"); } catch (FunctorException e) { System.out.println("invoker: " + e.getMessage()); }
        List<String> l = new TreeList<>();
        l.get(3);
    }
}
