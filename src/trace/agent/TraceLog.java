package kaba;

import java.lang.ref.WeakReference;
import java.util.Arrays;
import java.util.Set;
import jdk.internal.misc.Unsafe;
import jdk.internal.reflect.Reflection;
import jdk.internal.vm.annotation.DontInline;

/*
 * The logger that instrumented code calls (../rewrite.h names the entry
 * points a, b, g, c, d, n, e, r).  The agent compiles it at build time, embeds the
 * class files and defines them in the bootstrap loader at VMInit, so that
 * classes of every loader resolve it; the natives are bound by
 * RegisterNatives (natives.c).
 *
 * What a trace records is the set of (creation site, column) pairs, a few
 * thousand, while a program makes hundreds of millions of logged uses.  So
 * the cost of a use must not depend on going native: an object's site is
 * found in Java (one native call per object, the first time it is seen)
 * and a pair already recorded in its column's set (one native call per new
 * pair).  Before, every use went native and asked JVMTI for the object's
 * tag, which locks and probes the VM's tag map.
 *
 * The site lives in the object itself: the rewriter gives instrumented
 * classes a field for it (../rewrite.h, TRACE_SITE_FIELD).  A use of
 * `this` (a def, a field of this) reads the field in the rewritten code and
 * passes it to `a`, which stores back what it must hold; other uses (`g`:
 * checks, fields of other objects, catches, reflection) read the object's
 * topmost site field through Unsafe, at an offset cached per column.  A use
 * touches the object the program touches anyway, so its cost does not grow
 * with the heap: the weak identity table used before missed the caches on
 * almost every lookup once the program kept 100,000 objects and more live
 * (bcel's verifier on jflex's Unicode_4_1: 12.6x user CPU).  The field
 * holds the object's identity hash next to the site, since a clone copies
 * the field but is an object of its own, not yet seen.  Each column keeps
 * the set of sites recorded with it, so that a use probes a small table of
 * its own, not a set of all pairs.  Objects of user classes without the
 * field (the bootstrap loader's) still go through the identity table.
 *
 * The common path of each entry point (the site found, the pair known) is
 * a few dozen instructions that the JIT should inline into hot rewritten
 * code.  The first sight of an object or pair (the first* methods) is hot
 * too while a program starts, and once inlined with the common path the
 * compiled logger outgrew what the JIT inlines, so that every check was a
 * call (bcel's verifier spent a third of its traced time in g); the logger
 * is a boot class, so the JIT honours the DontInline annotation that keeps
 * them apart.  (ForceInline on the common paths as well made bcel's loop a
 * little faster but every short run slower: more code to compile.)
 *
 * Readers take no lock: tables are replaced, never resized in place (a
 * column's set takes a site in a free slot or is replaced by a larger copy
 * published filled), and an entry is published whole (final fields); a
 * reader that misses an entry another thread is adding, or that probes a
 * replaced table, only takes the locked slow path, which looks again.  A
 * stale answer can never say "recorded" for a pair that is not: the native
 * side records a pair before it enters the set.  A site field is set by
 * compare-and-set, so two threads meeting a new object agree on its site.
 *
 * System.identityHashCode gives the objects seen an identity hash earlier
 * than the program would (so hashes printed by Object.toString and the
 * order of identity-hashed sets may differ from an untraced run, which the
 * agent's own start-up already shifts).
 */
public final class TraceLog {
	private TraceLog() {
	}

	/* An object with its creation site (-1: no row, not a user object). */
	private static final class Known extends WeakReference<Object> {
		final int hash;
		final int site;

		Known(Object o, int hash, int site) {
			super(o);
			this.hash = hash;
			this.site = site;
		}
	}

	/* The name of ../rewrite.h's TRACE_SITE_FIELD. */
	private static final String SITE_FIELD = "kaba$site";
	/* Where objects of a class keep their site: the field's offset, or
	 * one of these (the natives exported jdk.internal.misc to us). */
	private static final long NOT_USER = -2, IN_TABLE = -1;
	private static final Unsafe U = Unsafe.getUnsafe();

	/* Where a class's objects keep their site.  The holder is the topmost
	 * class that declares the field (rewrite.h: normally the only one), so
	 * that every object of a subclass of the holder finds the same field;
	 * without a field, the class itself. */
	private static final class Place {
		final Class<?> holder;
		final long offset;

