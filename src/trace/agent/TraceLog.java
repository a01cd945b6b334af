package kaba;

import java.lang.ref.WeakReference;
import java.util.Arrays;

/*
 * The logger that instrumented code calls (../rewrite.h names the entry
 * points a, c, n, e, r).  The agent compiles it at build time, embeds the
 * class files and defines them in the bootstrap loader at VMInit, so that
 * classes of every loader resolve it; the natives are bound by
 * RegisterNatives (natives.c).
 *
 * What a trace records is the set of (creation site, column) pairs, a few
 * thousand, while a program makes hundreds of millions of logged uses.  So
 * the cost of a use must not depend on going native: here an object's site
 * is found in a weak identity table (one native call per object, the first
 * time it is seen) and a pair already recorded in a set of pairs (one
 * native call per new pair); the slot found last answers the next use of
 * the same object, as a method's uses mostly are.  Before this, every use
 * whose object was not the last one of its column went native and asked
 * JVMTI for the object's tag, which locks and probes the VM's tag map:
 * bcel's verifier on a 300 KB class made 270 million such calls.  The hot
 * path stores no reference (the last object per column, kept before, cost
 * a GC write barrier on every use that alternated objects: bcel's verifier
 * on Unicode_3_0 traced in 2.5 to 3.8 user s with it, 2.0 to 2.2 without).
 *
 * Readers take no lock: tables are replaced, never resized in place, and an
 * entry is published whole (final fields); a reader that misses an entry
 * another thread is adding, or that probes a replaced table, only takes
 * the locked slow path, which looks again.  A stale answer can never say
 * "recorded" for a pair that is not: the native side records a pair before
 * it enters the set.
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

	private static final int MIN_TABLE = 1024;
	private static final Object lock = new Object();
	/* Method id -> it ran (each was reported). */
	private static volatile boolean[] ran = new boolean[MIN_TABLE];
	/* Open addressing by identity hash; dead entries go at the next rebuild. */
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

	/* e(site): the next object constructed on this thread comes from site. */
	public static native void e(int site);

	/* o used column (a field, a def, a catch); also the agent's entry for
	 * reflection (Field.get and set). */
	public static void a(Object o, int column) {
		if (o == null)
			return;
		int site = site(o);
		if (site >= 0 && !has(pairs, key(site, column)))
			record(o, site, column);
	}

	/* A check: o passed it (outcome 1) or failed it (S=false column next). */
	public static void c(Object o, int outcome, int trueColumn) {
		a(o, outcome != 0 ? trueColumn : trueColumn + 1);
	}

	/* o was just built at site. */
	public static void n(Object o, int site) {
		x(site);
		if (o == null)
			return;
		int h = System.identityHashCode(o);
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
