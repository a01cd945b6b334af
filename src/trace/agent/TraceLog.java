package kaba;

import java.lang.ref.WeakReference;
import java.util.Arrays;
import java.util.Set;
import jdk.internal.misc.Unsafe;
import jdk.internal.reflect.Reflection;

/*
 * The logger that instrumented code calls (../rewrite.h names the entry
 * points a, g, c, n, e, r).  The agent compiles it at build time, embeds the
 * class files and defines them in the bootstrap loader at VMInit, so that
 * classes of every loader resolve it; the natives are bound by
 * RegisterNatives (natives.c).
 *
 * What a trace records is the set of (creation site, column) pairs, a few
 * thousand, while a program makes hundreds of millions of logged uses.  So
 * the cost of a use must not depend on going native: an object's site is
 * found in Java (one native call per object, the first time it is seen)
 * and a pair already recorded in a set of pairs (one native call per new
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
 * the field but is an object of its own, not yet seen.  A column also
 * remembers the last site it recorded, so that most uses probe no set.
 * Objects of user classes without the field (the bootstrap loader's) still
 * go through the identity table.
 *
 * Readers take no lock: tables are replaced, never resized in place, and an
 * entry is published whole (final fields); a reader that misses an entry
 * another thread is adding, or that probes a replaced table, only takes
 * the locked slow path, which looks again.  A stale answer can never say
 * "recorded" for a pair that is not: the native side records a pair before
 * it enters the set.  A site field is set by compare-and-set, so two
 * threads meeting a new object agree on its site.
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
	/* Column -> the last site recorded using it, + 1 (0: none). */
	private static volatile int[] lastSite = new int[1024];

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
	/* (site, column) keys + 1, open addressing; 0 is an empty slot. */
	private static volatile long[] pairs = new long[MIN_TABLE];
	private static int npairs;

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

	/* this used column (a def, a field); v is its site field as the
	 * rewritten class sees it, which is set to what this returns. */
	public static long a(Object o, long v, int column) {
		if ((int) (v >>> 32) == System.identityHashCode(o) && known(column, (int) v))
			return v;
		return firstA(o, v, column);
	}

	private static long firstA(Object o, long v, int column) {
		int h = System.identityHashCode(o);

		if ((int) (v >>> 32) != h)
			v = packed(h, site(o));
		used(o, (int) v, column);
		return v;
	}

	/* o used column, its site field unread (any object, or null); also the
	 * agent's entry for reflection (Field.get and set). */
	public static void g(Object o, int column) {
		if (o == null)
			return;
		int site = site(o, offset(o, column));
		if (!known(column, site))
			used(o, site, column);
	}

	/* Is (site, column) recorded?  A column's uses mostly come from one
	 * site: the last one recorded answers without a probe of the set. */
	private static boolean known(int column, int site) {
		int[] last = lastSite;

		return column < last.length && last[column] == site + 1;
	}

	private static void used(Object o, int site, int column) {
		if (site < 0)
			return;
		if (!has(pairs, key(site, column)))
			record(o, site, column);
		int[] last = lastSite;
		if (column >= last.length) {
			synchronized (lock) {
				last = lastSite;
				if (column >= last.length)
					lastSite = last = Arrays.copyOf(last, grown(last.length, column));
			}
		}
		last[column] = site + 1; /* a racing writer only loses a cache entry */
	}

	/* A check: o passed it (outcome 1) or failed it (S=false column next). */
	public static void c(Object o, int outcome, int trueColumn) {
		g(o, outcome != 0 ? trueColumn : trueColumn + 1);
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

	/* Method m ran (a probe at offset 0 of every method). */
	public static void r(int m) {
		boolean[] v = ran;

		if (m >= 0 && m < v.length && v[m])
			return;
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

	private static long key(int site, int column) {
		return ((long) site << 32 | (column & 0xffffffffL)) + 1;
	}

	private static int slot(long key, int mask) {
		return (int) ((key * 0x9e3779b97f4a7c15L) >>> 33) & mask;
	}

	private static boolean has(long[] t, long key) {
		int mask = t.length - 1;

		for (int i = slot(key, mask);; i = (i + 1) & mask) {
			long k = t[i];

			if (k == key)
				return true;
			if (k == 0)
				return false;
		}
	}

	private static void record(Object o, int site, int column) {
		long key = key(site, column);

		synchronized (lock) {
			long[] t = pairs;

			if (has(t, key))
				return;
			u(o, site, column);
			if ((npairs + 1) * 2 > t.length) {
				long[] g = new long[t.length * 2];

				for (long k : t)
					if (k != 0)
						add(g, k);
				pairs = t = g;
			}
			add(t, key);
			npairs++;
		}
	}

	private static void add(long[] t, long key) {
		int mask = t.length - 1, i = slot(key, mask);

		while (t[i] != 0)
			i = (i + 1) & mask;
		t[i] = key;
	}

	/* The least power of two above n, at least from. */
	private static int grown(int from, int n) {
		int size = from;

		while (size <= n)
			size *= 2;
		return size;
	}
}