		Place(Class<?> holder, long offset) {
			this.holder = holder;
			this.offset = offset;
		}
	}

	private static final ClassValue<Place> places = new ClassValue<Place>() {
		@Override
		protected Place computeValue(Class<?> c) {
			if (!user(c))
				return new Place(c, NOT_USER);
			Class<?> holder = holder(c);
			return holder != null ? new Place(holder, U.objectFieldOffset(holder, SITE_FIELD))
					      : new Place(c, IN_TABLE);
		}
	};

	/* A column's last Place, weakly (a column must not keep a class
	 * loader alive).  A use tests that its object is an instance of the
	 * holder (is of the class itself when there is no field) instead of a
	 * ClassValue lookup per use (about 30 ns each in a loop over 200,000
	 * objects of two classes). */
	private static final class Seen extends WeakReference<Class<?>> {
		final long offset;

		Seen(Place p) {
			super(p.holder);
			offset = p.offset;
		}

		boolean fits(Object o) {
			Class<?> c = get();

			return c != null && (offset >= 0 ? c.isInstance(o) : c == o.getClass());
		}
	}

	/* Column -> its Seen, or null. */
	private static volatile Seen[] seen = new Seen[1024];
	/* Column -> the sites recorded using it: site + 1 by open addressing
	 * (0: an empty slot), or null.  A column's uses may alternate between
	 * many sites (bcel's verifier tests instructions of a hundred classes
	 * with `instanceof RET`), so a set per column, not its last site, is
	 * what lets most uses return at once. */
	private static volatile int[][] sites = new int[1024][];

	private static final int MIN_TABLE = 1024;
	private static final Object lock = new Object();
	/* Method id -> it ran (each was reported). */
	private static volatile boolean[] ran = new boolean[MIN_TABLE];
	/* Objects without a site field: open addressing by identity hash; dead
	 * entries go at the next rebuild. */
	private static volatile Known[] known = new Known[MIN_TABLE];
	private static int nknown;
	/* The entry found last: a method's uses are mostly of one object. */
	private static int recent; /* its slot: an int, so storing it costs no GC barrier */

	/* The first object of a class the rewriter did not see: its site. */
	private static native int f(Object o);
	/* A new pair (the object resolves field references). */
	private static native void u(Object o, int site, int column);
	/* Method record m ran. */
	private static native void k(int m);
	/* The site's object is built: end the announcement e(site) began. */
	private static native void x(int site);

	/* Are c's objects traced (its name is a user class's)? */
	private static native boolean user(Class<?> c);
	/* The class, c or a superclass, whose site field c's objects have. */
	private static native Class<?> holder(Class<?> c);

	/* e(site): the next object constructed on this thread comes from site. */
	public static native void e(int site);

	/* this used column (a def, a field) in method m; v is its site field
	 * as the rewritten class sees it, which is set to what this returns.
	 * A use new to its column says that m ran: a method's def column is
	 * its own, so the def at its entry is new the first time it runs, and
	 * the rewriter leaves out its r. */
	public static long a(Object o, long v, int column, int m) {
		if ((int) (v >>> 32) == System.identityHashCode(o) && known(column, (int) v))
			return v;
		return firstA(o, v, column, m);
	}

	/* this used column and other (a getter's def and its field) in m. */
	public static long b(Object o, long v, int column, int other, int m) {
		if ((int) (v >>> 32) == System.identityHashCode(o) && known(column, (int) v) &&
		    known(other, (int) v))
			return v;
		return firstB(o, v, column, other, m);
	}

	@DontInline
	private static long firstB(Object o, long v, int column, int other, int m) {
		v = firstA(o, v, column, m);
		used(o, (int) v, other);
		return v;
	}

	@DontInline
	private static long firstA(Object o, long v, int column, int m) {
		int h = System.identityHashCode(o);

		r(m);

		if ((int) (v >>> 32) != h)
			v = packed(h, site(o));
		used(o, (int) v, column);
		return v;
	}

	/* o used column, its site field unread (any object, or null); also the
	 * agent's entry for reflection (Field.get and set). */
	public static void g(Object o, int column) {
		if (o != null && !seen(o, column, column))
			firstG(o, column);
	}

	/* The common path of g and d, inlined at every use: the column's
	 * holder fits o, the site field holds o's hash, and the sets of column
	 * and other have its site. */
	private static boolean seen(Object o, int column, int other) {
		Seen[] v = seen;
		Seen e = column < v.length ? v[column] : null;
		Class<?> c = e != null && e.offset >= 0 ? e.get() : null;

		if (c == null || !c.isInstance(o))
			return false;
		long site = U.getLong(o, e.offset);
		return (int) (site >>> 32) == System.identityHashCode(o) && known(column, (int) site) &&
		       (other == column || known(other, (int) site));
	}

	@DontInline
	private static void firstG(Object o, int column) {
		used(o, site(o, offset(o, column)), column);
	}

	/* Is (site, column) recorded?  (Also true for site -1, no object of
	 * a user class: nothing to record.) */
	private static boolean known(int column, int site) {
		int[][] t = sites;
		int[] s = column < t.length ? t[column] : null;

		if (s == null)
			return false;
		for (int mask = s.length - 1, i = site & mask;; i = (i + 1) & mask) {
			int k = s[i];

			if (k == site + 1)
				return true;
			if (k == 0)
				return false;
		}
	}

	private static void used(Object o, int site, int column) {
		if (site >= 0 && !known(column, site))
			record(o, site, column);
	}

	/* A check: o passed it (outcome 1) or failed it (S=false column next). */
	public static void c(Object o, int outcome, int trueColumn) {
		g(o, outcome != 0 ? trueColumn : trueColumn + 1);
	}

	/* Two checks of o, the second reached whenever the first ran: one
	 * lookup of o's site for both. */
	public static void d(Object o, int outcome, int outcome2, int trueColumn, int trueColumn2) {
		int column = outcome != 0 ? trueColumn : trueColumn + 1;
		int other = outcome2 != 0 ? trueColumn2 : trueColumn2 + 1;

		if (o != null && !seen(o, column, other))
			firstD(o, column, other);
	}

	@DontInline
	private static void firstD(Object o, int column, int other) {
		g(o, column);
		g(o, other);
	}

	/* o was just built at site. */
	public static void n(Object o, int site) {
		x(site);
		if (o == null)
			return;
		long off = places.get(o.getClass()).offset;
		int h = System.identityHashCode(o);

		if (off >= 0) {
			long v = U.getLongVolatile(o, off);

			/* else its constructor logged a use, or another thread did */
			if ((int) (v >>> 32) != h)
				U.compareAndSetLong(o, off, v, packed(h, site));
			return;
		}
		if (find(known, o, h) >= 0)
			return; /* its constructor logged a use */
		synchronized (lock) {
			if (find(known, o, h) < 0)
				put(o, h, site);
		}
	}

	/* Method m ran (a probe at offset 0 of every method but those whose
	 * def at entry says so, through a or b). */
	public static void r(int m) {
		boolean[] v = ran;

		if (m < 0 || m >= v.length || !v[m])
			firstR(m);
	}

	@DontInline
	private static void firstR(int m) {
		boolean[] v;

		k(m);
		if (m < 0)
			return;
		synchronized (lock) {
			v = ran;
			if (m >= v.length)
				ran = v = Arrays.copyOf(v, grown(v.length, m));
			v[m] = true;
		}
	}

	/* Also the agent's entry for reflection (receivers). */
	static int site(Object o) {
		return site(o, places.get(o.getClass()).offset);
	}

	/* Where o keeps its site, through column's cache. */
	private static long offset(Object o, int column) {
		Seen[] v = seen;
		Seen e = column < v.length ? v[column] : null;

		if (e != null && e.fits(o))
			return e.offset;
		Place p = places.get(o.getClass());
		if (column >= v.length) {
			synchronized (lock) {
				v = seen;
				if (column >= v.length) {
					/* not Arrays.copyOf: a reflective call the trace would see */
					Seen[] g = new Seen[grown(v.length, column)];

					System.arraycopy(v, 0, g, 0, v.length);
					seen = v = g;
				}
			}
		}
		v[column] = new Seen(p); /* racing writers only lose a cache entry */
		return p.offset;
	}

	private static int site(Object o, long off) {
		if (off >= 0) {
			long v = U.getLong(o, off);
			int h = System.identityHashCode(o);

			return (int) (v >>> 32) == h ? (int) v : first(o, off, h);
		}
		return off == NOT_USER ? -1 : tableSite(o);
	}

	/* Hide c's site field from reflection (getDeclaredFields, getFields,
	 * and through them serialization's default fields and serialVersionUID);
	 * the agent calls this when c is prepared, before code can reflect on
	 * it. */
	static void hide(Class<?> c) {
		Reflection.registerFieldsToFilter(c, Set.of(SITE_FIELD));
	}

	private static long packed(int hash, int site) {
		return (long) hash << 32 | (site & 0xffffffffL);
	}

	/* The first use of an object that keeps its site: decide it (f). */
	private static int first(Object o, long off, int h) {
		long v = U.getLongVolatile(o, off);

		if ((int) (v >>> 32) == h)
			return (int) v;
		int site = f(o);
		if (!U.compareAndSetLong(o, off, v, packed(h, site)))
			site = (int) U.getLongVolatile(o, off); /* another thread decided */
		return site;
	}

	/* The site of an object without a site field, from the identity table. */
	private static int tableSite(Object o) {
		Known[] t = known;
		int r = recent;
		Known e = r < t.length ? t[r] : null;

		if (e != null && e.get() == o)
			return e.site;
		int h = System.identityHashCode(o);
		int i = find(t, o, h);
		if (i < 0) {
			synchronized (lock) {
				t = known;
				i = find(t, o, h);
				if (i < 0) {
					put(o, h, f(o));
					t = known;
					i = find(t, o, h);
				}
			}
		}
		recent = i;
		return t[i].site;
	}

	/* The slot of o's entry, or -1. */
	private static int find(Known[] t, Object o, int h) {
		int mask = t.length - 1;

		for (int i = h & mask;; i = (i + 1) & mask) {
			Known e = t[i];

			if (e == null)
				return -1;
			if (e.hash == h && e.get() == o)
				return i;
		}
	}

	/* Under lock.  A full table is rebuilt from its live entries, at four
	 * times their number: the work is paid for by the insertions since the
	 * last rebuild, and the table stays proportional to the live objects. */
	private static void put(Object o, int h, int site) {
		Known[] t = known;

		if ((nknown + 1) * 2 > t.length) {
			int live = 0;

			for (Known e : t)
				if (e != null && e.get() != null)
					live++;
			Known[] g = new Known[grown(MIN_TABLE, live * 4)];
			nknown = 0;
			for (Known e : t)
				if (e != null && e.get() != null)
					insert(g, e);
			known = t = g;
		}
		insert(t, new Known(o, h, site));
	}

	private static void insert(Known[] t, Known e) {
		int mask = t.length - 1, i = e.hash & mask;

		while (t[i] != null)
			i = (i + 1) & mask;
		t[i] = e;
		nknown++;
	}

	/* The native side records a pair before it enters its column's set,
	 * so that no reader takes a pair for recorded before it is. */
	private static void record(Object o, int site, int column) {
		synchronized (lock) {
			if (known(column, site))
				return;
			u(o, site, column);
			int[][] t = sites;
			if (column >= t.length) {
				/* not Arrays.copyOf: a reflective call the trace would see */
				int[][] g = new int[grown(t.length, column)][];

				System.arraycopy(t, 0, g, 0, t.length);
				sites = t = g;
			}
			int[] set = withRoom(t[column]);
			add(set, site + 1);
			t[column] = set; /* a new set is published filled */
		}
	}

	/* A column's set (or null) with room for one more site at a load of
	 * at most 1/2: itself, or a copy twice its size. */
	private static int[] withRoom(int[] set) {
		if (set == null)
			return new int[4];
		int n = 1;
		for (int k : set)
			if (k != 0)
				n++;
		if (n * 2 <= set.length)
			return set;
		int[] g = new int[set.length * 2];
		for (int k : set)
			if (k != 0)
				add(g, k);
		return g;
	}

	private static void add(int[] set, int key) {
		int mask = set.length - 1, i = key - 1 & mask;

		while (set[i] != 0)
			i = (i + 1) & mask;
		set[i] = key;
	}

	/* The least power of two above n, at least from. */
	private static int grown(int from, int n) {
		int size = from;

		while (size <= n)
			size *= 2;
		return size;
	}
}
